/* llvm_type_converter.c: upstream's LLVMTypeConverter (TypeConverter.cpp)
 * and the MemRefDescriptor helpers its materializations and the memref
 * calling conventions use. */
#include "llvm_type_converter.h"

#include "../asm/asm.h"
#include "../dialects/llvm/llvm.h"
#include "../interfaces/interfaces.h"
#include "../interfaces/view_like.h"

/* ---- type conversions (each answers only for its kind) --------------------------------------- */

static const LlvmTypeConverter *ltc_of(void *user) { return (const LlvmTypeConverter *)user; }

static int push1(Allocator *a, PtrVec *out, const Type *t) {
  if (!t) return TYPE_CONV_FAILURE;
  return pv_push(a, out, (void *)t) ? TYPE_CONV_SUCCESS : TYPE_CONV_FAILURE;
}

const Type *llvm_tc_index_type(const LlvmTypeConverter *l) { return type_integer(l->ctx, l->index_bitwidth, 0); }

int64_t llvm_memref_addrspace(const Type *memref) {
  const Attr *space = memref->kind == TK_MEMREF ? WORD_PTR(const Attr, memref->p[memref->aux + 2])
                                                : WORD_PTR(const Attr, memref->p[1]);
  if (!space) return 0;
  if (space->kind != AK_INTEGER) return -1;
  int64_t v = attr_int_value(space);
  return v < 0 || v > UINT32_MAX ? -1 : v;
}

bool llvm_memref_descriptor_fields(const LlvmTypeConverter *l, const Type *memref, bool unpack, PtrVec *out) {
  Allocator *a = &l->ctx->alloc;
  const Type *elem = tc_convert_type1(l->tc, shaped_elem(memref));
  int64_t space = llvm_memref_addrspace(memref);
  if (!elem || space < 0) return false;
  const Type *ptr = llvm_ptr_type(l->ctx, (unsigned)space);
  const Type *index = llvm_tc_index_type(l);
  unsigned rank = shaped_rank(memref);
  bool ok = ptr && index && pv_push(a, out, (void *)ptr) && pv_push(a, out, (void *)ptr) &&
            pv_push(a, out, (void *)index);
  if (!ok || rank == 0) return ok;
  if (unpack) {
    for (unsigned i = 0; ok && i < 2 * rank; i++) ok = pv_push(a, out, (void *)index);
    return ok;
  }
  const Type *arr = llvm_array_type(l->ctx, index, rank);
  return arr && pv_push(a, out, (void *)arr) && pv_push(a, out, (void *)arr);
}

/* A memory space other than an integer fails the conversion, reported
 * once per type (the converter caches the failure). */
static void report_memory_space(Context *ctx, const Type *memref) {
  const Attr *space = memref->kind == TK_MEMREF ? WORD_PTR(const Attr, memref->p[memref->aux + 2])
                                                : WORD_PTR(const Attr, memref->p[1]);
  Diag *d = space ? diag_new(ctx, DIAG_ERROR, ctx->l_unknown) : NULL;
  if (!d) return;
  diag_printf(d, "conversion of memref memory space ");
  print_attribute(space, &d->msg);
  diag_printf(d, " to integer address space failed. Consider adding memory space conversions.");
  diag_emit(ctx, d);
}

static int convert_index(void *user, const Type *t, PtrVec *out, Allocator *a) {
  if (t->kind != TK_INDEX) return TYPE_CONV_NONE;
  return push1(a, out, llvm_tc_index_type(ltc_of(user)));
}

/* Signedness is dropped: LLVM integers are signless. */
static int convert_integer(void *user, const Type *t, PtrVec *out, Allocator *a) {
  if (t->kind != TK_INTEGER) return TYPE_CONV_NONE;
  return push1(a, out, type_integer(ltc_of(user)->ctx, type_int_width(t), 0));
}

