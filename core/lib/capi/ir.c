/* ir.c: the C API of mlir-c/IR.h over the internal IR, parser and
 * printer. Each function is a thin adapter; ownership follows upstream. */
#include "capi.h"
#include "mlir-c/Ext/Parse.h"

#include <stdio.h>
#include <stdlib.h>

/* ---- context --------------------------------------------------------------- */

MlirContext mlirContextCreateWithThreading(bool threading) {
  Context *ctx = context_create();
  if (ctx) {
    ctx->threading = threading;
    ctx->passes = &CAPI_PASS_REGISTRY;
  }
  return wrap_ctx(ctx);
}
MlirContext mlirContextCreate(void) { return mlirContextCreateWithThreading(true); }
bool mlirContextEqual(MlirContext a, MlirContext b) { return a.ptr == b.ptr; }
void mlirContextDestroy(MlirContext c) { ctx_destroy(unwrap_ctx(c)); }
void mlirContextSetAllowUnregisteredDialects(MlirContext c, bool allow) {
  unwrap_ctx(c)->allow_unregistered = allow;
}
bool mlirContextGetAllowUnregisteredDialects(MlirContext c) {
  return unwrap_ctx(c)->allow_unregistered;
}
intptr_t mlirContextGetNumLoadedDialects(MlirContext c) {
  return (intptr_t)unwrap_ctx(c)->dialects.len;
}
intptr_t mlirContextGetNumRegisteredDialects(MlirContext c) {
  return (intptr_t)unwrap_ctx(c)->dialects.len;
}
MlirDialect mlirContextGetOrLoadDialect(MlirContext c, MlirStringRef name) {
  return (MlirDialect){(void *)ctx_lookup_dialect(unwrap_ctx(c), name.data, name.length)};
}
void mlirContextEnableMultithreading(MlirContext c, bool enable) {
  unwrap_ctx(c)->threading = enable;
}
void mlirContextLoadAllAvailableDialects(MlirContext c) {
  /* Registered dialects are loaded on registration; nothing is pending. */
  (void)c;
}
unsigned mlirContextGetNumThreads(MlirContext c) {
  return unwrap_ctx(c)->threading ? hardware_threads() : 1;
}
bool mlirContextIsRegisteredOperation(MlirContext c, MlirStringRef name) {
  uintptr_t v;
  Context *ctx = unwrap_ctx(c);
  return sm_get(&ctx->opnames, name.data, name.length, &v) && ((const OpName *)v)->def;
}

MlirContext mlirDialectGetContext(MlirDialect d) {
  return wrap_ctx(((const Dialect *)d.ptr)->ns->ctx);
}
bool mlirDialectEqual(MlirDialect a, MlirDialect b) { return a.ptr == b.ptr; }
MlirStringRef mlirDialectGetNamespace(MlirDialect d) {
  const Ident *ns = ((const Dialect *)d.ptr)->ns;
  return mlirStringRefCreate(ns->str, ns->len);
}

/* ---- identifiers ------------------------------------------------------------- */

MlirIdentifier mlirIdentifierGet(MlirContext c, MlirStringRef s) {
  return wrap_ident(ident_get(unwrap_ctx(c), s.data, s.length));
}
MlirContext mlirIdentifierGetContext(MlirIdentifier i) { return wrap_ctx(unwrap_ident(i)->ctx); }
bool mlirIdentifierEqual(MlirIdentifier a, MlirIdentifier b) { return a.ptr == b.ptr; }
MlirStringRef mlirIdentifierStr(MlirIdentifier i) {
  const Ident *id = unwrap_ident(i);
  return mlirStringRefCreate(id->str, id->len);
}

/* ---- locations ----------------------------------------------------------------- */

