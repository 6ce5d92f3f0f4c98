import { parse as parseMrz } from 'mrz';
import { checkDateForms, checkPlannedPeople, checkSetCases, licencesOnBirthdays, measureDistance } from '../blind-kit/check.js';
import { checkInFrame, checkPlainInspectedPage, checkTargetCapture, kindAndDesignLines, problemList, runSetCheck, staleLine } from '../blind-kit/self-check.js';
import { openBlind22Camera } from './camera.js';
import { drawCapture, outline, variants } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind22Case } from './cases.js';
import { addDays, birthdayIn, dateStyles, earlierSetStyles, printDate, todayIso, ymd } from './dates.js';
import { assertFontconfig, ofFamily, plainFamilies } from './fonts.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { designDates, designFonts, pageOf } from './pages.js';
import { people, personOf } from './people.js';

/**
 * Proves the twenty-second blind set without the product: each case's intended outcome re-derived
 * from what its page prints, what its record holds and today (BLIND22_TODAY pins it), each forgery
 * breaking exactly its own rule; MRZ check digits (read back by the `mrz` package, not by the set's
 * own builder) sound on every page but the ones altered, and wrong exactly where altered; the
 * people's hard cases all there and no name word an earlier set's people used; every licence
 * expiring on its holder's birthday; every capture's drawn numbers (document in frame, through the
 * ultra-wide lens too; field text large enough, blur well under it, the clean and phone captures
 * inside the ranges the eleventh to twenty-first sets give them; the lens, the filter and the half
 * turn inside theirs); every font installed; and, for a sample of documents, the pages' text drawn
 * only in the set's families (the plain families only in plain letters) and within its room, no
 * field in a quiet zone, every drawn field inside its estimated box, and the images decoding at the
 * sizes they should. It never calls the reader.
 *
 *   node --import tsx eval/documents-blind22/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small.
 */

const { problems, fail } = problemList();

/** Whether a drawn number lies in its variant's range (its ends included, up to rounding). */
const inRange = (v: number, lo: number, hi: number) => v >= lo - 1e-9 && v <= hi + 1e-9;

/** The letters narrowest in print: single strokes, or a stroke with a short arm or hook. */
const NARROW = new Set(['I', 'J', 'L', 'T', 'F']);

