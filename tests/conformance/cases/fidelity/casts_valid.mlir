// Casts upstream accepts, in custom and generic form.
func.func @f(%a: i64, %b: index, %m: memref<4xindex>, %v: vector<2xi32>, %c: i32) {
  %0 = arith.index_cast %a : i64 to index
  %1 = arith.index_castui %b : index to i8
  %2 = arith.index_cast %m : memref<4xindex> to memref<4xi32>
  %3 = arith.bitcast %v : vector<2xi32> to vector<2xf32>
  %4 = index.casts %b : index to i64
  %5 = index.castu %a : i64 to index
  %6:2 = builtin.unrealized_conversion_cast %a, %b : i64, index to i1, i2
  %7 = builtin.unrealized_conversion_cast to i3
  cf.cond_br %6#0 weights([3, 0]), ^bb1, ^bb1
^bb1:
  return
}
