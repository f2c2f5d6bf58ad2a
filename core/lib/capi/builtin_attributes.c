/* builtin_attributes.c: the C API of mlir-c/BuiltinAttributes.h over the
 * uniqued attribute storage of ir/ (word layouts in ir.h, enum StorageKind).
 * Dense elements are built in upstream's canonical form so that equal
 * contents unique to one attribute (see dense_unique). Depends on ir/ only;
 * nothing here parses or prints. */
#include "capi.h"
#include "mlir-c/BuiltinAttributes.h"

static MlirStringRef name_ref(const char *s) { return mlirStringRefCreate(s, strlen(s)); }
static MlirTypeID kind_id(unsigned kind) { return mlirTypeIDCreate(storage_type_id(kind)); }
static bool has_kind(MlirAttribute a, unsigned kind) {
  return a.ptr && unwrap_attr(a)->kind == kind;
}
static MlirStringRef ident_ref(const Ident *id) { return mlirStringRefCreate(id->str, id->len); }
static const Ident *word_ident(const Attr *a, uint32_t i) { return WORD_PTR(const Ident, a->p[i]); }
static const Type *word_type(const Attr *a, uint32_t i) { return WORD_PTR(const Type, a->p[i]); }
static bool is_i1(const Type *t) {
  return t->kind == TK_INTEGER && type_int_width(t) == 1 && type_int_signedness(t) == SIGNLESS;
}

MlirAttribute mlirAttributeGetNull(void) { return wrap_attr(NULL); }
bool mlirAttributeIsALocation(MlirAttribute a) { return a.ptr && is_loc(unwrap_attr(a)); }

/* ---- array and dictionary ------------------------------------------------------ */

bool mlirAttributeIsAArray(MlirAttribute a) { return has_kind(a, AK_ARRAY); }
MlirStringRef mlirArrayAttrGetName(void) { return name_ref("builtin.array"); }
MlirTypeID mlirArrayAttrGetTypeID(void) { return kind_id(AK_ARRAY); }
MlirAttribute mlirArrayAttrGet(MlirContext c, intptr_t n, MlirAttribute const *elems) {
  Context *ctx = unwrap_ctx(c);
  if (n < 0) return wrap_attr(NULL);
  const Attr **tmp = ctx_alloc(ctx, (size_t)(n ? n : 1) * sizeof *tmp);
  const Attr *r = NULL;
  if (tmp) {
    for (intptr_t i = 0; i < n; i++) tmp[i] = unwrap_attr(elems[i]);
    r = attr_array(ctx, (size_t)n, tmp);
    ctx_free(ctx, tmp);
  }
  capi_check_oom(ctx);
  return wrap_attr(r);
}
intptr_t mlirArrayAttrGetNumElements(MlirAttribute a) { return unwrap_attr(a)->n; }
MlirAttribute mlirArrayAttrGetElement(MlirAttribute a, intptr_t pos) {
  return wrap_attr(WORD_PTR(const Attr, unwrap_attr(a)->p[pos]));
}

bool mlirAttributeIsADictionary(MlirAttribute a) { return has_kind(a, AK_DICTIONARY); }
MlirStringRef mlirDictionaryAttrGetName(void) { return name_ref("builtin.dictionary"); }
MlirTypeID mlirDictionaryAttrGetTypeID(void) { return kind_id(AK_DICTIONARY); }
MlirAttribute mlirDictionaryAttrGet(MlirContext c, intptr_t n, MlirNamedAttribute const *elems) {
  Context *ctx = unwrap_ctx(c);
  if (n < 0) return wrap_attr(NULL);
  NamedAttr *tmp = ctx_alloc(ctx, (size_t)(n ? n : 1) * sizeof *tmp);
  const Attr *r = NULL;
  if (tmp) {
    for (intptr_t i = 0; i < n; i++)
      tmp[i] = (NamedAttr){unwrap_ident(elems[i].name), unwrap_attr(elems[i].attribute)};
    r = attr_dictionary(ctx, (size_t)n, tmp, NULL);
    ctx_free(ctx, tmp);
  }
  capi_check_oom(ctx);
  return wrap_attr(r);
}
intptr_t mlirDictionaryAttrGetNumElements(MlirAttribute a) {
  return (intptr_t)dict_size(unwrap_attr(a));
}
MlirNamedAttribute mlirDictionaryAttrGetElement(MlirAttribute a, intptr_t pos) {
  const Attr *d = unwrap_attr(a);
  return (MlirNamedAttribute){wrap_ident(dict_name(d, (size_t)pos)),
                              wrap_attr(dict_value(d, (size_t)pos))};
}
MlirAttribute mlirDictionaryAttrGetElementByName(MlirAttribute a, MlirStringRef name) {
  return wrap_attr(dict_lookup(unwrap_attr(a), name.data, name.length));
}

/* ---- float, integer and bool ----------------------------------------------------- */

bool mlirAttributeIsAFloat(MlirAttribute a) { return has_kind(a, AK_FLOAT); }
MlirStringRef mlirFloatAttrGetName(void) { return name_ref("builtin.float"); }
MlirTypeID mlirFloatAttrGetTypeID(void) { return kind_id(AK_FLOAT); }
MlirAttribute mlirFloatAttrDoubleGet(MlirContext c, MlirType type, double value) {
  const Type *t = unwrap_type(type);
  if (!type_is_float(t)) return wrap_attr(NULL);
  const Attr *r = attr_float_double(unwrap_ctx(c), t, value);
  capi_check_oom(unwrap_ctx(c));
  return wrap_attr(r);
}
MlirAttribute mlirFloatAttrDoubleGetChecked(MlirLocation loc, MlirType type, double value) {
  const Loc *l = unwrap_loc(loc);
  if (!type_is_float(unwrap_type(type))) {
    emit_error(l->ctx, l, "expected floating point type");
    return wrap_attr(NULL);
  }
  return mlirFloatAttrDoubleGet(wrap_ctx(l->ctx), type, value);
}
double mlirFloatAttrGetValueDouble(MlirAttribute a) { return attr_float_value(unwrap_attr(a)); }

bool mlirAttributeIsAInteger(MlirAttribute a) { return has_kind(a, AK_INTEGER); }
MlirStringRef mlirIntegerAttrGetName(void) { return name_ref("builtin.integer"); }
MlirTypeID mlirIntegerAttrGetTypeID(void) { return kind_id(AK_INTEGER); }
MlirAttribute mlirIntegerAttrGet(MlirType type, int64_t value) {
  const Type *t = unwrap_type(type);
  if (!type_is_int_or_index(t)) return wrap_attr(NULL);
  /* Upstream sign-extends into bits past 64 for signed types only. */
  bool sext = t->kind == TK_INTEGER && type_int_signedness(t) == SIGNED;
  uint64_t limb = (uint64_t)value;
  const Attr *r = sext ? attr_integer(t->ctx, t, value) : attr_integer_limbs(t->ctx, t, &limb, 1);
  capi_check_oom(t->ctx);
  return wrap_attr(r);
}

