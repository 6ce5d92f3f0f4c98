import { parse as parseMrz } from 'mrz';
import type { EvalAuthorityRecord } from '../document-eval.js';
import type { Kind } from './cases.js';

/**
 * A blind set's outcomes re-derived from what a page prints, what its record holds and today, the
 * way a careful reader of the spec would decide: FAIL on a record that disagrees, an expired
 * document, an MRZ that does not hold or disagrees with its page; PASS otherwise. Every set from the
 * seventh on decides by these rules (each with its own kinds), so they are written once here; they
 * read only a case's printed data, its MRZ, its records and its kind, never the builder's reasons.
 * Each set's check.ts proves every case with them, and its runner refuses a set whose dates have
 * gone stale.
 */

/** What the oracle reads of a case. */
export interface OracleCase {
  id: string;
  layout: string;
  kind: Kind;
  intended: 'PASS' | 'FAIL';
  docType: string;
  printed: { documentNumber: string; surname: string; givenNames: string; sex: 'M' | 'F'; dateOfBirth: string; expiryDate: string | null };
  mrz: [string, string] | null;
  records: EvalAuthorityRecord[];
}

/** The MRZ's spelling of a visual-zone name, written here again rather than imported from the builder. */
export const asMrz = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/['’]/g, '').replace(/[-\s]+/g, ' ').trim();

const upper = (s: string) => s.normalize('NFC').toUpperCase().trim();

const yymmdd = (iso: string) => iso.slice(2).replace(/-/g, '');

/** Why a careful reader must FAIL the document (an empty list: it must PASS). */
export function reasonsToFail(c: OracleCase, today: string): string[] {
  const reasons: string[] = [];
  const pr = c.printed;
  const record = c.records.find((r) => r.docType === c.docType && r.documentNumber === pr.documentNumber);
  if (!record) reasons.push('record:none');
  else {
    const f = record.fields as Record<string, string | undefined>;
    if (upper(f.surname ?? '') !== upper(pr.surname)) reasons.push('record:surname');
    if (upper(f.givenNames ?? '') !== upper(pr.givenNames)) reasons.push('record:givenNames');
    if (f.dateOfBirth !== pr.dateOfBirth) reasons.push('record:dateOfBirth');
    if (f.sex !== undefined && f.sex !== pr.sex) reasons.push('record:sex');
    if (f.expiryDate !== undefined && f.expiryDate !== pr.expiryDate) reasons.push('record:expiryDate');
  }
  if (pr.expiryDate && pr.expiryDate < today) reasons.push('expired');
  if (c.layout === 'passport') {
    if (!c.mrz) reasons.push('mrz:missing');
    else {
      const read = parseMrz(c.mrz);
      if (read.format !== 'TD3' || c.mrz.some((l) => l.length !== 44)) reasons.push('mrz:format');
      if (read.details.some((d) => !d.valid)) reasons.push('mrz:check');
      const fl = read.fields;
      if ((fl.lastName ?? '') !== asMrz(pr.surname)) reasons.push('mrz:surname');
      const given = asMrz(pr.givenNames);
      const mrzGiven = fl.firstName ?? '';
      // The MRZ may cut the given names, only when its name field is full.
      const fieldFull = !c.mrz[0].slice(5).endsWith('<');
      if (!(mrzGiven === given || (fieldFull && given.startsWith(mrzGiven) && mrzGiven.length > 0))) reasons.push('mrz:givenNames');
      if (fl.birthDate !== yymmdd(pr.dateOfBirth)) reasons.push('mrz:dateOfBirth');
      if (fl.expirationDate !== yymmdd(pr.expiryDate ?? '')) reasons.push('mrz:expiryDate');
      if (fl.documentNumber !== pr.documentNumber) reasons.push('mrz:number');
      if ((fl.sex === 'male' ? 'M' : fl.sex === 'female' ? 'F' : '?') !== pr.sex) reasons.push('mrz:sex');
      if (fl.issuingState !== 'NGA' || fl.nationality !== 'NGA') reasons.push('mrz:state');
    }
  }
  return reasons;
}

/** What each kind must break, and nothing else. */
export function reasonsFit(c: OracleCase, reasons: string[]): boolean {
  const only = (...want: string[]) => reasons.length === want.length && want.every((w) => reasons.includes(w));
  switch (c.kind) {
    case 'genuine':
      return reasons.length === 0;
    case 'record-surname':
      return only('record:surname');
    case 'record-dob':
      return only('record:dateOfBirth');
    case 'record-given':
      return only('record:givenNames');
    case 'expired':
      return only('expired');
    case 'viz-surname':
      return only('record:surname', 'mrz:surname');
    case 'viz-given':
      return only('record:givenNames', 'mrz:givenNames');
    case 'mrz-digit':
      return only('mrz:check');
    case 'number-mismatch':
      return only('mrz:number');
    case 'viz-dob':
      return only('record:dateOfBirth', 'mrz:dateOfBirth');
    case 'viz-expiry':
      return only('record:expiryDate', 'mrz:expiryDate');
    case 'mrz-other-person':
      return reasons.includes('mrz:surname') && reasons.includes('mrz:givenNames') && reasons.includes('mrz:dateOfBirth') && reasons.every((r) => r.startsWith('mrz:') && r !== 'mrz:check' && r !== 'mrz:number');
  }
}

/**
 * Cases `today` no longer fits: the intended outcome is not what the page, the record and today
 * make it, or a document meant to PASS expires within a year (it could be REVIEW, expiring soon).
 */
export function staleCases(cases: readonly OracleCase[], today: string, addDays: (iso: string, days: number) => string): string[] {
  const out: string[] = [];
  for (const c of cases) {
    const reasons = reasonsToFail(c, today);
    const derived = reasons.length === 0 ? 'PASS' : 'FAIL';
    if (derived !== c.intended) out.push(`${c.id}: intended ${c.intended}, ${today} makes it ${derived} (${reasons.join(', ') || 'nothing wrong'})`);
    else if (derived === 'PASS' && c.printed.expiryDate && c.printed.expiryDate < addDays(today, 365)) out.push(`${c.id}: expires ${c.printed.expiryDate}, within a year of ${today}`);
  }
  return out;
}
