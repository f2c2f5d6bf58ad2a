/* exec.h: the interpreter's private header and map. It runs IR as written,
 * at any level of the lowering path: a function is compiled once into
 * instructions (an op, its handler and the frame slots of its operands and
 * results); an explicit stack of activations (a function body or an op's
 * region being run) drives them, so no input depth recurses in C. Handlers
 * come from per-dialect tables (exec_tables.c), matched to op records by
 * pointer when an interpreter is set up. Values hold integers of any width
 * with exact wraparound, floats of every builtin type rounded at each
 * operation (softfloat.h), poison, and references to arrays (vectors,
 * tensors), memref descriptors and aggregates; memory is a set of checked
 * allocations (memory.c). Depends on dialects/ and below; never prints:
 * program output goes to a sink, failures are located diagnostics. */
#ifndef MLIRC_EXEC_H
#define MLIRC_EXEC_H

#include "../dialects/dialects.h"

typedef struct Interp Interp;
typedef struct Obj Obj;
typedef struct Alloc Alloc;
typedef struct Inst Inst;
typedef struct Frame Frame;
typedef struct Act Act;
typedef struct Code Code;
typedef struct CBlock CBlock;
typedef struct CRegion CRegion;

/* Named limits. The step budget and call depth are defaults an embedder
 * may change (ExecOptions). */
enum {
  EXEC_DEFAULT_MAX_STEPS = 1000000000,
  EXEC_DEFAULT_MAX_CALL_DEPTH = 10000,
  /* Memref and vector ranks the interpreter handles, upstream has none
   * beyond what fits in memory. */
  EXEC_MAX_RANK = 64,
  /* Largest single allocation, in bytes (a program asking for more gets a
   * diagnostic, not a host failure). */
  EXEC_MAX_ALLOC_BYTES = 1 << 30,
  /* Parameters of an llvm.func the interpreter calls as an entry. */
  EXEC_MAX_CALL_PARAMS = 256,
};

/* ---- values ---------------------------------------------------------------------- */

enum ValTag {
  VT_EMPTY = 0, /* never written (a slot before its op ran) */
  VT_BITS,      /* a scalar in w[]: integer bits (zero-extended to the width), float bits,
                   complex parts (w[0] real, w[1] imaginary), a function (w[0]: Operation*),
                   a pointer (w[0]: Alloc* or 0, w[1]: byte offset or address) */
  VT_POISON,    /* a poison scalar */
  VT_OBJ,       /* a reference (obj) to an integer wider than 128 bits, an array, a memref
                   descriptor or an aggregate */
};

typedef struct Val {
  uint64_t w[2];
  Obj *obj; /* VT_OBJ: the reference this value holds */
  uint32_t tag;
} Val;

enum ObjKind { OBJ_BIGINT, OBJ_ARRAY, OBJ_MEMREF, OBJ_AGG };

struct Obj {
  uint32_t rc; /* references held by values; freed at zero */
  uint16_t kind;
};

/* An integer wider than 128 bits: limbs little endian, bits above the
 * width zero. */
typedef struct BigInt {
  Obj h;
  unsigned width;
  uint64_t limbs[];
} BigInt;

/* A vector or tensor: elements packed as in memory (exec_elem_size), row
 * major; `poison` marks poison elements (NULL: none). Tensors have value
 * semantics: a writer with the only reference writes in place, others copy
 * (arr_unique). */
typedef struct Array {
  Obj h;
  const Type *elem;
  unsigned rank;
  uint32_t esize;
  int64_t n; /* number of elements */
  int64_t *dims;
  uint8_t *data;
  uint8_t *poison;
} Array;

/* A memref descriptor as upstream lays it out: the allocation, the aligned
 * pointer (byte offset `base` into it), the offset, sizes and strides in
 * elements. Immutable once built; shared by reference. */
typedef struct MemRef {
  Obj h;
  Alloc *alloc; /* NULL: a null or dangling descriptor */
  int64_t base;
  int64_t offset;
  const Type *elem;
  uint32_t esize;
  unsigned rank;
  int64_t *sizes, *strides;
} MemRef;

