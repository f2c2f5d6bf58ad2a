/* bufferizable.h: upstream's BufferizableOpInterface as C hooks, one record
 * per op kind. One-Shot Bufferize's analysis asks them how an op uses its
 * tensor operands (reads, writes, which result an operand aliases and
 * whether the two are equivalent buffers) and its rewriting asks them to
 * bufferize the op. Each dialect's records live in their own file
 * (transforms/bufferization/bufferize_<dialect>.c); the lookup that
 * gathers them is os_hooks() in one_shot.h. */
#ifndef MLIRC_BUFFERIZABLE_H
#define MLIRC_BUFFERIZABLE_H

#include "../ir/ir.h"

/* The rewriting state of the pass (one_shot.h), opaque here. */
typedef struct OsRun OsRun;

typedef struct BufferizableHooks {
  /* The op's name, or NULL with `match` deciding (linalg's structured ops). */
  const char *name;
  bool (*match)(const Operation *op);
  /* bufferizesToMemoryRead / bufferizesToMemoryWrite of a tensor operand
   * (NULL: false). */
  bool (*reads)(OpOperand *u);
  bool (*writes)(OpOperand *u);
  /* getAliasingValues: the result the operand's buffer becomes when the
   * operand bufferizes in place, with *equivalent telling
   * BufferRelation::Equivalent from Unknown (NULL: none). */
  Value *(*aliasing_result)(OpOperand *u, bool *equivalent);
  /* getAliasingOpOperands of a result (NULL: none). */
  OpOperand *(*aliasing_operand)(Value *res);
  /* resultBufferizesToMemoryWrite (NULL: upstream's default, a result
   * with no aliasing operand or one aliasing a written operand). */
  bool (*result_writes)(Value *res);
  /* bufferizesToElementwiseAccess for two operands of the op (NULL:
   * false). */
  bool (*elementwise)(Operation *op, OpOperand *a, OpOperand *b);
  /* isWritable of a result (NULL: true). */
  bool (*writable)(Value *res);
  /* bufferize: rewrite the op on buffers; false on failure (reported). */
  bool (*bufferize)(OsRun *r, Operation *op);
} BufferizableHooks;

#endif
