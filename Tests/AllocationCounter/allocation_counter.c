// Counts heap allocations in the test binary, so tests can show that a code path allocates
// nothing: the executable defines the allocation functions, which the dynamic linker then
// binds for every library in the process, and forwards each to glibc's own.
//
// Linux only (Package.swift links it into the tests only there): macOS has no __libc_malloc,
// and under Darwin's two-level namespace a malloc defined in the test binary would not be the
// one libraries call. Elsewhere this file compiles to nothing.
#include "allocation_counter.h"

#ifdef __linux__

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Thread_local uint64_t count;

uint64_t allocation_count(void) { return count; }

void *malloc(size_t size) {
  count += 1;
  return __libc_malloc(size);
}

void *calloc(size_t n, size_t size) {
  count += 1;
  return __libc_calloc(n, size);
}

void *realloc(void *pointer, size_t size) {
  count += 1;
  return __libc_realloc(pointer, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  count += 1;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  count += 1;
  return __libc_memalign(alignment, size);
}

#endif