/* Integer words: type, then little-endian limbs masked to the width (index
 * is 64 bits wide). Returns the low limb sign-extended from the width. */
static int64_t int_sext(const Attr *a) {
  const Type *t = word_type(a, 0);
  unsigned w = t->kind == TK_INDEX ? 64 : type_int_width(t);
  uint64_t v = a->p[1];
  if (w == 0 || w >= 64) return (int64_t)v;
  uint64_t sign = 1ULL << (w - 1);
  return (int64_t)((v ^ sign) - sign);
}
int64_t mlirIntegerAttrGetValueInt(MlirAttribute a) { return int_sext(unwrap_attr(a)); }
int64_t mlirIntegerAttrGetValueSInt(MlirAttribute a) { return int_sext(unwrap_attr(a)); }
uint64_t mlirIntegerAttrGetValueUInt(MlirAttribute a) { return unwrap_attr(a)->p[1]; }

bool mlirAttributeIsABool(MlirAttribute a) {
  return has_kind(a, AK_INTEGER) && is_i1(word_type(unwrap_attr(a), 0));
}
MlirAttribute mlirBoolAttrGet(MlirContext c, int value) {
  return wrap_attr(attr_bool(unwrap_ctx(c), value != 0));
}
bool mlirBoolAttrGetValue(MlirAttribute a) { return unwrap_attr(a)->p[1] != 0; }

/* ---- opaque, string, type and unit ----------------------------------------------- */

bool mlirAttributeIsAOpaque(MlirAttribute a) { return has_kind(a, AK_OPAQUE); }
MlirStringRef mlirOpaqueAttrGetName(void) { return name_ref("builtin.opaque"); }
MlirTypeID mlirOpaqueAttrGetTypeID(void) { return kind_id(AK_OPAQUE); }
MlirAttribute mlirOpaqueAttrGet(MlirContext c, MlirStringRef ns, intptr_t len, const char *data,
                                MlirType type) {
  Context *ctx = unwrap_ctx(c);
  const Ident *d = ident_get(ctx, ns.data, ns.length);
  const Ident *body = len >= 0 ? ident_get(ctx, data, (size_t)len) : NULL;
  const Attr *r = d && body ? attr_opaque(ctx, d, body, unwrap_type(type)) : NULL;
  capi_check_oom(ctx);
  return wrap_attr(r);
}
/* Opaque words: dialect ident, data ident, type. */
MlirStringRef mlirOpaqueAttrGetDialectNamespace(MlirAttribute a) {
  return ident_ref(word_ident(unwrap_attr(a), 0));
}
MlirStringRef mlirOpaqueAttrGetData(MlirAttribute a) {
  return ident_ref(word_ident(unwrap_attr(a), 1));
}

bool mlirAttributeIsAString(MlirAttribute a) { return has_kind(a, AK_STRING); }
MlirStringRef mlirStringAttrGetName(void) { return name_ref("builtin.string"); }
MlirTypeID mlirStringAttrGetTypeID(void) { return kind_id(AK_STRING); }
MlirAttribute mlirStringAttrGet(MlirContext c, MlirStringRef s) {
  Context *ctx = unwrap_ctx(c);
  const Attr *r = attr_string(ctx, s.data, s.length, NULL);
  capi_check_oom(ctx);
  return wrap_attr(r);
}
MlirAttribute mlirStringAttrTypedGet(MlirType type, MlirStringRef s) {
  const Type *t = unwrap_type(type);
  if (!t) return wrap_attr(NULL);
  const Attr *r = attr_string(t->ctx, s.data, s.length, t);
  capi_check_oom(t->ctx);
  return wrap_attr(r);
}
MlirStringRef mlirStringAttrGetValue(MlirAttribute a) {
  return ident_ref(attr_string_ident(unwrap_attr(a)));
}

bool mlirAttributeIsAType(MlirAttribute a) { return has_kind(a, AK_TYPE); }
MlirStringRef mlirTypeAttrGetName(void) { return name_ref("builtin.type"); }
MlirTypeID mlirTypeAttrGetTypeID(void) { return kind_id(AK_TYPE); }
MlirAttribute mlirTypeAttrGet(MlirType type) {
  const Type *t = unwrap_type(type);
  return wrap_attr(t ? attr_type(t->ctx, t) : NULL);
}
MlirType mlirTypeAttrGetValue(MlirAttribute a) { return wrap_type(word_type(unwrap_attr(a), 0)); }

bool mlirAttributeIsAUnit(MlirAttribute a) { return has_kind(a, AK_UNIT); }
MlirStringRef mlirUnitAttrGetName(void) { return name_ref("builtin.unit"); }
MlirTypeID mlirUnitAttrGetTypeID(void) { return kind_id(AK_UNIT); }
MlirAttribute mlirUnitAttrGet(MlirContext c) { return wrap_attr(attr_unit(unwrap_ctx(c))); }

/* ---- symbol references ------------------------------------------------------------- */

/* Symbol reference words: root ident, then one ident per nested symbol; a
 * flat reference is the one-word case. */
bool mlirAttributeIsASymbolRef(MlirAttribute a) { return has_kind(a, AK_SYMBOL_REF); }
MlirStringRef mlirSymbolRefAttrGetName(void) { return name_ref("builtin.symbol_ref"); }
MlirTypeID mlirSymbolRefAttrGetTypeID(void) { return kind_id(AK_SYMBOL_REF); }
MlirAttribute mlirSymbolRefAttrGet(MlirContext c, MlirStringRef symbol, intptr_t n,
                                   MlirAttribute const *refs) {
  Context *ctx = unwrap_ctx(c);
  if (n < 0) return wrap_attr(NULL);
  const Ident **nested = ctx_alloc(ctx, (size_t)(n ? n : 1) * sizeof *nested);
  const Ident *root = ident_get(ctx, symbol.data, symbol.length);
  const Attr *r = NULL;
  bool ok = nested && root;
  for (intptr_t i = 0; ok && i < n; i++) {
    const Attr *ref = unwrap_attr(refs[i]);
    ok = ref && ref->kind == AK_SYMBOL_REF && ref->n == 1;
    if (ok) nested[i] = word_ident(ref, 0);
  }
  if (ok) r = attr_symbol_ref(ctx, root, (size_t)n, nested);
  ctx_free(ctx, nested);
  capi_check_oom(ctx);
  return wrap_attr(r);
}
MlirStringRef mlirSymbolRefAttrGetRootReference(MlirAttribute a) {
  return ident_ref(word_ident(unwrap_attr(a), 0));
}
MlirStringRef mlirSymbolRefAttrGetLeafReference(MlirAttribute a) {
  const Attr *s = unwrap_attr(a);
  return ident_ref(word_ident(s, s->n - 1));
}
intptr_t mlirSymbolRefAttrGetNumNestedReferences(MlirAttribute a) {
  return (intptr_t)unwrap_attr(a)->n - 1;
}
MlirAttribute mlirSymbolRefAttrGetNestedReference(MlirAttribute a, intptr_t pos) {
  const Attr *s = unwrap_attr(a);
  return wrap_attr(attr_symbol_ref(s->ctx, word_ident(s, 1 + (uint32_t)pos), 0, NULL));
}

