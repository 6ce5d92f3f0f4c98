/**
 * Before/after tables of the red-team evaluation from its per-image stderr lines (one JSON object per
 * image), over the images both runs reached, so a run stopped early still compares like with like.
 *
 *   node --import tsx eval/documents-redteam-compare.ts before.err after.err
 */
import { readFile } from 'node:fs/promises';
import { buildRedCases, type Split } from './documents-redteam/people.js';

interface Line { id: string; variant: string; intended: string; decision: string; misses: string[]; checks: string[] }
const read = async (file: string) => (await readFile(file, 'utf8')).split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Line);
const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) throw new Error('usage: documents-redteam-compare.ts before.err after.err');
const [before, after] = [await read(beforeFile), await read(afterFile)];
const key = (l: Line) => `${l.id}/${l.variant}`;
const both = new Set(before.map(key).filter((k) => after.some((a) => key(a) === k)));
const cases = new Map([...buildRedCases('tune' as Split), ...buildRedCases('report' as Split), ...buildRedCases('holdout' as Split)].map((c) => [c.id, c]));
const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
function row(name: string, ls: Line[]) {
  const total = ls.reduce((s, l) => s + Object.keys(cases.get(l.id)?.expectedFields ?? {}).length, 0);
  const wrong = ls.reduce((s, l) => s + l.misses.length, 0);
  const genuine = ls.filter((l) => cases.get(l.id)?.kind === 'genuine');
  const mustPass = ls.filter((l) => l.intended === 'PASS');
  return `| ${name} | ${ls.length} | ${pct(total - wrong, total)} | ${pct(ls.filter((l) => l.decision === l.intended).length, ls.length)} | ${pct(genuine.filter((l) => l.decision === 'PASS').length, genuine.length)} | ${ls.filter((l) => l.intended !== 'PASS' && l.decision === 'PASS').length} / ${ls.length - mustPass.length} | ${mustPass.filter((l) => l.decision === 'FAIL').length} / ${mustPass.length} | ${pct(ls.filter((l) => l.decision === 'REVIEW').length, ls.length)} |`;
}
for (const [name, lines] of [['before', before], ['after', after]] as const) {
  const ls = lines.filter((l) => both.has(key(l)));
  const out = [`${name}: ${ls.length} images`, '', '| group | images | fields exact | decision right | genuine PASS | should-not-pass PASS | genuine FAIL | REVIEW |', '|---|---|---|---|---|---|---|---|'];
  for (const v of [...new Set(ls.map((l) => l.variant))]) out.push(row(v, ls.filter((l) => l.variant === v)));
  for (const lay of [...new Set(ls.map((l) => cases.get(l.id)!.layout))]) out.push(row(lay, ls.filter((l) => cases.get(l.id)!.layout === lay)));
  for (const k of [...new Set(ls.map((l) => cases.get(l.id)!.kind))]) out.push(row(k, ls.filter((l) => cases.get(l.id)!.kind === k)));
  out.push(row('**all**', ls));
  const wrong = ls.filter((l) => l.decision !== l.intended).map((l) => `- ${l.id} ${l.variant}: ${l.intended}->${l.decision}; ${l.checks.map((c) => c.split(':')[0]).join(', ')}`);
  console.log([...out, '', 'Wrong decisions:', ...wrong, ''].join('\n'));
}
