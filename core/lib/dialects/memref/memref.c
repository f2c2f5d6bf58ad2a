/* memref.c: the memref dialect's hand-written pieces, as upstream's
 * MemRefOps.cpp writes them: result names (OpAsmOpInterface), the custom
 * syntax of memref.generic_atomic_rmw, memref.prefetch,
 * memref.alloca_scope, memref.dma_start and memref.transpose, result
 * inference for memref.distinct_objects, and the op verifiers. */
#include "memref.h"
#include "../utils/elems.h"
#include "../../interfaces/view_like.h"
#include <stdio.h>

MLIR_INTERNAL extern const OdsDialect ODS_memref; /* generated from ODS */

/* Emits the op-name-located error "... but got <type>" style messages. */
static bool error_with_type(Parser *p, const Loc *loc, const char *msg, const Type *t) {
  StrBuf s;
  sb_init(&s, &p->ctx->alloc);
  print_type(t, &s);
  parser_error_loc(p, loc, "%s'%s'", msg, s.data ? s.data : "");
  sb_free(&s);
  return false;
}

/* ---- memref.generic_atomic_rmw ----------------------------------------------- */

static bool generic_atomic_rmw_parse(Parser *p, OperationState *st) {
  UnresolvedUse mem;
  UseList ivs = {0};
  bool ok = false;
  if (!parse_ssa_use(p, &mem) || !parse_operand_list(p, T_LSQUARE, -1, &ivs) ||
      !parser_expect(p, T_COLON, "expected ':'"))
    goto done;
  const Type *t = parse_type(p);
  if (!t) goto done;
  Value *m = resolve_ssa_use(p, &mem, t);
  if (!m || !opstate_add_operand(st, m) || !resolve_operands(p, &ivs, NULL, p->ctx->t_index, st)) goto done;
  if (t->kind != TK_MEMREF) {
    error_with_type(p, st->loc, "expected a memref type, but got ", t);
    goto done;
  }
  Region *body = opstate_add_region(st);
  ok = body && parse_region(p, body, NULL, 0, false) && parse_optional_attr_dict(p, st) &&
       opstate_add_type(st, shaped_elem(t));
done:
  use_list_free(p->ctx, &ivs);
  return ok;
}

static void generic_atomic_rmw_print(Printer *pr, Operation *op) {
  if (!op->num_operands) return;
  pr_putc(pr, ' ');
  pr_value(pr, op->operands[0].value);
  pr_putc(pr, '[');
  pr_operands(pr, op, 1, op->num_operands - 1);
  pr_puts(pr, "] : ");
  pr_type(pr, op->operands[0].value->type);
  pr_putc(pr, ' ');
  pr_region(pr, &op->regions[0], true, true, false);
  pr_attr_dict(pr, op, NULL, false);
}

/* ---- memref.prefetch ------------------------------------------------------------- */

static bool prefetch_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  UnresolvedUse mem;
  UseList ivs = {0};
  bool ok = false;
  if (!parse_ssa_use(p, &mem) || !parse_operand_list(p, T_LSQUARE, -1, &ivs) ||
      !parser_expect(p, T_COMMA, "expected ','"))
    goto done;
  Token rw = p->tok;
  if (rw.kind != T_BARE_ID) {
    parser_op_error(p, NULL, "expected valid keyword");
    goto done;
  }
  parser_advance(p);
  if (!parser_expect(p, T_COMMA, "expected ','") || !parser_expect_op_keyword(p, "locality") ||
      !parser_expect(p, T_LESS, "expected '<'"))
    goto done;
  const Attr *hint = parse_attribute(p, type_integer(ctx, 32, SIGNLESS));
  if (!hint || !opstate_add_attr(st, ident_cstr(ctx, "localityHint"), hint) ||
      !parser_expect(p, T_GREATER, "expected '>'") || !parser_expect(p, T_COMMA, "expected ','"))
    goto done;
  Token cache = p->tok;
  if (cache.kind != T_BARE_ID) {
    parser_op_error(p, NULL, "expected valid keyword");
    goto done;
  }
  parser_advance(p);
  if (!parser_expect(p, T_COLON, "expected ':'")) goto done;
  const Type *t = parse_type(p);
  if (!t) goto done;
  if (t->kind != TK_MEMREF) {
    parser_op_error(p, NULL, "invalid kind of type specified");
    goto done;
  }
  Value *m = resolve_ssa_use(p, &mem, t);
  if (!m || !opstate_add_operand(st, m) || !resolve_operands(p, &ivs, NULL, ctx->t_index, st)) goto done;
  bool is_write = tok_is_keyword(&rw, "write");
  if (!is_write && !tok_is_keyword(&rw, "read")) {
    parser_error_loc(p, st->loc, "rw specifier has to be 'read' or 'write'");
    goto done;
  }
  bool data = tok_is_keyword(&cache, "data");
  if (!data && !tok_is_keyword(&cache, "instr")) {
    parser_error_loc(p, st->loc, "cache type has to be 'data' or 'instr'");
    goto done;
  }
  ok = opstate_add_attr(st, ident_cstr(ctx, "isWrite"), attr_bool(ctx, is_write)) &&
       opstate_add_attr(st, ident_cstr(ctx, "isDataCache"), attr_bool(ctx, data));
