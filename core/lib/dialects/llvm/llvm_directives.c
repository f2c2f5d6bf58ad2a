/* llvm_directives.c: the custom directives (`custom<Name>(...)`) of the
 * llvm ops' assembly formats, which upstream writes in C++
 * (LLVMDialect.cpp): InsertExtractValueElementType, GEPIndices,
 * IndirectBrOpSucessors, OpBundles, ShuffleType, LLVMLinkage and the
 * llvm.switch form of SwitchOpCases. ods/ods_custom.c lists them; the op
 * bundle syntax is shared with the hand-written call ops. */
#include "llvm.h"
#include "../../ods/ods_format.h"

/* The variable under `ref(...)`, `type(...)` and `qualified(...)`. */
static const FmtElem *var_of(const FmtElem *e) {
  while (e && (e->kind == F_REF || e->kind == F_TYPE || e->kind == F_QUALIFIED) && e->nkids) e = e->kids[0];
  return e;
}

static bool arg_is(FmtElem *const *args, unsigned nargs, unsigned i, FmtKind k) {
  return i < nargs && var_of(args[i]) && var_of(args[i])->kind == k;
}

static bool bad_args(Parser *p, const char *name) {
  return parser_error(p, "custom directive '%s' has unexpected arguments", name);
}

static const char *attr_name(const OdsOp *o, const FmtElem *e) { return o->attrs[var_of(e)->index].name; }

/* The attribute of `e` the state holds so far, or NULL. */
static const Attr *state_attr(const OperationState *st, const OdsOp *o, const FmtElem *e) {
  const char *n = attr_name(o, e);
  for (size_t i = 0; i < st->num_attrs; i++)
    if (strcmp(st->attrs[i].name->str, n) == 0) return st->attrs[i].value;
  return NULL;
}

static const Type *group_type(const FmtParseState *ps, const FmtElem *e) {
  const FmtGroup *g = &ps->operands[var_of(e)->index];
  return g->ntypes ? g->types[0] : NULL;
}

static bool set_result_type(FmtParseState *ps, const FmtElem *e, Context *ctx, const Type *t) {
  const FmtElem *v = var_of(e);
  FmtGroup *g = v->kind == F_RESULT ? &ps->results[v->index] : &ps->operands[v->index];
  g->have_types = true;
  return fmt_group_add_type(ctx, g, t);
}

static const Attr *dense_i32(Context *ctx, const int32_t *v, size_t n) {
  return attr_dense_array(ctx, type_integer(ctx, 32, SIGNLESS), n, n ? (const void *)v : "", n * sizeof *v);
}

/* ---- InsertExtractValueElementType ------------------------------------------------------ */

/* getInsertExtractValueElementType: the type at `position` in an
 * aggregate; NULL after reporting at the current token. */
const Type *llvm_aggregate_element(Parser *p, const Type *container, const Attr *position) {
  Context *ctx = p ? p->ctx : container->ctx;
  if (!llvm_is_compatible_type(container)) {
    if (p) parser_op_error(p, NULL, "expected LLVM IR Dialect type, got '%s'", type_text(ctx, container));
    return NULL;
  }
  const Type *t = container;
  unsigned n = position && position->kind == AK_DENSE_ARRAY ? position->aux : 0;
  for (unsigned i = 0; i < n; i++) {
    int64_t idx = dense_i64_at(position, i);
    uint64_t size;
    const Type *next;
    if (llvm_type_is(t, "array")) {
      size = llvm_array_size(t);
      next = llvm_array_elem(t);
    } else if (llvm_type_is(t, "struct")) {
      size = llvm_struct_num_elems(t);
      next = idx >= 0 && (uint64_t)idx < size ? llvm_struct_elem(t, (unsigned)idx) : NULL;
    } else {
      if (p) parser_op_error(p, NULL, "expected LLVM IR structure/array type, got: '%s'", type_text(ctx, t));
      return NULL;
    }
    if (idx < 0 || (uint64_t)idx >= size) {
      if (p) parser_op_error(p, NULL, "position out of bounds: %lld", (long long)idx);
      return NULL;
    }
    t = next;
  }
  return t;
}

/* (type($value_or_res), ref(type($container)), ref($position)): nothing
 * written; the element type follows from the container and position. */
