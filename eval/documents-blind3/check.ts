/**
 * Proves the third blind set is what it says, without the reader: the MRZ code against the npm `mrz`
 * package (genuine lines valid, altered check digits invalid at the digit altered), every font family
 * present (fontconfig and Chromium), every printed text inside its box and the document and over no
 * other, the scored fields equal to what the page prints, records that contradict exactly the field
 * their case means to, and genuine documents in force today.
 *
 *   node --import tsx eval/documents-blind3/check.ts
 *
 * Exits 1 and lists every problem when one is found.
 */
import { parse as parseMrz } from 'mrz';
import { Blind3Camera } from './capture.js';
import { missingFromFontconfig } from './fonts.js';
import { blind3Families, renderBlind3Page } from './layouts.js';
import { icaoCheckDigit, checkDigitPosition } from './mrz.js';
import { addDays, apiDate, blind3Layouts, blind3People, buildBlind3Cases, kindsOfLayout, todayIso, type Blind3Case } from './people.js';

const problems: string[] = [];
const fail = (text: string) => problems.push(text);
const today = todayIso();
const cases = buildBlind3Cases();

/* The check-digit code against ICAO 9303's own worked example (part 4, appendix A). */
for (const [text, digit] of [['L898902C3', '6'], ['740812', '2'], ['120415', '9'], ['ZE184226B<<<<<', '1']] as const) {
  if (icaoCheckDigit(text) !== digit) fail(`icaoCheckDigit(${text}) is ${icaoCheckDigit(text)}, ICAO's example says ${digit}`);
}

/* Names: the set's own people, each as the brief asks. */
if (blind3People.length < 8 || blind3People.length > 10) fail(`${blind3People.length} people`);
if (!blind3People.some((p) => p.surname.replace(/-/g, '').length >= 15)) fail('no surname of 15 letters or more');
if (!blind3People.some((p) => p.surname.includes('-'))) fail('no hyphenated surname');
if (!blind3People.some((p) => p.givenNames.split(' ').length === 3)) fail('nobody with three given names');
if (!blind3People.some((p) => p.givenNames.split(' ').length === 1)) fail('nobody with one given name');
for (const p of blind3People) {
  if (!/^[A-Z]\d{8}$/.test(p.passportNumber)) fail(`${p.key} passport number ${p.passportNumber}`);
  if (!/^\d{11}$/.test(p.nin)) fail(`${p.key} NIN ${p.nin}`);
  if (!/^[A-Z]{3}\d{5}[A-Z]{2}\d{2}$/.test(p.licenceNumber)) fail(`${p.key} licence number ${p.licenceNumber}`);
  if (!/^[0-9A-Z]{19}$/.test(p.vin)) fail(`${p.key} VIN ${p.vin}`);
}

/* The MRZ against `mrz`. */
for (const c of cases.filter((x) => x.layout === 'passport')) {
  const lines = c.printed.mrz!;
  if (lines.some((l) => l.length !== 44)) fail(`${c.id}: MRZ line lengths ${lines.map((l) => l.length).join(', ')}`);
  const parsed = parseMrz([...lines]);
  if (c.kind === 'mrz_check_digit') {
    const bad = parsed.details.filter((d) => !d.valid).map((d) => d.field);
    if (parsed.valid) fail(`${c.id}: altered check digit still valid per mrz`);
    const at = checkDigitPosition[c.alteredCheckDigit!];
    const hit = parsed.details.some((d) => !d.valid && d.line === 1 && d.start <= at && at < d.end);
    if (!hit) fail(`${c.id}: mrz did not flag the altered ${c.alteredCheckDigit} digit (invalid: ${bad.join(', ')})`);
    continue;
  }
  if (!parsed.valid) fail(`${c.id}: genuine MRZ invalid per mrz: ${parsed.details.filter((d) => !d.valid).map((d) => `${d.field} ${d.error ?? ''}`).join('; ')}`);
  const f = parsed.fields;
  const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
  if (f.documentNumber !== c.printed.documentNumber) fail(`${c.id}: MRZ number ${f.documentNumber}`);
  if (f.birthDate !== yymmdd(c.printed.dateOfBirth)) fail(`${c.id}: MRZ birth ${f.birthDate}`);
  if (f.expirationDate !== yymmdd(c.printed.expiryDate!)) fail(`${c.id}: MRZ expiry ${f.expirationDate}`);
  if (f.firstName !== c.person.givenNames) fail(`${c.id}: MRZ given names ${f.firstName}`);
  if (f.lastName !== c.person.surname.replace(/-/g, ' ')) fail(`${c.id}: MRZ surname ${f.lastName}`);
  if (f.sex !== (c.person.sex === 'F' ? 'female' : 'male')) fail(`${c.id}: MRZ sex ${f.sex}`);
  if (c.kind === 'viz_surname' && c.printed.surname === c.person.surname) fail(`${c.id}: visual zone names the MRZ's holder`);
}

