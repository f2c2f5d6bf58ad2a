/* ops_llvm.c: the llvm dialect as the to-LLVM lowerings produce it, so that
 * a program runs the same before and after lowering. Ops with another
 * dialect's semantics (llvm.add is arith.addi, llvm.intr.sqrt is
 * math.sqrt, llvm.br is cf.br) take that op's handlers (`same_as`); this
 * file has what is LLVM's own: constants of every LLVM type, globals,
 * stack memory, loads and stores through pointers (llvm_memory.c),
 * getelementptr, aggregates, vector element ops, calls (direct, and
 * through function pointers from llvm.mlir.addressof) and the memory
 * intrinsics. */
#include "exec.h"
#include "../dialects/llvm/llvm.h"
#include "../dialects/utils/dialect_util.h"
#include "../dialects/utils/elems.h"

/* A function pointer: the function op with its low bit set (allocations,
 * the other pointers, are aligned). */
static Val fn_ptr(Operation *func) { return val_bits((uint64_t)(uintptr_t)func | 1, 0); }
static Operation *fn_of_ptr(const Val *p) {
  return p->tag == VT_BITS && (p->w[0] & 1) ? (Operation *)(uintptr_t)(p->w[0] & ~(uint64_t)1) : NULL;
}

/* Gives the instruction the handlers of another op (for operand types this
 * file does not handle itself). */
static bool use_def_of(Interp *in, Inst *i, const char *other) {
  uintptr_t def = 0;
  const OpName *n = opname_get(in->ctx, other, strlen(other));
  if (!n || !pm_get(&in->defs, n, &def)) return false;
  i->def = (const ExecOpDef *)def;
  i->fn = i->def->run;
  return !i->def->prep || i->def->prep(in, i);
}

static bool is_aggregate(const Type *t) { return llvm_type_is(t, "array") || llvm_type_is(t, "struct"); }

/* Keeps a value for the interpreter's lifetime (a compiled constant). */
static const Val *keep_val(Interp *in, Val v) {
  Val *k = mem_alloc(in->alloc, sizeof *k);
  if (!k || !pv_push(in->alloc, &in->consts, k)) {
    mem_free(in->alloc, k);
    Val drop = v;
    val_drop(in, &drop);
    return NULL;
  }
  *k = v;
  return k;
}

/* ---- constants ------------------------------------------------------------------------------ */

/* The zero (llvm.mlir.zero, and llvm.mlir.undef: any value may stand for
 * undef, zero keeps runs reproducible) or poison value of a type. */
static bool value_of_type(Interp *in, const Type *t, bool poison, Val *out) {
  if (is_aggregate(t)) {
    bool arr = llvm_type_is(t, "array");
    uint64_t n = arr ? llvm_array_size(t) : llvm_struct_num_elems(t);
    if (n > (uint64_t)EXEC_MAX_ALLOC_BYTES) return false;
    Agg *g = agg_new(in, (unsigned)n);
    if (!g) return false;
    *out = val_obj(&g->h);
    for (unsigned k = 0; k < n; k++)
      if (!value_of_type(in, arr ? llvm_array_elem(t) : llvm_struct_elem(t, k), poison, &g->v[k])) {
        val_drop(in, out);
        return false;
      }
    return true;
  }
  if (t->kind == TK_VECTOR) {
    if (poison) return exec_const(in, attr_poison(in->ctx), t, out);
    int64_t dims[EXEC_MAX_RANK];
    unsigned rank;
    Array *a = shape_of_type(t, dims, &rank) ? arr_new(in, shaped_elem(t), rank, dims) : NULL;
    if (!a) return false;
    *out = val_obj(&a->h); /* zeroed */
    return true;
  }
  *out = poison ? val_poison() : val_bits(0, 0);
  return true;
}

/* An aggregate constant from an attribute: dense elements (nested arrays
 * take rows of it in order) or a string (an array of i8). `next` walks the
 * elements of `flat`. */
static bool agg_from_elems(Interp *in, const Type *t, const Array *flat, int64_t *next, Val *out) {
  if (t->kind == TK_VECTOR) { /* a row of an n-D vector constant: the next elements, as one vector */
    int64_t dims[EXEC_MAX_RANK];
    unsigned rank;
    Array *v = shape_of_type(t, dims, &rank) ? arr_new(in, shaped_elem(t), rank, dims) : NULL;
    if (!v) return false;
    *out = val_obj(&v->h);
    for (int64_t e = 0; e < v->n; e++) {
      Val x;
      bool ok = *next < flat->n && arr_get(in, flat, (*next)++, &x);
      ok = ok && arr_set(in, v, e, &x);
      if (ok) val_drop(in, &x);
      if (!ok) {
        val_drop(in, out);
        return false;
      }
    }
    return true;
  }
  if (!llvm_type_is(t, "array")) {
    if (*next >= flat->n || !arr_get(in, flat, (*next)++, out)) return false;
    /* A complex element is the struct {real, imaginary} of the lowering. */
    if (flat->elem->kind != TK_COMPLEX || out->tag != VT_BITS) return true;
    if (!llvm_type_is(t, "struct") || llvm_struct_num_elems(t) != 2) return false;
    Agg *g = agg_new(in, 2);
    if (!g) return false;
    g->v[0] = val_bits(out->w[0], 0);
    g->v[1] = val_bits(out->w[1], 0);
    *out = val_obj(&g->h);
    return true;
  }
  uint64_t n = llvm_array_size(t);
  Agg *g = agg_new(in, (unsigned)n);
  if (!g) return false;
  *out = val_obj(&g->h);
  for (unsigned k = 0; k < n; k++)
    if (!agg_from_elems(in, llvm_array_elem(t), flat, next, &g->v[k])) {
      val_drop(in, out);
      return false;
    }
  return true;
}

