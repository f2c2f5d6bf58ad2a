/* affine_dma.c: affine.dma_start and affine.dma_wait, which upstream
 * writes in C++ rather than ODS (AffineDmaStartOp, AffineDmaWaitOp in
 * AffineOps.cpp): their syntax, each memref followed by an affine map
 * over SSA values in square brackets,
 *   affine.dma_start %src[map], %dst[map], %tag[map], %n (, %stride,
 *       %per_stride)? : src-type, dst-type, tag-type
 *   affine.dma_wait %tag[map], %n : tag-type
 * and their verifiers. The maps are the discardable attributes src_map,
 * dst_map and tag_map (these ops have no properties); the operands are
 * each memref followed by its map's operands, then the counts. */
#include "../dialects.h"
#include "../utils/dialect_util.h"
#include "affine_ops.h"

/* The operand groups of a DMA op: three (dma_start) or one (dma_wait)
 * memrefs, each with the operands of its map. */
enum { DMA_START_MEMREFS = 3, DMA_STRIDE_OPERANDS = 2 };

static const char *const START_MAPS[DMA_START_MEMREFS] = {"src_map", "dst_map", "tag_map"};

static const AffineMap *dma_map(const Operation *op, const char *name) {
  const Attr *a = op_get_attr(op, name, strlen(name));
  return a && a->kind == AK_AFFINE_MAP ? WORD_PTR(const AffineMap, a->p[0]) : NULL;
}

static unsigned map_inputs(const AffineMap *m) {
  return m ? affine_map_num_dims(m) + affine_map_num_symbols(m) : 0;
}

/* `%memref[map of SSA ids]`: the map into the attribute `name`. */
static bool parse_memref_map(Parser *p, OperationState *st, const char *name, UnresolvedUse *memref,
                             UseList *indices, const AffineMap **map) {
  return parse_ssa_use(p, memref) && parse_affine_map_of_ssa_ids(p, T_LSQUARE, indices, map) &&
         opstate_add_attr(st, ident_cstr(p->ctx, name), attr_affine_map(p->ctx, *map));
}

static bool dma_start_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  UnresolvedUse memrefs[DMA_START_MEMREFS], count;
  UseList indices[DMA_START_MEMREFS] = {{0}}, strides = {0};
  const AffineMap *maps[DMA_START_MEMREFS] = {0};
  PtrVec types = {0};
  bool ok = true;
  for (unsigned i = 0; ok && i < DMA_START_MEMREFS; i++)
    ok = parse_memref_map(p, st, START_MAPS[i], &memrefs[i], &indices[i], &maps[i]) &&
         parser_expect_token(p, T_COMMA, "expected ','");
  ok = ok && parse_ssa_use(p, &count);
  /* parseTrailingOperandList: `, %a, %b...` when a comma follows. */
  if (ok && parser_consume_if(p, T_COMMA)) ok = parse_operand_list(p, T_EOF, -1, &strides);
  if (ok && strides.n != 0 && strides.n != DMA_STRIDE_OPERANDS) {
    parser_error_loc(p, st->loc, "expected two stride related operands");
    ok = false;
  }
  ok = ok && parser_expect_token(p, T_COLON, "expected ':'") && parse_comma_type_list(p, &types);
  if (ok && types.len != DMA_START_MEMREFS) {
    parser_error_loc(p, st->loc, "expected three types");
    ok = false;
  }
  for (unsigned i = 0; ok && i < DMA_START_MEMREFS; i++) {
    Value *m = resolve_ssa_use(p, &memrefs[i], (const Type *)types.data[i]);
    ok = m && opstate_add_operand(st, m) && resolve_operands(p, &indices[i], NULL, ctx->t_index, st);
  }
  Value *n = ok ? resolve_ssa_use(p, &count, ctx->t_index) : NULL;
  ok = n && opstate_add_operand(st, n) && resolve_operands(p, &strides, NULL, ctx->t_index, st);
  for (unsigned i = 0; ok && i < DMA_START_MEMREFS; i++)
    if (indices[i].n != map_inputs(maps[i])) {
      parser_error_loc(p, st->loc, "memref operand count not equal to map.numInputs");
      ok = false;
    }
  for (unsigned i = 0; i < DMA_START_MEMREFS; i++) use_list_free(ctx, &indices[i]);
  use_list_free(ctx, &strides);
  pv_free(&ctx->alloc, &types);
  return ok;
}

static bool dma_wait_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  UnresolvedUse tag, count;
  UseList indices = {0};
  const AffineMap *map = NULL;
  bool ok = parse_memref_map(p, st, "tag_map", &tag, &indices, &map) && parser_expect_token(p, T_COMMA, "expected ','") &&
            parse_ssa_use(p, &count) && parser_expect_token(p, T_COLON, "expected ':'");
  const Type *t = ok ? parse_type(p) : NULL;
  Value *m = t ? resolve_ssa_use(p, &tag, t) : NULL;
  ok = m && opstate_add_operand(st, m) && resolve_operands(p, &indices, NULL, ctx->t_index, st);
  Value *n = ok ? resolve_ssa_use(p, &count, ctx->t_index) : NULL;
  ok = n && opstate_add_operand(st, n);
  if (ok && t->kind != TK_MEMREF) ok = parser_error_loc(p, st->loc, "expected tag to be of memref type");
  if (ok && indices.n != map_inputs(map))
    ok = parser_error_loc(p, st->loc, "tag memref operand count != to map.numInputs");
  use_list_free(ctx, &indices);
  return ok;
}

