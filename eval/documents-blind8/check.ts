import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { parse as parseMrz } from 'mrz';
import sharp from 'sharp';
import { chooseFrom } from '../document-eval.js';
import { openBlind8Camera } from './camera.js';
import { drawCapture, outline, variants, type Variant } from './capture.js';
import { BUILT_ON, buildCases, layouts, recordsOf, type Blind8Case } from './cases.js';
import { addDays, ageOn, todayIso, ymd } from './dates.js';
import { assertFontconfig, nameFamilies } from './fonts.js';
import { designFonts, pageOf, type Zone } from './pages.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { people } from './people.js';

/**
 * Proves the eighth blind set without the product: each case's intended outcome re-derived from
 * what its page prints, what its record holds and today (BLIND8_TODAY pins it); MRZ check digits
 * (read back by the `mrz` package, not by the set's own builder) sound on every page but the ones
 * altered, and wrong exactly where altered; every capture's drawn numbers (document in frame, field
 * text large enough, hotspot and shadow off the fields); every font installed; and, for a sample of
 * documents, the pages' text drawn only in the set's families and within its room, and the images
 * decoding at the sizes they should.
 *
 *   node --import tsx eval/documents-blind8/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small while developing.
 */

const problems: string[] = [];
const fail = (what: string) => problems.push(what);
function checkCases(cases: Blind8Case[], today: string): void {
  const ids = new Set<string>();
  const numbers = new Set<string>();
  for (const c of cases) {
    if (ids.has(c.id)) fail(`${c.id}: id twice`);
    ids.add(c.id);
    for (const r of c.records) {
      const key = `${r.docType}/${r.documentNumber}`;
      if (numbers.has(key)) fail(`${c.id}: record ${key} also belongs to another case`);
      numbers.add(key);
      if (r.docType !== c.docType) fail(`${c.id}: record of docType ${r.docType}`);
    }
    const reasons = reasonsToFail(c, today);
    const derived = reasons.length === 0 ? 'PASS' : 'FAIL';
    if (derived !== c.intended) fail(`${c.id}: intended ${c.intended}, but the page, the record and ${today} make it ${derived} (${reasons.join(', ') || 'nothing wrong'})`);
    if (!reasonsFit(c, reasons)) fail(`${c.id}: a ${c.kind} case must break exactly its own rule; it breaks ${reasons.join(', ') || 'nothing'}`);
    // A document that expires within a year could be REVIEW (expiring soon), not PASS: the set needs rebuilding then.
    if (derived === 'PASS' && c.printed.expiryDate && c.printed.expiryDate < addDays(today, 365)) fail(`${c.id}: expires ${c.printed.expiryDate}, within a year of ${today}: build an eighth set`);
    if (c.kind === 'expired' && c.printed.expiryDate && c.printed.expiryDate > addDays(today, -180)) fail(`${c.id}: expired only on ${c.printed.expiryDate}`);

    const { issueDate, expiryDate, dateOfBirth } = c.printed;
    if (issueDate && issueDate > BUILT_ON) fail(`${c.id}: issued after the set was built`);
    if (issueDate && issueDate < dateOfBirth) fail(`${c.id}: issued before birth`);
    if (issueDate && expiryDate && expiryDate <= issueDate) fail(`${c.id}: expires before issue`);
    if (c.layout === 'licence' && issueDate && ageOn(dateOfBirth, issueDate) < 18) fail(`${c.id}: a licence issued under 18`);
    if (c.layout === 'pvc' && ageOn(dateOfBirth, BUILT_ON) < 18) fail(`${c.id}: a voter under 18`);

    if (c.layout === 'passport' && c.mrz) {
      const read = parseMrz(c.mrz);
      const bad = read.details.filter((d) => !d.valid).map((d) => d.field);
      if (c.kind === 'mrz-digit') {
        const want = c.alteredDigit === 'composite' ? ['compositeCheckDigit'] : [`${{ document: 'documentNumber', birth: 'birthDate', expiry: 'expirationDate', personal: 'personalNumber' }[c.alteredDigit ?? 'document']}CheckDigit`, 'compositeCheckDigit'];
        if (!isDeepStrictEqual([...bad].sort(), [...want].sort())) fail(`${c.id}: altered ${c.alteredDigit}, the mrz package finds ${bad.join(', ') || 'nothing'} wrong (want ${want.join(', ')})`);
      } else if (bad.length) fail(`${c.id}: MRZ check digits wrong: ${bad.join(', ')}`);
    }
    const e = c.expectedFields;
    if (e.documentNumber !== c.printed.documentNumber || e.surname !== c.printed.surname) fail(`${c.id}: expected fields are not what the page prints`);
  }
}

