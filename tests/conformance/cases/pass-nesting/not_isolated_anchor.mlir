func.func @t() {
  scf.execute_region {
    scf.yield
  }
  return
}