done:
  use_list_free(ctx, &ivs);
  return ok;
}

static bool bool_attr(const Operation *op, const char *name) {
  const Attr *a = op_get_attr(op, name, strlen(name));
  return a && a->kind == AK_INTEGER && attr_int_value(a);
}

static void prefetch_print(Printer *pr, Operation *op) {
  if (!op->num_operands) return;
  pr_putc(pr, ' ');
  pr_value(pr, op->operands[0].value);
  pr_putc(pr, '[');
  pr_operands(pr, op, 1, op->num_operands - 1);
  pr_puts(pr, "], ");
  pr_puts(pr, bool_attr(op, "isWrite") ? "write" : "read");
  pr_puts(pr, ", locality<");
  const Attr *hint = op_get_attr(op, "localityHint", 12);
  if (hint && hint->kind == AK_INTEGER) sb_put_u64(pr->out, (uint32_t)attr_int_value(hint));
  pr_puts(pr, ">, ");
  pr_puts(pr, bool_attr(op, "isDataCache") ? "data" : "instr");
  static const char *const elided[] = {"localityHint", "isWrite", "isDataCache", NULL};
  pr_attr_dict(pr, op, elided, false);
  pr_puts(pr, " : ");
  pr_type(pr, op->operands[0].value->type);
}

/* ---- memref.alloca_scope -------------------------------------------------------------- */

static bool alloca_scope_parse(Parser *p, OperationState *st) {
  PtrVec types = {0};
  Region *body = opstate_add_region(st);
  bool ok = body && parse_optional_arrow_type_list(p, &types);
  for (size_t i = 0; ok && i < types.len; i++) ok = opstate_add_type(st, types.data[i]);
  pv_free(&p->ctx->alloc, &types);
  return ok && parse_region(p, body, NULL, 0, false) &&
         ensure_terminator(p->ctx, body, "memref.alloca_scope.return", 0, st->loc) &&
         parse_optional_attr_dict(p, st);
}

static void alloca_scope_print(Printer *pr, Operation *op) {
  pr_putc(pr, ' ');
  if (op->num_results) {
    pr_puts(pr, " -> (");
    pr_result_types(pr, op, 0, op->num_results);
    pr_putc(pr, ')');
  }
  pr_putc(pr, ' ');
  pr_region(pr, &op->regions[0], false, op->num_results != 0, false);
  pr_attr_dict(pr, op, NULL, false);
}

/* ---- memref.dma_start ------------------------------------------------------------------ */

