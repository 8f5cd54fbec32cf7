// jemalloc, linked into the permlint executable on Linux in place of the C library's malloc
// (Docs/performance.md, "The allocator").
#include <jemalloc/jemalloc.h>
