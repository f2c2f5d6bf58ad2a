/* builtin_types.c: the C API of mlir-c/BuiltinTypes.h over the uniqued type
 * storage of ir/ (word layouts in ir.h, enum StorageKind). The *Checked
 * constructors re-implement upstream's type verifiers with upstream's
 * messages; the unchecked ones build whatever they are given, as upstream's
 * release builds do. Depends on ir/ and the type printer of asm/. */
#include "capi.h"
#include "mlir-c/BuiltinTypes.h"

/* Class names are static strings: upstream returns `T::name`. */
static MlirStringRef name_ref(const char *s) { return mlirStringRefCreate(s, strlen(s)); }
static MlirTypeID kind_id(unsigned kind) { return mlirTypeIDCreate(storage_type_id(kind)); }
static bool has_kind(MlirType t, unsigned kind) {
  return t.ptr && unwrap_type(t)->kind == kind;
}

/* ---- integer and index ------------------------------------------------------ */

MlirTypeID mlirIntegerTypeGetTypeID(void) { return kind_id(TK_INTEGER); }
bool mlirTypeIsAInteger(MlirType t) { return has_kind(t, TK_INTEGER); }
MlirStringRef mlirIntegerTypeGetName(void) { return name_ref("builtin.integer"); }
MlirType mlirIntegerTypeGet(MlirContext c, unsigned w) {
  return wrap_type(type_integer(unwrap_ctx(c), w, SIGNLESS));
}
MlirType mlirIntegerTypeSignedGet(MlirContext c, unsigned w) {
  return wrap_type(type_integer(unwrap_ctx(c), w, SIGNED));
}
MlirType mlirIntegerTypeUnsignedGet(MlirContext c, unsigned w) {
  return wrap_type(type_integer(unwrap_ctx(c), w, UNSIGNED));
}
unsigned mlirIntegerTypeGetWidth(MlirType t) { return type_int_width(unwrap_type(t)); }
bool mlirIntegerTypeIsSignless(MlirType t) {
  return type_int_signedness(unwrap_type(t)) == SIGNLESS;
}
bool mlirIntegerTypeIsSigned(MlirType t) { return type_int_signedness(unwrap_type(t)) == SIGNED; }
bool mlirIntegerTypeIsUnsigned(MlirType t) {
  return type_int_signedness(unwrap_type(t)) == UNSIGNED;
}

MlirTypeID mlirIndexTypeGetTypeID(void) { return kind_id(TK_INDEX); }
bool mlirTypeIsAIndex(MlirType t) { return has_kind(t, TK_INDEX); }
MlirType mlirIndexTypeGet(MlirContext c) { return wrap_type(unwrap_ctx(c)->t_index); }
MlirStringRef mlirIndexTypeGetName(void) { return name_ref("builtin.index"); }

/* ---- floats ------------------------------------------------------------------ */

bool mlirTypeIsAFloat(MlirType t) { return t.ptr && type_is_float(unwrap_type(t)); }
unsigned mlirFloatTypeGetWidth(MlirType t) { return float_semantics(unwrap_type(t))->width; }

/* Upstream's names are irregular (mlirBFloat16TypeGetTypeID next to
 * mlirBF16TypeGet), so the TypeID prefix and the API prefix are separate. */
#define FLOAT_TYPE(IdPrefix, Api, Kind, Name)                                  \
  MlirTypeID mlir##IdPrefix##TypeGetTypeID(void) { return kind_id(Kind); }    \
  bool mlirTypeIsA##Api(MlirType t) { return has_kind(t, Kind); }             \
  MlirType mlir##Api##TypeGet(MlirContext c) {                                \
    return wrap_type(type_simple(unwrap_ctx(c), Kind));                       \
  }                                                                           \
  MlirStringRef mlir##Api##TypeGetName(void) { return name_ref("builtin." Name); }

