/* ops_index.c: the index dialect. An index is 64 bits wide, as upstream's
 * lowering to LLVM on a 64-bit host makes it; the arithmetic is arith's. */
#include "exec.h"

enum { INDEX_WIDTH = 64 };

static int bin(Interp *in, Frame *f, const Inst *i, int op) {
  Val *x = opv(f, i, 0), *y = opv(f, i, 1);
  if (x->tag != VT_BITS || y->tag != VT_BITS) {
    set_res(in, f, i, 0, val_poison());
    return EX_NEXT;
  }
  Val r;
  if (!exec_int_bin64(in, i, op, INDEX_WIDTH, 0, x->w[0], y->w[0], &r)) return EX_FAIL;
  set_res(in, f, i, 0, r);
  return EX_NEXT;
}

#define INDEX_BIN(NAME, OP) \
  static int NAME(Interp *in, Frame *f, const Inst *i) { return bin(in, f, i, OP); }
INDEX_BIN(h_add, IB_ADD)
INDEX_BIN(h_sub, IB_SUB)
INDEX_BIN(h_mul, IB_MUL)
INDEX_BIN(h_divs, IB_DIVS)
INDEX_BIN(h_divu, IB_DIVU)
INDEX_BIN(h_ceildivs, IB_CEILDIVS)
INDEX_BIN(h_ceildivu, IB_CEILDIVU)
INDEX_BIN(h_floordivs, IB_FLOORDIVS)
INDEX_BIN(h_rems, IB_REMS)
INDEX_BIN(h_remu, IB_REMU)
INDEX_BIN(h_maxs, IB_MAXS)
INDEX_BIN(h_maxu, IB_MAXU)
INDEX_BIN(h_mins, IB_MINS)
INDEX_BIN(h_minu, IB_MINU)
INDEX_BIN(h_shl, IB_SHL)
INDEX_BIN(h_shrs, IB_SHRS)
INDEX_BIN(h_shru, IB_SHRU)
INDEX_BIN(h_and, IB_AND)
INDEX_BIN(h_or, IB_OR)
INDEX_BIN(h_xor, IB_XOR)

static bool prep_constant(Interp *in, Inst *i) {
  const Attr *a = op_get_attr(i->op, "value", 5);
  i->iaux = a ? exec_attr_int(a) : 0;
  return a != NULL;
}

static int h_constant(Interp *in, Frame *f, const Inst *i) {
  set_res(in, f, i, 0, val_u64((uint64_t)i->iaux, exec_int_width(res_type(i, 0))));
  return EX_NEXT;
}

static int h_sizeof(Interp *in, Frame *f, const Inst *i) {
  set_res(in, f, i, 0, val_bits(INDEX_WIDTH, 0));
  return EX_NEXT;
}

/* casts: index <-> iN, sign- or zero-extending when widening. */
static int cast(Interp *in, Frame *f, const Inst *i, bool sign) {
  Val *x = opv(f, i, 0);
  if (x->tag != VT_BITS) {
    set_res(in, f, i, 0, val_poison());
    return EX_NEXT;
  }
  unsigned from = exec_int_width(opnd_type(i, 0)), to = exec_int_width(res_type(i, 0));
  if (from > 64 || to > 64) return exec_fail(in, i, "the interpreter casts integers of up to 64 bits here");
  uint64_t v = sign ? (uint64_t)sext_bits(x->w[0], from) : x->w[0] & mask_bits(from);
  set_res(in, f, i, 0, val_u64(v, to));
  return EX_NEXT;
}
static int h_casts(Interp *in, Frame *f, const Inst *i) { return cast(in, f, i, true); }
static int h_castu(Interp *in, Frame *f, const Inst *i) { return cast(in, f, i, false); }

static int h_cmp(Interp *in, Frame *f, const Inst *i) {
  Val *x = opv(f, i, 0), *y = opv(f, i, 1);
  if (x->tag != VT_BITS || y->tag != VT_BITS) {
    set_res(in, f, i, 0, val_poison());
    return EX_NEXT;
  }
  int64_t sx = (int64_t)x->w[0], sy = (int64_t)y->w[0];
  uint64_t ux = x->w[0], uy = y->w[0];
  bool v;
  switch (exec_attr_int(op_get_attr(i->op, "pred", 4))) {
  case 0: v = ux == uy; break;
  case 1: v = ux != uy; break;
  case 2: v = sx < sy; break;
  case 3: v = sx <= sy; break;
  case 4: v = sx > sy; break;
  case 5: v = sx >= sy; break;
  case 6: v = ux < uy; break;
  case 7: v = ux <= uy; break;
  case 8: v = ux > uy; break;
  default: v = ux >= uy; break;
  }
  set_res(in, f, i, 0, val_bits(v, 0));
  return EX_NEXT;
}

static const ExecOpDef INDEX_OPS[] = {
    {.name = "index.add", .run = h_add},
    {.name = "index.sub", .run = h_sub},
    {.name = "index.mul", .run = h_mul},
    {.name = "index.divs", .run = h_divs},
    {.name = "index.divu", .run = h_divu},
    {.name = "index.ceildivs", .run = h_ceildivs},
    {.name = "index.ceildivu", .run = h_ceildivu},
    {.name = "index.floordivs", .run = h_floordivs},
    {.name = "index.rems", .run = h_rems},
    {.name = "index.remu", .run = h_remu},
    {.name = "index.maxs", .run = h_maxs},
    {.name = "index.maxu", .run = h_maxu},
    {.name = "index.mins", .run = h_mins},
    {.name = "index.minu", .run = h_minu},
    {.name = "index.shl", .run = h_shl},
    {.name = "index.shrs", .run = h_shrs},
    {.name = "index.shru", .run = h_shru},
    {.name = "index.and", .run = h_and},
    {.name = "index.or", .run = h_or},
    {.name = "index.xor", .run = h_xor},
    {.name = "index.constant", .run = h_constant, .prep = prep_constant},
    {.name = "index.bool.constant", .run = h_constant, .prep = prep_constant},
    {.name = "index.sizeof", .run = h_sizeof},
    {.name = "index.casts", .run = h_casts},
    {.name = "index.castu", .run = h_castu},
    {.name = "index.cmp", .run = h_cmp},
    {.name = NULL},
};

const ExecDialect EXEC_INDEX = {"index", INDEX_OPS};
