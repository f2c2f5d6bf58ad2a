"""emcc_binary: compiles C sources with Emscripten, one action per source, and links them.

One action per object lets Bazel rebuild only what changed (a one-file edit
recompiles one object, then links) and run the compiles in parallel. Sources
come as labels (e.g. a glob-based filegroup of another package), so files
added or moved anywhere under it, nested folders included, are picked up.

Emscripten (Debian's 3.1.6) runs from PATH with the default shell environment:
its JS optimizer needs NODE_PATH (.bazelrc passes it with --action_env) and it
uses the system cache (EM_CACHE must stay unset).
"""

def _include_dir(hdrs, marker):
    """The folder that holds `marker` (e.g. mlir-c/Support.h) among hdrs."""
    for f in hdrs:
        if f.path.endswith("/" + marker):
            return f.path[:-len(marker) - 1]
    fail("no header ends with /%s" % marker)

def _object_name(ctx, src):
    # Keyed by the source's workspace path: file names repeat across folders.
    return "_objs/%s/%s.o" % (ctx.label.name, src.short_path[:-len(".c")])

def _link_order(src):
    # Objects link in the order of their sources' execution paths with / as _
    # (what the former single-action build's shell glob gave), so the output
    # stays byte-identical to that build's.
    return src.path.replace("/", "_")

def _emcc_binary_impl(ctx):
    srcs = [f for f in ctx.files.srcs if f.extension == "c"]
    if not srcs:
        fail("no .c file among srcs")
    headers = [f for f in ctx.files.srcs + ctx.files.hdrs if f.extension == "h"]
    include = _include_dir(ctx.files.hdrs, ctx.attr.include_marker)
    copts = ctx.attr.copts + [
        "-I" + include,
        # As for cc_library: the workspace root and the generated-files root
        # are both on the quoted include path.
        "-iquote",
        ".",
        "-iquote",
        ctx.genfiles_dir.path,
    ]

    objects = {}  # link key -> object
    for src in srcs:
        obj = ctx.actions.declare_file(_object_name(ctx, src))
        args = ctx.actions.args()
        args.add_all(copts)
        args.add("-c", src)
        args.add("-o", obj)
        ctx.actions.run_shell(
            command = 'exec emcc "$@"',
            arguments = [args],
            inputs = depset([src], transitive = [depset(headers)]),
            outputs = [obj],
            mnemonic = "EmccCompile",
            progress_message = "Compiling %s with Emscripten (%s)" % (src.short_path, ctx.label.name),
            use_default_shell_env = True,
        )
        objects[_link_order(src)] = obj

    ordered = [objects[k] for k in sorted(objects)]
    args = ctx.actions.args()
    args.add_all(ordered)
    args.add("-o", ctx.outputs.out)
    args.add_all(ctx.attr.linkopts)
    args.add("-sEXPORTED_FUNCTIONS=@" + ctx.file.exports.path)
    ctx.actions.run_shell(
        command = 'exec emcc "$@"',
        arguments = [args],
        inputs = ordered + [ctx.file.exports],
        outputs = [ctx.outputs.out] + ctx.outputs.extra_outs,
        mnemonic = "EmccLink",
        progress_message = "Linking %s with Emscripten" % ctx.outputs.out.short_path,
        use_default_shell_env = True,
    )
    return [DefaultInfo(files = depset([ctx.outputs.out] + ctx.outputs.extra_outs))]

emcc_binary = rule(
    implementation = _emcc_binary_impl,
    attrs = {
        "srcs": attr.label_list(allow_files = [".c", ".h"], mandatory = True, doc = "C sources and private headers"),
        "hdrs": attr.label_list(allow_files = [".h"], doc = "public headers, on the -I path"),
        "include_marker": attr.string(mandatory = True, doc = "a header path below the -I folder, e.g. mlir-c/Support.h"),
        "exports": attr.label(allow_single_file = [".json"], mandatory = True, doc = "-sEXPORTED_FUNCTIONS list"),
        "copts": attr.string_list(doc = "compile flags of every object"),
        "linkopts": attr.string_list(doc = "link flags"),
        "out": attr.output(mandatory = True, doc = "the file emcc -o writes"),
        "extra_outs": attr.output_list(doc = "files emcc writes beside out (e.g. the .wasm of a .mjs)"),
    },
    doc = "An Emscripten build of C sources: one compile action per .c, one link action.",
)