FLOAT_TYPE(Float4E2M1FN, Float4E2M1FN, TK_F4E2M1FN, "f4E2M1FN")
FLOAT_TYPE(Float6E2M3FN, Float6E2M3FN, TK_F6E2M3FN, "f6E2M3FN")
FLOAT_TYPE(Float6E3M2FN, Float6E3M2FN, TK_F6E3M2FN, "f6E3M2FN")
FLOAT_TYPE(Float8E5M2, Float8E5M2, TK_F8E5M2, "f8E5M2")
FLOAT_TYPE(Float8E4M3, Float8E4M3, TK_F8E4M3, "f8E4M3")
FLOAT_TYPE(Float8E4M3FN, Float8E4M3FN, TK_F8E4M3FN, "f8E4M3FN")
FLOAT_TYPE(Float8E5M2FNUZ, Float8E5M2FNUZ, TK_F8E5M2FNUZ, "f8E5M2FNUZ")
FLOAT_TYPE(Float8E4M3FNUZ, Float8E4M3FNUZ, TK_F8E4M3FNUZ, "f8E4M3FNUZ")
FLOAT_TYPE(Float8E4M3B11FNUZ, Float8E4M3B11FNUZ, TK_F8E4M3B11FNUZ, "f8E4M3B11FNUZ")
FLOAT_TYPE(Float8E3M4, Float8E3M4, TK_F8E3M4, "f8E3M4")
FLOAT_TYPE(Float8E8M0FNU, Float8E8M0FNU, TK_F8E8M0FNU, "f8E8M0FNU")
FLOAT_TYPE(BFloat16, BF16, TK_BF16, "bf16")
FLOAT_TYPE(Float16, F16, TK_F16, "f16")
FLOAT_TYPE(Float32, F32, TK_F32, "f32")
FLOAT_TYPE(Float64, F64, TK_F64, "f64")
FLOAT_TYPE(FloatTF32, TF32, TK_TF32, "tf32")

/* ---- none and complex ---------------------------------------------------------- */

MlirTypeID mlirNoneTypeGetTypeID(void) { return kind_id(TK_NONE); }
bool mlirTypeIsANone(MlirType t) { return has_kind(t, TK_NONE); }
MlirType mlirNoneTypeGet(MlirContext c) { return wrap_type(unwrap_ctx(c)->t_none); }
MlirStringRef mlirNoneTypeGetName(void) { return name_ref("builtin.none"); }

MlirTypeID mlirComplexTypeGetTypeID(void) { return kind_id(TK_COMPLEX); }
bool mlirTypeIsAComplex(MlirType t) { return has_kind(t, TK_COMPLEX); }
MlirType mlirComplexTypeGet(MlirType elem) {
  const Type *e = unwrap_type(elem);
  return wrap_type(e ? type_complex(e->ctx, e) : NULL);
}
MlirStringRef mlirComplexTypeGetName(void) { return name_ref("builtin.complex"); }
MlirType mlirComplexTypeGetElementType(MlirType t) {
  return wrap_type(WORD_PTR(const Type, unwrap_type(t)->p[0]));
}

/* ---- shaped types ----------------------------------------------------------------- */

bool mlirTypeIsAShaped(MlirType t) { return t.ptr && type_is_shaped(unwrap_type(t)); }
MlirType mlirShapedTypeGetElementType(MlirType t) { return wrap_type(shaped_elem(unwrap_type(t))); }
bool mlirShapedTypeHasRank(MlirType t) { return shaped_has_rank(unwrap_type(t)); }
int64_t mlirShapedTypeGetRank(MlirType t) { return shaped_rank(unwrap_type(t)); }
bool mlirShapedTypeHasStaticShape(MlirType t) {
  const Type *ty = unwrap_type(t);
  if (!shaped_has_rank(ty)) return false;
  for (unsigned i = 0; i < shaped_rank(ty); i++)
    if (shaped_dim(ty, i) == DYNAMIC_SIZE) return false;
  return true;
}
bool mlirShapedTypeIsDynamicDim(MlirType t, intptr_t dim) {
  return shaped_dim(unwrap_type(t), (unsigned)dim) == DYNAMIC_SIZE;
}
bool mlirShapedTypeIsStaticDim(MlirType t, intptr_t dim) {
  return shaped_dim(unwrap_type(t), (unsigned)dim) != DYNAMIC_SIZE;
}
int64_t mlirShapedTypeGetDimSize(MlirType t, intptr_t dim) {
  return shaped_dim(unwrap_type(t), (unsigned)dim);
}
bool mlirShapedTypeIsDynamicSize(int64_t size) { return size == DYNAMIC_SIZE; }
bool mlirShapedTypeIsStaticSize(int64_t size) { return size != DYNAMIC_SIZE; }
int64_t mlirShapedTypeGetDynamicSize(void) { return DYNAMIC_SIZE; }
bool mlirShapedTypeIsDynamicStrideOrOffset(int64_t v) { return v == DYNAMIC_SIZE; }
bool mlirShapedTypeIsStaticStrideOrOffset(int64_t v) { return v != DYNAMIC_SIZE; }
int64_t mlirShapedTypeGetDynamicStrideOrOffset(void) { return DYNAMIC_SIZE; }

