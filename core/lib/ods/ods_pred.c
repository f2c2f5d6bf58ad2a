/* ods_pred.c: the helpers behind predicates translated from ODS C++ (see
 * ods_pred.h for naming). Each accepts any value and answers false (or a
 * neutral value) for the wrong kind, so translated `cast<>`s that upstream
 * guards with `isa<>` stay safe here too. */
#include "ods_pred.h"

static const Storage *S(OV v) { return OV_PTR(v); }
static bool kind_is(OV v, unsigned k) { return v && S(v)->kind == k; }
static bool is_int(OV v) { return kind_is(v, TK_INTEGER); }
static bool is_int_w(OV v, OV w, unsigned sign, bool any_sign) {
  return is_int(v) && (any_sign || type_int_signedness(S(v)) == sign) &&
         (w < 0 || type_int_width(S(v)) == (unsigned)w);
}

/* ---- types ------------------------------------------------------------------ */

OV ods_isa_IntegerType(OV v) { return is_int(v); }
OV ods_isa_IndexType(OV v) { return kind_is(v, TK_INDEX); }
OV ods_isa_FloatType(OV v) { return v && type_is_float(S(v)); }
OV ods_isa_NoneType(OV v) { return kind_is(v, TK_NONE); }
OV ods_isa_ComplexType(OV v) { return kind_is(v, TK_COMPLEX); }
OV ods_isa_TupleType(OV v) { return kind_is(v, TK_TUPLE); }
OV ods_isa_FunctionType(OV v) { return kind_is(v, TK_FUNCTION); }
OV ods_isa_VectorType(OV v) { return kind_is(v, TK_VECTOR); }
OV ods_isa_ScalableVectorType(OV v) { return kind_is(v, TK_VECTOR) && ods_m_isScalable_0(v); }
OV ods_isa_FixedVectorType(OV v) { return kind_is(v, TK_VECTOR) && !ods_m_isScalable_0(v); }
OV ods_isa_ShapedType(OV v) { return v && type_is_shaped(S(v)); }
OV ods_isa_TensorType(OV v) { return kind_is(v, TK_RANKED_TENSOR) || kind_is(v, TK_UNRANKED_TENSOR); }
OV ods_isa_RankedTensorType(OV v) { return kind_is(v, TK_RANKED_TENSOR); }
OV ods_isa_UnrankedTensorType(OV v) { return kind_is(v, TK_UNRANKED_TENSOR); }
OV ods_isa_BaseMemRefType(OV v) { return kind_is(v, TK_MEMREF) || kind_is(v, TK_UNRANKED_MEMREF); }
OV ods_isa_MemRefType(OV v) { return kind_is(v, TK_MEMREF); }
OV ods_isa_UnrankedMemRefType(OV v) { return kind_is(v, TK_UNRANKED_MEMREF); }
OV ods_isa_BFloat16Type(OV v) { return kind_is(v, TK_BF16); }
OV ods_isa_FloatTF32Type(OV v) { return kind_is(v, TK_TF32); }
OV ods_isa_Float8E4M3FNType(OV v) { return kind_is(v, TK_F8E4M3FN); }
OV ods_isa_Float8E5M2Type(OV v) { return kind_is(v, TK_F8E5M2); }
OV ods_isa_Float8E4M3Type(OV v) { return kind_is(v, TK_F8E4M3); }
OV ods_isa_Float8E4M3FNUZType(OV v) { return kind_is(v, TK_F8E4M3FNUZ); }
OV ods_isa_Float8E4M3B11FNUZType(OV v) { return kind_is(v, TK_F8E4M3B11FNUZ); }
OV ods_isa_Float8E5M2FNUZType(OV v) { return kind_is(v, TK_F8E5M2FNUZ); }
OV ods_isa_Float8E3M4Type(OV v) { return kind_is(v, TK_F8E3M4); }
OV ods_isa_Float4E2M1FNType(OV v) { return kind_is(v, TK_F4E2M1FN); }
OV ods_isa_Float6E2M3FNType(OV v) { return kind_is(v, TK_F6E2M3FN); }
OV ods_isa_Float6E3M2FNType(OV v) { return kind_is(v, TK_F6E3M2FN); }
OV ods_isa_Float8E8M0FNUType(OV v) { return kind_is(v, TK_F8E8M0FNU); }

