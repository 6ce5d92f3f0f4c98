import { parse as parseMrz } from 'mrz';
import { checkForgeriesShow, checkMrzSurnames, checkNamesNotEarlier, checkOtherAndForgedSurnames, checkSetCases, checkSibling } from '../blind-kit/check.js';
import { checkInFrame, checkInspectedPage, checkTargetCapture, checkWordsFound, kindAndDesignLines, problemList, runSetCheck, staleLine } from '../blind-kit/self-check.js';
import { openBlind16Camera } from './camera.js';
import { drawCapture, outline, tearReach, variants } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind16Case } from './cases.js';
import { addDays, birthdayIn, dateStyles, earlierSetStyles, printDate, todayIso, ymd } from './dates.js';
import { assertFontconfig, ofFamily, plainFamilies } from './fonts.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { designDates, designFonts, mixedCaseDesigns, pageOf } from './pages.js';
import { people, personOf } from './people.js';

/**
 * Proves the sixteenth blind set without the product: each case's intended outcome re-derived from
 * what its page prints, what its record holds and today (BLIND16_TODAY pins it), each forgery
 * breaking exactly its own rule; MRZ check digits (read back by the `mrz` package, not by the set's
 * own builder) sound on every page but the ones altered, and wrong exactly where altered; the
 * people's hard cases all there and no name word an earlier set's people used; every licence
 * expiring on its holder's birthday; every capture's drawn numbers (document in frame, field text
 * large enough, blur well under it, the clean and phone captures inside the ranges the eleventh to
 * fifteenth sets give them, the newspaper's type at the page's scale, the drops' size and lensing,
 * the tear's offset, gap and tape inside theirs); every font installed; and, for a sample of
 * documents, the pages' text drawn only in the set's families and within its room, no field in a
 * quiet zone, every drawn field inside its estimated box, and the images decoding at the sizes they
 * should.
 *
 *   node --import tsx eval/documents-blind16/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small.
 */

const { problems, fail } = problemList();

function checkPeople(cases: Blind16Case[]): void {
  for (const p of people) for (const d of [p.dateOfBirth, p.otherDateOfBirth, p.forgedDateOfBirth, p.mrzPerson.dateOfBirth]) ymd(d);
  const given = (p: (typeof people)[number]) => p.givenNames.split(' ');
  const genuinePassports = (key: string) => cases.filter((c) => c.person === key && c.layout === 'passport' && c.kind === 'genuine' && c.mrz);
  const mrzOf = (key: string) => genuinePassports(key)[0]?.mrz ?? null;
  const licencesOnBirthday = cases.filter((c) => c.layout === 'licence' && c.printed.expiryDate).every((c) => {
    const birth = personOf(c.person).dateOfBirth;
    const expiry = c.trueExpiry ?? c.printed.expiryDate ?? '';
    return expiry === birthdayIn(birth, ymd(expiry).y);
  });
  const undoubledOnce = (a: string, b: string) => b.length === a.length - 1 && [...a].some((_, k) => a[k] === a[k + 1] && a.slice(0, k) + a.slice(k + 1) === b);
  const genuineOn = (key: string, design: string) => cases.find((c) => c.person === key && c.kind === 'genuine' && c.design === design);
  const printedOn = (key: string, design: string, iso: string) => (genuineOn(key, design) ? printDate(iso, designDates[design as keyof typeof designDates]) : '');
  for (const [what, ok] of [
    ['surname beginning with a doubled letter, forged with one of the pair dropped', people.some((p) => /^(.)\1/.test(p.surname) && p.forgedSurname === p.surname.slice(1))],
    ['hyphenated given name whose second part repeats the start of the first, the MRZ writing it as two names', people.some((p) => { const [a = '', b = ''] = given(p); const [, tail = ''] = b.split('-'); return b.includes('-') && tail.length >= 4 && a.startsWith(tail) && (parseMrz(mrzOf(p.key) ?? ['', '']).fields.firstName ?? '') === asMrz(p.givenNames); })],
    ['record holding 1 January of the birth year', people.some((p) => p.otherDateOfBirth === `${p.dateOfBirth.slice(0, 4)}-01-01` && p.dateOfBirth.slice(5) !== '01-01')],
    ['first given name with two doubled letters in a row, forged with one of a pair dropped', people.some((p) => /(.)\1(.)\2/.test(given(p)[0] ?? '') && undoubledOnce(given(p)[0] ?? '', p.forgedGivenNames.split(' ')[0] ?? ''))],
    ['holder born on the 3rd with a genuine improved slip printing 3rd, and a record holding the 30th', people.some((p) => ymd(p.dateOfBirth).d === 3 && printedOn(p.key, 'slip-improved-2017', p.dateOfBirth).startsWith('3rd ') && ymd(p.otherDateOfBirth).d === 30 && p.otherDateOfBirth.slice(0, 7) === p.dateOfBirth.slice(0, 7))],
    ['holder born on the 22nd with a genuine improved slip printing 22nd', people.some((p) => ymd(p.dateOfBirth).d === 22 && printedOn(p.key, 'slip-improved-2017', p.dateOfBirth).startsWith('22nd '))],
    ['surname that is a weekday, born on that weekday, with a genuine printout writing it in mixed case beside a weekday date', people.some((p) => { const day = p.surname.charAt(0) + p.surname.slice(1).toLowerCase(); return /^(MON|TUES|WEDNES|THURS|FRI|SATUR|SUN)DAY$/.test(p.surname) && printedOn(p.key, 'slip-webprint-2025', p.dateOfBirth).startsWith(day.slice(0, 3)); })],
    ['one given name only, itself a family name the set uses, with a page leaving a Middle Name cell empty', people.some((p) => given(p).length === 1 && cases.some((c) => c.person === p.key && ['slip-webprint-2025', 'dl-2022'].includes(c.design)))],
    ['names longer than the MRZ, cut one letter into the last given name', people.some((p) => { const m = mrzOf(p.key); const first = m ? (parseMrz(m).fields.firstName ?? '') : ''; return m !== null && !m[0].endsWith('<') && / [A-Z]$/.test(first) && asMrz(p.givenNames).startsWith(first) && asMrz(p.givenNames) !== first; })],
    ['holder born in 1936 whose genuine passports expire in 2036 (MRZ birth and expiry years both 36)', people.some((p) => p.dateOfBirth.startsWith('1936-') && genuinePassports(p.key).length >= 2 && genuinePassports(p.key).every((c) => (c.printed.expiryDate ?? '').startsWith('2036-') && c.mrz?.[1].slice(13, 15) === '36' && c.mrz?.[1].slice(21, 23) === '36'))],
    ['four given names', people.some((p) => given(p).length === 4)],
    ["every licence expiring on its holder's birthday", licencesOnBirthday],
    ['women and men', people.some((p) => p.sex === 'F') && people.some((p) => p.sex === 'M')],
    ['a sibling sharing a middle name and a wholly different one', people.some((p) => p.siblingShares === 'middle name') && people.some((p) => p.siblingShares === 'nothing')],
    ['four designs that print a two-digit year', Object.values(designDates).filter((style) => printDate('2000-02-29', style).endsWith('00')).length >= 4],
  ] as const)
    if (!ok) fail(`people: no ${what}`);
  for (const p of people) {
    checkSibling(p, fail);
    checkOtherAndForgedSurnames(p, fail);
    checkForgeriesShow(p, asMrz, fail);
    if (/\u0323/u.test(`${p.surname}${p.givenNames}`.normalize('NFD'))) fail(`${p.key}: a dotted name, and no family of this set was chosen to set it`);
  }
  checkNamesNotEarlier(people, { lastEarlierSet: 15, wholeNames: true }, fail);
  checkMrzSurnames(cases, asMrz, fail);
}

