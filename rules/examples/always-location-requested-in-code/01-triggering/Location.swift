func start(_ manager: CLLocationManager) {
  manager.↓requestAlwaysAuthorization()
}
