func start() {
  manager.startMonitoringVisits()
}
