// zlib's raw inflate and CRC-32, for the entries of build archives (.ipa, .apk, .aab).
#include <zlib.h>
