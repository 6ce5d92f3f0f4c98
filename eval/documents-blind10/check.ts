import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { parse as parseMrz } from 'mrz';
import sharp from 'sharp';
import { checkSetCases, measureDistance } from '../blind-kit/check.js';
import { chooseFrom } from '../document-eval.js';
import { openBlind10Camera } from './camera.js';
import { drawCapture, edgesOf, outline, thumbInZone, variants, type Variant } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind10Case } from './cases.js';
import { ageOn, todayIso, ymd } from './dates.js';
import { assertFontconfig, ofFamily, oldStyleFigures } from './fonts.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { designFonts, pageOf } from './pages.js';
import { people } from './people.js';

/**
 * Proves the tenth blind set without the product: each case's intended outcome re-derived from
 * what its page prints, what its record holds and today (BLIND10_TODAY pins it), each forgery
 * breaking exactly its own rule; MRZ check digits (read back by the `mrz` package, not by the set's
 * own builder) sound on every page but the ones altered, and wrong exactly where altered; the
 * people's hard cases all there; every capture's drawn numbers (document and sleeve in frame, field
 * text large enough, defocus well under it, sheen, film and bands faint, every thumb on an empty
 * zone at the page's edge, a photocopy flat); every font installed; and, for a sample of documents,
 * the pages' text drawn only in the set's families and within its room, no field in a quiet zone,
 * and the images decoding at the sizes they should.
 *
 *   node --import tsx eval/documents-blind10/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small.
 */

const problems: string[] = [];
const fail = (what: string) => problems.push(what);

/** Label words of the designs a name may be mistaken for (accents dropped). */
const LABEL_WORDS = ['DELIVRANCE', 'SURNAME', 'NATIONALITY', 'NATIONALITE', 'SIGNATURE', 'AUTHORITY', 'GENDER', 'OCCUPATION', 'ADDRESS', 'EXPIRY', 'ISSUED'];
const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();

function checkPeople(cases: Blind10Case[]): void {
  for (const p of people) for (const d of [p.dateOfBirth, p.otherDateOfBirth, p.forgedDateOfBirth, p.mrzPerson.dateOfBirth]) ymd(d);
  const given = (p: (typeof people)[number]) => p.givenNames.split(' ');
  for (const [what, ok] of [
    ['surname of two words (a space in it)', people.some((p) => /\S \S/.test(p.surname))],
    ['surname with an apostrophe', people.some((p) => p.surname.includes("'"))],
    ['holder born on 29 February', people.some((p) => p.dateOfBirth.endsWith('-02-29'))],
    ['holder over ninety', people.some((p) => ageOn(p.dateOfBirth, BUILT_ON) >= 90)],
    ['holder born on the 31st', people.some((p) => ymd(p.dateOfBirth).d === 31)],
    ['holder born on the 1st', people.some((p) => ymd(p.dateOfBirth).d === 1)],
    ['given names equal to the surname', people.some((p) => p.givenNames === p.surname)],
    ['very short names (three letters or fewer, every part)', people.some((p) => [p.surname, ...given(p)].every((n) => n.length <= 3))],
    ['a given name one letter from a label word', people.some((p) => given(p).some((g) => LABEL_WORDS.some((l) => measureDistance(plain(g), l) <= 1)))],
    ["a record's other surname one letter from the holder's", people.some((p) => p.otherSurnameIs === 'one letter apart')],
    ['women and men', people.some((p) => p.sex === 'F') && people.some((p) => p.sex === 'M')],
    ['a sibling sharing a middle name and a wholly different one', people.some((p) => p.siblingShares === 'middle name') && people.some((p) => p.siblingShares === 'nothing')],
  ] as const)
    if (!ok) fail(`people: no ${what}`);
  for (const p of people) {
    const mine = given(p);
    const theirs = p.otherGivenNames.split(' ');
    const shared = theirs.filter((g) => mine.includes(g));
    if (p.siblingShares === 'nothing' && shared.length) fail(`${p.key}: the sibling's given names share ${shared.join(' ')}`);
    if (p.siblingShares === 'middle name' && !(shared.length === 1 && mine.slice(1).includes(shared[0] ?? '') && theirs[0] !== mine[0])) fail(`${p.key}: the sibling's given names do not share just a middle name`);
    if (p.otherSurnameIs === 'unrelated' && p.surname.split(/[-\s']/).some((part) => p.otherSurname.split(/[-\s']/).includes(part))) fail(`${p.key}: the record's other surname shares a part with the surname`);
    if (p.otherSurnameIs === 'one letter apart' && !(p.otherSurname.length === p.surname.length && measureDistance(p.otherSurname, p.surname) === 1)) fail(`${p.key}: the record's other surname is not one letter from the surname`);
    // Every forgery must show in the MRZ's spelling too (an apostrophe or a space moved would not).
    if (asMrz(p.forgedSurname) === asMrz(p.surname)) fail(`${p.key}: the forged surname reads as the true one in an MRZ`);
    if (asMrz(p.forgedGivenNames) === asMrz(p.givenNames)) fail(`${p.key}: the forged given names read as the true ones in an MRZ`);
    if (p.forgedDateOfBirth === p.dateOfBirth || p.otherDateOfBirth === p.dateOfBirth) fail(`${p.key}: a forged or other birth date is the true one`);
    if (/\u0323/u.test(`${p.surname}${p.givenNames}`.normalize('NFD'))) fail(`${p.key}: a dotted name, and no family of this set to set it`);
  }
  const passports = cases.filter((c) => c.layout === 'passport' && c.kind === 'genuine' && c.mrz);
  for (const c of passports) if (parseMrz(c.mrz ?? ['', '']).fields.lastName !== asMrz(c.printed.surname)) fail(`${c.id}: the MRZ's surname is not the page's`);
}

