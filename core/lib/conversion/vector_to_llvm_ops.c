/* vector_to_llvm_ops.c: upstream's VectorToLLVM patterns for the ops on
 * vector values: broadcast of a scalar, extract and insert (static and
 * dynamic positions; n-D vectors are arrays of 1-D rows, reached with
 * extractvalue/insertvalue), shuffle, fma, bitcast, from_elements and
 * reduction. Each builds the LLVM ops in upstream's order; an op upstream
 * does not lower here (an n-D fma or bitcast, a dynamic position into an
 * array) is left unconverted. */
#include "vector_to_llvm.h"

#include "../dialects/llvm/llvm.h"
#include "../ods/ods.h"

/* The converted type of the op's result i. */
static const Type *result_type(Rewriter *rw, Operation *op, unsigned i) {
  return tc_convert_type1(conv_type_converter(rw), op->results[i].type);
}

static const Type *i64_type(Rewriter *rw) { return type_integer(rw->ctx, 64, 0); }

/* llvm.mlir.constant(v : i64), the positions upstream passes as
 * attributes. */
static Value *i64_constant(Rewriter *rw, const Loc *loc, int64_t v) {
  return llvm_int_constant(rw, loc, i64_type(rw), v);
}

static Value *extract_element(Rewriter *rw, const Loc *loc, Value *vec, Value *pos) {
  if (!vec || !pos) return NULL;
  const Type *elem = llvm_vector_elem_or_self(vec->type);
  return llvm_res(rw_build(rw, "llvm.extractelement", loc, 2, (Value *[]){vec, pos}, 1, &elem, 0, NULL));
}

static Value *insert_element(Rewriter *rw, const Loc *loc, Value *vec, Value *v, Value *pos) {
  if (!vec || !v || !pos) return NULL;
  return llvm_res(rw_build(rw, "llvm.insertelement", loc, 3, (Value *[]){vec, v, pos}, 1, &vec->type, 0, NULL));
}

static Value *shuffle(Rewriter *rw, const Loc *loc, Value *a, Value *b, unsigned n, const int32_t *mask,
                      const Type *type) {
  if (!a || !b) return NULL;
  Context *ctx = rw->ctx;
  NamedAttr m = named(ctx, "mask", attr_dense_array(ctx, type_integer(ctx, 32, 0), n, mask, n * sizeof *mask));
  return llvm_res(rw_build(rw, "llvm.shufflevector", loc, 2, (Value *[]){a, b}, 1, &type, 1, &m));
}

