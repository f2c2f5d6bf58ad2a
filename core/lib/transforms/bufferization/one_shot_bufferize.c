/* one_shot_bufferize.c: one-shot-bufferize (upstream's OneShotBufferizePass
 * and OneShotModuleBufferize): the in-place analysis of one_shot_analysis.c
 * per function, then tensors become buffers: tensor.empty and out-of-place
 * operands become memref.alloc (with memref.copy when the old contents are
 * needed), linalg ops run on the buffers, and with
 * bufferize-function-boundaries the signatures take memrefs. With
 * test-analysis-only the decisions are annotated instead.
 *
 * Supported so far: function bodies of one block holding linalg structured
 * ops, tensor.empty and func.return besides ops without tensors. Any other
 * op with tensors is reported as upstream reports an unknown op. */
#include "one_shot.h"
#include "../build_util.h"
#include "../../dialects/linalg/linalg_structured.h"
#include "../../dialects/utils/dialect_util.h"
#include "../../verify/verify.h"
#include "../../dialects/utils/slice_util.h"

static const char *const LAYOUTS[] = {"infer-layout-map", "identity-layout-map", "fully-dynamic-layout-map", NULL};

/* Alphabetical, as upstream prints pass options. */
static const PassOptionDef OPTIONS[] = {
    {"allow-return-allocs-from-loops", "Allows returning/yielding new allocations from a loop.", OPT_BOOL, "false", NULL},
    {"allow-unknown-ops", "Allows unknown (not bufferizable) ops in the input IR.", OPT_BOOL, "false", NULL},
    {"analysis-fuzzer-seed", "Test only: Analyze ops in random order with a given seed (fuzzer)", OPT_UINT, "0", NULL},
    {"analysis-heuristic", "Heuristic that control the IR traversal during analysis", OPT_STRING, "bottom-up", NULL},
    {"buffer-alignment", "Sets the alignment of newly allocated buffers.", OPT_UINT64, "64", NULL},
    {"bufferize-function-boundaries", "Bufferize function boundaries (experimental).", OPT_BOOL, "false", NULL},
    {"check-parallel-regions", "Account for parallel regions in RaW analysis.", OPT_BOOL, "true", NULL},
    {"copy-before-write", "Skip the analysis. Make a buffer copy on every write.", OPT_BOOL, "false", NULL},
    {"dialect-filter", "Restrict bufferization to ops from these dialects.", OPT_STRING_LIST, "", NULL},
    {"dump-alias-sets", "Test only: Annotate tensor IR with alias sets", OPT_BOOL, "false", NULL},
    {"function-boundary-type-conversion", "Controls layout maps when bufferizing function signatures.", OPT_ENUM,
     "infer-layout-map", LAYOUTS},
    {"must-infer-memory-space",
     "The memory space of an memref types must always be inferred. If unset, a default memory space of 0 is used "
     "otherwise.",
     OPT_BOOL, "false", NULL},
    {"no-analysis-func-filter",
     "Skip analysis of functions with these symbol names.Set copyBeforeWrite to true when bufferizing them.",
     OPT_STRING_LIST, "", NULL},
    {"print-conflicts", "Test only: Annotate IR with RaW conflicts. Requires test-analysis-only.", OPT_BOOL, "false",
     NULL},
    {"test-analysis-only", "Test only: Only run inplaceability analysis and annotate IR", OPT_BOOL, "false", NULL},
    {"unknown-type-conversion", "Controls layout maps for non-inferrable memref types.", OPT_ENUM,
     "fully-dynamic-layout-map", LAYOUTS},
    {"use-encoding-for-memory-space",
     "Use the Tensor encoding attribute for the memory space. Exclusive to the 'must-infer-memory-space' option",
     OPT_BOOL, "false", NULL},
};
enum {
  O_ALLOW_LOOPS, O_ALLOW_UNKNOWN, O_FUZZER, O_HEURISTIC, O_ALIGN, O_BOUNDARIES, O_CHECK_PARALLEL, O_COPY,
  O_DIALECT_FILTER, O_DUMP_ALIAS, O_FN_CONV, O_MUST_INFER, O_NO_ANALYSIS, O_PRINT_CONFLICTS, O_TEST_ONLY,
  O_UNKNOWN_CONV, O_USE_ENCODING
};

typedef OsRun Run;

static bool is_tensor(const Type *t) { return os_is_tensor(t); }

