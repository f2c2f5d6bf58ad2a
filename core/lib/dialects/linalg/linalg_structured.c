/* linalg_structured.c: see linalg_structured.h. Each structured op kind
 * computes its maps and iterators as upstream's op class does: from the
 * `indexing_maps` / `iterator_types` attributes (generic, the matmul
 * family, contract, elementwise), from the generated OpDSL table (named
 * ops), or from ranks and the op's dimension attributes (map, reduce,
 * transpose, broadcast). */
#include "linalg_structured.h"
#include "../utils/dialect_util.h"
#include "linalg.h"

MLIR_INTERNAL extern const OdsDialect ODS_linalg; /* generated from ODS */
MLIR_INTERNAL extern const DialectDef LINALG_DIALECT;

/* Every structured op of linalg has a payload region; the other linalg
 * ops with regions have none (pack, unpack, softmax, winograd), and
 * linalg.yield and linalg.index live inside the payloads. */
bool linalg_is_structured(const Operation *op) {
  const Dialect *d = op->name->dialect;
  return d && d->def == &LINALG_DIALECT && op->name->def && op->num_regions == 1;
}

void linalg_ins_inits(const Operation *op, unsigned *nins, unsigned *ninits) {
  unsigned s;
  du_operands(op, "inputs", &s, nins);
  du_operands(op, "outputs", &s, ninits);
  if (!*ninits) du_operands(op, "init", &s, ninits);
  if (!*ninits) du_operands(op, "inits", &s, ninits);
  if (!*nins) du_operands(op, "input", &s, nins);
  if (*nins + *ninits != op->num_operands) {
    *ninits = op->num_operands ? 1 : 0;
    *nins = op->num_operands - *ninits;
  }
}

static bool is_tensor(const Type *t) { return t->kind == TK_RANKED_TENSOR || t->kind == TK_UNRANKED_TENSOR; }
static bool is_memref(const Type *t) { return t->kind == TK_MEMREF || t->kind == TK_UNRANKED_MEMREF; }

/* isScalar: neither a tensor nor a memref (vectors count as scalars). */
bool linalg_is_scalar(const Operation *op, unsigned operand) {
  const Type *t = op->operands[operand].value->type;
  return !is_tensor(t) && !is_memref(t);
}

bool linalg_pure_tensor(const Operation *op) {
  for (unsigned i = 0; i < op->num_operands; i++)
    if (!linalg_is_scalar(op, i) && !is_tensor(op->operands[i].value->type)) return false;
  return true;
}

bool linalg_pure_buffer(const Operation *op) {
  for (unsigned i = 0; i < op->num_operands; i++)
    if (!linalg_is_scalar(op, i) && !is_memref(op->operands[i].value->type)) return false;
  return true;
}

unsigned linalg_rank(const Operation *op, unsigned operand) {
  const Type *t = op->operands[operand].value->type;
  return type_is_shaped(t) ? shaped_rank(t) : 0;
}

Block *linalg_body(const Operation *op) {
  return op->num_regions ? op->regions[0].first : NULL;
}

const Attr *linalg_iterator_attr(Context *ctx, uint8_t kind) {
  const char *c = kind == LINALG_REDUCTION ? "reduction" : "parallel";
  return du_enum_attr(ctx, &ODS_linalg, "linalg.iterator_type", c, strlen(c));
}

/* ---- per-kind maps and iterators ------------------------------------------------------ */

static unsigned init_rank(const Operation *op) {
  unsigned nins, ninits;
  linalg_ins_inits(op, &nins, &ninits);
  return ninits ? linalg_rank(op, nins) : 0;
}

/* The `dimensions` / `permutation` dense array, if any. */
static const Attr *dims_attr(const Operation *op, const char *name) {
  const Attr *a = op_get_attr(op, name, strlen(name));
  return a && a->kind == AK_DENSE_ARRAY ? a : NULL;
}

static bool dims_contains(const Attr *dims, int64_t d) {
  for (size_t i = 0; dims && i < dims->aux; i++)
    if (dense_i64_at(dims, i) == d) return true;
  return false;
}

