// Cast compatibility (CastOpInterface), reshape groups and variadic type lists.
func.func @f(%a: i64, %b: index, %v: vector<2xi32>, %c: i32, %t: tensor<2x3xf32>) {
  %0 = arith.index_cast %b : index to index
  return
}

// -----

func.func @f(%a: i64, %b: index, %v: vector<2xi32>, %c: i32, %t: tensor<2x3xf32>) {
  %0 = arith.index_castui %a : i64 to i32
  return
}

// -----

func.func @f(%a: i64, %b: index, %v: vector<2xi32>, %c: i32, %t: tensor<2x3xf32>) {
  %0 = arith.bitcast %c : i32 to f64
  return
}

// -----

func.func @f(%a: i64, %b: index, %v: vector<2xi32>, %c: i32, %t: tensor<2x3xf32>) {
  %0 = arith.bitcast %v : vector<2xi32> to vector<2xf16>
  return
}

// -----

func.func @f(%a: i64, %b: index, %v: vector<2xi32>, %c: i32, %t: tensor<2x3xf32>) {
  %0 = index.casts %b : index to index
  return
}

// -----

func.func @f(%a: i64, %b: index, %v: vector<2xi32>, %c: i32, %t: tensor<2x3xf32>) {
  %0 = index.castu %a : i64 to i64
  return
}

// -----

func.func @f(%a: i64, %b: index, %v: vector<2xi32>, %c: i32, %t: tensor<2x3xf32>) {
  %0 = "builtin.unrealized_conversion_cast"(%a) : (i64) -> ()
  return
}

// -----

func.func @f(%a: i64, %b: index, %v: vector<2xi32>, %c: i32, %t: tensor<2x3xf32>) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to
  return
}

// -----

func.func @f(%a: i64, %b: index, %v: vector<2xi32>, %c: i32, %t: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1], []] : tensor<2x3xf32> into tensor<6x1xf32>
  return
}

// -----

func.func @weights(%c: i1) {
  cf.cond_br %c weights([100]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @zero_weights(%c: i1) {
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}
