import { parse as parseMrz } from 'mrz';
import { checkDateForms, checkPlannedPeople, checkSetCases, licencesOnBirthdays } from '../blind-kit/check.js';
import { checkInFrame, checkPlainInspectedPage, checkTargetCapture, kindAndDesignLines, problemList, runSetCheck, staleLine } from '../blind-kit/self-check.js';
import { openBlind21Camera } from './camera.js';
import { drawCapture, outline, variants } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind21Case } from './cases.js';
import { addDays, birthdayIn, dateStyles, earlierSetStyles, printDate, todayIso, ymd } from './dates.js';
import { assertFontconfig, ofFamily, plainFamilies } from './fonts.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { designDates, designFonts, pageOf } from './pages.js';
import { people, personOf } from './people.js';

/**
 * Proves the twenty-first blind set without the product: each case's intended outcome re-derived from
 * what its page prints, what its record holds and today (BLIND21_TODAY pins it), each forgery
 * breaking exactly its own rule; MRZ check digits (read back by the `mrz` package, not by the set's
 * own builder) sound on every page but the ones altered, and wrong exactly where altered; the
 * people's hard cases all there and no name word an earlier set's people used; every licence
 * expiring on its holder's birthday; every capture's drawn numbers (document in frame, field text
 * large enough, blur well under it, the clean and phone captures inside the ranges the eleventh to
 * twentieth sets give them; the PDF viewer, the quarter turn and the tube inside theirs, the viewer's
 * bars and pill off the page); every font installed; and, for a sample of documents, the pages' text
 * drawn only in the set's families (the plain family only in plain letters) and within its room, no
 * field in a quiet zone, every drawn field inside its estimated box, and the images decoding at the
 * sizes they should.
 *
 *   node --import tsx eval/documents-blind21/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small.
 */

const { problems, fail } = problemList();

/** Whether a drawn number lies in its variant's range (its ends included, up to rounding). */
const inRange = (v: number, lo: number, hi: number) => v >= lo - 1e-9 && v <= hi + 1e-9;

/** Digits OCR confuses in print: a reader that forgives them would take one date for the other. */
const CONFUSABLE = [
  ['3', '8'],
  ['5', '6'],
  ['1', '7'],
  ['0', '8'],
] as const;

/** Whether two ISO dates differ in exactly one digit, and that digit is a pair OCR confuses. */
function oneConfusableDigit(a: string, b: string): boolean {
  const diff = [...a].map((ch, i) => [ch, b[i] ?? ''] as const).filter(([x, y]) => x !== y);
  return diff.length === 1 && CONFUSABLE.some(([x, y]) => (diff[0]?.[0] === x && diff[0]?.[1] === y) || (diff[0]?.[0] === y && diff[0]?.[1] === x));
}

/** Whether `forged` is `name` with two neighbouring (different) letters swapped. */
function adjacentSwap(name: string, forged: string): boolean {
  if (name.length !== forged.length) return false;
  return [...name].some((ch, i) => i + 1 < name.length && ch !== name[i + 1] && forged === `${name.slice(0, i)}${name[i + 1]}${ch}${name.slice(i + 2)}`);
}