MlirAttribute mlirLocationGetAttribute(MlirLocation l) { return wrap_attr(unwrap_loc(l)); }
MlirLocation mlirLocationFromAttribute(MlirAttribute a) {
  return wrap_loc(is_loc(unwrap_attr(a)) ? unwrap_attr(a) : NULL);
}
MlirLocation mlirLocationFileLineColGet(MlirContext c, MlirStringRef f, unsigned line,
                                        unsigned col) {
  Context *ctx = unwrap_ctx(c);
  return wrap_loc(loc_file(ctx, ident_get(ctx, f.data, f.length), line, col));
}
MlirLocation mlirLocationFileLineColRangeGet(MlirContext c, MlirStringRef f, unsigned sl,
                                             unsigned sc, unsigned el, unsigned ec) {
  Context *ctx = unwrap_ctx(c);
  return wrap_loc(loc_file_range(ctx, ident_get(ctx, f.data, f.length), sl, sc, el, ec));
}
/* Upstream answers -1 (and null parts) for a location of another kind. */
static const Loc *loc_of_kind(MlirLocation l, unsigned kind) {
  const Loc *loc = unwrap_loc(l);
  return loc && loc->kind == kind ? loc : NULL;
}
static int file_word(MlirLocation l, unsigned i) {
  const Loc *loc = loc_of_kind(l, LK_FILE_LINE_COL);
  return loc ? (int)loc->p[i] : -1;
}
MlirIdentifier mlirLocationFileLineColRangeGetFilename(MlirLocation l) {
  const Loc *loc = loc_of_kind(l, LK_FILE_LINE_COL);
  return wrap_ident(loc ? WORD_PTR(const Ident, loc->p[0]) : NULL);
}
int mlirLocationFileLineColRangeGetStartLine(MlirLocation l) { return file_word(l, 1); }
int mlirLocationFileLineColRangeGetStartColumn(MlirLocation l) { return file_word(l, 2); }
int mlirLocationFileLineColRangeGetEndLine(MlirLocation l) { return file_word(l, 3); }
int mlirLocationFileLineColRangeGetEndColumn(MlirLocation l) { return file_word(l, 4); }
bool mlirLocationIsAFileLineColRange(MlirLocation l) {
  return unwrap_loc(l)->kind == LK_FILE_LINE_COL;
}
MlirTypeID mlirLocationFileLineColRangeGetTypeID(void) {
  return mlirTypeIDCreate(storage_type_id(LK_FILE_LINE_COL));
}
MlirLocation mlirLocationCallSiteGet(MlirLocation callee, MlirLocation caller) {
  const Loc *c = unwrap_loc(callee);
  return wrap_loc(loc_callsite(c->ctx, c, unwrap_loc(caller)));
}
MlirLocation mlirLocationCallSiteGetCallee(MlirLocation l) {
  const Loc *loc = loc_of_kind(l, LK_CALLSITE);
  return wrap_loc(loc ? WORD_PTR(const Loc, loc->p[0]) : NULL);
}
MlirLocation mlirLocationCallSiteGetCaller(MlirLocation l) {
  const Loc *loc = loc_of_kind(l, LK_CALLSITE);
  return wrap_loc(loc ? WORD_PTR(const Loc, loc->p[1]) : NULL);
}
bool mlirLocationIsACallSite(MlirLocation l) { return unwrap_loc(l)->kind == LK_CALLSITE; }
MlirTypeID mlirLocationCallSiteGetTypeID(void) {
  return mlirTypeIDCreate(storage_type_id(LK_CALLSITE));
}
MlirLocation mlirLocationFusedGet(MlirContext c, intptr_t n, MlirLocation const *locs,
                                  MlirAttribute meta) {
  Context *ctx = unwrap_ctx(c);
  const Loc **tmp = ctx_alloc(ctx, (size_t)(n ? n : 1) * sizeof *tmp);
  if (!tmp) return wrap_loc(NULL);
  for (intptr_t i = 0; i < n; i++) tmp[i] = unwrap_loc(locs[i]);
  const Loc *l = loc_fused(ctx, (size_t)n, tmp, unwrap_attr(meta));
  ctx_free(ctx, tmp);
  return wrap_loc(l);
}
/* Fused words: metadata|0, then the locations. */
unsigned mlirLocationFusedGetNumLocations(MlirLocation l) {
  const Loc *loc = loc_of_kind(l, LK_FUSED);
  return loc ? loc->n - 1 : 0;
}
void mlirLocationFusedGetLocations(MlirLocation l, MlirLocation *out) {
  const Loc *f = loc_of_kind(l, LK_FUSED);
  for (uint32_t i = 1; f && i < f->n; i++) out[i - 1] = wrap_loc(WORD_PTR(const Loc, f->p[i]));
}
MlirAttribute mlirLocationFusedGetMetadata(MlirLocation l) {
  const Loc *loc = loc_of_kind(l, LK_FUSED);
  return wrap_attr(loc ? WORD_PTR(const Attr, loc->p[0]) : NULL);
}
bool mlirLocationIsAFused(MlirLocation l) { return unwrap_loc(l)->kind == LK_FUSED; }
MlirTypeID mlirLocationFusedGetTypeID(void) { return mlirTypeIDCreate(storage_type_id(LK_FUSED)); }
MlirLocation mlirLocationNameGet(MlirContext c, MlirStringRef name, MlirLocation child) {
  Context *ctx = unwrap_ctx(c);
  return wrap_loc(loc_name(ctx, ident_get(ctx, name.data, name.length), unwrap_loc(child)));
}
MlirIdentifier mlirLocationNameGetName(MlirLocation l) {
  const Loc *loc = loc_of_kind(l, LK_NAME);
  return wrap_ident(loc ? WORD_PTR(const Ident, loc->p[0]) : NULL);
}
MlirLocation mlirLocationNameGetChildLoc(MlirLocation l) {
  const Loc *loc = loc_of_kind(l, LK_NAME);
  return wrap_loc(loc ? WORD_PTR(const Loc, loc->p[1]) : NULL);
}
bool mlirLocationIsAName(MlirLocation l) { return unwrap_loc(l)->kind == LK_NAME; }
MlirTypeID mlirLocationNameGetTypeID(void) { return mlirTypeIDCreate(storage_type_id(LK_NAME)); }
MlirLocation mlirLocationUnknownGet(MlirContext c) { return wrap_loc(unwrap_ctx(c)->l_unknown); }
MlirContext mlirLocationGetContext(MlirLocation l) { return wrap_ctx(unwrap_loc(l)->ctx); }
bool mlirLocationEqual(MlirLocation a, MlirLocation b) { return a.ptr == b.ptr; }
void mlirLocationPrint(MlirLocation l, MlirStringCallback cb, void *ud) {
  const Loc *loc = unwrap_loc(l);
  StrBuf sb;
  sb_init(&sb, &loc->ctx->alloc);
  print_location(loc, &sb);
  emit_text(&sb, cb, ud);
  sb_free(&sb);
}

/* ---- modules --------------------------------------------------------------------- */

static Operation *module_create(Context *ctx, const Loc *loc) {
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "builtin.module", 14), loc);
  Region *r = opstate_add_region(&st);
  Block *b = r ? block_create(&ctx->alloc) : NULL;
  if (!b) {
    opstate_free(&st);
    return NULL;
  }
  region_append_block(r, b);
  return op_create(&st);
}

MlirModule mlirModuleCreateEmpty(MlirLocation loc) {
  const Loc *l = unwrap_loc(loc);
  return (MlirModule){module_create(l->ctx, l)};
}

/* Upstream's parse entry points verify what they parsed (ParserConfig's
 * verifyAfterParse defaults to true): an invalid result is destroyed and
 * NULL returned after the verifier's diagnostics. */
static Operation *verified(Operation *op) {
  if (op && !verify_op(op)) {
    op_destroy(op);
    return NULL;
  }
  return op;
}

MlirModule mlirModuleCreateParse(MlirContext c, MlirStringRef text) {
  Context *ctx = unwrap_ctx(c);
  Operation *m = verified(parse_source(ctx, text.data, text.length, "-", 1));
  capi_check_oom(ctx);
  return (MlirModule){m};
}

MlirModule mlirExtModuleCreateParseWithSourceName(MlirContext c, MlirStringRef text,
                                                  MlirStringRef sourceName) {
  Context *ctx = unwrap_ctx(c);
  char *name = ctx_alloc(ctx, sourceName.length + 1);
  if (!name) return (MlirModule){NULL};
  if (sourceName.length) memcpy(name, sourceName.data, sourceName.length);
  name[sourceName.length] = 0;
  Operation *m = verified(parse_source(ctx, text.data, text.length, name, 1));
  ctx_free(ctx, name);
  capi_check_oom(ctx);
  return (MlirModule){m};
}

