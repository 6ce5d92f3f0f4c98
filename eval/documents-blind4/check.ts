/**
 * Proves the fourth blind set is what it says, without the reader:
 *   node --import tsx eval/documents-blind4/check.ts
 * - the people are varied as promised and every number has its document's format and is its own;
 * - genuine MRZs are valid (npm `mrz`) and equal the page; an altered check digit fails at that digit
 *   only; a visual-zone-surname forgery's MRZ names the holder, its page someone else;
 * - every family is known to fontconfig and every printed text is drawn in its own family (Chromium's
 *   platform fonts per element: no fallback);
 * - no text is clipped by its box, overlaps another text or a portrait, or leaves the page;
 * - the scored fields equal what the page prints (read back from the page, dates parsed anew);
 * - every authority record contradicts exactly the field its case means to, and no other;
 * - genuine (and record-forged) documents are in force with more than 180 days left; expired ones ran
 *   out 40-900 days ago;
 * - the glare never touches the MRZ nor covers more than a quarter of any text; one document per
 *   layout is photographed in every capture (sizes, formats, the card inside the frame, determinism).
 * Prints a summary; exits 1 on any problem.
 */
import { createHash } from 'node:crypto';
import { parse } from 'mrz';
import sharp from 'sharp';
import { Blind4Camera, blind4Variants, captureSeed, glareFor, isFamily, type Rendered } from './capture.js';
import { daysBetween, todayIso } from './dates.js';
import { missingFromFontconfig } from './fonts.js';
import { coverage, GLARE_STRONG, type Rect } from './glare.js';
import { blind4Families, renderBlind4Page } from './layouts.js';
import { blind4Layouts, blind4Order, blind4People, buildBlind4Cases, type Blind4Case } from './people.js';
import { Rng } from './random.js';

const problems: string[] = [];
const problem = (where: string, what: string) => problems.push(`${where}: ${what}`);
const today = todayIso();
const cases = blind4Order(buildBlind4Cases(today));