/* An ordered group of values: an LLVM struct, a tuple, a complex number of
 * a wide float type. */
typedef struct Agg {
  Obj h;
  unsigned n;
  Val v[];
} Agg;

/* Reference counting; val_copy adds a reference, val_drop releases one and
 * empties the value. */
static inline Val val_copy(const Val *v) {
  if (v->tag == VT_OBJ) v->obj->rc++;
  return *v;
}
MLIR_INTERNAL void obj_free(Interp *in, Obj *o);
static inline void val_drop(Interp *in, Val *v) {
  if (v->tag == VT_OBJ && --v->obj->rc == 0) obj_free(in, v->obj);
  v->tag = VT_EMPTY;
  v->obj = NULL;
}
static inline Val val_bits(uint64_t lo, uint64_t hi) { return (Val){{lo, hi}, NULL, VT_BITS}; }
static inline Val val_poison(void) { return (Val){{0, 0}, NULL, VT_POISON}; }
static inline Val val_obj(Obj *o) { return (Val){{0, 0}, o, VT_OBJ}; }
static inline Array *val_array(const Val *v) { return (Array *)v->obj; }
static inline MemRef *val_memref(const Val *v) { return (MemRef *)v->obj; }
static inline Agg *val_agg(const Val *v) { return (Agg *)v->obj; }

/* Objects. Each returns NULL when out of memory (the interpreter then
 * fails with a diagnostic). */
MLIR_INTERNAL BigInt *bigint_new(Interp *in, unsigned width);
MLIR_INTERNAL Array *arr_new(Interp *in, const Type *elem, unsigned rank, const int64_t *dims);
/* A copy of `a` (its elements and poison marks). */
MLIR_INTERNAL Array *arr_clone(Interp *in, const Array *a);
/* Makes the array in `v` writable: keeps it when `v` holds the only
 * reference, else replaces it with a copy; NULL when out of memory. */
MLIR_INTERNAL Array *arr_unique(Interp *in, Val *v);
MLIR_INTERNAL MemRef *memref_new(Interp *in, const Type *elem, unsigned rank);
MLIR_INTERNAL Agg *agg_new(Interp *in, unsigned n);

/* The static shape of a vector or tensor type; false when a dimension is
 * dynamic. */
MLIR_INTERNAL bool shape_of_type(const Type *t, int64_t *dims, unsigned *rank);

/* ---- scalars and elements ----------------------------------------------------------- */

/* The integer width of a type (index: 64), 0 when it is not an integer. */
MLIR_INTERNAL unsigned exec_int_width(const Type *t);
/* The number of bytes an element of the type takes in memory and arrays,
 * as upstream's lowering lays it out on a 64-bit host (LLVM's alloc size:
 * i1 a byte, iN the next power of two of its bytes, f80 16, index 8,
 * vectors of a power-of-two size); 0 for types that cannot be stored. */
MLIR_INTERNAL uint32_t exec_elem_size(const Type *t);
/* Reads an element of type `t` from `p` (esize bytes, little endian) into
 * a scalar value, or writes one; false when out of memory. */
MLIR_INTERNAL bool elem_load(Interp *in, const Type *t, const uint8_t *p, Val *out);
MLIR_INTERNAL void elem_store(const Type *t, const Val *v, uint8_t *p);
/* Element i of an array as a value (poison marks included). */
MLIR_INTERNAL bool arr_get(Interp *in, const Array *a, int64_t i, Val *out);
MLIR_INTERNAL bool arr_set(Interp *in, Array *a, int64_t i, const Val *v);

/* Integer bits of a scalar value: the limbs of an inline (<= 128 bits) or
 * wide integer. */
static inline const uint64_t *val_limbs(const Val *v) {
  return v->tag == VT_OBJ ? ((const BigInt *)v->obj)->limbs : v->w;
}
/* Makes an integer value of `width` from limbs (ceil(width/64) words,
 * bits above the width ignored); false when out of memory. */
MLIR_INTERNAL bool val_int(Interp *in, unsigned width, const uint64_t *limbs, Val *out);
/* Sign- or zero-extended 64-bit view of an integer value (its low limb for
 * wider ones). */
