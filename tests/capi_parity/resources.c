/* resources.c: parity of the dense resource, sparse elements and distinct
 * attributes of mlir-c/BuiltinAttributes.h: construction from borrowed
 * blobs (typed and raw, with a deleter), key renaming, element reads,
 * sparse indices/values, distinct identity and numbering, and how modules
 * holding them parse and print (the `{-# dialect_resources #-}` section). */
#include "parity.h"

static int deleter_calls;

static void count_delete(void *user, const void *data, size_t size, size_t align) {
  (void)data;
  deleter_calls++;
  printf("deleter: user=%s size=%zu align=%zu\n", (const char *)user, size, align);
}

static const int32_t I32S[4] = {1, -2, 3, 400000};
static const uint8_t U8S[3] = {7, 200, 9};
static const int16_t I16S[2] = {-300, 300};
static const uint16_t U16S[2] = {65535, 1};
static const uint32_t U32S[2] = {4000000000u, 5};
static const int64_t I64S[2] = {INT64_MIN, 42};
static const uint64_t U64S[2] = {UINT64_MAX, 3};
static const int8_t I8S[2] = {-128, 127};
static const float F32S[2] = {1.5f, -0.25f};
static const double F64S[2] = {2.5, -1e300};

static void typed_resources(MlirContext ctx) {
  MlirType i32x4 = parse_type(ctx, "tensor<4xi32>");
  MlirAttribute a = mlirUnmanagedDenseInt32ResourceElementsAttrGet(i32x4, str("ints"), 4, I32S);
  show_attr("int32 resource", a);
  printf("isa dense resource=%d elements=%d dense=%d sparse=%d\n",
         mlirAttributeIsADenseResourceElements(a), mlirAttributeIsAElements(a),
         mlirAttributeIsADenseElements(a), mlirAttributeIsASparseElements(a));
  for (intptr_t i = 0; i < 4; i++)
    printf("ints[%d]=%" PRId32 "\n", (int)i, mlirDenseInt32ResourceElementsAttrGetValue(a, i));
  show_type("type", mlirAttributeGetType(a));
  show_str("name", mlirDenseResourceElementsAttrGetName());

  /* The same key again is a new blob under a new name. */
  MlirAttribute b = mlirUnmanagedDenseInt32ResourceElementsAttrGet(i32x4, str("ints"), 4, I32S);
  show_attr("same key", b);
  printf("equal to first: %d\n", mlirAttributeEqual(a, b));
  show_attr("third", mlirUnmanagedDenseInt32ResourceElementsAttrGet(i32x4, str("ints"), 4, I32S));

  MlirAttribute u8 = mlirUnmanagedDenseUInt8ResourceElementsAttrGet(
      parse_type(ctx, "tensor<3xui8>"), str("u8"), 3, U8S);
  printf("u8: %u %u %u\n", mlirDenseUInt8ResourceElementsAttrGetValue(u8, 0),
         mlirDenseUInt8ResourceElementsAttrGetValue(u8, 1),
         mlirDenseUInt8ResourceElementsAttrGetValue(u8, 2));
  MlirAttribute i8 = mlirUnmanagedDenseInt8ResourceElementsAttrGet(
      parse_type(ctx, "tensor<2xi8>"), str("i8"), 2, I8S);
  printf("i8: %d %d\n", mlirDenseInt8ResourceElementsAttrGetValue(i8, 0),
         mlirDenseInt8ResourceElementsAttrGetValue(i8, 1));
  MlirAttribute i16 = mlirUnmanagedDenseInt16ResourceElementsAttrGet(
      parse_type(ctx, "tensor<2xi16>"), str("i16"), 2, I16S);
  printf("i16: %d %d\n", mlirDenseInt16ResourceElementsAttrGetValue(i16, 0),
         mlirDenseInt16ResourceElementsAttrGetValue(i16, 1));
  MlirAttribute u16 = mlirUnmanagedDenseUInt16ResourceElementsAttrGet(
      parse_type(ctx, "tensor<2xui16>"), str("u16"), 2, U16S);
  printf("u16: %u %u\n", mlirDenseUInt16ResourceElementsAttrGetValue(u16, 0),
         mlirDenseUInt16ResourceElementsAttrGetValue(u16, 1));
  MlirAttribute u32 = mlirUnmanagedDenseUInt32ResourceElementsAttrGet(
      parse_type(ctx, "tensor<2xui32>"), str("u32"), 2, U32S);
  printf("u32: %" PRIu32 " %" PRIu32 "\n", mlirDenseUInt32ResourceElementsAttrGetValue(u32, 0),
         mlirDenseUInt32ResourceElementsAttrGetValue(u32, 1));
  MlirAttribute i64 = mlirUnmanagedDenseInt64ResourceElementsAttrGet(
      parse_type(ctx, "tensor<2xi64>"), str("i64"), 2, I64S);
  printf("i64: %" PRId64 " %" PRId64 "\n", mlirDenseInt64ResourceElementsAttrGetValue(i64, 0),
         mlirDenseInt64ResourceElementsAttrGetValue(i64, 1));
  MlirAttribute u64 = mlirUnmanagedDenseUInt64ResourceElementsAttrGet(
      parse_type(ctx, "tensor<2xui64>"), str("u64"), 2, U64S);
  printf("u64: %" PRIu64 " %" PRIu64 "\n", mlirDenseUInt64ResourceElementsAttrGetValue(u64, 0),
         mlirDenseUInt64ResourceElementsAttrGetValue(u64, 1));
  MlirAttribute f32 = mlirUnmanagedDenseFloatResourceElementsAttrGet(
      parse_type(ctx, "tensor<2xf32>"), str("f32"), 2, F32S);
  printf("f32: %g %g\n", mlirDenseFloatResourceElementsAttrGetValue(f32, 0),
         mlirDenseFloatResourceElementsAttrGetValue(f32, 1));
  MlirAttribute f64 = mlirUnmanagedDenseDoubleResourceElementsAttrGet(
      parse_type(ctx, "tensor<2xf64>"), str("f64"), 2, F64S);
  printf("f64: %g %g\n", mlirDenseDoubleResourceElementsAttrGetValue(f64, 0),
         mlirDenseDoubleResourceElementsAttrGetValue(f64, 1));
  show_attr("f64 resource", f64);
}

