/* ops_linalg.c: linalg.generic (and linalg.index, linalg.yield) on memrefs
 * and tensors. The iteration space comes from the operands' shapes through
 * the indexing maps; points are visited in row-major order (the order of
 * upstream's lowering to loops), the body runs once per point with the
 * elements the maps select, and its yielded values are written to the
 * outputs. Tensor outputs accumulate in the op's result slots, so a
 * reduction reads what the previous point wrote. */
#include "../dialects/linalg/linalg_structured.h"
#include "../dialects/utils/dialect_util.h"
#include "exec.h"

enum {
  LINALG_MAX_LOOPS = EXEC_MAX_RANK,
};

/* What the activation of a linalg.generic keeps between points. */
typedef struct Generic {
  unsigned nloops, nin, nout, first_in, first_out;
  int64_t bounds[LINALG_MAX_LOOPS], point[LINALG_MAX_LOOPS];
  const AffineMap **maps; /* one per operand (inputs, then outputs) */
  uint64_t unused;        /* bit k: block argument k has no use (its element is not read) */
} Generic;

/* The shape of a shaped value (NULL for a scalar). */
static const int64_t *shape_of(const Val *v, unsigned *rank) {
  if (val_is_array(v)) {
    *rank = val_array(v)->rank;
    return val_array(v)->dims;
  }
  if (v->tag == VT_OBJ && v->obj->kind == OBJ_MEMREF) {
    *rank = val_memref(v)->rank;
    return val_memref(v)->sizes;
  }
  *rank = 0;
  return NULL;
}

/* The value operand k (an input, or an output accumulating in a result
 * slot) has at the current point. */
static Val *operand_value(Frame *f, const Inst *owner, const Generic *g, unsigned k) {
  if (k < g->nin) return opv(f, owner, g->first_in + k);
  unsigned o = k - g->nin;
  Val *out = opv(f, owner, g->first_out + o);
  if (val_is_array(out)) {
    /* Tensor outputs are results, in order. */
    unsigned r = 0;
    for (unsigned j = 0; j < o; j++)
      if (val_is_array(opv(f, owner, g->first_out + j))) r++;
    return resv(f, owner, r);
  }
  return out;
}

/* The element of operand k at the current point (or the operand, for a scalar). */
static int element_at(Interp *in, Frame *f, const Inst *owner, const Generic *g, unsigned k, Val *out,
                      int64_t *idx, unsigned *rank) {
  Val *v = operand_value(f, owner, g, k);
  const int64_t *dims = shape_of(v, rank);
  if (!dims) {
    *out = val_copy(v);
    return EX_NEXT;
  }
  const AffineMap *m = g->maps[k];
  if (affine_map_num_results(m) != *rank) return exec_fail(in, owner, "the indexing map does not match operand %u", k);
  for (unsigned r = 0; r < *rank; r++)
    if (exec_affine_eval(in, owner, affine_map_result(m, r), g->point, g->nloops, NULL, 0, &idx[r]) == EX_FAIL)
      return EX_FAIL;
  if (val_is_array(v)) {
    const Array *a = val_array(v);
    int64_t lin = 0;
    for (unsigned r = 0; r < *rank; r++) {
      if (idx[r] < 0 || idx[r] >= dims[r])
        return exec_fail(in, owner, "undefined behaviour: index %lld is out of bounds for dimension %u of size %lld",
                         (long long)idx[r], r, (long long)dims[r]);
      lin = lin * dims[r] + idx[r];
    }
    return arr_get(in, a, lin, out) ? EX_NEXT : exec_oom(in, owner);
  }
  return memref_load(in, owner, val_memref(v), idx, out) ? EX_NEXT : EX_FAIL;
}

static int enter_point(Interp *in, Frame *f, const Inst *owner, Generic *g, Act *again) {
  unsigned n = g->nin + g->nout;
  Val *args = mem_zalloc(in->alloc, (n ? n : 1) * sizeof *args);
  if (!args) return exec_oom(in, owner);
  int64_t idx[EXEC_MAX_RANK];
  unsigned rank;
  for (unsigned k = 0; k < n; k++) {
    /* As upstream's lowering, an element the body does not use is not
     * loaded (so an output buffer need not be initialized). */
    if (k < 64 && (g->unused >> k & 1)) {
      args[k] = val_poison();
      continue;
    }
    if (element_at(in, f, owner, g, k, &args[k], idx, &rank) == EX_FAIL) {
      for (unsigned j = 0; j < k; j++) val_drop(in, &args[j]);
      mem_free(in->alloc, args);
      return EX_FAIL;
    }
  }
  int r = again ? exec_reenter(in, again, 0, args, n) : exec_enter(in, f, owner, 0, args, n);
  mem_free(in->alloc, args);
  return r;
}