static bool aggregate_const(Interp *in, const Attr *a, const Type *t, Val *out) {
  /* A struct from an array of its fields' attributes (a complex constant
   * lowered: [re, im]). */
  if (a && a->kind == AK_ARRAY && llvm_type_is(t, "struct") && llvm_struct_num_elems(t) == a->n) {
    Agg *g = agg_new(in, a->n);
    if (!g) return false;
    *out = val_obj(&g->h);
    for (unsigned k = 0; k < a->n; k++) {
      const Type *ft = llvm_struct_elem(t, k);
      if (is_aggregate(ft) || !exec_const(in, WORD_PTR(const Attr, a->p[k]), ft, &g->v[k])) {
        val_drop(in, out);
        return false;
      }
    }
    return true;
  }
  if (!a || !llvm_type_is(t, "array")) return false;
  if (a->kind == AK_STRING) {
    const Ident *s = attr_string_ident(a);
    if (s->len != llvm_array_size(t)) return false;
    Agg *g = agg_new(in, (unsigned)s->len);
    if (!g) return false;
    for (size_t k = 0; k < s->len; k++) g->v[k] = val_bits((uint8_t)s->str[k], 0);
    *out = val_obj(&g->h);
    return true;
  }
  const Type *at = attr_get_type(a);
  Val flat;
  if (!at || !type_is_shaped(at) || !exec_const(in, a, at, &flat) || !val_is_array(&flat)) return false;
  int64_t next = 0;
  bool ok = agg_from_elems(in, t, val_array(&flat), &next, out);
  val_drop(in, &flat);
  return ok;
}

static int h_const(Interp *in, Frame *f, const Inst *i) {
  set_res(in, f, i, 0, val_copy(i->aux));
  return EX_NEXT;
}

static bool prep_constant(Interp *in, Inst *i) {
  const Type *t = res_type(i, 0);
  if (!is_aggregate(t)) return use_def_of(in, i, "arith.constant");
  Val v;
  if (!aggregate_const(in, op_get_attr(i->op, "value", 5), t, &v)) {
    emit_error(in->ctx, i->op->loc, "the interpreter cannot read this constant");
    return false;
  }
  return (i->aux = (void *)keep_val(in, v)) != NULL;
}

static bool prep_typed_value(Interp *in, Inst *i, bool poison) {
  Val v;
  if (!value_of_type(in, res_type(i, 0), poison, &v)) {
    emit_error(in->ctx, i->op->loc, "the interpreter cannot make a value of this type");
    return false;
  }
  return (i->aux = (void *)keep_val(in, v)) != NULL;
}
static bool prep_zero(Interp *in, Inst *i) { return prep_typed_value(in, i, false); }
static bool prep_poison(Interp *in, Inst *i) { return prep_typed_value(in, i, true); }

/* ---- globals -------------------------------------------------------------------------------- */

static const Type *global_type(Operation *g) {
  const Attr *a = op_get_attr(g, "global_type", 11);
  return a && a->kind == AK_TYPE ? WORD_PTR(const Type, a->p[0]) : NULL;
}

/* The memory of an llvm.mlir.global, made and initialized on first use. */
static Alloc *global_memory(Interp *in, const Inst *at, Operation *g) {
  uintptr_t found = 0;
  if (pm_get(&in->globals, g, &found)) return (Alloc *)found;
  const Type *t = global_type(g);
  int64_t size, align;
  if (!t || !llvm_type_layout(t, &size, &align)) {
    exec_fail(in, at, "the interpreter cannot lay out this global's type");
    return NULL;
  }
  const Attr *al = op_get_attr(g, "alignment", 9);
  if (al && al->kind == AK_INTEGER && attr_int_value(al) > align) align = attr_int_value(al);
  Alloc *a = mem_new(in, size, (uint32_t)align, ALLOC_GLOBAL, g->loc);
  if (!a) return NULL;
  a->frame_id = 0;
  const Attr *init = op_get_attr(g, "value", 5);
  bool has_region = g->num_regions && g->regions[0].first;
  Val v = {{0, 0}, NULL, VT_EMPTY};
  bool ok = true;
  if (init) ok = is_aggregate(t) ? aggregate_const(in, init, t, &v) : exec_const(in, init, t, &v);
  else if (has_region) ok = false;
  else if (exec_attr_int(op_get_attr(g, "linkage", 7)) == 0 /* external */) {
    exec_fail(in, at, "the global '@%s' is external: the interpreter has no definition for it",
              symbol_name(g) ? symbol_name(g)->str : "");
    return NULL;
  } else ok = value_of_type(in, t, false, &v);
  if (!ok) {
    exec_fail(in, at, "the interpreter cannot read the initial value of this global");
    return NULL;
  }
  Val p = val_bits((uint64_t)(uintptr_t)a, 0);
  ok = llvm_store(in, at, &p, t, &v);
  val_drop(in, &v);
  if (!ok) return NULL;
  if (op_get_attr(g, "constant", 8)) a->kind = ALLOC_CONSTANT;
  if (!pm_put(in->alloc, &in->globals, g, (uintptr_t)a)) {
    exec_oom(in, at);
    return NULL;
  }
  return a;
}

static bool prep_addressof(Interp *in, Inst *i) {
  Operation *target = symbol_resolve(i->op, op_get_attr(i->op, "global_name", 11));
  if (!target) {
    emit_error(in->ctx, i->op->loc, "the symbol of this op is not in the module");
    return false;
  }
  i->aux = target;
  return true;
}

