/**
 * Proves the fifth blind set is what it claims, without the reader: its fonts are installed and
 * really drawn (no fallback), its text is neither clipped nor overlapping, the scored fields are what
 * each page prints, the MRZs' check digits are right (one wrong on the check-digit forgery), each
 * authority record contradicts exactly the field its case says, the captures keep within their
 * ranges and cover no scored text, and one seed draws the same bytes twice. Prints "No problems."
 * when all holds; otherwise each problem, and exits 1.
 *
 *   node --import tsx eval/documents-blind5/check.ts                  # every document and capture
 *   node --import tsx eval/documents-blind5/check.ts --cases ID,ID    # some, while changing the set
 */
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { parse as parseMrz } from 'mrz';
import sharp from 'sharp';
import { Blind5Camera, type RenderedPage } from './camera.js';
import { daysBetween, dmy, parts, readPrintedDate, runDay } from './dates.js';
import { blind5Families, blind5FontFaces, missingFromFontconfig } from './fonts.js';
import { apply, boxCorners, boxSamples, inPolygon, polygonsMeet, type Box, type Pt } from './geometry.js';
import { pxPerMm, renderBlind5Page } from './layouts.js';
import { blind5Kinds, blind5Layouts, blind5Order, blind5People, buildBlind5Cases, kindsOf, type Blind5Case, type RecordFields } from './people.js';
import { blind5Variants, lightAt, underGlare, type Blind5Variant, type CapturePlan } from './scene.js';

const { values } = parseArgs({ options: { cases: { type: 'string' } } });
const started = Date.now();
const problems: string[] = [];
const problem = (text: string) => problems.push(text);
const today = runDay();

// --- The fonts ---------------------------------------------------------------------------------
const missing = missingFromFontconfig(blind5Families);
if (missing.length) {
  console.log(`fonts missing: ${missing.join(', ')}; run scripts/ensure-fonts.sh --blind5`);
  process.exit(1);
}

// --- The cases, records and expected fields ----------------------------------------------------
const all = buildBlind5Cases(today);
if (JSON.stringify(all) !== JSON.stringify(buildBlind5Cases(today))) problem('two builds of the cases differ');
const ordered = blind5Order(all);
if (ordered.length !== all.length || new Set(ordered.map((c) => c.id)).size !== all.length) problem('the run order loses or repeats cases');
const wantCount = blind5People.length * blind5Layouts.reduce((s, l) => s + kindsOf[l].length, 0);
if (all.length !== wantCount) problem(`${all.length} cases, expected ${wantCount}`);

const peopleWith = (test: (p: (typeof blind5People)[number]) => boolean) => blind5People.filter(test).length;
if (!peopleWith((p) => p.surname.replace(/[^A-Z]/g, '').length >= 14)) problem('no surname of 14 letters or more');
if (!peopleWith((p) => p.surname.includes('-'))) problem('no compound surname');
if (!peopleWith((p) => p.givenNames.length === 3)) problem('no one with three given names');
if (!peopleWith((p) => p.givenNames.length === 1)) problem('no one with one given name');
if (!peopleWith((p) => p.sex === 'M') || !peopleWith((p) => p.sex === 'F')) problem('not both men and women');
for (const p of blind5People) {
  const y = parts(p.dateOfBirth)[0];
  if (y < 1950 || y > 2005) problem(`${p.id}: born ${y}, outside 1950-2005`);
}

const records = new Map<string, RecordFields>();
const numbersByKind = new Map<string, string>();
for (const c of all) {
  const key = `${c.docType}/${c.printed.documentNumber}`;
  const known = records.get(key);
  if (known && JSON.stringify(known) !== JSON.stringify(c.record)) problem(`${c.id}: number ${key} also filed with another record`);
  records.set(key, c.record);
  if (c.kind !== 'genuine') {
    if (numbersByKind.has(key)) problem(`${c.id}: forged document shares its number with ${numbersByKind.get(key)}`);
    numbersByKind.set(key, c.id);
  }
}
for (const c of all.filter((x) => x.kind !== 'genuine')) {
  if (all.some((g) => g.kind === 'genuine' && g.docType === c.docType && g.printed.documentNumber === c.printed.documentNumber)) problem(`${c.id}: shares a genuine document's number`);
}
for (const p of blind5People) {
  const slip = all.find((c) => c.id === `${p.id}-nin-slip-genuine`);
  const card = all.find((c) => c.id === `${p.id}-nin-card-genuine`);
  if (!slip || !card || slip.printed.documentNumber !== card.printed.documentNumber) problem(`${p.id}: the genuine NIN slip and e-ID card do not print one NIN`);
}

