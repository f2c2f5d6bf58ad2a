/* bytecode.h: the bytecode subsystem's private header: MLIR's binary IR
 * format as upstream mlir-opt 22 reads and writes it (magic "ML\xefR",
 * versions 0 to 6). Holds the entry points (the parser's dispatch, the
 * driver, the C API), the format's constants, the bounds-checked cursor and
 * the emitter, and the state shared by the reader's and the writer's files.
 * Depends on ods/ (an op's properties layout), asm/, ir/ and support/. */
#ifndef MLIRC_BYTECODE_H
#define MLIRC_BYTECODE_H

#include "../ods/ods.h"

/* ------------------------------------------------------------------------ */
/* Entry points. */

/* True when the buffer starts with the bytecode magic number. */
MLIR_INTERNAL bool bytecode_has_magic(const char *buf, size_t len);
/* Reads a bytecode buffer and appends its top-level operations to `into`.
 * Diagnostics are located at `filename`:0:0, with upstream's note naming
 * the producer. Returns false (leaving `into` untouched) after reporting. */
MLIR_INTERNAL bool bytecode_read(Context *ctx, const char *buf, size_t len,
                                 const Ident *filename, Block *into);
/* Appends `op` encoded as bytecode of `version` to `out`; false after
 * reporting an error at the op's location (unsupported version, IR the
 * format cannot hold). */
MLIR_INTERNAL bool bytecode_write(Operation *op, int64_t version, StrBuf *out);

/* Reading a source buffer in either format (source.c), as upstream's
 * parseSourceFile: bytecode when it starts with the magic number, text
 * otherwise. read_source_into appends the top-level ops to `top`;
 * parse_source also wraps them into an implicit builtin.module, as mlir-opt
 * does (a single explicit module is the result itself). Both return
 * false/NULL after emitting diagnostics. */
MLIR_INTERNAL bool read_source_into(Context *ctx, const char *buf, size_t len, const Ident *file,
                                    unsigned first_line, Block *top);
MLIR_INTERNAL Operation *parse_source(Context *ctx, const char *buf, size_t len, const char *filename,
                                      unsigned first_line);
/* A builtin.module at `loc` whose body is `top` (taken over); NULL when
 * out of memory, `top` then left as it was. */
MLIR_INTERNAL Operation *module_around_block(Context *ctx, Block *top, const Loc *loc);

/* ------------------------------------------------------------------------ */
/* Format constants (upstream's Encoding.h). */

enum BcVersion {
  BC_VERSION_MIN = 0,
  BC_DIALECT_VERSIONING = 1,
  BC_LAZY_LOADING = 2,          /* isolated regions in nested sections */
  BC_USE_LIST_ORDERING = 3,
  BC_ELIDE_UNKNOWN_ARG_LOC = 4, /* also: the op name count */
  BC_NATIVE_PROPERTIES = 5,     /* properties section, registered flag */
  BC_NATIVE_SEGMENT_SIZES = 6,  /* segment sizes as sparse arrays */
  BC_VERSION_CURRENT = 6,
};

enum BcSection {
  SEC_STRING, SEC_DIALECT, SEC_ATTR_TYPE, SEC_ATTR_TYPE_OFFSET, SEC_IR,
  SEC_RESOURCE, SEC_RESOURCE_OFFSET, SEC_DIALECT_VERSIONS, SEC_PROPERTIES,
  SEC_COUNT
};

enum BcOpMask {
  OPM_ATTRS = 1u << 0,
  OPM_RESULTS = 1u << 1,
  OPM_OPERANDS = 1u << 2,
  OPM_SUCCESSORS = 1u << 3,
  OPM_REGIONS = 1u << 4,
  OPM_USE_LISTS = 1u << 5,
  OPM_PROPERTIES = 1u << 6,
};

/* What mlir-opt 22.1.8 writes as the producer; kept for byte-identical
 * output. */
#define BC_PRODUCER "MLIR22.1.8"
#define BC_ALIGNMENT_BYTE 0xCB

/* ------------------------------------------------------------------------ */
/* Reading primitives (encoding.c). A cursor covers one byte range of the
 * input; every read checks the bytes left and reports upstream's message at
 * the source's location on failure. Alignment is relative to the start of
 * the whole buffer, which is where the writer measured it. */

