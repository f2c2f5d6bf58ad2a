#empty = #llvm.tbaa_type_desc<id = "e", members = {}>
