/* llvm_pattern.c: upstream's LLVM::detail rewrites shared by the to-LLVM
 * patterns (Pattern.cpp, VectorPattern.cpp, AttrToLLVMConverter.cpp). */
#include "llvm_pattern.h"

#include "../dialects/llvm/llvm.h"

#include <stdlib.h>

static int by_name(const void *a, const void *b) {
  const NamedAttr *x = a, *y = b;
  return strcmp(x->name->str, y->name->str);
}

bool llvm_op_attrs(Operation *op, NamedAttr **out, unsigned *n) {
  Context *ctx = op_context(op);
  size_t total = dict_size(op->props) + dict_size(op->attrs);
  NamedAttr *a = ctx_alloc(ctx, (total + 1) * sizeof *a);
  if (!a) return false;
  unsigned k = 0;
  const Attr *dicts[2] = {op->props, op->attrs};
  for (unsigned d = 0; d < 2; d++)
    for (size_t i = 0; i < dict_size(dicts[d]); i++) a[k++] = (NamedAttr){dict_name(dicts[d], i), dict_value(dicts[d], i)};
  qsort(a, k, sizeof *a, by_name);
  *out = a;
  *n = k;
  return true;
}

uint64_t llvm_enum_attr_bits(const Attr *a, uint64_t dflt) {
  return a && a->kind == AK_DIALECT && a->n >= 2 ? a->p[1] : dflt;
}

/* arith's bits (reassoc first) to LLVM's (nnan first). */
uint64_t llvm_fastmath_bits_of_arith(uint64_t arith) {
  enum { A_REASSOC = 1, A_NNAN = 2, A_NINF = 4, A_NSZ = 8, A_ARCP = 16, A_CONTRACT = 32, A_AFN = 64 };
  enum { L_NNAN = 1, L_NINF = 2, L_NSZ = 4, L_ARCP = 8, L_CONTRACT = 16, L_AFN = 32, L_REASSOC = 64 };
  static const uint64_t MAP[][2] = {{A_NNAN, L_NNAN}, {A_NINF, L_NINF},         {A_NSZ, L_NSZ},
                                    {A_ARCP, L_ARCP}, {A_CONTRACT, L_CONTRACT}, {A_AFN, L_AFN},
                                    {A_REASSOC, L_REASSOC}};
  uint64_t r = 0;
  for (size_t i = 0; i < sizeof MAP / sizeof *MAP; i++)
    if (arith & MAP[i][0]) r |= MAP[i][1];
  return r;
}

const Attr *llvm_fastmath_attr(Context *ctx, uint64_t bits) {
  const AttrClass *c = llvm_attr_class(ctx, "fastmath");
  return c ? ods_enum_attr_get(ctx, c, bits) : NULL;
}

static bool is_arith_attr(const Attr *a, const char *cls) {
  return a && a->kind == AK_DIALECT && strcmp(WORD_PTR(const AttrClass, a->p[0])->name, cls) == 0;
}

void llvm_convert_fastmath_attr(Context *ctx, NamedAttr *attrs, unsigned n, const char *name) {
  for (unsigned i = 0; i < n; i++) {
    if (strcmp(attrs[i].name->str, name) != 0 || !is_arith_attr(attrs[i].value, "arith.fastmath")) continue;
    uint64_t bits = llvm_fastmath_bits_of_arith(llvm_enum_attr_bits(attrs[i].value, 0));
    attrs[i] = named(ctx, "fastmathFlags", llvm_fastmath_attr(ctx, bits));
  }
  qsort(attrs, n, sizeof *attrs, by_name);
}

/* nsw and nuw have the same bits in both dialects; LLVM keeps them as an
 * i32 property. */
void llvm_convert_overflow_attr(Context *ctx, NamedAttr *attrs, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    if (strcmp(attrs[i].name->str, "overflowFlags") != 0 || !is_arith_attr(attrs[i].value, "arith.overflow")) continue;
    attrs[i].value = attr_integer(ctx, type_integer(ctx, 32, 0), (int64_t)llvm_enum_attr_bits(attrs[i].value, 0));
  }
}

bool llvm_operands(const ConvOperands *o, Value **out, unsigned max) {
  if (o->n > max) return false;
  for (unsigned i = 0; i < o->n; i++)
    if (!(out[i] = conv_operand(o, i))) return false;
  return true;
}

/* The nesting of arrays around the innermost 1-D vector. */
enum { MAX_ND_DEPTH = 32, MAX_OPERANDS = 8 };

