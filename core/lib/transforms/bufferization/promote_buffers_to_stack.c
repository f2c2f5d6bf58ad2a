/* promote_buffers_to_stack.c: the promote-buffers-to-stack pass (upstream's
 * PromoteBuffersToStackPass, on functions): a memref.alloc that is small
 * (a static shape within max-alloc-size-in-bytes, or a dynamic one of rank
 * up to max-rank-of-allocated-memref sized only by memref.rank), has no
 * deallocation, and whose aliases do not leave the enclosing automatic
 * allocation scope becomes a memref.alloca with the same operands and
 * attributes. Aliases are those of upstream's BufferViewFlowAnalysis:
 * views, branch and region-branch forwarding, and arith.select. */
#include "../transforms.h"
#include "../../interfaces/interfaces.h"
#include "../../dialects/utils/elems.h"

enum { OPT_MAX_SIZE, OPT_MAX_RANK };

static bool has_trait(const Operation *op, uint32_t bit) {
  const OdsOp *o = op_ods(op);
  return o && (o->ods_traits & bit);
}

static bool has_interface(const Operation *op, uint32_t bit) {
  const OdsOp *o = op_ods(op);
  return o && (o->interfaces & bit);
}

/* DataLayout's default size in bits of a memref element type; 0 when
 * unknown (the allocation is then left alone). */
static uint64_t elem_size_in_bits(const Type *t) {
  if (elem_int_width(t)) return elem_int_width(t);
  const FloatSemantics *fs = type_is_float(t) ? float_semantics(t) : NULL;
  if (fs) return fs->width;
  if (t->kind == TK_VECTOR && shaped_rank(t) > 0) {
    uint64_t inner = elem_size_in_bits(shaped_elem(t)), last = (uint64_t)shaped_dim(t, shaped_rank(t) - 1);
    uint64_t row = 1;
    while (row < last * inner) row <<= 1; /* PowerOf2Ceil */
    return last ? (uint64_t)shaped_num_elements(t) / last * row : 0;
  }
  return 0;
}

/* defaultIsSmallAlloc. */
static bool is_small_alloc(const Pass *p, const Operation *alloc) {
  const Type *t = alloc->results[0].type;
  if (t->kind != TK_MEMREF) return false;
  int64_t n = shaped_num_elements(t);
  if (n < 0) {
    if (shaped_rank(t) > (uint64_t)pass_opt_int(p, OPT_MAX_RANK)) return false;
    for (unsigned i = 0; i < alloc->num_operands; i++)
      if (!def_is(opnd(alloc, i), "memref.rank")) return false;
    return true;
  }
  uint64_t bits = elem_size_in_bits(shaped_elem(t));
  return bits && (uint64_t)n * bits <= (uint64_t)pass_opt_int(p, OPT_MAX_SIZE) * 8;
}

/* Whether a user of the alloc frees it (memref::findDealloc finds one). */
static bool has_dealloc(const Value *v) {
  for (const OpOperand *u = v->uses; u; u = u->next)
    if (op_memory_effects(u->owner) & ME_FREE) return true;
  return false;
}

/* ---- aliases (BufferViewFlowAnalysis::resolve) ------------------------------------------ */

typedef struct Aliases {
  Context *ctx;
  PtrVec values;
  PtrMap seen;
  bool oom;
} Aliases;

static void add_alias(Aliases *a, Value *v) {
  if (!v || pm_get(&a->seen, v, NULL)) return;
  if (!pm_put(&a->ctx->alloc, &a->seen, v, 1) || !pv_push(&a->ctx->alloc, &a->values, v)) a->oom = true;
}

static bool in_slice(OperandSlice s, unsigned i) { return i >= s.first && i < s.first + s.count; }

/* The region successors' inputs that receive operand `i` of `op`, a
 * region-branch op entering its regions or a terminator leaving one. */
static void add_forwarded(Aliases *a, Operation *op, unsigned i) {
  RegionSuccessor succ[8];
  bool entry = iface_is_region_branch(op) && op->num_regions < 8;
  Operation *parent = op->block && op->block->parent ? op->block->parent->parent : NULL;
  bool exit = !entry && parent && iface_is_region_terminator(op) && iface_is_region_branch(parent) &&
              parent->num_regions < 8;
  if (!entry && !exit) return;
  Operation *brancher = entry ? op : parent;
  int from = entry ? -1 : (int)(op->block->parent - parent->regions);
  unsigned n = iface_region_successors(brancher, from, succ);
  for (unsigned s = 0; s < n; s++) {
    OperandSlice ops = entry ? iface_entry_operands(op, &succ[s]) : iface_terminator_operands(op, &succ[s]);
    if (in_slice(ops, i)) add_alias(a, iface_successor_input(brancher, &succ[s], i - ops.first));
  }
}

