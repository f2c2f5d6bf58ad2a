/* empty_tensor_to_alloc_tensor.c: the empty-tensor-to-alloc-tensor pass
 * (upstream's EmptyTensorToAllocTensorPass): each tensor.empty becomes a
 * bufferization.alloc_tensor of the same type and dynamic sizes, under the
 * greedy driver (which also folds what it visits). */
#include "../transforms.h"

static bool empty_to_alloc(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  int32_t seg[3] = {(int32_t)op->num_operands, 0, 0};
  NamedAttr a = named(ctx, "operandSegmentSizes", attr_dense_array(ctx, type_integer(ctx, 32, SIGNLESS), 3, seg, sizeof seg));
  Value *sizes[MAX_STACK_RANK];
  if (!a.value || op->num_operands > MAX_STACK_RANK) return false;
  for (unsigned i = 0; i < op->num_operands; i++) sizes[i] = opnd(op, i);
  const Type *t = op->results[0].type;
  Operation *alloc = rw_build(rw, "bufferization.alloc_tensor", op->loc, op->num_operands, sizes, 1, &t, 1, &a);
  if (!alloc) return false;
  rw_replace_op_with(rw, op, alloc);
  return true;
}

static const Pattern EMPTY_TO_ALLOC = {.root = "tensor.empty", .benefit = 1, .match_and_rewrite = empty_to_alloc,
                                       .debug_name = "EmptyTensorLoweringPattern"};
static const Pattern *const PATTERNS[] = {&EMPTY_TO_ALLOC, NULL};

static bool run(Pass *p, Operation *op) {
  (void)p;
  apply_patterns_with_defaults(op, PATTERNS);
  return true;
}

const PassInfo EMPTY_TENSOR_TO_ALLOC_TENSOR_PASS = {
    .argument = "empty-tensor-to-alloc-tensor",
    .display = "EmptyTensorToAllocTensorPass",
    .description = "Replace all empty ops by alloc_tensor ops.",
    .run = run,
};
