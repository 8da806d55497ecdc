#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// How many blocks the calling thread has allocated (malloc, calloc, realloc and the
/// aligned allocators) since it started, or -1 where allocations cannot be counted.
long long allocation_counter_thread_total(void);

#endif
