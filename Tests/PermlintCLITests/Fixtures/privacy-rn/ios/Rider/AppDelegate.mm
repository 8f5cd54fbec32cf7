#import "AppDelegate.h"
#import <React/RCTBundleURLProvider.h>

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
  // NSUserDefaults in a comment is not a use.
  [[NSUserDefaults standardUserDefaults] setBool:YES forKey:@"launched"];
  NSTimeInterval up = [[NSProcessInfo processInfo] systemUptime];
  NSLog(@"%f", up);
  return [super application:application didFinishLaunchingWithOptions:launchOptions];
}

@end
