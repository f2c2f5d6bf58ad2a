/* tensor.c: the tensor dialect's hand-written pieces: result names
 * (OpAsmOpInterface), as upstream's C++ gives them, the parser of
 * tensor.from_elements, whose operand types come from the result type
 * (a TypesMatchWith the format engine cannot express), and the op
 * verifiers (TensorOps.cpp). */
#include "tensor.h"
#include "../utils/elems.h"
#include "../../interfaces/view_like.h"

MLIR_INTERNAL extern const OdsDialect ODS_tensor; /* generated from ODS */

/* `$elements attr-dict : type($result)`: one element of the result's
 * element type per element of its static shape. */
static bool from_elements_parse(Parser *p, OperationState *st) {
  UseList elems = {0};
  bool ok = false;
  Token first = p->tok;
  if (!parse_operand_list(p, T_EOF, -1, &elems) || !parse_optional_attr_dict(p, st) ||
      !parser_expect(p, T_COLON, "expected ':'"))
    goto done;
  Token at = p->tok;
  const Type *t = parse_type(p);
  if (!t) goto done;
  if (t->kind != TK_RANKED_TENSOR) {
    StrBuf s;
    sb_init(&s, &p->ctx->alloc);
    print_type(t, &s);
    parser_op_error(p, &at, "invalid kind of type specified: expected builtin.tensor, but found '%s'",
                    s.data ? s.data : "");
    sb_free(&s);
    goto done;
  }
  int64_t n = shaped_num_elements(t);
  if (n < 0 || (size_t)n != elems.n) {
    operand_type_count_error(p, parser_tok_loc(p, &first), elems.n, (size_t)(n < 0 ? 0 : n));
    goto done;
  }
  ok = resolve_operands(p, &elems, NULL, shaped_elem(t), st) && opstate_add_type(st, t);
done:
  use_list_free(p->ctx, &elems);
  return ok;
}

/* ---- verifiers --------------------------------------------------------------------- */

static bool is_tensor(const Type *t) { return t->kind == TK_RANKED_TENSOR || t->kind == TK_UNRANKED_TENSOR; }

static bool verify_extract(Operation *op) {
  if (!op->num_operands || op->operands[0].value->type->kind != TK_RANKED_TENSOR) return true;
  if (shaped_rank(op->operands[0].value->type) != op->num_operands - 1)
    return op_fail(op, "incorrect number of indices for extract_element");
  return true;
}

static bool verify_insert(Operation *op) {
  if (op->num_operands < 2 || op->operands[1].value->type->kind != TK_RANKED_TENSOR) return true;
  if (shaped_rank(op->operands[1].value->type) != op->num_operands - 2)
    return op_fail(op, "incorrect number of indices");
  return true;
}

/* tensor::CastOp::areCastCompatible: same element type, compatible shapes. */
static bool verify_cast(Operation *op) {
  if (op->num_operands != 1 || op->num_results != 1) return true;
  const Type *a = op->operands[0].value->type, *b = op->results[0].type;
  bool ok = is_tensor(a) && is_tensor(b) && shaped_elem(a) == shaped_elem(b);
  if (ok && a->kind == TK_RANKED_TENSOR && b->kind == TK_RANKED_TENSOR) {
    ok = shaped_rank(a) == shaped_rank(b);
    for (unsigned i = 0; ok && i < shaped_rank(a); i++) {
      int64_t x = shaped_dim(a, i), y = shaped_dim(b, i);
      ok = x == DYNAMIC_SIZE || y == DYNAMIC_SIZE || x == y;
    }
  }
  if (ok) return true;
  op_fail(op, "operand type '%s' and result type '%s' are cast incompatible", type_text(op_context(op), a),
          type_text(op_context(op), b));
  return false;
}

/* Ops whose dynamic sizes are all their operands from `first` on (empty,
 * generate, splat): one per `?` of the result. */
static bool dynamic_sizes_ok(Operation *op, unsigned first) {
  if (!op->num_results || op->results[0].type->kind != TK_RANKED_TENSOR) return true;
  const Type *t = op->results[0].type;
  unsigned dyn = 0, have = op->num_operands > first ? op->num_operands - first : 0;
  for (unsigned i = 0; i < shaped_rank(t); i++) dyn += shaped_dim(t, i) == DYNAMIC_SIZE;
  if (have != dyn) return op_fail(op, "incorrect number of dynamic sizes, has %u, expected %u", have, dyn);
  return true;
}

static bool verify_sized_from_0(Operation *op) { return dynamic_sizes_ok(op, 0); }
static bool verify_splat(Operation *op) { return dynamic_sizes_ok(op, 1); }

/* PadOp::verify: the result type is the source's padded by the static
 * low/high amounts (dynamic where any part is). Reported without the
 * op prefix, as upstream's emitError. */
