func.func @only_default(%f: i32, %x: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32)
  ]
^bb1(%a: i32):
  return %a : i32
}

func.func @const_flag(%x: i32, %y: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  cf.switch %c2 : i32, [
    default: ^bb1(%x : i32),
    2: ^bb2(%y : i32),
    3: ^bb1(%y : i32)
  ]
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  "test.op"() : () -> ()
  return %b : i32
}

func.func @drop_default_cases(%f: i32, %x: i32, %y: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32),
    1: ^bb1(%x : i32),
    2: ^bb2,
    3: ^bb1(%y : i32)
  ]
^bb1(%a: i32):
  return %a : i32
^bb2:
  "test.op"() : () -> ()
  return %y : i32
}

func.func @nested(%f: i32, %x: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    5: ^bb2
  ]
^bb1:
  cf.switch %f : i32, [
    default: ^bb3(%x : i32),
    5: ^bb4,
    6: ^bb4
  ]
^bb2:
  cf.switch %f : i32, [
    default: ^bb3(%x : i32),
    5: ^bb4,
    7: ^bb3(%f : i32)
  ]
^bb3(%r: i32):
  return %r : i32
^bb4:
  "test.op"() : () -> ()
  return %f : i32
}
