// The generic form of func ops, printed back in their custom form.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, f32), sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "func.constant"() <{value = @g}> : () -> ((i32) -> (i32, f32))
    %1:2 = "func.call_indirect"(%0, %arg0) : ((i32) -> (i32, f32), i32) -> (i32, f32)
    %2:2 = "func.call"(%arg0) <{callee = @g}> : (i32) -> (i32, f32)
    "func.return"(%1#1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