static bool replace1(Rewriter *rw, Operation *op, Value *v) {
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

/* ---- broadcast ------------------------------------------------------------------------------ */

/* A scalar broadcast: inserted into a poison 1-D vector at 0 and shuffled
 * to every lane (0-D: only inserted); n-D vectors get that row at every
 * position. Broadcasts of vectors are left to the vector lowerings. */
static bool lower_broadcast(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Value *src = conv_operand(o, 0);
  const Type *dst = op->results[0].type, *res = result_type(rw, op, 0);
  if (!src || op->operands[0].value->type->kind == TK_VECTOR || !res) return false;
  Context *ctx = rw->ctx;
  const Loc *loc = op->loc;
  unsigned rank = shaped_rank(dst);
  if (rank <= 1) {
    Value *poison = llvm_poison(rw, loc, res);
    Value *zero = llvm_int_constant(rw, loc, type_integer(ctx, 32, 0), 0);
    Value *v = insert_element(rw, loc, poison, src, zero);
    if (rank == 0 || !v) return replace1(rw, op, v);
    int64_t width = shaped_dim(dst, 0);
    if (width > LLVM_VECTOR_MAX_LANES) return false;
    int32_t zeros[LLVM_VECTOR_MAX_LANES] = {0};
    return replace1(rw, op, shuffle(rw, loc, v, poison, (unsigned)width, zeros, res));
  }
  const Type *row = res;
  while (llvm_type_is(row, "array")) row = llvm_array_elem(row);
  int64_t width = shaped_dim(dst, rank - 1);
  if (width > LLVM_VECTOR_MAX_LANES) return false;
  Value *desc = llvm_poison(rw, loc, res);
  Value *vdesc = llvm_poison(rw, loc, row);
  Value *zero = llvm_int_constant(rw, loc, type_integer(ctx, 32, 0), 0);
  Value *v = insert_element(rw, loc, vdesc, src, zero);
  int32_t zeros[LLVM_VECTOR_MAX_LANES] = {0};
  v = shuffle(rw, loc, v, v, (unsigned)width, zeros, row);
  if (!v || !desc) return false;
  /* Every position of the outer rank-1 dimensions, row-major. */
  int64_t pos[MAX_STACK_RANK] = {0};
  unsigned depth = rank - 1;
  if (depth > MAX_STACK_RANK) return false;
  for (unsigned d = 0; d < depth; d++)
    if (shaped_dim(dst, d) == 0) return replace1(rw, op, desc);
  for (;;) {
    desc = llvm_insert(rw, loc, desc, v, depth, pos);
    if (!desc) return false;
    unsigned d = depth;
    while (d > 0 && ++pos[d - 1] == shaped_dim(dst, d - 1)) pos[--d] = 0;
    if (d == 0) break;
  }
  return replace1(rw, op, desc);
}

/* ---- extract and insert ------------------------------------------------------------------- */

/* The positions of a vector.extract or vector.insert: static ones as
 * constants (NULL value), dynamic ones as their converted operand. */
typedef struct Position {
  unsigned n;
  int64_t stat[MAX_STACK_RANK];
  Value *dyn[MAX_STACK_RANK];
} Position;

static bool read_position(Operation *op, const ConvOperands *o, unsigned first_dynamic, Position *p) {
  const Attr *a = op_get_attr(op, "static_position", 15);
  if (!a || a->kind != AK_DENSE_ARRAY || a->aux > MAX_STACK_RANK) return false;
  p->n = a->aux;
  unsigned next = first_dynamic;
  for (unsigned i = 0; i < p->n; i++) {
    p->stat[i] = dense_i64_at(a, i);
    p->dyn[i] = NULL;
    if (p->stat[i] == DYNAMIC_SIZE && !(p->dyn[i] = conv_operand(o, next++))) return false;
  }
  return true;
}

/* The first n positions are all static (extractvalue takes no others). */
static bool static_prefix(const Position *p, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    if (p->dyn[i]) return false;
  return true;
}

/* The last position as an LLVM value. */
static Value *position_value(Rewriter *rw, const Loc *loc, const Position *p, unsigned i) {
  return p->dyn[i] ? p->dyn[i] : i64_constant(rw, loc, p->stat[i]);
}

static bool lower_extract(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const Type *src_type = op->operands[0].value->type;
  Value *v = conv_operand(o, 0);
  Position p;
  if (!v || !result_type(rw, op, 0) || !read_position(op, o, 1, &p)) return false;
  unsigned rank = shaped_rank(src_type);
  bool aggregate = rank >= 2, scalar = p.n == rank;
  if (rank == 0) {
    p.stat[p.n] = 0;
    p.dyn[p.n++] = NULL;
  }
  if (aggregate) {
    unsigned n = scalar ? p.n - 1 : p.n;
    if (!static_prefix(&p, n)) return false;
    const Type *t = v->type;
    for (unsigned i = 0; i < n; i++) t = llvm_array_elem(t);
    v = llvm_extract(rw, op->loc, v, t, n, p.stat);
  }
  if (scalar) v = extract_element(rw, op->loc, v, position_value(rw, op->loc, &p, p.n - 1));
  return replace1(rw, op, v);
}

static bool lower_insert(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const Type *dest_type = op->results[0].type;
  Value *value = conv_operand(o, 0), *dest = conv_operand(o, 1);
  const Type *res = result_type(rw, op, 0);
  Position p;
  if (!value || !dest || !res || !read_position(op, o, 2, &p)) return false;
  unsigned rank = shaped_rank(dest_type);
  /* A 0-D vector is a vector<1x...>: its element is at 0. */
  if (rank == 0) {
    p.stat[p.n] = 0;
    p.dyn[p.n++] = NULL;
    rank = 1;
  }
  if (p.n == 0) return replace1(rw, op, value);
  bool nested = llvm_type_is(res, "array");
  bool innermost = p.n == rank;
  unsigned outer = innermost ? p.n - 1 : p.n;
  if (nested && !static_prefix(&p, outer)) return false;
  Value *agg = value;
  if (innermost) {
    Value *row = dest;
    if (nested) {
      const Type *t = res;
      for (unsigned i = 0; i < outer; i++) t = llvm_array_elem(t);
      row = llvm_extract(rw, op->loc, dest, t, outer, p.stat);
    }
    agg = insert_element(rw, op->loc, row, value, position_value(rw, op->loc, &p, p.n - 1));
  }
  if (nested && agg) agg = llvm_insert(rw, op->loc, dest, agg, outer, p.stat);
  return replace1(rw, op, agg);
}

/* ---- shuffle -------------------------------------------------------------------------------- */

/* One element (rank 1, at an index constant) or row (rank > 1) at `pos`. */
static Value *extract_one(Rewriter *rw, const Loc *loc, Value *v, const Type *elem, unsigned rank, int64_t pos) {
  if (rank <= 1) return extract_element(rw, loc, v, llvm_index_constant(rw, loc, llvm_converter(rw), pos));
  return llvm_extract(rw, loc, v, elem, 1, &pos);
}

static Value *insert_one(Rewriter *rw, const Loc *loc, Value *into, Value *v, unsigned rank, int64_t pos) {
  if (rank <= 1) return insert_element(rw, loc, into, v, llvm_index_constant(rw, loc, llvm_converter(rw), pos));
  return llvm_insert(rw, loc, into, v, 1, &pos);
}

/* Operands of one type and rank <= 1: llvm.shufflevector; otherwise each
 * element or row moved by itself. */
static bool lower_shuffle(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Value *v1 = conv_operand(o, 0), *v2 = conv_operand(o, 1);
  const Type *res = result_type(rw, op, 0);
  const Attr *mask = op_get_attr(op, "mask", 4);
  if (!v1 || !v2 || !res || !mask || mask->kind != AK_DENSE_ARRAY) return false;
  const Type *t1 = op->operands[0].value->type, *t2 = op->operands[1].value->type;
  unsigned rank = shaped_rank(op->results[0].type), n = mask->aux;
  if (rank <= 1 && t1 == t2) {
    if (n > LLVM_VECTOR_MAX_LANES) return false;
    int32_t m[LLVM_VECTOR_MAX_LANES];
    for (unsigned i = 0; i < n; i++) m[i] = (int32_t)dense_i64_at(mask, i);
    return replace1(rw, op, shuffle(rw, op->loc, v1, v2, n, m, res));
  }
  int64_t dim1 = shaped_dim(t1, 0);
  const Type *elem = llvm_type_is(res, "array") ? llvm_array_elem(res) : llvm_vector_elem_or_self(res);
  Value *insert = llvm_poison(rw, op->loc, res);
  for (unsigned i = 0; insert && i < n; i++) {
    int64_t pos = dense_i64_at(mask, i);
    Value *from = v1;
    if (pos >= dim1) pos -= dim1, from = v2;
    Value *e = extract_one(rw, op->loc, from, elem, rank, pos);
    insert = e ? insert_one(rw, op->loc, insert, e, rank, i) : NULL;
  }
  return replace1(rw, op, insert);
}

/* ---- fma, bitcast, from_elements ------------------------------------------------------------ */

/* 1-D only (n-D ones are unrolled before the conversion). */
static bool lower_fma(Rewriter *rw, Operation *op, const ConvOperands *o) {
  if (shaped_rank(op->results[0].type) > 1) return false;
  return llvm_one_to_one(rw, op, o, "llvm.intr.fmuladd", 0, NULL);
}

static bool lower_bitcast(Rewriter *rw, Operation *op, const ConvOperands *o) {
  if (shaped_rank(op->results[0].type) > 1) return false;
  return llvm_one_to_one(rw, op, o, "llvm.bitcast", 0, NULL);
}

/* Each element inserted at its index (an index-typed constant). */
static bool lower_from_elements(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const Type *res = result_type(rw, op, 0);
  if (!res || shaped_rank(op->results[0].type) > 1) return false;
  const LlvmTypeConverter *l = llvm_converter(rw);
  Value *v = llvm_poison(rw, op->loc, res);
  for (unsigned i = 0; v && i < o->n; i++) {
    Value *e = conv_operand(o, i);
    if (!e) return false;
    Value *pos = llvm_int_constant(rw, op->loc, llvm_tc_index_type(l), i);
    v = insert_element(rw, op->loc, v, e, pos);
  }
  return replace1(rw, op, v);
}

/* ---- reduction ------------------------------------------------------------------------------ */

enum {
  KIND_ADD, KIND_MUL, KIND_MINUI, KIND_MINSI, KIND_MINNUMF, KIND_MAXUI, KIND_MAXSI, KIND_MAXNUMF,
  KIND_AND, KIND_OR, KIND_XOR, KIND_MINIMUMF, KIND_MAXIMUMF, NUM_KINDS
};
enum { ICMP_SLE = 3, ICMP_SGE = 5, ICMP_ULE = 7, ICMP_UGE = 9 };

/* How each kind reduces: the intrinsic, and how the accumulator joins the
 * result (an op, or a comparison predicate with a select). */
typedef struct ReductionKind {
  const char *int_intrinsic, *int_combine;
  int predicate; /* -1: combined with int_combine */
  const char *float_intrinsic, *float_combine;
  bool start_value; /* the accumulator (or its neutral) is the intrinsic's start */
  double neutral;
} ReductionKind;

static const ReductionKind KINDS[NUM_KINDS] = {
    [KIND_ADD] = {"llvm.intr.vector.reduce.add", "llvm.add", -1, "llvm.intr.vector.reduce.fadd", NULL, true, 0.0},
    [KIND_MUL] = {"llvm.intr.vector.reduce.mul", "llvm.mul", -1, "llvm.intr.vector.reduce.fmul", NULL, true, 1.0},
    [KIND_MINUI] = {"llvm.intr.vector.reduce.umin", NULL, ICMP_ULE, NULL, NULL, false, 0},
    [KIND_MINSI] = {"llvm.intr.vector.reduce.smin", NULL, ICMP_SLE, NULL, NULL, false, 0},
    [KIND_MAXUI] = {"llvm.intr.vector.reduce.umax", NULL, ICMP_UGE, NULL, NULL, false, 0},
    [KIND_MAXSI] = {"llvm.intr.vector.reduce.smax", NULL, ICMP_SGE, NULL, NULL, false, 0},
    [KIND_AND] = {"llvm.intr.vector.reduce.and", "llvm.and", -1, NULL, NULL, false, 0},
    [KIND_OR] = {"llvm.intr.vector.reduce.or", "llvm.or", -1, NULL, NULL, false, 0},
    [KIND_XOR] = {"llvm.intr.vector.reduce.xor", "llvm.xor", -1, NULL, NULL, false, 0},
    [KIND_MINNUMF] = {NULL, NULL, -1, "llvm.intr.vector.reduce.fmin", "llvm.intr.minnum", false, 0},
    [KIND_MAXNUMF] = {NULL, NULL, -1, "llvm.intr.vector.reduce.fmax", "llvm.intr.maxnum", false, 0},
    [KIND_MINIMUMF] = {NULL, NULL, -1, "llvm.intr.vector.reduce.fminimum", "llvm.intr.minimum", false, 0},
    [KIND_MAXIMUMF] = {NULL, NULL, -1, "llvm.intr.vector.reduce.fmaximum", "llvm.intr.maximum", false, 0},
};

static Value *build2(Rewriter *rw, const Loc *loc, const char *name, Value *a, Value *b, const Type *t,
                     unsigned nattrs, const NamedAttr *attrs) {
  return a && b ? llvm_res(rw_build(rw, name, loc, 2, (Value *[]){a, b}, 1, &t, nattrs, attrs)) : NULL;
}

static Value *reduce_int(Rewriter *rw, Operation *op, const ReductionKind *k, const Type *t, Value *vec, Value *acc) {
  Value *r = llvm_res(rw_build(rw, k->int_intrinsic, op->loc, 1, &vec, 1, &t, 0, NULL));
  if (!acc || !r) return r;
  if (k->predicate < 0) return build2(rw, op->loc, k->int_combine, acc, r, t, 0, NULL);
  Context *ctx = rw->ctx;
  NamedAttr pred = named(ctx, "predicate", llvm_i64_attr(ctx, k->predicate));
  Value *cmp = build2(rw, op->loc, "llvm.icmp", acc, r, ctx->t_i1, 1, &pred);
  return cmp ? llvm_res(rw_build(rw, "llvm.select", op->loc, 3, (Value *[]){cmp, acc, r}, 1, &t, 0, NULL)) : NULL;
}

static Value *reduce_float(Rewriter *rw, Operation *op, const ReductionKind *k, const Type *t, Value *vec,
                           Value *acc, bool reassociate) {
  Context *ctx = rw->ctx;
  uint64_t bits = llvm_fastmath_bits_of_arith(llvm_enum_attr_bits(op_get_attr(op, "fastmath", 8), 0));
  if (reassociate) bits |= LLVM_FASTMATH_REASSOC;
  NamedAttr fm = named(ctx, "fastmathFlags", llvm_fastmath_attr(ctx, bits));
  if (k->start_value) {
    if (!acc) {
      NamedAttr v = named(ctx, "value", attr_float_double(ctx, t, k->neutral));
      acc = llvm_res(rw_build(rw, "llvm.mlir.constant", op->loc, 0, NULL, 1, &t, 1, &v));
    }
    return build2(rw, op->loc, k->float_intrinsic, acc, vec, t, 1, &fm);
  }
  Value *r = llvm_res(rw_build(rw, k->float_intrinsic, op->loc, 1, &vec, 1, &t, 1, &fm));
  return acc ? build2(rw, op->loc, k->float_combine, r, acc, t, 0, NULL) : r;
}

static bool lower_reduction(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const VectorToLlvmOptions *opts = llvm_row(rw);
  const Attr *kind_attr = op_get_attr(op, "kind", 4);
  uint64_t kind = kind_attr ? enum_value(kind_attr) : NUM_KINDS;
  Value *vec = conv_operand(o, 0);
  Value *acc = o->n > 1 ? conv_operand(o, 1) : NULL;
  const Type *elem = op->results[0].type, *t = result_type(rw, op, 0);
  if (kind >= NUM_KINDS || !vec || !t || (o->n > 1 && !acc)) return false;
  const ReductionKind *k = &KINDS[kind];
  if (type_is_int_or_index(elem))
    return k->int_intrinsic && replace1(rw, op, reduce_int(rw, op, k, t, vec, acc));
  if (!type_is_float(elem) || !k->float_intrinsic) return false;
  return replace1(rw, op, reduce_float(rw, op, k, t, vec, acc, opts->reassociate_fp_reductions));
}

#define LOWERING(NAME, FN) {.root = NAME, .benefit = 1, .debug_name = #FN, .rewrite = FN}

static const ConvPattern PATTERNS[] = {
    LOWERING("vector.broadcast", lower_broadcast),
    LOWERING("vector.extract", lower_extract),
    LOWERING("vector.insert", lower_insert),
    LOWERING("vector.shuffle", lower_shuffle),
    LOWERING("vector.fma", lower_fma),
    LOWERING("vector.bitcast", lower_bitcast),
    LOWERING("vector.from_elements", lower_from_elements),
};

bool vector_to_llvm_value_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l, const VectorToLlvmOptions *opts) {
  ConvPattern reduction = LOWERING("vector.reduction", lower_reduction);
  reduction.data = opts;
  return llvm_add_patterns(ps, l, PATTERNS, sizeof PATTERNS / sizeof *PATTERNS) &&
         llvm_add_patterns(ps, l, &reduction, 1);
}