bool mlirAttributeIsAFlatSymbolRef(MlirAttribute a) {
  return has_kind(a, AK_SYMBOL_REF) && unwrap_attr(a)->n == 1;
}
MlirStringRef mlirFlatSymbolRefAttrGetName(void) { return name_ref("builtin.symbol_ref"); }
MlirAttribute mlirFlatSymbolRefAttrGet(MlirContext c, MlirStringRef symbol) {
  return mlirSymbolRefAttrGet(c, symbol, 0, NULL);
}
MlirStringRef mlirFlatSymbolRefAttrGetValue(MlirAttribute a) {
  return ident_ref(word_ident(unwrap_attr(a), 0));
}

/* ---- strided layout ------------------------------------------------------------------ */

/* Strided layout words: offset, then the strides. */
bool mlirAttributeIsAStridedLayout(MlirAttribute a) { return has_kind(a, AK_STRIDED_LAYOUT); }
MlirStringRef mlirStridedLayoutAttrGetName(void) { return name_ref("builtin.strided_layout"); }
MlirTypeID mlirStridedLayoutAttrGetTypeID(void) { return kind_id(AK_STRIDED_LAYOUT); }
MlirAttribute mlirStridedLayoutAttrGet(MlirContext c, int64_t offset, intptr_t n,
                                       const int64_t *strides) {
  Context *ctx = unwrap_ctx(c);
  if (n < 0) return wrap_attr(NULL);
  const Attr *r = attr_strided_layout(ctx, offset, (size_t)n, strides);
  capi_check_oom(ctx);
  return wrap_attr(r);
}
int64_t mlirStridedLayoutAttrGetOffset(MlirAttribute a) { return (int64_t)unwrap_attr(a)->p[0]; }
intptr_t mlirStridedLayoutAttrGetNumStrides(MlirAttribute a) {
  return (intptr_t)unwrap_attr(a)->n - 1;
}
int64_t mlirStridedLayoutAttrGetStride(MlirAttribute a, intptr_t pos) {
  return (int64_t)unwrap_attr(a)->p[1 + pos];
}

/* ---- dense arrays -------------------------------------------------------------------- */

/* Dense array: aux = count; words: element type, blob ident holding the
 * elements little endian, 1 byte per i1 and ceil(bits/8) bytes otherwise. */
MlirTypeID mlirDenseArrayAttrGetTypeID(void) { return kind_id(AK_DENSE_ARRAY); }

static bool is_dense_array_of(MlirAttribute a, unsigned kind, unsigned width) {
  if (!has_kind(a, AK_DENSE_ARRAY)) return false;
  const Type *et = word_type(unwrap_attr(a), 0);
  if (kind != TK_INTEGER) return et->kind == kind;
  return et->kind == TK_INTEGER && type_int_width(et) == width &&
         type_int_signedness(et) == SIGNLESS;
}
bool mlirAttributeIsADenseBoolArray(MlirAttribute a) { return is_dense_array_of(a, TK_INTEGER, 1); }
bool mlirAttributeIsADenseI8Array(MlirAttribute a) { return is_dense_array_of(a, TK_INTEGER, 8); }
bool mlirAttributeIsADenseI16Array(MlirAttribute a) { return is_dense_array_of(a, TK_INTEGER, 16); }
bool mlirAttributeIsADenseI32Array(MlirAttribute a) { return is_dense_array_of(a, TK_INTEGER, 32); }
bool mlirAttributeIsADenseI64Array(MlirAttribute a) { return is_dense_array_of(a, TK_INTEGER, 64); }
bool mlirAttributeIsADenseF32Array(MlirAttribute a) { return is_dense_array_of(a, TK_F32, 0); }
bool mlirAttributeIsADenseF64Array(MlirAttribute a) { return is_dense_array_of(a, TK_F64, 0); }

/* Writes the low `size` bytes of `v` little endian. */
static void put_le(unsigned char *dst, uint64_t v, size_t size) {
  for (size_t b = 0; b < size; b++) dst[b] = (unsigned char)(v >> (8 * b));
}
static uint64_t get_le(const unsigned char *src, size_t size) {
  uint64_t v = 0;
  for (size_t b = 0; b < size; b++) v |= (uint64_t)src[b] << (8 * b);
  return v;
}
static uint64_t f32_bits(float f) {
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  return u;
}
static uint64_t f64_bits(double d) {
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return u;
}
static float bits_f32(uint64_t bits) {
  uint32_t u = (uint32_t)bits;
  float f;
  memcpy(&f, &u, sizeof f);
  return f;
}
static double bits_f64(uint64_t bits) {
  double d;
  memcpy(&d, &bits, sizeof d);
  return d;
}

/* Builds a dense array of `n` elements of `esize` bytes; `elem(i)` comes
 * from the caller's typed values through `get`. */
typedef uint64_t (*ElemFn)(const void *values, intptr_t i);
static MlirAttribute dense_array(MlirContext c, const Type *et, size_t esize, intptr_t n,
                                 const void *values, ElemFn get) {
  Context *ctx = unwrap_ctx(c);
  size_t bytes;
  if (n < 0 || !size_mul((size_t)n, esize, &bytes)) return wrap_attr(NULL);
  unsigned char *buf = ctx_alloc(ctx, bytes ? bytes : 1);
  const Attr *r = NULL;
  if (buf) {
    for (intptr_t i = 0; i < n; i++) put_le(buf + (size_t)i * esize, get(values, i), esize);
    r = attr_dense_array(ctx, et, (size_t)n, buf, bytes);
    ctx_free(ctx, buf);
  }
  capi_check_oom(ctx);
  return wrap_attr(r);
}
static uint64_t get_bool(const void *v, intptr_t i) { return ((const int *)v)[i] != 0; }
static uint64_t get_i8(const void *v, intptr_t i) { return (uint8_t)((const int8_t *)v)[i]; }
static uint64_t get_i16(const void *v, intptr_t i) { return (uint16_t)((const int16_t *)v)[i]; }
static uint64_t get_i32(const void *v, intptr_t i) { return (uint32_t)((const int32_t *)v)[i]; }
static uint64_t get_i64(const void *v, intptr_t i) { return (uint64_t)((const int64_t *)v)[i]; }
static uint64_t get_f32(const void *v, intptr_t i) { return f32_bits(((const float *)v)[i]); }
static uint64_t get_f64(const void *v, intptr_t i) { return f64_bits(((const double *)v)[i]); }

