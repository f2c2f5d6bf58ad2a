// The irdl dialect itself: dialects, types, operations and constraints
// in their custom syntax (a round trip).
irdl.dialect @cmath {
  irdl.type @complex {
    %0 = irdl.is f32
    %1 = irdl.is f64
    %2 = irdl.any_of(%0, %1)
    irdl.parameters(elem: %2)
  }
  irdl.attribute @flags {
    %0 = irdl.base "#builtin.integer"
    irdl.parameters(value: %0)
  }
  irdl.operation @norm {
    %0 = irdl.any
    %1 = irdl.parametric @cmath::@complex<%0>
    irdl.operands(in: %1)
    irdl.results(out: %0)
  }
  irdl.operation @mul {
    %0 = irdl.is f32
    %1 = irdl.is f64
    %2 = irdl.any_of(%0, %1)
    %3 = irdl.parametric @cmath::@complex<%2>
    irdl.operands(lhs: %3, rhs: %3)
    irdl.results(res: %3)
  }
  irdl.operation @mix {
    %0 = irdl.is i32
    %1 = irdl.any
    %2 = irdl.all_of(%0, %1)
    %3 = irdl.base "!builtin.integer"
    %4 = irdl.base @cmath::@complex
    irdl.operands(a: %2, b: variadic %3, c: optional %1)
    irdl.results(r: %3, s: variadic %4)
    irdl.attributes {"val" = %3, "other" = %1}
  }
  irdl.operation @regions {
    %0 = irdl.any
    %r = irdl.region
    %r2 = irdl.region(%0, %0)
    %r3 = irdl.region with size 3
    irdl.operands()
    irdl.attributes
    irdl.regions(a: %r, b: %r2, c: %r3)
  }
}
