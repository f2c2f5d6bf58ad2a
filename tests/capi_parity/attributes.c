/* attributes.c: parity of mlir-c/BuiltinAttributes.h: construction,
 * queries, names, TypeIDs and printing of every builtin attribute kind
 * mlirc has, dense arrays and dense elements included. */
#include "parity.h"

static void show_id(const char *label, MlirAttribute a, MlirTypeID id) {
  printf("%s typeid: %d\n", label, mlirTypeIDEqual(mlirAttributeGetTypeID(a), id));
}

static void scalars(MlirContext ctx) {
  MlirType i8 = mlirIntegerTypeGet(ctx, 8);
  MlirType si16 = mlirIntegerTypeSignedGet(ctx, 16);
  MlirType ui8 = mlirIntegerTypeUnsignedGet(ctx, 8);
  MlirType i64 = mlirIntegerTypeGet(ctx, 64);
  MlirType index = mlirIndexTypeGet(ctx);

  MlirAttribute a = mlirIntegerAttrGet(i8, -5);
  show_attr("i8 -5", a);
  printf("int: isa=%d value=%" PRId64 "\n", mlirAttributeIsAInteger(a), mlirIntegerAttrGetValueInt(a));
  show_type("type", mlirAttributeGetType(a));
  show_id("integer", a, mlirIntegerAttrGetTypeID());
  show_attr("i8 300 (truncated)", mlirIntegerAttrGet(i8, 300));
  MlirAttribute s = mlirIntegerAttrGet(si16, -1234);
  show_attr("si16", s);
  printf("sint: %" PRId64 "\n", mlirIntegerAttrGetValueSInt(s));
  MlirAttribute u = mlirIntegerAttrGet(ui8, 200);
  show_attr("ui8", u);
  printf("uint: %" PRIu64 "\n", mlirIntegerAttrGetValueUInt(u));
  show_attr("ui8 from -1", mlirIntegerAttrGet(ui8, -1));
  show_attr("i64 min", mlirIntegerAttrGet(i64, INT64_MIN));
  MlirAttribute ix = mlirIntegerAttrGet(index, 42);
  show_attr("index", ix);
  printf("index value: %" PRId64 "\n", mlirIntegerAttrGetValueInt(ix));
  show_attr("i128", mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 128), -2));
  printf("parsed equal: %d\n", mlirAttributeEqual(a, parse_attr(ctx, "-5 : i8")));
  show_str("integer name", mlirIntegerAttrGetName());

  MlirAttribute t = mlirBoolAttrGet(ctx, 7);
  MlirAttribute f = mlirBoolAttrGet(ctx, 0);
  show_attr("true", t);
  show_attr("false", f);
  printf("bool: %d %d %d value=%d %d\n", mlirAttributeIsABool(t), mlirAttributeIsABool(a),
         mlirAttributeIsAInteger(t), mlirBoolAttrGetValue(t), mlirBoolAttrGetValue(f));
  printf("bool equals i1 1: %d\n",
         mlirAttributeEqual(t, mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 1), 1)));

  MlirType f32 = mlirF32TypeGet(ctx);
  MlirAttribute x = mlirFloatAttrDoubleGet(ctx, f32, 0.1);
  show_attr("f32 0.1", x);
  printf("float: isa=%d value=%.17g\n", mlirAttributeIsAFloat(x), mlirFloatAttrGetValueDouble(x));
  show_id("float", x, mlirFloatAttrGetTypeID());
  MlirAttribute b = mlirFloatAttrDoubleGet(ctx, mlirBF16TypeGet(ctx), 3.14159);
  show_attr("bf16 pi", b);
  printf("bf16 value: %.17g\n", mlirFloatAttrGetValueDouble(b));
  show_attr("f64 -2.5", mlirFloatAttrDoubleGet(ctx, mlirF64TypeGet(ctx), -2.5));
  show_attr("f16 1e10", mlirFloatAttrDoubleGet(ctx, mlirF16TypeGet(ctx), 1e10));
  show_attr("f8E4M3FN 3", mlirFloatAttrDoubleGet(ctx, mlirFloat8E4M3FNTypeGet(ctx), 3.0));
  MlirLocation loc = mlirLocationFileLineColGet(ctx, str("attrs.mlir"), 4, 9);
  show_attr("checked ok", mlirFloatAttrDoubleGetChecked(loc, f32, 1.5));
  show_attr("checked int type", mlirFloatAttrDoubleGetChecked(loc, i8, 1.5));
  printf("parsed equal: %d\n", mlirAttributeEqual(x, parse_attr(ctx, "0.1 : f32")));
  show_str("float name", mlirFloatAttrGetName());
}

