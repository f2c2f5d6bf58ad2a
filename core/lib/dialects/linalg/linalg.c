/* linalg.c: the linalg dialect's hand-written pieces (upstream's
 * LinalgOps.cpp): the short form of the named structured ops
 * (`linalg.matmul ins(...) outs(...) -> ...`) whose regions are built by
 * interpreting the generated region-builder programs (linalg.h), the
 * syntax of linalg.generic, linalg.map, linalg.reduce, linalg.transpose,
 * linalg.broadcast, linalg.elementwise, linalg.contract, the matmul
 * family (optional indexing_maps) and linalg.yield, block argument and
 * result names, and some verifiers. linalg.index, linalg.pack/unpack,
 * softmax and the winograd ops use their declarative formats. */
#include "../dialects.h"
#include "../utils/dialect_util.h"
#include "linalg.h"
#include "linalg_structured.h"

#include <stdio.h>
#include <stdlib.h>

MLIR_INTERNAL extern const OdsDialect ODS_linalg; /* generated from ODS */

/* ---- region builder programs -------------------------------------------------- */

enum { MAX_PROG = 64 };

typedef struct Builder {
  Context *ctx;
  Block *b;
  const Loc *loc;
  Parser *p;        /* for diagnostics, or NULL */
  const Loc *err_loc;
  bool cast_unsigned; /* the op's `cast` attribute */
} Builder;

static bool build_error(Builder *bd, const char *msg) {
  if (bd->p) return parser_error_loc(bd->p, bd->err_loc, "%s", msg);
  emit_error(bd->ctx, bd->err_loc, "%s", msg);
  return false;
}

/* Appends `name`(operands) -> type (no result when NULL) to the block. */
static Value *emit(Builder *bd, const char *name, Value *const *ops, unsigned n, const Type *type,
                   const char *attr, const Attr *value) {
  Context *ctx = bd->ctx;
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, name, strlen(name)), bd->loc);
  for (unsigned i = 0; i < n; i++)
    if (!opstate_add_operand(&st, ops[i])) goto fail;
  if (type && !opstate_add_type(&st, type)) goto fail;
  if (attr && !opstate_add_attr(&st, ident_cstr(ctx, attr), value)) goto fail;
  Operation *op = op_create(&st);
  if (!op) return NULL;
  block_append_op(bd->b, op);
  return op->num_results ? &op->results[0] : (Value *)op;
fail:
  opstate_free(&st);
  return NULL;
}

static unsigned float_width(const Type *t) { return float_semantics(t)->width; }

/* convertScalarToDtype */
static Value *cast_to(Builder *bd, const Type *to, Value *v, bool is_unsigned) {
  const Type *from = v->type;
  if (from == to) return v;
  Value *ops[1] = {v};
  if (type_is_integer(to)) {
    if (type_is_float(from)) return emit(bd, is_unsigned ? "arith.fptoui" : "arith.fptosi", ops, 1, to, NULL, NULL);
    if (from->kind == TK_INDEX) return emit(bd, "arith.index_cast", ops, 1, to, NULL, NULL);
    if (type_is_integer(from)) {
      if (type_int_width(to) > type_int_width(from))
        return emit(bd, is_unsigned ? "arith.extui" : "arith.extsi", ops, 1, to, NULL, NULL);
      if (type_int_width(to) < type_int_width(from)) return emit(bd, "arith.trunci", ops, 1, to, NULL, NULL);
      return v;
    }
  } else if (type_is_float(to)) {
    if (type_is_integer(from)) return emit(bd, is_unsigned ? "arith.uitofp" : "arith.sitofp", ops, 1, to, NULL, NULL);
    if (type_is_float(from)) {
      if (float_width(to) > float_width(from)) return emit(bd, "arith.extf", ops, 1, to, NULL, NULL);
      if (float_width(to) < float_width(from)) return emit(bd, "arith.truncf", ops, 1, to, NULL, NULL);
      return v;
    }
  }
  /* Upstream warns and keeps the operand (verification then reports). */
  return v;
}

static Value *unary(Builder *bd, const char *fn, Value *a) {
  if (!type_is_float(a->type)) return build_error(bd, "unsupported non numeric type"), NULL;
  static const struct { const char *fn, *op; } U[] = {
      {"exp", "math.exp"},     {"log", "math.log"},     {"abs", "math.absf"},     {"ceil", "math.ceil"},
      {"floor", "math.floor"}, {"negf", "arith.negf"}, {"round", "math.round"}, {"sqrt", "math.sqrt"},
      {"rsqrt", "math.rsqrt"}, {"tanh", "math.tanh"},  {"erf", "math.erf"},     {NULL, NULL}};
  for (unsigned i = 0; U[i].fn; i++)
    if (!strcmp(fn, U[i].fn)) return emit(bd, U[i].op, &a, 1, a->type, NULL, NULL);
  if (!strcmp(fn, "square")) {
    Value *ops[2] = {a, a};
    return emit(bd, "arith.mulf", ops, 2, a->type, NULL, NULL);
  }
  if (!strcmp(fn, "reciprocal")) {
    Value *one = emit(bd, "arith.constant", NULL, 0, a->type, "value", attr_float_double(bd->ctx, a->type, 1.0));
    Value *ops[2] = {one, a};
    return one ? emit(bd, "arith.divf", ops, 2, a->type, NULL, NULL) : NULL;
  }
  return build_error(bd, "unsupported unary function"), NULL;
}

static Value *binary(Builder *bd, const char *fn, Value *a, Value *b) {
  bool cx = a->type->kind == TK_COMPLEX && b->type->kind == TK_COMPLEX;
  bool fp = type_is_float(a->type) && type_is_float(b->type);
  bool in = type_is_integer(a->type) && type_is_integer(b->type);
  bool bl = in && type_int_width(a->type) == 1 && type_int_width(b->type) == 1;
  if (!cx && !fp && !in) {
    StrBuf m;
    sb_init(&m, &bd->ctx->alloc);
    sb_puts(&m, "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got ");
    print_type(a->type, &m);
    sb_puts(&m, " and ");
    print_type(b->type, &m);
    build_error(bd, m.data ? m.data : "");
    sb_free(&m);
    return NULL;
  }
  const char *op = NULL;
  if (!strcmp(fn, "add")) op = cx ? "complex.add" : fp ? "arith.addf" : bl ? "arith.ori" : "arith.addi";
  else if (!strcmp(fn, "sub")) op = cx ? "complex.sub" : fp ? "arith.subf" : bl ? NULL : "arith.subi";
  else if (!strcmp(fn, "mul")) op = cx ? "complex.mul" : fp ? "arith.mulf" : bl ? "arith.andi" : "arith.muli";
  else if (!strcmp(fn, "div")) op = cx ? "complex.div" : fp ? "arith.divf" : bl ? NULL : "arith.divsi";
  else if (!strcmp(fn, "div_unsigned")) op = in && !bl ? "arith.divui" : NULL;
  else if (!strcmp(fn, "max_signed")) op = fp ? "arith.maximumf" : "arith.maxsi";
  else if (!strcmp(fn, "min_signed")) op = fp ? "arith.minimumf" : "arith.minsi";
  else if (!strcmp(fn, "max_unsigned")) op = fp ? "arith.maximumf" : "arith.maxui";
  else if (!strcmp(fn, "min_unsigned")) op = fp ? "arith.minimumf" : "arith.minui";
  else if (!strcmp(fn, "powf")) op = fp ? "math.powf" : NULL;
  else return build_error(bd, "unsupported binary function"), NULL;
  if (!op) {
    const char *why = !strcmp(fn, "sub")   ? "unsupported operation: sub with bools"
                      : !strcmp(fn, "div") ? "unsupported operation: div with bools"
                      : !strcmp(fn, "powf") ? "unsupported binary function"
                                            : "unsupported operation: unsigned div not on uint";
    return build_error(bd, why), NULL;
  }
  Value *ops[2] = {a, b};
  return emit(bd, op, ops, 2, a->type, NULL, NULL);
}

/* A value reference of a program: aK or vK. */
static Value *prog_value(Builder *bd, const char **s, Value **vals, unsigned nvals) {
  char kind = **s;
  (*s)++;
  unsigned k = (unsigned)strtoul(*s, (char **)s, 10);
  if (kind == 'a') return k < bd->b->nargs ? bd->b->args[k] : NULL;
  return kind == 'v' && k < nvals ? vals[k] : NULL;
}

