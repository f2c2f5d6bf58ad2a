// affine.delinearize_index and affine.linearize_index expand into index
// arithmetic over the suffix products of the basis: floordivsi, then
// non-negative remainders divided by the next stride; the terms of a
// linearization summed with those invariant in more loops first.
func.func @delinearize(%i: index, %a: index, %b: index) -> (index, index, index, index) {
  %0:4 = affine.delinearize_index %i into (%a, 3, %b, 5) : index, index, index, index
  return %0#0, %0#1, %0#2, %0#3 : index, index, index, index
}

func.func @no_outer_bound(%i: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (6, 16) : index, index, index
  %1 = affine.delinearize_index %i into (7) : index
  return %0#0, %0#1, %1 : index, index, index
}

func.func @linearize(%a: index, %b: index, %c: index, %n: index, %m: index) -> (index, index) {
  %0 = affine.linearize_index [%a, %b, %c] by (%n, 4) : index
  %1 = affine.linearize_index disjoint [%a, %b, %c] by (2, %n, %m) : index
  return %0, %1 : index, index
}

func.func @in_loops(%m: memref<?xindex>, %x: index, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      %0 = affine.linearize_index [%j, %i, %x] by (20, 10, 5) : index
      memref.store %0, %m[%i] : memref<?xindex>
      %1:3 = affine.delinearize_index %j into (2, %n, 4) : index, index, index
      memref.store %1#1, %m[%1#0] : memref<?xindex>
    }
  }
  return
}
