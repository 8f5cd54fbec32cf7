void main() { Permission.camera.request(); Permission.location.request(); }