/* ---- verifiers ------------------------------------------------------------------------ */

/* Element types each shaped kind accepts, as upstream's interfaces say. */
static bool valid_vector_elem(const Type *t) { return type_is_vector_element(t); }
static bool valid_tensor_elem(const Type *t) {
  return valid_vector_elem(t) || t->kind == TK_COMPLEX || t->kind == TK_VECTOR ||
         t->kind == TK_OPAQUE || t->kind == TK_DIALECT; /* other dialects' types too */
}
static bool valid_memref_elem(const Type *t) {
  return type_is_int_or_index(t) || type_is_float(t) || t->kind == TK_COMPLEX || t->kind == TK_VECTOR ||
         t->kind == TK_MEMREF || t->kind == TK_UNRANKED_MEMREF;
}
/* Upstream accepts as a memory space no attribute, an integer, a string, a
 * dictionary, or any attribute of a dialect other than builtin. */
static bool valid_memory_space(const Attr *a) {
  return !a || a->kind == AK_INTEGER || a->kind == AK_STRING || a->kind == AK_DICTIONARY ||
         a->kind == AK_DIALECT;
}

/* Upstream drops an integer memory space equal to zero (the default). */
static const Attr *canonical_space(const Attr *a) {
  if (!a || a->kind != AK_INTEGER) return a;
  for (uint32_t i = 1; i < a->n; i++)
    if (a->p[i]) return a;
  return NULL;
}

/* Emits "<msg>'<type>'" at `loc` (upstream streams types quoted). */
static void error_with_type(const Loc *loc, const char *msg, const Type *t) {
  StrBuf sb;
  sb_init(&sb, &loc->ctx->alloc);
  sb_puts(&sb, msg);
  sb_putc(&sb, '\'');
  print_type(t, &sb);
  sb_putc(&sb, '\'');
  emit_error(loc->ctx, loc, "%s", sb.data ? sb.data : "");
  sb_free(&sb);
}

static bool check_vector(const Loc *loc, intptr_t rank, const int64_t *shape, const Type *elem) {
  if (!valid_vector_elem(elem)) {
    emit_error(loc->ctx, loc, "failed to verify 'elementType': VectorElementTypeInterface instance");
    return false;
  }
  bool ok = true;
  for (intptr_t i = 0; i < rank && ok; i++) ok = shape[i] > 0;
  if (ok) return true;
  StrBuf sb;
  sb_init(&sb, &loc->ctx->alloc);
  sb_puts(&sb, "vector types must have positive constant sizes but got ");
  for (intptr_t i = 0; i < rank; i++) {
    if (i) sb_puts(&sb, ", ");
    sb_put_i64(&sb, shape[i]);
  }
  emit_error(loc->ctx, loc, "%s", sb.data ? sb.data : "");
  sb_free(&sb);
  return false;
}

static bool check_tensor_elem(const Loc *loc, const Type *elem) {
  if (valid_tensor_elem(elem)) return true;
  error_with_type(loc, "invalid tensor element type: ", elem);
  return false;
}

static bool check_dims(const Loc *loc, intptr_t rank, const int64_t *shape, const char *msg) {
  for (intptr_t i = 0; i < rank; i++)
    if (shape[i] < 0 && shape[i] != DYNAMIC_SIZE) {
      emit_error(loc->ctx, loc, "%s", msg);
      return false;
    }
  return true;
}

static bool check_memref(const Loc *loc, bool ranked, intptr_t rank, const int64_t *shape,
                         const Type *elem, const Attr *layout, const Attr *space) {
  if (!valid_memref_elem(elem)) {
    emit_error(loc->ctx, loc, "invalid memref element type");
    return false;
  }
  if (ranked && !check_dims(loc, rank, shape, "invalid memref size")) return false;
  /* A strided layout holds the offset in p[0], then one word per stride. */
  if (layout && layout->kind == AK_STRIDED_LAYOUT && layout->n - 1 != (uint32_t)rank) {
    emit_error(loc->ctx, loc, "expected the number of strides to match the rank");
    return false;
  }
  if (layout && layout->kind == AK_AFFINE_MAP) {
    unsigned nd = affine_map_num_dims(WORD_PTR(const AffineMap, layout->p[0]));
    if (nd != (uint64_t)rank) {
      emit_error(loc->ctx, loc, "memref layout mismatch between rank and affine map: %ld != %u",
                 (long)rank, nd);
      return false;
    }
  }
  if (!valid_memory_space(space)) {
    emit_error(loc->ctx, loc, "unsupported memory space Attribute");
    return false;
  }
  return true;
}

