#!/usr/bin/env python3
"""Builds the npm package mlirc-<version>.tgz: a gzipped tar of package/...
as `npm pack` writes it, reproducibly (sorted entries, fixed times and
owners, no gzip timestamp). Stdlib only, no npm needed.

    build_package.py --out mlirc-0.1.0.tgz --version 0.1.0 \\
        --manifest package.json --add DEST=SRC ... [--executable DEST ...]

DEST is the path inside the package; the manifest's @VERSION@ is replaced.
"""

import argparse
import gzip
import io
import json
import sys
import tarfile

# npm's fixed mtime for packed files (1985-10-26T08:15:00Z).
NPM_MTIME = 499162500


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--out", required=True)
    p.add_argument("--version", required=True)
    p.add_argument("--manifest", required=True)
    p.add_argument("--add", action="append", default=[], metavar="DEST=SRC")
    p.add_argument("--executable", action="append", default=[], metavar="DEST")
    a = p.parse_args()

    files = {}
    with open(a.manifest, encoding="utf-8") as f:
        manifest = json.loads(f.read().replace("@VERSION@", a.version))
    files["package.json"] = (json.dumps(manifest, indent=2) + "\n").encode()
    for spec in a.add:
        dest, _, src = spec.partition("=")
        if not dest or not src:
            sys.exit(f"build_package: bad --add {spec!r}")
        if dest in files:
            sys.exit(f"build_package: {dest} added twice")
        with open(src, "rb") as f:
            files[dest] = f.read()
    for b in manifest.get("bin", {}).values():
        if b.lstrip("./") not in files:
            sys.exit(f"build_package: bin {b} is not in the package")
        if not files[b.lstrip("./")].startswith(b"#!"):
            sys.exit(f"build_package: bin {b} has no #! line")
    executables = set(a.executable) | {b.lstrip("./") for b in manifest.get("bin", {}).values()}

    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.USTAR_FORMAT) as tar:
        for dest in sorted(files):
            data = files[dest]
            info = tarfile.TarInfo(f"package/{dest}")
            info.size = len(data)
            info.mtime = NPM_MTIME
            info.mode = 0o755 if dest in executables else 0o644
            info.uid = info.gid = 0
            info.uname = info.gname = ""
            tar.addfile(info, io.BytesIO(data))
    with open(a.out, "wb") as f:
        with gzip.GzipFile(filename="", mode="wb", fileobj=f, mtime=0, compresslevel=9) as gz:
            gz.write(raw.getvalue())


if __name__ == "__main__":
    main()
