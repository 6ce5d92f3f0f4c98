import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'mrz';
import { buildCases } from '../eval/documents/cases.js';
import { td3 } from '../eval/documents/mrz.js';
import { fontFamilies } from '../eval/documents/style.js';

/* The evaluation's truth must be right, or its figures mean nothing: these check the set itself, not the reader. */

test('every passport case carries the MRZ its kind says: valid when genuine, a bad number check digit when tampered, the MRZ holder when the zones disagree', () => {
  for (const split of ['tune', 'report'] as const) {
    for (const c of buildCases({ split, genuine: 4, layouts: ['passport'] })) {
      const result = parse(td3(c.doc));
      const numberDetail = result.details.find((d) => d.field === 'documentNumberCheckDigit');
      if (c.kind === 'mrz_check_digit') {
        assert.equal(numberDetail?.valid, false, c.id);
      } else {
        assert.equal(result.valid, true, `${c.id}: ${JSON.stringify(result.details.filter((d) => !d.valid))}`);
        assert.equal(result.fields.documentNumber, c.doc.documentNumber);
      }
      const mrzSurname = (result.fields.lastName ?? '').replace(/ /g, '');
      const visual = c.doc.holder.surname.replace(/-/g, '');
      if (c.kind === 'zones_disagree') assert.notEqual(mrzSurname, visual, c.id);
      else assert.equal(mrzSurname, visual, c.id);
    }
  }
});

test('genuine cases match their authority record; forged record cases differ in exactly the field they name', () => {
  for (const c of buildCases({ split: 'report', genuine: 3 })) {
    const h = c.doc.holder;
    if (c.kind === 'record_name') assert.notEqual(c.record.surname, h.surname);
    else if (c.kind !== 'zones_disagree') assert.equal(c.record.surname, h.surname);
    if (c.kind === 'record_dob') assert.notEqual(c.record.dateOfBirth, h.dateOfBirth);
    else assert.equal(c.record.dateOfBirth, h.dateOfBirth);
    if (c.kind === 'expired') assert.ok(c.doc.expiryDate! < new Date().toISOString().slice(0, 10), c.id);
    else if (c.doc.expiryDate) assert.ok(c.doc.expiryDate > new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10), c.id);
    assert.equal(c.intended, c.kind === 'genuine' ? 'PASS' : 'FAIL');
  }
});

test('the tune and report splits share no identity, number, font family or portrait', () => {
  const tune = buildCases({ split: 'tune', genuine: 6 });
  const report = buildCases({ split: 'report', genuine: 6 });
  const names = (cs: typeof tune) => new Set(cs.flatMap((c) => [c.doc.holder.surname, ...c.doc.holder.givenNames.split(' ')]));
  const tuneNames = names(tune);
  assert.deepEqual([...names(report)].filter((n) => tuneNames.has(n)), []);
  const tuneNumbers = new Set(tune.map((c) => c.doc.documentNumber));
  assert.ok(report.every((c) => !tuneNumbers.has(c.doc.documentNumber)));
  assert.deepEqual(fontFamilies.tune.filter((f) => fontFamilies.report.includes(f)), []);
  const tunePortraits = new Set(tune.map((c) => c.style.portrait));
  assert.ok(report.every((c) => !tunePortraits.has(c.style.portrait)));
  // Deterministic: the same seed builds the same set.
  assert.deepEqual(buildCases({ split: 'report', genuine: 6 }).map((c) => c.doc), report.map((c) => c.doc));
});

test('the product never imports the evaluation', async () => {
  const offenders: string[] = [];
  async function walk(dir: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (/\.(ts|js)$/.test(entry.name) && /from ['"][./]*\/eval\//.test(await readFile(full, 'utf8'))) offenders.push(full);
    }
  }
  await walk(fileURLToPath(new URL('../src', import.meta.url)));
  assert.deepEqual(offenders, []);
});