/* Floats LLVM has no type for are carried as integers of their width. */
static int convert_float(void *user, const Type *t, PtrVec *out, Allocator *a) {
  if (!type_is_float(t)) return TYPE_CONV_NONE;
  if (llvm_is_compatible_float_type(t)) return push1(a, out, t);
  return push1(a, out, type_integer(ltc_of(user)->ctx, float_semantics(t)->width, 0));
}

static int convert_complex(void *user, const Type *t, PtrVec *out, Allocator *a) {
  if (t->kind != TK_COMPLEX) return TYPE_CONV_NONE;
  const LlvmTypeConverter *l = ltc_of(user);
  const Type *elem = tc_convert_type1(l->tc, WORD_PTR(const Type, t->p[0]));
  if (!elem) return TYPE_CONV_FAILURE;
  const Type *elems[2] = {elem, elem};
  return push1(a, out, llvm_struct_literal(l->ctx, 2, elems, false));
}

/* Function types (as values) are pointers. */
static int convert_function(void *user, const Type *t, PtrVec *out, Allocator *a) {
  if (t->kind != TK_FUNCTION) return TYPE_CONV_NONE;
  return push1(a, out, llvm_ptr_type(ltc_of(user)->ctx, 0));
}

static int convert_memref(void *user, const Type *t, PtrVec *out, Allocator *a) {
  if (t->kind != TK_MEMREF) return TYPE_CONV_NONE;
  const LlvmTypeConverter *l = ltc_of(user);
  if (llvm_memref_addrspace(t) < 0) {
    report_memory_space(l->ctx, t);
    return TYPE_CONV_FAILURE;
  }
  PtrVec fields = {0};
  const Type *s = NULL;
  if (llvm_memref_descriptor_fields(l, t, false, &fields))
    s = llvm_struct_literal(l->ctx, fields.len, (const Type *const *)fields.data, false);
  pv_free(a, &fields);
  return push1(a, out, s);
}

static int convert_unranked_memref(void *user, const Type *t, PtrVec *out, Allocator *a) {
  if (t->kind != TK_UNRANKED_MEMREF) return TYPE_CONV_NONE;
  const LlvmTypeConverter *l = ltc_of(user);
  int64_t space = llvm_memref_addrspace(t);
  if (space < 0) report_memory_space(l->ctx, t);
  if (space < 0 || !tc_convert_type1(l->tc, shaped_elem(t))) return TYPE_CONV_FAILURE;
  const Type *fields[2] = {llvm_tc_index_type(l), llvm_ptr_type(l->ctx, (unsigned)space)};
  return push1(a, out, llvm_struct_literal(l->ctx, 2, fields, false));
}

/* 1-D vectors keep their shape with a converted element type; n-D ones
 * become nested arrays of their innermost 1-D vector; 0-D ones vector<1x>. */
static int convert_vector(void *user, const Type *t, PtrVec *out, Allocator *a) {
  if (t->kind != TK_VECTOR) return TYPE_CONV_NONE;
  const LlvmTypeConverter *l = ltc_of(user);
  const Type *elem = tc_convert_type1(l->tc, shaped_elem(t));
  if (!elem) return TYPE_CONV_FAILURE;
  unsigned rank = shaped_rank(t);
  if (rank == 0) {
    int64_t one = 1;
    bool no = false;
    return push1(a, out, type_vector(l->ctx, 1, &one, &no, elem));
  }
  for (unsigned i = 0; i + 1 < rank; i++)
    if (t->p[rank + i]) return TYPE_CONV_FAILURE; /* scalable outer dimension */
  int64_t last = shaped_dim(t, rank - 1);
  bool scalable = t->p[2 * rank - 1] != 0;
  const Type *v = type_vector(l->ctx, 1, &last, &scalable, elem);
  for (unsigned i = rank - 1; v && i-- > 0;) v = llvm_array_type(l->ctx, v, (uint64_t)shaped_dim(t, i));
  return push1(a, out, v);
}

/* LLVM-compatible types are legal as they are. */
static int convert_compatible(void *user, const Type *t, PtrVec *out, Allocator *a) {
  (void)user;
  return llvm_is_compatible_type(t) ? push1(a, out, t) : TYPE_CONV_NONE;
}

