import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { parse as parseMrz } from 'mrz';
import sharp from 'sharp';
import { checkSetCases, measureDistance } from '../blind-kit/check.js';
import { chooseFrom } from '../document-eval.js';
import { openBlind13Camera } from './camera.js';
import { drawCapture, outline, variants, type Variant } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind13Case } from './cases.js';
import { addDays, birthdayIn, dateStyles, printDate, todayIso, twelfthSetStyles, ymd } from './dates.js';
import { assertFontconfig, ofFamily, plainFamilies } from './fonts.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { designDates, designFonts, mixedCaseDesigns, pageOf, pvc2011SurnameLines } from './pages.js';
import { people, personOf } from './people.js';

/**
 * Proves the thirteenth blind set without the product: each case's intended outcome re-derived from
 * what its page prints, what its record holds and today (BLIND13_TODAY pins it), each forgery
 * breaking exactly its own rule; MRZ check digits (read back by the `mrz` package, not by the set's
 * own builder) sound on every page but the ones altered, and wrong exactly where altered; the
 * people's hard cases all there and no name word an earlier set's people used; every licence
 * expiring on its holder's birthday; every capture's drawn numbers (document in frame, field text
 * large enough, blur, the ghost's offset and the colour fringes well under it, the clean and phone
 * captures inside the ranges the eleventh and twelfth sets give them, the folds, the ghost and the
 * lens inside theirs); every font installed; and, for a sample of documents, the pages' text drawn
 * only in the set's families and within its room, no field in a quiet zone, every drawn field inside
 * its estimated box, and the images decoding at the sizes they should.
 *
 *   node --import tsx eval/documents-blind13/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small.
 */

const problems: string[] = [];
const fail = (what: string) => problems.push(what);

const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();

