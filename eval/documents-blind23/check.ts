import { checkDateForms, checkPlannedPeople, checkSetCases, licencesOnBirthdays } from '../blind-kit/check.js';
import { checkInFrame, checkInspectedPage, checkTargetCapture, checkWordsFound, kindAndDesignLines, problemList, runSetCheck, staleLine } from '../blind-kit/self-check.js';
import { openBlind23Camera } from './camera.js';
import { drawCapture, outline, variants } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind23Case } from './cases.js';
import { addDays, birthdayIn, dateStyles, earlierSetStyles, printDate, todayIso, ymd } from './dates.js';
import { assertFontconfig, ofFamily, plainFamilies } from './fonts.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { breaksHyphenatedSurname, designDates, designFonts, pageOf } from './pages.js';
import { people, personOf } from './people.js';

/**
 * Proves the twenty-third blind set without the product: each case's intended outcome re-derived
 * from what its page prints, what its record holds and today (BLIND23_TODAY pins it), each forgery
 * breaking exactly its own rule; MRZ check digits (read back by the `mrz` package, not by the set's
 * own builder) sound on every page but the ones altered, and wrong exactly where altered; no date of
 * birth or issue after the day the set was built; the people's hard cases all there and no name word
 * an earlier set's people used; every licence expiring on its holder's birthday; every capture's
 * drawn numbers (document in frame; field text large enough, blur and the focus fall-off's softest
 * side well under it, the clean and phone captures inside the ranges the eleventh to twenty-second
 * sets give them; the upright frame, the fall-off and the preview frame inside theirs); every font
 * installed; and, for a sample of documents, the pages' text drawn only in the set's families (the
 * plain families only in plain letters) and within its room, no field in a quiet zone, every drawn
 * field inside its estimated box, the names and number found (a surname broken over two lines read
 * across them), and the images decoding at the sizes they should. It never calls the reader.
 *
 *   node --import tsx eval/documents-blind23/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small.
 */

const { problems, fail } = problemList();

/** Whether a drawn number lies in its variant's range (its ends included, up to rounding). */
const inRange = (v: number, lo: number, hi: number) => v >= lo - 1e-9 && v <= hi + 1e-9;

/** Capitals OCR reads as digits (O 0, I 1, Z 2, A 4, S 5, G 6, T 7, B 8). */
const DIGIT_LIKE = new Set(['O', 'I', 'Z', 'A', 'S', 'G', 'T', 'B']);

