import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { parse as parseMrz } from 'mrz';
import { addDays, ageOn } from './dates.js';
import type { BlindCase } from './cases.js';

/**
 * The checks of a blind set's cases that every set from the seventh on makes the same way: ids and
 * records unique, each intended outcome re-derived by the oracle the set passes (its oracle.ts, the
 * rules of eval/blind-kit/oracle.ts), each forgery breaking exactly its own rule, dates that a real
 * document could carry, MRZ check digits wrong exactly where altered, and every kind and design
 * present; and the rules several sets hold their people to (a sibling's given names, surnames and
 * forgeries far enough apart, every forgery visible in the MRZ). Problems go to the set's own list
 * through `fail`.
 */

/** Edit distance (insertions, deletions, substitutions). */
export function measureDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const keep = row[j] ?? 0;
      row[j] = Math.min((row[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = keep;
    }
  }
  return row[b.length] ?? 0;
}

/** A case as the checks read it (the seventh and eighth sets' cases carry no viz-expiry field). */
type CheckedCase<L extends string, K extends string, D extends string, P extends string> = Omit<BlindCase<L, K, D, P>, 'trueExpiry'> & { trueExpiry?: string | null };

export interface CaseChecks<L extends string, K extends string, D extends string, P extends string, C extends CheckedCase<L, K, D, P>> {
  /** Today, ISO (the set's pin or the clock). */
  today: string;
  /** The day the set was built: no document is issued after it. */
  builtOn: string;
  /** `thirteenth`: the set to build once a genuine document expires within a year. */
  nextSet: string;
  designsOf: Record<L, readonly D[]>;
  kinds: readonly K[];
  people: readonly { key: P; givenNames: string }[];
  reasonsToFail(c: C, today: string): string[];
  reasonsFit(c: C, reasons: string[]): boolean;
  /** A name as the MRZ writes it. */
  asMrz(name: string): string;
  fail(what: string): void;
}