typedef struct BcSource {
  Context *ctx;
  const Loc *loc;     /* file:0:0 */
  const uint8_t *base;
  bool failed;        /* an error was reported */
} BcSource;

typedef struct Cursor {
  const uint8_t *p, *end;
  BcSource *src;
} Cursor;

MLIR_INTERNAL void bc_error(BcSource *src, const char *fmt, ...) MLIR_PRINTF(2, 3);
static inline size_t cur_left(const Cursor *c) { return (size_t)(c->end - c->p); }
static inline bool cur_empty(const Cursor *c) { return c->p == c->end; }
static inline Cursor cur_sub(const Cursor *c, const uint8_t *p, size_t n) {
  return (Cursor){p, p + n, c->src};
}
MLIR_INTERNAL bool cur_byte(Cursor *c, uint8_t *out);
MLIR_INTERNAL bool cur_bytes(Cursor *c, uint64_t n, const uint8_t **out);
MLIR_INTERNAL bool cur_varint(Cursor *c, uint64_t *out);
MLIR_INTERNAL bool cur_signed_varint(Cursor *c, int64_t *out);
/* `(value << 1) | flag` */
MLIR_INTERNAL bool cur_varint_flag(Cursor *c, uint64_t *out, bool *flag);
/* A count of items that each take at least one byte of this cursor: larger
 * counts cannot be honest, and are refused before anything is allocated. */
MLIR_INTERNAL bool cur_count(Cursor *c, uint64_t *out, const char *what);
MLIR_INTERNAL bool cur_cstring(Cursor *c, const char **s, size_t *n);
MLIR_INTERNAL bool cur_align(Cursor *c, uint64_t alignment);
/* A section: id byte (high bit: aligned), length, [alignment, padding],
 * data. `body` covers the data. */
MLIR_INTERNAL bool cur_section(Cursor *c, unsigned *id, Cursor *body);

/* ------------------------------------------------------------------------ */
/* Writing primitives (encoding.c): an emitter is a StrBuf of bytes. */

MLIR_INTERNAL void emit_byte(StrBuf *out, unsigned b);
MLIR_INTERNAL void emit_varint(StrBuf *out, uint64_t v);
MLIR_INTERNAL void emit_signed_varint(StrBuf *out, int64_t v);
static inline void emit_varint_flag(StrBuf *out, uint64_t v, bool flag) {
  emit_varint(out, (v << 1) | (flag ? 1 : 0));
}
MLIR_INTERNAL void emit_section(StrBuf *out, unsigned id, const StrBuf *body);

/* ------------------------------------------------------------------------ */
/* ODS properties (properties.c), shared by reader and writer: a registered
 * op's inherent attributes in upstream's writeProperties order (sorted by
 * name; optional ones with a presence flag), then its segment sizes. */

typedef struct PropField {
  const char *name;
  bool optional;
  bool segments; /* operandSegmentSizes / resultSegmentSizes */
  unsigned nseg; /* segment count: the op's operand or result groups */
} PropField;

typedef struct PropLayout {
  PropField *fields; /* attributes sorted by name (segments included) */
  unsigned n;
  bool has_storage;  /* upstream gives the op a properties struct */
  /* A non-attribute property (ODS Property, written with its own
   * encoding after the attributes): not supported yet, or NULL. */
  const char *unsupported;
} PropLayout;

/* Per-context cache of layouts keyed by OpDef. */
typedef struct PropCache {
  Context *ctx;
  PtrMap layouts; /* OpDef* -> PropLayout* */
} PropCache;

MLIR_INTERNAL void prop_cache_free(PropCache *pc);
/* The layout of a registered op, NULL when out of memory. */
MLIR_INTERNAL const PropLayout *prop_layout(PropCache *pc, const OpDef *def);

/* ------------------------------------------------------------------------ */
/* The reader (reader.c, read_attr.c, builtin_read.c, read_ir.c). */

typedef struct BcStr {
  const char *s;
  size_t n;
} BcStr;

