/* linalg_structured.h: upstream's LinalgStructuredInterface and
 * DestinationStyleOpInterface for linalg's structured ops (generic, the
 * OpDSL named ops, map, reduce, transpose, broadcast, elementwise, the
 * matmul family and contract): inputs and inits, indexing maps, iterator
 * types, the loops-to-shapes maps and static loop sizes, and building
 * linalg.generic. The transforms read structured ops only through these
 * functions. Depends on the linalg dialect's tables and dialects/utils. */
#ifndef MLIRC_LINALG_STRUCTURED_H
#define MLIRC_LINALG_STRUCTURED_H

#include "../dialects.h"
#include "../utils/affine_util.h"

enum LinalgIterator { LINALG_PARALLEL = 0, LINALG_REDUCTION = 1 };

/* The op implements LinalgStructuredInterface. */
MLIR_INTERNAL bool linalg_is_structured(const Operation *op);
/* DestinationStyleOpInterface: the inputs are operands [0, nins), the
 * inits [nins, nins + ninits). */
MLIR_INTERNAL void linalg_ins_inits(const Operation *op, unsigned *nins, unsigned *ninits);
/* Every operand is a tensor (or scalar) / a memref (or scalar). */
MLIR_INTERNAL bool linalg_pure_tensor(const Operation *op);
MLIR_INTERNAL bool linalg_pure_buffer(const Operation *op);
/* The operand is not shaped (isScalar). */
MLIR_INTERNAL bool linalg_is_scalar(const Operation *op, unsigned operand);
/* The rank of an operand (0 for scalars). */
MLIR_INTERNAL unsigned linalg_rank(const Operation *op, unsigned operand);
/* The indexing maps, one per operand (getIndexingMapsArray); false when
 * out of memory or when the op is malformed. `out` holds num_operands. */
MLIR_INTERNAL bool linalg_indexing_maps(Operation *op, const AffineMap **out);
/* The indexing map of one operand, or NULL. */
MLIR_INTERNAL const AffineMap *linalg_indexing_map(Operation *op, unsigned operand);
/* The number of loops (getNumLoops). */
MLIR_INTERNAL unsigned linalg_num_loops(Operation *op);
/* The iterator types (LinalgIterator per loop; `out` holds num_loops). */
MLIR_INTERNAL bool linalg_iterator_types(Operation *op, uint8_t *out);
/* getLoopsToShapesMap (the maps concatenated) and getShapesToLoopsMap
 * (its inverse permutation; NULL when not invertible). */
MLIR_INTERNAL const AffineMap *linalg_loops_to_shapes(Operation *op);
MLIR_INTERNAL const AffineMap *linalg_shapes_to_loops(Operation *op);
/* getStaticLoopRanges: the size of each loop from the operands' static
 * shapes (DYNAMIC_SIZE when dynamic); `out` holds num_loops. */
MLIR_INTERNAL bool linalg_static_loop_ranges(Operation *op, int64_t *out);
/* The payload block (region 0's only block), or NULL. */
MLIR_INTERNAL Block *linalg_body(const Operation *op);
/* The iterator type attribute of linalg.generic (#linalg.iterator_type). */
MLIR_INTERNAL const Attr *linalg_iterator_attr(Context *ctx, uint8_t kind);

/* Builds `linalg.generic` at the insertion point with `nins` inputs then
 * `ninits` inits (result types: the tensor inits'), the given maps and
 * iterators, and, `with_block`, an empty payload block whose arguments
 * are the element types of the operands (scalars as they are), located
 * at `loc` (else an empty region). The caller fills the block. NULL when
 * out of memory. */
MLIR_INTERNAL Operation *linalg_build_generic(Rewriter *rw, const Loc *loc, unsigned nins, Value *const *ins,
                                              unsigned ninits, Value *const *inits, const AffineMap *const *maps,
                                              unsigned nloops, const uint8_t *iterators, bool with_block);

#endif
