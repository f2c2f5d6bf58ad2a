func.func @f(%a: index, %b: index) -> i1 {
  %0 = index.cmp lt(%a, %b)
  return %0 : i1
}