function checkPeople(cases: Blind22Case[]): void {
  for (const p of people) for (const d of [p.dateOfBirth, p.otherDateOfBirth, p.forgedDateOfBirth, p.mrzPerson.dateOfBirth]) ymd(d);
  const given = (p: (typeof people)[number]) => p.givenNames.split(' ');
  const letters = (s: string) => [...s].filter((ch) => /[A-Z]/.test(ch));
  // The mrz-other-person page whose MRZ names a kinsman one letter from the surname, with the same first given name.
  const cousinMrz = cases.some((c) => {
    if (c.kind !== 'mrz-other-person' || !c.mrz) return false;
    const p = personOf(c.person);
    const read = parseMrz(c.mrz).fields;
    return measureDistance(read.lastName ?? '', asMrz(p.surname)) === 1 && (read.firstName ?? '').split(' ')[0] === given(p)[0] && read.firstName !== asMrz(p.givenNames);
  });
  // The longest names: the MRZ holds them whole, with at most three fillers left in the name field.
  const longWhole = cases.some((c) => {
    const p = personOf(c.person);
    if (c.kind !== 'genuine' || !c.mrz || p.surname.length < 13 || !given(p).some((g) => g.length >= 14)) return false;
    const read = parseMrz(c.mrz).fields;
    const nameField = c.mrz[0].slice(5);
    return read.lastName === p.surname && read.firstName === asMrz(p.givenNames) && nameField.length - nameField.replace(/<+$/, '').length <= 3;
  });
  for (const [what, ok] of [
    ['surname of narrow letters forged with a J read as I (TIIANI-LIJADU)', people.some((p) => letters(p.surname).filter((ch) => NARROW.has(ch)).length * 2 > letters(p.surname).length && p.surname.includes('J') && [...p.surname].some((ch, i) => ch === 'J' && p.forgedSurname === `${p.surname.slice(0, i)}I${p.surname.slice(i + 1)}`))],
    ['first given name that is the surname, forged without it', people.some((p) => given(p)[0] === p.surname && p.forgedGivenNames === given(p).slice(1).join(' '))],
    ["apostrophe between two like vowels, forged with one of them dropped (SA'DIYA)", people.some((p) => given(p).some((g) => /([AEIOU])'\1/.test(g) && p.forgedGivenNames.split(' ').includes(g.replace(/([AEIOU])'\1/, "$1'"))))],
    ['longest names whole in the MRZ, its name field nearly full', longWhole],
    ['mrz-other-person page naming a kinsman one letter from the surname, with the same first given name', cousinMrz],
    ['VW folded into W in the forged surname (OWIGHO)', people.some((p) => p.surname.includes('VW') && p.forgedSurname === p.surname.replace('VW', 'W'))],
    ["every licence expiring on its holder's birthday", licencesOnBirthdays(cases, (key) => personOf(key).dateOfBirth, birthdayIn)],
    ['women and men', people.some((p) => p.sex === 'F') && people.some((p) => p.sex === 'M')],
    ['a hyphenated surname and apostrophes in given names', people.some((p) => p.surname.includes('-')) && people.some((p) => p.givenNames.includes("'"))],
    ['a sibling sharing a middle name and a wholly different one', people.some((p) => p.siblingShares === 'middle name') && people.some((p) => p.siblingShares === 'nothing')],
    ['two designs that print a two-digit year', Object.values(designDates).filter((style) => !printDate('1991-08-04', style).includes('1991')).length >= 2],
    ['a design that writes the weekday (4 August 1991 was a Sunday)', Object.values(designDates).some((style) => printDate('1991-08-04', style).startsWith('Sunday'))],
  ] as const)
    if (!ok) fail(`people: no ${what}`);
  checkPlannedPeople(people, cases, { asMrz, lastEarlierSet: 21, fail });
}

