// A framework linked for iOS 15 (so with chained fixups) that asks for Always location and
// calls a weak-imported function only where the system has it.
@interface CLLocationManager
+ (id)alloc;
- (id)init;
- (void)requestAlwaysAuthorization;
@end
extern void PLOptionalHook(void) __attribute__((weak_import));
void PLStartTracking(void) {
  [[[CLLocationManager alloc] init] requestAlwaysAuthorization];
  if (PLOptionalHook) PLOptionalHook();
}
