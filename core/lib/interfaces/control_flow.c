/* control_flow.c: finding an op's interface hooks, and the generic queries
 * of region control flow, branches, calls and loops with upstream's default
 * behaviour where an op keeps the default. Knows no dialect: the per-op
 * behaviour is in the <dialect>_interfaces.c tables. */
#include "interfaces.h"
#include "../ods/ods_format.h"

const OpInterfaceHooks *iface_hooks(const Operation *op) {
  return op->name->def ? op->name->def->ifaces : NULL;
}

static uint32_t ods_interfaces(const Operation *op) {
  const OdsOp *o = op_ods(op);
  return o ? o->interfaces : 0;
}

/* ---- helpers ------------------------------------------------------------------- */

bool iface_const_int(const Attr *a, int64_t *out) {
  if (!a || a->kind != AK_INTEGER) return false;
  *out = attr_int_value(a);
  return true;
}

bool iface_value_const_int(const Value *v, int64_t *out) {
  const Operation *def = v ? value_defining_op(v) : NULL;
  const OdsOp *o = def ? op_ods(def) : NULL;
  if (!o || !(o->ods_traits & ODS_CONSTANT_LIKE)) return false;
  return iface_const_int(op_get_attr(def, "value", 5), out);
}

OperandSlice iface_operand_group(const Operation *op, unsigned group) {
  OperandSlice s = {0, 0, 0};
  const OdsOp *o = op_ods(op);
  if (o && group < o->n_operands) ods_operand_group(op, o, group, &s.first, &s.count);
  return s;
}

RegionSuccessor iface_to_region_args(Region *r, unsigned from) {
  unsigned n = r->first ? r->first->nargs : 0;
  return to_region(r, from, n > from ? n - from : 0);
}

RegionSuccessor iface_to_results(const Operation *op) { return to_parent(0, op->num_results); }

Value *iface_successor_input(Operation *op, const RegionSuccessor *s, unsigned i) {
  if (i >= s->count) return NULL;
  if (!s->region) return s->first + i < op->num_results ? &op->results[s->first + i] : NULL;
  Block *entry = s->region->first;
  return entry && s->first + i < entry->nargs ? entry->args[s->first + i] : NULL;
}

/* ---- region control flow ------------------------------------------------------- */

bool iface_is_region_branch(const Operation *op) {
  const OpInterfaceHooks *h = iface_hooks(op);
  return h && h->successors && (ods_interfaces(op) & ODS_IF_REGION_BRANCH);
}

unsigned iface_entry_successors(Operation *op, const Attr *const *consts, RegionSuccessor *out) {
  const OpInterfaceHooks *h = iface_hooks(op);
  if (!h || !h->successors) return 0;
  if (h->entry_successors) return h->entry_successors(op, consts, out);
  return h->successors(op, -1, out);
}

unsigned iface_region_successors(Operation *op, int from_region, RegionSuccessor *out) {
  const OpInterfaceHooks *h = iface_hooks(op);
  return h && h->successors ? h->successors(op, from_region, out) : 0;
}

OperandSlice iface_entry_operands(Operation *op, const RegionSuccessor *to) {
  const OpInterfaceHooks *h = iface_hooks(op);
  if (h && h->entry_operands) return h->entry_operands(op, to);
  return slice_of(op->num_operands, 0);
}

void iface_invocation_bounds(Operation *op, const Attr *const *consts, InvocationBounds *out) {
  const OpInterfaceHooks *h = iface_hooks(op);
  if (h && h->invocation_bounds) {
    h->invocation_bounds(op, consts, out);
    return;
  }
  for (uint32_t i = 0; i < op->num_regions; i++) out[i] = (InvocationBounds){0, -1};
}

bool iface_is_region_terminator(const Operation *op) {
  return (ods_interfaces(op) & ODS_IF_REGION_BRANCH_TERMINATOR) != 0;
}

OperandSlice iface_terminator_operands(Operation *term, const RegionSuccessor *to) {
  const OpInterfaceHooks *h = iface_hooks(term);
  if (h && h->terminator_operands) return h->terminator_operands(term, to);
  return slice_of(0, term->num_operands);
}

unsigned iface_terminator_successors(Operation *term, const Attr *const *consts, RegionSuccessor *out) {
  const OpInterfaceHooks *h = iface_hooks(term);
  if (h && h->terminator_successors) return h->terminator_successors(term, consts, out);
  Operation *parent = op_parent_op(term);
  if (!parent || !term->block->parent) return 0;
  return iface_region_successors(parent, (int)region_index(term->block->parent), out);
}

/* ---- branches -------------------------------------------------------------------- */

bool iface_is_branch(const Operation *op) {
  const OpInterfaceHooks *h = iface_hooks(op);
  return h && h->successor_operands && (ods_interfaces(op) & ODS_IF_BRANCH);
}

OperandSlice iface_branch_operands(Operation *op, unsigned i) {
  const OpInterfaceHooks *h = iface_hooks(op);
  if (h && h->successor_operands) return h->successor_operands(op, i);
  return slice_of(op->num_operands, 0);
}

Block *iface_branch_successor_for(Operation *op, const Attr *const *consts) {
  const OpInterfaceHooks *h = iface_hooks(op);
  return h && h->successor_for_operands ? h->successor_for_operands(op, consts) : NULL;
}

/* ---- calls -------------------------------------------------------------------------- */

bool iface_is_call(const Operation *op) {
  const OpInterfaceHooks *h = iface_hooks(op);
  return h && h->call_args && (ods_interfaces(op) & ODS_IF_CALL);
}

bool iface_is_callable(const Operation *op) {
  const OpInterfaceHooks *h = iface_hooks(op);
  return h && h->callable_body && (ods_interfaces(op) & ODS_IF_CALLABLE);
}

Operation *iface_call_resolve(Operation *call) {
  const OpInterfaceHooks *h = iface_hooks(call);
  if (!h) return NULL;
  if (h->callee_value) {
    Value *v = h->callee_value(call);
    return v ? value_defining_op(v) : NULL;
  }
  if (h->callee_symbol) return symbol_resolve(call, h->callee_symbol(call));
  return NULL;
}

OperandSlice iface_call_args(Operation *call) {
  const OpInterfaceHooks *h = iface_hooks(call);
  return h && h->call_args ? h->call_args(call) : slice_of(0, 0);
}

Region *iface_callable_body(Operation *callable) {
  const OpInterfaceHooks *h = iface_hooks(callable);
  return h && h->callable_body ? h->callable_body(callable) : NULL;
}

/* ---- loops ---------------------------------------------------------------------------- */

bool iface_is_loop_like(const Operation *op) {
  const OpInterfaceHooks *h = iface_hooks(op);
  return h && h->loop_regions && (ods_interfaces(op) & ODS_IF_LOOP_LIKE);
}

unsigned iface_loop_regions(Operation *op, Region **out) {
  const OpInterfaceHooks *h = iface_hooks(op);
  return h && h->loop_regions ? h->loop_regions(op, out) : 0;
}