static const Type *int_type(MlirContext c, unsigned w) {
  return type_integer(unwrap_ctx(c), w, SIGNLESS);
}
MlirAttribute mlirDenseBoolArrayGet(MlirContext c, intptr_t n, int const *v) {
  return dense_array(c, int_type(c, 1), 1, n, v, get_bool);
}
MlirAttribute mlirDenseI8ArrayGet(MlirContext c, intptr_t n, int8_t const *v) {
  return dense_array(c, int_type(c, 8), 1, n, v, get_i8);
}
MlirAttribute mlirDenseI16ArrayGet(MlirContext c, intptr_t n, int16_t const *v) {
  return dense_array(c, int_type(c, 16), 2, n, v, get_i16);
}
MlirAttribute mlirDenseI32ArrayGet(MlirContext c, intptr_t n, int32_t const *v) {
  return dense_array(c, int_type(c, 32), 4, n, v, get_i32);
}
MlirAttribute mlirDenseI64ArrayGet(MlirContext c, intptr_t n, int64_t const *v) {
  return dense_array(c, int_type(c, 64), 8, n, v, get_i64);
}
MlirAttribute mlirDenseF32ArrayGet(MlirContext c, intptr_t n, float const *v) {
  return dense_array(c, type_simple(unwrap_ctx(c), TK_F32), 4, n, v, get_f32);
}
MlirAttribute mlirDenseF64ArrayGet(MlirContext c, intptr_t n, double const *v) {
  return dense_array(c, type_simple(unwrap_ctx(c), TK_F64), 8, n, v, get_f64);
}

intptr_t mlirDenseArrayGetNumElements(MlirAttribute a) { return unwrap_attr(a)->aux; }
static uint64_t array_elem(MlirAttribute a, intptr_t pos, size_t esize) {
  const Ident *blob = word_ident(unwrap_attr(a), 1);
  return get_le((const unsigned char *)blob->str + (size_t)pos * esize, esize);
}
bool mlirDenseBoolArrayGetElement(MlirAttribute a, intptr_t pos) {
  return array_elem(a, pos, 1) != 0;
}
int8_t mlirDenseI8ArrayGetElement(MlirAttribute a, intptr_t pos) {
  return (int8_t)array_elem(a, pos, 1);
}
int16_t mlirDenseI16ArrayGetElement(MlirAttribute a, intptr_t pos) {
  return (int16_t)array_elem(a, pos, 2);
}
int32_t mlirDenseI32ArrayGetElement(MlirAttribute a, intptr_t pos) {
  return (int32_t)array_elem(a, pos, 4);
}
int64_t mlirDenseI64ArrayGetElement(MlirAttribute a, intptr_t pos) {
  return (int64_t)array_elem(a, pos, 8);
}
float mlirDenseF32ArrayGetElement(MlirAttribute a, intptr_t pos) {
  return bits_f32(array_elem(a, pos, 4));
}
double mlirDenseF64ArrayGetElement(MlirAttribute a, intptr_t pos) {
  return bits_f64(array_elem(a, pos, 8));
}

/* ---- dense elements: storage ----------------------------------------------------------- */

/* Numeric dense elements: aux = splat; words: shaped type, blob ident. The
 * blob holds i1 elements packed 8 per byte (LSB first) and others in
 * ceil(bits/8) bytes little endian, a complex element as (re, im).
 * dense_unique builds upstream's canonical form, so that equal contents
 * unique to one attribute: when all elements are equal (a single element
 * included) the blob holds one element and aux is 1; an i1 splat is the
 * byte 0xFF or 0x00. Accessors also accept the forms the parser builds
 * (aux 0 for a single element, 0x01 for an i1 splat).
 * String dense elements: aux = splat; words: shaped type, then one ident per
 * stored string (one for a splat). */

/* Bits of one scalar (an int, index or float; the element or a complex
 * part), 0 for other types. */
static unsigned scalar_bits(const Type *t) {
  if (type_is_float(t)) return float_semantics(t)->width;
  if (t->kind == TK_INDEX) return 64;
  if (t->kind == TK_INTEGER) return type_int_width(t);
  return 0;
}
static const Type *complex_part(const Type *et) {
  return et->kind == TK_COMPLEX ? WORD_PTR(const Type, et->p[0]) : et;
}
/* True for element types stored as numeric dense elements. */
static bool numeric_elem(const Type *et) { return scalar_bits(complex_part(et)) != 0; }
/* Storage of one element: bit-packed i1 (bits 1) or whole bytes. */
static bool packed_bits(const Type *et) { return et->kind == TK_INTEGER && type_int_width(et) == 1; }
static size_t elem_bytes(const Type *et) {
  const Type *s = complex_part(et);
  size_t b = (scalar_bits(s) + 7) / 8;
  return et->kind == TK_COMPLEX ? 2 * b : b;
}

static const Type *dense_type(const Attr *a) { return word_type(a, 0); }
static const Type *dense_elem_type(const Attr *a) { return shaped_elem(dense_type(a)); }
static int64_t dense_count(const Attr *a) { return shaped_num_elements(dense_type(a)); }
static bool dense_is_splat(const Attr *a) { return a->aux || dense_count(a) == 1; }

static bool bit_at(const unsigned char *d, size_t i) { return (d[i / 8] >> (i % 8)) & 1; }

/* Uniques numeric dense elements from `n` stored elements (1 or the type's
 * count) in the canonical form described above. */
