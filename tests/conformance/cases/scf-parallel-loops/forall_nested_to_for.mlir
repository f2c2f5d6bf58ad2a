func.func @n(%a: index, %b: index) {
  scf.forall (%i) in (%a) {
    "test.x"(%i) : (index) -> ()
    scf.forall (%j, %k) in (4, %b) {
      "test.y"(%i, %j, %k) : (index, index, index) -> ()
    }
  }
  return
}
