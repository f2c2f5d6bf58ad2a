/* vector.c: the vector dialect's hand-written pieces (upstream's
 * VectorOps.cpp): the custom syntax of vector.contract, vector.mask,
 * vector.outerproduct, vector.transfer_read and vector.transfer_write,
 * the result types of vector.shuffle and vector.to_elements, result names,
 * and a selection of verifiers. The other vector ops use their
 * declarative formats. */
#include "../dialects.h"
#include "../utils/dialect_util.h"

MLIR_INTERNAL extern const OdsDialect ODS_vector; /* generated from ODS */

/* ---- helpers ----------------------------------------------------------------- */

static const Type *vec_of(Context *ctx, unsigned rank, const int64_t *dims, const bool *scalable, const Type *elem) {
  return type_vector(ctx, rank, dims, scalable, elem);
}

static bool vec_scalable(const Type *v, unsigned i) { return v->kind == TK_VECTOR && i < v->aux && v->p[v->aux + i]; }

/* ---- result types ------------------------------------------------------------- */

static const Attr *state_attr(const OperationState *st, const char *name) {
  for (size_t i = 0; i < st->num_attrs; i++)
    if (strcmp(st->attrs[i].name->str, name) == 0) return st->attrs[i].value;
  return NULL;
}

/* vector.shuffle: the mask's length, then the trailing dims of v1. */
static bool shuffle_infer(OperationState *st) {
  Context *ctx = st->ctx;
  const Attr *mask = state_attr(st, "mask");
  const Type *v1 = st->num_operands ? st->operands[0]->type : NULL;
  if (!mask || mask->kind != AK_DENSE_ARRAY || !v1 || v1->kind != TK_VECTOR) {
    emit_error(ctx, st->loc, "'vector.shuffle' op failed to infer returned types");
    return false;
  }
  unsigned rank = v1->aux ? v1->aux : 1;
  int64_t *dims = ctx_alloc(ctx, rank * sizeof *dims);
  bool *sc = ctx_alloc(ctx, rank * sizeof *sc);
  bool ok = false;
  if (dims && sc) {
    dims[0] = mask->aux;
    sc[0] = false;
    for (unsigned i = 1; i < rank; i++) {
      dims[i] = shaped_dim(v1, i);
      sc[i] = vec_scalable(v1, i);
    }
    const Type *t = vec_of(ctx, rank, dims, sc, shaped_elem(v1));
    ok = t && opstate_add_type(st, t);
  }
  ctx_free(ctx, dims);
  ctx_free(ctx, sc);
  return ok;
}

/* vector.to_elements: one scalar per element of the source. */
static bool to_elements_infer(OperationState *st) {
  const Type *v = st->num_operands ? st->operands[0]->type : NULL;
  if (!v || v->kind != TK_VECTOR) {
    emit_error(st->ctx, st->loc, "'vector.to_elements' op failed to infer returned types");
    return false;
  }
  int64_t n = shaped_num_elements(v);
  for (int64_t i = 0; i < n; i++)
    if (!opstate_add_type(st, shaped_elem(v))) return false;
  return true;
}

/* ---- vector.contract ----------------------------------------------------------- */

/* `{indexing_maps, iterator_types, kind} %lhs, %rhs, %acc attr-dict :
 * lhs-type, rhs-type into result-type`; iterator types are written as
 * strings and stored as #vector.iterator_type. */
