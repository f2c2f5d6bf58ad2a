/* execution_engine_test.c: the ExecutionEngine C API over the interpreter:
 * packed calls through the C interface and through the LLVM function's
 * wrapper, memrefs in and out, the program's output, host functions,
 * undefined behaviour and limits as diagnostics, leaks. */
#include <stdint.h>
#include <stdlib.h>

#include "check.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Ext/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/RegisterEverything.h"

typedef struct Buf {
  char data[4096];
  size_t len;
} Buf;

static void append(MlirStringRef s, void *ud) {
  Buf *b = ud;
  if (b->len + s.length < sizeof b->data) {
    memcpy(b->data + b->len, s.data, s.length);
    b->len += s.length;
  }
  b->data[b->len] = 0;
}

static void clear(Buf *b) {
  b->len = 0;
  b->data[0] = 0;
}

static MlirLogicalResult collect_diag(MlirDiagnostic d, void *ud) {
  Buf *b = ud;
  mlirLocationPrint(mlirDiagnosticGetLocation(d), append, b);
  append(mlirStringRefCreateFromCString(": "), b);
  mlirDiagnosticPrint(d, append, b);
  append(mlirStringRefCreateFromCString("\n"), b);
  intptr_t n = mlirDiagnosticGetNumNotes(d);
  for (intptr_t k = 0; k < n; k++) {
    MlirDiagnostic note = mlirDiagnosticGetNote(d, k);
    mlirLocationPrint(mlirDiagnosticGetLocation(note), append, b);
    append(mlirStringRefCreateFromCString(": note: "), b);
    mlirDiagnosticPrint(note, append, b);
    append(mlirStringRefCreateFromCString("\n"), b);
  }
  return mlirLogicalResultSuccess();
}

typedef struct Memref1D {
  float *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} Memref1D;

static const char PROGRAM[] =
    "func.func private @printMemrefF32(memref<*xf32>)\n"
    "func.func private @printI64(i64)\n"
    "func.func private @printNewline()\n"
    "func.func private @observe(memref<?xf32>) attributes {llvm.emit_c_interface}\n"
    "func.func @add(%a: i32, %b: i32) -> i32 {\n"
    "  %s = arith.addi %a, %b : i32\n"
    "  return %s : i32\n"
    "}\n"
    "func.func @scale(%m: memref<?xf32>, %k: f32) attributes {llvm.emit_c_interface} {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %n = memref.dim %m, %c0 : memref<?xf32>\n"
    "  scf.for %i = %c0 to %n step %c1 {\n"
    "    %v = memref.load %m[%i] : memref<?xf32>\n"
    "    %w = arith.mulf %v, %k : f32\n"
    "    memref.store %w, %m[%i] : memref<?xf32>\n"
    "  }\n"
    "  call @observe(%m) : (memref<?xf32>) -> ()\n"
    "  %u = memref.cast %m : memref<?xf32> to memref<*xf32>\n"
    "  call @printMemrefF32(%u) : (memref<*xf32>) -> ()\n"
    "  return\n"
    "}\n"
    "func.func @iota(%n: index) -> (memref<?xf32>, i64) {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %m = memref.alloc(%n) : memref<?xf32>\n"
    "  scf.for %i = %c0 to %n step %c1 {\n"
    "    %ii = arith.index_cast %i : index to i64\n"
    "    %f = arith.sitofp %ii : i64 to f32\n"
    "    memref.store %f, %m[%i] : memref<?xf32>\n"
    "  }\n"
    "  %nn = arith.index_cast %n : index to i64\n"
    "  call @printI64(%nn) : (i64) -> ()\n"
    "  call @printNewline() : () -> ()\n"
    "  return %m, %nn : memref<?xf32>, i64\n"
    "}\n"
    "func.func @div(%a: i32, %b: i32) -> i32 {\n"
    "  %q = arith.divsi %a, %b : i32\n"
    "  return %q : i32\n"
    "}\n"
    "func.func @spin(%n: index) -> index {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {\n"
    "    %s = arith.addi %acc, %i : index\n"
    "    scf.yield %s : index\n"
    "  }\n"
    "  return %r : index\n"
    "}\n"
    "func.func @oob() {\n"
    "  %m = memref.alloc() : memref<4xf32>\n"
    "  %c4 = arith.constant 4 : index\n"
    "  %f = arith.constant 1.0 : f32\n"
    "  memref.store %f, %m[%c4] : memref<4xf32>\n"
    "  return\n"
    "}\n";

static float observed_sum;
static int observed_calls;

