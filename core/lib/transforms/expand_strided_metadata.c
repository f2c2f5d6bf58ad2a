/* expand_strided_metadata.c: the expand-strided-metadata pass (upstream's
 * ExpandStridedMetadata). memref.subview, expand_shape and collapse_shape
 * become a reinterpret_cast of their source's base buffer, with the new
 * offset, sizes and strides computed by affine.apply over the source's
 * memref.extract_strided_metadata; extract_strided_metadata of views,
 * allocations, globals, casts and of another extract_strided_metadata is
 * resolved through its source the same way. Applied by the greedy driver,
 * which folds the new ops and drops what becomes dead. */
#include "transforms.h"

#include "../dialects/affine/affine_ops.h"
#include "../dialects/utils/slice_util.h"

/* An OpFoldResult: a value, or (v NULL) a constant index. */
typedef struct Ofr {
  Value *v;
  int64_t c;
} Ofr;

static Ofr ofr_const(int64_t c) { return (Ofr){.v = NULL, .c = c}; }
static Ofr ofr_value(Value *v) { return (Ofr){.v = v, .c = 0}; }
/* A static entry (when not dynamic) or the value of the dynamic one. */
static Ofr ofr_static_or(int64_t st, Value *v) { return st == DYNAMIC_SIZE ? ofr_value(v) : ofr_const(st); }

/* Up to this many symbols in one of the pass's expressions (2 per source
 * dim plus the base offset). */
enum { MAX_SYMBOLS = 2 * SLICE_MAX_RANK + 1 };

/* makeComposedFoldedAffineApply of `e` over symbols `in`: constant inputs
 * fold into the expression, producers that are affine.apply compose, and
 * the result is a constant or an operand when it folds to one, else a new
 * affine.apply. */
static bool apply(Rewriter *rw, const Loc *loc, const AffineExpr *e, unsigned nsyms, const Ofr *in, Ofr *out) {
  Context *ctx = rw->ctx;
  const AffineExpr *syms[MAX_SYMBOLS];
  Value *vals[MAX_SYMBOLS];
  unsigned k = 0;
  if (!e || nsyms > MAX_SYMBOLS) return false;
  for (unsigned i = 0; i < nsyms; i++) {
    if (in[i].v) {
      syms[i] = ae_symbol(ctx, k);
      vals[k++] = in[i].v;
    } else {
      syms[i] = ae_const(ctx, in[i].c);
    }
  }
  const AffineExpr *r = ae_replace_dims_syms(e, 0, NULL, nsyms, syms);
  const AffineMap *map = r ? affine_map_get(ctx, 0, k, 1, &r) : NULL;
  MapOperands ops = {0};
  bool ok = false;
  /* Upstream's composition simplifies the map even when no producer
   * composes into it. */
  if (!map || !map_operands_set(ctx, &ops, k, vals) || !affine_compose_map(ctx, &map, &ops) ||
      !(map = am_simplify(map)))
    goto done;
  const AffineExpr *res = affine_map_result(map, 0);
  int64_t c;
  if (res->kind == AE_DIM) {
    *out = ofr_value(ops.v[res->p[0]]);
  } else if (res->kind == AE_SYMBOL) {
    *out = ofr_value(ops.v[affine_map_num_dims(map) + res->p[0]]);
  } else if (ae_const_value(res, &c)) {
    *out = ofr_const(c);
  } else {
    Operation *ap = affine_build_apply(rw, loc, map, ops.n, ops.v);
    if (!ap) goto done;
    *out = ofr_value(&ap->results[0]);
  }
  ok = true;
done:
  map_operands_free(ctx, &ops);
  return ok;
}

/* getValueOrCreateConstantIndexOp. */
static Value *materialize(Rewriter *rw, const Loc *loc, Ofr o) {
  return o.v ? o.v : rw_constant(rw, attr_integer(rw->ctx, rw->ctx->t_index, o.c), loc);
}

/* ---- the metadata of a memref ---------------------------------------------------------- */

/* What extract_strided_metadata would give: the base buffer, the offset,
 * the sizes and the strides. */
typedef struct Metadata {
  Value *base;
  Ofr offset;
  unsigned rank;
  Ofr sizes[SLICE_MAX_RANK], strides[SLICE_MAX_RANK];
} Metadata;

