func.func @f(%x: f32, %c: i1) {
  scf.while (%s = %x) : (f32, f32) -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