export function checkSetCases<L extends string, K extends string, D extends string, P extends string, C extends CheckedCase<L, K, D, P>>(cases: readonly C[], set: CaseChecks<L, K, D, P, C>): void {
  const { today, fail } = set;
  const ids = new Set<string>();
  const numbers = new Set<string>();
  for (const c of cases) {
    if (ids.has(c.id)) fail(`${c.id}: duplicate id`);
    ids.add(c.id);
    for (const r of c.records) {
      const key = `${r.docType}:${r.documentNumber}`;
      if (numbers.has(key)) fail(`${c.id}: record ${key} collides with another case's`);
      numbers.add(key);
      if (r.docType !== c.docType) fail(`${c.id}: record of docType ${r.docType}`);
    }
    if (!(set.designsOf[c.layout] as readonly string[]).includes(c.design)) fail(`${c.id}: design ${c.design} is not a ${c.layout}`);
    const reasons = set.reasonsToFail(c, today);
    const derived = reasons.length === 0 ? 'PASS' : 'FAIL';
    if (derived !== c.intended) fail(`${c.id}: intended ${c.intended}, but the page, the record and ${today} make it ${derived} (${reasons.join(', ') || 'nothing wrong'})`);
    if (!set.reasonsFit(c, reasons)) fail(`${c.id}: a ${c.kind} case must break exactly its own rule; it breaks ${reasons.join(', ') || 'nothing'}`);
    // A document that expires within a year could be REVIEW (expiring soon), not PASS: the set needs rebuilding then.
    if (derived === 'PASS' && c.printed.expiryDate && c.printed.expiryDate < addDays(today, 365)) fail(`${c.id}: expires ${c.printed.expiryDate}, within a year of ${today}: build a ${set.nextSet} set`);
    if (c.kind === 'expired' && c.printed.expiryDate && c.printed.expiryDate > addDays(today, -180)) fail(`${c.id}: expired only on ${c.printed.expiryDate}`);
    if (c.kind === 'viz-expiry') {
      const mrzExpiry = c.mrz ? parseMrz(c.mrz).fields.expirationDate : null;
      if (!c.trueExpiry || c.trueExpiry > addDays(today, -180)) fail(`${c.id}: the true expiry ${c.trueExpiry ?? '-'} is not years past`);
      if (!c.printed.expiryDate || c.printed.expiryDate < addDays(today, 365)) fail(`${c.id}: the printed expiry ${c.printed.expiryDate ?? '-'} is not well in the future`);
      if (mrzExpiry !== (c.trueExpiry ?? '').slice(2).replace(/-/g, '')) fail(`${c.id}: the MRZ's expiry ${mrzExpiry ?? '-'} is not the true one`);
      if ((c.records[0]?.fields as Record<string, string | undefined> | undefined)?.expiryDate !== c.trueExpiry) fail(`${c.id}: the record's expiry is not the true one`);
    }
    if (c.kind === 'viz-given' && c.mrz) {
      // The MRZ keeps the holder's own given names; the page prints the forged ones.
      const p = set.people.find((x) => x.key === c.person);
      if (parseMrz(c.mrz).fields.firstName !== set.asMrz(p?.givenNames ?? '')) fail(`${c.id}: the MRZ does not hold the true given names`);
    }

    const { issueDate, expiryDate, dateOfBirth } = c.printed;
    if (issueDate && issueDate > set.builtOn) fail(`${c.id}: issued after the set was built`);
    if (issueDate && issueDate < dateOfBirth) fail(`${c.id}: issued before birth`);
    if (issueDate && expiryDate && expiryDate <= issueDate) fail(`${c.id}: expires before issue`);
    if (c.layout === 'licence' && issueDate && ageOn(dateOfBirth, issueDate) < 18) fail(`${c.id}: a licence issued under 18`);
    if (c.layout === 'pvc' && ageOn(dateOfBirth, set.builtOn) < 18) fail(`${c.id}: a voter under 18`);

    if (c.layout === 'passport' && c.mrz) {
      const read = parseMrz(c.mrz);
      const bad = read.details.filter((d) => !d.valid).map((d) => d.field);
      if (c.kind === 'mrz-digit') {
        const want = c.alteredDigit === 'composite' ? ['compositeCheckDigit'] : [`${{ document: 'documentNumber', birth: 'birthDate', expiry: 'expirationDate', personal: 'personalNumber' }[c.alteredDigit ?? 'document']}CheckDigit`, 'compositeCheckDigit'];
        if (!isDeepStrictEqual([...bad].sort(), [...want].sort())) fail(`${c.id}: altered ${c.alteredDigit}, the mrz package finds ${bad.join(', ') || 'nothing'} wrong (want ${want.join(', ')})`);
      } else if (bad.length) fail(`${c.id}: MRZ check digits wrong: ${bad.join(', ')}`);
    }
    const e = c.expectedFields;
    if (e.documentNumber !== c.printed.documentNumber || e.surname !== c.printed.surname || e.givenNames !== c.printed.givenNames) fail(`${c.id}: expected fields are not what the page prints`);
  }
  for (const k of set.kinds) if (!cases.some((c) => c.kind === k)) fail(`kinds: no ${k} case`);
  for (const [layout, designs] of Object.entries<readonly D[]>(set.designsOf)) for (const d of designs) if (!cases.some((c) => c.layout === layout && c.design === d)) fail(`designs: no ${layout} in ${d}`);
}

/** record-given: the sibling's given names share just a middle name with the holder's (never the first), or none, as the person says. */
export function checkSibling(p: { key: string; givenNames: string; otherGivenNames: string; siblingShares: 'middle name' | 'nothing' }, fail: (what: string) => void): void {
  const mine = p.givenNames.split(' ');
  const theirs = p.otherGivenNames.split(' ');
  const shared = theirs.filter((g) => mine.includes(g));
  if (p.siblingShares === 'nothing' && shared.length) fail(`${p.key}: the sibling's given names share ${shared.join(' ')}`);
  if (p.siblingShares === 'middle name' && !(shared.length === 1 && mine.slice(1).includes(shared[0] ?? '') && theirs[0] !== mine[0])) fail(`${p.key}: the sibling's given names do not share just a middle name`);
}