static int h_addressof(Interp *in, Frame *f, const Inst *i) {
  Operation *target = i->aux;
  if (strcmp(target->name->name->str, "llvm.mlir.global") != 0) {
    set_res(in, f, i, 0, fn_ptr(target));
    return EX_NEXT;
  }
  Alloc *a = global_memory(in, i, target);
  if (!a) return EX_FAIL;
  set_res(in, f, i, 0, val_bits((uint64_t)(uintptr_t)a, 0));
  return EX_NEXT;
}

/* ---- memory --------------------------------------------------------------------------------- */

static const Type *type_attr(const Inst *i, const char *name) {
  const Attr *a = op_get_attr(i->op, name, strlen(name));
  return a && a->kind == AK_TYPE ? WORD_PTR(const Type, a->p[0]) : NULL;
}

static int h_alloca(Interp *in, Frame *f, const Inst *i) {
  const Type *t = type_attr(i, "elem_type");
  int64_t size, align, n;
  if (!t || !llvm_type_layout(t, &size, &align)) return exec_fail(in, i, "the interpreter cannot lay out this type");
  if (read_indices(in, f, i, 0, 1, &n) == EX_FAIL) return EX_FAIL;
  n = sext_bits((uint64_t)n, exec_int_width(opnd_type(i, 0)));
  if (n < 0 || (size && n > EXEC_MAX_ALLOC_BYTES / size))
    return exec_fail(in, i, "allocation of %lld elements of %lld bytes exceeds the interpreter's limit",
                     (long long)n, (long long)size);
  int64_t al = exec_attr_int(op_get_attr(i->op, "alignment", 9));
  Alloc *a = mem_new(in, n * size, (uint32_t)(al > align ? al : align), ALLOC_STACK, i->op->loc);
  if (!a) return EX_FAIL;
  set_res(in, f, i, 0, val_bits((uint64_t)(uintptr_t)a, 0));
  return EX_NEXT;
}

static int h_load(Interp *in, Frame *f, const Inst *i) {
  Val v;
  if (!llvm_load(in, i, opv(f, i, 0), res_type(i, 0), &v)) return EX_FAIL;
  set_res(in, f, i, 0, v);
  return EX_NEXT;
}

static int h_store(Interp *in, Frame *f, const Inst *i) {
  return llvm_store(in, i, opv(f, i, 1), opnd_type(i, 0), opv(f, i, 0)) ? EX_NEXT : EX_FAIL;
}

/* getelementptr: the constant indices (kDynamicIndex marks where the next
 * dynamic operand goes) and the element type, read once. */
enum { GEP_DYNAMIC = INT32_MIN };
typedef struct GepInfo {
  const Type *elem;
  unsigned n;
  int32_t idx[];
} GepInfo;

static bool prep_gep(Interp *in, Inst *i) {
  const Attr *raw = op_get_attr(i->op, "rawConstantIndices", 18);
  unsigned n = raw && raw->kind == AK_DENSE_ARRAY ? raw->aux : 0;
  GepInfo *g = exec_keep(in, NULL, sizeof *g + n * sizeof(int32_t));
  if (!g) return false;
  g->elem = type_attr(i, "elem_type");
  g->n = n;
  if (n) memcpy(g->idx, WORD_PTR(const Ident, raw->p[1])->str, n * sizeof(int32_t));
  i->aux = g;
  return true;
}

/* Operand k of a getelementptr for one lane: the operand itself when it
 * is a scalar (a scalar applies to every lane), else its lane. */
static bool gep_lane(Interp *in, const Val *v, int64_t lane, Val *out) {
  if (!val_is_array(v)) {
    *out = val_copy(v);
    return true;
  }
  if (lane >= val_array(v)->n) {
    *out = val_poison();
    return true;
  }
  return arr_get(in, val_array(v), lane, out);
}

/* The pointer of one lane (lane 0 for a scalar getelementptr); false
 * after a diagnostic. */
static bool gep_one(Interp *in, Frame *f, const Inst *i, int64_t lane, Val *out) {
  const GepInfo *g = i->aux;
  Val base;
  if (!gep_lane(in, opv(f, i, 0), lane, &base)) return exec_oom(in, i) != EX_FAIL;
  *out = val_poison();
  if (base.tag != VT_BITS) return true;
  const Type *t = g->elem;
  int64_t delta = 0;
  unsigned dyn = 1;
  for (unsigned k = 0; k < g->n; k++) {
    int64_t idx = g->idx[k];
    if (idx == GEP_DYNAMIC) {
      Val v;
      if (!gep_lane(in, opv(f, i, dyn), lane, &v)) return exec_oom(in, i) != EX_FAIL;
      if (v.tag != VT_BITS) return true;
      idx = val_sext64(&v, exec_int_width(shaped_elem_or_self(opnd_type(i, dyn))));
      val_drop(in, &v);
      dyn++;
    }
    int64_t size, align;
    if (k == 0) {
      if (!llvm_type_layout(t, &size, &align))
        return exec_fail(in, i, "the interpreter cannot lay out this type") != EX_FAIL;
      delta += idx * ((size + align - 1) / align * align);
      continue;
    }
    if (llvm_type_is(t, "struct")) {
      if (idx < 0 || (unsigned)idx >= llvm_struct_num_elems(t))
        return exec_fail(in, i, "struct index out of range") != EX_FAIL;
      delta += llvm_struct_field_offset(t, (unsigned)idx);
      t = llvm_struct_elem(t, (unsigned)idx);
      continue;
    }
    t = llvm_type_is(t, "array") ? llvm_array_elem(t) : t->kind == TK_VECTOR ? shaped_elem(t) : NULL;
    if (!t || !llvm_type_layout(t, &size, &align))
      return exec_fail(in, i, "the interpreter cannot lay out this type") != EX_FAIL;
    delta += idx * ((size + align - 1) / align * align);
  }
  *out = val_bits(base.w[0], base.w[1] + (uint64_t)delta);
  return true;
}

