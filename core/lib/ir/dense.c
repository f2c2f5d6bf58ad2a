/* dense.c: dense elements in upstream's canonical form. Equal contents must
 * unique to one attribute, so every constructor goes through here: when all
 * elements are equal (a single element included) the blob holds one element
 * and aux (splat) is 1, and an i1 splat is the byte 0xFF or 0x00.
 *
 * The blob layout: i1 elements packed 8 per byte (LSB first); others in
 * ceil(bits/8) bytes little endian; a complex element as (re, im). */
#include "ir.h"
#include "floats.h"

#include <string.h>

static unsigned scalar_bits(const Type *t) {
  if (type_is_float(t)) return float_semantics(t)->width;
  if (t->kind == TK_INDEX) return 64;
  if (t->kind == TK_INTEGER) return type_int_width(t);
  return 0;
}

static const Type *scalar_part(const Type *et) {
  return et->kind == TK_COMPLEX ? WORD_PTR(const Type, et->p[0]) : et;
}

bool dense_elem_is_packed_bit(const Type *et) {
  return et->kind == TK_INTEGER && type_int_width(et) == 1;
}

size_t dense_elem_bytes(const Type *et) {
  size_t b = (scalar_bits(scalar_part(et)) + 7) / 8;
  return et->kind == TK_COMPLEX ? 2 * b : b;
}

static bool bit_at(const unsigned char *d, size_t i) { return (d[i / 8] >> (i % 8)) & 1; }

const Attr *attr_dense_elements_get(Context *ctx, const Type *type, size_t n, const void *data) {
  const unsigned char *d = data;
  const Type *et = shaped_elem(type);
  int64_t total = shaped_num_elements(type);
  if (total < 0 || (n != 1 && (int64_t)n != total)) return NULL;
  if (total == 0) return attr_dense_elements(ctx, type, false, "", 0);
  if (dense_elem_is_packed_bit(et)) {
    bool splat = true;
    for (size_t i = 1; i < n && splat; i++) splat = bit_at(d, i) == bit_at(d, 0);
    if (!splat) return attr_dense_elements(ctx, type, false, d, (n + 7) / 8);
    unsigned char byte = bit_at(d, 0) ? 0xff : 0;
    return attr_dense_elements(ctx, type, true, &byte, 1);
  }
  size_t eb = dense_elem_bytes(et);
  bool splat = true;
  for (size_t i = 1; i < n && splat; i++) splat = memcmp(d, d + i * eb, eb) == 0;
  return attr_dense_elements(ctx, type, splat, d, splat ? eb : n * eb);
}