typedef struct BcDialect {
  BcStr name;
  Cursor version;     /* the version section, when has_version */
  bool has_version;
  bool loaded;
  const Dialect *dialect; /* NULL: unregistered (allowed) */
} BcDialect;

typedef struct BcOpName {
  uint32_t dialect;
  BcStr name;            /* without the dialect prefix */
  int8_t was_registered; /* -1: not recorded (version < 5) */
  const OpName *resolved;
} BcOpName;

enum { ENTRY_ATTR, ENTRY_TYPE };

typedef struct BcEntry {
  const Storage *value; /* NULL until resolved */
  const uint8_t *data;
  size_t len;
  uint32_t dialect;
  bool custom; /* dialect encoding (else the textual form) */
  bool busy;   /* being decoded: a reference back to it is a cycle */
} BcEntry;

typedef struct BcDeferred {
  uint8_t kind;
  uint64_t index;
} BcDeferred;

typedef struct BcReader {
  Context *ctx;
  BcSource src;
  uint64_t version;
  BcStr producer;
  BcStr *strings;
  size_t nstrings;
  BcDialect *dialects;
  size_t ndialects;
  BcOpName *opnames;
  size_t nopnames;
  BcEntry *entries[2]; /* ENTRY_ATTR, ENTRY_TYPE */
  size_t nentries[2];
  /* entries left for later when nesting is deep (read_attr.c) */
  BcDeferred *deferred;
  size_t ndeferred, cap_deferred;
  /* properties: the section data and each entry's offset into it */
  Cursor props;
  uint64_t *prop_offsets;
  size_t nprops;
  ResourceBlob **resources; /* dialect resource handles, in section order */
  size_t nresources, cap_resources;
  PropCache prop_cache;
} BcReader;

/* read_attr.c: the attribute/type table. */
MLIR_INTERNAL bool bc_read_attr_table(BcReader *r, Cursor *data, Cursor *offsets);
/* Resolves entry `index` (an op's location, attributes, types, properties). */
MLIR_INTERNAL const Storage *bc_resolve(BcReader *r, int kind, uint64_t index);
/* Reads an index and resolves it (ENTRY_ATTR: an attribute). */
MLIR_INTERNAL bool bc_parse_ref(BcReader *r, Cursor *c, int kind, const Storage **out);
/* Inside a custom entry being decoded at `depth`: reads a reference, or
 * defers it when nesting is deep (false with the entry queued). */
MLIR_INTERNAL bool bc_nested_ref(BcReader *r, Cursor *c, int kind, unsigned depth,
                                 const Storage **out);
MLIR_INTERNAL bool bc_string(BcReader *r, Cursor *c, BcStr *out);
/* Loads a dialect entry: a registered dialect or, when the context allows
 * it, an unregistered one; reports upstream's message otherwise. */
MLIR_INTERNAL bool bc_load_dialect(BcReader *r, BcDialect *d);
/* Prints an attribute or type into a diagnostic message. */
MLIR_INTERNAL void bc_describe(const Storage *s, StrBuf *out);

/* builtin_read.c: upstream's BuiltinDialectBytecode encodings. */
MLIR_INTERNAL const Attr *bc_builtin_read_attr(BcReader *r, Cursor *c, unsigned depth);
MLIR_INTERNAL const Type *bc_builtin_read_type(BcReader *r, Cursor *c, unsigned depth);

/* properties.c: decodes an op's properties entry into the state. */
MLIR_INTERNAL bool bc_read_properties(BcReader *r, Cursor *c, OperationState *st);

/* read_ir.c: the IR section into `into`. */
MLIR_INTERNAL bool bc_read_ir(BcReader *r, Cursor *section, Block *into);

/* ------------------------------------------------------------------------ */
/* The writer (numbering.c, builtin_write.c, properties.c, writer.c). */

typedef struct NumEntry {
  const void *key;   /* Storage*, or OpName* */
  uint32_t refs;     /* references, the primary order (most first) */
  uint32_t dialect;  /* dialect number */
  uint32_t number;   /* final position */
  bool custom;       /* written with a dialect encoding */
} NumEntry;

