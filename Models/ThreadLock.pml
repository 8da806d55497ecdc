/*
 * ThreadLock's protocol, checked with Spin (Scripts/check-lock-model runs this file
 * three ways; ARCHITECTURE.md, "How a signal serializes its deliveries", says what it
 * covers and what it leaves out).
 *
 * The lock is held by a thread delivering an event (the holder). Two other threads ask
 * something of it while it is held: a waiter, which wants the lock and sleeps in the
 * parking lot, and a requester, which asks for a terminal event to be delivered and
 * never waits. The holder lets go with a plain store, then reads whether anyone waits
 * and whether a terminal event was asked for. Each requester makes its request, runs
 * the process barrier (membarrier), then tries the lock.
 *
 * Memory: x86's total store order. A plain store of the lock's owner goes into the
 * storing thread's store buffer and reaches memory later: at any moment, or at that
 * thread's next locked instruction (a compare-and-swap, an atomic add, a mutex), or
 * when a process barrier makes every thread run a full fence. Locked instructions,
 * sequentially consistent stores and loads act on memory at once.
 *
 *   spin -a ThreadLock.pml            the lock as built: no error
 *   spin -a -DNOFENCE ThreadLock.pml  without the compiler barrier between the holder's
 *                                     store and its loads, the compiler may read first:
 *                                     Spin finds a lost wake-up or a lost terminal event
 *   spin -a -DFALLBACK ThreadLock.pml where membarrier is unavailable or has failed: a
 *                                     sequentially consistent store, no barrier: no
 *                                     error
 *
 * The lost event is the assertion in Outcome: when nothing can move any more, no
 * thread sleeps for the lock and the terminal event asked for has been delivered,
 * once. The parking lot's timed sleep (the backstop that hides a lost wake-up as a
 * 10 ms delay) and the terminal request's backstop are left out on purpose: they are
 * what REACTIVECORE_LOCK_BACKSTOPS=off turns off in the tests.
 */

#define FREE 0
#define HOLDER 1
#define REQUESTER 2
#define FIRST_WAITER 3
#define THREADS 5

byte owner = HOLDER;          /* ThreadLock.owner, in memory */
bool buffered[THREADS];       /* a thread's `owner = FREE` still in its store buffer */
byte waiters = 0;             /* ThreadLock.waiters */
bool isTerminalRequested = false;
bool requestedTerminal = false; /* SignalCore.State.requestedTerminal, under its own lock */
byte deliveries = 0;          /* terminal events delivered to the observers */
bool bucketMutex = false;     /* the parking lot bucket's mutex */
bool asleep[THREADS];         /* waiting on the bucket's condition */
byte sleepers = 0;

/* The thread's buffered store reaches memory. */
inline drain(me) {
  if
  :: buffered[me] -> owner = FREE; buffered[me] = false
  :: else
  fi
}

/* A locked compare-and-swap: drains the thread's own buffer, then acts on memory. */
inline compareAndSwap(me, taken) {
  atomic {
    drain(me);
    if
    :: owner == FREE -> owner = me; taken = true
    :: else -> taken = false
    fi
  }
}

/* ProcessBarrier.run(): every running thread executes a full fence, draining its
   store buffer, before it returns. Unavailable in the fallback. */
inline processBarrier() {
#ifdef FALLBACK
  skip
#else
  atomic {
    drain(HOLDER); drain(REQUESTER); drain(FIRST_WAITER); drain(FIRST_WAITER + 1)
  }
#endif
}

inline lockMutex(me) {
  atomic { drain(me); !bucketMutex -> bucketMutex = true }
}

/* ParkingLot.wakeAll(in:). */
inline wakeAll(me) {
  lockMutex(me);
  atomic {
    asleep[FIRST_WAITER] = false; asleep[FIRST_WAITER + 1] = false; sleepers = 0
  };
  bucketMutex = false
}

/* The inlines below use their thread's locals: taken, seenWaiters, seenRequest. */

/* ThreadLock.unlock(): the store that lets go, then the load of `waiters`; for a
   signal's lock (`terminalToo`), SignalCore.unlockDeliveries() then loads
   `isTerminalRequested`. */