bool llvm_insert_extract_type_parse(Parser *p, OperationState *st, FmtParseState *ps, FmtElem *const *args,
                                    unsigned nargs) {
  if (nargs != 3 || !arg_is(args, nargs, 1, F_OPERAND) || !arg_is(args, nargs, 2, F_ATTR))
    return bad_args(p, "InsertExtractValueElementType");
  const Type *c = group_type(ps, args[1]);
  const Type *t = c ? llvm_aggregate_element(p, c, state_attr(st, ps->o, args[2])) : NULL;
  return t && set_result_type(ps, args[0], p->ctx, t);
}

void llvm_insert_extract_type_print(Printer *pr, Operation *op, const OdsOp *o, FmtElem *const *args,
                                    unsigned nargs) {}

/* ---- GEPIndices ---------------------------------------------------------------------------- */

/* ($dynamicIndices, $rawConstantIndices): integers and SSA values,
 * comma-separated; a value stands where the constants hold INT32_MIN. */
bool llvm_gep_indices_parse(Parser *p, OperationState *st, FmtParseState *ps, FmtElem *const *args,
                            unsigned nargs) {
  if (!arg_is(args, nargs, 0, F_OPERAND) || !arg_is(args, nargs, 1, F_ATTR)) return bad_args(p, "GEPIndices");
  Context *ctx = p->ctx;
  FmtGroup *g = &ps->operands[var_of(args[0])->index];
  int32_t *cst = NULL;
  size_t n = 0, cap = 0;
  bool ok = true;
  do {
    if (!(ok = vec_grow(&ctx->alloc, (void **)&cst, &cap, n + 1, sizeof *cst))) break;
    bool present;
    int64_t v;
    Token at = p->tok;
    if (!(ok = parse_optional_int64(p, &present, &v))) break;
    if (present) {
      if (v < INT32_MIN || v > INT32_MAX) {
        ok = parser_error_at(p, &at, "integer value too large");
        break;
      }
      cst[n++] = (int32_t)v;
    } else {
      UnresolvedUse u;
      cst[n++] = INT32_MIN;
      ok = parse_ssa_use(p, &u) && fmt_group_add_use(ctx, g, &u);
    }
  } while (ok && parser_consume_if(p, T_COMMA));
  const Attr *a = ok ? dense_i32(ctx, cst, n) : NULL;
  ctx_free(ctx, cst);
  return a && opstate_add_attr(st, ident_cstr(ctx, attr_name(ps->o, args[1])), a);
}