/* The identity over `rank` dims without the results listed in `drop`. */
static const AffineMap *identity_dropping(Context *ctx, unsigned rank, const Attr *drop) {
  unsigned pos[MAX_STACK_RANK], n = 0;
  if (rank > MAX_STACK_RANK) return NULL;
  for (unsigned d = 0; d < rank; d++)
    if (!dims_contains(drop, d)) pos[n++] = d;
  const AffineMap *id = am_identity(ctx, rank);
  return id ? am_sub_map(id, n, pos) : NULL;
}

/* Identity maps over the init's rank for shaped operands and `() ` maps for
 * scalars (the rank-based OpDSL ops). */
static bool rank_based_maps(Operation *op, const AffineMap **out) {
  Context *ctx = op_context(op);
  unsigned rank = op->num_operands ? linalg_rank(op, op->num_operands - 1) : 0;
  const AffineMap *id = am_identity(ctx, rank), *scalar = am_empty(ctx, rank, 0);
  if (!id || !scalar) return false;
  for (unsigned i = 0; i < op->num_operands; i++) out[i] = linalg_rank(op, i) ? id : scalar;
  return true;
}

static bool maps_from_attr(const Operation *op, const Attr *maps, const AffineMap **out) {
  if (!maps || maps->kind != AK_ARRAY || maps->n != op->num_operands) return false;
  for (unsigned i = 0; i < maps->n; i++)
    if (!(out[i] = am_of_attr(WORD_PTR(const Attr, maps->p[i])))) return false;
  return true;
}

bool linalg_indexing_maps(Operation *op, const AffineMap **out) {
  Context *ctx = op_context(op);
  const char *name = op->name->name->str;
  const Attr *maps = op_get_attr(op, "indexing_maps", 13);
  if (maps) return maps_from_attr(op, maps, out);
  unsigned nins, ninits;
  linalg_ins_inits(op, &nins, &ninits);
  if (!strcmp(name, "linalg.map")) {
    const AffineMap *id = am_identity(ctx, init_rank(op));
    for (unsigned i = 0; i < op->num_operands; i++) out[i] = id;
    return id != NULL;
  }
  if (!strcmp(name, "linalg.reduce")) {
    unsigned rank = nins ? linalg_rank(op, 0) : 0;
    const AffineMap *id = am_identity(ctx, rank), *res = identity_dropping(ctx, rank, dims_attr(op, "dimensions"));
    for (unsigned i = 0; i < op->num_operands; i++) out[i] = i < nins ? id : res;
    return id && res;
  }
  if (!strcmp(name, "linalg.transpose")) {
    const Attr *perm = dims_attr(op, "permutation");
    unsigned rank = init_rank(op), p[MAX_STACK_RANK];
    if (!perm || perm->aux != rank || rank > MAX_STACK_RANK || op->num_operands != 2) return false;
    for (unsigned i = 0; i < rank; i++) p[i] = (unsigned)dense_i64_at(perm, i);
    const AffineMap *pm = am_permutation(ctx, rank, p);
    out[0] = pm ? am_inverse_permutation(pm) : NULL;
    out[1] = am_identity(ctx, rank);
    return out[0] && out[1];
  }
  if (!strcmp(name, "linalg.broadcast")) {
    unsigned rank = init_rank(op);
    if (op->num_operands != 2) return false;
    out[0] = identity_dropping(ctx, rank, dims_attr(op, "dimensions"));
    out[1] = am_identity(ctx, rank);
    return out[0] && out[1];
  }
  const LinalgNamedOp *n = linalg_named_op(name);
  if (n && n->maps) {
    static const char memo[] = "linalg.memoized_indexing_maps";
    const Attr *m = op_get_attr(op, memo, sizeof memo - 1);
    return maps_from_attr(op, m ? m : linalg_fixed_maps(op, n), out);
  }
  return rank_based_maps(op, out);
}

const AffineMap *linalg_indexing_map(Operation *op, unsigned operand) {
  const AffineMap *small[MAX_STACK_VALUES];
  if (op->num_operands > MAX_STACK_VALUES || operand >= op->num_operands) return NULL;
  return linalg_indexing_maps(op, small) ? small[operand] : NULL;
}

