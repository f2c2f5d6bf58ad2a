// opt_cli.mjs: the mlirc-opt command line over the JS API, as a function
// (cli.mjs runs it as a process; mlirc-lit runs it in-process): the same
// argument scan, messages and exit status as the native mlirc-opt
// (core/tools/mlirc-opt.c). Reads the input (a file or stdin) and the files
// other flags name through `io`, and returns the bytes it would write.

// The C library's wording of the errors a file read may end with (as mlir-opt prints them).
const STRERROR = {
  ENOENT: 'No such file or directory',
  EACCES: 'Permission denied',
  EISDIR: 'Is a directory',
};

const encoder = new TextEncoder();

/**
 * Runs `mlirc-opt argv...` with the API instance `mlir` (from loadMlirc).
 * io: {readFile(path) -> bytes, readStdin() -> bytes, writeFile(path, bytes)}.
 * Returns {exitCode, stdout, stderr} (Uint8Arrays; stdout is empty when -o
 * wrote a file).
 */
// Flags whose value is the next argument, as in mlirc-opt.c: not the input.
const PIPELINE_FLAGS = new Set(['-p', '--p', '-pass-pipeline', '--pass-pipeline']);

export function runOptCli(mlir, argv, io) {
  const fail = (message) => ({ exitCode: 1, stdout: new Uint8Array(0), stderr: encoder.encode(message) });
  // The same scan as mlirc-opt.c: the last positional argument (or "-") is
  // the input; "-o FILE" the output. All arguments go to the driver.
  let input = '-';
  let output = '-';
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '-o' && i + 1 < argv.length) output = argv[++i];
    else if (PIPELINE_FLAGS.has(argv[i]) && i + 1 < argv.length) i++;
    else if (!argv[i].startsWith('-') || argv[i] === '-') input = argv[i];
  }
  let text;
  try {
    text = input === '-' ? io.readStdin() : io.readFile(input);
  } catch {
    return fail(`mlirc-opt: could not open input file '${input}'\n`);
  }
  if (output !== '-') {
    try {
      io.writeFile(output, new Uint8Array(0));
    } catch {
      return fail(`mlirc-opt: could not open output file '${output}'\n`);
    }
  }
  // Files other flags name are read here: the wasm driver has no file system.
  const files = {};
  for (const arg of argv) {
    const m = /^--?irdl-file=(.*)$/.exec(arg);
    if (!m) continue;
    try {
      files[m[1]] = io.readFile(m[1]);
    } catch (e) {
      return fail(`error: cannot open input file '${m[1]}': ${STRERROR[e.code] || e.message}\n`);
    }
  }
  const { stdout, stderr, exitCode } = mlir.optMain(argv, text, { bytes: true, files });
  if (output === '-') return { exitCode, stdout, stderr };
  try {
    io.writeFile(output, stdout);
  } catch (e) {
    const err = new Uint8Array([...stderr, ...encoder.encode(`mlirc-opt: could not write output file '${output}': ${e.message}\n`)]);
    return { exitCode: 1, stdout: new Uint8Array(0), stderr: err };
  }
  return { exitCode, stdout: new Uint8Array(0), stderr };
}
