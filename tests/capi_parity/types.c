/* types.c: parity of mlir-c/BuiltinTypes.h: construction, queries, names,
 * TypeIDs, printing, parsing and the checked constructors' diagnostics. */
#include "parity.h"

static void integers(MlirContext ctx) {
  MlirType i17 = mlirIntegerTypeGet(ctx, 17);
  MlirType si8 = mlirIntegerTypeSignedGet(ctx, 8);
  MlirType ui64 = mlirIntegerTypeUnsignedGet(ctx, 64);
  show_type("i17", i17);
  show_type("si8", si8);
  show_type("ui64", ui64);
  printf("isa integer: %d %d %d\n", mlirTypeIsAInteger(i17), mlirTypeIsAInteger(si8),
         mlirTypeIsAInteger(mlirIndexTypeGet(ctx)));
  printf("widths: %u %u %u\n", mlirIntegerTypeGetWidth(i17), mlirIntegerTypeGetWidth(si8),
         mlirIntegerTypeGetWidth(ui64));
  printf("signless: %d %d %d\n", mlirIntegerTypeIsSignless(i17), mlirIntegerTypeIsSignless(si8),
         mlirIntegerTypeIsSignless(ui64));
  printf("signed: %d %d %d\n", mlirIntegerTypeIsSigned(i17), mlirIntegerTypeIsSigned(si8),
         mlirIntegerTypeIsSigned(ui64));
  printf("unsigned: %d %d %d\n", mlirIntegerTypeIsUnsigned(i17),
         mlirIntegerTypeIsUnsigned(si8), mlirIntegerTypeIsUnsigned(ui64));
  printf("uniqued: %d\n", mlirTypeEqual(i17, mlirIntegerTypeGet(ctx, 17)));
  printf("parsed equal: %d\n", mlirTypeEqual(si8, parse_type(ctx, "si8")));
  printf("typeid: %d %d\n", mlirTypeIDEqual(mlirTypeGetTypeID(ui64), mlirIntegerTypeGetTypeID()),
         mlirTypeIDEqual(mlirTypeGetTypeID(ui64), mlirIndexTypeGetTypeID()));
  show_str("name", mlirIntegerTypeGetName());
  show_type("i1", mlirIntegerTypeGet(ctx, 1));

  MlirType index = mlirIndexTypeGet(ctx);
  show_type("index", index);
  printf("isa index: %d %d\n", mlirTypeIsAIndex(index), mlirTypeIsAIndex(i17));
  printf("index typeid: %d\n", mlirTypeIDEqual(mlirTypeGetTypeID(index), mlirIndexTypeGetTypeID()));
  show_str("index name", mlirIndexTypeGetName());
  printf("context: %d\n", mlirContextEqual(mlirTypeGetContext(index), ctx));
}

/* One row per float family: getter, test, TypeID and name. */
typedef struct FloatFamily {
  MlirType (*get)(MlirContext);
  bool (*isa)(MlirType);
  MlirTypeID (*id)(void);
  MlirStringRef (*name)(void);
} FloatFamily;