MlirModule mlirModuleCreateParseFromFile(MlirContext c, MlirStringRef fileName) {
  Context *ctx = unwrap_ctx(c);
  char *path = ctx_alloc(ctx, fileName.length + 1);
  if (!path) return (MlirModule){NULL};
  memcpy(path, fileName.data, fileName.length);
  path[fileName.length] = 0;
  FILE *f = fopen(path, "rb");
  if (!f) {
    emit_error(ctx, ctx->l_unknown, "could not open input file %s", path);
    ctx_free(ctx, path);
    return (MlirModule){NULL};
  }
  StrBuf sb;
  sb_init(&sb, &ctx->alloc);
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) sb_append(&sb, buf, n);
  fclose(f);
  Operation *m = verified(parse_source(ctx, sb.data ? sb.data : "", sb.len, path, 1));
  sb_free(&sb);
  ctx_free(ctx, path);
  capi_check_oom(ctx);
  return (MlirModule){m};
}

MlirContext mlirModuleGetContext(MlirModule m) {
  return wrap_ctx(op_context((const Operation *)m.ptr));
}
MlirBlock mlirModuleGetBody(MlirModule m) {
  return wrap_block(((const Operation *)m.ptr)->regions[0].first);
}
void mlirModuleDestroy(MlirModule m) {
  if (m.ptr) op_erase((Operation *)m.ptr);
}
MlirOperation mlirModuleGetOperation(MlirModule m) { return wrap_op((Operation *)m.ptr); }
MlirModule mlirModuleFromOperation(MlirOperation op) {
  Operation *o = unwrap_op(op);
  bool is_module = o && strcmp(o->name->name->str, "builtin.module") == 0;
  return (MlirModule){is_module ? o : NULL};
}
bool mlirModuleEqual(MlirModule a, MlirModule b) { return a.ptr == b.ptr; }
size_t mlirModuleHashValue(MlirModule m) { return hash_ptr(m.ptr); }

/* ---- operation state ------------------------------------------------------------- */

MlirOperationState mlirOperationStateGet(MlirStringRef name, MlirLocation loc) {
  MlirOperationState st;
  memset(&st, 0, sizeof st);
  st.name = name;
  st.location = loc;
  return st;
}

/* The public state's arrays grow with realloc: they are freed by
 * mlirOperationCreate, which has no context when the state is empty. */
#define APPEND(st, field, count, n, src)                                       \
  do {                                                                         \
    if ((n) <= 0) return; /* nothing to add (and `src` may be null) */        \
    void *grown = realloc((st)->field, (size_t)((st)->count + (n)) * sizeof *(st)->field); \
    if (!grown) return;                                                        \
    (st)->field = grown;                                                       \
    memcpy((st)->field + (st)->count, (src), (size_t)(n) * sizeof *(st)->field); \
    (st)->count += (n);                                                        \
  } while (0)

void mlirOperationStateAddResults(MlirOperationState *st, intptr_t n, MlirType const *r) {
  APPEND(st, results, nResults, n, r);
}
void mlirOperationStateAddOperands(MlirOperationState *st, intptr_t n, MlirValue const *o) {
  APPEND(st, operands, nOperands, n, o);
}
void mlirOperationStateAddOwnedRegions(MlirOperationState *st, intptr_t n, MlirRegion const *r) {
  APPEND(st, regions, nRegions, n, r);
}
void mlirOperationStateAddSuccessors(MlirOperationState *st, intptr_t n, MlirBlock const *s) {
  APPEND(st, successors, nSuccessors, n, s);
}
void mlirOperationStateAddAttributes(MlirOperationState *st, intptr_t n,
                                     MlirNamedAttribute const *a) {
  APPEND(st, attributes, nAttributes, n, a);
}
void mlirOperationStateEnableResultTypeInference(MlirOperationState *st) {
  st->enableResultTypeInference = true;
}

static void public_state_free(MlirOperationState *st) {
  free(st->results);
  free(st->operands);
  free(st->regions);
  free(st->successors);
  free(st->attributes);
  st->results = NULL;
  st->operands = NULL;
  st->regions = NULL;
  st->successors = NULL;
  st->attributes = NULL;
}

/* Appends the result types the op's definition infers, with upstream's
 * errors for ops that are unregistered or cannot infer. */
static bool infer_result_types(OperationState *st) {
  const OpDef *def = st->name->def;
  const Ident *n = st->name->name;
  if (!def) {
    emit_error(st->ctx, st->loc,
               "type inference was requested for the operation %s, but the operation was not "
               "registered; ensure that the dialect containing the operation is linked into MLIR "
               "and registered with the context", n->str);
    return false;
  }
  if (!def->infer) {
    if (capi_infer_from_ods(st)) return true;
    emit_error(st->ctx, st->loc,
               "type inference was requested for the operation %s, but the operation does not "
               "support type inference; result types must be specified explicitly", n->str);
    return false;
  }
  return def->infer(st);
}

MlirOperation mlirOperationCreate(MlirOperationState *pst) {
  const Loc *loc = unwrap_loc(pst->location);
  Context *ctx = loc->ctx;
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, pst->name.data, pst->name.length), loc);
  Operation *op = NULL;
  bool ok = st.name != NULL;
  for (intptr_t i = 0; ok && i < pst->nResults; i++) ok = opstate_add_type(&st, unwrap_type(pst->results[i]));
  for (intptr_t i = 0; ok && i < pst->nOperands; i++) ok = opstate_add_operand(&st, unwrap_value(pst->operands[i]));
  for (intptr_t i = 0; ok && i < pst->nSuccessors; i++) ok = opstate_add_successor(&st, unwrap_block(pst->successors[i]));
  for (intptr_t i = 0; ok && i < pst->nAttributes; i++)
    ok = opstate_add_attr(&st, unwrap_ident(pst->attributes[i].name), unwrap_attr(pst->attributes[i].attribute));
  for (intptr_t i = 0; ok && i < pst->nRegions; i++) {
    Region *dst = opstate_add_region(&st);
    ok = dst != NULL;
    if (ok) {
      Region *src = unwrap_region(pst->regions[i]);
      region_take_body(dst, src);
      region_destroy(src);
    }
  }
  if (ok && pst->enableResultTypeInference) ok = infer_result_types(&st);
  if (ok) op = op_create(&st);
  opstate_free(&st);
  public_state_free(pst);
  capi_check_oom(ctx);
  return wrap_op(op);
}

/* Upstream parses into a temporary builtin.module and verifies it, so the
 * parsed ops are verified as children of a module ('func.return' op expects
 * parent op 'func.func'). `top` is lent to such a module and given back. */
