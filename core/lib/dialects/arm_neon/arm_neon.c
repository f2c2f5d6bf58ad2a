/* arm_neon.c: the arm_neon dialect: ops from upstream's ODS (declarative
 * formats); hand-written here are the shape checks of arm_neon.2d.sdot,
 * which ODS states as op predicates in C++. */
#include "../dialects.h"

MLIR_INTERNAL extern const OdsDialect ODS_arm_neon; /* generated from ODS */

static int64_t dim(const Type *t, unsigned i) {
  return t->kind == TK_VECTOR && i < t->aux ? (int64_t)t->p[i] : -1;
}

static bool sdot2d_verify(Operation *op) {
  const Type *a = op->operands[0].value->type, *b = op->operands[1].value->type;
  if (a->kind != TK_VECTOR || b->kind != TK_VECTOR) return true;
  if (a->aux != 1) return op_fail(op, "failed to verify that operand `a` should be 1-dimensional");
  if (b->aux != 2) return op_fail(op, "failed to verify that operand `b` should be 2-dimensional");
  if (dim(b, 1) != 4) return op_fail(op, "failed to verify that operand `b` should have 4 columns");
  if (dim(b, 0) != dim(a, 0))
    return op_fail(op, "failed to verify that operand `b` should have as many rows as the size of operand `a`");
  return true;
}

static const OpHooks HOOKS[] = {
    {.name = "arm_neon.2d.sdot", .verify = sdot2d_verify},
    {0},
};

const DialectDef ARM_NEON_DIALECT = {.ns = "arm_neon", .ods = &ODS_arm_neon, .hooks = HOOKS};