MLIR_INTERNAL int64_t val_sext64(const Val *v, unsigned width);
static inline uint64_t mask_bits(unsigned w) { return w >= 64 ? ~0ULL : (1ULL << w) - 1; }
static inline int64_t sext_bits(uint64_t v, unsigned w) {
  if (w == 0 || w >= 64) return (int64_t)v;
  uint64_t s = 1ULL << (w - 1);
  return (int64_t)(((v & mask_bits(w)) ^ s) - s);
}

/* ---- memory --------------------------------------------------------------------------- */

enum AllocKind { ALLOC_HEAP, ALLOC_STACK, ALLOC_GLOBAL, ALLOC_CONSTANT, ALLOC_EXTERNAL };

/* One allocation. The record outlives the memory: after a free it stays
 * (data NULL, live false) so that a later use is reported with the places
 * of the allocation and the free. */
struct Alloc {
  uint8_t *data;  /* the bytes (host memory; EXTERNAL: the host's) */
  uint8_t *init;  /* a byte per byte: 1 once written; NULL: all initialized */
  uint8_t *raw;   /* what was allocated (data is aligned within it) */
  int64_t size;
  uint64_t id;
  const Loc *loc;      /* where it was allocated */
  const Loc *free_loc; /* where it was freed, or NULL */
  uint8_t kind;
  bool live;
  bool reported;       /* leak reported */
  uint32_t frame_id;   /* STACK: the call that owns it */
  Alloc *next;         /* every allocation of the interpreter */
};

/* Allocates `size` bytes aligned to `align` (a power of two); the bytes are
 * uninitialized. NULL after a diagnostic at `loc` (too large, out of
 * memory). */
MLIR_INTERNAL Alloc *mem_new(Interp *in, int64_t size, uint32_t align, uint8_t kind, const Loc *loc);
/* Registers host memory the caller owns (arguments from the host). */
MLIR_INTERNAL Alloc *mem_external(Interp *in, void *data, int64_t size);
/* Frees an allocation; false after a diagnostic (double free, a free of
 * memory not from the heap). */
MLIR_INTERNAL bool mem_release(Interp *in, Alloc *a, const Inst *at);
/* Checks an access of `n` bytes at byte offset `off`; false after a
 * diagnostic at the op with a note at the allocation. `write` also marks
 * the bytes initialized; a read of bytes never written fails. */
MLIR_INTERNAL bool mem_check(Interp *in, const Inst *at, Alloc *a, int64_t off, int64_t n, bool write);
/* Frees the stack allocations of a call made after allocation `since`
 * (0: all of them). */
MLIR_INTERNAL void mem_pop_stack(Interp *in, uint32_t frame_id, uint64_t since);
/* Frees every allocation record (the interpreter ends). */
MLIR_INTERNAL void mem_free_all(Interp *in);
/* Reports the heap allocations still live as warnings (one per site with
 * a count); returns how many there were. */
MLIR_INTERNAL size_t mem_report_leaks(Interp *in);

/* Element access through a memref at indices; checks bounds against the
 * descriptor and the allocation. */
MLIR_INTERNAL bool memref_elem_offset(Interp *in, const Inst *at, const MemRef *m, const int64_t *idx,
                                      int64_t *byte_off);
/* Operand k as a memref, or NULL after reporting poison used as one. */
MLIR_INTERNAL MemRef *memref_opnd(Interp *in, Frame *f, const Inst *i, unsigned k);
MLIR_INTERNAL bool memref_load(Interp *in, const Inst *at, const MemRef *m, const int64_t *idx, Val *out);
MLIR_INTERNAL bool memref_store(Interp *in, const Inst *at, const MemRef *m, const int64_t *idx,
                                const Val *v);
/* A new contiguous (identity layout) memref of static or given sizes. */
MLIR_INTERNAL MemRef *memref_alloc(Interp *in, const Inst *at, const Type *elem, unsigned rank,
                                   const int64_t *sizes, uint32_t align, uint8_t kind);
/* Calls fn(user, element byte offset) for each element of the memref in
 * row-major order; stops and returns false when fn does. */
MLIR_INTERNAL bool memref_each(const MemRef *m, bool (*fn)(void *user, int64_t off), void *user);

