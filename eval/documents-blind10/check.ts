import { isDeepStrictEqual } from 'node:util';
import { checkForgeriesShow, checkMrzSurnames, checkSetCases, checkSibling, measureDistance, plain } from '../blind-kit/check.js';
import { checkInFrame, checkInspectedPage, checkWordsFound, kindAndDesignLines, problemList, runSetCheck } from '../blind-kit/self-check.js';
import { openBlind10Camera } from './camera.js';
import { drawCapture, edgesOf, outline, thumbInZone, variants } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind10Case } from './cases.js';
import { ageOn, todayIso, ymd } from './dates.js';
import { assertFontconfig, ofFamily, oldStyleFigures } from './fonts.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { designFonts, pageOf } from './pages.js';
import { people } from './people.js';

/**
 * Proves the tenth blind set without the product: each case's intended outcome re-derived from
 * what its page prints, what its record holds and today (BLIND10_TODAY pins it), each forgery
 * breaking exactly its own rule; MRZ check digits (read back by the `mrz` package, not by the set's
 * own builder) sound on every page but the ones altered, and wrong exactly where altered; the
 * people's hard cases all there; every capture's drawn numbers (document and sleeve in frame, field
 * text large enough, defocus well under it, sheen, film and bands faint, every thumb on an empty
 * zone at the page's edge, a photocopy flat); every font installed; and, for a sample of documents,
 * the pages' text drawn only in the set's families and within its room, no field in a quiet zone,
 * and the images decoding at the sizes they should.
 *
 *   node --import tsx eval/documents-blind10/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small.
 */

const { problems, fail } = problemList();

/** Label words of the designs a name may be mistaken for (accents dropped). */
const LABEL_WORDS = ['DELIVRANCE', 'SURNAME', 'NATIONALITY', 'NATIONALITE', 'SIGNATURE', 'AUTHORITY', 'GENDER', 'OCCUPATION', 'ADDRESS', 'EXPIRY', 'ISSUED'];
function checkPeople(cases: Blind10Case[]): void {
  for (const p of people) for (const d of [p.dateOfBirth, p.otherDateOfBirth, p.forgedDateOfBirth, p.mrzPerson.dateOfBirth]) ymd(d);
  const given = (p: (typeof people)[number]) => p.givenNames.split(' ');
  for (const [what, ok] of [
    ['surname of two words (a space in it)', people.some((p) => /\S \S/.test(p.surname))],
    ['surname with an apostrophe', people.some((p) => p.surname.includes("'"))],
    ['holder born on 29 February', people.some((p) => p.dateOfBirth.endsWith('-02-29'))],
    ['holder over ninety', people.some((p) => ageOn(p.dateOfBirth, BUILT_ON) >= 90)],
    ['holder born on the 31st', people.some((p) => ymd(p.dateOfBirth).d === 31)],
    ['holder born on the 1st', people.some((p) => ymd(p.dateOfBirth).d === 1)],
    ['given names equal to the surname', people.some((p) => p.givenNames === p.surname)],
    ['very short names (three letters or fewer, every part)', people.some((p) => [p.surname, ...given(p)].every((n) => n.length <= 3))],
    ['a given name one letter from a label word', people.some((p) => given(p).some((g) => LABEL_WORDS.some((l) => measureDistance(plain(g), l) <= 1)))],
    ["a record's other surname one letter from the holder's", people.some((p) => p.otherSurnameIs === 'one letter apart')],
    ['women and men', people.some((p) => p.sex === 'F') && people.some((p) => p.sex === 'M')],
    ['a sibling sharing a middle name and a wholly different one', people.some((p) => p.siblingShares === 'middle name') && people.some((p) => p.siblingShares === 'nothing')],
  ] as const)
    if (!ok) fail(`people: no ${what}`);
  for (const p of people) {
    checkSibling(p, fail);
    if (p.otherSurnameIs === 'unrelated' && p.surname.split(/[-\s']/).some((part) => p.otherSurname.split(/[-\s']/).includes(part))) fail(`${p.key}: the record's other surname shares a part with the surname`);
    if (p.otherSurnameIs === 'one letter apart' && !(p.otherSurname.length === p.surname.length && measureDistance(p.otherSurname, p.surname) === 1)) fail(`${p.key}: the record's other surname is not one letter from the surname`);
    // Every forgery must show in the MRZ's spelling too (an apostrophe or a space moved would not).
    checkForgeriesShow(p, asMrz, fail);
    if (/\u0323/u.test(`${p.surname}${p.givenNames}`.normalize('NFD'))) fail(`${p.key}: a dotted name, and no family of this set to set it`);
  }
  checkMrzSurnames(cases, asMrz, fail);
}

