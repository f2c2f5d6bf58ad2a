/* irdl_load.c: dialects defined at run time by an IRDL module (mlir-opt's
 * --irdl-file): each `irdl.dialect` becomes a dialect of the context and
 * each `irdl.operation` in it an op whose verifier evaluates the IRDL
 * constraints as upstream's IRDL verifiers do: every constraint variable
 * (an SSA value of the IRDL body) binds to the first attribute or type it
 * accepts, later uses must be equal to it; `any_of` tries its choices
 * silently and keeps the bindings of the first that holds. The ops have no
 * custom syntax: they parse and print in the generic form.
 *
 * Constraints evaluated: irdl.is, irdl.any, irdl.any_of, irdl.all_of and
 * irdl.base with a name ("!builtin.integer", "#builtin.string"). Types and
 * attributes defined in IRDL (irdl.type / irdl.attribute) and the
 * constraints that refer to them (irdl.parametric, irdl.base @sym) or to C++
 * (irdl.c_pred) are reported as not supported when an op uses them. */
#include "irdl.h"
#include "../utils/dialect_util.h"
#include "../../ods/ods_format.h"

#include <stdio.h>

enum IrdlConsKind { IC_ANY, IC_IS, IC_ANY_OF, IC_ALL_OF, IC_BASE_TYPE, IC_BASE_ATTR };
enum IrdlVariadicity { IV_SINGLE, IV_OPTIONAL, IV_VARIADIC };

typedef struct IrdlCons {
  uint8_t kind;
  const Storage *expected; /* IC_IS: a type, or a non-type attribute */
  const char *base;        /* IC_BASE_*: "builtin.integer" */
  unsigned nargs;
  unsigned *args; /* IC_ANY_OF / IC_ALL_OF: constraint variables */
} IrdlCons;

typedef struct IrdlSlot {
  const Ident *name;
  unsigned var;
  uint8_t variadicity;
} IrdlSlot;

/* An op defined in IRDL; `def` comes first so that the verifiers reach the
 * rest from op->name->def. */
typedef struct IrdlOp {
  OpDef def;
  unsigned ncons, nops, nres, nattrs, nregions;
  IrdlCons *cons;
  IrdlSlot *ops, *res, *attrs;
} IrdlOp;

/* ---- names of builtin kinds (upstream's abstract type/attribute names) ---------- */

static const char *builtin_kind_name(unsigned k) {
  switch (k) {
  case TK_INTEGER: return "builtin.integer";
  case TK_INDEX: return "builtin.index";
  case TK_NONE: return "builtin.none";
  case TK_F4E2M1FN: return "builtin.f4E2M1FN";
  case TK_F6E2M3FN: return "builtin.f6E2M3FN";
  case TK_F6E3M2FN: return "builtin.f6E3M2FN";
  case TK_F8E5M2: return "builtin.f8E5M2";
  case TK_F8E4M3: return "builtin.f8E4M3";
  case TK_F8E4M3FN: return "builtin.f8E4M3FN";
  case TK_F8E5M2FNUZ: return "builtin.f8E5M2FNUZ";
  case TK_F8E4M3FNUZ: return "builtin.f8E4M3FNUZ";
  case TK_F8E4M3B11FNUZ: return "builtin.f8E4M3B11FNUZ";
  case TK_F8E3M4: return "builtin.f8E3M4";
  case TK_F8E8M0FNU: return "builtin.f8E8M0FNU";
  case TK_BF16: return "builtin.bf16";
  case TK_F16: return "builtin.f16";
  case TK_TF32: return "builtin.tf32";
  case TK_F32: return "builtin.f32";
  case TK_F64: return "builtin.f64";
  case TK_F80: return "builtin.f80";
  case TK_F128: return "builtin.f128";
  case TK_COMPLEX: return "builtin.complex";
  case TK_TUPLE: return "builtin.tuple";
  case TK_FUNCTION: return "builtin.function";
  case TK_VECTOR: return "builtin.vector";
  case TK_RANKED_TENSOR: return "builtin.tensor";
  case TK_UNRANKED_TENSOR: return "builtin.unranked_tensor";
  case TK_MEMREF: return "builtin.memref";
  case TK_UNRANKED_MEMREF: return "builtin.unranked_memref";
  case TK_OPAQUE: return "builtin.opaque";
  case AK_INTEGER: return "builtin.integer";
  case AK_FLOAT: return "builtin.float";
  case AK_STRING: return "builtin.string";
  case AK_UNIT: return "builtin.unit";
  case AK_ARRAY: return "builtin.array";
  case AK_DICTIONARY: return "builtin.dictionary";
  case AK_TYPE: return "builtin.type";
  case AK_SYMBOL_REF: return "builtin.symbol_ref";
  case AK_DENSE_ARRAY: return "builtin.dense_array";
  case AK_DENSE_ELEMENTS: return "builtin.dense_int_or_fp_elements";
  case AK_DENSE_STRING: return "builtin.dense_string_elements";
  case AK_OPAQUE: return "builtin.opaque";
  case AK_STRIDED_LAYOUT: return "builtin.strided_layout";
  case AK_AFFINE_MAP: return "builtin.affine_map";
  case AK_INTEGER_SET: return "builtin.integer_set";
  case AK_DENSE_RESOURCE: return "builtin.dense_resource_elements";
  case AK_SPARSE_ELEMENTS: return "builtin.sparse_elements";
  case AK_DISTINCT: return "builtin.distinct";
  default: return "";
  }
}

