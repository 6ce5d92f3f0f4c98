import { isDeepStrictEqual } from 'node:util';
import { checkSetCases } from '../blind-kit/check.js';
import { ofFamily } from '../blind-kit/fonts.js';
import { checkInFrame, checkInspectedPage, encodedSize, problemList, runSetCheck } from '../blind-kit/self-check.js';
import { openBlind8Camera } from './camera.js';
import { drawCapture, outline, variants } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind8Case } from './cases.js';
import { ageOn, todayIso, ymd } from './dates.js';
import { assertFontconfig, nameFamilies } from './fonts.js';
import { designFonts, pageOf, type Zone } from './pages.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { people } from './people.js';

/**
 * Proves the eighth blind set without the product: each case's intended outcome re-derived from
 * what its page prints, what its record holds and today (BLIND8_TODAY pins it); MRZ check digits
 * (read back by the `mrz` package, not by the set's own builder) sound on every page but the ones
 * altered, and wrong exactly where altered; every capture's drawn numbers (document in frame, field
 * text large enough, hotspot and shadow off the fields); every font installed; and, for a sample of
 * documents, the pages' text drawn only in the set's families and within its room, and the images
 * decoding at the sizes they should.
 *
 *   node --import tsx eval/documents-blind8/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small while developing.
 */

const { problems, fail } = problemList();
function checkPeople(cases: Blind8Case[]): void {
  const ages = people.map((p) => ageOn(p.dateOfBirth, BUILT_ON));
  if (!ages.some((a) => a >= 85) || !ages.some((a) => a === 18)) fail('people: want one person of 85 or more and one barely 18');
  const days = people.map((p) => p.dateOfBirth.slice(5));
  for (const day of ['02-29', '12-31', '01-01']) if (!days.includes(day)) fail(`people: no birth date on ${day}`);
  if (!people.some((p) => p.dateOfBirth.startsWith('2000-'))) fail('people: no birth year 2000 (00 in the MRZ)');
  const passports = cases.filter((c) => c.layout === 'passport' && c.kind === 'genuine' && c.mrz);
  if (!passports.some((c) => c.mrz && !c.mrz[0].endsWith('<') && asMrz(c.printed.givenNames).replace(/ /g, '<').length > (c.mrz[0].split('<<')[1]?.replace(/<+$/, '').length ?? 99))) fail('people: no genuine passport whose MRZ cuts the given names');
  const given = people.flatMap((p) => p.givenNames.split(' '));
  for (const [what, ok] of [
    ['hyphenated surname', people.some((p) => p.surname.includes('-'))],
    ['apostrophe in a surname', people.some((p) => p.surname.includes("'"))],
    ['dot under a vowel', people.some((p) => /\u0323/u.test(`${p.surname}${p.givenNames}`.normalize('NFD')))],
    ['one-letter given name', given.some((g) => g.length === 1)],
    ['two-letter given name', given.some((g) => g.length === 2)],
    ['given name that is a month abbreviation', given.some((g) => ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'].includes(g))],
  ] as const)
    if (!ok) fail(`people: no ${what}`);
  for (const p of people) for (const d of [p.dateOfBirth, p.otherDateOfBirth, p.forgedDateOfBirth, p.mrzPerson.dateOfBirth]) ymd(d);
}

const inside = (x: number, y: number, z: Zone, w: number, h: number) => x >= z.x0 * w - 1e-6 && x <= z.x1 * w + 1e-6 && y >= z.y0 * h - 1e-6 && y <= z.y1 * h + 1e-6;

await runSetCheck(
  {
    // The set's own modules, as the kit's check runs them.
    name: 'blind8', variants, layouts, todayIso, assertFontconfig, buildCases, recordsOf,
    checkCases(cases, today) {
      checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'ninth', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
      checkPeople(cases);
    },
    pageOf, designFonts, drawCapture,
    checkFrame: (c, page, v, p) => checkInFrame(c, v, p, outline(p, page), { margin: 0 }, fail),
    checkCapture(c, page, v, p) {
      if (p.hotspot) {
        const { zone, centre, core } = p.hotspot;
        if (!page.quietZones.some((z) => isDeepStrictEqual(z, zone))) fail(`${c.id} ${v}: hotspot off the page's quiet zones`);
        const [cx, cy] = centre;
        // The whole core circle (its bounding box) lies in the zone.
        if (!inside(cx - core, cy - core, zone, page.width, page.height) || !inside(cx + core, cy + core, zone, page.width, page.height)) fail(`${c.id} ${v}: hotspot core leaves its zone`);
      }
      if (p.shadow && !page.quietZones.some((z) => isDeepStrictEqual(z, p.shadow?.zone))) fail(`${c.id} ${v}: shadow off the page's quiet zones`);
      if (p.encodes.at(-1)?.longSide === null && p.variant === 'old-phone') fail(`${c.id} ${v}: an old phone's image not downscaled`);
    },
    // Pages for the font and room checks: every one, or one of each design and each person's longest-named page.
    pages: (cases) => [...Object.keys(designFonts).map((d) => cases.find((c) => c.design === d)), ...people.map((p) => cases.find((c) => c.person === p.key && (c.design === 'tvc' || c.design === 'premium')) ?? cases.find((c) => c.person === p.key))],
    openCamera: openBlind8Camera,
    inspect(c, got) {
      const { drawn } = got;
      const drawnChecks = () => {
        // Names only in the families with dotted vowels (the MRZ, in OCR B, writes them without).
        const mrzLine = (text: string) => text.startsWith('P&lt;');
        for (const d of drawn) if (!mrzLine(d.text) && (d.text.includes(c.printed.surname) || d.text.includes(c.printed.givenNames)) && d.families.some((fam) => !nameFamilies.some((n) => ofFamily(fam, n)))) fail(`${c.id}: name "${d.text}" drawn in ${d.families.join('+')}`);
      };
      checkInspectedPage(c, got, { allowed: designFonts[c.design], ofFamily, drawnChecks }, fail);
    },
    images: { maxBytes: 3_000_000, want: encodedSize },
  },
  problems,
);