static bool contract_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  UnresolvedUse lhs, rhs, acc;
  PtrVec types = {0};
  bool ok = false;
  Token at = p->tok;
  const Attr *dict = parse_attribute(p, NULL);
  if (!dict) goto done;
  if (dict->kind != AK_DICTIONARY) {
    parser_op_error(p, &at, "invalid kind of attribute specified");
    goto done;
  }
  if (!parse_ssa_use(p, &lhs) || !parser_expect_token(p, T_COMMA, "expected ','") || !parse_ssa_use(p, &rhs) ||
      !parser_expect_token(p, T_COMMA, "expected ','") || !parse_ssa_use(p, &acc) || !parse_optional_attr_dict(p, st) ||
      !parser_expect_token(p, T_COLON, "expected ':'") || !parse_comma_type_list(p, &types) ||
      !parser_expect_op_keyword(p, "into"))
    goto done;
  const Type *res = parse_type(p);
  if (!res) goto done;
  if (types.len < 2) {
    parser_error_loc(p, st->loc, "expected two types before 'into'");
    goto done;
  }
  Value *a = resolve_ssa_use(p, &lhs, types.data[0]), *b = a ? resolve_ssa_use(p, &rhs, types.data[1]) : NULL;
  Value *c = b ? resolve_ssa_use(p, &acc, res) : NULL;
  if (!c || !opstate_add_operand(st, a) || !opstate_add_operand(st, b) || !opstate_add_operand(st, c) ||
      !opstate_add_type(st, res))
    goto done;
  for (size_t i = 0; i < dict_size(dict); i++) {
    const Ident *name = dict_name(dict, i);
    const Attr *v = dict_value(dict, i);
    if (strcmp(name->str, "iterator_types") == 0) {
      if (v->kind != AK_ARRAY) break;
      const Attr **its = ctx_alloc(ctx, (v->n + 1) * sizeof *its);
      if (!its) goto done;
      bool good = true;
      for (uint32_t k = 0; k < v->n && good; k++) {
        const Attr *s = WORD_PTR(const Attr, v->p[k]);
        const Ident *id = s->kind == AK_STRING ? attr_string_ident(s) : NULL;
        its[k] = id ? du_enum_attr(ctx, &ODS_vector, "vector.iterator_type", id->str, id->len) : NULL;
        if (!its[k]) {
          parser_op_error(p, &at, "unexpected iterator_type (%s)", id ? id->str : "");
          good = false;
        }
      }
      v = good ? attr_array(ctx, v->n, its) : NULL;
      ctx_free(ctx, its);
      if (!v) goto done;
    }
    if (!opstate_add_attr(st, name, v)) goto done;
  }
  if (!dict_lookup(dict, "iterator_types", 14) ||
      WORD_PTR(const Attr, dict_lookup(dict, "iterator_types", 14))->kind != AK_ARRAY) {
    parser_op_error(p, &at, "expected iterator_types array attribute");
    goto done;
  }
  ok = du_add_defaults(st);
done:
  pv_free(&ctx->alloc, &types);
  return ok;
}

static void contract_print(Printer *pr, Operation *op) {
  Context *ctx = op_context(op);
  static const char *const traits[] = {"indexing_maps", "iterator_types", "kind", NULL};
  NamedAttr entries[3];
  size_t n = 0;
  for (unsigned i = 0; traits[i]; i++) {
    const Attr *v = op_get_attr(op, traits[i], strlen(traits[i]));
    if (!v) continue;
    if (i == 1 && v->kind == AK_ARRAY) {
      /* Iterator types print as their names. */
      const Attr **names = ctx_alloc(ctx, (v->n + 1) * sizeof *names);
      if (!names) return;
      for (uint32_t k = 0; k < v->n; k++) {
        const char *c = du_enum_attr_case(WORD_PTR(const Attr, v->p[k]));
        names[k] = c ? attr_string(ctx, c, strlen(c), NULL) : WORD_PTR(const Attr, v->p[k]);
      }
      v = attr_array(ctx, v->n, names);
      ctx_free(ctx, names);
      if (!v) return;
    }
    entries[n++] = (NamedAttr){ident_cstr(ctx, traits[i]), v};
  }
  const Ident *dup;
  const Attr *dict = attr_dictionary(ctx, n, entries, &dup);
  pr_putc(pr, ' ');
  pr_attr(pr, dict);
  pr_putc(pr, ' ');
  pr_operands(pr, op, 0, op->num_operands < 3 ? op->num_operands : 3);
  pr_attr_dict(pr, op, traits, false);
  pr_puts(pr, " : ");
  pr_type(pr, op->operands[0].value->type);
  pr_puts(pr, ", ");
  pr_type(pr, op->operands[1].value->type);
  pr_puts(pr, " into ");
  pr_type(pr, op->results[0].type);
}

/* ---- vector.mask --------------------------------------------------------------- */

static bool has_name_op(const Operation *op) { return op && strcmp(op->name->name->str, "vector.yield") == 0; }