static void floats(MlirContext ctx) {
  static const FloatFamily families[] = {
      {mlirFloat4E2M1FNTypeGet, mlirTypeIsAFloat4E2M1FN, mlirFloat4E2M1FNTypeGetTypeID,
       mlirFloat4E2M1FNTypeGetName},
      {mlirFloat6E2M3FNTypeGet, mlirTypeIsAFloat6E2M3FN, mlirFloat6E2M3FNTypeGetTypeID,
       mlirFloat6E2M3FNTypeGetName},
      {mlirFloat6E3M2FNTypeGet, mlirTypeIsAFloat6E3M2FN, mlirFloat6E3M2FNTypeGetTypeID,
       mlirFloat6E3M2FNTypeGetName},
      {mlirFloat8E5M2TypeGet, mlirTypeIsAFloat8E5M2, mlirFloat8E5M2TypeGetTypeID,
       mlirFloat8E5M2TypeGetName},
      {mlirFloat8E4M3TypeGet, mlirTypeIsAFloat8E4M3, mlirFloat8E4M3TypeGetTypeID,
       mlirFloat8E4M3TypeGetName},
      {mlirFloat8E4M3FNTypeGet, mlirTypeIsAFloat8E4M3FN, mlirFloat8E4M3FNTypeGetTypeID,
       mlirFloat8E4M3FNTypeGetName},
      {mlirFloat8E5M2FNUZTypeGet, mlirTypeIsAFloat8E5M2FNUZ, mlirFloat8E5M2FNUZTypeGetTypeID,
       mlirFloat8E5M2FNUZTypeGetName},
      {mlirFloat8E4M3FNUZTypeGet, mlirTypeIsAFloat8E4M3FNUZ, mlirFloat8E4M3FNUZTypeGetTypeID,
       mlirFloat8E4M3FNUZTypeGetName},
      {mlirFloat8E4M3B11FNUZTypeGet, mlirTypeIsAFloat8E4M3B11FNUZ,
       mlirFloat8E4M3B11FNUZTypeGetTypeID, mlirFloat8E4M3B11FNUZTypeGetName},
      {mlirFloat8E3M4TypeGet, mlirTypeIsAFloat8E3M4, mlirFloat8E3M4TypeGetTypeID,
       mlirFloat8E3M4TypeGetName},
      {mlirFloat8E8M0FNUTypeGet, mlirTypeIsAFloat8E8M0FNU, mlirFloat8E8M0FNUTypeGetTypeID,
       mlirFloat8E8M0FNUTypeGetName},
      {mlirBF16TypeGet, mlirTypeIsABF16, mlirBFloat16TypeGetTypeID, mlirBF16TypeGetName},
      {mlirF16TypeGet, mlirTypeIsAF16, mlirFloat16TypeGetTypeID, mlirF16TypeGetName},
      {mlirF32TypeGet, mlirTypeIsAF32, mlirFloat32TypeGetTypeID, mlirF32TypeGetName},
      {mlirF64TypeGet, mlirTypeIsAF64, mlirFloat64TypeGetTypeID, mlirF64TypeGetName},
      {mlirTF32TypeGet, mlirTypeIsATF32, mlirFloatTF32TypeGetTypeID, mlirTF32TypeGetName},
  };
  size_t n = sizeof families / sizeof *families;
  for (size_t i = 0; i < n; i++) {
    MlirType t = families[i].get(ctx);
    MlirStringRef name = families[i].name();
    printf("%.*s: ", (int)name.length, name.data);
    mlirTypePrint(t, print_out, NULL);
    printf(" float=%d width=%u", mlirTypeIsAFloat(t), mlirFloatTypeGetWidth(t));
    /* Each test and TypeID accepts its own family only. */
    int hits = 0, ids = 0;
    for (size_t j = 0; j < n; j++) {
      hits += families[j].isa(t);
      ids += mlirTypeIDEqual(mlirTypeGetTypeID(t), families[j].id());
    }
    printf(" isa=%d own=%d ids=%d own=%d\n", hits, families[i].isa(t), ids,
           mlirTypeIDEqual(mlirTypeGetTypeID(t), families[i].id()));
  }
  printf("int is float: %d\n", mlirTypeIsAFloat(mlirIntegerTypeGet(ctx, 32)));
  printf("f80 width: %u\n", mlirFloatTypeGetWidth(parse_type(ctx, "f80")));
  printf("f128 is float: %d\n", mlirTypeIsAFloat(parse_type(ctx, "f128")));
}