/* ---- code ----------------------------------------------------------------------------- */

/* What a handler returns. */
enum ExecStatus {
  EX_NEXT, /* continue with the next instruction */
  EX_JUMP, /* the handler moved control (branch, region entry or exit) */
  EX_FAIL, /* a diagnostic was emitted; the run stops */
};

typedef int (*ExecFn)(Interp *in, Frame *f, const Inst *i);
/* Called once when the instruction is compiled: checks what can be known
 * statically and precomputes `aux`; false after a diagnostic. */
typedef bool (*ExecPrepFn)(Interp *in, Inst *i);
/* Called when a region the op entered reaches its terminator `term`: the
 * owner decides whether to run a region again or to finish (writing its
 * results from the terminator's operands). */
typedef int (*ExecResumeFn)(Interp *in, Act *a, const Inst *term);

typedef struct ExecOpDef {
  const char *name; /* the op's full name; NULL ends a table */
  /* An op with the semantics of another dialect's op (llvm.add is
   * arith.addi): its handlers are that op's, which reads the same operand
   * order and property names. That dialect's table comes first. */
  const char *same_as;
  ExecFn run;
  ExecPrepFn prep;
  ExecResumeFn resume;
} ExecOpDef;

/* The handlers of one dialect; the tables are listed in exec_tables.c. */
typedef struct ExecDialect {
  const char *ns;
  const ExecOpDef *ops;
} ExecDialect;

struct Inst {
  ExecFn fn;
  const ExecOpDef *def;
  Operation *op;
  uint32_t *ops;  /* operand slots */
  uint32_t nops;
  uint32_t res;   /* the first result slot; results are consecutive */
  uint32_t nres;
  uint32_t nregions, nsucc;
  CRegion **regions;
  CBlock **succ;
  void *aux;      /* the handler's precomputed data (prep) */
  int64_t iaux;   /* a precomputed integer (widths, predicates) */
  uint64_t moves; /* bit k: operand k is its value's last use (may be moved from) */
};

struct CBlock {
  Inst *insts;
  uint32_t n;
  uint32_t *args; /* argument slots */
  uint32_t nargs;
  Block *block;
};

struct CRegion {
  CBlock **blocks;
  uint32_t n;
};

/* A compiled function: its body and the number of value slots of a frame
 * (every value defined in the function, nested regions included). */
struct Code {
  Operation *func;
  CRegion *body;
  uint32_t nslots;
  Arena arena;
};

/* Compiles a function op with a body; NULL after a diagnostic (an op
 * without semantics, a failed prep, out of memory). */
MLIR_INTERNAL Code *exec_compile(Interp *in, Operation *func);
MLIR_INTERNAL void exec_code_free(Interp *in, Code *code);

struct Frame {
  Val *slots;
  const Code *code;
  uint32_t id; /* a number per call, owning its stack allocations */
};

enum ActKind { ACT_CALL, ACT_REGION };

/* One entry of the run stack: a function body (ACT_CALL, its caller's call
 * instruction in `owner`, or NULL for the entry) or an op's region
 * (ACT_REGION, the op in `owner`), with the current block and position
 * and the owner's loop state. */
struct Act {
  Frame *frame;
  const CBlock *blk;
  uint32_t pc;
  uint8_t kind;
  const Inst *owner;
  int64_t st[4];
  void *ext; /* owner state on the heap, freed when the activation ends */
};

/* ---- the interpreter -------------------------------------------------------------------- */

/* Where the program's output goes (the runner-utils print functions):
 * text for stdout or stderr, and the points where upstream's runtime
 * flushes stdout (std::endl), which decide where a runner's own output
 * lands in a pipe. */
enum ExecStream { EXEC_STDOUT = 1, EXEC_STDERR = 2, EXEC_FLUSH = 3 };
typedef void (*ExecOutputFn)(void *user, int stream, const char *s, size_t n);

/* A function the host provides (the C API's registered symbols): called
 * with the packed arguments of the C interface (exec_invoke.c). */
typedef void (*ExecHostFn)(void *user, void **args);