function checkPeople(cases: Blind21Case[]): void {
  for (const p of people) for (const d of [p.dateOfBirth, p.otherDateOfBirth, p.forgedDateOfBirth, p.mrzPerson.dateOfBirth]) ymd(d);
  const given = (p: (typeof people)[number]) => p.givenNames.split(' ');
  // The mrz-other-person page of the person whose surname is a kinsman's given name must carry that kinsman's MRZ, with the surname among its given names.
  const kinsmanMrz = cases.some((c) => {
    if (c.kind !== 'mrz-other-person' || !c.mrz) return false;
    const p = personOf(c.person);
    const read = parseMrz(c.mrz).fields;
    return (read.firstName ?? '').split(' ').includes(p.surname) && read.lastName !== asMrz(p.surname);
  });
  // The K-ending names must stand right before the MRZ's fillers on a genuine page.
  const kBeforeFillers = cases.some((c) => {
    const p = personOf(c.person);
    return c.kind === 'genuine' && c.mrz !== null && p.surname.endsWith('K') && (given(p).at(-1) ?? '').endsWith('K') && c.mrz[0].includes(`${p.surname}<<`) && c.mrz[0].includes(`${given(p).at(-1) ?? ''}<<`);
  });
  for (const [what, ok] of [
    ['viz-surname forgery that swaps two neighbouring letters (UGWOUKE)', people.some((p) => adjacentSwap(p.surname, p.forgedSurname))],
    ['record-dob one digit off by a pair OCR confuses (3 and 8)', people.some((p) => oneConfusableDigit(p.dateOfBirth, p.otherDateOfBirth))],
    ['mrz-other-person page whose MRZ holds the surname as a given name', people.some((p) => p.mrzPerson.givenNames.split(' ').includes(p.surname)) && kinsmanMrz],
    ['record-surname holding the first given name', people.some((p) => p.otherSurname === given(p)[0])],
    ['viz-given forgery printing the given names in the other order', people.some((p) => given(p).length > 1 && p.forgedGivenNames === [...given(p)].reverse().join(' '))],
    ['surname and last given name ending in K before the MRZ fillers', kBeforeFillers],
    ["every licence expiring on its holder's birthday", licencesOnBirthdays(cases, (key) => personOf(key).dateOfBirth, birthdayIn)],
    ['women and men', people.some((p) => p.sex === 'F') && people.some((p) => p.sex === 'M')],
    ['a sibling sharing a middle name and a wholly different one', people.some((p) => p.siblingShares === 'middle name') && people.some((p) => p.siblingShares === 'nothing')],
    ['two designs that print a two-digit year', Object.values(designDates).filter((style) => !printDate('1991-08-04', style).includes('1991')).length >= 2],
    ['a design that writes the weekday (4 August 1991 was a Sunday)', Object.values(designDates).some((style) => printDate('1991-08-04', style).startsWith('SUN'))],
  ] as const)
    if (!ok) fail(`people: no ${what}`);
  checkPlannedPeople(people, cases, { asMrz, lastEarlierSet: 20, fail });
}