static void misc(MlirContext ctx) {
  MlirType none = mlirNoneTypeGet(ctx);
  show_type("none", none);
  printf("none: %d %d %d\n", mlirTypeIsANone(none), mlirTypeIsANone(mlirIndexTypeGet(ctx)),
         mlirTypeIDEqual(mlirTypeGetTypeID(none), mlirNoneTypeGetTypeID()));
  show_str("none name", mlirNoneTypeGetName());

  MlirType c = mlirComplexTypeGet(mlirF32TypeGet(ctx));
  MlirType ci = mlirComplexTypeGet(mlirIntegerTypeGet(ctx, 3));
  show_type("complex", c);
  show_type("complex int", ci);
  printf("complex: %d %d %d\n", mlirTypeIsAComplex(c), mlirTypeIsAComplex(none),
         mlirTypeIDEqual(mlirTypeGetTypeID(c), mlirComplexTypeGetTypeID()));
  show_type("complex elem", mlirComplexTypeGetElementType(c));
  show_str("complex name", mlirComplexTypeGetName());

  MlirType elems[] = {mlirIntegerTypeGet(ctx, 32), c, mlirTupleTypeGet(ctx, 0, NULL)};
  MlirType tup = mlirTupleTypeGet(ctx, 3, elems);
  show_type("tuple", tup);
  printf("tuple: %d %d n=%ld\n", mlirTypeIsATuple(tup),
         mlirTypeIDEqual(mlirTypeGetTypeID(tup), mlirTupleTypeGetTypeID()),
         (long)mlirTupleTypeGetNumTypes(tup));
  show_type("tuple[1]", mlirTupleTypeGetType(tup, 1));
  show_str("tuple name", mlirTupleTypeGetName());

  MlirType ins[] = {mlirIndexTypeGet(ctx), mlirF16TypeGet(ctx)};
  MlirType outs[] = {tup};
  MlirType fn = mlirFunctionTypeGet(ctx, 2, ins, 1, outs);
  MlirType fn0 = mlirFunctionTypeGet(ctx, 0, NULL, 2, ins);
  show_type("function", fn);
  show_type("function no inputs", fn0);
  printf("function: %d %d in=%ld res=%ld\n", mlirTypeIsAFunction(fn),
         mlirTypeIDEqual(mlirTypeGetTypeID(fn), mlirFunctionTypeGetTypeID()),
         (long)mlirFunctionTypeGetNumInputs(fn), (long)mlirFunctionTypeGetNumResults(fn));
  show_type("input 1", mlirFunctionTypeGetInput(fn, 1));
  show_type("result 0", mlirFunctionTypeGetResult(fn, 0));
  show_str("function name", mlirFunctionTypeGetName());

  MlirType op = mlirOpaqueTypeGet(ctx, str("mydialect"), str("data<1, \"x\">"));
  show_type("opaque", op);
  printf("opaque: %d %d\n", mlirTypeIsAOpaque(op),
         mlirTypeIDEqual(mlirTypeGetTypeID(op), mlirOpaqueTypeGetTypeID()));
  show_str("opaque ns", mlirOpaqueTypeGetDialectNamespace(op));
  show_str("opaque data", mlirOpaqueTypeGetData(op));
  show_str("opaque name", mlirOpaqueTypeGetName());
}

static void shaped_info(const char *label, MlirType t) {
  show_type(label, t);
  printf("  shaped=%d vector=%d tensor=%d ranked=%d unranked=%d memref=%d umemref=%d\n",
         mlirTypeIsAShaped(t), mlirTypeIsAVector(t), mlirTypeIsATensor(t),
         mlirTypeIsARankedTensor(t), mlirTypeIsAUnrankedTensor(t), mlirTypeIsAMemRef(t),
         mlirTypeIsAUnrankedMemRef(t));
  show_type("  elem", mlirShapedTypeGetElementType(t));
  printf("  has rank=%d", mlirShapedTypeHasRank(t));
  if (mlirShapedTypeHasRank(t)) {
    int64_t rank = mlirShapedTypeGetRank(t);
    printf(" rank=%" PRId64 " static=%d dims:", rank, mlirShapedTypeHasStaticShape(t));
    for (int64_t i = 0; i < rank; i++)
      printf(" %" PRId64 "(%s)", mlirShapedTypeGetDimSize(t, i),
             mlirShapedTypeIsDynamicDim(t, i) ? "dyn" : mlirShapedTypeIsStaticDim(t, i) ? "static" : "?");
  }
  printf("\n");
}

