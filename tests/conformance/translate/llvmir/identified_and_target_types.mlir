llvm.func @return_target_ext_no_param() -> !llvm.target<"target-no-param">
llvm.func @return_target_ext_params() -> !llvm.target<"target-params", i32, f64, 0, 5>
llvm.func @return_s_symbols() -> !llvm.struct<"name with spaces and !^$@$#", packed (i32)>
llvm.func @return_s_array_of_structs() -> !llvm.array<10 x struct<"array-of-structs", (i32)>>
llvm.func @return_s_empty() -> !llvm.struct<"empty", ()>
llvm.func @return_s_opaque() -> !llvm.struct<"opaque", opaque>
llvm.func @return_vs_4_float() -> vector<[4]xf32>
llvm.func @return_i129() -> i129
