jest.mock('react-native-permissions', () => ({ PERMISSIONS: { IOS: { SIRI: 'siri' } } }));
expect(PERMISSIONS.IOS.SIRI).toBe('siri');
