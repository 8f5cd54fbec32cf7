func enableAlerts() {
  locationManager.requestAlwaysAuthorization()
  validator = CBCentralManager(delegate: self, queue: nil)
}