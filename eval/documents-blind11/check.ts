import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { parse as parseMrz } from 'mrz';
import sharp from 'sharp';
import { checkSetCases, measureDistance } from '../blind-kit/check.js';
import { chooseFrom } from '../document-eval.js';
import { openBlind11Camera } from './camera.js';
import { drawCapture, fieldsInShadow, outline, shadowArea, variants, type Variant } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind11Case } from './cases.js';
import { ageOn, todayIso, ymd } from './dates.js';
import { assertFontconfig, ofFamily, oldStyleFigures } from './fonts.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { designFonts, pageOf } from './pages.js';
import { people, personOf } from './people.js';

/**
 * Proves the eleventh blind set without the product: each case's intended outcome re-derived from
 * what its page prints, what its record holds and today (BLIND11_TODAY pins it), each forgery
 * breaking exactly its own rule; MRZ check digits (read back by the `mrz` package, not by the set's
 * own builder) sound on every page but the ones altered, and wrong exactly where altered; the
 * people's hard cases all there; every capture's drawn numbers (document in frame, field text large
 * enough, blur and smoothing well under it, the clean and phone captures inside their stated
 * ranges, no critical field wholly in a shadow); every font installed; and, for a sample of documents,
 * the pages' text drawn only in the set's families and within its room, no field in a quiet zone, every drawn field inside the box the shadow is kept off,
 * and the images decoding at the sizes they should.
 *
 *   node --import tsx eval/documents-blind11/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small.
 */

const problems: string[] = [];
const fail = (what: string) => problems.push(what);

const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();

