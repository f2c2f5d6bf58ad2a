# The same suite for LLVM lit 22 with mlir-opt 22 (the oracle of //tests/npm).
import os

import lit.formats

config.name = "demo"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.environment["PATH"] = os.pathsep.join(["/usr/lib/llvm-22/bin", config.environment["PATH"]])
config.available_features.add("demo")
