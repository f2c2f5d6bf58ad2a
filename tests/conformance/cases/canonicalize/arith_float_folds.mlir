// Float folding rounds as APFloat does, in every width.
func.func @f32s() -> (f32, f32, f32, f32, f32, f32, f32) {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %z = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.mulf %a, %b : f32
  %2 = arith.divf %a, %z : f32
  %3 = arith.subf %inf, %inf : f32
  %4 = arith.remf %b, %a : f32
  %5 = arith.negf %a : f32
  %6 = arith.divf %z, %z : f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f32, f32, f32
}

func.func @narrow() -> (f16, bf16, f64, f16) {
  %a = arith.constant 1.0e-3 : f16
  %b = arith.constant 3.0 : f16
  %0 = arith.divf %a, %b : f16
  %c = arith.constant 1.1 : bf16
  %1 = arith.mulf %c, %c : bf16
  %d = arith.constant 0.1 : f64
  %2 = arith.addf %d, %d : f64
  %big = arith.constant 60000.0 : f16
  %3 = arith.addf %big, %big : f16
  return %0, %1, %2, %3 : f16, bf16, f64, f16
}

func.func @minmax() -> (f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.maximumf %nz, %pz : f32
  %1 = arith.minimumf %nz, %pz : f32
  %2 = arith.maxnumf %nan, %one : f32
  %3 = arith.minimumf %nan, %one : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

func.func @identities(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %x, %nz : f32
  %1 = arith.addf %x, %pz : f32
  %2 = arith.subf %x, %pz : f32
  %3 = arith.mulf %one, %x : f32
  %4 = arith.divf %x, %one : f32
  %n = arith.negf %x : f32
  %5 = arith.negf %n : f32
  %6 = arith.mulf %x, %pz fastmath<nnan,nsz> : f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f32, f32, f32
}

func.func @cmpf() -> (i1, i1, i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %0 = arith.cmpf olt, %one, %two : f32
  %1 = arith.cmpf uno, %nan, %one : f32
  %2 = arith.cmpf oeq, %nan, %nan : f32
  %3 = arith.cmpf une, %one, %one : f32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}