static bool mask_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  UnresolvedUse mask, passthru;
  PtrVec types = {0};
  bool ok = false, has_passthru = false;
  Region *r = opstate_add_region(st);
  if (!r || !parse_ssa_use(p, &mask)) goto done;
  if (parser_consume_if(p, T_COMMA)) {
    has_passthru = true;
    if (!parse_ssa_use(p, &passthru)) goto done;
  }
  if (!parse_region(p, r, NULL, 0, false)) goto done;
  /* MaskOp::ensureTerminator: a single masked op yields its results. */
  Block *b = r->first;
  if (!b) {
    if (!ensure_terminator(ctx, r, "vector.yield", 0, st->loc)) goto done;
  } else if (!b->last || !has_name_op(b->last)) {
    if (b->first && b->first == b->last) {
      Operation *m = b->first;
      Value **vals = ctx_alloc(ctx, (m->num_results + 1) * sizeof *vals);
      if (!vals) goto done;
      for (unsigned i = 0; i < m->num_results; i++) vals[i] = &m->results[i];
      bool added = du_append_op(ctx, b, "vector.yield", vals, m->num_results, st->loc);
      ctx_free(ctx, vals);
      if (!added) goto done;
    } else if (!ensure_terminator(ctx, r, "vector.yield", 0, st->loc)) {
      goto done;
    }
  }
  if (!parse_optional_attr_dict(p, st) || !parser_expect_token(p, T_COLON, "expected ':'")) goto done;
  const Type *mt = parse_type(p);
  if (!mt || !parse_optional_arrow_type_list(p, &types)) goto done;
  for (size_t i = 0; i < types.len; i++)
    if (!opstate_add_type(st, types.data[i])) goto done;
  Value *m = resolve_ssa_use(p, &mask, mt);
  if (!m || !opstate_add_operand(st, m)) goto done;
  if (has_passthru) {
    if (!types.len) {
      parser_error_loc(p, st->loc, "expects a result if passthru operand is provided");
      goto done;
    }
    Value *v = resolve_ssa_use(p, &passthru, types.data[0]);
    if (!v || !opstate_add_operand(st, v)) goto done;
  }
  ok = true;
done:
  pv_free(&ctx->alloc, &types);
  return ok;
}

static void mask_print(Printer *pr, Operation *op) {
  pr_putc(pr, ' ');
  pr_operands(pr, op, 0, op->num_operands);
  pr_puts(pr, " { ");
  const Block *b = op->num_regions ? op->regions[0].first : NULL;
  if (b && b->first) pr_op(pr, b->first);
  pr_puts(pr, " }");
  pr_attr_dict(pr, op, NULL, false);
  pr_puts(pr, " : ");
  pr_type(pr, op->operands[0].value->type);
  if (op->num_results) {
    pr_puts(pr, " -> ");
    pr_result_types(pr, op, 0, op->num_results);
  }
}

/* ---- vector.outerproduct ---------------------------------------------------------- */

static bool outerproduct_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  UseList ops = {0};
  bool ok = false;
  if (!du_parse_uses(p, &ops) || !parse_optional_attr_dict(p, st) || !parser_expect_token(p, T_COLON, "expected ':'"))
    goto done;
  const Type *lt = parse_type(p);
  if (!lt || !parser_expect_token(p, T_COMMA, "expected ','")) goto done;
  const Type *rt = parse_type(p);
  if (!rt) goto done;
  if (ops.n < 2) {
    parser_error_loc(p, st->loc, "expected at least 2 operands");
    goto done;
  }
  if (lt->kind != TK_VECTOR || !lt->aux) {
    parser_error_loc(p, st->loc, "expected vector type for operand #1");
    goto done;
  }
  int64_t dims[2] = {shaped_dim(lt, 0), rt->kind == TK_VECTOR && rt->aux ? shaped_dim(rt, 0) : 0};
  bool sc[2] = {vec_scalable(lt, 0), vec_scalable(rt, 0)};
  const Type *res = vec_of(ctx, rt->kind == TK_VECTOR ? 2 : 1, dims, sc, shaped_elem(lt));
  if (!res || !du_add_defaults(st)) goto done;
  Value *a = resolve_ssa_use(p, &ops.v[0], lt), *b = a ? resolve_ssa_use(p, &ops.v[1], rt) : NULL;
  if (!b || !opstate_add_operand(st, a) || !opstate_add_operand(st, b)) goto done;
  if (ops.n > 2) {
    Value *c = resolve_ssa_use(p, &ops.v[2], res);
    if (!c || !opstate_add_operand(st, c)) goto done;
  }
  ok = opstate_add_type(st, res);
