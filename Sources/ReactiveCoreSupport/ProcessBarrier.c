#include "ReactiveCoreSupport.h"

#if defined(__linux__)
#include <errno.h>
#include <sys/syscall.h>
#include <unistd.h>

// From <linux/membarrier.h>, which a machine with only the toolchain may not have.
enum {
  ReactiveCoreMembarrierQuery = 0,
  ReactiveCoreMembarrierPrivateExpedited = 1 << 3,
  ReactiveCoreMembarrierRegisterPrivateExpedited = 1 << 4,
};

int reactive_core_register_process_barrier(void) {
#if defined(SYS_membarrier)
  long commands = syscall(SYS_membarrier, ReactiveCoreMembarrierQuery, 0, 0);
  if (commands < 0) return errno == ENOSYS ? 0 : -errno;
  if (!(commands & ReactiveCoreMembarrierPrivateExpedited)) return 0;
  if (syscall(SYS_membarrier, ReactiveCoreMembarrierRegisterPrivateExpedited, 0, 0) != 0) {
    return -errno;
  }
  return 1;
#else
  return 0;
#endif
}

int reactive_core_process_barrier(void) {
#if defined(SYS_membarrier)
  return syscall(SYS_membarrier, ReactiveCoreMembarrierPrivateExpedited, 0, 0) == 0 ? 0 : -errno;
#else
  return -ENOSYS;
#endif
}

#else

#include <errno.h>

int reactive_core_register_process_barrier(void) { return 0; }

int reactive_core_process_barrier(void) { return -ENOSYS; }

#endif
