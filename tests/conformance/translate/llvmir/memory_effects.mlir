// #llvm.memory_effects as LLVM's memory(...): `other` is the default
// access, then each location whose access differs from it.
llvm.func @none() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}
llvm.func @argmem_read() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}
llvm.func @mixed() attributes {memory_effects = #llvm.memory_effects<other = read, argMem = readwrite, inaccessibleMem = write, errnoMem = none, targetMem0 = read, targetMem1 = none>}
llvm.func @all_write() attributes {memory_effects = #llvm.memory_effects<other = write, argMem = write, inaccessibleMem = write, errnoMem = write, targetMem0 = write, targetMem1 = write>}

llvm.func @user() attributes {memory_effects = #llvm.memory_effects<other = readwrite, argMem = none, inaccessibleMem = readwrite, errnoMem = readwrite, targetMem0 = readwrite, targetMem1 = readwrite>, no_unwind} {
  llvm.call @none() : () -> ()
  llvm.return
}