static void shaped(MlirContext ctx) {
  int64_t dyn = mlirShapedTypeGetDynamicSize();
  printf("dynamic size is INT64_MIN: %d\n", dyn == INT64_MIN);
  printf("size tests: %d %d %d %d\n", mlirShapedTypeIsDynamicSize(dyn),
         mlirShapedTypeIsDynamicSize(4), mlirShapedTypeIsStaticSize(dyn),
         mlirShapedTypeIsStaticSize(-5));
  int64_t dso = mlirShapedTypeGetDynamicStrideOrOffset();
  printf("stride tests: %d %d %d %d\n", dso == INT64_MIN,
         mlirShapedTypeIsDynamicStrideOrOffset(dso), mlirShapedTypeIsStaticStrideOrOffset(dso),
         mlirShapedTypeIsStaticStrideOrOffset(-1));

  MlirType f32 = mlirF32TypeGet(ctx);
  int64_t shape[] = {2, 3, 4};
  MlirType v = mlirVectorTypeGet(3, shape, f32);
  shaped_info("vector", v);
  printf("  scalable=%d typeid=%d\n", mlirVectorTypeIsScalable(v),
         mlirTypeIDEqual(mlirTypeGetTypeID(v), mlirVectorTypeGetTypeID()));
  bool scal[] = {false, true, false};
  MlirType vs = mlirVectorTypeGetScalable(3, shape, scal, mlirIndexTypeGet(ctx));
  shaped_info("scalable vector", vs);
  printf("  scalable=%d dims: %d %d %d\n", mlirVectorTypeIsScalable(vs),
         mlirVectorTypeIsDimScalable(vs, 0), mlirVectorTypeIsDimScalable(vs, 1),
         mlirVectorTypeIsDimScalable(vs, 2));
  bool none[] = {false, false, false};
  printf("  unscalable equals plain: %d\n",
         mlirTypeEqual(mlirVectorTypeGetScalable(3, shape, none, f32), v));
  show_type("vector rank 0", mlirVectorTypeGet(0, NULL, f32));
  printf("  parsed equal: %d\n", mlirTypeEqual(vs, parse_type(ctx, "vector<2x[3]x4xindex>")));
  show_str("vector name", mlirVectorTypeGetName());

  int64_t tshape[] = {dyn, 3};
  MlirType rt = mlirRankedTensorTypeGet(2, tshape, f32, mlirAttributeGetNull());
  shaped_info("tensor", rt);
  printf("  encoding null=%d typeid=%d\n", mlirAttributeIsNull(mlirRankedTensorTypeGetEncoding(rt)),
         mlirTypeIDEqual(mlirTypeGetTypeID(rt), mlirRankedTensorTypeGetTypeID()));
  MlirType rte = mlirRankedTensorTypeGet(2, tshape, mlirComplexTypeGet(f32),
                                         mlirStringAttrGet(ctx, str("enc")));
  shaped_info("tensor with encoding", rte);
  show_attr("  encoding", mlirRankedTensorTypeGetEncoding(rte));
  printf("  parsed equal: %d\n", mlirTypeEqual(rte, parse_type(ctx, "tensor<?x3xcomplex<f32>, \"enc\">")));
  show_type("tensor rank 0", mlirRankedTensorTypeGet(0, NULL, mlirIntegerTypeGet(ctx, 1),
                                                     mlirAttributeGetNull()));
  MlirType ut = mlirUnrankedTensorTypeGet(mlirIntegerTypeGet(ctx, 8));
  shaped_info("unranked tensor", ut);
  printf("  typeid=%d\n", mlirTypeIDEqual(mlirTypeGetTypeID(ut), mlirUnrankedTensorTypeGetTypeID()));
  show_str("tensor name", mlirRankedTensorTypeGetName());
  show_str("unranked tensor name", mlirUnrankedTensorTypeGetName());

  int64_t mshape[] = {4, dyn};
  MlirType m = mlirMemRefTypeGet(f32, 2, mshape, mlirAttributeGetNull(), mlirAttributeGetNull());
  shaped_info("memref", m);
  printf("  space null=%d typeid=%d\n", mlirAttributeIsNull(mlirMemRefTypeGetMemorySpace(m)),
         mlirTypeIDEqual(mlirTypeGetTypeID(m), mlirMemRefTypeGetTypeID()));
  int64_t strides[] = {dyn, 1};
  MlirAttribute layout = mlirStridedLayoutAttrGet(ctx, dso, 2, strides);
  MlirAttribute space = mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 3);
  MlirType ms = mlirMemRefTypeGet(mlirIndexTypeGet(ctx), 2, mshape, layout, space);
  shaped_info("strided memref", ms);
  show_attr("  layout", mlirMemRefTypeGetLayout(ms));
  show_attr("  space", mlirMemRefTypeGetMemorySpace(ms));
  printf("  parsed equal: %d\n",
         mlirTypeEqual(ms, parse_type(ctx, "memref<4x?xindex, strided<[?, 1], offset: ?>, 3>")));
  MlirAttribute zero = mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 0);
  MlirType m0 = mlirMemRefTypeContiguousGet(f32, 2, mshape, zero);
  show_type("memref space 0", m0);
  printf("  equals default: %d\n", mlirTypeEqual(m0, m));
  MlirType mstr = mlirMemRefTypeContiguousGet(f32, 1, shape, mlirStringAttrGet(ctx, str("gpu")));
  show_type("memref string space", mstr);
  show_type("memref of vector", mlirMemRefTypeGet(v, 1, shape, mlirAttributeGetNull(),
                                                  mlirAttributeGetNull()));
  MlirType um = mlirUnrankedMemRefTypeGet(f32, space);
  shaped_info("unranked memref", um);
  show_attr("  space", mlirUnrankedMemrefGetMemorySpace(um));
  printf("  typeid=%d\n", mlirTypeIDEqual(mlirTypeGetTypeID(um), mlirUnrankedMemRefTypeGetTypeID()));
  MlirType um0 = mlirUnrankedMemRefTypeGet(f32, zero);
  show_type("unranked memref space 0", um0);
  printf("  space null=%d\n", mlirAttributeIsNull(mlirUnrankedMemrefGetMemorySpace(um0)));
  show_str("memref name", mlirMemRefTypeGetName());
  show_str("unranked memref name", mlirUnrankedMemRefTypeGetName());
}

