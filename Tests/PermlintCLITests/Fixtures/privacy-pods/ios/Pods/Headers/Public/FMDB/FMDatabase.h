#import "../../../FMDB/src/fmdb/FMDatabase.h"