static const Type *prog_type(Builder *bd, const char **s) {
  const char *t = *s;
  if (*t == '@') {
    (*s)++;
    unsigned k = (unsigned)strtoul(*s, (char **)s, 10);
    return k < bd->b->nargs ? bd->b->args[k]->type : NULL;
  }
  size_t n = strcspn(t, ",;");
  *s += n;
  return parse_type_str(bd->ctx, t, n);
}

static bool skip(const char **s, char c) {
  if (**s != c) return false;
  (*s)++;
  return true;
}

/* Runs a region-builder program over the block's arguments. */
static bool run_program(Builder *bd, const char *prog) {
  Value *vals[MAX_PROG];
  unsigned n = 0;
  const char *s = prog;
  while (*s) {
    char op = *s++;
    Value *r = NULL;
    char fn[24] = {0};
    if (op == 'u' || op == 'b') {
      size_t k = strcspn(s, ",");
      if (k >= sizeof fn) return false;
      memcpy(fn, s, k);
      s += k;
      skip(&s, ',');
    }
    switch (op) {
    case 't': {
      char kind = *s++;
      skip(&s, ',');
      const Type *to = prog_type(bd, &s);
      skip(&s, ',');
      Value *v = prog_value(bd, &s, vals, n);
      if (!to || !v) return false;
      r = cast_to(bd, to, v, kind == 'u' || (kind == 'a' && bd->cast_unsigned));
      break;
    }
    case 'u': {
      Value *v = prog_value(bd, &s, vals, n);
      r = v ? unary(bd, fn, v) : NULL;
      break;
    }
    case 'b': {
      Value *a = prog_value(bd, &s, vals, n);
      skip(&s, ',');
      Value *b = prog_value(bd, &s, vals, n);
      r = a && b ? binary(bd, fn, a, b) : NULL;
      break;
    }
    case 's': {
      Value *ops[3];
      for (int i = 0; i < 3; i++) {
        if (i) skip(&s, ',');
        if (!(ops[i] = prog_value(bd, &s, vals, n))) return false;
      }
      r = emit(bd, "arith.select", ops, 3, ops[1]->type, NULL, NULL);
      break;
    }
    case 'c': {
      size_t k = strcspn(s, ";");
      const Attr *a = parse_attr_str(bd->ctx, s, k);
      s += k;
      r = a ? emit(bd, "arith.constant", NULL, 0, attr_get_type(a), "value", a) : NULL;
      break;
    }
    case 'i': {
      long dim = strtol(s, (char **)&s, 10);
      r = emit(bd, "linalg.index", NULL, 0, bd->ctx->t_index, "dim", attr_integer(bd->ctx, bd->ctx->t_i64, dim));
      break;
    }
    case 'y': {
      Value *ops[8];
      unsigned k = 0;
      while (*s && *s != ';' && k < 8) {
        if (k) skip(&s, ',');
        if (!(ops[k++] = prog_value(bd, &s, vals, n))) return false;
      }
      return emit(bd, "linalg.yield", ops, k, NULL, NULL, NULL) != NULL;
    }
    default: return false;
    }
    if (!r || n >= MAX_PROG) return false;
    vals[n++] = r;
    skip(&s, ';');
  }
  return true;
}

/* fillStructuredOpRegion: one block whose arguments are the element types
 * of the inputs and outputs, filled by the program. */
static bool fill_region(Context *ctx, Region *r, const Type *const *types, size_t n, const char *prog,
                        const Attr *cast, Parser *p, const Loc *err_loc) {
  Block *b = block_create(&ctx->alloc);
  if (!b) return false;
  region_append_block(r, b);
  for (size_t i = 0; i < n; i++) {
    const Type *t = types[i];
    if (t->kind == TK_MEMREF || t->kind == TK_RANKED_TENSOR) t = shaped_elem(t);
    if (!block_add_arg(b, t, ctx->l_unknown)) return false;
  }
  const char *c = du_enum_attr_case(cast);
  Builder bd = {ctx, b, ctx->l_unknown, p, err_loc, c && !strcmp(c, "cast_unsigned")};
  return run_program(&bd, prog);
}

const LinalgNamedOp *linalg_named_op(const char *name) {
  size_t lo = 0, hi = 0;
  while (LINALG_NAMED_OPS[hi].name) hi++;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    int c = strcmp(LINALG_NAMED_OPS[mid].name, name);
    if (!c) return &LINALG_NAMED_OPS[mid];
    if (c < 0) lo = mid + 1;
    else hi = mid;
  }
  return NULL;
}

static const LinalgNamedOp *find_named(const char *name) { return linalg_named_op(name); }

/* ---- shared structured-op syntax --------------------------------------------------- */

typedef struct InsOuts {
  UseList ins, outs;
  PtrVec in_types, out_types;
} InsOuts;

static void ins_outs_free(Context *ctx, InsOuts *io) {
  use_list_free(ctx, &io->ins);
  use_list_free(ctx, &io->outs);
  pv_free(&ctx->alloc, &io->in_types);
  pv_free(&ctx->alloc, &io->out_types);
}

static bool parse_group(Parser *p, const char *kw, UseList *uses, PtrVec *types, Token *at) {
  if (!parser_consume_keyword(p, kw)) return true;
  if (!parser_expect_token(p, T_LPAREN, "expected '('")) return false;
  *at = p->tok;
  return parse_operand_list(p, T_EOF, -1, uses) && parser_expect_token(p, T_COLON, "expected ':'") &&
         parse_comma_type_list(p, types) && parser_expect_token(p, T_RPAREN, "expected ')'");
}

static bool resolve_group(Parser *p, const Token *at, const UseList *uses, const PtrVec *types, OperationState *st) {
  if (uses->n != types->len)
    return operand_type_count_error(p, parser_tok_loc(p, at), uses->n, types->len);
  return resolve_operands(p, uses, (const Type *const *)types->data, NULL, st);
}

/* parseCommonStructuredOpParts: `[<{props}>] [attr-dict] [ins(...)] [outs(...)]`. */
static bool parse_common(Parser *p, OperationState *st, InsOuts *io, bool segments) {
  Token at_in = p->tok, at_out = p->tok;
  if (parser_consume_if(p, T_LESS)) {
    if (!(st->props = parse_attribute(p, NULL)) || !parser_expect_token(p, T_GREATER, "expected '>'")) return false;
  }
  if (!parse_optional_attr_dict(p, st) || !parse_group(p, "ins", &io->ins, &io->in_types, &at_in) ||
      !parse_group(p, "outs", &io->outs, &io->out_types, &at_out) ||
      !resolve_group(p, &at_in, &io->ins, &io->in_types, st) ||
      !resolve_group(p, &at_out, &io->outs, &io->out_types, st))
    return false;
  int32_t seg[2] = {(int32_t)io->ins.n, (int32_t)io->outs.n};
  return !segments || du_add_segments(st, seg, 2);
}

static void print_common(Printer *pr, const Operation *op, unsigned nins, unsigned nouts) {
  if (nins) {
    pr_puts(pr, " ins(");
    pr_operands(pr, op, 0, nins);
    pr_puts(pr, " : ");
    pr_operand_types(pr, op, 0, nins);
    pr_putc(pr, ')');
  }
  if (nouts) {
    pr_puts(pr, " outs(");
    pr_operands(pr, op, nins, nouts);
    pr_puts(pr, " : ");
    pr_operand_types(pr, op, nins, nouts);
    pr_putc(pr, ')');
  }
}

/* Inputs and outputs of a structured op: from operandSegmentSizes, or
 * (ops without them) the last operand is the output. */
static void split_ins_outs(const Operation *op, unsigned *nins, unsigned *nouts) {
  unsigned s;
  du_operands(op, "inputs", &s, nins);
  du_operands(op, "outputs", &s, nouts);
  if (!*nouts) du_operands(op, "init", &s, nouts);
  if (!*nouts) du_operands(op, "inits", &s, nouts);
  if (!*nins) du_operands(op, "input", &s, nins);
  if (*nins + *nouts != op->num_operands) {
    *nouts = op->num_operands ? 1 : 0;
    *nins = op->num_operands - *nouts;
  }
}

static const Type **all_types(Context *ctx, InsOuts *io, size_t *n) {
  *n = io->in_types.len + io->out_types.len;
  const Type **t = ctx_alloc(ctx, (*n + 1) * sizeof *t);
  if (!t) return NULL;
  for (size_t i = 0; i < io->in_types.len; i++) t[i] = io->in_types.data[i];
  for (size_t i = 0; i < io->out_types.len; i++) t[io->in_types.len + i] = io->out_types.data[i];
  return t;
}