/** A name in capitals without its accents. */
export const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();

/**
 * record-surname and viz-surname: the record's other surname wholly different from the surname (no
 * shared part, at least three letters off: a surname one letter off is REVIEW by design, registry
 * spellings), and the printed forgery one or two letters off the true one.
 */
export function checkOtherAndForgedSurnames(p: { key: string; surname: string; otherSurname: string; forgedSurname: string }, fail: (what: string) => void): void {
  const parts = (n: string) => plain(n).split(/[-\s']/).filter(Boolean);
  if (parts(p.surname).some((part) => parts(p.otherSurname).some((o) => o.includes(part) || part.includes(o)))) fail(`${p.key}: the record's other surname shares a part with the surname`);
  if (measureDistance(plain(p.otherSurname), plain(p.surname)) < 3) fail(`${p.key}: the record's other surname is too near the surname`);
  const fd = measureDistance(p.forgedSurname, p.surname);
  if (fd < 1 || fd > 2) fail(`${p.key}: the forged surname is ${fd} letters off (want 1-2)`);
}

/** Every forgery shows in the MRZ's spelling too (an apostrophe or a space moved would not), and no forged or other birth date is the true one. */
export function checkForgeriesShow(
  p: { key: string; surname: string; givenNames: string; dateOfBirth: string; forgedSurname: string; forgedGivenNames: string; forgedDateOfBirth: string; otherDateOfBirth: string },
  asMrz: (name: string) => string,
  fail: (what: string) => void,
): void {
  if (asMrz(p.forgedSurname) === asMrz(p.surname)) fail(`${p.key}: the forged surname reads as the true one in an MRZ`);
  if (asMrz(p.forgedGivenNames) === asMrz(p.givenNames)) fail(`${p.key}: the forged given names read as the true ones in an MRZ`);
  if (p.forgedDateOfBirth === p.dateOfBirth || p.otherDateOfBirth === p.dateOfBirth) fail(`${p.key}: a forged or other birth date is the true one`);
}

/** Every genuine passport's MRZ holds the surname its page prints. */
export function checkMrzSurnames(cases: readonly { id: string; layout: string; kind: string; mrz: [string, string] | null; printed: { surname: string } }[], asMrz: (name: string) => string, fail: (what: string) => void): void {
  const passports = cases.filter((c) => c.layout === 'passport' && c.kind === 'genuine' && c.mrz);
  for (const c of passports) if (parseMrz(c.mrz ?? ['', '']).fields.lastName !== asMrz(c.printed.surname)) fail(`${c.id}: the MRZ's surname is not the page's`);
}

/**
 * No name word any earlier set's people used (sets 1 to `lastEarlierSet`, their people.ts files read as
 * text); `wholeNames` compares each whole name too, not only its words.
 */
export function checkNamesNotEarlier(
  people: readonly { key: string; surname: string; givenNames: string; otherSurname: string; otherGivenNames: string; forgedSurname: string; forgedGivenNames: string; mrzPerson: { surname: string; givenNames: string } }[],
  options: { lastEarlierSet: number; wholeNames: boolean },
  fail: (what: string) => void,
): void {
  const earlier = new Set<string>();
  for (const set of ['documents-blind', ...Array.from({ length: options.lastEarlierSet - 1 }, (_, k) => `documents-blind${k + 2}`)]) {
    let text = '';
    try {
      text = readFileSync(new URL(`../${set}/people.ts`, import.meta.url), 'utf8');
    } catch {
      fail(`people: cannot read eval/${set}/people.ts to compare names`);
    }
    for (const w of text.match(/\b[A-Z][A-Z'’-]{2,}\b/g) ?? []) earlier.add(w);
  }
  for (const p of people) {
    const names = [p.surname, p.givenNames, p.otherSurname, p.otherGivenNames, p.forgedSurname, p.forgedGivenNames, p.mrzPerson.surname, p.mrzPerson.givenNames];
    const words = names.flatMap((n) => [...(options.wholeNames ? [n] : []), ...n.split(/[\s-]+/)]);
    for (const w of words) if (earlier.has(w)) fail(`${p.key}: the name ${w} is one an earlier set's people used`);
  }
}

/** The person as the people rules read them: names, dates, what each forgery and record uses, and the words a page prints of them. */
type CheckedPerson = Parameters<typeof checkSibling>[0] &
  Parameters<typeof checkOtherAndForgedSurnames>[0] &
  Parameters<typeof checkForgeriesShow>[0] &
  Parameters<typeof checkNamesNotEarlier>[0][number] & { address: string; lga: string; state: string; placeOfBirth: string; occupation: string };

/**
 * The rules every set from the thirteenth on holds its six people to, in one call (the twenty-first
 * set's on; the earlier sets spell them out in their check.ts): each sibling's given names, the record's
 * other surname and the forged one far enough apart, every forgery visible in the MRZ, every name,
 * address and place in plain ASCII, no name word an earlier set's people used (sets 1 to
 * `lastEarlierSet`), and every genuine passport's MRZ holding its page's surname.
 */
export function checkPlannedPeople(
  people: readonly CheckedPerson[],
  cases: Parameters<typeof checkMrzSurnames>[0],
  set: { asMrz(name: string): string; lastEarlierSet: number; fail(what: string): void },
): void {
  const { asMrz, fail } = set;
  for (const p of people) {
    checkSibling(p, fail);
    checkOtherAndForgedSurnames(p, fail);
    checkForgeriesShow(p, asMrz, fail);
    if (/[^\x00-\x7f]/.test(`${p.surname}${p.givenNames}${p.address}${p.lga}${p.state}${p.placeOfBirth}${p.occupation}`)) fail(`${p.key}: a letter outside plain ASCII`);
  }
  checkNamesNotEarlier(people, { lastEarlierSet: set.lastEarlierSet, wholeNames: true }, fail);
  checkMrzSurnames(cases, asMrz, fail);
}

/**
 * A set's date forms, as the sets from the twelfth on require them: one form a design, all different
 * and all the set's own (`styles`), none a form an earlier set printed (`earlier`), and no two forms
 * printing a day alike (checked on `days`), so each printed date reads one way.
 */
export function checkDateForms<S extends string>(designForms: readonly S[], set: { styles: readonly S[]; earlier: readonly string[]; print(iso: string, style: S): string; days: readonly string[]; fail(what: string): void }): void {
  const { fail } = set;
  if (new Set(designForms).size !== designForms.length || designForms.some((f) => !set.styles.includes(f))) fail(`designs: the date forms are not ${designForms.length} different ones of the set's`);
  for (const f of designForms) if (set.earlier.includes(f)) fail(`designs: the date form ${f} is one an earlier set printed`);
  for (const day of set.days) {
    const texts = set.styles.map((s) => set.print(day, s));
    if (new Set(texts).size !== texts.length) fail(`designs: two date forms print ${day} alike`);
  }
}

/** Whether every licence (with an expiry) runs to its holder's birthday in its expiry year, the true expiry where a forgery prints another (`birthOf`: the holder's birth date). */
export function licencesOnBirthdays<P extends string>(
  cases: readonly { layout: string; person: P; trueExpiry?: string | null; printed: { expiryDate: string | null } }[],
  birthOf: (person: P) => string,
  birthdayIn: (birth: string, year: number) => string,
): boolean {
  return cases
    .filter((c) => c.layout === 'licence' && c.printed.expiryDate)
    .every((c) => {
      const expiry = c.trueExpiry ?? c.printed.expiryDate ?? '';
      return expiry === birthdayIn(birthOf(c.person), Number(expiry.slice(0, 4)));
    });
}
