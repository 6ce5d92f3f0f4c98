import { checkForgeriesShow, checkMrzSurnames, checkNamesNotEarlier, checkOtherAndForgedSurnames, checkSetCases, checkSibling } from '../blind-kit/check.js';
import { checkInFrame, checkInspectedPage, checkTargetCapture, checkWordsFound, kindAndDesignLines, problemList, runSetCheck, staleLine } from '../blind-kit/self-check.js';
import { openBlind20Camera } from './camera.js';
import { drawCapture, outline, variants } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind20Case } from './cases.js';
import { addDays, birthdayIn, dateStyles, earlierSetStyles, printDate, todayIso, ymd } from './dates.js';
import { assertFontconfig, ofFamily, plainFamilies } from './fonts.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { designDates, designFonts, pageOf } from './pages.js';
import { people, personOf } from './people.js';

/**
 * Proves the twentieth blind set without the product: each case's intended outcome re-derived from
 * what its page prints, what its record holds and today (BLIND20_TODAY pins it), each forgery
 * breaking exactly its own rule; MRZ check digits (read back by the `mrz` package, not by the set's
 * own builder) sound on every page but the ones altered, and wrong exactly where altered; the
 * people's hard cases all there and no name word an earlier set's people used; every licence
 * expiring on its holder's birthday; every capture's drawn numbers (document in frame, field text
 * large enough, blur well under it, the clean and phone captures inside the ranges the eleventh to
 * nineteenth sets give them; the app's capture screen, the backlit window and the AI HDR inside
 * theirs, the app's guide frame round the page and off it); every font installed; and, for a sample
 * of documents, the pages' text drawn only in the set's families (the plain families only in plain
 * letters) and within its room, no field in a quiet zone, every drawn field inside its estimated box,
 * and the images decoding at the sizes they should.
 *
 *   node --import tsx eval/documents-blind20/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small.
 */

const { problems, fail } = problemList();

/** Label words the designs print that the Etche man's first given name holds whole. */
const LABEL_WORDS = ['GIVEN', 'SURNAME', 'NAME', 'BIRTH', 'ISSUE', 'EXPIRY'];

function checkPeople(cases: Blind20Case[]): void {
  for (const p of people) for (const d of [p.dateOfBirth, p.otherDateOfBirth, p.forgedDateOfBirth, p.mrzPerson.dateOfBirth]) ymd(d);
  const given = (p: (typeof people)[number]) => p.givenNames.split(' ');
  const licences = cases.filter((c) => c.layout === 'licence' && c.printed.expiryDate);
  const licencesOnBirthday = licences.every((c) => {
    const birth = personOf(c.person).dateOfBirth;
    const expiry = c.trueExpiry ?? c.printed.expiryDate ?? '';
    return expiry === birthdayIn(birth, ymd(expiry).y);
  });
  const ordinalForms = Object.values(designDates).filter((style) => printDate('2000-10-01', style).includes('1st'));
  const compactForms = Object.values(designDates).filter((style) => /^\d{8}$/.test(printDate('2000-10-01', style)));
  // The label's word must be one a design prints: Given Names on the passports, the cards, the slip and the voter's card.
  const labelInName = people.some((p) => LABEL_WORDS.some((w) => (given(p)[0] ?? '').includes(w) && given(p)[0] !== w));
  for (const [what, ok] of [
    ['surname that is a title (EZE, OBA, OBI, IGWE, ETSU)', people.some((p) => ['EZE', 'OBA', 'OBI', 'IGWE', 'ETSU'].includes(p.surname))],
    ['person born on the 1st of a month other than January, on designs that print an ordinal day and a compact all-figure date', people.some((p) => p.dateOfBirth.endsWith('-01') && !p.dateOfBirth.endsWith('-01-01')) && ordinalForms.length >= 2 && compactForms.length >= 2],
    ['record-dob holding the day before (a midnight read back in UTC)', people.some((p) => p.otherDateOfBirth === addDays(p.dateOfBirth, -1))],
    ['record-dob holding 1 January of the birth year (a registry that knew only the year)', people.some((p) => p.otherDateOfBirth === `${p.dateOfBirth.slice(0, 4)}-01-01` && p.dateOfBirth.slice(5) !== '01-01')],
    ['surname that begins with two consonants (BD)', people.some((p) => /^[BCDFGHJKLMNPQRSTVWXZ]{2}/.test(p.surname) && /^BD/.test(p.surname))],
    ['first given name that holds a label word whole (GODGIVEN)', labelInName],
    ["every licence expiring on its holder's birthday", licencesOnBirthday],
    ['women and men', people.some((p) => p.sex === 'F') && people.some((p) => p.sex === 'M')],
    ['a sibling sharing a middle name and a wholly different one', people.some((p) => p.siblingShares === 'middle name') && people.some((p) => p.siblingShares === 'nothing')],
    ['two designs that print a two-digit year', Object.values(designDates).filter((style) => printDate('2000-02-29', style).endsWith(' 00')).length >= 2],
    ['two passport designs printing the French month first', (['pp-epass-2007', 'pp-enhanced-2019'] as const).every((d) => printDate('1991-08-04', designDates[d]).startsWith('04 AOÛT/AUG'))],
  ] as const)
    if (!ok) fail(`people: no ${what}`);
  for (const p of people) {
    checkSibling(p, fail);
    checkOtherAndForgedSurnames(p, fail);
    checkForgeriesShow(p, asMrz, fail);
    if (/[^\x00-\x7f]/.test(`${p.surname}${p.givenNames}${p.address}${p.lga}${p.state}${p.placeOfBirth}${p.occupation}`)) fail(`${p.key}: a letter the plain families do not set`);
  }
  checkNamesNotEarlier(people, { lastEarlierSet: 19, wholeNames: true }, fail);
  checkMrzSurnames(cases, asMrz, fail);
}