static bool verified_in_module(Context *ctx, Block *top, const Ident *file) {
  Operation *m = module_around_block(ctx, top, loc_file(ctx, file, 0, 0));
  if (!m) return false;
  bool ok = verify_op(m);
  block_remove_from_region(top);
  op_destroy(m);
  return ok;
}

MlirOperation mlirOperationCreateParse(MlirContext c, MlirStringRef src, MlirStringRef name) {
  Context *ctx = unwrap_ctx(c);
  char *fname = ctx_alloc(ctx, name.length + 1);
  if (!fname) return wrap_op(NULL);
  memcpy(fname, name.data, name.length);
  fname[name.length] = 0;
  const Ident *file = ident_cstr(ctx, fname);
  ctx_free(ctx, fname);
  Block *top = block_create(&ctx->alloc);
  if (!top || !file) return wrap_op(NULL);
  bool ok = read_source_into(ctx, src.data, src.length, file, 1, top) && verified_in_module(ctx, top, file);
  Operation *result = NULL;
  if (ok) {
    if (top->first && top->first == top->last) {
      result = top->first;
      op_remove_from_block(result);
    } else {
      /* Upstream reports this at the start of the buffer, line 0. */
      unsigned n = 0;
      for (Operation *o = top->first; o; o = o->next) n++;
      emit_error(ctx, loc_file(ctx, file, 0, 0),
                 "source must contain a single top-level operation, found: %u", n);
    }
  }
  block_destroy(top);
  capi_check_oom(ctx);
  return wrap_op(result);
}

/* ---- operations ------------------------------------------------------------------- */

MlirOperation mlirOperationClone(MlirOperation op) { return wrap_op(op_clone(unwrap_op(op))); }
void mlirOperationDestroy(MlirOperation op) {
  if (op.ptr) op_erase(unwrap_op(op));
}
void mlirOperationRemoveFromParent(MlirOperation op) { op_remove_from_block(unwrap_op(op)); }
bool mlirOperationEqual(MlirOperation a, MlirOperation b) { return a.ptr == b.ptr; }
size_t mlirOperationHashValue(MlirOperation op) { return hash_ptr(op.ptr); }
MlirContext mlirOperationGetContext(MlirOperation op) { return wrap_ctx(op_context(unwrap_op(op))); }
MlirLocation mlirOperationGetLocation(MlirOperation op) { return wrap_loc(unwrap_op(op)->loc); }
void mlirOperationSetLocation(MlirOperation op, MlirLocation loc) { unwrap_op(op)->loc = unwrap_loc(loc); }
/* A registered op's definition is unique to its class: it serves as the
 * TypeID. */
MlirTypeID mlirOperationGetTypeID(MlirOperation op) {
  return mlirTypeIDCreate(unwrap_op(op)->name->def);
}
MlirIdentifier mlirOperationGetName(MlirOperation op) { return wrap_ident(unwrap_op(op)->name->name); }
MlirBlock mlirOperationGetBlock(MlirOperation op) { return wrap_block(unwrap_op(op)->block); }
MlirOperation mlirOperationGetParentOperation(MlirOperation op) {
  return wrap_op(op_parent_op(unwrap_op(op)));
}
intptr_t mlirOperationGetNumRegions(MlirOperation op) { return unwrap_op(op)->num_regions; }
MlirRegion mlirOperationGetRegion(MlirOperation op, intptr_t pos) {
  return wrap_region(&unwrap_op(op)->regions[pos]);
}
MlirOperation mlirOperationGetNextInBlock(MlirOperation op) { return wrap_op(unwrap_op(op)->next); }
intptr_t mlirOperationGetNumOperands(MlirOperation op) { return unwrap_op(op)->num_operands; }
MlirValue mlirOperationGetOperand(MlirOperation op, intptr_t pos) {
  return wrap_value(unwrap_op(op)->operands[pos].value);
}
void mlirOperationSetOperand(MlirOperation op, intptr_t pos, MlirValue v) {
  operand_set(&unwrap_op(op)->operands[pos], unwrap_value(v));
}
void mlirOperationSetOperands(MlirOperation op, intptr_t n, MlirValue const *vals) {
  Operation *o = unwrap_op(op);
  Value **tmp = ctx_alloc(op_context(o), (size_t)(n ? n : 1) * sizeof *tmp);
  if (!tmp) return;
  for (intptr_t i = 0; i < n; i++) tmp[i] = unwrap_value(vals[i]);
  op_set_operands(o, (size_t)n, tmp);
  ctx_free(op_context(o), tmp);
}
intptr_t mlirOperationGetNumResults(MlirOperation op) { return unwrap_op(op)->num_results; }
MlirValue mlirOperationGetResult(MlirOperation op, intptr_t pos) {
  return wrap_value(&unwrap_op(op)->results[pos]);
}
intptr_t mlirOperationGetNumSuccessors(MlirOperation op) { return unwrap_op(op)->num_successors; }
MlirBlock mlirOperationGetSuccessor(MlirOperation op, intptr_t pos) {
  return wrap_block(unwrap_op(op)->successors[pos].block);
}
void mlirOperationSetSuccessor(MlirOperation op, intptr_t pos, MlirBlock block) {
  op_set_successor(unwrap_op(op), (unsigned)pos, unwrap_block(block));
}

/* ---- attributes of operations ------------------------------------------------------ */