/* getMemRefTypeWithFullyDynamicLayout / with an identity layout. */
const Type *os_memref_of(Context *ctx, const Type *t, unsigned layout) {
  unsigned rank = shaped_rank(t);
  int64_t dims[MAX_STACK_RANK], strides[MAX_STACK_RANK];
  if (rank > MAX_STACK_RANK) return NULL;
  for (unsigned i = 0; i < rank; i++) {
    dims[i] = shaped_dim(t, i);
    strides[i] = DYNAMIC_SIZE;
  }
  const Attr *l = layout == LAYOUT_DYNAMIC ? attr_strided_layout(ctx, DYNAMIC_SIZE, rank, strides) : NULL;
  if (layout == LAYOUT_DYNAMIC && !l) return NULL;
  return type_memref(ctx, rank, dims, shaped_elem(t), l, NULL);
}

static bool put_buffer(Run *r, Value *t, Value *b) {
  return b && pm_put(&r->s.ctx->alloc, &r->buffers, t, (uintptr_t)b);
}

/* getBuffer: the buffer of a tensor value; outside function boundaries an
 * argument gets a new bufferization.to_buffer at the start of the block. */
Value *os_get_buffer(Run *r, Value *v) {
  uintptr_t b;
  if (pm_get(&r->buffers, v, &b)) return (Value *)b;
  /* (a result of an op the pass does not know, with allow-unknown-ops:
   * the to_buffer goes right after it) */
  bool unknown_result = v->kind == VALUE_RESULT && !os_hooks(v->owner);
  if (!unknown_result && (v->kind != VALUE_BLOCK_ARG || r->s.boundaries)) return NULL;
  Operation *saved_before = r->rw.before;
  Block *saved_block = r->rw.block;
  if (unknown_result) rw_set_after(&r->rw, v->owner);
  else rw_set_block_start(&r->rw, r->s.body);
  const Type *t = os_memref_of(r->s.ctx, v->type, r->unknown_conv == LAYOUT_IDENTITY ? LAYOUT_IDENTITY : LAYOUT_DYNAMIC);
  Operation *op = t ? rw_build(&r->rw, "bufferization.to_buffer", v->loc, 1, &v, 1, &t, 0, NULL) : NULL;
  r->rw.before = saved_before;
  r->rw.block = saved_block;
  return op ? &op->results[0] : NULL;
}

/* memref.alloc of a tensor type's shape with the buffer alignment. */
Value *os_alloc(Run *r, const Loc *loc, const Type *t, unsigned ndyn, Value *const *dyn) {
  Context *ctx = r->s.ctx;
  const Type *mt = os_memref_of(ctx, t, LAYOUT_IDENTITY);
  int32_t seg[2] = {(int32_t)ndyn, 0};
  NamedAttr attrs[2] = {named(ctx, "alignment", attr_integer(ctx, type_integer(ctx, 64, SIGNLESS), r->alignment)),
                        named(ctx, "operandSegmentSizes",
                              attr_dense_array(ctx, type_integer(ctx, 32, SIGNLESS), 2, seg, sizeof seg))};
  Operation *op = mt ? rw_build(&r->rw, "memref.alloc", loc, ndyn, dyn, 1, &mt, 2, attrs) : NULL;
  return op ? &op->results[0] : NULL;
}

/* AllocTensorOp::bufferize of `alloc_tensor() copy(%v)` for an
 * out-of-place value of type `t` whose buffer is `src` (fetched by
 * `get` when NULL and needed): the dynamic sizes from the buffer, the
 * allocation, and memref.copy when the old contents are needed. */
static Value *copy_of_buffer(Run *r, const Loc *loc, const Type *t, Value *src, Value *v, bool with_copy) {
  unsigned n = 0, rank = shaped_rank(t);
  bool dynamic = false;
  for (unsigned i = 0; i < rank; i++) dynamic |= shaped_dim(t, i) == DYNAMIC_SIZE;
  if (!src && (with_copy || dynamic)) src = os_get_buffer(r, v);
  if ((with_copy || dynamic) && !src) return NULL;
  Value *dyn[MAX_STACK_RANK] = {0};
  for (unsigned i = 0; i < rank && i < MAX_STACK_RANK; i++) {
    if (shaped_dim(t, i) != DYNAMIC_SIZE) continue;
    Value *ops[2] = {src, bu_index(&r->rw, loc, i)};
    Operation *d = ops[1] ? bu_op(&r->rw, "memref.dim", loc, 2, ops, r->s.ctx->t_index) : NULL;
    if (!d) return NULL;
    dyn[n++] = &d->results[0];
  }
  Value *a = os_alloc(r, loc, t, n, dyn);
  Value *ops[2] = {src, a};
  if (a && with_copy && !rw_build(&r->rw, "memref.copy", loc, 2, ops, 0, NULL, 0, NULL)) return NULL;
  return a;
}