typedef struct NumTable {
  NumEntry *v;
  size_t n, cap;
  PtrMap index;   /* key -> position in v + 1 */
  uint32_t *order; /* v positions by number, once numbering is done */
} NumTable;

/* A string table in order of first use. */
typedef struct StrTable {
  BcStr *v;
  size_t n, cap;
  StrMap index; /* string -> position + 1 */
} StrTable;

typedef struct Numbering {
  Context *ctx;
  int64_t version;
  bool failed;
  NumTable attrs, types, opnames;
  BcStr *dialects;
  size_t ndialects, cap_dialects;
  StrMap dialect_index; /* namespace -> number + 1 */
  PtrMap values;   /* Value* -> id within its isolated scope */
  PtrMap blocks;   /* Block* -> index in its region */
  PtrMap ops;      /* Operation* -> pre-order id << 2 | isolation bits */
  PtrMap regions;  /* Region* -> index into region_counts + 1 */
  uint32_t (*region_counts)[2]; /* blocks, values */
  size_t nregions, cap_regions;
  uint32_t next_value;
  PropCache *props;
  /* builtin dense resource blobs referenced, in first-reference order (the
   * handle written is the position) */
  PtrVec resources;
  PtrMap resource_index; /* ResourceBlob* -> position + 1 */
} Numbering;

/* Writes attribute/type encodings; with `out` NULL it only numbers the
 * references (upstream's numbering pass runs the same encoders). */
typedef struct AttrWriter {
  Numbering *num;
  StrBuf *out;
  StrTable *strings;
} AttrWriter;

MLIR_INTERNAL bool num_init(Numbering *n, Operation *root, int64_t version, PropCache *pc);
MLIR_INTERNAL void num_free(Numbering *n);
MLIR_INTERNAL void num_attr(Numbering *n, const Attr *a);
MLIR_INTERNAL void num_type(Numbering *n, const Type *t);
MLIR_INTERNAL uint32_t num_of(const NumTable *t, const void *key);
/* Records a referenced resource blob (numbering pass) and returns its
 * handle index. */
MLIR_INTERNAL uint32_t num_resource(Numbering *n, ResourceBlob *b);
/* The builtin dialect's number in the dialect table. */
MLIR_INTERNAL uint32_t num_builtin_dialect(Numbering *n);
MLIR_INTERNAL bool num_op_isolated(const Numbering *n, const Operation *op);
MLIR_INTERNAL uint32_t num_op_id(const Numbering *n, const Operation *op);
/* The dialect namespace an attribute or type is encoded under. */
MLIR_INTERNAL BcStr bc_storage_dialect(const Storage *s);
/* The identity layout a memref without one reports (affine_map<(d...) ->
 * (d...)>). */
MLIR_INTERNAL const Attr *bc_identity_layout(Context *ctx, unsigned rank);
/* The merged dictionary of inherent and discardable attributes. */
MLIR_INTERNAL const Attr *bc_all_attrs(Operation *op);

MLIR_INTERNAL size_t str_table_insert(StrTable *t, Allocator *a, const char *s, size_t n);
MLIR_INTERNAL void str_table_free(StrTable *t, Allocator *a);

MLIR_INTERNAL void aw_attr(AttrWriter *w, const Attr *a);
MLIR_INTERNAL void aw_type(AttrWriter *w, const Type *t);
MLIR_INTERNAL void aw_optional_attr(AttrWriter *w, const Attr *a);
MLIR_INTERNAL void aw_varint(AttrWriter *w, uint64_t v);
/* builtin_write.c: false when the builtin dialect has no encoding for it
 * (the textual form is written instead). */
MLIR_INTERNAL bool bc_builtin_write_attr(AttrWriter *w, const Attr *a);
MLIR_INTERNAL bool bc_builtin_write_type(AttrWriter *w, const Type *t);

/* properties.c: writes (or numbers) an op's properties entry; false when
 * the op has none. */
MLIR_INTERNAL bool bc_write_properties(AttrWriter *w, Operation *op, const PropLayout *l);
/* The op's properties layout, NULL for unregistered ops. */
MLIR_INTERNAL const PropLayout *bc_op_layout(PropCache *pc, const Operation *op);

#endif /* MLIRC_BYTECODE_H */