done:
  use_list_free(ctx, &ops);
  return ok;
}

static void outerproduct_print(Printer *pr, Operation *op) {
  pr_putc(pr, ' ');
  pr_operands(pr, op, 0, op->num_operands < 2 ? op->num_operands : 2);
  if (op->num_operands > 2) {
    pr_puts(pr, ", ");
    pr_value(pr, op->operands[2].value);
    pr_attr_dict(pr, op, NULL, false);
  }
  pr_puts(pr, " : ");
  pr_type(pr, op->operands[0].value->type);
  pr_puts(pr, ", ");
  pr_type(pr, op->operands[1].value->type);
}

/* ---- transfer ops ------------------------------------------------------------------ */

/* getTransferMinorIdentityMap: the last dims of the shaped type, one per
 * vector dim not covered by a vector element type. */
static const AffineMap *minor_identity(Context *ctx, const Type *shaped, const Type *vec) {
  unsigned srank = shaped_rank(shaped), vrank = shaped_rank(vec);
  const Type *elem = shaped_elem(shaped);
  if (elem && elem->kind == TK_VECTOR) vrank -= vrank >= elem->aux ? elem->aux : vrank;
  if (vrank > srank) vrank = srank;
  const AffineExpr **r = ctx_alloc(ctx, (vrank + 1) * sizeof *r);
  if (!r) return NULL;
  for (unsigned i = 0; i < vrank; i++) r[i] = ae_dim(ctx, srank - vrank + i);
  const AffineMap *m = affine_map_get(ctx, srank, 0, vrank, r);
  ctx_free(ctx, r);
  return m;
}

static bool is_minor_identity(const AffineMap *m) {
  unsigned nd = affine_map_num_dims(m), nr = affine_map_num_results(m);
  if (nr > nd || affine_map_num_symbols(m)) return false;
  for (unsigned i = 0; i < nr; i++) {
    const AffineExpr *e = affine_map_result(m, i);
    if (e->kind != AE_DIM || e->p[0] != nd - nr + i) return false;
  }
  return true;
}

/* inferTransferOpMaskType: i1 vector shaped like the vector type read
 * through the inverse of the (compressed) permutation map. */
static const Type *mask_type(Context *ctx, const Type *vec, const AffineMap *m) {
  unsigned nd = affine_map_num_dims(m), nr = affine_map_num_results(m);
  int64_t *dims = ctx_alloc(ctx, (nd + nr + 1) * sizeof *dims);
  bool *sc = ctx_alloc(ctx, (nd + nr + 1) * sizeof *sc);
  const Type *t = NULL;
  if (!dims || !sc) goto done;
  /* Dims used by the map, in increasing order, become 0..k-1. */
  unsigned k = 0;
  for (unsigned d = 0; d < nd; d++) {
    int found = -1;
    for (unsigned i = 0; i < nr; i++) {
      const AffineExpr *e = affine_map_result(m, i);
      if (e->kind == AE_DIM && e->p[0] == d && found < 0) found = (int)i;
    }
    if (found < 0) continue;
    dims[k] = (unsigned)found < shaped_rank(vec) ? shaped_dim(vec, (unsigned)found) : 1;
    sc[k] = vec_scalable(vec, (unsigned)found);
    k++;
  }
  t = vec_of(ctx, k, dims, sc, ctx->t_i1);
done:
  ctx_free(ctx, dims);
  ctx_free(ctx, sc);
  return t;
}

static const Attr *false_array(Context *ctx, unsigned n) {
  const Attr **f = ctx_alloc(ctx, (n + 1) * sizeof *f);
  if (!f) return NULL;
  for (unsigned i = 0; i < n; i++) f[i] = attr_bool(ctx, false);
  const Attr *a = attr_array(ctx, n, f);
  ctx_free(ctx, f);
  return a;
}