/* Operands: src[idx], dst[idx], num_elements, tag[idx] (, stride, per_stride)? */
static bool dma_start_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  UnresolvedUse src, dst, num, tag;
  UseList si = {0}, di = {0}, ti = {0}, strides = {0};
  PtrVec types = {0};
  bool ok = false;
  if (!parse_ssa_use(p, &src) || !parse_operand_list(p, T_LSQUARE, -1, &si) ||
      !parser_expect(p, T_COMMA, "expected ','") || !parse_ssa_use(p, &dst) ||
      !parse_operand_list(p, T_LSQUARE, -1, &di) || !parser_expect(p, T_COMMA, "expected ','") ||
      !parse_ssa_use(p, &num) || !parser_expect(p, T_COMMA, "expected ','") || !parse_ssa_use(p, &tag) ||
      !parse_operand_list(p, T_LSQUARE, -1, &ti))
    goto done;
  if (parser_consume_if(p, T_COMMA) && !parse_operand_list(p, T_EOF, -1, &strides)) goto done;
  if (strides.n && strides.n != 2) {
    parser_error_loc(p, st->loc, "expected two stride related operands");
    goto done;
  }
  if (!parser_expect(p, T_COLON, "expected ':'") || !parse_comma_type_list(p, &types)) goto done;
  if (types.len != 3) {
    parser_error_loc(p, st->loc, "fewer/more types expected");
    goto done;
  }
  const Type *const *t = (const Type *const *)types.data;
  Value *v;
  ok = (v = resolve_ssa_use(p, &src, t[0])) && opstate_add_operand(st, v) &&
       resolve_operands(p, &si, NULL, ctx->t_index, st) && (v = resolve_ssa_use(p, &dst, t[1])) &&
       opstate_add_operand(st, v) && resolve_operands(p, &di, NULL, ctx->t_index, st) &&
       (v = resolve_ssa_use(p, &num, ctx->t_index)) && opstate_add_operand(st, v) &&
       (v = resolve_ssa_use(p, &tag, t[2])) && opstate_add_operand(st, v) &&
       resolve_operands(p, &ti, NULL, ctx->t_index, st) && resolve_operands(p, &strides, NULL, ctx->t_index, st);
done:
  use_list_free(ctx, &si);
  use_list_free(ctx, &di);
  use_list_free(ctx, &ti);
  use_list_free(ctx, &strides);
  pv_free(&ctx->alloc, &types);
  return ok;
}

/* The operand layout follows from the memref ranks (upstream's accessors). */
static void dma_start_print(Printer *pr, Operation *op) {
  unsigned n = op->num_operands, at = 0;
  if (n < 4) return;
  const Type *src = op->operands[0].value->type;
  unsigned sr = shaped_rank(src);
  if (1 + sr + 1 > n) return;
  const Type *dst = op->operands[1 + sr].value->type;
  unsigned dr = shaped_rank(dst);
  unsigned tag_at = 1 + sr + 1 + dr + 1;
  if (tag_at >= n) return;
  const Type *tag = op->operands[tag_at].value->type;
  unsigned tr = shaped_rank(tag);
  if (tag_at + 1 + tr > n) return;
  pr_putc(pr, ' ');
  pr_value(pr, op->operands[at].value);
  pr_putc(pr, '[');
  pr_operands(pr, op, 1, sr);
  pr_puts(pr, "], ");
  at = 1 + sr;
  pr_value(pr, op->operands[at].value);
  pr_putc(pr, '[');
  pr_operands(pr, op, at + 1, dr);
  pr_puts(pr, "], ");
  pr_value(pr, op->operands[at + 1 + dr].value);
  pr_puts(pr, ", ");
  pr_value(pr, op->operands[tag_at].value);
  pr_putc(pr, '[');
  pr_operands(pr, op, tag_at + 1, tr);
  pr_putc(pr, ']');
  if (n > tag_at + 1 + tr) {
    pr_puts(pr, ", ");
    pr_operands(pr, op, tag_at + 1 + tr, n - (tag_at + 1 + tr));
  }
  pr_attr_dict(pr, op, NULL, false);
  pr_puts(pr, " : ");
  pr_type(pr, src);
  pr_puts(pr, ", ");
  pr_type(pr, dst);
  pr_puts(pr, ", ");
  pr_type(pr, tag);
}

/* ---- memref.transpose --------------------------------------------------------------------- */

