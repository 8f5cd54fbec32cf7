export default function ScanScreen() {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    check(PERMISSIONS.IOS.CAMERA).then((status) => setBlocked(status === RESULTS.BLOCKED));
  }, []);
  return blocked ? <Button title="Open Settings" onPress={() => openSettings()} /> : <Scanner />;
}
