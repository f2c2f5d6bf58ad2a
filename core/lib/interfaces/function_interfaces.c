/* function_interfaces.c: the parts of upstream's FunctionOpInterface that
 * change a function's signature (eraseArguments / eraseResults): the
 * `function_type`, the entry block's arguments and the per-argument and
 * per-result attribute dictionaries stay consistent. */
#include "interfaces.h"

bool iface_is_function(const Operation *op) {
  const OdsOp *o = op_ods(op);
  const Attr *t = op_get_attr(op, "function_type", 13);
  return o && (o->interfaces & ODS_IF_FUNCTION) && t && t->kind == AK_TYPE &&
         WORD_PTR(const Type, t->p[0])->kind == TK_FUNCTION;
}

static const Type *function_type(const Operation *op) {
  return WORD_PTR(const Type, op_get_attr(op, "function_type", 13)->p[0]);
}

/* setAllArgAttrDicts / setAllResultAttrDicts: the kept dictionaries, or no
 * attribute when all are empty. */
static void filter_attr_dicts(Operation *op, const char *name, unsigned n, const bool *erase) {
  Context *ctx = op_context(op);
  const Attr *arr = op_get_attr(op, name, strlen(name));
  if (!arr || arr->kind != AK_ARRAY) return;
  const Attr *small[16];
  const Attr **kept = arr->n <= 16 ? small : ctx_alloc(ctx, arr->n * sizeof *kept);
  if (!kept) return;
  size_t k = 0;
  bool all_empty = true;
  for (uint32_t i = 0; i < arr->n; i++) {
    if (i < n && erase[i]) continue;
    kept[k] = WORD_PTR(const Attr, arr->p[i]);
    all_empty &= dict_size(kept[k]) == 0;
    k++;
  }
  op_set_attr(op, ident_cstr(ctx, name), all_empty ? NULL : attr_array(ctx, k, kept));
  if (kept != small) ctx_free(ctx, kept);
}

/* The function type without the erased inputs (or results). */
static bool set_type_without(Operation *op, const bool *erase, bool inputs) {
  Context *ctx = op_context(op);
  const Type *t = function_type(op);
  unsigned ni = fn_num_inputs(t), nr = fn_num_results(t);
  const Type *small[32];
  const Type **in = ni + nr <= 32 ? small : ctx_alloc(ctx, (ni + nr) * sizeof *in);
  if (!in) return false;
  const Type **res = in + ni;
  unsigned ki = 0, kr = 0;
  for (unsigned i = 0; i < ni; i++)
    if (!inputs || !erase[i]) in[ki++] = fn_input(t, i);
  for (unsigned i = 0; i < nr; i++)
    if (inputs || !erase[i]) res[kr++] = fn_result(t, i);
  const Type *nt = type_function(ctx, ki, in, kr, res);
  if (nt) op_set_attr(op, ident_cstr(ctx, "function_type"), attr_type(ctx, nt));
  if (in != small) ctx_free(ctx, in);
  return nt != NULL;
}

bool iface_function_erase_args(Operation *op, const bool *erase) {
  if (!iface_is_function(op)) return false;
  unsigned n = fn_num_inputs(function_type(op));
  if (!set_type_without(op, erase, true)) return false;
  filter_attr_dicts(op, "arg_attrs", n, erase);
  Block *entry = op->num_regions ? op->regions[0].first : NULL;
  for (unsigned i = n; entry && i-- > 0;)
    if (erase[i] && i < entry->nargs) block_erase_arg(entry, i);
  return true;
}

bool iface_function_erase_results(Operation *op, const bool *erase) {
  if (!iface_is_function(op)) return false;
  unsigned n = fn_num_results(function_type(op));
  if (!set_type_without(op, erase, false)) return false;
  filter_attr_dicts(op, "res_attrs", n, erase);
  return true;
}
