import { parse as parseMrz } from 'mrz';
import { checkForgeriesShow, checkMrzSurnames, checkNamesNotEarlier, checkOtherAndForgedSurnames, checkSetCases, checkSibling } from '../blind-kit/check.js';
import { checkInFrame, checkInspectedPage, checkTargetCapture, checkWordsFound, kindAndDesignLines, problemList, runSetCheck, staleLine } from '../blind-kit/self-check.js';
import { openBlind17Camera } from './camera.js';
import { drawCapture, outline, umbrellaFloor, variants } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind17Case } from './cases.js';
import { addDays, birthdayIn, dateStyles, earlierSetStyles, printDate, todayIso, ymd } from './dates.js';
import { assertFontconfig, ofFamily, plainFamilies } from './fonts.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { commaNameDesigns, designDates, designFonts, pageOf } from './pages.js';
import { people, personOf } from './people.js';

/**
 * Proves the seventeenth blind set without the product: each case's intended outcome re-derived
 * from what its page prints, what its record holds and today (BLIND17_TODAY pins it), each forgery
 * breaking exactly its own rule; MRZ check digits (read back by the `mrz` package, not by the set's
 * own builder) sound on every page but the ones altered, and wrong exactly where altered; the
 * people's hard cases all there and no name word an earlier set's people used; every licence
 * expiring on its holder's birthday; every capture's drawn numbers (document in frame, field text
 * large enough, blur well under it, the clean and phone captures inside the ranges the eleventh to
 * sixteenth sets give them, the dust's specks and fibres, the umbrella's cast and the cracks inside
 * theirs); every font installed; and, for a sample of documents, the pages' text drawn only in the
 * set's families and within its room, no field in a quiet zone, every drawn field inside its
 * estimated box, and the images decoding at the sizes they should.
 *
 *   node --import tsx eval/documents-blind17/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small.
 */

const { problems, fail } = problemList();

/** The day the runner starts refusing: a year before the earliest genuine expiry (27 November 2030, the Ikwo man's licence). */
const EARLIEST_GENUINE_EXPIRY = '2030-11-27';

