import { parse as parseMrz } from 'mrz';
import { checkForgeriesShow, checkMrzSurnames, checkNamesNotEarlier, checkOtherAndForgedSurnames, checkSetCases, checkSibling } from '../blind-kit/check.js';
import { checkInFrame, checkInspectedPage, checkTargetCapture, checkWordsFound, kindAndDesignLines, problemList, runSetCheck, staleLine } from '../blind-kit/self-check.js';
import { openBlind19Camera } from './camera.js';
import { drawCapture, outline, variants } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind19Case } from './cases.js';
import { addDays, birthdayIn, dateStyles, earlierSetStyles, printDate, todayIso, ymd } from './dates.js';
import { assertFontconfig, ofFamily, plainFamilies } from './fonts.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { designDates, designFonts, pageOf } from './pages.js';
import { people, personOf } from './people.js';

/**
 * Proves the nineteenth blind set without the product: each case's intended outcome re-derived
 * from what its page prints, what its record holds and today (BLIND19_TODAY pins it), each forgery
 * breaking exactly its own rule; MRZ check digits (read back by the `mrz` package, not by the set's
 * own builder) sound on every page but the ones altered, and wrong exactly where altered; the
 * people's hard cases all there and no name word an earlier set's people used; every licence
 * expiring on its holder's birthday; every capture's drawn numbers (document in frame, field text
 * large enough, blur well under it, the clean and phone captures inside the ranges the eleventh to
 * eighteenth sets give them; the laminate's sheen, the webcam's frame, pose and fingertips and the
 * holder's watermark inside theirs); every font installed; and, for a sample of documents, the
 * pages' text drawn only in the set's families and within its room, no field in a quiet zone, every
 * drawn field inside its estimated box, and the images decoding at the sizes they should.
 *
 *   node --import tsx eval/documents-blind19/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small.
 */

const { problems, fail } = problemList();

/** The day the runner starts refusing: a year before the earliest genuine expiry (7 December 2030, the Annang man's licence). */
const EARLIEST_GENUINE_EXPIRY = '2030-12-07';

