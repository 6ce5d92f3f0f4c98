import type { SessionData } from '../src/services/document-trust/document-trust.schemas.js';
import { createTestApp, type TestApp } from '../test/helpers/app.js';
import { createVerifier, postDocument, putAuthorityRecord } from '../test/helpers/documents.js';

/**
 * What the document evaluations (eval/documents.ts, eval/documents-redteam.ts) share: their command
 * line's common choices, the app they send images to through the real HTTP API (embedded PGlite,
 * sandbox authority) and how one answer is scored against what the document prints.
 */

/** A comma-separated choice from `all` (every one when not given); an unknown name stops the run. */
export function chooseFrom<T extends string>(given: string | undefined, all: readonly T[], what: string): T[] {
  const chosen = (given?.split(',') ?? all) as T[];
  for (const name of chosen) if (!all.includes(name)) throw new Error(`unknown ${what} ${name}; one of ${all.join(', ')}`);
  return chosen;
}

/** --split: the set failures may be looked at (tune) or the one reported on. */
export function splitOf(value: string | undefined): 'tune' | 'report' {
  if (value !== 'tune' && value !== 'report') throw new Error('--split is tune or report');
  return value;
}

/** --doc-type: what the form says (auto: let the reader find the type; stated: the layout's type). */
export function docTypeModeOf(value: string | undefined): 'auto' | 'stated' {
  if (value !== 'auto' && value !== 'stated') throw new Error('--doc-type is auto or stated');
  return value;
}

/** --max-minutes: when to start no new document. */
export const deadlineOf = (maxMinutes: string | undefined) => (maxMinutes === undefined ? Infinity : Date.now() + Number(maxMinutes) * 60_000);

/** An authority record the sandbox holds (POST /admin/v1/sandbox/authority-records). */
export interface EvalAuthorityRecord {
  docType: string;
  documentNumber: string;
  fields: object;
  simulateUnavailable?: boolean;
}

