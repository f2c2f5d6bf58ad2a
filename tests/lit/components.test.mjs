// mlirc-lit's shell parser and feature expressions give what lit 22's own
// modules (ShUtil, BooleanExpression) give, run now through Python.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { evaluate } from '../../wasm/lit/boolean_expr.mjs';
import { Command, Glob, Pipeline, Seq, parse } from '../../wasm/lit/shell.mjs';

const LIT_PATH = '/usr/lib/llvm-22/utils/lit';

function python(code, input) {
  const r = spawnSync('python3', ['-c', code], { input: JSON.stringify(input), encoding: 'utf8', env: { ...process.env, PYTHONPATH: LIT_PATH } });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.trim().split('\n').map((l) => JSON.parse(l));
}

const SHELL_LINES = [
  'echo hello world', "echo 'single quoted' \"double \\\"quoted\\\"\"", 'a | b | c', 'a && b || c ; d', 'cmd > out 2> err < in',
  'cmd 2>&1 | FileCheck %s', 'cmd &> both', 'cmd >& both', 'cmd >> app 2>> err2', 'cat *.txt', "cat '*.txt'", 'ls a?c [ab]',
  'echo a\\ b', 'echo "a\\$b" "a\\nb" "x\\\\y"', 'not --crash cmd', '! cmd', 'env A=1 B=2 cmd', 'echo |', '| cmd', 'a &&', 'cmd <',
  'echo "unterminated', 'echo trailing\\', 'x 12> f', 'x "2"> f', 'echo a;b', 'echo a&b', 'echo a||b', 'cmd <& 0', "echo 'it''s'", '',
];

function toJson(node) {
  if (node instanceof Seq) return { seq: node.op, lhs: toJson(node.lhs), rhs: toJson(node.rhs) };
  if (node instanceof Pipeline) return { pipe: node.commands.map(toJson) };
  if (node instanceof Command) {
    return {
      args: node.args.map(arg),
      redirects: node.redirects.map((r) => [r.fd === undefined ? [r.op] : [r.op, r.fd], arg(r.target)]),
    };
  }
  throw new Error('unknown node');
}
const arg = (a) => (a instanceof Glob ? { glob: a.pattern } : a);

test('shell command lines parse as lit parses them', () => {
  const want = python(`
import json, sys
from lit.ShUtil import ShParser
from lit.ShCommands import Command, Pipeline, Seq, GlobItem
def arg(a): return {'glob': a.pattern} if isinstance(a, GlobItem) else a
def conv(x):
    if isinstance(x, Seq): return {'seq': x.op, 'lhs': conv(x.lhs), 'rhs': conv(x.rhs)}
    if isinstance(x, Pipeline): return {'pipe': [conv(c) for c in x.commands]}
    return {'args': [arg(a) for a in x.args], 'redirects': [[list(op), arg(t) if not isinstance(t, tuple) else list(t)] for op, t in x.redirects]}
for line in json.load(sys.stdin):
    try:
        print(json.dumps(conv(ShParser(line, False, True).parse())))
    except Exception:
        print(json.dumps({'error': True}))
`, SHELL_LINES);
  SHELL_LINES.forEach((line, i) => {
    let got;
    try {
      got = toJson(parse(line));
    } catch {
      got = { error: true };
    }
    assert.deepEqual(got, want[i], JSON.stringify(line));
  });
});

const EXPRESSIONS = [
  'a', '!a', 'a && b', 'a || missing', '(a || missing) && !b', 'true', '!true', 'x86_64-linux', '{{x86.*}}', '{{.*-linux}}', 'a-{{[0-9]+}}',
  'a &&', '&& a', '(a', 'a)', 'a b', '!!a', 'missing || !missing && a', '{{[}}', 'a-1=2.+b',
];

test('feature expressions evaluate as lit evaluates them', () => {
  const features = ['a', 'b', 'x86_64-linux', 'a-12'];
  const want = python(`
import json, sys
from lit.BooleanExpression import BooleanExpression
exprs, features = json.load(sys.stdin)
for e in exprs:
    try:
        print(json.dumps(BooleanExpression.evaluate(e, features)))
    except Exception as err:
        print(json.dumps({'error': str(err)}))
`, [EXPRESSIONS, features]);
  EXPRESSIONS.forEach((e, i) => {
    let got;
    try {
      got = evaluate(e, features);
    } catch (err) {
      got = { error: err.message };
    }
    if (want[i] && typeof want[i] === 'object' && /unterminated|bad character range|unbalanced|missing/.test(want[i].error)) {
      // A Python regex error inside {{...}}: only that it is an error must agree.
      assert.ok(got && typeof got === 'object' && got.error, e);
      return;
    }
    assert.deepEqual(got, want[i], e);
  });
});