/* ---- vector ---------------------------------------------------------------------------- */

MlirTypeID mlirVectorTypeGetTypeID(void) { return kind_id(TK_VECTOR); }
bool mlirTypeIsAVector(MlirType t) { return has_kind(t, TK_VECTOR); }
MlirStringRef mlirVectorTypeGetName(void) { return name_ref("builtin.vector"); }

static MlirType vector_get(intptr_t rank, const int64_t *shape, const bool *scalable,
                           MlirType elem) {
  const Type *e = unwrap_type(elem);
  if (!e || rank < 0) return wrap_type(NULL);
  return wrap_type(type_vector(e->ctx, (unsigned)rank, shape, scalable, e));
}

MlirType mlirVectorTypeGet(intptr_t rank, const int64_t *shape, MlirType elem) {
  return vector_get(rank, shape, NULL, elem);
}
MlirType mlirVectorTypeGetChecked(MlirLocation loc, intptr_t rank, const int64_t *shape,
                                  MlirType elem) {
  if (!elem.ptr || !check_vector(unwrap_loc(loc), rank, shape, unwrap_type(elem)))
    return wrap_type(NULL);
  return vector_get(rank, shape, NULL, elem);
}
MlirType mlirVectorTypeGetScalable(intptr_t rank, const int64_t *shape, const bool *scalable,
                                   MlirType elem) {
  return vector_get(rank, shape, scalable, elem);
}
MlirType mlirVectorTypeGetScalableChecked(MlirLocation loc, intptr_t rank, const int64_t *shape,
                                          const bool *scalable, MlirType elem) {
  if (!elem.ptr || !check_vector(unwrap_loc(loc), rank, shape, unwrap_type(elem)))
    return wrap_type(NULL);
  return vector_get(rank, shape, scalable, elem);
}
/* Vector words: dims[rank], then scalable flags[rank], then the element. */
bool mlirVectorTypeIsScalable(MlirType t) {
  const Type *ty = unwrap_type(t);
  for (uint32_t i = 0; i < ty->aux; i++)
    if (ty->p[ty->aux + i]) return true;
  return false;
}
bool mlirVectorTypeIsDimScalable(MlirType t, intptr_t dim) {
  const Type *ty = unwrap_type(t);
  return ty->p[ty->aux + (uint32_t)dim] != 0;
}

/* ---- tensors ------------------------------------------------------------------------------ */

bool mlirTypeIsATensor(MlirType t) {
  return has_kind(t, TK_RANKED_TENSOR) || has_kind(t, TK_UNRANKED_TENSOR);
}
MlirTypeID mlirRankedTensorTypeGetTypeID(void) { return kind_id(TK_RANKED_TENSOR); }
bool mlirTypeIsARankedTensor(MlirType t) { return has_kind(t, TK_RANKED_TENSOR); }
MlirTypeID mlirUnrankedTensorTypeGetTypeID(void) { return kind_id(TK_UNRANKED_TENSOR); }
bool mlirTypeIsAUnrankedTensor(MlirType t) { return has_kind(t, TK_UNRANKED_TENSOR); }
MlirStringRef mlirRankedTensorTypeGetName(void) { return name_ref("builtin.tensor"); }
MlirStringRef mlirUnrankedTensorTypeGetName(void) { return name_ref("builtin.unranked_tensor"); }