/* A getelementptr; with a vector result (vectors of bases or indices),
 * lane by lane. */
static int h_gep(Interp *in, Frame *f, const Inst *i) {
  const Type *rt = res_type(i, 0);
  Val r;
  if (!type_is_shaped(rt)) {
    if (!gep_one(in, f, i, 0, &r)) return EX_FAIL;
    set_res(in, f, i, 0, r);
    return EX_NEXT;
  }
  if (!value_of_type(in, rt, false, &r)) return exec_oom(in, i);
  Array *a = val_array(&r);
  for (int64_t k = 0; k < a->n; k++) {
    Val p;
    if (!gep_one(in, f, i, k, &p)) {
      val_drop(in, &r);
      return EX_FAIL;
    }
    if (!arr_set(in, a, k, &p)) {
      val_drop(in, &r);
      return exec_oom(in, i);
    }
  }
  set_res(in, f, i, 0, r);
  return EX_NEXT;
}

static int h_ptrtoint(Interp *in, Frame *f, const Inst *i) {
  const Val *p = opv(f, i, 0);
  if (p->tag != VT_BITS) {
    set_res(in, f, i, 0, val_poison());
    return EX_NEXT;
  }
  uint64_t addr = llvm_ptr_address(p);
  set_res(in, f, i, 0, val_u64(addr, exec_int_width(res_type(i, 0))));
  return EX_NEXT;
}

/* Whether an integer is a function pointer made by ptrtoint (other odd
 * numbers, such as the 0xdeadbeef upstream puts in descriptors of
 * globals, are plain addresses). */
static bool is_fn_address(Interp *in, uint64_t addr) {
  if (!(addr & 1) || !in->module || !in->module->num_regions) return false;
  for (Block *b = in->module->regions[0].first; b; b = b->next)
    for (Operation *op = b->first; op; op = op->next)
      if ((uint64_t)(uintptr_t)op == (addr & ~(uint64_t)1)) return true;
  return false;
}

static int h_inttoptr(Interp *in, Frame *f, const Inst *i) {
  const Val *v = opv(f, i, 0);
  if (v->tag != VT_BITS) {
    set_res(in, f, i, 0, val_poison());
    return EX_NEXT;
  }
  uint64_t addr = v->w[0] & mask_bits(exec_int_width(opnd_type(i, 0)));
  set_res(in, f, i, 0, is_fn_address(in, addr) ? val_bits(addr, 0) : llvm_ptr_from_address(in, addr));
  return EX_NEXT;
}

static int h_copy(Interp *in, Frame *f, const Inst *i) {
  set_res(in, f, i, 0, take_opnd(f, i, 0));
  return EX_NEXT;
}

/* bitcast and addrspacecast of pointers keep the pointer; other bitcasts
 * are arith's. */
/* The bit width of a scalar the bitcast reinterprets (0: not one). */
static unsigned bits_of(const Type *t) {
  unsigned w = exec_int_width(t);
  if (w) return w;
  return type_is_float(t) ? float_semantics(t)->width : 0;
}

/* One lane's bits into (or out of) a little-endian bit buffer at `at`. */
static void put_bits(uint8_t *buf, uint64_t at, const uint64_t *limbs, unsigned w) {
  for (unsigned b = 0; b < w; b++)
    if (limbs[b / 64] >> (b % 64) & 1) buf[(at + b) / 8] |= (uint8_t)(1u << ((at + b) % 8));
}
static void get_bits(const uint8_t *buf, uint64_t at, uint64_t *limbs, unsigned w) {
  for (unsigned b = 0; b < w; b++)
    if (buf[(at + b) / 8] >> ((at + b) % 8) & 1) limbs[b / 64] |= 1ULL << (b % 64);
}

/* A bitcast that changes the number of lanes (i16 to vector<2xi8>,
 * vector<8xi1> to i8, vector<2xi32> to vector<4xi16>): the lanes' bits
 * laid end to end, lane 0 lowest, read back as the result's lanes. A
 * result lane is poison where it overlaps a poison operand lane. */