/* The permutation map (given or the minor identity) and default in_bounds
 * of a transfer op being parsed. */
static const AffineMap *transfer_map(OperationState *st, const Type *shaped, const Type *vec) {
  Context *ctx = st->ctx;
  const Attr *pm = state_attr(st, "permutation_map");
  const AffineMap *m = pm && pm->kind == AK_AFFINE_MAP ? WORD_PTR(const AffineMap, pm->p[0]) : NULL;
  if (!pm) {
    m = minor_identity(ctx, shaped, vec);
    const Attr *a = m ? attr_affine_map(ctx, m) : NULL;
    if (!a || !opstate_add_attr(st, ident_cstr(ctx, "permutation_map"), a)) return NULL;
  }
  if (m && !state_attr(st, "in_bounds")) {
    const Attr *ib = false_array(ctx, affine_map_num_results(m));
    if (!ib || !opstate_add_attr(st, ident_cstr(ctx, "in_bounds"), ib)) return NULL;
  }
  return m;
}

static bool parse_shaped_and_vector(Parser *p, bool vector_first, const Type **shaped, const Type **vec) {
  Token colon = p->tok;
  if (!parser_expect_token(p, T_COLON, "expected ':'")) return false;
  Token at1 = p->tok;
  const Type *a = parse_type(p);
  if (!a || !parser_expect_token(p, T_COMMA, "expected ','")) return false;
  Token at2 = p->tok;
  const Type *b = parse_type(p);
  if (!b) return false;
  *vec = vector_first ? a : b;
  *shaped = vector_first ? b : a;
  (void)at1, (void)at2; /* upstream reports both where the types start: the colon */
  if ((*shaped)->kind != TK_MEMREF && (*shaped)->kind != TK_RANKED_TENSOR)
    return parser_op_error(p, &colon, "requires memref or ranked tensor type");
  if ((*vec)->kind != TK_VECTOR) return parser_op_error(p, &colon, "requires vector type");
  return true;
}

static bool transfer_read_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  UnresolvedUse src, pad, mask;
  UseList idx = {0};
  bool ok = false, has_mask = false;
  if (!parse_ssa_use(p, &src) || !parse_operand_list(p, T_LSQUARE, -1, &idx) ||
      !parser_expect_token(p, T_COMMA, "expected ','") || !parse_ssa_use(p, &pad))
    goto done;
  if (parser_consume_if(p, T_COMMA)) {
    has_mask = true;
    if (!parse_ssa_use(p, &mask)) goto done;
  }
  const Type *shaped, *vec;
  if (!parse_optional_attr_dict(p, st) || !parse_shaped_and_vector(p, false, &shaped, &vec)) goto done;
  const AffineMap *m = transfer_map(st, shaped, vec);
  if (!m) goto done;
  Value *v = resolve_ssa_use(p, &src, shaped);
  if (!v || !opstate_add_operand(st, v) || !resolve_operands(p, &idx, NULL, ctx->t_index, st)) goto done;
  if (!(v = resolve_ssa_use(p, &pad, shaped_elem(shaped))) || !opstate_add_operand(st, v)) goto done;
  if (has_mask) {
    const Type *mt = mask_type(ctx, vec, m);
    if (!mt || !(v = resolve_ssa_use(p, &mask, mt)) || !opstate_add_operand(st, v)) goto done;
  }
  int32_t seg[4] = {1, (int32_t)idx.n, 1, has_mask};
  ok = du_add_segments(st, seg, 4) && opstate_add_type(st, vec);
done:
  use_list_free(ctx, &idx);
  return ok;
}