MlirType mlirRankedTensorTypeGet(intptr_t rank, const int64_t *shape, MlirType elem,
                                 MlirAttribute encoding) {
  const Type *e = unwrap_type(elem);
  if (!e || rank < 0) return wrap_type(NULL);
  return wrap_type(type_ranked_tensor(e->ctx, (unsigned)rank, shape, e, unwrap_attr(encoding)));
}
MlirType mlirRankedTensorTypeGetChecked(MlirLocation loc, intptr_t rank, const int64_t *shape,
                                        MlirType elem, MlirAttribute encoding) {
  const Loc *l = unwrap_loc(loc);
  if (!elem.ptr || !check_dims(l, rank, shape, "invalid tensor dimension size") ||
      !check_tensor_elem(l, unwrap_type(elem)))
    return wrap_type(NULL);
  return mlirRankedTensorTypeGet(rank, shape, elem, encoding);
}
/* Ranked tensor words: dims[rank], element, encoding|0. */
MlirAttribute mlirRankedTensorTypeGetEncoding(MlirType t) {
  const Type *ty = unwrap_type(t);
  return wrap_attr(WORD_PTR(const Attr, ty->p[ty->aux + 1]));
}
MlirType mlirUnrankedTensorTypeGet(MlirType elem) {
  const Type *e = unwrap_type(elem);
  return wrap_type(e ? type_unranked_tensor(e->ctx, e) : NULL);
}
MlirType mlirUnrankedTensorTypeGetChecked(MlirLocation loc, MlirType elem) {
  if (!elem.ptr || !check_tensor_elem(unwrap_loc(loc), unwrap_type(elem))) return wrap_type(NULL);
  return mlirUnrankedTensorTypeGet(elem);
}

/* ---- memrefs -------------------------------------------------------------------------------- */

MlirTypeID mlirMemRefTypeGetTypeID(void) { return kind_id(TK_MEMREF); }
bool mlirTypeIsAMemRef(MlirType t) { return has_kind(t, TK_MEMREF); }
MlirTypeID mlirUnrankedMemRefTypeGetTypeID(void) { return kind_id(TK_UNRANKED_MEMREF); }
bool mlirTypeIsAUnrankedMemRef(MlirType t) { return has_kind(t, TK_UNRANKED_MEMREF); }
MlirStringRef mlirMemRefTypeGetName(void) { return name_ref("builtin.memref"); }
MlirStringRef mlirUnrankedMemRefTypeGetName(void) { return name_ref("builtin.unranked_memref"); }

/* Layouts are strided layouts and affine maps; any other attribute is no
 * layout (upstream would fail a cast on it). */
static bool is_layout(const Attr *a) {
  return !a || a->kind == AK_STRIDED_LAYOUT || a->kind == AK_AFFINE_MAP;
}

/* `(d0, ..., d[rank-1]) -> (d0, ..., d[rank-1])`. */
static const AffineMap *identity_map(Context *ctx, unsigned rank) {
  const AffineExpr **dims = ctx_alloc(ctx, (rank ? rank : 1) * sizeof *dims);
  if (!dims) return NULL;
  bool ok = true;
  for (unsigned i = 0; i < rank; i++) ok &= (dims[i] = ae_dim(ctx, i)) != NULL;
  const AffineMap *m = ok ? affine_map_get(ctx, rank, 0, rank, dims) : NULL;
  ctx_free(ctx, dims);
  return m;
}

/* The default layout is stored as no layout, so that a memref built with
 * the identity map of its rank is the same type as one built without. */
static const Attr *canonical_layout(Context *ctx, const Attr *layout, intptr_t rank) {
  if (layout && layout->kind == AK_AFFINE_MAP &&
      WORD_PTR(const AffineMap, layout->p[0]) == identity_map(ctx, (unsigned)rank))
    return NULL;
  return layout;
}

