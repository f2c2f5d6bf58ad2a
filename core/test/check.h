/* check.h: a tiny assertion harness for the C tests: CHECK records a
 * failure and continues; each test binary ends with `N passed, M failed`. */
#ifndef MLIRC_TEST_CHECK_H
#define MLIRC_TEST_CHECK_H

#include <stdio.h>
#include <string.h>

static int check_passed, check_failed;

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (cond) {                                                                \
      check_passed++;                                                          \
    } else {                                                                   \
      check_failed++;                                                          \
      fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
    }                                                                          \
  } while (0)

#define CHECK_STR(actual, expected)                                            \
  do {                                                                         \
    const char *a_ = (actual), *e_ = (expected);                               \
    if (a_ && strcmp(a_, e_) == 0) {                                           \
      check_passed++;                                                          \
    } else {                                                                   \
      check_failed++;                                                          \
      fprintf(stderr, "%s:%d: expected:\n%s\n--- got:\n%s\n", __FILE__,        \
              __LINE__, e_, a_ ? a_ : "(null)");                               \
    }                                                                          \
  } while (0)

static inline int check_report(void) {
  printf("%d passed, %d failed\n", check_passed, check_failed);
  return check_failed ? 1 : 0;
}

#endif