static Value *copy_of(Run *r, OpOperand *u, bool with_copy) {
  return copy_of_buffer(r, u->owner->loc, u->value->type, NULL, u->value, with_copy);
}

bool os_buffer_needed(Run *r, Value *v) {
  for (OpOperand *u = v->uses; u; u = u->next) {
    const BufferizableHooks *h = os_hooks(u->owner);
    if (!h || !h->bufferize || !os_decided(r, u) || os_in_place(&r->s, u) || os_needs_copy(r, u)) return true;
  }
  return false;
}

Operation *os_clone_on_buffers(Run *r, Operation *op, Value *const *operands) {
  OperationState st;
  opstate_init(&st, r->s.ctx, op->name, op->loc);
  bool ok = true;
  for (unsigned i = 0; ok && i < op->num_operands; i++) ok = opstate_add_operand(&st, operands[i]);
  for (unsigned i = 0; ok && i < op->num_results; i++)
    if (!is_tensor(op->results[i].type)) ok = opstate_add_type(&st, op->results[i].type);
  st.props = op->props;
  for (size_t i = 0; ok && i < dict_size(op->attrs); i++)
    ok = opstate_add_attr(&st, dict_name(op->attrs, i), dict_value(op->attrs, i));
  for (unsigned i = 0; ok && i < op->num_regions; i++) {
    Region *reg = opstate_add_region(&st);
    ok = reg != NULL;
    if (ok) region_take_body(reg, &op->regions[i]);
  }
  rw_set_before(&r->rw, op);
  Operation *nop = ok ? rw_create(&r->rw, &st) : NULL;
  if (!nop) opstate_free(&st);
  return nop;
}

/* canOmitTensorCopy: the contents are undefined (tensor.empty, as the
 * analysis found: never with copy-before-write), entirely overwritten, or
 * never read. */
bool os_needs_copy(Run *r, OpOperand *u) {
  if (!r->s.copy_before_write && def_is(u->value, "tensor.empty")) return false;
  Operation *at = def_is(u->value, "bufferization.alloc_tensor");
  if (at && !du_operand(at, "copy", 0)) return false;
  bool reads = os_reads(&r->s, u);
  if (os_writes(&r->s, u) && !reads) return false;
  Value *res = os_aliasing_result(u, NULL);
  return reads || (res && os_value_read(&r->s, res));
}

/* A tensor operand (function arguments are memrefs by now). */
bool os_decided(const Run *r, OpOperand *u) {
  uintptr_t d;
  return pm_get(&r->s.decision, u, &d);
}

Value *os_operand_buffer(Run *r, OpOperand *u) {
  if (os_decided(r, u) && !os_in_place(&r->s, u)) return copy_of(r, u, os_needs_copy(r, u));
  return os_get_buffer(r, u->value);
}

/* Outside function boundaries func.return keeps its tensors, and ops the
 * pass does not rewrite keep theirs: those uses take a
 * bufferization.to_tensor of the buffer, made after `after`. */
bool os_set_result(Run *r, Value *res, Value *buf, Operation *after) {
  /* An out-of-place operand of an op that only creates an alias (an
   * extract_slice, a cast): the result is copied instead, right after
   * the op (resolveTensorOpOperandConflicts). */
  OpOperand *u = os_aliasing_operand(res);
  if (u && os_decided(r, u) && !os_in_place(&r->s, u) && !os_writes(&r->s, u) && res->type->kind == TK_RANKED_TENSOR) {
    rw_set_after(&r->rw, after);
    Operation *owner = res->owner;
    if (!(buf = copy_of_buffer(r, owner->loc, res->type, buf, NULL, os_needs_copy(r, u)))) return false;
    after = buf->owner;
    for (Operation *o = after->next; o && o != owner; o = o->next) after = o;
  }
  if (!put_buffer(r, res, buf)) return false;
  bool escapes = false;
  for (OpOperand *use = res->uses; use && !escapes; use = use->next)
    escapes = !os_supported(&r->s, use->owner) || (op_is(use->owner, "func.return") && !r->s.boundaries);
  if (!escapes) return true;
  rw_set_after(&r->rw, after);
  const Type *t = res->type;
  Operation *tt = rw_build(&r->rw, "bufferization.to_tensor", after->loc, 1, &buf, 1, &t, 0, NULL);
  if (!tt) return false;
  for (OpOperand *use = res->uses, *next; use; use = next) {
    next = use->next;
    if (use->owner != tt && (!os_supported(&r->s, use->owner) || op_is(use->owner, "func.return")))
      rw_set_operand(&r->rw, use->owner, (unsigned)(use - use->owner->operands), &tt->results[0]);
  }
  return true;
}