/* memref.extract_strided_metadata of `source` at the insertion point. */
static Operation *build_extract(Rewriter *rw, const Loc *loc, Value *source) {
  Context *ctx = rw->ctx;
  const Type *t = source->type;
  if (t->kind != TK_MEMREF || shaped_rank(t) > SLICE_MAX_RANK) return NULL;
  unsigned rank = shaped_rank(t);
  const Type *types[2 + 2 * SLICE_MAX_RANK];
  const Attr *space = WORD_PTR(const Attr, t->p[rank + 2]);
  types[0] = type_memref(ctx, 0, NULL, shaped_elem(t), NULL, space);
  for (unsigned i = 1; i < 2 + 2 * rank; i++) types[i] = ctx->t_index;
  return types[0] ? rw_build(rw, "memref.extract_strided_metadata", loc, 1, &source, 2 + 2 * rank, types, 0, NULL)
                  : NULL;
}

/* The source's strides and offset from its type; false when its layout is
 * not strided. */
static bool strides_offset(const Type *t, int64_t *strides, int64_t *offset) {
  return t->kind == TK_MEMREF && shaped_rank(t) <= SLICE_MAX_RANK && memref_strides_offset(t, strides, offset);
}

/* resolveSubviewStridedMetadata: strides#i = subStride#i * baseStride#i,
 * offset = baseOffset + sum(subOffset#i * baseStride#i), the sizes those
 * of the subview, without the dims it drops. */
static bool resolve_subview(Rewriter *rw, Operation *subview, Metadata *md) {
  Context *ctx = rw->ctx;
  Value *source = opnd(subview, 0);
  const Type *st = source->type, *rt = subview->results[0].type;
  int64_t src_strides[SLICE_MAX_RANK], src_offset;
  SliceParams p;
  bool dropped[SLICE_MAX_RANK] = {0};
  if (!strides_offset(st, src_strides, &src_offset) || rt->kind != TK_MEMREF || !slice_read(subview, &p) ||
      !subview_dropped_dims(st, rt, &p.size, dropped))
    return false;
  unsigned rank = shaped_rank(st);
  Operation *meta = build_extract(rw, subview->loc, source);
  if (!meta) return false;
  Ofr values[MAX_SYMBOLS], strides[SLICE_MAX_RANK];
  values[0] = ofr_static_or(src_offset, &meta->results[1]);
  const AffineExpr *s0 = ae_symbol(ctx, 0), *s1 = ae_symbol(ctx, 1);
  const AffineExpr *expr = s0;
  for (unsigned i = 0; i < rank; i++) {
    Ofr orig = ofr_static_or(src_strides[i], &meta->results[2 + rank + i]);
    Ofr pair[2] = {ofr_static_or(p.stride.st[i], p.stride.dyn[i]), orig};
    if (!apply(rw, subview->loc, ae_mul(s0, s1), 2, pair, &strides[i])) return false;
    unsigned off = 1 + 2 * i;
    expr = ae_add(expr, ae_mul(ae_symbol(ctx, off), ae_symbol(ctx, off + 1)));
    values[off] = ofr_static_or(p.off.st[i], p.off.dyn[i]);
    values[off + 1] = orig;
  }
  if (!apply(rw, subview->loc, expr, 2 * rank + 1, values, &md->offset)) return false;
  md->base = &meta->results[0];
  md->rank = 0;
  for (unsigned i = 0; i < rank; i++) {
    if (dropped[i]) continue;
    md->sizes[md->rank] = ofr_static_or(p.size.st[i], p.size.dyn[i]);
    md->strides[md->rank++] = strides[i];
  }
  return md->rank == shaped_rank(rt);
}

/* The reassociation groups of expand_shape/collapse_shape. */
static const Attr *reassociation(const Operation *op) {
  const Attr *a = op_get_attr(op, "reassociation", 13);
  return a && a->kind == AK_ARRAY ? a : NULL;
}
static unsigned group_size(const Attr *groups, unsigned g) { return WORD_PTR(const Attr, groups->p[g])->n; }
static unsigned group_dim(const Attr *groups, unsigned g, unsigned i) {
  return (unsigned)attr_int_value(WORD_PTR(const Attr, WORD_PTR(const Attr, groups->p[g])->p[i]));
}

/* getExpandedSizes and getExpandedStrides of group `g`: static sizes from
 * the result type, the one dynamic size the source's divided by the
 * product of the static ones; strides the row-major products scaled by the
 * source's stride. */
