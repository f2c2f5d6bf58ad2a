// Splits the driver's stderr into what the playground shows apart: the IR
// dumps of --mlir-print-ir-before/after-all (the stages of a pipeline), the
// --mlir-timing report, and the rest (diagnostics and other lines). Pure
// functions over text.
//
//   // -----// IR Dump After Canonicalizer (canonicalize) //----- //
//   module { ... }
//   <blank line>
//
//   ===-------------------------------------------------------------------------===
//                            ... Execution time report ...
//   ===-------------------------------------------------------------------------===
//     Total Execution Time: 0.0012 seconds
//
//     ----User Time----  ----Wall Time----  ----Name----
//       0.0001 ( 10.0%)    0.0001 ( 10.0%)  Parser

// Upstream's banner: `IR Dump After Canonicalizer Failed (canonicalize)`, with
// `('func.func' operation: @f)` after it at module scope.
const DUMP = /^\/\/ -----\/\/ IR Dump (Before|After) (.*?)( Failed)? \(([^()]*)\)(?: \('[^']*' operation(?:: @.*)?\))? \/\/----- \/\/$/;
const RULE = /^===-+===$/;
const REPORT_TITLE = /^\s*\.\.\. (.*) \.\.\.\s*$/;
const DIAGNOSTIC = /^(.*?):(\d+):(\d+): (error|warning|note|remark): /;

/**
 * Splits stderr. Returns {stages, reports, rest}:
 *  - stages: [{when: 'Before'|'After'|'After Failed', pass, argument, text}]
 *    in the order printed (`pass` is upstream's class name, `argument` the
 *    pipeline name);
 *  - reports: {title: text} for each `... Title ...` report (e.g.
 *    'Execution time report'), the text being the lines under its header;
 *  - rest: the remaining text (diagnostics and anything else), lines kept.
 */
export function splitStderr(stderr) {
  const lines = stderr.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const stages = [];
  const reports = {};
  const rest = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const dump = DUMP.exec(line);
    if (dump) {
      const body = [];
      i++;
      while (i < lines.length && !DUMP.test(lines[i]) && !RULE.test(lines[i]) && !DIAGNOSTIC.test(lines[i])) {
        body.push(lines[i]);
        i++;
      }
      while (body.length && body[body.length - 1] === '') body.pop();
      const when = dump[3] ? 'After Failed' : dump[1];
      stages.push({ when, pass: dump[2], argument: dump[4], text: body.join('\n') + '\n' });
      continue;
    }
    const title = RULE.test(line) && i + 2 < lines.length && RULE.test(lines[i + 2]) && REPORT_TITLE.exec(lines[i + 1]);
    if (title) {
      const body = [];
      i += 3;
      while (i < lines.length && !RULE.test(lines[i]) && !DUMP.test(lines[i]) && !DIAGNOSTIC.test(lines[i])) {
        body.push(lines[i]);
        i++;
      }
      while (body.length && body[body.length - 1] === '') body.pop();
      reports[title[1]] = body.join('\n');
      continue;
    }
    rest.push(line);
    i++;
  }
  return { stages, reports, rest: rest.length ? rest.join('\n') + '\n' : '' };
}

const TIME_ROW = /^\s+(\d+(?:\.\d+)?) \(\s*(\d+(?:\.\d+)?)%\)\s{2}(?:\s*(\d+(?:\.\d+)?) \(\s*(\d+(?:\.\d+)?)%\)\s{2})?( *)(\S.*)$/;
const TOTAL = /Total Execution Time: (\d+(?:\.\d+)?) seconds/;

/**
 * Parses the body of the 'Execution time report': {total (seconds), columns
 * (['User', 'Wall'] or ['Wall']), rows: [{name, depth, wall, wallPercent,
 * user?, userPercent?}]}. The wall time is the last time column.
 */
export function parseTiming(text) {
  const total = TOTAL.exec(text);
  const header = text.split('\n').find((l) => /----Name----/.test(l)) ?? '';
  const columns = header.includes('User Time') ? ['User', 'Wall'] : ['Wall'];
  const rows = [];
  // The first name column of the header gives the base indentation.
  const nameAt = header.indexOf('----Name----');
  for (const line of text.split('\n')) {
    const m = TIME_ROW.exec(line);
    if (!m) continue;
    const nameStart = line.length - m[6].length;
    const depth = nameAt >= 0 ? Math.max(0, Math.round((nameStart - nameAt) / 2)) : m[5].length / 2;
    const row = { name: m[6].trimEnd(), depth };
    if (m[3] !== undefined) {
      row.user = Number(m[1]);
      row.userPercent = Number(m[2]);
      row.wall = Number(m[3]);
      row.wallPercent = Number(m[4]);
    } else {
      row.wall = Number(m[1]);
      row.wallPercent = Number(m[2]);
    }
    rows.push(row);
  }
  return { total: total ? Number(total[1]) : null, columns, rows };
}
