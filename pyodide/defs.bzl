"""Rules of the Python package. Load with:

    load("//pyodide:defs.bzl", "dialect_modules")
"""

def _dialect_modules_impl(ctx):
    out = ctx.actions.declare_directory(ctx.label.name)
    build_file = ctx.file.build_file
    handwritten = ctx.files.handwritten
    ctx.actions.run_shell(
        inputs = [build_file, ctx.file._script, ctx.file._stubs] + handwritten + ctx.files.local_tds,
        outputs = [out],
        command = ("python3 {script} --build-file {build_file} --core-dir {core_dir} " +
                   "--handwritten-dir {handwritten_dir} --out {out}").format(
            script = ctx.file._script.path,
            build_file = build_file.path,
            core_dir = build_file.dirname,
            handwritten_dir = handwritten[0].dirname,
            out = out.path,
        ),
        mnemonic = "GenDialectModules",
        progress_message = "Generating the mlir.dialects modules with mlir-tblgen",
    )
    return [DefaultInfo(files = depset([out]), runfiles = ctx.runfiles(files = [out]))]

dialect_modules = rule(
    implementation = _dialect_modules_impl,
    doc = """A directory holding mlir/dialects/ generated for every dialect of
    a BUILD file's ODS_DIALECTS (see tools/gen_dialects.py): put the
    directory on sys.path next to pyodide/, or add it to the wheel.""",
    attrs = {
        "build_file": attr.label(allow_single_file = True, mandatory = True,
                                 doc = "the BUILD file defining ODS_DIALECTS"),
        "handwritten": attr.label_list(allow_files = [".py"], mandatory = True,
                                       doc = "the hand-written mlir/dialects/*.py"),
        "local_tds": attr.label_list(allow_files = [".td"],
                                     doc = "ODS_DIALECTS' .td files under core/gen/"),
        "_script": attr.label(default = "//pyodide:tools/gen_dialects.py", allow_single_file = True),
        "_stubs": attr.label(default = "//pyodide:tools/make_stubs.py", allow_single_file = True),
    },
)

def _pyodide_bytecode_impl(ctx):
    out = ctx.actions.declare_directory(ctx.label.name)
    srcs = [f for f in ctx.files.srcs if f.path.endswith(".py")]
    trees = ctx.files.trees
    ctx.actions.run_shell(
        inputs = srcs + trees + [ctx.file._script, ctx.file._package_json],
        outputs = [out],
        # node_modules/ is no Bazel input: the script finds it from its real
        # location (the source tree), hence no sandbox.
        command = "node {script} --out {out} --strip-prefix {strip} {trees} {srcs}".format(
            script = ctx.file._script.path,
            out = out.path,
            strip = ctx.attr.strip_prefix,
            trees = " ".join(["--tree " + t.path for t in trees]),
            srcs = " ".join([f.path for f in srcs]),
        ),
        execution_requirements = {"no-sandbox": "1"},
        use_default_shell_env = True,
        mnemonic = "PyodideBytecode",
        progress_message = "Compiling the mlir package for Pyodide's Python",
    )
    return [DefaultInfo(files = depset([out]))]

pyodide_bytecode = rule(
    implementation = _pyodide_bytecode_impl,
    doc = """A directory of __pycache__/*.pyc for Pyodide's Python (tools/compile_pyc.mjs):
    the .py files of `srcs` (at their path minus strip_prefix) and of the
    `trees` directories (at their path inside them).""",
    attrs = {
        "srcs": attr.label_list(allow_files = True),
        "trees": attr.label_list(allow_files = True),
        "strip_prefix": attr.string(default = ""),
        "_script": attr.label(default = "//pyodide:tools/compile_pyc.mjs", allow_single_file = True),
        "_package_json": attr.label(default = "//:package.json", allow_single_file = True),
    },
)
