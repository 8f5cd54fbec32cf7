void main() { Permission.locationWhenInUse.status; }
