// A framework that asks for Always location, as a third-party SDK would.
@interface CLLocationManager
+ (id)alloc;
- (id)init;
- (void)requestAlwaysAuthorization;
@end
void PLStartTracking(void) { [[[CLLocationManager alloc] init] requestAlwaysAuthorization]; }
