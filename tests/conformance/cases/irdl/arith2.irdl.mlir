// A dialect defined in IRDL whose ops mlirc loads with --irdl-file
// (constraints: is, any, any_of, all_of, base by name; variadicity;
// attributes; region counts).
irdl.dialect @arith2 {
  irdl.operation @add {
    %0 = irdl.is i32
    %1 = irdl.is i64
    %2 = irdl.any_of(%0, %1)
    irdl.operands(lhs: %2, rhs: %2)
    irdl.results(res: %2)
  }
  irdl.operation @mix {
    %0 = irdl.is i32
    %1 = irdl.any
    %2 = irdl.all_of(%0, %1)
    %3 = irdl.base "!builtin.integer"
    irdl.operands(a: %2, b: variadic %3, c: optional %1)
    irdl.results(r: %3)
    irdl.attributes {"val" = %3}
  }
  irdl.operation @pair {
    %0 = irdl.base "!builtin.integer"
    %1 = irdl.base "#builtin.integer"
    %2 = irdl.any
    irdl.operands(x: %0)
    irdl.results(y: %2, z: %2)
    irdl.attributes {"n" = %1}
  }
  irdl.operation @vec {
    %0 = irdl.is i32
    irdl.operands(x: variadic %0)
    irdl.results(y: optional %0)
  }
  irdl.operation @scope {
    %r = irdl.region
    irdl.operands()
    irdl.regions(body: %r)
  }
}
