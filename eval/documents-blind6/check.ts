/**
 * Proves the sixth blind set without the reader: every MRZ parses (the `mrz` package) with the check
 * digits intended (bad only on `mrz-check-digit` cases, and there only the one spoilt); every scored
 * field is printed on its page, in a form that reads back to the expected value; the dates agree with
 * the kinds (expired ones 40-900 days past, genuine passports and licences valid >180 days); records
 * differ from the page only where the kind says; the people are the ones the brief asked for; every
 * font family resolves in fontconfig and the pages name no other; and every image (or a sample, with
 * --images N) decodes in sharp at the size its capture promises, `rotated` with the EXIF orientation
 * its id names, and draws the same bytes twice. Prints "No problems." when all is well, else each
 * problem, and exits 1.
 *
 *   node --import tsx eval/documents-blind6/check.ts                  # everything, every image (30-40 min on 2 cores)
 *   node --import tsx eval/documents-blind6/check.ts --images 0       # no images (seconds)
 *   node --import tsx eval/documents-blind6/check.ts --images 12 --samples /tmp/blind6   # 12 documents' images, kept
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse as parseMrz } from 'mrz';
import sharp from 'sharp';
import { Blind6Camera, blind6Variants, type Capture } from './camera.js';
import { daysBetween, ddmmyyyy, isValidIso, yymmdd } from './dates.js';
import { blind6Families, blind6FontPackages, missingFromFontconfig, ocrbPath } from './fonts.js';
import { renderBlind6Page } from './layouts.js';
import { mrzName } from './mrz.js';
import { blind6DocTypes, blind6Kinds, blind6Layouts, blind6Order, blind6People, buildBlind6Cases, type Blind6Case } from './people.js';

const { values } = parseArgs({ options: { images: { type: 'string', default: 'all' }, samples: { type: 'string' } } });
const imageLimit = values.images === 'all' ? Infinity : Number(values.images);
if (!Number.isInteger(imageLimit) && imageLimit !== Infinity) throw new Error('--images is a count or all');

const problems: string[] = [];
const problem = (id: string, what: string) => problems.push(`${id}: ${what}`);

const cases = blind6Order(buildBlind6Cases());
const today = cases[0]?.today ?? '';

// --- The set's shape -------------------------------------------------------------------------------
const count = (pred: (c: Blind6Case) => boolean) => cases.filter(pred).length;
const genuine = count((c) => c.kind === 'genuine');
if (cases.length < 110 || cases.length > 130) problem('set', `${cases.length} documents, not 110-130`);
if (genuine < 38) problem('set', `${genuine} genuine documents, want about 40`);
if (new Set(cases.map((c) => c.id)).size !== cases.length) problem('set', 'two cases share an id');
for (const c of cases) {
  if (c.kind === 'mrz-check-digit' || c.kind === 'vz-surname') if (c.layout !== 'passport') problem(c.id, `${c.kind} on a ${c.layout}`);
  if (c.kind === 'expired' && c.layout !== 'passport' && c.layout !== 'licence') problem(c.id, 'expired on a layout without an expiry');
  if (c.intended !== (c.kind === 'genuine' ? 'PASS' : 'FAIL')) problem(c.id, `intended ${c.intended}`);
  if (c.docType !== blind6DocTypes[c.layout]) problem(c.id, `docType ${c.docType}`);
  if (!c.id.endsWith(`-rot${c.rotation}`)) problem(c.id, `id does not name its rotation ${c.rotation}`);
}
for (const layout of blind6Layouts) for (const kind of blind6Kinds) {
  const n = count((c) => c.layout === layout && c.kind === kind);
  const applies = kind === 'genuine' || kind === 'record-dob' || kind === 'record-surname' || (layout === 'passport' && (kind === 'mrz-check-digit' || kind === 'vz-surname')) || (kind === 'expired' && (layout === 'passport' || layout === 'licence'));
  if (applies && n === 0) problem('set', `no ${kind} ${layout}`);
}

// --- The people the brief asked for ---------------------------------------------------------------
const used = ['Yoruba', 'Igbo', 'Hausa', 'Nupe', 'Ijaw', 'Idoma', 'Anaang', 'Bini', 'Fulani', 'Tiv', 'Efik', 'Kanuri', 'Urhobo', 'Ibibio', 'Igala', 'Itsekiri'];
for (const p of blind6People) {
  if (used.includes(p.people)) problem(p.key, `${p.people} was used by an earlier set`);
  if (p.dateOfBirth < '1950-01-01' || p.dateOfBirth > '2006-12-31' || !isValidIso(p.dateOfBirth)) problem(p.key, `born ${p.dateOfBirth}`);
}
const need: [string, boolean][] = [
  ['a man', blind6People.some((p) => p.sex === 'M')],
  ['a woman', blind6People.some((p) => p.sex === 'F')],
  ['an apostrophe in a name', blind6People.some((p) => `${p.surname} ${p.givenNames}`.includes("'"))],
  ['a surname with a space', blind6People.some((p) => p.surname.includes(' '))],
  ['3-4 given names the MRZ truncates', blind6People.some((p) => p.givenNames.split(' ').length >= 3 && mrzName(p.surname).length + 2 + mrzName(p.givenNames).length > 39)],
  ['a 2- or 3-letter surname', blind6People.some((p) => p.surname.length <= 3)],
  ['a birthday on the 1st', blind6People.some((p) => p.dateOfBirth.endsWith('-01'))],
  ['a birthday on 29 February', blind6People.some((p) => p.dateOfBirth.endsWith('-02-29'))],
];
for (const [what, ok] of need) if (!ok) problem('people', `none has ${what}`);

// --- Records: one per number, differing from the page only where the kind says --------------------
const byNumber = new Map<string, Blind6Case>();
for (const c of cases) {
  const key = `${c.docType}/${c.printed.documentNumber}`;
  const other = byNumber.get(key);
  if (other) {
    // Only a person's genuine slip and card share a number (their NIN), and so one record.
    const shared = other.kind === 'genuine' && c.kind === 'genuine' && other.person.key === c.person.key && JSON.stringify(other.record) === JSON.stringify(c.record);
    if (!shared) problem(c.id, `shares ${key} with ${other.id}`);
  } else byNumber.set(key, c);
  const p = c.printed;
  const r = c.record;
  const expectRecord: Record<string, string> = { surname: p.surname, givenNames: p.givenNames, dateOfBirth: p.dateOfBirth, sex: p.sex };
  if ((c.layout === 'passport' || c.layout === 'licence') && p.expiryDate) expectRecord.expiryDate = p.expiryDate;
  for (const [field, value] of Object.entries(expectRecord)) {
    const differs = r[field] !== value;
    const should = (c.kind === 'record-dob' && field === 'dateOfBirth') || (c.kind === 'record-surname' && field === 'surname');
    if (differs !== should) problem(c.id, `record ${field} ${r[field]} ${should ? 'should differ from' : 'differs from'} the page's ${value}`);
  }
  if (r.dateOfBirth && !isValidIso(r.dateOfBirth)) problem(c.id, `record birth date ${r.dateOfBirth} is no date`);
  if (Object.keys(r).some((k) => !(k in expectRecord))) problem(c.id, `record has extra fields ${Object.keys(r).join(',')}`);
}

// --- Dates against the kinds -----------------------------------------------------------------------
for (const c of cases) {
  const e = c.printed.expiryDate;
  if (c.layout === 'passport' || c.layout === 'licence') {
    if (!e || !c.printed.issueDate) {
      problem(c.id, 'no issue or expiry date');
      continue;
    }
    const left = daysBetween(today, e);
    if (c.kind === 'expired' && (left > -40 || left < -900)) problem(c.id, `expired ${-left} days ago, not 40-900`);
    if (c.kind !== 'expired' && left <= 180) problem(c.id, `valid only ${left} more days`);
    if (c.printed.issueDate > today) problem(c.id, `issued in the future ${c.printed.issueDate}`);
    if (c.printed.issueDate >= e) problem(c.id, 'issued after it expires');
    if (c.layout === 'licence' && daysBetween(c.printed.dateOfBirth, c.printed.issueDate) < 18 * 365) problem(c.id, 'licence issued before 18');
  } else if (e) problem(c.id, 'an expiry on a layout that prints none');
  if (c.printed.issueDate && c.printed.issueDate > today) problem(c.id, 'issued after the run day');
}

// --- MRZ: parses, check digits as intended, agrees with the page (surname aside on vz-surname) -------
const digitFields = { number: 'documentNumberCheckDigit', birth: 'birthDateCheckDigit', expiry: 'expirationDateCheckDigit' } as const;
for (const c of cases.filter((x) => x.layout === 'passport')) {
  if (!c.mrz) {
    problem(c.id, 'passport without an MRZ');
    continue;
  }
  const lines = c.mrz.lines;
  if (lines.some((l) => l.length !== 44 || !/^[A-Z0-9<]+$/.test(l))) problem(c.id, `MRZ lines not 44 ICAO characters: ${lines.join(' / ')}`);
  let result: ReturnType<typeof parseMrz>;
  try {
    result = parseMrz([...lines]);
  } catch (error) {
    problem(c.id, `MRZ does not parse: ${String(error)}`);
    continue;
  }
  if (result.format !== 'TD3') problem(c.id, `MRZ format ${result.format}`);
  const invalid = result.details.filter((d) => !d.valid).map((d) => d.field);
  if (c.kind === 'mrz-check-digit') {
    const spoilt = c.mrz.spoilt ? digitFields[c.mrz.spoilt] : null;
    if (!spoilt || invalid.length !== 1 || invalid[0] !== spoilt) problem(c.id, `MRZ should fail only ${spoilt}, fails ${invalid.join(',') || 'nothing'}`);
  } else if (!result.valid) problem(c.id, `MRZ invalid: ${invalid.join(',')}`);
  const f = result.fields;
  const p = c.printed;
  if (f.documentNumber !== p.documentNumber) problem(c.id, `MRZ number ${f.documentNumber}`);
  if (f.birthDate !== yymmdd(p.dateOfBirth)) problem(c.id, `MRZ birth ${f.birthDate}`);
  if (f.expirationDate !== yymmdd(p.expiryDate ?? '')) problem(c.id, `MRZ expiry ${f.expirationDate}`);
  if (f.sex !== (p.sex === 'M' ? 'male' : 'female')) problem(c.id, `MRZ sex ${f.sex}`);
  if (f.issuingState !== 'NGA' || f.nationality !== 'NGA') problem(c.id, 'MRZ not NGA');
  const mrzSurname = (f.lastName ?? '').replace(/ /g, '<');
  if (mrzSurname !== mrzName(c.person.surname)) problem(c.id, `MRZ surname ${f.lastName}, not the person's`);
  if (c.kind === 'vz-surname' && mrzName(p.surname) === mrzSurname) problem(c.id, 'vz-surname prints the MRZ surname');
  if (c.kind !== 'vz-surname' && mrzName(p.surname) !== mrzSurname) problem(c.id, 'visual surname differs from the MRZ');
  const given = mrzName(p.givenNames).replace(/</g, ' ');
  const mrzGiven = f.firstName ?? '';
  if (c.mrz.truncated ? !given.startsWith(mrzGiven) || mrzGiven.length >= given.length : mrzGiven !== given) problem(c.id, `MRZ given names ${mrzGiven} against ${given}${c.mrz.truncated ? ' (cut)' : ''}`);
  if (!lines[0]?.endsWith('<') && !c.mrz.truncated) problem(c.id, 'a full name field with no filler yet not marked cut');
}

// --- Pages: each scored field printed, reading back to the expected value; fonts only the set's -----
const monthNumber: Record<string, number> = { JAN: 1, FEB: 2, MAR: 3, APR: 4, MAY: 5, JUN: 6, JUL: 7, AUG: 8, SEP: 9, OCT: 10, NOV: 11, DEC: 12 };
/** Independent of dates.ts: DD MMM YYYY (with an optional /French month), DD-MMM-YYYY, DD-MM-YYYY, DD/MM/YYYY, DD.MM.YYYY. */
function readDate(text: string): string | null {
  const named = /^(\d{2})[ -]([A-Z]{3})(?:\/[A-ZÉÛ]{3,4})?[ -](\d{4})$/.exec(text);
  if (named) {
    const m = monthNumber[named[2] as string];
    return m ? `${named[1]}-${String(m).padStart(2, '0')}-${named[3]}` : null;
  }
  const numeric = /^(\d{2})([-/.])(\d{2})\2(\d{4})$/.exec(text);
  return numeric ? `${numeric[1]}-${numeric[3]}-${numeric[4]}` : null;
}
const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
const allowedFamilies = new Set([...blind6Families, 'Blind6MRZ']);
const fontUse = new Map<string, number>();
for (const c of cases) {
  const page = renderBlind6Page(c);
  const html = page.html;
  const text = decode(html.replace(/<style>[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
  for (const [field, expected] of Object.entries(c.expectedFields)) {
    const pieces = page.printed[field];
    if (!pieces?.length) {
      problem(c.id, `${field} not printed`);
      continue;
    }
    for (const piece of pieces) if (!text.includes(piece)) problem(c.id, `${field} "${piece}" not in the page's text`);
    const joined = pieces.join(' ');
    let read: string | null = joined;
    if (field === 'documentNumber') read = joined.replace(/\s/g, '');
    if (field === 'surname') read = joined.replace(/,$/, '');
    if (field === 'dateOfBirth' || field === 'expiryDate') read = readDate(joined);
    if (read !== expected) problem(c.id, `${field} printed "${joined}" reads ${read}, expected ${expected}`);
  }
  // The visual zone of a vz-surname case prints its own surname (not scored, but must be there).
  if (!text.includes(c.printed.surname)) problem(c.id, `surname ${c.printed.surname} not on the page`);
  for (const line of page.mrz) if (!text.includes(line)) problem(c.id, 'MRZ line not on the page');
  if (c.layout === 'passport' && page.mrz.join() !== (c.mrz?.lines ?? []).join()) problem(c.id, 'page MRZ is not the case MRZ');
  // Every font-family the page names (CSS and SVG attributes) is one of the set's.
  for (const m of html.matchAll(/font-family[:=]\s*"?([^;"}>]+)/g)) {
    for (const name of (m[1] as string).split(',').map((n) => n.trim().replace(/^['"]|['"]$/g, '')).filter(Boolean)) {
      if (!allowedFamilies.has(name)) problem(c.id, `page names font family ${name}`);
    }
  }
  for (const f of [page.fonts.label, page.fonts.data, page.fonts.number]) fontUse.set(f, (fontUse.get(f) ?? 0) + 1);
}
const missingFonts = missingFromFontconfig(blind6Families);
if (missingFonts.length) problem('fonts', `not in fontconfig: ${missingFonts.join(', ')} (scripts/ensure-fonts.sh --blind6)`);
if (!existsSync(ocrbPath)) problem('fonts', `${ocrbPath} missing (fonts-ocr-b)`);
for (const f of blind6Families) if (!fontUse.has(f)) problem('fonts', `${f} is never drawn`);

// --- Images ----------------------------------------------------------------------------------------
let imagesChecked = 0;
const longSide = (w: number, h: number) => Math.max(w, h);
async function checkImage(c: Blind6Case, variant: (typeof blind6Variants)[number], capture: Capture) {
  const id = `${c.id} ${variant}`;
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(capture.image).metadata();
    await sharp(capture.image).stats();
  } catch (error) {
    problem(id, `sharp cannot decode: ${String(error)}`);
    return;
  }
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  if (meta.format !== 'jpeg') problem(id, `format ${meta.format}`);
  const p = capture.params;
  const orientation = meta.orientation;
  if (variant !== 'rotated' && orientation !== undefined && orientation !== 1) problem(id, `EXIF orientation ${orientation} on an upright capture`);
  if (variant === 'scan') {
    if (meta.density !== 300) problem(id, `density ${meta.density}, not 300 dpi`);
    const docPx = Math.round((renderBlind6Page(c).widthMm * 300) / 25.4);
    if (w < docPx || (p.wholeA4 && !((w === 2480 && h === 3508) || (w === 3508 && h === 2480)))) problem(id, `scan ${w}x${h} cannot hold the ${docPx} px wide document`);
    const angle = Math.abs(Number(p.angle));
    if (angle < 0.5 || angle > 3) problem(id, `askew ${angle}°`);
  }
  if (variant === 'whatsapp') {
    if (longSide(w, h) < 1280 || longSide(w, h) > 1600) problem(id, `long side ${longSide(w, h)}, not 1280-1600`);
    const tilt = Number(p.tilt);
    if (tilt < 5 || tilt > 25) problem(id, `tilt ${tilt}°`);
  }
  if (variant === 'low-light') {
    if (longSide(w, h) < 1600 || longSide(w, h) > 2000) problem(id, `frame ${w}x${h}, not 1600-2000`);
    const doc = Number(p.docWidthPx);
    if (doc < 700 || doc > 1100) problem(id, `document ${doc} px wide, not 700-1100`);
  }
  if (variant === 'rotated') {
    const upright = p.upright as [number, number];
    const quarter = c.rotation === 'E6' || c.rotation === 'E8' || c.rotation === 'N90' || c.rotation === 'N270';
    const [sw, sh] = quarter ? [upright[1], upright[0]] : upright;
    if (w !== sw || h !== sh) problem(id, `stored ${w}x${h}, expected ${sw}x${sh} for ${c.rotation}`);
    const wantTag = { E6: 6, E8: 8, E3: 3, N90: undefined, N270: undefined, N180: undefined }[c.rotation];
    if (orientation !== wantTag) problem(id, `EXIF orientation ${orientation}, expected ${wantTag ?? 'none'}`);
    if (upright[0] >= upright[1]) problem(id, 'the upright photo is not portrait');
    if (wantTag !== undefined) {
      const shown = await sharp(capture.image).autoOrient().metadata();
      if (shown.autoOrient.width !== upright[0] || shown.autoOrient.height !== upright[1]) problem(id, 'the tag does not right the photo');
    }
  }
  imagesChecked++;
}

if (imageLimit > 0) {
  const camera = await Blind6Camera.open();
  try {
    if (values.samples) await mkdir(values.samples, { recursive: true });
    const withImages = cases.slice(0, Math.min(cases.length, imageLimit));
    for (const [i, c] of withImages.entries()) {
      const rendered = await camera.render(c, renderBlind6Page(c));
      for (const variant of blind6Variants) {
        const capture = await camera.photograph(rendered, variant, `${c.seed}/${variant}`);
        await checkImage(c, variant, capture);
        // Seeded, so drawn again it is the same image (the first documents only: it doubles the time).
        if (i < 2) {
          const again = await camera.photograph(rendered, variant, `${c.seed}/${variant}`);
          if (!again.image.equals(capture.image)) problem(`${c.id} ${variant}`, 'drawn twice, two different images');
        }
        if (values.samples) {
          await writeFile(path.join(values.samples, `${c.id}-${variant}.jpg`), capture.image);
          await writeFile(path.join(values.samples, `${c.id}-${variant}.json`), `${JSON.stringify(capture.params, null, 2)}\n`);
        }
      }
      if ((i + 1) % 10 === 0) process.stderr.write(`check: images of ${i + 1}/${withImages.length} documents\n`);
    }
  } finally {
    await camera.close();
  }
}

// --- Report ----------------------------------------------------------------------------------------
const lines = [`Blind6 set on ${today}: ${cases.length} documents (${genuine} genuine, ${cases.length - genuine} forged), ${blind6People.length} people; ${imagesChecked} images checked.`];
lines.push('By layout and kind:');
for (const layout of blind6Layouts) lines.push(`  ${layout}: ${blind6Kinds.map((k) => `${k} ${count((c) => c.layout === layout && c.kind === k)}`).filter((s) => !s.endsWith(' 0')).join(', ')}`);
lines.push(`Rotation modes: ${['E6', 'E8', 'E3', 'N90', 'N270', 'N180'].map((m) => `${m} ${count((c) => c.rotation === m)}`).join(', ')}`);
lines.push(`Fonts drawn (label/data/number slots): ${[...fontUse].sort((a, b) => b[1] - a[1]).map(([f, n]) => `${f} ${n} (${blind6FontPackages[f]})`).join(', ')}`);
lines.push(`MRZ: ${count((c) => c.mrz !== null)} parsed, ${count((c) => c.mrz?.spoilt != null)} with one spoilt check digit, ${count((c) => c.mrz?.truncated === true)} with the name cut`);
console.log(lines.join('\n'));
if (problems.length) {
  console.log(`${problems.length} problems:`);
  for (const p of problems) console.log(`- ${p}`);
  process.exitCode = 1;
} else console.log('No problems.');