void llvm_gep_indices_print(Printer *pr, Operation *op, const OdsOp *o, FmtElem *const *args, unsigned nargs) {
  if (!arg_is(args, nargs, 0, F_OPERAND) || !arg_is(args, nargs, 1, F_ATTR)) return;
  const char *n = attr_name(o, args[1]);
  const Attr *cst = op_get_attr(op, n, strlen(n));
  unsigned start, count, k = 0;
  ods_operand_group(op, o, (unsigned)var_of(args[0])->index, &start, &count);
  for (uint32_t i = 0; cst && cst->kind == AK_DENSE_ARRAY && i < cst->aux; i++) {
    if (i) pr_puts(pr, ", ");
    const uint8_t *b = (const uint8_t *)WORD_PTR(const Ident, cst->p[1])->str + 4 * i;
    int32_t v = (int32_t)((uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24);
    if (v == INT32_MIN && k < count) pr_value(pr, op->operands[start + k++].value);
    else sb_put_i64(pr->out, v);
  }
}

/* ---- successor lists ---------------------------------------------------------------------- */

/* `^bb` with `(%a, %b : t1, t2)` optionally; the operands go to a
 * variadic-of-variadic group, their count to *count. */
static bool parse_successor_and_uses(Parser *p, OperationState *st, FmtGroup *g, int32_t *count) {
  Block *b;
  *count = 0;
  if (!parse_successor(p, &b) || !opstate_add_successor(st, b)) return false;
  if (!parser_consume_if(p, T_LPAREN)) return true;
  UseList uses = {0};
  PtrVec types = {0};
  bool ok = parse_operand_list(p, T_EOF, -1, &uses) && parser_expect(p, T_COLON, "expected ':'") &&
            parse_comma_type_list(p, &types) && parser_expect(p, T_RPAREN, "expected ')'");
  g->have_types = true;
  for (size_t i = 0; ok && i < uses.n; i++) ok = fmt_group_add_use(p->ctx, g, &uses.v[i]);
  for (size_t i = 0; ok && i < types.len; i++) ok = fmt_group_add_type(p->ctx, g, types.data[i]);
  *count = (int32_t)uses.n;
  use_list_free(p->ctx, &uses);
  pv_free(&p->ctx->alloc, &types);
  return ok;
}

/* The segment sizes of a variadic-of-variadic group (its ODS record names
 * the attribute). */
static bool set_segments(OperationState *st, const OdsOp *o, const FmtElem *group, const int32_t *sizes, size_t n) {
  const char *seg = o->operands[var_of(group)->index].segments;
  const Attr *a = seg ? dense_i32(st->ctx, sizes, n) : NULL;
  return !seg || (a && opstate_add_attr(st, ident_cstr(st->ctx, seg), a));
}

/* The size of entry `i` of a segment attribute. */
static unsigned segment_at(const Attr *segs, size_t i) {
  if (!segs || segs->kind != AK_DENSE_ARRAY || i >= segs->aux) return 0;
  const uint8_t *b = (const uint8_t *)WORD_PTR(const Ident, segs->p[1])->str + 4 * i;
  int32_t v = (int32_t)((uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24);
  return v > 0 ? (unsigned)v : 0;
}

static const Attr *segments_of(Operation *op, const OdsOp *o, const FmtElem *group) {
  const char *seg = o->operands[var_of(group)->index].segments;
  return seg ? op_get_attr(op, seg, strlen(seg)) : NULL;
}

/* Prints successor `succ` with operands[start, start+count). */
static void print_successor_range(Printer *pr, Operation *op, unsigned succ, unsigned start, unsigned count) {
  Value *small[8];
  Value **vals = count <= 8 ? small : ctx_alloc(pr->ctx, count * sizeof *vals);
  if (!vals) return;
  for (unsigned i = 0; i < count; i++) vals[i] = op->operands[start + i].value;
  if (succ < op->num_successors) pr_successor(pr, op, succ, vals, count);
  if (vals != small) ctx_free(pr->ctx, vals);
}

static void newline(Printer *pr) {
  pr_newline(pr);
  sb_indent(pr->out, pr->indent);
}

/* ---- IndirectBrOpSucessors ---------------------------------------------------------------- */

/* (ref(type($addr)), $successors, $succOperands, type($succOperands)):
 * `[^bb1, ^bb2(%x : i32)]`. */
bool llvm_indirectbr_successors_parse(Parser *p, OperationState *st, FmtParseState *ps, FmtElem *const *args,
                                      unsigned nargs) {
  if (nargs != 4 || !arg_is(args, nargs, 2, F_OPERAND)) return bad_args(p, "IndirectBrOpSucessors");
  Context *ctx = p->ctx;
  FmtGroup *g = &ps->operands[var_of(args[2])->index];
  g->have_types = true;
  int32_t *sizes = NULL;
  size_t n = 0, cap = 0;
  bool ok = parser_expect(p, T_LSQUARE, "expected '['");
  if (ok && !parser_consume_if(p, T_RSQUARE)) {
    do {
      int32_t c;
      ok = vec_grow(&ctx->alloc, (void **)&sizes, &cap, n + 1, sizeof *sizes) &&
           parse_successor_and_uses(p, st, g, &c);
      if (ok) sizes[n++] = c;
    } while (ok && parser_consume_if(p, T_COMMA));
    ok = ok && parser_expect(p, T_RSQUARE, "expected ']'");
  }
  ok = ok && set_segments(st, ps->o, args[2], sizes, n);
  ctx_free(ctx, sizes);
  return ok;
}

void llvm_indirectbr_successors_print(Printer *pr, Operation *op, const OdsOp *o, FmtElem *const *args,
                                      unsigned nargs) {
  if (nargs != 4 || !arg_is(args, nargs, 2, F_OPERAND)) return;
  unsigned start, count;
  ods_operand_group(op, o, (unsigned)var_of(args[2])->index, &start, &count);
  const Attr *segs = segments_of(op, o, args[2]);
  pr_putc(pr, '[');
  for (unsigned i = 0, at = start; i < op->num_successors; i++) {
    if (i) pr_putc(pr, ',');
    newline(pr);
    unsigned k = segment_at(segs, i);
    if (at + k > start + count) k = 0;
    print_successor_range(pr, op, i, at, k);
    at += k;
  }
  if (op->num_successors) newline(pr);
  pr_putc(pr, ']');
}

/* ---- SwitchOpCases (llvm.switch) ----------------------------------------------------------- */

/* (ref(type($value)), $case_values, $caseDestinations, $caseOperands,
 * type($caseOperands)): `[` (value `:` ^bb(...)?),* `]`, the case values
 * a DenseIntElementsAttr of vector<N x flag type>. */
bool llvm_switch_cases_parse(Parser *p, OperationState *st, FmtParseState *ps, FmtElem *const *args,
                             unsigned nargs) {
  if (nargs != 5 || !arg_is(args, nargs, 0, F_OPERAND) || !arg_is(args, nargs, 1, F_ATTR) ||
      !arg_is(args, nargs, 3, F_OPERAND))
    return bad_args(p, "SwitchOpCases");
  Context *ctx = p->ctx;
  const Type *flag = group_type(ps, args[0]);
  FmtGroup *g = &ps->operands[var_of(args[3])->index];
  g->have_types = true;
  if (!parser_consume_if(p, T_LSQUARE)) return set_segments(st, ps->o, args[3], NULL, 0);
  int32_t *sizes = NULL;
  size_t n = 0, cap = 0, capv = 0, nvals = 0;
  StrBuf vals;
  sb_init(&vals, &ctx->alloc);
  unsigned width = type_is_integer(flag) ? type_int_width(flag) : 64;
  unsigned bytes = width == 1 ? 1 : (width + 7) / 8;
  bool ok = true;
  (void)capv;
  if (!parser_consume_if(p, T_RSQUARE)) {
    do {
      int64_t v;
      int32_t c;
      ok = parse_int64(p, &v) && parser_expect(p, T_COLON, "expected ':'") &&
           vec_grow(&ctx->alloc, (void **)&sizes, &cap, n + 1, sizeof *sizes) &&
           parse_successor_and_uses(p, st, g, &c);
      if (!ok) break;
      sizes[n++] = c;
      /* APInt(bitWidth, value, isSigned): bits beyond 64 repeat the sign */
      for (unsigned b = 0; b < bytes; b++)
        sb_putc(&vals, (char)(b < 8 ? (uint64_t)v >> (8 * b) : (v < 0 ? 0xff : 0)));
      if (width < 64 && width % 8) {
        unsigned char *last = (unsigned char *)vals.data + vals.len - 1;
        *last &= (unsigned char)((1u << (width % 8)) - 1);
      }
      nvals++;
    } while (parser_consume_if(p, T_COMMA));
    ok = ok && parser_expect(p, T_RSQUARE, "expected ']'");
  }
  if (ok && nvals && flag) {
    int64_t shape = (int64_t)nvals;
    const Type *vt = type_vector(ctx, 1, &shape, NULL, flag);
    const Attr *cv = vt ? attr_dense_elements_get(ctx, vt, nvals, vals.data) : NULL;
    ok = cv && opstate_add_attr(st, ident_cstr(ctx, attr_name(ps->o, args[1])), cv);
  }
  ok = ok && set_segments(st, ps->o, args[3], sizes, n);
  sb_free(&vals);
  ctx_free(ctx, sizes);
  return ok;
}

/* Element `i` of an integer DenseElementsAttr, sign-extended (the APInt
 * printed as signed). */
static int64_t dense_int_at(const Attr *a, size_t i) {
  const Type *et = shaped_elem(WORD_PTR(const Type, a->p[0]));
  const Ident *blob = WORD_PTR(const Ident, a->p[1]);
  if (a->aux) i = 0; /* splat */
  unsigned width = et->kind == TK_INDEX ? 64 : type_int_width(et);
  if (width == 1) return i / 8 < blob->len && ((unsigned char)blob->str[i / 8] >> (i % 8)) & 1 ? -1 : 0;
  size_t bytes = (width + 7) / 8, k = bytes < 8 ? bytes : 8;
  uint64_t v = 0;
  for (size_t b = 0; b < k && (i * bytes + b) < blob->len; b++)
    v |= (uint64_t)(unsigned char)blob->str[i * bytes + b] << (8 * b);
  if (width < 64 && (v >> (width - 1)) & 1) v |= ~0ull << width;
  return (int64_t)v;
}

void llvm_switch_cases_print(Printer *pr, Operation *op, const OdsOp *o, FmtElem *const *args, unsigned nargs) {
  if (nargs != 5 || !arg_is(args, nargs, 1, F_ATTR) || !arg_is(args, nargs, 3, F_OPERAND)) return;
  const char *n = attr_name(o, args[1]);
  const Attr *cv = op_get_attr(op, n, strlen(n));
  pr_putc(pr, '[');
  newline(pr);
  if (!cv || cv->kind != AK_DENSE_ELEMENTS) {
    pr_putc(pr, ']');
    return;
  }
  unsigned start, count;
  ods_operand_group(op, o, (unsigned)var_of(args[3])->index, &start, &count);
  const Attr *segs = segments_of(op, o, args[3]);
  int64_t num = shaped_num_elements(WORD_PTR(const Type, cv->p[0]));
  for (int64_t i = 0, at = start; i < num; i++) {
    if (i) {
      pr_putc(pr, ',');
      newline(pr);
    }
    pr_puts(pr, "  ");
    sb_put_i64(pr->out, dense_int_at(cv, (size_t)i));
    pr_puts(pr, ": ");
    unsigned k = segment_at(segs, (size_t)i);
    if ((unsigned)at + k > start + count) k = 0;
    print_successor_range(pr, op, (unsigned)i + 1, (unsigned)at, k);
    at += k;
  }
  newline(pr);
  pr_putc(pr, ']');
}

/* ---- OpBundles ---------------------------------------------------------------------------- */

/* `[` ("tag" `(` (%a, ... `:` types)? `)`),* `]` into a list of uses,
 * their types, per-bundle sizes and tags; *present false (nothing
 * consumed) without a `[`. */
bool llvm_parse_op_bundles(Parser *p, bool *present, UseList *uses, PtrVec *types, int32_t **sizes, size_t *n,
                           const Attr **tags) {
  Context *ctx = p->ctx;
  *present = parser_consume_if(p, T_LSQUARE);
  *n = 0;
  *tags = NULL;
  if (!*present) return true;
  PtrVec tag_attrs = {0};
  size_t cap = 0;
  bool ok = true;
  if (!parser_consume_if(p, T_RSQUARE)) {
    do {
      StrBuf s;
      sb_init(&s, &ctx->alloc);
      size_t before = uses->n;
      ok = parse_string_literal(p, &s) && parser_expect(p, T_LPAREN, "expected '('");
      const Attr *tag = ok ? attr_string(ctx, s.data ? s.data : "", s.len, NULL) : NULL;
      sb_free(&s);
      ok = ok && tag && pv_push(&ctx->alloc, &tag_attrs, (void *)tag);
      if (ok && !parser_consume_if(p, T_RPAREN)) {
        ok = parse_operand_list(p, T_EOF, -1, uses) && parser_expect(p, T_COLON, "expected ':'") &&
             parse_comma_type_list(p, types) && parser_expect(p, T_RPAREN, "expected ')'");
      }
      ok = ok && vec_grow(&ctx->alloc, (void **)sizes, &cap, *n + 1, sizeof **sizes);
      if (ok) (*sizes)[(*n)++] = (int32_t)(uses->n - before);
    } while (ok && parser_consume_if(p, T_COMMA));
    ok = ok && parser_expect(p, T_RSQUARE, "expected ']'");
  }
  if (ok) *tags = attr_array(ctx, tag_attrs.len, (const Attr *const *)tag_attrs.data);
  pv_free(&ctx->alloc, &tag_attrs);
  return ok && *tags;
}

void llvm_print_op_bundles(Printer *pr, Operation *op, unsigned start, const Attr *sizes, const Attr *tags) {
  pr_putc(pr, '[');
  for (uint32_t i = 0; tags && tags->kind == AK_ARRAY && i < tags->n; i++) {
    if (i) pr_puts(pr, ", ");
    const Attr *t = WORD_PTR(const Attr, tags->p[i]);
    if (t->kind == AK_STRING) pr_string(pr, attr_string_ident(t)->str, attr_string_ident(t)->len);
    pr_putc(pr, '(');
    unsigned k = segment_at(sizes, i);
    if (start + k > op->num_operands) k = 0;
    if (k) {
      pr_operands(pr, op, start, k);
      pr_puts(pr, " : ");
      pr_operand_types(pr, op, start, k);
    }
    pr_putc(pr, ')');
    start += k;
  }
  pr_putc(pr, ']');
}

/* ($op_bundle_operands, type($op_bundle_operands), $op_bundle_tags) */
bool llvm_op_bundles_parse(Parser *p, OperationState *st, FmtParseState *ps, FmtElem *const *args,
                           unsigned nargs) {
  if (nargs != 3 || !arg_is(args, nargs, 0, F_OPERAND) || !arg_is(args, nargs, 2, F_ATTR))
    return bad_args(p, "OpBundles");
  Context *ctx = p->ctx;
  UseList uses = {0};
  PtrVec types = {0};
  int32_t *sizes = NULL;
  size_t n;
  const Attr *tags;
  bool present;
  FmtGroup *g = &ps->operands[var_of(args[0])->index];
  g->have_types = true;
  bool ok = llvm_parse_op_bundles(p, &present, &uses, &types, &sizes, &n, &tags);
  for (size_t i = 0; ok && i < uses.n; i++) ok = fmt_group_add_use(ctx, g, &uses.v[i]);
  for (size_t i = 0; ok && i < types.len; i++) ok = fmt_group_add_type(ctx, g, types.data[i]);
  ok = ok && set_segments(st, ps->o, args[0], sizes, n);
  if (ok && tags && tags->n) ok = opstate_add_attr(st, ident_cstr(ctx, attr_name(ps->o, args[2])), tags);
  use_list_free(ctx, &uses);
  pv_free(&ctx->alloc, &types);
  ctx_free(ctx, sizes);
  return ok;
}

void llvm_op_bundles_print(Printer *pr, Operation *op, const OdsOp *o, FmtElem *const *args, unsigned nargs) {
  if (nargs != 3 || !arg_is(args, nargs, 0, F_OPERAND) || !arg_is(args, nargs, 2, F_ATTR)) return;
  unsigned start, count;
  ods_operand_group(op, o, (unsigned)var_of(args[0])->index, &start, &count);
  const Attr *segs = segments_of(op, o, args[0]);
  if (!segs || segs->kind != AK_DENSE_ARRAY || !segs->aux) return;
  const char *tn = attr_name(o, args[2]);
  llvm_print_op_bundles(pr, op, start, segs, op_get_attr(op, tn, strlen(tn)));
}

/* ---- ShuffleType --------------------------------------------------------------------------- */

/* (ref(type($v1)), type($res), ref($mask)): nothing written; the result
 * is a vector of v1's element type with one element per mask entry. */
bool llvm_shuffle_type_parse(Parser *p, OperationState *st, FmtParseState *ps, FmtElem *const *args,
                             unsigned nargs) {
  if (nargs != 3 || !arg_is(args, nargs, 0, F_OPERAND) || !arg_is(args, nargs, 2, F_ATTR))
    return bad_args(p, "ShuffleType");
  const Type *v1 = group_type(ps, args[0]);
  if (!llvm_is_compatible_vector_type(v1)) return parser_error(p, "expected an LLVM compatible vector type");
  const Attr *mask = state_attr(st, ps->o, args[2]);
  int64_t n = mask && mask->kind == AK_DENSE_ARRAY ? mask->aux : 0;
  bool scalable = v1->p[v1->aux] != 0;
  const Type *r = type_vector(p->ctx, 1, &n, &scalable, shaped_elem(v1));
  return r && set_result_type(ps, args[1], p->ctx, r);
}

void llvm_shuffle_type_print(Printer *pr, Operation *op, const OdsOp *o, FmtElem *const *args, unsigned nargs) {}

/* ---- LLVMLinkage ------------------------------------------------------------------------------ */

/* ($linkage): an optional linkage keyword (external by default). */
bool llvm_linkage_parse(Parser *p, OperationState *st, FmtParseState *ps, FmtElem *const *args, unsigned nargs) {
  if (nargs != 1 || !arg_is(args, nargs, 0, F_ATTR)) return bad_args(p, "LLVMLinkage");
  uint64_t v = llvm_parse_optional_keyword(p, llvm_enum("LinkageEnum"), 0);
  const Attr *a = llvm_param_attr(p->ctx, "linkage", v);
  return a && opstate_add_attr(st, ident_cstr(p->ctx, attr_name(ps->o, args[0])), a);
}

void llvm_linkage_print(Printer *pr, Operation *op, const OdsOp *o, FmtElem *const *args, unsigned nargs) {
  if (nargs != 1 || !arg_is(args, nargs, 0, F_ATTR)) return;
  const char *n = attr_name(o, args[0]);
  const char *s = llvm_enum_str(llvm_enum("LinkageEnum"), llvm_param_of(op_get_attr(op, n, strlen(n)), "linkage", 0));
  if (s) pr_puts(pr, s);
}
