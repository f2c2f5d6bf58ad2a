/* one_shot.h: One-Shot Bufferize's state shared by its analysis
 * (one_shot_analysis.c) and its rewriting (one_shot_bufferize.c).
 *
 * The supported IR: functions whose body is one block of ops that have
 * BufferizableHooks (interfaces/bufferizable.h; one file per dialect,
 * bufferize_<dialect>.c), plus ops without tensors.
 * The analysis is upstream's OneShotAnalysis restricted to that IR: alias
 * and equivalence sets over the tensor values, in-place decisions per
 * operand taken bottom-up, read-after-write conflicts and writes to
 * non-writable buffers (upstream's wouldCreateReadAfterWriteInterference
 * and wouldCreateWriteToNonWritableBuffer). */
#ifndef MLIRC_TRANSFORMS_ONE_SHOT_H
#define MLIRC_TRANSFORMS_ONE_SHOT_H

#include "../transforms.h"
#include "../../interfaces/bufferizable.h"
#include "../../ir/rewriter.h"

enum OperandDecision { DECIDED_IN_PLACE = 1, DECIDED_OUT_OF_PLACE = 2 };

typedef struct OneShot {
  Context *ctx;
  Operation *func;      /* the func.func analyzed */
  Block *body;
  bool boundaries;      /* bufferize-function-boundaries */
  bool copy_before_write;
  bool allow_unknown;   /* allow-unknown-ops: ops without hooks stay */
  PtrMap decision;      /* OpOperand* -> OperandDecision */
  PtrMap alias, equiv;  /* union-find parents over Value* */
  PtrVec values;        /* the tensor values of the function */
  PtrVec ops;           /* the ops with tensor operands or results, in order */
  PtrVec hooks;         /* their BufferizableHooks (or NULL), looked up before
                         * the rewriting changes operand types */
  bool oom;
} OneShot;

/* The op's BufferizableHooks, or NULL (bufferize_hooks.c). */
MLIR_INTERNAL const BufferizableHooks *os_hooks(const Operation *op);
/* The op is one the pass bufferizes: it has hooks and sits in the
 * function's block. */
MLIR_INTERNAL bool os_supported(const OneShot *s, Operation *op);
/* bufferizesToMemoryRead / bufferizesToMemoryWrite of a tensor operand. */
MLIR_INTERNAL bool os_reads(const OneShot *s, OpOperand *u);
MLIR_INTERNAL bool os_writes(const OneShot *s, OpOperand *u);
/* The result a tensor operand aliases when in place, or NULL; *equiv
 * (may be NULL) tells whether they are equivalent. */
MLIR_INTERNAL Value *os_aliasing_result(OpOperand *u, bool *equiv);
MLIR_INTERNAL OpOperand *os_aliasing_operand(Value *v);
MLIR_INTERNAL bool os_in_place(const OneShot *s, OpOperand *u);
/* The representatives of `v`'s alias and equivalence sets. */
MLIR_INTERNAL Value *os_alias_root(const OneShot *s, Value *v);
MLIR_INTERNAL Value *os_equiv_root(const OneShot *s, Value *v);
/* isValueRead / isValueWritten of a function argument. */
MLIR_INTERNAL bool os_value_read(const OneShot *s, Value *v);
MLIR_INTERNAL bool os_value_written(const OneShot *s, Value *v);
/* Collects the function's tensor values and ops, then decides every
 * tensor operand; false when out of memory. */
MLIR_INTERNAL bool os_analyze(OneShot *s);
MLIR_INTERNAL void os_free(OneShot *s);

/* ---- the rewriting state the hooks' bufferize functions use ---- */

enum { LAYOUT_INFER, LAYOUT_IDENTITY, LAYOUT_DYNAMIC };

struct OsRun {
  OneShot s;
  Rewriter rw;
  unsigned fn_conv, unknown_conv;
  int64_t alignment;
  PtrMap buffers; /* tensor Value* -> its buffer */
};

static inline bool os_is_tensor(const Type *t) {
  return t && (t->kind == TK_RANKED_TENSOR || t->kind == TK_UNRANKED_TENSOR);
}
/* The memref of a ranked tensor type with an identity or a fully dynamic
 * strided layout. */
MLIR_INTERNAL const Type *os_memref_of(Context *ctx, const Type *t, unsigned layout);
/* The operand was a tensor the analysis decided (at function boundaries
 * the arguments already have their memref types). */
MLIR_INTERNAL bool os_decided(const OsRun *r, OpOperand *u);
/* getBuffer of a tensor value (read-only use). */
MLIR_INTERNAL Value *os_get_buffer(OsRun *r, Value *v);
/* The buffer an operand uses: its value's buffer when in place, else a
 * new allocation (holding a copy when the old contents are needed). */
MLIR_INTERNAL Value *os_operand_buffer(OsRun *r, OpOperand *u);
/* Some use of a new tensor needs its buffer: one in place, one copying
 * it, or one the pass keeps (func.return, unknown ops). */
MLIR_INTERNAL bool os_buffer_needed(OsRun *r, Value *v);
/* !canOmitTensorCopy of an out-of-place operand. */
MLIR_INTERNAL bool os_needs_copy(OsRun *r, OpOperand *u);
/* A copy of `op` at its place taking `operands`, with its attributes and
 * regions (moved) and its results but the tensor ones; NULL on failure. */
MLIR_INTERNAL Operation *os_clone_on_buffers(OsRun *r, Operation *op, Value *const *operands);
/* memref.alloc of a tensor type's shape with the buffer alignment. */
MLIR_INTERNAL Value *os_alloc(OsRun *r, const Loc *loc, const Type *t, unsigned ndyn, Value *const *dyn);
/* replaceOpWithBufferizedValues for one result: `buf` is its buffer from
 * now on (uses the pass does not rewrite get a to_tensor made after
 * `after`). */
MLIR_INTERNAL bool os_set_result(OsRun *r, Value *res, Value *buf, Operation *after);

#endif