unsigned linalg_num_loops(Operation *op) {
  const char *name = op->name->name->str;
  const Attr *its = op_get_attr(op, "iterator_types", 14);
  if (its && its->kind == AK_ARRAY) return its->n;
  const LinalgNamedOp *n = linalg_named_op(name);
  if (n && n->iters) return (unsigned)strlen(n->iters);
  if (!strcmp(name, "linalg.reduce")) return op->num_operands ? linalg_rank(op, 0) : 0;
  const Attr *maps = op_get_attr(op, "indexing_maps", 13);
  if (maps && maps->kind == AK_ARRAY && maps->n) {
    const AffineMap *m = am_of_attr(WORD_PTR(const Attr, maps->p[0]));
    return m ? affine_map_num_dims(m) : 0;
  }
  return init_rank(op);
}

bool linalg_iterator_types(Operation *op, uint8_t *out) {
  const char *name = op->name->name->str;
  unsigned n = linalg_num_loops(op);
  const Attr *its = op_get_attr(op, "iterator_types", 14);
  if (its && its->kind == AK_ARRAY) {
    for (unsigned i = 0; i < n; i++) {
      const char *c = du_enum_attr_case(WORD_PTR(const Attr, its->p[i]));
      out[i] = c && !strcmp(c, "reduction") ? LINALG_REDUCTION : LINALG_PARALLEL;
    }
    return true;
  }
  const LinalgNamedOp *nm = linalg_named_op(name);
  if (nm && nm->iters) {
    for (unsigned i = 0; i < n; i++) out[i] = nm->iters[i] == 'r' ? LINALG_REDUCTION : LINALG_PARALLEL;
    return true;
  }
  for (unsigned i = 0; i < n; i++) out[i] = LINALG_PARALLEL;
  if (!strcmp(name, "linalg.reduce")) {
    const Attr *dims = dims_attr(op, "dimensions");
    for (unsigned i = 0; i < n; i++)
      if (dims_contains(dims, i)) out[i] = LINALG_REDUCTION;
    return true;
  }
  if (!strcmp(name, "linalg.matmul") || !strcmp(name, "linalg.batch_matmul") ||
      !strcmp(name, "linalg.batch_reduce_matmul") || !strcmp(name, "linalg.contract")) {
    /* The dims the output map does not use are reductions. */
    const AffineMap *out_map = op->num_operands ? linalg_indexing_map(op, op->num_operands - 1) : NULL;
    if (!out_map || n > MAX_STACK_RANK) return false;
    bool used[MAX_STACK_RANK];
    am_used_dims(out_map, used);
    for (unsigned i = 0; i < n; i++) out[i] = used[i] ? LINALG_PARALLEL : LINALG_REDUCTION;
  }
  return true;
}

const AffineMap *linalg_loops_to_shapes(Operation *op) {
  const AffineMap *small[MAX_STACK_VALUES];
  if (op->num_operands > MAX_STACK_VALUES || !linalg_indexing_maps(op, small)) return NULL;
  return am_concat(op_context(op), op->num_operands, small);
}

const AffineMap *linalg_shapes_to_loops(Operation *op) {
  const AffineMap *m = linalg_loops_to_shapes(op);
  return m ? am_inverse_permutation(m) : NULL;
}

bool linalg_static_loop_ranges(Operation *op, int64_t *out) {
  const AffineMap *m = linalg_loops_to_shapes(op);
  if (!m) return false;
  unsigned nloops = linalg_num_loops(op);
  for (unsigned i = 0; i < nloops; i++) out[i] = DYNAMIC_SIZE;
  unsigned k = 0;
  bool seen[MAX_STACK_RANK] = {0};
  if (nloops > MAX_STACK_RANK) return false;
  /* the first operand dimension naming a loop gives its size, as the
   * inverse permutation of getShapesToLoopsMap picks it */
  for (unsigned i = 0; i < op->num_operands; i++) {
    const Type *t = op->operands[i].value->type;
    unsigned r = type_is_shaped(t) ? shaped_rank(t) : 0;
    for (unsigned d = 0; d < r; d++, k++) {
      unsigned pos;
      if (k < affine_map_num_results(m) && am_result_is_dim(m, k, &pos) && pos < nloops && !seen[pos]) {
        out[pos] = shaped_dim(t, d);
        seen[pos] = true;
      }
    }
  }
  return true;
}

