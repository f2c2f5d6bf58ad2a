// vector.create_mask with sizes below zero, inside and past the vector
// (clamped), in one and two dimensions, and constant_mask in two.
func.func @main() {
  %cm1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  scf.for %i = %cm1 to %c7 step %c2 {
    %m = vector.create_mask %i : vector<5xi1>
    vector.print %m : vector<5xi1>
  }
  %m2 = vector.create_mask %c2, %c7 : vector<3x4xi1>
  vector.print %m2 : vector<3x4xi1>
  %m3 = vector.create_mask %cm1, %c2 : vector<3x4xi1>
  vector.print %m3 : vector<3x4xi1>
  %m4 = vector.constant_mask [2, 1] : vector<3x4xi1>
  vector.print %m4 : vector<3x4xi1>
  return
}
