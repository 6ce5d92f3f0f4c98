/**
 * Compares two runs of eval/documents.ts (their --json files) on the images both covered, by variant:
 * fields exact, decision right, forged PASS, genuine FAIL. A run stopped by --max-minutes covers
 * fewer documents; this keeps the comparison on the same images.
 *
 *   node --import tsx eval/documents-compare.ts before.json after.json [--names tesseract,ppocr]
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

interface Result {
  id: string;
  variant: string;
  intended: 'PASS' | 'FAIL';
  decision: string;
  fieldsRight: number;
  fieldsTotal: number;
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { names: { type: 'string', default: 'before,after' } } });
if (positionals.length !== 2) throw new Error('usage: documents-compare.ts before.json after.json');
const names = values.names.split(',');
const runs = await Promise.all(positionals.map(async (file) => (JSON.parse(await readFile(file, 'utf8')) as { results: Result[] }).results));
const key = (r: Result) => `${r.id}/${r.variant}`;
const both = new Set(runs[0]!.map(key).filter((k) => runs[1]!.some((r) => key(r) === k)));
const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
function cells(rs: Result[]): string {
  const genuine = rs.filter((r) => r.intended === 'PASS');
  const forged = rs.filter((r) => r.intended === 'FAIL');
  const right = rs.reduce((s, r) => s + r.fieldsRight, 0);
  const total = rs.reduce((s, r) => s + r.fieldsTotal, 0);
  return `${pct(right, total)} | ${pct(rs.filter((r) => r.decision === r.intended).length, rs.length)} | ${forged.filter((r) => r.decision === 'PASS').length} / ${forged.length} | ${genuine.filter((r) => r.decision === 'FAIL').length} / ${genuine.length}`;
}
const variants = [...new Set(runs[0]!.map((r) => r.variant))];
const documents = new Set([...both].map((k) => k.split('/')[0]));
console.log(`${both.size} images (${documents.size} documents) in both runs`);
console.log('');
const cols = ['fields exact', 'decision right', 'forged PASS', 'genuine FAIL'];
console.log(`| variant | images | ${names.flatMap((n) => cols.map((c) => `${n}: ${c}`)).join(' | ')} |`);
console.log(`|---|---|${names.flatMap(() => cols.map(() => '---')).join('|')}|`);
for (const variant of [...variants, 'all']) {
  const pick = (rs: Result[]) => rs.filter((r) => both.has(key(r)) && (variant === 'all' || r.variant === variant));
  const [a, b] = runs.map(pick);
  if (a!.length === 0) continue;
  console.log(`| ${variant === 'all' ? '**all**' : variant} | ${a!.length} | ${cells(a!)} | ${cells(b!)} |`);
}
