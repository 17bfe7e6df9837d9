#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

#ifdef __linux__

/// How many times malloc, calloc, realloc, posix_memalign and aligned_alloc have been called
/// in this process since it started (the test binary's own definitions, which forward to
/// glibc's allocator, count them).
uint64_t allocation_count(void);
#endif

#endif
