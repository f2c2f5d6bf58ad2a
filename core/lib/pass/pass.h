/* pass.h: the pass subsystem's private header: pass definitions and their
 * options, the registry, pass managers nested on op names, the textual
 * pipeline syntax, and the instrumentation hooks (IR printing, timing,
 * statistics). Depends on rewrite/, dialects/, asm/ and ir/. */
#ifndef MLIRC_PASS_H
#define MLIRC_PASS_H

#include "../dialects/dialects.h"

/* ---- options --------------------------------------------------------------- */

/* The integer kinds are LLVM option parsers' (their names appear in value
 * errors): OPT_INT is int64_t ("long"), OPT_INT32 int ("integer"),
 * OPT_UINT unsigned ("uint"), OPT_UINT64 uint64_t ("ulong"). */
enum PassOptionKind {
  OPT_BOOL,
  OPT_INT,
  OPT_STRING,
  OPT_ENUM,
  OPT_STRING_LIST,
  OPT_INT32,
  OPT_UINT,
  OPT_UINT64,
};

typedef struct PassOptionDef {
  const char *name;        /* as written in pipelines: max-iterations */
  const char *description;
  uint8_t kind;
  const char *default_text;/* as printed in the pipeline */
  const char *const *enum_values; /* OPT_ENUM, NULL-terminated */
} PassOptionDef;

/* Option values, parallel to PassInfo::options. */
typedef struct PassOptionValue {
  int64_t i;      /* bools and ints; enums: index into enum_values */
  char *s;        /* strings (owned) */
  bool set;       /* given explicitly */
} PassOptionValue;

typedef struct Pass Pass;

/* A statistic a pass reports under --mlir-pass-statistics. */
typedef struct PassStatDef {
  const char *name;        /* "num-cse'd" */
  const char *description; /* "Number of operations CSE'd" */
} PassStatDef;

typedef struct PassInfo {
  const char *argument;   /* "canonicalize" */
  const char *display;    /* upstream's pass class name: "Canonicalizer" */
  const char *description;
  const char *anchor;     /* op name the pass must run on, or NULL: any */
  const PassOptionDef *options;
  unsigned n_options;
  /* Runs the pass on `op`; false after emitting diagnostics. */
  bool (*run)(Pass *pass, Operation *op);
  const PassStatDef *stats; /* the statistics it reports, if any */
  unsigned n_stats;
} PassInfo;

struct Pass {
  const PassInfo *info;
  Allocator *alloc; /* the context's, or NULL (libc) for passes made before one */
  PassOptionValue *opts;
  /* statistics, parallel to info->stats (reported by
   * --mlir-pass-statistics); NULL when the pass declares none */
  int64_t *stat_values;
  bool changed_ir; /* set by the pass (used by print-ir-after-change) */
  StrBuf *report;  /* where reporting passes write (mlir-opt: stderr) */
  /* A pass defined outside the registry (the C API's external passes):
   * its owner's data, released by `on_destroy`. */
  void *owner;
  void (*on_destroy)(Pass *p);
  /* While a pipeline is parsed: the `{...}` option text still to apply. */
  const char *opt_text;
  size_t opt_len;
  /* A copy running on another thread shares the original's options. */
  const Pass *clone_of;
};

static inline int64_t pass_opt_int(const Pass *p, unsigned i) { return p->opts[i].i; }
/* Reporting passes (print-op-stats) write to the run's report stream. */
static inline const char *pass_opt_str(const Pass *p, unsigned i) { return p->opts[i].s; }
/* Adds to the statistic `name`, which the pass's PassInfo declares. */
MLIR_INTERNAL void pass_stat(Pass *p, const char *name, int64_t delta);

/* The passes pipelines may name, as upstream's pass registry: a context's
 * `passes` (init_all.c registers every pass; the C API's contexts use the
 * process-wide registry its mlirRegister* functions fill). */
typedef struct PassRegistry {
  const PassInfo *const *passes; /* every pass mlirc has, NULL-terminated */
  bool (*is_registered)(const PassInfo *info); /* NULL: all of them are */
} PassRegistry;

/* The registered pass named `name`, or NULL. */
MLIR_INTERNAL const PassInfo *pass_find(const PassRegistry *registry, const char *name, size_t n);

/* ---- pass managers ------------------------------------------------------------- */

typedef struct PassManager PassManager;

/* Wall and CPU seconds, for --mlir-timing. */
typedef struct Timing {
  double wall, user;
} Timing;
MLIR_INTERNAL Timing timing_now(void);
MLIR_INTERNAL void timing_add_since(Timing *acc, Timing start);

/* An element of a pipeline: a pass, or a nested pass manager, with the
 * time spent in it over all runs. */
typedef struct PMEntry {
  Pass *pass;
  PassManager *nested;
  Timing time;
} PMEntry;

/* Where errors in option values go. LLVM's option parser writes them to
 * its error stream ahead of the "failed to add" diagnostic, whose first
 * line is then empty (mlir-opt: "mlir-opt: for the --X option: ..." on
 * stderr); without a sink they open the diagnostic's message instead. */
typedef void (*OptionErrorSink)(void *user, const char *msg, size_t n);

