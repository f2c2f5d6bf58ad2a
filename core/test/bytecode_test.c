/* bytecode_test.c: MLIR bytecode through the public C API. Reading what
 * upstream mlir-opt 22 writes, writing what it writes (byte for byte, every
 * version), the exact bytes of a small module, deep nesting, use-list
 * orders, and malformed input (every truncation and many byte flips of
 * valid files, crafted corruptions) answered with upstream's diagnostics,
 * never a crash. mlir-opt runs at test time from /usr/lib/llvm-22. */
#define _POSIX_C_SOURCE 200809L /* popen */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/RegisterEverything.h"

#define MLIR_OPT "/usr/lib/llvm-22/bin/mlir-opt"

/* ---- helpers ------------------------------------------------------------------ */

typedef struct Buf {
  char *p;
  size_t n;
} Buf;

static void buf_put(Buf *b, const void *s, size_t n) {
  char *grown = realloc(b->p, b->n + n + 1);
  if (!grown) abort();
  b->p = grown;
  if (n) memcpy(b->p + b->n, s, n);
  b->n += n;
  b->p[b->n] = 0;
}
static void buf_byte(Buf *b, unsigned v) {
  char c = (char)v;
  buf_put(b, &c, 1);
}
static void buf_free(Buf *b) {
  free(b->p);
  b->p = NULL;
  b->n = 0;
}
static void to_buf(MlirStringRef s, void *ud) { buf_put(ud, s.data, s.length); }
static bool buf_eq(const Buf *a, const Buf *b) {
  return a->n == b->n && (a->n == 0 || memcmp(a->p, b->p, a->n) == 0);
}

/* Diagnostics as "severity: message" lines, notes indented. */
static void print_diag(MlirDiagnostic d, Buf *b, const char *indent) {
  buf_put(b, indent, strlen(indent));
  const char *sev = mlirDiagnosticGetSeverity(d) == MlirDiagnosticError ? "error: " : "other: ";
  buf_put(b, sev, strlen(sev));
  mlirDiagnosticPrint(d, to_buf, b);
  buf_byte(b, '\n');
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); i++) print_diag(mlirDiagnosticGetNote(d, i), b, "  ");
}
static MlirLogicalResult collect(MlirDiagnostic d, void *ud) {
  print_diag(d, ud, "");
  return mlirLogicalResultSuccess();
}

static const char *tmpdir(void) {
  const char *t = getenv("TEST_TMPDIR");
  return t && *t ? t : "/tmp";
}

static void path_of(char *out, size_t n, const char *name) { snprintf(out, n, "%s/%s", tmpdir(), name); }

static void write_file(const char *path, const void *data, size_t n) {
  FILE *f = fopen(path, "wb");
  if (!f) abort();
  fwrite(data, 1, n, f);
  fclose(f);
}

/* Runs mlir-opt on a file; stdout into `out`; returns its exit status. */
static int mlir_opt(const char *args, const char *path, Buf *out) {
  char cmd[2048];
  snprintf(cmd, sizeof cmd, MLIR_OPT " --allow-unregistered-dialect %s '%s' 2>/dev/null", args, path);
  FILE *p = popen(cmd, "r");
  if (!p) return -1;
  char chunk[4096];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, p)) > 0) buf_put(out, chunk, n);
  return pclose(p);
}

static MlirContext new_context(Buf *diags) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(reg);
  mlirContextAppendDialectRegistry(ctx, reg);
  mlirDialectRegistryDestroy(reg);
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  mlirContextAttachDiagnosticHandler(ctx, collect, diags, NULL);
  return ctx;
}

static bool write_version(MlirOperation op, int64_t version, Buf *out) {
  MlirBytecodeWriterConfig cfg = mlirBytecodeWriterConfigCreate();
  mlirBytecodeWriterConfigDesiredEmitVersion(cfg, version);
  MlirLogicalResult r = mlirOperationWriteBytecodeWithConfig(op, cfg, to_buf, out);
  mlirBytecodeWriterConfigDestroy(cfg);
  return mlirLogicalResultIsSuccess(r);
}

