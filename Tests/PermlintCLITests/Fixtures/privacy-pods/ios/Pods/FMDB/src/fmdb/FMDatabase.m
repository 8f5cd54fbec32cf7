#import "FMDatabase.h"
// A pod's own code is not the app's: its required-reason uses are the pod's to declare.
NSDictionary *attributes = [[NSFileManager defaultManager] attributesOfItemAtPath:path error:nil];