static void strides_of(const char *label, MlirType t) {
  int64_t strides[8], offset = 99;
  MlirLogicalResult r = mlirMemRefTypeGetStridesAndOffset(t, strides, &offset);
  printf("%s: ok=%d offset=%" PRId64 " strides:", label, mlirLogicalResultIsSuccess(r), offset);
  for (int64_t i = 0; i < mlirShapedTypeGetRank(t) && i < 8; i++) printf(" %" PRId64, strides[i]);
  printf("\n");
}

static void strides(MlirContext ctx) {
  static const char *const texts[] = {"memref<2x3x4xf32>", "memref<2x?x4xf32>", "memref<?x3x4xf32>",
                                      "memref<0x3xf32>", "memref<2x0x3xf32>", "memref<f32>",
                                      "memref<5xi8, 2>"};
  for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) strides_of(texts[i], parse_type(ctx, texts[i]));
  int64_t dyn = mlirShapedTypeGetDynamicStrideOrOffset();
  int64_t shape[] = {4, mlirShapedTypeGetDynamicSize()};
  int64_t st[] = {dyn, 1};
  MlirAttribute layout = mlirStridedLayoutAttrGet(ctx, 7, 2, st);
  strides_of("strided", mlirMemRefTypeGet(mlirF32TypeGet(ctx), 2, shape, layout, mlirAttributeGetNull()));
  int64_t st2[] = {3, 100};
  strides_of("strided dynamic offset",
             mlirMemRefTypeGet(mlirF32TypeGet(ctx), 2, shape,
                               mlirStridedLayoutAttrGet(ctx, dyn, 2, st2), mlirAttributeGetNull()));
}

