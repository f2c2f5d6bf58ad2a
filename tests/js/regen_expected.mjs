// regen_expected.mjs: writes expected.json, the output of upstream mlir-opt 22
// for every case of cases.mjs: {stdout, stderr, exitCode}.
//
//   node tests/js/regen_expected.mjs [path/to/mlir-opt]
import fs from 'node:fs';
import { runOracle, MLIR_OPT } from './oracle.mjs';
import { CASES } from './cases.mjs';

const tool = process.argv[2] || MLIR_OPT;
const out = {};
for (const name of Object.keys(CASES)) out[name] = runOracle(tool, name);
fs.writeFileSync(new URL('./expected.json', import.meta.url), JSON.stringify(out, null, 2) + '\n');
console.log(`wrote ${Object.keys(out).length} cases`);
