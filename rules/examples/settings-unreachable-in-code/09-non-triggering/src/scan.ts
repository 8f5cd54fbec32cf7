export async function scan(navigation) {
  await request(PERMISSIONS.IOS.CAMERA);
  navigation.navigate('Scan');
}

export function ScanButton({ navigation }) {
  return <Button title="Scan" onPress={() => scan(navigation)} />;
}