typedef struct HostFn {
  ExecHostFn fn;
  void *user;
} HostFn;

typedef struct ExecOptions {
  uint64_t max_steps;
  uint32_t max_call_depth;
  ExecOutputFn out;
  void *out_user;
} ExecOptions;

struct Interp {
  Context *ctx;
  Operation *module;
  ExecOptions opts;
  Allocator *alloc;
  PtrMap defs;    /* OpName* -> const ExecOpDef* */
  PtrMap codes;   /* function op -> Code* */
  PtrMap globals; /* memref.global op -> Alloc* */
  PtrMap host_fns; /* symbol name Ident* -> HostFn* */
  Act *acts;
  size_t nacts, cap_acts;
  uint64_t steps;
  uint32_t depth;    /* calls on the stack */
  uint32_t next_frame_id;
  Alloc *allocs;     /* every allocation, most recent first */
  uint64_t next_alloc_id;
  PtrVec consts;     /* Val* of compiled constants, released at the end */
  PtrVec kept;       /* handler data of compiled instructions (exec_keep) */
  Val *results;      /* the entry call's results */
  unsigned nresults;
  bool oom;
};

MLIR_INTERNAL void exec_options_default(ExecOptions *o);
/* An interpreter for the functions of `module` (not owned); NULL when out
 * of memory. */
MLIR_INTERNAL Interp *interp_create(Context *ctx, Operation *module, const ExecOptions *opts);
/* Frees the interpreter and all memory the program allocated. */
MLIR_INTERNAL void interp_destroy(Interp *in);
/* The function named `name` in the module (func.func or another function
 * op), or NULL. */
MLIR_INTERNAL Operation *interp_lookup(Interp *in, const char *name, size_t n);
/* The function's type (its `function_type`), or NULL. */
MLIR_INTERNAL const Type *exec_func_type(Operation *func);
/* Calls `func` with `args` (borrowed) and stores its results (owned by the
 * caller, `nres` of them) in `results`; false after a diagnostic. */
MLIR_INTERNAL bool interp_call(Interp *in, Operation *func, const Val *args, unsigned nargs, Val *results,
                               unsigned nres);
/* Registers a host function under a symbol name (replacing one of the
 * same name); the lookup is by interned name. */
MLIR_INTERNAL bool interp_register_host(Interp *in, const char *name, size_t n, ExecHostFn fn, void *user);
MLIR_INTERNAL HostFn *interp_host_fn(Interp *in, const Ident *name);

/* ---- for handlers ------------------------------------------------------------------------ */

static inline Val *opv(Frame *f, const Inst *i, unsigned k) { return &f->slots[i->ops[k]]; }
static inline Val *resv(Frame *f, const Inst *i, unsigned k) { return &f->slots[i->res + k]; }
/* Stores `v` (ownership moves in) into result k, releasing what was there. */
static inline void set_res(Interp *in, Frame *f, const Inst *i, unsigned k, Val v) {
  Val *s = &f->slots[i->res + k];
  val_drop(in, s);
  *s = v;
}
static inline void set_slot(Interp *in, Frame *f, uint32_t slot, Val v) {
  Val *s = &f->slots[slot];
  val_drop(in, s);
  *s = v;
}
static inline const Type *res_type(const Inst *i, unsigned k) { return i->op->results[k].type; }
static inline const Type *opnd_type(const Inst *i, unsigned k) {
  return i->op->operands[k].value->type;
}
/* Operand k as a value the caller owns: moved out of its slot when this is
 * its last use, else a new reference. */
static inline Val take_opnd(Frame *f, const Inst *i, unsigned k) {
  Val *s = &f->slots[i->ops[k]];
  if (k < 64 && (i->moves >> k & 1)) {
    Val v = *s;
    s->tag = VT_EMPTY;
    s->obj = NULL;
    return v;
  }
  return val_copy(s);
}