Value *llvm_unroll_nd(Rewriter *rw, Operation *op, const Type *nd_type, unsigned n, Value *const *ops,
                      LlvmBuild1D build, const void *user) {
  unsigned depth = 0;
  uint64_t dims[MAX_ND_DEPTH];
  const Type *row = nd_type;
  while (llvm_type_is(row, "array")) {
    if (depth == MAX_ND_DEPTH) return NULL;
    dims[depth++] = llvm_array_size(row);
    row = llvm_array_elem(row);
  }
  if (depth == 0 || n > MAX_OPERANDS) return NULL;
  for (unsigned i = 0; i < depth; i++)
    if (dims[i] == 0) return llvm_poison(rw, op->loc, nd_type);
  Value *desc = llvm_poison(rw, op->loc, nd_type);
  int64_t pos[MAX_ND_DEPTH] = {0};
  for (;;) {
    Value *rows[MAX_OPERANDS];
    for (unsigned i = 0; i < n; i++) {
      const Type *t = ops[i]->type;
      for (unsigned d = 0; d < depth; d++) t = llvm_type_is(t, "array") ? llvm_array_elem(t) : NULL;
      if (!(rows[i] = llvm_extract(rw, op->loc, ops[i], t, depth, pos))) return NULL;
    }
    Value *v = build(rw, op, row, n, rows, user);
    desc = llvm_insert(rw, op->loc, desc, v, depth, pos);
    if (!desc) return NULL;
    unsigned d = depth;
    while (d > 0 && (uint64_t)++pos[d - 1] == dims[d - 1]) pos[--d] = 0;
    if (d == 0) return desc;
  }
}

typedef struct OneToOne {
  const char *target;
  unsigned nattrs;
  const NamedAttr *attrs;
} OneToOne;

static Value *build_one(Rewriter *rw, Operation *op, const Type *type, unsigned n, Value *const *ops,
                        const void *user) {
  const OneToOne *t = user;
  return llvm_res(rw_build(rw, t->target, op->loc, n, ops, type ? 1 : 0, &type, t->nattrs, t->attrs));
}

bool llvm_one_to_one(Rewriter *rw, Operation *op, const ConvOperands *o, const char *target, unsigned nattrs,
                     const NamedAttr *attrs) {
  Value *ops[MAX_OPERANDS];
  if (!llvm_operands(o, ops, MAX_OPERANDS) || op->num_results > 1) return false;
  for (unsigned i = 0; i < o->n; i++)
    if (!llvm_is_compatible_type(ops[i]->type)) return false;
  const TypeConverter *tc = conv_type_converter(rw);
  const Type *res = NULL;
  if (op->num_results == 1 && !(res = tc_convert_type1(tc, op->results[0].type))) return false;
  OneToOne t = {target, nattrs, attrs};
  if (o->n == 0 || !llvm_type_is(ops[0]->type, "array")) {
    Operation *n = rw_build(rw, target, op->loc, o->n, ops, res ? 1 : 0, &res, nattrs, attrs);
    if (!n) return false;
    if (op->num_results == 0) rw_erase_op(rw, op);
    else rw_replace_op(rw, op, (Value *[]){&n->results[0]});
    return true;
  }
  if (!res) return false;
  Value *v = llvm_unroll_nd(rw, op, res, o->n, ops, build_one, &t);
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

/* ---- running a conversion ------------------------------------------------------------------ */

bool llvm_add_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l, const ConvPattern *rows, size_t n) {
  if (ps->n + n > LLVM_MAX_PATTERNS) return false;
  for (size_t i = 0; i < n; i++) {
    ConvPattern *p = &ps->rows[ps->n];
    *p = rows[i];
    if (!p->converter) p->converter = l->tc;
    ps->data[ps->n] = (LlvmPatternData){l, rows[i].data};
    p->data = &ps->data[ps->n];
    ps->list[ps->n++] = p;
  }
  return true;
}

ConversionTarget *llvm_conversion_target(Context *ctx) {
  ConversionTarget *t = ct_create(ctx);
  if (t && (!ct_set_dialect_action(t, "llvm", LEGAL_LEGAL) ||
            !ct_set_op_action(t, "builtin.unrealized_conversion_cast", LEGAL_LEGAL))) {
    ct_destroy(t);
    return NULL;
  }
  return t;
}

bool llvm_apply(Operation *root, ConversionTarget *target, LlvmPatterns *ps, bool full) {
  ConvPatternSet set = {ps->list, ps->n};
  ConversionConfig config;
  conversion_config_default(&config);
  return full ? apply_full_conversion(root, target, &set, &config)
              : apply_partial_conversion(root, target, &set, &config);
}

bool llvm_run_pass_with(Operation *root, unsigned index_bitwidth, LlvmPopulateFn populate, LegalityFn unknown_legal,
                        const char *illegal_dialect) {
  Context *ctx = op_context(root);
  LlvmTypeConverter l;
  if (!llvm_tc_init(&l, ctx, index_bitwidth, false)) return false;
  unsigned counter = 0;
  l.name_counter = &counter;
  LlvmPatterns *ps = ctx_zalloc(ctx, sizeof *ps);
  ConversionTarget *target = llvm_conversion_target(ctx);
  bool ok = ps && target && (!unknown_legal || ct_mark_unknown_dynamic(target, unknown_legal, NULL, NULL)) &&
            (!illegal_dialect || ct_set_dialect_action(target, illegal_dialect, LEGAL_ILLEGAL)) &&
            populate(ps, &l) && llvm_apply(root, target, ps, false);
  ct_destroy(target);
  ctx_free(ctx, ps);
  llvm_tc_fini(&l);
  return ok;
}

bool llvm_run_pass(Operation *root, unsigned index_bitwidth, LlvmPopulateFn populate) {
  return llvm_run_pass_with(root, index_bitwidth, populate, NULL, NULL);
}

const PassOptionDef LLVM_INDEX_BITWIDTH_OPTION[] = {
    {"index-bitwidth", "Bitwidth of the index type, 0 to use size of machine word", OPT_UINT, "0", NULL},
};

