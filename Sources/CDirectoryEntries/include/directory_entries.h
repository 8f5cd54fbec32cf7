#ifndef PERMLINT_DIRECTORY_ENTRIES_H
#define PERMLINT_DIRECTORY_ENTRIES_H

#include <stddef.h>

// The next entries of the open directory `descriptor`, written to `buffer` as the kernel's
// 64-bit directory records (`d_ino`, `d_off`, `d_reclen`, `d_type`, then the NUL-terminated
// name): the number of bytes written, 0 at the end, -1 with `errno` set on an error (ENOSYS
// where the system has no such call, as on macOS).
//
// One system call per buffer. `fdopendir` and `readdir` made three more per directory
// (`fstat`, and `fcntl` twice), about 50,000 of a 2,000-app monorepo's walk.
long pl_read_directory_entries(int descriptor, void *buffer, size_t size);

#endif
