import React, { useEffect } from 'react';
import { Text } from 'react-native';
import { PERMISSIONS, request } from 'react-native-permissions';

/** The root component: the camera prompt shows as the app opens. */
export default function App() {
  useEffect(() => {
    ↓request(PERMISSIONS.IOS.CAMERA);
  }, []);
  return <Text>Deliveries</Text>;
}
