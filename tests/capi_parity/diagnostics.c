/* diagnostics.c: parity of diagnostic handlers: attaching, chaining (a
 * handler that declines passes the diagnostic on), detaching, the user-data
 * deleter, and what parse errors and mlirEmitError report (severity,
 * location, message). */
#include "parity.h"

typedef struct Handler {
  const char *name;
  int handled; /* return success? */
  int seen;
} Handler;

static MlirLogicalResult named_handler(MlirDiagnostic d, void *ud) {
  Handler *h = ud;
  h->seen++;
  printf("%s: ", h->name);
  print_diag(d, "");
  return h->handled ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static void deleted(void *ud) { printf("deleted user data of %s\n", ((Handler *)ud)->name); }

static void parse_module(MlirContext ctx, const char *label, const char *src) {
  MlirModule m = mlirModuleCreateParse(ctx, str(src));
  printf("%s: %s\n", label, mlirModuleIsNull(m) ? "null" : "parsed");
  if (!mlirModuleIsNull(m)) mlirModuleDestroy(m);
}

static void handlers(void) {
  MlirContext ctx = mlirContextCreate();
  Handler first = {"first", 0, 0}, second = {"second", 1, 0}, third = {"third", 1, 0};
  MlirDiagnosticHandlerID id1 = mlirContextAttachDiagnosticHandler(ctx, named_handler, &first, deleted);
  MlirDiagnosticHandlerID id2 = mlirContextAttachDiagnosticHandler(ctx, named_handler, &second, deleted);
  MlirLocation loc = mlirLocationFileLineColGet(ctx, str("emit.mlir"), 3, 14);
  /* The newest handler runs first and stops delivery by succeeding. */
  mlirEmitError(loc, "first message");
  second.handled = 0;
  mlirEmitError(mlirLocationNameGet(ctx, str("named"), loc), "declined by second");
  MlirDiagnosticHandlerID id3 = mlirContextAttachDiagnosticHandler(ctx, named_handler, &third, NULL);
  mlirEmitError(mlirLocationUnknownGet(ctx), "with three handlers");
  mlirContextDetachDiagnosticHandler(ctx, id2);
  mlirEmitError(loc, "after detaching second");
  mlirContextDetachDiagnosticHandler(ctx, id3);
  third.handled = 0;
  mlirEmitError(mlirLocationCallSiteGet(loc, mlirLocationUnknownGet(ctx)), "only first left");
  printf("seen: %d %d %d ids distinct: %d\n", first.seen, second.seen, third.seen,
         id1 != id2 && id2 != id3 && id1 != id3);
  printf("destroying context\n");
  mlirContextDestroy(ctx);
}

/* Prints a parse error with its location and notes. */
static void print_parse_diag(MlirDiagnostic d, const char *indent) {
  printf("%s[%s] ", indent, severity_name(mlirDiagnosticGetSeverity(d)));
  MlirLocation l = mlirDiagnosticGetLocation(d);
  mlirLocationPrint(l, print_out, NULL);
  printf(": ");
  mlirDiagnosticPrint(d, print_out, NULL);
  printf("\n");
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); i++)
    print_parse_diag(mlirDiagnosticGetNote(d, i), "  ");
}

static MlirLogicalResult parse_handler(MlirDiagnostic d, void *ud) {
  (void)ud;
  print_parse_diag(d, "diag ");
  return mlirLogicalResultSuccess();
}

static void parse_errors(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, parse_handler, NULL, NULL);
  parse_module(ctx, "unregistered op not allowed", "\"foo.op\"() : () -> ()");
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  parse_module(ctx, "allowed now", "\"foo.op\"() : () -> ()");
  parse_module(ctx, "undefined value", "\"foo.op\"(%x) : (i32) -> ()");
  parse_module(ctx, "type mismatch", "%0 = \"foo.a\"() : () -> i32\n\"foo.b\"(%0) : (i64) -> ()");
  parse_module(ctx, "redefinition", "%0 = \"foo.a\"() : () -> i32\n%0 = \"foo.a\"() : () -> i32");
  parse_module(ctx, "unknown successor", "\"foo.br\"()[^bb9] : () -> ()");
  parse_module(ctx, "bad token", "\"foo.op\"() : () -> (\n");
  parse_module(ctx, "second line", "\"foo.a\"() : () -> ()\n  \"foo.b\"() {x = } : () -> ()");
  parse_module(ctx, "bad integer type", "\"foo.a\"() {v = 1 : f32x} : () -> ()");
  MlirOperation op = mlirOperationCreateParse(ctx, str("\"foo.a\"() : () -> (\n"), str("named.mlir"));
  printf("operation parse: %s\n", mlirOperationIsNull(op) ? "null" : "parsed");
  MlirOperation op2 = mlirOperationCreateParse(ctx, str("\"foo.a\"(%v) : (i1) -> ()"), str("named.mlir"));
  printf("operation parse: %s\n", mlirOperationIsNull(op2) ? "null" : "parsed");
  mlirContextDestroy(ctx);
}

/* Parse errors in a standalone type or attribute. */
static MlirLogicalResult message_only(MlirDiagnostic d, void *ud) {
  (void)ud;
  printf("diag [%s] ", severity_name(mlirDiagnosticGetSeverity(d)));
  mlirLocationPrint(mlirDiagnosticGetLocation(d), print_out, NULL);
  printf(": ");
  mlirDiagnosticPrint(d, print_out, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

static void type_attr_errors(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, message_only, NULL, NULL);
  static const char *const types[] = {
      "i32 extra",
      "tensor<4xnone>", "vector<0xf32>",
                                      "memref<4xtuple<>>", "complex<tensor<2xf32>>", "!foo.bar",
                                      "tensor<2x?x", "(i32) ->"};
  for (size_t i = 0; i < sizeof types / sizeof *types; i++)
    printf("type %s: %s\n", types[i], mlirTypeIsNull(parse_type(ctx, types[i])) ? "null" : "parsed");
  static const char *const attrs[] = {
      "[1, 2", "#foo<\"x\">",
      "{a = 1, a = 2}", "dense<[1, 2]> : tensor<3xi32>", "1 : f32x", "\"unterminated"};
  for (size_t i = 0; i < sizeof attrs / sizeof *attrs; i++)
    printf("attribute %s: %s\n", attrs[i], mlirAttributeIsNull(parse_attr(ctx, attrs[i])) ? "null" : "parsed");
  mlirContextDestroy(ctx);
}

int main(void) {
  printf("== handlers\n");
  handlers();
  printf("== parse errors\n");
  parse_errors();
  printf("== type and attribute errors\n");
  type_attr_errors();
  return 0;
}