function checkPeople(cases: Blind8Case[]): void {
  const ages = people.map((p) => ageOn(p.dateOfBirth, BUILT_ON));
  if (!ages.some((a) => a >= 85) || !ages.some((a) => a === 18)) fail('people: want one person of 85 or more and one barely 18');
  const days = people.map((p) => p.dateOfBirth.slice(5));
  for (const day of ['02-29', '12-31', '01-01']) if (!days.includes(day)) fail(`people: no birth date on ${day}`);
  if (!people.some((p) => p.dateOfBirth.startsWith('2000-'))) fail('people: no birth year 2000 (00 in the MRZ)');
  const passports = cases.filter((c) => c.layout === 'passport' && c.kind === 'genuine' && c.mrz);
  if (!passports.some((c) => c.mrz && !c.mrz[0].endsWith('<') && asMrz(c.printed.givenNames).replace(/ /g, '<').length > (c.mrz[0].split('<<')[1]?.replace(/<+$/, '').length ?? 99))) fail('people: no genuine passport whose MRZ cuts the given names');
  const given = people.flatMap((p) => p.givenNames.split(' '));
  for (const [what, ok] of [
    ['hyphenated surname', people.some((p) => p.surname.includes('-'))],
    ['apostrophe in a surname', people.some((p) => p.surname.includes("'"))],
    ['dot under a vowel', people.some((p) => /\u0323/u.test(`${p.surname}${p.givenNames}`.normalize('NFD')))],
    ['one-letter given name', given.some((g) => g.length === 1)],
    ['two-letter given name', given.some((g) => g.length === 2)],
    ['given name that is a month abbreviation', given.some((g) => ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'].includes(g))],
  ] as const)
    if (!ok) fail(`people: no ${what}`);
  for (const p of people) for (const d of [p.dateOfBirth, p.otherDateOfBirth, p.forgedDateOfBirth, p.mrzPerson.dateOfBirth]) ymd(d);
}

const inside = (x: number, y: number, z: Zone, w: number, h: number) => x >= z.x0 * w - 1e-6 && x <= z.x1 * w + 1e-6 && y >= z.y0 * h - 1e-6 && y <= z.y1 * h + 1e-6;

function checkCaptures(cases: Blind8Case[], chosen: readonly Variant[]): { minText: number; captures: number } {
  let minText = Infinity;
  let n = 0;
  for (const c of cases) {
    const page = pageOf(c);
    for (const font of page.fonts) if (!designFonts[c.design].includes(font)) fail(`${c.id}: page font ${font} not its design's`);
    if (!Number.isFinite(page.criticalPx)) fail(`${c.id}: no field marked critical`);
    for (const v of chosen) {
      n++;
      const p = drawCapture(c, page, v);
      if (!isDeepStrictEqual(p, drawCapture(c, page, v))) fail(`${c.id} ${v}: capture not reproducible`);
      const { width, height } = p.frame;
      if (!outline(p, page).every(([x, y]) => x >= 0 && y >= 0 && x <= width && y <= height)) fail(`${c.id} ${v}: document leaves the frame`);
      minText = Math.min(minText, p.minTextPx);
      if (p.minTextPx < 11) fail(`${c.id} ${v}: smallest field text ${p.minTextPx.toFixed(1)} px in the delivered image (want >= 11)`);
      if (p.hotspot) {
        const { zone, centre, core } = p.hotspot;
        if (!page.quietZones.some((z) => isDeepStrictEqual(z, zone))) fail(`${c.id} ${v}: hotspot off the page's quiet zones`);
        const [cx, cy] = centre;
        // The whole core circle (its bounding box) lies in the zone.
        if (!inside(cx - core, cy - core, zone, page.width, page.height) || !inside(cx + core, cy + core, zone, page.width, page.height)) fail(`${c.id} ${v}: hotspot core leaves its zone`);
      }
      if (p.shadow && !page.quietZones.some((z) => isDeepStrictEqual(z, p.shadow?.zone))) fail(`${c.id} ${v}: shadow off the page's quiet zones`);
      if (p.encodes.at(-1)?.longSide === null && p.variant === 'old-phone') fail(`${c.id} ${v}: an old phone's image not downscaled`);
    }
  }
  return { minText, captures: n };
}

async function checkRendered(pages: Blind8Case[], sample: Blind8Case[], chosen: readonly Variant[], samplesDir: string | null): Promise<{ images: number; msPerImage: number; msPerPage: number }> {
  const camera = await openBlind8Camera({ samplesDir });
  let images = 0;
  let imageMs = 0;
  let pageMs = 0;
  try {
    for (const c of pages) {
      const { drawn, overflow, inZones } = await camera.inspectPage(c);
      const allowed = designFonts[c.design];
      // A face of a family reports its own name ("Jura SemiBold" for Jura at 600).
      const ofAllowed = (fam: string) => allowed.some((a) => fam === a || fam.startsWith(`${a} `));
      for (const d of drawn) for (const fam of d.families) if (!ofAllowed(fam)) fail(`${c.id}: "${d.text}" drawn in ${fam}, not one of ${allowed.join(', ')}`);
      if (!drawn.length) fail(`${c.id}: no text found on the page`);
      for (const o of overflow) fail(`${c.id}: text wider than its room: ${o}`);
      // Names only in the families with dotted vowels (the MRZ, in OCR B, writes them without).
      const mrzLine = (text: string) => text.startsWith('P&lt;');
      for (const d of drawn) if (!mrzLine(d.text) && (d.text.includes(c.printed.surname) || d.text.includes(c.printed.givenNames)) && d.families.some((fam) => !nameFamilies.some((n) => fam === n || fam.startsWith(`${n} `)))) fail(`${c.id}: name "${d.text}" drawn in ${d.families.join('+')}`);
      for (const z of inZones) fail(`${c.id}: field in a quiet zone: ${z}`);
    }
    for (const c of sample) {
      let t = Date.now();
      const { page, png } = await camera.renderPage(c);
      pageMs += Date.now() - t;
      const meta = await sharp(png).metadata();
      if (meta.width !== page.width || meta.height !== page.height) fail(`${c.id}: page rendered ${meta.width}x${meta.height}, want ${page.width}x${page.height}`);
      for (const v of chosen) {
        t = Date.now();
        const { image, params } = await camera.capture(c, page, png, v);
        imageMs += Date.now() - t;
        images++;
        const m = await sharp(image).metadata();
        const long = params.encodes.reduce((side, e) => (e.longSide !== null && e.longSide < side ? e.longSide : side), params.frame.width);
        const wantH = Math.round((params.frame.height * long) / params.frame.width);
        if (m.format !== 'jpeg' || m.width !== long || Math.abs((m.height ?? 0) - wantH) > 1) fail(`${c.id} ${v}: ${m.format} ${m.width}x${m.height}, want jpeg ${long}x${wantH}`);
        if (image.length < 15_000 || image.length > 3_000_000) fail(`${c.id} ${v}: ${image.length} bytes`);
        const stats = await sharp(image).stats();
        const spread = stats.channels.reduce((s, ch) => s + ch.stdev, 0) / stats.channels.length;
        if (spread < 12) fail(`${c.id} ${v}: nearly flat image (stdev ${spread.toFixed(1)})`);
        if (samplesDir) {
          await writeFile(path.join(samplesDir, `${c.id}-${v}.jpg`), image);
          await writeFile(path.join(samplesDir, `${c.id}-${v}.json`), `${JSON.stringify(params, null, 1)}\n`);
        }
      }
    }
  } finally {
    await camera.close();
  }
  return { images, msPerImage: images ? imageMs / images : 0, msPerPage: sample.length ? pageMs / sample.length : 0 };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { render: { type: 'string', default: '2' }, pages: { type: 'string', default: 'sample' }, variants: { type: 'string' }, samples: { type: 'string' } } });
  const started = Date.now();
  const today = todayIso();
  const chosen = chooseFrom(values.variants, variants, 'variant');
  assertFontconfig();
  const cases = buildCases();
  checkCases(cases, today);
  checkPeople(cases);
  const records = recordsOf(cases);
  const first = cases.slice(0, 20);
  if (new Set(first.map((c) => c.person)).size < 5 || new Set(first.map((c) => c.layout)).size < 4 || !first.some((c) => c.intended === 'PASS')) fail('run order: the first 20 documents do not sample people, layouts and outcomes');
  const { minText, captures } = checkCaptures(cases, chosen);
  const n = Math.max(0, Number(values.render));
  // Spread over the run order, so a small sample still meets several layouts.
  const sample = n === 0 ? [] : Array.from({ length: Math.min(n, cases.length) }, (_, k) => cases[Math.floor((k * cases.length) / Math.min(n, cases.length))]).filter((c): c is Blind8Case => c !== undefined);
  if (values.samples) await mkdir(values.samples, { recursive: true });
  // Pages for the font and room checks: every one, or one of each design and each person's longest-named page.
  const pages =
    values.pages === 'all' ? cases : values.pages === 'none' ? [] : [...new Set([...Object.keys(designFonts).map((d) => cases.find((c) => c.design === d)), ...people.map((p) => cases.find((c) => c.person === p.key && (c.design === 'tvc' || c.design === 'premium')) ?? cases.find((c) => c.person === p.key))])].filter((c): c is Blind8Case => c !== undefined);
  const rendered = pages.length || sample.length ? await checkRendered(pages, sample, chosen, values.samples ?? null) : null;

  const genuine = cases.filter((c) => c.kind === 'genuine').length;
  console.log(`blind8 check: ${cases.length} documents (${genuine} genuine, ${cases.length - genuine} forged), ${records.length} authority records, ${captures} captures over ${chosen.length} variants; layouts ${layouts.map((l) => `${l} ${cases.filter((c) => c.layout === l).length}`).join(', ')}; today ${today}`);
  console.log(`smallest field text in any delivered image: ${minText.toFixed(1)} px`);
  if (rendered) console.log(`fonts and room checked on ${pages.length} pages; rendered ${sample.length} documents, ${rendered.images} images: ${Math.round(rendered.msPerPage)} ms per page, ${Math.round(rendered.msPerImage)} ms per capture`);
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (problems.length) {
    console.log(`\n${problems.length} problems:`);
    for (const p of problems.slice(0, 200)) console.log(`- ${p}`);
    process.exitCode = 1;
  } else console.log('no problems');
}

await main();
