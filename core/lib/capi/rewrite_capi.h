/* rewrite_capi.h: the C API's pattern records, shared by the greedy driver
 * API (rewrite.c) and the dialect conversion API (conversion.c). Patterns
 * and sets live on the libc heap: they are made before, and outlive, any
 * one driver run. */
#ifndef MLIRC_CAPI_REWRITE_H
#define MLIRC_CAPI_REWRITE_H

#include "capi.h"
#include "../rewrite/conversion.h"
#include "mlir-c/Ext/DialectConversion.h"
#include "mlir-c/Rewrite.h"

enum CPatternKind {
  CPAT_PLAIN,      /* a rewrite pattern (MlirRewritePatternCallbacks) */
  CPAT_CONVERSION, /* a 1:1 conversion pattern */
  CPAT_ONE_TO_N,   /* a conversion pattern seeing 1:N operands */
  CPAT_CORE,       /* a conversion pattern of the core (`core`) */
};

/* A pattern made through the C API: an op name, a benefit, its kind's
 * callbacks and the caller's data. */
typedef struct CPattern {
  char *root;
  unsigned benefit;
  int kind;
  MlirRewritePatternCallbacks cb;
  MlirConversionPatternCallbacks conv;
  MlirExtConversionPatternOneToNCallback one_to_n;
  void (*destruct)(void *user); /* CPAT_ONE_TO_N */
  TypeConverter *tc;
  char **generated; /* NULL-terminated copies, or NULL */
  ConvPattern core;
  void *user;
} CPattern;

typedef struct CPatternSet {
  Context *ctx;
  CPattern **pats;
  size_t n, cap;
} CPatternSet;

/* A frozen set: the patterns by descending benefit (stable), and what the
 * greedy driver takes: one dispatching Pattern per root name of the plain
 * patterns, NULL-terminated. */
typedef struct CFrozen {
  CPatternSet set;
  Pattern *dispatchers;
  const Pattern **list;
  const Pattern *const *sets[2];
} CFrozen;

MLIR_INTERNAL void cpattern_destroy(CPattern *p);

#endif /* MLIRC_CAPI_REWRITE_H */