OV ods_m_isSignlessInteger_0(OV v) { return is_int_w(v, -1, SIGNLESS, false); }
OV ods_m_isSignlessInteger_1(OV v, OV w) { return is_int_w(v, w, SIGNLESS, false); }
OV ods_m_isSignedInteger_0(OV v) { return is_int_w(v, -1, SIGNED, false); }
OV ods_m_isSignedInteger_1(OV v, OV w) { return is_int_w(v, w, SIGNED, false); }
OV ods_m_isUnsignedInteger_0(OV v) { return is_int_w(v, -1, UNSIGNED, false); }
OV ods_m_isUnsignedInteger_1(OV v, OV w) { return is_int_w(v, w, UNSIGNED, false); }
OV ods_m_isInteger_0(OV v) { return is_int(v); }
OV ods_m_isInteger_1(OV v, OV w) { return is_int_w(v, w, 0, true); }
OV ods_m_isSignlessIntOrIndex_0(OV v) { return ods_m_isSignlessInteger_0(v) || kind_is(v, TK_INDEX); }
OV ods_m_isSignlessIntOrIndexOrFloat_0(OV v) { return ods_m_isSignlessIntOrIndex_0(v) || ods_isa_FloatType(v); }
OV ods_m_isIntOrIndex_0(OV v) { return is_int(v) || kind_is(v, TK_INDEX); }
OV ods_m_isIntOrFloat_0(OV v) { return is_int(v) || ods_isa_FloatType(v); }
OV ods_m_isIndex_0(OV v) { return kind_is(v, TK_INDEX); }
OV ods_m_isF16_0(OV v) { return kind_is(v, TK_F16); }
OV ods_m_isF32_0(OV v) { return kind_is(v, TK_F32); }
OV ods_m_isF64_0(OV v) { return kind_is(v, TK_F64); }
OV ods_m_isF80_0(OV v) { return kind_is(v, TK_F80); }
OV ods_m_isF128_0(OV v) { return kind_is(v, TK_F128); }
OV ods_m_isBF16_0(OV v) { return kind_is(v, TK_BF16); }

OV ods_m_getElementType_0(OV v) {
  if (!v) return 0;
  const Storage *s = S(v);
  if (type_is_shaped(s)) return PTR_OV(shaped_elem(s));
  if (s->kind == TK_COMPLEX) return (OV)s->p[0];
  /* Attributes: the element type of their (shaped) type. */
  if (is_attr(s)) return ods_m_getElementType_0(PTR_OV(attr_get_type(s)));
  return 0;
}
OV ods_m_hasRank_0(OV v) { return v && type_is_shaped(S(v)) && shaped_has_rank(S(v)); }
OV ods_m_getRank_0(OV v) { return v && type_is_shaped(S(v)) ? (OV)shaped_rank(S(v)) : 0; }
OV ods_m_getDimSize_1(OV v, OV i) {
  if (!ods_m_hasRank_0(v) || i < 0 || i >= (OV)shaped_rank(S(v))) return 0;
  return shaped_dim(S(v), (unsigned)i);
}
OV ods_f_isCompatibleOuterType_1(OV v) {
  if (!v) return 0;
  const Type *t = S(v);
  switch (t->kind) {
  case TK_BF16:
  case TK_F16:
  case TK_F32:
  case TK_F64:
  case TK_F80:
  case TK_F128: return 1;
  case TK_INTEGER: return type_int_signedness(t) == SIGNLESS;
  case TK_VECTOR: return t->aux == 1;
  case TK_DIALECT: return strncmp(WORD_PTR(const AttrClass, t->p[0])->name, "llvm.", 5) == 0;
  default: return 0;
  }
}
OV ods_m_lastDimScalable_0(OV v) {
  return kind_is(v, TK_VECTOR) && S(v)->aux && S(v)->p[2 * S(v)->aux - 1] != 0;
}
OV ods_m_leadingDimsScalable_0(OV v) {
  if (!kind_is(v, TK_VECTOR)) return 0;
  for (uint32_t i = 0; i + 1 < S(v)->aux; i++)
    if (S(v)->p[S(v)->aux + i]) return 1;
  return 0;
}
OV ods_m_hasStaticShape_0(OV v) {
  if (!ods_m_hasRank_0(v)) return 0;
  for (unsigned i = 0; i < shaped_rank(S(v)); i++)
    if (shaped_dim(S(v), i) == DYNAMIC_SIZE) return 0;
  return 1;
}
OV ods_m_getNumElements_0(OV v) { return ods_m_hasRank_0(v) ? shaped_num_elements(S(v)) : 0; }
OV ods_m_isStrided_0(OV v) {
  if (!kind_is(v, TK_MEMREF) || shaped_rank(S(v)) > MAX_STACK_RANK) return 0;
  int64_t strides[MAX_STACK_RANK], offset;
  return memref_strides_and_offset(S(v), strides, &offset);
}
OV ods_m_hasTrait_ValueSemantics_0(OV v) {
  return kind_is(v, TK_VECTOR) || kind_is(v, TK_RANKED_TENSOR) || kind_is(v, TK_UNRANKED_TENSOR);
}
OV ods_m_isScalable_0(OV v) {
  if (!kind_is(v, TK_VECTOR)) return 0;
  for (unsigned i = 0; i < S(v)->aux; i++)
    if (S(v)->p[S(v)->aux + i]) return 1;
  return 0;
}
OV ods_m_allDimsScalable_0(OV v) {
  if (!kind_is(v, TK_VECTOR)) return 0;
  for (unsigned i = 0; i < S(v)->aux; i++)
    if (!S(v)->p[S(v)->aux + i]) return 0;
  return 1;
}
OV ods_m_getIntOrFloatBitWidth_0(OV v) {
  if (is_int(v)) return type_int_width(S(v));
  if (ods_isa_FloatType(v)) return float_semantics(S(v))->width;
  return 0;
}
OV ods_m_getWidth_0(OV v) { return ods_m_getIntOrFloatBitWidth_0(v); }

