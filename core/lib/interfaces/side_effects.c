/* effects.c: side-effect queries over ODS effect information, as
 * upstream's isMemoryEffectFree / wouldOpBeTriviallyDead, and constants. */
#include "interfaces.h"

unsigned op_memory_effects(const Operation *op) {
  const OpInterfaceHooks *h = iface_hooks(op);
  if (h && h->memory_effects) return h->memory_effects(op);
  const OdsOp *o = op_ods(op);
  return o ? o->effects : 0;
}

bool op_is_memory_effect_free(const Operation *op) {
  const OdsOp *o = op_ods(op);
  if (!o) return false;
  unsigned effects = op_memory_effects(op);
  bool known = effects & ME_KNOWN;
  bool recursive = o->ods_traits & ODS_RECURSIVE_MEMORY_EFFECTS;
  if (known && (effects & (ME_READ | ME_WRITE | ME_ALLOC | ME_FREE | ME_OTHER))) return false;
  if (!known && !recursive) return false;
  if (!recursive) return true;
  /* Recursive effects: every nested op must be free of effects too. */
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (Block *b = op->regions[r].first; b; b = b->next)
      for (Operation *n = b->first; n; n = n->next)
        if (!op_is_memory_effect_free(n)) return false;
  return true;
}

bool op_only_reads(const Operation *op) {
  unsigned e = op_memory_effects(op);
  return (e & ME_KNOWN) && (e & ME_READ) && !(e & (ME_WRITE | ME_ALLOC | ME_FREE | ME_OTHER)) &&
         !op->num_regions;
}

/* Upstream's wouldOpBeTriviallyDeadImpl: reads and allocations of the
 * op's own results do not keep it alive; recursive effects look inside;
 * an op without effect information is conservatively alive. */
static bool effects_allow_dead(const Operation *op) {
  const OdsOp *o = op_ods(op);
  if (!o) return false;
  bool recursive = o->ods_traits & ODS_RECURSIVE_MEMORY_EFFECTS;
  if (recursive)
    for (uint32_t r = 0; r < op->num_regions; r++)
      for (Block *b = op->regions[r].first; b; b = b->next)
        for (Operation *n = b->first; n; n = n->next)
          if (!effects_allow_dead(n)) return false;
  unsigned effects = op_memory_effects(op);
  if (effects & ME_KNOWN) return !(effects & (ME_WRITE | ME_FREE | ME_OTHER));
  return recursive;
}

bool op_would_be_trivially_dead(const Operation *op) {
  if (op_has_trait(op, TRAIT_TERMINATOR)) return false;
  return effects_allow_dead(op);
}

bool op_is_trivially_dead(const Operation *op) {
  for (uint32_t i = 0; i < op->num_results; i++)
    if (op->results[i].uses) return false;
  return op_would_be_trivially_dead(op);
}

const Attr *op_constant_value(const Operation *op) {
  const OdsOp *o = op_ods(op);
  if (!o || !(o->ods_traits & ODS_CONSTANT_LIKE) || op->num_results != 1) return NULL;
  const Attr *v = op_get_attr(op, "value", 5);
  return v;
}

const Attr *value_constant(const Value *v) {
  const Operation *def = value_defining_op(v);
  return def ? op_constant_value(def) : NULL;
}