function checkPeople(cases: Blind23Case[]): void {
  for (const p of people) for (const d of [p.dateOfBirth, p.otherDateOfBirth, p.forgedDateOfBirth, p.mrzPerson.dateOfBirth]) if (ymd(d) && d > BUILT_ON) fail(`${p.key}: the date ${d} is after the day the set was built`);
  const given = (p: (typeof people)[number]) => p.givenNames.split(' ');
  const monthBefore = (p: (typeof people)[number]) => {
    const [t, o] = [ymd(p.dateOfBirth), ymd(p.otherDateOfBirth)];
    return o.y === t.y && o.d === t.d && o.m === t.m - 1 && cases.some((c) => c.person === p.key && c.kind === 'record-dob');
  };
  // The surname a design prints over two lines: every page of those designs with a hyphenated surname breaks it, no other page does, and a genuine page is among them.
  let broken = false;
  for (const c of cases) {
    const lines = pageOf(c).surnameLines;
    const shouldBreak = breaksHyphenatedSurname.includes(c.design) && c.printed.surname.includes('-');
    if (lines !== (shouldBreak ? 2 : 1)) fail(`${c.id}: the surname printed on ${lines} lines`);
    if (shouldBreak && c.kind === 'genuine') broken = true;
  }
  for (const [what, ok] of [
    ['surname ending in Q forged with an O for it (ISHAO)', people.some((p) => p.surname.endsWith('Q') && p.forgedSurname === `${p.surname.slice(0, -1)}O`)],
    ['given names holding a particle (DE), forged without it', people.some((p) => given(p).includes('DE') && p.forgedGivenNames === given(p).filter((g) => g !== 'DE').join(' '))],
    ['record-dob with the month one less, the day and year kept', people.some(monthBefore)],
    ['viz-given forgery printing the true given names with one more after them', people.some((p) => p.forgedGivenNames.startsWith(`${p.givenNames} `) && p.forgedGivenNames.split(' ').length === given(p).length + 1)],
    ['surname every letter of which reads as a digit (GAZIBO)', people.some((p) => p.surname.length >= 5 && [...p.surname].every((ch) => DIGIT_LIKE.has(ch)))],
    ['genuine page printing a hyphenated surname over two lines', broken],
    ["every licence expiring on its holder's birthday", licencesOnBirthdays(cases, (key) => personOf(key).dateOfBirth, birthdayIn)],
    ['women and men', people.some((p) => p.sex === 'F') && people.some((p) => p.sex === 'M')],
    ['a hyphenated surname and two given names', people.some((p) => p.surname.includes('-')) && people.some((p) => given(p).length === 2)],
    ['a sibling sharing a middle name and a wholly different one', people.some((p) => p.siblingShares === 'middle name') && people.some((p) => p.siblingShares === 'nothing')],
    ['two designs that print a two-digit year', Object.values(designDates).filter((style) => !printDate('1991-08-04', style).includes('1991')).length >= 2],
    ['a design that writes the weekday (4 August 1991 was a Sunday)', Object.values(designDates).some((style) => printDate('1991-08-04', style).startsWith('SUN'))],
  ] as const)
    if (!ok) fail(`people: no ${what}`);
  checkPlannedPeople(people, cases, { asMrz, lastEarlierSet: 22, fail });
}

