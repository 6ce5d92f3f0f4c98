import { crit, firstAndMiddle, grouped, jitter, PageSheet, sheetPage, tint, widthMetrics, type Page, type TextStyle, type Zone } from '../blind-kit/page-helpers.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { arms, chip, kinegram, lissajous, portrait as portraitOf, qrLike, rings, stacked as stackedBarcode, waveBand } from '../documents-blind9/art.js';
import { badge, barcode, chip6, dataMatrix, guilloche, holoStrip, lineScreen, signature, sunburst, svgUrl } from '../documents-blind10/art.js';
import type { Blind19Case, Design } from './cases.js';
import { printDate, type DateStyle } from './dates.js';
import { personOf, type Person } from './people.js';

export type { Page, Zone };

/**
 * The nineteenth set's ten designs (two per layout) as HTML pages of fixed pixel size, this set's own
 * reading of public descriptions and photographs of the real documents: a 2007 machine-readable
 * passport's data page (the portrait left, each label beside its value as a two-column table, English
 * and French on one line: `Surname / Nom`, slashes round a month word and a two-digit year:
 * 04/AUG/91) and a 2025 polycarbonate page (the portrait right with a ghost image low left, numbered
 * ICAO labels `1 Surname / Nom`, the year first with dots round a month word: 1991.AUG.04, the NIN as
 * the personal number); the 2012 plain NIN slip (the NIN boxed at the top, two columns of `Label:`
 * beside values, the year first with spaces: 1991 08 04) and a 2022 mobile-service printout (a
 * portrait half-sheet, its labels right-aligned against the values they name, a title-case month with
 * an ordinal day: August 4th, 1991); identity cards of 2016 (the portrait left, the NIN boxed top
 * right, First Name and Middle Name in fields of their own, 4 Aug. 1991) and 2021 (the given names
 * before the surname, labels beside values, the portrait right, 1991/AUG/04); FRSC licences of 2008
 * (`SURNAME:` and `OTHER NAMES:` beside values, the number in red at the top, AUGUST 4, 1991) and
 * 2021 (ISO 18013 field numbers in place of words: `1.` surname, `2.` given names, `3.` birth,
 * `4a.`/`4b.` issue and expiry, `5.` number, AUG-04-1991); voter's cards of 2015 (the VIN under the
 * band, labels over values, the portrait left, 04 AUGUST 91) and 2023 (labels beside values, the
 * portrait right, the VIN in a band at the foot, 1991 AUGUST 4). Positions, colours, label wordings
 * and placements, field orders and date forms differ from the twelfth to eighteenth sets'. Each page
 * says where a thumb or a worn corner may lie without touching a field a reader needs, and where each
 * critical field lies.
 */

/** The ninth set's drawn portrait (ellipses and headwear, no real face), for this set's people. */
const portrait = (p: Person, w: number, h: number, rng: Rng, background: string, grey = false) => portraitOf(p as unknown as Parameters<typeof portraitOf>[0], w, h, rng, background, grey);

/** The fonts each design uses (fonts.ts lists their packages). */
export const designFonts: Record<Design, string[]> = {
  'pp-mrp-2007': ['Tymes', 'Gentium Book Basic', 'Aerial Mono', 'Aerial', 'OCR B'],
  'pp-polycarb-2025': ['IPAexGothic', 'MigMix 1P', 'MigMix 2M', 'Aerial', 'OCR B'],
  'slip-plain-2012': ['Ezra SIL', 'Khmer OS', 'Scheherazade', 'Aerial Mono'],
  'slip-mobile-2022': ['Meera Inimai', 'Lohit Devanagari', 'MigMix 2M', 'Klee One'],
  'idcard-2016': ['TakaoPGothic', 'Gentium Book Basic', 'MigMix 2M'],
  'idcard-2021': ['IPAexGothic', 'MigMix 1P', 'Aerial Mono', 'Aerial'],
  'dl-2008': ['Aerial', 'Tymes', 'Aerial Mono'],
  'dl-2021': ['Meera Inimai', 'Lohit Devanagari', 'MigMix 2M', 'Ezra SIL'],
  'pvc-2015': ['Khmer OS', 'Ezra SIL', 'Aerial Mono', 'Aerial'],
  'pvc-2023': ['Klee One', 'TakaoPGothic', 'Scheherazade', 'MigMix 2M'],
};

/** The date form each design prints. */
export const designDates: Record<Design, DateStyle> = {
  'pp-mrp-2007': 'dd/MMM/yy',
  'pp-polycarb-2025': 'yyyy.MMM.dd',
  'slip-plain-2012': 'yyyy mm dd',
  'slip-mobile-2022': 'Mmmm do, yyyy',
  'idcard-2016': 'd Mmm. yyyy',
  'idcard-2021': 'yyyy/MMM/dd',
  'dl-2008': 'MMMM d, yyyy',
  'dl-2021': 'MMM-dd-yyyy',
  'pvc-2015': 'dd MMMM yy',
  'pvc-2023': 'yyyy MMMM d',
};

/**
 * A generous average advance (em) of each family for capitals and figures at the weights the pages
 * use (measured in Chromium on this set's names, numbers, addresses and dates, the widest sample of
 * each, plus about 5 %): a text fitted with it never overflows its width (check.ts measures the
 * rendered widths against their room).
 */
const ADVANCE: Record<string, number> = {
  'Aerial': 0.8,
  'Tymes': 0.85,
  'Aerial Mono': 0.64,
  'Gentium Book Basic': 0.74,
  'TakaoPGothic': 0.79,
  'IPAexGothic': 0.79,
  'MigMix 1P': 0.8,
  'MigMix 2M': 0.55,
  'Meera Inimai': 0.72,
  'Klee One': 0.78,
  'Ezra SIL': 0.77,
  'Scheherazade': 0.64,
  'Khmer OS': 0.8,
  'Lohit Devanagari': 0.66,
  'OCR B': 0.78,
};