static bool transpose_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  UnresolvedUse in;
  if (!parse_ssa_use(p, &in)) return false;
  /* parseAffineMapReference: an alias or a bare `(d0, ...) -> (...)`. */
  const AffineMap *m = NULL;
  if (p->tok.kind == T_HASH_ID) {
    Token at = p->tok;
    const Attr *a = parse_attribute(p, NULL);
    if (!a) return false;
    if (a->kind != AK_AFFINE_MAP) return parser_error_at(p, &at, "expected AffineMap, but got %.*s", (int)at.len, at.start);
    m = WORD_PTR(const AffineMap, a->p[0]);
  } else if (!(m = parse_affine_map_body(p))) {
    return false;
  }
  if (!parse_optional_attr_dict(p, st) || !parser_expect(p, T_COLON, "expected ':'")) return false;
  const Type *src = parse_type(p);
  if (!src) return false;
  if (src->kind != TK_MEMREF) return parser_op_error(p, NULL, "invalid kind of type specified");
  Value *v = resolve_ssa_use(p, &in, src);
  if (!v || !opstate_add_operand(st, v) || !parser_expect_op_keyword(p, "to")) return false;
  const Type *dst = parse_type(p);
  if (!dst) return false;
  if (dst->kind != TK_MEMREF) return parser_op_error(p, NULL, "invalid kind of type specified");
  const Attr *perm = attr_affine_map(ctx, m);
  return perm && opstate_add_type(st, dst) && opstate_add_attr(st, ident_cstr(ctx, "permutation"), perm);
}

static void transpose_print(Printer *pr, Operation *op) {
  if (!op->num_operands || !op->num_results) return;
  const Attr *perm = op_get_attr(op, "permutation", 11);
  pr_putc(pr, ' ');
  pr_value(pr, op->operands[0].value);
  pr_putc(pr, ' ');
  if (perm && perm->kind == AK_AFFINE_MAP) print_affine_map(WORD_PTR(const AffineMap, perm->p[0]), pr->out);
  else if (perm) pr_attr(pr, perm);
  static const char *const elided[] = {"permutation", NULL};
  pr_attr_dict(pr, op, elided, false);
  pr_puts(pr, " : ");
  pr_type(pr, op->operands[0].value->type);
  pr_puts(pr, " to ");
  pr_type(pr, op->results[0].type);
}

/* ---- verifiers ------------------------------------------------------------------------ */

/* Symbols of a memref layout's affine map: an affine map's own, or one per
 * dynamic offset/stride of a strided layout (makeStridedLinearLayoutMap). */
static unsigned layout_symbols(const Attr *layout) {
  if (!layout) return 0;
  if (layout->kind == AK_AFFINE_MAP) return affine_map_num_symbols(WORD_PTR(const AffineMap, layout->p[0]));
  unsigned n = 0;
  if (layout->kind == AK_STRIDED_LAYOUT)
    for (uint32_t i = 0; i < layout->n; i++) n += (int64_t)layout->p[i] == DYNAMIC_SIZE;
  return n;
}

/* verifyAllocLikeOp: dynamic sizes match the `?` dimensions, symbol
 * operands the layout's symbols. */
static bool verify_alloc_like(Operation *op) {
  const OdsOp *o = op_ods(op);
  if (!o || !op->num_results) return true;
  const Type *t = op->results[0].type;
  if (t->kind != TK_MEMREF) return op_fail(op, "result must be a memref");
  unsigned ds, dc, ss, sc, dyn = 0;
  ods_operand_group(op, o, 0, &ds, &dc);
  ods_operand_group(op, o, 1, &ss, &sc);
  for (unsigned i = 0; i < shaped_rank(t); i++) dyn += shaped_dim(t, i) == DYNAMIC_SIZE;
  if (dc != dyn) return op_fail(op, "incorrect number of dynamic sizes, has %u, expected %u", dc, dyn);
  const Attr *layout = WORD_PTR(const Attr, t->p[shaped_rank(t) + 1]);
  unsigned syms = layout_symbols(layout);
  if (sc != syms)
    return op_fail(op, "symbol operand count does not equal memref symbol count: expected %u, got %u", syms, sc);
  return true;
}

static bool verify_load(Operation *op) {
  if (!op->num_operands || op->operands[0].value->type->kind != TK_MEMREF) return true;
  unsigned rank = shaped_rank(op->operands[0].value->type), n = op->num_operands - 1;
  if (n != rank) return op_fail(op, "incorrect number of indices for load, expected %u but got %u", rank, n);
  return true;
}

