func.func @f(%a: index, %b: index) -> (i1, i1) {
  %0 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate sle>}> : (index, index) -> i1
  %1 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
  return %0, %1 : i1, i1
}