/* The host function the program calls as @observe: its C interface takes
 * a pointer to the descriptor. */
static void observe(Memref1D *m) {
  observed_calls++;
  for (int64_t k = 0; k < m->sizes[0]; k++) observed_sum += m->aligned[m->offset + k * m->strides[0]];
}

typedef struct Env {
  MlirContext ctx;
  MlirModule module;
  MlirExecutionEngine jit;
  Buf out, diags;
} Env;

static void env_open(Env *env) {
  memset(env, 0, sizeof *env);
  env->ctx = mlirContextCreate();
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(reg);
  mlirContextAppendDialectRegistry(env->ctx, reg);
  mlirDialectRegistryDestroy(reg);
  mlirContextLoadAllAvailableDialects(env->ctx);
  mlirContextAttachDiagnosticHandler(env->ctx, collect_diag, &env->diags, NULL);
  env->module = mlirModuleCreateParse(env->ctx, mlirStringRefCreateFromCString(PROGRAM));
  CHECK(!mlirModuleIsNull(env->module));
  env->jit = mlirExecutionEngineCreate(env->module, 2, 0, NULL, false, false);
  CHECK(!mlirExecutionEngineIsNull(env->jit));
  mlirExtExecutionEngineSetOutput(env->jit, append, append, &env->out);
}

static void env_close(Env *env) {
  mlirExecutionEngineDestroy(env->jit);
  mlirModuleDestroy(env->module);
  mlirContextDestroy(env->ctx);
}

static MlirStringRef str(const char *s) { return mlirStringRefCreateFromCString(s); }

/* `add` through the LLVM function's packed wrapper: a pointer per argument,
 * then one to the result. */
static void test_scalar_packed(void) {
  Env env;
  env_open(&env);
  int32_t a = 2000000000, b = 2000000000, r = 0;
  void *args[] = {&a, &b, &r};
  CHECK(mlirLogicalResultIsSuccess(mlirExecutionEngineInvokePacked(env.jit, str("add"), args)));
  CHECK(r == (int32_t)(uint32_t)4000000000u); /* wraps around */
  /* `add` has no llvm.emit_c_interface: no `_mlir_ciface_add` to call. */
  CHECK(mlirLogicalResultIsFailure(mlirExecutionEngineInvokePacked(env.jit, str("_mlir_ciface_add"), args)));
  CHECK_STR(env.diags.data, "loc(unknown): no function named '_mlir_ciface_add' to invoke\n");
  clear(&env.diags);
  /* mlirc's addition calls the C interface of any function. */
  r = 0;
  a = 40, b = 2;
  CHECK(mlirLogicalResultIsSuccess(mlirExtExecutionEngineInvoke(env.jit, str("add"), args)));
  CHECK(r == 42);
  CHECK(mlirExecutionEngineLookupPacked(env.jit, str("add")) == NULL);
  env_close(&env);
}

/* `scale` through its C interface on host memory, calling back into a
 * registered native function and printing with the runner-utils. */
static void test_memref_in_place(void) {
  Env env;
  env_open(&env);
  mlirExecutionEngineRegisterSymbol(env.jit, str("_mlir_ciface_observe"), (void *)observe);
  float data[3] = {1.5f, -2.0f, 0.25f};
  Memref1D d = {data, data, 0, {3}, {1}};
  Memref1D *pd = &d;
  float k = 2.0f;
  void *args[] = {&pd, &k};
  observed_sum = 0, observed_calls = 0;
  CHECK(mlirLogicalResultIsSuccess(mlirExecutionEngineInvokePacked(env.jit, str("_mlir_ciface_scale"), args)));
  CHECK_STR(env.diags.data, "");
  CHECK(data[0] == 3.0f && data[1] == -4.0f && data[2] == 0.5f);
  CHECK(observed_calls == 1 && observed_sum == -0.5f);
  /* The address changes from run to run: compare what follows it. */
  const char *tail = strstr(env.out.data, " rank = ");
  CHECK_STR(tail, " rank = 1 offset = 0 sizes = [3] strides = [1] data = \n[3,  -4,  0.5]\n");
  CHECK(strncmp(env.out.data, "Unranked Memref base@ = 0x", 26) == 0);
  env_close(&env);
}

/* The same function through the LLVM function's wrapper: the memref's
 * fields one by one. */