/* The identity map of the elementwise named ops (linalg.fill, linalg.copy,
 * linalg.add, ...), which have no indexing_maps: every shaped operand has
 * the same rank and is indexed by the loops in order. */
static const AffineMap *elementwise_map(Interp *in, const Inst *i) {
  int rank = -1;
  for (unsigned k = 0; k < i->nops; k++) {
    const Type *t = opnd_type(i, k);
    if (!type_is_shaped(t)) continue;
    if (!shaped_has_rank(t) || (rank >= 0 && (unsigned)rank != shaped_rank(t))) return NULL;
    rank = (int)shaped_rank(t);
  }
  if (rank < 0) rank = 0;
  if (rank > LINALG_MAX_LOOPS) return NULL;
  const AffineExpr *dims[LINALG_MAX_LOOPS];
  for (int k = 0; k < rank; k++) dims[k] = ae_dim(in->ctx, (unsigned)k);
  return affine_map_get(in->ctx, (unsigned)rank, 0, (size_t)rank, dims);
}

static bool prep_generic(Interp *in, Inst *i) {
  const Attr *maps = op_get_attr(i->op, "indexing_maps", 13);
  unsigned s_in, n_in, s_out, n_out;
  du_operands(i->op, "inputs", &s_in, &n_in);
  du_operands(i->op, "outputs", &s_out, &n_out);
  /* Named ops without the attribute: the structured interface's maps
   * (convolutions and pooling with their strides and dilations, matvec,
   * ...), else the identity maps of the elementwise ones. */
  const AffineMap *fixed[LINALG_MAX_LOOPS];
  bool has_fixed = !maps && n_in + n_out == i->op->num_operands && n_in + n_out <= LINALG_MAX_LOOPS &&
                   linalg_is_structured(i->op) && linalg_indexing_maps(i->op, fixed);
  const AffineMap *same = maps || has_fixed ? NULL : elementwise_map(in, i);
  if ((maps ? maps->kind != AK_ARRAY || maps->n != n_in + n_out : !same && !has_fixed) || i->nregions != 1) {
    emit_error(in->ctx, i->op->loc, "the interpreter needs one indexing map per operand of '%s'", i->op->name->name->str);
    return false;
  }
  Generic *g = exec_keep(in, NULL, sizeof *g + (n_in + n_out) * sizeof(AffineMap *));
  if (!g) return false;
  g->maps = (const AffineMap **)(g + 1);
  g->nin = n_in, g->nout = n_out, g->first_in = s_in, g->first_out = s_out;
  for (unsigned k = 0; k < n_in + n_out; k++) {
    const Attr *m = maps ? WORD_PTR(const Attr, maps->p[k]) : NULL;
    if (maps && (!m || m->kind != AK_AFFINE_MAP)) {
      emit_error(in->ctx, i->op->loc, "the interpreter needs one indexing map per operand of '%s'", i->op->name->name->str);
      return false;
    }
    g->maps[k] = maps ? WORD_PTR(const AffineMap, m->p[0]) : has_fixed ? fixed[k] : same;
  }
  g->nloops = n_in + n_out ? affine_map_num_dims(g->maps[0]) : 0;
  const Block *body = i->op->num_regions ? i->op->regions[0].first : NULL;
  for (unsigned k = 0; body && k < body->nargs && k < 64; k++)
    if (!value_has_uses(body->args[k])) g->unused |= 1ULL << k;
  if (g->nloops > LINALG_MAX_LOOPS) {
    emit_error(in->ctx, i->op->loc, "the interpreter runs up to %d loops", LINALG_MAX_LOOPS);
    return false;
  }
  i->aux = g;
  return true;
}

/* Moves to the next point in row-major order; false after the last. */
static bool next_point(Generic *g) {
  for (unsigned k = g->nloops; k-- > 0;) {
    if (++g->point[k] < g->bounds[k]) return true;
    g->point[k] = 0;
  }
  return false;
}