static const Attr *dense_unique(const Type *type, size_t n, const unsigned char *data) {
  Context *ctx = type->ctx;
  const Type *et = shaped_elem(type);
  int64_t total = shaped_num_elements(type);
  if (total < 0 || (n != 1 && (int64_t)n != total)) return NULL;
  if (total == 0) return attr_dense_elements(ctx, type, false, "", 0);
  bool splat = true;
  if (packed_bits(et)) {
    for (size_t i = 1; i < n && splat; i++) splat = bit_at(data, i) == bit_at(data, 0);
    if (!splat) return attr_dense_elements(ctx, type, false, data, (n + 7) / 8);
    unsigned char byte = bit_at(data, 0) ? 0xff : 0;
    return attr_dense_elements(ctx, type, true, &byte, 1);
  }
  size_t eb = elem_bytes(et);
  for (size_t i = 1; i < n && splat; i++) splat = memcmp(data, data + i * eb, eb) == 0;
  return attr_dense_elements(ctx, type, splat, data, splat ? eb : n * eb);
}

/* A zeroed buffer able to hold `n` elements of `et`; NULL on overflow/OOM. */
static unsigned char *elem_buffer(Context *ctx, const Type *et, size_t n) {
  size_t bytes;
  if (packed_bits(et)) bytes = n / 8 + 1;
  else if (!size_mul(n, elem_bytes(et), &bytes)) return NULL;
  return ctx_zalloc(ctx, bytes ? bytes : 1);
}

/* Writes scalar bits (up to 128) as element slot `i` of `bytes` bytes. */
static void put_scalar(unsigned char *buf, size_t i, size_t bytes, const uint64_t bits[2]) {
  unsigned char *dst = buf + i * bytes;
  for (size_t b = 0; b < bytes; b++)
    dst[b] = b < 16 ? (unsigned char)(bits[b / 8] >> (8 * (b % 8))) : 0;
}
static void get_scalar(const unsigned char *buf, size_t i, size_t bytes, uint64_t bits[2]) {
  const unsigned char *src = buf + i * bytes;
  bits[0] = bits[1] = 0;
  for (size_t b = 0; b < bytes && b < 16; b++) bits[b / 8] |= (uint64_t)src[b] << (8 * (b % 8));
}

/* Scalar bits of an integer or float attribute of type `t`, false if the
 * attribute is something else. */
static bool scalar_attr_bits(const Attr *a, const Type *t, uint64_t bits[2]) {
  if (!a || (a->kind != AK_INTEGER && a->kind != AK_FLOAT) || word_type(a, 0) != t) return false;
  bits[0] = a->p[1];
  bits[1] = a->n > 2 ? a->p[2] : 0;
  return true;
}

/* ---- dense elements: constructors ------------------------------------------------------ */

bool mlirAttributeIsADenseElements(MlirAttribute a) {
  return has_kind(a, AK_DENSE_ELEMENTS) || has_kind(a, AK_DENSE_STRING);
}
/* Like upstream's classof, these look at the element type only. */
bool mlirAttributeIsADenseIntElements(MlirAttribute a) {
  return mlirAttributeIsADenseElements(a) && type_is_int_or_index(dense_elem_type(unwrap_attr(a)));
}
bool mlirAttributeIsADenseFPElements(MlirAttribute a) {
  return mlirAttributeIsADenseElements(a) && type_is_float(dense_elem_type(unwrap_attr(a)));
}
MlirTypeID mlirDenseIntOrFPElementsAttrGetTypeID(void) { return kind_id(AK_DENSE_ELEMENTS); }

/* The shaped type of a dense constructor: ranked tensor or vector with a
 * static shape (upstream asserts this). */
static const Type *static_shaped(MlirType type) {
  const Type *t = unwrap_type(type);
  if (!t || (t->kind != TK_RANKED_TENSOR && t->kind != TK_VECTOR)) return NULL;
  return shaped_num_elements(t) >= 0 ? t : NULL;
}

static MlirAttribute dense_strings(const Type *t, intptr_t n, const Ident *const *ids);

MlirAttribute mlirDenseElementsAttrGet(MlirType type, intptr_t n, MlirAttribute const *elems) {
  const Type *t = static_shaped(type);
  if (!t || n < 0) return wrap_attr(NULL);
  const Type *et = shaped_elem(t);
  Context *ctx = t->ctx;
  if (!numeric_elem(et)) {
    /* Any other element type holds strings. */
    const Ident **ids = ctx_alloc(ctx, (size_t)(n ? n : 1) * sizeof *ids);
    bool ok = ids != NULL;
    for (intptr_t i = 0; ok && i < n; i++) {
      const Attr *s = unwrap_attr(elems[i]);
      ok = s && s->kind == AK_STRING;
      if (ok) ids[i] = attr_string_ident(s);
    }
    MlirAttribute r = ok ? dense_strings(t, n, ids) : wrap_attr(NULL);
    ctx_free(ctx, ids);
    return r;
  }
  const Type *st = complex_part(et);
  bool cplx = et->kind == TK_COMPLEX;
  size_t sb = (scalar_bits(st) + 7) / 8;
  unsigned char *buf = elem_buffer(ctx, et, (size_t)n);
  bool ok = buf != NULL;
  for (intptr_t i = 0; ok && i < n; i++) {
    const Attr *e = unwrap_attr(elems[i]);
    uint64_t bits[2];
    if (cplx) {
      /* A complex element is an array [re, im]. */
      ok = e && e->kind == AK_ARRAY && e->n == 2;
      for (unsigned k = 0; ok && k < 2; k++) {
        ok = scalar_attr_bits(WORD_PTR(const Attr, e->p[k]), st, bits);
        if (ok) put_scalar(buf, 2 * (size_t)i + k, sb, bits);
      }
    } else if ((ok = scalar_attr_bits(e, et, bits))) {
      if (packed_bits(et)) buf[i / 8] |= (unsigned char)((bits[0] & 1) << (i % 8));
      else put_scalar(buf, (size_t)i, sb, bits);
    }
  }
  const Attr *r = ok ? dense_unique(t, (size_t)n, buf) : NULL;
  ctx_free(ctx, buf);
  capi_check_oom(ctx);
  return wrap_attr(r);
}

MlirAttribute mlirDenseElementsAttrRawBufferGet(MlirType type, size_t size, const void *raw) {
  const Type *t = static_shaped(type);
  if (!t || !numeric_elem(shaped_elem(t))) return wrap_attr(NULL);
  const Type *et = shaped_elem(t);
  const unsigned char *data = raw;
  size_t total = (size_t)shaped_num_elements(t), n;
  if (packed_bits(et)) {
    /* A single byte of all zeros or all ones is a splat. */
    if (size == 1 && (data[0] == 0 || data[0] == 0xff)) n = 1;
    else if (size == (total + 7) / 8) n = total;
    else return wrap_attr(NULL);
  } else {
    size_t eb = elem_bytes(et), full;
    if (size == eb) n = 1;
    else if (size_mul(total, eb, &full) && size == full) n = total;
    else return wrap_attr(NULL);
  }
  const Attr *r = dense_unique(t, n, data);
  capi_check_oom(t->ctx);
  return wrap_attr(r);
}

