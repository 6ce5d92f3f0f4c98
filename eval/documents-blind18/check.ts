import { parse as parseMrz } from 'mrz';
import { checkForgeriesShow, checkMrzSurnames, checkNamesNotEarlier, checkOtherAndForgedSurnames, checkSetCases, checkSibling } from '../blind-kit/check.js';
import { checkInFrame, checkInspectedPage, checkTargetCapture, checkWordsFound, kindAndDesignLines, problemList, runSetCheck, staleLine } from '../blind-kit/self-check.js';
import { openBlind18Camera } from './camera.js';
import { drawCapture, outline, outlineMeetsBox, variants } from './capture.js';
import { BUILT_ON, buildCases, designsOf, kinds, layouts, recordsOf, type Blind18Case } from './cases.js';
import { addDays, birthdayIn, dateStyles, earlierSetStyles, printDate, todayIso, ymd } from './dates.js';
import { assertFontconfig, ofFamily, plainFamilies } from './fonts.js';
import { asMrz, reasonsFit, reasonsToFail } from './oracle.js';
import { commaNameDesigns, designDates, designFonts, pageOf } from './pages.js';
import { people, personOf } from './people.js';

/**
 * Proves the eighteenth blind set without the product: each case's intended outcome re-derived
 * from what its page prints, what its record holds and today (BLIND18_TODAY pins it), each forgery
 * breaking exactly its own rule; MRZ check digits (read back by the `mrz` package, not by the set's
 * own builder) sound on every page but the ones altered, and wrong exactly where altered; the
 * people's hard cases all there and no name word an earlier set's people used; every licence
 * expiring on its holder's birthday; every capture's drawn numbers (document in frame, field text
 * large enough, blur well under it, the clean and phone captures inside the ranges the eleventh to
 * seventeenth sets give them; the camera app's stamps off the page and its colour and local contrast,
 * the zoom's crop (its smallest field text at least 11 px on the sensor) and the bank card beside, never
 * over, the document inside theirs); every font installed; and, for a sample of documents, the pages' text drawn only in the
 * set's families and within its room, no field in a quiet zone, every drawn field inside its
 * estimated box, and the images decoding at the sizes they should.
 *
 *   node --import tsx eval/documents-blind18/check.ts [--render N] [--pages sample|all|none] [--variants a,b] [--samples DIR]
 *
 * --render N photographs N documents in every chosen variant (spread over the run order; default 2,
 * 0 for none); --pages checks the fonts drawn and the room of every text on one page of each design
 * and of each person (sample, the default), on all of them (all) or none. The rest is arithmetic over
 * every case and takes seconds. The machine is shared: keep --render small.
 */

const { problems, fail } = problemList();

/** The distance between two convex quads along the best separating axis (an edge normal of either): negative when they overlap. */
function convexGap(a: readonly (readonly [number, number])[], b: readonly (readonly [number, number])[]): number {
  let best = -Infinity;
  for (const poly of [a, b])
    for (let i = 0; i < poly.length; i++) {
      const [x0, y0] = poly[i] ?? [0, 0];
      const [x1, y1] = poly[(i + 1) % poly.length] ?? [0, 0];
      const len = Math.hypot(x1 - x0, y1 - y0) || 1;
      const [nx, ny] = [(y1 - y0) / len, -(x1 - x0) / len];
      const proj = (q: readonly (readonly [number, number])[]) => q.map(([x, y]) => x * nx + y * ny);
      const [pa, pb] = [proj(a), proj(b)];
      best = Math.max(best, Math.min(...pb) - Math.max(...pa), Math.min(...pa) - Math.max(...pb));
    }
  return best;
}

/** The day the runner starts refusing: a year before the earliest genuine expiry (29 November 2030, the Koro man's licence). */
const EARLIEST_GENUINE_EXPIRY = '2030-11-29';