static const Attr *state_attr(const OperationState *st, const char *name) {
  for (size_t i = 0; i < st->num_attrs; i++)
    if (!strcmp(st->attrs[i].name->str, name)) return st->attrs[i].value;
  return dict_lookup(st->props, name, strlen(name));
}

/* parseNamedStructuredOp with the region from `prog` (nargs arguments). */
static bool parse_named_with(Parser *p, OperationState *st, unsigned nargs, const char *prog) {
  Context *ctx = p->ctx;
  Token start = p->tok; /* region builder errors point here */
  InsOuts io;
  memset(&io, 0, sizeof io);
  PtrVec res = {0};
  const Type **types = NULL;
  bool ok = false;
  if (!parse_common(p, st, &io, true) || !parse_optional_attr_dict(p, st) ||
      !parse_optional_arrow_type_list(p, &res))
    goto done;
  for (size_t i = 0; i < res.len; i++)
    if (!opstate_add_type(st, res.data[i])) goto done;
  size_t n;
  if (!(types = all_types(ctx, &io, &n))) goto done;
  if (n != nargs) {
    parser_op_error(p, NULL, "[parseNamedStructuredOpRegion] ods-gen generated region expects %u args, got %zu", nargs, n);
    goto done;
  }
  Region *r = opstate_add_region(st);
  ok = r && fill_region(ctx, r, types, n, prog, state_attr(st, "cast"), p, parser_tok_loc(p, &start)) &&
       du_add_defaults(st);
done:
  ins_outs_free(ctx, &io);
  pv_free(&ctx->alloc, &res);
  ctx_free(ctx, (void *)types);
  return ok;
}

static bool named_parse(Parser *p, OperationState *st) {
  const LinalgNamedOp *n = find_named(st->name->name->str);
  if (!n) return parser_error(p, "no region builder for '%s'", st->name->name->str);
  return parse_named_with(p, st, n->nargs, n->prog);
}

static const char *const NAMED_ELIDED[] = {"operandSegmentSizes", "linalg.memoized_indexing_maps", "indexing_maps",
                                           NULL};

/* printNamedStructuredOp */
static void print_named_rest(Printer *pr, Operation *op, const char *const *elided) {
  unsigned nins, nouts;
  split_ins_outs(op, &nins, &nouts);
  pr_attr_dict(pr, op, elided, false);
  print_common(pr, op, nins, nouts);
  pr_optional_arrow_result_types(pr, op);
}

static void named_print(Printer *pr, Operation *op) { print_named_rest(pr, op, NAMED_ELIDED); }

/* ---- matmul family, contract, elementwise (indexing_maps) ------------------------------- */

/* The regionBuilder of matmul, batch_matmul, batch_reduce_matmul and
 * contract: multiply the inputs cast to the output type, accumulate. */
static const char MATMUL_PROG[] = "ta,@2,a0;ta,@2,a1;bmul,v0,v1;badd,a2,v2;yv3";

/* `[#map, ...]` after `indexing_maps =`. */
static const Attr *parse_maps(Parser *p) {
  Context *ctx = p->ctx;
  PtrVec maps = {0};
  const Attr *r = NULL;
  if (!parser_expect_token(p, T_EQUAL, "expected '='") || !parser_expect_token(p, T_LSQUARE, "expected '['")) goto done;
  do {
    const Attr *m = parse_attribute(p, NULL);
    if (!m) goto done;
    if (m->kind != AK_AFFINE_MAP) {
      parser_op_error(p, NULL, "expected affine map attribute");
      goto done;
    }
    if (!pv_push(&ctx->alloc, &maps, (void *)m)) goto done;
  } while (parser_consume_if(p, T_COMMA));
  if (parser_expect_token(p, T_RSQUARE, "expected ']'")) r = attr_array(ctx, maps.len, (const Attr *const *)maps.data);
done:
  pv_free(&ctx->alloc, &maps);
  return r;
}

/* Maps given as result dim positions over `ndims` dims. */
static const Attr *maps_of(Context *ctx, unsigned ndims, const int8_t (*pos)[5], unsigned nmaps) {
  const Attr *maps[4];
  for (unsigned m = 0; m < nmaps; m++) {
    const AffineExpr *e[5];
    unsigned n = 0;
    while (n < 5 && pos[m][n] >= 0) {
      e[n] = ae_dim(ctx, (unsigned)pos[m][n]);
      n++;
    }
    const AffineMap *am = affine_map_get(ctx, ndims, 0, n, e);
    if (!am || !(maps[m] = attr_affine_map(ctx, am))) return NULL;
  }
  return attr_array(ctx, nmaps, maps);
}

static const Attr *default_matmul_maps(Context *ctx, const char *name) {
  static const int8_t MM[3][5] = {{0, 2, -1}, {2, 1, -1}, {0, 1, -1}};
  static const int8_t BMM[3][5] = {{0, 1, 3, -1}, {0, 3, 2, -1}, {0, 1, 2, -1}};
  static const int8_t BRMM[3][5] = {{0, 1, 3, -1}, {0, 3, 2, -1}, {1, 2, -1}};
  if (!strcmp(name, "linalg.matmul")) return maps_of(ctx, 3, MM, 3);
  if (!strcmp(name, "linalg.batch_matmul")) return maps_of(ctx, 4, BMM, 3);
  return maps_of(ctx, 4, BRMM, 3);
}

static bool matmul_parse(Parser *p, OperationState *st) {
  const Attr *maps = NULL;
  if (parser_consume_keyword(p, "indexing_maps") && !(maps = parse_maps(p))) return false;
  if (!maps) maps = default_matmul_maps(p->ctx, st->name->name->str);
  return maps && opstate_add_attr(st, ident_cstr(p->ctx, "indexing_maps"), maps) &&
         parse_named_with(p, st, 3, MATMUL_PROG);
}

static void print_maps(Printer *pr, const Attr *maps) {
  pr_puts(pr, " indexing_maps = [");
  for (uint32_t i = 0; maps && maps->kind == AK_ARRAY && i < maps->n; i++) {
    if (i) pr_puts(pr, ", ");
    pr_attr(pr, WORD_PTR(const Attr, maps->p[i]));
  }
  pr_putc(pr, ']');
}

static void matmul_print(Printer *pr, Operation *op) {
  const Attr *maps = op_get_attr(op, "indexing_maps", 13);
  if (maps != default_matmul_maps(op_context(op), op->name->name->str)) print_maps(pr, maps);
  named_print(pr, op);
}

static bool contract_parse(Parser *p, OperationState *st) {
  const Attr *maps = NULL;
  if (parser_consume_keyword(p, "indexing_maps")) maps = parse_maps(p);
  if (!maps) return parser_op_error(p, NULL, "expected 'indexing_maps' attribute");
  return opstate_add_attr(st, ident_cstr(p->ctx, "indexing_maps"), maps) &&
         parse_named_with(p, st, 3, MATMUL_PROG);
}

static void contract_print(Printer *pr, Operation *op) {
  print_maps(pr, op_get_attr(op, "indexing_maps", 13));
  static const char *const elided[] = {"indexing_maps", "operandSegmentSizes", NULL};
  print_named_rest(pr, op, elided);
}

/* The arity (1..3) of an elementwise kind, by the function enum that
 * names it, and its region program. */
static unsigned elementwise_arity(Context *ctx, const char *kind, char *prog, size_t cap) {
  const char *groups[3] = {"linalg.unary_fn", "linalg.binary_fn", "linalg.ternary_fn"};
  for (unsigned g = 0; g < 3; g++)
    if (du_enum_attr(ctx, &ODS_linalg, groups[g], kind, strlen(kind))) {
      if (g == 0) snprintf(prog, cap, "u%s,a0;yv0", kind);
      else if (g == 1) snprintf(prog, cap, "b%s,a0,a1;yv0", kind);
      else snprintf(prog, cap, "sa0,a1,a2;yv0");
      return g + 1;
    }
  return 0;
}

static const Attr *identity_maps(Context *ctx, unsigned nmaps, unsigned rank) {
  const AffineExpr **e = ctx_alloc(ctx, (rank + 1) * sizeof *e);
  const Attr **maps = ctx_alloc(ctx, (nmaps + 1) * sizeof *maps);
  const Attr *r = NULL;
  if (e && maps) {
    for (unsigned i = 0; i < rank; i++) e[i] = ae_dim(ctx, i);
    const AffineMap *m = affine_map_get(ctx, rank, 0, rank, e);
    const Attr *a = m ? attr_affine_map(ctx, m) : NULL;
    for (unsigned i = 0; i < nmaps; i++) maps[i] = a;
    r = a ? attr_array(ctx, nmaps, maps) : NULL;
  }
  ctx_free(ctx, e);
  ctx_free(ctx, maps);
  return r;
}