/* Literal structs and arrays holding convertible types. */
static int convert_aggregate(void *user, const Type *t, PtrVec *out, Allocator *a) {
  const LlvmTypeConverter *l = ltc_of(user);
  if (llvm_type_is(t, "array")) return push1(a, out, llvm_array_type(l->ctx, tc_convert_type1(l->tc, llvm_array_elem(t)),
                                                                     llvm_array_size(t)));
  if (!llvm_type_is(t, "struct") || llvm_struct_is_identified(t)) return TYPE_CONV_NONE;
  unsigned n = llvm_struct_num_elems(t);
  PtrVec elems = {0};
  bool ok = true;
  for (unsigned i = 0; ok && i < n; i++) {
    const Type *e = tc_convert_type1(l->tc, llvm_struct_elem(t, i));
    ok = e && pv_push(a, &elems, (void *)e);
  }
  const Type *s = ok ? llvm_struct_literal(l->ctx, n, (const Type *const *)elems.data, llvm_struct_is_packed(t)) : NULL;
  pv_free(a, &elems);
  return push1(a, out, s);
}

/* ---- materializations --------------------------------------------------------------------- */

static Value *cast_to(Rewriter *rw, const Loc *loc, const Type *type, unsigned n, Value *const *inputs) {
  return llvm_res(rw_build(rw, "builtin.unrealized_conversion_cast", loc, n, inputs, 1, &type, 0, NULL));
}

static Value *source_cast(void *user, Rewriter *rw, const Type *type, unsigned n, Value *const *inputs,
                          const Loc *loc) {
  (void)user;
  return cast_to(rw, loc, type, n, inputs);
}

/* A memref's unpacked descriptor fields become its descriptor packed
 * again, a bare pointer the descriptor of its static shape; anything else
 * a cast. */
static bool target_cast(void *user, Rewriter *rw, unsigned ntypes, const Type *const *types, unsigned n,
                        Value *const *inputs, const Loc *loc, const Type *original, Value **out) {
  if (ntypes != 1) return false;
  bool ranked = original && original->kind == TK_MEMREF;
  if (n == 1 && ranked && llvm_type_is(inputs[0]->type, "ptr") && llvm_type_is(types[0], "struct"))
    return (out[0] = llvm_descriptor_from_static_shape(rw, loc, ltc_of(user), original, inputs[0])) != NULL;
  if (n > 1 && original && (ranked || original->kind == TK_UNRANKED_MEMREF) && llvm_type_is(types[0], "struct") &&
      n == (ranked ? 3 + 2 * shaped_rank(original) : 2))
    return (out[0] = llvm_pack_descriptor(rw, loc, types[0], shaped_rank(original), ranked, inputs)) != NULL;
  return (out[0] = cast_to(rw, loc, types[0], n, inputs)) != NULL;
}

static bool types_match(unsigned n, Value *const *inputs, const PtrVec *types) {
  if (n != types->len) return false;
  for (unsigned i = 0; i < n; i++)
    if (inputs[i]->type != types->data[i]) return false;
  return true;
}

static bool is_function_entry_arg(const Value *v) {
  if (v->kind != VALUE_BLOCK_ARG) return false;
  const Block *b = v->owner;
  const Region *r = b ? b->parent : NULL;
  const Operation *fn = r ? r->parent : NULL;
  return r && r->first == b && fn && iface_is_function(fn);
}

/* The memref descriptor packed from its fields (or around a bare pointer
 * of a function's entry block), cast to the memref type. */