await runSetCheck(
  {
    name: 'blind23', variants, layouts, todayIso, assertFontconfig, buildCases, recordsOf,
    // The people's hard cases first, then the kit's checks of every case against the oracle and today.
    checkCases(cases, today) {
      checkPeople(cases);
      checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'twenty-fourth', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
      // Ten designs, ten date forms of the set's own, none a form of the twelfth to twenty-second sets' designs, none printing a day as another does.
      checkDateForms(Object.values(designDates), { styles: dateStyles, earlier: earlierSetStyles, print: printDate, days: cases.slice(0, 12).map((c) => c.printed.dateOfBirth), fail });
    },
    pageOf, designFonts, drawCapture,
    // Every page marks where its critical fields lie; every capture keeps the whole page in its frame.
    checkPage: (c, page) => (page.fieldBoxes.length ? undefined : fail(`${c.id}: no critical field boxes`)),
    checkFrame: (c, page, v, p) => checkInFrame(c, v, p, outline(p, page, 12), { margin: -0.5, sameSize: true }, fail),
    checkCapture(c, page, v, p) {
      // Only its own variant lets the focus fall off; the target captures are the kit's; blur (the fall-off's softest side too) stays under an eighth of the smallest text.
      if ((v === 'focus-falloff') !== Boolean(p.falloff)) fail(`${c.id} ${v}: a focus fall-off where the variant has none, or none where it has one`);
      checkTargetCapture(c, v, p, !p.falloff, fail);
      if (p.blur * 8 > p.minTextPx + 1e-9) fail(`${c.id} ${v}: blur ${p.blur.toFixed(2)} px against text of ${p.minTextPx.toFixed(1)} px`);
      const tilt = Math.hypot(p.pose.rx, p.pose.ry);
      const turn = Math.abs(p.pose.rz);
      const { width: fw, height: fh } = p.frame;
      if (v === 'portrait-frame') {
        const share = p.fillShare.width;
        if (fw !== 1200 || fh !== 1600) fail(`${c.id} ${v}: frame ${fw}x${fh}`);
        if (!inRange(tilt, 3, 10) || turn > 5 + 1e-9) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°, turn ${p.pose.rz.toFixed(1)}°`);
        if (share < 0.7 || share > 0.88 || p.fillShare.height > 0.8) fail(`${c.id} ${v}: the page fills ${(share * 100).toFixed(0)} % of the frame's width, ${(p.fillShare.height * 100).toFixed(0)} % of its height`);
        if (!['denim', 'leather', 'table'].includes(p.background) || !inRange(p.blur, 0, 1.0) || !inRange(p.noise.luma, 2, 4) || !inRange(p.quality, 74, 88) || Math.abs(p.gradient.from - p.gradient.to) < 0.1) fail(`${c.id} ${v}: surface, blur, noise, light or JPEG out of range`);
      }
      if (v === 'focus-falloff') {
        const f = p.falloff;
        const share = Math.max(p.fillShare.width, p.fillShare.height);
        if (fw !== 1600 || fh !== 1200) fail(`${c.id} ${v}: frame ${fw}x${fh}`);
        if (!inRange(tilt, 10, 18) || turn > 5 + 1e-9) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°, turn ${p.pose.rz.toFixed(1)}°`);
        if (share < 0.6 || share > 0.82) fail(`${c.id} ${v}: the page fills ${(share * 100).toFixed(0)} % of the frame`);
        if (!f || !inRange(f.near, 0, 0.4) || !inRange(f.far, 0.6, 1.8) || f.far <= f.near || !inRange(f.start, 0.3, 0.5)) fail(`${c.id} ${v}: the fall-off out of range`);
        if (!inRange(p.noise.luma, 2, 4) || !inRange(p.quality, 74, 88)) fail(`${c.id} ${v}: noise or JPEG out of range`);
      }
      if (v === 'preview-frame') {
        const share = Math.max(p.fillShare.width, p.fillShare.height);
        if (fw !== 1920 || fh !== 1080) fail(`${c.id} ${v}: frame ${fw}x${fh}`);
        if (!inRange(tilt, 3, 10) || turn > 6 + 1e-9) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°, turn ${p.pose.rz.toFixed(1)}°`);
        if (share < 0.55 || share > 0.8) fail(`${c.id} ${v}: the page fills ${(share * 100).toFixed(0)} % of the frame`);
        if (!inRange(p.light.contrast, 0.86, 0.95) || !inRange(p.light.lift, 6, 14) || !inRange(p.noise.luma, 3, 5) || !inRange(p.blur, 0.5, 1.1) || !inRange(p.quality, 62, 76) || p.sharpen !== 0) fail(`${c.id} ${v}: flatness, noise, blur or JPEG out of range`);
      }
    },
    // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
    pages: { designs: Object.keys(designFonts), people },
    openCamera: openBlind23Camera,
    // Every text in its design's families (the plain families only in plain letters), within its room, out of the quiet zones, inside its field box; the names and number found, a surname over two lines read across them.
    inspect(c, got) {
      const drawnChecks = () => {
        for (const d of got.drawn) if (/[^\x00-\x7f]/.test(d.text.replace(/&[a-z#0-9]+;/g, '')) && d.families.some((fam) => plainFamilies.some((o) => ofFamily(fam, o)))) fail(`${c.id}: "${d.text}" has a letter its family does not set`);
      };
      checkInspectedPage(c, got, { allowed: designFonts[c.design], ofFamily, drawnChecks, fieldBoxes: () => pageOf(c).fieldBoxes }, fail);
      checkWordsFound(c, got.drawn, fail, { joined: pageOf(c).surnameLines === 2 });
    },
    images: { maxBytes: 4_000_000, want: (params) => ({ ...params.output, slack: 0 }) },
    // The report's lines: the kinds, when the set goes stale, the designs.
    details: (cases) => (({ kinds: k, designs }) => [k, staleLine(cases, addDays), designs])(kindAndDesignLines(cases, kinds, designsOf)),
  },
  problems,
);
