/* scf_misc.c: scf.execute_region inlining (single block anywhere, several
 * blocks into a function body or another execute_region), scf.index_switch
 * on a constant, and the scf pattern list in upstream's registration
 * order. */
#include "../dialects.h"
#include "../utils/region_util.h"

static bool no_inline(const Operation *op) { return op_get_attr(op, "no_inline", 9) != NULL; }

static bool single_block_execute_inliner(Rewriter *rw, Operation *op) {
  Region *r = &op->regions[0];
  if (no_inline(op) || !r->first || r->first != r->last) return false;
  replace_op_with_region(rw, op, r, NULL);
  return true;
}

static bool multi_block_execute_inliner(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  Operation *parent = op_parent_op(op);
  if (no_inline(op) || !parent || !op->regions[0].first) return false;
  const OdsOp *po = op_ods(parent);
  bool fn = po && (po->interfaces & ODS_IF_FUNCTION);
  if (!fn && !op_is(parent, "scf.execute_region")) return false;
  Block *prev = op->block;
  Block *post = rw_split_block(rw, prev, op);
  if (!post) return false;
  rw_set_block_end(rw, prev);
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "cf.br", 5), op->loc);
  if (!opstate_add_successor(&st, op->regions[0].first)) {
    opstate_free(&st);
    return false;
  }
  rw_create(rw, &st);
  for (Block *b = op->regions[0].first; b; b = b->next) {
    Operation *y = b->last;
    if (!op_is(y, "scf.yield")) continue;
    rw_set_before(rw, y);
    opstate_init(&st, ctx, opname_get(ctx, "cf.br", 5), y->loc);
    bool ok = opstate_add_successor(&st, post);
    for (uint32_t i = 0; ok && i < y->num_operands; i++) ok = opstate_add_operand(&st, opnd(y, i));
    if (!ok) {
      opstate_free(&st);
      return false;
    }
    rw_create(rw, &st);
    rw_erase_op(rw, y);
  }
  rw_inline_region_before(rw, &op->regions[0], post->parent, post);
  unsigned n = op->num_results;
  Value **args = ctx_alloc(ctx, (n ? n : 1) * sizeof *args);
  if (!args) return false;
  for (unsigned i = 0; i < n; i++) args[i] = block_add_arg(post, op->results[i].type, op->loc);
  rw_replace_op(rw, op, args);
  ctx_free(ctx, args);
  return true;
}

/* scf.index_switch on a constant: the chosen region's body replaces it. */
static bool index_switch_constant(Rewriter *rw, Operation *op) {
  int64_t v;
  if (!const_int_value(opnd(op, 0), &v)) return false;
  const Attr *cases = op_get_attr(op, "cases", 5);
  if (!cases || cases->kind != AK_DENSE_ARRAY) return false;
  const Ident *blob = WORD_PTR(const Ident, cases->p[1]);
  unsigned n = cases->aux;
  if (blob->len != n * 8u || op->num_regions != n + 1) return false;
  Region *chosen = &op->regions[0]; /* default region comes first */
  for (unsigned i = 0; i < n; i++) {
    int64_t c;
    memcpy(&c, blob->str + 8 * i, 8);
    if (c == v) {
      chosen = &op->regions[1 + i];
      break;
    }
  }
  if (!chosen->first || chosen->first != chosen->last) return false;
  replace_op_with_region(rw, op, chosen, NULL);
  return true;
}

static const Pattern SingleBlockExecuteInliner = {.root = "scf.execute_region", .benefit = 1, .match_and_rewrite = single_block_execute_inliner, .debug_name = "SingleBlockExecuteInliner"};
static const Pattern MultiBlockExecuteInliner = {.root = "scf.execute_region", .benefit = 1, .match_and_rewrite = multi_block_execute_inliner, .debug_name = "MultiBlockExecuteInliner"};
static const Pattern FoldConstantCase = {.root = "scf.index_switch", .benefit = 1, .match_and_rewrite = index_switch_constant, .debug_name = "FoldConstantCase"};

MLIR_INTERNAL extern const Pattern SCF_FOR_ITER_ARGS_FOLDER, SCF_FOR_SIMPLIFY_TRIVIAL, SCF_SWITCH_MAKE_DEAD,
    SCF_SWITCH_DUPLICATES, SCF_SWITCH_REMOVE_DEAD;

/* scf.if's and scf.while's patterns are in their own lists (scf_if.c,
 * scf_while.c); the others, ops by name. */
const Pattern *const SCF_PATTERNS[] = {
    &SingleBlockExecuteInliner,
    &MultiBlockExecuteInliner,
    &SCF_FOR_ITER_ARGS_FOLDER,
    &SCF_FOR_SIMPLIFY_TRIVIAL,
    &FoldConstantCase,
    &SCF_SWITCH_MAKE_DEAD,
    &SCF_SWITCH_DUPLICATES,
    &SCF_SWITCH_REMOVE_DEAD,
    NULL,
};
