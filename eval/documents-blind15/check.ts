import { parse as parseMrz } from 'mrz';
import { checkForgeriesShow, checkMrzSurnames, checkNamesNotEarlier, checkOtherAndForgedSurnames, checkSetCases, checkSibling } from '../blind-kit/check.js';
import { checkInFrame, checkInspectedPage, checkTargetCapture, checkWordsFound, kindAndDesignLines, problemList, runSetCheck, staleLine } from '../blind-kit/self-check.js';
import { openBlind15Camera } from './camera.js';
import { drawCapture, focusWeight, keystoneOf, outline, variants } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind15Case } from './cases.js';
import { addDays, birthdayIn, dateStyles, earlierSetStyles, printDate, todayIso, ymd } from './dates.js';
import { assertFontconfig, ofFamily, plainFamilies } from './fonts.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { designDates, designFonts, mixedCaseDesigns, pageOf } from './pages.js';
import { people, personOf } from './people.js';

/**
 * Proves the fifteenth blind set without the product: each case's intended outcome re-derived from
 * what its page prints, what its record holds and today (BLIND15_TODAY pins it), each forgery
 * breaking exactly its own rule; MRZ check digits (read back by the `mrz` package, not by the set's
 * own builder) sound on every page but the ones altered, and wrong exactly where altered; the
 * people's hard cases all there and no name word an earlier set's people used; every licence
 * expiring on its holder's birthday; every capture's drawn numbers (document in frame, field text
 * large enough, blur well under it, the clean and phone captures inside the ranges the eleventh to
 * fourteenth sets give them, the steep photo's tilt and focus falloff, the inkjet print's dots,
 * register, banding and streaks, the tree's shade inside theirs); every font installed; and, for a
 * sample of documents, the pages' text drawn only in the set's families and within its room, no field
 * in a quiet zone, every drawn field inside its estimated box, and the images decoding at the sizes
 * they should.
 *
 *   node --import tsx eval/documents-blind15/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small.
 */

const { problems, fail } = problemList();

