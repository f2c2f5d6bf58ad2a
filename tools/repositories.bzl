"""Repository rules used by the WORKSPACE (all local: nothing is downloaded)."""

def _optional_local_directory_impl(rctx):
    path = rctx.attr.path
    if not path.startswith("/"):
        # Bazel 4 has no rctx.workspace_root: find it through the WORKSPACE file.
        path = str(rctx.path(Label("@//:WORKSPACE")).dirname) + "/" + path
    path = rctx.path(path)
    if path.exists:
        # One symlink per top-level entry, so that glob() sees real files.
        for entry in path.readdir():
            rctx.symlink(entry, "files/" + entry.basename)
        present = "True"
    else:
        rctx.file("files/.missing", "")
        present = "False"
    rctx.file("BUILD.bazel", """\
package(default_visibility = ["//visibility:public"])

# True when {path} existed when this repository was made.
PRESENT = {present}

filegroup(
    name = "all",
    srcs = glob(["files/**"], exclude = ["files/.missing"]),
)

# The conformance runner (empty when the folder is missing).
filegroup(
    name = "runner",
    srcs = glob(["files/run.py"]),
)

exports_files(glob(["files/*"], exclude = ["files/.missing"]))
""".format(path = rctx.attr.path, present = present))
    rctx.file("WORKSPACE", "workspace(name = \"{}\")\n".format(rctx.name))

optional_local_directory = repository_rule(
    implementation = _optional_local_directory_impl,
    attrs = {
        "path": attr.string(mandatory = True, doc = "Absolute, or relative to the workspace root."),
    },
    local = True,
    doc = "Exposes a local folder (which may be missing) as @name//:all, its files under files/.",
)