function checkPeople(cases: Blind19Case[]): void {
  for (const p of people) for (const d of [p.dateOfBirth, p.otherDateOfBirth, p.forgedDateOfBirth, p.mrzPerson.dateOfBirth]) ymd(d);
  const given = (p: (typeof people)[number]) => p.givenNames.split(' ');
  const genuinePassports = (key: string) => cases.filter((c) => c.person === key && c.layout === 'passport' && c.kind === 'genuine' && c.mrz);
  const licences = cases.filter((c) => c.layout === 'licence' && c.printed.expiryDate);
  const licencesOnBirthday = licences.every((c) => {
    const birth = personOf(c.person).dateOfBirth;
    const expiry = c.trueExpiry ?? c.printed.expiryDate ?? '';
    return expiry === birthdayIn(birth, ymd(expiry).y);
  });
  const leapLicence = licences.some((c) => personOf(c.person).dateOfBirth.endsWith('-02-29') && c.kind === 'genuine' && (c.printed.expiryDate ?? '').endsWith('-02-28'));
  const earliest = cases.filter((c) => c.intended === 'PASS' && c.printed.expiryDate).map((c) => c.printed.expiryDate ?? '').sort()[0];
  const earliestCase = cases.find((c) => c.intended === 'PASS' && c.printed.expiryDate === earliest);
  // The name fills the MRZ's name field: the first line ends on a letter, and the MRZ still holds every given name.
  const fullMrz = people.some((p) => genuinePassports(p.key).some((c) => /[A-Z]$/.test(c.mrz?.[0] ?? '') && parseMrz(c.mrz ?? ['', '']).fields.firstName === asMrz(p.givenNames)));
  for (const [what, ok] of [
    ['person born on 29 February whose record holds 1 March, the licence expiring on 28 February', people.some((p) => p.dateOfBirth.endsWith('-02-29') && p.otherDateOfBirth === `${p.dateOfBirth.slice(0, 4)}-03-01`) && leapLicence],
    ["record-dob holding the year's last two digits swapped", people.some((p) => { const { y } = ymd(p.dateOfBirth); const s = `${Math.floor(y / 100)}${String(y % 100).padStart(2, '0').split('').reverse().join('')}`; return s !== String(y) && p.otherDateOfBirth === `${s}${p.dateOfBirth.slice(4)}`; })],
    ["record-dob holding the month's digits reversed", people.some((p) => { const { y, m, d } = ymd(p.dateOfBirth); const r = String(m).padStart(2, '0').split('').reverse().join(''); return r !== String(m).padStart(2, '0') && p.otherDateOfBirth === `${y}-${r}-${String(d).padStart(2, '0')}`; })],
    ['name filling the MRZ\'s name field to its last letter', fullMrz],
    ['surname spelt with OE, forged without the E', people.some((p) => p.surname.includes('OE') && p.forgedSurname === p.surname.replace('OE', 'O'))],
    ['first given name written as two words (ABDUR RAHEEM)', people.some((p) => ['ABDUR', 'ABDUL', 'ABD'].includes(given(p)[0] ?? '') && given(p).length >= 3)],
    ['surname that is a common given name', people.some((p) => ['KELECHI', 'EMEKA', 'OBINNA', 'CHINEDU'].includes(p.surname))],
    [`the earliest genuine expiry on ${EARLIEST_GENUINE_EXPIRY}, a licence on its holder's birthday`, earliest === EARLIEST_GENUINE_EXPIRY && earliestCase?.layout === 'licence'],
    ["every licence expiring on its holder's birthday", licencesOnBirthday],
    ['women and men', people.some((p) => p.sex === 'F') && people.some((p) => p.sex === 'M')],
    ['a sibling sharing a middle name and a wholly different one', people.some((p) => p.siblingShares === 'middle name') && people.some((p) => p.siblingShares === 'nothing')],
    ['two designs that print a two-digit year', Object.values(designDates).filter((style) => printDate('2000-02-29', style).endsWith('00')).length >= 2],
  ] as const)
    if (!ok) fail(`people: no ${what}`);
  for (const p of people) {
    checkSibling(p, fail);
    checkOtherAndForgedSurnames(p, fail);
    checkForgeriesShow(p, asMrz, fail);
    if (/\u0323/u.test(`${p.surname}${p.givenNames}`.normalize('NFD'))) fail(`${p.key}: a dotted name, and no family of this set was chosen to set it`);
  }
  checkNamesNotEarlier(people, { lastEarlierSet: 18, wholeNames: true }, fail);
  checkMrzSurnames(cases, asMrz, fail);
}

const inRange = (v: number, lo: number, hi: number) => v >= lo - 1e-9 && v <= hi + 1e-9;