/* Reports an error at the instruction's op; returns EX_FAIL. */
MLIR_INTERNAL int exec_fail(Interp *in, const Inst *i, const char *fmt, ...) MLIR_PRINTF(3, 4);
/* The same, returning the diagnostic for notes (emit with diag_emit). */
MLIR_INTERNAL Diag *exec_diag(Interp *in, const Inst *i, const char *fmt, ...) MLIR_PRINTF(3, 4);
/* Reports an out-of-memory failure; returns EX_FAIL. */
MLIR_INTERNAL int exec_oom(Interp *in, const Inst *i);
/* Poison reaching where it is undefined behaviour (a branch, a store, an
 * index, a call to the runtime). */
MLIR_INTERNAL int exec_poison_ub(Interp *in, const Inst *i, const char *what);

/* Enters region `r` of the op `owner` in frame `f` with block arguments
 * `args` (moved in; n of them); the region runs next. */
MLIR_INTERNAL int exec_enter(Interp *in, Frame *f, const Inst *owner, unsigned r, Val *args, unsigned n);
/* Re-enters region `r` of the activation's owner (a loop's next
 * iteration) with block arguments `args` (moved in). */
MLIR_INTERNAL int exec_reenter(Interp *in, Act *a, unsigned r, Val *args, unsigned n);
/* Ends the region activation on top (the owner finished); control goes
 * on after the owner. */
MLIR_INTERNAL int exec_leave(Interp *in);
/* The terminator of a region: hands control to the region's owner. */
MLIR_INTERNAL int exec_yield(Interp *in, Frame *f, const Inst *i);
/* Copies the terminator's operands [first, first+n) to the owner's
 * results. */
MLIR_INTERNAL void exec_results_from(Interp *in, Frame *f, const Inst *owner, const Inst *term,
                                     unsigned first, unsigned n);
/* Jumps to successor `s` of a branch, passing operands [first, first+n). */
MLIR_INTERNAL int exec_branch(Interp *in, Frame *f, const Inst *i, unsigned s, unsigned first, unsigned n);
/* Calls a function op with argument values (borrowed) from the caller's
 * frame; the callee runs next. */
MLIR_INTERNAL int exec_call(Interp *in, Frame *f, const Inst *i, Operation *callee, const uint32_t *arg_slots,
                            unsigned nargs);
/* Resolves a call's callee (a function of the module, a host or a runtime
 * function) when it is compiled and sets the handler that calls it with
 * the first `nargs` operands; false after a diagnostic. */
MLIR_INTERNAL bool exec_prep_call(Interp *in, Inst *i, const Attr *callee, unsigned nargs);
/* Calls a function op known only when running (an indirect call). */
MLIR_INTERNAL int exec_call_function(Interp *in, Frame *f, const Inst *i, Operation *callee,
                                     const uint32_t *args, unsigned nargs);
/* Returns from the current function with the operands of `i`. */
MLIR_INTERNAL int exec_return(Interp *in, Frame *f, const Inst *i);
/* The current activation. */
static inline Act *exec_top(Interp *in) { return &in->acts[in->nacts - 1]; }

/* Writes program output (stream: ExecStream). */
MLIR_INTERNAL void exec_out(Interp *in, int stream, const char *s, size_t n);
MLIR_INTERNAL void exec_printf(Interp *in, int stream, const char *fmt, ...) MLIR_PRINTF(3, 4);

/* An integer value of `width` from a 64-bit value (truncated). */
static inline Val val_u64(uint64_t v, unsigned width) { return val_bits(v & mask_bits(width), 0); }
/* A value's index operand (signed 64-bit); false for poison. */
static inline bool val_index(const Val *v, int64_t *out) {
  if (v->tag != VT_BITS) return false;
  *out = (int64_t)v->w[0];
  return true;
}
/* Reads `n` index operands starting at `first` into `out`; EX_FAIL after
 * a diagnostic when one is poison. */
MLIR_INTERNAL int read_indices(Interp *in, Frame *f, const Inst *i, unsigned first, unsigned n, int64_t *out);
/* An affine expression at dimension and symbol values (affine_eval.c); a
 * failure (an unbound position, a division by a non-positive value) is
 * reported at `i`. */
MLIR_INTERNAL int exec_affine_eval(Interp *in, const Inst *i, const AffineExpr *e, const int64_t *dims,
                                   unsigned ndims, const int64_t *syms, unsigned nsyms, int64_t *out);
