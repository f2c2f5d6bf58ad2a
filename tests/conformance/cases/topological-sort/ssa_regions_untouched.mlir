func.func @in_parallel(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<8xf32> {
    %s = tensor.extract_slice %t[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
"test.graph"() ({
  %a = "test.use"(%b) : (i32) -> i32
  %b = "test.def"() : () -> i32
}) : () -> ()