bool mlirOperationHasInherentAttributeByName(MlirOperation op, MlirStringRef name) {
  Operation *o = unwrap_op(op);
  return op_is_inherent_attr(o, name.data, name.length) ||
         dict_lookup(o->props, name.data, name.length);
}
MlirAttribute mlirOperationGetInherentAttributeByName(MlirOperation op, MlirStringRef name) {
  return wrap_attr(dict_lookup(unwrap_op(op)->props, name.data, name.length));
}
void mlirOperationSetInherentAttributeByName(MlirOperation op, MlirStringRef name, MlirAttribute a) {
  Operation *o = unwrap_op(op);
  Context *ctx = op_context(o);
  const Attr *d = dict_set(ctx, o->props, ident_get(ctx, name.data, name.length), unwrap_attr(a));
  op_set_attr_dicts(o, dict_size(d) ? d : NULL, o->attrs);
}
intptr_t mlirOperationGetNumDiscardableAttributes(MlirOperation op) {
  return (intptr_t)dict_size(unwrap_op(op)->attrs);
}
MlirNamedAttribute mlirOperationGetDiscardableAttribute(MlirOperation op, intptr_t pos) {
  const Attr *d = unwrap_op(op)->attrs;
  return (MlirNamedAttribute){wrap_ident(dict_name(d, (size_t)pos)), wrap_attr(dict_value(d, (size_t)pos))};
}
MlirAttribute mlirOperationGetDiscardableAttributeByName(MlirOperation op, MlirStringRef name) {
  return wrap_attr(dict_lookup(unwrap_op(op)->attrs, name.data, name.length));
}
void mlirOperationSetDiscardableAttributeByName(MlirOperation op, MlirStringRef name, MlirAttribute a) {
  Operation *o = unwrap_op(op);
  Context *ctx = op_context(o);
  const Attr *d = dict_set(ctx, o->attrs, ident_get(ctx, name.data, name.length), unwrap_attr(a));
  op_set_attr_dicts(o, o->props, dict_size(d) ? d : NULL);
}
bool mlirOperationRemoveDiscardableAttributeByName(MlirOperation op, MlirStringRef name) {
  Operation *o = unwrap_op(op);
  if (!dict_lookup(o->attrs, name.data, name.length)) return false;
  Context *ctx = op_context(o);
  const Attr *d = dict_set(ctx, o->attrs, ident_get(ctx, name.data, name.length), NULL);
  op_set_attr_dicts(o, o->props, dict_size(d) ? d : NULL);
  return true;
}
intptr_t mlirOperationGetNumAttributes(MlirOperation op) {
  Operation *o = unwrap_op(op);
  return (intptr_t)(dict_size(o->props) + dict_size(o->attrs));
}
MlirNamedAttribute mlirOperationGetAttribute(MlirOperation op, intptr_t pos) {
  Operation *o = unwrap_op(op);
  size_t np = dict_size(o->props);
  const Attr *d = (size_t)pos < np ? o->props : o->attrs;
  size_t i = (size_t)pos < np ? (size_t)pos : (size_t)pos - np;
  return (MlirNamedAttribute){wrap_ident(dict_name(d, i)), wrap_attr(dict_value(d, i))};
}
MlirAttribute mlirOperationGetAttributeByName(MlirOperation op, MlirStringRef name) {
  return wrap_attr(op_get_attr(unwrap_op(op), name.data, name.length));
}
void mlirOperationSetAttributeByName(MlirOperation op, MlirStringRef name, MlirAttribute a) {
  Operation *o = unwrap_op(op);
  Context *ctx = op_context(o);
  op_set_attr(o, ident_get(ctx, name.data, name.length), unwrap_attr(a));
}
bool mlirOperationRemoveAttributeByName(MlirOperation op, MlirStringRef name) {
  Operation *o = unwrap_op(op);
  if (!op_get_attr(o, name.data, name.length)) return false;
  Context *ctx = op_context(o);
  op_set_attr(o, ident_get(ctx, name.data, name.length), NULL);
  return true;
}

/* ---- printing ----------------------------------------------------------------------- */

MlirOpPrintingFlags mlirOpPrintingFlagsCreate(void) {
  PrintFlags *f = malloc(sizeof *f);
  if (f) print_flags_default(f);
  return (MlirOpPrintingFlags){f};
}
void mlirOpPrintingFlagsDestroy(MlirOpPrintingFlags f) { free(f.ptr); }
#define FLAGS(f) ((PrintFlags *)(f).ptr)
void mlirOpPrintingFlagsElideLargeElementsAttrs(MlirOpPrintingFlags f, intptr_t limit) {
  FLAGS(f)->elide_elements_if_larger = limit;
}
void mlirOpPrintingFlagsElideLargeResourceString(MlirOpPrintingFlags f, intptr_t limit) {
  FLAGS(f)->elide_resource_if_larger = limit;
}
void mlirOpPrintingFlagsEnableDebugInfo(MlirOpPrintingFlags f, bool enable, bool pretty) {
  FLAGS(f)->debug_info = enable;
  FLAGS(f)->pretty_debug_info = pretty;
}
void mlirOpPrintingFlagsPrintGenericOpForm(MlirOpPrintingFlags f) { FLAGS(f)->generic = true; }
void mlirOpPrintingFlagsPrintNameLocAsPrefix(MlirOpPrintingFlags f) {
  FLAGS(f)->name_loc_as_prefix = true;
}
void mlirOpPrintingFlagsUseLocalScope(MlirOpPrintingFlags f) { FLAGS(f)->local_scope = true; }
void mlirOpPrintingFlagsAssumeVerified(MlirOpPrintingFlags f) { FLAGS(f)->assume_verified = true; }
void mlirOpPrintingFlagsSkipRegions(MlirOpPrintingFlags f) { FLAGS(f)->skip_regions = true; }

/* Printing state: the op names are numbered from and the flags, captured
 * for later prints. Upstream numbers once at creation; numbering at each
 * print gives the same names since the IR must not change meanwhile. */
typedef struct AsmState {
  Operation *root;
  PrintFlags flags;
} AsmState;

static MlirAsmState asm_state_create(Operation *root, MlirOpPrintingFlags flags) {
  AsmState *st = malloc(sizeof *st);
  if (!st) return (MlirAsmState){NULL};
  st->root = root;
  if (flags.ptr) st->flags = *FLAGS(flags);
  else print_flags_default(&st->flags);
  return (MlirAsmState){st};
}

MlirAsmState mlirAsmStateCreateForOperation(MlirOperation op, MlirOpPrintingFlags flags) {
  return asm_state_create(unwrap_op(op), flags);
}

MlirAsmState mlirAsmStateCreateForValue(MlirValue v, MlirOpPrintingFlags flags) {
  Value *val = unwrap_value(v);
  Operation *owner = val->kind == VALUE_RESULT ? val->owner : block_parent_op(val->owner);
  if (!owner) {
    emit_error(val->type->ctx, val->loc ? val->loc : val->type->ctx->l_unknown,
               "<<UNKNOWN SSA VALUE>>");
    return (MlirAsmState){NULL};
  }
  /* The outermost op above the value, or the nearest isolated one with
   * local scope. */
  bool local = flags.ptr && FLAGS(flags)->local_scope;
  while (op_parent_op(owner) && !(local && op_has_trait(owner, TRAIT_ISOLATED_FROM_ABOVE)))
    owner = op_parent_op(owner);
  return asm_state_create(owner, flags);
}
void mlirAsmStateDestroy(MlirAsmState s) { free(s.ptr); }