static void strings_and_simple(MlirContext ctx) {
  MlirAttribute s = mlirStringAttrGet(ctx, str("hello \"world\"\n"));
  show_attr("string", s);
  printf("string: isa=%d\n", mlirAttributeIsAString(s));
  show_str("value", mlirStringAttrGetValue(s));
  show_type("type", mlirAttributeGetType(s));
  show_id("string", s, mlirStringAttrGetTypeID());
  MlirAttribute ts = mlirStringAttrTypedGet(mlirIntegerTypeGet(ctx, 32), str("typed"));
  show_attr("typed string", ts);
  show_type("typed type", mlirAttributeGetType(ts));
  MlirAttribute bin = mlirStringAttrGet(ctx, mlirStringRefCreate("a\0b\x7f", 4));
  show_attr("binary string", bin);
  printf("binary length: %zu\n", mlirStringAttrGetValue(bin).length);
  show_str("string name", mlirStringAttrGetName());

  MlirAttribute unit = mlirUnitAttrGet(ctx);
  show_attr("unit", unit);
  printf("unit: %d %d\n", mlirAttributeIsAUnit(unit), mlirAttributeIsAUnit(s));
  show_id("unit", unit, mlirUnitAttrGetTypeID());
  show_str("unit name", mlirUnitAttrGetName());

  MlirType tt = mlirFunctionTypeGet(ctx, 0, NULL, 0, NULL);
  MlirAttribute ta = mlirTypeAttrGet(tt);
  show_attr("type attr", ta);
  printf("type attr: isa=%d same=%d\n", mlirAttributeIsAType(ta),
         mlirTypeEqual(mlirTypeAttrGetValue(ta), tt));
  show_id("type attr", ta, mlirTypeAttrGetTypeID());
  show_str("type attr name", mlirTypeAttrGetName());

  MlirAttribute op = mlirOpaqueAttrGet(ctx, str("mydialect"), 9, "thing<42>",
                                       mlirIndexTypeGet(ctx));
  show_attr("opaque", op);
  printf("opaque: isa=%d\n", mlirAttributeIsAOpaque(op));
  show_str("opaque ns", mlirOpaqueAttrGetDialectNamespace(op));
  show_str("opaque data", mlirOpaqueAttrGetData(op));
  show_type("opaque type", mlirAttributeGetType(op));
  show_id("opaque", op, mlirOpaqueAttrGetTypeID());
  show_str("opaque name", mlirOpaqueAttrGetName());

  printf("null attribute: %d\n", mlirAttributeIsNull(mlirAttributeGetNull()));
  MlirAttribute la = mlirLocationGetAttribute(mlirLocationUnknownGet(ctx));
  printf("is location: %d %d\n", mlirAttributeIsALocation(la), mlirAttributeIsALocation(s));
}

static void aggregates(MlirContext ctx) {
  MlirAttribute elems[] = {mlirUnitAttrGet(ctx), mlirStringAttrGet(ctx, str("s")),
                           mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 3)};
  MlirAttribute arr = mlirArrayAttrGet(ctx, 3, elems);
  show_attr("array", arr);
  printf("array: isa=%d n=%ld\n", mlirAttributeIsAArray(arr), (long)mlirArrayAttrGetNumElements(arr));
  show_attr("array[1]", mlirArrayAttrGetElement(arr, 1));
  show_attr("empty array", mlirArrayAttrGet(ctx, 0, NULL));
  show_id("array", arr, mlirArrayAttrGetTypeID());
  show_str("array name", mlirArrayAttrGetName());

  MlirNamedAttribute entries[] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("zeta")), arr),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("alpha")), mlirUnitAttrGet(ctx)),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("mid dle")), mlirBoolAttrGet(ctx, 0)),
  };
  MlirAttribute dict = mlirDictionaryAttrGet(ctx, 3, entries);
  show_attr("dictionary", dict);
  printf("dictionary: isa=%d n=%ld\n", mlirAttributeIsADictionary(dict),
         (long)mlirDictionaryAttrGetNumElements(dict));
  for (intptr_t i = 0; i < mlirDictionaryAttrGetNumElements(dict); i++) {
    MlirNamedAttribute e = mlirDictionaryAttrGetElement(dict, i);
    MlirStringRef n = mlirIdentifierStr(e.name);
    printf("  [%ld] %.*s = ", (long)i, (int)n.length, n.data);
    mlirAttributePrint(e.attribute, print_out, NULL);
    printf("\n");
  }
  show_attr("by name", mlirDictionaryAttrGetElementByName(dict, str("alpha")));
  show_attr("missing", mlirDictionaryAttrGetElementByName(dict, str("beta")));
  show_attr("empty dictionary", mlirDictionaryAttrGet(ctx, 0, NULL));
  show_id("dictionary", dict, mlirDictionaryAttrGetTypeID());
  show_str("dictionary name", mlirDictionaryAttrGetName());
  printf("parsed equal: %d\n",
         mlirAttributeEqual(dict, parse_attr(ctx, "{\"mid dle\" = false, alpha, zeta = [unit, \"s\", 3]}")));
}