await runSetCheck(
  {
    name: 'blind21', variants, layouts, todayIso, assertFontconfig, buildCases, recordsOf,
    // The people's hard cases first, then the kit's checks of every case against the oracle and today.
    checkCases(cases, today) {
      checkPeople(cases);
      checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'twenty-second', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
      // Ten designs, ten date forms of the set's own, none a form of the twelfth to twentieth sets' designs, none printing a day as another does.
      checkDateForms(Object.values(designDates), { styles: dateStyles, earlier: earlierSetStyles, print: printDate, days: cases.slice(0, 12).map((c) => c.printed.dateOfBirth), fail });
    },
    pageOf, designFonts, drawCapture,
    // Every page marks where its critical fields lie; every capture keeps the whole page in its frame.
    checkPage: (c, page) => (page.fieldBoxes.length ? undefined : fail(`${c.id}: no critical field boxes`)),
    checkFrame: (c, page, v, p) => checkInFrame(c, v, p, outline(p, page, 12), { margin: -0.5, sameSize: true }, fail),
    checkCapture(c, page, v, p) {
      // Only its own variant draws a viewer or a tube; the target captures are the kit's; blur stays under an eighth of the smallest text.
      if ((v === 'pdf-dark-reader') !== Boolean(p.viewer) || (v === 'tube-light-cast') !== Boolean(p.tube)) fail(`${c.id} ${v}: a viewer or a tube where the variant has none, or none where it has one`);
      checkTargetCapture(c, v, p, !p.viewer && !p.tube, fail);
      if (p.blur * 8 > p.minTextPx + 1e-9) fail(`${c.id} ${v}: blur ${p.blur.toFixed(2)} px against text of ${p.minTextPx.toFixed(1)} px`);
      const tilt = Math.hypot(p.pose.rx, p.pose.ry);
      const turn = Math.abs(p.pose.rz);
      const share = Math.max(p.fillShare.width, p.fillShare.height);
      if (v === 'pdf-dark-reader') {
        const w = p.viewer;
        if (!w) return fail(`${c.id} ${v}: no viewer`);
        if (p.frame.width !== 1080 || p.frame.height !== 2340) fail(`${c.id} ${v}: frame ${p.frame.width}x${p.frame.height}`);
        if (tilt !== 0 || turn !== 0 || p.blur !== 0 || p.noise.luma !== 0 || p.gradient.from !== p.gradient.to) fail(`${c.id} ${v}: not a flat, sharp screenshot`);
        if (p.fillShare.width < 0.93 || p.fillShare.width > 0.975) fail(`${c.id} ${v}: the page fills ${(p.fillShare.width * 100).toFixed(1)} % of the screen's width`);
        if (!inRange(w.invert, 0.86, 0.94) || !inRange(w.canvas, 14, 30) || !inRange(p.quality, 82, 92)) fail(`${c.id} ${v}: the viewer out of range`);
        // The bars end above the page and the pill starts below it: nothing of the viewer is drawn over the page.
        const ys = outline(p, page, 12).map((q) => q[1]);
        if (Math.max(120, w.barsBottom) > Math.min(...ys) - 10 || w.pillTop < Math.max(...ys) + 10 || w.pillTop + 52 > p.frame.height) fail(`${c.id} ${v}: the viewer's bars or pill reach the page`);
      }
      if (v === 'sideways-exif') {
        if (p.frame.width !== 1200 || p.frame.height !== 1600) fail(`${c.id} ${v}: frame ${p.frame.width}x${p.frame.height}`);
        if (!inRange(turn, 85, 95) || !inRange(tilt, 3, 9)) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°, turn ${turn.toFixed(1)}°`);
        if (share < 0.55 || share > 0.86) fail(`${c.id} ${v}: the page fills ${(share * 100).toFixed(0)} % of the frame`);
        if (!inRange(p.blur, 0, 1.0) || p.noise.luma > 3.5 + 1e-9 || !inRange(p.quality, 74, 86) || Math.abs(p.gradient.from - p.gradient.to) < 0.1) fail(`${c.id} ${v}: blur, noise, light or JPEG out of range`);
      }
      if (v === 'tube-light-cast') {
        const t = p.tube;
        if (!t) return fail(`${c.id} ${v}: no tube`);
        if (p.frame.width !== 1600 || p.frame.height !== 1200) fail(`${c.id} ${v}: frame ${p.frame.width}x${p.frame.height}`);
        if (!inRange(tilt, 3, 10) || turn > 6 + 1e-9) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°, turn ${turn.toFixed(1)}°`);
        if (share < 0.5 || share > 0.82) fail(`${c.id} ${v}: the page fills ${(share * 100).toFixed(0)} % of the frame`);
        // A green cast: red and blue held below green, but the ink still far darker than the paper (the reflection at most a sixth of white).
        const [r, , b] = p.light.gain;
        if (!inRange(r, 0.8, 0.88) || !inRange(b, 0.86, 0.96) || !inRange(p.light.lift, 6, 12) || !inRange(p.light.contrast, 0.88, 0.95)) fail(`${c.id} ${v}: the cast out of range`);
        if (!inRange(t.opacity, 0.08, 0.16) || !inRange(t.width, 60, 140)) fail(`${c.id} ${v}: the tube's reflection out of range`);
        if (!inRange(p.noise.luma, 3, 5) || !inRange(p.quality, 72, 84) || p.blur > 0.9 + 1e-9) fail(`${c.id} ${v}: noise, blur or JPEG out of range`);
      }
    },
    // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
    pages: { designs: Object.keys(designFonts), people },
    openCamera: openBlind21Camera,
    // Every text in its design's families (Breip only in plain letters), within its room, out of the quiet zones, inside its field box; the names and number found.
    inspect: (c, got) => checkPlainInspectedPage(c, got, { allowed: designFonts[c.design], plainFamilies, ofFamily, fieldBoxes: () => pageOf(c).fieldBoxes }, fail),
    images: { maxBytes: 4_000_000, want: (params) => ({ ...params.output, slack: 0 }) },
    // The report's lines: the kinds, when the set goes stale, the designs.
    details: (cases) => (({ kinds: k, designs }) => [k, staleLine(cases, addDays), designs])(kindAndDesignLines(cases, kinds, designsOf)),
  },
  problems,
);
