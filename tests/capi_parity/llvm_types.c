/* llvm_types.c: parity of the type part of mlir-c/Dialect/LLVM.h: the
 * dialect handle, pointer, void, array, function and struct types
 * (literal, packed, identified with and without a body), their queries
 * and printing, and parsing them back. */
#include "parity.h"
#include "mlir-c/Dialect/LLVM.h"

static void pointers(MlirContext ctx) {
  MlirType p0 = mlirLLVMPointerTypeGet(ctx, 0), p3 = mlirLLVMPointerTypeGet(ctx, 3);
  show_type("ptr", p0);
  show_type("ptr 3", p3);
  printf("isa ptr: %d %d %d\n", mlirTypeIsALLVMPointerType(p0), mlirTypeIsALLVMPointerType(p3),
         mlirTypeIsALLVMPointerType(mlirIntegerTypeGet(ctx, 8)));
  printf("address spaces: %u %u\n", mlirLLVMPointerTypeGetAddressSpace(p0), mlirLLVMPointerTypeGetAddressSpace(p3));
  printf("uniqued: %d %d\n", mlirTypeEqual(p3, mlirLLVMPointerTypeGet(ctx, 3)),
         mlirTypeEqual(p3, parse_type(ctx, "!llvm.ptr<3>")));
  show_str("ptr name", mlirLLVMPointerTypeGetName());
  show_type("void", mlirLLVMVoidTypeGet(ctx));
  show_str("void name", mlirLLVMVoidTypeGetName());
}

static void arrays_and_functions(MlirContext ctx) {
  MlirType i32 = mlirIntegerTypeGet(ctx, 32), f64 = mlirF64TypeGet(ctx);
  MlirType arr = mlirLLVMArrayTypeGet(i32, 7);
  show_type("array", arr);
  show_type("array element", mlirLLVMArrayTypeGetElementType(arr));
  show_type("nested array", mlirLLVMArrayTypeGet(arr, 2));
  show_str("array name", mlirLLVMArrayTypeGetName());
  MlirType args[] = {i32, mlirLLVMPointerTypeGet(ctx, 0), f64};
  MlirType fn = mlirLLVMFunctionTypeGet(i32, 3, args, false);
  MlirType vfn = mlirLLVMFunctionTypeGet(mlirLLVMVoidTypeGet(ctx), 1, args, true);
  show_type("func", fn);
  show_type("vararg func", vfn);
  printf("inputs: %d %d\n", (int)mlirLLVMFunctionTypeGetNumInputs(fn), (int)mlirLLVMFunctionTypeGetNumInputs(vfn));
  show_type("input 1", mlirLLVMFunctionTypeGetInput(fn, 1));
  show_type("return", mlirLLVMFunctionTypeGetReturnType(fn));
  show_type("void return", mlirLLVMFunctionTypeGetReturnType(vfn));
  printf("parsed equal: %d\n", mlirTypeEqual(fn, parse_type(ctx, "!llvm.func<i32 (i32, ptr, f64)>")));
  show_str("func name", mlirLLVMFunctionTypeGetName());
}

/* (A literal struct has no identifier to ask for.) */
static void show_struct(const char *label, MlirType s) {
  show_type(label, s);
  printf("  isa %d literal %d packed %d opaque %d elements %d\n", mlirTypeIsALLVMStructType(s),
         mlirLLVMStructTypeIsLiteral(s), mlirLLVMStructTypeIsPacked(s), mlirLLVMStructTypeIsOpaque(s),
         (int)mlirLLVMStructTypeGetNumElementTypes(s));
  if (!mlirLLVMStructTypeIsLiteral(s)) show_str("  identifier", mlirLLVMStructTypeGetIdentifier(s));
}

static void structs(MlirContext ctx) {
  MlirType i8 = mlirIntegerTypeGet(ctx, 8), i64 = mlirIntegerTypeGet(ctx, 64);
  MlirType fields[] = {i8, i64, mlirLLVMPointerTypeGet(ctx, 1)};
  MlirType lit = mlirLLVMStructTypeLiteralGet(ctx, 3, fields, false);
  show_struct("literal", lit);
  show_type("element 2", mlirLLVMStructTypeGetElementType(lit, 2));
  show_struct("packed", mlirLLVMStructTypeLiteralGet(ctx, 2, fields, true));
  show_struct("empty", mlirLLVMStructTypeLiteralGet(ctx, 0, fields, false));
  printf("literal uniqued: %d\n", mlirTypeEqual(lit, mlirLLVMStructTypeLiteralGet(ctx, 3, fields, false)));
  printf("isa struct of ptr: %d\n", mlirTypeIsALLVMStructType(mlirLLVMPointerTypeGet(ctx, 0)));

  MlirType node = mlirLLVMStructTypeIdentifiedGet(ctx, str("node"));
  show_struct("identified, no body", node);
  MlirType body[] = {i64, mlirLLVMPointerTypeGet(ctx, 0), node};
  printf("set body: %d\n", mlirLogicalResultIsSuccess(mlirLLVMStructTypeSetBody(node, 2, body, false)));
  show_struct("identified", node);
  printf("same body again: %d\n", mlirLogicalResultIsSuccess(mlirLLVMStructTypeSetBody(node, 2, body, false)));
  printf("other body: %d\n", mlirLogicalResultIsSuccess(mlirLLVMStructTypeSetBody(node, 1, body, true)));
  printf("by name: %d\n", mlirTypeEqual(node, mlirLLVMStructTypeIdentifiedGet(ctx, str("node"))));
  printf("parsed: %d\n", mlirTypeEqual(node, parse_type(ctx, "!llvm.struct<\"node\", (i64, ptr)>")));
  show_type("array of identified", mlirLLVMArrayTypeGet(node, 4));
  show_str("struct name", mlirLLVMStructTypeGetName());
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectHandle llvm = mlirGetDialectHandle__llvm__();
  show_str("namespace", mlirDialectHandleGetNamespace(llvm));
  mlirDialectHandleLoadDialect(llvm, ctx);
  printf("loaded: %d\n", !mlirDialectIsNull(mlirContextGetOrLoadDialect(ctx, str("llvm"))));
  pointers(ctx);
  arrays_and_functions(ctx);
  structs(ctx);
  mlirContextDestroy(ctx);
  return 0;
}
