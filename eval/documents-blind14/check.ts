import { parse as parseMrz } from 'mrz';
import { checkForgeriesShow, checkMrzSurnames, checkNamesNotEarlier, checkOtherAndForgedSurnames, checkSetCases, checkSibling } from '../blind-kit/check.js';
import { checkInFrame, checkInspectedPage, checkTargetCapture, checkWordsFound, kindAndDesignLines, problemList, runSetCheck, staleLine } from '../blind-kit/self-check.js';
import type { Point } from '../documents-blind7/capture.js';
import { openBlind14Camera } from './camera.js';
import { dogEarTriangles, drawCapture, outline, variants } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind14Case } from './cases.js';
import { addDays, birthdayIn, dateStyles, earlierSetStyles, printDate, todayIso, ymd } from './dates.js';
import { assertFontconfig, ofFamily, plainFamilies } from './fonts.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { designDates, designFonts, oneLineNameDesigns, pageOf } from './pages.js';
import { people, personOf } from './people.js';

/**
 * Proves the fourteenth blind set without the product: each case's intended outcome re-derived from
 * what its page prints, what its record holds and today (BLIND14_TODAY pins it), each forgery
 * breaking exactly its own rule; MRZ check digits (read back by the `mrz` package, not by the set's
 * own builder) sound on every page but the ones altered, and wrong exactly where altered; the
 * people's hard cases all there and no name word an earlier set's people used; every licence
 * expiring on its holder's birthday; every capture's drawn numbers (document in frame, field text
 * large enough, blur well under it, the clean and phone captures inside the ranges the eleventh to
 * thirteenth sets give them, the scanner app's corners, size and enhancement, the glass's reflections
 * and the wear inside theirs, the tube's reflection off the page, stains in quiet zones and the
 * dog-ear off every field); every font installed; and, for a sample of documents, the pages' text
 * drawn only in the set's families and within its room, no field in a quiet zone, every drawn field
 * inside its estimated box, and the images decoding at the sizes they should.
 *
 *   node --import tsx eval/documents-blind14/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small.
 */

const { problems, fail } = problemList();

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

function checkPeople(cases: Blind14Case[]): void {
  for (const p of people) for (const d of [p.dateOfBirth, p.otherDateOfBirth, p.forgedDateOfBirth, p.mrzPerson.dateOfBirth]) ymd(d);
  const given = (p: (typeof people)[number]) => p.givenNames.split(' ');
  const mrzOf = (key: string) => cases.find((c) => c.person === key && c.layout === 'passport' && c.kind === 'genuine')?.mrz ?? null;
  const licencesOnBirthday = cases.filter((c) => c.layout === 'licence' && c.printed.expiryDate).every((c) => {
    const birth = personOf(c.person).dateOfBirth;
    const expiry = c.trueExpiry ?? c.printed.expiryDate ?? '';
    return expiry === birthdayIn(birth, ymd(expiry).y);
  });
  const twoDigitYear = Object.values(designDates).filter((style) => printDate('2000-02-29', style).endsWith(' 00'));
  const monthWords = Object.values(designDates).some((style) => /MAR|Mar/.test(printDate('1991-03-17', style)));
  const vinDesigns = designsOf.pvc;
  for (const [what, ok] of [
    ['surname of three letters before a first given name of eleven or more (P<NGA + surname + << in the MRZ)', people.some((p) => p.surname.length === 3 && (given(p)[0]?.length ?? 0) >= 11 && (mrzOf(p.key)?.[0].startsWith(`P<NGA${p.surname}<<`) ?? false))],
    ["first given name that begins with the voter's card's label VIN, and a genuine voter's card for that person", people.some((p) => (given(p)[0] ?? '').startsWith('VIN') && given(p)[0] !== 'VIN' && cases.some((c) => c.person === p.key && c.layout === 'pvc' && c.kind === 'genuine' && (vinDesigns as readonly string[]).includes(c.design)))],
    ['holder born on 29 February 2000 (MRZ 000229) and two designs that print a two-digit year', people.some((p) => p.dateOfBirth === '2000-02-29' && (mrzOf(p.key)?.[1].slice(13, 19) === '000229')) && twoDigitYear.length >= 2],
    ['holder born on 1 January 1970 (MRZ 700101)', people.some((p) => p.dateOfBirth === '1970-01-01' && mrzOf(p.key)?.[1].slice(13, 19) === '700101')],
    ['hyphenated first given name the MRZ writes as two names', people.some((p) => (given(p)[0] ?? '').includes('-') && (parseMrz(mrzOf(p.key) ?? ['', '']).fields.firstName ?? '').startsWith((given(p)[0] ?? '').replace('-', ' ')))],
    ['two given names that each begin with a month abbreviation, a holder born in that month, and a design that prints MAR', people.some((p) => given(p).length === 2 && given(p).every((g) => MONTHS.some((m) => g.startsWith(m))) && MONTHS[ymd(p.dateOfBirth).m - 1] === (given(p)[0] ?? '').slice(0, 3)) && monthWords],
    ["record birth date with the year's last two digits transposed", people.some((p) => { const a = p.dateOfBirth.slice(0, 4); const b = p.otherDateOfBirth.slice(0, 4); return a !== b && a.slice(0, 2) === b.slice(0, 2) && a[2] === b[3] && a[3] === b[2] && p.dateOfBirth.slice(4) === p.otherDateOfBirth.slice(4); })],
    ["genuine licence in the design that prints the whole name on one line (SURNAME, GIVEN NAMES)", cases.some((c) => c.layout === 'licence' && c.kind === 'genuine' && oneLineNameDesigns.includes(c.design))],
    ["every licence expiring on its holder's birthday", licencesOnBirthday],
    ['women and men', people.some((p) => p.sex === 'F') && people.some((p) => p.sex === 'M')],
    ['a sibling sharing a middle name and a wholly different one', people.some((p) => p.siblingShares === 'middle name') && people.some((p) => p.siblingShares === 'nothing')],
  ] as const)
    if (!ok) fail(`people: no ${what}`);
  for (const p of people) {
    checkSibling(p, fail);
    checkOtherAndForgedSurnames(p, fail);
    checkForgeriesShow(p, asMrz, fail);
    if (/\u0323/u.test(`${p.surname}${p.givenNames}`.normalize('NFD'))) fail(`${p.key}: a dotted name, and no family of this set was chosen to set it`);
  }
  checkNamesNotEarlier(people, { lastEarlierSet: 13, wholeNames: true }, fail);
  checkMrzSurnames(cases, asMrz, fail);
}

