#ifndef REACTIVE_CORE_SUPPORT_H
#define REACTIVE_CORE_SUPPORT_H

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

#endif
