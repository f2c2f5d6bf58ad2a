// Casts that undo each other fold away; dead casts go; a cast whose
// input type is not the type its users need stays.
func.func @round_trip(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  return %1 : i32
}

func.func @longer_chain(%a: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  %2 = builtin.unrealized_conversion_cast %1 : i32 to i64
  %3 = builtin.unrealized_conversion_cast %a : i32 to f32
  return %2 : i64
}

func.func @through_three_types(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to f64
  %2 = builtin.unrealized_conversion_cast %1 : f64 to i32
  return %2 : i32
}

func.func @one_to_many(%a: i64) -> i64 {
  %0:2 = builtin.unrealized_conversion_cast %a : i64 to i32, i32
  %1 = builtin.unrealized_conversion_cast %0#0, %0#1 : i32, i32 to i64
  return %1 : i64
}

func.func @mismatched_many(%a: i64, %b: i64) -> i64 {
  %0:2 = builtin.unrealized_conversion_cast %a : i64 to i32, i32
  %1 = builtin.unrealized_conversion_cast %0#1, %0#0 : i32, i32 to i64
  return %1 : i64
}

func.func @kept(%a: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  return %0 : i64
}

func.func @dead_chain(%a: i32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i16
  %2 = builtin.unrealized_conversion_cast %1 : i16 to i8
  return
}

func.func @no_inputs() -> i32 {
  %0 = builtin.unrealized_conversion_cast to i32
  return %0 : i32
}

func.func @nested(%a: i32, %c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %0 = builtin.unrealized_conversion_cast %a : i32 to index
    %1 = builtin.unrealized_conversion_cast %0 : index to i32
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