const inRange = (v: number, lo: number, hi: number) => v >= lo - 1e-9 && v <= hi + 1e-9;

await runSetCheck(
  {
    // The set's own modules, as the kit's check runs them.
    name: 'blind20', variants, layouts, todayIso, assertFontconfig, buildCases, recordsOf,
    checkCases(cases, today) {
      checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'twenty-first', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
      checkPeople(cases);
      // Ten designs, ten date forms, none repeated, none a form of the twelfth to nineteenth sets' designs.
      const forms = Object.values(designDates);
      if (new Set(forms).size !== forms.length || forms.some((f) => !dateStyles.includes(f))) fail('designs: the date forms are not ten different ones of dates.ts');
      for (const f of forms) if (earlierSetStyles.includes(f)) fail(`designs: the date form ${f} is one an earlier set printed`);
      // And no two forms print the same text for a day of the set (each reads one way).
      for (const c of cases.slice(0, 12)) {
        const texts = dateStyles.map((s) => printDate(c.printed.dateOfBirth, s));
        if (new Set(texts).size !== texts.length) fail(`designs: two date forms print ${c.printed.dateOfBirth} alike`);
      }
    },
    pageOf, designFonts, drawCapture,
    checkPage(c, page) {
      if (!page.fieldBoxes.length) fail(`${c.id}: no critical field boxes`);
    },
    checkFrame: (c, page, v, p) => checkInFrame(c, v, p, outline(p, page, 12), { margin: -0.5, sameSize: true }, fail),
    checkCapture(c, page, v, p) {
      if (p.blur > p.minTextPx / 8 + 1e-9) fail(`${c.id} ${v}: blur ${p.blur.toFixed(2)} px against text of ${p.minTextPx.toFixed(1)} px`);
      if (v !== 'app-guide' && p.guide) fail(`${c.id} ${v}: an app guide`);
      if (v !== 'backlit-window' && p.backlight) fail(`${c.id} ${v}: a backlight`);
      if (v !== 'ai-hdr' && p.hdr) fail(`${c.id} ${v}: an HDR`);
      checkTargetCapture(c, v, p, !p.guide && !p.backlight && !p.hdr, fail);
      const tilt = Math.hypot(p.pose.rx, p.pose.ry);
      const turn = Math.abs(p.pose.rz);
      const share = Math.max(p.fillShare.width, p.fillShare.height);
      const desk = () => p.frame.width === 1600 && p.frame.height === 1200;
      if (v === 'app-guide') {
        const g = p.guide;
        if (!g) return fail(`${c.id} ${v}: no guide`);
        if (p.frame.width !== 1080 || p.frame.height !== 1920) fail(`${c.id} ${v}: frame ${p.frame.width}x${p.frame.height}`);
        if (!inRange(tilt, 2, 7) || turn > 4 + 1e-9) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°, turn ${turn.toFixed(1)}°`);
        if (p.fillShare.width < 0.74 || p.fillShare.width > 0.92) fail(`${c.id} ${v}: the page fills ${(p.fillShare.width * 100).toFixed(0)} % of the screen's width`);
        if (p.minTextPx < 11.5) fail(`${c.id} ${v}: smallest field text ${p.minTextPx.toFixed(1)} px`);
        if (!inRange(g.shade, 0.35, 0.55) || !inRange(g.pad, 14, 40) || !inRange(g.previewQuality, 82, 90) || !inRange(p.quality, 86, 92) || p.blur > 0.8 + 1e-9) fail(`${c.id} ${v}: the capture screen out of range`);
        // The guide frame lies round the page (nothing of the app is drawn over it) and on the screen, below the hint and above the shutter.
        const ol = outline(p, page, 12);
        if (!ol.every(([x, y]) => x > g.x0 + 10 && x < g.x1 - 10 && y > g.y0 + 10 && y < g.y1 - 10)) fail(`${c.id} ${v}: the guide frame does not lie round the page`);
        if (g.x0 < 0 || g.x1 > p.frame.width || g.y0 < 250 || g.y1 > p.frame.height - 360) fail(`${c.id} ${v}: the guide frame runs into the app's bars (${[g.x0, g.y0, g.x1, g.y1].map(Math.round).join(',')})`);
      }
      if (v === 'backlit-window') {
        const b = p.backlight;
        if (!b) return fail(`${c.id} ${v}: no backlight`);
        if (!desk()) fail(`${c.id} ${v}: frame ${p.frame.width}x${p.frame.height}`);
        if (!inRange(tilt, 3, 10) || turn > 8 + 1e-9) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°, turn ${turn.toFixed(1)}°`);
        if (share < 0.5 || share > 0.8) fail(`${c.id} ${v}: the page fills ${(share * 100).toFixed(0)} % of the frame`);
        // Read through: the page keeps at least 58 % of its light and the flare at most a sixth of white over the frame, a little more at the glow.
        if (!inRange(b.exposure, 0.58, 0.74) || !inRange(b.veil, 0.08, 0.16) || !inRange(b.glow, 0.1, 0.22) || !inRange(p.light.lift, 6, 14) || !inRange(p.light.contrast, 0.86, 0.95)) fail(`${c.id} ${v}: the backlight out of range`);
        if (!inRange(p.quality, 78, 88) || p.noise.luma > 4.5 + 1e-9) fail(`${c.id} ${v}: JPEG ${p.quality}, noise ${p.noise.luma.toFixed(1)}`);
      }
      if (v === 'ai-hdr') {
        const h = p.hdr;
        if (!h) return fail(`${c.id} ${v}: no HDR`);
        if (!desk()) fail(`${c.id} ${v}: frame ${p.frame.width}x${p.frame.height}`);
        if (!inRange(tilt, 3, 10) || turn > 8 + 1e-9) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°, turn ${turn.toFixed(1)}°`);
        if (share < 0.5 || share > 0.8) fail(`${c.id} ${v}: the page fills ${(share * 100).toFixed(0)} % of the frame`);
        if (!inRange(h.radius, 40, 90) || !inRange(h.strength, 0.35, 0.6) || !inRange(h.saturation, 1.2, 1.45) || !inRange(h.sigma, 1.4, 2.2) || !inRange(h.gain, 2, 3)) fail(`${c.id} ${v}: the HDR out of range`);
        if (!inRange(p.quality, 80, 90) || p.blur > 0.7 + 1e-9) fail(`${c.id} ${v}: JPEG ${p.quality}, blur ${p.blur.toFixed(2)}`);
      }
    },
    // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
    pages: { designs: Object.keys(designFonts), people },
    openCamera: openBlind20Camera,
    inspect(c, got) {
      const { drawn } = got;
      const drawnChecks = () => {
        for (const d of drawn) if (/[^\x00-\x7f]/.test(d.text.replace(/&[a-z#0-9]+;/g, '')) && d.families.some((fam) => plainFamilies.some((o) => ofFamily(fam, o)))) fail(`${c.id}: "${d.text}" has a letter its family does not set`);
      };
      // The estimated field boxes must hold the drawn fields.
      checkInspectedPage(c, got, { allowed: designFonts[c.design], ofFamily, drawnChecks, fieldBoxes: () => pageOf(c).fieldBoxes }, fail);
      checkWordsFound(c, drawn, fail);
    },
    images: { maxBytes: 4_000_000, want: (params) => ({ ...params.output, slack: 0 }) },
    details: (cases) => {
      const lines = kindAndDesignLines(cases, kinds, designsOf);
      return [lines.kinds, staleLine(cases, addDays), lines.designs];
    },
  },
  problems,
);