static int h_generic(Interp *in, Frame *f, const Inst *i) {
  const Generic *tmpl = i->aux;
  Generic *g = mem_zalloc(in->alloc, sizeof *g);
  if (!g) return exec_oom(in, i);
  *g = *tmpl;
  /* Loop bounds: the operand sizes that indexing maps send a loop to. */
  for (unsigned k = 0; k < g->nloops; k++) g->bounds[k] = -1;
  for (unsigned k = 0; k < g->nin + g->nout; k++) {
    unsigned rank;
    const int64_t *dims = shape_of(opv(f, i, k < g->nin ? g->first_in + k : g->first_out + k - g->nin), &rank);
    for (unsigned r = 0; dims && r < rank && r < affine_map_num_results(g->maps[k]); r++) {
      const AffineExpr *e = affine_map_result(g->maps[k], r);
      if (e->kind == AE_DIM && e->p[0] < g->nloops && g->bounds[e->p[0]] < 0) g->bounds[e->p[0]] = dims[r];
    }
  }
  bool empty = false;
  for (unsigned k = 0; k < g->nloops; k++) {
    if (g->bounds[k] < 0) {
      mem_free(in->alloc, g);
      return exec_fail(in, i, "the interpreter cannot infer the size of loop d%u", k);
    }
    if (g->bounds[k] == 0) empty = true;
  }
  /* Tensor outputs start as the out operands and become the results. */
  unsigned r = 0;
  for (unsigned o = 0; o < g->nout; o++) {
    Val *v = opv(f, i, g->first_out + o);
    if (val_is_array(v) && r < i->nres) set_res(in, f, i, r++, val_copy(v));
  }
  if (empty) {
    mem_free(in->alloc, g);
    return EX_NEXT;
  }
  int st = enter_point(in, f, i, g, NULL);
  if (st == EX_FAIL) {
    mem_free(in->alloc, g);
    return st;
  }
  exec_top(in)->ext = g;
  return st;
}

/* The body yielded the values of the outputs at the current point. */
static int resume_generic(Interp *in, Act *a, const Inst *term) {
  Generic *g = a->ext;
  Frame *f = a->frame;
  const Inst *owner = a->owner;
  int64_t idx[EXEC_MAX_RANK];
  for (unsigned o = 0; o < g->nout && o < term->nops; o++) {
    unsigned k = g->nin + o;
    Val *dst = operand_value(f, owner, g, k);
    unsigned rank;
    const int64_t *dims = shape_of(dst, &rank);
    if (!dims) continue;
    for (unsigned r = 0; r < rank; r++)
      if (exec_affine_eval(in, owner, affine_map_result(g->maps[k], r), g->point, g->nloops, NULL, 0,
                           &idx[r]) == EX_FAIL)
        return EX_FAIL;
    Val *y = opv(f, term, o);
    if (val_is_array(dst)) {
      Array *arr = arr_unique(in, dst);
      if (!arr) return exec_oom(in, owner);
      int64_t lin = 0;
      for (unsigned r = 0; r < rank; r++) {
        if (idx[r] < 0 || idx[r] >= arr->dims[r])
          return exec_fail(in, owner,
                           "undefined behaviour: index %lld is out of bounds for dimension %u of size %lld",
                           (long long)idx[r], r, (long long)arr->dims[r]);
        lin = lin * arr->dims[r] + idx[r];
      }
      if (!arr_set(in, arr, lin, y)) return exec_oom(in, owner);
    } else if (!memref_store(in, owner, val_memref(dst), idx, y)) {
      return EX_FAIL;
    }
  }
  if (!next_point(g)) return exec_leave(in);
  return enter_point(in, f, owner, g, a);
}

/* linalg.index: the current point of the innermost enclosing linalg.generic. */
static int h_index(Interp *in, Frame *f, const Inst *i) {
  int64_t dim = exec_attr_int(op_get_attr(i->op, "dim", 3));
  for (size_t k = in->nacts; k-- > 0;) {
    Act *a = &in->acts[k];
    if (a->kind != ACT_REGION) break;
    if (a->owner->def && a->owner->def->resume == resume_generic) {
      const Generic *g = a->ext;
      if (dim < 0 || (uint64_t)dim >= g->nloops)
        return exec_fail(in, i, "linalg.index of dimension %lld outside the %u loops", (long long)dim, g->nloops);
      set_res(in, f, i, 0, val_bits((uint64_t)g->point[dim], 0));
      return EX_NEXT;
    }
  }
  return exec_fail(in, i, "linalg.index outside a linalg.generic");
}

static int h_yield(Interp *in, Frame *f, const Inst *i) { return exec_yield(in, f, i); }