function checkPeople(cases: Blind17Case[]): void {
  for (const p of people) for (const d of [p.dateOfBirth, p.otherDateOfBirth, p.forgedDateOfBirth, p.mrzPerson.dateOfBirth]) ymd(d);
  const given = (p: (typeof people)[number]) => p.givenNames.split(' ');
  const genuinePassports = (key: string) => cases.filter((c) => c.person === key && c.layout === 'passport' && c.kind === 'genuine' && c.mrz);
  const mrzOf = (key: string) => genuinePassports(key)[0]?.mrz ?? null;
  const licencesOnBirthday = cases.filter((c) => c.layout === 'licence' && c.printed.expiryDate).every((c) => {
    const birth = personOf(c.person).dateOfBirth;
    const expiry = c.trueExpiry ?? c.printed.expiryDate ?? '';
    return expiry === birthdayIn(birth, ymd(expiry).y);
  });
  const swapped = (iso: string) => {
    const { y, m, d } = ymd(iso);
    return d <= 12 && d !== m ? `${y}-${String(d).padStart(2, '0')}-${String(m).padStart(2, '0')}` : null;
  };
  const earliest = cases.filter((c) => c.intended === 'PASS' && c.printed.expiryDate).map((c) => c.printed.expiryDate ?? '').sort()[0];
  const earliestCase = cases.find((c) => c.intended === 'PASS' && c.printed.expiryDate === earliest);
  for (const [what, ok] of [
    ['surname ending in a doubled I, forged with one I dropped', people.some((p) => /II$/.test(p.surname) && p.forgedSurname === p.surname.slice(0, -1))],
    ['first given name that is a title, forged by printing the names without it', people.some((p) => ['ALHAJI', 'PRINCE', 'CHIEF', 'MALLAM'].includes(given(p)[0] ?? '') && p.forgedGivenNames === given(p).slice(1).join(' '))],
    ['twin whose record-given case holds the twin\'s names (Omokehinde for Taiwo), the same middle name, forged as the full form Tayewo', people.some((p) => given(p)[0] === 'TAIWO' && p.otherGivenNames.split(' ')[0] === 'OMOKEHINDE' && p.siblingShares === 'middle name' && p.forgedGivenNames.startsWith('TAYEWO '))],
    ['middle name registered as its initial, the MRZ ending with it', people.some((p) => given(p).length === 2 && (given(p)[1] ?? '').length === 1 && (parseMrz(mrzOf(p.key) ?? ['', '']).fields.firstName ?? '').endsWith(` ${given(p)[1] ?? ''}`))],
    ['surname that is the start of the first given name', people.some((p) => (given(p)[0] ?? '').startsWith(p.surname) && given(p)[0] !== p.surname)],
    ['record-dob holding the day and the month swapped', people.some((p) => swapped(p.dateOfBirth) === p.otherDateOfBirth)],
    ["record-dob holding the day's digits reversed", people.some((p) => { const { y, m, d } = ymd(p.dateOfBirth); const r = Number(String(d).padStart(2, '0').split('').reverse().join('')); return r !== d && r >= 1 && p.otherDateOfBirth === `${y}-${String(m).padStart(2, '0')}-${String(r).padStart(2, '0')}`; })],
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
  checkNamesNotEarlier(people, { lastEarlierSet: 16, wholeNames: true }, fail);
  checkMrzSurnames(cases, asMrz, fail);
}

await runSetCheck(
  {
    // The set's own modules, as the kit's check runs them.
    name: 'blind17', variants, layouts, todayIso, assertFontconfig, buildCases, recordsOf,
    checkCases(cases, today) {
      checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'eighteenth', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
      checkPeople(cases);
      // Ten designs, ten date forms, none repeated, none a form of the twelfth to sixteenth sets' designs.
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
      if (v !== 'harmattan-dust' && p.dust) fail(`${c.id} ${v}: dust`);
      if (v !== 'market-umbrella' && (p.umbrella || p.background === 'stall')) fail(`${c.id} ${v}: an umbrella`);
      if (v !== 'cracked-lens' && p.cracks) fail(`${c.id} ${v}: cracked glass`);
      checkTargetCapture(c, v, p, !p.dust && !p.umbrella && !p.cracks, fail);
      const tilt = Math.hypot(p.pose.rx, p.pose.ry);
      const share = Math.max(p.fillShare.width, p.fillShare.height);
      if (v === 'harmattan-dust' || v === 'market-umbrella' || v === 'cracked-lens') {
        const maxTilt = v === 'cracked-lens' ? 9 : 10;
        const maxTurn = v === 'cracked-lens' ? 8 : 10;
        if (tilt < 3 - 1e-9 || tilt > maxTilt + 1e-9 || Math.abs(p.pose.rz) > maxTurn) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°, turn ${p.pose.rz.toFixed(1)}°`);
        if (share < 0.5 || share > 0.82) fail(`${c.id} ${v}: the page fills ${(share * 100).toFixed(0)} % of the frame`);
      }
      if (v === 'harmattan-dust') {
        const dust = p.dust;
        if (!dust) return fail(`${c.id} ${v}: no dust`);
        if (dust.film.alpha > 0.12 || p.light.contrast < 0.82 || p.light.lift > 20) fail(`${c.id} ${v}: the dust film or the haze too heavy`);
        if (dust.specks.length < 300 || dust.specks.length > 1200) fail(`${c.id} ${v}: ${dust.specks.length} specks`);
        // Every speck far smaller than a letter's stroke: at most 1.2 page px across its radius, at most a tenth of the smallest text in the frame.
        for (const s of dust.specks) if (s.r > 1.2 || s.r * 2 * p.minScale > p.minTextPx / 10 || s.alpha > 0.65) { fail(`${c.id} ${v}: a speck too large or dark`); break; }
        if (dust.fibres.length < 2 || dust.fibres.length > 6 || dust.fibres.some((q) => q.width > 0.9 || q.alpha > 0.6)) fail(`${c.id} ${v}: the fibres out of range`);
      }
      if (v === 'market-umbrella') {
        const u = p.umbrella;
        if (!u) return fail(`${c.id} ${v}: no umbrella`);
        if (p.background !== 'stall') fail(`${c.id} ${v}: not on a stall table`);
        if (umbrellaFloor(u) < 0.48 - 1e-9 || u.strength > 0.75) fail(`${c.id} ${v}: the cast leaves a channel at ${(umbrellaFloor(u) * 100).toFixed(0)} % of its light`);
        if (u.sun.gain < 1.08 - 1e-9 || u.sun.gain > 1.18 + 1e-9 || u.sun.at < 0.65 - 1e-9) fail(`${c.id} ${v}: the sunlit edge out of range`);
      }
      if (v === 'cracked-lens') {
        const k = p.cracks;
        if (!k) return fail(`${c.id} ${v}: no cracks`);
        if (k.lines.length < 6 || k.lines.length > 15 || k.veil > 0.06) fail(`${c.id} ${v}: ${k.lines.length} cracks, veil ${k.veil.toFixed(3)}`);
        // A crack is a hairline against the text: at most 2 px, under a sixth of the smallest field text, and half-transparent.
        for (const l of k.lines) if (l.width > 2 || l.width > p.minTextPx / 6 || l.bright > 0.55 || l.dark > 0.3 || l.haze > 0.1) { fail(`${c.id} ${v}: a crack too wide or opaque`); break; }
      }
    },
    // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
    pages: { designs: Object.keys(designFonts), people },
    openCamera: openBlind17Camera,
    inspect(c, got) {
      const { drawn } = got;
      const drawnChecks = () => {
        for (const d of drawn) if (/[^\x00-\x7f]/.test(d.text.replace(/&[a-z#0-9]+;/g, '')) && d.families.some((fam) => plainFamilies.some((o) => ofFamily(fam, o)))) fail(`${c.id}: "${d.text}" has a letter its family does not set`);
      };
      // The estimated field boxes must hold the drawn fields.
      checkInspectedPage(c, got, { allowed: designFonts[c.design], ofFamily, drawnChecks, fieldBoxes: () => pageOf(c).fieldBoxes }, fail);
      checkWordsFound(c, drawn, fail);
      const texts = drawn.map((d) => d.text.replace(/&amp;/g, '&').replace(/&#39;/g, "'"));
      if (commaNameDesigns.includes(c.design) && !texts.includes(`${c.printed.surname}, ${c.printed.givenNames}`)) fail(`${c.id}: the licence does not print SURNAME, GIVEN NAMES on one line`);
    },
    images: { maxBytes: 4_000_000, want: (params) => ({ ...params.output, slack: 0 }) },
    details: (cases) => {
      const lines = kindAndDesignLines(cases, kinds, designsOf);
      return [lines.kinds, staleLine(cases, addDays), lines.designs];
    },
  },
  problems,
);
