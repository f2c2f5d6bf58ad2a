func.func @f(%v: vector<4xf32>, %w: vector<4x8xf32>, %m: memref<16x16xf32>, %i: index, %s: f32, %mask: vector<4xi1>, %t: tensor<16x16xf32>, %vi: vector<4xi32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.extract %w[0] : vector<8xf32> from vector<4x8xf32>
  %2 = vector.extract %w[%i, 3] : f32 from vector<4x8xf32>
  %3 = vector.insert %s, %w[1, 2] : f32 into vector<4x8xf32>
  %5 = vector.fma %v, %v, %v : vector<4xf32>
  %6 = vector.reduction <add>, %v : vector<4xf32> into f32
  %7 = vector.reduction <maxnumf>, %v, %s fastmath<nnan> : vector<4xf32> into f32
  %8 = vector.multi_reduction <add>, %w, %v [1] : vector<4x8xf32> to vector<4xf32>
  %9 = vector.shape_cast %w : vector<4x8xf32> to vector<32xf32>
  %10 = vector.transpose %w, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %11 = vector.load %m[%c0, %i] : memref<16x16xf32>, vector<4xf32>
  vector.store %11, %m[%c0, %i] : memref<16x16xf32>, vector<4xf32>
  %12 = vector.maskedload %m[%c0, %i], %mask, %v : memref<16x16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%c0, %i], %mask, %v : memref<16x16xf32>, vector<4xi1>, vector<4xf32>
  %13 = vector.shuffle %v, %v [0, 4, 1, 5] : vector<4xf32>, vector<4xf32>
  %14 = vector.extract_strided_slice %w {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %15 = vector.insert_strided_slice %14, %w {offsets = [0, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %16 = vector.constant_mask [2] : vector<4xi1>
  %17 = vector.create_mask %i : vector<4xi1>
  %18 = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  %19 = vector.step : vector<4xindex>
  %20 = vector.from_elements %s, %s, %s, %s : vector<4xf32>
  %21:4 = vector.to_elements %v : vector<4xf32>
  %22 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %23, %24 = vector.deinterleave %22 : vector<8xf32> -> vector<4xf32>
  vector.print %v : vector<4xf32>
  vector.print str "hello"
  %25 = vector.transfer_read %m[%c0, %i], %s {in_bounds = [true]} : memref<16x16xf32>, vector<4xf32>
  %26 = vector.transfer_read %m[%c0, %i], %s, %mask : memref<16x16xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%c0, %i] {in_bounds = [true]} : vector<4xf32>, memref<16x16xf32>
  %27 = vector.transfer_write %v, %t[%c0, %i] : vector<4xf32>, tensor<16x16xf32>
  %28 = vector.outerproduct %v, %v : vector<4xf32>, vector<4xf32>
  %29 = vector.outerproduct %v, %s, %v {kind = #vector.kind<add>} : vector<4xf32>, f32
  %30 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %w, %10, %28 : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  %31 = vector.mask %mask { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %32 = vector.gather %m[%c0, %c0] [%vi], %mask, %v : memref<16x16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%c0, %c0] [%vi], %mask, %v : memref<16x16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %33 = vector.expandload %m[%c0, %i], %mask, %v : memref<16x16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%c0, %i], %mask, %v : memref<16x16xf32>, vector<4xi1>, vector<4xf32>
  %34 = vector.vscale
  %35:2 = vector.scan <add>, %w, %v {inclusive = true, reduction_dim = 1} : vector<4x8xf32>, vector<4xf32>
  %36 = vector.type_cast %m : memref<16x16xf32> to memref<vector<16x16xf32>>
  %37 = vector.insert %s, %v[2] : f32 into vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @g(%v: vector<4xf32>) {
  vector.print %v : vector<4xf32> punctuation <comma>
  vector.print punctuation <open>
  return
}
