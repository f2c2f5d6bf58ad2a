func.func private @g(i32) -> i64
func.func @f(%a: i32, %b: i64) {
  call @g(%b) : (i64) -> i64
  return
}

// -----

func.func private @g(i32) -> i64
func.func @f(%a: i32) {
  call @g(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func private @g(i32) -> (i64, f32)
func.func @f(%a: i32) {
  %0:2 = call @g(%a) : (i32) -> (i32, f32)
  return
}

// -----

func.func private @g(i32) -> i64
func.func @f(%a: i32) {
  call @g(%a) : (i32) -> (i64, i64)
  return
}

// -----

func.func private @g(i32) -> i64
func.func @f() {
  %c = func.constant @g : (i32) -> i32
  return
}

// -----

func.func @f() {
  %d = func.constant @nope : (i32) -> i32
  return
}

// -----

func.func @f() {
  call @nope() : () -> ()
  return
}

// -----

module @outer {
  module @inner {
    func.func @g() {
      return
    }
  }
  func.func @f() {
    call @g() : () -> ()
    return
  }
}

// -----

func.func @f() {
  return
}
func.func @f() {
  return
}

// -----

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "dup"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "memref.global"() <{sym_name = "dup", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
}) : () -> ()
