// Loaded by every node_test through NODE_OPTIONS=--import (see tools/node_test.sh).
// Registers node_hooks.mjs, which lets bare imports ('pyodide',
// 'playwright-core', ...) fall back to the workspace's node_modules when the
// importing file lives in Bazel's runfiles tree (where no node_modules is).
import { register } from 'node:module';

register('./node_hooks.mjs', import.meta.url);