static bool elementwise_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  if (!parser_expect_op_keyword(p, "kind") || !parser_expect_token(p, T_EQUAL, "expected '='")) return false;
  const Attr *kind = parse_attribute(p, NULL);
  if (!kind) return false;
  const char *kc = du_enum_attr_case(kind);
  if (!kc || strcmp(WORD_PTR(const AttrClass, kind->p[0])->name, "linalg.elementwise_kind"))
    return parser_op_error(p, NULL, "expected ElementwiseKind attribute");
  if (!opstate_add_attr(st, ident_cstr(ctx, "kind"), kind)) return false;
  const Attr *maps = NULL;
  if (parser_consume_keyword(p, "indexing_maps") && !(maps = parse_maps(p))) return false;
  char prog[48];
  unsigned arity = elementwise_arity(ctx, kc, prog, sizeof prog);
  if (!parse_named_with(p, st, arity + 1, prog)) return parser_op_error(p, NULL, "unable to parse elemwise op");
  if (!maps) {
    const Type *out = st->num_operands ? st->operands[st->num_operands - 1]->type : NULL;
    if (!out || !type_is_shaped(out)) return parser_op_error(p, NULL, "return type needs to be shaped type");
    maps = identity_maps(ctx, arity + 1, shaped_rank(out));
  }
  return maps && opstate_add_attr(st, ident_cstr(ctx, "indexing_maps"), maps);
}

static void elementwise_print(Printer *pr, Operation *op) {
  Context *ctx = op_context(op);
  const Attr *kind = op_get_attr(op, "kind", 4);
  pr_puts(pr, " kind=");
  pr_attr(pr, kind);
  char prog[48];
  const char *kc = du_enum_attr_case(kind);
  unsigned arity = kc ? elementwise_arity(ctx, kc, prog, sizeof prog) : 0;
  unsigned nins, nouts;
  split_ins_outs(op, &nins, &nouts);
  const Type *out = nouts ? op->operands[nins].value->type : NULL;
  const Attr *maps = op_get_attr(op, "indexing_maps", 13);
  if (out && type_is_shaped(out) && maps != identity_maps(ctx, arity + 1, shaped_rank(out))) print_maps(pr, maps);
  static const char *const elided[] = {"operandSegmentSizes", "kind", "indexing_maps", NULL};
  print_named_rest(pr, op, elided);
}

/* ---- linalg.generic ------------------------------------------------------------------ */

/* Iterator types as strings become #linalg.iterator_type attributes. */
static const Attr *iterators_from_strings(Parser *p, const Attr *a) {
  Context *ctx = p->ctx;
  if (!a || a->kind != AK_ARRAY) return NULL;
  const Attr **its = ctx_alloc(ctx, (a->n + 1) * sizeof *its);
  const Attr *r = NULL;
  if (!its) return NULL;
  for (uint32_t i = 0; i < a->n; i++) {
    const Attr *s = WORD_PTR(const Attr, a->p[i]);
    const Ident *id = s->kind == AK_STRING ? attr_string_ident(s) : NULL;
    its[i] = id ? du_enum_attr(ctx, &ODS_linalg, "linalg.iterator_type", id->str, id->len) : NULL;
    if (!its[i]) {
      parser_op_error(p, NULL, "unexpected iterator_type (%s)", id ? id->str : "");
      goto done;
    }
  }
  r = attr_array(ctx, a->n, its);
done:
  ctx_free(ctx, its);
  return r;
}

static bool generic_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  InsOuts io;
  memset(&io, 0, sizeof io);
  PtrVec res = {0};
  bool ok = false;
  Token at = p->tok;
  const Attr *dict = parse_attribute(p, NULL);
  if (!dict) goto done;
  if (dict->kind != AK_DICTIONARY) {
    parser_op_error(p, &at, "invalid kind of attribute specified");
    goto done;
  }
  const Attr *its = dict_lookup(dict, "iterator_types", 14);
  if (!its || its->kind != AK_ARRAY) {
    parser_op_error(p, &at, "expected iterator_types array attribute");
    goto done;
  }
  for (size_t i = 0; i < dict_size(dict); i++) {
    const Attr *v = dict_value(dict, i);
    if (!strcmp(dict_name(dict, i)->str, "iterator_types") && !(v = iterators_from_strings(p, v))) goto done;
    if (!opstate_add_attr(st, dict_name(dict, i), v)) goto done;
  }
  if (!parse_common(p, st, &io, true)) goto done;
  if (parser_consume_keyword(p, "attrs") &&
      (!parser_expect_token(p, T_EQUAL, "expected '='") || !parse_optional_attr_dict(p, st)))
    goto done;
  Region *r = opstate_add_region(st);
  if (!r || !parse_region(p, r, NULL, 0, false) || !parse_optional_arrow_type_list(p, &res)) goto done;
  ok = true;
  for (size_t i = 0; ok && i < res.len; i++) ok = opstate_add_type(st, res.data[i]);
done:
  ins_outs_free(ctx, &io);
  pv_free(&ctx->alloc, &res);
  return ok;
}

static bool is_trait_attr(const char *n) {
  return !strcmp(n, "indexing_maps") || !strcmp(n, "iterator_types") || !strcmp(n, "doc") ||
         !strcmp(n, "library_call");
}

static void generic_print(Printer *pr, Operation *op) {
  Context *ctx = op_context(op);
  static const char *const traits[] = {"doc", "indexing_maps", "iterator_types", "library_call", NULL};
  NamedAttr entries[4];
  size_t n = 0;
  for (unsigned i = 0; traits[i]; i++) {
    const Attr *v = op_get_attr(op, traits[i], strlen(traits[i]));
    if (!v) continue;
    if (i == 2 && v->kind == AK_ARRAY) {
      const Attr **names = ctx_alloc(ctx, (v->n + 1) * sizeof *names);
      if (!names) return;
      for (uint32_t k = 0; k < v->n; k++) {
        const char *c = du_enum_attr_case(WORD_PTR(const Attr, v->p[k]));
        names[k] = c ? attr_string(ctx, c, strlen(c), NULL) : WORD_PTR(const Attr, v->p[k]);
      }
      v = attr_array(ctx, v->n, names);
      ctx_free(ctx, names);
    }
    if (v) entries[n++] = (NamedAttr){ident_cstr(ctx, traits[i]), v};
  }
  pr_putc(pr, ' ');
  if (n) {
    const Ident *dup;
    pr_attr(pr, attr_dictionary(ctx, n, entries, &dup));
  }
  unsigned nins, nouts;
  split_ins_outs(op, &nins, &nouts);
  print_common(pr, op, nins, nouts);
  bool extra = false;
  for (size_t i = 0; i < dict_size(op->attrs) && !extra; i++) extra = !is_trait_attr(dict_name(op->attrs, i)->str);
  for (size_t i = 0; i < dict_size(op->props) && !extra; i++) {
    const char *nm = dict_name(op->props, i)->str;
    extra = !is_trait_attr(nm) && strcmp(nm, "operandSegmentSizes");
  }
  if (extra) {
    static const char *const elided[] = {"doc", "indexing_maps", "iterator_types", "library_call",
                                         "operandSegmentSizes", NULL};
    /* printOptionalAttrDict writes its own leading space after upstream's
     * " attrs = ", so two spaces precede the dictionary. */
    pr_puts(pr, " attrs = ");
    pr_attr_dict(pr, op, elided, false);
  }
  if (op->num_regions && op->regions[0].first) {
    pr_putc(pr, ' ');
    pr_region(pr, &op->regions[0], true, true, false);
  }
  pr_optional_arrow_result_types(pr, op);
}

/* `in` for the inputs' arguments, then `out` (generic) or `init`
 * (reduce) for the outputs'. */
static void names_in_out(Operation *op, Region *r, void (*set)(void *, Value *, const char *, size_t), void *user,
                         const char *out_name) {
  Block *b = r->first;
  unsigned nins, nouts;
  split_ins_outs(op, &nins, &nouts);
  for (unsigned i = 0; b && i < b->nargs; i++) {
    const char *n = i < nins ? "in" : out_name;
    if (n) set(user, b->args[i], n, strlen(n));
  }
}