/** How this set sizes a text: its families' advances (eval/blind-kit/page-helpers.ts). */
const METRICS = widthMetrics(ADVANCE, 0.95);

/** A page of this set (eval/blind-kit/page-helpers.ts): texts fitted with its families' advances. */
class Sheet extends PageSheet {
  constructor(w: number, h: number) {
    super(w, h, { metrics: METRICS, figures: 'lining' });
  }
  /** A label right-aligned against `vx` (less a gap) and its value starting at `vx`, both on the line at `y` (the label set lower by `drop` to share the value's baseline). */
  rightLabel(vx: number, y: number, label: string, value: string, l: TextStyle, v: TextStyle, drop: number): this {
    this.text(vx - 18, y + drop, label, { ...l, anchor: 'end' });
    return this.text(vx, y, value, v);
  }
}

const photoBackgrounds = ['#e6ebf0', '#efe9df', '#e0eae3', '#ece5e0', '#e2ebe0', '#f2ede4'];
const CARD = { W: 1198, H: 756 };
const PASS = { W: 1500, H: 1056 };
const authorities = ['NIS ABUJA', 'NIS AKURE', 'NIS UMUAHIA', 'NIS YENAGOA', 'NIS UYO', 'NIS JOS', 'NIS ALAUSA', 'NIS LOKOJA'];
const pollingUnits = ['TOWN HALL', 'COMM. PRY SCH.', 'OPEN SPACE I', 'HEALTH CENTRE', 'MARKET STALL II', 'CHURCH FIELD'];

const page = (s: Sheet, design: Design, background: string, radius: number, widthMm: number, paper: boolean, quietZones: Zone[]): Page => sheetPage(s, designFonts[design], background, radius, widthMm, paper, quietZones);

/** The MRZ band of a passport page: two OCR B lines (`spacing`: the printer's pitch). */
function mrzLines(s: Sheet, c: Blind19Case, y: number, x: number, size: number, spacing: number, gap: number): void {
  const mrz = c.mrz ?? ['', ''];
  s.text(x, y, mrz[0], { font: 'OCR B', size, color: '#121212', spacing, critical: true, max: 1420 });
  s.text(x, y + gap, mrz[1], { font: 'OCR B', size, color: '#121212', spacing, critical: true, max: 1420 });
}

