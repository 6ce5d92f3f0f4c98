import { isDeepStrictEqual } from 'node:util';
import { checkMrzSurnames, checkSetCases, checkSibling } from '../blind-kit/check.js';
import { checkInFrame, checkInspectedPage, problemList, runSetCheck } from '../blind-kit/self-check.js';
import { openBlind9Camera } from './camera.js';
import { drawCapture, outline, variants } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind9Case } from './cases.js';
import { todayIso, ymd } from './dates.js';
import { assertFontconfig, dottedFamilies, ofFamily, oldStyleFigures } from './fonts.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { designFonts, pageOf } from './pages.js';
import { people } from './people.js';

/**
 * Proves the ninth blind set without the product: each case's intended outcome re-derived from
 * what its page prints, what its record holds and today (BLIND9_TODAY pins it), each forgery
 * breaking exactly its own rule; MRZ check digits (read back by the `mrz` package, not by the set's
 * own builder) sound on every page but the ones altered, and wrong exactly where altered; the
 * people's hard cases all there; every capture's drawn numbers (document in frame, field text large
 * enough, blur well under it, glare on a quiet zone, the scanner's lid shadow off the page); every
 * font installed; and, for a sample of documents, the pages' text drawn only in the set's families
 * and within its room, no field in a quiet zone, and the images decoding at the sizes they should.
 *
 *   node --import tsx eval/documents-blind9/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small.
 */

const { problems, fail } = problemList();

const ENGLISH_WORDS = ['SUNDAY', 'MONDAY', 'FRIDAY', 'PATIENCE', 'QUEEN', 'GIFT', 'HOPE', 'LUCKY'];

function checkPeople(cases: Blind9Case[]): void {
  for (const p of people) for (const d of [p.dateOfBirth, p.otherDateOfBirth, p.forgedDateOfBirth, p.mrzPerson.dateOfBirth]) ymd(d);
  const given = (p: (typeof people)[number]) => p.givenNames.split(' ');
  for (const [what, ok] of [
    ['surname that is a common English word', people.some((p) => ENGLISH_WORDS.includes(p.surname))],
    ['surname with an Arabic AL-/EL- prefix', people.some((p) => /^(AL|EL)-/.test(p.surname))],
    ['hyphenated given name', people.some((p) => given(p).some((g) => g.includes('-')))],
    ['very long single given name (16 letters or more)', people.some((p) => given(p).length === 1 && (given(p)[0] ?? '').length >= 16)],
    ['given names that begin with the whole surname', people.some((p) => given(p).length >= 2 && given(p).every((g) => g.startsWith(p.surname)))],
    ['holder born in the 1940s on a day before the 10th', people.some((p) => p.dateOfBirth.startsWith('194') && ymd(p.dateOfBirth).d < 10)],
    ['surname of letters OCR confuses (four or more of O Q D I L S B)', people.some((p) => [...p.surname].filter((ch) => 'OQDILSB'.includes(ch)).length >= 4)],
    ['women and men', people.some((p) => p.sex === 'F') && people.some((p) => p.sex === 'M')],
    ['a sibling sharing a middle name and a wholly different one', people.some((p) => p.siblingShares === 'middle name') && people.some((p) => p.siblingShares === 'nothing')],
  ] as const)
    if (!ok) fail(`people: no ${what}`);
  for (const p of people) {
    checkSibling(p, fail);
    if (p.surname.split(/[-\s]/).some((part) => p.otherSurname.split(/[-\s]/).includes(part))) fail(`${p.key}: the record's other surname shares a part with the surname`);
    // Dotted vowels only where a family has them (none of this set's names has one).
    if (/\u0323/u.test(`${p.surname}${p.givenNames}`.normalize('NFD')) && dottedFamilies.length === 0) fail(`${p.key}: a dotted name and no family to set it`);
  }
  checkMrzSurnames(cases, asMrz, fail);
}