static void test_memref_expanded(void) {
  Env env;
  env_open(&env);
  mlirExecutionEngineRegisterSymbol(env.jit, str("_mlir_ciface_observe"), (void *)observe);
  float data[4] = {1, 2, 3, 4};
  float *alloc = data, *aligned = data;
  int64_t offset = 1, size = 2, stride = 2;
  float k = -1.0f;
  void *args[] = {&alloc, &aligned, &offset, &size, &stride, &k};
  CHECK(mlirLogicalResultIsSuccess(mlirExecutionEngineInvokePacked(env.jit, str("scale"), args)));
  CHECK(data[0] == 1 && data[1] == -2 && data[2] == 3 && data[3] == -4);
  env_close(&env);
}

/* Several results through a struct before the arguments; the memref's
 * memory belongs to the engine until it is destroyed. */
static void test_results_struct(void) {
  Env env;
  env_open(&env);
  struct {
    Memref1D m;
    int64_t n;
  } res;
  memset(&res, 0, sizeof res);
  void *pres = &res;
  int64_t n = 4;
  void *args[] = {&pres, &n};
  CHECK(mlirLogicalResultIsSuccess(mlirExtExecutionEngineInvoke(env.jit, str("iota"), args)));
  CHECK(res.n == 4 && res.m.sizes[0] == 4 && res.m.strides[0] == 1 && res.m.offset == 0);
  CHECK(res.m.aligned && res.m.aligned[0] == 0.0f && res.m.aligned[3] == 3.0f);
  CHECK_STR(env.out.data, "4\n");
  CHECK(mlirExtExecutionEngineGetSteps(env.jit) > 0);
  /* The returned buffer was never freed. */
  CHECK(mlirExtExecutionEngineReportLeaks(env.jit) == 1);
  CHECK_STR(env.diags.data, "loc(\"-\":26:8): memory allocated here is never freed (16 bytes)\n");
  Buf desc = {.len = 0};
  mlirExtExecutionEngineDescribeFunction(env.jit, str("iota"), append, &desc);
  CHECK_STR(desc.data, "{\"inputs\":[{\"kind\":\"index\",\"bits\":64,\"size\":8}],"
                       "\"results\":[{\"kind\":\"memref\",\"ranked\":true,\"rank\":1,\"shape\":[-1],\"size\":8,"
                       "\"element\":{\"kind\":\"float\",\"bits\":32,\"size\":4,\"name\":\"f32\"}},"
                       "{\"kind\":\"int\",\"bits\":64,\"size\":8}],\"resultsFirst\":true}");
  env_close(&env);
}

/* Undefined behaviour and limits fail the call with a located diagnostic;
 * the engine stays usable. */
static void test_failures(void) {
  Env env;
  env_open(&env);
  int32_t a = 7, b = 0, r = 0;
  void *args[] = {&a, &b, &r};
  CHECK(mlirLogicalResultIsFailure(mlirExecutionEngineInvokePacked(env.jit, str("div"), args)));
  CHECK_STR(env.diags.data, "loc(\"-\":38:8): undefined behaviour: division by zero\n");
  clear(&env.diags);
  void *none[] = {NULL};
  CHECK(mlirLogicalResultIsFailure(mlirExecutionEngineInvokePacked(env.jit, str("oob"), none)));
  CHECK_STR(env.diags.data,
            "loc(\"-\":54:3): undefined behaviour: index 4 is out of bounds for dimension 0 of size 4\n"
            "loc(\"-\":51:8): note: allocated here\n");
  clear(&env.diags);
  mlirExtExecutionEngineSetLimits(env.jit, 100, 0);
  int64_t n = 1000, sum = 0;
  void *spin[] = {&n, &sum};
  CHECK(mlirLogicalResultIsFailure(mlirExecutionEngineInvokePacked(env.jit, str("spin"), spin)));
  CHECK_STR(env.diags.data, "loc(\"-\":45:10): step budget of 100 exceeded\n");
  clear(&env.diags);
  mlirExtExecutionEngineSetLimits(env.jit, 0, 0);
  CHECK(mlirLogicalResultIsSuccess(mlirExecutionEngineInvokePacked(env.jit, str("spin"), spin)));
  CHECK(sum == 499500);
  b = 7;
  CHECK(mlirLogicalResultIsSuccess(mlirExecutionEngineInvokePacked(env.jit, str("div"), args)));
  CHECK(r == 1);
  CHECK_STR(env.diags.data, "");
  CHECK(mlirLogicalResultIsFailure(mlirExecutionEngineInvokePacked(env.jit, str("missing"), none)));
  CHECK_STR(env.diags.data, "loc(unknown): no function named 'missing' to invoke\n");
  env_close(&env);
}

int main(void) {
  test_scalar_packed();
  test_memref_in_place();
  test_memref_expanded();
  test_results_struct();
  test_failures();
  return check_report();
}
