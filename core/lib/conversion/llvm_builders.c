/* llvm_builders.c: upstream's FunctionCallUtils and PrintCallHelper. */
#include "llvm_builders.h"
#include "llvm_pattern.h"

#include "../dialects/llvm/llvm.h"

#include <stdio.h>

Operation *llvm_parent_module(Operation *op) {
  while (op && !op_is(op, "builtin.module")) op = op_parent_op(op);
  return op;
}

/* The rewriter's insertion point, saved and restored around building at
 * the module's start. */
typedef struct SavedPoint {
  Block *block;
  Operation *before;
} SavedPoint;

static SavedPoint to_module_start(Rewriter *rw, Operation *module) {
  SavedPoint s = {rw->block, rw->before};
  rw_set_block_start(rw, module->regions[0].first);
  return s;
}

static void restore(Rewriter *rw, SavedPoint s) {
  rw->block = s.block;
  rw->before = s.before;
}

/* The value of a case of an llvm enum by its text (0 when unknown). */
static uint64_t llvm_case_value(const char *record, const char *text) {
  const OdsEnum *e = llvm_enum(record);
  for (unsigned i = 0; e && i < e->ncases; i++)
    if (strcmp(e->cases[i].str, text) == 0) return e->cases[i].value;
  return 0;
}

const Attr *llvm_linkage_attr(Context *ctx, const char *text) {
  return llvm_param_attr(ctx, "linkage", llvm_case_value("LinkageEnum", text));
}

static const Attr *i32_array(Context *ctx, unsigned n, const int32_t *v) {
  return attr_dense_array(ctx, type_integer(ctx, 32, 0), n, v, n * sizeof *v);
}

static NamedAttr str_attr(Context *ctx, const char *name, const char *s) {
  return named(ctx, name, attr_string(ctx, s, strlen(s), NULL));
}

Operation *llvm_func_create(Rewriter *rw, const Loc *loc, const char *name, size_t name_len, const Type *fn_type,
                            const char *link, unsigned n, const NamedAttr *extra) {
  Context *ctx = rw->ctx;
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "llvm.func", 9), loc);
  NamedAttr attrs[] = {
      named(ctx, "CConv", llvm_param_attr(ctx, "cconv", 0)),
      named(ctx, "function_type", attr_type(ctx, fn_type)),
      named(ctx, "linkage", llvm_linkage_attr(ctx, link)),
      named(ctx, "sym_name", attr_string(ctx, name, name_len, NULL)),
      named(ctx, "visibility_", llvm_i64_attr(ctx, 0)),
  };
  bool ok = fn_type != NULL;
  for (size_t i = 0; ok && i < sizeof attrs / sizeof *attrs; i++)
    ok = attrs[i].value && opstate_add_attr(&st, attrs[i].name, attrs[i].value);
  for (unsigned i = 0; ok && i < n; i++) ok = !extra[i].value || opstate_add_attr(&st, extra[i].name, extra[i].value);
  ok = ok && opstate_add_region(&st);
  if (ok) return rw_create(rw, &st);
  opstate_free(&st);
  return NULL;
}

Operation *llvm_lookup_or_create_fn(Rewriter *rw, Operation *module, const char *name, const Type *fn_type) {
  Context *ctx = rw->ctx;
  Operation *found = symbol_lookup(module, ident_cstr(ctx, name));
  if (found || !fn_type) return found;
  SavedPoint s = to_module_start(rw, module);
  Operation *fn = llvm_func_create(rw, ctx->l_unknown, name, strlen(name), fn_type, "external", 0, NULL);
  restore(rw, s);
  return fn;
}

Operation *llvm_call(Rewriter *rw, const Loc *loc, const char *callee, const Type *result, unsigned n,
                     Value *const *args) {
  Context *ctx = rw->ctx;
  return llvm_call_ref(rw, loc, attr_symbol_ref(ctx, ident_cstr(ctx, callee), 0, NULL), result, n, args, 0, NULL);
}

