// Function attributes become attribute groups numbered in function order;
// identical sets share a group, string attributes sort after the others
// and stay out of the `; Function Attrs:` comment.
llvm.func @callee(i32) attributes {passthrough = ["nounwind"]}

llvm.func @tuned(%a: i32) attributes {target_cpu = "x86-64", tune_cpu = "generic", frame_pointer = #llvm.framePointerKind<"all">, target_features = #llvm.target_features<["+sse4.2", "+avx"]>, no_inline, passthrough = ["willreturn", ["probe-stack", "inline-asm"], "nounwind"]} {
  llvm.call @callee(%a) : (i32) -> ()
  llvm.return
}

llvm.func @same_set() attributes {no_inline, passthrough = ["nounwind", "willreturn", ["probe-stack", "inline-asm"]], target_cpu = "x86-64", tune_cpu = "generic", frame_pointer = #llvm.framePointerKind<"all">, target_features = #llvm.target_features<["+sse4.2", "+avx"]>} {
  llvm.return
}

llvm.func @strings_only() attributes {frame_pointer = #llvm.framePointerKind<"non-leaf">, instrument_function_entry = "__enter"} {
  llvm.return
}

llvm.func @flags() attributes {optimize_none, no_inline, convergent, no_unwind, will_return, no_signed_zeros_fp_math = true, no_nans_fp_math = true, vscale_range = #llvm.vscale_range<minRange = 1, maxRange = 16>, uwtable_kind = #llvm.uwtableKind<sync>} {
  llvm.return
}

llvm.func @passthrough_values() attributes {always_inline, passthrough = ["mustprogress", "norecurse", ["alignstack", "16"], "no-trapping-math", ["uwtable", "2"]]} {
  llvm.return
}