static void symbols(MlirContext ctx) {
  MlirAttribute flat = mlirFlatSymbolRefAttrGet(ctx, str("func"));
  show_attr("flat", flat);
  printf("flat: %d %d\n", mlirAttributeIsAFlatSymbolRef(flat), mlirAttributeIsASymbolRef(flat));
  show_str("flat value", mlirFlatSymbolRefAttrGetValue(flat));
  MlirAttribute refs[] = {mlirFlatSymbolRefAttrGet(ctx, str("inner")),
                          mlirFlatSymbolRefAttrGet(ctx, str("needs quotes"))};
  MlirAttribute nested = mlirSymbolRefAttrGet(ctx, str("outer"), 2, refs);
  show_attr("nested", nested);
  printf("nested: %d %d n=%ld\n", mlirAttributeIsAFlatSymbolRef(nested),
         mlirAttributeIsASymbolRef(nested), (long)mlirSymbolRefAttrGetNumNestedReferences(nested));
  show_str("root", mlirSymbolRefAttrGetRootReference(nested));
  show_str("leaf", mlirSymbolRefAttrGetLeafReference(nested));
  show_str("flat leaf", mlirSymbolRefAttrGetLeafReference(flat));
  show_attr("nested[1]", mlirSymbolRefAttrGetNestedReference(nested, 1));
  printf("nested[0] equal: %d\n", mlirAttributeEqual(mlirSymbolRefAttrGetNestedReference(nested, 0), refs[0]));
  printf("typeid: %d %d\n", mlirTypeIDEqual(mlirAttributeGetTypeID(flat), mlirSymbolRefAttrGetTypeID()),
         mlirTypeIDEqual(mlirAttributeGetTypeID(nested), mlirSymbolRefAttrGetTypeID()));
  printf("zero nested equals flat: %d\n",
         mlirAttributeEqual(mlirSymbolRefAttrGet(ctx, str("func"), 0, NULL), flat));
  printf("parsed equal: %d\n", mlirAttributeEqual(nested, parse_attr(ctx, "@outer::@inner::@\"needs quotes\"")));
  show_str("symbol ref name", mlirSymbolRefAttrGetName());
  show_str("flat name", mlirFlatSymbolRefAttrGetName());

  int64_t strides[] = {8, mlirShapedTypeGetDynamicStrideOrOffset(), 1};
  MlirAttribute sl = mlirStridedLayoutAttrGet(ctx, 16, 3, strides);
  show_attr("strided", sl);
  printf("strided: isa=%d offset=%" PRId64 " n=%ld s1 dyn=%d s2=%" PRId64 "\n",
         mlirAttributeIsAStridedLayout(sl), mlirStridedLayoutAttrGetOffset(sl),
         (long)mlirStridedLayoutAttrGetNumStrides(sl),
         mlirStridedLayoutAttrGetStride(sl, 1) == mlirShapedTypeGetDynamicStrideOrOffset(),
         mlirStridedLayoutAttrGetStride(sl, 2));
  show_attr("strided dynamic offset",
            mlirStridedLayoutAttrGet(ctx, mlirShapedTypeGetDynamicStrideOrOffset(), 1, strides));
  show_attr("strided rank 0", mlirStridedLayoutAttrGet(ctx, 0, 0, NULL));
  show_id("strided", sl, mlirStridedLayoutAttrGetTypeID());
  show_str("strided name", mlirStridedLayoutAttrGetName());
}