static Value *source_memref(void *user, Rewriter *rw, const Type *type, unsigned n, Value *const *inputs,
                            const Loc *loc) {
  const LlvmTypeConverter *l = ltc_of(user);
  if (type->kind != TK_MEMREF && type->kind != TK_UNRANKED_MEMREF) return NULL;
  Allocator *a = &l->ctx->alloc;
  bool ranked = type->kind == TK_MEMREF;
  Value *desc = NULL;
  if (ranked && n == 1) {
    if (!is_function_entry_arg(inputs[0]) || !llvm_type_is(inputs[0]->type, "ptr")) return NULL;
    desc = llvm_descriptor_from_static_shape(rw, loc, l, type, inputs[0]);
  } else {
    PtrVec fields = {0};
    bool ok;
    if (ranked) {
      ok = llvm_memref_descriptor_fields(l, type, true, &fields);
    } else {
      int64_t space = llvm_memref_addrspace(type);
      ok = space >= 0 && pv_push(a, &fields, (void *)llvm_tc_index_type(l)) &&
           pv_push(a, &fields, (void *)llvm_ptr_type(l->ctx, (unsigned)space));
    }
    ok = ok && types_match(n, inputs, &fields);
    pv_free(a, &fields);
    if (!ok) return NULL;
    desc = llvm_pack_descriptor(rw, loc, tc_convert_type1(l->tc, type), shaped_rank(type), ranked, inputs);
  }
  return desc ? cast_to(rw, loc, type, 1, &desc) : NULL;
}

bool llvm_tc_init(LlvmTypeConverter *l, Context *ctx, unsigned index_bitwidth, bool bare_ptr) {
  *l = (LlvmTypeConverter){.ctx = ctx,
                           .index_bitwidth = index_bitwidth ? index_bitwidth : LLVM_DEFAULT_INDEX_BITWIDTH,
                           .use_bare_ptr_call_conv = bare_ptr,
                           .approximate_log1p = true};
  if (!llvm_ptr_type(ctx, 0) || !(l->tc = tc_create(&ctx->alloc))) return false;
  static const TypeConversionFn CONVERSIONS[] = {
      convert_compatible, convert_aggregate, convert_complex, convert_float,  convert_function,
      convert_index,      convert_integer,   convert_memref,  convert_unranked_memref, convert_vector,
  };
  bool ok = true;
  for (size_t i = 0; ok && i < sizeof CONVERSIONS / sizeof *CONVERSIONS; i++)
    ok = tc_add_conversion(l->tc, CONVERSIONS[i], l, NULL);
  ok = ok && tc_add_source_materialization(l->tc, source_cast, l, NULL) &&
       tc_add_target_materialization(l->tc, target_cast, l, NULL) &&
       tc_add_source_materialization(l->tc, source_memref, l, NULL);
  if (!ok) llvm_tc_fini(l);
  return ok;
}

void llvm_tc_fini(LlvmTypeConverter *l) {
  tc_destroy(l->tc);
  l->tc = NULL;
}

/* ---- calling conventions -------------------------------------------------------------------- */

const Type *llvm_memref_bare_ptr(const LlvmTypeConverter *l, const Type *memref) {
  if (memref->kind != TK_MEMREF) return NULL;
  unsigned rank = shaped_rank(memref);
  int64_t strides[MAX_STACK_RANK], offset;
  if (rank > MAX_STACK_RANK || !memref_strides_and_offset(memref, strides, &offset)) return NULL;
  if (offset == DYNAMIC_SIZE) return NULL;
  for (unsigned i = 0; i < rank; i++)
    if (strides[i] == DYNAMIC_SIZE) return NULL;
  int64_t space = llvm_memref_addrspace(memref);
  if (space < 0 || !tc_convert_type1(l->tc, shaped_elem(memref))) return NULL;
  return llvm_ptr_type(l->ctx, (unsigned)space);
}

bool llvm_tc_convert_call_type(const LlvmTypeConverter *l, const Type *t, bool bare, PtrVec *out) {
  if (bare && t->kind == TK_MEMREF) {
    const Type *p = llvm_memref_bare_ptr(l, t);
    return p && pv_push(&l->ctx->alloc, out, (void *)p);
  }
  return tc_convert_type(l->tc, t, out);
}