static bool expanded_group(Rewriter *rw, Operation *op, const Attr *groups, unsigned g, const int64_t *src_strides,
                           const Ofr *orig_sizes, const Ofr *orig_strides, Metadata *md) {
  Context *ctx = rw->ctx;
  const Type *rt = op->results[0].type;
  unsigned n = group_size(groups, g);
  Ofr *sizes = &md->sizes[md->rank], *strides = &md->strides[md->rank];
  int64_t product = 1, base_strides[SLICE_MAX_RANK];
  int dyn = -1;
  if (md->rank + n > SLICE_MAX_RANK) return false;
  for (unsigned i = 0; i < n; i++) {
    int64_t d = shaped_dim(rt, group_dim(groups, g, i));
    if (d == DYNAMIC_SIZE) {
      dyn = (int)i;
      continue;
    }
    product *= d;
    sizes[i] = ofr_const(d);
  }
  const AffineExpr *s0 = ae_symbol(ctx, 0), *s1 = ae_symbol(ctx, 1);
  if (dyn >= 0 && !apply(rw, op->loc, ae_floordiv(s0, ae_const(ctx, product)), 1, &orig_sizes[g], &sizes[dyn]))
    return false;
  int64_t current = 1;
  for (unsigned i = n; i-- > 0;) {
    base_strides[i] = current;
    int64_t d = shaped_dim(rt, group_dim(groups, g, i));
    if (d != DYNAMIC_SIZE) current *= d;
  }
  Ofr orig_stride = ofr_static_or(src_strides[g], orig_strides[g].v);
  unsigned done = 0;
  if (dyn >= 0) {
    for (; done < (unsigned)dyn; done++) {
      const AffineExpr *e =
          ae_mul(ae_floordiv(ae_mul(s0, ae_const(ctx, base_strides[done])), ae_const(ctx, current)), s1);
      Ofr in[2] = {orig_sizes[g], orig_stride};
      if (!apply(rw, op->loc, e, 2, in, &strides[done])) return false;
    }
  }
  for (; done < n; done++)
    if (!apply(rw, op->loc, ae_mul(s0, ae_const(ctx, base_strides[done])), 1, &orig_stride, &strides[done]))
      return false;
  md->rank += n;
  return true;
}

/* getCollapsedSize and getCollapsedStride of group `g`: the static size,
 * else the product of the group's sizes; the stride of the group's last
 * dim of size other than 1 (or, for all-unit groups, the result type's). */
static bool collapsed_group(Rewriter *rw, Operation *op, const Attr *groups, unsigned g, const int64_t *src_strides,
                            const Ofr *orig_sizes, const Ofr *orig_strides, Metadata *md) {
  Context *ctx = rw->ctx;
  const Type *st = opnd(op, 0)->type, *rt = op->results[0].type;
  unsigned n = group_size(groups, g);
  if (md->rank >= SLICE_MAX_RANK || n > MAX_SYMBOLS) return false;
  int64_t size = shaped_dim(rt, g);
  if (size != DYNAMIC_SIZE) {
    md->sizes[md->rank] = ofr_const(size);
  } else {
    const AffineExpr *product = ae_const(ctx, 1);
    Ofr in[MAX_SYMBOLS];
    for (unsigned i = 0; i < n; i++) {
      unsigned d = group_dim(groups, g, i);
      product = ae_mul(product, ae_symbol(ctx, i));
      in[i] = ofr_static_or(shaped_dim(st, d), orig_sizes[d].v);
    }
    if (!apply(rw, op->loc, product, n, in, &md->sizes[md->rank])) return false;
  }
  bool found = false;
  Ofr stride = {0};
  for (unsigned i = 0; i < n; i++) {
    unsigned d = group_dim(groups, g, i);
    if (shaped_dim(st, d) == 1) continue;
    stride = ofr_static_or(src_strides[d], orig_strides[d].v);
    found = true;
  }
  if (!found) {
    int64_t res_strides[SLICE_MAX_RANK], res_offset;
    if (!strides_offset(rt, res_strides, &res_offset)) return false;
    if (res_strides[g] != DYNAMIC_SIZE) {
      stride = ofr_const(res_strides[g]);
    } else {
      for (unsigned i = 0; i < n && !found; i++) {
        unsigned d = group_dim(groups, g, i);
        if (src_strides[d] == DYNAMIC_SIZE) stride = orig_strides[d], found = true;
      }
      if (!found) return false;
    }
  }
  md->strides[md->rank++] = stride;
  return true;
}

