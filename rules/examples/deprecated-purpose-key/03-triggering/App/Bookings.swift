let store = EKEventStore()
