// Counts the calling thread's heap allocations, for core-bench's allocations per
// event. With glibc, an executable that defines malloc and its siblings replaces them
// for the whole process, libraries included; each definition here counts, then calls
// glibc's own allocator, so blocks and their sizes are glibc's as before.
#include "AllocationCounter.h"

#include <errno.h>
#include <stddef.h>

#if defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *block, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *block);

// Per thread, so that counting needs no atomic instruction (it runs in every timed
// allocation too) and other threads' allocations stay out of the count.
static _Thread_local long long allocations;

void *malloc(size_t size) {
  allocations++;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  allocations++;
  return __libc_calloc(count, size);
}

void *realloc(void *block, size_t size) {
  allocations++;
  return __libc_realloc(block, size);
}

void free(void *block) { __libc_free(block); }

void *memalign(size_t alignment, size_t size) {
  allocations++;
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  allocations++;
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  void *block = __libc_memalign(alignment, size);
  if (block == NULL) return ENOMEM;
  allocations++;
  *result = block;
  return 0;
}

long long allocation_counter_thread_total(void) { return allocations; }

#else

long long allocation_counter_thread_total(void) { return -1; }

#endif
