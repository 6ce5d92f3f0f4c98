/**
 * Document trust on real and specimen document images from public repositories (never our own
 * generator): each image is posted to the API as a client would (docType auto, no authority record,
 * so a passport whose number the MRZ proves meets "no record"), and the MRZ the pipeline read is
 * taken from the session's evidence record.
 *
 *   node --import tsx eval/documents-real-extract.ts --out /tmp/verity-real-docs   # once: the images
 *   VERITY_REAL_DOCS=/tmp/verity-real-docs node --import tsx eval/documents-real.ts [--split tune|report|all] [--only name,...] [--json FILE] [--show] [--turn 90]
 *
 * --turn 90|180|270 sends each image turned (its pixels turned, PNG, no orientation tag).
 * --show prints, per image, the page text the OCR read, the fields extracted and every check not passed.
 *
 * Splits: `tune` is PassportEye's testdata folder (what fixes were looked at), `report` everything
 * else (PassportEye's tests/data, image-js/mrz-detection, fastmrz, the redacted Nigerian pair).
 * Ground truth, where there is any, is in eval/documents-real/sources.ts with how it was obtained.
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { parse } from 'mrz';
import sharp from 'sharp';
import { tables } from '../src/core/db/index.js';
import type { SessionData } from '../src/services/document-trust/document-trust.schemas.js';
import { createTestApp } from '../test/helpers/app.js';
import { createVerifier, postDocument } from '../test/helpers/documents.js';
import { images, sources, type RealImage } from './documents-real/sources.js';

const { values } = parseArgs({ options: { split: { type: 'string', default: 'all' }, only: { type: 'string' }, json: { type: 'string' }, show: { type: 'boolean', default: false }, turn: { type: 'string', default: '0' } } });
const turn = Number(values.turn);
if (![0, 90, 180, 270].includes(turn)) throw new Error('--turn is 0, 90, 180 or 270');
/** The image as sent: as stored, or (--turn) its pixels turned clockwise with any EXIF orientation applied first, as a portrait photo whose orientation tag was lost. */
const sendable = async (bytes: Buffer) => (turn === 0 ? bytes : sharp(await sharp(bytes).rotate().png().toBuffer()).rotate(turn).png().toBuffer());
const dir = process.env.VERITY_REAL_DOCS ?? '/tmp/verity-real-docs';
if (!existsSync(dir)) throw new Error(`${dir} does not exist: build it with eval/documents-real-extract.ts (VERITY_REAL_DOCS names it)`);

export const splitOf = (image: RealImage) => (image.source === 'passporteye' && image.path.includes('/testdata/') ? 'tune' : 'report');
const chosen = images.filter((i) => (values.split === 'all' || splitOf(i) === values.split) && (values.only === undefined || values.only.split(',').includes(i.name)));

/**
 * Check digits of a TD3 / TD2 / TD1 reading (with the `mrz` package's autocorrect, as the handler
 * reads it): valid when every check digit holds, whatever else the package objects to (it does not
 * know the specimen states UTO and BDR); invalid; or not parseable as an MRZ at all.
 */
function mrzVerdict(lines: string[]): 'valid' | 'invalid' | 'unparsed' {
  try {
    const result = parse(lines, { autocorrect: true });
    return result.details.filter((d) => /check digit/i.test(d.label)).every((d) => d.valid) ? 'valid' : 'invalid';
  } catch {
    return 'unparsed';
  }
}

/**
 * Read and typed TD3 lines compared character by character, except that a 0 in the state codes (line
 * 1 characters 3-5, line 2 characters 11-13, letters by the standard) is taken as the O it must be:
 * OCR-B prints them nearly alike and `mrz`'s autocorrect repairs exactly those, as the handler reads them.
 */
function sameMrz(read: string[], typed: string[]): boolean {
  const letters = (line: string, from: number) => line.slice(0, from) + line.slice(from, from + 3).replace(/0/g, 'O') + line.slice(from + 3);
  const norm = (lines: string[]) => [letters(lines[0] ?? '', 2), letters(lines[1] ?? '', 10)].join('\n');
  return norm(read) === norm(typed);
}

/** Whether the print's check digits are known valid, and how we know. */
function printedValid(image: RealImage): string {
  if (image.mrz) return mrzVerdict(image.mrz) === 'valid' ? 'valid (typed)' : 'INVALID (typed)';
  if (image.source === 'passporteye' && /\/100_/.test(image.path)) return 'valid (score 100)';
  return '?';
}

interface Row {
  name: string;
  split: string;
  kind: string;
  size: string;
  decision: string;
  docType: string;
  mrzLines: number;
  mrzCheck: string;
  printed: string;
  exact: string;
  genuineFail: boolean;
  reasons: string;
  ms: number;
  mrzText: string;
  headline: string;
}