static void print_op(MlirOperation op, bool generic, Buf *out) {
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsEnableDebugInfo(f, true, false);
  if (generic) mlirOpPrintingFlagsPrintGenericOpForm(f);
  mlirOperationPrintWithFlags(op, f, to_buf, out);
  mlirOpPrintingFlagsDestroy(f);
}

static void trim(Buf *b) {
  while (b->n && (b->p[b->n - 1] == '\n' || b->p[b->n - 1] == ' ')) b->p[--b->n] = 0;
}

/* ---- inputs --------------------------------------------------------------------- */

static const char *const CASES[][2] = {
    {"functions.mlir",
     "func.func @f(%a: i32, %b: f32, %m: memref<4x?xf32>) -> i32 attributes {foo = \"bar\"} {\n"
     "  %c = arith.constant 42 : i32\n"
     "  %d = arith.addi %a, %c overflow<nsw> : i32\n"
     "  %e = arith.cmpi slt, %a, %d : i32\n"
     "  %f = arith.addf %b, %b fastmath<fast> : f32\n"
     "  %g = \"foo.bar\"(%d) {x = [1, 2.5, \"s\", unit, @sym::@n, i8, dense<[1,2]> : tensor<2xi32>,"
     " array<i32: 1, 2>, affine_map<(d0)->(d0+1)>]} : (i32) -> tensor<?xi32>\n"
     "  cf.br ^bb1(%d : i32)\n"
     "^bb1(%x: i32):\n"
     "  return %x : i32\n"
     "}\n"},
    {"attributes.mlir",
     "\"foo.op\"() {a = dense<[true, false, true]> : tensor<3xi1>, b = dense<true> : tensor<3xi1>,"
     " c = dense<[1.0, 2.0]> : tensor<2xf16>, d = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>,"
     " e = dense<[1, 2]> : tensor<2xindex>, f = dense<[\"a\", \"b\"]> : tensor<2x!foo.s>,"
     " h = dense<[1, 2]> : vector<2xi4>, i = array<i1: true, false>, j = 1 : i1, k = -1 : i64,"
     " l = 123456789012345678901234567890 : i128, m = 0x7FC00000 : f32, n = 1.0 : bf16, o = 2.0 : f80,"
     " q = dense<[]> : tensor<0xi32>, r = 5 : index, s = -3 : si8, t = 200 : ui8, u = \"hi\" : i32,"
     " z = 1.0 : f8E4M3FN, aa = complex<f32>, bb = tuple<i32, f32>, cc = vector<[4]x2xf32>,"
     " dd = memref<4xf32, 1>, ee = memref<*xf32, 2>, ff = tensor<*xf32>, gg = tensor<4xf32, \"enc\">,"
     " hh = memref<4x4xf32, strided<[4, 1]>>, ii = memref<f32>, jj = none, kk = !foo.bar<1>,"
     " ll = #foo.baz, mm = tf32, nn = f128, oo = affine_set<(d0) : (d0 >= 0)>, pp = i0,"
     " qq = {x = 1, y}} : () -> ()\n"},
    {"regions.mlir",
     "func.func @g(%m: memref<?xf32>, %i: index, %t: tensor<8xf32>) -> f32 {\n"
     "  %0 = memref.load %m[%i] : memref<?xf32>\n"
     "  %al = memref.alloc(%i) : memref<?xf32>\n"
     "  %s = memref.subview %m[%i][4][1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>\n"
     "  %r = scf.for %x = %i to %i step %i iter_args(%acc = %0) -> (f32) {\n"
     "    %v = memref.load %m[%x] : memref<?xf32>\n"
     "    %n = arith.addf %acc, %v : f32\n"
     "    scf.yield %n : f32\n"
     "  }\n"
     "  %e = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>\n"
     "  %p = ub.poison : f32\n"
     "  %c = index.cmp slt(%i, %i)\n"
     "  return %r : f32\n"
     "}\n"
     "\"foo.region\"() ({\n"
     "^bb0(%a: i32):\n"
     "  \"foo.inner\"(%a) ({ \"foo.leaf\"(%a) : (i32) -> () }) : (i32) -> ()\n"
     "}) : () -> ()\n"},
    {"use_lists.mlir",
     "func.func @f(%a: i32) -> i32 {\n"
     "  cf.br ^bb2\n"
     "^bb1:\n"
     "  %u1 = arith.addi %x, %x : i32\n"
     "  %u2 = arith.addi %u1, %x : i32\n"
     "  %u3 = arith.muli %x, %u2 : i32\n"
     "  return %u3 : i32\n"
     "^bb2:\n"
     "  %x = arith.addi %a, %a : i32\n"
     "  %y = arith.addi %x, %a : i32\n"
     "  %z = arith.addi %y, %x : i32\n"
     "  cf.br ^bb1\n"
     "}\n"
     "\"foo.graph\"() ({\n"
     "  %0 = \"foo.op\"(%2, %1, %2) : (i32, i32, i32) -> i32\n"
     "  %1 = \"foo.op\"(%2, %0) : (i32, i32) -> i32\n"
     "  %2 = \"foo.op\"(%0, %1, %0) : (i32, i32, i32) -> i32\n"
     "  \"foo.op\"(%2, %2, %0, %1, %0) : (i32, i32, i32, i32, i32) -> ()\n"
     "}) : () -> ()\n"},
    {"locations.mlir",
     "\"foo.a\"() : () -> () loc(\"a\"(callsite(\"b\" at \"f.c\":1:2)))\n"
     "\"foo.b\"() : () -> () loc(fused<\"m\">[\"x\", \"y\"])\n"
     "\"foo.c\"() : () -> () loc(fused[\"x\", \"y\"])\n"
     "\"foo.d\"() : () -> () loc(\"f.c\":1:2 to 3:4)\n"
     "\"foo.e\"() : () -> () loc(\"f.c\":5:2 to :9)\n"
     "\"foo.f\"() ({\n"
     "^bb0(%a: i32 loc(\"arg\"), %b: i32):\n"
     "  \"foo.g\"() : () -> () loc(unknown)\n"
     "}) : () -> ()\n"},
};
enum { NCASES = sizeof CASES / sizeof CASES[0] };

