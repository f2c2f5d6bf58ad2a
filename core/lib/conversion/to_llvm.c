/* to_llvm.c: the convert-to-llvm pass (upstream's ConvertToLLVMPass): the
 * to-LLVM patterns every dialect provides (its ConvertToLLVMPatternInterface:
 * the table below), or only those of filter-dialects, under one partial
 * conversion to the llvm dialect with the default type converter. A
 * dialect absent from the IR contributes no op to convert, so taking every
 * provider is the same as taking the loaded ones. */
#include "../transforms/transforms.h"
#include "to_llvm_patterns.h"

enum { OPT_FILTER_DIALECTS, OPT_DYNAMIC, OPT_ALLOW_ROLLBACK };

/* The dialects with to-LLVM patterns, in the order upstream's context
 * lists loaded dialects (by namespace). */
typedef struct Provider {
  const char *ns;
  LlvmPopulateFn populate;
} Provider;

static const Provider PROVIDERS[] = {
    {"arith", arith_to_llvm_patterns}, {"cf", cf_to_llvm_patterns},     {"complex", complex_to_llvm_patterns},
    {"func", func_to_llvm_patterns},
    {"index", index_to_llvm_patterns}, {"math", math_to_llvm_patterns}, {"memref", memref_to_llvm_patterns},
    {"ub", ub_to_llvm_patterns},
};

/* Whether `ns` is in the comma-separated list (an empty list: every one). */
static bool selected(const char *list, const char *ns) {
  if (!list || !*list) return true;
  size_t n = strlen(ns);
  for (const char *s = list; *s;) {
    const char *comma = strchr(s, ',');
    size_t len = comma ? (size_t)(comma - s) : strlen(s);
    if (len == n && memcmp(s, ns, n) == 0) return true;
    if (!comma) break;
    s = comma + 1;
  }
  return false;
}

static bool run(Pass *p, Operation *root) {
  Context *ctx = op_context(root);
  LlvmTypeConverter l;
  if (!llvm_tc_init(&l, ctx, 0, false)) return false;
  unsigned counter = 0;
  l.name_counter = &counter;
  LlvmPatterns *ps = ctx_zalloc(ctx, sizeof *ps);
  ConversionTarget *target = llvm_conversion_target(ctx);
  bool ok = ps && target;
  const char *filter = pass_opt_str(p, OPT_FILTER_DIALECTS);
  for (size_t i = 0; ok && i < sizeof PROVIDERS / sizeof *PROVIDERS; i++)
    if (selected(filter, PROVIDERS[i].ns)) ok = PROVIDERS[i].populate(ps, &l);
  if (ok) {
    ConvPatternSet set = {ps->list, ps->n};
    ConversionConfig config;
    conversion_config_default(&config);
    config.allow_pattern_rollback = pass_opt_int(p, OPT_ALLOW_ROLLBACK) != 0;
    ok = apply_partial_conversion(root, target, &set, &config);
  }
  ct_destroy(target);
  ctx_free(ctx, ps);
  llvm_tc_fini(&l);
  return ok;
}

/* `dynamic` (op conversion attributes) is accepted; no dialect here reads
 * such attributes, so it converts as the static pass does. */
static const PassOptionDef OPTIONS[] = {
    {"filter-dialects", "Test conversion patterns of only the specified dialects", OPT_STRING_LIST, "", NULL},
    {"dynamic", "Use op conversion attributes to configure the conversion", OPT_BOOL, "false", NULL},
    {"allow-pattern-rollback", "Experimental performance flag to disallow pattern rollback", OPT_BOOL, "true", NULL},
};

const PassInfo TO_LLVM_PASS = {
    .argument = "convert-to-llvm",
    .display = "ConvertToLLVMPass",
    .description = "Convert to LLVM via dialect interfaces found in the input IR",
    .options = OPTIONS,
    .n_options = sizeof OPTIONS / sizeof *OPTIONS,
    .run = run,
};