const Type *llvm_tc_pack_results(const LlvmTypeConverter *l, unsigned n, const Type *const *types, bool bare) {
  if (n == 0) return llvm_simple_type(l->ctx, "void");
  Allocator *a = &l->ctx->alloc;
  PtrVec conv = {0};
  bool ok = true;
  for (unsigned i = 0; ok && i < n; i++) {
    size_t before = conv.len;
    ok = llvm_tc_convert_call_type(l, types[i], bare, &conv) && conv.len == before + 1;
  }
  const Type *r = !ok ? NULL : n == 1 ? conv.data[0]
                                      : llvm_struct_literal(l->ctx, n, (const Type *const *)conv.data, false);
  pv_free(a, &conv);
  return r;
}

/* structFuncArgTypeConverter / barePtrFuncArgTypeConverter. */
static bool convert_arg(const LlvmTypeConverter *l, const Type *t, bool bare, PtrVec *out) {
  Allocator *a = &l->ctx->alloc;
  if (t->kind == TK_MEMREF) {
    if (bare) return llvm_tc_convert_call_type(l, t, true, out);
    return llvm_memref_descriptor_fields(l, t, true, out);
  }
  if (t->kind == TK_UNRANKED_MEMREF) {
    if (bare) return false;
    int64_t space = llvm_memref_addrspace(t);
    return space >= 0 && tc_convert_type1(l->tc, shaped_elem(t)) &&
           pv_push(a, out, (void *)llvm_tc_index_type(l)) &&
           pv_push(a, out, (void *)llvm_ptr_type(l->ctx, (unsigned)space));
  }
  return tc_convert_type(l->tc, t, out);
}

const Type *llvm_tc_convert_function_signature(const LlvmTypeConverter *l, const Type *fn, bool vararg, bool bare,
                                               SignatureConversion *sig) {
  Allocator *a = &l->ctx->alloc;
  bare = bare || l->use_bare_ptr_call_conv;
  PtrVec args = {0};
  bool ok = true;
  unsigned nin = fn_num_inputs(fn);
  for (unsigned i = 0; ok && i < nin; i++) {
    size_t before = args.len;
    ok = convert_arg(l, fn_input(fn, i), bare, &args);
    if (ok && sig) ok = sig_add_inputs(sig, i, (unsigned)(args.len - before), (const Type *const *)args.data + before);
  }
  const Type *results[MAX_STACK_VALUES];
  unsigned nres = fn_num_results(fn);
  if (nres > MAX_STACK_VALUES) ok = false;
  for (unsigned i = 0; ok && i < nres; i++) results[i] = fn_result(fn, i);
  const Type *res = ok ? llvm_tc_pack_results(l, nres, results, bare) : NULL;
  const Type *r = res ? llvm_func_type(l->ctx, res, args.len, (const Type *const *)args.data, vararg) : NULL;
  pv_free(a, &args);
  return r;
}

/* ---- building LLVM ops ------------------------------------------------------------------ */

Value *llvm_poison(Rewriter *rw, const Loc *loc, const Type *type) {
  return type ? llvm_res(rw_build(rw, "llvm.mlir.poison", loc, 0, NULL, 1, &type, 0, NULL)) : NULL;
}

static NamedAttr position(Context *ctx, unsigned n, const int64_t *pos) {
  return named(ctx, "position", attr_dense_array(ctx, ctx->t_i64, n, pos, n * sizeof *pos));
}

Value *llvm_insert(Rewriter *rw, const Loc *loc, Value *container, Value *v, unsigned n, const int64_t *pos) {
  if (!container || !v) return NULL;
  Value *ops[2] = {container, v};
  NamedAttr p = position(rw->ctx, n, pos);
  return llvm_res(rw_build(rw, "llvm.insertvalue", loc, 2, ops, 1, &container->type, 1, &p));
}

Value *llvm_extract(Rewriter *rw, const Loc *loc, Value *container, const Type *type, unsigned n,
                    const int64_t *pos) {
  if (!container || !type) return NULL;
  NamedAttr p = position(rw->ctx, n, pos);
  return llvm_res(rw_build(rw, "llvm.extractvalue", loc, 1, &container, 1, &type, 1, &p));
}