static void checked(MlirContext ctx) {
  MlirLocation loc = mlirLocationFileLineColGet(ctx, str("types.mlir"), 7, 3);
  MlirType f32 = mlirF32TypeGet(ctx);
  MlirType none = mlirNoneTypeGet(ctx);
  MlirType tup = mlirTupleTypeGet(ctx, 0, NULL);
  int64_t good[] = {2, 3};
  int64_t zero[] = {2, 0, 5};
  int64_t neg[] = {4, -3};
  int64_t dyn[] = {mlirShapedTypeGetDynamicSize(), 2};
  bool scal[] = {true, false};
  MlirAttribute nul = mlirAttributeGetNull();

  show_type("vector ok", mlirVectorTypeGetChecked(loc, 2, good, f32));
  show_type("vector zero dim", mlirVectorTypeGetChecked(loc, 3, zero, f32));
  show_type("vector bad elem", mlirVectorTypeGetChecked(loc, 2, good, tup));
  show_type("vector dynamic", mlirVectorTypeGetChecked(loc, 2, dyn, f32));
  show_type("scalable ok", mlirVectorTypeGetScalableChecked(loc, 2, good, scal, f32));
  show_type("scalable bad", mlirVectorTypeGetScalableChecked(loc, 3, zero, scal, f32));

  show_type("tensor ok", mlirRankedTensorTypeGetChecked(loc, 2, dyn, f32, nul));
  show_type("tensor neg", mlirRankedTensorTypeGetChecked(loc, 2, neg, f32, nul));
  show_type("tensor none elem", mlirRankedTensorTypeGetChecked(loc, 2, good, none, nul));
  show_type("tensor of memref", mlirRankedTensorTypeGetChecked(
                                    loc, 2, good, parse_type(ctx, "memref<2xf32>"), nul));
  show_type("unranked ok", mlirUnrankedTensorTypeGetChecked(loc, mlirComplexTypeGet(f32)));
  show_type("unranked bad", mlirUnrankedTensorTypeGetChecked(loc, tup));

  MlirAttribute space = mlirStringAttrGet(ctx, str("shared"));
  int64_t one[] = {1};
  MlirAttribute layout1 = mlirStridedLayoutAttrGet(ctx, 0, 1, one);
  show_type("memref ok", mlirMemRefTypeGetChecked(loc, f32, 2, dyn, nul, space));
  show_type("memref neg", mlirMemRefTypeGetChecked(loc, f32, 2, neg, nul, nul));
  show_type("memref none elem", mlirMemRefTypeGetChecked(loc, none, 2, good, nul, nul));
  show_type("memref rank mismatch", mlirMemRefTypeGetChecked(loc, f32, 2, good, layout1, nul));
  show_type("memref strided", mlirMemRefTypeGetChecked(loc, f32, 1, one, layout1, nul));
  show_type("memref bad space", mlirMemRefTypeGetChecked(loc, f32, 2, good, nul,
                                                         mlirTypeAttrGet(f32)));
  show_type("contiguous ok", mlirMemRefTypeContiguousGetChecked(loc, f32, 2, good, nul));
  show_type("contiguous bad", mlirMemRefTypeContiguousGetChecked(loc, tup, 2, good, nul));
  show_type("unranked memref ok", mlirUnrankedMemRefTypeGetChecked(loc, f32, space));
  show_type("unranked memref bad space",
            mlirUnrankedMemRefTypeGetChecked(loc, f32, mlirUnitAttrGet(ctx)));
  show_type("unranked memref bad elem", mlirUnrankedMemRefTypeGetChecked(loc, none, nul));
}

static void parsing(MlirContext ctx) {
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  static const char *const texts[] = {
      "i32", "si4", "ui1", "index", "none", "bf16", "f8E4M3FN", "tf32", "f80", "f128",
      "complex<f64>", "tuple<i1, tuple<>, index>", "() -> ()", "(i32) -> (f32, f32)",
      "(i1, index) -> i8", "vector<4xf32>", "vector<[4]x8xi1>", "vector<1x[2]x[3]xf16>",
      "tensor<*xf32>", "tensor<2x?x3xi64>", "tensor<f32>", "tensor<0x4xi8>",
      "memref<2x3xf32>", "memref<?xi8, 5>", "memref<*xf16>", "memref<*xf16, 2>",
      "memref<4xf32, \"private\">", "memref<f32>", "tensor<4xvector<2xf32>>",
      "memref<2xcomplex<f32>>", "vector<2x3xindex>",
      "memref<4xmemref<2xf32>>", "memref<*xmemref<2xf32>>", "memref<4x!foo.bar>",
      "memref<4xf32, #foo.space<1>>", "memref<4xf32, [1]>", "vector<2xcomplex<f32>>",
      "memref<4xf32, strided<[1], offset: ?>>",
  };
  for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
    MlirType t = parse_type(ctx, texts[i]);
    printf("parse %s -> ", texts[i]);
    if (mlirTypeIsNull(t)) printf("<null>");
    else mlirTypePrint(t, print_out, NULL);
    printf("\n");
  }
}

int main(void) {
  MlirContext ctx = new_context();
  printf("== integers\n");
  integers(ctx);
  printf("== floats\n");
  floats(ctx);
  printf("== none, complex, tuple, function, opaque\n");
  misc(ctx);
  printf("== shaped\n");
  shaped(ctx);
  printf("== strides and offset\n");
  strides(ctx);
  printf("== checked\n");
  checked(ctx);
  printf("== parsing\n");
  parsing(ctx);
  mlirContextDestroy(ctx);
  return 0;
}