/* Out of memory while printing: an error diagnostic and no text, since a
 * truncated text would pass for the whole. */
static void emit_printed(Context *ctx, StrBuf *sb, MlirStringCallback cb, void *ud) {
  if (ctx->alloc.oom) capi_check_oom(ctx);
  else emit_text(sb, cb, ud);
}

static void print_op_with(Operation *o, const PrintFlags *flags, MlirStringCallback cb, void *ud) {
  Context *ctx = op_context(o);
  PrintFlags f = *flags;
  print_flags_verify(&f, o);
  StrBuf sb;
  sb_init(&sb, &ctx->alloc);
  print_operation(ctx, o, &f, &sb);
  emit_printed(ctx, &sb, cb, ud);
  sb_free(&sb);
}

void mlirOperationPrint(MlirOperation op, MlirStringCallback cb, void *ud) {
  PrintFlags f;
  print_flags_default(&f);
  print_op_with(unwrap_op(op), &f, cb, ud);
}
void mlirOperationPrintWithFlags(MlirOperation op, MlirOpPrintingFlags flags,
                                 MlirStringCallback cb, void *ud) {
  print_op_with(unwrap_op(op), FLAGS(flags), cb, ud);
}
void mlirOperationPrintWithState(MlirOperation op, MlirAsmState state, MlirStringCallback cb,
                                 void *ud) {
  const AsmState *st = state.ptr;
  if (!st) {
    mlirOperationPrint(op, cb, ud);
    return;
  }
  Operation *o = unwrap_op(op);
  Context *ctx = op_context(o);
  StrBuf sb;
  sb_init(&sb, &ctx->alloc);
  PrintFlags f = st->flags;
  print_flags_verify(&f, st->root);
  print_operation_scoped(ctx, o, st->root, &f, &sb);
  emit_printed(ctx, &sb, cb, ud);
  sb_free(&sb);
}

void mlirOperationDump(MlirOperation op) {
  mlirOperationPrint(op, capi_to_stderr, NULL);
  fputc('\n', stderr);
}

bool mlirOperationVerify(MlirOperation op) {
  Operation *o = unwrap_op(op);
  bool ok = verify_op(o);
  /* Out of memory fails the verification: say why. */
  Context *ctx = op_context(o);
  if (ctx->alloc.oom) {
    capi_check_oom(ctx);
    ok = false;
  }
  return ok;
}

void mlirOperationMoveAfter(MlirOperation op, MlirOperation other) {
  Operation *o = unwrap_op(op), *ref = unwrap_op(other);
  op_remove_from_block(o);
  block_insert_op_before(ref->block, ref->next, o);
}
void mlirOperationMoveBefore(MlirOperation op, MlirOperation other) {
  Operation *o = unwrap_op(op), *ref = unwrap_op(other);
  op_remove_from_block(o);
  block_insert_op_before(ref->block, ref, o);
}
bool mlirOperationIsBeforeInBlock(MlirOperation op, MlirOperation other) {
  return op_is_before_in_block(unwrap_op(op), unwrap_op(other));
}

typedef struct WalkThunk {
  MlirOperationWalkCallback cb;
  void *ud;
} WalkThunk;

static int walk_thunk(Operation *op, void *user) {
  WalkThunk *t = user;
  switch (t->cb(wrap_op(op), t->ud)) {
  case MlirWalkResultInterrupt: return WALK_INTERRUPT;
  case MlirWalkResultSkip: return WALK_SKIP;
  default: return WALK_ADVANCE;
  }
}

void mlirOperationWalk(MlirOperation op, MlirOperationWalkCallback cb, void *ud,
                       MlirWalkOrder order) {
  WalkThunk t = {cb, ud};
  if (order == MlirWalkPreOrder) op_walk(unwrap_op(op), walk_thunk, NULL, &t);
  else op_walk(unwrap_op(op), NULL, walk_thunk, &t);
}

void mlirOperationReplaceUsesOfWith(MlirOperation op, MlirValue of, MlirValue with) {
  Operation *o = unwrap_op(op);
  for (uint32_t i = 0; i < o->num_operands; i++)
    if (o->operands[i].value == unwrap_value(of)) operand_set(&o->operands[i], unwrap_value(with));
}

/* ---- regions ------------------------------------------------------------------------ */

MlirRegion mlirRegionCreate(void) { return wrap_region(region_create(NULL)); }
void mlirRegionDestroy(MlirRegion r) { region_destroy(unwrap_region(r)); }
bool mlirRegionEqual(MlirRegion a, MlirRegion b) { return a.ptr == b.ptr; }
MlirBlock mlirRegionGetFirstBlock(MlirRegion r) { return wrap_block(unwrap_region(r)->first); }
void mlirRegionAppendOwnedBlock(MlirRegion r, MlirBlock b) {
  region_append_block(unwrap_region(r), unwrap_block(b));
}
void mlirRegionInsertOwnedBlock(MlirRegion r, intptr_t pos, MlirBlock b) {
  Region *reg = unwrap_region(r);
  Block *at = reg->first;
  while (at && pos-- > 0) at = at->next;
  region_insert_block_before(reg, at, unwrap_block(b));
}
void mlirRegionInsertOwnedBlockAfter(MlirRegion r, MlirBlock ref, MlirBlock b) {
  Region *reg = unwrap_region(r);
  Block *rb = unwrap_block(ref);
  region_insert_block_before(reg, rb ? rb->next : reg->first, unwrap_block(b));
}
void mlirRegionInsertOwnedBlockBefore(MlirRegion r, MlirBlock ref, MlirBlock b) {
  region_insert_block_before(unwrap_region(r), unwrap_block(ref), unwrap_block(b));
}
MlirRegion mlirOperationGetFirstRegion(MlirOperation op) {
  Operation *o = unwrap_op(op);
  return wrap_region(o->num_regions ? &o->regions[0] : NULL);
}
MlirRegion mlirRegionGetNextInOperation(MlirRegion r) {
  Region *reg = unwrap_region(r);
  Operation *o = reg->parent;
  if (!o) return wrap_region(NULL);
  unsigned i = region_index(reg);
  return wrap_region(i + 1 < o->num_regions ? &o->regions[i + 1] : NULL);
}
void mlirRegionTakeBody(MlirRegion target, MlirRegion source) {
  Region *t = unwrap_region(target), *s = unwrap_region(source);
  region_clear(t);
  region_take_body(t, s);
}