await runSetCheck(
  {
    // The set's own modules, as the kit's check runs them.
    name: 'blind19', variants, layouts, todayIso, assertFontconfig, buildCases, recordsOf,
    checkCases(cases, today) {
      checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'twentieth', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
      checkPeople(cases);
      // Ten designs, ten date forms, none repeated, none a form of the twelfth to eighteenth sets' designs.
      const forms = Object.values(designDates);
      if (new Set(forms).size !== forms.length || forms.some((f) => !dateStyles.includes(f))) fail('designs: the date forms are not ten different ones of dates.ts');
      for (const f of forms) if (earlierSetStyles.includes(f)) fail(`designs: the date form ${f} is one an earlier set printed`);
    },
    pageOf, designFonts, drawCapture,
    checkPage(c, page) {
      if (!page.fieldBoxes.length) fail(`${c.id}: no critical field boxes`);
    },
    checkFrame: (c, page, v, p) => checkInFrame(c, v, p, outline(p, page, 12), { margin: -0.5, sameSize: true }, fail),
    checkCapture(c, page, v, p) {
      if (p.blur > p.minTextPx / 8 + 1e-9) fail(`${c.id} ${v}: blur ${p.blur.toFixed(2)} px against text of ${p.minTextPx.toFixed(1)} px`);
      if (v !== 'laminate-rainbow' && p.sheen) fail(`${c.id} ${v}: a laminate sheen`);
      if (v !== 'webcam-call' && p.webcam) fail(`${c.id} ${v}: a webcam`);
      if (v !== 'owner-watermark' && p.watermark) fail(`${c.id} ${v}: a watermark`);
      checkTargetCapture(c, v, p, !p.sheen && !p.webcam && !p.watermark, fail);
      const tilt = Math.hypot(p.pose.rx, p.pose.ry);
      const turn = Math.abs(p.pose.rz);
      const share = Math.max(p.fillShare.width, p.fillShare.height);
      if (v === 'laminate-rainbow') {
        const s = p.sheen;
        if (!s) return fail(`${c.id} ${v}: no sheen`);
        if (!inRange(tilt, 6, 14) || turn > 10 + 1e-9) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°, turn ${turn.toFixed(1)}°`);
        if (share < 0.5 || share > 0.8) fail(`${c.id} ${v}: the page fills ${(share * 100).toFixed(0)} % of the frame`);
        if (p.frame.width !== 1600 || p.frame.height !== 1200) fail(`${c.id} ${v}: frame ${p.frame.width}x${p.frame.height}`);
        // Read through: the bands cover the page with at most a fifth of their colour, the streak with at most a third of white; the patch lies on the page.
        if (!inRange(s.strength, 0.12, 0.2) || !inRange(s.streak.strength, 0.22, 0.34) || !inRange(s.period, 40, 120) || !inRange(s.streak.width, 30, 90)) fail(`${c.id} ${v}: the sheen out of range`);
        if (s.cx < 0 || s.cy < 0 || s.cx > page.width || s.cy > page.height || !inRange(s.rx / page.width, 0.175, 0.35)) fail(`${c.id} ${v}: the sheen's patch is not on the page`);
      }
      if (v === 'webcam-call') {
        const w = p.webcam;
        if (!w) return fail(`${c.id} ${v}: no webcam`);
        if (p.frame.width !== 1920 || p.frame.height !== 1080) fail(`${c.id} ${v}: frame ${p.frame.width}x${p.frame.height}`);
        if (!inRange(tilt, 2, 8) || turn > 6 + 1e-9) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°, turn ${turn.toFixed(1)}°`);
        if (p.fillShare.height < 0.6 && p.fillShare.width < 0.6) fail(`${c.id} ${v}: the page fills only ${(share * 100).toFixed(0)} % of the frame`);
        if (p.minTextPx < 11.5) fail(`${c.id} ${v}: smallest field text ${p.minTextPx.toFixed(1)} px`);
        if (!inRange(p.quality, 58, 70) || p.blur > 1 + 1e-9 || p.noise.luma > 5.5 + 1e-9 || p.light.gain[2] < 1.02 - 1e-9) fail(`${c.id} ${v}: the webcam's look out of range`);
        // The fingertips sit at the page's sides, each reaching out past its edge (the page is drawn over them); the holder's head is beside the page, its middle off it.
        const ol = outline(p, page, 12);
        const xs = ol.map((q) => q[0]);
        const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
        if (w.fingers.length !== 4 || w.fingers.some((k) => Math.min(Math.abs(k.cx - x0), Math.abs(k.cx - x1)) > 32 || k.rx < 40)) fail(`${c.id} ${v}: fingertips not at the page's sides`);
        if ((w.head.side === 'left' && w.head.cx > x0) || (w.head.side === 'right' && w.head.cx < x1)) fail(`${c.id} ${v}: the holder's head is over the page`);
      }
      if (v === 'owner-watermark') {
        const m = p.watermark;
        if (!m) return fail(`${c.id} ${v}: no watermark`);
        if (!inRange(tilt, 3, 10) || turn > 8 + 1e-9) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°, turn ${turn.toFixed(1)}°`);
        if (share < 0.5 || share > 0.8) fail(`${c.id} ${v}: the page fills ${(share * 100).toFixed(0)} % of the frame`);
        if (p.frame.width !== 1600 || p.frame.height !== 1200) fail(`${c.id} ${v}: frame ${p.frame.width}x${p.frame.height}`);
        if (!inRange(m.opacity, 0.16, 0.3) || !inRange(m.size, 40, 62) || !inRange(Math.abs(m.turn), 18, 40) || !inRange(m.spacing, 150, 240)) fail(`${c.id} ${v}: the watermark out of range`);
        if (!/(ONLY|NOT VALID)/.test(m.text) || !/ · \d\d\/\d\d\/2026$/.test(m.text)) fail(`${c.id} ${v}: the watermark reads ${m.text}`);
        if (!inRange(p.quality, 80, 90)) fail(`${c.id} ${v}: JPEG ${p.quality}`);
      }
    },
    // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
    pages: { designs: Object.keys(designFonts), people },
    openCamera: openBlind19Camera,
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