const t = await createTestApp();
const rows: Row[] = [];
try {
  const verifier = await createVerifier(t, { balanceKobo: 1_000_000_000 });
  // One request outside the measurement, so engine start-up is not in the timings.
  await postDocument(t, verifier.apiKey, await readFile(path.join(dir, chosen[0]!.name)));
  for (const image of chosen) {
    const file = path.join(dir, image.name);
    if (!existsSync(file)) {
      process.stderr.write(`${image.name} missing from ${dir}\n`);
      continue;
    }
    const bytes = await sendable(await readFile(file));
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    const began = performance.now();
    const response = await postDocument(t, verifier.apiKey, bytes);
    const ms = performance.now() - began;
    const data = response.statusCode === 200 ? (response.body.data as SessionData) : null;
    let mrzText = '';
    if (data) {
      const [session] = await t.database.db.select().from(tables.documentTrustSessions).where(eq(tables.documentTrustSessions.id, data.sessionId));
      const record = session ? await t.blobStore.get(session.evidenceKeys.at(-1)!) : null;
      const evidence = record ? (JSON.parse(record.bytes.toString()) as { mrzText: string | null; ocrText: string }) : null;
      mrzText = evidence?.mrzText ?? '';
      if (values.show) process.stderr.write(`===== ${image.name}: ${data.decision} ${data.docTypeDetected} ${JSON.stringify(data.extractedData.fields)}\n${evidence?.ocrText ?? ''}\n--- MRZ read: ${mrzText}\n`);
    }
    // As the handler takes them: spaces the OCR put between characters removed.
    const lines = mrzText.split('\n').map((l) => l.replace(/\s+/g, '')).filter((l) => l.length >= 30);
    const mrzCheck = lines.length >= 2 ? mrzVerdict(lines) : 'not read';
    const printed = printedValid(image);
    const mrzCheckDigits = data?.checks.find((c) => c.code === 'MRZ_CHECK_DIGITS');
    rows.push({
      name: image.name,
      split: splitOf(image),
      kind: image.kind,
      size: `${width}x${height}`,
      decision: data ? data.decision : `HTTP ${response.statusCode}`,
      docType: data ? data.docTypeDetected : '-',
      mrzLines: lines.length,
      mrzCheck,
      printed,
      exact: image.mrz ? (sameMrz(lines, image.mrz) ? 'yes' : 'no') : '-',
      genuineFail: printed.startsWith('valid') && mrzCheckDigits?.status === 'fail',
      reasons: data ? data.checks.filter((c) => c.status === 'fail' || c.status === 'review').map((c) => `${c.code}${c.status === 'fail' ? '!' : '?'}`).join(' ') : `refused: ${(response.body.error as { details?: { path: string; message: string }[] } | undefined)?.details?.map((d) => `${d.path} ${d.message}`).join('; ') ?? response.statusCode}`,
      ms,
      mrzText,
      headline: data ? data.summary.headline : '',
    });
    const r = rows.at(-1)!;
    process.stderr.write(`${JSON.stringify({ name: r.name, decision: r.decision, docType: r.docType, mrz: r.mrzText, checks: data?.checks.filter((c) => c.status !== 'pass').map((c) => `${c.code} ${c.status}: ${c.message}`) })}\n`);
  }
} finally {
  await t.close();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const out: string[] = [];
out.push(`Real-image evaluation, split ${values.split}${turn ? `, every image turned ${turn} degrees` : ''}: ${rows.length} images from ${[...new Set(rows.map((r) => sources[images.find((i) => i.name === r.name)!.source].repo))].join(', ')}; docType auto; engine ${t.config.documentTrust.ocrEngine}; no authority records.`);
out.push('', '| image | split | kind | px | decision | docType | MRZ lines read | read check digits | printed check digits | read = typed | reasons (! fail, ? review) | ms |', '|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) out.push(`| ${r.name} | ${r.split} | ${r.kind} | ${r.size} | ${r.decision} | ${r.docType} | ${r.mrzLines} | ${r.mrzCheck} | ${r.printed} | ${r.exact} | ${r.reasons} | ${Math.round(r.ms)} |`);
out.push('', '| kind | images | PASS | REVIEW | FAIL | HTTP 4xx | MRZ read, check digits valid | genuine-FAIL (MRZ_CHECK_DIGITS fail on a valid print) | median ms |', '|---|---|---|---|---|---|---|---|---|');
for (const kind of [...new Set(rows.map((r) => r.kind)), 'all']) {
  const rs = kind === 'all' ? rows : rows.filter((r) => r.kind === kind);
  out.push(`| ${kind} | ${rs.length} | ${rs.filter((r) => r.decision === 'PASS').length} | ${rs.filter((r) => r.decision === 'REVIEW').length} | ${rs.filter((r) => r.decision === 'FAIL').length} | ${rs.filter((r) => r.decision.startsWith('HTTP')).length} | ${rs.filter((r) => r.mrzCheck === 'valid').length} | ${rs.filter((r) => r.genuineFail).length} | ${Math.round(median(rs.map((r) => r.ms)))} |`);
}
console.log(out.join('\n'));
if (values.json) await (await import('node:fs/promises')).writeFile(values.json, JSON.stringify(rows, null, 2));