static const char *kind_name(const Storage *s) {
  if (s->kind == TK_DIALECT || s->kind == AK_DIALECT) {
    const AttrClass *cls = WORD_PTR(const AttrClass, s->p[0]);
    return cls && cls->name ? cls->name : "";
  }
  return builtin_kind_name(s->kind);
}

/* ---- verification ------------------------------------------------------------------ */

typedef struct IrdlVerifier {
  Operation *op;
  const IrdlOp *d;
  const Storage **bound; /* per constraint variable, NULL while free */
  bool emit;
} IrdlVerifier;

static void storage_str(const Storage *s, StrBuf *sb) {
  if (is_type(s)) print_type(s, sb);
  else print_attribute(s, sb);
}

/* Reports `fmt` with %s replaced by the printed forms of `a` and `b` (plain
 * error at the op, as upstream's emitError, with the op as a note). */
static bool fail2(IrdlVerifier *v, const char *fmt, const Storage *a, const char *b_text, const Storage *b) {
  if (!v->emit) return false;
  StrBuf sa, sbb;
  sb_init(&sa, &op_context(v->op)->alloc);
  sb_init(&sbb, &op_context(v->op)->alloc);
  if (a) storage_str(a, &sa);
  if (b) storage_str(b, &sbb);
  op_fail_plain(v->op, fmt, a ? (sa.data ? sa.data : "") : b_text, b ? (sbb.data ? sbb.data : "") : b_text);
  sb_free(&sa);
  sb_free(&sbb);
  return false;
}

static bool verify_var(IrdlVerifier *v, unsigned var, const Storage *s);

static bool verify_cons(IrdlVerifier *v, unsigned var, const Storage *s) {
  const IrdlCons *c = &v->d->cons[var];
  switch (c->kind) {
  case IC_ANY: return true;
  case IC_IS: return c->expected == s || fail2(v, "expected '%s' but got '%s'", c->expected, NULL, s);
  case IC_ALL_OF:
    for (unsigned i = 0; i < c->nargs; i++)
      if (!verify_var(v, c->args[i], s)) return false;
    return true;
  case IC_ANY_OF: {
    size_t n = v->d->ncons * sizeof *v->bound;
    const Storage **saved = ctx_alloc(op_context(v->op), n ? n : 1);
    if (!saved) return false;
    memcpy(saved, v->bound, n);
    bool emit = v->emit, ok = false;
    v->emit = false;
    for (unsigned i = 0; i < c->nargs && !ok; i++) {
      ok = verify_var(v, c->args[i], s);
      if (!ok) memcpy(v->bound, saved, n);
    }
    v->emit = emit;
    ctx_free(op_context(v->op), saved);
    return ok || fail2(v, "'%s' does not satisfy the constraint%s", s, "", NULL);
  }
  case IC_BASE_TYPE:
    if (!is_type(s)) {
      /* upstream's message lacks the closing quote */
      return fail2(v, "expected type, got attribute '%s%s", s, "", NULL);
    }
    if (strcmp(kind_name(s), c->base) == 0) return true;
    if (v->emit) op_fail_plain(v->op, "expected base type '%s' but got '%s'", c->base, kind_name(s));
    return false;
  case IC_BASE_ATTR: {
    const char *n = is_type(s) ? "builtin.type" : kind_name(s);
    if (strcmp(n, c->base) == 0) return true;
    if (v->emit) op_fail_plain(v->op, "expected base attribute '%s' but got '%s'", c->base, n);
    return false;
  }
  default: return false;
  }
}