MlirAttribute mlirDenseElementsAttrSplatGet(MlirType type, MlirAttribute elem) {
  return mlirDenseElementsAttrGet(type, 1, &elem);
}

/* Builds from `n` C values of `csize` bytes each, which must match the
 * element storage size (`is_float`: the element type must be a float). */
static MlirAttribute dense_from_c(MlirType type, intptr_t n, const void *values, size_t csize,
                                  bool is_float) {
  const Type *t = static_shaped(type);
  if (!t || n < 0) return wrap_attr(NULL);
  const Type *et = shaped_elem(t);
  if (type_is_float(et) != is_float || !numeric_elem(et) || et->kind == TK_COMPLEX ||
      packed_bits(et) || elem_bytes(et) != csize)
    return wrap_attr(NULL);
  unsigned char *buf = elem_buffer(t->ctx, et, (size_t)n);
  const Attr *r = NULL;
  if (buf) {
    /* Values arrive in host order; storage is little endian. */
    for (intptr_t i = 0; i < n; i++) {
      const unsigned char *src = (const unsigned char *)values + (size_t)i * csize;
      uint8_t v8;
      uint16_t v16;
      uint32_t v32;
      uint64_t v = 0;
      switch (csize) {
      case 1: memcpy(&v8, src, 1); v = v8; break;
      case 2: memcpy(&v16, src, 2); v = v16; break;
      case 4: memcpy(&v32, src, 4); v = v32; break;
      default: memcpy(&v, src, 8); break;
      }
      put_le(buf + (size_t)i * csize, v, csize);
    }
    r = dense_unique(t, (size_t)n, buf);
    ctx_free(t->ctx, buf);
  }
  capi_check_oom(t->ctx);
  return wrap_attr(r);
}

MlirAttribute mlirDenseElementsAttrBoolGet(MlirType type, intptr_t n, const int *v) {
  const Type *t = static_shaped(type);
  if (!t || n < 0 || !is_i1(shaped_elem(t))) return wrap_attr(NULL);
  unsigned char *buf = elem_buffer(t->ctx, shaped_elem(t), (size_t)n);
  const Attr *r = NULL;
  if (buf) {
    for (intptr_t i = 0; i < n; i++)
      if (v[i]) buf[i / 8] |= (unsigned char)(1u << (i % 8));
    r = dense_unique(t, (size_t)n, buf);
    ctx_free(t->ctx, buf);
  }
  capi_check_oom(t->ctx);
  return wrap_attr(r);
}
MlirAttribute mlirDenseElementsAttrUInt8Get(MlirType t, intptr_t n, const uint8_t *v) {
  return dense_from_c(t, n, v, 1, false);
}
MlirAttribute mlirDenseElementsAttrInt8Get(MlirType t, intptr_t n, const int8_t *v) {
  return dense_from_c(t, n, v, 1, false);
}
MlirAttribute mlirDenseElementsAttrUInt16Get(MlirType t, intptr_t n, const uint16_t *v) {
  return dense_from_c(t, n, v, 2, false);
}
MlirAttribute mlirDenseElementsAttrInt16Get(MlirType t, intptr_t n, const int16_t *v) {
  return dense_from_c(t, n, v, 2, false);
}
MlirAttribute mlirDenseElementsAttrUInt32Get(MlirType t, intptr_t n, const uint32_t *v) {
  return dense_from_c(t, n, v, 4, false);
}
MlirAttribute mlirDenseElementsAttrInt32Get(MlirType t, intptr_t n, const int32_t *v) {
  return dense_from_c(t, n, v, 4, false);
}
MlirAttribute mlirDenseElementsAttrUInt64Get(MlirType t, intptr_t n, const uint64_t *v) {
  return dense_from_c(t, n, v, 8, false);
}
MlirAttribute mlirDenseElementsAttrInt64Get(MlirType t, intptr_t n, const int64_t *v) {
  return dense_from_c(t, n, v, 8, false);
}
MlirAttribute mlirDenseElementsAttrFloatGet(MlirType t, intptr_t n, const float *v) {
  const Type *ty = static_shaped(t);
  if (!ty || shaped_elem(ty)->kind != TK_F32) return wrap_attr(NULL);
  return dense_from_c(t, n, v, 4, true);
}
MlirAttribute mlirDenseElementsAttrDoubleGet(MlirType t, intptr_t n, const double *v) {
  const Type *ty = static_shaped(t);
  if (!ty || shaped_elem(ty)->kind != TK_F64) return wrap_attr(NULL);
  return dense_from_c(t, n, v, 8, true);
}
/* Upstream passes these 16-bit patterns through the raw-buffer path. */
MlirAttribute mlirDenseElementsAttrBFloat16Get(MlirType t, intptr_t n, const uint16_t *v) {
  return n < 0 ? wrap_attr(NULL) : dense_from_c(t, n, v, 2, true);
}
MlirAttribute mlirDenseElementsAttrFloat16Get(MlirType t, intptr_t n, const uint16_t *v) {
  return n < 0 ? wrap_attr(NULL) : dense_from_c(t, n, v, 2, true);
}

MlirAttribute mlirDenseElementsAttrBoolSplatGet(MlirType t, bool v) {
  int x = v;
  return mlirDenseElementsAttrBoolGet(t, 1, &x);
}
MlirAttribute mlirDenseElementsAttrUInt8SplatGet(MlirType t, uint8_t v) {
  return dense_from_c(t, 1, &v, 1, false);
}
MlirAttribute mlirDenseElementsAttrInt8SplatGet(MlirType t, int8_t v) {
  return dense_from_c(t, 1, &v, 1, false);
}
MlirAttribute mlirDenseElementsAttrUInt32SplatGet(MlirType t, uint32_t v) {
  return dense_from_c(t, 1, &v, 4, false);
}
MlirAttribute mlirDenseElementsAttrInt32SplatGet(MlirType t, int32_t v) {
  return dense_from_c(t, 1, &v, 4, false);
}
MlirAttribute mlirDenseElementsAttrUInt64SplatGet(MlirType t, uint64_t v) {
  return dense_from_c(t, 1, &v, 8, false);
}
MlirAttribute mlirDenseElementsAttrInt64SplatGet(MlirType t, int64_t v) {
  return dense_from_c(t, 1, &v, 8, false);
}
MlirAttribute mlirDenseElementsAttrFloatSplatGet(MlirType t, float v) {
  return mlirDenseElementsAttrFloatGet(t, 1, &v);
}
MlirAttribute mlirDenseElementsAttrDoubleSplatGet(MlirType t, double v) {
  return mlirDenseElementsAttrDoubleGet(t, 1, &v);
}

