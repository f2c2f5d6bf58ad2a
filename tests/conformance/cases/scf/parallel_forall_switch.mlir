// scf.parallel with reductions, scf.forall in its normalized and general
// forms with shared_outs, scf.index_switch with results and negative cases.
func.func @par(%lb: index, %ub: index, %s: index, %x: f32, %y: i32, %m: memref<?x?xf32>) -> (f32, i32) {
  %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%x, %y) -> (f32, i32) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.reduce(%v, %y : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %t = arith.addf %a, %b : f32
      scf.reduce.return %t : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %t = arith.maxsi %a, %b : i32
      scf.reduce.return %t : i32
    }
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    memref.store %x, %m[%i, %i] : memref<?x?xf32>
  } {mapped}
  return %r#0, %r#1 : f32, i32
}

func.func @forall(%t: tensor<8xf32>, %n: index, %u: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %u[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  scf.forall (%i, %j) = (0, 2) to (%n, 16) step (1, 4) {
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
  }
  scf.forall (%i, %j) in (%n, 3) {
  } {note}
  return %r : tensor<8xf32>
}

func.func @switch(%k: index, %a: i32, %b: i32) -> i32 {
  %r = scf.index_switch %k -> i32
  case 0 {
    scf.yield %a : i32
  }
  case -7 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  default {
    scf.yield %b : i32
  }
  scf.index_switch %k
  case 3 {
    scf.yield
  }
  default {
  }
  return %r : i32
}
