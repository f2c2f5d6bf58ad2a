/* affine_util.h: affine map algebra the dialects and transforms share, as
 * upstream's AffineMap methods and free functions of the same names
 * (identity and permutation maps, inversePermutation, concatAffineMaps,
 * compose, sub-maps, unused dims). Maps are uniqued, so every function
 * returns a context-owned map, or NULL when out of memory (or, where
 * upstream returns an empty map for "no answer", NULL as well). Depends
 * on ir/ only. */
#ifndef MLIRC_AFFINE_UTIL_H
#define MLIRC_AFFINE_UTIL_H

#include "../../ir/rewriter.h"

/* (d0, ..., dn-1) -> (d0, ..., dn-1) */
MLIR_INTERNAL const AffineMap *am_identity(Context *ctx, unsigned n);
/* (d0, ..., dn-1) -> () */
MLIR_INTERNAL const AffineMap *am_empty(Context *ctx, unsigned ndims, unsigned nsyms);
/* () -> (c) */
MLIR_INTERNAL const AffineMap *am_constant(Context *ctx, int64_t c);
/* (d0, ..., dn-1) -> (d[perm[0]], ...) */
MLIR_INTERNAL const AffineMap *am_permutation(Context *ctx, unsigned n, const unsigned *perm);
/* The map as an attribute value, or NULL for a NULL map. */
MLIR_INTERNAL const AffineMap *am_of_attr(const Attr *a);
/* AffineMap::isEmpty: no dims, no symbols, no results. */
MLIR_INTERNAL bool am_is_empty(const AffineMap *m);
MLIR_INTERNAL bool am_is_permutation(const AffineMap *m);
/* Every result a distinct dim (or, when `allow_zero`, the constant 0). */
MLIR_INTERNAL bool am_is_projected_permutation(const AffineMap *m, bool allow_zero);
/* Result i is dim i for a prefix of the results (isMinorIdentity and
 * friends are built on it). */
MLIR_INTERNAL bool am_result_is_dim(const AffineMap *m, unsigned i, unsigned *pos);
/* inversePermutation: NULL when the dims seen in the results are not all
 * of the map's dims. */
MLIR_INTERNAL const AffineMap *am_inverse_permutation(const AffineMap *m);
/* concatAffineMaps: the results of all maps over the largest dim and
 * symbol counts. */
MLIR_INTERNAL const AffineMap *am_concat(Context *ctx, unsigned n, const AffineMap *const *maps);
/* a.compose(b): a's dims replaced by b's results, b's symbols after a's. */
MLIR_INTERNAL const AffineMap *am_compose(const AffineMap *a, const AffineMap *b);
/* getSubMap: the results at `positions`. */
MLIR_INTERNAL const AffineMap *am_sub_map(const AffineMap *m, unsigned n, const unsigned *positions);
/* The map with result `pos` dropped. */
MLIR_INTERNAL const AffineMap *am_drop_result(const AffineMap *m, unsigned pos);
/* Marks in `used` (num_dims entries) the dims some result mentions. */
MLIR_INTERNAL void am_used_dims(const AffineMap *m, bool *used);
/* The same results over new dim and symbol counts. */
MLIR_INTERNAL const AffineMap *am_with_counts(const AffineMap *m, unsigned ndims, unsigned nsyms);
/* replaceDimsAndSymbols over every result. */
MLIR_INTERNAL const AffineMap *am_replace_dims_syms(const AffineMap *m, const AffineExpr *const *dims,
                                                    const AffineExpr *const *syms, unsigned ndims,
                                                    unsigned nsyms);
/* compressDims: drops the dims marked `unused` (renumbering the rest). */
MLIR_INTERNAL const AffineMap *am_compress_dims(const AffineMap *m, const bool *drop);
MLIR_INTERNAL const AffineMap *am_compress_symbols(const AffineMap *m, const bool *drop);
/* Every result simplified (simplifyAffineMap). */
MLIR_INTERNAL const AffineMap *am_simplify(const AffineMap *m);
/* The result expression's constant value, if it is a constant. */
MLIR_INTERNAL bool ae_const_value(const AffineExpr *e, int64_t *out);

#endif