function checkPeople(cases: Blind11Case[]): void {
  for (const p of people) for (const d of [p.dateOfBirth, p.otherDateOfBirth, p.forgedDateOfBirth, p.mrzPerson.dateOfBirth]) ymd(d);
  const given = (p: (typeof people)[number]) => p.givenNames.split(' ');
  const doubled = (w: string) => /(\p{L})\1/u.test(w);
  const expiringIn = (key: string) => cases.filter((c) => c.person === key && c.printed.expiryDate).every((c) => ymd(c.trueExpiry ?? c.printed.expiryDate ?? '').m === ymd(personOf(c.person).dateOfBirth).m);
  for (const [what, ok] of [
    ['person with three given names', people.some((p) => given(p).length === 3)],
    ['holder born in 2008 (eighteen or nineteen)', people.some((p) => ymd(p.dateOfBirth).y === 2008 && ageOn(p.dateOfBirth, BUILT_ON) >= 18)],
    ['doubled letter in every name of one person', people.some((p) => [p.surname, ...given(p)].every(doubled))],
    ['surname that is also the place of birth and in the address', people.some((p) => p.surname === p.placeOfBirth && p.address.split(/[\s,]+/).includes(p.surname))],
    ['holder all of whose documents expire in her birth month', people.some((p) => cases.some((c) => c.person === p.key && c.printed.expiryDate) && expiringIn(p.key))],
    ['surname with a MAC prefix', people.some((p) => /^MAC[A-Z]/.test(p.surname))],
    ['printed forgery differing by a doubled letter', people.some((p) => doubled(p.surname) && p.forgedSurname.length === p.surname.length - 1 && measureDistance(p.forgedSurname, p.surname) === 1)],
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
    // A record surname one letter off is REVIEW by design (registry spellings): the set's are wholly different.
    const parts = (n: string) => plain(n).split(/[-\s']/).filter(Boolean);
    if (parts(p.surname).some((part) => parts(p.otherSurname).some((o) => o.includes(part) || part.includes(o)))) fail(`${p.key}: the record's other surname shares a part with the surname`);
    if (measureDistance(plain(p.otherSurname), plain(p.surname)) < 3) fail(`${p.key}: the record's other surname is too near the surname`);
    // A printed forgery is one or two letters off the true name.
    const fd = measureDistance(p.forgedSurname, p.surname);
    if (fd < 1 || fd > 2) fail(`${p.key}: the forged surname is ${fd} letters off (want 1-2)`);
    if (asMrz(p.forgedSurname) === asMrz(p.surname)) fail(`${p.key}: the forged surname reads as the true one in an MRZ`);
    if (asMrz(p.forgedGivenNames) === asMrz(p.givenNames)) fail(`${p.key}: the forged given names read as the true ones in an MRZ`);
    if (p.forgedDateOfBirth === p.dateOfBirth || p.otherDateOfBirth === p.dateOfBirth) fail(`${p.key}: a forged or other birth date is the true one`);
    if (/\u0323/u.test(`${p.surname}${p.givenNames}`.normalize('NFD'))) fail(`${p.key}: a dotted name, and no family of this set to set it`);
  }
  const passports = cases.filter((c) => c.layout === 'passport' && c.kind === 'genuine' && c.mrz);
  for (const c of passports) if (parseMrz(c.mrz ?? ['', '']).fields.lastName !== asMrz(c.printed.surname)) fail(`${c.id}: the MRZ's surname is not the page's`);
}

const inside = (x: number, y: number, w: number, h: number, margin: number) => x >= margin && y >= margin && x <= w - margin && y <= h - margin;

function checkCaptures(cases: Blind11Case[], chosen: readonly Variant[]): { minText: number; captures: number } {
  let minText = Infinity;
  let n = 0;
  for (const c of cases) {
    const page = pageOf(c);
    for (const font of page.fonts) if (!designFonts[c.design].includes(font)) fail(`${c.id}: page font ${font} not its design's`);
    if (!Number.isFinite(page.criticalPx)) fail(`${c.id}: no field marked critical`);
    if (!page.fieldBoxes.length) fail(`${c.id}: no critical field boxes`);
    for (const v of chosen) {
      n++;
      const p = drawCapture(c, page, v);
      if (!isDeepStrictEqual(p, drawCapture(c, page, v))) fail(`${c.id} ${v}: capture not reproducible`);
      const { width, height } = p.frame;
      if (!isDeepStrictEqual(p.output, p.frame)) fail(`${c.id} ${v}: delivered at another size than its frame`);
      if (!outline(p, page, 12).every(([x, y]) => inside(x, y, width, height, -0.5))) fail(`${c.id} ${v}: document leaves the frame`);
      minText = Math.min(minText, p.minTextPx);
      if (p.minTextPx < 11) fail(`${c.id} ${v}: smallest field text ${p.minTextPx.toFixed(1)} px in the delivered image (want >= 11)`);
      if (p.blur > p.minTextPx / 8 + 1e-9) fail(`${c.id} ${v}: blur ${p.blur.toFixed(2)} px against text of ${p.minTextPx.toFixed(1)} px`);
      if (p.beauty && p.beauty.sigma > p.minTextPx / 6 + 1e-9) fail(`${c.id} ${v}: smoothing ${p.beauty.sigma.toFixed(2)} px against text of ${p.minTextPx.toFixed(1)} px`);
      const tiltOf = Math.hypot(p.pose.rx, p.pose.ry);
      const turn = Math.abs(p.pose.rz);
      if (v === 'clean') {
        if (tiltOf !== 0 || p.pose.rz !== 0 || p.blur !== 0 || p.beauty || p.shadow || p.noise.luma !== 0 || p.gradient.from !== p.gradient.to || p.quality < 90) fail(`${c.id} clean: not straight, sharp, evenly lit and JPEG >= 90`);
        if (width < 1200 || width > 1600) fail(`${c.id} clean: ${width} px wide (want 1200-1600)`);
      }
      if (v === 'phone') {
        const share = Math.max(p.fillShare.width, p.fillShare.height);
        if (width !== 1600 || height !== 1200) fail(`${c.id} phone: frame ${width}x${height}`);
        if (share < 0.55 || share > 0.8) fail(`${c.id} phone: the page fills ${(share * 100).toFixed(1)} % of the frame (want 55-80)`);
        if (tiltOf < 4 - 1e-9 || tiltOf > 12 + 1e-9 || turn < 2 || turn > 5) fail(`${c.id} phone: tilt ${tiltOf.toFixed(1)}°, turn ${turn.toFixed(1)}° (want 4-12, 2-5)`);
        if (p.blur > 1.2 || p.quality < 70 || p.quality > 85 || Math.abs(p.gradient.from - p.gradient.to) < 0.1) fail(`${c.id} phone: blur, JPEG quality or uneven light out of range`);
      }
      if (v === 'dashboard-sun') {
        if (!p.shadow) fail(`${c.id} ${v}: no shadow`);
        else {
          const area = shadowArea(p.shadow, page);
          if (area < 0.12 || area > 0.4) fail(`${c.id} ${v}: shadow over ${(area * 100).toFixed(0)} % of the page`);
          const covered = fieldsInShadow(p.shadow, page.fieldBoxes);
          if (covered.length) fail(`${c.id} ${v}: ${covered.length} critical fields wholly in shadow`);
          if (p.shadow.darkness > 0.65) fail(`${c.id} ${v}: shadow too dark`);
        }
      }
      if (v === 'selfie-720p' && (width !== 1280 || height !== 720 || !p.beauty || p.quality > 76)) fail(`${c.id} ${v}: not a smoothed 720p frame`);
      if (v === 'ankara-flip' && (Math.abs(Math.abs(p.pose.rz) - 180) > 6 || Math.abs(Math.abs(p.pose.rz) - 180) < 1)) fail(`${c.id} ${v}: not upside down (turned ${p.pose.rz.toFixed(1)}°)`);
    }
  }
  return { minText, captures: n };
}

async function checkRendered(pages: Blind11Case[], sample: Blind11Case[], chosen: readonly Variant[], samplesDir: string | null): Promise<{ images: number; msPerImage: number; msPerPage: number }> {
  const camera = await openBlind11Camera({ samplesDir });
  let images = 0;
  let imageMs = 0;
  let pageMs = 0;
  try {
    for (const c of pages) {
      const { drawn, overflow, inZones, critical } = await camera.inspectPage(c);
      const allowed = designFonts[c.design];
      for (const d of drawn) for (const fam of d.families) if (!allowed.some((a) => ofFamily(fam, a))) fail(`${c.id}: "${d.text}" drawn in ${fam}, not one of ${allowed.join(', ')}`);
      if (!drawn.length) fail(`${c.id}: no text found on the page`);
      for (const o of overflow) fail(`${c.id}: text wider than its room: ${o}`);
      for (const d of drawn) if (/\d/.test(d.text) && d.families.some((fam) => oldStyleFigures.some((o) => ofFamily(fam, o)))) fail(`${c.id}: digits "${d.text}" drawn in a family with old-style figures (${d.families.join('+')})`);
      for (const z of inZones) fail(`${c.id}: field in a quiet zone: ${z}`);
      // The estimated field boxes the shadow is kept off must hold the drawn fields.
      for (const r of critical) {
        const page = pageOf(c);
        if (!page.fieldBoxes.some((b) => r.x0 >= b.x0 - 6 && r.x1 <= b.x1 + 6 && r.y0 >= b.y0 - 12 && r.y1 <= b.y1 + 12)) fail(`${c.id}: drawn field "${r.text}" (${[r.x0, r.y0, r.x1, r.y1].map(Math.round).join(',')}) outside its estimated box`);
      }
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
        if (image.length < 15_000 || image.length > 4_000_000) fail(`${c.id} ${v}: ${image.length} bytes`);
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
  checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'twelfth', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
  checkPeople(cases);
  const records = recordsOf(cases);
  const first = cases.slice(0, 20);
  if (new Set(first.map((c) => c.person)).size < 5 || new Set(first.map((c) => c.layout)).size < 4 || !first.some((c) => c.intended === 'PASS')) fail('run order: the first 20 documents do not sample people, layouts and outcomes');
  const { minText, captures } = checkCaptures(cases, chosen);
  const n = Math.max(0, Number(values.render));
  // Spread over the run order, so a small sample still meets several layouts.
  const sample = n === 0 ? [] : Array.from({ length: Math.min(n, cases.length) }, (_, k) => cases[Math.floor((k * cases.length) / Math.min(n, cases.length))]).filter((c): c is Blind11Case => c !== undefined);
  if (values.samples) await mkdir(values.samples, { recursive: true });
  // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
  const pages =
    values.pages === 'all'
      ? cases
      : values.pages === 'none'
        ? []
        : [...new Set([...Object.keys(designFonts).map((d) => cases.find((c) => c.design === d)), ...people.flatMap((p) => layouts.map((l) => cases.find((c) => c.person === p.key && c.layout === l)))])].filter((c): c is Blind11Case => c !== undefined);
  const rendered = pages.length || sample.length ? await checkRendered(pages, sample, chosen, values.samples ?? null) : null;

  const genuine = cases.filter((c) => c.kind === 'genuine').length;
  console.log(`blind11 check: ${cases.length} documents (${genuine} genuine, ${cases.length - genuine} forged), ${records.length} authority records, ${captures} captures over ${chosen.length} variants; layouts ${layouts.map((l) => `${l} ${cases.filter((c) => c.layout === l).length}`).join(', ')}; today ${today}`);
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
