// Counts the calling thread's heap allocations, for core-bench's allocations per
// event. With glibc, an executable that defines malloc and its siblings replaces them
// for the whole process, libraries included; each definition here counts, then calls
// glibc's own allocator, so blocks and their sizes are glibc's as before. `free` is
// glibc's own, which these blocks are (a definition here only added a call to each).
#include "AllocationCounter.h"

#include <errno.h>
#include <stddef.h>

#if defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *block, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// Per thread, so that counting needs no atomic instruction (it runs in every timed
// allocation too) and other threads' allocations stay out of the count. The executable
// holds it, so its offset from the thread pointer is known when linking (local-exec).
__attribute__((used, tls_model("local-exec"))) static _Thread_local long long allocations;

#if defined(__x86_64__)

// Every allocation of every case comes through here, callgrind's instruction counts
// included, so the count is one instruction and the call goes on to glibc's allocator
// with a jump: a C body kept a stack frame and saved its argument around the count
// (13 instructions a call where these are 2).
__attribute__((naked)) void *malloc(size_t size) {
  __asm__("incq %fs:allocations@tpoff\n\t"
          "jmp *__libc_malloc@GOTPCREL(%rip)");
}

#else

void *malloc(size_t size) {
  allocations++;
  return __libc_malloc(size);
}

#endif

void *calloc(size_t count, size_t size) {
  allocations++;
  return __libc_calloc(count, size);
}

void *realloc(void *block, size_t size) {
  allocations++;
  return __libc_realloc(block, size);
}

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
