// Errors of func.func's signature and body, with upstream's prefixes and columns.
func.func @mixed(%a : i32,
                 f32) -> () {
  return
}

// -----

func.func @mixed2(f32,
                  %a : i32) -> () {
  return
}

// -----

func.func @$bad_name()

// -----

func.func private @arg_attr(i1 {non_dialect = 10})

// -----

func.func private @res_attr() -> (i1 {non_dialect = 10})

// -----

func.func @empty() {}

// -----

func.func @ret() -> i32 {
  %0 = arith.constant 1.0 : f32
  return %0 : f32
}

// -----

func.func @unnamed_mismatch(f32) {
^bb0(%a: i32):
  return
}

// -----

func.func @unnamed_missing(f32, i64) {
  return
}

// -----

#bad = #+