static bool verify_pad(Operation *op) {
  const Attr *lo = op_get_attr(op, "static_low", 10), *hi = op_get_attr(op, "static_high", 11);
  if (!op->num_operands || !op->num_results || !lo || !hi || lo->kind != AK_DENSE_ARRAY || hi->kind != AK_DENSE_ARRAY)
    return true;
  const Type *src = op->operands[0].value->type, *res = op->results[0].type;
  if (src->kind != TK_RANKED_TENSOR || res->kind != TK_RANKED_TENSOR) return true;
  unsigned rank = shaped_rank(src);
  if (lo->aux != rank || hi->aux != rank) return true;
  int64_t small[16], *dims = rank <= 16 ? small : ctx_alloc(op_context(op), rank * sizeof *dims);
  if (!dims) return false;
  for (unsigned i = 0; i < rank; i++) {
    int64_t d = shaped_dim(src, i), l = dense_i64_at(lo, i), h = dense_i64_at(hi, i);
    dims[i] = d == DYNAMIC_SIZE || l == DYNAMIC_SIZE || h == DYNAMIC_SIZE ? DYNAMIC_SIZE : d + l + h;
  }
  const Type *want = type_ranked_tensor(op_context(op), rank, dims, shaped_elem(src), NULL);
  if (dims != small) ctx_free(op_context(op), dims);
  /* Dims must match where the inferred one is static (the result may
   * refine dynamic ones); element types are not compared. */
  bool ok = want && shaped_rank(res) == rank;
  for (unsigned i = 0; ok && i < rank; i++)
    ok = shaped_dim(want, i) == DYNAMIC_SIZE || shaped_dim(want, i) == shaped_dim(res, i);
  if (ok) return true;
  Diag *d = diag_new(op_context(op), DIAG_ERROR, op->loc);
  if (d) sb_printf(&d->msg, "specified type '%s' does not match the inferred type '%s'",
                   type_text(op_context(op), res), want ? type_text(op_context(op), want) : "");
  if (d) op_emit_with_note(d, op);
  return false;
}

/* The slice ops: the OffsetSizeAndStride lists (ranks of `ranked`), the
 * slice type against `sliced` (the result or the inserted source), and
 * the bounds within `ranked`. */
static bool slice_verify(Operation *op, const Type *ranked, const Type *sliced) {
  if (!ranked || ranked->kind != TK_RANKED_TENSOR) return true;
  unsigned r = shaped_rank(ranked);
  const unsigned ranks[3] = {r, r, r};
  if (!view_like_verify(op, ranks)) return false;
  const Type *want = slice_type(op_context(op), ranked, op_get_attr(op, "static_sizes", 12));
  return slice_type_verify(op, want, sliced) && slice_bounds_verify(op, ranked);
}

static bool verify_extract_slice(Operation *op) {
  if (!op->num_operands || !op->num_results) return true;
  return slice_verify(op, op->operands[0].value->type, op->results[0].type);
}

/* insert_slice and parallel_insert_slice: source into dest. */
static bool verify_insert_slice(Operation *op) {
  if (op->num_operands < 2) return true;
  return slice_verify(op, op->operands[1].value->type, op->operands[0].value->type);
}

static bool verify_expand_shape(Operation *op) {
  if (!op->num_operands || !op->num_results) return true;
  return tensor_reshape_verify(op, op->results[0].type, op->operands[0].value->type, true);
}

static bool verify_collapse_shape(Operation *op) {
  if (!op->num_operands || !op->num_results) return true;
  return tensor_reshape_verify(op, op->operands[0].value->type, op->results[0].type, false);
}

/* GenerateOp::verifyRegions: one index argument per result dimension and
 * a yield of the element type. */
static bool verify_generate_regions(Operation *op) {
  const Block *b = op->regions[0].first;
  if (!b || !op->num_results || op->results[0].type->kind != TK_RANKED_TENSOR) return true;
  const Type *t = op->results[0].type;
  for (unsigned i = 0; i < b->nargs; i++)
    if (b->args[i]->type->kind != TK_INDEX) {
      Diag *d = diag_new(op_context(op), DIAG_ERROR, op->loc);
      if (d) sb_puts(&d->msg, "all body arguments must be index");
      return d ? op_emit_with_note(d, op) : false;
    }
  if (b->nargs != shaped_rank(t)) {
    Diag *d = diag_new(op_context(op), DIAG_ERROR, op->loc);
    if (d) sb_puts(&d->msg, "must have one body argument per input dimension");
    return d ? op_emit_with_note(d, op) : false;
  }
  Operation *y = b->last;
  if (y && y->num_operands && y->operands[0].value->type != shaped_elem(t))
    return op_fail(op, "body must be terminated with a `yield` operation of the tensor element type");
  return true;
}