function ppMrp2007(c: Blind19Case, p: Person, rng: Rng): Page {
  // A 2007 machine-readable passport's data page: the portrait left, labels beside values as a two-column table, English and French on one line, slashes round a month word and a two-digit year.
  const { W, H } = PASS;
  const s = new Sheet(W, H);
  const green = tint('#1d5e3b', rng, 8);
  s.svg(`${guilloche(980, 430, 560, rng, '#b9d7c2', 0.12)}${lissajous(W, 800, rng, '#d8ccb0', 0.1, 3)}<g opacity="0.05">${arms(700, 180, 380, '#1d5e3b')}</g>${lineScreen(0, 800, W, 40, rng, '#c4d8c6', 0.3, 5)}`);
  s.svg(arms(36, 20, 66));
  s.text(120, 18, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Tymes', size: 32, weight: 700, color: green, spacing: 3 });
  s.text(120, 60, 'PASSPORT / PASSEPORT', { font: 'Aerial', size: 16, weight: 700, color: '#4d6d58', spacing: 4 });
  s.text(W - 40, 24, `P  NGA`, { font: 'Aerial Mono', size: 26, color: '#1d2a22', anchor: 'end', spacing: 6 });
  s.img(40, 112, 292, 372, svgUrl(portrait(p, 292, 372, rng, rng.pick(photoBackgrounds))), 'border:1px solid #9fb7a6');
  s.img(40, 500, 292, 70, svgUrl(signature(292, 70, rng, '#172651')));
  s.img(40, 600, 200, 150, svgUrl(holoStrip(200, 150, rng)), 'opacity:0.5;border-radius:8px');
  const L: TextStyle = { font: 'Gentium Book Basic', size: 17, color: '#38604a' };
  const V: TextStyle = { font: 'Tymes', size: 34, weight: 700, color: '#111111' };
  const D: TextStyle = { font: 'Aerial Mono', size: 32, color: '#111111' };
  const style = designDates['pp-mrp-2007'];
  const pr = c.printed;
  const x = 370 + jitter(rng, 3);
  const vx = 700;
  const r = (k: number) => 108 + k * 68;
  s.box(x, r(0) - 10, W - 40 - x, 1, 'background:#c8d6cb');
  const rows: [string, string, TextStyle][] = [
    ['Passport No. / N° du passeport', pr.documentNumber, crit({ ...D, size: 36, color: '#8c1c24', spacing: 3 }, 420)],
    ['Surname / Nom', pr.surname, crit(V, 760)],
    ['Given Names / Prénoms', pr.givenNames, crit(V, 760)],
    ['Nationality / Nationalité', 'NIGERIAN', { ...V, size: 28 }],
    ['Date of Birth / Date de naissance', printDate(pr.dateOfBirth, style), crit(D, 380)],
    ['Sex / Sexe', pr.sex, V],
    ['Place of Birth / Lieu de naissance', p.placeOfBirth, { ...V, size: 28, max: 760 }],
    ['Date of Issue / Date de délivrance', printDate(pr.issueDate ?? '', style), { ...D, max: 380 }],
    ['Date of Expiry / Date d’expiration', printDate(pr.expiryDate ?? '', style), crit(D, 380)],
    ['Authority / Autorité', rng.pick(authorities), { ...V, size: 26, max: 760 }],
  ];
  rows.forEach(([label, value, st], i) => {
    s.text(x, r(i) + 12, label, L);
    s.text(vx, r(i), value, st);
    s.box(x, r(i) + 56, W - 40 - x, 1, 'background:#dbe4dd');
  });
  s.box(0, 806, W, H - 806, 'background:rgba(255,255,255,0.7)');
  mrzLines(s, c, 836, 58, 41, 1, 96);
  return page(s, 'pp-mrp-2007', `linear-gradient(170deg, ${tint('#f3f1e4', rng, 5)}, ${tint('#e6f1e8', rng, 5)})`, 6, 125, true, [
    { x0: 0.024, y0: 0.103, x1: 0.224, y1: 0.462 },
    { x0: 0.024, y0: 0.468, x1: 0.224, y1: 0.545 },
    { x0: 0.024, y0: 0.565, x1: 0.165, y1: 0.714 },
  ]);
}

function ppPolycarb2025(c: Blind19Case, p: Person, rng: Rng): Page {
  // A 2025 polycarbonate page: the portrait right with a ghost image low left, numbered ICAO labels, laser-engraved grey-black values, the year first with dots round a month word, the NIN as the personal number.
  const { W, H } = PASS;
  const s = new Sheet(W, H);
  const ink = tint('#2f3b52', rng, 8);
  s.svg(`${rings(1100, 420, 620, rng, '#c9d3e4', 0.12)}${sunburst(0, H, 1000, 64, '#d6dde9', 0.13)}${waveBand(W, 660, 800, rng, '#c6cfe0', 0.26)}`);
  s.svg(arms(40, 22, 60));
  s.text(116, 20, 'FEDERAL REPUBLIC OF NIGERIA · RÉPUBLIQUE FÉDÉRALE DU NIGÉRIA', { font: 'IPAexGothic', size: 22, weight: 700, color: ink, spacing: 1 });
  s.text(116, 54, 'PASSPORT · PASSEPORT', { font: 'Aerial', size: 16, color: '#58627a', spacing: 5 });
  s.img(1150, 100, 310, 392, svgUrl(portrait(p, 310, 392, rng, '#e9e9e9', true)), 'border-radius:4px');
  s.img(1150, 500, 310, 64, svgUrl(signature(310, 64, rng, '#222a3a')));
  s.img(40, 640, 130, 150, svgUrl(portrait(p, 130, 150, rng, '#f4f4f2', true)), 'opacity:0.28');
  s.img(1200, 600, 200, 160, svgUrl(kinegram(200, 160, rng)));
  const N: TextStyle = { font: 'IPAexGothic', size: 15, weight: 700, color: '#5b6478', spacing: 1 };
  const V: TextStyle = { font: 'MigMix 1P', size: 34, weight: 700, color: '#1c1c20' };
  const D: TextStyle = { font: 'MigMix 2M', size: 32, weight: 700, color: '#1c1c20' };
  const style = designDates['pp-polycarb-2025'];
  const pr = c.printed;
  const x = 200 + jitter(rng, 4);
  const gap = 22;
  const r = (k: number) => 100 + k * 88;
  s.stacked(x, r(0), '1 Type / Type', 'P', N, V, gap).stacked(x + 170, r(0), '2 Code / Code', 'NGA', N, V, gap).stacked(x + 380, r(0), '3 Passport No. / N° du passeport', pr.documentNumber, N, crit({ ...D, size: 38, color: '#6a1d1d', spacing: 2 }, 420), gap);
  s.stacked(x, r(1), '4 Surname / Nom', pr.surname, N, crit(V, 900), gap);
  s.stacked(x, r(2), '5 Given Names / Prénoms', pr.givenNames, N, crit(V, 900), gap);
  s.stacked(x, r(3), '6 Nationality / Nationalité', 'NIGERIAN', N, { ...V, size: 28 }, gap).stacked(x + 380, r(3), '7 Date of Birth / Date de naissance', printDate(pr.dateOfBirth, style), N, crit(D, 360), gap);
  s.stacked(x, r(4), '8 Sex / Sexe', pr.sex, N, V, gap).stacked(x + 170, r(4), '9 Place of Birth / Lieu de naissance', p.placeOfBirth, N, { ...V, size: 28, max: 380 }, gap).stacked(x + 600, r(4), '10 Personal No. / N° personnel', pr.nin ?? '', N, { ...D, size: 30, spacing: 1, max: 330 }, gap);
  s.stacked(x, r(5), '11 Date of Issue / Date de délivrance', printDate(pr.issueDate ?? '', style), N, { ...D, max: 360 }, gap).stacked(x + 460, r(5), '12 Authority / Autorité', rng.pick(authorities), N, { ...V, size: 24, max: 440 }, gap);
  s.stacked(x, r(6), '13 Date of Expiry / Date d’expiration', printDate(pr.expiryDate ?? '', style), N, crit(D, 360), gap);
  mrzLines(s, c, 840, 60, 42, 0, 100);
  return page(s, 'pp-polycarb-2025', `linear-gradient(160deg, ${tint('#f1f3f7', rng, 5)}, ${tint('#eceff0', rng, 5)})`, 18, 125, false, [
    { x0: 0.766, y0: 0.094, x1: 0.974, y1: 0.466 },
    { x0: 0.766, y0: 0.472, x1: 0.974, y1: 0.536 },
    { x0: 0.026, y0: 0.605, x1: 0.115, y1: 0.75 },
  ]);
}

function slipPlain2012(c: Blind19Case, p: Person, rng: Rng): Page {
  // The 2012 plain NIN slip: the NIN boxed at the top, two columns of `Label:` beside their values, the photo at the far right, the year first with spaces.
  const W = 1580;
  const H = 760;
  const s = new Sheet(W, H);
  const blue = tint('#23466b', rng, 6);
  s.svg(`<g opacity="0.05">${arms(620, 150, 440, '#23466b')}</g>${lineScreen(0, 0, W, H, rng, '#d5dfea', 0.16, 10)}`);
  s.box(14, 14, W - 28, H - 28, `border:2px solid ${blue}`);
  s.svg(arms(34, 28, 68));
  s.text(122, 26, 'National Identity Management Commission', { font: 'Ezra SIL', size: 34, weight: 700, color: blue });
  s.text(122, 72, 'NATIONAL IDENTIFICATION NUMBER (NIN) SLIP', { font: 'Khmer OS', size: 17, color: '#40566d', spacing: 2 });
  const pr = c.printed;
  const style = designDates['slip-plain-2012'];
  const N: TextStyle = { font: 'Aerial Mono', size: 58, weight: 700, color: '#0e1620', spacing: 6 };
  s.box(40, 124, 760, 96, `border:2px solid ${blue};border-radius:6px;background:rgba(255,255,255,0.8)`);
  s.text(58, 130, 'NIN:', { font: 'Khmer OS', size: 24, weight: 700, color: blue });
  s.text(170, 134, pr.nin ?? '', crit(N, 610));
  s.text(840, 152, `Tracking ID: ${Array.from({ length: 15 }, () => rng.pick('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''))).join('')}`, { font: 'Aerial Mono', size: 22, color: '#333333' });
  s.img(1300, 120, 240, 306, svgUrl(portrait(p, 240, 306, rng, rng.pick(photoBackgrounds))), `border:2px solid ${blue}`);
  const L: TextStyle = { font: 'Khmer OS', size: 20, weight: 700, color: '#345372' };
  const V: TextStyle = { font: 'Scheherazade', size: 40, weight: 700, color: '#101010' };
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const left: [string, string, TextStyle][] = [
    ['Surname:', pr.surname, crit(V, 420)],
    ['First Name:', first, crit(V, 420)],
    ['Middle Name:', middle, crit(V, 420)],
    ['Gender:', pr.sex === 'M' ? 'M' : 'F', V],
  ];
  const right: [string, string, TextStyle][] = [
    ['Date of Birth:', printDate(pr.dateOfBirth, style), crit(V, 330)],
    ['State:', p.state, { ...V, size: 32, max: 330 }],
    ['LGA:', p.lga, { ...V, size: 30, max: 330 }],
    ['Issued:', printDate(pr.issueDate ?? '', style), { ...V, size: 32, max: 330 }],
  ];
  const y0 = 250 + jitter(rng, 3);
  left.forEach(([label, value, st], i) => s.inline(40, 215, y0 + i * 76, label, value, L, st));
  right.forEach(([label, value, st], i) => s.inline(680, 870, y0 + i * 76, label, value, L, st));
  s.inline(40, 215, y0 + 4 * 76, 'Address:', p.address, L, { ...V, size: 28, max: 1000 });
  s.text(40, H - 60, 'This slip is not an identity card. Keep it safe and present it with a photo ID when asked.', { font: 'Khmer OS', size: 17, color: '#505050', italic: true });
  s.img(1340, 480, 200, 200, svgUrl(qrLike(200, rng, '#0c1a2a')));
  return page(s, 'slip-plain-2012', tint('#fafbfd', rng, 2), 0, 190, true, [
    { x0: 0.822, y0: 0.158, x1: 0.976, y1: 0.562 },
    { x0: 0.846, y0: 0.632, x1: 0.976, y1: 0.898 },
  ]);
}

function slipMobile2022(c: Blind19Case, p: Person, rng: Rng): Page {
  // A 2022 mobile-service printout (A5, portrait): a green header, the photo top centre, labels right-aligned against their values, a title-case month with an ordinal day.
  const W = 1000;
  const H = 1414;
  const s = new Sheet(W, H);
  const green = tint('#0f6b46', rng, 6);
  const style = designDates['slip-mobile-2022'];
  const pr = c.printed;
  s.svg(`<g opacity="0.045">${arms(300, 560, 420, '#0f6b46')}</g>${guilloche(500, 1100, 420, rng, '#cfe6da', 0.12)}`);
  s.box(0, 0, W, 130, `background:${green}`);
  s.svg(arms(30, 22, 86));
  s.text(140, 24, 'NIMC · Verified NIN Details', { font: 'Meera Inimai', size: 38, weight: 700, color: '#ffffff' });
  s.text(140, 78, `Printed from the mobile service on ${printDate(pr.issueDate ?? '', style)}`, { font: 'Meera Inimai', size: 19, color: '#d9efe3' });
  s.img(380, 160, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds))), 'border-radius:12px;border:2px solid #b5d3c3');
  const L: TextStyle = { font: 'Meera Inimai', size: 22, color: '#3f6554' };
  const V: TextStyle = { font: 'Lohit Devanagari', size: 38, weight: 700, color: '#0d130f' };
  const vx = 330;
  const rows: [string, string, TextStyle][] = [
    ['NIN', grouped(pr.nin ?? '', [4, 3, 4]), crit({ font: 'MigMix 2M', size: 50, weight: 700, color: '#0d130f', spacing: 3 }, 620)],
    ['Surname', pr.surname, crit(V, 620)],
    ['Given Names', pr.givenNames, crit(V, 620)],
    ['Date of Birth', printDate(pr.dateOfBirth, style), crit(V, 620)],
    ['Sex', pr.sex === 'M' ? 'Male' : 'Female', V],
    ['State of Origin', p.state, { ...V, size: 32, max: 620 }],
    ['LGA of Origin', p.lga, { ...V, size: 30, max: 620 }],
  ];
  const y0 = 500 + jitter(rng, 3);
  rows.forEach(([label, value, st], i) => {
    const y = y0 + i * 84;
    s.rightLabel(vx, y, label, value, L, st, 16);
    s.box(60, y + 66, W - 120, 1, 'background:#cfe0d6');
  });
  s.box(vx - 8, y0 - 10, 1, rows.length * 84, 'background:#a9c7b6');
  s.text(60, 1130, 'Reviewed by the enrolment officer:', { font: 'Meera Inimai', size: 20, color: '#404040' });
  s.text(60, 1166, 'details match the holder', { font: 'Klee One', size: 30, color: '#1b3f9e' });
  s.img(700, 1110, 240, 240, svgUrl(qrLike(240, rng, '#0a2418')));
  s.text(60, H - 70, 'Scan the code with the NIMC app to confirm these details.', { font: 'Meera Inimai', size: 18, color: '#555555' });
  return page(s, 'slip-mobile-2022', tint('#ffffff', rng, 2), 0, 148, true, [
    { x0: 0.38, y0: 0.113, x1: 0.62, y1: 0.326 },
    { x0: 0.7, y0: 0.785, x1: 0.94, y1: 0.955 },
  ]);
}