await runSetCheck(
  {
    // The set's own modules, as the kit's check runs them.
    name: 'blind16', variants, layouts, todayIso, assertFontconfig, buildCases, recordsOf,
    checkCases(cases, today) {
      // The kit wants a viz-given page's MRZ to hold the whole true given names; the Mada woman's full name field cuts her last given name
      // to its first letter (on every page of hers, true or forged), so there its rule is the oracle's: the MRZ holds the start of the true
      // names, its field full, and the forged names printed do not begin with what it holds.
      const kitFail = (what: string) => {
        const m = /^(\S+): the MRZ does not hold the true given names$/.exec(what);
        const c = m ? cases.find((x) => x.id === m[1]) : undefined;
        const mrz = c?.mrz;
        const first = mrz ? (parseMrz(mrz).fields.firstName ?? '') : '';
        if (c && mrz && !mrz[0].endsWith('<') && first.length > 0 && asMrz(personOf(c.person).givenNames).startsWith(first) && !asMrz(c.printed.givenNames).startsWith(first)) return;
        fail(what);
      };
      checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'seventeenth', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail: kitFail });
      checkPeople(cases);
      // Ten designs, ten date forms, none repeated, none a form of the twelfth to fifteenth sets' designs.
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
      if (v !== 'on-newspaper' && (p.newspaper || p.background === 'newspaper')) fail(`${c.id} ${v}: a newspaper`);
      if (v !== 'rain-drops' && p.drops) fail(`${c.id} ${v}: drops of water`);
      if (v !== 'taped-tear' && p.tear) fail(`${c.id} ${v}: a tear`);
      checkTargetCapture(c, v, p, !p.newspaper && !p.drops && !p.tear, fail);
      const tilt = Math.hypot(p.pose.rx, p.pose.ry);
      const mm = page.width / page.widthMm;
      if (v === 'on-newspaper') {
        const n = p.newspaper;
        if (!n) return fail(`${c.id} ${v}: no newspaper`);
        if (tilt < 3 - 1e-9 || tilt > 10 + 1e-9 || Math.abs(p.pose.rz) > 15) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°, turn ${p.pose.rz.toFixed(1)}°`);
        if (p.minTextPx < 12) fail(`${c.id} ${v}: smallest text ${p.minTextPx.toFixed(1)} px (want >= 12 on a newspaper)`);
        // The newsprint at the page's own scale: 2.6-3.4 mm of the page's top edge in the frame.
        const [a, b] = p.sceneQuad;
        const frameMm = Math.hypot(b[0] - a[0], b[1] - a[1]) / page.widthMm;
        if (n.bodyPx < frameMm * 2.6 - 1e-6 || n.bodyPx > frameMm * 3.4 + 1e-6 || n.columns < 3 || n.columns > 6 || Math.abs(n.angle) > 25) fail(`${c.id} ${v}: the newspaper out of range`);
        const share = Math.max(p.fillShare.width, p.fillShare.height);
        if (share > 0.78) fail(`${c.id} ${v}: the page fills ${(share * 100).toFixed(0)} % of the frame, leaving little newspaper`);
      }
      if (v === 'rain-drops') {
        const drops = p.drops;
        if (!drops) return fail(`${c.id} ${v}: no drops`);
        if (tilt < 3 - 1e-9 || tilt > 9 + 1e-9) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°`);
        if (drops.length < 10 || drops.length > 26) fail(`${c.id} ${v}: ${drops.length} drops`);
        // Each drop 2-5 mm across, a lens of at most 22 %, its rim and highlight in range.
        for (const d of drops) if (d.r * 2 < mm * 2 - 1e-6 || d.r * 2 > mm * 5 + 1e-6 || d.magnify < 1.08 || d.magnify > 1.22 || d.rim > 0.22 || d.highlight > 0.85) fail(`${c.id} ${v}: a drop out of range (r ${d.r.toFixed(1)} px, ×${d.magnify.toFixed(2)})`);
      }
      if (v === 'taped-tear') {
        const t = p.tear;
        if (!t) return fail(`${c.id} ${v}: no tear`);
        if (tilt < 3 - 1e-9 || tilt > 9 + 1e-9) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°`);
        const shift = Math.hypot(t.shift[0], t.shift[1]);
        // The halves out of line by at most 2.2 px and the gap at most 2.5 px: well under a sixth of the smallest field text on the page.
        if (shift < 0.75 || shift > 2.2 + 1e-9 || t.gap < 1 || t.gap > 2.5) fail(`${c.id} ${v}: the tear's offset ${shift.toFixed(2)} px or gap ${t.gap.toFixed(2)} px out of range`);
        if (Math.max(shift, t.gap) > page.criticalPx / 6) fail(`${c.id} ${v}: the tear moves text by more than a sixth of its size`);
        if (tearReach(t) > 9) fail(`${c.id} ${v}: the tear's jags reach ${tearReach(t).toFixed(1)} px`);
        const span = t.direction === 'across' ? page.width : page.height;
        if (Math.min(t.start, t.end) < 0.1 * span || Math.max(t.start, t.end) > 0.9 * span) fail(`${c.id} ${v}: the tear too near an edge`);
        if (t.tape.width < mm * 12 - 1e-6 || t.tape.width > mm * 18 + 1e-6 || t.tape.sheen.strength > 0.2 || t.tape.edge > 0.14 || t.tape.bubbles.length < 2 || t.tape.bubbles.length > 6) fail(`${c.id} ${v}: the tape out of range`);
        // The tape covers the tear everywhere: its half-width beyond the tear's slant, offset and jags.
        if (Math.abs(t.tape.offset) + tearReach(t) + t.gap > t.tape.width / 2) fail(`${c.id} ${v}: the tape does not cover the tear`);
      }
    },
    // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
    pages: { designs: Object.keys(designFonts), people },
    openCamera: openBlind16Camera,
    inspect(c, got) {
      const { drawn } = got;
      const drawnChecks = () => {
        for (const d of drawn) if (/[^\x00-\x7f]/.test(d.text.replace(/&[a-z#0-9]+;/g, '')) && d.families.some((fam) => plainFamilies.some((o) => ofFamily(fam, o)))) fail(`${c.id}: "${d.text}" has a letter its family does not set`);
      };
      // The estimated field boxes must hold the drawn fields.
      checkInspectedPage(c, got, { allowed: designFonts[c.design], ofFamily, drawnChecks, fieldBoxes: () => pageOf(c).fieldBoxes }, fail);
      const mixed = mixedCaseDesigns.includes(c.design);
      checkWordsFound(c, drawn, fail, { fold: mixed ? (t) => t.toUpperCase() : undefined });
      const texts = drawn.map((d) => d.text.replace(/&amp;/g, '&').replace(/&#39;/g, "'"));
      if (mixed && !texts.some((t) => t !== t.toUpperCase() && t.toUpperCase() === c.printed.surname)) fail(`${c.id}: the mixed-case design does not print the surname in mixed case`);
    },
    images: { maxBytes: 4_000_000, want: (params) => ({ ...params.output, slack: 0 }) },
    details: (cases) => {
      const lines = kindAndDesignLines(cases, kinds, designsOf);
      return [lines.kinds, staleLine(cases, addDays), lines.designs];
    },
  },
  problems,
);
