/* one_shot.h: One-Shot Bufferize's state shared by its analysis
 * (one_shot_analysis.c) and its rewriting (one_shot_bufferize.c).
 *
 * The supported IR: functions whose body is one block of linalg structured
 * ops on tensors, tensor.empty, tensor constants and func.return (plus ops
 * without tensors).
 * The analysis is upstream's OneShotAnalysis restricted to that IR: alias
 * and equivalence sets over the tensor values, in-place decisions per
 * operand taken bottom-up, read-after-write conflicts and writes to
 * non-writable buffers (upstream's wouldCreateReadAfterWriteInterference
 * and wouldCreateWriteToNonWritableBuffer). */
#ifndef MLIRC_TRANSFORMS_ONE_SHOT_H
#define MLIRC_TRANSFORMS_ONE_SHOT_H

#include "../transforms.h"

enum OperandDecision { DECIDED_IN_PLACE = 1, DECIDED_OUT_OF_PLACE = 2 };

typedef struct OneShot {
  Context *ctx;
  Operation *func;      /* the func.func analyzed */
  Block *body;
  bool boundaries;      /* bufferize-function-boundaries */
  bool copy_before_write;
  PtrMap decision;      /* OpOperand* -> OperandDecision */
  PtrMap alias, equiv;  /* union-find parents over Value* */
  PtrVec values;        /* the tensor values of the function */
  PtrVec ops;           /* the ops with tensor operands or results, in order */
  bool oom;
} OneShot;

/* arith.constant of a statically shaped tensor (a memref.global). */
MLIR_INTERNAL bool os_is_tensor_constant(const Operation *op);
/* The op is one the pass bufferizes (linalg structured ops on tensors,
 * tensor.empty, func.return). */
MLIR_INTERNAL bool os_supported(const OneShot *s, Operation *op);
/* bufferizesToMemoryRead / bufferizesToMemoryWrite of a tensor operand. */
MLIR_INTERNAL bool os_reads(const OneShot *s, OpOperand *u);
MLIR_INTERNAL bool os_writes(const OneShot *s, OpOperand *u);
/* The result a tensor operand aliases when in place (a linalg init's
 * tied result), or NULL. */
MLIR_INTERNAL Value *os_aliasing_result(OpOperand *u);
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

#endif