MlirType mlirMemRefTypeGet(MlirType elem, intptr_t rank, const int64_t *shape,
                           MlirAttribute layout, MlirAttribute space) {
  const Type *e = unwrap_type(elem);
  const Attr *lay = unwrap_attr(layout);
  if (!e || rank < 0 || !is_layout(lay)) return wrap_type(NULL);
  return wrap_type(type_memref(e->ctx, (unsigned)rank, shape, e, canonical_layout(e->ctx, lay, rank),
                               canonical_space(unwrap_attr(space))));
}
MlirType mlirMemRefTypeGetChecked(MlirLocation loc, MlirType elem, intptr_t rank,
                                  const int64_t *shape, MlirAttribute layout,
                                  MlirAttribute space) {
  const Attr *lay = unwrap_attr(layout);
  const Attr *sp = canonical_space(unwrap_attr(space));
  if (!elem.ptr || !is_layout(lay) ||
      !check_memref(unwrap_loc(loc), true, rank, shape, unwrap_type(elem), lay, sp))
    return wrap_type(NULL);
  return mlirMemRefTypeGet(elem, rank, shape, layout, space);
}
MlirType mlirMemRefTypeContiguousGet(MlirType elem, intptr_t rank, const int64_t *shape,
                                     MlirAttribute space) {
  return mlirMemRefTypeGet(elem, rank, shape, wrap_attr(NULL), space);
}
MlirType mlirMemRefTypeContiguousGetChecked(MlirLocation loc, MlirType elem, intptr_t rank,
                                            const int64_t *shape, MlirAttribute space) {
  return mlirMemRefTypeGetChecked(loc, elem, rank, shape, wrap_attr(NULL), space);
}
MlirType mlirUnrankedMemRefTypeGet(MlirType elem, MlirAttribute space) {
  const Type *e = unwrap_type(elem);
  if (!e) return wrap_type(NULL);
  return wrap_type(type_unranked_memref(e->ctx, e, canonical_space(unwrap_attr(space))));
}
MlirType mlirUnrankedMemRefTypeGetChecked(MlirLocation loc, MlirType elem, MlirAttribute space) {
  const Attr *sp = canonical_space(unwrap_attr(space));
  if (!elem.ptr || !check_memref(unwrap_loc(loc), false, 0, NULL, unwrap_type(elem), NULL, sp))
    return wrap_type(NULL);
  return mlirUnrankedMemRefTypeGet(elem, space);
}
/* Memref words: dims[rank], element, layout|0, space|0. */
static const Attr *memref_layout(const Type *t) { return WORD_PTR(const Attr, t->p[t->aux + 1]); }

MlirAttribute mlirMemRefTypeGetLayout(MlirType t) {
  const Type *ty = unwrap_type(t);
  const Attr *layout = memref_layout(ty);
  if (layout) return wrap_attr(layout);
  const AffineMap *id = identity_map(ty->ctx, ty->aux);
  return wrap_attr(id ? attr_affine_map(ty->ctx, id) : NULL);
}

/* Upstream's makeStridedLinearLayoutMap: offset + sum(d_i * stride_i),
 * each dynamic value a new symbol (the offset first). */
static const AffineMap *strided_linear_map(Context *ctx, const Attr *strided) {
  unsigned rank = strided->n - 1, nsyms = 0;
  int64_t offset = (int64_t)strided->p[0];
  const AffineExpr *e = offset == DYNAMIC_SIZE ? ae_symbol(ctx, nsyms++) : ae_const(ctx, offset);
  for (unsigned i = 0; e && i < rank; i++) {
    int64_t st = (int64_t)strided->p[1 + i];
    const AffineExpr *m = st == DYNAMIC_SIZE ? ae_symbol(ctx, nsyms++) : ae_const(ctx, st);
    e = ae_add(e, ae_mul(ae_dim(ctx, i), m));
  }
  return e ? affine_map_get(ctx, rank, nsyms, 1, &e) : NULL;
}

MlirAffineMap mlirMemRefTypeGetAffineMap(MlirType t) {
  const Type *ty = unwrap_type(t);
  const Attr *layout = memref_layout(ty);
  const AffineMap *m = NULL;
  if (!layout) m = identity_map(ty->ctx, ty->aux);
  else if (layout->kind == AK_AFFINE_MAP) m = WORD_PTR(const AffineMap, layout->p[0]);
  else if (layout->kind == AK_STRIDED_LAYOUT) m = strided_linear_map(ty->ctx, layout);
  capi_check_oom(ty->ctx);
  return wrap_map(m);
}

MlirLogicalResult mlirMemRefTypeGetStridesAndOffset(MlirType t, int64_t *strides,
                                                    int64_t *offset) {
  const Type *ty = unwrap_type(t);
  bool ok = memref_strides_and_offset(ty, strides, offset);
  capi_check_oom(ty->ctx);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}
MlirAttribute mlirMemRefTypeGetMemorySpace(MlirType t) {
  const Type *ty = unwrap_type(t);
  return wrap_attr(WORD_PTR(const Attr, ty->p[ty->aux + 2]));
}
/* Unranked memref words: element, space|0. */
MlirAttribute mlirUnrankedMemrefGetMemorySpace(MlirType t) {
  return wrap_attr(WORD_PTR(const Attr, unwrap_type(t)->p[1]));
}

/* ---- tuple and function ------------------------------------------------------------------------ */

