import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { parse as parseMrz } from 'mrz';
import sharp from 'sharp';
import { checkSetCases, measureDistance } from '../blind-kit/check.js';
import { chooseFrom } from '../document-eval.js';
import { openBlind12Camera } from './camera.js';
import { blindShadeShare, drawCapture, outline, variants, type Variant } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind12Case } from './cases.js';
import { addDays, birthdayIn, dateStyles, todayIso, ymd } from './dates.js';
import { assertFontconfig, noDigitFamilies, ofFamily } from './fonts.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { designDates, designFonts, mixedCaseDesigns, pageOf } from './pages.js';
import { people, personOf } from './people.js';

/**
 * Proves the twelfth blind set without the product: each case's intended outcome re-derived from
 * what its page prints, what its record holds and today (BLIND12_TODAY pins it), each forgery
 * breaking exactly its own rule; MRZ check digits (read back by the `mrz` package, not by the set's
 * own builder) sound on every page but the ones altered, and wrong exactly where altered; the
 * people's hard cases all there and no name word an earlier set's people used; every licence
 * expiring on its holder's birthday; every capture's drawn numbers (document in frame, field text
 * large enough, blur, smear and haze well under it, the clean and phone captures inside the ranges
 * the eleventh set gives them, the blind's bands, the smudge and the shutter inside theirs); every
 * font installed; and, for a sample of documents, the pages' text drawn only in the set's families
 * and within its room, no field in a quiet zone, every drawn field inside its estimated box, and the
 * images decoding at the sizes they should.
 *
 *   node --import tsx eval/documents-blind12/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small.
 */

const problems: string[] = [];
const fail = (what: string) => problems.push(what);

const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();

