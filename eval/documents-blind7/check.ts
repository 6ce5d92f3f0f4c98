import { isDeepStrictEqual } from 'node:util';
import { checkSetCases } from '../blind-kit/check.js';
import { ofFamily } from '../blind-kit/fonts.js';
import { checkInFrame, checkInspectedPage, encodedSize, problemList, runSetCheck } from '../blind-kit/self-check.js';
import { openBlind7Camera } from './camera.js';
import { drawCapture, variants } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind7Case } from './cases.js';
import { ageOn, todayIso, ymd } from './dates.js';
import { assertFontconfig } from './fonts.js';
import { designFonts, pageOf } from './pages.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { people } from './people.js';

/**
 * Proves the seventh blind set without the product: each case's intended outcome re-derived from
 * what its page prints, what its record holds and today (BLIND7_TODAY pins it); MRZ check digits
 * (read back by the `mrz` package, not by the set's own builder) sound on every page but the ones
 * altered, and wrong exactly where altered; every capture's drawn numbers (document in frame, field
 * text large enough, thumb and glare off the fields); every font installed; and, for a sample of
 * documents, the pages' text drawn only in the set's families and within its room, and the images
 * decoding at the sizes they should.
 *
 *   node --import tsx eval/documents-blind7/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all 107 (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small while developing.
 */

const { problems, fail } = problemList();
function checkPeople(cases: Blind7Case[]): void {
  const byKey = new Map(people.map((p) => [p.key, p]));
  const old = [...byKey.values()].filter((p) => ageOn(p.dateOfBirth, BUILT_ON) >= 75);
  const barely = [...byKey.values()].filter((p) => ageOn(p.dateOfBirth, BUILT_ON) === 18);
  if (!old.length || !barely.length) fail('people: want one old person and one barely 18');
  const edges = people.map((p) => p.dateOfBirth.slice(5));
  if (!edges.includes('12-31') || !edges.includes('01-01')) fail('people: want birth dates on 31 Dec and 1 Jan');
  const passports = cases.filter((c) => c.layout === 'passport' && c.kind === 'genuine' && c.mrz);
  if (!passports.some((c) => c.mrz && !c.mrz[0].endsWith('<') && asMrz(c.printed.givenNames).replace(/ /g, '<').length > (c.mrz[0].split('<<')[1]?.replace(/<+$/, '').length ?? 99))) fail('people: no genuine passport whose MRZ cuts the given names');
  for (const [what, test] of [
    ['hyphenated surname', (s: string) => s.includes('-')],
    ['two-word surname', (s: string) => s.includes(' ')],
    ['surname of three letters or fewer', (s: string) => s.length <= 3],
    ['diacritic', (s: string) => /\p{M}/u.test(s.normalize('NFD'))],
  ] as const)
    if (!people.some((p) => test(p.surname))) fail(`people: no ${what}`);
  if (!people.some((p) => p.givenNames.includes("'"))) fail('people: no apostrophe');
  for (const p of people) ymd(p.dateOfBirth);
}

await runSetCheck(
  {
    // The set's own modules, as the kit's check runs them.
    name: 'blind7', variants, layouts, todayIso, assertFontconfig, buildCases, recordsOf,
    checkCases(cases, today) {
      checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'eighth', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
      checkPeople(cases);
    },
    pageOf, designFonts, drawCapture,
    checkFrame: (c, page, v, p) => checkInFrame(c, v, p, p.quad, { margin: 0 }, fail),
    checkCapture(c, page, v, p) {
      if (p.thumb) {
        const { covers, freeBox } = p.thumb;
        if (!page.freeCorners.includes(p.thumb.corner)) fail(`${c.id} ${v}: thumb on a corner with fields`);
        if (covers.x0 < freeBox.x0 - 1e-6 || covers.x1 > freeBox.x1 + 1e-6 || covers.y0 < freeBox.y0 - 1e-6 || covers.y1 > freeBox.y1 + 1e-6) fail(`${c.id} ${v}: thumb reaches past its corner`);
      }
      if (p.glare && !page.glareZones.some((z) => isDeepStrictEqual(z, p.glare?.zone))) fail(`${c.id} ${v}: glare off the page's glare zones`);
      if (p.glare) {
        const { centre, zone } = p.glare;
        if (centre[0] < zone.x0 * page.width || centre[0] > zone.x1 * page.width || centre[1] < zone.y0 * page.height || centre[1] > zone.y1 * page.height) fail(`${c.id} ${v}: glare centred off its zone`);
      }
    },
    // Pages for the font and room checks: every one, or one of each design and each person's longest-named page.
    pages: (cases) => [...Object.keys(designFonts).map((d) => cases.find((c) => c.design === d)), ...people.map((p) => cases.find((c) => c.person === p.key && (c.design === 'pvc-2011' || c.design === 'frsc-2017')) ?? cases.find((c) => c.person === p.key))],
    openCamera: openBlind7Camera,
    inspect(c, got) {
      checkInspectedPage(c, got, { allowed: designFonts[c.design], ofFamily }, fail);
    },
    images: { maxBytes: 3_000_000, want: encodedSize },
  },
  problems,
);