/* The function's converted argument / result type. */
static const Type *boundary_type(Run *r, const Type *t) {
  return is_tensor(t) ? os_memref_of(r->s.ctx, t, r->fn_conv == LAYOUT_IDENTITY ? LAYOUT_IDENTITY : LAYOUT_DYNAMIC) : t;
}
/* isGuaranteedCastCompatible: every static size, stride and offset of
 * `to` is the same static value in `from`. */
static bool cast_guaranteed(const Type *from, const Type *to) {
  unsigned n = shaped_rank(from);
  int64_t fs[MAX_STACK_RANK], ts[MAX_STACK_RANK], fo, to_off;
  if (n != shaped_rank(to) || n > MAX_STACK_RANK || !memref_strides_offset(from, fs, &fo) ||
      !memref_strides_offset(to, ts, &to_off))
    return false;
  if (to_off != DYNAMIC_SIZE && to_off != fo) return false;
  for (unsigned i = 0; i < n; i++)
    if ((ts[i] != DYNAMIC_SIZE && ts[i] != fs[i]) ||
        (shaped_dim(to, i) != DYNAMIC_SIZE && shaped_dim(to, i) != shaped_dim(from, i)))
      return false;
  return true;
}

/* func.return at function boundaries: the buffers are returned, cast to
 * the converted result type (with infer-layout-map the buffer's own type
 * is kept and the cast left unused, as upstream does). */
static bool bufferize_return(Run *r, Operation *ret, const Type **results) {
  rw_set_before(&r->rw, ret);
  for (unsigned i = 0; i < ret->num_operands; i++) {
    Value *v = ret->operands[i].value;
    results[i] = v->type;
    if (!is_tensor(v->type)) continue;
    Value *b = os_get_buffer(r, v);
    const Type *want = boundary_type(r, v->type);
    if (!b || !want) return false;
    Value *out = b;
    if (b->type != want && r->fn_conv != LAYOUT_INFER && !cast_guaranteed(b->type, want)) {
      /* castOrReallocMemRefValue: a copy where a cast might fail */
      if (!(out = copy_of_buffer(r, ret->loc, v->type, b, NULL, true))) return false;
    } else if (b->type != want) {
      Operation *c = bu_op(&r->rw, "memref.cast", ret->loc, 1, &b, want);
      if (!c) return false;
      if (r->fn_conv != LAYOUT_INFER) out = &c->results[0];
    }
    /* foldMemRefCasts (infer-layout-map): a returned cast returns its
     * source */
    Operation *def = def_is(out, "memref.cast");
    if (r->fn_conv == LAYOUT_INFER && def) out = def->operands[0].value;
    rw_set_operand(&r->rw, ret, i, out);
    results[i] = out->type;
  }
  return true;
}

/* The arguments' `bufferization.writable` goes once they are buffers
 * (arg_attrs goes with it when no argument keeps an attribute). */
static void drop_writable(Run *r) {
  Context *ctx = r->s.ctx;
  const Attr *old = op_get_attr(r->s.func, "arg_attrs", 9);
  if (!old || old->kind != AK_ARRAY || old->n > MAX_STACK_VALUES) return;
  const Attr *dicts[MAX_STACK_VALUES];
  bool any = false;
  for (unsigned i = 0; i < old->n; i++) {
    dicts[i] = dict_set(ctx, WORD_PTR(const Attr, old->p[i]), ident_cstr(ctx, "bufferization.writable"), NULL);
    if (!dicts[i]) return;
    any |= dict_size(dicts[i]) != 0;
  }
  op_set_attr(r->s.func, ident_cstr(ctx, "arg_attrs"), any ? attr_array(ctx, old->n, dicts) : NULL);
}