/* ---- tests ------------------------------------------------------------------------ */

/* mlir-opt's bytecode for `module {} loc(unknown)`, byte for byte. */
static void test_exact_bytes(void) {
  static const unsigned char expected[] = {
      0x4d, 0x4c, 0xef, 0x52, 0x0d, 0x4d, 0x4c, 0x49, 0x52, 0x32, 0x32, 0x2e, 0x31, 0x2e, 0x38, 0x00,
      0x01, 0x0d, 0x03, 0x01, 0x03, 0x01, 0x03, 0x07, 0x03, 0x0b, 0x03, 0x01, 0x01, 0x03, 0x07, 0x02,
      0x03, 0x1f, 0x04, 0x17, 0x05, 0x01, 0x50, 0x01, 0x01, 0x07, 0x04, 0x07, 0x03, 0x01, 0x01, 0x06,
      0x03, 0x01, 0x05, 0x01, 0x00, 0x25, 0x05, 0x0f, 0x11, 0x62, 0x75, 0x69, 0x6c, 0x74, 0x69, 0x6e,
      0x00, 0x6d, 0x6f, 0x64, 0x75, 0x6c, 0x65, 0x00, 0x08, 0x09, 0x03, 0x05, 0x01, 0x01};
  Buf diags = {0}, out = {0};
  MlirContext ctx = new_context(&diags);
  MlirModule m = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  mlirOperationWriteBytecode(mlirModuleGetOperation(m), to_buf, &out);
  CHECK(out.n == sizeof expected && memcmp(out.p, expected, sizeof expected) == 0);
  /* And back: an empty module at an unknown location. */
  MlirModule back = mlirModuleCreateParse(ctx, mlirStringRefCreate((const char *)expected, sizeof expected));
  CHECK(!mlirModuleIsNull(back));
  Buf text = {0};
  if (!mlirModuleIsNull(back)) {
    print_op(mlirModuleGetOperation(back), false, &text);
    trim(&text);
    CHECK_STR(text.p, "module {\n} loc(#loc)\n#loc = loc(unknown)");
    mlirModuleDestroy(back);
  }
  CHECK(diags.n == 0);
  buf_free(&text);
  buf_free(&out);
  buf_free(&diags);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
}