Value *llvm_int_constant(Rewriter *rw, const Loc *loc, const Type *type, int64_t v) {
  NamedAttr value = named(rw->ctx, "value", attr_integer(rw->ctx, type, v));
  return llvm_res(rw_build(rw, "llvm.mlir.constant", loc, 0, NULL, 1, &type, 1, &value));
}

Value *llvm_index_constant(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l, int64_t v) {
  const Type *t = llvm_tc_index_type(l);
  NamedAttr value = named(rw->ctx, "value", attr_integer(rw->ctx, rw->ctx->t_index, v));
  return llvm_res(rw_build(rw, "llvm.mlir.constant", loc, 0, NULL, 1, &t, 1, &value));
}

Value *llvm_pack_descriptor(Rewriter *rw, const Loc *loc, const Type *desc, unsigned rank, bool ranked,
                            Value *const *fields) {
  Value *d = llvm_poison(rw, loc, desc);
  if (!ranked) {
    for (int64_t i = 0; i < 2; i++) d = llvm_insert(rw, loc, d, fields[i], 1, &i);
    return d;
  }
  for (int64_t i = 0; i < 3; i++) d = llvm_insert(rw, loc, d, fields[i], 1, &i);
  /* Each size, then its stride (the fields hold all sizes first). */
  for (unsigned i = 0; i < rank; i++)
    for (unsigned k = 0; k < 2; k++) {
      int64_t pos[2] = {3 + k, i};
      d = llvm_insert(rw, loc, d, fields[3 + k * rank + i], 2, pos);
    }
  return d;
}

bool llvm_unpack_descriptor(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l, const Type *memref,
                            Value *desc, PtrVec *out) {
  Allocator *a = &l->ctx->alloc;
  PtrVec fields = {0};
  bool ranked = memref->kind == TK_MEMREF, ok;
  if (ranked) {
    ok = llvm_memref_descriptor_fields(l, memref, true, &fields);
  } else {
    int64_t space = llvm_memref_addrspace(memref);
    ok = space >= 0 && pv_push(a, &fields, (void *)llvm_tc_index_type(l)) &&
         pv_push(a, &fields, (void *)llvm_ptr_type(l->ctx, (unsigned)space));
  }
  unsigned rank = shaped_rank(memref);
  for (unsigned i = 0; ok && i < fields.len; i++) {
    int64_t pos[2] = {i, 0};
    unsigned npos = 1;
    if (ranked && i >= 3) pos[0] = 3 + (i - 3) / rank, pos[1] = (i - 3) % rank, npos = 2;
    Value *v = llvm_extract(rw, loc, desc, fields.data[i], npos, pos);
    ok = v && pv_push(a, out, v);
  }
  pv_free(a, &fields);
  return ok;
}

Value *llvm_descriptor_from_static_shape(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l,
                                         const Type *memref, Value *ptr) {
  unsigned rank = shaped_rank(memref);
  int64_t strides[MAX_STACK_RANK], offset;
  if (rank > MAX_STACK_RANK || !memref_strides_and_offset(memref, strides, &offset)) return NULL;
  Value *d = llvm_poison(rw, loc, tc_convert_type1(l->tc, memref));
  int64_t p0 = 0, p1 = 1, p2 = 2;
  d = llvm_insert(rw, loc, d, ptr, 1, &p0);
  d = llvm_insert(rw, loc, d, ptr, 1, &p1);
  d = llvm_insert(rw, loc, d, llvm_index_constant(rw, loc, l, offset), 1, &p2);
  for (unsigned i = 0; i < rank; i++) {
    int64_t pos[2] = {3, i};
    d = llvm_insert(rw, loc, d, llvm_index_constant(rw, loc, l, shaped_dim(memref, i)), 2, pos);
    pos[0] = 4;
    d = llvm_insert(rw, loc, d, llvm_index_constant(rw, loc, l, strides[i]), 2, pos);
  }
  return d;
}