static void dense_arrays(MlirContext ctx) {
  int bools[] = {1, 0, 9};
  int8_t i8s[] = {-128, 0, 127};
  int16_t i16s[] = {-300, 300};
  int32_t i32s[] = {1, -2, 3, 2147483647};
  int64_t i64s[] = {INT64_MIN, 0, INT64_MAX};
  float f32s[] = {1.5f, -0.0f, 3.25e-3f};
  double f64s[] = {0.1, -1e300};
  MlirAttribute b = mlirDenseBoolArrayGet(ctx, 3, bools);
  MlirAttribute a8 = mlirDenseI8ArrayGet(ctx, 3, i8s);
  MlirAttribute a16 = mlirDenseI16ArrayGet(ctx, 2, i16s);
  MlirAttribute a32 = mlirDenseI32ArrayGet(ctx, 4, i32s);
  MlirAttribute a64 = mlirDenseI64ArrayGet(ctx, 3, i64s);
  MlirAttribute af = mlirDenseF32ArrayGet(ctx, 3, f32s);
  MlirAttribute ad = mlirDenseF64ArrayGet(ctx, 2, f64s);
  MlirAttribute all[] = {b, a8, a16, a32, a64, af, ad};
  const char *names[] = {"bool", "i8", "i16", "i32", "i64", "f32", "f64"};
  for (int i = 0; i < 7; i++) {
    show_attr(names[i], all[i]);
    printf("  n=%ld isa: %d%d%d%d%d%d%d typeid=%d\n", (long)mlirDenseArrayGetNumElements(all[i]),
           mlirAttributeIsADenseBoolArray(all[i]), mlirAttributeIsADenseI8Array(all[i]),
           mlirAttributeIsADenseI16Array(all[i]), mlirAttributeIsADenseI32Array(all[i]),
           mlirAttributeIsADenseI64Array(all[i]), mlirAttributeIsADenseF32Array(all[i]),
           mlirAttributeIsADenseF64Array(all[i]),
           mlirTypeIDEqual(mlirAttributeGetTypeID(all[i]), mlirDenseArrayAttrGetTypeID()));
  }
  printf("bool elems: %d %d %d\n", mlirDenseBoolArrayGetElement(b, 0),
         mlirDenseBoolArrayGetElement(b, 1), mlirDenseBoolArrayGetElement(b, 2));
  printf("i8 elems: %d %d\n", mlirDenseI8ArrayGetElement(a8, 0), mlirDenseI8ArrayGetElement(a8, 2));
  printf("i16 elem: %d\n", mlirDenseI16ArrayGetElement(a16, 0));
  printf("i32 elem: %d\n", mlirDenseI32ArrayGetElement(a32, 3));
  printf("i64 elem: %" PRId64 "\n", mlirDenseI64ArrayGetElement(a64, 0));
  printf("f32 elem: %.9g\n", (double)mlirDenseF32ArrayGetElement(af, 2));
  printf("f64 elem: %.17g\n", mlirDenseF64ArrayGetElement(ad, 1));
  show_attr("empty i32", mlirDenseI32ArrayGet(ctx, 0, NULL));
  printf("parsed equal: %d %d\n", mlirAttributeEqual(a32, parse_attr(ctx, "array<i32: 1, -2, 3, 2147483647>")),
         mlirAttributeEqual(b, parse_attr(ctx, "array<i1: true, false, true>")));
  printf("is elements: %d\n", mlirAttributeIsAElements(a32));
}

/* Prints how a dense elements attribute answers the generic queries. */
static void dense_info(const char *label, MlirAttribute a) {
  show_attr(label, a);
  if (mlirAttributeIsNull(a)) return;
  printf("  dense=%d int=%d fp=%d elements=%d splat=%d n=%" PRId64 " typeid=%d\n",
         mlirAttributeIsADenseElements(a), mlirAttributeIsADenseIntElements(a),
         mlirAttributeIsADenseFPElements(a), mlirAttributeIsAElements(a),
         mlirDenseElementsAttrIsSplat(a), mlirElementsAttrGetNumElements(a),
         mlirTypeIDEqual(mlirAttributeGetTypeID(a), mlirDenseIntOrFPElementsAttrGetTypeID()));
}