static int h_bitcast_bits(Interp *in, Frame *f, const Inst *i) {
  const Type *st = opnd_type(i, 0), *rt = res_type(i, 0);
  const Type *se = shaped_elem_or_self(st), *re = shaped_elem_or_self(rt);
  unsigned ws = bits_of(se), wr = bits_of(re);
  int64_t ns = type_is_shaped(st) ? shaped_num_elements(st) : 1, nr = type_is_shaped(rt) ? shaped_num_elements(rt) : 1;
  if (!ws || !wr || ws > 128 || wr > 128 || (uint64_t)ns * ws != (uint64_t)nr * wr)
    return exec_fail(in, i, "the interpreter cannot reinterpret these types");
  const Val *v = opv(f, i, 0);
  if (type_is_shaped(st) && !val_is_array(v)) return exec_poison_ub(in, i, "used as a vector");
  uint8_t *buf = mem_zalloc(in->alloc, (size_t)((uint64_t)ns * ws + 7) / 8 + 1);
  uint8_t *poison = mem_zalloc(in->alloc, (size_t)ns);
  if (!buf || !poison) {
    mem_free(in->alloc, buf);
    mem_free(in->alloc, poison);
    return exec_oom(in, i);
  }
  Val r = {0};
  int status = EX_NEXT;
  for (int64_t k = 0; k < ns && status == EX_NEXT; k++) {
    Val e = {0};
    if (type_is_shaped(st) && !arr_get(in, val_array(v), k, &e)) status = exec_oom(in, i);
    else if (!type_is_shaped(st)) e = val_copy(v);
    if (status != EX_NEXT) break;
    if (e.tag == VT_POISON) poison[k] = 1;
    else put_bits(buf, (uint64_t)k * ws, exec_int_width(se) ? val_limbs(&e) : e.w, ws);
    val_drop(in, &e);
  }
  if (status == EX_NEXT && type_is_shaped(rt) && !value_of_type(in, rt, false, &r)) status = exec_oom(in, i);
  for (int64_t k = 0; k < nr && status == EX_NEXT; k++) {
    bool p = false;
    for (int64_t s2 = (int64_t)((uint64_t)k * wr / ws); s2 < ns && (uint64_t)s2 * ws < (uint64_t)(k + 1) * wr; s2++)
      p |= poison[s2];
    Val e = val_poison();
    uint64_t limbs[2] = {0, 0};
    if (!p) {
      get_bits(buf, (uint64_t)k * wr, limbs, wr);
      if (exec_int_width(re)) {
        if (!val_int(in, wr, limbs, &e)) status = exec_oom(in, i);
      } else {
        e = val_bits(limbs[0], limbs[1]);
      }
    }
    if (status != EX_NEXT) break;
    if (!type_is_shaped(rt)) r = e;
    else if (!arr_set(in, val_array(&r), k, &e)) status = exec_oom(in, i);
    if (type_is_shaped(rt)) val_drop(in, &e);
  }
  mem_free(in->alloc, buf);
  mem_free(in->alloc, poison);
  if (status != EX_NEXT) {
    val_drop(in, &r);
    return status;
  }
  set_res(in, f, i, 0, r);
  return EX_NEXT;
}

static bool prep_bitcast(Interp *in, Inst *i) {
  const Type *st = opnd_type(i, 0), *rt = res_type(i, 0);
  if (llvm_type_is(st, "ptr")) {
    i->fn = h_copy;
    return true;
  }
  int64_t ns = type_is_shaped(st) ? shaped_num_elements(st) : -1, nr = type_is_shaped(rt) ? shaped_num_elements(rt) : -1;
  if (ns != nr) {
    i->fn = h_bitcast_bits;
    return true;
  }
  return use_def_of(in, i, "arith.bitcast");
}

static int h_icmp_ptr(Interp *in, Frame *f, const Inst *i) {
  const Val *a = opv(f, i, 0), *b = opv(f, i, 1);
  if (a->tag != VT_BITS || b->tag != VT_BITS) {
    set_res(in, f, i, 0, val_poison());
    return EX_NEXT;
  }
  uint64_t x = llvm_ptr_address(a), y = llvm_ptr_address(b);
  bool r;
  switch (i->iaux) {
  case 0: r = x == y; break;
  case 1: r = x != y; break;
  case 2: r = (int64_t)x < (int64_t)y; break;
  case 3: r = (int64_t)x <= (int64_t)y; break;
  case 4: r = (int64_t)x > (int64_t)y; break;
  case 5: r = (int64_t)x >= (int64_t)y; break;
  case 6: r = x < y; break;
  case 7: r = x <= y; break;
  case 8: r = x > y; break;
  default: r = x >= y; break;
  }
  set_res(in, f, i, 0, val_bits(r, 0));
  return EX_NEXT;
}

static bool prep_icmp(Interp *in, Inst *i) {
  if (!llvm_type_is(opnd_type(i, 0), "ptr")) return use_def_of(in, i, "arith.cmpi");
  i->iaux = exec_attr_int(op_get_attr(i->op, "predicate", 9));
  i->fn = h_icmp_ptr;
  return true;
}

static int h_freeze(Interp *in, Frame *f, const Inst *i) {
  Val v = take_opnd(f, i, 0);
  if (v.tag == VT_POISON) v = val_bits(0, 0); /* any value may stand for a frozen poison */
  set_res(in, f, i, 0, v);
  return EX_NEXT;
}

/* ---- aggregates ----------------------------------------------------------------------------- */

/* Makes the aggregate in `v` writable (copy on write, as tensors). */
static Agg *agg_unique(Interp *in, Val *v) {
  if (v->tag != VT_OBJ || v->obj->kind != OBJ_AGG) return NULL;
  Agg *g = val_agg(v);
  if (g->h.rc == 1) return g;
  Agg *c = agg_new(in, g->n);
  if (!c) return NULL;
  for (unsigned k = 0; k < g->n; k++) c->v[k] = val_copy(&g->v[k]);
  val_drop(in, v);
  *v = val_obj(&c->h);
  return c;
}

static int h_extractvalue(Interp *in, Frame *f, const Inst *i) {
  const Attr *pos = op_get_attr(i->op, "position", 8);
  const Val *v = opv(f, i, 0);
  for (unsigned k = 0; pos && k < pos->aux; k++) {
    int64_t p = exec_dense_i64(pos, k);
    if (v->tag != VT_OBJ || v->obj->kind != OBJ_AGG) break;
    if (p < 0 || (uint64_t)p >= val_agg(v)->n) return exec_fail(in, i, "position out of range");
    v = &val_agg(v)->v[p];
  }
  set_res(in, f, i, 0, val_copy(v));
  return EX_NEXT;
}

static int h_insertvalue(Interp *in, Frame *f, const Inst *i) {
  const Attr *pos = op_get_attr(i->op, "position", 8);
  Val c = take_opnd(f, i, 0);
  Val *slot = &c;
  for (unsigned k = 0; pos && k < pos->aux; k++) {
    Agg *g = agg_unique(in, slot);
    int64_t p = exec_dense_i64(pos, k);
    if (!g || p < 0 || (uint64_t)p >= g->n) {
      val_drop(in, &c);
      return g ? exec_fail(in, i, "position out of range") : exec_oom(in, i);
    }
    slot = &g->v[p];
  }
  val_drop(in, slot);
  *slot = val_copy(opv(f, i, 1));
  set_res(in, f, i, 0, c);
  return EX_NEXT;
}

