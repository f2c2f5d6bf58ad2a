// use-vector-alignment: the vector type's preferred alignment, unless the
// op gives its own.
func.func @f(%m: memref<64xf16>, %i: index, %mask: vector<6xi1>, %pass: vector<6xf16>) -> (vector<6xf16>, vector<6xf16>) {
  %0 = vector.load %m[%i] : memref<64xf16>, vector<6xf16>
  %1 = vector.maskedload %m[%i], %mask, %pass : memref<64xf16>, vector<6xi1>, vector<6xf16> into vector<6xf16>
  vector.store %1, %m[%i] {alignment = 4} : memref<64xf16>, vector<6xf16>
  return %0, %1 : vector<6xf16>, vector<6xf16>
}