/* A module whose ops hold resources prints the section after itself. */
static void module_with_resources(MlirContext ctx) {
  static const char src[] =
      "\"test.func\"() ({\n"
      "  %0 = \"test.constant\"() {value = dense_resource<blob> : tensor<2xi32>} : () -> tensor<2xi32>\n"
      "  \"test.return\"(%0) : (tensor<2xi32>) -> ()\n"
      "}) : () -> ()\n"
      "{-#\n  dialect_resources: {\n    builtin: {\n"
      "      blob: \"0x040000000A0000000B000000\",\n      spare: \"0x0100000001\"\n"
      "    }\n  }\n#-}\n";
  MlirModule m = mlirModuleCreateParse(ctx, str(src));
  show_op("module", mlirModuleGetOperation(m));
  MlirOperation fn = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  MlirOperation cst = mlirBlockGetFirstOperation(mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0)));
  MlirAttribute v = mlirOperationGetAttributeByName(cst, str("value"));
  show_attr("constant value", v);
  printf("values: %" PRId32 " %" PRId32 "\n", mlirDenseInt32ResourceElementsAttrGetValue(v, 0),
         mlirDenseInt32ResourceElementsAttrGetValue(v, 1));
  /* Parsing the same text again in this context renames the keys. */
  MlirModule again = mlirModuleCreateParse(ctx, str(src));
  show_op("module again", mlirModuleGetOperation(again));
  mlirModuleDestroy(again);
  mlirModuleDestroy(m);
}

static void sparse(MlirContext ctx) {
  MlirAttribute idx = parse_attr(ctx, "dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>");
  MlirAttribute vals = parse_attr(ctx, "dense<[5, 6]> : tensor<2xi32>");
  MlirAttribute s = mlirSparseElementsAttribute(parse_type(ctx, "tensor<3x4xi32>"), idx, vals);
  show_attr("sparse", s);
  printf("isa sparse=%d elements=%d dense=%d\n", mlirAttributeIsASparseElements(s),
         mlirAttributeIsAElements(s), mlirAttributeIsADenseElements(s));
  show_attr("indices", mlirSparseElementsAttrGetIndices(s));
  show_attr("values", mlirSparseElementsAttrGetValues(s));
  printf("typeid: %d\n", mlirTypeIDEqual(mlirAttributeGetTypeID(s), mlirSparseElementsAttrGetTypeID()));
  show_type("type", mlirAttributeGetType(s));
  printf("uniqued: %d\n", mlirAttributeEqual(s, mlirSparseElementsAttribute(
                                                    parse_type(ctx, "tensor<3x4xi32>"), idx, vals)));
  MlirAttribute p = parse_attr(ctx, "sparse<[[1, 1]], [2.5]> : tensor<2x2xf32>");
  show_attr("parsed", p);
  show_attr("parsed values", mlirSparseElementsAttrGetValues(p));
  show_attr("empty", parse_attr(ctx, "sparse<> : tensor<4xi8>"));
}

static void distinct(MlirContext ctx) {
  MlirAttribute ref = mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 32), 7);
  MlirAttribute d1 = mlirDisctinctAttrCreate(ref);
  MlirAttribute d2 = mlirDisctinctAttrCreate(ref);
  show_attr("distinct", d1);
  printf("equal: self=%d other=%d\n", mlirAttributeEqual(d1, d1), mlirAttributeEqual(d1, d2));
  MlirAttribute pair[3] = {d1, d2, d1};
  show_attr("array", mlirArrayAttrGet(ctx, 3, pair));
  show_attr("of unit", mlirDisctinctAttrCreate(mlirUnitAttrGet(ctx)));
  MlirModule m = mlirModuleCreateParse(
      ctx, str("\"test.op\"() {a = distinct[4]<1 : i8>, b = distinct[4]<1 : i8>, c = distinct[9]<unit>} : () -> ()"));
  show_op("module", mlirModuleGetOperation(m));
  mlirModuleDestroy(m);
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  typed_resources(ctx);
  module_with_resources(ctx);
  sparse(ctx);
  distinct(ctx);
  static int64_t raw[2] = {11, 12};
  MlirAttribute r = mlirUnmanagedDenseResourceElementsAttrGet(
      parse_type(ctx, "tensor<2xi64>"), str("raw"), raw, sizeof raw, 8, false, count_delete,
      (void *)"raw-user");
  show_attr("raw", r);
  printf("raw[1]=%" PRId64 "\n", mlirDenseInt64ResourceElementsAttrGetValue(r, 1));
  mlirContextDestroy(ctx);
  printf("deleter calls: %d\n", deleter_calls);
  return 0;
}
