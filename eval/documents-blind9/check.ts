import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { parse as parseMrz } from 'mrz';
import sharp from 'sharp';
import { checkSetCases } from '../blind-kit/check.js';
import { chooseFrom } from '../document-eval.js';
import { openBlind9Camera } from './camera.js';
import { drawCapture, outline, variants, type Variant } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind9Case } from './cases.js';
import { todayIso, ymd } from './dates.js';
import { assertFontconfig, dottedFamilies, ofFamily, oldStyleFigures } from './fonts.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { designFonts, pageOf } from './pages.js';
import { people } from './people.js';

/**
 * Proves the ninth blind set without the product: each case's intended outcome re-derived from
 * what its page prints, what its record holds and today (BLIND9_TODAY pins it), each forgery
 * breaking exactly its own rule; MRZ check digits (read back by the `mrz` package, not by the set's
 * own builder) sound on every page but the ones altered, and wrong exactly where altered; the
 * people's hard cases all there; every capture's drawn numbers (document in frame, field text large
 * enough, blur well under it, glare on a quiet zone, the scanner's lid shadow off the page); every
 * font installed; and, for a sample of documents, the pages' text drawn only in the set's families
 * and within its room, no field in a quiet zone, and the images decoding at the sizes they should.
 *
 *   node --import tsx eval/documents-blind9/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small.
 */

const problems: string[] = [];
const fail = (what: string) => problems.push(what);

const ENGLISH_WORDS = ['SUNDAY', 'MONDAY', 'FRIDAY', 'PATIENCE', 'QUEEN', 'GIFT', 'HOPE', 'LUCKY'];

function checkPeople(cases: Blind9Case[]): void {
  for (const p of people) for (const d of [p.dateOfBirth, p.otherDateOfBirth, p.forgedDateOfBirth, p.mrzPerson.dateOfBirth]) ymd(d);
  const given = (p: (typeof people)[number]) => p.givenNames.split(' ');
  for (const [what, ok] of [
    ['surname that is a common English word', people.some((p) => ENGLISH_WORDS.includes(p.surname))],
    ['surname with an Arabic AL-/EL- prefix', people.some((p) => /^(AL|EL)-/.test(p.surname))],
    ['hyphenated given name', people.some((p) => given(p).some((g) => g.includes('-')))],
    ['very long single given name (16 letters or more)', people.some((p) => given(p).length === 1 && (given(p)[0] ?? '').length >= 16)],
    ['given names that begin with the whole surname', people.some((p) => given(p).length >= 2 && given(p).every((g) => g.startsWith(p.surname)))],
    ['holder born in the 1940s on a day before the 10th', people.some((p) => p.dateOfBirth.startsWith('194') && ymd(p.dateOfBirth).d < 10)],
    ['surname of letters OCR confuses (four or more of O Q D I L S B)', people.some((p) => [...p.surname].filter((ch) => 'OQDILSB'.includes(ch)).length >= 4)],
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
    if (p.surname.split(/[-\s]/).some((part) => p.otherSurname.split(/[-\s]/).includes(part))) fail(`${p.key}: the record's other surname shares a part with the surname`);
    // Dotted vowels only where a family has them (none of this set's names has one).
    if (/\u0323/u.test(`${p.surname}${p.givenNames}`.normalize('NFD')) && dottedFamilies.length === 0) fail(`${p.key}: a dotted name and no family to set it`);
  }
  const passports = cases.filter((c) => c.layout === 'passport' && c.kind === 'genuine' && c.mrz);
  for (const c of passports) if (parseMrz(c.mrz ?? ['', '']).fields.lastName !== asMrz(c.printed.surname)) fail(`${c.id}: the MRZ's surname is not the page's`);
}

const inside = (x: number, y: number, w: number, h: number, margin: number) => x >= margin && y >= margin && x <= w - margin && y <= h - margin;

function checkCaptures(cases: Blind9Case[], chosen: readonly Variant[]): { minText: number; captures: number } {
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
      const pts = outline(p, page);
      if (!pts.every(([x, y]) => inside(x, y, width, height, 0))) fail(`${c.id} ${v}: document leaves the frame`);
      minText = Math.min(minText, p.minTextPx);
      if (p.minTextPx < 11) fail(`${c.id} ${v}: smallest field text ${p.minTextPx.toFixed(1)} px in the delivered image (want >= 11)`);
      if (p.motion && (p.motion.length > p.minTextPx / 3 + 1e-9 || p.motion.length > 7)) fail(`${c.id} ${v}: motion blur ${p.motion.length.toFixed(1)} px against text of ${p.minTextPx.toFixed(1)} px`);
      if (v === 'hand-shake' && (!p.motion || p.motion.length < 3 || Math.abs(p.skew) < 0.01)) fail(`${c.id} ${v}: a shaken capture without its blur (at least 3 px) or skew`);
      if (p.glare && !page.quietZones.some((z) => isDeepStrictEqual(z, p.glare?.zone))) fail(`${c.id} ${v}: glare off the page's quiet zones`);
      if (v === 'low-angle-glare' && Math.max(Math.abs(p.pose.rx), Math.abs(p.pose.ry)) < 18) fail(`${c.id} ${v}: not tilted 18° or more`);
      if (p.scan) {
        // The lid's shadow band lies wholly off the page.
        const t = p.scan.lidWidth * Math.max(width, height);
        const off = { top: pts.every(([, y]) => y > t), bottom: pts.every(([, y]) => y < height - t), left: pts.every(([x]) => x > t), right: pts.every(([x]) => x < width - t) }[p.scan.lidEdge];
        if (!off) fail(`${c.id} ${v}: the lid's shadow reaches the page`);
        if (Math.abs(p.pose.rx) > 0.3 || Math.abs(p.pose.ry) > 0.3 || Math.abs(p.pose.rz) < 1 || Math.abs(p.pose.rz) > 3) fail(`${c.id} ${v}: a scan not flat or not turned 1-3°`);
        if ((c.layout === 'passport') !== (p.scan.gutter !== null)) fail(`${c.id} ${v}: a passport scan shows its gutter, nothing else does`);
      }
      if (p.chat) {
        const { screen, photo } = p.chat;
        if (photo.x < 0 || photo.y < 250 || photo.x + photo.width > screen.width || photo.y + photo.height + 70 > screen.height - 170) fail(`${c.id} ${v}: the photo leaves the chat's message area`);
        if (!isDeepStrictEqual(p.output, screen)) fail(`${c.id} ${v}: a screenshot delivered at another size than its screen`);
      }
    }
  }
  return { minText, captures: n };
}

