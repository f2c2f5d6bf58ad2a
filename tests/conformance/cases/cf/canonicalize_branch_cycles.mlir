// Pass-through branches are not collapsed into a chain that only cycles
// (canonicalize used to loop forever); chains that leave still collapse.
func.func @two(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^b
^b:
  cf.br ^a
}
func.func @three_then_exit(%x: i32) -> i32 {
  cf.br ^p
^p:
  cf.br ^q
^q:
  cf.br ^r
^r:
  return %x : i32
}
func.func @into_cycle(%c: i1) {
  cf.cond_br %c, ^s, ^t
^s:
  cf.br ^t
^t:
  cf.br ^u
^u:
  cf.br ^v
^v:
  cf.br ^t
}
