func.func @f(%k: index) {
  scf.index_switch %k
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
