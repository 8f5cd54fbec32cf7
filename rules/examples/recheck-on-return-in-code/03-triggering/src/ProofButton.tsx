import React, { useState } from 'react';
import { Button } from 'react-native';
import { PERMISSIONS, RESULTS, openSettings, request } from 'react-native-permissions';

/** 'Take photo': a blocked camera turns the button into 'Open Settings', and nothing checks it again on return. */
export function ProofButton({ onPhoto }: { onPhoto: () => void }) {
  const [blocked, setBlocked] = useState(false);
  const take = async () => {
    const status = await request(PERMISSIONS.IOS.CAMERA);
    setBlocked(status === RESULTS.BLOCKED);
    if (status === RESULTS.GRANTED) onPhoto();
  };
  return blocked ? <Button title="Open Settings" onPress={() => ↓openSettings()} /> : <Button title="Take photo" onPress={take} />;
}
