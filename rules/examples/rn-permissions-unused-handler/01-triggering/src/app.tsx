export const ask = () => request(PERMISSIONS.IOS.CAMERA);