static const ExecOpDef LINALG_OPS[] = {
    {.name = "linalg.generic", .run = h_generic, .prep = prep_generic, .resume = resume_generic},
    /* Named ops: their body is built when they are created (the OpDSL
     * region builders); contractions carry their indexing maps and the
     * elementwise ones use identity maps. */
#define LINALG_NAMED(NAME) {.name = "linalg." NAME, .run = h_generic, .prep = prep_generic, .resume = resume_generic},
    LINALG_NAMED("matmul") LINALG_NAMED("batch_matmul") LINALG_NAMED("batch_reduce_matmul")
    LINALG_NAMED("contract") LINALG_NAMED("elementwise") LINALG_NAMED("fill") LINALG_NAMED("copy")
    LINALG_NAMED("add") LINALG_NAMED("sub") LINALG_NAMED("mul") LINALG_NAMED("div") LINALG_NAMED("div_unsigned")
    LINALG_NAMED("max") LINALG_NAMED("min") LINALG_NAMED("powf") LINALG_NAMED("exp") LINALG_NAMED("log")
    LINALG_NAMED("abs") LINALG_NAMED("ceil") LINALG_NAMED("floor") LINALG_NAMED("negf") LINALG_NAMED("reciprocal")
    LINALG_NAMED("round") LINALG_NAMED("sqrt") LINALG_NAMED("rsqrt") LINALG_NAMED("square") LINALG_NAMED("tanh")
    LINALG_NAMED("erf") LINALG_NAMED("select")
    LINALG_NAMED("matvec") LINALG_NAMED("vecmat") LINALG_NAMED("dot") LINALG_NAMED("batch_matvec")
    LINALG_NAMED("batch_vecmat")
    /* Convolutions and pooling: their maps come from the structured
     * interface (strides and dilations folded in); a pooling op's window
     * operand only gives the sizes of its loops. */
    LINALG_NAMED("conv_1d") LINALG_NAMED("conv_2d") LINALG_NAMED("conv_3d")
    LINALG_NAMED("conv_1d_ncw_fcw") LINALG_NAMED("conv_1d_nwc_wcf") LINALG_NAMED("conv_2d_nchw_fchw")
    LINALG_NAMED("conv_2d_nchw_fchw_q") LINALG_NAMED("conv_2d_ngchw_fgchw") LINALG_NAMED("conv_2d_ngchw_gfchw")
    LINALG_NAMED("conv_2d_ngchw_gfchw_q") LINALG_NAMED("conv_2d_nhwc_fhwc") LINALG_NAMED("conv_2d_nhwc_fhwc_q")
    LINALG_NAMED("conv_2d_nhwc_hwcf") LINALG_NAMED("conv_2d_nhwc_hwcf_q") LINALG_NAMED("conv_2d_nhwgc_gfhwc")
    LINALG_NAMED("conv_2d_nhwgc_gfhwc_q") LINALG_NAMED("conv_3d_ncdhw_fcdhw") LINALG_NAMED("conv_3d_ndhwc_dhwcf")
    LINALG_NAMED("conv_3d_ndhwc_dhwcf_q") LINALG_NAMED("depthwise_conv_1d_ncw_cw")
    LINALG_NAMED("depthwise_conv_1d_nwc_wc") LINALG_NAMED("depthwise_conv_1d_nwc_wcm")
    LINALG_NAMED("depthwise_conv_2d_nchw_chw") LINALG_NAMED("depthwise_conv_2d_nhwc_hwc")
    LINALG_NAMED("depthwise_conv_2d_nhwc_hwc_q") LINALG_NAMED("depthwise_conv_2d_nhwc_hwcm")
    LINALG_NAMED("depthwise_conv_2d_nhwc_hwcm_q") LINALG_NAMED("depthwise_conv_3d_ncdhw_cdhw")
    LINALG_NAMED("depthwise_conv_3d_ndhwc_dhwc") LINALG_NAMED("depthwise_conv_3d_ndhwc_dhwcm")
    LINALG_NAMED("pooling_nchw_max") LINALG_NAMED("pooling_nchw_sum") LINALG_NAMED("pooling_ncw_max")
    LINALG_NAMED("pooling_ncw_sum") LINALG_NAMED("pooling_ndhwc_max") LINALG_NAMED("pooling_ndhwc_min")
    LINALG_NAMED("pooling_ndhwc_sum") LINALG_NAMED("pooling_nhwc_max") LINALG_NAMED("pooling_nhwc_max_unsigned")
    LINALG_NAMED("pooling_nhwc_min") LINALG_NAMED("pooling_nhwc_min_unsigned") LINALG_NAMED("pooling_nhwc_sum")
    LINALG_NAMED("pooling_nwc_max") LINALG_NAMED("pooling_nwc_max_unsigned") LINALG_NAMED("pooling_nwc_min")
    LINALG_NAMED("pooling_nwc_min_unsigned") LINALG_NAMED("pooling_nwc_sum")
#undef LINALG_NAMED
    {.name = "linalg.index", .run = h_index},
    {.name = "linalg.yield", .run = h_yield},
    {.name = NULL},
};

const ExecDialect EXEC_LINALG = {"linalg", LINALG_OPS};