static bool verify_store(Operation *op) {
  if (op->num_operands < 2 || op->operands[1].value->type->kind != TK_MEMREF) return true;
  if (op->num_operands != 2 + shaped_rank(op->operands[1].value->type))
    return op_fail(op, "store index operand count not equal to memref rank");
  return true;
}

/* memref::CastOp::areCastCompatible. */
bool memref_cast_compatible(const Type *a, const Type *b) {
  bool ra = a->kind == TK_MEMREF, rb = b->kind == TK_MEMREF;
  bool ua = a->kind == TK_UNRANKED_MEMREF, ub = b->kind == TK_UNRANKED_MEMREF;
  if (ra && rb) {
    if (shaped_elem(a) != shaped_elem(b)) return false;
    unsigned rank = shaped_rank(a);
    const Attr *la = WORD_PTR(const Attr, a->p[rank + 1]), *lb = WORD_PTR(const Attr, b->p[shaped_rank(b) + 1]);
    if (la != lb) {
      int64_t sa[64], sb[64], oa, ob;
      if (rank > MAX_STACK_RANK || shaped_rank(b) != rank || !memref_strides_and_offset(a, sa, &oa) ||
          !memref_strides_and_offset(b, sb, &ob))
        return false;
#define COMPATIBLE(x, y) ((x) == DYNAMIC_SIZE || (y) == DYNAMIC_SIZE || (x) == (y))
      if (!COMPATIBLE(oa, ob)) return false;
      for (unsigned i = 0; i < rank; i++)
        if (!COMPATIBLE(sa[i], sb[i])) return false;
#undef COMPATIBLE
    }
    if (memref_memory_space(a) != memref_memory_space(b) || rank != shaped_rank(b)) return false;
    for (unsigned i = 0; i < rank; i++) {
      int64_t x = shaped_dim(a, i), y = shaped_dim(b, i);
      if (x != DYNAMIC_SIZE && y != DYNAMIC_SIZE && x != y) return false;
    }
    return true;
  }
  if ((ua || ub) && (ra || ua) && (rb || ub)) {
    if (ua && ub) return false; /* unranked to unranked is unsupported */
    return shaped_elem(a) == shaped_elem(b) && memref_memory_space(a) == memref_memory_space(b);
  }
  return false;
}

static bool verify_cast(Operation *op) {
  if (op->num_operands != 1 || op->num_results != 1) return true;
  const Type *a = op->operands[0].value->type, *b = op->results[0].type;
  if (memref_cast_compatible(a, b)) return true;
  op_fail(op, "operand type '%s' and result type '%s' are cast incompatible", type_text(op_context(op), a),
          type_text(op_context(op), b));
  return false;
}

/* SymbolUserOpInterface: @name is a memref.global of the result type. */
static bool verify_get_global(Operation *op) {
  const Attr *name = op_get_attr(op, "name", 4);
  if (!name || name->kind != AK_SYMBOL_REF || !op->num_results) return true;
  Operation *g = symbol_resolve(op, name);
  const Ident *root = WORD_PTR(const Ident, name->p[0]);
  if (!g || strcmp(g->name->name->str, "memref.global") != 0)
    return op_fail(op, "'%s' does not reference a valid global memref", root->str);
  const Attr *ta = op_get_attr(g, "type", 4);
  const Type *gt = ta && ta->kind == AK_TYPE ? WORD_PTR(const Type, ta->p[0]) : NULL;
  if (!gt || gt == op->results[0].type) return true;
  op_fail(op, "result type '%s' does not match type '%s' of the global memref @%s",
          type_text(op_context(op), op->results[0].type), type_text(op_context(op), gt), root->str);
  return false;
}

/* AtomicRMWOp::verify: subscripts per rank, and the value's kind of type
 * for the arithmetic kinds. */