/* ---- attributes ----------------------------------------------------------------- */

OV ods_isa_Attribute(OV v) { return v && is_attr(S(v)); }
OV ods_isa_Type(OV v) { return v && is_type(S(v)); }
OV ods_isa_IntegerAttr(OV v) { return kind_is(v, AK_INTEGER); }
OV ods_isa_BoolAttr(OV v) {
  return kind_is(v, AK_INTEGER) && WORD_PTR(const Type, S(v)->p[0]) == S(v)->ctx->t_i1;
}
OV ods_isa_FloatAttr(OV v) { return kind_is(v, AK_FLOAT); }
OV ods_isa_StringAttr(OV v) { return kind_is(v, AK_STRING); }
OV ods_isa_UnitAttr(OV v) { return kind_is(v, AK_UNIT); }
OV ods_isa_ArrayAttr(OV v) { return kind_is(v, AK_ARRAY); }
OV ods_isa_DictionaryAttr(OV v) { return kind_is(v, AK_DICTIONARY); }
OV ods_isa_TypeAttr(OV v) { return kind_is(v, AK_TYPE); }
OV ods_isa_SymbolRefAttr(OV v) { return kind_is(v, AK_SYMBOL_REF); }
OV ods_isa_FlatSymbolRefAttr(OV v) { return kind_is(v, AK_SYMBOL_REF) && S(v)->n == 1; }
OV ods_isa_ElementsAttr(OV v) {
  return kind_is(v, AK_DENSE_ELEMENTS) || kind_is(v, AK_DENSE_STRING) ||
         kind_is(v, AK_DENSE_RESOURCE) || kind_is(v, AK_SPARSE_ELEMENTS);
}
OV ods_isa_DenseElementsAttr(OV v) { return ods_isa_ElementsAttr(v); }
OV ods_isa_DenseIntOrFPElementsAttr(OV v) { return kind_is(v, AK_DENSE_ELEMENTS); }
OV ods_isa_DenseIntElementsAttr(OV v) {
  return kind_is(v, AK_DENSE_ELEMENTS) && ods_m_isIntOrIndex_0(ods_m_getElementType_0(v));
}
OV ods_isa_DenseFPElementsAttr(OV v) {
  return kind_is(v, AK_DENSE_ELEMENTS) && ods_isa_FloatType(ods_m_getElementType_0(v));
}
static OV dense_array_of(OV v, unsigned width, bool fp) {
  if (!kind_is(v, AK_DENSE_ARRAY)) return 0;
  const Type *et = WORD_PTR(const Type, S(v)->p[0]);
  return fp ? type_is_float(et) && float_semantics(et)->width == width
            : type_is_integer(et) && type_int_width(et) == width;
}
OV ods_isa_DenseBoolArrayAttr(OV v) { return dense_array_of(v, 1, false); }
OV ods_isa_DenseI8ArrayAttr(OV v) { return dense_array_of(v, 8, false); }
OV ods_isa_DenseI16ArrayAttr(OV v) { return dense_array_of(v, 16, false); }
OV ods_isa_DenseI32ArrayAttr(OV v) { return dense_array_of(v, 32, false); }
OV ods_isa_DenseI64ArrayAttr(OV v) { return dense_array_of(v, 64, false); }
OV ods_isa_DenseF32ArrayAttr(OV v) { return dense_array_of(v, 32, true); }
OV ods_isa_DenseF64ArrayAttr(OV v) { return dense_array_of(v, 64, true); }
OV ods_isa_TypedAttr(OV v) {
  /* StringAttr is a TypedAttr too (of type none unless given one) */
  return kind_is(v, AK_INTEGER) || kind_is(v, AK_FLOAT) || kind_is(v, AK_STRING) || ods_isa_ElementsAttr(v);
}
OV ods_isa_LocationAttr(OV v) { return v && is_loc(S(v)); }
OV ods_isa_StridedLayoutAttr(OV v) { return kind_is(v, AK_STRIDED_LAYOUT); }

