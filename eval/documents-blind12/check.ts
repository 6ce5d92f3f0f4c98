import { parse as parseMrz } from 'mrz';
import { checkForgeriesShow, checkMrzSurnames, checkNamesNotEarlier, checkOtherAndForgedSurnames, checkSetCases, checkSibling, measureDistance } from '../blind-kit/check.js';
import { checkInFrame, checkInspectedPage, checkTargetCapture, checkWordsFound, kindAndDesignLines, problemList, runSetCheck, staleLine } from '../blind-kit/self-check.js';
import { openBlind12Camera } from './camera.js';
import { blindShadeShare, drawCapture, outline, variants } from './capture.js';
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

const { problems, fail } = problemList();

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
    checkSibling(p, fail);
    checkOtherAndForgedSurnames(p, fail);
    checkForgeriesShow(p, asMrz, fail);
    if (/\u0323/u.test(`${p.surname}${p.givenNames}`.normalize('NFD'))) fail(`${p.key}: a dotted name, and no family of this set to set it`);
  }
  checkNamesNotEarlier(people, { lastEarlierSet: 11, wholeNames: false }, fail);
  checkMrzSurnames(cases, asMrz, fail);
}

await runSetCheck(
  {
    // The set's own modules, as the kit's check runs them.
    name: 'blind12', variants, layouts, todayIso, assertFontconfig, buildCases, recordsOf,
    checkCases(cases, today) {
      checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'thirteenth', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
      checkPeople(cases);
      // Ten designs, ten date forms, none repeated.
      const forms = Object.values(designDates);
      if (new Set(forms).size !== forms.length || forms.some((f) => !dateStyles.includes(f))) fail('designs: the date forms are not ten different ones of dates.ts');
    },
    pageOf, designFonts, drawCapture,
    checkPage(c, page) {
      if (!page.fieldBoxes.length) fail(`${c.id}: no critical field boxes`);
    },
    checkFrame: (c, page, v, p) => checkInFrame(c, v, p, outline(p, page, 12), { margin: -0.5, sameSize: true }, fail),
    checkCapture(c, page, v, p) {
      if (p.blur > p.minTextPx / 8 + 1e-9) fail(`${c.id} ${v}: blur ${p.blur.toFixed(2)} px against text of ${p.minTextPx.toFixed(1)} px`);
      if (p.shutter && p.shutter.motion > p.minTextPx / 5 + 1e-9) fail(`${c.id} ${v}: smear ${p.shutter.motion.toFixed(2)} px against text of ${p.minTextPx.toFixed(1)} px`);
      checkTargetCapture(c, v, p, !p.blinds && !p.haze && !p.shutter, fail);
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
    },
    // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
    pages: { designs: Object.keys(designFonts), people },
    openCamera: openBlind12Camera,
    inspect(c, got) {
      const { drawn } = got;
      const drawnChecks = () => {
        for (const d of drawn) if (/\d/.test(d.text) && d.families.some((fam) => noDigitFamilies.some((o) => ofFamily(fam, o)))) fail(`${c.id}: digits "${d.text}" drawn in a family that sets no digits (${d.families.join('+')})`);
      };
      // The estimated field boxes the shadow is kept off must hold the drawn fields.
      checkInspectedPage(c, got, { allowed: designFonts[c.design], ofFamily, drawnChecks, fieldBoxes: () => pageOf(c).fieldBoxes }, fail);
      // A mixed-case design prints the names in small letters: compared in capitals there.
      checkWordsFound(c, drawn, fail, { fold: (t) => (mixedCaseDesigns.includes(c.design) ? t.toUpperCase() : t) });
    },
    images: { maxBytes: 4_000_000, want: (params) => ({ ...params.output, slack: 0 }) },
    details: (cases) => {
      const lines = kindAndDesignLines(cases, kinds, designsOf);
      return [lines.kinds, staleLine(cases, addDays), lines.designs];
    },
  },
  problems,
);
