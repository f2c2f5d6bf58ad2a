/* source.c: reading a source buffer that may be text or bytecode, and the
 * implicit top-level module mlir-opt wraps loose ops into. */
#include "bytecode.h"

bool read_source_into(Context *ctx, const char *buf, size_t len, const Ident *file, unsigned first_line,
                      Block *top) {
  if (bytecode_has_magic(buf, len)) return bytecode_read(ctx, buf, len, file, top);
  return parse_text_into(ctx, buf, len, file, first_line, top);
}

Operation *parse_source(Context *ctx, const char *buf, size_t len, const char *filename, unsigned first_line) {
  const Ident *file = ident_cstr(ctx, filename);
  if (!file) return NULL;
  Block *top = block_create(&ctx->alloc);
  if (!top) return NULL;
  if (!read_source_into(ctx, buf, len, file, first_line, top)) {
    block_destroy(top);
    return NULL;
  }
  /* A single explicit builtin.module is the result; anything else is
   * wrapped in a new module located at file:0:0, as mlir-opt does. */
  const OpName *module = opname_get(ctx, "builtin.module", 14);
  Operation *only = top->first;
  if (only && only == top->last && only->name == module) {
    op_remove_from_block(only);
    block_destroy(top);
    return only;
  }
  Operation *m = module_around_block(ctx, top, loc_file(ctx, file, 0, 0));
  if (!m) block_destroy(top);
  return m;
}

Operation *module_around_block(Context *ctx, Block *top, const Loc *loc) {
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "builtin.module", 14), loc);
  Region *r = opstate_add_region(&st);
  if (r) region_append_block(r, top);
  Operation *m = r ? op_create(&st) : NULL;
  if (!m) {
    if (r) block_remove_from_region(top);
    opstate_free(&st);
  }
  return m;
}