/* ---- vectors -------------------------------------------------------------------------------- */

/* An element index operand; -1 for poison or out of range (a poison
 * result in LLVM). */
static int64_t elem_index(Frame *f, const Inst *i, unsigned k, int64_t n) {
  const Val *v = opv(f, i, k);
  if (v->tag != VT_BITS) return -1;
  uint64_t x = v->w[0] & mask_bits(exec_int_width(opnd_type(i, k)));
  return x < (uint64_t)n ? (int64_t)x : -1;
}

static int h_extractelement(Interp *in, Frame *f, const Inst *i) {
  const Val *v = opv(f, i, 0);
  if (!val_is_array(v)) return exec_poison_ub(in, i, "used as a vector");
  int64_t k = elem_index(f, i, 1, val_array(v)->n);
  Val r = val_poison();
  if (k >= 0 && !arr_get(in, val_array(v), k, &r)) return exec_oom(in, i);
  set_res(in, f, i, 0, r);
  return EX_NEXT;
}

static int h_insertelement(Interp *in, Frame *f, const Inst *i) {
  Val v = take_opnd(f, i, 0);
  if (!val_is_array(&v)) {
    val_drop(in, &v);
    return exec_poison_ub(in, i, "used as a vector");
  }
  int64_t k = elem_index(f, i, 2, val_array(&v)->n);
  if (k < 0) {
    val_drop(in, &v);
    Val p;
    if (!exec_const(in, attr_poison(in->ctx), res_type(i, 0), &p)) return exec_oom(in, i);
    set_res(in, f, i, 0, p);
    return EX_NEXT;
  }
  Array *a = arr_unique(in, &v);
  if (!a || !arr_set(in, a, k, opv(f, i, 1))) {
    val_drop(in, &v);
    return exec_oom(in, i);
  }
  set_res(in, f, i, 0, v);
  return EX_NEXT;
}

static int h_shufflevector(Interp *in, Frame *f, const Inst *i) {
  const Val *x = opv(f, i, 0), *y = opv(f, i, 1);
  if (!val_is_array(x) || !val_is_array(y)) return exec_poison_ub(in, i, "used as a vector");
  const Attr *mask = op_get_attr(i->op, "mask", 4);
  unsigned n = mask && mask->kind == AK_DENSE_ARRAY ? mask->aux : 0;
  const int32_t *m = n ? (const int32_t *)(const void *)WORD_PTR(const Ident, mask->p[1])->str : NULL;
  Val r;
  if (!exec_const(in, attr_poison(in->ctx), res_type(i, 0), &r)) return exec_oom(in, i);
  Array *out = val_array(&r);
  int64_t nx = val_array(x)->n;
  for (unsigned k = 0; k < n && k < out->n; k++) {
    int32_t s;
    memcpy(&s, &m[k], sizeof s);
    if (s < 0) continue;
    const Array *src = s < nx ? val_array(x) : val_array(y);
    Val e;
    if (!arr_get(in, src, s < nx ? s : s - nx, &e) || !arr_set(in, out, k, &e)) {
      val_drop(in, &r);
      return exec_oom(in, i);
    }
    val_drop(in, &e);
  }
  set_res(in, f, i, 0, r);
  return EX_NEXT;
}

/* llvm.intr.vector.reduce.*: in element order (the float ones without
 * reassociation are ordered), from the start value when there is one. */
typedef struct ReduceKind {
  const char *name;
  int rmw;
} ReduceKind;

static const ReduceKind REDUCE_KINDS[] = {
    {"llvm.intr.vector.reduce.add", RMW_ADDI},      {"llvm.intr.vector.reduce.mul", RMW_MULI},
    {"llvm.intr.vector.reduce.and", RMW_ANDI},      {"llvm.intr.vector.reduce.or", RMW_ORI},
    {"llvm.intr.vector.reduce.xor", RMW_XORI},      {"llvm.intr.vector.reduce.smax", RMW_MAXS},
    {"llvm.intr.vector.reduce.smin", RMW_MINS},     {"llvm.intr.vector.reduce.umax", RMW_MAXU},
    {"llvm.intr.vector.reduce.umin", RMW_MINU},     {"llvm.intr.vector.reduce.fadd", RMW_ADDF},
    {"llvm.intr.vector.reduce.fmul", RMW_MULF},     {"llvm.intr.vector.reduce.fmax", RMW_MAXNUMF},
    {"llvm.intr.vector.reduce.fmin", RMW_MINNUMF},  {"llvm.intr.vector.reduce.fmaximum", RMW_MAXIMUMF},
    {"llvm.intr.vector.reduce.fminimum", RMW_MINIMUMF},
};

static bool prep_reduce(Interp *in, Inst *i) {
  const char *name = i->op->name->name->str;
  for (size_t k = 0; k < sizeof REDUCE_KINDS / sizeof *REDUCE_KINDS; k++)
    if (strcmp(REDUCE_KINDS[k].name, name) == 0) {
      i->iaux = REDUCE_KINDS[k].rmw;
      return true;
    }
  return false;
}

static int h_reduce(Interp *in, Frame *f, const Inst *i) {
  const Val *vec = opv(f, i, i->nops - 1);
  if (!val_is_array(vec)) return exec_poison_ub(in, i, "used as a vector");
  return exec_reduce(in, f, i, val_array(vec), i->nops > 1 ? opv(f, i, 0) : NULL, (int)i->iaux);
}