function checkPeople(cases: Blind18Case[]): void {
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
    ['surname ending in a doubled O, forged with one O dropped', people.some((p) => /OO$/.test(p.surname) && p.forgedSurname === p.surname.slice(0, -1))],
    ['first given name that is a title, forged by printing the names without it', people.some((p) => ['ALHAJI', 'PRINCE', 'CHIEF', 'MALLAM'].includes(given(p)[0] ?? '') && p.forgedGivenNames === given(p).slice(1).join(' '))],
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
  checkNamesNotEarlier(people, { lastEarlierSet: 17, wholeNames: true }, fail);
  checkMrzSurnames(cases, asMrz, fail);
}

await runSetCheck(
  {
    // The set's own modules, as the kit's check runs them.
    name: 'blind18', variants, layouts, todayIso, assertFontconfig, buildCases, recordsOf,
    checkCases(cases, today) {
      checkSetCases(cases, { today, builtOn: BUILT_ON, nextSet: 'nineteenth', designsOf, kinds, people, reasonsToFail, reasonsFit, asMrz, fail });
      checkPeople(cases);
      // Ten designs, ten date forms, none repeated, none a form of the twelfth to seventeenth sets' designs.
      const forms = Object.values(designDates);
      if (new Set(forms).size !== forms.length || forms.some((f) => !dateStyles.includes(f))) fail('designs: the date forms are not ten different ones of dates.ts');
      for (const f of forms) if (earlierSetStyles.includes(f)) fail(`designs: the date form ${f} is one an earlier set printed`);
    },
    pageOf, designFonts, drawCapture,
    checkPage(c, page) {
      if (!page.fieldBoxes.length) fail(`${c.id}: no critical field boxes`);
    },
    checkFrame: (c, page, v, p) => checkInFrame(c, v, p, outline(p, page, 12), { margin: -0.5, sameSize: v !== 'digital-zoom' }, fail),
    checkCapture(c, page, v, p) {
      if (p.blur > p.minTextPx / 8 + 1e-9) fail(`${c.id} ${v}: blur ${p.blur.toFixed(2)} px against text of ${p.minTextPx.toFixed(1)} px`);
      if (v !== 'camera-stamps' && (p.stamps || p.ai)) fail(`${c.id} ${v}: camera stamps`);
      if (v !== 'digital-zoom' && p.zoom) fail(`${c.id} ${v}: a digital zoom`);
      if (v !== 'beside-bank-card' && p.bankCard) fail(`${c.id} ${v}: a bank card`);
      checkTargetCapture(c, v, p, !p.stamps && !p.ai && !p.zoom && !p.bankCard, fail);
      const tilt = Math.hypot(p.pose.rx, p.pose.ry);
      const share = Math.max(p.fillShare.width, p.fillShare.height);
      if (v === 'camera-stamps' || v === 'beside-bank-card') {
        if (tilt < 3 - 1e-9 || tilt > 10 + 1e-9 || Math.abs(p.pose.rz) > 8) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°, turn ${p.pose.rz.toFixed(1)}°`);
        if (p.output.width !== 1600 || p.output.height !== 1200) fail(`${c.id} ${v}: delivered at ${p.output.width}x${p.output.height}`);
      }
      if (v === 'camera-stamps') {
        const { stamps, ai } = p;
        if (!stamps || !ai) return fail(`${c.id} ${v}: no stamps`);
        if (share < 0.45 || share > 0.76) fail(`${c.id} ${v}: the page fills ${(share * 100).toFixed(0)} % of the frame`);
        if (ai.saturation < 1.2 - 1e-9 || ai.saturation > 1.45 + 1e-9 || ai.local.amount > 0.4 + 1e-9 || ai.local.sigma < 25 - 1e-9) fail(`${c.id} ${v}: the AI look out of range`);
        // The stamps lie in the frame's bottom corners, inside it, and never touch the page.
        const ol = outline(p, page, 12);
        for (const box of stamps.boxes) {
          if (box.x0 < 0 || box.y0 < 0 || box.x1 > p.frame.width || box.y1 > p.frame.height) fail(`${c.id} ${v}: a stamp leaves the frame`);
          if (outlineMeetsBox(ol, box, 6)) fail(`${c.id} ${v}: a stamp touches the page`);
        }
        if (stamps.brand.size < 28 - 1e-9 || stamps.brand.size > 38 + 1e-9 || stamps.date.size < 30 - 1e-9 || stamps.date.size > 38 + 1e-9) fail(`${c.id} ${v}: stamp sizes out of range`);
        if (!/^\d\d(\d\d)?\/\d\d\/\d\d(\d\d)? \d\d:\d\d$/.test(stamps.date.text) || !stamps.date.text.includes('2026')) fail(`${c.id} ${v}: date stamp ${stamps.date.text}`);
      }
      if (v === 'digital-zoom') {
        const z = p.zoom;
        if (!z) return fail(`${c.id} ${v}: no zoom`);
        if (p.output.width !== 1600 || p.output.height !== 1200) fail(`${c.id} ${v}: delivered at ${p.output.width}x${p.output.height}`);
        if (z.factor < 1.3 - 1e-9 || z.factor > 2.6 + 1e-9) fail(`${c.id} ${v}: zoom ${z.factor.toFixed(2)}`);
        if (Math.abs(p.frame.width - 1600 / z.factor) > 1 || Math.abs(p.frame.height - 1200 / z.factor) > 1) fail(`${c.id} ${v}: the crop ${p.frame.width}x${p.frame.height} is not the zoom's`);
        // Legible before the enlargement: the sensor's smallest field text at least 11 px, the blur at most an eighth of it.
        if (z.sensorTextPx < 11 || p.blur > z.sensorTextPx / 8 + 1e-9) fail(`${c.id} ${v}: sensor text ${z.sensorTextPx.toFixed(1)} px, blur ${p.blur.toFixed(2)}`);
        if (Math.abs(p.minTextPx - z.sensorTextPx * (p.output.width / p.frame.width)) > 1e-6) fail(`${c.id} ${v}: delivered text not the sensor's enlarged`);
        if (tilt < 6 - 1e-9 || tilt > 14 + 1e-9 || Math.abs(p.pose.rz) > 8 || p.pose.focal < 2.4 * p.frame.width - 1) fail(`${c.id} ${v}: tilt ${tilt.toFixed(1)}°, turn ${p.pose.rz.toFixed(1)}°, focal ${p.pose.focal.toFixed(0)}`);
        if (share < 0.5 || share > 0.82) fail(`${c.id} ${v}: the page fills ${(share * 100).toFixed(0)} % of the crop`);
        if (z.halo < 1 - 1e-9 || z.halo > 1.6 + 1e-9 || p.noise.luma > 4.5) fail(`${c.id} ${v}: sharpening or noise out of range`);
      }
      if (v === 'beside-bank-card') {
        const k = p.bankCard;
        if (!k) return fail(`${c.id} ${v}: no bank card`);
        if (share < 0.4 || share > 0.68) fail(`${c.id} ${v}: the page fills ${(share * 100).toFixed(0)} % of the frame`);
        if (k.gapMm < 4 - 1e-9 || Math.abs(k.turn) < 3 - 1e-9 || Math.abs(k.turn) > 15 + 1e-9) fail(`${c.id} ${v}: the card ${k.gapMm.toFixed(1)} mm off, turned ${k.turn.toFixed(1)}°`);
        // Never over the document: the card's quad and the page's are apart (a separating line, 4 px at least), and some of the card is in the frame.
        if (convexGap(k.quad, p.sceneQuad) < 4) fail(`${c.id} ${v}: the bank card touches the document`);
        const [cx, cy] = k.quad.reduce(([x, y], q) => [x + q[0] / 4, y + q[1] / 4], [0, 0]);
        if (cx < 0 || cy < 0 || cx > p.frame.width || cy > p.frame.height) fail(`${c.id} ${v}: the bank card's middle is outside the frame`);
        if (!/^\d{4}( \d{4}){3}( \d{3})?$/.test(k.number) || !/^\d\d\/\d\d$/.test(k.validThru)) fail(`${c.id} ${v}: the card prints ${k.number} ${k.validThru}`);
      }
    },
    // Pages for the font and room checks: every one, or one of each design and one of each person per layout.
    pages: { designs: Object.keys(designFonts), people },
    openCamera: openBlind18Camera,
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