struct PassManager {
  Context *ctx;
  char *anchor; /* op name, or "any" */
  PMEntry *entries;
  size_t n, cap;
  OptionErrorSink option_errors; /* read by the pipeline parser */
  void *option_errors_user;
};

/* Instrumentation settings of a run (mlir-opt's --mlir-print-ir-*,
 * --mlir-timing, --mlir-pass-statistics); output goes to `out`. As
 * upstream's enableIRPrinting: print_after_all and print_after select the
 * passes to print after; print_after_change and print_after_failure only
 * narrow that (printing after a pass that changed the IR, or only after
 * failures). */
typedef struct PassInstrumentation {
  bool print_before_all, print_after_all, print_after_change, print_after_failure;
  const char *const *print_before; /* pass arguments, NULL-terminated */
  const char *const *print_after;
  bool print_module_scope;
  bool timing;
  bool statistics;
  bool verify_each;
  bool threads; /* nested pipelines may run on several threads */
  PrintFlags print_flags;
  StrBuf *out;     /* IR dumps, timing and statistics (mlir-opt: stderr) */
  /* Called after each pass with the IR printed as text, if set
   * (playground timelines). */
  void (*on_pass)(void *user, const char *pass, const char *ir, size_t n);
  void *user;
  /* Called after each pass that succeeded with the top-level op; false
   * fails the run after a diagnostic (result checking, exec/). Nested
   * pipelines then run on one thread. */
  bool (*after_pass)(void *user, const char *pass, Operation *top);
  void *after_pass_user;
} PassInstrumentation;

MLIR_INTERNAL PassManager *passmgr_create(Context *ctx, const char *anchor);
MLIR_INTERNAL void passmgr_destroy(PassManager *pm);
MLIR_INTERNAL bool passmgr_add_pass(PassManager *pm, Pass *p);
MLIR_INTERNAL PassManager *passmgr_nest(PassManager *pm, const char *anchor);
/* Passes belong to no context (the C API creates them before any pass
 * manager): they live on the libc heap. */
MLIR_INTERNAL Pass *pass_create(Context *ctx, const PassInfo *info);
MLIR_INTERNAL void pass_destroy(Context *ctx, Pass *p);
typedef enum PassOptionStatus {
  PASS_OPTION_SET,
  PASS_OPTION_UNKNOWN,   /* no option of that name */
  PASS_OPTION_BAD_VALUE, /* the option parser rejected the value */
} PassOptionStatus;

/* Option values as LLVM's option parsers read them (option_values.c): an
 * integer of an integer kind (false when out of the kind's range or not a
 * number), its error message, and a boolean (-1: not one). */
MLIR_INTERNAL bool option_read_integer(uint8_t kind, const char *s, size_t n, int64_t *out);
MLIR_INTERNAL void option_integer_error(const PassOptionDef *d, const char *value, size_t n,
                                        StrBuf *err);
MLIR_INTERNAL int option_read_bool(const char *s, size_t n);

/* Sets an option from its textual value; on failure the message (upstream's
 * wording) is in `err`. */
MLIR_INTERNAL PassOptionStatus pass_set_option(Pass *p, const char *name, size_t nn,
                                               const char *value, size_t nv, StrBuf *err);

/* Parses upstream's textual pipeline syntax into `pm` (nested under its
 * anchor when the text names one); errors are reported as upstream does
 * ("MLIR Textual PassPipeline Parser:1:1: error: ..."). */
MLIR_INTERNAL bool passmgr_parse_pipeline(PassManager *pm, const char *text, size_t n);
/* Appends the pass a `--name[=options]` flag of mlir-opt names; option
 * errors are reported as for such a flag (no "failed to add" line). */
MLIR_INTERNAL bool passmgr_add_pass_flag(PassManager *pm, const char *name, size_t n,
                                         const char *options, size_t options_len);
/* Replaces the manager's anchor and passes with `anchor(elements)` (the C
 * API's mlirParsePassPipeline); nothing changes on failure. */
MLIR_INTERNAL bool passmgr_parse_anchored_pipeline(PassManager *pm, const char *text, size_t n);
/* Appends an entry (internal: used to move parsed entries). */
MLIR_INTERNAL bool passmgr_push(PassManager *pm, PMEntry e);
/* Prints the pipeline (`builtin.module(func.func(cse))`). */
MLIR_INTERNAL void passmgr_print(const PassManager *pm, StrBuf *out);
/* The same, laid out as --dump-pass-pipeline prints it. */
MLIR_INTERNAL void passmgr_dump(const PassManager *pm, StrBuf *out);

/* The reports mlir-opt prints on stderr (report.c): --mlir-pass-statistics
 * (pipeline display), and --mlir-timing (tree display) around the parser
 * and output times the driver measured. */
MLIR_INTERNAL void passmgr_report_statistics(const PassManager *pm, StrBuf *out);
typedef struct DriverTimes {
  Timing parser, output, total;
  bool driver; /* parser and output were timed (mlirc-opt), not a bare pass manager */
} DriverTimes;
MLIR_INTERNAL void passmgr_report_timing(const PassManager *pm, const DriverTimes *t, StrBuf *out);

/* Runs the pipeline on `op` (whose name must match the anchor). */
MLIR_INTERNAL bool passmgr_run(PassManager *pm, Operation *op, const PassInstrumentation *inst);

#endif /* MLIRC_PASS_H */