await runSetCheck(
  {
    name: 'blind22', variants, layouts, todayIso, assertFontconfig, buildCases, recordsOf,
    // The people's hard cases first, then the kit's checks of every case against the oracle and today.
    checkCases(cases, today) {
      checkPeople(cases);
      checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'twenty-third', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
      // Ten designs, ten date forms of the set's own, none a form of the twelfth to twenty-first sets' designs, none printing a day as another does.
      checkDateForms(Object.values(designDates), { styles: dateStyles, earlier: earlierSetStyles, print: printDate, days: cases.slice(0, 12).map((c) => c.printed.dateOfBirth), fail });
    },
    pageOf, designFonts, drawCapture,
    // Every page marks where its critical fields lie; every capture keeps the whole page in its frame (through the lens too).
    checkPage: (c, page) => (page.fieldBoxes.length ? undefined : fail(`${c.id}: no critical field boxes`)),
    checkFrame: (c, page, v, p) => checkInFrame(c, v, p, outline(p, page, 12), { margin: -0.5, sameSize: true }, fail),
    checkCapture(c, page, v, p) {
      // Only its own variant bends the frame or turns it grey; the target captures are the kit's; blur stays under an eighth of the smallest text.
      if ((v === 'ultrawide-barrel') !== Boolean(p.barrel) || (v === 'mono-filter') !== p.mono) fail(`${c.id} ${v}: a lens or a filter where the variant has none, or none where it has one`);
      checkTargetCapture(c, v, p, !p.barrel && !p.mono, fail);
      if (p.blur * 8 > p.minTextPx + 1e-9) fail(`${c.id} ${v}: blur ${p.blur.toFixed(2)} px against text of ${p.minTextPx.toFixed(1)} px`);
      const tilt = Math.hypot(p.pose.rx, p.pose.ry);
      const share = Math.max(p.fillShare.width, p.fillShare.height);
      if (v !== 'clean' && (p.frame.width !== 1600 || p.frame.height !== 1200)) fail(`${c.id} ${v}: frame ${p.frame.width}x${p.frame.height}`);
      if (v === 'ultrawide-barrel') {
        const k = p.barrel?.k ?? 0;
        if (!inRange(k, 0.04, 0.09) || !inRange(tilt, 2, 8) || Math.abs(p.pose.rz) > 4 + 1e-9) fail(`${c.id} ${v}: lens k ${k.toFixed(3)}, tilt ${tilt.toFixed(1)}°, turn ${p.pose.rz.toFixed(1)}°`);
        if (share < 0.5 || share > 0.82) fail(`${c.id} ${v}: the page fills ${(share * 100).toFixed(0)} % of the frame`);
        if (!inRange(p.vignette, 0.18, 0.3) || !inRange(p.blur, 0, 0.9) || !inRange(p.noise.luma, 2, 3.5) || !inRange(p.quality, 76, 88)) fail(`${c.id} ${v}: vignette, blur, noise or JPEG out of range`);
      }
      if (v === 'mono-filter') {
        const [r, g, b] = p.light.gain;
        if (!inRange(tilt, 3, 9) || Math.abs(p.pose.rz) > 4 + 1e-9) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°, turn ${p.pose.rz.toFixed(1)}°`);
        if (share < 0.55 || share > 0.82) fail(`${c.id} ${v}: the page fills ${(share * 100).toFixed(0)} % of the frame`);
        if (r !== 1 || g !== 1 || b !== 1 || p.noise.chroma !== 0 || !inRange(p.light.contrast, 1.12, 1.3) || !inRange(p.light.lift, -12, -4)) fail(`${c.id} ${v}: the filter out of range`);
        if (!inRange(p.noise.luma, 2, 4) || !inRange(p.blur, 0, 0.9) || !inRange(p.quality, 75, 88) || Math.abs(p.gradient.from - p.gradient.to) < 0.1) fail(`${c.id} ${v}: noise, blur, light or JPEG out of range`);
      }
      if (v === 'across-counter') {
        if (!inRange(p.pose.rz, 174, 186) || !inRange(tilt, 6, 14)) fail(`${c.id} ${v}: turn ${p.pose.rz.toFixed(1)}°, tilt ${tilt.toFixed(1)}°`);
        // Upside down in the frame: the page's top edge (its first corners) below its bottom edge.
        const [tl, tr, br, bl] = p.sceneQuad;
        if (tl[1] + tr[1] <= br[1] + bl[1]) fail(`${c.id} ${v}: the page is not upside down`);
        if (share < 0.55 || share > 0.82) fail(`${c.id} ${v}: the page fills ${(share * 100).toFixed(0)} % of the frame`);
        if (p.background !== 'counter' || !inRange(p.gradient.to, 0.74, 0.86) || !inRange(p.blur, 0, 1.0) || !inRange(p.noise.luma, 2, 4) || !inRange(p.quality, 72, 86)) fail(`${c.id} ${v}: counter, light, blur, noise or JPEG out of range`);
      }
    },
    // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
    pages: { designs: Object.keys(designFonts), people },
    openCamera: openBlind22Camera,
    // Every text in its design's families (the plain families only in plain letters), within its room, out of the quiet zones, inside its field box; the names and number found.
    inspect: (c, got) => checkPlainInspectedPage(c, got, { allowed: designFonts[c.design], plainFamilies, ofFamily, fieldBoxes: () => pageOf(c).fieldBoxes }, fail),
    images: { maxBytes: 4_000_000, want: (params) => ({ ...params.output, slack: 0 }) },
    // The report's lines: the kinds, when the set goes stale, the designs.
    details: (cases) => (({ kinds: k, designs }) => [k, staleLine(cases, addDays), designs])(kindAndDesignLines(cases, kinds, designsOf)),
  },
  problems,
);