static bool set_function_type(Run *r, const Type *const *results, unsigned nres) {
  Context *ctx = r->s.ctx;
  drop_writable(r);
  Block *b = r->s.body;
  const Type *ins[MAX_STACK_VALUES];
  if (b->nargs > MAX_STACK_VALUES) return false;
  for (unsigned i = 0; i < b->nargs; i++) ins[i] = b->args[i]->type;
  const Type *ft = type_function(ctx, b->nargs, ins, nres, results);
  if (!ft) return false;
  op_set_attr(r->s.func, ident_cstr(ctx, "function_type"), attr_type(ctx, ft));
  return true;
}

static bool bufferize_function(Run *r) {
  OneShot *s = &r->s;
  Operation *ret = s->body->last && op_is(s->body->last, "func.return") ? s->body->last : NULL;
  /* at function boundaries an argument is its own buffer: it takes its
   * memref type before the ops are rewritten (their tensor operands are
   * told apart by the analysis' decisions, not by their types) */
  for (unsigned i = 0; s->boundaries && i < s->body->nargs; i++) {
    Value *a = s->body->args[i];
    if (!is_tensor(a->type)) continue;
    const Type *t = boundary_type(r, a->type);
    if (!t || !put_buffer(r, a, a)) return false;
    a->type = t;
  }
  for (size_t k = 0; k < s->ops.len; k++) {
    Operation *op = s->ops.data[k];
    const BufferizableHooks *h = s->hooks.data[k];
    if (h && h->bufferize && !h->bufferize(r, op)) return false;
    /* the ops kept (func.return) leave the list of ops to erase, asked
     * now: the hooks may no longer match a rewritten op */
    if (!h || !h->bufferize) s->ops.data[k] = NULL;
  }
  if (s->boundaries) {
    const Type *results[MAX_STACK_VALUES];
    unsigned nres = ret ? ret->num_operands : 0;
    if (nres > MAX_STACK_VALUES || (ret && !bufferize_return(r, ret, results)) || !set_function_type(r, results, nres))
      return false;
  }
  /* the tensor ops go, users first */
  for (size_t k = s->ops.len; k-- > 0;) {
    Operation *op = s->ops.data[k];
    if (op) rw_erase_op(&r->rw, op);
  }
  return true;
}

/* ---- test-analysis-only ---------------------------------------------------------- */

static bool annotate(Run *r) {
  OneShot *s = &r->s;
  Context *ctx = s->ctx;
  for (size_t k = 0; k < s->ops.len; k++) {
    Operation *op = s->ops.data[k];
    bool tensors = false;
    for (unsigned i = 0; i < op->num_operands && !tensors; i++) tensors = is_tensor(op->operands[i].value->type);
    if (!tensors || op->num_operands > MAX_STACK_VALUES) continue;
    const Attr *flags[MAX_STACK_VALUES];
    for (unsigned i = 0; i < op->num_operands; i++) {
      OpOperand *u = &op->operands[i];
      const char *f = !is_tensor(u->value->type) ? "none" : os_in_place(s, u) ? "true" : "false";
      if (!(flags[i] = attr_string(ctx, f, strlen(f), NULL))) return false;
    }
    if (s->boundaries && op_is(op, "func.return")) {
      const Attr *eq[MAX_STACK_VALUES];
      bool any = false;
      for (unsigned i = 0; i < op->num_operands; i++) {
        int64_t arg = -1;
        Value *root = os_equiv_root(s, op->operands[i].value);
        for (unsigned a = 0; a < s->body->nargs && arg < 0; a++)
          if (is_tensor(op->operands[i].value->type) && os_equiv_root(s, s->body->args[a]) == root) arg = a;
        any |= arg >= 0;
        eq[i] = attr_integer(ctx, type_integer(ctx, 64, SIGNLESS), arg);
      }
      if (any) op_set_attr(op, ident_cstr(ctx, "__equivalent_func_args__"), attr_array(ctx, op->num_operands, eq));
    }
    op_set_attr(op, ident_cstr(ctx, "__inplace_operands_attr__"), attr_array(ctx, op->num_operands, flags));
  }
  if (!s->boundaries || !s->body->nargs || s->body->nargs > MAX_STACK_VALUES) return true;
  /* bufferization.access on the tensor arguments */
  const Attr *old = op_get_attr(s->func, "arg_attrs", 9), *dicts[MAX_STACK_VALUES];
  const Ident *dup;
  const Attr *empty = attr_dictionary(ctx, 0, NULL, &dup);
  for (unsigned i = 0; i < s->body->nargs; i++) {
    Value *a = s->body->args[i];
    const Attr *d = old && old->kind == AK_ARRAY && i < old->n ? WORD_PTR(const Attr, old->p[i]) : empty;
    if (is_tensor(a->type)) {
      bool rd = os_value_read(s, a), wr = os_value_written(s, a);
      const char *acc = rd && wr ? "read-write" : rd ? "read" : wr ? "write" : "none";
      d = dict_set(ctx, d, ident_cstr(ctx, "bufferization.access"), attr_string(ctx, acc, strlen(acc), NULL));
    }
    dicts[i] = d;
  }
  op_set_attr(s->func, ident_cstr(ctx, "arg_attrs"), attr_array(ctx, s->body->nargs, dicts));
  return true;
}

