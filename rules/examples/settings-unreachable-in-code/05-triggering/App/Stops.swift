func start(_ manager: CLLocationManager) {
  manager.↓requestWhenInUseAuthorization()
}