/* ---- calls and control ----------------------------------------------------------------------- */

static int h_call_ptr(Interp *in, Frame *f, const Inst *i) {
  Operation *callee = fn_of_ptr(opv(f, i, 0));
  if (!callee) return exec_fail(in, i, "undefined behaviour: call through a pointer that is not a function");
  return exec_call_function(in, f, i, callee, i->ops + 1, (unsigned)i->iaux - 1);
}

static bool prep_call(Interp *in, Inst *i) {
  unsigned start, count;
  du_operands(i->op, "callee_operands", &start, &count);
  const Attr *callee = op_get_attr(i->op, "callee", 6);
  if (callee) return exec_prep_call(in, i, callee, count);
  i->iaux = count;
  i->fn = h_call_ptr;
  return true;
}

static int h_unreachable(Interp *in, Frame *f, const Inst *i) {
  return exec_fail(in, i, "undefined behaviour: 'llvm.unreachable' was reached");
}

static int h_nothing(Interp *in, Frame *f, const Inst *i) { return EX_NEXT; }

static int h_null_ptr(Interp *in, Frame *f, const Inst *i) {
  set_res(in, f, i, 0, val_bits(0, 0));
  return EX_NEXT;
}

/* memcpy and memmove copy bytes and whether each was written (memory
 * partly uninitialized copies as it is); memset writes. */
static bool mem_range(Interp *in, const Inst *i, const Val *p, int64_t n, bool write, Alloc **a, int64_t *off) {
  if (p->tag != VT_BITS) {
    exec_poison_ub(in, i, "used as an address");
    return false;
  }
  *a = (Alloc *)(uintptr_t)p->w[0];
  *off = (int64_t)p->w[1];
  if (!*a && !n) return true;
  return mem_check(in, i, *a, *off, 0, write) && mem_check(in, i, *a, *off + n, 0, write);
}

static int h_memcpy(Interp *in, Frame *f, const Inst *i) {
  int64_t n;
  if (read_indices(in, f, i, 2, 1, &n) == EX_FAIL) return EX_FAIL;
  Alloc *d, *s;
  int64_t doff, soff;
  if (n < 0) return exec_fail(in, i, "undefined behaviour: memory copy of a negative size");
  if (!mem_range(in, i, opv(f, i, 0), n, true, &d, &doff) || !mem_range(in, i, opv(f, i, 1), n, false, &s, &soff))
    return EX_FAIL;
  if (!n) return EX_NEXT;
  memmove(d->data + doff, s->data + soff, (size_t)n);
  if (d->init) {
    for (int64_t k = 0; k < n; k++) {
      int64_t sb = soff + k, db = doff + k;
      bool set = !s->init || (s->init[sb >> 3] >> (sb & 7) & 1);
      if (set) d->init[db >> 3] |= (uint8_t)(1u << (db & 7));
      else d->init[db >> 3] &= (uint8_t)~(1u << (db & 7));
    }
  }
  return EX_NEXT;
}

static int h_memset(Interp *in, Frame *f, const Inst *i) {
  int64_t n;
  if (read_indices(in, f, i, 2, 1, &n) == EX_FAIL) return EX_FAIL;
  const Val *byte = opv(f, i, 1);
  if (byte->tag != VT_BITS) return exec_poison_ub(in, i, "stored to memory");
  Alloc *d;
  int64_t doff;
  if (n < 0) return exec_fail(in, i, "undefined behaviour: memory set of a negative size");
  if (!mem_range(in, i, opv(f, i, 0), n, true, &d, &doff)) return EX_FAIL;
  if (n && !mem_check(in, i, d, doff, n, true)) return EX_FAIL;
  if (n) memset(d->data + doff, (int)(byte->w[0] & 0xff), (size_t)n);
  return EX_NEXT;
}

#define SAME(NAME, OTHER) {.name = NAME, .same_as = OTHER}

