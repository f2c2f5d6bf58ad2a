/* threads.c: see threads.h. */
#define _GNU_SOURCE
#include "threads.h"

#ifdef MLIRC_THREADS
#include <stdatomic.h>
#include <stdlib.h>
#include <unistd.h>

void mutex_init(Mutex *m) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
  m->ready = pthread_mutex_init(&m->m, &a) == 0;
  pthread_mutexattr_destroy(&a);
}
void mutex_destroy(Mutex *m) {
  if (m->ready) pthread_mutex_destroy(&m->m);
  m->ready = false;
}
void mutex_lock(Mutex *m) {
  if (m->ready) pthread_mutex_lock(&m->m);
}
void mutex_unlock(Mutex *m) {
  if (m->ready) pthread_mutex_unlock(&m->m);
}

unsigned hardware_threads(void) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 1 ? (unsigned)(n > MAX_THREADS ? MAX_THREADS : n) : 1;
}

typedef struct Work {
  size_t n;
  atomic_size_t next;
  void (*fn)(void *, size_t);
  void *user;
} Work;

static void *worker(void *arg) {
  Work *w = arg;
  for (size_t i; (i = atomic_fetch_add(&w->next, 1)) < w->n;) w->fn(w->user, i);
  return NULL;
}

void parallel_for(size_t n, unsigned threads, void (*fn)(void *user, size_t i), void *user) {
  Work w = {n, 0, fn, user};
  pthread_t tid[MAX_THREADS];
  unsigned started = 0;
  if (threads > MAX_THREADS) threads = MAX_THREADS;
  if (threads > n) threads = (unsigned)n;
  /* The calling thread works too; a thread that fails to start is not
   * needed for correctness. */
  for (unsigned t = 1; t < threads; t++)
    if (pthread_create(&tid[started], NULL, worker, &w) == 0) started++;
  worker(&w);
  for (unsigned t = 0; t < started; t++) pthread_join(tid[t], NULL);
}

#else

void mutex_init(Mutex *m) { m->ready = true; }
void mutex_destroy(Mutex *m) { m->ready = false; }
void mutex_lock(Mutex *m) { (void)m; }
void mutex_unlock(Mutex *m) { (void)m; }
unsigned hardware_threads(void) { return 1; }

void parallel_for(size_t n, unsigned threads, void (*fn)(void *user, size_t i), void *user) {
  (void)threads;
  for (size_t i = 0; i < n; i++) fn(user, i);
}

#endif
