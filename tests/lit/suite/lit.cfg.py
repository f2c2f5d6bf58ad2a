# lit 22's configuration of the shell suite (//tests/lit:lit_output_test):
# the same tools and substitutions as lit.cfg.mjs.
import os

import lit.formats

config.name = "shell-suite"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = lit_config.params.get("exec_root", config.test_source_root)
config.environment["PATH"] = os.pathsep.join(["/usr/lib/llvm-22/bin", config.environment["PATH"]])
config.available_features.add("shell-feature")
config.substitutions.append(("%{greeting}", "hello from the config"))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