/* PadOp::verifyRegions: one index argument per dimension, a yield of the
 * element type. */
static bool verify_pad_regions(Operation *op) {
  const Block *b = op->regions[0].first;
  if (!b || !op->num_results || op->results[0].type->kind != TK_RANKED_TENSOR) return true;
  const Type *t = op->results[0].type;
  if (b->nargs != shaped_rank(t)) {
    Diag *d = diag_new(op_context(op), DIAG_ERROR, op->loc);
    if (d) sb_printf(&d->msg, "expected the block to have %u arguments", shaped_rank(t));
    return d ? op_emit_with_note(d, op) : false;
  }
  for (unsigned i = 0; i < b->nargs; i++)
    if (b->args[i]->type->kind != TK_INDEX) return op_fail(op, "expected block argument %u to be an index", i + 1);
  Operation *y = b->last;
  if (y && y->num_operands && y->operands[0].value->type != shaped_elem(t))
    return op_fail(op, "expected yield type to match shape element type");
  return true;
}

/* ParallelInsertSliceOp::verify: inside an scf.forall.in_parallel (the
 * InParallelOpInterface op mlirc has), then the slice checks. The parent
 * is shown in generic form, as upstream's diagnostic streams it. */
static bool verify_parallel_insert_slice(Operation *op) {
  Operation *parent = op_parent_op(op);
  if (parent && strcmp(parent->name->name->str, "scf.forall.in_parallel") != 0) {
    Context *ctx = op_context(op);
    Diag *d = diag_new(ctx, DIAG_ERROR, op->loc);
    if (!d) return false;
    sb_puts(&d->msg, "expected InParallelOpInterface parent, got:");
    PrintFlags f;
    print_flags_default(&f);
    f.generic = true;
    StrBuf tmp;
    sb_init(&tmp, &ctx->alloc);
    print_operation(ctx, parent, &f, &tmp);
    if (tmp.data && memchr(tmp.data, '\n', tmp.len)) sb_putc(&d->msg, '\n');
    if (tmp.data) sb_append(&d->msg, tmp.data, tmp.len);
    sb_free(&tmp);
    return op_emit_with_note(d, op);
  }
  return verify_insert_slice(op);
}

static const OpHooks HOOKS[] = {
    {.name = "tensor.parallel_insert_slice", .verify = verify_parallel_insert_slice},
    {.name = "tensor.extract", .verify = verify_extract, .static_names = "extracted"},
    {.name = "tensor.insert", .verify = verify_insert, .static_names = "inserted"},
    {.name = "tensor.empty", .verify = verify_sized_from_0},
    {.name = "tensor.cast", .verify = verify_cast, .static_names = "cast"},
    {.name = "tensor.collapse_shape", .verify = verify_collapse_shape, .static_names = "collapsed"},
    {.name = "tensor.dim", .static_names = "dim"},
    {.name = "tensor.expand_shape", .verify = verify_expand_shape, .static_names = "expanded"},
    {.name = "tensor.extract_slice", .verify = verify_extract_slice, .static_names = "extracted_slice"},
    {.name = "tensor.from_elements", .parse = from_elements_parse, .print = ods_format_print,
     .static_names = "from_elements"},
    {.name = "tensor.insert_slice", .verify = verify_insert_slice, .static_names = "inserted_slice"},
    {.name = "tensor.rank", .static_names = "rank"},
    {.name = "tensor.splat", .verify = verify_splat, .static_names = "splat"},
    {.name = "tensor.concat", .static_names = "concat"},
    {.name = "tensor.generate", .verify = verify_sized_from_0, .verify_regions = verify_generate_regions,
     .static_names = "generated"},
    {.name = "tensor.pad", .verify = verify_pad, .verify_regions = verify_pad_regions, .static_names = "padded"},
    {.name = "tensor.reshape", .static_names = "reshape"},
    {.name = "tensor.gather", .static_names = "gather"},
    {.name = "tensor.scatter", .static_names = "scatter"},
    {0},
};

const DialectDef TENSOR_DIALECT = {
    .ns = "tensor",
    .ods = &ODS_tensor,
    .hooks = HOOKS,
    .folds = (const FoldHook *const[]){TENSOR_FOLDS, TENSOR_SLICE_FOLDS, TENSOR_RESHAPE_FOLDS, NULL},
    .patterns = (const Pattern *const *const[]){TENSOR_SLICE_PATTERNS, TENSOR_PATTERNS, NULL},
    .interfaces = (const OpInterfaceHooks *const[]){TENSOR_INTERFACES, NULL},
    .materialize = materialize_arith_constant,
};