OV ods_m_getType_0(OV v) { return v && is_attr(S(v)) ? PTR_OV(attr_get_type(S(v))) : 0; }
/* getValue(): integer and float attributes stand for their value (the int
 * helpers below read them); a type attribute yields its type. */
OV ods_m_getValue_0(OV v) {
  if (kind_is(v, AK_TYPE)) return (OV)S(v)->p[0];
  return v;
}
OV ods_m_getInt_0(OV v) { return kind_is(v, AK_INTEGER) ? attr_int_value(S(v)) : v; }
OV ods_m_getSExtValue_0(OV v) { return ods_m_getInt_0(v); }
OV ods_m_getZExtValue_0(OV v) { return kind_is(v, AK_INTEGER) ? (OV)S(v)->p[1] : v; }
OV ods_m_isNegative_0(OV v) { return ods_m_getInt_0(v) < 0; }
OV ods_m_isStrictlyPositive_0(OV v) { return ods_m_getInt_0(v) > 0; }
OV ods_m_isPowerOf2_0(OV v) {
  OV x = ods_m_getInt_0(v);
  return x > 0 && (x & (x - 1)) == 0;
}
OV ods_m_eq_1(OV v, OV other) { return ods_m_getInt_0(v) == other; }
OV ods_m_size_0(OV v) {
  if (kind_is(v, AK_ARRAY)) return S(v)->n;
  if (kind_is(v, AK_DENSE_ARRAY)) return S(v)->aux;
  if (kind_is(v, AK_DICTIONARY)) return S(v)->n / 2;
  return 0;
}
OV ods_m_empty_0(OV v) { return ods_m_size_0(v) == 0; }
OV ods_f_hasNItems_2(OV v, OV n) { return ods_m_size_0(v) == n; }
OV ods_f_hasNItemsOrLess_2(OV v, OV n) { return ods_m_size_0(v) <= n; }
OV ods_f_hasNItemsOrMore_2(OV v, OV n) { return ods_m_size_0(v) >= n; }

OV ods_isa_AffineMapAttr(OV v) { return kind_is(v, AK_AFFINE_MAP); }
OV ods_isa_IntegerSetAttr(OV v) { return kind_is(v, AK_INTEGER_SET); }
OV ods_m_getTypes_0(OV v) { return v; }

static OV shape_equals(OV v, unsigned n, const OV *dims) {
  const Storage *t = v ? S(v) : NULL;
  if (t && is_attr(t)) t = attr_get_type(t);
  if (!t || !type_is_shaped(t) || !shaped_has_rank(t) || shaped_rank(t) != n) return 0;
  for (unsigned i = 0; i < n; i++)
    if (shaped_dim(t, i) != dims[i]) return 0;
  return 1;
}
OV ods_m_shapeEquals_1(OV v, OV a) { return shape_equals(v, 1, (OV[]){a}); }
OV ods_m_shapeEquals_2(OV v, OV a, OV b) { return shape_equals(v, 2, (OV[]){a, b}); }
OV ods_m_shapeEquals_3(OV v, OV a, OV b, OV c) { return shape_equals(v, 3, (OV[]){a, b, c}); }
OV ods_m_shapeEquals_4(OV v, OV a, OV b, OV c, OV d) { return shape_equals(v, 4, (OV[]){a, b, c, d}); }

