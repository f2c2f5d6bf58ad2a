// report.mjs: what lit prints while and after running (one line per test,
// the failure output with -v, the groups of failures, the summary table)
// and the reports it writes for CI systems (JUnit XML, JSON).

import fs from 'node:fs';
import { CODES, IS_FAILURE, LABEL } from './runner.mjs';

/** Python's '%.2f': exact ties round to even (JS's toFixed rounds them up). */
export function pyFixed2(x) {
  const t = x * 1000;
  if (Number.isInteger(t) && Math.abs(t % 10) === 5 && t / 1000 === x) {
    const lower = Math.floor(x * 100);
    return ((lower % 2 === 0 ? lower : lower + 1) / 100).toFixed(2);
  }
  return x.toFixed(2);
}

/** The result line and, when asked, the output of one finished test. */
export function formatResult(test, result, index, total, opts) {
  const failed = IS_FAILURE[result.code];
  let s = '';
  const showLine = (failed && opts.printResultAfter === 'failed') || opts.printResultAfter === 'all';
  if (!showLine) return s;
  const attempts = result.attempts > 1 ? `, ${result.attempts} of ${result.maxAttempts} attempts` : '';
  s += `${result.code}: ${test.fullName} (${index} of ${total}${attempts})\n`;
  if ((failed && opts.testOutput === 'failed') || opts.testOutput === 'all') {
    if (failed) s += `${'*'.repeat(20)} TEST '${test.fullName}' FAILED ${'*'.repeat(20)}\n`;
    s += `${result.output}\n${'*'.repeat(20)}\n`;
  }
  return s;
}

/** The groups of failing (and --show-CODE) tests, then the summary table. */
export function formatSummary(tests, elapsed, opts) {
  const byCode = new Map(CODES.map(([c]) => [c, []]));
  for (const t of tests) byCode.get(t.result.code).push(t);
  let s = '';
  for (const [code] of CODES) {
    const list = byCode.get(code).sort((a, b) => (a.fullName < b.fullName ? -1 : a.fullName > b.fullName ? 1 : 0));
    if (!list.length || (!IS_FAILURE[code] && !opts.shownCodes.includes(code))) continue;
    s += `${'*'.repeat(20)}\n${LABEL[code]} Tests (${list.length}):\n`;
    for (const t of list) s += `  ${t.fullName}\n`;
    s += '\n';
  }
  if (!opts.terseSummary) s += `\nTesting Time: ${pyFixed2(elapsed)}s\n`;
  s += `\nTotal Discovered Tests: ${tests.length}\n`;
  const groups = CODES.filter(([c]) => !opts.terseSummary || IS_FAILURE[c])
    .map(([c]) => [LABEL[c], byCode.get(c).length])
    .filter(([, n]) => n);
  if (!groups.length) return s;
  const labelWidth = Math.max(...groups.map(([l]) => l.length));
  const countWidth = Math.max(...groups.map(([, n]) => String(n).length));
  for (const [label, n] of groups) {
    s += `  ${label.padEnd(labelWidth)}: ${String(n).padStart(countWidth)} (${pyFixed2((n / tests.length) * 100)}%)\n`;
  }
  return s;
}

const xmlAttr = (s) => `"${String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;')}"`;
// eslint-disable-next-line no-control-regex
const stripInvalidXml = (s) => s.replace(/[\x00-\x08\x0b\x0c\x0e-\x1f]/g, '');

/** JUnit XML as lit's --xunit-xml-output writes it: one <testsuite> per suite. */
export function junitXml(tests, elapsed) {
  const skipped = new Set(['EXCLUDED', 'SKIPPED', 'UNSUPPORTED']);
  const sorted = [...tests].sort((a, b) => {
    if (a.suiteName !== b.suiteName) return a.suiteName < b.suiteName ? -1 : 1;
    const pa = a.pathInSuite.join('\0');
    const pb = b.pathInSuite.join('\0');
    return pa < pb ? -1 : pa > pb ? 1 : 0;
  });
  let s = `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites time="${elapsed.toFixed(2)}">\n`;
  for (let i = 0; i < sorted.length;) {
    const suite = sorted[i].suiteName;
    const group = [];
    while (i < sorted.length && sorted[i].suiteName === suite) group.push(sorted[i++]);
    const name = suite.replace(/\./g, '-');
    const failures = group.filter((t) => IS_FAILURE[t.result.code]).length;
    const skips = group.filter((t) => skipped.has(t.result.code)).length;
    const time = group.reduce((a, t) => a + (t.result.elapsed || 0), 0);
    s += `<testsuite name=${xmlAttr(name)} tests="${group.length}" failures="${failures}" skipped="${skips}" time="${time.toFixed(2)}">\n`;
    for (const t of group) {
      const dir = t.pathInSuite.slice(0, -1).join('/').replace(/\./g, '_');
      const className = `${name}.${dir || name}`;
      s += `<testcase classname=${xmlAttr(className)} name=${xmlAttr(t.pathInSuite[t.pathInSuite.length - 1])} time="${(t.result.elapsed || 0).toFixed(2)}"`;
      if (IS_FAILURE[t.result.code]) {
        const out = stripInvalidXml(t.result.output.replace(/\]\]>/g, ']]]]><![CDATA[>'));
        s += `>\n  <failure><![CDATA[${out}]]></failure>\n</testcase>\n`;
      } else if (skipped.has(t.result.code)) {
        const reason = t.result.code === 'EXCLUDED' ? 'Test not selected (--filter, --max-tests)'
          : t.result.code === 'SKIPPED' ? 'User interrupt'
            : t.result.output.startsWith('Test requires the following unavailable features: ')
              ? `Missing required feature(s): ${t.result.output.slice('Test requires the following unavailable features: '.length)}`
              : 'Unsupported configuration';
        s += `>\n  <skipped message=${xmlAttr(reason)}/>\n</testcase>\n`;
      } else s += '/>\n';
    }
    s += '</testsuite>\n';
  }
  return `${s}</testsuites>\n`;
}

/** The JSON report of lit's -o. */
export function jsonReport(tests, elapsed) {
  const data = {
    __version__: [22, 1, 8],
    elapsed,
    tests: tests.filter((t) => t.result.code !== 'EXCLUDED' && t.result.code !== 'SKIPPED').map((t) => ({
      code: t.result.code,
      elapsed: t.result.elapsed ?? null,
      name: t.fullName,
      output: t.result.output,
    })),
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}

export function writeReport(file, text) {
  fs.writeFileSync(file, text);
}
