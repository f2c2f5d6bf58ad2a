func.func @f(%a: index) {
  scf.forall (%i) in (%a, x) {
  }
  return
}
