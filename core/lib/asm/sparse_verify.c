/* sparse_verify.c: upstream's SparseElementsAttr::verify, for the parser,
 * the bytecode reader and the C API; its messages print types. */
#include "asm.h"

static void shape_text(StrBuf *out, const Type *t) {
  for (unsigned i = 0; i < shaped_rank(t); i++) {
    if (i) sb_puts(out, ", ");
    sb_put_i64(out, shaped_dim(t, i));
  }
}

/* The i-th stored index value of a dense i64 attribute (splat: the one). */
static uint64_t index_word(const Attr *indices, size_t i) {
  const Ident *blob = WORD_PTR(const Ident, indices->p[1]);
  size_t at = indices->aux ? 0 : i * 8;
  uint64_t v = 0;
  if (at + 8 <= blob->len) memcpy(&v, blob->str + at, 8);
  return v;
}

static bool index_error(Context *ctx, const Loc *loc, const Type *type, size_t num,
                        const Attr *indices, size_t first, unsigned rank) {
  Diag *d = diag_new(ctx, DIAG_ERROR, loc);
  if (!d) return false;
  StrBuf s;
  sb_init(&s, &ctx->alloc);
  for (unsigned k = 0; k < rank; k++) {
    if (k) sb_puts(&s, ", ");
    sb_put_u64(&s, index_word(indices, first + k));
  }
  diag_printf(d, "sparse index #%zu is not contained within the value shape, with index=[%s], "
                 "and type='", num, s.data ? s.data : "");
  s.len = 0;
  print_type(type, &s);
  diag_printf(d, "%s'", s.data ? s.data : "");
  sb_free(&s);
  diag_emit(ctx, d);
  return false;
}

bool sparse_verify(Context *ctx, const Loc *loc, const Type *type, const Attr *indices,
                   const Attr *values) {
  const Type *it = attr_get_type(indices), *vt = attr_get_type(values);
  if (shaped_rank(vt) != 1) {
    emit_error(ctx, loc, "expected 1-d tensor for sparse element values");
    return false;
  }
  unsigned rank = shaped_rank(type), irank = shaped_rank(it);
  bool shape_ok = irank == 2 ? shaped_dim(it, 1) == (int64_t)rank : irank == 1 && rank == 1;
  if (shape_ok) shape_ok = shaped_dim(it, 0) == shaped_dim(vt, 0);
  if (!shape_ok) {
    StrBuf a, b, c;
    sb_init(&a, &ctx->alloc);
    sb_init(&b, &ctx->alloc);
    sb_init(&c, &ctx->alloc);
    shape_text(&a, type);
    shape_text(&b, it);
    shape_text(&c, vt);
    emit_error(ctx, loc, "expected shape ([%s]); inferred shape of indices literal ([%s]); "
               "inferred shape of values literal ([%s])", a.data ? a.data : "",
               b.data ? b.data : "", c.data ? c.data : "");
    sb_free(&a);
    sb_free(&b);
    sb_free(&c);
    return false;
  }
  /* Indices are unsigned: a negative one is out of range. */
  size_t n = indices->aux ? 1 : (size_t)shaped_dim(it, 0);
  for (size_t i = 0; i < n; i++) {
    for (unsigned k = 0; k < rank; k++) {
      uint64_t v = index_word(indices, i * rank + k);
      if (v >= (uint64_t)shaped_dim(type, k))
        return index_error(ctx, loc, type, i, indices, i * rank, rank);
    }
  }
  return true;
}