static bool transfer_write_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  UnresolvedUse val, dest, mask;
  UseList idx = {0};
  bool ok = false, has_mask = false;
  if (!parse_ssa_use(p, &val) || !parser_expect_token(p, T_COMMA, "expected ','") || !parse_ssa_use(p, &dest) ||
      !parse_operand_list(p, T_LSQUARE, -1, &idx))
    goto done;
  if (parser_consume_if(p, T_COMMA)) {
    has_mask = true;
    if (!parse_ssa_use(p, &mask)) goto done;
  }
  const Type *shaped, *vec;
  if (!parse_optional_attr_dict(p, st) || !parse_shaped_and_vector(p, true, &shaped, &vec)) goto done;
  const AffineMap *m = transfer_map(st, shaped, vec);
  if (!m) goto done;
  Value *v = resolve_ssa_use(p, &val, vec);
  if (!v || !opstate_add_operand(st, v) || !(v = resolve_ssa_use(p, &dest, shaped)) || !opstate_add_operand(st, v) ||
      !resolve_operands(p, &idx, NULL, ctx->t_index, st))
    goto done;
  if (has_mask) {
    const Type *mt = mask_type(ctx, vec, m);
    if (!mt || !(v = resolve_ssa_use(p, &mask, mt)) || !opstate_add_operand(st, v)) goto done;
  }
  int32_t seg[4] = {1, 1, (int32_t)idx.n, has_mask};
  ok = du_add_segments(st, seg, 4) && (shaped->kind != TK_RANKED_TENSOR || opstate_add_type(st, shaped));
done:
  use_list_free(ctx, &idx);
  return ok;
}

/* printTransferAttrs: the minor identity map and all-false in_bounds are
 * implied. */
static void print_transfer_attrs(Printer *pr, Operation *op) {
  const char *elided[4] = {"operandSegmentSizes", NULL, NULL, NULL};
  unsigned k = 1;
  const Attr *pm = op_get_attr(op, "permutation_map", 15);
  if (pm && pm->kind == AK_AFFINE_MAP && is_minor_identity(WORD_PTR(const AffineMap, pm->p[0])))
    elided[k++] = "permutation_map";
  const Attr *ib = op_get_attr(op, "in_bounds", 9);
  bool any = false;
  for (uint32_t i = 0; ib && ib->kind == AK_ARRAY && i < ib->n; i++)
    any |= attr_int_value(WORD_PTR(const Attr, ib->p[i])) != 0;
  if (!any) elided[k++] = "in_bounds";
  pr_attr_dict(pr, op, elided, false);
}

static void transfer_read_print(Printer *pr, Operation *op) {
  unsigned is, in, ms, mn;
  du_operands(op, "indices", &is, &in);
  du_operands(op, "mask", &ms, &mn);
  pr_putc(pr, ' ');
  pr_value(pr, op->operands[0].value);
  pr_putc(pr, '[');
  pr_operands(pr, op, is, in);
  pr_puts(pr, "], ");
  pr_value(pr, du_operand(op, "padding", 0));
  if (mn) {
    pr_puts(pr, ", ");
    pr_value(pr, op->operands[ms].value);
  }
  print_transfer_attrs(pr, op);
  pr_puts(pr, " : ");
  pr_type(pr, op->operands[0].value->type);
  pr_puts(pr, ", ");
  pr_type(pr, op->results[0].type);
}

static void transfer_write_print(Printer *pr, Operation *op) {
  unsigned is, in, ms, mn;
  du_operands(op, "indices", &is, &in);
  du_operands(op, "mask", &ms, &mn);
  pr_putc(pr, ' ');
  pr_value(pr, op->operands[0].value);
  pr_puts(pr, ", ");
  pr_value(pr, op->operands[1].value);
  pr_putc(pr, '[');
  pr_operands(pr, op, is, in);
  pr_putc(pr, ']');
  if (mn) {
    pr_puts(pr, ", ");
    pr_value(pr, op->operands[ms].value);
  }
  print_transfer_attrs(pr, op);
  pr_puts(pr, " : ");
  pr_type(pr, op->operands[0].value->type);
  pr_puts(pr, ", ");
  pr_type(pr, op->operands[1].value->type);
}

/* ---- verifiers ------------------------------------------------------------------------ */

/* isSupportedCombiningKind */
static bool kind_supports(const char *kind, const Type *elem) {
  bool f = type_is_float(elem), i = type_is_int_or_index(elem);
  if (!strcmp(kind, "add") || !strcmp(kind, "mul")) return f || i;
  if (!strcmp(kind, "minui") || !strcmp(kind, "minsi") || !strcmp(kind, "maxui") || !strcmp(kind, "maxsi") ||
      !strcmp(kind, "and") || !strcmp(kind, "or") || !strcmp(kind, "xor"))
    return i;
  return f; /* minimumf, maximumf, minnumf, maxnumf */
}