/** Which record fields differ from what the page prints. */
function contradicted(c: Blind5Case): string[] {
  const p = c.printed;
  const r = c.record;
  const out: string[] = [];
  if (r.surname !== p.surname) out.push('surname');
  if (r.givenNames !== p.givenNames.join(' ')) out.push('givenNames');
  if (r.dateOfBirth !== p.dateOfBirth) out.push('dateOfBirth');
  if (r.sex !== p.sex) out.push('sex');
  if ((r.expiryDate ?? null) !== (p.expiryDate ?? null)) out.push('expiryDate');
  return out;
}
const intendedContradiction: Record<string, string[]> = {
  genuine: [],
  'record-dob': ['dateOfBirth'],
  'record-surname': ['surname'],
  'mrz-check-digit': [],
  'vz-surname': [],
  expired: [],
};
for (const c of all) {
  const got = contradicted(c);
  const want = intendedContradiction[c.kind] ?? [];
  if (got.join() !== want.join()) problem(`${c.id}: its record contradicts [${got.join(', ')}], meant [${want.join(', ')}]`);
  if (c.intended !== (c.kind === 'genuine' ? 'PASS' : 'FAIL')) problem(`${c.id}: intended ${c.intended}`);
  if (c.kind === 'record-dob' && dmy(c.record.dateOfBirth) === dmy(c.printed.dateOfBirth)) problem(`${c.id}: the record's birth date prints as the page's`);
  const keys = Object.keys(c.expectedFields).sort().join(',');
  const want2 = ['documentNumber', 'givenNames', 'dateOfBirth', ...(c.kind === 'vz-surname' ? [] : ['surname']), ...(c.layout === 'passport' || c.layout === 'licence' ? ['expiryDate'] : []), ...(c.layout === 'passport' ? ['sex'] : [])]
    .sort()
    .join(',');
  if (keys !== want2) problem(`${c.id}: expected fields ${keys}, meant ${want2}`);
  if (c.printed.expiryDate) {
    const left = daysBetween(today, c.printed.expiryDate);
    if (c.kind === 'expired' && (left > -40 || left < -900)) problem(`${c.id}: expired ${-left} days ago, not 40-900`);
    if (c.kind !== 'expired' && left <= 180) problem(`${c.id}: only ${left} days of validity left`);
    if (daysBetween(c.printed.issueDate, today) < 0) problem(`${c.id}: issued in the future`);
  }
  if (c.kind === 'expired' && !c.printed.expiryDate) problem(`${c.id}: expired but prints no expiry`);
}

// --- Each document and capture -------------------------------------------------------------------
const only = values.cases?.split(',');
const cases = only ? ordered.filter((c) => only.includes(c.id)) : ordered;
if (only && cases.length !== only.length) problem(`unknown case in --cases: ${only.filter((id) => !cases.some((c) => c.id === id)).join(', ')}`);