/** The app, a verifier with the balance for a long run, and the authority records of every case. */
export async function startDocumentEval(options: { env?: Record<string, string>; records: EvalAuthorityRecord[] }): Promise<{ t: TestApp; apiKey: string }> {
  const t = await createTestApp({ env: options.env ?? {} });
  try {
    const verifier = await createVerifier(t, { balanceKobo: 1_000_000_000 });
    for (const record of options.records) {
      const saved = await putAuthorityRecord(t, { ...record });
      if (saved.statusCode !== 200) throw new Error(`authority record ${record.docType} ${record.documentNumber}: ${saved.raw}`);
    }
    return { t, apiKey: verifier.apiKey };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/** One image's answer, scored against the fields the document prints. */
export interface ScoredRead {
  /** PASS / REVIEW / FAIL, or `HTTP nnn` when the API refused the image. */
  decision: string;
  docTypeDetected: string | null;
  fieldsRight: number;
  fieldsTotal: number;
  misses: string[];
  headline: string;
  /** Checks that did not pass (code, status, message), to read a failure without re-running it. */
  checks: string[];
}

export function scoreRead(response: Awaited<ReturnType<typeof postDocument>>, expected: Record<string, string>): ScoredRead {
  const data = response.statusCode === 200 ? (response.body.data as SessionData) : null;
  const misses = Object.entries(expected)
    .filter(([field, value]) => data?.extractedData.fields[field] !== value)
    .map(([field, value]) => `${field}: want ${value}, got ${data?.extractedData.fields[field] ?? '-'}`);
  return {
    decision: data ? data.decision : `HTTP ${response.statusCode}`,
    docTypeDetected: data ? data.docTypeDetected : null,
    fieldsRight: Object.keys(expected).length - misses.length,
    fieldsTotal: Object.keys(expected).length,
    misses,
    headline: data ? data.summary.headline : JSON.stringify(response.body.error ?? response.body),
    checks: data ? data.checks.filter((k) => k.status !== 'pass').map((k) => `${k.code} ${k.status}: ${k.message}`) : [],
  };
}

export const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);

/** "Field misses: layout.field n, ..." most first; null when every field was read. */
export function fieldMissesLine(results: { layout: string; misses: string[] }[]): string | null {
  const count = new Map<string, number>();
  for (const r of results) for (const m of r.misses) count.set(`${r.layout}.${m.split(':')[0]}`, (count.get(`${r.layout}.${m.split(':')[0]}`) ?? 0) + 1);
  return count.size === 0 ? null : `Field misses: ${[...count].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`;
}

/** One image's scored answer, with what the case meant to decide. */
export interface EvalResult extends ScoredRead {
  id: string;
  layout: string;
  kind: string;
  variant: string;
  intended: string;
  expectedDocType: string;
}

function tableRow(name: string, rs: EvalResult[]): string {
  const genuine = rs.filter((r) => r.kind === 'genuine');
  const mustFail = rs.filter((r) => r.intended === 'FAIL');
  const mustPass = rs.filter((r) => r.intended === 'PASS');
  const fr = rs.reduce((s, r) => s + r.fieldsRight, 0);
  const ft = rs.reduce((s, r) => s + r.fieldsTotal, 0);
  return `| ${name} | ${rs.length} | ${pct(fr, ft)} | ${pct(rs.filter((r) => r.decision === r.intended).length, rs.length)} | ${pct(genuine.filter((r) => r.decision === 'PASS').length, genuine.length)} | ${rs.filter((r) => r.intended !== 'PASS' && r.decision === 'PASS').length} / ${rs.length - mustPass.length} | ${mustPass.filter((r) => r.decision === 'FAIL').length} / ${mustPass.length} | ${mustFail.filter((r) => r.decision === 'REVIEW').length} / ${mustFail.length} | ${pct(rs.filter((r) => r.decision === 'REVIEW').length, rs.length)} | ${pct(rs.filter((r) => r.docTypeDetected === r.expectedDocType).length, rs.length)} |`;
}

const tableHeader = (first: string) => [
  `| ${first} | images | fields exact | decision right | genuine PASS | should-not-pass PASS | genuine FAIL | forged REVIEW | REVIEW | docType detected |`,
  '|---|---|---|---|---|---|---|---|---|---|',
];

/**
 * The red-team and blind evaluations' report: tables by variant, layout and case kind, the fields
 * missed, the wrong decisions by reason, and every should-not-pass PASS and genuine FAIL by name.
 */
export function reportTables(results: EvalResult[], groups: { variants: readonly string[]; layouts: readonly string[] }): string[] {
  const lines = ['', 'By variant:', '', ...tableHeader('variant')];
  for (const v of groups.variants) lines.push(tableRow(v, results.filter((r) => r.variant === v)));
  lines.push(tableRow('**all**', results));
  lines.push('', 'By layout (all variants):', '', ...tableHeader('layout'));
  for (const l of groups.layouts) lines.push(tableRow(l, results.filter((r) => r.layout === l)));
  lines.push('', 'By case kind (all variants):', '', ...tableHeader('kind'));
  for (const k of [...new Set(results.map((r) => r.kind))]) lines.push(tableRow(k, results.filter((r) => r.kind === k)));
  const misses = fieldMissesLine(results);
  if (misses) lines.push('', misses);
  const reasons = new Map<string, number>();
  for (const r of results.filter((x) => x.decision !== x.intended)) {
    const key = `${r.intended}->${r.decision}: ${r.checks.map((c) => c.split(':')[0]).join(', ') || r.headline}`;
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  if (reasons.size) lines.push('', 'Wrong decisions by reason (intended->got: checks not passing):', ...[...reasons].sort((a, b) => b[1] - a[1]).map(([k, n]) => `- ${n} x ${k}`));
  const worst = results.filter((r) => (r.intended !== 'PASS' && r.decision === 'PASS') || (r.intended === 'PASS' && r.decision === 'FAIL'));
  if (worst.length) lines.push('', 'Should-not-pass PASS / genuine FAIL:', ...worst.map((r) => `- ${r.id} ${r.variant}: ${r.decision} (${r.checks.join(' | ') || r.headline})`));
  return lines;
}
