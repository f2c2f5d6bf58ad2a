// convert-vector-to-llvm on the ops on vector values: broadcasts of
// scalars (0-D, 1-D, n-D), extract and insert at static and dynamic
// positions, shuffles of 1-D and n-D vectors, fma, bitcast, from_elements.
func.func @broadcasts(%s: f32, %i: i64) -> (vector<f32>, vector<3xf32>, vector<2x3xf32>, vector<2x2x4xi64>) {
  %0 = vector.broadcast %s : f32 to vector<f32>
  %1 = vector.broadcast %s : f32 to vector<3xf32>
  %2 = vector.broadcast %s : f32 to vector<2x3xf32>
  %3 = vector.broadcast %i : i64 to vector<2x2x4xi64>
  return %0, %1, %2, %3 : vector<f32>, vector<3xf32>, vector<2x3xf32>, vector<2x2x4xi64>
}

func.func @extracts(%v: vector<4xi32>, %m: vector<2x3x4xf32>, %z: vector<f32>, %i: index) -> (i32, i32, vector<3x4xf32>, vector<4xf32>, f32, f32, f32) {
  %0 = vector.extract %v[3] : i32 from vector<4xi32>
  %1 = vector.extract %v[%i] : i32 from vector<4xi32>
  %2 = vector.extract %m[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %3 = vector.extract %m[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  %4 = vector.extract %m[0, 2, 3] : f32 from vector<2x3x4xf32>
  %5 = vector.extract %m[1, 0, %i] : f32 from vector<2x3x4xf32>
  %6 = vector.extract %z[] : f32 from vector<f32>
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, vector<3x4xf32>, vector<4xf32>, f32, f32, f32
}

func.func @inserts(%v: vector<4xi32>, %x: i32, %m: vector<2x3x4xf32>, %r: vector<4xf32>, %f: f32, %z: vector<f32>, %i: index) -> (vector<4xi32>, vector<4xi32>, vector<2x3x4xf32>, vector<2x3x4xf32>, vector<f32>) {
  %0 = vector.insert %x, %v[0] : i32 into vector<4xi32>
  %1 = vector.insert %x, %0[%i] : i32 into vector<4xi32>
  %2 = vector.insert %r, %m[1, 1] : vector<4xf32> into vector<2x3x4xf32>
  %3 = vector.insert %f, %2[0, 2, %i] : f32 into vector<2x3x4xf32>
  %4 = vector.insert %f, %z[] : f32 into vector<f32>
  return %0, %1, %2, %3, %4 : vector<4xi32>, vector<4xi32>, vector<2x3x4xf32>, vector<2x3x4xf32>, vector<f32>
}

func.func @shuffles(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<2xf32>, %m: vector<2x4xf32>, %n: vector<1x4xf32>) -> (vector<3xf32>, vector<3xf32>, vector<3x4xf32>) {
  %0 = vector.shuffle %a, %b [7, 0, 4] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %a, %c [5, 1, 4] : vector<4xf32>, vector<2xf32>
  %2 = vector.shuffle %m, %n [2, 0, 1] : vector<2x4xf32>, vector<1x4xf32>
  return %0, %1, %2 : vector<3xf32>, vector<3xf32>, vector<3x4xf32>
}

func.func @others(%a: vector<8xf16>, %b: vector<8xf16>, %c: vector<8xf16>, %x: i8, %y: i8) -> (vector<8xf16>, vector<4xi32>, vector<2xi8>, vector<i8>) {
  %0 = vector.fma %a, %b, %c : vector<8xf16>
  %1 = vector.bitcast %0 : vector<8xf16> to vector<4xi32>
  %2 = vector.from_elements %x, %y : vector<2xi8>
  %3 = vector.from_elements %y : vector<i8>
  return %0, %1, %2, %3 : vector<8xf16>, vector<4xi32>, vector<2xi8>, vector<i8>
}