const inside = (x: number, y: number, w: number, h: number, margin: number) => x >= margin && y >= margin && x <= w - margin && y <= h - margin;

function checkCaptures(cases: Blind10Case[], chosen: readonly Variant[]): { minText: number; captures: number } {
  let minText = Infinity;
  let n = 0;
  for (const c of cases) {
    const page = pageOf(c);
    for (const font of page.fonts) if (!designFonts[c.design].includes(font)) fail(`${c.id}: page font ${font} not its design's`);
    if (!Number.isFinite(page.criticalPx)) fail(`${c.id}: no field marked critical`);
    if (!page.quietZones.some((z) => edgesOf(z).length > 0)) fail(`${c.id}: no quiet zone on the page's edge (where a thumb holds it)`);
    for (const v of chosen) {
      n++;
      const p = drawCapture(c, page, v);
      if (!isDeepStrictEqual(p, drawCapture(c, page, v))) fail(`${c.id} ${v}: capture not reproducible`);
      const { width, height } = p.frame;
      if (!isDeepStrictEqual(p.output, p.frame)) fail(`${c.id} ${v}: delivered at another size than its frame`);
      const grow = p.sleeve ? { x0: p.sleeve.margin, y0: p.sleeve.margin + p.sleeve.slot, x1: p.sleeve.margin, y1: p.sleeve.margin } : undefined;
      const pts = outline(p, page, 12, grow);
      if (!pts.every(([x, y]) => inside(x, y, width, height, 0))) fail(`${c.id} ${v}: document${p.sleeve ? ' or its sleeve' : ''} leaves the frame`);
      minText = Math.min(minText, p.minTextPx);
      if (p.minTextPx < 11) fail(`${c.id} ${v}: smallest field text ${p.minTextPx.toFixed(1)} px in the delivered image (want >= 11)`);
      if (v === 'defocus' && (!p.disc || p.disc.radius < 0.9)) fail(`${c.id} ${v}: out of focus by less than 0.9 px`);
      if (p.disc && p.disc.radius > p.minTextPx / 8 + 1e-9) fail(`${c.id} ${v}: defocus ${p.disc.radius.toFixed(2)} px against text of ${p.minTextPx.toFixed(1)} px`);
      if (p.sleeve && (p.sleeve.sheen.peak > 0.2 || p.sleeve.film > 0.12 || p.light.contrast < 0.84)) fail(`${c.id} ${v}: the sleeve's sheen, film or haze too strong to read through`);
      if (p.bands && (p.bands.depth > 0.15 || p.bands.swing > 0.04)) fail(`${c.id} ${v}: flicker bands too deep`);
      if (p.thumb) {
        if (!page.quietZones.some((z) => isDeepStrictEqual(z, p.thumb?.zone))) fail(`${c.id} ${v}: thumb off the page's quiet zones`);
        if (!edgesOf(p.thumb.zone).includes(p.thumb.edge)) fail(`${c.id} ${v}: thumb's zone is not on its edge`);
        if (!thumbInZone(p.thumb, page)) fail(`${c.id} ${v}: thumb reaches out of its zone`);
      }
      if (v === 'fingers-air' && (!p.thumb || Math.max(Math.abs(p.pose.rx), Math.abs(p.pose.ry)) < 5)) fail(`${c.id} ${v}: a held card without its thumb or tilt`);
      if (p.copy && (Math.abs(p.pose.rx) > 0.3 || Math.abs(p.pose.ry) > 0.3 || Math.abs(p.pose.rz) < 0.5 || Math.abs(p.pose.rz) > 2.5 || !p.grey)) fail(`${c.id} ${v}: a copy not flat, not turned 0.5-2.5° or not grey`);
    }
  }
  return { minText, captures: n };
}

