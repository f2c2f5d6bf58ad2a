// Every reduction kind, with and without an accumulator, on integers,
// index and floats (fastmath flags carried to the float intrinsics).
func.func @ints(%v: vector<8xi16>, %a: i16) -> (i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16) {
  %0 = vector.reduction <add>, %v : vector<8xi16> into i16
  %1 = vector.reduction <add>, %v, %a : vector<8xi16> into i16
  %2 = vector.reduction <mul>, %v, %a : vector<8xi16> into i16
  %3 = vector.reduction <minui>, %v : vector<8xi16> into i16
  %4 = vector.reduction <minui>, %v, %a : vector<8xi16> into i16
  %5 = vector.reduction <minsi>, %v, %a : vector<8xi16> into i16
  %6 = vector.reduction <maxui>, %v, %a : vector<8xi16> into i16
  %7 = vector.reduction <maxsi>, %v : vector<8xi16> into i16
  %8 = vector.reduction <and>, %v, %a : vector<8xi16> into i16
  %9 = vector.reduction <or>, %v, %a : vector<8xi16> into i16
  %10 = vector.reduction <xor>, %v, %a : vector<8xi16> into i16
  %11 = vector.reduction <or>, %v : vector<8xi16> into i16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16
}

func.func @index(%v: vector<4xindex>, %a: index) -> (index, index) {
  %0 = vector.reduction <add>, %v, %a : vector<4xindex> into index
  %1 = vector.reduction <maxsi>, %v, %a : vector<4xindex> into index
  return %0, %1 : index, index
}

func.func @floats(%v: vector<4xf64>, %a: f64) -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %0 = vector.reduction <add>, %v : vector<4xf64> into f64
  %1 = vector.reduction <add>, %v, %a fastmath<nnan, ninf> : vector<4xf64> into f64
  %2 = vector.reduction <mul>, %v : vector<4xf64> into f64
  %3 = vector.reduction <mul>, %v, %a : vector<4xf64> into f64
  %4 = vector.reduction <minimumf>, %v, %a : vector<4xf64> into f64
  %5 = vector.reduction <maximumf>, %v fastmath<nnan> : vector<4xf64> into f64
  %6 = vector.reduction <minnumf>, %v, %a fastmath<fast> : vector<4xf64> into f64
  %7 = vector.reduction <maxnumf>, %v, %a : vector<4xf64> into f64
  %8 = vector.reduction <minimumf>, %v : vector<4xf64> into f64
  %9 = vector.reduction <maxnumf>, %v : vector<4xf64> into f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}