static void generic_arg_names(Operation *op, Region *r, void (*set)(void *, Value *, const char *, size_t),
                              void *user) {
  names_in_out(op, r, set, user, "out");
}

static void reduce_arg_names(Operation *op, Region *r, void (*set)(void *, Value *, const char *, size_t),
                             void *user) {
  names_in_out(op, r, set, user, "init");
}

static void map_arg_names(Operation *op, Region *r, void (*set)(void *, Value *, const char *, size_t), void *user) {
  names_in_out(op, r, set, user, "init");
}

/* ---- linalg.map, linalg.reduce, linalg.transpose, linalg.broadcast ---------------------- */

/* parseDstStyleOp: ins/outs (no segment sizes), tensor results, then
 * `<attr> = [..]` when `attr` is given, then an attribute dictionary. */
static bool parse_dst_style(Parser *p, OperationState *st, InsOuts *io, const char *attr) {
  if (!parse_common(p, st, io, false)) return false;
  for (size_t i = 0; i < io->out_types.len; i++) {
    const Type *t = io->out_types.data[i];
    if (t->kind == TK_RANKED_TENSOR && !opstate_add_type(st, t)) return false;
  }
  if (attr) {
    /* `attr = [1, 2]` (DenseI64ArrayAttr::parse) */
    if (!parser_expect_op_keyword(p, attr) || !parser_expect_token(p, T_EQUAL, "expected '='") ||
        !parser_expect_token(p, T_LSQUARE, "expected '['"))
      return false;
    const Attr *a = NULL;
    StrBuf data;
    sb_init(&data, &p->ctx->alloc);
    size_t count = 0;
    bool ok = true;
    if (p->tok.kind != T_RSQUARE) {
      do {
        int64_t v;
        if (!(ok = parse_int64(p, &v))) break;
        for (unsigned b = 0; b < 8; b++) sb_putc(&data, (char)((uint64_t)v >> (8 * b)));
        count++;
      } while (parser_consume_if(p, T_COMMA));
    }
    ok = ok && parser_expect_token(p, T_RSQUARE, "expected ']'");
    if (ok) a = attr_dense_array(p->ctx, p->ctx->t_i64, count, data.data ? data.data : "", data.len);
    sb_free(&data);
    if (!ok || !a || !opstate_add_attr(st, ident_cstr(p->ctx, attr), a)) return false;
  }
  return parse_optional_attr_dict(p, st);
}

/* `{ op-name [attr-dict] }` */
static bool parse_payload_name(Parser *p, const OpName **name, OperationState *attrs) {
  *name = NULL;
  if (!parser_consume_if(p, T_LBRACE)) return true;
  if (p->tok.kind != T_BARE_ID && p->tok.kind != T_STRING) return parser_error(p, "expected operation name");
  *name = opname_get(p->ctx, p->tok.start, p->tok.len);
  parser_advance(p);
  return *name && parse_optional_attr_dict(p, attrs) && parser_expect_token(p, T_RBRACE, "expected '}'");
}

/* addBodyWithPayloadOp: one block (element types of all operands), the
 * payload op over the inputs' arguments (reduce: the init first, then
 * the inputs), and linalg.yield of its result. */
static bool add_payload_body(Context *ctx, OperationState *st, const OpName *name, OperationState *pattrs,
                             bool init_first) {
  Region *r = opstate_add_region(st);
  Block *b = r ? block_create(&ctx->alloc) : NULL;
  if (!b) return false;
  region_append_block(r, b);
  unsigned nops = (unsigned)st->num_operands;
  for (unsigned i = 0; i < nops; i++)
    if (!block_add_arg(b, shaped_elem(st->operands[i]->type), ctx->l_unknown)) return false;
  OperationState ps;
  opstate_init(&ps, ctx, name, st->loc);
  bool ok = true;
  if (init_first && nops) ok = opstate_add_operand(&ps, b->args[nops - 1]);
  for (unsigned i = 0; ok && i + 1 < nops; i++) ok = opstate_add_operand(&ps, b->args[i]);
  ok = ok && opstate_add_type(&ps, shaped_elem(st->operands[st->num_operands - 1]->type));
  for (size_t i = 0; ok && i < pattrs->num_attrs; i++) ok = opstate_add_attr(&ps, pattrs->attrs[i].name, pattrs->attrs[i].value);
  Operation *payload = ok ? op_create(&ps) : NULL;
  if (!payload) {
    if (!ok) opstate_free(&ps);
    return false;
  }
  block_append_op(b, payload);
  Value *res = payload->num_results ? &payload->results[0] : NULL;
  return du_append_op(ctx, b, "linalg.yield", &res, res ? 1 : 0, st->loc);
}

static bool map_reduce_parse(Parser *p, OperationState *st, bool reduce) {
  Context *ctx = p->ctx;
  InsOuts io;
  memset(&io, 0, sizeof io);
  ArgList args = {0};
  const OpName *payload;
  OperationState pattrs;
  opstate_init(&pattrs, ctx, st->name, st->loc);
  bool ok = false;
  if (!parse_payload_name(p, &payload, &pattrs) || !parse_dst_style(p, st, &io, reduce ? "dimensions" : NULL))
    goto done;
  if (payload) {
    if (!reduce && !st->num_operands) {
      ok = opstate_add_region(st) != NULL;
      goto done;
    }
    ok = add_payload_body(ctx, st, payload, &pattrs, reduce);
    goto done;
  }
  if (!parser_expect_token(p, T_LPAREN, "expected '('")) goto done;
  if (!parser_consume_if(p, T_RPAREN)) {
    do {
      RegionArg a = {0};
      if (!parse_argument(p, &a) || !parser_expect_token(p, T_COLON, "expected ':'") || !(a.type = parse_type(p)) ||
          !arg_list_push(ctx, &args, &a))
        goto done;
      if (p->tok.kind == T_LBRACE && !(args.v[args.n - 1].attrs = parse_attribute(p, NULL))) goto done;
    } while (parser_consume_if(p, T_COMMA));
    if (!parser_expect_token(p, T_RPAREN, "expected ')'")) goto done;
  }
  Region *r = opstate_add_region(st);
  ok = r && parse_region(p, r, args.v, args.n, false);
done:
  opstate_free(&pattrs);
  arg_list_free(ctx, &args);
  ins_outs_free(ctx, &io);
  return ok;
}

static bool map_parse(Parser *p, OperationState *st) { return map_reduce_parse(p, st, false); }
static bool reduce_parse(Parser *p, OperationState *st) { return map_reduce_parse(p, st, true); }

static bool is_yield(const Operation *op) { return op && !strcmp(op->name->name->str, "linalg.yield"); }

/* findPayloadOp: a single op before the yield whose operands are the
 * inputs' block arguments (map), or the init then the inputs (reduce). */
static Operation *find_payload(const Block *b, bool init_first) {
  if (!b || !b->first || b->first->next != b->last || !is_yield(b->last) || !b->nargs) return NULL;
  Operation *op = b->first;
  unsigned n = b->nargs - (init_first ? 0 : 1);
  if (!op->num_operands || op->num_operands != n) return NULL;
  for (unsigned i = 0; i < n; i++) {
    const Value *want = init_first ? (i == 0 ? b->args[b->nargs - 1] : b->args[i - 1]) : b->args[i];
    if (op->operands[i].value != want) return NULL;
  }
  return op;
}

/* printShortForm: ` { name attrs }` eliding a fastmath<none>. */
static void print_short_form(Printer *pr, Operation *payload) {
  pr_puts(pr, " { ");
  sb_append(pr->out, payload->name->name->str, payload->name->name->len);
  const char *elided[2] = {NULL, NULL};
  const Attr *all[2] = {payload->props, payload->attrs};
  for (unsigned k = 0; k < 2 && !elided[0]; k++)
    for (size_t i = 0; i < dict_size(all[k]) && !elided[0]; i++) {
      const Attr *v = dict_value(all[k], i);
      const char *c = du_enum_attr_case(v);
      if (c && !strcmp(WORD_PTR(const AttrClass, v->p[0])->name, "arith.fastmath") && !strcmp(c, "none"))
        elided[0] = dict_name(all[k], i)->str;
    }
  pr_attr_dict(pr, payload, elided, false);
  pr_puts(pr, " }");
}

static void print_i64_array(Printer *pr, const char *name, const Attr *a) {
  pr_putc(pr, ' ');
  pr_puts(pr, name);
  pr_puts(pr, " = [");
  for (uint32_t i = 0; a && a->kind == AK_DENSE_ARRAY && i < a->aux; i++) {
    if (i) pr_puts(pr, ", ");
    sb_put_i64(pr->out, dense_i64_at(a, i));
  }
  pr_puts(pr, "] ");
}