/* resolveReshapeStridedMetadata: the source's base buffer and offset with
 * the sizes and strides of each reassociation group. */
static bool resolve_reshape(Rewriter *rw, Operation *op, Metadata *md) {
  Value *source = opnd(op, 0);
  const Type *st = source->type, *rt = op->results[0].type;
  const Attr *groups = reassociation(op);
  int64_t src_strides[SLICE_MAX_RANK], src_offset;
  if (!groups || !strides_offset(st, src_strides, &src_offset) || rt->kind != TK_MEMREF ||
      shaped_rank(rt) > SLICE_MAX_RANK)
    return false;
  bool expand = op_is(op, "memref.expand_shape");
  unsigned rank = shaped_rank(st), res_rank = shaped_rank(rt);
  if (groups->n != (expand ? rank : res_rank)) return false;
  Operation *meta = build_extract(rw, op->loc, source);
  if (!meta) return false;
  md->base = &meta->results[0];
  md->offset = ofr_static_or(src_offset, &meta->results[1]);
  md->rank = 0;
  if (rank == 0) {
    for (unsigned i = 0; i < res_rank; i++) md->sizes[i] = md->strides[i] = ofr_const(1);
    md->rank = res_rank;
    return true;
  }
  Ofr orig_sizes[SLICE_MAX_RANK], orig_strides[SLICE_MAX_RANK];
  for (unsigned i = 0; i < rank; i++) {
    orig_sizes[i] = ofr_value(&meta->results[2 + i]);
    orig_strides[i] = ofr_value(&meta->results[2 + rank + i]);
  }
  for (unsigned g = 0; g < groups->n; g++) {
    bool ok = expand ? expanded_group(rw, op, groups, g, src_strides, orig_sizes, orig_strides, md)
                     : collapsed_group(rw, op, groups, g, src_strides, orig_sizes, orig_strides, md);
    if (!ok) return false;
  }
  return md->rank == res_rank;
}

/* ---- the patterns ---------------------------------------------------------------------- */

/* A reinterpret_cast of the metadata to `type`, replacing `op`. */
static bool replace_with_reinterpret_cast(Rewriter *rw, Operation *op, const Metadata *md) {
  SliceParams p = {.off = {.n = 1}, .size = {.n = md->rank}, .stride = {.n = md->rank}};
  p.off.st[0] = md->offset.v ? DYNAMIC_SIZE : md->offset.c;
  p.off.dyn[0] = md->offset.v;
  for (unsigned i = 0; i < md->rank; i++) {
    p.size.st[i] = md->sizes[i].v ? DYNAMIC_SIZE : md->sizes[i].c;
    p.size.dyn[i] = md->sizes[i].v;
    p.stride.st[i] = md->strides[i].v ? DYNAMIC_SIZE : md->strides[i].c;
    p.stride.dyn[i] = md->strides[i].v;
  }
  Operation *cast = slice_build(rw, "memref.reinterpret_cast", op->loc, op->results[0].type, md->base, NULL, &p);
  if (!cast) return false;
  rw_replace_op_with(rw, op, cast);
  return true;
}

/* Rewrites that build ops and then find they cannot finish leave the
 * partial ops dead for the driver to drop. */
static bool subview_folder(Rewriter *rw, Operation *op) {
  Metadata md;
  return resolve_subview(rw, op, &md) && replace_with_reinterpret_cast(rw, op, &md);
}

static bool reshape_folder(Rewriter *rw, Operation *op) {
  Metadata md;
  return resolve_reshape(rw, op, &md) && replace_with_reinterpret_cast(rw, op, &md);
}

/* Replaces extract_strided_metadata `op` with the metadata (the constants
 * materialized at `loc`); a NULL base is left for an unused one. */
static bool replace_extract(Rewriter *rw, Operation *op, const Loc *loc, const Metadata *md) {
  Value *vals[2 + 2 * SLICE_MAX_RANK];
  if (op->num_results != 2 + 2 * md->rank) return false;
  vals[0] = md->base;
  vals[1] = materialize(rw, loc, md->offset);
  for (unsigned i = 0; i < md->rank; i++) vals[2 + i] = materialize(rw, loc, md->sizes[i]);
  for (unsigned i = 0; i < md->rank; i++) vals[2 + md->rank + i] = materialize(rw, loc, md->strides[i]);
  for (unsigned i = 1; i < op->num_results; i++)
    if (!vals[i]) return false;
  rw_replace_op(rw, op, vals);
  return true;
}