static bool verify_var(IrdlVerifier *v, unsigned var, const Storage *s) {
  if (v->bound[var])
    return v->bound[var] == s || fail2(v, "expected '%s' but got '%s'", v->bound[var], NULL, s);
  if (!verify_cons(v, var, s)) return false;
  v->bound[var] = s;
  return true;
}

/* The group sizes of operands or results (upstream's getSegmentSizes):
 * counts alone with at most one non-single group, a segment attribute
 * otherwise. */
static bool segment_sizes(Operation *op, const IrdlSlot *slots, unsigned nslots, unsigned total,
                          const char *what, const char *attr_name, unsigned *sizes) {
  unsigned nvar = 0, var_at = 0;
  for (unsigned i = 0; i < nslots; i++)
    if (slots[i].variadicity != IV_SINGLE) nvar++, var_at = i;
  if (nvar == 0) {
    if (total != nslots) return op_fail_plain(op, "op expects exactly %u %ss, but got %u", nslots, what, total);
    for (unsigned i = 0; i < nslots; i++) sizes[i] = 1;
    return true;
  }
  if (nvar == 1) {
    if (total + 1 < nslots)
      return op_fail_plain(op, "op expects at least %u %ss, but got %u", nslots - 1, what, total);
    if (slots[var_at].variadicity == IV_OPTIONAL && total > nslots)
      return op_fail_plain(op, "op expects at most %u %ss, but got %u", nslots, what, total);
    for (unsigned i = 0; i < nslots; i++) sizes[i] = i == var_at ? total + 1 - nslots : 1;
    return true;
  }
  const Attr *seg = op_get_attr(op, attr_name, strlen(attr_name));
  const Type *et = seg && seg->kind == AK_DENSE_ARRAY ? WORD_PTR(const Type, seg->p[0]) : NULL;
  if (!et || !type_is_integer(et) || type_int_width(et) != 32)
    return op_fail_plain(op, "'%s' attribute is expected but not provided", attr_name);
  if (seg->aux != nslots)
    return op_fail_plain(op, "'%s' attribute for specifying %s segments must have %u elements, but got %u",
                         attr_name, what, nslots, (unsigned)seg->aux);
  const Ident *blob = WORD_PTR(const Ident, seg->p[1]);
  unsigned sum = 0;
  for (unsigned i = 0; i < nslots; i++) {
    int32_t n;
    memcpy(&n, blob->str + 4 * i, 4);
    if (slots[i].variadicity == IV_SINGLE && n != 1)
      return op_fail_plain(op, "element %u in '%s' attribute must be equal to 1", i, attr_name);
    if (slots[i].variadicity == IV_OPTIONAL && n != 0 && n != 1)
      return op_fail_plain(op, "element %u in '%s' attribute must be equal to 0 or 1", i, attr_name);
    if (n < 0) return op_fail_plain(op, "element %u in '%s' attribute must be >= 0", i, attr_name);
    sizes[i] = (unsigned)n;
    sum += (unsigned)n;
  }
  if (sum != total)
    return op_fail_plain(op, "sum of elements in '%s' attribute must be equal to the number of %ss", attr_name,
                         what);
  return true;
}

/* A type attribute stands for its type, as IRDL wraps types. */
static const Storage *unwrap(const Attr *a) {
  return a && a->kind == AK_TYPE ? WORD_PTR(const Storage, a->p[0]) : a;
}

static bool irdl_verify(Operation *op) {
  const IrdlOp *d = (const IrdlOp *)op->name->def;
  Context *ctx = op_context(op);
  unsigned *op_sizes = ctx_zalloc(ctx, (d->nops + 1) * sizeof *op_sizes);
  unsigned *res_sizes = ctx_zalloc(ctx, (d->nres + 1) * sizeof *res_sizes);
  const Storage **bound = ctx_zalloc(ctx, (d->ncons + 1) * sizeof *bound);
  bool ok = op_sizes && res_sizes && bound &&
            segment_sizes(op, d->ops, d->nops, op->num_operands, "operand", "operandSegmentSizes", op_sizes) &&
            segment_sizes(op, d->res, d->nres, op->num_results, "result", "resultSegmentSizes", res_sizes);
  IrdlVerifier v = {op, d, bound, true};
  for (unsigned i = 0; ok && i < d->nattrs; i++) {
    const Attr *a = op_get_attr(op, d->attrs[i].name->str, d->attrs[i].name->len);
    if (!a) ok = op_fail(op, "attribute \"%s\" is expected but not provided", d->attrs[i].name->str);
    else ok = verify_var(&v, d->attrs[i].var, unwrap(a));
  }
  for (unsigned i = 0, k = 0; ok && i < d->nops; i++)
    for (unsigned n = 0; ok && n < op_sizes[i]; n++, k++) ok = verify_var(&v, d->ops[i].var, op->operands[k].value->type);
  for (unsigned i = 0, k = 0; ok && i < d->nres; i++)
    for (unsigned n = 0; ok && n < res_sizes[i]; n++, k++) ok = verify_var(&v, d->res[i].var, op->results[k].type);
  ctx_free(ctx, op_sizes);
  ctx_free(ctx, res_sizes);
  ctx_free(ctx, bound);
  return ok;
}