async function checkRendered(pages: Blind10Case[], sample: Blind10Case[], chosen: readonly Variant[], samplesDir: string | null): Promise<{ images: number; msPerImage: number; msPerPage: number }> {
  const camera = await openBlind10Camera({ samplesDir });
  let images = 0;
  let imageMs = 0;
  let pageMs = 0;
  try {
    for (const c of pages) {
      const { drawn, overflow, inZones } = await camera.inspectPage(c);
      const allowed = designFonts[c.design];
      for (const d of drawn) for (const fam of d.families) if (!allowed.some((a) => ofFamily(fam, a))) fail(`${c.id}: "${d.text}" drawn in ${fam}, not one of ${allowed.join(', ')}`);
      if (!drawn.length) fail(`${c.id}: no text found on the page`);
      for (const o of overflow) fail(`${c.id}: text wider than its room: ${o}`);
      for (const d of drawn) if (/\d/.test(d.text) && d.families.some((fam) => oldStyleFigures.some((o) => ofFamily(fam, o)))) fail(`${c.id}: digits "${d.text}" drawn in a family with old-style figures (${d.families.join('+')})`);
      for (const z of inZones) fail(`${c.id}: field in a quiet zone: ${z}`);
      const texts = drawn.map((d) => d.text.replace(/&amp;/g, '&').replace(/&#39;/g, "'"));
      const found = (w: string) => texts.some((t) => t.includes(w) || t.replace(/ /g, '').includes(w));
      // The surname whole; the given names word by word (a slip prints first and middle names in cells of their own).
      for (const w of [c.printed.surname, c.printed.documentNumber, ...c.printed.givenNames.split(' ')]) if (!found(w)) fail(`${c.id}: "${w}" not found on the page`);
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
        if (m.format !== 'jpeg' || m.width !== params.output.width || m.height !== params.output.height) fail(`${c.id} ${v}: ${m.format} ${m.width}x${m.height}, want jpeg ${params.output.width}x${params.output.height}`);
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
  checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'eleventh', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
  checkPeople(cases);
  const records = recordsOf(cases);
  const first = cases.slice(0, 20);
  if (new Set(first.map((c) => c.person)).size < 5 || new Set(first.map((c) => c.layout)).size < 4 || !first.some((c) => c.intended === 'PASS')) fail('run order: the first 20 documents do not sample people, layouts and outcomes');
  const { minText, captures } = checkCaptures(cases, chosen);
  const n = Math.max(0, Number(values.render));
  // Spread over the run order, so a small sample still meets several layouts.
  const sample = n === 0 ? [] : Array.from({ length: Math.min(n, cases.length) }, (_, k) => cases[Math.floor((k * cases.length) / Math.min(n, cases.length))]).filter((c): c is Blind10Case => c !== undefined);
  if (values.samples) await mkdir(values.samples, { recursive: true });
  // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
  const pages =
    values.pages === 'all'
      ? cases
      : values.pages === 'none'
        ? []
        : [...new Set([...Object.keys(designFonts).map((d) => cases.find((c) => c.design === d)), ...people.flatMap((p) => layouts.map((l) => cases.find((c) => c.person === p.key && c.layout === l)))])].filter((c): c is Blind10Case => c !== undefined);
  const rendered = pages.length || sample.length ? await checkRendered(pages, sample, chosen, values.samples ?? null) : null;

  const genuine = cases.filter((c) => c.kind === 'genuine').length;
  console.log(`blind10 check: ${cases.length} documents (${genuine} genuine, ${cases.length - genuine} forged), ${records.length} authority records, ${captures} captures over ${chosen.length} variants; layouts ${layouts.map((l) => `${l} ${cases.filter((c) => c.layout === l).length}`).join(', ')}; today ${today}`);
  console.log(`kinds: ${kinds.map((k) => `${k} ${cases.filter((c) => c.kind === k).length}`).join(', ')}`);
  console.log(`designs: ${Object.values(designsOf).flat().map((d) => `${d} ${cases.filter((c) => c.design === d).length}`).join(', ')}`);
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
