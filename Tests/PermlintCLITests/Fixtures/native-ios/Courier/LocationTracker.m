#import "LocationTracker.h"

@interface LocationTracker ()
@property (strong, nonatomic) CMMotionActivityManager *activity;
@end

@implementation LocationTracker

- (void)requestAlwaysAuthorization {
    // A method of our own with the same name is a declaration, not a request.
}

- (void)start {
    self.activity = [[CMMotionActivityManager alloc] init];
    if ([CMPedometer isStepCountingAvailable]) {
        NSLog(@"[self.manager requestAlwaysAuthorization] is only a log line");
    }
    [self.manager requestAlwaysAuthorization];
}

@end
