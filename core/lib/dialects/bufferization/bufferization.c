/* bufferization.c: the bufferization dialect's hand-written pieces
 * (upstream's BufferizationOps.cpp): bufferization.alloc_tensor's custom
 * syntax and verifier, the result types of bufferization.dealloc (one i1
 * per retained buffer) and the verifiers of dealloc and
 * materialize_in_destination. The other ops use their declarative
 * formats; dealloc's canonicalization patterns are in dealloc_patterns.c. */
#include "../dialects.h"
#include "../utils/dialect_util.h"

MLIR_INTERNAL extern const OdsDialect ODS_bufferization; /* generated from ODS */
MLIR_INTERNAL extern const Pattern *const BUFFERIZATION_DEALLOC_PATTERNS[]; /* dealloc_patterns.c */

/* ---- alloc_tensor ----------------------------------------------------------- */

/* `(%sizes) [copy(%t)] [size_hint=%h] attr-dict : tensor-type` */
static bool alloc_tensor_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  UseList sizes = {0};
  UnresolvedUse copy, hint;
  bool has_copy = false, has_hint = false, ok = false;
  if (!parser_expect_token(p, T_LPAREN, "expected '('") || !du_parse_uses(p, &sizes) ||
      !parser_expect_token(p, T_RPAREN, "expected ')'"))
    goto done;
  if (parser_consume_keyword(p, "copy")) {
    has_copy = true;
    if (!parser_expect_token(p, T_LPAREN, "expected '('") || !parse_ssa_use(p, &copy) ||
        !parser_expect_token(p, T_RPAREN, "expected ')'"))
      goto done;
  }
  if (parser_consume_keyword(p, "size_hint")) {
    has_hint = true;
    if (!parser_expect_token(p, T_EQUAL, "expected '='") || !parse_ssa_use(p, &hint)) goto done;
  }
  if (!parse_optional_attr_dict(p, st) || !parser_expect_token(p, T_COLON, "expected ':'")) goto done;
  const Type *t = parse_type(p);
  if (!t || !opstate_add_type(st, t)) goto done;
  if (!resolve_operands(p, &sizes, NULL, ctx->t_index, st)) goto done;
  Value *v;
  if (has_copy && (!(v = resolve_ssa_use(p, &copy, t)) || !opstate_add_operand(st, v))) goto done;
  if (has_hint && (!(v = resolve_ssa_use(p, &hint, ctx->t_index)) || !opstate_add_operand(st, v))) goto done;
  int32_t seg[3] = {(int32_t)sizes.n, has_copy, has_hint};
  ok = du_add_segments(st, seg, 3);
done:
  use_list_free(ctx, &sizes);
  return ok;
}

static void alloc_tensor_print(Printer *pr, Operation *op) {
  unsigned s, c;
  du_operands(op, "dynamic_sizes", &s, &c);
  pr_putc(pr, '(');
  pr_operands(pr, op, s, c);
  pr_putc(pr, ')');
  Value *copy = du_operand(op, "copy", 0), *hint = du_operand(op, "size_hint", 0);
  if (copy) {
    pr_puts(pr, " copy(");
    pr_value(pr, copy);
    pr_putc(pr, ')');
  }
  if (hint) {
    pr_puts(pr, " size_hint=");
    pr_value(pr, hint);
  }
  static const char *const elided[] = {"operandSegmentSizes", NULL};
  pr_attr_dict(pr, op, elided, false);
  pr_puts(pr, " : ");
  pr_type(pr, op->num_results ? op->results[0].type : NULL);
}

static unsigned num_dynamic_dims(const Type *t) {
  unsigned n = 0;
  for (unsigned i = 0; t && type_is_shaped(t) && i < shaped_rank(t); i++) n += shaped_dim(t, i) == DYNAMIC_SIZE;
  return n;
}

static bool alloc_tensor_verify(Operation *op) {
  unsigned s, nsizes;
  du_operands(op, "dynamic_sizes", &s, &nsizes);
  Value *copy = du_operand(op, "copy", 0);
  const Type *t = op->results[0].type;
  if (copy && nsizes) return op_fail_plain(op, "dynamic sizes not needed when copying a tensor");
  if (!copy && num_dynamic_dims(t) != nsizes)
    return op_fail(op, "incorrect number of dynamic sizes, has %u, expected %u", nsizes, num_dynamic_dims(t));
  if (copy && copy->type != t) return op_fail_plain(op, "expected that `copy` and return type match");
  return true;
}

/* ---- dealloc ----------------------------------------------------------------- */