/* ---- the pass ---------------------------------------------------------------------- */

static bool has_tensors(const Operation *op) {
  for (unsigned i = 0; i < op->num_results; i++)
    if (is_tensor(op->results[i].type)) return true;
  for (unsigned i = 0; i < op->num_operands; i++)
    if (is_tensor(op->operands[i].value->type)) return true;
  return false;
}

typedef struct Check {
  OneShot *s;
  bool ok;
} Check;

/* The ops the pass cannot bufferize yet (any op with tensors it does not
 * handle, at any depth): "op was not bufferized", as upstream says of an
 * op it does not know. */
static int check_op(Operation *op, void *user) {
  Check *c = user;
  bool unranked = false;
  for (unsigned i = 0; i < op->num_operands; i++) unranked |= op->operands[i].value->type->kind == TK_UNRANKED_TENSOR;
  if (op != c->s->func && has_tensors(op) && (unranked || (!os_supported(c->s, op) && !c->s->allow_unknown)))
    c->ok = op_fail_plain(op, "op was not bufferized");
  return WALK_ADVANCE;
}

static bool run_function(Pass *p, Operation *fn) {
  Run r = {.s = {.ctx = op_context(fn), .func = fn, .body = fn->regions[0].first}};
  r.rw.ctx = r.s.ctx;
  r.s.boundaries = pass_opt_int(p, O_BOUNDARIES) != 0;
  r.s.copy_before_write = pass_opt_int(p, O_COPY) != 0;
  r.s.allow_unknown = pass_opt_int(p, O_ALLOW_UNKNOWN) != 0;
  r.fn_conv = (unsigned)pass_opt_int(p, O_FN_CONV);
  r.unknown_conv = (unsigned)pass_opt_int(p, O_UNKNOWN_CONV);
  r.alignment = pass_opt_int(p, O_ALIGN);
  Check c = {.s = &r.s, .ok = true};
  op_walk(fn, check_op, NULL, &c);
  /* unranked tensor arguments are not supported yet */
  for (unsigned i = 0; c.ok && i < r.s.body->nargs; i++)
    if (r.s.body->args[i]->type->kind == TK_UNRANKED_TENSOR) c.ok = op_fail_plain(fn, "op was not bufferized");
  bool ok = c.ok && os_analyze(&r.s);
  if (ok) ok = pass_opt_int(p, O_TEST_ONLY) ? annotate(&r) : bufferize_function(&r);
  /* (an op the hooks could not rewrite: upstream's wording) */
  if (c.ok && !ok && !r.s.oom) op_fail_plain(fn, "failed to bufferize op");
  pm_free(&r.s.ctx->alloc, &r.buffers);
  os_free(&r.s);
  return ok;
}

/* Options whose behaviour is not there yet are refused, not ignored. */
static bool check_options(Pass *p, Operation *module) {
  static const unsigned UNSUPPORTED[] = {O_FUZZER, O_DUMP_ALIAS, O_MUST_INFER, O_PRINT_CONFLICTS,
                                         O_USE_ENCODING, O_DIALECT_FILTER, O_NO_ANALYSIS};
  for (unsigned i = 0; i < sizeof UNSUPPORTED / sizeof *UNSUPPORTED; i++)
    if (p->opts[UNSUPPORTED[i]].set && (OPTIONS[UNSUPPORTED[i]].kind == OPT_STRING_LIST || pass_opt_int(p, UNSUPPORTED[i]))) {
      emit_error(op_context(module), module->loc, "one-shot-bufferize: option '%s' is not supported yet",
                 OPTIONS[UNSUPPORTED[i]].name);
      return false;
    }
  const char *h = pass_opt_str(p, O_HEURISTIC);
  if (h && strcmp(h, "bottom-up") != 0) {
    emit_error(op_context(module), module->loc, "one-shot-bufferize: analysis-heuristic '%s' is not supported yet", h);
    return false;
  }
  return true;
}