/** The shortest distance from a point to a segment. */
function toSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** Whether a point is inside a polygon (even-odd). */
function inside(p: Point, poly: readonly Point[]): boolean {
  let inPoly = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] ?? [0, 0];
    const [xj, yj] = poly[j] ?? [0, 0];
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inPoly = !inPoly;
  }
  return inPoly;
}

await runSetCheck(
  {
    // The set's own modules, as the kit's check runs them.
    name: 'blind14', variants, layouts, todayIso, assertFontconfig, buildCases, recordsOf,
    checkCases(cases, today) {
      checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'fifteenth', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
      checkPeople(cases);
      // Ten designs, ten date forms, none repeated, none a form of the twelfth or thirteenth set's designs.
      const forms = Object.values(designDates);
      if (new Set(forms).size !== forms.length || forms.some((f) => !dateStyles.includes(f))) fail('designs: the date forms are not ten different ones of dates.ts');
      for (const f of forms) if (earlierSetStyles.includes(f)) fail(`designs: the date form ${f} is one an earlier set printed`);
    },
    pageOf, designFonts, drawCapture,
    checkPage(c, page) {
      if (!page.fieldBoxes.length) fail(`${c.id}: no critical field boxes`);
    },
    checkFrame: (c, page, v, p) => checkInFrame(c, v, p, outline(p, page, 12), { margin: -0.5, sameSize: v !== 'scanner-app' }, fail),
    checkCapture(c, page, v, p) {
      if (p.blur > p.minTextPx / 8 + 1e-9) fail(`${c.id} ${v}: blur ${p.blur.toFixed(2)} px against text of ${p.minTextPx.toFixed(1)} px`);
      if (v !== 'scanner-app' && p.scanner) fail(`${c.id} ${v}: a scanner app's warp`);
      if (v !== 'under-glass' && p.glass) fail(`${c.id} ${v}: a glass top`);
      if (v !== 'worn-wallet' && p.wear) fail(`${c.id} ${v}: wear`);
      checkTargetCapture(c, v, p, !p.scanner && !p.glass && !p.wear, fail);
      const tilt = Math.hypot(p.pose.rx, p.pose.ry);
      if (v === 'scanner-app') {
        const s = p.scanner;
        if (!s) return fail(`${c.id} ${v}: no scanner app`);
        if (tilt < 6 - 1e-9 || tilt > 16 + 1e-9 || Math.abs(p.pose.rz) > 12) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°, turn ${p.pose.rz.toFixed(1)}° (want 6-16, ≤ 12)`);
        if (s.cornerError > 6 || s.corners.some(([x, y], k) => Math.hypot(x - (p.sceneQuad[k]?.[0] ?? 0), y - (p.sceneQuad[k]?.[1] ?? 0)) > 6 + 1e-9)) fail(`${c.id} ${v}: a found corner more than 6 px off`);
        const long = Math.max(s.out.width, s.out.height);
        if (long < 1280 || long > 1720 || Math.abs(s.out.width / s.out.height - page.width / page.height) > 0.01) fail(`${c.id} ${v}: delivered ${s.out.width}x${s.out.height} (want 1280-1720 on the long side, the page's aspect)`);
        if (p.output.width !== s.out.width || p.output.height !== s.out.height) fail(`${c.id} ${v}: delivered at another size than the app's page`);
        if (Math.abs(p.minTextPx - page.criticalPx * Math.min(p.minScale, s.outScale)) > 1e-6) fail(`${c.id} ${v}: the smallest text is not counted at the smaller of the photo's and the page's scales`);
        if (s.whiten < 0.7 || s.whiten > 1 || s.contrast < 1.08 || s.contrast > 1.3 || s.saturation < 1.1 || s.saturation > 1.4 || p.quality < 80 || p.quality > 90) fail(`${c.id} ${v}: enhancement or JPEG quality out of range`);
      }
      if (v === 'under-glass') {
        const g = p.glass;
        if (!g) return fail(`${c.id} ${v}: no glass`);
        if (tilt < 3 - 1e-9 || tilt > 10 + 1e-9) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°`);
        if (g.window.strength > 0.22 || g.window.strength < 0.08 || g.haze > 0.07 || g.tint.some((t) => t < 0.93 || t > 1)) fail(`${c.id} ${v}: the window's reflection, haze or tint out of range`);
        if (g.smudges.some((s) => s.alpha > 0.07)) fail(`${c.id} ${v}: a smudge too strong`);
        if (g.tube) {
          const t = g.tube;
          const edge = outline(p, page, 24);
          const a: Point = [t.x0, t.y0];
          const b: Point = [t.x1, t.y1];
          const near = Math.min(...edge.map((q) => toSegment(q, a, b)));
          if (near < t.width || inside(a, edge) || inside(b, edge)) fail(`${c.id} ${v}: the tube's reflection reaches the page (${near.toFixed(0)} px from it)`);
        }
      }
      if (v === 'worn-wallet') {
        const w = p.wear;
        if (!w) return fail(`${c.id} ${v}: no wear`);
        if (tilt < 3 - 1e-9 || tilt > 10 + 1e-9) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°`);
        if (w.fade < 0.12 || w.fade > 0.3 || w.grime > 0.35 || w.yellowing > 0.8) fail(`${c.id} ${v}: fading, grime or yellowing out of range`);
        if (page.paper && w.scratches.length) fail(`${c.id} ${v}: scratches on paper`);
        if (!page.paper && (w.stains.length || w.dogEar)) fail(`${c.id} ${v}: a stain or a dog-ear on a card`);
        if (w.scratches.some((s) => s.alpha > 0.3 || s.width > 1.5)) fail(`${c.id} ${v}: a scratch too strong`);
        for (const s of w.stains)
          if (!page.quietZones.some((z) => s.x - s.r >= z.x0 * page.width - 1e-6 && s.x + s.r <= z.x1 * page.width + 1e-6 && s.y - s.r >= z.y0 * page.height - 1e-6 && s.y + s.r <= z.y1 * page.height + 1e-6)) fail(`${c.id} ${v}: a stain outside every quiet zone`);
        if (w.dogEar) {
          const { cut, flap } = dogEarTriangles(page, w.dogEar);
          const tri = [...cut, ...flap];
          const [x0, x1] = [Math.min(...tri.map((q) => q[0])), Math.max(...tri.map((q) => q[0]))];
          const [y0, y1] = [Math.min(...tri.map((q) => q[1])), Math.max(...tri.map((q) => q[1]))];
          if (page.fieldBoxes.some((b) => b.x0 < x1 && b.x1 > x0 && b.y0 < y1 && b.y1 > y0)) fail(`${c.id} ${v}: the dog-ear folds over a field`);
        }
      }
    },
    // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
    pages: { designs: Object.keys(designFonts), people },
    openCamera: openBlind14Camera,
    inspect(c, got) {
      const { drawn } = got;
      const drawnChecks = () => {
        for (const d of drawn) if (/[^\x00-\x7f]/.test(d.text.replace(/&[a-z#0-9]+;/g, '')) && d.families.some((fam) => plainFamilies.some((o) => ofFamily(fam, o)))) fail(`${c.id}: "${d.text}" has a letter its family does not set`);
      };
      // The estimated field boxes must hold the drawn fields.
      checkInspectedPage(c, got, { allowed: designFonts[c.design], ofFamily, drawnChecks, fieldBoxes: () => pageOf(c).fieldBoxes }, fail);
      checkWordsFound(c, drawn, fail);
      const texts = drawn.map((d) => d.text.replace(/&amp;/g, '&').replace(/&#39;/g, "'"));
      if (oneLineNameDesigns.includes(c.design) && !texts.some((t) => t === `${c.printed.surname}, ${c.printed.givenNames}`)) fail(`${c.id}: the one-line name is not printed as SURNAME, GIVEN NAMES`);
      if (c.layout === 'pvc' && !texts.some((t) => /^VIN:?$/.test(t))) fail(`${c.id}: no VIN label on the voter's card`);
    },
    images: { maxBytes: 4_000_000, want: (params) => ({ ...params.output, slack: 0 }) },
    details: (cases) => {
      const lines = kindAndDesignLines(cases, kinds, designsOf);
      return [lines.kinds, staleLine(cases, addDays), lines.designs];
    },
  },
  problems,
);
