func.func @unreg(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %u = "test.foo"(%c1) : (i32) -> i32
  %r = "test.region"(%c1) ({
  ^bb0(%a: i32):
    %k = arith.addi %a, %c1 : i32
    "test.yield"(%k) : (i32) -> ()
  }) : (i32) -> i32
  %s = arith.addi %c1, %c1 : i32
  return %s : i32
}

func.func @gen(%n: index) -> tensor<?xindex> {
  %c1 = arith.constant 1 : index
  %t = tensor.generate %n {
  ^bb0(%i: index):
    %v = arith.addi %c1, %c1 : index
    tensor.yield %v : index
  } : tensor<?xindex>
  return %t : tensor<?xindex>
}

func.func @cast_and_cmp(%x: i32) -> (i1, i64, index) {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %lt = arith.cmpi slt, %c3, %c4 : i32
  %e = arith.extsi %c3 : i32 to i64
  %i = arith.index_cast %c4 : i32 to index
  return %lt, %e, %i : i1, i64, index
}