function idcard2016(c: Blind19Case, p: Person, rng: Rng): Page {
  // A 2016 identity card: the portrait left, the NIN boxed at the top right, First Name and Middle Name in fields of their own, labels over values, a title-case month with a full stop.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const teal = tint('#1d5c63', rng, 8);
  s.svg(`${guilloche(820, 420, 460, rng, '#bcd9dc', 0.14)}${waveBand(W, 600, H, rng, '#a7cfd3', 0.3)}<g opacity="0.05">${arms(600, 200, 330, '#1d5c63')}</g>`);
  s.svg(arms(24, 16, 60));
  s.text(96, 16, 'NATIONAL IDENTITY CARD', { font: 'TakaoPGothic', size: 34, weight: 700, color: teal, spacing: 2 });
  s.text(96, 58, 'Federal Republic of Nigeria', { font: 'Gentium Book Basic', size: 20, color: '#3f6a6e', italic: true });
  s.img(28, 110, 236, 296, svgUrl(portrait(p, 236, 296, rng, rng.pick(photoBackgrounds))), 'border-radius:6px');
  s.img(28, 414, 236, 56, svgUrl(signature(236, 56, rng)));
  s.img(40, 520, 104, 86, svgUrl(chip6(104, 86)));
  const pr = c.printed;
  const style = designDates['idcard-2016'];
  s.box(700, 100, 470, 86, `border:2px solid ${teal};border-radius:8px;background:rgba(255,255,255,0.8)`);
  s.text(714, 104, 'NIN', { font: 'TakaoPGothic', size: 16, weight: 700, color: teal, spacing: 2 });
  s.text(714, 126, pr.nin ?? '', crit({ font: 'MigMix 2M', size: 44, weight: 700, color: '#0c1d1f', spacing: 3 }, 440));
  const L: TextStyle = { font: 'TakaoPGothic', size: 16, weight: 700, color: '#336a70', spacing: 1 };
  const V: TextStyle = { font: 'Gentium Book Basic', size: 36, weight: 700, color: '#0f1516' };
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const x = 296 + jitter(rng, 3);
  const gap = 22;
  s.stacked(x, 196, 'SURNAME', pr.surname, L, crit(V, 860), gap);
  s.stacked(x, 272, 'FIRST NAME', first, L, crit(V, 420), gap).stacked(x + 450, 272, 'MIDDLE NAME', middle || '-', L, crit(V, 420), gap);
  s.stacked(x, 348, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 330), gap).stacked(x + 360, 348, 'SEX', pr.sex, L, V, gap).stacked(x + 470, 348, 'HEIGHT', `${p.height} m`, L, { ...V, max: 200 }, gap);
  s.stacked(x, 424, 'DATE OF ISSUE', printDate(pr.issueDate ?? '', style), L, { ...V, max: 330 }, gap).stacked(x + 360, 424, 'EXPIRY DATE', printDate(pr.expiryDate ?? '', style), L, crit(V, 330), gap);
  s.stacked(x, 500, 'ADDRESS', p.address, L, { ...V, size: 24, max: 860 }, gap);
  s.img(1000, 580, 160, 150, svgUrl(kinegram(160, 150, rng)));
  return page(s, 'idcard-2016', `linear-gradient(178deg, ${tint('#f8fcfc', rng, 3)}, ${tint('#e4f0f1', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.022, y0: 0.142, x1: 0.222, y1: 0.54 },
    { x0: 0.022, y0: 0.545, x1: 0.222, y1: 0.625 },
    { x0: 0.83, y0: 0.76, x1: 0.972, y1: 0.972 },
  ]);
}

function idcard2021(c: Blind19Case, p: Person, rng: Rng): Page {
  // A 2021 identity card: the given names before the surname, labels beside values, the portrait right, the NIN in a band at the foot, the year first with slashes round a month word.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const plum = tint('#5b2a5e', rng, 8);
  s.svg(`${rings(300, 380, 420, rng, '#dcc7de', 0.12)}${lissajous(W, H, rng, '#e3d3c4', 0.11, 3)}<g opacity="0.05">${arms(380, 200, 330, '#5b2a5e')}</g>`);
  s.box(0, 0, W, 84, `background:linear-gradient(90deg, ${plum}, ${tint('#8a4b7d', rng, 8)})`);
  s.svg(arms(22, 10, 62));
  s.text(96, 12, 'NIGERIA  ·  NATIONAL IDENTITY CARD', { font: 'IPAexGothic', size: 28, weight: 700, color: '#ffffff', spacing: 1 });
  s.text(96, 50, 'National Identity Management Commission', { font: 'Aerial', size: 16, color: '#f0dff0' });
  s.img(920, 104, 248, 310, svgUrl(portrait(p, 248, 310, rng, rng.pick(photoBackgrounds))), 'border-radius:8px');
  s.img(920, 420, 248, 54, svgUrl(signature(248, 54, rng, '#2a1330')));
  const pr = c.printed;
  const style = designDates['idcard-2021'];
  const L: TextStyle = { font: 'IPAexGothic', size: 18, color: '#6a4a6c' };
  const V: TextStyle = { font: 'MigMix 1P', size: 34, weight: 700, color: '#141016' };
  const D: TextStyle = { font: 'Aerial Mono', size: 32, weight: 700, color: '#141016' };
  const x = 30 + jitter(rng, 3);
  const vx = 250;
  s.inline(x, vx, 112, 'Given Names', pr.givenNames, L, crit(V, 640));
  s.inline(x, vx, 176, 'Surname', pr.surname, L, crit(V, 640));
  s.inline(x, vx, 240, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(D, 300)).inline(x + 560, x + 620, 240, 'Sex', pr.sex, L, V);
  s.inline(x, vx, 304, 'Issued', printDate(pr.issueDate ?? '', style), L, { ...D, max: 300 });
  s.inline(x, vx, 368, 'Expires', printDate(pr.expiryDate ?? '', style), L, crit(D, 300));
  s.inline(x, vx, 432, 'Nationality', 'NGA', L, V);
  s.img(x, 500, 96, 80, svgUrl(chip(96, 80)));
  s.box(0, 606, W, 150, `background:${tint('#efe4ef', rng, 4)};border-top:3px solid ${plum}`);
  s.text(30, 618, 'NIN', { font: 'IPAexGothic', size: 18, weight: 700, color: plum, spacing: 3 });
  s.text(30, 646, grouped(pr.nin ?? '', [3, 4, 4]), crit({ font: 'Aerial Mono', size: 58, weight: 700, color: '#1b0f1c', spacing: 4 }, 720));
  s.img(1010, 614, 140, 130, svgUrl(dataMatrix(130, rng, '#1b0f1c')), 'background:#ffffff');
  return page(s, 'idcard-2021', `linear-gradient(180deg, ${tint('#fbf8fb', rng, 3)}, ${tint('#f0e8f0', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.768, y0: 0.137, x1: 0.975, y1: 0.548 },
    { x0: 0.768, y0: 0.555, x1: 0.975, y1: 0.628 },
    { x0: 0.843, y0: 0.81, x1: 0.96, y1: 0.985 },
  ]);
}