static void print_region_with_args(Printer *pr, Operation *op) {
  const Block *b = op->regions[0].first;
  pr->indent += 2;
  pr_newline(pr);
  sb_indent(pr->out, pr->indent);
  pr_putc(pr, '(');
  for (unsigned i = 0; b && i < b->nargs; i++) {
    if (i) pr_puts(pr, ", ");
    pr_value(pr, b->args[i]);
    pr_puts(pr, ": ");
    pr_type(pr, b->args[i]->type);
    if (pr->flags.debug_info) {
      pr_putc(pr, ' ');
      pr_location(pr, b->args[i]->loc, false);
    }
  }
  pr_puts(pr, ") ");
  pr_region(pr, &op->regions[0], false, true, false);
  pr->indent -= 2;
}

static void map_reduce_print(Printer *pr, Operation *op, bool reduce) {
  const Block *b = op->num_regions ? op->regions[0].first : NULL;
  Operation *payload = find_payload(b, reduce);
  if (payload) print_short_form(pr, payload);
  unsigned nins, nouts;
  split_ins_outs(op, &nins, &nouts);
  print_common(pr, op, nins, nouts);
  static const char *const elided[] = {"dimensions", NULL};
  if (reduce) print_i64_array(pr, "dimensions", op_get_attr(op, "dimensions", 10));
  pr_attr_dict(pr, op, reduce ? elided : NULL, false);
  if (!payload && b) print_region_with_args(pr, op);
}

static void map_print(Printer *pr, Operation *op) { map_reduce_print(pr, op, false); }
static void reduce_print(Printer *pr, Operation *op) { map_reduce_print(pr, op, true); }

/* transpose and broadcast: the region yields the input's argument. */
static bool identity_region_parse(Parser *p, OperationState *st, const char *attr) {
  Context *ctx = p->ctx;
  InsOuts io;
  memset(&io, 0, sizeof io);
  bool ok = parse_dst_style(p, st, &io, attr);
  Region *r = ok ? opstate_add_region(st) : NULL;
  Block *b = r ? block_create(&ctx->alloc) : NULL;
  if (b) {
    region_append_block(r, b);
    for (size_t i = 0; ok && i < st->num_operands; i++) {
      const Type *t = st->operands[i]->type;
      ok = block_add_arg(b, type_is_shaped(t) ? shaped_elem(t) : t, ctx->l_unknown) != NULL;
    }
    Value *v = b->nargs ? b->args[0] : NULL;
    ok = ok && (!v || du_append_op(ctx, b, "linalg.yield", &v, 1, st->loc));
  } else {
    ok = false;
  }
  ins_outs_free(ctx, &io);
  return ok;
}

static bool transpose_parse(Parser *p, OperationState *st) { return identity_region_parse(p, st, "permutation"); }
static bool broadcast_parse(Parser *p, OperationState *st) { return identity_region_parse(p, st, "dimensions"); }

static void identity_region_print(Printer *pr, Operation *op, const char *attr) {
  unsigned nins, nouts;
  split_ins_outs(op, &nins, &nouts);
  print_common(pr, op, nins, nouts);
  print_i64_array(pr, attr, op_get_attr(op, attr, strlen(attr)));
  const char *elided[] = {attr, NULL};
  pr_attr_dict(pr, op, elided, false);
}

static void transpose_print(Printer *pr, Operation *op) { identity_region_print(pr, op, "permutation"); }
static void broadcast_print(Printer *pr, Operation *op) { identity_region_print(pr, op, "dimensions"); }

/* ---- linalg.yield ------------------------------------------------------------------------ */

static bool yield_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  UseList uses = {0};
  PtrVec types = {0};
  Token at = p->tok;
  bool ok = parse_operand_list(p, T_EOF, -1, &uses) && parse_optional_attr_dict(p, st) &&
            (!uses.n || (parser_expect_token(p, T_COLON, "expected ':'") && parse_comma_type_list(p, &types)));
  if (ok && uses.n != types.len) ok = operand_type_count_error(p, parser_tok_loc(p, &at), uses.n, types.len);
  ok = ok && resolve_operands(p, &uses, (const Type *const *)types.data, NULL, st);
  use_list_free(ctx, &uses);
  pv_free(&ctx->alloc, &types);
  return ok;
}

static void yield_print(Printer *pr, Operation *op) {
  if (op->num_operands) {
    pr_putc(pr, ' ');
    pr_operands(pr, op, 0, op->num_operands);
  }
  pr_attr_dict(pr, op, NULL, false);
  if (op->num_operands) {
    pr_puts(pr, " : ");
    pr_operand_types(pr, op, 0, op->num_operands);
  }
}

/* ---- verifiers ------------------------------------------------------------------------ */

static bool transpose_verify(Operation *op) {
  const Attr *perm = op_get_attr(op, "permutation", 11);
  size_t n = perm && perm->kind == AK_DENSE_ARRAY ? perm->aux : 0;
  bool seen[MAX_STACK_RANK] = {0};
  for (size_t i = 0; i < n; i++) {
    int64_t d = dense_i64_at(perm, i);
    if (d < 0 || (size_t)d >= n || d >= MAX_STACK_RANK || seen[d]) return op_fail(op, "permutation is not valid");
    seen[d] = true;
  }
  if (op->num_operands < 2) return true;
  const Type *in = op->operands[0].value->type, *init = op->operands[1].value->type;
  unsigned rank = shaped_rank(in);
  if (rank != shaped_rank(init))
    return op_fail(op, "input rank %u does not match init rank %u", rank, shaped_rank(init));
  if (rank != n) return op_fail(op, "size of permutation %zu does not match the argument rank %u", n, rank);
  for (unsigned i = 0; i < rank; i++) {
    int64_t a = shaped_dim(in, (unsigned)dense_i64_at(perm, i)), b = shaped_dim(init, i);
    if (a != b)
      return op_fail(op, "dim(result, %u) = %lld doesn't match dim(input, permutation[%u]) = %lld", i, (long long)b,
                     i, (long long)a);
  }
  return true;
}

static bool broadcast_verify(Operation *op) {
  const Attr *dims = op_get_attr(op, "dimensions", 10);
  size_t n = dims && dims->kind == AK_DENSE_ARRAY ? dims->aux : 0;
  if (op->num_operands < 2) return true;
  const Type *in = op->operands[0].value->type, *init = op->operands[1].value->type;
  unsigned ir = shaped_rank(in), nr = shaped_rank(init);
  if (ir + n != nr)
    return op_fail(op,
                   "input rank plus added dimensions does not match init rank. input rank: %u, dimensions size: "
                   "%zu, init rank: %u",
                   ir, n, nr);
  for (size_t i = 0; i < n; i++) {
    int64_t d = dense_i64_at(dims, i);
    if (d < 0 || d >= (int64_t)nr)
      return op_fail(op, "dimension %zu is out of range. expected range: [0, %d], got: %lld", i, (int)nr - 1,
                     (long long)d);
  }
  unsigned k = 0;
  for (unsigned d = 0; d < nr; d++) {
    bool added = false;
    for (size_t i = 0; i < n; i++) added |= dense_i64_at(dims, i) == d;
    if (added) continue;
    if (k < ir && shaped_dim(in, k) != shaped_dim(init, d))
      return op_fail(op, "input dim %u should match init dim %u. input: %lld, init: %lld", k, d,
                     (long long)shaped_dim(in, k), (long long)shaped_dim(init, d));
    k++;
  }
  return true;
}


/* ---- memoized indexing maps ----------------------------------------------------------- */

/* Element `i` of an integer elements attribute (strides, dilations), or
 * `dflt` when absent. */
static int64_t elements_i64_at(const Attr *a, size_t i, int64_t dflt) {
  if (!a || a->kind != AK_DENSE_ELEMENTS) return dflt;
  const Type *et = shaped_elem(WORD_PTR(const Type, a->p[0]));
  const Ident *blob = WORD_PTR(const Ident, a->p[1]);
  if (!type_is_integer(et) || type_int_width(et) != 64) return dflt;
  if (a->aux) i = 0; /* splat */
  int64_t v = dflt;
  if (8 * i + 8 <= blob->len) memcpy(&v, blob->str + 8 * i, 8);
  return v;
}

/* The fixed indexing maps of a named op, specialized by its strides and
 * dilations (getIndexingMaps with getSymbolBindings). */