static bool irdl_verify_regions(Operation *op) {
  const IrdlOp *d = (const IrdlOp *)op->name->def;
  if (op->num_regions == d->nregions) return true;
  return op_fail(op, "unexpected number of regions: expected %u but got %u", d->nregions, op->num_regions);
}

/* ---- loading --------------------------------------------------------------------- */

static const char *sym_name(const Operation *op) {
  const Attr *a = op_get_attr(op, "sym_name", 8);
  return a && a->kind == AK_STRING ? attr_string_ident(a)->str : NULL;
}

/* The constraint variable an SSA value of the body stands for. */
static bool var_of_value(Operation *at, Operation *const *defs, unsigned n, const Value *val, unsigned *out) {
  for (unsigned i = 0; i < n; i++)
    if (val->owner == defs[i]) {
      *out = i;
      return true;
    }
  return op_fail(at, "operand is not an IRDL constraint supported by mlirc");
}

static uint8_t variadicity_at(const Attr *arr_attr, unsigned i) {
  const Attr *arr = arr_attr && arr_attr->kind == AK_DIALECT ? WORD_PTR(const Attr, ods_def_param(arr_attr, 0)) : NULL;
  if (!arr || arr->kind != AK_ARRAY || i >= arr->n) return IV_SINGLE;
  const Attr *e = WORD_PTR(const Attr, arr->p[i]);
  const OdsAttrDef *def = WORD_PTR(const AttrClass, e->p[0])->data;
  StrBuf sb;
  sb_init(&sb, NULL);
  ods_enum_print_value(def->enum_info, e->p[1], &sb);
  uint8_t k = sb.data && !strcmp(sb.data, "optional") ? IV_OPTIONAL : sb.data && !strcmp(sb.data, "variadic") ? IV_VARIADIC
                                                                                                                 : IV_SINGLE;
  sb_free(&sb);
  return k;
}

/* Operands or results of an op: `decl` is irdl.operands / irdl.results. */
static bool load_slots(Context *ctx, Operation *decl, Operation *const *defs, unsigned ndefs, const char *names_attr,
                       const char *variadicity_attr, IrdlSlot **out, unsigned *n) {
  const Attr *names = op_get_attr(decl, names_attr, strlen(names_attr));
  const Attr *vars = variadicity_attr ? op_get_attr(decl, variadicity_attr, strlen(variadicity_attr)) : NULL;
  *n = decl->num_operands;
  *out = arena_alloc(&ctx->arena, (*n + 1) * sizeof **out);
  if (!*out) return false;
  for (unsigned i = 0; i < *n; i++) {
    const Attr *nm = names && names->kind == AK_ARRAY && i < names->n ? WORD_PTR(const Attr, names->p[i]) : NULL;
    (*out)[i].name = nm && nm->kind == AK_STRING ? attr_string_ident(nm) : ident_cstr(ctx, "");
    (*out)[i].variadicity = variadicity_at(vars, i);
    if (!var_of_value(decl, defs, ndefs, decl->operands[i].value, &(*out)[i].var)) return false;
  }
  return true;
}

