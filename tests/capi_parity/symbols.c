/* symbols.c: parity of symbol tables: creation (and refusal for ops that
 * are not tables), lookup, insertion with renaming, erasure, renaming
 * every use of a symbol (nested references, arrays, dictionaries, nested
 * tables left alone), walking the nested tables with their visibility,
 * and operation TypeIDs. */
#include "parity.h"

static const char *const SOURCE =
    "module {\n"
    "  \"test.sym\"() {sym_name = \"a\"} : () -> ()\n"
    "  \"test.sym\"() {sym_name = \"b\", sym_visibility = \"private\"} : () -> ()\n"
    "  module @inner {\n"
    "    \"test.sym\"() {sym_name = \"c\"} : () -> ()\n"
    "    \"test.use\"() {ref = @a} : () -> ()\n"
    "  }\n"
    "  module @priv attributes {sym_visibility = \"private\"} {\n"
    "    module @deep {\n"
    "    }\n"
    "  }\n"
    "  module {\n"
    "  }\n"
    "  \"test.use\"() {dict = {k = @a, n = [@b, @a]}, ref = @a, refs = [@a, @b, @inner::@c, @a::@x]} : () -> ()\n"
    "  \"test.region\"() ({\n"
    "    \"test.use\"() {ref = @a::@y} : () -> ()\n"
    "  }) : () -> ()\n"
    "}\n";

static void show_lookup(MlirSymbolTable t, const char *name) {
  MlirOperation op = mlirSymbolTableLookup(t, str(name));
  printf("lookup %s: ", name);
  if (mlirOperationIsNull(op)) {
    printf("<null>\n");
    return;
  }
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  printf("%.*s ", (int)n.length, n.data);
  mlirAttributePrint(mlirOperationGetAttributeByName(op, mlirSymbolTableGetSymbolAttributeName()),
                     print_out, NULL);
  printf("\n");
}

static MlirOperation make_sym(MlirContext ctx, const char *name) {
  MlirOperationState st = mlirOperationStateGet(str("test.sym"), mlirLocationUnknownGet(ctx));
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirSymbolTableGetSymbolAttributeName()), mlirStringAttrGet(ctx, str(name)));
  mlirOperationStateAddAttributes(&st, 1, &attr);
  return mlirOperationCreate(&st);
}

static void print_table(MlirOperation op, bool visible, void *ud) {
  MlirAttribute name = mlirOperationGetAttributeByName(op, str("sym_name"));
  printf("  %s table ", (const char *)ud);
  if (mlirAttributeIsNull(name)) printf("<anonymous>");
  else mlirAttributePrint(name, print_out, NULL);
  printf(" all uses visible: %d\n", visible);
}

int main(void) {
  MlirContext ctx = new_context();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  show_str("symbol attribute", mlirSymbolTableGetSymbolAttributeName());
  show_str("visibility attribute", mlirSymbolTableGetVisibilityAttributeName());
  MlirModule module = mlirModuleCreateParse(ctx, str(SOURCE));
  MlirOperation mop = mlirModuleGetOperation(module);
  MlirBlock body = mlirModuleGetBody(module);

  MlirOperation first = mlirBlockGetFirstOperation(body);
  printf("table of a non-table op is null: %d\n", mlirSymbolTableIsNull(mlirSymbolTableCreate(first)));
  MlirSymbolTable table = mlirSymbolTableCreate(mop);
  printf("table is null: %d\n", mlirSymbolTableIsNull(table));
  show_lookup(table, "a");
  show_lookup(table, "b");
  show_lookup(table, "c");
  show_lookup(table, "inner");
  show_lookup(table, "nope");

  /* Insertion: a detached op is appended; a taken name gets a suffix. */
  show_attr("insert fresh z", mlirSymbolTableInsert(table, make_sym(ctx, "z")));
  show_attr("insert clashing a", mlirSymbolTableInsert(table, make_sym(ctx, "a")));
  show_attr("insert clashing a again", mlirSymbolTableInsert(table, make_sym(ctx, "a")));
  MlirOperation placed = make_sym(ctx, "b");
  mlirBlockInsertOwnedOperationAfter(body, first, placed);
  show_attr("insert clashing b already in the body", mlirSymbolTableInsert(table, placed));
  show_attr("insert it again", mlirSymbolTableInsert(table, placed));
  show_lookup(table, "a_0");
  show_lookup(table, "a_1");
  show_lookup(table, "b_0");
  show_lookup(table, "z");
  /* An op added behind the table's back is not seen. */
  mlirBlockAppendOwnedOperation(body, make_sym(ctx, "hidden"));
  show_lookup(table, "hidden");

  mlirSymbolTableErase(table, mlirSymbolTableLookup(table, str("b")));
  show_lookup(table, "b");
  show_op("after insertions and erasure", mop);

  /* Renaming uses: nested tables keep their own references. */
  MlirLogicalResult r = mlirSymbolTableReplaceAllSymbolUses(str("a"), str("renamed"), mop);
  printf("replace a -> renamed: %d\n", mlirLogicalResultIsSuccess(r));
  show_op("after renaming uses", mop);
  MlirOperation inner = mlirSymbolTableLookup(table, str("inner"));
  r = mlirSymbolTableReplaceAllSymbolUses(str("a"), str("from_inner"), inner);
  printf("replace a -> from_inner inside @inner: %d\n", mlirLogicalResultIsSuccess(r));
  r = mlirSymbolTableReplaceAllSymbolUses(str("b"), str("bee"), mop);
  printf("replace b -> bee: %d\n", mlirLogicalResultIsSuccess(r));
  show_op("after more renaming", mop);

  printf("walk, uses not all visible:\n");
  mlirSymbolTableWalkSymbolTables(mop, false, print_table, "walked");
  printf("walk, all uses visible:\n");
  mlirSymbolTableWalkSymbolTables(mop, true, print_table, "walked");
  printf("walk from @inner and @priv, uses not all visible:\n");
  mlirSymbolTableWalkSymbolTables(mlirSymbolTableLookup(table, str("inner")), false, print_table, "walked");
  mlirSymbolTableWalkSymbolTables(mlirSymbolTableLookup(table, str("priv")), false, print_table, "walked");
  printf("walk from a non-table op:\n");
  mlirSymbolTableWalkSymbolTables(first, false, print_table, "walked");

  MlirSymbolTable inner_table = mlirSymbolTableCreate(inner);
  show_lookup(inner_table, "c");
  show_lookup(inner_table, "a");
  mlirSymbolTableDestroy(inner_table);
  mlirSymbolTableDestroy(table);

  /* TypeIDs of registered operations; unregistered ones have none. */
  MlirOperation other = mlirModuleGetOperation(mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx)));
  printf("module typeid null: %d same for two modules: %d unregistered null: %d\n",
         mlirTypeIDIsNull(mlirOperationGetTypeID(mop)),
         mlirTypeIDEqual(mlirOperationGetTypeID(mop), mlirOperationGetTypeID(other)),
         mlirTypeIDIsNull(mlirOperationGetTypeID(first)));
  mlirOperationDestroy(other);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