Operation *llvm_call_ref(Rewriter *rw, const Loc *loc, const Attr *callee, const Type *result, unsigned n,
                         Value *const *args, unsigned nextra, const NamedAttr *extra) {
  Context *ctx = rw->ctx;
  int32_t segs[2] = {(int32_t)n, 0};
  NamedAttr attrs[] = {
      named(ctx, "CConv", llvm_param_attr(ctx, "cconv", 0)),
      named(ctx, "TailCallKind", llvm_param_attr(ctx, "tailcallkind", 0)),
      named(ctx, "callee", callee), /* NULL for an indirect call: skipped */
      named(ctx, "fastmathFlags", llvm_fastmath_attr(ctx, 0)),
      named(ctx, "op_bundle_sizes", i32_array(ctx, 0, NULL)),
      named(ctx, "operandSegmentSizes", i32_array(ctx, 2, segs)),
  };
  enum { NBASE = sizeof attrs / sizeof *attrs };
  NamedAttr *all = ctx_alloc(ctx, (NBASE + nextra) * sizeof *all);
  if (!all) return NULL;
  unsigned k = 0;
  for (unsigned i = 0; i < NBASE; i++)
    if (attrs[i].value) all[k++] = attrs[i];
  for (unsigned i = 0; i < nextra; i++) {
    bool dup = false;
    for (unsigned j = 0; j < NBASE && !dup; j++) dup = attrs[j].name == extra[i].name;
    if (!dup) all[k++] = extra[i];
  }
  Operation *call = rw_build(rw, "llvm.call", loc, n, args, result ? 1 : 0, &result, k, all);
  ctx_free(ctx, all);
  return call;
}

/* ensureSymbolNameIsUnique: `symbol`, else symbol_N for the next N. */
static const char *unique_name(Context *ctx, Operation *module, const char *symbol, unsigned *counter, char *buf,
                               size_t cap) {
  snprintf(buf, cap, "%s", symbol);
  while (symbol_lookup(module, ident_cstr(ctx, buf))) snprintf(buf, cap, "%s_%u", symbol, (*counter)++);
  return buf;
}

enum { MAX_SYMBOL = 256 };

bool llvm_print_str_call(Rewriter *rw, const Loc *loc, Operation *module, const char *symbol, const char *str,
                         size_t len, const char *printer, unsigned *counter) {
  Context *ctx = rw->ctx;
  const Type *i8 = type_integer(ctx, 8, 0);
  int64_t n = (int64_t)len + 1;
  uint8_t *bytes = ctx_alloc(ctx, (size_t)n);
  if (!bytes) return false;
  memcpy(bytes, str, len);
  bytes[len] = 0;
  const Type *tensor = type_ranked_tensor(ctx, 1, &n, i8, NULL);
  const Attr *data = tensor ? attr_dense_elements_get(ctx, tensor, (size_t)n, bytes) : NULL;
  ctx_free(ctx, bytes);
  const Type *arr = llvm_array_type(ctx, i8, (uint64_t)n);
  char name[MAX_SYMBOL];
  unique_name(ctx, module, symbol, counter, name, sizeof name);
  SavedPoint s = to_module_start(rw, module);
  NamedAttr gattrs[] = {
      named(ctx, "addr_space", attr_integer(ctx, type_integer(ctx, 32, 0), 0)),
      named(ctx, "constant", attr_unit(ctx)),
      named(ctx, "global_type", attr_type(ctx, arr)),
      named(ctx, "linkage", llvm_linkage_attr(ctx, "private")),
      str_attr(ctx, "sym_name", name),
      named(ctx, "value", data),
      named(ctx, "visibility_", llvm_i64_attr(ctx, 0)),
  };
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "llvm.mlir.global", 16), loc);
  bool ok = data && arr;
  for (size_t i = 0; ok && i < sizeof gattrs / sizeof *gattrs; i++) ok = gattrs[i].value && opstate_add_attr(&st, gattrs[i].name, gattrs[i].value);
  ok = ok && opstate_add_region(&st);
  Operation *g = NULL;
  if (ok) g = rw_create(rw, &st);
  else opstate_free(&st);
  restore(rw, s);
  if (!g) return false;
  const Type *ptr = llvm_ptr_type(ctx, 0);
  NamedAttr ref = named(ctx, "global_name", attr_symbol_ref(ctx, ident_cstr(ctx, name), 0, NULL));
  Value *addr = llvm_res(rw_build(rw, "llvm.mlir.addressof", loc, 0, NULL, 1, &ptr, 1, &ref));
  int32_t zero = 0;
  NamedAttr gep_attrs[] = {
      named(ctx, "elem_type", attr_type(ctx, arr)),
      named(ctx, "noWrapFlags", attr_integer(ctx, type_integer(ctx, 32, 0), 0)),
      named(ctx, "rawConstantIndices", i32_array(ctx, 1, &zero)),
  };
  Value *gep = addr ? llvm_res(rw_build(rw, "llvm.getelementptr", loc, 1, &addr, 1, &ptr, 3, gep_attrs)) : NULL;
  const Type *fn = llvm_func_type(ctx, llvm_simple_type(ctx, "void"), 1, &ptr, false);
  Operation *callee = gep ? llvm_lookup_or_create_fn(rw, module, printer, fn) : NULL;
  return callee && llvm_call(rw, loc, printer, NULL, 1, &gep) != NULL;
}