static void dense_elements(MlirContext ctx) {
  MlirType t23 = parse_type(ctx, "tensor<2x3xi32>");
  int32_t v[] = {1, 2, 3, 4, 5, -6};
  MlirAttribute a = mlirDenseElementsAttrInt32Get(t23, 6, v);
  dense_info("i32 2x3", a);
  printf("  values:");
  for (int i = 0; i < 6; i++) printf(" %d", mlirDenseElementsAttrGetInt32Value(a, i));
  printf(" u=%u\n", mlirDenseElementsAttrGetUInt32Value(a, 5));
  uint64_t idx[] = {1, 2};
  uint64_t bad[] = {2, 0};
  show_attr("  [1][2]", mlirElementsAttrGetValue(a, 2, idx));
  printf("  valid: %d %d %d\n", mlirElementsAttrIsValidIndex(a, 2, idx),
         mlirElementsAttrIsValidIndex(a, 2, bad), mlirElementsAttrIsValidIndex(a, 1, idx));
  const unsigned char *raw = mlirDenseElementsAttrGetRawData(a);
  printf("  raw:");
  for (int i = 0; i < 24; i++) printf(" %02x", raw[i]);
  printf("\n");
  printf("  parsed equal: %d\n", mlirAttributeEqual(a, parse_attr(ctx, "dense<[[1, 2, 3], [4, 5, -6]]> : tensor<2x3xi32>")));
  MlirAttribute r = mlirDenseElementsAttrReshapeGet(a, parse_type(ctx, "tensor<3x2xi32>"));
  dense_info("reshaped", r);

  int32_t same[] = {7, 7, 7, 7, 7, 7};
  MlirAttribute sp = mlirDenseElementsAttrInt32Get(t23, 6, same);
  dense_info("equal elements", sp);
  printf("  splat value %d, elem 4 = %d\n", mlirDenseElementsAttrGetInt32SplatValue(sp),
         mlirDenseElementsAttrGetInt32Value(sp, 4));
  show_attr("  splat attr", mlirDenseElementsAttrGetSplatValue(sp));
  printf("  equals splat get: %d %d\n", mlirAttributeEqual(sp, mlirDenseElementsAttrInt32SplatGet(t23, 7)),
         mlirAttributeEqual(sp, parse_attr(ctx, "dense<7> : tensor<2x3xi32>")));
  printf("  splat of attr equal: %d\n",
         mlirAttributeEqual(sp, mlirDenseElementsAttrSplatGet(t23, mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 32), 7))));

  MlirType vb = parse_type(ctx, "vector<10xi1>");
  int bools[] = {1, 0, 1, 1, 0, 0, 0, 0, 1, 1};
  MlirAttribute bl = mlirDenseElementsAttrBoolGet(vb, 10, bools);
  dense_info("bools", bl);
  printf("  values:");
  for (int i = 0; i < 10; i++) printf(" %d", mlirDenseElementsAttrGetBoolValue(bl, i));
  raw = mlirDenseElementsAttrGetRawData(bl);
  printf(" raw %02x %02x\n", raw[0], raw[1]);
  printf("  parsed equal: %d\n", mlirAttributeEqual(bl, parse_attr(ctx, "dense<[true, false, true, true, false, false, false, false, true, true]> : vector<10xi1>")));
  MlirAttribute bs = mlirDenseElementsAttrBoolSplatGet(vb, true);
  dense_info("bool splat", bs);
  printf("  splat %d value 9 %d raw %02x\n", mlirDenseElementsAttrGetBoolSplatValue(bs),
         mlirDenseElementsAttrGetBoolValue(bs, 9), *(const unsigned char *)mlirDenseElementsAttrGetRawData(bs));
  dense_info("bool splat false", mlirDenseElementsAttrBoolSplatGet(vb, false));

  MlirType tf = parse_type(ctx, "tensor<3xf32>");
  float fv[] = {1.5f, -2.25f, 1e-3f};
  MlirAttribute fa = mlirDenseElementsAttrFloatGet(tf, 3, fv);
  dense_info("f32", fa);
  printf("  values: %.9g %.9g %.9g\n", (double)mlirDenseElementsAttrGetFloatValue(fa, 0),
         (double)mlirDenseElementsAttrGetFloatValue(fa, 1), (double)mlirDenseElementsAttrGetFloatValue(fa, 2));
  uint64_t i1[] = {1};
  show_attr("  [1]", mlirElementsAttrGetValue(fa, 1, i1));
  dense_info("f32 splat", mlirDenseElementsAttrFloatSplatGet(tf, 0.5f));
  MlirType td = parse_type(ctx, "tensor<2xf64>");
  double dv[] = {0.1, 1e100};
  MlirAttribute da = mlirDenseElementsAttrDoubleGet(td, 2, dv);
  dense_info("f64", da);
  printf("  values: %.17g %.17g\n", mlirDenseElementsAttrGetDoubleValue(da, 0),
         mlirDenseElementsAttrGetDoubleValue(da, 1));
  MlirAttribute ds = mlirDenseElementsAttrDoubleSplatGet(td, -3.5);
  dense_info("f64 splat", ds);
  printf("  splat %.17g float splat %.9g\n", mlirDenseElementsAttrGetDoubleSplatValue(ds),
         (double)mlirDenseElementsAttrGetFloatSplatValue(mlirDenseElementsAttrFloatSplatGet(tf, 0.5f)));
  uint16_t halves[] = {0x3c00, 0xc000};
  dense_info("f16 bits", mlirDenseElementsAttrFloat16Get(parse_type(ctx, "tensor<2xf16>"), 2, halves));
  dense_info("bf16 bits", mlirDenseElementsAttrBFloat16Get(parse_type(ctx, "tensor<2xbf16>"), 2, halves));

  uint8_t u8[] = {0, 255, 128};
  int8_t s8[] = {-1, 2, -3};
  MlirType t3u8 = parse_type(ctx, "tensor<3xui8>");
  MlirType t3i8 = parse_type(ctx, "tensor<3xi8>");
  MlirAttribute au8 = mlirDenseElementsAttrUInt8Get(t3u8, 3, u8);
  MlirAttribute ai8 = mlirDenseElementsAttrInt8Get(t3i8, 3, s8);
  dense_info("ui8", au8);
  dense_info("i8", ai8);
  printf("  u8 %u i8 %d\n", mlirDenseElementsAttrGetUInt8Value(au8, 1), mlirDenseElementsAttrGetInt8Value(ai8, 2));
  uint16_t u16[] = {65535, 1};
  int16_t s16[] = {-32768, 5};
  MlirAttribute au16 = mlirDenseElementsAttrUInt16Get(parse_type(ctx, "tensor<2xui16>"), 2, u16);
  MlirAttribute ai16 = mlirDenseElementsAttrInt16Get(parse_type(ctx, "tensor<2xsi16>"), 2, s16);
  dense_info("ui16", au16);
  dense_info("si16", ai16);
  printf("  u16 %u i16 %d\n", mlirDenseElementsAttrGetUInt16Value(au16, 0), mlirDenseElementsAttrGetInt16Value(ai16, 0));
  uint32_t u32[] = {4000000000u, 1};
  MlirAttribute au32 = mlirDenseElementsAttrUInt32Get(parse_type(ctx, "tensor<2xui32>"), 2, u32);
  dense_info("ui32", au32);
  uint64_t u64[] = {UINT64_MAX, 3};
  int64_t s64[] = {INT64_MIN, 3};
  MlirAttribute au64 = mlirDenseElementsAttrUInt64Get(parse_type(ctx, "tensor<2xui64>"), 2, u64);
  MlirAttribute ai64 = mlirDenseElementsAttrInt64Get(parse_type(ctx, "tensor<2xi64>"), 2, s64);
  dense_info("ui64", au64);
  dense_info("i64", ai64);
  printf("  u64 %" PRIu64 " i64 %" PRId64 "\n", mlirDenseElementsAttrGetUInt64Value(au64, 0),
         mlirDenseElementsAttrGetInt64Value(ai64, 0));
  uint64_t ix[] = {5, 6};
  MlirAttribute aix = mlirDenseElementsAttrRawBufferGet(parse_type(ctx, "tensor<2xindex>"), sizeof ix, ix);
  dense_info("index", aix);
  printf("  index %" PRIu64 "\n", mlirDenseElementsAttrGetIndexValue(aix, 1));

  MlirType t4 = parse_type(ctx, "tensor<4xi32>");
  dense_info("ui8 splat", mlirDenseElementsAttrUInt8SplatGet(t3u8, 200));
  dense_info("i8 splat", mlirDenseElementsAttrInt8SplatGet(t3i8, -7));
  printf("  i8 splat value %d u8 splat value %u\n",
         mlirDenseElementsAttrGetInt8SplatValue(mlirDenseElementsAttrInt8SplatGet(t3i8, -7)),
         mlirDenseElementsAttrGetUInt8SplatValue(mlirDenseElementsAttrUInt8SplatGet(t3u8, 200)));
  MlirAttribute su32 = mlirDenseElementsAttrUInt32SplatGet(parse_type(ctx, "tensor<4xui32>"), 9);
  dense_info("ui32 splat", su32);
  printf("  value %u\n", mlirDenseElementsAttrGetUInt32SplatValue(su32));
  MlirAttribute si32 = mlirDenseElementsAttrInt32SplatGet(t4, -9);
  printf("  i32 splat value %d\n", mlirDenseElementsAttrGetInt32SplatValue(si32));
  MlirAttribute su64 = mlirDenseElementsAttrUInt64SplatGet(parse_type(ctx, "tensor<2xui64>"), 10);
  MlirAttribute si64 = mlirDenseElementsAttrInt64SplatGet(parse_type(ctx, "tensor<2xi64>"), -10);
  dense_info("ui64 splat", su64);
  dense_info("i64 splat", si64);
  printf("  values %" PRIu64 " %" PRId64 "\n", mlirDenseElementsAttrGetUInt64SplatValue(su64),
         mlirDenseElementsAttrGetInt64SplatValue(si64));

  uint32_t rawv[] = {10, 20, 30, 40};
  dense_info("raw buffer", mlirDenseElementsAttrRawBufferGet(t4, sizeof rawv, rawv));
  dense_info("raw buffer splat", mlirDenseElementsAttrRawBufferGet(t4, 4, rawv));
  dense_info("raw buffer bad size", mlirDenseElementsAttrRawBufferGet(t4, 6, rawv));
  unsigned char bits = 0x05;
  dense_info("raw bools", mlirDenseElementsAttrRawBufferGet(parse_type(ctx, "tensor<4xi1>"), 1, &bits));
  MlirAttribute elems[] = {mlirFloatAttrDoubleGet(ctx, mlirF32TypeGet(ctx), 1.0),
                           mlirFloatAttrDoubleGet(ctx, mlirF32TypeGet(ctx), 2.0),
                           mlirFloatAttrDoubleGet(ctx, mlirF32TypeGet(ctx), 4.0)};
  dense_info("from attributes", mlirDenseElementsAttrGet(tf, 3, elems));
  MlirType tc = parse_type(ctx, "tensor<2xcomplex<f32>>");
  MlirAttribute c0[] = {elems[0], elems[1]};
  MlirAttribute c1[] = {elems[2], elems[0]};
  MlirAttribute cel[] = {mlirArrayAttrGet(ctx, 2, c0), mlirArrayAttrGet(ctx, 2, c1)};
  MlirAttribute ca = mlirDenseElementsAttrGet(tc, 2, cel);
  dense_info("complex", ca);
  show_attr("  [1]", mlirElementsAttrGetValue(ca, 1, i1));
  MlirAttribute ci = parse_attr(ctx, "dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i16>>");
  dense_info("parsed complex int", ci);
  show_attr("  [1]", mlirElementsAttrGetValue(ci, 1, i1));
  dense_info("empty", mlirDenseElementsAttrInt32Get(parse_type(ctx, "tensor<0xi32>"), 0, NULL));
  MlirAttribute rank0 = mlirDenseElementsAttrInt32Get(parse_type(ctx, "tensor<i32>"), 1, v);
  dense_info("rank 0", rank0);
  uint64_t zero = 0;
  printf("  valid: %d %d\n", mlirElementsAttrIsValidIndex(rank0, 0, NULL),
         mlirElementsAttrIsValidIndex(rank0, 1, &zero));
  show_attr("  value", mlirElementsAttrGetValue(rank0, 0, NULL));
  MlirAttribute parsed = parse_attr(ctx, "dense<[[1.5, 2.0], [0.0, -1.0]]> : tensor<2x2xf64>");
  dense_info("parsed", parsed);
  uint64_t i11[] = {1, 1};
  show_attr("  [1][1]", mlirElementsAttrGetValue(parsed, 2, i11));
  printf("  value 2: %.17g\n", mlirDenseElementsAttrGetDoubleValue(parsed, 2));
}

