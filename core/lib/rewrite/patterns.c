/* patterns.c: the canonicalization patterns of every dialect (upstream's
 * getCanonicalizationPatterns), gathered for the canonicalize pass in the
 * order upstream registers them: ops by name, each op's patterns in the
 * order it adds them. The driver sorts each root's list by benefit,
 * keeping this order among equals. */
#include "fold_tables.h"

static const Pattern *const *const DIALECT_PATTERNS[] = {
    ARITH_PATTERNS, CF_PATTERNS,  FUNC_PATTERNS,   INDEX_PATTERNS,
    MEMREF_PATTERNS, MEMREF_SUBVIEW_PATTERNS, SCF_PATTERNS,  SCF_IF_PATTERNS, SCF_WHILE_PATTERNS, SCF_PARALLEL_PATTERNS,
    TENSOR_SLICE_PATTERNS, TENSOR_PATTERNS, NULL,
};

const Pattern *const *const *canonicalization_patterns(void) { return DIALECT_PATTERNS; }