const Attr *linalg_fixed_maps(Operation *op, const LinalgNamedOp *n) {
  Context *ctx = op_context(op);
  const char *dom = n->maps, *bar = strchr(dom, '|');
  if (!bar) return NULL;
  const Attr *strides = op_get_attr(op, "strides", 7), *dilations = op_get_attr(op, "dilations", 9);
  PtrVec maps = {0};
  const Attr *r = NULL;
  StrBuf text;
  sb_init(&text, &ctx->alloc);
  for (const char *res = bar + 1; *res;) {
    size_t len = strcspn(res, "|");
    text.len = 0;
    sb_puts(&text, "affine_map<");
    sb_append(&text, dom, (size_t)(bar - dom));
    sb_puts(&text, " -> ");
    sb_append(&text, res, len);
    sb_putc(&text, '>');
    const Attr *a = text.data ? parse_attr_str(ctx, text.data, text.len) : NULL;
    if (!a || a->kind != AK_AFFINE_MAP) goto done;
    const AffineMap *m = WORD_PTR(const AffineMap, a->p[0]);
    unsigned nd = affine_map_num_dims(m), ns = affine_map_num_symbols(m);
    const AffineExpr **dims = ctx_alloc(ctx, (nd + 1) * sizeof *dims);
    const AffineExpr **syms = ctx_alloc(ctx, (ns + 1) * sizeof *syms);
    const AffineExpr **exprs = ctx_alloc(ctx, (affine_map_num_results(m) + 1) * sizeof *exprs);
    bool ok = dims && syms && exprs;
    for (unsigned i = 0; ok && i < nd; i++) dims[i] = ae_dim(ctx, i);
    const char *b = n->syms;
    for (unsigned i = 0; ok && i < ns; i++) {
      if (*b == 'S' || *b == 'D')
        syms[i] = ae_const(ctx, elements_i64_at(*b == 'S' ? strides : dilations, strtoul(b + 1, NULL, 10), 1));
      else
        syms[i] = ae_symbol(ctx, i);
      b += strcspn(b, ",");
      if (*b) b++;
    }
    for (unsigned i = 0; ok && i < affine_map_num_results(m); i++) {
      const AffineExpr *e = ae_replace_dims_syms(affine_map_result(m, i), nd, dims, ns, syms);
      exprs[i] = e ? ae_simplify(e, nd, 0) : NULL;
      ok = exprs[i] != NULL;
    }
    const AffineMap *sm = ok ? affine_map_get(ctx, nd, 0, affine_map_num_results(m), exprs) : NULL;
    const Attr *ma = sm ? attr_affine_map(ctx, sm) : NULL;
    ctx_free(ctx, dims);
    ctx_free(ctx, syms);
    ctx_free(ctx, exprs);
    if (!ma || !pv_push(&ctx->alloc, &maps, (void *)ma)) goto done;
    res += len;
    if (*res) res++;
  }
  r = attr_array(ctx, maps.len, (const Attr *const *)maps.data);
done:
  sb_free(&text);
  pv_free(&ctx->alloc, &maps);
  return r;
}

/* ---- the structured op interface (verifyStructuredOpInterface) ---------------------------- */

static unsigned operand_rank(const Value *v) { return type_is_shaped(v->type) ? shaped_rank(v->type) : 0; }

/* Identity maps over `rank` loops for rank-`rank` operands, `() ` maps for
 * scalars (the OpDSL elementwise ops and linalg.map). */
static const Attr *rank_based_maps(Operation *op, unsigned rank) {
  Context *ctx = op_context(op);
  const Attr **maps = ctx_alloc(ctx, (op->num_operands + 1) * sizeof *maps);
  const AffineExpr **e = ctx_alloc(ctx, (rank + 1) * sizeof *e);
  const Attr *r = NULL;
  if (maps && e) {
    for (unsigned i = 0; i < rank; i++) e[i] = ae_dim(ctx, i);
    bool ok = true;
    for (unsigned i = 0; ok && i < op->num_operands; i++) {
      unsigned n = operand_rank(op->operands[i].value) ? rank : 0;
      const AffineMap *m = affine_map_get(ctx, rank, 0, n, e);
      ok = m && (maps[i] = attr_affine_map(ctx, m));
    }
    r = ok ? attr_array(ctx, op->num_operands, maps) : NULL;
  }
  ctx_free(ctx, maps);
  ctx_free(ctx, e);
  return r;
}

static bool structured_verify(Operation *op, const Attr *maps) {
  if (!maps || maps->kind != AK_ARRAY) return true;
  Context *ctx = op_context(op);
  if (maps->n != op->num_operands)
    return op_fail(op, "expected the number of indexing_map (%u) to be equal to the number of input/output operands (%u)",
                   maps->n, op->num_operands);
  for (unsigned i = 0; i < maps->n; i++) {
    const Attr *a = WORD_PTR(const Attr, maps->p[i]);
    if (a->kind != AK_AFFINE_MAP) return true;
    const AffineMap *m = WORD_PTR(const AffineMap, a->p[0]);
    if (affine_map_num_symbols(m)) return op_fail(op, "unexpected symbols in indexing_map #%u", i);
    unsigned rank = operand_rank(op->operands[i].value);
    if (affine_map_num_results(m) != rank)
      return op_fail(op, "expected operand #%u rank (%u) to match the result rank of indexing_map (%u)", i, rank,
                     affine_map_num_results(m));
  }
  const Attr *its = op_get_attr(op, "iterator_types", 14);
  unsigned loops = its && its->kind == AK_ARRAY ? its->n
                   : maps->n ? affine_map_num_dims(WORD_PTR(const AffineMap, WORD_PTR(const Attr, maps->p[0])->p[0]))
                             : 0;
  for (unsigned i = 0; i < maps->n; i++) {
    const AffineMap *m = WORD_PTR(const AffineMap, WORD_PTR(const Attr, maps->p[i])->p[0]);
    if (affine_map_num_dims(m) != loops)
      return op_fail(op, "expected indexing_map #%u to have %u dim(s) to match the number of loops", i, loops);
  }
  const Region *r = op->num_regions ? &op->regions[0] : NULL;
  if (!r || !r->first || r->first != r->last) return op_fail(op, "expects to have 1 region with 1 block");
  const Block *b = r->first;
  if (b->nargs != op->num_operands)
    return op_fail(op, "expected as many non-induction variable region arguments as the number of input/output "
                       "operands");
  for (unsigned i = 0; i < b->nargs; i++) {
    const Type *t = op->operands[i].value->type;
    if (t->kind == TK_MEMREF || t->kind == TK_RANKED_TENSOR) t = shaped_elem(t);
    if (b->args[i]->type != t)
      return op_fail(op,
                     "expected type of bb argument #%u ('%s') to match element or self type of the corresponding "
                     "operand ('%s')",
                     i, type_text(ctx, b->args[i]->type), type_text(ctx, t));
  }
  return true;
}

/* A shape as upstream prints an ArrayRef<int64_t>: ", "-separated, a
 * dynamic size as the int64_t it is stored as (INT64_MIN). */
static const char *shape_text(Context *ctx, const Type *t, const bool *skip, StrBuf *sb) {
  sb_init(sb, &ctx->alloc);
  bool first = true;
  for (unsigned d = 0; d < shaped_rank(t); d++) {
    if (skip && skip[d]) continue;
    if (!first) sb_puts(sb, ", ");
    first = false;
    sb_put_i64(sb, shaped_dim(t, d));
  }
  return sb->data ? sb->data : "";
}

static bool same_shape(const Type *a, const Type *b) {
  if (shaped_rank(a) != shaped_rank(b)) return false;
  for (unsigned d = 0; d < shaped_rank(a); d++)
    if (shaped_dim(a, d) != shaped_dim(b, d)) return false;
  return true;
}

/* MapOp::verify: the mapper takes one argument per input and one for the
 * init, the inputs' element types, every input shaped as the init; then
 * the structured op interface. */