static bool reduction_verify(Operation *op) {
  const Type *v = op->operands[0].value->type;
  if (shaped_rank(v) > 1) return op_fail(op, "unsupported reduction rank: %u", shaped_rank(v));
  const char *kind = du_enum_attr_case(op_get_attr(op, "kind", 4));
  const Type *elem = op->results[0].type;
  if (kind && !kind_supports(kind, elem))
    return op_fail(op, "unsupported reduction type ''%s'' for kind '%s'", type_text(op_context(op), elem), kind);
  return true;
}

static bool shape_cast_verify(Operation *op) {
  const Type *a = op->operands[0].value->type, *b = op->results[0].type;
  if (shaped_elem(a) != shaped_elem(b)) return op_fail(op, "has different source and result element types");
  if (shaped_num_elements(a) != shaped_num_elements(b))
    return op_fail(op, "has different number of elements at source (%lld) and result (%lld)",
                   (long long)shaped_num_elements(a), (long long)shaped_num_elements(b));
  return true;
}

static bool transpose_verify(Operation *op) {
  const Type *a = op->operands[0].value->type, *b = op->results[0].type;
  const Attr *perm = op_get_attr(op, "permutation", 11);
  unsigned rank = shaped_rank(a);
  if (shaped_rank(b) != rank) return op_fail(op, "vector result rank mismatch: %u", shaped_rank(b));
  size_t n = perm && perm->kind == AK_DENSE_ARRAY ? perm->aux : 0;
  if (n != rank) return op_fail(op, "transposition length mismatch: %zu", n);
  bool seen[MAX_STACK_RANK] = {0};
  for (size_t i = 0; i < n; i++) {
    int64_t d = dense_i64_at(perm, i);
    if (d < 0 || d >= (int64_t)rank) return op_fail(op, "transposition index out of range: %lld", (long long)d);
    if (d < MAX_STACK_RANK && seen[d]) return op_fail(op, "duplicate position index: %lld", (long long)d);
    if (d < MAX_STACK_RANK) seen[d] = true;
    if (shaped_dim(a, (unsigned)d) != shaped_dim(b, (unsigned)i))
      return op_fail(op, "dimension size mismatch at: %lld", (long long)d);
  }
  return true;
}

static bool broadcast_verify(Operation *op) {
  const Type *src = op->operands[0].value->type, *dst = op->results[0].type;
  if (src->kind != TK_VECTOR) {
    if (src != shaped_elem(dst)) return op_fail(op, "source type is not a vector");
    return true;
  }
  unsigned sr = shaped_rank(src), dr = shaped_rank(dst);
  if (sr > dr) return op_fail(op, "source rank higher than destination rank");
  for (unsigned i = 0; i < sr; i++) {
    int64_t s = shaped_dim(src, i), d = shaped_dim(dst, dr - sr + i);
    if (s != 1 && s != d)
      return op_fail(op, "dimension mismatch (%lld vs. %lld)", (long long)s, (long long)d);
  }
  return true;
}

static const OpHooks HOOKS[] = {
    {.name = "vector.shuffle", .infer = shuffle_infer},
    {.name = "vector.to_elements", .infer = to_elements_infer},
    {.name = "vector.vscale", .static_names = "vscale"},
    {.name = "vector.contract", .parse = contract_parse, .print = contract_print},
    {.name = "vector.mask", .parse = mask_parse, .print = mask_print},
    {.name = "vector.outerproduct", .parse = outerproduct_parse, .print = outerproduct_print},
    {.name = "vector.transfer_read", .parse = transfer_read_parse, .print = transfer_read_print},
    {.name = "vector.transfer_write", .parse = transfer_write_parse, .print = transfer_write_print},
    {.name = "vector.reduction", .verify = reduction_verify},
    {.name = "vector.shape_cast", .verify = shape_cast_verify},
    {.name = "vector.transpose", .verify = transpose_verify},
    {.name = "vector.broadcast", .verify = broadcast_verify},
    {0},
};

const DialectDef VECTOR_DIALECT = {.ns = "vector", .ods = &ODS_vector, .hooks = HOOKS};