static void add_dependents(Aliases *a, Value *v) {
  for (OpOperand *u = v->uses; u; u = u->next) {
    Operation *op = u->owner;
    unsigned i = (unsigned)(u - op->operands);
    if (has_interface(op, ODS_IF_VIEW_LIKE) && i == 0 && op->num_results) add_alias(a, &op->results[0]);
    if (op_is(op, "arith.select") && i > 0) add_alias(a, &op->results[0]);
    if (iface_is_branch(op))
      for (unsigned s = 0; s < op->num_successors; s++) {
        OperandSlice ops = iface_branch_operands(op, s);
        Block *dest = op->successors[s].block;
        if (in_slice(ops, i) && ops.produced + i - ops.first < dest->nargs)
          add_alias(a, dest->args[ops.produced + i - ops.first]);
      }
    add_forwarded(a, op, i);
  }
}

/* leavesAllocationScope: an alias is returned from `region` itself. */
static bool leaves_scope(const Aliases *a, const Region *region) {
  for (size_t k = 0; k < a->values.len; k++)
    for (const OpOperand *u = ((Value *)a->values.data[k])->uses; u; u = u->next) {
      const Operation *user = u->owner;
      bool returns = has_trait(user, ODS_RETURN_LIKE) || iface_is_region_terminator(user);
      if (returns && user->block && user->block->parent == region) return true;
    }
  return false;
}

/* hasAllocationScope: the nearest automatic allocation scope the alloc
 * reaches through known control flow (not through loops) keeps it. */
static bool has_allocation_scope(const Aliases *a, const Operation *alloc) {
  for (Region *r = alloc->block ? alloc->block->parent : NULL; r && r->parent;
       r = r->parent->block ? r->parent->block->parent : NULL) {
    Operation *parent = r->parent;
    if (has_trait(parent, ODS_AUTOMATIC_ALLOCATION_SCOPE) && !leaves_scope(a, r)) return true;
    if (iface_is_loop_like(parent) || !(iface_is_branch(parent) || iface_is_region_branch(parent))) break;
  }
  return false;
}

/* ---- the pass ------------------------------------------------------------------------- */

static int collect_allocs(Operation *op, void *user) {
  PtrVec *v = ((void **)user)[0];
  Context *ctx = ((void **)user)[1];
  if (op_is(op, "memref.alloc") && !pv_push(&ctx->alloc, v, op)) return WALK_INTERRUPT;
  return WALK_ADVANCE;
}

static bool promote(Pass *p, Operation *alloc) {
  Context *ctx = op_context(alloc);
  if (!is_small_alloc(p, alloc) || has_dealloc(&alloc->results[0])) return true;
  Aliases a = {.ctx = ctx};
  add_alias(&a, &alloc->results[0]);
  for (size_t k = 0; k < a.values.len && !a.oom; k++) add_dependents(&a, a.values.data[k]);
  bool scoped = !a.oom && has_allocation_scope(&a, alloc);
  pv_free(&ctx->alloc, &a.values);
  pm_free(&ctx->alloc, &a.seen);
  if (a.oom) return false;
  if (!scoped) return true;
  Rewriter rw = {.ctx = ctx};
  rw_set_before(&rw, alloc);
  unsigned nattrs = (unsigned)(dict_size(alloc->props) + dict_size(alloc->attrs));
  NamedAttr attrs[8];
  Value *ops[MAX_STACK_VALUES];
  if (nattrs > 8 || alloc->num_operands > MAX_STACK_VALUES) return true;
  unsigned k = 0;
  for (size_t i = 0; i < dict_size(alloc->props); i++) attrs[k++] = (NamedAttr){dict_name(alloc->props, i), dict_value(alloc->props, i)};
  for (size_t i = 0; i < dict_size(alloc->attrs); i++) attrs[k++] = (NamedAttr){dict_name(alloc->attrs, i), dict_value(alloc->attrs, i)};
  for (unsigned i = 0; i < alloc->num_operands; i++) ops[i] = opnd(alloc, i);
  const Type *t = alloc->results[0].type;
  Operation *alloca = rw_build(&rw, "memref.alloca", alloc->loc, alloc->num_operands, ops, 1, &t, nattrs, attrs);
  if (!alloca) return false;
  rw_replace_op_with(&rw, alloc, alloca);
  return true;
}

static bool run(Pass *p, Operation *root) {
  Context *ctx = op_context(root);
  PtrVec allocs = {0};
  void *user[2] = {&allocs, ctx};
  bool ok = op_walk(root, collect_allocs, NULL, user) != WALK_INTERRUPT;
  for (size_t i = 0; ok && i < allocs.len; i++) ok = promote(p, allocs.data[i]);
  pv_free(&ctx->alloc, &allocs);
  return ok;
}

static const PassOptionDef OPTIONS[] = {
    [OPT_MAX_SIZE] = {"max-alloc-size-in-bytes", "Maximal size in bytes to promote allocations to stack.", OPT_UINT,
                      "1024", NULL},
    [OPT_MAX_RANK] = {"max-rank-of-allocated-memref", "Maximal memref rank to promote dynamic buffers.", OPT_UINT,
                      "1", NULL},
};

const PassInfo PROMOTE_BUFFERS_TO_STACK_PASS = {
    .argument = "promote-buffers-to-stack",
    .display = "PromoteBuffersToStackPass",
    .description = "Promotes heap-based allocations to automatically managed stack-based allocations",
    .anchor = "func.func",
    .options = OPTIONS,
    .n_options = sizeof OPTIONS / sizeof *OPTIONS,
    .run = run,
};