static bool verify_atomic_rmw(Operation *op) {
  if (op->num_operands < 2 || op->operands[1].value->type->kind != TK_MEMREF) return true;
  if (shaped_rank(op->operands[1].value->type) != op->num_operands - 2)
    return op_fail(op, "expects the number of subscripts to be equal to memref rank");
  const OdsOp *o = op_ods(op);
  const Attr *kind = op_get_attr(op, "kind", 4);
  if (!o || !kind || kind->kind != AK_INTEGER) return true;
  StrBuf k;
  sb_init(&k, &op_context(op)->alloc);
  ods_enum_print_value(o->attrs[0].enum_info, (uint64_t)attr_int_value(kind), &k);
  static const char *const floats[] = {"addf", "mulf", "maximumf", "minimumf", "maxnumf", "minnumf", NULL};
  static const char *const ints[] = {"addi", "maxs", "maxu", "mins", "minu", "muli", "ori", "xori", "andi", NULL};
  const Type *vt = op->operands[0].value->type;
  bool ok = true;
  for (const char *const *f = floats; ok && *f; f++)
    if (k.data && strcmp(k.data, *f) == 0 && !type_is_float(vt))
      ok = op_fail(op, "with kind '%s' expects a floating-point type", k.data);
  for (const char *const *f = ints; ok && *f; f++)
    if (k.data && strcmp(k.data, *f) == 0 && !type_is_integer(vt))
      ok = op_fail(op, "with kind '%s' expects an integer type", k.data);
  sb_free(&k);
  return ok;
}

/* memref.subview: the OffsetSizeAndStride lists over the source rank, then
 * SubViewOp::verify (view_like.c). */
static bool verify_subview(Operation *op) {
  if (!op->num_operands || op->operands[0].value->type->kind != TK_MEMREF) return true;
  unsigned r = shaped_rank(op->operands[0].value->type);
  const unsigned ranks[3] = {r, r, r};
  return view_like_verify(op, ranks) && memref_subview_verify(op);
}

/* "dynamic" or the number, as ReinterpretCastOp::verify prints them. */
static const char *size_text(int64_t v, char *buf, size_t n) {
  if (v == DYNAMIC_SIZE) return "dynamic";
  snprintf(buf, n, "%lld", (long long)v);
  return buf;
}

/* ReinterpretCastOp::verify: the source's memory space and element type,
 * then the result type's sizes, offset and strides against the static
 * ones. */
static bool reinterpret_cast_matches(Operation *op) {
  Context *ctx = op_context(op);
  const Type *src = op->operands[0].value->type, *res = op->results[0].type;
  const char *what = memref_memory_space(src) != memref_memory_space(res) ? "memory spaces"
                     : shaped_elem(src) != shaped_elem(res)              ? "element types"
                                                                          : NULL;
  if (what)
    return op_fail_plain(op, "different %s specified for source type '%s' and result memref type '%s'", what,
                         type_text(ctx, src), type_text(ctx, res));
  unsigned rank = shaped_rank(res);
  const Attr *sizes = op_get_attr(op, "static_sizes", 12), *offsets = op_get_attr(op, "static_offsets", 14),
             *strides = op_get_attr(op, "static_strides", 14);
  char buf[32];
  unsigned nsizes = sizes && sizes->kind == AK_DENSE_ARRAY ? sizes->aux : 0;
  unsigned nstrides = strides && strides->kind == AK_DENSE_ARRAY ? strides->aux : 0;
  for (unsigned i = 0; i < rank && i < nsizes; i++) {
    int64_t have = shaped_dim(res, i), want = dense_i64_at(sizes, i);
    if (have != DYNAMIC_SIZE && have != want)
      return op_fail_plain(op, "expected result type with size = %s instead of %lld in dim = %u",
                           size_text(want, buf, sizeof buf), (long long)have, i);
  }
  int64_t rs[MAX_STACK_RANK], ro;
  if (rank > MAX_STACK_RANK) return true;
  if (!memref_strides_and_offset(res, rs, &ro))
    return op_fail_plain(op, "expected result type to have strided layout but found '%s'", type_text(ctx, res));
  int64_t want_offset = offsets && offsets->kind == AK_DENSE_ARRAY && offsets->aux ? dense_i64_at(offsets, 0) : ro;
  if (ro != DYNAMIC_SIZE && ro != want_offset)
    return op_fail_plain(op, "expected result type with offset = %s instead of %lld",
                         size_text(want_offset, buf, sizeof buf), (long long)ro);
  for (unsigned i = 0; i < rank && i < nstrides; i++) {
    int64_t want = dense_i64_at(strides, i);
    if (rs[i] != DYNAMIC_SIZE && rs[i] != want)
      return op_fail_plain(op, "expected result type with stride = %s instead of %lld in dim = %u",
                           size_text(want, buf, sizeof buf), (long long)rs[i], i);
  }
  return true;
}