function checkPeople(cases: Blind15Case[]): void {
  for (const p of people) for (const d of [p.dateOfBirth, p.otherDateOfBirth, p.forgedDateOfBirth, p.mrzPerson.dateOfBirth]) ymd(d);
  const given = (p: (typeof people)[number]) => p.givenNames.split(' ');
  const mrzOf = (key: string) => cases.find((c) => c.person === key && c.layout === 'passport' && c.kind === 'genuine')?.mrz ?? null;
  const licencesOnBirthday = cases.filter((c) => c.layout === 'licence' && c.printed.expiryDate).every((c) => {
    const birth = personOf(c.person).dateOfBirth;
    const expiry = c.trueExpiry ?? c.printed.expiryDate ?? '';
    return expiry === birthdayIn(birth, ymd(expiry).y);
  });
  const doubled = (w: string) => /(.)\1/.test(w);
  const undoubledOnce = (a: string, b: string) => b.length === a.length - 1 && [...a].some((_, k) => a[k] === a[k + 1] && a.slice(0, k) + a.slice(k + 1) === b);
  const swapped = (a: string, b: string) => a.slice(0, 4) === b.slice(0, 4) && a.slice(5, 7) === b.slice(8, 10) && a.slice(8, 10) === b.slice(5, 7) && a !== b;
  const hasGenuine = (key: string, designs: readonly string[]) => cases.some((c) => c.person === key && c.kind === 'genuine' && designs.includes(c.design));
  for (const [what, ok] of [
    ['hyphenated middle name the MRZ writes as two names', people.some((p) => (given(p)[1] ?? '').includes('-') && (parseMrz(mrzOf(p.key) ?? ['', '']).fields.firstName ?? '') === asMrz(p.givenNames))],
    ['birth day and month both 12 or less, and a record holding them swapped', people.some((p) => ymd(p.dateOfBirth).d <= 12 && ymd(p.dateOfBirth).m <= 12 && ymd(p.dateOfBirth).d !== ymd(p.dateOfBirth).m && swapped(p.dateOfBirth, p.otherDateOfBirth))],
    ['first given name of eleven or more letters with a doubled letter, forged with one of the pair dropped', people.some((p) => (given(p)[0] ?? '').length >= 11 && doubled(given(p)[0] ?? '') && undoubledOnce(given(p)[0] ?? '', p.forgedGivenNames.split(' ')[0] ?? ''))],
    ['holder born on 31 December and a record holding the next day (1 January of the next year)', people.some((p) => p.dateOfBirth.endsWith('-12-31') && p.otherDateOfBirth === addDays(p.dateOfBirth, 1))],
    ['names filling the MRZ name field to its last place (no filler)', people.some((p) => { const m = mrzOf(p.key); return m !== null && !m[0].endsWith('<') && `${asMrz(p.surname)}<<${asMrz(p.givenNames).replace(/ /g, '<')}`.length === 39; })],
    ['surname with a doubled letter, forged with it single, on a genuine mixed-case page', people.some((p) => doubled(p.surname) && undoubledOnce(p.surname, p.forgedSurname) && hasGenuine(p.key, mixedCaseDesigns))],
    ["surname beginning with the MRZ's country code (P<NGANGA...)", people.some((p) => p.surname.startsWith('NGA') && (mrzOf(p.key)?.[0].startsWith(`P<NGA${p.surname}<<`) ?? false))],
    ['holder born on 11 November 1961 (MRZ 611111)', people.some((p) => p.dateOfBirth === '1961-11-11' && mrzOf(p.key)?.[1].slice(13, 19) === '611111')],
    ['holder with one given name only, and a genuine page with an empty Middle Name cell', people.some((p) => given(p).length === 1 && hasGenuine(p.key, ['slip-longform-2015', 'slip-verify-2024', 'dl-2024']))],
    ['four given names', people.some((p) => given(p).length === 4)],
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
  checkNamesNotEarlier(people, { lastEarlierSet: 14, wholeNames: true }, fail);
  checkMrzSurnames(cases, asMrz, fail);
}

await runSetCheck(
  {
    // The set's own modules, as the kit's check runs them.
    name: 'blind15', variants, layouts, todayIso, assertFontconfig, buildCases, recordsOf,
    checkCases(cases, today) {
      checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'sixteenth', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
      checkPeople(cases);
      // Ten designs, ten date forms, none repeated, none a form of the twelfth to fourteenth set's designs.
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
      if (v !== 'steep-angle' && p.focus) fail(`${c.id} ${v}: a focus falloff`);
      if (v !== 'inkjet-reprint' && p.inkjet) fail(`${c.id} ${v}: an inkjet print`);
      if (v !== 'tree-shade' && p.shade) fail(`${c.id} ${v}: a tree's shade`);
      checkTargetCapture(c, v, p, !p.focus && !p.inkjet && !p.shade, fail);
      const tilt = Math.hypot(p.pose.rx, p.pose.ry);
      if (v === 'steep-angle') {
        const f = p.focus;
        if (!f) return fail(`${c.id} ${v}: no focus falloff`);
        if (tilt < 25 - 1e-9 || tilt > 35 + 1e-9 || Math.abs(p.pose.rz) > 8) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°, turn ${p.pose.rz.toFixed(1)}° (want 25-35, ≤ 8)`);
        // The far corner's blur, the lens's and the falloff's together, within an eighth of the smallest text; the near corner in focus.
        if (Math.hypot(p.blur, f.sigma * focusWeight(f, f.far[0], f.far[1])) > p.minTextPx / 8 + 1e-6) fail(`${c.id} ${v}: the far side's blur is more than an eighth of the smallest text`);
        if (focusWeight(f, f.near[0], f.near[1]) !== 0 || f.focusAt < 0.25 || f.focusAt > 0.45 || f.sigma > 2) fail(`${c.id} ${v}: the focus is not sharp at the near side or falls off out of range`);
        // Strong keystone: the far side at most 85 % of the near side.
        const ratio = keystoneOf(p.sceneQuad);
        if (ratio > 0.85) fail(`${c.id} ${v}: no strong keystone (opposite sides ${(ratio * 100).toFixed(0)} % of each other)`);
      }
      if (v === 'inkjet-reprint') {
        const k = p.inkjet;
        if (!k) return fail(`${c.id} ${v}: no inkjet print`);
        if (tilt < 3 - 1e-9 || tilt > 9 + 1e-9) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°`);
        if (k.density < 0.82 || k.density > 0.94 || k.spread < 0.5 || k.spread > 0.8) fail(`${c.id} ${v}: ink density or spread out of range`);
        if ([...k.cyanShift, ...k.magentaShift].some((s) => Math.abs(s) > 2)) fail(`${c.id} ${v}: an ink more than 2 px out of register`);
        if (k.banding.depth > 0.06 || k.streaks.length > 2 || k.streaks.some((s) => s.strength > 0.4 || s.height > 2.5)) fail(`${c.id} ${v}: banding or a streak too strong`);
      }
      if (v === 'tree-shade') {
        const s = p.shade;
        if (!s) return fail(`${c.id} ${v}: no shade`);
        if (tilt < 3 - 1e-9 || tilt > 10 + 1e-9) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°`);
        if (s.darkness < 0.28 || s.darkness > 0.42 || s.blue > 0.14 || s.flecks.length < 14 || s.flecks.length > 30) fail(`${c.id} ${v}: the shade out of range`);
      }
    },
    // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
    pages: { designs: Object.keys(designFonts), people },
    openCamera: openBlind15Camera,
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