static bool load_constraint(Context *ctx, Operation *c, Operation *const *defs, unsigned i, IrdlCons *out) {
  memset(out, 0, sizeof *out);
  if (op_is(c, "irdl.any")) {
    out->kind = IC_ANY;
  } else if (op_is(c, "irdl.is")) {
    out->kind = IC_IS;
    out->expected = unwrap(op_get_attr(c, "expected", 8));
  } else if (op_is(c, "irdl.any_of") || op_is(c, "irdl.all_of")) {
    out->kind = op_is(c, "irdl.any_of") ? IC_ANY_OF : IC_ALL_OF;
    out->nargs = c->num_operands;
    out->args = arena_alloc(&ctx->arena, (c->num_operands + 1) * sizeof *out->args);
    if (!out->args) return false;
    for (unsigned k = 0; k < c->num_operands; k++)
      if (!var_of_value(c, defs, i, c->operands[k].value, &out->args[k])) return false;
  } else if (op_is(c, "irdl.base") && op_get_attr(c, "base_name", 9)) {
    const Attr *a = op_get_attr(c, "base_name", 9);
    const Ident *s = a->kind == AK_STRING ? attr_string_ident(a) : NULL;
    if (!s || s->len < 2 || (s->str[0] != '!' && s->str[0] != '#'))
      return op_fail(c, "the base name must start with '!' or '#'");
    out->kind = s->str[0] == '!' ? IC_BASE_TYPE : IC_BASE_ATTR;
    out->base = s->str + 1;
  } else {
    return op_fail(c, "is not supported by mlirc's IRDL loader yet");
  }
  return true;
}

static bool load_op(Context *ctx, Dialect *dialect, const char *ns, Operation *def) {
  const char *name = sym_name(def);
  Block *body = def->num_regions ? def->regions[0].first : NULL;
  if (!name || !body) return op_fail(def, "requires a name and a body");
  IrdlOp *d = arena_alloc(&ctx->arena, sizeof *d);
  if (!d) return false;
  memset(d, 0, sizeof *d);
  unsigned nbody = 0;
  for (Operation *o = body->first; o; o = o->next) nbody++;
  Operation **defs = ctx_zalloc(ctx, (nbody + 1) * sizeof *defs);
  d->cons = arena_alloc(&ctx->arena, (nbody + 1) * sizeof *d->cons);
  bool ok = defs && d->cons;
  for (Operation *o = body->first; ok && o; o = o->next) {
    if (o->num_results == 1 && !op_is(o, "irdl.region")) {
      ok = load_constraint(ctx, o, defs, d->ncons, &d->cons[d->ncons]);
      defs[d->ncons++] = o;
    } else if (op_is(o, "irdl.operands")) {
      ok = load_slots(ctx, o, defs, d->ncons, "names", "variadicity", &d->ops, &d->nops);
    } else if (op_is(o, "irdl.results")) {
      ok = load_slots(ctx, o, defs, d->ncons, "names", "variadicity", &d->res, &d->nres);
    } else if (op_is(o, "irdl.attributes")) {
      ok = load_slots(ctx, o, defs, d->ncons, "attributeValueNames", NULL, &d->attrs, &d->nattrs);
    } else if (op_is(o, "irdl.regions")) {
      d->nregions = o->num_operands; /* region shapes are not checked yet */
    }
  }
  ctx_free(ctx, defs);
  if (!ok) return false;
  size_t n = strlen(ns) + 1 + strlen(name);
  char *full = arena_alloc(&ctx->arena, n + 1);
  if (!full) return false;
  snprintf(full, n + 1, "%s.%s", ns, name);
  d->def.name = full;
  d->def.verify_invariants = irdl_verify;
  d->def.verify_regions = irdl_verify_regions;
  return ctx_add_op(ctx, dialect, &d->def);
}

static bool load_dialect(Context *ctx, Operation *dop) {
  const char *ns = sym_name(dop);
  if (!ns) return op_fail(dop, "requires attribute 'sym_name'");
  DialectDef *dd = arena_alloc(&ctx->arena, sizeof *dd);
  char *ns_copy = arena_alloc(&ctx->arena, strlen(ns) + 1);
  if (!dd || !ns_copy) return false;
  memset(dd, 0, sizeof *dd);
  strcpy(ns_copy, ns);
  dd->ns = ns_copy;
  Dialect *d = ctx_add_dialect(ctx, ns_copy, dd);
  if (!d) return false;
  Block *body = dop->num_regions ? dop->regions[0].first : NULL;
  for (Operation *o = body ? body->first : NULL; o; o = o->next)
    if (op_is(o, "irdl.operation") && !load_op(ctx, d, ns_copy, o)) return false;
  return true;
}

bool irdl_load_dialects(Context *ctx, Operation *module) {
  Block *body = module->num_regions ? module->regions[0].first : NULL;
  for (Operation *o = body ? body->first : NULL; o; o = o->next)
    if (op_is(o, "irdl.dialect") && !load_dialect(ctx, o)) return false;
  return true;
}