/* ---- building linalg.generic -------------------------------------------------------- */

Operation *linalg_build_generic(Rewriter *rw, const Loc *loc, unsigned nins, Value *const *ins, unsigned ninits,
                                Value *const *inits, const AffineMap *const *maps, unsigned nloops,
                                const uint8_t *iterators, bool with_block) {
  Context *ctx = rw->ctx;
  unsigned nops = nins + ninits;
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "linalg.generic", 14), loc);
  const Attr **map_attrs = ctx_alloc(ctx, (nops + 1) * sizeof *map_attrs);
  const Attr **its = ctx_alloc(ctx, (nloops + 1) * sizeof *its);
  bool ok = map_attrs && its;
  for (unsigned i = 0; ok && i < nins; i++) ok = opstate_add_operand(&st, ins[i]);
  for (unsigned i = 0; ok && i < ninits; i++) ok = opstate_add_operand(&st, inits[i]);
  for (unsigned i = 0; ok && i < ninits; i++)
    if (inits[i]->type->kind == TK_RANKED_TENSOR) ok = opstate_add_type(&st, inits[i]->type);
  for (unsigned i = 0; ok && i < nops; i++) ok = (map_attrs[i] = attr_affine_map(ctx, maps[i])) != NULL;
  for (unsigned i = 0; ok && i < nloops; i++) ok = (its[i] = linalg_iterator_attr(ctx, iterators[i])) != NULL;
  int32_t seg[2] = {(int32_t)nins, (int32_t)ninits};
  ok = ok && opstate_add_attr(&st, ident_cstr(ctx, "indexing_maps"), attr_array(ctx, nops, map_attrs)) &&
       opstate_add_attr(&st, ident_cstr(ctx, "iterator_types"), attr_array(ctx, nloops, its)) &&
       du_add_segments(&st, seg, 2);
  Region *r = ok ? opstate_add_region(&st) : NULL;
  Block *b = r && with_block ? block_create(&ctx->alloc) : NULL;
  ok = r && (b || !with_block);
  if (b) region_append_block(r, b);
  for (unsigned i = 0; ok && b && i < nops; i++) {
    const Type *t = st.operands[i]->type;
    ok = block_add_arg(b, type_is_shaped(t) ? shaped_elem(t) : t, loc) != NULL;
  }
  ctx_free(ctx, map_attrs);
  ctx_free(ctx, its);
  if (!ok) {
    opstate_free(&st);
    return NULL;
  }
  return rw_create(rw, &st);
}

/* ---- interfaces ------------------------------------------------------------------------ */

/* getGenericEffectsImpl: memref inputs are read; memref inits are read
 * when the payload uses their value, and written. */
unsigned linalg_memory_effects(const Operation *op) {
  unsigned nins, ninits, e = ME_KNOWN;
  linalg_ins_inits(op, &nins, &ninits);
  const Block *b = linalg_body(op);
  for (unsigned i = 0; i < nins + ninits; i++) {
    if (op->operands[i].value->type->kind != TK_MEMREF) continue;
    if (i < nins || (b && i < b->nargs && b->args[i]->uses)) e |= ME_READ;
    if (i >= nins) e |= ME_WRITE;
  }
  return e;
}

/* getGenericSpeculatabilityImpl */
int linalg_speculatability(Operation *op) { return linalg_pure_tensor(op) ? SPEC_RECURSIVE : SPEC_NOT; }

#define STRUCTURED(NAME) {.name = NAME, .speculatability = linalg_speculatability, .memory_effects = linalg_memory_effects}
const OpInterfaceHooks LINALG_STRUCTURED_INTERFACES[] = {
    STRUCTURED("linalg.generic"),     STRUCTURED("linalg.map"),          STRUCTURED("linalg.reduce"),
    STRUCTURED("linalg.transpose"),   STRUCTURED("linalg.broadcast"),    STRUCTURED("linalg.elementwise"),
    STRUCTURED("linalg.matmul"),      STRUCTURED("linalg.batch_matmul"), STRUCTURED("linalg.batch_reduce_matmul"),
    STRUCTURED("linalg.contract"),    {0},
};
#undef STRUCTURED
