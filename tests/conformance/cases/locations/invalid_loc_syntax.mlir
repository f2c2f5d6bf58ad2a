// Location syntax errors: the missing 'at' of a callsite is reported after the
// callee, a fused list's missing ']', and an alias naming a non-location
// attribute (printed as the attribute).
func.func @callsite_at() {
  return loc(callsite("a"    "b"))
}
// -----
func.func @fused_square() {
  return loc(fused["x", "y")
}
// -----
func.func @alias_not_loc() {
  return loc(#not_a_loc)
}
#not_a_loc = [1, 2]
