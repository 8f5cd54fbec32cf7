#include "directory_entries.h"

#include <errno.h>

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>

long pl_read_directory_entries(int descriptor, void *buffer, size_t size) {
  return syscall(SYS_getdents64, descriptor, buffer, size);
}
#else
long pl_read_directory_entries(int descriptor, void *buffer, size_t size) {
  (void)descriptor;
  (void)buffer;
  (void)size;
  errno = ENOSYS;
  return -1;
}
#endif