/* Each case at each version: mlirc writes mlir-opt's bytes; mlirc reads
 * mlir-opt's bytes into IR that prints as mlir-opt prints it and that
 * writes back as mlir-opt writes it back (which covers the locations,
 * whose alias numbering in print is the printer's business). */
static void test_matches_mlir_opt(void) {
  for (unsigned c = 0; c < NCASES; c++) {
    char path[512], bc_path[600];
    path_of(path, sizeof path, CASES[c][0]);
    write_file(path, CASES[c][1], strlen(CASES[c][1]));
    Buf diags = {0};
    MlirContext ctx = new_context(&diags);
    MlirModule m = mlirModuleCreateParseFromFile(ctx, mlirStringRefCreateFromCString(path));
    CHECK(!mlirModuleIsNull(m));
    if (mlirModuleIsNull(m)) {
      fprintf(stderr, "%s: %s\n", CASES[c][0], diags.p ? diags.p : "");
      mlirContextDestroy(ctx);
      continue;
    }
    for (int v = 0; v <= 6; v++) {
      char args[64];
      snprintf(args, sizeof args, "--emit-bytecode --emit-bytecode-version=%d", v);
      Buf up = {0}, ours = {0}, up_text = {0}, our_text = {0}, up_again = {0}, ours_again = {0};
      CHECK(mlir_opt(args, path, &up) == 0 && up.n > 0);
      CHECK(write_version(mlirModuleGetOperation(m), v, &ours));
      if (!buf_eq(&up, &ours)) fprintf(stderr, "%s v%d: bytecode differs from mlir-opt's\n", CASES[c][0], v);
      CHECK(buf_eq(&up, &ours));
      snprintf(bc_path, sizeof bc_path, "%s.v%d.mlirbc", path, v);
      write_file(bc_path, up.p, up.n);
      CHECK(mlir_opt("--mlir-print-op-generic", bc_path, &up_text) == 0);
      CHECK(mlir_opt(args, bc_path, &up_again) == 0);
      MlirModule back = mlirModuleCreateParse(ctx, mlirStringRefCreate(up.p, up.n));
      CHECK(!mlirModuleIsNull(back));
      if (!mlirModuleIsNull(back)) {
        MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
        mlirOpPrintingFlagsPrintGenericOpForm(f);
        mlirOperationPrintWithFlags(mlirModuleGetOperation(back), f, to_buf, &our_text);
        mlirOpPrintingFlagsDestroy(f);
        trim(&up_text);
        trim(&our_text);
        CHECK_STR(our_text.p, up_text.p ? up_text.p : "");
        CHECK(write_version(mlirModuleGetOperation(back), v, &ours_again));
        CHECK(buf_eq(&up_again, &ours_again));
        mlirModuleDestroy(back);
      }
      buf_free(&up);
      buf_free(&ours);
      buf_free(&up_text);
      buf_free(&our_text);
      buf_free(&up_again);
      buf_free(&ours_again);
    }
    CHECK(diags.n == 0);
    if (diags.n) fprintf(stderr, "%s", diags.p);
    buf_free(&diags);
    mlirModuleDestroy(m);
    mlirContextDestroy(ctx);
  }
}

/* Reading then writing again gives the bytes mlir-opt gives for the same
 * round trip: the use-list orders survive the reader. */
static void test_reread_stable(void) {
  char path[512], bc[600];
  path_of(path, sizeof path, "use_lists.mlir");
  write_file(path, CASES[3][1], strlen(CASES[3][1]));
  Buf up = {0}, up2 = {0}, ours = {0}, diags = {0};
  CHECK(mlir_opt("--emit-bytecode", path, &up) == 0);
  snprintf(bc, sizeof bc, "%s.mlirbc", path);
  write_file(bc, up.p, up.n);
  CHECK(mlir_opt("--emit-bytecode", bc, &up2) == 0);
  MlirContext ctx = new_context(&diags);
  MlirModule m = mlirModuleCreateParseFromFile(ctx, mlirStringRefCreateFromCString(bc));
  CHECK(!mlirModuleIsNull(m));
  if (!mlirModuleIsNull(m)) {
    mlirOperationWriteBytecode(mlirModuleGetOperation(m), to_buf, &ours);
    CHECK(buf_eq(&ours, &up2));
    mlirModuleDestroy(m);
  }
  buf_free(&up);
  buf_free(&up2);
  buf_free(&ours);
  buf_free(&diags);
  mlirContextDestroy(ctx);
}

