# LLVM lit 22's configuration of the FileCheck corpus (the oracle side of
# //tests/filecheck:lit_diff_test and :filecheck_diff_test): mlir-opt,
# FileCheck, split-file, not and count of LLVM 22, the internal shell.
import os

import lit.formats

config.name = "filecheck-corpus"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Output"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = lit_config.params.get("exec_root", config.test_source_root)
config.environment["PATH"] = os.pathsep.join(["/usr/lib/llvm-22/bin", config.environment["PATH"]])
config.available_features.add("mlir-22")
