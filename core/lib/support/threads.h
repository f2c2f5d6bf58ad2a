/* threads.h: the little threading the native library uses (a recursive
 * mutex and a parallel for). Built with MLIRC_THREADS (native builds) it
 * uses POSIX threads; without it (the wasm builds) everything runs on the
 * calling thread and the mutex does nothing. */
#ifndef MLIRC_SUPPORT_THREADS_H
#define MLIRC_SUPPORT_THREADS_H

#include "support.h"

#ifdef MLIRC_THREADS
#include <pthread.h>
typedef struct Mutex {
  pthread_mutex_t m;
  bool ready;
} Mutex;
#else
typedef struct Mutex {
  bool ready;
} Mutex;
#endif

MLIR_INTERNAL void mutex_init(Mutex *m);
MLIR_INTERNAL void mutex_destroy(Mutex *m);
MLIR_INTERNAL void mutex_lock(Mutex *m);
MLIR_INTERNAL void mutex_unlock(Mutex *m);

/* Threads worth running at once (1 without MLIRC_THREADS). */
MLIR_INTERNAL unsigned hardware_threads(void);

/* Calls fn(user, i) for i in [0, n) on up to `threads` threads, each index
 * once, and returns when all are done. */
MLIR_INTERNAL void parallel_for(size_t n, unsigned threads, void (*fn)(void *user, size_t i),
                                void *user);

/* The most threads parallel work uses (more cores are left idle). */
enum { MAX_THREADS = 64 };

#endif