static void dense_strings(MlirContext ctx) {
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirType t = parse_type(ctx, "tensor<3x!test.str>");
  MlirStringRef strs[] = {str("ab"), str(""), str("xyz")};
  MlirAttribute a = mlirDenseElementsAttrStringGet(t, 3, strs);
  printf("string elements: dense=%d int=%d fp=%d elements=%d splat=%d n=%" PRId64 "\n",
         mlirAttributeIsADenseElements(a), mlirAttributeIsADenseIntElements(a),
         mlirAttributeIsADenseFPElements(a), mlirAttributeIsAElements(a),
         mlirDenseElementsAttrIsSplat(a), mlirElementsAttrGetNumElements(a));
  for (int i = 0; i < 3; i++) show_str("  value", mlirDenseElementsAttrGetStringValue(a, i));
  MlirStringRef one[] = {str("same")};
  MlirAttribute s = mlirDenseElementsAttrStringGet(t, 1, one);
  printf("string splat: splat=%d\n", mlirDenseElementsAttrIsSplat(s));
  show_str("  splat value", mlirDenseElementsAttrGetStringSplatValue(s));
  show_str("  value 2", mlirDenseElementsAttrGetStringValue(s, 2));
  MlirStringRef thrice[] = {str("same"), str("same"), str("same")};
  printf("  equal strings are a splat: %d\n",
         mlirAttributeEqual(s, mlirDenseElementsAttrStringGet(t, 3, thrice)));
  MlirAttribute sattrs[] = {mlirStringAttrGet(ctx, str("ab")), mlirStringAttrGet(ctx, str("")),
                            mlirStringAttrGet(ctx, str("xyz"))};
  printf("  from attributes equal: %d\n", mlirAttributeEqual(a, mlirDenseElementsAttrGet(t, 3, sattrs)));
  mlirContextSetAllowUnregisteredDialects(ctx, false);
}

