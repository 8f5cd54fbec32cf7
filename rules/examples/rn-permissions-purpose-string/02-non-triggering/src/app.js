request(PERMISSIONS.IOS.CAMERA); requestNotifications(['alert']);
