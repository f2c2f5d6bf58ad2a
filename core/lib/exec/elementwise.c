/* elementwise.c: ops on scalars lifted to vectors and tensors, element by
 * element, with poison marks carried per element. */
#include "exec.h"

static int map_arrays(Interp *in, Frame *f, const Inst *i, unsigned n, ElemFn fn) {
  const Array *shape = NULL;
  for (unsigned k = 0; k < n && !shape; k++)
    if (val_is_array(opv(f, i, k))) shape = val_array(opv(f, i, k));
  const Type *rt = res_type(i, 0);
  Array *out = arr_new(in, shaped_elem(rt), shape->rank, shape->dims);
  if (!out) return exec_oom(in, i);
  Val elems[4];
  const Val *args[4];
  for (int64_t e = 0; e < shape->n; e++) {
    bool ok = true;
    for (unsigned k = 0; k < n; k++) {
      Val *v = opv(f, i, k);
      if (val_is_array(v)) {
        ok = ok && arr_get(in, val_array(v), e, &elems[k]);
        args[k] = &elems[k];
      } else {
        elems[k].tag = VT_EMPTY;
        args[k] = v;
      }
    }
    Val r = {{0, 0}, NULL, VT_EMPTY};
    if (ok && !fn(in, i, args, &r)) ok = false;
    else if (ok) ok = arr_set(in, out, e, &r);
    for (unsigned k = 0; k < n; k++)
      if (val_is_array(opv(f, i, k))) val_drop(in, &elems[k]);
    val_drop(in, &r);
    if (!ok) {
      obj_free(in, &out->h);
      return in->oom ? exec_oom(in, i) : EX_FAIL;
    }
  }
  set_res(in, f, i, 0, val_obj(&out->h));
  return EX_NEXT;
}

int exec_map(Interp *in, Frame *f, const Inst *i, unsigned n, ElemFn fn) {
  const Val *args[4];
  bool any_array = false;
  for (unsigned k = 0; k < n; k++) {
    args[k] = opv(f, i, k);
    any_array = any_array || val_is_array(args[k]);
  }
  if (any_array) return map_arrays(in, f, i, n, fn);
  Val r = {{0, 0}, NULL, VT_EMPTY};
  if (!fn(in, i, args, &r)) return EX_FAIL;
  set_res(in, f, i, 0, r);
  return EX_NEXT;
}
