import { parse as parseMrz } from 'mrz';
import { checkForgeriesShow, checkMrzSurnames, checkNamesNotEarlier, checkOtherAndForgedSurnames, checkSetCases, checkSibling } from '../blind-kit/check.js';
import { checkInFrame, checkInspectedPage, checkTargetCapture, checkWordsFound, kindAndDesignLines, problemList, runSetCheck, staleLine } from '../blind-kit/self-check.js';
import { openBlind13Camera } from './camera.js';
import { drawCapture, outline, variants } from './capture.js';
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

const { problems, fail } = problemList();

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
    checkSibling(p, fail);
    checkOtherAndForgedSurnames(p, fail);
    checkForgeriesShow(p, asMrz, fail);
    if (/\u0323/u.test(`${p.surname}${p.givenNames}`.normalize('NFD'))) fail(`${p.key}: a dotted name, and no family of this set was chosen to set it`);
  }
  checkNamesNotEarlier(people, { lastEarlierSet: 12, wholeNames: true }, fail);
  checkMrzSurnames(cases, asMrz, fail);
}

await runSetCheck(
  {
    // The set's own modules, as the kit's check runs them.
    name: 'blind13', variants, layouts, todayIso, assertFontconfig, buildCases, recordsOf,
    checkCases(cases, today) {
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
    },
    pageOf, designFonts, drawCapture,
    checkPage(c, page) {
      if (!page.fieldBoxes.length) fail(`${c.id}: no critical field boxes`);
    },
    checkFrame: (c, page, v, p) => checkInFrame(c, v, p, outline(p, page, 12), { margin: -0.5, sameSize: true }, fail),
    checkCapture(c, page, v, p) {
      const { width, height } = p.frame;
      if (Math.hypot(p.blur, p.denoise) > p.minTextPx / 8 + 1e-9) fail(`${c.id} ${v}: blur ${Math.hypot(p.blur, p.denoise).toFixed(2)} px against text of ${p.minTextPx.toFixed(1)} px`);
      const flat = p.creases.length === 0 && p.panels.length === 1;
      if (v !== 'folded-creases' && !flat) fail(`${c.id} ${v}: a folded page`);
      if (v !== 'night-ghost' && (p.ghost || p.denoise)) fail(`${c.id} ${v}: a ghost or a night mode's smoothing`);
      if (v !== 'lens-fringe' && p.fringe) fail(`${c.id} ${v}: colour fringes`);
      checkTargetCapture(c, v, p, flat && !p.ghost && !p.fringe, fail);
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
    },
    // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
    pages: { designs: Object.keys(designFonts), people },
    openCamera: openBlind13Camera,
    inspect(c, got) {
      const { drawn } = got;
      const drawnChecks = () => {
        for (const d of drawn) if (/[^\x00-\x7f]/.test(d.text.replace(/&[a-z#0-9]+;/g, '')) && d.families.some((fam) => plainFamilies.some((o) => ofFamily(fam, o)))) fail(`${c.id}: "${d.text}" has a letter its family does not set`);
      };
      // The estimated field boxes must hold the drawn fields.
      checkInspectedPage(c, got, { allowed: designFonts[c.design], ofFamily, drawnChecks, fieldBoxes: () => pageOf(c).fieldBoxes }, fail);
      // A mixed-case design prints the names in small letters: compared in capitals there. A surname broken at its hyphen is found across its two lines.
      checkWordsFound(c, drawn, fail, { fold: (t) => (mixedCaseDesigns.includes(c.design) ? t.toUpperCase() : t), joined: true });
      const texts = drawn.map((d) => d.text.replace(/&amp;/g, '&').replace(/&#39;/g, "'"));
      if (c.design === 'pvc-2011' && c.printed.surname.includes('-') && texts.some((t) => t.includes(c.printed.surname))) fail(`${c.id}: the hyphenated surname is not broken at its hyphen`);
    },
    images: { maxBytes: 4_000_000, want: (params) => ({ ...params.output, slack: 0 }) },
    details: (cases) => {
      const lines = kindAndDesignLines(cases, kinds, designsOf);
      return [lines.kinds, staleLine(cases, addDays), lines.designs];
    },
  },
  problems,
);