/* Each result of the map at `operands` (its dimensions, then symbols). */
MLIR_INTERNAL int exec_affine_map(Interp *in, const Inst *i, const AffineMap *m, const int64_t *operands,
                                  int64_t *out);

/* An element function: computes one result element from operand elements
 * (scalars, each possibly poison); false after a diagnostic. */
typedef bool (*ElemFn)(Interp *in, const Inst *i, const Val *const *args, Val *r);
static inline bool val_is_array(const Val *v) { return v->tag == VT_OBJ && v->obj->kind == OBJ_ARRAY; }
/* Applies `fn` to operands [0, n) of `i`, elementwise when they are
 * vectors or tensors (a scalar operand is used for every element), and
 * stores result 0. */
MLIR_INTERNAL int exec_map(Interp *in, Frame *f, const Inst *i, unsigned n, ElemFn fn);

static inline const Type *shaped_elem_or_self(const Type *t) {
  return type_is_shaped(t) ? shaped_elem(t) : t;
}
/* A constant value kept for the interpreter's lifetime (a compiled
 * constant op's value); NULL after a diagnostic at `at`. */
MLIR_INTERNAL const Val *exec_keep_const(Interp *in, const Attr *a, const Type *t, const Loc *at);

/* A zeroed copy of `n` bytes of `data` (or zeroes when NULL) kept for the
 * interpreter's lifetime (handler data); NULL when out of memory. */
MLIR_INTERNAL void *exec_keep(Interp *in, const void *data, size_t n);
/* Calls a host function with the arguments in `arg_slots`, marshalled to
 * the C interface (exec_invoke.c); results go to the instruction's. */
MLIR_INTERNAL int exec_call_host(Interp *in, Frame *f, const Inst *i, HostFn *h, const uint32_t *arg_slots,
                                 unsigned nargs);

/* An integer attribute's value or an enum attribute's case value; 0 for
 * NULL. */
MLIR_INTERNAL int64_t exec_attr_int(const Attr *a);
/* Element k of a dense i64 array attribute (0 when out of range). */
MLIR_INTERNAL int64_t exec_dense_i64(const Attr *a, unsigned k);
/* A mixed static/dynamic list (upstream's OpFoldResult lists): the dense
 * i64 array `attr` with each dynamic entry taken, in order, from the
 * operand group `group`; EX_FAIL after a diagnostic. */
MLIR_INTERNAL int exec_mixed(Interp *in, Frame *f, const Inst *i, const char *attr, const char *group,
                             int64_t *out, unsigned *n);
/* A descriptor over the same memory as `src` (sizes and strides unset). */
MLIR_INTERNAL MemRef *exec_memref_like(Interp *in, const MemRef *src, unsigned rank);
/* Copies the elements of `src` to `dst` (same shape), checking both. */
MLIR_INTERNAL bool exec_memref_copy(Interp *in, const Inst *i, const MemRef *src, const MemRef *dst);
/* arith's AtomicRMWKind kinds (numbered here) applied to (current, operand)
 * of element type `et` (combine.c). */
enum {
  RMW_ADDF, RMW_ADDI, RMW_ANDI, RMW_ASSIGN, RMW_MAXIMUMF, RMW_MAXNUMF, RMW_MAXS, RMW_MAXU, RMW_MINIMUMF,
  RMW_MINNUMF, RMW_MINS, RMW_MINU, RMW_MULF, RMW_MULI, RMW_ORI, RMW_XORI,
};
MLIR_INTERNAL bool exec_rmw_combine(Interp *in, const Inst *i, int kind, const Type *et, const Val *a,
                                    const Val *b, Val *r);
/* Combines the elements of `a` in order, from `start` (or from the first
 * element when NULL), into result 0 of `i`. */
MLIR_INTERNAL int exec_reduce(Interp *in, Frame *f, const Inst *i, const Array *a, const Val *start, int kind);