// --- The people.
{
  const p = blind4People;
  if (p.length !== 8) problem('people', `${p.length} people, want 8`);
  if (new Set(p.map((x) => x.people)).size !== p.length) problem('people', 'two people of the same people');
  if (!p.some((x) => x.surname.replace(/[^A-Z]/g, '').length >= 14)) problem('people', 'no surname of 14+ letters');
  if (!p.some((x) => /[- ]/.test(x.surname))) problem('people', 'no hyphenated or two-part surname');
  if (!p.some((x) => x.givenNames.length === 3)) problem('people', 'nobody with three given names');
  if (!p.some((x) => x.givenNames.length === 1)) problem('people', 'nobody with one given name');
  if (!p.some((x) => x.sex === 'F') || !p.some((x) => x.sex === 'M')) problem('people', 'not both women and men');
  for (const x of p) if (x.dateOfBirth < '1955-01-01' || x.dateOfBirth > '2006-12-31') problem('people', `${x.key} born ${x.dateOfBirth}`);
  if (p.some((x) => /'/.test(x.surname))) problem('people', 'an apostrophe in a surname');
}

// --- Numbers: format by layout; every forgery its own; a person's genuine slip and card share the NIN.
const FORMATS: Record<string, RegExp> = { passport: /^[AB]\d{8}$/, 'nin-slip': /^[1-9]\d{10}$/, 'nin-card': /^[1-9]\d{10}$/, licence: /^[A-Z]{3}\d{5}[A-Z]{2}\d{2}$/, 'voters-card': /^[0-9A-Z]{19}$/ };
{
  const owners = new Map<string, string[]>();
  for (const c of cases) {
    if (!(FORMATS[c.layout] as RegExp).test(c.printed.documentNumber)) problem(c.id, `number ${c.printed.documentNumber} is not a ${c.layout} number`);
    owners.set(c.printed.documentNumber, [...(owners.get(c.printed.documentNumber) ?? []), c.id]);
  }
  for (const [n, ids] of owners) {
    const sharedNin = ids.length === 2 && ids.every((id) => id.endsWith('-genuine') && /-nin-(slip|card)-/.test(id)) && ids[0]?.replace(/-nin-(slip|card)-/, '') === ids[1]?.replace(/-nin-(slip|card)-/, '');
    if (ids.length > 1 && !sharedNin) problem('numbers', `${n} printed by ${ids.join(', ')}`);
  }
  const records = new Map<string, string>();
  for (const c of cases) {
    const key = `${c.docType}/${c.printed.documentNumber}`;
    const r = JSON.stringify(c.record);
    if (records.has(key) && records.get(key) !== r) problem(c.id, `record ${key} differs from another case's record of the same number`);
    records.set(key, r);
  }
}

// --- Reading a page back.
const MONTHS: Record<string, string> = { JAN: '01', FEB: '02', MAR: '03', APR: '04', MAY: '05', JUN: '06', JUL: '07', AUG: '08', SEP: '09', OCT: '10', NOV: '11', DEC: '12' };
/** A printed date as DD-MM-YYYY, or null when it is in none of the set's forms or is no calendar day. */
function readDate(text: string): string | null {
  let d: string | undefined;
  let m: string | undefined;
  let y: string | undefined;
  const mon = /^(\d{2}) ([A-Z]{3}) (\d{4})$/.exec(text);
  const num = /^(\d{2})([/.-])(\d{2})\2(\d{4})$/.exec(text);
  if (mon) [d, m, y] = [mon[1], MONTHS[mon[2] as string], mon[3]];
  else if (num) [d, m, y] = [num[1], num[3], num[4]];
  if (!d || !m || !y) return null;
  const t = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (t.getUTCDate() !== Number(d) || t.getUTCMonth() !== Number(m) - 1) return null;
  return `${d}-${m}-${y}`;
}
const iso = (ddmmyyyy: string) => `${ddmmyyyy.slice(6)}-${ddmmyyyy.slice(3, 5)}-${ddmmyyyy.slice(0, 2)}`;

interface ReadBack {
  documentNumber?: string;
  surname?: string;
  givenNames?: string;
  dateOfBirth?: string;
  expiryDate?: string;
  issueDate?: string;
  sex?: string;
  mrz?: [string, string];
}

function readBack(c: Blind4Case, r: Rendered): ReadBack {
  const out: ReadBack = {};
  const by = (f: string) => r.texts.filter((t) => t.field === f).map((t) => t.text);
  const one = (f: string) => {
    const all = by(f);
    if (all.length > 1) problem(c.id, `${f} printed ${all.length} times`);
    return all[0];
  };
  const number = one('documentNumber');
  if (number !== undefined) out.documentNumber = number.replace(/ /g, '');
  const surname = one('surname');
  const given = one('givenNames');
  const name = one('name');
  if (name !== undefined) {
    const [s, g] = name.split(', ');
    out.surname = s;
    out.givenNames = g;
  }
  if (surname !== undefined) out.surname = surname;
  if (given !== undefined) out.givenNames = given;
  const first = one('givenFirst');
  if (first !== undefined) out.givenNames = [first, one('givenMiddle') ?? ''].filter((x) => x.trim() !== '').join(' ');
  for (const f of ['dateOfBirth', 'expiryDate', 'issueDate'] as const) {
    const t = one(f);
    if (t === undefined) continue;
    const d = readDate(t);
    if (d === null) problem(c.id, `${f} printed as "${t}", not a date`);
    else out[f] = d;
  }
  const sex = one('sex');
  if (sex !== undefined) out.sex = sex === 'MALE' ? 'M' : sex === 'FEMALE' ? 'F' : sex;
  const m1 = one('mrz1');
  const m2 = one('mrz2');
  if (m1 !== undefined && m2 !== undefined) out.mrz = [m1, m2];
  return out;
}

const overlap = (a: Rect, b: Rect, tol = 0.5) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > tol && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > tol;

function checkGeometry(c: Blind4Case, r: Rendered) {
  const texts = r.texts.filter((t) => t.text.trim() !== '');
  for (const t of texts) {
    const label = `"${t.text}"`;
    if (t.ink.x < -0.5 || t.ink.y < -0.5 || t.ink.x + t.ink.w > r.width + 0.5 || t.ink.y + t.ink.h > r.height + 0.5) problem(c.id, `${label} leaves the page`);
    if (t.scrollWidth > t.clientWidth + 0.5 || t.ink.x < t.box.x - 0.5 || t.ink.x + t.ink.w > t.box.x + t.box.w + 0.5) problem(c.id, `${label} is wider than its box`);
    for (const p of r.photos) if (overlap(t.ink, p)) problem(c.id, `${label} overlaps a portrait`);
  }
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) if (overlap((texts[i] as (typeof texts)[number]).ink, (texts[j] as (typeof texts)[number]).ink)) problem(c.id, `"${texts[i]?.text}" overlaps "${texts[j]?.text}"`);
}

function checkMrz(c: Blind4Case, page: ReadBack) {
  if (c.layout !== 'passport') return;
  const lines = page.mrz;
  if (!lines || !c.mrz || lines[0] !== c.mrz[0] || lines[1] !== c.mrz[1]) return problem(c.id, 'the page does not print the case MRZ');
  if (lines.some((l) => l.length !== 44)) return problem(c.id, 'an MRZ line is not 44 characters');
  const result = parse(lines);
  const invalid = result.details.filter((d) => !d.valid).map((d) => d.field);
  if (c.kind === 'mrz-check-digit') {
    if (result.valid || invalid.length !== 1 || invalid[0] !== c.alteredCheckDigit) problem(c.id, `altered ${c.alteredCheckDigit} but the mrz package finds invalid: ${invalid.join(', ') || 'none'}`);
  } else if (!result.valid) problem(c.id, `genuine MRZ invalid: ${invalid.join(', ')}`);
  const f = result.fields;
  const yymmdd = (ddmmyyyy: string | undefined) => (ddmmyyyy ? `${ddmmyyyy.slice(8)}${ddmmyyyy.slice(3, 5)}${ddmmyyyy.slice(0, 2)}` : '');
  const asMrz = (s: string | undefined) => (s ?? '').replace(/-/g, ' ').replace(/'/g, '');
  if (f.documentNumber !== page.documentNumber) problem(c.id, `MRZ number ${f.documentNumber} vs page ${page.documentNumber}`);
  if (f.birthDate !== yymmdd(page.dateOfBirth)) problem(c.id, `MRZ birth ${f.birthDate} vs page ${page.dateOfBirth}`);
  if (f.expirationDate !== yymmdd(page.expiryDate)) problem(c.id, `MRZ expiry ${f.expirationDate} vs page ${page.expiryDate}`);
  if (f.sex !== (page.sex === 'M' ? 'male' : 'female')) problem(c.id, `MRZ sex ${f.sex} vs page ${page.sex}`);
  const mrzGiven = asMrz(page.givenNames);
  if (!(f.firstName === mrzGiven || (lines[0].endsWith('<') === false && mrzGiven.startsWith(f.firstName ?? '')))) problem(c.id, `MRZ given names ${f.firstName} vs page ${page.givenNames}`);
  if (c.kind === 'vz-surname') {
    if (f.lastName === asMrz(page.surname)) problem(c.id, 'the visual zone surname equals the MRZ surname');
    if (f.lastName !== asMrz(c.person.surname)) problem(c.id, `MRZ surname ${f.lastName} is not the holder's`);
  } else if (f.lastName !== asMrz(page.surname)) problem(c.id, `MRZ surname ${f.lastName} vs page ${page.surname}`);
}

function checkFields(c: Blind4Case, page: ReadBack) {
  for (const [k, want] of Object.entries(c.expectedFields)) {
    const got = page[k as keyof ReadBack];
    if (got !== want) problem(c.id, `scored ${k} "${want}" but the page prints "${String(got)}"`);
  }
  const want = ['documentNumber', 'givenNames', 'dateOfBirth', ...(c.kind === 'vz-surname' ? [] : ['surname']), ...(c.layout === 'passport' || c.layout === 'licence' ? ['expiryDate'] : []), ...(c.layout === 'passport' ? ['sex'] : [])].sort();
  if (JSON.stringify(Object.keys(c.expectedFields).sort()) !== JSON.stringify(want)) problem(c.id, `scored fields ${Object.keys(c.expectedFields).join(',')}, want ${want.join(',')}`);
  // The record against the page: exactly the intended fields differ.
  const printed: Record<string, string | undefined> = { surname: page.surname, givenNames: page.givenNames, dateOfBirth: page.dateOfBirth && iso(page.dateOfBirth), sex: page.sex, expiryDate: page.expiryDate && iso(page.expiryDate) };
  for (const k of ['surname', 'givenNames', 'dateOfBirth']) if (!(k in c.record)) problem(c.id, `record lacks ${k}`);
  const differ = Object.keys(c.record).filter((k) => c.record[k] !== printed[k]).sort();
  const intended = c.kind === 'record-dob' ? ['dateOfBirth'] : c.kind === 'record-surname' ? ['surname'] : [];
  if (JSON.stringify(differ) !== JSON.stringify(intended) || JSON.stringify(c.contradicts) !== JSON.stringify(intended)) problem(c.id, `record differs in [${differ.join(', ')}], intended [${intended.join(', ')}]`);
  if (c.kind === 'record-surname' && !blind4People.some((p) => p.key !== c.person.key && p.surname === c.record.surname)) problem(c.id, "record surname is not another person's");
  // Validity on the run day.
  // A voter's card and some slips print no issue date; the case's own must still be past.
  const issue = page.issueDate ? iso(page.issueDate) : c.printed.issueDate;
  if (page.issueDate && iso(page.issueDate) !== c.printed.issueDate) problem(c.id, `prints issue ${page.issueDate}, case ${c.printed.issueDate}`);
  if (issue > today) problem(c.id, `issued ${issue}, after the run day`);
  const expiry = page.expiryDate && iso(page.expiryDate);
  if (c.layout === 'passport' || c.layout === 'licence' || c.layout === 'nin-card') {
    if (!expiry) problem(c.id, 'prints no expiry');
    else if (c.kind === 'expired') {
      const ago = daysBetween(expiry, today);
      if (ago < 40 || ago > 900) problem(c.id, `expired ${ago} days before the run day, want 40-900`);
    } else if (daysBetween(today, expiry) <= 180) problem(c.id, `only ${daysBetween(today, expiry)} days left`);
  }
  if ((c.kind === 'genuine') !== (c.intended === 'PASS')) problem(c.id, `intended ${c.intended} for a ${c.kind}`);
}

function checkGlare(c: Blind4Case, r: Rendered) {
  const spots = glareFor(r, new Rng(captureSeed(c.id, 'glare')));
  for (const t of r.texts.filter((x) => x.text.trim() !== '')) {
    if (t.role === 'mrz') {
      if (coverage(spots, t.ink, 1.0, 120, 16) > 0) problem(c.id, 'glare touches the MRZ');
    } else {
      const share = coverage(spots, t.ink, GLARE_STRONG, 60, 16);
      if (share > 0.25) problem(c.id, `glare covers ${(share * 100).toFixed(0)}% of "${t.text}"`);
    }
  }
}

const missing = missingFromFontconfig(blind4Families);
if (missing.length) problem('fonts', `fontconfig does not know ${missing.join(', ')} (scripts/ensure-fonts.sh --blind4)`);

const camera = await Blind4Camera.open();
const stats = { documents: 0, texts: 0, fontChecks: 0, mrz: 0, captures: 0 };
const familiesSeen = new Set<string>();
try {
  const notDrawn = await camera.missingFonts(blind4Families);
  if (notDrawn.length) problem('fonts', `Chromium does not draw ${notDrawn.join(', ')}`);
  const sampled = new Set<string>();
  for (const c of cases) {
    const doc = renderBlind4Page(c);
    const r = await camera.render(doc);
    stats.documents++;
    // Fonts per element, on the page as rendered.
    const drawn = await camera.drawnFonts();
    if (drawn.length !== r.texts.length) problem(c.id, 'text elements and drawn fonts disagree');
    r.texts.forEach((t, i) => {
      if (t.text.trim() === '') return;
      stats.texts++;
      familiesSeen.add(t.family);
      const fonts = drawn[i] ?? [];
      stats.fontChecks++;
      if (!(blind4Families as readonly string[]).includes(t.family)) problem(c.id, `"${t.text}" asks for ${t.family}, not a set family`);
      if (t.role === 'mrz' && t.family !== 'OCR B') problem(c.id, 'MRZ not in OCR B');
      if (t.role !== 'mrz' && t.family === 'OCR B') problem(c.id, `"${t.text}" in OCR B outside the MRZ`);
      if (fonts.length !== 1 || !isFamily(fonts[0] as { familyName: string; postScriptName: string }, t.family)) problem(c.id, `"${t.text}" drawn in ${fonts.map((f) => f.postScriptName).join(' + ') || 'nothing'}, not ${t.family}`);
    });
    checkGeometry(c, r);
    const page = readBack(c, r);
    if (c.layout === 'passport') stats.mrz++;
    checkMrz(c, page);
    checkFields(c, page);
    checkGlare(c, r);
    // One document per layout through every capture.
    if (!sampled.has(c.layout)) {
      sampled.add(c.layout);
      for (const v of blind4Variants) {
        const shot = await camera.shoot(r, v, captureSeed(c.id, v));
        const again = await camera.shoot(r, v, captureSeed(c.id, v));
        stats.captures++;
        const hash = (b: Buffer) => createHash('sha256').update(b).digest('hex');
        if (hash(shot.image) !== hash(again.image)) problem(c.id, `${v} is not deterministic`);
        const meta = await sharp(shot.image).metadata();
        const { frame, card } = shot.info;
        if (meta.width !== frame.width || meta.height !== frame.height) problem(c.id, `${v} is ${meta.width}x${meta.height}, frame ${frame.width}x${frame.height}`);
        if (meta.format !== (v === 'clean' ? 'png' : 'jpeg')) problem(c.id, `${v} is ${meta.format}`);
        if (!card || card.x < 0 || card.y < 0 || card.x + card.w > frame.width || card.y + card.h > frame.height) problem(c.id, `${v}: the card leaves the frame`);
        if (v === 'phone' && !((frame.width === 1920 && frame.height === 1080) || (frame.width === 1280 && frame.height === 960))) problem(c.id, `phone frame ${frame.width}x${frame.height}`);
        if (v === 'lowres' && (frame.width !== 1024 || frame.height !== 768 || !card || card.w < 650 || card.w > 750)) problem(c.id, `lowres card ${card?.w} px wide in ${frame.width}x${frame.height}`);
      }
    }
  }
} finally {
  await camera.close();
}

const unused = blind4Families.filter((f) => !familiesSeen.has(f));
if (unused.length) problem('fonts', `families never used: ${unused.join(', ')}`);
const byLayout = blind4Layouts.map((l) => `${l} ${cases.filter((c) => c.layout === l).length}`).join(', ');
const byKind = [...new Set(cases.map((c) => c.kind))].map((k) => `${k} ${cases.filter((c) => c.kind === k).length}`).join(', ');
console.log(`Blind4 set check (run day ${today}): ${cases.length} documents (${byLayout}); kinds: ${byKind}; ${cases.length * blind4Variants.length} images in a full run.`);
console.log(`Rendered ${stats.documents} pages, ${stats.texts} printed texts (fonts checked on each: ${[...familiesSeen].sort().join(', ')}), ${stats.mrz} MRZs parsed, ${stats.captures} captures made twice and compared.`);
if (problems.length) {
  console.log(`${problems.length} problem(s):`);
  for (const p of problems.slice(0, 200)) console.log(`- ${p}`);
  process.exit(1);
}
console.log('No problems.');