OV ods_f_isSorted_1(OV v) {
  if (!ods_isa_DenseI64ArrayAttr(v)) return 0;
  for (uint32_t i = 1; i < S(v)->aux; i++)
    if (dense_i64_at(S(v), i) < dense_i64_at(S(v), i - 1)) return 0;
  return 1;
}
OV ods_f_noAdjacentDuplicates_1(OV v) {
  if (!ods_isa_DenseI64ArrayAttr(v)) return 0;
  for (uint32_t i = 1; i < S(v)->aux; i++)
    if (dense_i64_at(S(v), i) == dense_i64_at(S(v), i - 1)) return 0;
  return 1;
}

OV ods_isa_TensorLikeType(OV v) { return ods_isa_TensorType(v); }
OV ods_isa_BufferLikeType(OV v) { return ods_isa_BaseMemRefType(v); }
OV ods_isa_PoisonAttrInterface(OV v) {
  if (!kind_is(v, AK_DIALECT)) return 0;
  const char *name = WORD_PTR(const AttrClass, S(v)->p[0])->name;
  const char *dot = strchr(name, '.');
  return dot && strcmp(dot, ".poison") == 0;
}

/* The GPU dialect's mapping attributes (#gpu.thread<x>, #gpu.block<y>, ...)
 * implement DeviceMappingAttrInterface. */
OV ods_isa_DeviceMappingAttrInterface(OV v) {
  if (!kind_is(v, AK_DIALECT)) return 0;
  const OdsAttrDef *def = WORD_PTR(const AttrClass, S(v)->p[0])->data;
  const char *c = def ? def->cpp_class : NULL;
  size_t n = c ? strlen(c) : 0;
  return (n > 11 && strcmp(c + n - 11, "MappingAttr") == 0) || (c && strcmp(c, "GPUMappingMaskAttr") == 0);
}

OV ods_isa_DeviceMaskingAttrInterface(OV v) {
  if (!kind_is(v, AK_DIALECT)) return 0;
  const OdsAttrDef *def = WORD_PTR(const AttrClass, S(v)->p[0])->data;
  return def && def->cpp_class && strcmp(def->cpp_class, "GPUMappingMaskAttr") == 0;
}

OV ods_all_of(OV range, OdsPredFn f) {
  if (!range) return 0;
  const Storage *s = S(range);
  if (s->kind != AK_ARRAY && s->kind != TK_TUPLE) return 0;
  for (uint32_t i = 0; i < s->n; i++)
    if (!f(WORD_PTR(const Storage, s->p[i]))) return 0;
  return 1;
}

OV ods_isa_attr_def(OV v, const char *cpp_class) {
  if (!kind_is(v, AK_DIALECT)) return 0;
  const AttrClass *cls = WORD_PTR(const AttrClass, S(v)->p[0]);
  const OdsAttrDef *def = cls->data;
  return def && def->cpp_class && strcmp(def->cpp_class, cpp_class) == 0;
}

static bool is_smt_type(OV v) {
  if (!kind_is(v, TK_DIALECT)) return false;
  const OdsAttrDef *def = WORD_PTR(const AttrClass, S(v)->p[0])->data;
  return def && def->is_type && strncmp(def->name, "smt.", 4) == 0;
}
OV ods_f_isAnySMTValueType_1(OV v) { return is_smt_type(v); }
OV ods_f_isAnyNonFuncSMTValueType_1(OV v) { return is_smt_type(v) && !ods_isa_type_def(v, "SMTFuncType"); }

OV ods_isa_type_def(OV v, const char *cpp_class) {
  if (!kind_is(v, TK_DIALECT)) return 0;
  const OdsAttrDef *def = WORD_PTR(const AttrClass, S(v)->p[0])->data;
  return def && def->cpp_class && strcmp(def->cpp_class, cpp_class) == 0;
}

OV ods_isa_int_enum(OV v, const OdsEnum *e) {
  if (!kind_is(v, AK_INTEGER)) return 0;
  const Type *t = WORD_PTR(const Type, S(v)->p[0]);
  if (!type_is_integer(t) || type_int_width(t) != e->bitwidth || type_int_signedness(t) != SIGNLESS)
    return 0;
  uint64_t x = S(v)->p[1];
  for (unsigned i = 0; i < e->ncases; i++)
    if (e->cases[i].value == x) return 1;
  return 0;
}