MlirTypeID mlirTupleTypeGetTypeID(void) { return kind_id(TK_TUPLE); }
bool mlirTypeIsATuple(MlirType t) { return has_kind(t, TK_TUPLE); }
MlirStringRef mlirTupleTypeGetName(void) { return name_ref("builtin.tuple"); }

/* Unwraps a handle array into a context-allocated one (at least one slot so
 * that an empty list is not mistaken for out of memory). */
static const Type **unwrap_types(Context *ctx, intptr_t n, MlirType const *ts) {
  const Type **out = ctx_alloc(ctx, (size_t)(n > 0 ? n : 1) * sizeof *out);
  if (out)
    for (intptr_t i = 0; i < n; i++) out[i] = unwrap_type(ts[i]);
  return out;
}

MlirType mlirTupleTypeGet(MlirContext c, intptr_t n, MlirType const *elems) {
  Context *ctx = unwrap_ctx(c);
  if (n < 0) return wrap_type(NULL);
  const Type **tmp = unwrap_types(ctx, n, elems);
  const Type *t = tmp ? type_tuple(ctx, (size_t)n, tmp) : NULL;
  ctx_free(ctx, tmp);
  capi_check_oom(ctx);
  return wrap_type(t);
}
intptr_t mlirTupleTypeGetNumTypes(MlirType t) { return unwrap_type(t)->n; }
MlirType mlirTupleTypeGetType(MlirType t, intptr_t pos) {
  return wrap_type(WORD_PTR(const Type, unwrap_type(t)->p[pos]));
}

MlirTypeID mlirFunctionTypeGetTypeID(void) { return kind_id(TK_FUNCTION); }
bool mlirTypeIsAFunction(MlirType t) { return has_kind(t, TK_FUNCTION); }
MlirStringRef mlirFunctionTypeGetName(void) { return name_ref("builtin.function"); }
MlirType mlirFunctionTypeGet(MlirContext c, intptr_t nin, MlirType const *in, intptr_t nres,
                             MlirType const *res) {
  Context *ctx = unwrap_ctx(c);
  if (nin < 0 || nres < 0) return wrap_type(NULL);
  const Type **tin = unwrap_types(ctx, nin, in);
  const Type **tres = unwrap_types(ctx, nres, res);
  const Type *t = tin && tres ? type_function(ctx, (size_t)nin, tin, (size_t)nres, tres) : NULL;
  ctx_free(ctx, tin);
  ctx_free(ctx, tres);
  capi_check_oom(ctx);
  return wrap_type(t);
}
intptr_t mlirFunctionTypeGetNumInputs(MlirType t) { return fn_num_inputs(unwrap_type(t)); }
intptr_t mlirFunctionTypeGetNumResults(MlirType t) { return fn_num_results(unwrap_type(t)); }
MlirType mlirFunctionTypeGetInput(MlirType t, intptr_t pos) {
  return wrap_type(fn_input(unwrap_type(t), (unsigned)pos));
}
MlirType mlirFunctionTypeGetResult(MlirType t, intptr_t pos) {
  return wrap_type(fn_result(unwrap_type(t), (unsigned)pos));
}

/* ---- opaque ---------------------------------------------------------------------------------------- */

MlirTypeID mlirOpaqueTypeGetTypeID(void) { return kind_id(TK_OPAQUE); }
bool mlirTypeIsAOpaque(MlirType t) { return has_kind(t, TK_OPAQUE); }
MlirStringRef mlirOpaqueTypeGetName(void) { return name_ref("builtin.opaque"); }
MlirType mlirOpaqueTypeGet(MlirContext c, MlirStringRef ns, MlirStringRef data) {
  Context *ctx = unwrap_ctx(c);
  const Ident *d = ident_get(ctx, ns.data, ns.length);
  const Ident *body = ident_get(ctx, data.data, data.length);
  const Type *t = d && body ? type_opaque(ctx, d, body) : NULL;
  capi_check_oom(ctx);
  return wrap_type(t);
}
/* Opaque words: dialect ident, data ident. */
MlirStringRef mlirOpaqueTypeGetDialectNamespace(MlirType t) {
  const Ident *id = WORD_PTR(const Ident, unwrap_type(t)->p[0]);
  return mlirStringRefCreate(id->str, id->len);
}
MlirStringRef mlirOpaqueTypeGetData(MlirType t) {
  const Ident *id = WORD_PTR(const Ident, unwrap_type(t)->p[1]);
  return mlirStringRefCreate(id->str, id->len);
}