function checkPeople(cases: Blind12Case[]): void {
  for (const p of people) for (const d of [p.dateOfBirth, p.otherDateOfBirth, p.forgedDateOfBirth, p.mrzPerson.dateOfBirth]) ymd(d);
  const given = (p: (typeof people)[number]) => p.givenNames.split(' ');
  const mrzOf = (key: string) => cases.find((c) => c.person === key && c.layout === 'passport' && c.kind === 'genuine')?.mrz ?? null;
  // The MRZ's name field (39 places after P<NGA) filled to its end, with nothing cut.
  const fullNotCut = (key: string) => {
    const mrz = mrzOf(key);
    const p = personOf(key as (typeof people)[number]['key']);
    return mrz !== null && !mrz[0].endsWith('<') && parseMrz(mrz).fields.firstName === asMrz(p.givenNames) && given(p).length === 3;
  };
  const licencesOnBirthday = cases.filter((c) => c.layout === 'licence' && c.printed.expiryDate).every((c) => {
    const birth = personOf(c.person).dateOfBirth;
    const expiry = c.trueExpiry ?? c.printed.expiryDate ?? '';
    return expiry === birthdayIn(birth, ymd(expiry).y);
  });
  const biblical = ['EZEKIEL', 'DANIEL', 'SAMUEL', 'JOSHUA', 'ISAIAH', 'JEREMIAH', 'EMMANUEL', 'GIDEON', 'NATHANIEL'];
  const englishWords = ['CURE', 'SURE', 'PURE', 'LURE'];
  for (const [what, ok] of [
    ['surname that is a biblical first name', people.some((p) => biblical.includes(p.surname))],
    ['holder born on 1 January 1970', people.some((p) => p.dateOfBirth === '1970-01-01')],
    ["passport MRZ whose name field is full to its end and not cut (three given names)", people.some((p) => fullNotCut(p.key))],
    ['R before N in the surname and in a given name', people.some((p) => /RN/.test(p.surname) && given(p).some((g) => /RN/.test(g)))],
    ['holder born on a day equal to its month (dd = mm)', people.some((p) => ymd(p.dateOfBirth).d === ymd(p.dateOfBirth).m)],
    ['surname one letter from an English word', people.some((p) => englishWords.some((w) => w.length === p.surname.length && measureDistance(w, p.surname) === 1))],
    ['every licence expiring on its holder\'s birthday', licencesOnBirthday],
    ['given names a voter card wraps onto a second line', people.some((p) => p.givenNames.length > 22)],
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
  // No name word any earlier set's people used (their people.ts files, read as text).
  const earlier = new Set<string>();
  for (const set of ['documents-blind', ...Array.from({ length: 10 }, (_, k) => `documents-blind${k + 2}`)]) {
    let text = '';
    try {
      text = readFileSync(new URL(`../${set}/people.ts`, import.meta.url), 'utf8');
    } catch {
      fail(`people: cannot read eval/${set}/people.ts to compare names`);
    }
    for (const w of text.match(/\b[A-Z][A-Z'’-]{2,}\b/g) ?? []) earlier.add(w);
  }
  for (const p of people) {
    const words = [p.surname, p.givenNames, p.otherSurname, p.otherGivenNames, p.forgedSurname, p.forgedGivenNames, p.mrzPerson.surname, p.mrzPerson.givenNames].flatMap((n) => n.split(/[\s-]+/));
    for (const w of words) if (earlier.has(w)) fail(`${p.key}: the name ${w} is one an earlier set's people used`);
  }
  const passports = cases.filter((c) => c.layout === 'passport' && c.kind === 'genuine' && c.mrz);
  for (const c of passports) if (parseMrz(c.mrz ?? ['', '']).fields.lastName !== asMrz(c.printed.surname)) fail(`${c.id}: the MRZ's surname is not the page's`);
}

const inside = (x: number, y: number, w: number, h: number, margin: number) => x >= margin && y >= margin && x <= w - margin && y <= h - margin;

function checkCaptures(cases: Blind12Case[], chosen: readonly Variant[]): { minText: number; captures: number } {
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
      if (p.shutter && p.shutter.motion > p.minTextPx / 5 + 1e-9) fail(`${c.id} ${v}: smear ${p.shutter.motion.toFixed(2)} px against text of ${p.minTextPx.toFixed(1)} px`);
      const tiltOf = Math.hypot(p.pose.rx, p.pose.ry);
      const turn = Math.abs(p.pose.rz);
      if (v === 'clean') {
        if (tiltOf !== 0 || p.pose.rz !== 0 || p.blur !== 0 || p.blinds || p.haze || p.shutter || p.noise.luma !== 0 || p.gradient.from !== p.gradient.to || p.quality < 90) fail(`${c.id} clean: not straight, sharp, evenly lit and JPEG >= 90`);
        if (width < 1200 || width > 1600) fail(`${c.id} clean: ${width} px wide (want 1200-1600)`);
      }
      if (v === 'phone') {
        const share = Math.max(p.fillShare.width, p.fillShare.height);
        if (width !== 1600 || height !== 1200) fail(`${c.id} phone: frame ${width}x${height}`);
        if (share < 0.55 || share > 0.8) fail(`${c.id} phone: the page fills ${(share * 100).toFixed(1)} % of the frame (want 55-80)`);
        if (tiltOf < 4 - 1e-9 || tiltOf > 12 + 1e-9 || turn < 2 || turn > 5) fail(`${c.id} phone: tilt ${tiltOf.toFixed(1)}°, turn ${turn.toFixed(1)}° (want 4-12, 2-5)`);
        if (p.blur > 1.2 || p.quality < 70 || p.quality > 85 || Math.abs(p.gradient.from - p.gradient.to) < 0.1) fail(`${c.id} phone: blur, JPEG quality or uneven light out of range`);
      }
      if (v === 'window-blinds') {
        if (!p.blinds) fail(`${c.id} ${v}: no blind`);
        else {
          const share = blindShadeShare(p.blinds, page);
          const a = (p.blinds.angle * Math.PI) / 180;
          const bands = (Math.abs(Math.cos(a)) * page.width + Math.abs(Math.sin(a)) * page.height) / p.blinds.period;
          if (share < 0.3 || share > 0.6) fail(`${c.id} ${v}: the blind shades ${(share * 100).toFixed(0)} % of the page (want 30-60)`);
          if (bands < 4 - 1e-9 || bands > 8 + 1e-9) fail(`${c.id} ${v}: ${bands.toFixed(1)} bands across the page (want 4-8)`);
          if (p.blinds.darkness < 0.26 || p.blinds.darkness > 0.42) fail(`${c.id} ${v}: shade ${p.blinds.darkness.toFixed(2)} (want 0.26-0.42)`);
        }
      }
      if (v === 'smudged-lens') {
        if (!p.haze) fail(`${c.id} ${v}: no smudge`);
        else if (p.haze.base + p.haze.amount > 0.46 || p.haze.sigma < 10 || p.light.lift > 26 || p.light.contrast < 0.84) fail(`${c.id} ${v}: the haze hides too much (mix ${(p.haze.base + p.haze.amount).toFixed(2)}, lift ${p.light.lift.toFixed(0)}, contrast ${p.light.contrast.toFixed(2)})`);
      }
      if (v === 'rolling-shutter') {
        const skew = p.shutter ? (Math.atan(Math.abs(p.shutter.skew)) * 180) / Math.PI : 0;
        if (!p.shutter || skew < 1.5 - 1e-9 || skew > 4 + 1e-9 || p.shutter.amplitude > 4.5 || p.shutter.motion > 3.5) fail(`${c.id} ${v}: shutter out of range`);
      }
    }
  }
  return { minText, captures: n };
}

async function checkRendered(pages: Blind12Case[], sample: Blind12Case[], chosen: readonly Variant[], samplesDir: string | null): Promise<{ images: number; msPerImage: number; msPerPage: number }> {
  const camera = await openBlind12Camera({ samplesDir });
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
      for (const d of drawn) if (/\d/.test(d.text) && d.families.some((fam) => noDigitFamilies.some((o) => ofFamily(fam, o)))) fail(`${c.id}: digits "${d.text}" drawn in a family that sets no digits (${d.families.join('+')})`);
      for (const z of inZones) fail(`${c.id}: field in a quiet zone: ${z}`);
      // The estimated field boxes the shadow is kept off must hold the drawn fields.
      for (const r of critical) {
        const page = pageOf(c);
        if (!page.fieldBoxes.some((b) => r.x0 >= b.x0 - 6 && r.x1 <= b.x1 + 6 && r.y0 >= b.y0 - 12 && r.y1 <= b.y1 + 12)) fail(`${c.id}: drawn field "${r.text}" (${[r.x0, r.y0, r.x1, r.y1].map(Math.round).join(',')}) outside its estimated box`);
      }
      const texts = drawn.map((d) => d.text.replace(/&amp;/g, '&').replace(/&#39;/g, "'"));
      // A mixed-case design prints the names in small letters: compared in capitals there.
      const fold = (t: string) => (mixedCaseDesigns.includes(c.design) ? t.toUpperCase() : t);
      const found = (w: string) => texts.some((t) => fold(t).includes(w) || fold(t).replace(/ /g, '').includes(w));
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
  checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'thirteenth', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
  checkPeople(cases);
  // Ten designs, ten date forms, none repeated.
  const forms = Object.values(designDates);
  if (new Set(forms).size !== forms.length || forms.some((f) => !dateStyles.includes(f))) fail('designs: the date forms are not ten different ones of dates.ts');
  const records = recordsOf(cases);
  const first = cases.slice(0, 20);
  if (new Set(first.map((c) => c.person)).size < 5 || new Set(first.map((c) => c.layout)).size < 4 || !first.some((c) => c.intended === 'PASS')) fail('run order: the first 20 documents do not sample people, layouts and outcomes');
  const { minText, captures } = checkCaptures(cases, chosen);
  const n = Math.max(0, Number(values.render));
  // Spread over the run order, so a small sample still meets several layouts.
  const sample = n === 0 ? [] : Array.from({ length: Math.min(n, cases.length) }, (_, k) => cases[Math.floor((k * cases.length) / Math.min(n, cases.length))]).filter((c): c is Blind12Case => c !== undefined);
  if (values.samples) await mkdir(values.samples, { recursive: true });
  // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
  const pages =
    values.pages === 'all'
      ? cases
      : values.pages === 'none'
        ? []
        : [...new Set([...Object.keys(designFonts).map((d) => cases.find((c) => c.design === d)), ...people.flatMap((p) => layouts.map((l) => cases.find((c) => c.person === p.key && c.layout === l)))])].filter((c): c is Blind12Case => c !== undefined);
  const rendered = pages.length || sample.length ? await checkRendered(pages, sample, chosen, values.samples ?? null) : null;

  const genuine = cases.filter((c) => c.kind === 'genuine').length;
  console.log(`blind12 check: ${cases.length} documents (${genuine} genuine, ${cases.length - genuine} forged), ${records.length} authority records, ${captures} captures over ${chosen.length} variants; layouts ${layouts.map((l) => `${l} ${cases.filter((c) => c.layout === l).length}`).join(', ')}; today ${today}`);
  console.log(`kinds: ${kinds.map((k) => `${k} ${cases.filter((c) => c.kind === k).length}`).join(', ')}`);
  const earliest = cases.filter((c) => c.intended === 'PASS' && c.printed.expiryDate).map((c) => c.printed.expiryDate ?? '').sort()[0] ?? '-';
  console.log(`earliest genuine expiry ${earliest}: the set is stale (and the runner refuses) from ${earliest === '-' ? '-' : addDays(earliest, -364)}`);
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
