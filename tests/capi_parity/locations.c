/* locations.c: parity of every location kind (unknown, file:line:col and
 * ranges, names, call sites, fused with and without metadata): building,
 * accessors, printing, uniquing and the attribute view; and identifiers. */
#include "parity.h"

static void kinds(const char *label, MlirLocation l) {
  show_loc(label, l);
  printf("  file=%d name=%d callsite=%d fused=%d\n", mlirLocationIsAFileLineColRange(l),
         mlirLocationIsAName(l), mlirLocationIsACallSite(l), mlirLocationIsAFused(l));
}

static void locations(MlirContext ctx) {
  MlirLocation unk = mlirLocationUnknownGet(ctx);
  kinds("unknown", unk);
  printf("  context ok: %d equal: %d\n", mlirContextEqual(mlirLocationGetContext(unk), ctx),
         mlirLocationEqual(unk, mlirLocationUnknownGet(ctx)));

  MlirLocation f = mlirLocationFileLineColGet(ctx, str("dir/file.mlir"), 12, 34);
  kinds("file", f);
  MlirIdentifier fname = mlirLocationFileLineColRangeGetFilename(f);
  show_str("  filename", mlirIdentifierStr(fname));
  printf("  start %d:%d end %d:%d\n", mlirLocationFileLineColRangeGetStartLine(f),
         mlirLocationFileLineColRangeGetStartColumn(f), mlirLocationFileLineColRangeGetEndLine(f),
         mlirLocationFileLineColRangeGetEndColumn(f));
  printf("  uniqued: %d\n", mlirLocationEqual(f, mlirLocationFileLineColGet(ctx, str("dir/file.mlir"), 12, 34)));

  MlirLocation r = mlirLocationFileLineColRangeGet(ctx, str("range.mlir"), 1, 2, 3, 4);
  kinds("range", r);
  printf("  start %d:%d end %d:%d\n", mlirLocationFileLineColRangeGetStartLine(r),
         mlirLocationFileLineColRangeGetStartColumn(r), mlirLocationFileLineColRangeGetEndLine(r),
         mlirLocationFileLineColRangeGetEndColumn(r));
  kinds("same line range", mlirLocationFileLineColRangeGet(ctx, str("r.mlir"), 5, 2, 5, 9));
  kinds("quoted file", mlirLocationFileLineColGet(ctx, str("a \"b\"\\c"), 1, 1));

  MlirLocation n = mlirLocationNameGet(ctx, str("my_value"), f);
  kinds("name", n);
  show_str("  name", mlirIdentifierStr(mlirLocationNameGetName(n)));
  show_loc("  child", mlirLocationNameGetChildLoc(n));
  MlirLocation n0 = mlirLocationNameGet(ctx, str("bare"), mlirLocationUnknownGet(ctx));
  kinds("name without child", n0);
  printf("  child is unknown: %d\n", mlirLocationEqual(mlirLocationNameGetChildLoc(n0), unk));
  MlirLocation nn = mlirLocationNameGet(ctx, str("outer"), n);
  kinds("nested name", nn);

  MlirLocation cs = mlirLocationCallSiteGet(n, r);
  kinds("callsite", cs);
  show_loc("  callee", mlirLocationCallSiteGetCallee(cs));
  show_loc("  caller", mlirLocationCallSiteGetCaller(cs));
  kinds("nested callsite", mlirLocationCallSiteGet(cs, f));

  MlirLocation parts[] = {f, n};
  MlirLocation fu = mlirLocationFusedGet(ctx, 2, parts, mlirAttributeGetNull());
  kinds("fused", fu);
  unsigned count = mlirLocationFusedGetNumLocations(fu);
  printf("  count %u metadata null %d\n", count, mlirAttributeIsNull(mlirLocationFusedGetMetadata(fu)));
  MlirLocation got[3];
  mlirLocationFusedGetLocations(fu, got);
  for (unsigned i = 0; i < count && i < 3; i++) show_loc("  part", got[i]);
  MlirLocation with_unknown[] = {f, unk, n, f};
  kinds("fused dropping unknown and repeats", mlirLocationFusedGet(ctx, 4, with_unknown, mlirAttributeGetNull()));
  kinds("fused of one", mlirLocationFusedGet(ctx, 1, parts, mlirAttributeGetNull()));
  kinds("fused of none", mlirLocationFusedGet(ctx, 0, parts, mlirAttributeGetNull()));
  MlirAttribute meta = mlirStringAttrGet(ctx, str("fusion"));
  MlirLocation fm = mlirLocationFusedGet(ctx, 2, parts, meta);
  kinds("fused with metadata", fm);
  show_attr("  metadata", mlirLocationFusedGetMetadata(fm));
  printf("  uniqued: %d\n", mlirLocationEqual(fm, mlirLocationFusedGet(ctx, 2, parts, meta)));

  MlirAttribute as = mlirLocationGetAttribute(cs);
  show_attr("as attribute", as);
  printf("  is location: %d back equal: %d\n", mlirAttributeIsALocation(as),
         mlirLocationEqual(mlirLocationFromAttribute(as), cs));
  printf("  string to location null: %d\n", mlirLocationIsNull(mlirLocationFromAttribute(meta)));
  show_attr("parsed location attr", parse_attr(ctx, "loc(\"p.mlir\":3:4)"));
  printf("  parsed equals built: %d\n",
         mlirAttributeEqual(parse_attr(ctx, "loc(\"p.mlir\":3:4)"),
                            mlirLocationGetAttribute(mlirLocationFileLineColGet(ctx, str("p.mlir"), 3, 4))));
}

static void identifiers(MlirContext ctx) {
  MlirIdentifier a = mlirIdentifierGet(ctx, str("some.name"));
  MlirIdentifier b = mlirIdentifierGet(ctx, mlirStringRefCreate("some.name.x", 9));
  MlirIdentifier c = mlirIdentifierGet(ctx, str("other"));
  show_str("identifier", mlirIdentifierStr(a));
  printf("equal: %d %d context: %d\n", mlirIdentifierEqual(a, b), mlirIdentifierEqual(a, c),
         mlirContextEqual(mlirIdentifierGetContext(a), ctx));
  MlirIdentifier e = mlirIdentifierGet(ctx, str(""));
  printf("empty length: %zu\n", mlirIdentifierStr(e).length);
  printf("string refs equal: %d %d\n", mlirStringRefEqual(mlirIdentifierStr(a), str("some.name")),
         mlirStringRefEqual(mlirIdentifierStr(a), str("some.nam")));
}

int main(void) {
  MlirContext ctx = new_context();
  printf("== locations\n");
  locations(ctx);
  printf("== identifiers\n");
  identifiers(ctx);
  mlirContextDestroy(ctx);
  return 0;
}