/* ExtractStridedMetadataOp{Subview,CollapseShape,ExpandShape}Folder. */
static bool extract_of_view(Rewriter *rw, Operation *op) {
  Operation *src = value_defining_op(opnd(op, 0));
  Metadata md;
  if (!src || !(op_is(src, "memref.subview") || op_is(src, "memref.expand_shape") ||
                op_is(src, "memref.collapse_shape")))
    return false;
  bool ok = op_is(src, "memref.subview") ? resolve_subview(rw, src, &md) : resolve_reshape(rw, src, &md);
  return ok && replace_extract(rw, op, src->loc, &md);
}

static bool identity_layout(const Type *t) { return t->kind == TK_MEMREF && !WORD_PTR(const Attr, t->p[t->aux + 1]); }

/* The base buffer of an allocation or global: itself when it already has
 * the rank-0 type, else a reinterpret_cast to it (NULL when unused). */
static bool flat_base(Rewriter *rw, Operation *op, Value *memref, Value **base) {
  const Type *bt = op->results[0].type;
  *base = NULL;
  if (!op->results[0].uses) return true;
  if (memref->type == bt) {
    *base = memref;
    return true;
  }
  SliceParams p = {.off = {.n = 1}};
  Operation *cast = slice_build(rw, "memref.reinterpret_cast", op->loc, bt, memref, NULL, &p);
  *base = cast ? &cast->results[0] : NULL;
  return cast != NULL;
}

/* ExtractStridedMetadataOpAllocFolder (alloc, alloca): offset 0, the
 * allocation's sizes and their row-major products as strides. */
static bool extract_of_alloc(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  Value *memref = opnd(op, 0);
  Operation *alloc = value_defining_op(memref);
  if (!alloc || !(op_is(alloc, "memref.alloc") || op_is(alloc, "memref.alloca"))) return false;
  const Type *t = memref->type;
  if (!identity_layout(t) || shaped_rank(t) > SLICE_MAX_RANK) return false;
  unsigned rank = shaped_rank(t), dyn = 0;
  Metadata md = {.offset = ofr_const(0), .rank = rank};
  for (unsigned i = 0; i < rank; i++) {
    int64_t d = shaped_dim(t, i);
    if (d == DYNAMIC_SIZE && dyn >= alloc->num_operands) return false;
    md.sizes[i] = d == DYNAMIC_SIZE ? ofr_value(opnd(alloc, dyn++)) : ofr_const(d);
    md.strides[i] = ofr_const(1);
  }
  const AffineExpr *expr = ae_const(ctx, 1);
  unsigned nsym = 0;
  for (int i = (int)rank - 2; i >= 0; i--) {
    expr = ae_mul(expr, ae_symbol(ctx, nsym++));
    if (!apply(rw, op->loc, expr, nsym, &md.sizes[i + 1], &md.strides[i])) return false;
  }
  if (!flat_base(rw, op, memref, &md.base)) return false;
  /* The offset constant is created before the sizes and strides. */
  Value *offset = rw_constant(rw, attr_integer(ctx, ctx->t_index, 0), op->loc);
  if (!offset) return false;
  md.offset = ofr_value(offset);
  return replace_extract(rw, op, op->loc, &md);
}

/* ExtractStridedMetadataOpGetGlobalFolder: the global's static shape and
 * its suffix products. */
