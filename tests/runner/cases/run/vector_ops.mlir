func.func @main() {
  %f = arith.constant dense<[1.5, -2.0, 3.25]> : vector<3xf32>
  vector.print %f : vector<3xf32>
  %i = arith.constant dense<[[1, -2], [3, 4]]> : vector<2x2xi8>
  vector.print %i : vector<2x2xi8>
  %b = arith.constant dense<[true, false]> : vector<2xi1>
  vector.print %b : vector<2xi1>
  %x = arith.constant 7 : index
  vector.print %x : index
  %z = arith.constant -3 : i32
  vector.print %z : i32
  vector.print %z : i32 punctuation <comma>
  vector.print %z : i32 punctuation <no_punctuation>
  vector.print punctuation <newline>
  vector.print str "hello\n"
  %s = arith.constant 2.5 : f32
  %bc = vector.broadcast %s : f32 to vector<2x3xf32>
  vector.print %bc : vector<2x3xf32>
  %v1 = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %bc2 = vector.broadcast %v1 : vector<3xf32> to vector<2x3xf32>
  %e = vector.extract %bc2[1] : vector<3xf32> from vector<2x3xf32>
  %e2 = vector.extract %bc2[1, 2] : f32 from vector<2x3xf32>
  %ins = vector.insert %e2, %f [0] : f32 into vector<3xf32>
  vector.print %ins : vector<3xf32>
  %ins2 = vector.insert %f, %bc2 [0] : vector<3xf32> into vector<2x3xf32>
  vector.print %ins2 : vector<2x3xf32>
  %r = vector.reduction <add>, %v1 : vector<3xf32> into f32
  vector.print %r : f32
  %ri = vector.reduction <maxsi>, %b : vector<2xi1> into i1
  vector.print %ri : i1
  %sc = vector.shape_cast %ins2 : vector<2x3xf32> to vector<6xf32>
  vector.print %sc : vector<6xf32>
  %m = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  vector.store %sc, %m[%c2] : memref<8xf32>, vector<6xf32>
  %ld = vector.load %m[%c2] : memref<8xf32>, vector<4xf32>
  vector.print %ld : vector<4xf32>
  %fe = vector.from_elements %s, %r : vector<2xf32>
  vector.print %fe : vector<2xf32>
  %d0 = arith.constant dense<0.0> : vector<f32>
  vector.print %d0 : vector<f32>
  memref.dealloc %m : memref<8xf32>
  return
}
