/* llvm.c: C API of the llvm dialect (mlir-c/Dialect/LLVM.h): its handle
 * and its types. The getters load the dialect, whose types they need. */
#include "capi.h"
#include "mlir-c/Dialect/LLVM.h"
#include "../dialects/llvm/llvm.h"

MlirDialectHandle mlirGetDialectHandle__llvm__(void) { return (MlirDialectHandle){&LLVM_DIALECT}; }

static Context *llvm_ctx(Context *ctx) { return ctx && dialect_load(ctx, &LLVM_DIALECT) ? ctx : NULL; }
static MlirStringRef name_ref(const char *s) { return mlirStringRefCreate(s, strlen(s)); }
static bool is(MlirType t, const char *mnemonic) { return t.ptr && llvm_type_is(unwrap_type(t), mnemonic); }

/* The types of a C array, in a buffer of the context (ctx_free it). */
static const Type **types_of(Context *ctx, intptr_t n, MlirType const *ts) {
  const Type **out = ctx_alloc(ctx, (size_t)(n > 0 ? n : 1) * sizeof *out);
  for (intptr_t i = 0; out && i < n; i++) out[i] = unwrap_type(ts[i]);
  return out;
}

/* ---- !llvm.ptr, !llvm.void, !llvm.array ---------------------------------------------- */

MlirType mlirLLVMPointerTypeGet(MlirContext c, unsigned addressSpace) {
  Context *ctx = llvm_ctx(unwrap_ctx(c));
  return wrap_type(ctx ? llvm_ptr_type(ctx, addressSpace) : NULL);
}
MlirStringRef mlirLLVMPointerTypeGetName(void) { return name_ref("llvm.ptr"); }
bool mlirTypeIsALLVMPointerType(MlirType t) { return is(t, "ptr"); }
unsigned mlirLLVMPointerTypeGetAddressSpace(MlirType t) { return llvm_ptr_addrspace(unwrap_type(t)); }

MlirType mlirLLVMVoidTypeGet(MlirContext c) {
  Context *ctx = llvm_ctx(unwrap_ctx(c));
  return wrap_type(ctx ? llvm_simple_type(ctx, "void") : NULL);
}
MlirStringRef mlirLLVMVoidTypeGetName(void) { return name_ref("llvm.void"); }

MlirType mlirLLVMArrayTypeGet(MlirType elementType, unsigned numElements) {
  const Type *e = unwrap_type(elementType);
  Context *ctx = e ? llvm_ctx(e->ctx) : NULL;
  return wrap_type(ctx ? llvm_array_type(ctx, e, numElements) : NULL);
}
MlirStringRef mlirLLVMArrayTypeGetName(void) { return name_ref("llvm.array"); }
MlirType mlirLLVMArrayTypeGetElementType(MlirType t) { return wrap_type(llvm_array_elem(unwrap_type(t))); }

/* ---- !llvm.func ------------------------------------------------------------------------ */

MlirType mlirLLVMFunctionTypeGet(MlirType resultType, intptr_t n, MlirType const *args, bool isVarArg) {
  const Type *r = unwrap_type(resultType);
  Context *ctx = r && n >= 0 ? llvm_ctx(r->ctx) : NULL;
  if (!ctx) return wrap_type(NULL);
  const Type **tmp = types_of(ctx, n, args);
  const Type *t = tmp ? llvm_func_type(ctx, r, (size_t)n, tmp, isVarArg) : NULL;
  ctx_free(ctx, tmp);
  capi_check_oom(ctx);
  return wrap_type(t);
}
MlirStringRef mlirLLVMFunctionTypeGetName(void) { return name_ref("llvm.func"); }
intptr_t mlirLLVMFunctionTypeGetNumInputs(MlirType t) { return llvm_func_num_params(unwrap_type(t)); }
MlirType mlirLLVMFunctionTypeGetInput(MlirType t, intptr_t pos) {
  return wrap_type(llvm_func_param(unwrap_type(t), (unsigned)pos));
}
MlirType mlirLLVMFunctionTypeGetReturnType(MlirType t) { return wrap_type(llvm_func_result(unwrap_type(t))); }

/* ---- !llvm.struct ---------------------------------------------------------------------- */

bool mlirTypeIsALLVMStructType(MlirType t) { return is(t, "struct"); }
MlirStringRef mlirLLVMStructTypeGetName(void) { return name_ref("llvm.struct"); }
bool mlirLLVMStructTypeIsLiteral(MlirType t) { return !llvm_struct_is_identified(unwrap_type(t)); }
intptr_t mlirLLVMStructTypeGetNumElementTypes(MlirType t) { return llvm_struct_num_elems(unwrap_type(t)); }
MlirType mlirLLVMStructTypeGetElementType(MlirType t, intptr_t position) {
  return wrap_type(llvm_struct_elem(unwrap_type(t), (unsigned)position));
}
bool mlirLLVMStructTypeIsPacked(MlirType t) { return llvm_struct_is_packed(unwrap_type(t)); }
MlirStringRef mlirLLVMStructTypeGetIdentifier(MlirType t) {
  const Ident *name = llvm_struct_is_identified(unwrap_type(t)) ? llvm_struct_name(unwrap_type(t)) : NULL;
  return name ? mlirStringRefCreate(name->str, name->len) : mlirStringRefCreate(NULL, 0);
}
bool mlirLLVMStructTypeIsOpaque(MlirType t) { return llvm_struct_is_opaque(unwrap_type(t)); }

MlirType mlirLLVMStructTypeLiteralGet(MlirContext c, intptr_t n, MlirType const *fields, bool isPacked) {
  Context *ctx = n >= 0 ? llvm_ctx(unwrap_ctx(c)) : NULL;
  if (!ctx) return wrap_type(NULL);
  const Type **tmp = types_of(ctx, n, fields);
  const Type *t = tmp ? llvm_struct_literal(ctx, (size_t)n, tmp, isPacked) : NULL;
  ctx_free(ctx, tmp);
  capi_check_oom(ctx);
  return wrap_type(t);
}

MlirType mlirLLVMStructTypeIdentifiedGet(MlirContext c, MlirStringRef name) {
  Context *ctx = llvm_ctx(unwrap_ctx(c));
  return wrap_type(ctx ? llvm_struct_identified(ctx, name.data ? name.data : "", name.length) : NULL);
}

MlirLogicalResult mlirLLVMStructTypeSetBody(MlirType structType, intptr_t n, MlirType const *fields,
                                            bool isPacked) {
  const Type *s = unwrap_type(structType);
  if (!s || n < 0 || !llvm_type_is(s, "struct") || !llvm_struct_is_identified(s)) return mlirLogicalResultFailure();
  const Type **tmp = types_of(s->ctx, n, fields);
  bool ok = tmp && llvm_struct_set_body(s, (size_t)n, tmp, isPacked);
  ctx_free(s->ctx, tmp);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}