await runSetCheck(
  {
    // The set's own modules, as the kit's check runs them.
    name: 'blind9', variants, layouts, todayIso, assertFontconfig, buildCases, recordsOf,
    checkCases(cases, today) {
      checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'tenth', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
      checkPeople(cases);
    },
    pageOf, designFonts, drawCapture,
    checkFrame: (c, page, v, p) => checkInFrame(c, v, p, outline(p, page), { margin: 0 }, fail),
    checkCapture(c, page, v, p) {
      const { width, height } = p.frame;
      if (p.motion && (p.motion.length > p.minTextPx / 3 + 1e-9 || p.motion.length > 7)) fail(`${c.id} ${v}: motion blur ${p.motion.length.toFixed(1)} px against text of ${p.minTextPx.toFixed(1)} px`);
      if (v === 'hand-shake' && (!p.motion || p.motion.length < 3 || Math.abs(p.skew) < 0.01)) fail(`${c.id} ${v}: a shaken capture without its blur (at least 3 px) or skew`);
      if (p.glare && !page.quietZones.some((z) => isDeepStrictEqual(z, p.glare?.zone))) fail(`${c.id} ${v}: glare off the page's quiet zones`);
      if (v === 'low-angle-glare' && Math.max(Math.abs(p.pose.rx), Math.abs(p.pose.ry)) < 18) fail(`${c.id} ${v}: not tilted 18° or more`);
      if (p.scan) {
        // The lid's shadow band lies wholly off the page.
        const pts = outline(p, page);
        const t = p.scan.lidWidth * Math.max(width, height);
        const off = { top: pts.every(([, y]) => y > t), bottom: pts.every(([, y]) => y < height - t), left: pts.every(([x]) => x > t), right: pts.every(([x]) => x < width - t) }[p.scan.lidEdge];
        if (!off) fail(`${c.id} ${v}: the lid's shadow reaches the page`);
        if (Math.abs(p.pose.rx) > 0.3 || Math.abs(p.pose.ry) > 0.3 || Math.abs(p.pose.rz) < 1 || Math.abs(p.pose.rz) > 3) fail(`${c.id} ${v}: a scan not flat or not turned 1-3°`);
        if ((c.layout === 'passport') !== (p.scan.gutter !== null)) fail(`${c.id} ${v}: a passport scan shows its gutter, nothing else does`);
      }
      if (p.chat) {
        const { screen, photo } = p.chat;
        if (photo.x < 0 || photo.y < 250 || photo.x + photo.width > screen.width || photo.y + photo.height + 70 > screen.height - 170) fail(`${c.id} ${v}: the photo leaves the chat's message area`);
        if (!isDeepStrictEqual(p.output, screen)) fail(`${c.id} ${v}: a screenshot delivered at another size than its screen`);
      }
    },
    // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
    pages: { designs: Object.keys(designFonts), people },
    openCamera: openBlind9Camera,
    inspect(c, got) {
      const { drawn } = got;
      const drawnChecks = () => {
        // A dotted name only in a family with the dotted vowels (the MRZ, in OCR B, writes them without).
        for (const d of drawn) if (/[\u1ecc\u1ecd\u1ee4\u1ee5\u1eb8\u1eb9]/u.test(d.text) && d.families.some((fam) => !dottedFamilies.some((n) => ofFamily(fam, n)))) fail(`${c.id}: dotted "${d.text}" drawn in ${d.families.join('+')}`);
        for (const d of drawn) if (/\d/.test(d.text) && d.families.some((fam) => oldStyleFigures.some((o) => ofFamily(fam, o)))) fail(`${c.id}: digits "${d.text}" drawn in a family with old-style figures (${d.families.join('+')})`);
      };
      checkInspectedPage(c, got, { allowed: designFonts[c.design], ofFamily, drawnChecks }, fail);
      const wanted = [c.printed.surname, c.printed.givenNames, c.printed.documentNumber];
      for (const w of wanted) if (!drawn.some((d) => d.text.includes(w) || d.text.replace(/ /g, '').includes(w))) fail(`${c.id}: "${w}" not found on the page`);
    },
    images: { maxBytes: 3_000_000, want: (params) => ({ ...params.output, slack: 1 }) },
  },
  problems,
);