/* Cases, numbers, records and validity. */
const expectedCount = blind3People.length * blind3Layouts.reduce((s, l) => s + kindsOfLayout[l].length, 0);
if (cases.length !== expectedCount) fail(`${cases.length} cases, expected ${expectedCount}`);
const records = new Map<string, string>();
for (const c of cases) {
  const key = `${c.docType}/${c.printed.documentNumber}`;
  const json = JSON.stringify(c.record);
  if (records.has(key) && records.get(key) !== json) fail(`${c.id}: number ${key} held with two different records`);
  records.set(key, json);
  const differing = Object.keys(c.record).filter((k) => c.record[k] !== (c.printed as unknown as Record<string, string>)[k]);
  const wanted = c.kind === 'wrong_dob' ? ['dateOfBirth'] : c.kind === 'wrong_surname' ? ['surname'] : [];
  if (differing.join() !== wanted.join()) fail(`${c.id}: record differs from the page in [${differing.join(', ')}], expected [${wanted.join(', ')}]`);
  if (c.intended !== (c.kind === 'genuine' ? 'PASS' : 'FAIL')) fail(`${c.id}: intended ${c.intended}`);
  if (c.printed.expiryDate) {
    if (c.kind === 'expired') {
      if (!(c.printed.expiryDate >= addDays(today, -900) && c.printed.expiryDate <= addDays(today, -40))) fail(`${c.id}: expired on ${c.printed.expiryDate}, not 40-900 days before ${today}`);
    } else if (c.printed.expiryDate <= addDays(today, 180)) fail(`${c.id}: expires ${c.printed.expiryDate}, not well in force on ${today}`);
    if (c.printed.issueDate > today) fail(`${c.id}: issued in the future (${c.printed.issueDate})`);
  }
}

/* Dates as printed, read back without the generator's code. */
const monthIndex: Record<string, number> = { JAN: 1, FEB: 2, MAR: 3, APR: 4, MAY: 5, JUN: 6, JUL: 7, AUG: 8, SEP: 9, OCT: 10, NOV: 11, DEC: 12 };
function readBack(text: string, which: 'birth' | 'other'): string | null {
  const m = /^(\d{2})[ /-](\d{2}|[A-Z]{3})(?:\/[A-ZÉÛ]+)?[ /-](\d{4}|\d{2})$/.exec(text);
  if (!m) return null;
  const month = /^\d+$/.test(m[2]!) ? Number(m[2]) : monthIndex[m[2]!];
  if (!month) return null;
  let year = Number(m[3]);
  if (m[3]!.length === 2) year += which === 'birth' && year > Number(today.slice(2, 4)) ? 1900 : 2000;
  return `${m[1]}-${String(month).padStart(2, '0')}-${year}`;
}

function checkPrinted(c: Blind3Case, fields: Record<string, string>): void {
  for (const [field, want] of Object.entries(c.expectedFields)) {
    let got: string | null | undefined;
    if (field === 'documentNumber') got = fields.documentNumber?.replace(/ /g, '');
    else if ((field === 'surname' || field === 'givenNames') && fields.fullName !== undefined) {
      const [surname, given] = fields.fullName.split(', ');
      got = field === 'surname' ? surname : given;
    } else if (field === 'dateOfBirth' || field === 'expiryDate') got = fields[field] === undefined ? undefined : readBack(fields[field]!, field === 'dateOfBirth' ? 'birth' : 'other');
    else got = fields[field];
    if (got !== want) fail(`${c.id}: ${field} expected ${want}, page prints ${JSON.stringify(fields[field] ?? fields.fullName)}`);
  }
  if (c.kind === 'viz_surname' && fields.surname !== c.printed.surname) fail(`${c.id}: page prints surname ${fields.surname}`);
  if (c.printed.mrz && (fields.mrz1 !== c.printed.mrz[0] || fields.mrz2 !== c.printed.mrz[1])) fail(`${c.id}: MRZ printed differs from the case's`);
  if (c.kind === 'expired' && readBack(fields.expiryDate ?? '', 'other') !== apiDate(c.printed.expiryDate!)) fail(`${c.id}: expired date not printed`);
}

/* Fonts, and every page laid out in Chromium. */
const missing = missingFromFontconfig(blind3Families);
if (missing.length) fail(`fonts missing from fontconfig: ${missing.join(', ')} (scripts/ensure-fonts.sh --blind3)`);
const camera = await Blind3Camera.open();
try {
  const notDrawn = await camera.missingFonts(blind3Families);
  if (notDrawn.length) fail(`fonts Chromium does not draw: ${notDrawn.join(', ')}`);
  for (const c of cases) {
    const page = renderBlind3Page(c);
    const report = await camera.inspect(page);
    for (const t of report.overflow) fail(`${c.id}: text cut by its box: ${t}`);
    for (const t of report.outside) fail(`${c.id}: text outside the document: ${t}`);
    for (const t of report.overlaps) fail(`${c.id}: texts over each other: ${t}`);
    checkPrinted(c, report.fields);
  }
} finally {
  await camera.close();
}

const genuine = cases.filter((c) => c.kind === 'genuine').length;
if (problems.length) {
  console.error(`blind3 check: ${problems.length} problems\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`blind3 check: ${cases.length} documents (${genuine} genuine, ${cases.length - genuine} forged) of ${blind3People.length} people on ${blind3Layouts.length} layouts: MRZs, fonts, text fit, printed fields, records and validity all as intended (run day ${today}).`);
