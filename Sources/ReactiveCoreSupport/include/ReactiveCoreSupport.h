#ifndef REACTIVE_CORE_SUPPORT_H
#define REACTIVE_CORE_SUPPORT_H

#include <stdbool.h>

/// A compiler barrier: the compiler may not move a memory access across it; it emits no
/// instruction. `ThreadLock` calls it between the releasing store that lets go and the
/// loads that follow (of its waiters, of a requested terminal event): the memory model
/// lets a compiler read those first, and then neither the process barrier a requester
/// runs nor any fence could make the holder see the request.
static inline void reactive_core_compiler_barrier(void) {
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
}

/// Registers this process for expedited process-wide memory barriers (Linux's
/// `membarrier`). Returns 1 when `reactive_core_process_barrier` can be used, 0 when the
/// system does not offer it (another system, a kernel without the call), and a negative
/// error number when a call failed (a sandbox that forbids it, say).
int reactive_core_register_process_barrier(void);

/// Makes every thread of the process that is running execute a full memory barrier
/// before this returns. Only after `reactive_core_register_process_barrier` returned 1.
/// Returns 0 on success, or a negative error number.
int reactive_core_process_barrier(void);

/// The Swift runtime's strong retain that fails on an object being deinitialized (what a
/// weak reference's load does): returns the object, or null when it failed.
extern void *swift_tryRetain(void *object);

/// Takes a strong reference to the Swift object at `object`, unless its deinitializer
/// has begun (another thread let go of its last reference): for a signal core reached
/// without a reference under its anchor's lock, whose deinit may be waiting for that lock.
static inline bool reactive_core_try_retain(void *object) {
  return swift_tryRetain(object) != 0;
}

/// The Swift runtime's test of whether the object at `object` has begun deinitializing
/// (its last strong reference is gone): a load of its reference counts, no write.
extern bool swift_isDeallocating(void *object);

/// Whether the Swift object at `object`, whose memory the caller keeps allocated (by an
/// unowned reference), has begun deinitializing: for `ObjectPin`.
static inline bool reactive_core_is_deinitializing(void *object) {
  return swift_isDeallocating(object);
}

#endif