static const ExecOpDef LLVM_OPS[] = {
    {.name = "llvm.mlir.constant", .run = h_const, .prep = prep_constant},
    {.name = "llvm.mlir.zero", .run = h_const, .prep = prep_zero},
    {.name = "llvm.mlir.undef", .run = h_const, .prep = prep_zero},
    {.name = "llvm.mlir.poison", .run = h_const, .prep = prep_poison},
    {.name = "llvm.mlir.addressof", .run = h_addressof, .prep = prep_addressof},
    {.name = "llvm.alloca", .run = h_alloca},
    {.name = "llvm.load", .run = h_load},
    {.name = "llvm.store", .run = h_store},
    {.name = "llvm.getelementptr", .run = h_gep, .prep = prep_gep},
    {.name = "llvm.ptrtoint", .run = h_ptrtoint},
    {.name = "llvm.inttoptr", .run = h_inttoptr},
    {.name = "llvm.bitcast", .run = h_copy, .prep = prep_bitcast},
    {.name = "llvm.addrspacecast", .run = h_copy},
    {.name = "llvm.icmp", .run = h_icmp_ptr, .prep = prep_icmp},
    {.name = "llvm.freeze", .run = h_freeze},
    {.name = "llvm.extractvalue", .run = h_extractvalue},
    {.name = "llvm.insertvalue", .run = h_insertvalue},
    {.name = "llvm.extractelement", .run = h_extractelement},
    {.name = "llvm.insertelement", .run = h_insertelement},
    {.name = "llvm.shufflevector", .run = h_shufflevector},
    {.name = "llvm.call", .run = h_call_ptr, .prep = prep_call},
    {.name = "llvm.unreachable", .run = h_unreachable},
    {.name = "llvm.intr.memcpy", .run = h_memcpy},
    {.name = "llvm.intr.memmove", .run = h_memcpy},
    {.name = "llvm.intr.memset", .run = h_memset},
#define REDUCE(KIND) {.name = "llvm.intr.vector.reduce." KIND, .run = h_reduce, .prep = prep_reduce}
    REDUCE("add"), REDUCE("mul"), REDUCE("and"), REDUCE("or"), REDUCE("xor"), REDUCE("smax"), REDUCE("smin"),
    REDUCE("umax"), REDUCE("umin"), REDUCE("fadd"), REDUCE("fmul"), REDUCE("fmax"), REDUCE("fmin"),
    REDUCE("fmaximum"), REDUCE("fminimum"),
#undef REDUCE
    {.name = "llvm.intr.stacksave", .run = h_null_ptr},
    {.name = "llvm.intr.stackrestore", .run = h_nothing},
    {.name = "llvm.intr.lifetime.start", .run = h_nothing},
    {.name = "llvm.intr.lifetime.end", .run = h_nothing},
    {.name = "llvm.intr.assume", .run = h_nothing},
    {.name = "llvm.intr.dbg.value", .run = h_nothing},
    {.name = "llvm.intr.dbg.declare", .run = h_nothing},
    {.name = "llvm.intr.dbg.label", .run = h_nothing},
    SAME("llvm.return", "func.return"),
    SAME("llvm.br", "cf.br"),
    SAME("llvm.cond_br", "cf.cond_br"),
    SAME("llvm.switch", "cf.switch"),
    SAME("llvm.select", "arith.select"),
    SAME("llvm.fcmp", "arith.cmpf"),
    SAME("llvm.add", "arith.addi"),
    SAME("llvm.sub", "arith.subi"),
    SAME("llvm.mul", "arith.muli"),
    SAME("llvm.sdiv", "arith.divsi"),
    SAME("llvm.udiv", "arith.divui"),
    SAME("llvm.srem", "arith.remsi"),
    SAME("llvm.urem", "arith.remui"),
    SAME("llvm.and", "arith.andi"),
    SAME("llvm.or", "arith.ori"),
    SAME("llvm.xor", "arith.xori"),
    SAME("llvm.shl", "arith.shli"),
    SAME("llvm.ashr", "arith.shrsi"),
    SAME("llvm.lshr", "arith.shrui"),
    SAME("llvm.fadd", "arith.addf"),
    SAME("llvm.fsub", "arith.subf"),
    SAME("llvm.fmul", "arith.mulf"),
    SAME("llvm.fdiv", "arith.divf"),
    SAME("llvm.frem", "arith.remf"),
    SAME("llvm.fneg", "arith.negf"),
    SAME("llvm.sext", "arith.extsi"),
    SAME("llvm.zext", "arith.extui"),
    SAME("llvm.trunc", "arith.trunci"),
    SAME("llvm.sitofp", "arith.sitofp"),
    SAME("llvm.uitofp", "arith.uitofp"),
    SAME("llvm.fptosi", "arith.fptosi"),
    SAME("llvm.fptoui", "arith.fptoui"),
    SAME("llvm.fpext", "arith.extf"),
    SAME("llvm.fptrunc", "arith.truncf"),
    SAME("llvm.intr.smax", "arith.maxsi"),
    SAME("llvm.intr.smin", "arith.minsi"),
    SAME("llvm.intr.umax", "arith.maxui"),
    SAME("llvm.intr.umin", "arith.minui"),
    SAME("llvm.intr.maxnum", "arith.maxnumf"),
    SAME("llvm.intr.minnum", "arith.minnumf"),
    SAME("llvm.intr.maximum", "arith.maximumf"),
    SAME("llvm.intr.minimum", "arith.minimumf"),
    SAME("llvm.intr.sqrt", "math.sqrt"),
    SAME("llvm.intr.fabs", "math.absf"),
    SAME("llvm.intr.exp", "math.exp"),
    SAME("llvm.intr.exp2", "math.exp2"),
    SAME("llvm.intr.log", "math.log"),
    SAME("llvm.intr.log2", "math.log2"),
    SAME("llvm.intr.log10", "math.log10"),
    SAME("llvm.intr.sin", "math.sin"),
    SAME("llvm.intr.cos", "math.cos"),
    SAME("llvm.intr.tan", "math.tan"),
    SAME("llvm.intr.asin", "math.asin"),
    SAME("llvm.intr.acos", "math.acos"),
    SAME("llvm.intr.atan", "math.atan"),
    SAME("llvm.intr.atan2", "math.atan2"),
    SAME("llvm.intr.sinh", "math.sinh"),
    SAME("llvm.intr.cosh", "math.cosh"),
    SAME("llvm.intr.tanh", "math.tanh"),
    SAME("llvm.intr.pow", "math.powf"),
    SAME("llvm.intr.powi", "math.fpowi"),
    SAME("llvm.intr.fma", "math.fma"),
    SAME("llvm.intr.fmuladd", "math.fma"),
    SAME("llvm.intr.floor", "math.floor"),
    SAME("llvm.intr.ceil", "math.ceil"),
    SAME("llvm.intr.trunc", "math.trunc"),
    SAME("llvm.intr.round", "math.round"),
    SAME("llvm.intr.roundeven", "math.roundeven"),
    SAME("llvm.intr.copysign", "math.copysign"),
    SAME("llvm.intr.ctlz", "math.ctlz"),
    SAME("llvm.intr.cttz", "math.cttz"),
    SAME("llvm.intr.ctpop", "math.ctpop"),
    SAME("llvm.intr.abs", "math.absi"),
    {.name = NULL},
};

const ExecDialect EXEC_LLVM = {"llvm", LLVM_OPS};