/* ---- blocks ---------------------------------------------------------------------------- */

MlirBlock mlirBlockCreate(intptr_t n, MlirType const *args, MlirLocation const *locs) {
  Block *b = block_create(NULL);
  if (!b) return wrap_block(NULL);
  for (intptr_t i = 0; i < n; i++) block_add_arg(b, unwrap_type(args[i]), unwrap_loc(locs[i]));
  return wrap_block(b);
}
void mlirBlockDestroy(MlirBlock b) {
  if (b.ptr) block_destroy(unwrap_block(b));
}
void mlirBlockDetach(MlirBlock b) { block_remove_from_region(unwrap_block(b)); }
bool mlirBlockEqual(MlirBlock a, MlirBlock b) { return a.ptr == b.ptr; }
MlirOperation mlirBlockGetParentOperation(MlirBlock b) { return wrap_op(block_parent_op(unwrap_block(b))); }
MlirRegion mlirBlockGetParentRegion(MlirBlock b) { return wrap_region(unwrap_block(b)->parent); }
MlirBlock mlirBlockGetNextInRegion(MlirBlock b) { return wrap_block(unwrap_block(b)->next); }
MlirOperation mlirBlockGetFirstOperation(MlirBlock b) { return wrap_op(unwrap_block(b)->first); }
MlirOperation mlirBlockGetTerminator(MlirBlock b) { return wrap_op(block_terminator(unwrap_block(b))); }
void mlirBlockAppendOwnedOperation(MlirBlock b, MlirOperation op) {
  block_append_op(unwrap_block(b), unwrap_op(op));
}
void mlirBlockInsertOwnedOperation(MlirBlock b, intptr_t pos, MlirOperation op) {
  Block *blk = unwrap_block(b);
  Operation *at = blk->first;
  while (at && pos-- > 0) at = at->next;
  block_insert_op_before(blk, at, unwrap_op(op));
}
void mlirBlockInsertOwnedOperationAfter(MlirBlock b, MlirOperation ref, MlirOperation op) {
  Block *blk = unwrap_block(b);
  Operation *r = unwrap_op(ref);
  block_insert_op_before(blk, r ? r->next : blk->first, unwrap_op(op));
}
void mlirBlockInsertOwnedOperationBefore(MlirBlock b, MlirOperation ref, MlirOperation op) {
  block_insert_op_before(unwrap_block(b), unwrap_op(ref), unwrap_op(op));
}
intptr_t mlirBlockGetNumArguments(MlirBlock b) { return unwrap_block(b)->nargs; }
MlirValue mlirBlockAddArgument(MlirBlock b, MlirType t, MlirLocation loc) {
  return wrap_value(block_add_arg(unwrap_block(b), unwrap_type(t), unwrap_loc(loc)));
}
void mlirBlockEraseArgument(MlirBlock b, unsigned index) {
  Block *blk = unwrap_block(b);
  block_erase_arg(blk, index);
}
MlirValue mlirBlockInsertArgument(MlirBlock b, intptr_t pos, MlirType t, MlirLocation loc) {
  return wrap_value(block_insert_arg(unwrap_block(b), (unsigned)pos, unwrap_type(t), unwrap_loc(loc)));
}
MlirValue mlirBlockGetArgument(MlirBlock b, intptr_t pos) {
  return wrap_value(unwrap_block(b)->args[pos]);
}
intptr_t mlirBlockGetNumSuccessors(MlirBlock b) {
  Operation *t = unwrap_block(b)->last;
  return t ? t->num_successors : 0;
}
MlirBlock mlirBlockGetSuccessor(MlirBlock b, intptr_t pos) {
  return wrap_block(unwrap_block(b)->last->successors[pos].block);
}
intptr_t mlirBlockGetNumPredecessors(MlirBlock b) { return block_num_preds(unwrap_block(b)); }
MlirBlock mlirBlockGetPredecessor(MlirBlock b, intptr_t pos) {
  /* Upstream iterates the use list; new uses are at the front. */
  BlockOperand *u = unwrap_block(b)->uses;
  while (u && pos-- > 0) u = u->next;
  return wrap_block(u ? u->owner->block : NULL);
}
void mlirBlockPrint(MlirBlock b, MlirStringCallback cb, void *ud) {
  Block *blk = unwrap_block(b);
  Operation *parent = block_parent_op(blk);
  if (!parent) {
    cb(mlirStringRefCreate("<<UNLINKED BLOCK>>\n", 19), ud);
    return;
  }
  Context *ctx = op_context(parent);
  StrBuf sb;
  sb_init(&sb, &ctx->alloc);
  PrintFlags f;
  print_flags_default(&f);
  Operation *top = block_parent_op(blk);
  while (top && op_parent_op(top)) top = op_parent_op(top);
  print_flags_verify(&f, top);
  print_block_standalone(ctx, blk, &f, &sb);
  emit_text(&sb, cb, ud);
  sb_free(&sb);
}

/* ---- values -------------------------------------------------------------------------------- */