static bool extract_of_get_global(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  Value *memref = opnd(op, 0);
  Operation *global = def_is(memref, "memref.get_global");
  const Type *t = memref->type;
  if (!global || !identity_layout(t) || shaped_rank(t) > SLICE_MAX_RANK) return false;
  unsigned rank = shaped_rank(t);
  Metadata md = {.rank = rank};
  int64_t stride = 1;
  for (unsigned i = rank; i-- > 0;) {
    if (shaped_dim(t, i) == DYNAMIC_SIZE) return false;
    md.sizes[i] = ofr_const(shaped_dim(t, i));
    md.strides[i] = ofr_const(stride);
    stride *= shaped_dim(t, i);
  }
  const Type *bt = op->results[0].type;
  if (memref->type == bt) {
    md.base = memref;
  } else {
    SliceParams p = {.off = {.n = 1}};
    Operation *cast = slice_build(rw, "memref.reinterpret_cast", op->loc, bt, memref, NULL, &p);
    if (!cast) return false;
    md.base = &cast->results[0];
  }
  Value *vals[2 + 2 * SLICE_MAX_RANK];
  vals[0] = md.base;
  vals[1] = rw_constant(rw, attr_integer(ctx, ctx->t_index, 0), op->loc);
  for (unsigned i = 0; i < rank; i++) vals[2 + i] = materialize(rw, op->loc, md.sizes[i]);
  for (unsigned i = 0; i < rank; i++) vals[2 + rank + i] = materialize(rw, op->loc, md.strides[i]);
  for (unsigned i = 0; i < 2 + 2 * rank; i++)
    if (!vals[i]) return false;
  rw_replace_op(rw, op, vals);
  return true;
}

/* RewriteExtractAlignedPointerAsIndexOfViewLikeOp: the pointer of a view
 * is its source's. */
static bool aligned_pointer_of_view(Rewriter *rw, Operation *op) {
  Operation *view = value_defining_op(opnd(op, 0));
  static const char *const VIEWS[] = {"memref.subview",      "memref.reinterpret_cast", "memref.cast",
                                      "memref.expand_shape", "memref.collapse_shape",   "memref.view",
                                      "memref.transpose",    "memref.reshape",          "memref.memory_space_cast"};
  if (!view || !view->num_operands) return false;
  bool is_view = false;
  for (size_t i = 0; i < sizeof VIEWS / sizeof *VIEWS && !is_view; i++) is_view = op_is(view, VIEWS[i]);
  if (!is_view) return false;
  rw_start_modification(rw, op);
  rw_set_operand(rw, op, 0, opnd(view, 0));
  rw_modified(rw, op);
  return true;
}

/* Whether extract_strided_metadata accepts `t` (a strided ranked memref). */
static bool has_strided_metadata(const Type *t) {
  int64_t strides[SLICE_MAX_RANK], offset;
  return strides_offset(t, strides, &offset);
}

/* ExtractStridedMetadataOpReinterpretCastFolder: the cast's own offset,
 * sizes and strides over its source's base buffer. */
static bool extract_of_reinterpret_cast(Rewriter *rw, Operation *op) {
  Operation *cast = def_is(opnd(op, 0), "memref.reinterpret_cast");
  SliceParams p;
  if (!cast || !has_strided_metadata(opnd(cast, 0)->type) || !slice_read(cast, &p) || p.off.n != 1) return false;
  Operation *meta = build_extract(rw, op->loc, opnd(cast, 0));
  if (!meta) return false;
  Metadata md = {.base = &meta->results[0], .offset = ofr_static_or(p.off.st[0], p.off.dyn[0]), .rank = p.size.n};
  for (unsigned i = 0; i < p.size.n; i++) {
    md.sizes[i] = ofr_static_or(p.size.st[i], p.size.dyn[i]);
    md.strides[i] = ofr_static_or(p.stride.st[i], p.stride.dyn[i]);
  }
  return replace_extract(rw, op, op->loc, &md);
}

/* ExtractStridedMetadataOpCastFolder: what the cast's result type knows
 * statically, else its source's metadata. */
static bool extract_of_cast(Rewriter *rw, Operation *op) {
  Operation *cast = def_is(opnd(op, 0), "memref.cast");
  const Type *t = opnd(op, 0)->type;
  int64_t strides[SLICE_MAX_RANK], offset;
  if (!cast || !has_strided_metadata(opnd(cast, 0)->type) || !strides_offset(t, strides, &offset)) return false;
  Operation *meta = build_extract(rw, op->loc, opnd(cast, 0));
  if (!meta) return false;
  unsigned rank = shaped_rank(t);
  Metadata md = {.base = &meta->results[0], .offset = ofr_static_or(offset, &meta->results[1]), .rank = rank};
  for (unsigned i = 0; i < rank; i++) {
    md.sizes[i] = ofr_static_or(shaped_dim(t, i), &meta->results[2 + i]);
    md.strides[i] = ofr_static_or(strides[i], &meta->results[2 + rank + i]);
  }
  return replace_extract(rw, op, op->loc, &md);
}