/* An external function may read and write every tensor argument. */
static bool annotate_declaration(Operation *fn) {
  Context *ctx = op_context(fn);
  const Attr *fa = op_get_attr(fn, "function_type", 13);
  const Type *ft = fa ? WORD_PTR(const Type, fa->p[0]) : NULL;
  if (!ft || ft->kind != TK_FUNCTION || fn_num_inputs(ft) > MAX_STACK_VALUES) return true;
  const Attr *old = op_get_attr(fn, "arg_attrs", 9), *dicts[MAX_STACK_VALUES];
  const Ident *dup;
  const Attr *empty = attr_dictionary(ctx, 0, NULL, &dup);
  bool any = false;
  for (unsigned i = 0; i < fn_num_inputs(ft); i++) {
    const Attr *d = old && old->kind == AK_ARRAY && i < old->n ? WORD_PTR(const Attr, old->p[i]) : empty;
    if (is_tensor(fn_input(ft, i))) {
      d = dict_set(ctx, d, ident_cstr(ctx, "bufferization.access"), attr_string(ctx, "read-write", 10, NULL));
      any = true;
    }
    if (!(dicts[i] = d)) return false;
  }
  if (any) op_set_attr(fn, ident_cstr(ctx, "arg_attrs"), attr_array(ctx, fn_num_inputs(ft), dicts));
  return true;
}

/* A function declaration's tensors become memrefs with the fully dynamic
 * layout (identity with identity-layout-map), its results included. */
static bool bufferize_declaration(Pass *p, Operation *fn) {
  Context *ctx = op_context(fn);
  const Attr *fa = op_get_attr(fn, "function_type", 13);
  const Type *ft = fa ? WORD_PTR(const Type, fa->p[0]) : NULL;
  if (!ft || ft->kind != TK_FUNCTION || ft->n > MAX_STACK_VALUES) return true;
  unsigned layout = pass_opt_int(p, O_FN_CONV) == LAYOUT_IDENTITY ? LAYOUT_IDENTITY : LAYOUT_DYNAMIC;
  const Type *ins[MAX_STACK_VALUES], *res[MAX_STACK_VALUES];
  for (unsigned i = 0; i < fn_num_inputs(ft); i++) {
    const Type *t = fn_input(ft, i);
    if (!(ins[i] = t->kind == TK_RANKED_TENSOR ? os_memref_of(ctx, t, layout) : t)) return false;
  }
  for (unsigned i = 0; i < fn_num_results(ft); i++) {
    const Type *t = fn_result(ft, i);
    if (!(res[i] = t->kind == TK_RANKED_TENSOR ? os_memref_of(ctx, t, layout) : t)) return false;
  }
  const Type *nt = type_function(ctx, fn_num_inputs(ft), ins, fn_num_results(ft), res);
  if (!nt) return false;
  op_set_attr(fn, ident_cstr(ctx, "function_type"), attr_type(ctx, nt));
  return true;
}

static bool run(Pass *p, Operation *module) {
  if (!check_options(p, module)) return false;
  Block *top = module->num_regions ? module->regions[0].first : NULL;
  bool ok = true;
  for (Operation *op = top ? top->first : NULL; op; op = op->next) {
    if (!op_is(op, "func.func")) continue;
    Block *body = op->regions[0].first;
    if (!body) {
      if (pass_opt_int(p, O_BOUNDARIES))
        ok = (pass_opt_int(p, O_TEST_ONLY) ? annotate_declaration(op) : bufferize_declaration(p, op)) && ok;
      continue;
    }
    if (body->next) {
      ok = op_fail_plain(op, "op was not bufferized") && ok;
      continue;
    }
    ok = run_function(p, op) && ok;
  }
  return ok;
}

const PassInfo ONE_SHOT_BUFFERIZE_PASS = {
    .argument = "one-shot-bufferize",
    .display = "OneShotBufferizePass",
    .description = "One-Shot Bufferize",
    .anchor = "builtin.module",
    .options = OPTIONS,
    .n_options = sizeof OPTIONS / sizeof *OPTIONS,
    .run = run,
};