static bool map_verify(Operation *op) {
  Context *ctx = op_context(op);
  const Block *b = op->num_regions ? op->regions[0].first : NULL;
  if (!b || !op->num_operands) return true;
  unsigned nins = op->num_operands - 1;
  if (nins + 1 != b->nargs)
    return op_fail(op, "expects number of operands to match the arity of mapper, but got: %u and %u", nins + 1,
                   b->nargs);
  for (unsigned i = 0; i < nins; i++) {
    const Type *elem = shaped_elem(op->operands[i].value->type);
    if (b->args[i]->type != elem)
      return op_fail(op, "expected element type of input '%s' to match bbArg type '%s'", type_text(ctx, elem),
                     type_text(ctx, b->args[i]->type));
  }
  const Type *init = op->operands[nins].value->type;
  for (unsigned i = 0; i < nins; i++) {
    const Type *in = op->operands[i].value->type;
    if (same_shape(in, init)) continue;
    StrBuf a, c;
    bool r = op_fail(op, "expected shape of input (%s) to match shape of output (%s)", shape_text(ctx, in, NULL, &a),
                     shape_text(ctx, init, NULL, &c));
    sb_free(&a);
    sb_free(&c);
    return r;
  }
  return structured_verify(op, rank_based_maps(op, shaped_rank(init)));
}

/* ReduceOp::verify: inputs of one shape, inits of one shape, dimensions in
 * range, the inits shaped as the inputs without them, and the combiner's
 * arguments typed as the inputs' then the inits' elements. */
static bool reduce_verify(Operation *op) {
  Context *ctx = op_context(op);
  unsigned nins, ninits;
  linalg_ins_inits(op, &nins, &ninits);
  if (!nins || !ninits || nins + ninits > op->num_operands) return true;
  for (unsigned i = 1; i < nins; i++)
    if (!same_shape(op->operands[i].value->type, op->operands[0].value->type))
      return op_fail(op, "expects all inputs to have the same shapes. Shape at input-index %u is not equal to the "
                         "shape at input-index 0.", i);
  for (unsigned i = 1; i < ninits; i++)
    if (!same_shape(op->operands[nins + i].value->type, op->operands[nins].value->type))
      return op_fail(op, "expects all outputs to have the same shapes. Shape at output-index %u is not equal to the "
                         "shape at output-index 0.", i);
  const Type *in = op->operands[0].value->type, *init = op->operands[nins].value->type;
  unsigned rank = shaped_rank(in);
  bool reduced[MAX_STACK_RANK] = {0};
  const Attr *dims = op_get_attr(op, "dimensions", 10);
  size_t n = dims && dims->kind == AK_DENSE_ARRAY ? dims->aux : 0;
  if (rank > MAX_STACK_RANK) return true;
  for (size_t i = 0; i < n; i++) {
    int64_t d = dense_i64_at(dims, i);
    if (d < 0 || d >= (int64_t)rank)
      return op_fail(op, "dimensions for reduction should be in the range [0, %d].", (int)rank - 1);
    reduced[d] = true;
  }
  unsigned left = 0;
  for (unsigned d = 0; d < rank; d++) left += !reduced[d];
  if (left != shaped_rank(init))
    return op_fail(op, "number of dimensions after reduction %u doesn't match the init rank %u", left,
                   shaped_rank(init));
  for (unsigned d = 0, k = 0; d < rank; d++) {
    if (reduced[d]) continue;
    if (shaped_dim(in, d) != shaped_dim(init, k++)) {
      StrBuf a, c;
      bool r = op_fail(op, "init dimensions [%s] doesn't match input dimensions after reduction [%s]",
                       shape_text(ctx, init, NULL, &a), shape_text(ctx, in, reduced, &c));
      sb_free(&a);
      sb_free(&c);
      return r;
    }
  }
  const Block *b = op->num_regions ? op->regions[0].first : NULL;
  if (!b) return true;
  if (b->nargs != op->num_operands) return op_fail(op, "mismatching number of operands and block arguments");
  for (unsigned i = 0; i < nins; i++) {
    const Type *elem = shaped_elem(op->operands[i].value->type);
    if (elem != b->args[i]->type)
      return op_fail(op, "input element type '%s' does not match corresponding block argument type '%s'",
                     type_text(ctx, elem), type_text(ctx, b->args[i]->type));
  }
  for (unsigned i = 0; i < ninits; i++) {
    const Type *elem = shaped_elem(op->operands[nins + i].value->type);
    const Type *arg = b->args[b->nargs - ninits + i]->type;
    if (elem != arg)
      return op_fail(op, "output element type '%s' does not match corresponding block argument type '%s'",
                     type_text(ctx, elem), type_text(ctx, arg));
  }
  return true;
}

/* The maps of an op carrying them as `indexing_maps`. */
static bool maps_attr_verify(Operation *op) { return structured_verify(op, op_get_attr(op, "indexing_maps", 13)); }

/* Upstream's verifier computes the indexing maps of ops with fixed maps
 * and memoizes them on the op; the others are rank based. */
static bool named_verify(Operation *op) {
  const LinalgNamedOp *n = find_named(op->name->name->str);
  static const char memo[] = "linalg.memoized_indexing_maps";
  const Attr *maps = op_get_attr(op, memo, sizeof memo - 1);
  if (n && n->maps && !maps) {
    maps = linalg_fixed_maps(op, n);
    if (maps) op_set_attr(op, ident_cstr(op_context(op), memo), maps);
  }
  if (!maps && op->num_operands) maps = rank_based_maps(op, operand_rank(op->operands[op->num_operands - 1].value));
  if (!structured_verify(op, maps)) return false;
  if (!strcmp(op->name->name->str, "linalg.fill") && op->num_operands == 2) {
    const Type *v = op->operands[0].value->type, *out = op->operands[1].value->type;
    const Type *elem = type_is_shaped(out) ? shaped_elem(out) : out;
    if (v != elem)
      return op_fail(op, "expected fill value type ('%s') to match output element type ('%s')",
                     type_text(op_context(op), v), type_text(op_context(op), elem));
  }
  return true;
}

static const OpHooks HOOKS[] = {
    {.name = "linalg.generic",
     .parse = generic_parse,
     .print = generic_print,
     .verify = maps_attr_verify,
     .block_arg_names = generic_arg_names},
    {.name = "linalg.map",
     .parse = map_parse,
     .print = map_print,
     .verify = map_verify,
     .static_names = "mapped",
     .block_arg_names = map_arg_names},
    {.name = "linalg.reduce",
     .parse = reduce_parse,
     .print = reduce_print,
     .verify = reduce_verify,
     .static_names = "reduced",
     .block_arg_names = reduce_arg_names},
    {.name = "linalg.transpose",
     .parse = transpose_parse,
     .print = transpose_print,
     .verify = transpose_verify,
     .static_names = "transposed"},
    {.name = "linalg.broadcast",
     .parse = broadcast_parse,
     .print = broadcast_print,
     .verify = broadcast_verify,
     .static_names = "broadcasted"},
    {.name = "linalg.matmul", .parse = matmul_parse, .print = matmul_print, .verify = maps_attr_verify},
    {.name = "linalg.batch_matmul", .parse = matmul_parse, .print = matmul_print, .verify = maps_attr_verify},
    {.name = "linalg.batch_reduce_matmul", .parse = matmul_parse, .print = matmul_print, .verify = maps_attr_verify},
    {.name = "linalg.contract", .parse = contract_parse, .print = contract_print, .verify = maps_attr_verify},
    {.name = "linalg.elementwise",
     .parse = elementwise_parse,
     .print = elementwise_print,
     .verify = maps_attr_verify},
    {.name = "linalg.yield", .parse = yield_parse, .print = yield_print},
    {.name = "linalg.pack", .static_names = "pack"},
    {.name = "linalg.unpack", .static_names = "unpack"},
    {0},
};

/* Named ops from OpDSL share one parser and printer; their hooks are
 * found by name in the generated table (see linalg_named_hooks below). */
static const OpHooks NAMED_HOOKS = {.parse = named_parse, .print = named_print, .verify = named_verify};

static const OpHooks *linalg_named_hooks(const char *name) { return find_named(name) ? &NAMED_HOOKS : NULL; }

/* The dialects linalg's parsers and region builders create ops of. */
MLIR_INTERNAL extern const DialectDef AFFINE_DIALECT, ARITH_DIALECT, MATH_DIALECT, MEMREF_DIALECT, TENSOR_DIALECT,
    COMPLEX_DIALECT;

static const DialectDef *const DEPS[] = {&AFFINE_DIALECT, &ARITH_DIALECT, &MATH_DIALECT, &MEMREF_DIALECT,
                                         &TENSOR_DIALECT, &COMPLEX_DIALECT, NULL};

const DialectDef LINALG_DIALECT = {
    .ns = "linalg",
    .ods = &ODS_linalg,
    .hooks = HOOKS,
    .deps = DEPS,
    .extra_hooks = linalg_named_hooks,
    .interfaces = (const OpInterfaceHooks *const[]){LINALG_STRUCTURED_INTERFACES, LINALG_NAMED_INTERFACES, NULL}};