/* Uniques string elements from `n` strings (1 or the type's count),
 * collapsing equal strings into a splat. */
static MlirAttribute dense_strings(const Type *t, intptr_t n, const Ident *const *ids) {
  Context *ctx = t->ctx;
  int64_t total = shaped_num_elements(t);
  if (n != 1 && n != total) return wrap_attr(NULL);
  bool splat = n > 0;
  for (intptr_t i = 1; i < n && splat; i++) splat = ids[i] == ids[0];
  size_t keep = splat ? 1 : (size_t)n;
  uint64_t *w = ctx_alloc(ctx, (keep + 1) * sizeof *w);
  const Attr *r = NULL;
  if (w) {
    w[0] = PTR_WORD(t);
    for (size_t i = 0; i < keep; i++) w[1 + i] = PTR_WORD(ids[i]);
    r = storage_get(ctx, AK_DENSE_STRING, splat, w, (uint32_t)(keep + 1));
    ctx_free(ctx, w);
  }
  capi_check_oom(ctx);
  return wrap_attr(r);
}

MlirAttribute mlirDenseElementsAttrStringGet(MlirType type, intptr_t n, MlirStringRef *strs) {
  const Type *t = static_shaped(type);
  if (!t || n < 0) return wrap_attr(NULL);
  const Ident **ids = ctx_alloc(t->ctx, (size_t)(n ? n : 1) * sizeof *ids);
  bool ok = ids != NULL;
  for (intptr_t i = 0; ok && i < n; i++) ok = (ids[i] = ident_get(t->ctx, strs[i].data, strs[i].length));
  MlirAttribute r = ok ? dense_strings(t, n, ids) : wrap_attr(NULL);
  ctx_free(t->ctx, ids);
  capi_check_oom(t->ctx);
  return r;
}

MlirAttribute mlirDenseElementsAttrReshapeGet(MlirAttribute attr, MlirType type) {
  const Attr *a = unwrap_attr(attr);
  const Type *t = static_shaped(type);
  if (!t || shaped_elem(t) != dense_elem_type(a) || shaped_num_elements(t) != dense_count(a))
    return wrap_attr(NULL);
  if (a->kind == AK_DENSE_STRING) {
    /* Words are 64 bits, pointers may be narrower (wasm32): copy. */
    size_t n = a->n - 1;
    const Ident **ids = ctx_alloc(t->ctx, (n ? n : 1) * sizeof *ids);
    if (!ids) return wrap_attr(NULL);
    for (size_t i = 0; i < n; i++) ids[i] = word_ident(a, 1 + (uint32_t)i);
    MlirAttribute r = dense_strings(t, (intptr_t)n, ids);
    ctx_free(t->ctx, ids);
    return r;
  }
  /* Same elements, same bytes: only the type word changes. */
  const Ident *blob = word_ident(a, 1);
  const Attr *r = attr_dense_elements(t->ctx, t, a->aux != 0, blob->str, blob->len);
  capi_check_oom(t->ctx);
  return wrap_attr(r);
}

/* ---- dense elements: accessors ----------------------------------------------------------- */

/* The stored slot of row-major element `pos` (a splat stores one). */
static size_t slot(const Attr *a, intptr_t pos) { return dense_is_splat(a) ? 0 : (size_t)pos; }

/* Scalar bits of stored scalar `i` (complex parts count separately). */
static void stored_bits(const Attr *a, size_t i, uint64_t bits[2]) {
  const Type *et = dense_elem_type(a);
  const unsigned char *d = (const unsigned char *)word_ident(a, 1)->str;
  if (packed_bits(et)) {
    bits[0] = bit_at(d, i);
    bits[1] = 0;
    return;
  }
  get_scalar(d, i, (scalar_bits(complex_part(et)) + 7) / 8, bits);
}

/* Returns an element as the attribute upstream builds for it. */
static const Attr *elem_attr(const Attr *a, size_t s) {
  Context *ctx = a->ctx;
  const Type *et = dense_elem_type(a);
  if (a->kind == AK_DENSE_STRING) {
    const Ident *id = word_ident(a, 1 + (uint32_t)s);
    return attr_string(ctx, id->str, id->len, et);
  }
  const Type *st = complex_part(et);
  const Attr *parts[2];
  unsigned nparts = et->kind == TK_COMPLEX ? 2 : 1;
  for (unsigned k = 0; k < nparts; k++) {
    uint64_t bits[2];
    stored_bits(a, nparts * s + k, bits);
    parts[k] = type_is_float(st) ? attr_float_bits(ctx, st, bits[0], bits[1])
                                 : attr_integer_limbs(ctx, st, bits, 2);
    if (!parts[k]) return NULL;
  }
  return nparts == 1 ? parts[0] : attr_array(ctx, 2, parts);
}

bool mlirDenseElementsAttrIsSplat(MlirAttribute a) { return dense_is_splat(unwrap_attr(a)); }
MlirAttribute mlirDenseElementsAttrGetSplatValue(MlirAttribute attr) {
  const Attr *a = unwrap_attr(attr);
  const Attr *r = elem_attr(a, 0);
  capi_check_oom(a->ctx);
  return wrap_attr(r);
}

/* Low 64 bits of element `pos`, whatever the element type. */
static uint64_t elem_u64(MlirAttribute attr, intptr_t pos) {
  const Attr *a = unwrap_attr(attr);
  uint64_t bits[2];
  stored_bits(a, slot(a, pos), bits);
  return bits[0];
}
int mlirDenseElementsAttrGetBoolSplatValue(MlirAttribute a) { return (int)elem_u64(a, 0); }
int8_t mlirDenseElementsAttrGetInt8SplatValue(MlirAttribute a) { return (int8_t)elem_u64(a, 0); }
uint8_t mlirDenseElementsAttrGetUInt8SplatValue(MlirAttribute a) {
  return (uint8_t)elem_u64(a, 0);
}
int32_t mlirDenseElementsAttrGetInt32SplatValue(MlirAttribute a) {
  return (int32_t)elem_u64(a, 0);
}
uint32_t mlirDenseElementsAttrGetUInt32SplatValue(MlirAttribute a) {
  return (uint32_t)elem_u64(a, 0);
}
int64_t mlirDenseElementsAttrGetInt64SplatValue(MlirAttribute a) {
  return (int64_t)elem_u64(a, 0);
}
uint64_t mlirDenseElementsAttrGetUInt64SplatValue(MlirAttribute a) { return elem_u64(a, 0); }
float mlirDenseElementsAttrGetFloatSplatValue(MlirAttribute a) { return bits_f32(elem_u64(a, 0)); }
double mlirDenseElementsAttrGetDoubleSplatValue(MlirAttribute a) {
  return bits_f64(elem_u64(a, 0));
}
MlirStringRef mlirDenseElementsAttrGetStringSplatValue(MlirAttribute a) {
  return ident_ref(word_ident(unwrap_attr(a), 1));
}