async function checkRendered(pages: Blind9Case[], sample: Blind9Case[], chosen: readonly Variant[], samplesDir: string | null): Promise<{ images: number; msPerImage: number; msPerPage: number }> {
  const camera = await openBlind9Camera({ samplesDir });
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
      // A dotted name only in a family with the dotted vowels (the MRZ, in OCR B, writes them without).
      for (const d of drawn) if (/[\u1ecc\u1ecd\u1ee4\u1ee5\u1eb8\u1eb9]/u.test(d.text) && d.families.some((fam) => !dottedFamilies.some((n) => ofFamily(fam, n)))) fail(`${c.id}: dotted "${d.text}" drawn in ${d.families.join('+')}`);
      for (const d of drawn) if (/\d/.test(d.text) && d.families.some((fam) => oldStyleFigures.some((o) => ofFamily(fam, o)))) fail(`${c.id}: digits "${d.text}" drawn in a family with old-style figures (${d.families.join('+')})`);
      for (const z of inZones) fail(`${c.id}: field in a quiet zone: ${z}`);
      const wanted = [c.printed.surname, c.printed.givenNames, c.printed.documentNumber];
      for (const w of wanted) if (!drawn.some((d) => d.text.includes(w) || d.text.replace(/ /g, '').includes(w))) fail(`${c.id}: "${w}" not found on the page`);
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
        if (m.format !== 'jpeg' || m.width !== params.output.width || Math.abs((m.height ?? 0) - params.output.height) > 1) fail(`${c.id} ${v}: ${m.format} ${m.width}x${m.height}, want jpeg ${params.output.width}x${params.output.height}`);
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
  checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'tenth', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
  checkPeople(cases);
  const records = recordsOf(cases);
  const first = cases.slice(0, 20);
  if (new Set(first.map((c) => c.person)).size < 5 || new Set(first.map((c) => c.layout)).size < 4 || !first.some((c) => c.intended === 'PASS')) fail('run order: the first 20 documents do not sample people, layouts and outcomes');
  const { minText, captures } = checkCaptures(cases, chosen);
  const n = Math.max(0, Number(values.render));
  // Spread over the run order, so a small sample still meets several layouts.
  const sample = n === 0 ? [] : Array.from({ length: Math.min(n, cases.length) }, (_, k) => cases[Math.floor((k * cases.length) / Math.min(n, cases.length))]).filter((c): c is Blind9Case => c !== undefined);
  if (values.samples) await mkdir(values.samples, { recursive: true });
  // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
  const pages =
    values.pages === 'all'
      ? cases
      : values.pages === 'none'
        ? []
        : [...new Set([...Object.keys(designFonts).map((d) => cases.find((c) => c.design === d)), ...people.flatMap((p) => layouts.map((l) => cases.find((c) => c.person === p.key && c.layout === l)))])].filter((c): c is Blind9Case => c !== undefined);
  const rendered = pages.length || sample.length ? await checkRendered(pages, sample, chosen, values.samples ?? null) : null;

  const genuine = cases.filter((c) => c.kind === 'genuine').length;
  console.log(`blind9 check: ${cases.length} documents (${genuine} genuine, ${cases.length - genuine} forged), ${records.length} authority records, ${captures} captures over ${chosen.length} variants; layouts ${layouts.map((l) => `${l} ${cases.filter((c) => c.layout === l).length}`).join(', ')}; today ${today}`);
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
