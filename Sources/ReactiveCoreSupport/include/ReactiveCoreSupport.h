#ifndef REACTIVE_CORE_SUPPORT_H
#define REACTIVE_CORE_SUPPORT_H

/// Registers this process for expedited process-wide memory barriers (Linux's
/// `membarrier`). Returns 1 when `reactive_core_process_barrier` can be used, 0
/// otherwise (another system, or a kernel or sandbox without the call).
int reactive_core_register_process_barrier(void);

/// Makes every thread of the process that is running execute a full memory barrier
/// before this returns. Only after `reactive_core_register_process_barrier` returned 1.
/// Returns 0 on success.
int reactive_core_process_barrier(void);

#endif
