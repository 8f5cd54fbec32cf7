// A widget extension that creates a Bluetooth manager.
@interface CBCentralManager
+ (id)alloc;
- (id)init;
@end
void PLScan(void) { (void)[[CBCentralManager alloc] init]; }
