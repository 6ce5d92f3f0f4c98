import { checkForgeriesShow, checkMrzSurnames, checkOtherAndForgedSurnames, checkSetCases, checkSibling, measureDistance } from '../blind-kit/check.js';
import { checkInFrame, checkInspectedPage, checkTargetCapture, checkWordsFound, kindAndDesignLines, problemList, runSetCheck } from '../blind-kit/self-check.js';
import { openBlind11Camera } from './camera.js';
import { drawCapture, fieldsInShadow, outline, shadowArea, variants } from './capture.js';
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

const { problems, fail } = problemList();

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
    checkSibling(p, fail);
    checkOtherAndForgedSurnames(p, fail);
    checkForgeriesShow(p, asMrz, fail);
    if (/\u0323/u.test(`${p.surname}${p.givenNames}`.normalize('NFD'))) fail(`${p.key}: a dotted name, and no family of this set to set it`);
  }
  checkMrzSurnames(cases, asMrz, fail);
}

await runSetCheck(
  {
    // The set's own modules, as the kit's check runs them.
    name: 'blind11', variants, layouts, todayIso, assertFontconfig, buildCases, recordsOf,
    checkCases(cases, today) {
      checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'twelfth', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
      checkPeople(cases);
    },
    pageOf, designFonts, drawCapture,
    checkPage(c, page) {
      if (!page.fieldBoxes.length) fail(`${c.id}: no critical field boxes`);
    },
    checkFrame: (c, page, v, p) => checkInFrame(c, v, p, outline(p, page, 12), { margin: -0.5, sameSize: true }, fail),
    checkCapture(c, page, v, p) {
      const { width, height } = p.frame;
      if (p.blur > p.minTextPx / 8 + 1e-9) fail(`${c.id} ${v}: blur ${p.blur.toFixed(2)} px against text of ${p.minTextPx.toFixed(1)} px`);
      if (p.beauty && p.beauty.sigma > p.minTextPx / 6 + 1e-9) fail(`${c.id} ${v}: smoothing ${p.beauty.sigma.toFixed(2)} px against text of ${p.minTextPx.toFixed(1)} px`);
      checkTargetCapture(c, v, p, !p.beauty && !p.shadow, fail);
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
    },
    // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
    pages: { designs: Object.keys(designFonts), people },
    openCamera: openBlind11Camera,
    inspect(c, got) {
      const { drawn } = got;
      const drawnChecks = () => {
        for (const d of drawn) if (/\d/.test(d.text) && d.families.some((fam) => oldStyleFigures.some((o) => ofFamily(fam, o)))) fail(`${c.id}: digits "${d.text}" drawn in a family with old-style figures (${d.families.join('+')})`);
      };
      // The estimated field boxes the shadow is kept off must hold the drawn fields.
      checkInspectedPage(c, got, { allowed: designFonts[c.design], ofFamily, drawnChecks, fieldBoxes: () => pageOf(c).fieldBoxes }, fail);
      checkWordsFound(c, drawn, fail);
    },
    images: { maxBytes: 4_000_000, want: (params) => ({ ...params.output, slack: 0 }) },
    details: (cases) => {
      const lines = kindAndDesignLines(cases, kinds, designsOf);
      return [lines.kinds, lines.designs];
    },
  },
  problems,
);
