void main() { Permission.locationWhenInUse.request(); }