await runSetCheck(
  {
    // The set's own modules, as the kit's check runs them.
    name: 'blind10', variants, layouts, todayIso, assertFontconfig, buildCases, recordsOf,
    checkCases(cases, today) {
      checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'eleventh', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
      checkPeople(cases);
    },
    pageOf, designFonts, drawCapture,
    checkPage(c, page) {
      if (!page.quietZones.some((z) => edgesOf(z).length > 0)) fail(`${c.id}: no quiet zone on the page's edge (where a thumb holds it)`);
    },
    checkFrame(c, page, v, p) {
      const grow = p.sleeve ? { x0: p.sleeve.margin, y0: p.sleeve.margin + p.sleeve.slot, x1: p.sleeve.margin, y1: p.sleeve.margin } : undefined;
      checkInFrame(c, v, p, outline(p, page, 12, grow), { margin: 0, sameSize: true, what: `document${p.sleeve ? ' or its sleeve' : ''}` }, fail);
    },
    checkCapture(c, page, v, p) {
      if (v === 'defocus' && (!p.disc || p.disc.radius < 0.9)) fail(`${c.id} ${v}: out of focus by less than 0.9 px`);
      if (p.disc && p.disc.radius > p.minTextPx / 8 + 1e-9) fail(`${c.id} ${v}: defocus ${p.disc.radius.toFixed(2)} px against text of ${p.minTextPx.toFixed(1)} px`);
      if (p.sleeve && (p.sleeve.sheen.peak > 0.2 || p.sleeve.film > 0.12 || p.light.contrast < 0.84)) fail(`${c.id} ${v}: the sleeve's sheen, film or haze too strong to read through`);
      if (p.bands && (p.bands.depth > 0.15 || p.bands.swing > 0.04)) fail(`${c.id} ${v}: flicker bands too deep`);
      if (p.thumb) {
        if (!page.quietZones.some((z) => isDeepStrictEqual(z, p.thumb?.zone))) fail(`${c.id} ${v}: thumb off the page's quiet zones`);
        if (!edgesOf(p.thumb.zone).includes(p.thumb.edge)) fail(`${c.id} ${v}: thumb's zone is not on its edge`);
        if (!thumbInZone(p.thumb, page)) fail(`${c.id} ${v}: thumb reaches out of its zone`);
      }
      if (v === 'fingers-air' && (!p.thumb || Math.max(Math.abs(p.pose.rx), Math.abs(p.pose.ry)) < 5)) fail(`${c.id} ${v}: a held card without its thumb or tilt`);
      if (p.copy && (Math.abs(p.pose.rx) > 0.3 || Math.abs(p.pose.ry) > 0.3 || Math.abs(p.pose.rz) < 0.5 || Math.abs(p.pose.rz) > 2.5 || !p.grey)) fail(`${c.id} ${v}: a copy not flat, not turned 0.5-2.5° or not grey`);
    },
    // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
    pages: { designs: Object.keys(designFonts), people },
    openCamera: openBlind10Camera,
    inspect(c, got) {
      const { drawn } = got;
      const drawnChecks = () => {
        for (const d of drawn) if (/\d/.test(d.text) && d.families.some((fam) => oldStyleFigures.some((o) => ofFamily(fam, o)))) fail(`${c.id}: digits "${d.text}" drawn in a family with old-style figures (${d.families.join('+')})`);
      };
      checkInspectedPage(c, got, { allowed: designFonts[c.design], ofFamily, drawnChecks }, fail);
      checkWordsFound(c, drawn, fail);
    },
    images: { maxBytes: 3_000_000, want: (params) => ({ ...params.output, slack: 0 }) },
    details: (cases) => {
      const lines = kindAndDesignLines(cases, kinds, designsOf);
      return [lines.kinds, lines.designs];
    },
  },
  problems,
);