bool mlirValueEqual(MlirValue a, MlirValue b) { return a.ptr == b.ptr; }
bool mlirValueIsABlockArgument(MlirValue v) { return unwrap_value(v)->kind == VALUE_BLOCK_ARG; }
bool mlirValueIsAOpResult(MlirValue v) { return unwrap_value(v)->kind == VALUE_RESULT; }
MlirBlock mlirBlockArgumentGetOwner(MlirValue v) { return wrap_block(unwrap_value(v)->owner); }
intptr_t mlirBlockArgumentGetArgNumber(MlirValue v) { return unwrap_value(v)->index; }
void mlirBlockArgumentSetType(MlirValue v, MlirType t) { unwrap_value(v)->type = unwrap_type(t); }
void mlirBlockArgumentSetLocation(MlirValue v, MlirLocation l) { unwrap_value(v)->loc = unwrap_loc(l); }
MlirOperation mlirOpResultGetOwner(MlirValue v) { return wrap_op(unwrap_value(v)->owner); }
intptr_t mlirOpResultGetResultNumber(MlirValue v) { return unwrap_value(v)->index; }
MlirType mlirValueGetType(MlirValue v) { return wrap_type(unwrap_value(v)->type); }
void mlirValueSetType(MlirValue v, MlirType t) { unwrap_value(v)->type = unwrap_type(t); }
MlirLocation mlirValueGetLocation(MlirValue v) {
  Value *val = unwrap_value(v);
  return wrap_loc(val->kind == VALUE_RESULT ? ((Operation *)val->owner)->loc : val->loc);
}
MlirContext mlirValueGetContext(MlirValue v) { return wrap_ctx(unwrap_value(v)->type->ctx); }
void mlirValuePrint(MlirValue v, MlirStringCallback cb, void *ud) {
  Value *val = unwrap_value(v);
  if (val->kind == VALUE_RESULT) {
    mlirOperationPrint(wrap_op(val->owner), cb, ud);
    return;
  }
  Context *ctx = val->type->ctx;
  StrBuf sb;
  sb_init(&sb, &ctx->alloc);
  sb_printf(&sb, "<block argument> of type '");
  print_type(val->type, &sb);
  sb_printf(&sb, "' at index: %u", val->index);
  emit_text(&sb, cb, ud);
  sb_free(&sb);
}
void mlirValueDump(MlirValue v) {
  mlirValuePrint(v, capi_to_stderr, NULL);
  fputc('\n', stderr);
}
void mlirValuePrintAsOperand(MlirValue v, MlirAsmState state, MlirStringCallback cb, void *ud) {
  Value *val = unwrap_value(v);
  Context *ctx = val->type->ctx;
  const AsmState *st = state.ptr;
  StrBuf sb;
  sb_init(&sb, &ctx->alloc);
  PrintFlags f;
  print_flags_default(&f);
  print_value_as_operand(ctx, val, st ? st->root : NULL, st ? &st->flags : &f, &sb);
  emit_text(&sb, cb, ud);
  sb_free(&sb);
}
MlirOpOperand mlirValueGetFirstUse(MlirValue v) { return (MlirOpOperand){unwrap_value(v)->uses}; }
void mlirValueReplaceAllUsesOfWith(MlirValue of, MlirValue with) {
  value_replace_all_uses(unwrap_value(of), unwrap_value(with));
}
void mlirValueReplaceAllUsesExcept(MlirValue of, MlirValue with, intptr_t n, MlirOperation *except) {
  Value *from = unwrap_value(of);
  OpOperand *u = from->uses;
  while (u) {
    OpOperand *next = u->next;
    bool skip = false;
    for (intptr_t i = 0; i < n && !skip; i++) skip = u->owner == unwrap_op(except[i]);
    if (!skip) operand_set(u, unwrap_value(with));
    u = next;
  }
}
bool mlirOpOperandIsNull(MlirOpOperand o) { return !o.ptr; }
MlirValue mlirOpOperandGetValue(MlirOpOperand o) { return wrap_value(((OpOperand *)o.ptr)->value); }
MlirOperation mlirOpOperandGetOwner(MlirOpOperand o) { return wrap_op(((OpOperand *)o.ptr)->owner); }
unsigned mlirOpOperandGetOperandNumber(MlirOpOperand o) {
  OpOperand *op = o.ptr;
  return (unsigned)(op - op->owner->operands);
}
MlirOpOperand mlirOpOperandGetNextUse(MlirOpOperand o) { return (MlirOpOperand){((OpOperand *)o.ptr)->next}; }

/* ---- types and attributes ------------------------------------------------------------------------ */

MlirType mlirTypeParseGet(MlirContext c, MlirStringRef s) {
  return wrap_type(parse_type_str(unwrap_ctx(c), s.data, s.length));
}
MlirContext mlirTypeGetContext(MlirType t) { return wrap_ctx(unwrap_type(t)->ctx); }
MlirTypeID mlirTypeGetTypeID(MlirType t) { return mlirTypeIDCreate(storage_type_id(unwrap_type(t)->kind)); }
MlirDialect mlirTypeGetDialect(MlirType t) {
  const Type *ty = unwrap_type(t);
  return (MlirDialect){(void *)ctx_lookup_dialect(ty->ctx, "builtin", 7)};
}
bool mlirTypeEqual(MlirType a, MlirType b) { return a.ptr == b.ptr; }
void mlirTypePrint(MlirType t, MlirStringCallback cb, void *ud) {
  const Type *ty = unwrap_type(t);
  StrBuf sb;
  sb_init(&sb, &ty->ctx->alloc);
  print_type(ty, &sb);
  emit_text(&sb, cb, ud);
  sb_free(&sb);
}
void mlirTypeDump(MlirType t) {
  mlirTypePrint(t, capi_to_stderr, NULL);
  fputc('\n', stderr);
}

MlirAttribute mlirAttributeParseGet(MlirContext c, MlirStringRef s) {
  return wrap_attr(parse_attr_str(unwrap_ctx(c), s.data, s.length));
}
MlirContext mlirAttributeGetContext(MlirAttribute a) { return wrap_ctx(unwrap_attr(a)->ctx); }
MlirType mlirAttributeGetType(MlirAttribute a) { return wrap_type(attr_get_type(unwrap_attr(a))); }
MlirTypeID mlirAttributeGetTypeID(MlirAttribute a) {
  return mlirTypeIDCreate(storage_type_id(unwrap_attr(a)->kind));
}
MlirDialect mlirAttributeGetDialect(MlirAttribute a) {
  const Attr *at = unwrap_attr(a);
  return (MlirDialect){(void *)ctx_lookup_dialect(at->ctx, "builtin", 7)};
}
bool mlirAttributeEqual(MlirAttribute a, MlirAttribute b) { return a.ptr == b.ptr; }
void mlirAttributePrint(MlirAttribute a, MlirStringCallback cb, void *ud) {
  const Attr *at = unwrap_attr(a);
  StrBuf sb;
  sb_init(&sb, &at->ctx->alloc);
  print_attribute(at, &sb);
  emit_text(&sb, cb, ud);
  sb_free(&sb);
}
void mlirAttributeDump(MlirAttribute a) {
  mlirAttributePrint(a, capi_to_stderr, NULL);
  fputc('\n', stderr);
}
MlirNamedAttribute mlirNamedAttributeGet(MlirIdentifier name, MlirAttribute a) {
  return (MlirNamedAttribute){name, a};
}