/* memref.reinterpret_cast: one offset, sizes and strides per result dim,
 * then ReinterpretCastOp::verify. */
static bool verify_reinterpret_cast(Operation *op) {
  if (!op->num_operands || !op->num_results || op->results[0].type->kind != TK_MEMREF) return true;
  unsigned r = shaped_rank(op->results[0].type);
  const unsigned ranks[3] = {1, r, r};
  return view_like_verify(op, ranks) && reinterpret_cast_matches(op);
}

static bool verify_expand_shape(Operation *op) {
  if (!op->num_operands || !op->num_results) return true;
  return memref_reshape_verify(op, op->results[0].type, op->operands[0].value->type, true);
}

static bool verify_collapse_shape(Operation *op) {
  if (!op->num_operands || !op->num_results) return true;
  return memref_reshape_verify(op, op->operands[0].value->type, op->results[0].type, false);
}

/* memref.distinct_objects: one result per operand, of the same type. */
static bool distinct_objects_infer(OperationState *st) {
  for (size_t i = 0; i < st->num_operands; i++)
    if (!opstate_add_type(st, st->operands[i]->type)) return false;
  return true;
}

static const OpHooks HOOKS[] = {
    {.name = "memref.distinct_objects", .infer = distinct_objects_infer},
    {.name = "memref.generic_atomic_rmw", .parse = generic_atomic_rmw_parse, .print = generic_atomic_rmw_print},
    {.name = "memref.prefetch", .parse = prefetch_parse, .print = prefetch_print},
    {.name = "memref.alloca_scope", .parse = alloca_scope_parse, .print = alloca_scope_print},
    {.name = "memref.dma_start", .parse = dma_start_parse, .print = dma_start_print},
    {.name = "memref.alloc", .verify = verify_alloc_like, .static_names = "alloc"},
    {.name = "memref.alloca", .verify = verify_alloc_like, .static_names = "alloca"},
    {.name = "memref.cast", .verify = verify_cast, .static_names = "cast"},
    {.name = "memref.load", .verify = verify_load},
    {.name = "memref.store", .verify = verify_store},
    {.name = "memref.get_global", .verify_symbol_uses = verify_get_global},
    {.name = "memref.atomic_rmw", .verify = verify_atomic_rmw},
    {.name = "memref.collapse_shape", .verify = verify_collapse_shape, .static_names = "collapse_shape"},
    {.name = "memref.dim", .static_names = "dim"},
    {.name = "memref.expand_shape", .verify = verify_expand_shape, .static_names = "expand_shape"},
    {.name = "memref.extract_aligned_pointer_as_index", .static_names = "intptr"},
    {.name = "memref.extract_strided_metadata", .static_names = "base_buffer,offset,sizes,strides"},
    {.name = "memref.memory_space_cast", .static_names = "memspacecast"},
    {.name = "memref.transpose", .parse = transpose_parse, .print = transpose_print, .static_names = "transpose"},
    {.name = "memref.subview", .verify = verify_subview, .static_names = "subview"},
    {.name = "memref.reinterpret_cast", .verify = verify_reinterpret_cast, .static_names = "reinterpret_cast"},
    {.name = "memref.view", .static_names = "view"},
    {.name = "memref.assume_alignment", .static_names = "assume_align"},
    {.name = "memref.reshape", .static_names = "reshape"},
    {0},
};

const DialectDef MEMREF_DIALECT = {
    .ns = "memref",
    .ods = &ODS_memref,
    .hooks = HOOKS,
    .folds = (const FoldHook *const[]){MEMREF_FOLDS, MEMREF_SUBVIEW_FOLDS, MEMREF_RESHAPE_FOLDS, NULL},
    .patterns = (const Pattern *const *const[]){MEMREF_PATTERNS, MEMREF_SUBVIEW_PATTERNS, NULL},
    .interfaces = (const OpInterfaceHooks *const[]){MEMREF_INTERFACES, NULL},
    .materialize = materialize_arith_constant,
};
