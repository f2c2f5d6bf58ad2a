#!/usr/bin/env python3
"""Makes the inputs of the bytecode conformance cases from the text sources
in sources/: reading cases get the bytecode upstream mlir-opt 22 writes
(a binary NAME.mlir; mlir-opt detects bytecode whatever the file name),
writing cases the text itself, invalid cases bytecode corrupted in a known
way. Then run regen.py to produce the expected outputs:

    python3 tests/conformance/cases/bytecode/gen_inputs.py
    python3 tests/conformance/regen.py --filter bytecode/
"""
import os
import subprocess

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
HERE = os.path.dirname(os.path.abspath(__file__))
U = "--allow-unregistered-dialect"


def source(name):
    with open(os.path.join(HERE, "sources", name + ".mlir.in"), "rb") as f:
        return f.read()


def bytecode(name, version=None):
    """mlir-opt's bytecode for a source (the location file name is the
    source's, as it would be for a file written by hand)."""
    args = [MLIR_OPT, U, "--emit-bytecode"]
    if version is not None:
        args.append("--emit-bytecode-version=%d" % version)
    return subprocess.run(args + [name + ".mlir.in"], check=True, stdout=subprocess.PIPE,
                          cwd=os.path.join(HERE, "sources")).stdout


def truncated(data):
    return data[: len(data) // 2]


def newer_version(data):
    return data[:4] + bytes([0x0F]) + data[5:]  # version 7


def bad_section_id(data):
    start = data.index(b"\0", 5) + 1  # the first section follows the producer
    return data[:start] + bytes([0x09]) + data[start + 1 :]


def duplicate_section(data):
    # The properties section comes last: 0x08, a one-byte length, the data.
    start = data.rindex(b"\x08", 0, len(data) - 1)
    return data + data[start:]


# (case, input bytes, case arguments)
def cases():
    out = []
    for src, args in [
        ("functions", U),
        ("attributes_types", U),
        ("regions_properties", U),
        ("use_lists", U),
        ("builtin_resources", U),
    ]:
        out.append(("read_" + src, bytecode(src), args))
        out.append(("write_" + src, source(src), (args + " --emit-bytecode").strip()))
    out.append(("read_functions_generic", bytecode("functions"), U + " --mlir-print-op-generic"))
    out.append(("read_regions_properties_generic", bytecode("regions_properties"), U + " --mlir-print-op-generic"))
    out.append(("read_locations_debuginfo", bytecode("locations"), U + " --mlir-print-debuginfo"))
    out.append(("write_locations", source("locations"), U + " --emit-bytecode"))
    out.append(("reread_use_lists", bytecode("use_lists"), U + " --emit-bytecode"))
    out.append(("read_builtin_resources_generic", bytecode("builtin_resources"), U + " --mlir-print-op-generic"))
    out.append(("reread_builtin_resources", bytecode("builtin_resources"), U + " --emit-bytecode"))
    out.append(("read_then_cse", bytecode("functions"), U + " --cse"))
    for v in range(6):
        out.append(("read_version_%d" % v, bytecode("regions_properties", v), U))
        out.append(("write_version_%d" % v, source("regions_properties"),
                    U + " --emit-bytecode --emit-bytecode-version=%d" % v))
    out.append(("invalid_truncated", truncated(bytecode("functions")), U))
    out.append(("invalid_newer_version", newer_version(bytecode("functions")), U))
    out.append(("invalid_section_id", bad_section_id(bytecode("functions")), U))
    out.append(("invalid_duplicate_section", duplicate_section(bytecode("functions")), U))
    out.append(("invalid_unknown_dialect", bytecode("attributes_types"), ""))
    out.append(("invalid_write_version", source("functions"), U + " --emit-bytecode --emit-bytecode-version=7"))
    out.append(("invalid_version_without_emit", source("functions"), U + " --emit-bytecode-version=3"))
    return out


def main():
    for name, data, args in cases():
        with open(os.path.join(HERE, name + ".mlir"), "wb") as f:
            f.write(data)
        with open(os.path.join(HERE, name + ".args"), "w") as f:
            f.write(args + "\n")
        print(name)


if __name__ == "__main__":
    main()