const unquote = (family: string) => family.replace(/^["']|["']$/g, '');
const familiesUsed = new Set<string>();
const digest = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const hashes = new Map<string, string>();
const tally = {
  images: 0,
  byVariant: new Map<string, number>(),
  surfaces: new Map<string, number>(),
  frames: new Map<string, number>(),
  deskThumbs: 0,
  handThumbs: 0,
  glares: 0,
  shadows: 0,
  cuts: 0,
  nearFlat: 0,
  exif: 0,
  icc: 0,
  minTextPx: Infinity,
};
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
const overlap = (a: Box, b: Box, tol = 0.5) => a.x0 < b.x1 - tol && b.x0 < a.x1 - tol && a.y0 < b.y1 - tol && b.y0 < a.y1 - tol;

function checkPage(c: Blind5Case, r: RenderedPage): void {
  const { layout, page } = r;
  const texts = layout.texts;
  for (const t of texts) {
    if (t.scrollWidth > t.clientWidth + 0.5) problem(`${c.id}: "${t.text}" clipped (${t.scrollWidth} > ${t.clientWidth} px)`);
    if (!t.rects.length && t.text.trim()) problem(`${c.id}: "${t.text}" draws nothing`);
    for (const b of t.rects) {
      if (b.x0 < -0.5 || b.y0 < -0.5 || b.x1 > page.width + 0.5 || b.y1 > page.height + 0.5) problem(`${c.id}: "${t.text}" runs off the page`);
      const rad = page.radius;
      for (const p of boxCorners(b)) {
        const cx = p.x < rad ? rad : p.x > page.width - rad ? page.width - rad : p.x;
        const cy = p.y < rad ? rad : p.y > page.height - rad ? page.height - rad : p.y;
        if (Math.hypot(p.x - cx, p.y - cy) > rad + 0.5) problem(`${c.id}: "${t.text}" runs into a rounded corner`);
      }
    }
  }
  for (let i = 0; i < texts.length; i++) {
    for (let k = i + 1; k < texts.length; k++) {
      const a = texts[i];
      const b = texts[k];
      if (a && b && a.rects.some((ra) => b.rects.some((rb) => overlap(ra, rb)))) problem(`${c.id}: "${a.text}" overlaps "${b.text}"`);
    }
    const t = texts[i];
    for (const img of layout.images.filter((x) => !x.under)) if (t && t.rects.some((rt) => overlap(rt, img.box))) problem(`${c.id}: "${t.text}" runs under a drawn box`);
  }

  // What the page prints, read back field by field.
  const printed = new Map<string, { text: string; date: string | null }>();
  for (const s of layout.scored) {
    const known = printed.get(s.field);
    printed.set(s.field, { text: known ? `${known.text} ${s.text}` : s.text, date: known?.date ?? s.date });
  }
  const yy = parts(today)[0] % 100;
  const read = (field: string): string | null => {
    const p = printed.get(field);
    if (!p) return null;
    if (field === 'documentNumber') return p.text.replace(/\s+/g, '');
    if (field === 'dateOfBirth' || field === 'expiryDate') {
      const iso = readPrintedDate(p.text, field === 'dateOfBirth' ? (y) => (y > yy ? 1900 + y : 2000 + y) : (y) => 2000 + y);
      return iso ? dmy(iso) : `unreadable date "${p.text}"`;
    }
    return p.text.trim().replace(/\s+/g, ' ');
  };
  for (const [field, value] of Object.entries(c.expectedFields)) {
    const got = read(field);
    if (got !== value) problem(`${c.id}: ${field} expected ${value}, the page prints ${got ?? 'nothing'}`);
  }
  for (const field of printed.keys()) if (!(field in c.expectedFields) && !(c.kind === 'vz-surname' && field === 'surname')) problem(`${c.id}: prints a scored ${field} nobody scores`);
  if (read('surname') !== c.printed.surname) problem(`${c.id}: prints surname ${read('surname')}, the case says ${c.printed.surname}`);
  if (read('documentNumber') !== c.printed.documentNumber) problem(`${c.id}: prints number ${read('documentNumber')}, files ${c.printed.documentNumber}`);

  // The passport's MRZ.
  const mrzTexts = texts.filter((t) => t.mrz);
  if (c.layout === 'passport') {
    if (!c.mrz || mrzTexts.length !== 2) {
      problem(`${c.id}: no two-line MRZ`);
      return;
    }
    const lines = mrzTexts.map((t) => t.text) as [string, string];
    if (lines[0] !== c.mrz.lines[0] || lines[1] !== c.mrz.lines[1] || lines.some((l) => l.length !== 44)) problem(`${c.id}: the MRZ printed is not the MRZ built`);
    for (const t of mrzTexts) {
      const width = Math.max(...t.rects.map((b) => b.x1)) - Math.min(...t.rects.map((b) => b.x0));
      const pitch = (width + t.letterSpacing) / 44 / pxPerMm;
      if (Math.abs(pitch - 2.54) > 0.03) problem(`${c.id}: MRZ pitch ${pitch.toFixed(3)} mm, not 2.54`);
    }
    const parsed = parseMrz(lines);
    const invalid = parsed.details.filter((d) => !d.valid).map((d) => d.field);
    if (c.kind === 'mrz-check-digit') {
      const want = `${c.mrz.wrongDigit}CheckDigit`;
      if (invalid.length !== 1 || invalid[0] !== want) problem(`${c.id}: MRZ invalid fields [${invalid.join(', ')}], meant only ${want}`);
    } else if (invalid.length) problem(`${c.id}: MRZ invalid fields [${invalid.join(', ')}]`);
    const f = parsed.fields;
    const yymmdd = (iso: string) => iso.slice(2).replace(/-/g, '');
    if (f.documentNumber !== c.printed.documentNumber && c.mrz.wrongDigit !== 'documentNumber') problem(`${c.id}: MRZ number ${f.documentNumber}`);
    if (f.birthDate !== yymmdd(c.printed.dateOfBirth) && c.mrz.wrongDigit !== 'birthDate') problem(`${c.id}: MRZ birth date ${f.birthDate}`);
    if (f.expirationDate !== yymmdd(c.printed.expiryDate ?? '') && c.mrz.wrongDigit !== 'expirationDate') problem(`${c.id}: MRZ expiry ${f.expirationDate}`);
    if (f.sex !== (c.printed.sex === 'M' ? 'male' : 'female')) problem(`${c.id}: MRZ sex ${f.sex}`);
    if (f.firstName !== c.printed.givenNames.join(' ')) problem(`${c.id}: MRZ given names ${f.firstName}`);
    const mrzSurname = c.person.surname.replace(/-/g, ' ');
    if (f.lastName !== mrzSurname) problem(`${c.id}: MRZ surname ${f.lastName}, not the holder's`);
    if (c.kind === 'vz-surname' ? f.lastName === c.printed.surname.replace(/-/g, ' ') : c.printed.surname !== c.person.surname) problem(`${c.id}: visual zone and MRZ surnames ${c.kind === 'vz-surname' ? 'agree' : 'disagree'}`);
  } else if (mrzTexts.length) problem(`${c.id}: an MRZ on a ${c.layout}`);
}

async function checkFonts(c: Blind5Case, r: RenderedPage, camera: Blind5Camera): Promise<void> {
  for (const el of await camera.fontsUsed(r)) {
    if (!el.text.trim()) continue;
    const declared = unquote(el.declared.split(',')[0]?.trim() ?? '');
    const face = blind5FontFaces[declared];
    if (!face) {
      problem(`${c.id}: "${el.text}" declares ${el.declared}, not a family of the set`);
      continue;
    }
    if (!el.used.length) problem(`${c.id}: "${el.text}" drew with no font`);
    for (const u of el.used) {
      if (!face.postScriptNames.includes(u.postScriptName)) problem(`${c.id}: "${el.text}" asked for ${declared} and got ${u.family} (${u.postScriptName}) for ${u.glyphs} glyphs`);
      else familiesUsed.add(declared);
    }
  }
}

/** The capture's plan kept in range, its scored text uncovered, lit and large enough, its metadata as planned. */
async function checkCapture(c: Blind5Case, r: RenderedPage, variant: Blind5Variant, image: Buffer, plan: CapturePlan | null): Promise<void> {
  const meta = await sharp(image).metadata();
  if (variant === 'clean') {
    if (meta.format !== 'png' || meta.width !== Math.round(r.page.width * 2.5)) problem(`${c.id} clean: ${meta.format} ${meta.width} px wide`);
    return;
  }
  if (!plan) {
    problem(`${c.id} ${variant}: no plan`);
    return;
  }
  const id = `${c.id} ${variant}`;
  const { width: W, height: H } = plan.frame;
  if (meta.format !== 'jpeg' || meta.width !== W || meta.height !== H) problem(`${id}: ${meta.format} ${meta.width}x${meta.height}, planned ${W}x${H}`);
  if (meta.orientation !== undefined && meta.orientation !== 1) problem(`${id}: EXIF orientation ${meta.orientation}`);
  if (plan.metadata.kind === 'exif' ? !meta.exif || meta.icc : !meta.icc || meta.exif) problem(`${id}: metadata is not ${plan.metadata.kind}`);
  tally[plan.metadata.kind === 'exif' ? 'exif' : 'icc']++;
  bump(tally.surfaces, plan.surface);
  bump(tally.frames, `${W}x${H}`);
  const desk = variant === 'phone-desk';
  const [rx, ry] = plan.tiltAxesDeg.map(Math.abs) as [number, number];
  if (desk) {
    if (W < 1600 || W > 4000) problem(`${id}: frame ${W} px wide`);
    if (plan.share < 0.35 - 0.005 || plan.share > 0.8 + 0.005) problem(`${id}: the document is ${(plan.share * 100).toFixed(1)}% of the width`);
    if (plan.tiltDeg < 3 - 0.01 || plan.tiltDeg > 14 + 0.01) problem(`${id}: tilted ${plan.tiltDeg.toFixed(1)} degrees`);
    if (Math.abs(plan.turnDeg) > 8) problem(`${id}: turned ${plan.turnDeg.toFixed(1)} degrees`);
    if (plan.quality < 60 || plan.quality > 88) problem(`${id}: JPEG ${plan.quality}`);
    if (plan.quad.some((p) => p.x < 0 || p.y < 0 || p.x > W || p.y > H)) problem(`${id}: a corner of the document is out of the frame`);
    if (plan.glare || plan.cut) problem(`${id}: glare or cut on a desk capture`);
    if (plan.thumb) tally.deskThumbs++;
  } else {
    if (W < 1080 || W > 2000) problem(`${id}: frame ${W} px wide`);
    if (plan.share < 0.8 - 0.005 || plan.share > 0.98 + 0.005) problem(`${id}: the document is ${(plan.share * 100).toFixed(1)}% of the width`);
    if (Math.max(rx, ry) < 8 - 0.01 || Math.max(rx, ry) > 18 + 0.01 || Math.min(rx, ry) > 3 + 0.01) problem(`${id}: tilted ${rx.toFixed(1)} and ${ry.toFixed(1)} degrees`);
    if (plan.quality < 70 || plan.quality > 85) problem(`${id}: JPEG ${plan.quality}`);
    if (plan.shadow) problem(`${id}: a phone shadow in the hand`);
    if (plan.cut) {
      tally.cuts++;
      const docW = Math.max(...plan.quad.map((p) => p.x)) - Math.min(...plan.quad.map((p) => p.x));
      if (plan.cut.px > 0.03 * docW + 0.5) problem(`${id}: cut ${plan.cut.px.toFixed(0)} px, over 3% of the document`);
    }
    if (plan.thumb) tally.handThumbs++;
    if (plan.glare) tally.glares++;
  }
  if (plan.shadow) tally.shadows++;
  if (Math.abs(plan.turnDeg) < 0.7) tally.nearFlat++;

  // The recorded corners are where the homography puts the page's.
  const corners = boxCorners({ x0: 0, y0: 0, x1: r.page.width, y1: r.page.height }).map((p) => apply(plan.h, p));
  if (corners.some((p, i) => Math.hypot(p.x - (plan.quad[i]?.x ?? NaN), p.y - (plan.quad[i]?.y ?? NaN)) > 0.5)) problem(`${id}: recorded corners disagree with the homography`);

  const scoredBoxes = [...r.geometry.scored, ...r.geometry.mrz];
  const margin = 0.01 * Math.min(W, H);
  for (const b of scoredBoxes) {
    const poly = boxCorners(b).map((p) => apply(plan.h, p));
    if (poly.some((p) => p.x < margin || p.y < margin || p.x > W - margin || p.y > H - margin)) problem(`${id}: scored text near or beyond the frame's edge`);
    if (plan.thumb && (polygonsMeet(plan.thumb.frame, poly) || polygonsMeet(plan.thumb.palm, poly))) problem(`${id}: the thumb covers scored text`);
    const samples = boxSamples(b, 9, 4).map((p) => apply(plan.h, p));
    const glare = plan.glare;
    if (glare && samples.some((p) => underGlare(glare, p))) problem(`${id}: glare over scored text`);
    const dark = Math.min(...samples.map((p) => lightAt(plan, p)));
    if (dark < 0.55 - 1e-6) problem(`${id}: scored text only ${(dark * 100).toFixed(0)}% lit`);
    // A line of text must stay large enough to read: its height in the frame, at its smallest.
    const [tl, tr, br, bl] = poly as [Pt, Pt, Pt, Pt];
    const left = Math.hypot(bl.x - tl.x, bl.y - tl.y);
    const right = Math.hypot(br.x - tr.x, br.y - tr.y);
    tally.minTextPx = Math.min(tally.minTextPx, left, right);
    if (Math.min(left, right) < 16) problem(`${id}: scored text only ${Math.min(left, right).toFixed(1)} px tall`);
  }
  if (plan.glare && plan.glare.peak > 0.6) problem(`${id}: glare too strong`);
  const shadow = plan.shadow;
  if (shadow && r.geometry.mrz.length) {
    const mrz = r.geometry.mrz.flatMap((b) => boxSamples(b)).map((p) => apply(plan.h, p));
    if (mrz.filter((p) => inPolygon(p, shadow.polygon)).length / mrz.length >= 0.5) problem(`${id}: the shadow lies over most of the MRZ`);
  }
}

const camera = await Blind5Camera.open();
try {
  for (const c of cases) {
    const rendered = await camera.render(await renderBlind5Page(c));
    checkPage(c, rendered);
    await checkFonts(c, rendered, camera);
    for (const variant of blind5Variants) {
      const { image, plan } = await camera.photograph(rendered, variant, `${c.seed}/${variant}`);
      hashes.set(`${c.id}/${variant}`, digest(image));
      tally.images++;
      bump(tally.byVariant, variant);
      await checkCapture(c, rendered, variant, image, plan);
    }
  }
} finally {
  await camera.close();
}

// Same seed, same bytes: a fresh browser draws one document of each layout (and the check-digit forgery) again.
const again = only ? cases : blind5Layouts.map((l) => cases.find((c) => c.layout === l && c.kind === (l === 'passport' ? 'mrz-check-digit' : 'genuine'))).filter((c): c is Blind5Case => !!c);
const second = await Blind5Camera.open();
try {
  for (const c of again) {
    const rendered = await second.render(await renderBlind5Page(c));
    for (const variant of blind5Variants) {
      const { image } = await second.photograph(rendered, variant, `${c.seed}/${variant}`);
      if (hashes.get(`${c.id}/${variant}`) !== digest(image)) problem(`${c.id} ${variant}: drawn twice, two different images`);
    }
  }
} finally {
  await second.close();
}

if (!only) {
  for (const family of blind5Families) if (!familiesUsed.has(family)) problem(`font family ${family} is listed but no page uses it`);
  if (!tally.frames.has('4000x3000') || !tally.frames.has('1600x1200')) problem('no 4000x3000 or no 1600x1200 desk frame');
  for (const s of ['dark-wood', 'white-desk', 'cloth', 'black']) if (!tally.surfaces.get(s)) problem(`no capture on ${s}`);
  if (!tally.deskThumbs || !tally.nearFlat || !tally.exif || !tally.icc || !tally.cuts || !tally.glares) problem('some capture feature never occurs (thumb, flat turn, EXIF, sRGB profile, cut, glare)');
}

const byLayout = blind5Layouts.map((l) => `${l} ${cases.filter((c) => c.layout === l).length}`).join(', ');
const byKind = blind5Kinds.map((k) => `${k} ${cases.filter((c) => c.kind === k).length}`).join(', ');
console.log(
  [
    `Blind5 set for ${today}: ${cases.length} documents (${byLayout}; ${byKind}), ${tally.images} images (${[...tally.byVariant].map(([k, v]) => `${k} ${v}`).join(', ')}), ${again.length} drawn twice.`,
    `Surfaces: ${[...tally.surfaces].map(([k, v]) => `${k} ${v}`).join(', ')}. Frames: ${[...tally.frames].sort().map(([k, v]) => `${k} ${v}`).join(', ')}.`,
    `Thumbs ${tally.deskThumbs} on desks, ${tally.handThumbs} in hands; glare ${tally.glares}; phone shadows ${tally.shadows}; cut edges ${tally.cuts}; turned under 0.7 degrees ${tally.nearFlat}; EXIF ${tally.exif}, sRGB profile ${tally.icc}; smallest scored line ${tally.minTextPx.toFixed(1)} px.`,
    `Fonts drawn: ${[...familiesUsed].sort().join(', ')}. ${Math.round((Date.now() - started) / 1000)} s.`,
  ].join('\n'),
);
if (problems.length) {
  console.log(`${problems.length} problems:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('No problems.');