/* One i1 result per retained buffer. */
static bool dealloc_infer(OperationState *st) {
  const Attr *seg = NULL;
  for (size_t i = 0; i < st->num_attrs; i++)
    if (strcmp(st->attrs[i].name->str, "operandSegmentSizes") == 0) seg = st->attrs[i].value;
  int32_t n = 0;
  if (seg && seg->kind == AK_DENSE_ARRAY && seg->aux == 3) {
    const Ident *blob = WORD_PTR(const Ident, seg->p[1]);
    memcpy(&n, blob->str + 8, 4);
  }
  for (int32_t i = 0; i < n; i++)
    if (!opstate_add_type(st, st->ctx->t_i1)) return false;
  return true;
}

static bool dealloc_verify(Operation *op) {
  unsigned s, nm, nc, nr;
  du_operands(op, "memrefs", &s, &nm);
  du_operands(op, "conditions", &s, &nc);
  du_operands(op, "retained", &s, &nr);
  if (nm != nc) return op_fail(op, "must have the same number of conditions as memrefs to deallocate");
  if (nr != op->num_results)
    return op_fail(op, "must have the same number of updated conditions (results) as retained operands");
  return true;
}

/* ---- materialize_in_destination ------------------------------------------------ */

static bool materialize_verify(Operation *op) {
  const Type *src = op->operands[0].value->type, *dest = op->operands[1].value->type;
  bool dest_tensor = dest->kind == TK_RANKED_TENSOR || dest->kind == TK_UNRANKED_TENSOR;
  bool dest_memref = dest->kind == TK_MEMREF || dest->kind == TK_UNRANKED_MEMREF;
  if (!dest_tensor && !dest_memref) return op_fail(op, "'dest' must be a tensor or a memref");
  if (dest_tensor) {
    if (op->num_results != 1) return op_fail(op, "tensor 'dest' implies exactly one tensor result");
    if (op->results[0].type != dest) return op_fail(op, "result and 'dest' types must match");
  }
  if (dest_memref && op->num_results) return op_fail(op, "memref 'dest' implies zero results");
  if (op_get_attr(op, "restrict", 8) && !dest_memref)
    return op_fail(op, "'restrict' is valid only for memref destinations");
  if ((op_get_attr(op, "writable", 8) != NULL) != dest_memref)
    return op_fail(op, "'writable' must be specified if and only if the destination is of memref type");
  if (shaped_has_rank(src) != shaped_has_rank(dest)) return op_fail(op, "source/destination shapes are incompatible");
  if (shaped_has_rank(src)) {
    if (shaped_rank(src) != shaped_rank(dest)) return op_fail(op, "rank mismatch between source and destination shape");
    for (unsigned i = 0; i < shaped_rank(src); i++) {
      int64_t a = shaped_dim(src, i), b = shaped_dim(dest, i);
      if (a != DYNAMIC_SIZE && b != DYNAMIC_SIZE && a != b)
        return op_fail(op, "source/destination shapes are incompatible");
    }
  }
  return true;
}

/* ---- to_tensor, to_buffer ------------------------------------------------------ */

/* The "specified tensor and buffer types match" trait: TensorType's
 * verifyCompatibleBufferType reports the mismatch first. */
static bool tensor_buffer_match(Operation *op, const Type *tensor, const Type *buffer) {
  bool same_shape = shaped_has_rank(tensor) == shaped_has_rank(buffer) && shaped_rank(tensor) == shaped_rank(buffer);
  for (unsigned i = 0; same_shape && i < shaped_rank(tensor); i++)
    same_shape = shaped_dim(tensor, i) == shaped_dim(buffer, i);
  bool ok = true;
  if (!same_shape) ok = op_fail_plain(op, "shapes do not match");
  else if (shaped_elem(tensor) != shaped_elem(buffer)) ok = op_fail_plain(op, "element types do not match");
  return ok || op_fail(op, "failed to verify that specified tensor and buffer types match");
}

static bool to_tensor_verify(Operation *op) {
  return tensor_buffer_match(op, op->results[0].type, op->operands[0].value->type);
}

static bool to_buffer_verify(Operation *op) {
  return tensor_buffer_match(op, op->operands[0].value->type, op->results[0].type);
}

static const OpHooks HOOKS[] = {
    {.name = "bufferization.to_tensor", .verify_preds = to_tensor_verify},
    {.name = "bufferization.to_buffer", .verify_preds = to_buffer_verify},
    {.name = "bufferization.alloc_tensor",
     .parse = alloc_tensor_parse,
     .print = alloc_tensor_print,
     .verify = alloc_tensor_verify},
    {.name = "bufferization.dealloc", .infer = dealloc_infer, .verify = dealloc_verify},
    {.name = "bufferization.materialize_in_destination", .verify = materialize_verify},
    {0},
};

const DialectDef BUFFERIZATION_DIALECT = {.ns = "bufferization",
                                          .ods = &ODS_bufferization,
                                          .hooks = HOOKS,
                                          .patterns = (const Pattern *const *const[]){BUFFERIZATION_DEALLOC_PATTERNS, NULL}};