/* Deeply nested attributes and regions round-trip without deep recursion
 * in the reader (nested entries past a few levels are deferred). */
static void test_deep_nesting(void) {
  enum { DEPTH = 400 };
  Buf src = {0}, diags = {0};
  buf_put(&src, "\"foo.a\"() {x = ", 15);
  for (int i = 0; i < DEPTH; i++) buf_put(&src, "[", 1);
  buf_put(&src, "1", 1);
  for (int i = 0; i < DEPTH; i++) buf_put(&src, "]", 1);
  buf_put(&src, "} : () -> ()\n", 13);
  for (int i = 0; i < DEPTH; i++) buf_put(&src, "\"foo.r\"() ({\n", 13);
  for (int i = 0; i < DEPTH; i++) buf_put(&src, "}) : () -> ()\n", 14);
  MlirContext ctx = new_context(&diags);
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreate(src.p, src.n));
  CHECK(!mlirModuleIsNull(m));
  if (!mlirModuleIsNull(m)) {
    Buf bc = {0}, t1 = {0}, t2 = {0};
    mlirOperationWriteBytecode(mlirModuleGetOperation(m), to_buf, &bc);
    MlirModule back = mlirModuleCreateParse(ctx, mlirStringRefCreate(bc.p, bc.n));
    CHECK(!mlirModuleIsNull(back));
    if (!mlirModuleIsNull(back)) {
      print_op(mlirModuleGetOperation(m), true, &t1);
      print_op(mlirModuleGetOperation(back), true, &t2);
      CHECK(buf_eq(&t1, &t2));
      mlirModuleDestroy(back);
    }
    buf_free(&bc);
    buf_free(&t1);
    buf_free(&t2);
    mlirModuleDestroy(m);
  }
  CHECK(diags.n == 0);
  buf_free(&src);
  buf_free(&diags);
  mlirContextDestroy(ctx);
}

/* Writing an unsupported version fails with upstream's message and writes
 * nothing; mlirOperationCreateParse reads bytecode too. */
static void test_versions_and_entry_points(void) {
  Buf diags = {0}, out = {0};
  MlirContext ctx = new_context(&diags);
  MlirModule m = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  CHECK(!write_version(mlirModuleGetOperation(m), 7, &out));
  CHECK(out.n == 0);
  CHECK(diags.p && strncmp(diags.p, "error: unsupported version requested 7, must be in range [0, 6]\n",
                           64) == 0);
  buf_free(&diags);
  CHECK(!write_version(mlirModuleGetOperation(m), -1, &out));
  buf_free(&diags);
  CHECK(write_version(mlirModuleGetOperation(m), 0, &out));
  MlirOperation op = mlirOperationCreateParse(ctx, mlirStringRefCreate(out.p, out.n),
                                              mlirStringRefCreateFromCString("x.mlirbc"));
  CHECK(!mlirOperationIsNull(op));
  if (!mlirOperationIsNull(op)) {
    MlirIdentifier name = mlirOperationGetName(op);
    MlirStringRef s = mlirIdentifierStr(name);
    CHECK(s.length == 14 && memcmp(s.data, "builtin.module", 14) == 0);
    mlirOperationDestroy(op);
  }
  CHECK(diags.n == 0);
  buf_free(&out);
  buf_free(&diags);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
}

/* ---- malformed input ---------------------------------------------------------------- */

static void put_varint(Buf *b, uint64_t v) {
  if (v < 128) {
    buf_byte(b, (unsigned)(v << 1 | 1));
    return;
  }
  for (unsigned n = 2; n <= 8; n++) {
    if (v >> (7 * n)) continue;
    uint64_t enc = ((v << 1) | 1) << (n - 1);
    for (unsigned i = 0; i < n; i++) buf_byte(b, (unsigned)(enc >> (8 * i)));
    return;
  }
  buf_byte(b, 0);
  for (unsigned i = 0; i < 8; i++) buf_byte(b, (unsigned)(v >> (8 * i)));
}

static void put_section(Buf *b, unsigned id, const Buf *body) {
  buf_byte(b, id);
  put_varint(b, body->n);
  buf_put(b, body->p, body->n);
}

