// Names of index constants across regions (uniquing with suffixes) and as
// scf bounds.
func.func @loop(%n: index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  scf.for %i = %c0 to %n step %c1 {
    %c0_inner = index.constant 0
    %c1_inner = index.constant 1
    %s = index.add %i, %c1_inner
    %t = index.bool.constant true
  }
  %u = index.constant 1
  return
}