bool mlirDenseElementsAttrGetBoolValue(MlirAttribute a, intptr_t pos) {
  return elem_u64(a, pos) != 0;
}
int8_t mlirDenseElementsAttrGetInt8Value(MlirAttribute a, intptr_t pos) {
  return (int8_t)elem_u64(a, pos);
}
uint8_t mlirDenseElementsAttrGetUInt8Value(MlirAttribute a, intptr_t pos) {
  return (uint8_t)elem_u64(a, pos);
}
int16_t mlirDenseElementsAttrGetInt16Value(MlirAttribute a, intptr_t pos) {
  return (int16_t)elem_u64(a, pos);
}
uint16_t mlirDenseElementsAttrGetUInt16Value(MlirAttribute a, intptr_t pos) {
  return (uint16_t)elem_u64(a, pos);
}
int32_t mlirDenseElementsAttrGetInt32Value(MlirAttribute a, intptr_t pos) {
  return (int32_t)elem_u64(a, pos);
}
uint32_t mlirDenseElementsAttrGetUInt32Value(MlirAttribute a, intptr_t pos) {
  return (uint32_t)elem_u64(a, pos);
}
int64_t mlirDenseElementsAttrGetInt64Value(MlirAttribute a, intptr_t pos) {
  return (int64_t)elem_u64(a, pos);
}
uint64_t mlirDenseElementsAttrGetUInt64Value(MlirAttribute a, intptr_t pos) {
  return elem_u64(a, pos);
}
uint64_t mlirDenseElementsAttrGetIndexValue(MlirAttribute a, intptr_t pos) {
  return elem_u64(a, pos);
}
float mlirDenseElementsAttrGetFloatValue(MlirAttribute a, intptr_t pos) {
  return bits_f32(elem_u64(a, pos));
}
double mlirDenseElementsAttrGetDoubleValue(MlirAttribute a, intptr_t pos) {
  return bits_f64(elem_u64(a, pos));
}
MlirStringRef mlirDenseElementsAttrGetStringValue(MlirAttribute attr, intptr_t pos) {
  const Attr *a = unwrap_attr(attr);
  return ident_ref(word_ident(a, 1 + (uint32_t)slot(a, pos)));
}
const void *mlirDenseElementsAttrGetRawData(MlirAttribute a) {
  const Attr *at = unwrap_attr(a);
  return at->kind == AK_DENSE_ELEMENTS ? word_ident(at, 1)->str : NULL;
}

/* ---- elements attributes ------------------------------------------------------------------ */

bool mlirAttributeIsAElements(MlirAttribute a) {
  return mlirAttributeIsADenseElements(a) || has_kind(a, AK_DENSE_RESOURCE) ||
         has_kind(a, AK_SPARSE_ELEMENTS);
}

bool mlirElementsAttrIsValidIndex(MlirAttribute attr, intptr_t rank, uint64_t *idxs) {
  const Type *t = dense_type(unwrap_attr(attr));
  intptr_t r = (intptr_t)shaped_rank(t);
  /* Upstream also accepts the index [0] into a rank-0 type. */
  if (r == 0 && rank == 1 && idxs[0] == 0) return true;
  if (r != rank) return false;
  for (intptr_t i = 0; i < r; i++)
    if (idxs[i] >= (uint64_t)shaped_dim(t, (unsigned)i)) return false;
  return true;
}

MlirAttribute mlirElementsAttrGetValue(MlirAttribute attr, intptr_t rank, uint64_t *idxs) {
  const Attr *a = unwrap_attr(attr);
  /* FIXME(#3): element reads of dense resource and sparse elements. */
  if (a->kind != AK_DENSE_ELEMENTS && a->kind != AK_DENSE_STRING) return wrap_attr(NULL);
  const Type *t = dense_type(a);
  /* Row-major flattening of the multi-index. */
  uint64_t flat = 0;
  for (intptr_t i = 0; i < rank && i < (intptr_t)shaped_rank(t); i++)
    flat = flat * (uint64_t)shaped_dim(t, (unsigned)i) + idxs[i];
  const Attr *r = elem_attr(a, slot(a, (intptr_t)flat));
  capi_check_oom(a->ctx);
  return wrap_attr(r);
}

int64_t mlirElementsAttrGetNumElements(MlirAttribute a) {
  return dense_count(unwrap_attr(a));
}

/* ---- affine map and integer set -------------------------------------------------- */

bool mlirAttributeIsAAffineMap(MlirAttribute a) { return has_kind(a, AK_AFFINE_MAP); }
MlirAttribute mlirAffineMapAttrGet(MlirAffineMap map) {
  const AffineMap *m = unwrap_map(map);
  if (!m) return wrap_attr(NULL);
  const Attr *a = attr_affine_map(m->ctx, m);
  capi_check_oom(m->ctx);
  return wrap_attr(a);
}
MlirStringRef mlirAffineMapAttrGetName(void) { return name_ref("builtin.affine_map"); }
MlirAffineMap mlirAffineMapAttrGetValue(MlirAttribute a) {
  return wrap_map(has_kind(a, AK_AFFINE_MAP) ? WORD_PTR(const AffineMap, unwrap_attr(a)->p[0]) : NULL);
}
MlirTypeID mlirAffineMapAttrGetTypeID(void) { return kind_id(AK_AFFINE_MAP); }

bool mlirAttributeIsAIntegerSet(MlirAttribute a) { return has_kind(a, AK_INTEGER_SET); }
MlirAttribute mlirIntegerSetAttrGet(MlirIntegerSet set) {
  const IntegerSet *s = unwrap_set(set);
  if (!s) return wrap_attr(NULL);
  const Attr *a = attr_integer_set(s->ctx, s);
  capi_check_oom(s->ctx);
  return wrap_attr(a);
}
MlirStringRef mlirIntegerSetAttrGetName(void) { return name_ref("builtin.integer_set"); }
MlirIntegerSet mlirIntegerSetAttrGetValue(MlirAttribute a) {
  return wrap_set(has_kind(a, AK_INTEGER_SET) ? WORD_PTR(const IntegerSet, unwrap_attr(a)->p[0]) : NULL);
}
MlirTypeID mlirIntegerSetAttrGetTypeID(void) { return kind_id(AK_INTEGER_SET); }