/* A version 6 file holding one builtin.module whose location is attribute
 * 0, with `attrs` (custom builtin encodings) as the attribute table. */
static void craft(Buf *out, const unsigned char *const *attrs, const size_t *lens, size_t nattrs,
                  const char *dialect) {
  Buf s = {0}, d = {0}, off = {0}, data = {0}, ir = {0}, region = {0}, props = {0};
  buf_put(out, "ML\xefR", 4);
  put_varint(out, 6);
  buf_put(out, "test", 5);
  /* strings: 0 the dialect, 1 "module" */
  put_varint(&s, 2);
  put_varint(&s, 7);
  put_varint(&s, strlen(dialect) + 1);
  buf_put(&s, dialect, strlen(dialect) + 1);
  buf_put(&s, "module", 7);
  put_varint(&d, 1);
  put_varint(&d, 0 << 1); /* dialect: string 0, no version */
  put_varint(&d, 1);      /* one op name */
  put_varint(&d, 0);
  put_varint(&d, 1);
  put_varint(&d, 1 << 1 | 1); /* "module", registered */
  put_varint(&off, nattrs);
  put_varint(&off, 0);
  put_varint(&off, 0);
  put_varint(&off, nattrs);
  for (size_t i = 0; i < nattrs; i++) {
    put_varint(&off, lens[i] << 1 | 1);
    buf_put(&data, attrs[i], lens[i]);
  }
  put_varint(&region, 1); /* blocks */
  put_varint(&region, 0); /* values */
  put_varint(&region, 0); /* no ops, no args */
  put_varint(&ir, 1 << 1);
  put_varint(&ir, 0);                  /* builtin.module */
  buf_byte(&ir, 0x10);                 /* regions */
  put_varint(&ir, 0);                  /* location: attribute 0 */
  put_varint(&ir, 1 << 1 | 1);         /* one isolated region */
  put_section(&ir, 4, &region);
  put_section(out, 1, &d);
  put_section(out, 3, &off);
  put_section(out, 2, &data);
  put_section(out, 4, &ir);
  put_section(out, 0, &s);
  put_section(out, 8, &props);
  buf_free(&s);
  buf_free(&d);
  buf_free(&off);
  buf_free(&data);
  buf_free(&ir);
  buf_free(&region);
  buf_free(&props);
}

/* Parses `data` with a fresh context; returns whether a module came out. */
static bool parse_bytes(const void *data, size_t n, bool allow_unregistered, Buf *diags) {
  MlirContext ctx = new_context(diags);
  mlirContextSetAllowUnregisteredDialects(ctx, allow_unregistered);
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreate(data, n));
  bool ok = !mlirModuleIsNull(m);
  if (ok) mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return ok;
}

static void expect_error(const void *data, size_t n, bool allow_unregistered, const char *expected) {
  Buf diags = {0};
  CHECK(!parse_bytes(data, n, allow_unregistered, &diags));
  CHECK_STR(diags.p, expected);
  buf_free(&diags);
}