/* Integer binary operations of arith and index (ops_arith.c). */
enum IntBin {
  IB_ADD, IB_SUB, IB_MUL, IB_DIVS, IB_DIVU, IB_REMS, IB_REMU, IB_CEILDIVS, IB_CEILDIVU, IB_FLOORDIVS,
  IB_AND, IB_OR, IB_XOR, IB_SHL, IB_SHRS, IB_SHRU, IB_MAXS, IB_MAXU, IB_MINS, IB_MINU,
};
enum { FLAG_NSW = 1, FLAG_NUW = 2, FLAG_EXACT = 4 };
/* x op y at width w (<= 64) with the nsw/nuw/exact flags: poison where
 * they are violated; false after reporting undefined behaviour. */
MLIR_INTERNAL bool exec_int_bin64(Interp *in, const Inst *i, int op, unsigned w, unsigned flags, uint64_t x,
                                  uint64_t y, Val *r);

/* Calls `func` with arguments and results in upstream's packed C
 * interface (exec_invoke.c: one pointer per argument to its C value,
 * memrefs and tensors as pointers to descriptors; one scalar result
 * through a pointer after the arguments, a memref result or several
 * results through a pointer to a struct before them). Without `ciface`,
 * the packed wrapper of the LLVM function: memref arguments field by
 * field, results after the arguments. False after a diagnostic. */
MLIR_INTERNAL bool exec_invoke_packed(Interp *in, Operation *func, void **args, bool ciface);

/* The value of a constant attribute of type `t` (integers, floats,
 * complex, dense elements for vectors and tensors, poison). */
MLIR_INTERNAL bool exec_const(Interp *in, const Attr *a, const Type *t, Val *out);

/* Values of LLVM dialect types in memory (llvm_memory.c). A pointer value
 * is VT_BITS with w[0] its allocation (Alloc*, or 0 for a raw address) and
 * w[1] the byte offset into it (or the raw address). */
MLIR_INTERNAL bool llvm_type_layout(const Type *t, int64_t *size, int64_t *align);
MLIR_INTERNAL int64_t llvm_struct_field_offset(const Type *t, unsigned k);
/* The host address of a pointer value, and the pointer value of an
 * address (its allocation found among the live ones). */
MLIR_INTERNAL uint64_t llvm_ptr_address(const Val *p);
MLIR_INTERNAL Val llvm_ptr_from_address(Interp *in, uint64_t addr);
/* The same for a pointer the host gave (an argument from the host, or
 * read from host memory): host memory the interpreter did not allocate is
 * reached unchecked from there on, as compiled code would reach it; NULL
 * stays null. */
MLIR_INTERNAL Val llvm_host_ptr(Interp *in, uint64_t addr);
/* Loads or stores a value of type `t` through a pointer, checked; false
 * after a diagnostic. */
MLIR_INTERNAL bool llvm_load(Interp *in, const Inst *at, const Val *ptr, const Type *t, Val *out);
MLIR_INTERNAL bool llvm_store(Interp *in, const Inst *at, const Val *ptr, const Type *t, const Val *v);
/* A memref descriptor read from memory as upstream's lowering lays it
 * out: given its rank and a pointer to the ranked descriptor, or a pointer
 * to an unranked one ({rank, pointer}); elements of `esize` bytes. NULL
 * after a diagnostic. */
MLIR_INTERNAL MemRef *llvm_memref_from_unranked(Interp *in, const Inst *at, int64_t rank, const Val *desc,
                                                uint32_t esize);
MLIR_INTERNAL MemRef *llvm_memref_from_unranked_ptr(Interp *in, const Inst *at, const Val *ptr, uint32_t esize);

/* Dialect tables (exec_tables.c) and the runtime functions a call may name
 * instead of a function of the module (runtime.c). */
MLIR_INTERNAL extern const ExecDialect *const EXEC_DIALECTS[];
typedef int (*RuntimeFn)(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs);
MLIR_INTERNAL RuntimeFn runtime_lookup(const char *name, size_t n);
/* The C library functions upstream's lowering calls, and the runner
 * utils' functions on C strings (llvm_memory.c). */
MLIR_INTERNAL int rt_malloc(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs);
MLIR_INTERNAL int rt_aligned_alloc(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs);
MLIR_INTERNAL int rt_free(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs);
MLIR_INTERNAL int rt_print_string(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs);

#endif /* MLIRC_EXEC_H */
