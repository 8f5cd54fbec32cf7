void main() { Permission.camera.request(); }