static void test_crafted(void) {
  static const unsigned char unknown_loc[] = {0x1f};
  static const unsigned char self_array[] = {0x01, 0x03, 0x01}; /* [attr 0] */
  const unsigned char *one[] = {unknown_loc};
  size_t one_len[] = {1};
  Buf b = {0}, diags = {0};
  craft(&b, one, one_len, 1, "builtin");
  CHECK(parse_bytes(b.p, b.n, false, &diags));
  CHECK(diags.n == 0);
  buf_free(&diags);
  buf_free(&b);

  expect_error("ML\xefR", 4, false, "error: attempting to parse a byte at the end of the bytecode\n");
  expect_error("ML\xefR\x0f", 5, false, "error: bytecode version 7 is newer than the current version 6\n");
  expect_error("ML\xefR\x0dx", 6, false,
               "error: malformed null-terminated string, no null character found\n");
  expect_error("ML\xefR\x0dx\0", 7, false,
               "error: missing data for top-level section: String (0)\n"
               "  other: in bytecode version 6 produced by: x\n");
  expect_error("ML\xefR\x0dx\0\x09\x01", 9, false,
               "error: invalid section ID: 9\n  other: in bytecode version 6 produced by: x\n");
  expect_error("ML\xefR\x0dx\0\x00\x01\x00\x01", 11, false,
               "error: duplicate top-level section: String (0)\n"
               "  other: in bytecode version 6 produced by: x\n");
  expect_error("ML\xefR\x0dx\0\x00\x05", 9, false,
               "error: attempting to parse 2 bytes when only 0 remain\n"
               "  other: in bytecode version 6 produced by: x\n");

  /* An attribute that contains itself, directly or through a long chain
   * (deferred past the eager depth, so found by the worklist). */
  const unsigned char *cyc[] = {self_array};
  size_t cyc_len[] = {3};
  craft(&b, cyc, cyc_len, 1, "builtin");
  expect_error(b.p, b.n, false,
               "error: cyclic reference to attribute entry 0\n"
               "  other: in bytecode version 6 produced by: test\n");
  buf_free(&b);
  enum { CHAIN = 12 };
  unsigned char chain[CHAIN][3];
  const unsigned char *chain_ptrs[CHAIN];
  size_t chain_lens[CHAIN];
  for (int i = 0; i < CHAIN; i++) {
    chain[i][0] = 0x01;
    chain[i][1] = 0x03;
    chain[i][2] = (unsigned char)(((i + 1) % CHAIN) << 1 | 1);
    chain_ptrs[i] = chain[i];
    chain_lens[i] = 3;
  }
  craft(&b, chain_ptrs, chain_lens, CHAIN, "builtin");
  Buf cd = {0};
  CHECK(!parse_bytes(b.p, b.n, false, &cd));
  CHECK(cd.p && strstr(cd.p, "error: cyclic reference to attribute entry") == cd.p);
  buf_free(&cd);
  buf_free(&b);

  /* A dialect the context does not know. */
  craft(&b, one, one_len, 1, "foo");
  expect_error(b.p, b.n, false,
               "error: dialect 'foo' is unknown. If this is intended, please call "
               "allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect "
               "with the MLIR tool used.\n"
               "  other: in bytecode version 6 produced by: test\n");
  /* With unregistered dialects allowed, the custom attribute encoding still
   * needs the dialect's bytecode interface. */
  expect_error(b.p, b.n, true, "error: dialect 'foo' does not implement the bytecode interface\n"
                               "  other: in bytecode version 6 produced by: test\n");
  buf_free(&b);
}

/* Every truncation and a set of byte flips of valid files: a module or
 * diagnostics, never a crash, and an error whenever nothing is returned. */
static void test_corruptions(void) {
  Buf diags = {0};
  MlirContext ctx = new_context(&diags);
  for (unsigned c = 0; c < NCASES; c++) {
    MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(CASES[c][1]));
    if (mlirModuleIsNull(m)) continue;
    Buf bc = {0};
    mlirOperationWriteBytecode(mlirModuleGetOperation(m), to_buf, &bc);
    mlirModuleDestroy(m);
    unsigned silent = 0, runs = 0;
    char *copy = malloc(bc.n + 1);
    for (size_t len = 4; len < bc.n; len++) {
      Buf d = {0};
      runs++;
      if (!parse_bytes(bc.p, len, true, &d) && !strstr(d.p ? d.p : "", "error: ")) silent++;
      buf_free(&d);
    }
    for (size_t pos = 4; pos < bc.n; pos++) {
      for (unsigned k = 0; k < 3; k++) {
        static const unsigned char flips[] = {0xff, 0x01, 0x80};
        memcpy(copy, bc.p, bc.n);
        copy[pos] = (char)(copy[pos] ^ flips[k]);
        Buf d = {0};
        runs++;
        if (!parse_bytes(copy, bc.n, true, &d) && !strstr(d.p ? d.p : "", "error: ")) silent++;
        buf_free(&d);
      }
    }
    free(copy);
    CHECK(runs > 0 && silent == 0);
    buf_free(&bc);
  }
  buf_free(&diags);
  mlirContextDestroy(ctx);
}

int main(void) {
  test_exact_bytes();
  test_matches_mlir_opt();
  test_reread_stable();
  test_deep_nesting();
  test_versions_and_entry_points();
  test_crafted();
  test_corruptions();
  return check_report();
}