inline letGo(me, terminalToo) {
  seenRequest = false;
#ifdef NOFENCE
  if
  :: buffered[me] = true;
     seenWaiters = waiters;
     if :: terminalToo -> seenRequest = isTerminalRequested :: else fi
  :: /* the compiler moved the loads above the store */
     seenWaiters = waiters;
     if :: terminalToo -> seenRequest = isTerminalRequested :: else fi;
     buffered[me] = true
  fi;
#else
#ifdef FALLBACK
  atomic { buffered[me] = true; drain(me) };  /* a sequentially consistent store */
#else
  buffered[me] = true;
#endif
  /* reactive_core_compiler_barrier(): the loads stay after the store */
  seenWaiters = waiters;
  if :: terminalToo -> seenRequest = isTerminalRequested :: else fi;
#endif
  if
  :: seenWaiters > 0 -> wakeAll(me)
  :: else
  fi;
  if
  :: seenRequest -> deliverRequestedTerminalIfIdle(me)
  :: else
  fi
}

/* Delivers the requested terminal event under the lock; read and cleared under the
   state's own lock, so it is delivered once. */
inline deliverRequestedTerminal(me) {
  assert(owner == me);
  atomic {
    if
    :: requestedTerminal -> deliveries++; requestedTerminal = false
    :: else
    fi
  };
  isTerminalRequested = false
}

/* SignalCore.deliverRequestedTerminalIfIdle(): tryLock, else the barrier and a second
   try (tryLockAfterRequest); never waits. Its own hold ends with a plain unlock. */
inline deliverRequestedTerminalIfIdle(me) {
  compareAndSwap(me, taken);
  if
  :: !taken -> processBarrier(); compareAndSwap(me, taken)
  :: else
  fi;
  if
  :: taken ->
     deliverRequestedTerminal(me);
     letGoWithoutRequest(me)
  :: else
  fi
}

/* ThreadLock.unlock() alone, as a terminal's own delivery ends. */
inline letGoWithoutRequest(me) {
#ifdef NOFENCE
  if
  :: buffered[me] = true; seenWaiters = waiters
  :: seenWaiters = waiters; buffered[me] = true
  fi;
#else
#ifdef FALLBACK
  atomic { buffered[me] = true; drain(me) };
#else
  buffered[me] = true;
#endif
  seenWaiters = waiters;
#endif
  if
  :: seenWaiters > 0 -> wakeAll(me)
  :: else
  fi
}

/* A thread delivering an event: it holds the lock from the start and lets go. */
proctype Holder(byte me) {
  bool taken, seenRequest;
  byte seenWaiters;
  letGo(me, true)
}

/* SignalCore.sendTerminal from another thread: records the event, sets the flag with
   a sequentially consistent store, and delivers it if the lock is free. */
proctype Requester(byte me) {
  bool taken, seenRequest;
  byte seenWaiters;
  atomic { requestedTerminal = true };
  isTerminalRequested = true;
  deliverRequestedTerminalIfIdle(me)
}

/* A thread sending a value: ThreadLock.lock, then a delivery, then letting go. */
proctype Waiter(byte me) {
  bool taken, seenRequest;
  byte seenWaiters;
  compareAndSwap(me, taken);
  if
  :: !taken ->
     /* lockContended: the yields are another try; then it registers and sleeps */
     compareAndSwap(me, taken);
     if
     :: !taken ->
        atomic { drain(me); waiters++ };
        processBarrier();
        /* ParkingLot.wait: the lock is tried under the bucket's mutex */
        lockMutex(me);
        do
        :: compareAndSwap(me, taken);
           if
           :: taken -> break
           :: else ->
              atomic { bucketMutex = false; asleep[me] = true; sleepers++ };
              !asleep[me];
              lockMutex(me)
           fi
        od;
        bucketMutex = false;
        atomic { drain(me); waiters-- }
     :: else
     fi
  :: else
  fi;
  letGo(me, true)
}

/* Drains store buffers at any moment, as the processor does. */
active proctype StoreBuffers() {
end:
  do
  :: atomic { buffered[HOLDER] -> drain(HOLDER) }
  :: atomic { buffered[REQUESTER] -> drain(REQUESTER) }
  :: atomic { buffered[FIRST_WAITER] -> drain(FIRST_WAITER) }
  :: atomic { buffered[FIRST_WAITER + 1] -> drain(FIRST_WAITER + 1) }
  od
}

/* When nothing can move any more: no lost wake-up, no lost terminal event. */
active proctype Outcome() {
  timeout ->
  assert(sleepers == 0);
  assert(deliveries == 1 && !requestedTerminal)
}

init {
  atomic {
    run Holder(HOLDER);
    run Requester(REQUESTER);
    run Waiter(FIRST_WAITER);
    run Waiter(FIRST_WAITER + 1)
  }
}
