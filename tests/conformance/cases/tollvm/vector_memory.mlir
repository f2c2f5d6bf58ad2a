// Loads and stores at the strided element pointer of static, dynamic and
// offset memrefs (no wrap flags), masked ones, gathers and scatters, with
// the element type's alignment unless the op gives one; type_cast.
func.func @access(%a: memref<8x8xf32>, %b: memref<?x?xi16>, %c: memref<16xf64, strided<[1], offset: 3>>, %d: memref<?xi8, strided<[1], offset: ?>>, %i: index, %j: index, %mask: vector<4xi1>, %pass: vector<4xf32>) -> (vector<4xf32>, vector<4xi16>, vector<2xf64>, vector<4xf32>) {
  %0 = vector.load %a[%i, %j] : memref<8x8xf32>, vector<4xf32>
  %1 = vector.load %b[%i, %j] : memref<?x?xi16>, vector<4xi16>
  %2 = vector.load %c[%i] {alignment = 16} : memref<16xf64, strided<[1], offset: 3>>, vector<2xf64>
  %3 = vector.load %d[%j] : memref<?xi8, strided<[1], offset: ?>>, vector<3xi8>
  vector.store %3, %d[%i] {nontemporal = true} : memref<?xi8, strided<[1], offset: ?>>, vector<3xi8>
  vector.store %0, %a[%j, %i] : memref<8x8xf32>, vector<4xf32>
  %4 = vector.maskedload %a[%i, %j], %mask, %pass : memref<8x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %b[%j, %i], %mask, %1 : memref<?x?xi16>, vector<4xi1>, vector<4xi16>
  return %4, %1, %2, %0 : vector<4xf32>, vector<4xi16>, vector<2xf64>, vector<4xf32>
}

func.func @gather_scatter(%m: memref<4x16xf32>, %idx: vector<4xi64>, %mask: vector<4xi1>, %pass: vector<4xf32>, %i: index) -> vector<4xf32> {
  %0 = vector.gather %m[%i, %i] [%idx], %mask, %pass : memref<4x16xf32>, vector<4xi64>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i, %i] [%idx], %mask, %0 {alignment = 8} : memref<4x16xf32>, vector<4xi64>, vector<4xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}

func.func @type_casts(%m: memref<8x8xf32>, %n: memref<2x4xi32>) -> (memref<vector<8x8xf32>>, memref<vector<2x4xi32>>) {
  %0 = vector.type_cast %m : memref<8x8xf32> to memref<vector<8x8xf32>>
  %1 = vector.type_cast %n : memref<2x4xi32> to memref<vector<2x4xi32>>
  return %0, %1 : memref<vector<8x8xf32>>, memref<vector<2x4xi32>>
}
