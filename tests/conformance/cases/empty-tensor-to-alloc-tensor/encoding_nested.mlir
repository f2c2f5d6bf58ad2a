// An encoding survives; tensor.empty in nested regions is replaced too.
func.func @n(%c: i1, %n: index) -> tensor<?xf32, "enc"> {
  %r = scf.if %c -> tensor<?xf32, "enc"> {
    %0 = tensor.empty(%n) : tensor<?xf32, "enc">
    scf.yield %0 : tensor<?xf32, "enc">
  } else {
    %1 = tensor.empty(%n) : tensor<?xf32, "enc">
    scf.yield %1 : tensor<?xf32, "enc">
  }
  return %r : tensor<?xf32, "enc">
}