function checkPeople(cases: Blind13Case[]): void {
  for (const p of people) for (const d of [p.dateOfBirth, p.otherDateOfBirth, p.forgedDateOfBirth, p.mrzPerson.dateOfBirth]) ymd(d);
  const given = (p: (typeof people)[number]) => p.givenNames.split(' ');
  const mrzOf = (key: string) => cases.find((c) => c.person === key && c.layout === 'passport' && c.kind === 'genuine')?.mrz ?? null;
  // The MRZ's name field full to its last place, ending with a whole given name, a later one dropped whole.
  const dropsWhole = (key: string) => {
    const mrz = mrzOf(key);
    const p = personOf(key as (typeof people)[number]['key']);
    const first = mrz ? (parseMrz(mrz).fields.firstName ?? '') : '';
    return mrz !== null && !mrz[0].endsWith('<') && first !== asMrz(p.givenNames) && asMrz(p.givenNames).startsWith(`${first} `) && given(p).length === 3;
  };
  const licencesOnBirthday = cases.filter((c) => c.layout === 'licence' && c.printed.expiryDate).every((c) => {
    const birth = personOf(c.person).dateOfBirth;
    const expiry = c.trueExpiry ?? c.printed.expiryDate ?? '';
    return expiry === birthdayIn(birth, ymd(expiry).y);
  });
  const printsSept = Object.values(designDates).some((style) => /SEPT|Sept/.test(printDate('1988-09-30', style)));
  const noZeros = Object.values(designDates).some((style) => printDate('1984-03-05', style) === '5/3/1984');
  for (const [what, ok] of [
    ["surname that begins with NGA, the issuing state's code (P<NGANGA... in the MRZ)", people.some((p) => p.surname.startsWith('NGA') && (mrzOf(p.key)?.[0].startsWith(`P<NGA${p.surname}<<`) ?? false))],
    ['surname with TCH and a given name ending in OU (French-border spellings)', people.some((p) => /TCH/.test(p.surname) && given(p).some((g) => g.endsWith('OU')))],
    ['first given name that begins with the label NIN', people.some((p) => (given(p)[0] ?? '').startsWith('NIN') && given(p)[0] !== 'NIN')],
    ['holder born in September, and a design that prints SEPT or Sept', people.some((p) => ymd(p.dateOfBirth).m === 9) && printsSept],
    ['holder born on a one-digit day of a one-digit month, and a design that prints no leading zeros', people.some((p) => ymd(p.dateOfBirth).d < 10 && ymd(p.dateOfBirth).m < 10) && noZeros],
    ['hyphenated surname whose MRZ name field is full and drops the third given name whole', people.some((p) => p.surname.includes('-') && dropsWhole(p.key))],
    ["hyphenated surname the 2011 voter's card breaks at its hyphen", people.some((p) => p.surname.includes('-') && pvc2011SurnameLines(p.surname).length === 2 && cases.some((c) => c.person === p.key && c.design === 'pvc-2011'))],
    ['every other surname on one line of the 2011 voter\'s card', people.filter((p) => !p.surname.includes('-')).every((p) => pvc2011SurnameLines(p.surname).length === 1 && pvc2011SurnameLines(p.forgedSurname).length === 1)],
    ["every licence expiring on its holder's birthday", licencesOnBirthday],
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
    if (/\u0323/u.test(`${p.surname}${p.givenNames}`.normalize('NFD'))) fail(`${p.key}: a dotted name, and no family of this set was chosen to set it`);
  }
  // No name word any earlier set's people used (their people.ts files, read as text).
  const earlier = new Set<string>();
  for (const set of ['documents-blind', ...Array.from({ length: 11 }, (_, k) => `documents-blind${k + 2}`)]) {
    let text = '';
    try {
      text = readFileSync(new URL(`../${set}/people.ts`, import.meta.url), 'utf8');
    } catch {
      fail(`people: cannot read eval/${set}/people.ts to compare names`);
    }
    for (const w of text.match(/\b[A-Z][A-Z'’-]{2,}\b/g) ?? []) earlier.add(w);
  }
  for (const p of people) {
    const words = [p.surname, p.givenNames, p.otherSurname, p.otherGivenNames, p.forgedSurname, p.forgedGivenNames, p.mrzPerson.surname, p.mrzPerson.givenNames].flatMap((n) => [n, ...n.split(/[\s-]+/)]);
    for (const w of words) if (earlier.has(w)) fail(`${p.key}: the name ${w} is one an earlier set's people used`);
  }
  const passports = cases.filter((c) => c.layout === 'passport' && c.kind === 'genuine' && c.mrz);
  for (const c of passports) if (parseMrz(c.mrz ?? ['', '']).fields.lastName !== asMrz(c.printed.surname)) fail(`${c.id}: the MRZ's surname is not the page's`);
}

const inside = (x: number, y: number, w: number, h: number, margin: number) => x >= margin && y >= margin && x <= w - margin && y <= h - margin;

function checkCaptures(cases: Blind13Case[], chosen: readonly Variant[]): { minText: number; captures: number } {
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
      if (Math.hypot(p.blur, p.denoise) > p.minTextPx / 8 + 1e-9) fail(`${c.id} ${v}: blur ${Math.hypot(p.blur, p.denoise).toFixed(2)} px against text of ${p.minTextPx.toFixed(1)} px`);
      const tiltOf = Math.hypot(p.pose.rx, p.pose.ry);
      const turn = Math.abs(p.pose.rz);
      const flat = p.creases.length === 0 && p.panels.length === 1;
      if (v !== 'folded-creases' && !flat) fail(`${c.id} ${v}: a folded page`);
      if (v !== 'night-ghost' && (p.ghost || p.denoise)) fail(`${c.id} ${v}: a ghost or a night mode's smoothing`);
      if (v !== 'lens-fringe' && p.fringe) fail(`${c.id} ${v}: colour fringes`);
      if (v === 'clean') {
        if (tiltOf !== 0 || p.pose.rz !== 0 || p.blur !== 0 || !flat || p.ghost || p.fringe || p.noise.luma !== 0 || p.gradient.from !== p.gradient.to || p.quality < 90) fail(`${c.id} clean: not straight, sharp, evenly lit and JPEG >= 90`);
        if (width < 1200 || width > 1600) fail(`${c.id} clean: ${width} px wide (want 1200-1600)`);
      }
      if (v === 'phone') {
        const share = Math.max(p.fillShare.width, p.fillShare.height);
        if (width !== 1600 || height !== 1200) fail(`${c.id} phone: frame ${width}x${height}`);
        if (share < 0.55 || share > 0.8) fail(`${c.id} phone: the page fills ${(share * 100).toFixed(1)} % of the frame (want 55-80)`);
        if (tiltOf < 4 - 1e-9 || tiltOf > 12 + 1e-9 || turn < 2 || turn > 5) fail(`${c.id} phone: tilt ${tiltOf.toFixed(1)}°, turn ${turn.toFixed(1)}° (want 4-12, 2-5)`);
        if (p.blur > 1.2 || p.quality < 70 || p.quality > 85 || Math.abs(p.gradient.from - p.gradient.to) < 0.1) fail(`${c.id} phone: blur, JPEG quality or uneven light out of range`);
      }
      if (v === 'folded-creases') {
        const want = c.layout === 'nin-slip' ? 2 : 1;
        if (p.creases.length !== want || p.panels.length !== 2 * want) fail(`${c.id} ${v}: ${p.creases.length} creases, ${p.panels.length} panels (want ${want}, ${2 * want})`);
        const [lo, hi] = c.layout === 'nin-slip' ? [8, 22] : c.layout === 'passport' ? [8, 16] : [4, 9];
        for (const k of p.creases) if (k.angle < lo - 1e-9 || k.angle > hi + 1e-9) fail(`${c.id} ${v}: a crease bent ${k.angle.toFixed(1)}° (want ${lo}-${hi})`);
        for (const q of p.panels) if (q.shade < 0.88 - 1e-9 || q.shade > 1.08 + 1e-9) fail(`${c.id} ${v}: a panel lit ${q.shade.toFixed(3)} (want 0.88-1.08)`);
        if (p.panels.some((q) => q.x1 <= q.x0 || q.y1 <= q.y0)) fail(`${c.id} ${v}: an empty panel`);
      }
      if (v === 'night-ghost') {
        const off = p.ghost ? Math.hypot(p.ghost.dx, p.ghost.dy) : 0;
        if (!p.ghost || p.ghost.opacity < 0.18 - 1e-9 || p.ghost.opacity > 0.32 + 1e-9) fail(`${c.id} ${v}: the ghost's opacity out of range`);
        if (off > 7 + 1e-9 || off > 0.4 * p.minTextPx + 1e-9) fail(`${c.id} ${v}: the ghost ${off.toFixed(1)} px off against text of ${p.minTextPx.toFixed(1)} px`);
        if (p.light.lift < 8 || p.light.lift > 16 || p.noise.luma < 3 || p.noise.luma > 6 || p.denoise <= 0) fail(`${c.id} ${v}: lift, noise or smoothing out of range`);
      }
      if (v === 'lens-fringe') {
        const f = p.fringe;
        if (!f) fail(`${c.id} ${v}: no fringes`);
        else {
          const corner = Math.hypot(width, height) / 2;
          if (f.red * corner > 3 + 1e-9 || f.blue * corner > 3.6 + 1e-9) fail(`${c.id} ${v}: red or blue moved more than 3-3.6 px at the corners`);
          if (f.shiftOnPage > p.minTextPx / 5 + 1e-9) fail(`${c.id} ${v}: red and blue ${f.shiftOnPage.toFixed(1)} px apart on the page against text of ${p.minTextPx.toFixed(1)} px`);
          if (f.purple > p.minTextPx / 8 + 1e-9 || f.softOnPage > p.minTextPx / 8 + 1e-9) fail(`${c.id} ${v}: the fringes or the soft corners blur more than an eighth of the text`);
        }
      }
    }
  }
  return { minText, captures: n };
}

async function checkRendered(pages: Blind13Case[], sample: Blind13Case[], chosen: readonly Variant[], samplesDir: string | null): Promise<{ images: number; msPerImage: number; msPerPage: number }> {
  const camera = await openBlind13Camera({ samplesDir });
  let images = 0;
  let imageMs = 0;
  let pageMs = 0;
  try {
    for (const c of pages) {
      const { drawn, overflow, inZones, critical } = await camera.inspectPage(c);
      const allowed = designFonts[c.design];
      for (const d of drawn) for (const fam of d.families) if (!allowed.some((a) => ofFamily(fam, a))) fail(`${c.id}: "${d.text}" drawn in ${fam}, not one of ${allowed.join(', ')}`);
      for (const d of drawn) if (/[^\x00-\x7f]/.test(d.text.replace(/&[a-z#0-9]+;/g, '')) && d.families.some((fam) => plainFamilies.some((o) => ofFamily(fam, o)))) fail(`${c.id}: "${d.text}" has a letter its family does not set`);
      if (!drawn.length) fail(`${c.id}: no text found on the page`);
      for (const o of overflow) fail(`${c.id}: text wider than its room: ${o}`);
      for (const z of inZones) fail(`${c.id}: field in a quiet zone: ${z}`);
      // The estimated field boxes must hold the drawn fields.
      const page = pageOf(c);
      for (const r of critical) if (!page.fieldBoxes.some((b) => r.x0 >= b.x0 - 6 && r.x1 <= b.x1 + 6 && r.y0 >= b.y0 - 12 && r.y1 <= b.y1 + 12)) fail(`${c.id}: drawn field "${r.text}" (${[r.x0, r.y0, r.x1, r.y1].map(Math.round).join(',')}) outside its estimated box`);
      const texts = drawn.map((d) => d.text.replace(/&amp;/g, '&').replace(/&#39;/g, "'"));
      // A mixed-case design prints the names in small letters: compared in capitals there. A surname broken at its hyphen is found across its two lines.
      const fold = (t: string) => (mixedCaseDesigns.includes(c.design) ? t.toUpperCase() : t);
      const joined = texts.map(fold).join('');
      const found = (w: string) => texts.some((t) => fold(t).includes(w) || fold(t).replace(/ /g, '').includes(w)) || joined.includes(w);
      // The surname whole; the given names word by word (a licence and a slip print first and middle names in cells of their own).
      for (const w of [c.printed.surname, c.printed.documentNumber, ...c.printed.givenNames.split(' ')]) if (!found(w)) fail(`${c.id}: "${w}" not found on the page`);
      if (c.design === 'pvc-2011' && c.printed.surname.includes('-') && texts.some((t) => t.includes(c.printed.surname))) fail(`${c.id}: the hyphenated surname is not broken at its hyphen`);
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
  // The kit wants a viz-given page's MRZ to hold the whole true given names; Ekpeye's full name field drops his third whole (on
  // every page of his, true or forged), so there its rule is the oracle's: the MRZ holds the start of the true names, its field full.
  const kitFail = (what: string) => {
    const m = /^(\S+): the MRZ does not hold the true given names$/.exec(what);
    const c = m ? cases.find((x) => x.id === m[1]) : undefined;
    const mrz = c?.mrz;
    const first = mrz ? (parseMrz(mrz).fields.firstName ?? '') : '';
    if (c && mrz && !mrz[0].endsWith('<') && first.length > 0 && asMrz(personOf(c.person).givenNames).startsWith(`${first} `) && asMrz(c.printed.givenNames) !== first && !asMrz(c.printed.givenNames).startsWith(first)) return;
    fail(what);
  };
  checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'fourteenth', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail: kitFail });
  checkPeople(cases);
  // Ten designs, ten date forms, none repeated, none a form of the twelfth set's designs.
  const forms = Object.values(designDates);
  if (new Set(forms).size !== forms.length || forms.some((f) => !dateStyles.includes(f))) fail('designs: the date forms are not ten different ones of dates.ts');
  for (const f of forms) if (twelfthSetStyles.includes(f)) fail(`designs: the date form ${f} is one the twelfth set printed`);
  const records = recordsOf(cases);
  const first = cases.slice(0, 20);
  if (new Set(first.map((c) => c.person)).size < 5 || new Set(first.map((c) => c.layout)).size < 4 || !first.some((c) => c.intended === 'PASS')) fail('run order: the first 20 documents do not sample people, layouts and outcomes');
  const { minText, captures } = checkCaptures(cases, chosen);
  const n = Math.max(0, Number(values.render));
  // Spread over the run order, so a small sample still meets several layouts.
  const sample = n === 0 ? [] : Array.from({ length: Math.min(n, cases.length) }, (_, k) => cases[Math.floor((k * cases.length) / Math.min(n, cases.length))]).filter((c): c is Blind13Case => c !== undefined);
  if (values.samples) await mkdir(values.samples, { recursive: true });
  // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
  const pages =
    values.pages === 'all'
      ? cases
      : values.pages === 'none'
        ? []
        : [...new Set([...Object.keys(designFonts).map((d) => cases.find((c) => c.design === d)), ...people.flatMap((p) => layouts.map((l) => cases.find((c) => c.person === p.key && c.layout === l)))])].filter((c): c is Blind13Case => c !== undefined);
  const rendered = pages.length || sample.length ? await checkRendered(pages, sample, chosen, values.samples ?? null) : null;

  const genuine = cases.filter((c) => c.kind === 'genuine').length;
  console.log(`blind13 check: ${cases.length} documents (${genuine} genuine, ${cases.length - genuine} forged), ${records.length} authority records, ${captures} captures over ${chosen.length} variants; layouts ${layouts.map((l) => `${l} ${cases.filter((c) => c.layout === l).length}`).join(', ')}; today ${today}`);
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
