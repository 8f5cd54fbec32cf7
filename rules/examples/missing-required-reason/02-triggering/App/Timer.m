#import <Foundation/Foundation.h>

NSTimeInterval elapsed(void) {
  return [[NSProcessInfo processInfo] ↓systemUptime];
}