/* `%memref[map over the operands that follow it]`; returns the operand
 * after them. */
static unsigned print_memref_map(Printer *pr, Operation *op, unsigned at, const char *map_name) {
  const AffineMap *m = dma_map(op, map_name);
  unsigned n = map_inputs(m);
  if (at + 1 + n > op->num_operands) return op->num_operands;
  pr_value(pr, op->operands[at].value);
  pr_putc(pr, '[');
  affine_print_map_ssa(pr, m, op->operands + at + 1, n);
  pr_putc(pr, ']');
  return at + 1 + n;
}

static void dma_start_print(Printer *pr, Operation *op) {
  unsigned at = 0, memref_at[DMA_START_MEMREFS];
  for (unsigned i = 0; i < DMA_START_MEMREFS; i++) {
    pr_puts(pr, i ? ", " : " ");
    memref_at[i] = at;
    at = print_memref_map(pr, op, at, START_MAPS[i]);
  }
  for (unsigned i = at; i < op->num_operands; i++) {
    pr_puts(pr, ", ");
    pr_value(pr, op->operands[i].value);
  }
  pr_puts(pr, " : ");
  for (unsigned i = 0; i < DMA_START_MEMREFS; i++) {
    if (i) pr_puts(pr, ", ");
    if (memref_at[i] < op->num_operands) pr_type(pr, op->operands[memref_at[i]].value->type);
  }
}

static void dma_wait_print(Printer *pr, Operation *op) {
  pr_putc(pr, ' ');
  unsigned at = print_memref_map(pr, op, 0, "tag_map");
  if (at < op->num_operands) {
    pr_puts(pr, ", ");
    pr_value(pr, op->operands[at].value);
  }
  pr_puts(pr, " : ");
  pr_type(pr, op->operands[0].value->type);
}

/* isValidAffineIndexOperand over the operands of one memref's map (those
 * present); `what` prefixes the messages ("src ", or "" for dma_wait). */
static bool verify_indices(Operation *op, unsigned from, unsigned n, const char *what, const char *op_kind) {
  for (unsigned i = from; i < from + n && i < op->num_operands; i++) {
    const Value *v = op->operands[i].value;
    if (v->type->kind != TK_INDEX) return op_fail(op, "%sindex to %s must have 'index' type", what, op_kind);
    if (!affine_is_valid_dim(v) && !affine_is_valid_symbol(v))
      return op_fail(op, "%sindex must be a valid dimension or symbol identifier", what);
  }
  return true;
}

static bool dma_start_verify(Operation *op) {
  static const char *const kinds[DMA_START_MEMREFS] = {"source", "destination", "tag"};
  static const char *const prefixes[DMA_START_MEMREFS] = {"src ", "dst ", "tag "};
  unsigned at = 0, first[DMA_START_MEMREFS], inputs[DMA_START_MEMREFS], total = 0;
  for (unsigned i = 0; i < DMA_START_MEMREFS; i++) {
    inputs[i] = map_inputs(dma_map(op, START_MAPS[i]));
    total += inputs[i];
  }
  for (unsigned i = 0; i < DMA_START_MEMREFS; i++) {
    first[i] = at;
    if (at >= op->num_operands) return op_fail(op, "incorrect number of operands");
    if (op->operands[at].value->type->kind != TK_MEMREF)
      return op_fail(op, "expected DMA %s to be of memref type", kinds[i]);
    at += 1 + inputs[i];
  }
  if (op->num_operands != total + DMA_START_MEMREFS + 1 &&
      op->num_operands != total + DMA_START_MEMREFS + 1 + DMA_STRIDE_OPERANDS)
    return op_fail(op, "incorrect number of operands");
  for (unsigned i = 0; i < DMA_START_MEMREFS; i++)
    if (!verify_indices(op, first[i] + 1, inputs[i], prefixes[i], "dma_start")) return false;
  return true;
}

static bool dma_wait_verify(Operation *op) {
  if (!op->num_operands || op->operands[0].value->type->kind != TK_MEMREF)
    return op_fail(op, "expected DMA tag to be of memref type");
  return verify_indices(op, 1, map_inputs(dma_map(op, "tag_map")), "", "dma_wait");
}

const OpDef AFFINE_DMA_START_OP = {.name = "affine.dma_start",
                                   .parse = dma_start_parse,
                                   .print = dma_start_print,
                                   .verify = dma_start_verify};
const OpDef AFFINE_DMA_WAIT_OP = {.name = "affine.dma_wait",
                                  .parse = dma_wait_parse,
                                  .print = dma_wait_print,
                                  .verify = dma_wait_verify};