/* Parsed dense literals in upstream's canonical form, dense strings and
 * strided layouts. */
static void parsed_literals(MlirContext ctx) {
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  static const char *const texts[] = {
      "dense<[7, 7]> : tensor<2xi32>", "dense<5> : tensor<1xi32>",
      "dense<[true, true]> : tensor<2xi1>", "dense<\"0x01\"> : tensor<16xi1>",
      "dense<[[1.5]]> : tensor<1x1xf32>", "dense<[\"ab\", \"cd\"]> : tensor<2x!foo.s>",
      "strided<[1], offset: ?>",
  };
  for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) show_attr(texts[i], parse_attr(ctx, texts[i]));
  int32_t sevens[] = {7, 7};
  printf("parsed list equals built splat: %d\n",
         mlirAttributeEqual(parse_attr(ctx, "dense<[7, 7]> : tensor<2xi32>"),
                            mlirDenseElementsAttrInt32Get(parse_type(ctx, "tensor<2xi32>"), 2, sevens)));
  printf("parsed bool splat equals built: %d\n",
         mlirAttributeEqual(parse_attr(ctx, "dense<true> : tensor<4xi1>"),
                            mlirDenseElementsAttrBoolSplatGet(parse_type(ctx, "tensor<4xi1>"), true)));
  MlirStringRef strs[] = {str("ab"), str("cd")};
  show_attr("built strings", mlirDenseElementsAttrStringGet(parse_type(ctx, "tensor<2x!foo.s>"), 2, strs));
}

int main(void) {
  MlirContext ctx = new_context();
  printf("== integer, bool, float\n");
  scalars(ctx);
  printf("== string, unit, type, opaque\n");
  strings_and_simple(ctx);
  printf("== array, dictionary\n");
  aggregates(ctx);
  printf("== symbol refs, strided layout\n");
  symbols(ctx);
  printf("== dense arrays\n");
  dense_arrays(ctx);
  printf("== dense elements\n");
  dense_elements(ctx);
  printf("== dense string elements\n");
  dense_strings(ctx);
  printf("== parsed literals\n");
  parsed_literals(ctx);
  mlirContextDestroy(ctx);
  return 0;
}