function dl2008(c: Blind19Case, p: Person, rng: Rng): Page {
  // A 2008 FRSC licence: the number in red at the top, `SURNAME:` and `OTHER NAMES:` beside their values, the portrait right, a written month first in capitals.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const red = tint('#8e1b1b', rng, 8);
  s.svg(`${guilloche(420, 400, 480, rng, '#e8c6bd', 0.14)}${sunburst(W, H, 900, 60, '#efdcc6', 0.14)}`);
  s.text(30, 14, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Aerial', size: 26, weight: 700, color: '#2b2b2b', spacing: 2 });
  s.text(30, 50, 'NATIONAL DRIVERS LICENCE', { font: 'Tymes', size: 30, weight: 700, color: red, spacing: 2 });
  s.svg(badge(W - 60, 52, 34, '#8e1b1b'));
  const pr = c.printed;
  const style = designDates['dl-2008'];
  const L: TextStyle = { font: 'Aerial', size: 17, weight: 700, color: '#6b3a32' };
  const V: TextStyle = { font: 'Tymes', size: 33, weight: 700, color: '#121010' };
  const D: TextStyle = { font: 'Aerial Mono', size: 30, weight: 700, color: '#121010' };
  s.inline(30, 230, 104, 'LICENCE NO:', pr.documentNumber, L, crit({ ...D, size: 38, color: '#a0161b', spacing: 2 }, 440));
  s.img(930, 112, 236, 296, svgUrl(portrait(p, 236, 296, rng, rng.pick(photoBackgrounds))), 'border:2px solid #ffffff;box-shadow:0 0 0 1px #c9a9a0');
  s.img(930, 416, 236, 54, svgUrl(signature(236, 54, rng)));
  const x = 30 + jitter(rng, 3);
  const vx = 230;
  s.inline(x, vx, 170, 'SURNAME:', pr.surname, L, crit(V, 660));
  s.inline(x, vx, 230, 'OTHER NAMES:', pr.givenNames, L, crit(V, 660));
  s.inline(x, vx, 290, 'BIRTH DATE:', printDate(pr.dateOfBirth, style), L, crit(D, 430)).inline(x + 690, x + 750, 290, 'SEX:', pr.sex, L, V);
  s.inline(x, vx, 350, 'ISSUE DATE:', printDate(pr.issueDate ?? '', style), L, { ...D, max: 430 });
  s.inline(x, vx, 410, 'EXPIRY DATE:', printDate(pr.expiryDate ?? '', style), L, crit(D, 430));
  s.inline(x, vx, 470, 'CLASS:', rng.pick(['B', 'C', 'E']), L, V).inline(x + 330, x + 480, 470, 'BLOOD GROUP:', p.bloodGroup, L, V);
  s.inline(x, vx, 530, 'ADDRESS:', p.address, L, { ...V, size: 22, max: 660 });
  s.img(30, 610, 500, 100, svgUrl(stackedBarcode(500, 100, rng)));
  s.img(990, 560, 170, 160, svgUrl(holoStrip(170, 160, rng)), 'opacity:0.55;border-radius:10px');
  return page(s, 'dl-2008', `linear-gradient(170deg, ${tint('#fdf9f3', rng, 4)}, ${tint('#f4e6dc', rng, 4)})`, 32, 85.6, false, [
    { x0: 0.776, y0: 0.148, x1: 0.974, y1: 0.54 },
    { x0: 0.776, y0: 0.55, x1: 0.974, y1: 0.622 },
    { x0: 0.826, y0: 0.74, x1: 0.97, y1: 0.955 },
  ]);
}

function dl2021(c: Blind19Case, p: Person, rng: Rng): Page {
  // A 2021 FRSC licence on ISO 18013 lines: field numbers in place of words (1. surname, 2. given names, 3. birth, 4a./4b. issue and expiry, 5. number, 8. address, 9. class), the portrait left, the month word first with hyphens.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const blue = tint('#17508a', rng, 8);
  s.svg(`${guilloche(780, 360, 460, rng, '#bcd0ea', 0.14)}${lineScreen(0, 100, W, 520, rng, '#d5e1f0', 0.18, 8)}<g opacity="0.05">${arms(620, 190, 340, '#17508a')}</g>`);
  s.box(0, 0, W, 88, `background:linear-gradient(90deg, ${blue}, ${tint('#3f86c8', rng, 8)})`);
  s.text(30, 12, 'DRIVING LICENCE', { font: 'Ezra SIL', size: 38, weight: 700, color: '#ffffff', spacing: 3 });
  s.text(30, 56, 'NIGERIA · FEDERAL ROAD SAFETY CORPS', { font: 'Meera Inimai', size: 18, color: '#e1ecf8', spacing: 1 });
  s.text(W - 30, 30, 'NG', { font: 'Ezra SIL', size: 40, weight: 700, color: '#ffffff', anchor: 'end' });
  s.img(28, 112, 232, 290, svgUrl(portrait(p, 232, 290, rng, rng.pick(photoBackgrounds))), 'border-radius:8px');
  s.img(28, 410, 232, 54, svgUrl(signature(232, 54, rng, '#0f2440')));
  const pr = c.printed;
  const style = designDates['dl-2021'];
  const L: TextStyle = { font: 'Meera Inimai', size: 20, weight: 700, color: '#3c5d85' };
  const V: TextStyle = { font: 'Lohit Devanagari', size: 34, weight: 700, color: '#0e1520' };
  const D: TextStyle = { font: 'MigMix 2M', size: 32, weight: 700, color: '#0e1520' };
  const x = 290 + jitter(rng, 3);
  const vx = x + 56;
  s.inline(x, vx, 110, '1.', pr.surname, L, crit(V, 800));
  s.inline(x, vx, 172, '2.', pr.givenNames, L, crit(V, 800));
  s.inline(x, vx, 234, '3.', printDate(pr.dateOfBirth, style), L, crit(D, 300)).inline(x + 400, x + 456, 234, '', p.placeOfBirth, L, { ...V, size: 26, max: 400 });
  s.inline(x, vx, 296, '4a.', printDate(pr.issueDate ?? '', style), L, { ...D, max: 300 }).inline(x + 400, x + 456, 296, '4b.', printDate(pr.expiryDate ?? '', style), L, crit(D, 300));
  s.inline(x, vx, 358, '4c.', 'FRSC', L, { ...V, size: 28 }).inline(x + 400, x + 456, 358, '9.', rng.pick(['B', 'C', 'D', 'E']), L, V);
  s.inline(x, vx, 420, '5.', pr.documentNumber, L, crit({ ...D, size: 38, color: '#0b2e5c', spacing: 2 }, 440));
  s.inline(x, vx, 482, '8.', p.address, L, { ...V, size: 22, max: 800 });
  s.img(30, 600, 460, 110, svgUrl(barcode(460, 110, rng)));
  s.img(1000, 570, 160, 150, svgUrl(kinegram(160, 150, rng)));
  return page(s, 'dl-2021', `linear-gradient(176deg, ${tint('#f6f9fd', rng, 3)}, ${tint('#e3ebf5', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.022, y0: 0.146, x1: 0.22, y1: 0.535 },
    { x0: 0.022, y0: 0.54, x1: 0.22, y1: 0.62 },
    { x0: 0.833, y0: 0.75, x1: 0.97, y1: 0.96 },
  ]);
}

function pvc2015(c: Blind19Case, p: Person, rng: Rng): Page {
  // A 2015 voter's card: a band, the VIN under it, the portrait left, labels over values, a written month in capitals with a two-digit year.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#1e6b2c', rng, 8);
  s.svg(`${sunburst(W, H, 1000, 70, '#cfe6d2', 0.15)}${guilloche(800, 420, 420, rng, '#b8dbbf', 0.13)}<g opacity="0.05">${arms(640, 240, 330, '#1e6b2c')}</g>`);
  s.box(0, 0, W, 90, `background:${green}`);
  s.text(30, 10, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'Khmer OS', size: 26, weight: 700, color: '#ffffff' });
  s.text(30, 52, 'PERMANENT VOTER’S CARD · FEDERAL REPUBLIC OF NIGERIA', { font: 'Aerial', size: 17, color: '#dff1e3', spacing: 1 });
  const pr = c.printed;
  const style = designDates['pvc-2015'];
  s.text(30, 104, 'VIN', { font: 'Khmer OS', size: 18, weight: 700, color: green, spacing: 3 });
  s.text(100, 100, grouped(pr.documentNumber, [4, 4, 4, 4, 3]), crit({ font: 'Aerial Mono', size: 40, weight: 700, color: '#0d1a10', spacing: 2 }, 800));
  s.img(28, 170, 232, 290, svgUrl(portrait(p, 232, 290, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(28, 468, 232, 54, svgUrl(signature(232, 54, rng)));
  const L: TextStyle = { font: 'Khmer OS', size: 15, weight: 700, color: '#2f6a3c', spacing: 1 };
  const V: TextStyle = { font: 'Ezra SIL', size: 33, weight: 700, color: '#0f140f' };
  const x = 292 + jitter(rng, 3);
  const gap = 24;
  s.stacked(x, 168, 'SURNAME', pr.surname, L, crit(V, 620), gap);
  s.stacked(x, 244, 'GIVEN NAMES', pr.givenNames, L, crit(V, 620), gap);
  s.stacked(x, 320, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 360), gap).stacked(x + 400, 320, 'GENDER', pr.sex === 'M' ? 'MALE' : 'FEMALE', L, { ...V, size: 28, max: 220 }, gap);
  s.stacked(x, 396, 'OCCUPATION', p.occupation, L, { ...V, size: 24, max: 620 }, gap);
  s.stacked(x, 472, 'DELIMITATION', p.delimitation, L, { font: 'Aerial Mono', size: 26, color: '#0f140f', max: 300 }, gap).stacked(x + 330, 472, 'POLLING UNIT', rng.pick(pollingUnits), L, { ...V, size: 24, max: 290 }, gap);
  s.stacked(x, 548, 'ADDRESS', p.address, L, { ...V, size: 22, max: 620 }, gap);
  s.img(960, 190, 200, 200, svgUrl(qrLike(200, rng, '#0b2a14')));
  s.img(980, 560, 170, 150, svgUrl(holoStrip(170, 150, rng)), 'opacity:0.5;border-radius:10px');
  return page(s, 'pvc-2015', `linear-gradient(180deg, ${tint('#f9fcf8', rng, 3)}, ${tint('#e7f2e8', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.022, y0: 0.222, x1: 0.22, y1: 0.612 },
    { x0: 0.022, y0: 0.616, x1: 0.22, y1: 0.695 },
    { x0: 0.8, y0: 0.25, x1: 0.97, y1: 0.52 },
  ]);
}

function pvc2023(c: Blind19Case, p: Person, rng: Rng): Page {
  // A 2023 voter's card: labels beside values, the portrait right, the VIN in a band at the foot, the year first with a written month.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const brown = tint('#7a3e12', rng, 8);
  s.svg(`${waveBand(W, 0, 110, rng, '#e9c9a8', 0.4)}${rings(420, 360, 420, rng, '#ecd6bf', 0.12)}`);
  s.svg(arms(24, 14, 64));
  s.text(100, 12, 'INEC', { font: 'Klee One', size: 44, weight: 700, color: brown, spacing: 4 });
  s.text(230, 22, 'Voter’s Card · Nigeria', { font: 'Klee One', size: 28, color: brown });
  s.text(100, 66, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'TakaoPGothic', size: 15, color: '#6e4a2d', spacing: 2 });
  s.img(930, 110, 236, 296, svgUrl(portrait(p, 236, 296, rng, rng.pick(photoBackgrounds))), 'border-radius:10px');
  s.img(930, 414, 236, 54, svgUrl(signature(236, 54, rng, '#3a1c06')));
  const pr = c.printed;
  const style = designDates['pvc-2023'];
  const L: TextStyle = { font: 'TakaoPGothic', size: 18, weight: 700, color: '#7a4e2a' };
  const V: TextStyle = { font: 'Scheherazade', size: 38, weight: 700, color: '#17100a' };
  const x = 30 + jitter(rng, 3);
  const vx = 240;
  s.inline(x, vx, 120, 'Surname', pr.surname, L, crit(V, 660));
  s.inline(x, vx, 184, 'First/Other', pr.givenNames, L, crit(V, 660));
  s.inline(x, vx, 248, 'Born', printDate(pr.dateOfBirth, style), L, crit(V, 400)).inline(x + 650, x + 700, 248, 'Sex', pr.sex, L, V);
  s.inline(x, vx, 312, 'State / LGA', `${p.state} / ${p.lga}`, L, { ...V, size: 30, max: 660 });
  s.inline(x, vx, 376, 'Delim.', p.delimitation, L, { font: 'MigMix 2M', size: 28, color: '#17100a', max: 300 });
  s.inline(x, vx, 440, 'Occupation', p.occupation, L, { ...V, size: 28, max: 660 });
  s.img(x, 508, 420, 80, svgUrl(barcode(420, 80, rng)));
  s.box(0, 612, W, 144, `background:linear-gradient(90deg, ${brown}, ${tint('#b5651d', rng, 8)})`);
  s.text(30, 622, 'VOTER IDENTIFICATION NUMBER', { font: 'TakaoPGothic', size: 17, weight: 700, color: '#f7e6d4', spacing: 2 });
  s.text(30, 652, pr.documentNumber, crit({ font: 'MigMix 2M', size: 54, weight: 700, color: '#ffffff', spacing: 3 }, 800));
  s.img(1010, 620, 130, 126, svgUrl(qrLike(126, rng, '#2a1405')), 'background:#ffffff');
  return page(s, 'pvc-2023', `linear-gradient(176deg, ${tint('#fdf9f4', rng, 3)}, ${tint('#f4e9dc', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.776, y0: 0.145, x1: 0.974, y1: 0.538 },
    { x0: 0.776, y0: 0.546, x1: 0.974, y1: 0.62 },
    { x0: 0.843, y0: 0.82, x1: 0.952, y1: 0.986 },
  ]);
}

/** The page of a case (the same page every time: its choices are seeded by the case). */
export function pageOf(c: Blind19Case): Page {
  const p = personOf(c.person);
  const rng = rngOf(seedOf('blind19-page', c.seed));
  switch (c.design) {
    case 'pp-mrp-2007':
      return ppMrp2007(c, p, rng);
    case 'pp-polycarb-2025':
      return ppPolycarb2025(c, p, rng);
    case 'slip-plain-2012':
      return slipPlain2012(c, p, rng);
    case 'slip-mobile-2022':
      return slipMobile2022(c, p, rng);
    case 'idcard-2016':
      return idcard2016(c, p, rng);
    case 'idcard-2021':
      return idcard2021(c, p, rng);
    case 'dl-2008':
      return dl2008(c, p, rng);
    case 'dl-2021':
      return dl2021(c, p, rng);
    case 'pvc-2015':
      return pvc2015(c, p, rng);
    case 'pvc-2023':
      return pvc2023(c, p, rng);
  }
}