/* ExtractStridedMetadataOpMemorySpaceCastFolder: the source's metadata,
 * its base buffer cast to the result's memory space when used. */
static bool extract_of_memory_space_cast(Rewriter *rw, Operation *op) {
  Operation *cast = def_is(opnd(op, 0), "memref.memory_space_cast");
  if (!cast || opnd(cast, 0)->type->kind != TK_MEMREF) return false;
  Operation *meta = build_extract(rw, op->loc, opnd(cast, 0));
  if (!meta || meta->num_results != op->num_results) return false;
  Value *vals[2 + 2 * SLICE_MAX_RANK];
  for (unsigned i = 0; i < meta->num_results; i++) vals[i] = &meta->results[i];
  vals[0] = NULL;
  if (op->results[0].uses) {
    const Type *t = op->results[0].type;
    Value *base = &meta->results[0];
    Operation *c = rw_build(rw, "memref.memory_space_cast", op->loc, 1, &base, 1, &t, 0, NULL);
    if (!c) return false;
    vals[0] = &c->results[0];
  }
  rw_replace_op(rw, op, vals);
  return true;
}

/* ExtractStridedMetadataOpExtractStridedMetadataFolder: the base buffer of
 * a base buffer is itself, at offset 0. */
static bool extract_of_extract(Rewriter *rw, Operation *op) {
  Operation *inner = def_is(opnd(op, 0), "memref.extract_strided_metadata");
  if (!inner || op->num_results != 2) return false;
  Value *vals[2] = {&inner->results[0], rw_constant(rw, attr_integer(rw->ctx, rw->ctx->t_index, 0), op->loc)};
  if (!vals[1]) return false;
  rw_replace_op(rw, op, vals);
  return true;
}

#define PATTERN(ROOT, FN, NAME) \
  static const Pattern NAME = {.root = ROOT, .benefit = 1, .match_and_rewrite = FN, .debug_name = #NAME}

PATTERN("memref.subview", subview_folder, SubviewFolder);
PATTERN("memref.expand_shape", reshape_folder, ExpandShapeFolder);
PATTERN("memref.collapse_shape", reshape_folder, CollapseShapeFolder);
PATTERN("memref.extract_strided_metadata", extract_of_alloc, ExtractStridedMetadataOpAllocFolder);
PATTERN("memref.extract_strided_metadata", extract_of_view, ExtractStridedMetadataOpViewFolder);
PATTERN("memref.extract_strided_metadata", extract_of_get_global, ExtractStridedMetadataOpGetGlobalFolder);
PATTERN("memref.extract_aligned_pointer_as_index", aligned_pointer_of_view,
        RewriteExtractAlignedPointerAsIndexOfViewLikeOp);
PATTERN("memref.extract_strided_metadata", extract_of_reinterpret_cast, ExtractStridedMetadataOpReinterpretCastFolder);
PATTERN("memref.extract_strided_metadata", extract_of_cast, ExtractStridedMetadataOpCastFolder);
PATTERN("memref.extract_strided_metadata", extract_of_memory_space_cast,
        ExtractStridedMetadataOpMemorySpaceCastFolder);
PATTERN("memref.extract_strided_metadata", extract_of_extract, ExtractStridedMetadataOpExtractStridedMetadataFolder);

static const Pattern *const PATTERNS[] = {
    &SubviewFolder,
    &ExpandShapeFolder,
    &CollapseShapeFolder,
    &ExtractStridedMetadataOpAllocFolder,
    &ExtractStridedMetadataOpViewFolder,
    &ExtractStridedMetadataOpGetGlobalFolder,
    &RewriteExtractAlignedPointerAsIndexOfViewLikeOp,
    &ExtractStridedMetadataOpReinterpretCastFolder,
    &ExtractStridedMetadataOpCastFolder,
    &ExtractStridedMetadataOpMemorySpaceCastFolder,
    &ExtractStridedMetadataOpExtractStridedMetadataFolder,
    NULL,
};

static bool run(Pass *p, Operation *op) {
  (void)p;
  apply_patterns_with_defaults(op, PATTERNS);
  return true;
}

const PassInfo EXPAND_STRIDED_METADATA_PASS = {
    .argument = "expand-strided-metadata",
    .display = "ExpandStridedMetadata",
    .description = "Expand memref operations into easier to analyze constructs",
    .run = run,
};
