import { crit, firstAndMiddle, grouped, jitter, PageSheet, sheetPage, tint, widthMetrics, type Page, type TextStyle, type Zone } from '../blind-kit/page-helpers.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { arms, chip, kinegram, lissajous, portrait as portraitOf, qrLike, rings, stacked as stackedBarcode, waveBand } from '../documents-blind9/art.js';
import { badge, barcode, chip6, dataMatrix, guilloche, holoStrip, lineScreen, signature, sunburst, svgUrl } from '../documents-blind10/art.js';
import type { Blind20Case, Design } from './cases.js';
import { printDate, type DateStyle } from './dates.js';
import { personOf, type Person } from './people.js';

export type { Page, Zone };

/**
 * The twentieth set's ten designs (two per layout) as HTML pages of fixed pixel size, this set's own
 * reading of public descriptions and photographs of the real documents: a 2007 e-passport data page
 * (the portrait left, a centred title, bilingual labels over their values in two columns, the French
 * month first: 04 AOÛT/AUG 91) and a 2019 enhanced page (the portrait right with a ghost image under
 * it, English labels with their French under them, 04 AOÛT/AUG 1991, the NIN as the personal number);
 * a 2017 enrolment-kiosk NIN slip (a fixed-pitch printout, each label joined to its value by a row of
 * dots, compact year-first figures: 19910804) and the 2020 improved slip (a card-sized panel inside a
 * dashed cut line, the NIN large at its foot, 4th of August 1991); identity cards of 2013 (the
 * portrait left, labels over values, the NIN under the portrait, 04 / AUG / 1991) and 2024 (the
 * portrait right, the NIN boxed at the top left, First Name and Middle Name in cells of their own,
 * labels beside values, 04-August-1991); FRSC licences of 2012 (abbreviated labels: LIC. NO., D.O.B.,
 * ISS., EXP., compact day-first figures: 04081991) and 2024 (labels over values, the number in a band
 * at the top right, 1991AUG04); voter's cards of 2011 (the VIN boxed over the portrait, 4th Aug 1991)
 * and 2019 (labels with colons beside values, the VIN under the band, 04 Aug 91). Positions, colours,
 * label wordings and placements, field orders and date forms differ from the twelfth to nineteenth
 * sets'. Each page says where a thumb or a worn corner may lie without touching a field a reader
 * needs, and where each critical field lies.
 */

/** The ninth set's drawn portrait (ellipses and headwear, no real face), for this set's people. */
const portrait = (p: Person, w: number, h: number, rng: Rng, background: string, grey = false) => portraitOf(p as unknown as Parameters<typeof portraitOf>[0], w, h, rng, background, grey);

/** The fonts each design uses (fonts.ts lists their packages). */
export const designFonts: Record<Design, string[]> = {
  'pp-epass-2007': ['LexiGulim', 'KaTeX_Main', 'IPAMincho', 'Lemonada', 'OCR B'],
  'pp-enhanced-2019': ['Harmattan', 'IPAPMincho', 'MotoyaLMaru', 'Uroob', 'OCR B'],
  'slip-kiosk-2017': ['IPAMincho', 'KaTeX_SansSerif', 'Lateef'],
  'slip-improved-2020': ['Harmattan', 'Gargi', 'MotoyaLMaru', 'Lemonada', 'Chilanka'],
  'idcard-2013': ['Uroob', 'LexiGulim', 'KaTeX_Main', 'MotoyaLMaru'],
  'idcard-2024': ['Lemonada', 'Lateef', 'KaTeX_SansSerif', 'IPAMincho'],
  'dl-2012': ['KaTeX_Main', 'Gargi', 'IPAPMincho', 'IPAMincho'],
  'dl-2024': ['Uroob', 'Harmattan', 'LexiGulim', 'MotoyaLMaru'],
  'pvc-2011': ['Lateef', 'KaTeX_SansSerif', 'Gargi', 'IPAMincho'],
  'pvc-2019': ['Lemonada', 'LexiGulim', 'IPAPMincho', 'MotoyaLMaru'],
};

/** The date form each design prints. */
export const designDates: Record<Design, DateStyle> = {
  'pp-epass-2007': 'dd MMMfr/MMM yy',
  'pp-enhanced-2019': 'dd MMMfr/MMM yyyy',
  'slip-kiosk-2017': 'yyyymmdd',
  'slip-improved-2020': 'do of Mmmm yyyy',
  'idcard-2013': 'dd / MMM / yyyy',
  'idcard-2024': 'dd-Mmmm-yyyy',
  'dl-2012': 'ddmmyyyy',
  'dl-2024': 'yyyyMMMdd',
  'pvc-2011': 'do Mmm yyyy',
  'pvc-2019': 'dd Mmm yy',
};

/**
 * A generous average advance (em) of each family for capitals and figures at the weights the pages
 * use (measured in Chromium on this set's names, numbers and dates at 700, plus about 15 %): a text
 * fitted with it never overflows its width (check.ts measures the rendered widths against their room).
 */
const ADVANCE: Record<string, number> = {
  IPAPMincho: 0.78,
  IPAMincho: 0.58,
  KaTeX_Main: 0.84,
  KaTeX_SansSerif: 0.75,
  LexiGulim: 0.72,
  Harmattan: 0.57,
  Lateef: 0.53,
  Gargi: 0.71,
  Lemonada: 0.81,
  Uroob: 0.45,
  Chilanka: 0.68,
  MotoyaLMaru: 0.58,
  'OCR B': 0.78,
};

/** How this set sizes a text: its families' advances (eval/blind-kit/page-helpers.ts). */
const METRICS = widthMetrics(ADVANCE, 0.95);

/** A page of this set (eval/blind-kit/page-helpers.ts): texts fitted with its families' advances. */
class Sheet extends PageSheet {
  constructor(w: number, h: number) {
    super(w, h, { metrics: METRICS, figures: 'lining' });
  }
  /** A label, a row of dots from its end to `vx` less a gap, and the value at `vx`: a kiosk printer's leaders. */
  leader(x: number, vx: number, y: number, label: string, value: string, l: TextStyle, v: TextStyle, drop: number): this {
    // The label's capitals take about 0.7 em each and a dot about 0.3 em: the row of dots stops short of the value.
    const dots = Math.max(3, Math.floor((vx - x - 24 - (label.length + 1) * 0.7 * l.size) / (l.size * 0.3)));
    this.text(x, y + drop, `${label} ${'.'.repeat(dots)}`, l);
    return this.text(vx, y, value, v);
  }
}

const photoBackgrounds = ['#e4e9ef', '#efe8dc', '#dfe9e2', '#ebe3df', '#e1eadf', '#f1ece2'];
const CARD = { W: 1198, H: 756 };
const PASS = { W: 1500, H: 1056 };
const authorities = ['NIS ABAKALIKI', 'NIS AKURE', 'NIS UYO', 'NIS MAIDUGURI', 'NIS MINNA', 'NIS PORT HARCOURT', 'NIS IKOYI', 'NIS ABUJA'];
const pollingUnits = ['PRY SCH. I', 'VILLAGE SQUARE', 'MARKET SHED', 'OPEN SPACE II', 'HEALTH POST', 'CHURCH COMPOUND'];

const page = (s: Sheet, design: Design, background: string, radius: number, widthMm: number, paper: boolean, quietZones: Zone[]): Page => sheetPage(s, designFonts[design], background, radius, widthMm, paper, quietZones);

/** A quiet zone over a box (page px) of a W × H page. */
const zone = (W: number, H: number, x: number, y: number, w: number, h: number): Zone => ({ x0: x / W, y0: y / H, x1: (x + w) / W, y1: (y + h) / H });

/** The MRZ band of a passport page: two OCR B lines (`spacing`: the printer's pitch). */
function mrzLines(s: Sheet, c: Blind20Case, y: number, x: number, size: number, spacing: number, gap: number): void {
  const mrz = c.mrz ?? ['', ''];
  s.text(x, y, mrz[0], { font: 'OCR B', size, color: '#141414', spacing, critical: true, max: 1410 });
  s.text(x, y + gap, mrz[1], { font: 'OCR B', size, color: '#141414', spacing, critical: true, max: 1410 });
}

function ppEpass2007(c: Blind20Case, p: Person, rng: Rng): Page {
  // A 2007 e-passport's data page: a centred title, the portrait left with the signature under it, bilingual labels over their values in two columns, the French month first.
  const { W, H } = PASS;
  const s = new Sheet(W, H);
  const olive = tint('#4d5d23', rng, 8);
  s.svg(`${guilloche(1050, 460, 520, rng, '#d4dcb8', 0.13)}${lissajous(W, 780, rng, '#e0d3b4', 0.11, 4)}<g opacity="0.05">${arms(760, 200, 360, '#4d5d23')}</g>${lineScreen(0, 780, W, 40, rng, '#d8dcc4', 0.3, 6)}`);
  s.svg(arms(W / 2 - 330, 14, 56));
  s.text(W / 2 + 30, 14, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Lemonada', size: 28, weight: 700, color: olive, anchor: 'middle', spacing: 2 });
  s.text(W / 2 + 30, 68, 'PASSPORT · PASSEPORT', { font: 'LexiGulim', size: 16, weight: 700, color: '#6b7444', anchor: 'middle', spacing: 5 });
  s.img(36, 110, 300, 380, svgUrl(portrait(p, 300, 380, rng, rng.pick(photoBackgrounds))), 'border-radius:3px');
  s.img(36, 502, 300, 66, svgUrl(signature(300, 66, rng, '#1d2a55')));
  s.img(60, 590, 150, 150, svgUrl(holoStrip(150, 150, rng)), 'opacity:0.5;border-radius:75px');
  const L: TextStyle = { font: 'LexiGulim', size: 15, color: '#5c6636' };
  const V: TextStyle = { font: 'KaTeX_Main', size: 36, weight: 700, color: '#121212' };
  const D: TextStyle = { font: 'IPAMincho', size: 34, weight: 700, color: '#121212' };
  const style = designDates['pp-epass-2007'];
  const pr = c.printed;
  const x = 380 + jitter(rng, 3);
  const x2 = 900;
  const gap = 20;
  const r = (k: number) => 104 + k * 94;
  s.stacked(x, r(0), 'Type / Type', 'P', L, V, gap).stacked(x + 150, r(0), 'Code / Code', 'NGA', L, V, gap).stacked(x2, r(0), 'Passport No. / N° du passeport', pr.documentNumber, L, crit({ ...D, size: 38, color: '#7a1a12', spacing: 2 }, 420), gap);
  s.stacked(x, r(1), 'Surname / Nom', pr.surname, L, crit(V, 1000), gap);
  s.stacked(x, r(2), 'Given Names / Prénoms', pr.givenNames, L, crit(V, 1000), gap);
  s.stacked(x, r(3), 'Nationality / Nationalité', 'NIGERIAN', L, { ...V, size: 30 }, gap).stacked(x2, r(3), 'Date of Birth / Date de naissance', printDate(pr.dateOfBirth, style), L, crit(D, 440), gap);
  s.stacked(x, r(4), 'Sex / Sexe', pr.sex, L, V, gap).stacked(x + 150, r(4), 'Place of Birth / Lieu de naissance', p.placeOfBirth, L, { ...V, size: 30, max: 360 }, gap).stacked(x2, r(4), 'Authority / Autorité', rng.pick(authorities), L, { ...V, size: 26, max: 440 }, gap);
  s.stacked(x, r(5), 'Date of Issue / Date de délivrance', printDate(pr.issueDate ?? '', style), L, { ...D, max: 440 }, gap).stacked(x2, r(5), 'Date of Expiry / Date d’expiration', printDate(pr.expiryDate ?? '', style), L, crit(D, 440), gap);
  s.box(0, 800, W, H - 800, 'background:rgba(255,255,250,0.72)');
  mrzLines(s, c, 832, 56, 42, 0.5, 98);
  return page(s, 'pp-epass-2007', `linear-gradient(172deg, ${tint('#f5f3e2', rng, 5)}, ${tint('#ecefdc', rng, 5)})`, 6, 125, true, [zone(W, H, 30, 104, 312, 392), zone(W, H, 30, 498, 312, 74), zone(W, H, 56, 586, 158, 158)]);
}

function ppEnhanced2019(c: Blind20Case, p: Person, rng: Rng): Page {
  // A 2019 enhanced e-passport page: the portrait right with a ghost image under it, English labels with their French under them over the values, the French month first with four-digit years, the NIN as the personal number.
  const { W, H } = PASS;
  const s = new Sheet(W, H);
  const teal = tint('#1f5560', rng, 8);
  s.svg(`${rings(360, 420, 640, rng, '#c6dade', 0.12)}${sunburst(W, 0, 1100, 72, '#d3e2e4', 0.12)}${waveBand(W, 620, 790, rng, '#bdd5d8', 0.24)}`);
  s.box(0, 0, W, 86, `background:linear-gradient(90deg, ${teal}, ${tint('#3b8391', rng, 8)})`);
  s.svg(arms(30, 10, 66));
  s.text(112, 12, 'FEDERAL REPUBLIC OF NIGERIA  ·  RÉPUBLIQUE FÉDÉRALE DU NIGÉRIA', { font: 'Uroob', size: 30, weight: 700, color: '#ffffff', spacing: 1 });
  s.text(112, 52, 'PASSPORT  ·  PASSEPORT', { font: 'Harmattan', size: 20, color: '#dceef0', spacing: 4 });
  s.img(1150, 110, 314, 396, svgUrl(portrait(p, 314, 396, rng, '#ececec', true)), 'border-radius:6px');
  s.img(1190, 516, 230, 140, svgUrl(portrait(p, 230, 140, rng, '#f3f3f1', true)), 'opacity:0.22');
  s.img(1160, 668, 290, 60, svgUrl(signature(290, 60, rng, '#1c2b33')));
  const L: TextStyle = { font: 'Harmattan', size: 19, weight: 700, color: '#3c6a72' };
  const V: TextStyle = { font: 'IPAPMincho', size: 36, weight: 700, color: '#15191a' };
  const D: TextStyle = { font: 'IPAPMincho', size: 33, weight: 700, color: '#15191a' };
  const N: TextStyle = { font: 'MotoyaLMaru', size: 36, weight: 700, color: '#15191a', spacing: 2 };
  const style = designDates['pp-enhanced-2019'];
  const pr = c.printed;
  const x = 44 + jitter(rng, 3);
  const col = (k: number) => x + k * 370;
  const r = (k: number) => 104 + k * 112;
  s.bilingual(col(0), r(0), 'Passport No.', 'N° du passeport', pr.documentNumber, L, crit({ ...N, color: '#113c44' }, 340)).bilingual(col(1), r(0), 'Type', 'Type', 'P', L, V).bilingual(col(1) + 130, r(0), 'Country Code', 'Code du pays', 'NGA', L, V);
  s.bilingual(col(0), r(1), 'Surname', 'Nom', pr.surname, L, crit(V, 1060));
  s.bilingual(col(0), r(2), 'Given Names', 'Prénoms', pr.givenNames, L, crit(V, 1060));
  s.bilingual(col(0), r(3), 'Date of Birth', 'Date de naissance', printDate(pr.dateOfBirth, style), L, crit(D, 340)).bilingual(col(1), r(3), 'Sex', 'Sexe', pr.sex, L, V).bilingual(col(1) + 130, r(3), 'Nationality', 'Nationalité', 'NIGERIAN', L, { ...V, size: 28, max: 420 });
  s.bilingual(col(0), r(4), 'Personal No.', 'N° personnel', pr.nin ?? '', L, { ...N, size: 32, max: 340 }).bilingual(col(1), r(4), 'Place of Birth', 'Lieu de naissance', p.placeOfBirth, L, { ...V, size: 28, max: 330 }).bilingual(col(2) - 20, r(4), 'Authority', 'Autorité', rng.pick(authorities), L, { ...V, size: 24, max: 340 });
  s.bilingual(col(0), r(5), 'Date of Issue', 'Date de délivrance', printDate(pr.issueDate ?? '', style), L, { ...D, max: 340 }).bilingual(col(1), r(5), 'Date of Expiry', 'Date d’expiration', printDate(pr.expiryDate ?? '', style), L, crit(D, 340));
  s.img(780, 690, 150, 110, svgUrl(kinegram(150, 110, rng)));
  mrzLines(s, c, 850, 62, 41, 1, 96);
  return page(s, 'pp-enhanced-2019', `linear-gradient(165deg, ${tint('#f0f5f6', rng, 5)}, ${tint('#e8eeee', rng, 5)})`, 18, 125, false, [zone(W, H, 1144, 104, 326, 408), zone(W, H, 1184, 512, 242, 148), zone(W, H, 1154, 664, 302, 70)]);
}

function slipKiosk2017(c: Blind20Case, p: Person, rng: Rng): Page {
  // A 2017 enrolment-kiosk NIN slip: a typewriter printout on plain paper, each label joined to its value by a row of dots, the photo top right, compact year-first figures.
  const W = 1400;
  const H = 900;
  const s = new Sheet(W, H);
  const ink = tint('#2a2a2a', rng, 6);
  s.svg(`<g opacity="0.04">${arms(500, 200, 420, '#222222')}</g>${lineScreen(0, 0, W, H, rng, '#e2e2e2', 0.12, 12)}`);
  s.svg(arms(36, 30, 62, '#333333'));
  s.text(116, 28, 'NATIONAL IDENTITY MANAGEMENT COMMISSION', { font: 'Lateef', size: 40, weight: 700, color: ink });
  s.text(116, 80, 'ENROLMENT ACKNOWLEDGEMENT - NIN SLIP', { font: 'KaTeX_SansSerif', size: 19, color: '#444444', spacing: 2 });
  s.box(36, 122, W - 72, 2, 'background:#555555');
  s.img(1118, 150, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds), true)), 'border:1px solid #777777');
  const pr = c.printed;
  const style = designDates['slip-kiosk-2017'];
  const L: TextStyle = { font: 'KaTeX_SansSerif', size: 22, color: '#3a3a3a' };
  const V: TextStyle = { font: 'IPAMincho', size: 38, weight: 700, color: '#101010' };
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const x = 46 + jitter(rng, 3);
  const vx = 440;
  const rows: [string, string, TextStyle][] = [
    ['NIN', pr.nin ?? '', crit({ ...V, size: 44, spacing: 3 }, 620)],
    ['SURNAME', pr.surname, crit(V, 620)],
    ['FIRST NAME', first, crit(V, 620)],
    ['MIDDLE NAME', middle || '-', crit(V, 620)],
    ['DATE OF BIRTH', printDate(pr.dateOfBirth, style), crit(V, 400)],
    ['SEX', pr.sex === 'M' ? 'MALE' : 'FEMALE', V],
    ['STATE OF ORIGIN', p.state, { ...V, size: 30, max: 620 }],
    ['DATE OF ENROLMENT', printDate(pr.issueDate ?? '', style), { ...V, size: 30, max: 400 }],
  ];
  const y0 = 150 + jitter(rng, 3);
  rows.forEach(([label, value, st], i) => s.leader(x, vx, y0 + i * 62, label, value, L, st, 10));
  s.text(x, y0 + 8 * 62 + 8, `TRACKING ID ${Array.from({ length: 15 }, () => rng.pick('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''))).join('')}`, { font: 'IPAMincho', size: 22, color: '#333333' });
  s.img(1138, 640, 200, 200, svgUrl(qrLike(200, rng, '#151515')));
  s.text(x, H - 56, 'Keep this slip. It is not an identity card. Verify the NIN at any NIMC office.', { font: 'KaTeX_SansSerif', size: 18, color: '#555555' });
  return page(s, 'slip-kiosk-2017', tint('#fbfbf8', rng, 2), 0, 210, true, [zone(W, H, 1112, 144, 252, 312), zone(W, H, 1132, 634, 212, 212)]);
}

function slipImproved2020(c: Blind20Case, p: Person, rng: Rng): Page {
  // The 2020 improved NIN slip: a card-sized panel inside a dashed cut line on a sheet, the holder's details beside the photo, the NIN large at the panel's foot, a QR code, an officer's hand-written note on the sheet.
  const W = 1400;
  const H = 880;
  const s = new Sheet(W, H);
  const green = tint('#1a6b3a', rng, 6);
  const pr = c.printed;
  const style = designDates['slip-improved-2020'];
  s.text(40, 24, 'Print, cut along the dashed line and keep in a safe place.', { font: 'Harmattan', size: 22, color: '#555555' });
  s.box(36, 70, 1130, 700, 'border:3px dashed #8a8a8a;border-radius:4px');
  s.box(54, 88, 1094, 664, `background:linear-gradient(170deg, ${tint('#f3faf5', rng, 3)}, ${tint('#e2f0e6', rng, 4)});border-radius:24px`);
  s.svg(`${guilloche(640, 400, 360, rng, '#bfdcc8', 0.14)}<g opacity="0.05">${arms(480, 220, 320, '#1a6b3a')}</g>`);
  s.svg(arms(76, 104, 64));
  s.text(158, 100, 'Federal Republic of Nigeria', { font: 'Lemonada', size: 28, weight: 700, color: green });
  s.text(158, 146, 'NATIONAL IDENTIFICATION NUMBER SLIP (NINS)', { font: 'Harmattan', size: 21, weight: 700, color: '#2f5a3e', spacing: 1 });
  s.img(80, 200, 226, 284, svgUrl(portrait(p, 226, 284, rng, rng.pick(photoBackgrounds))), 'border-radius:10px');
  const L: TextStyle = { font: 'Harmattan', size: 20, weight: 700, color: '#3e6b4e', spacing: 1 };
  const V: TextStyle = { font: 'Gargi', size: 36, weight: 700, color: '#0f1a12' };
  const x = 340 + jitter(rng, 3);
  const gap = 26;
  s.stacked(x, 200, 'SURNAME/NOM', pr.surname, L, crit(V, 560), gap);
  s.stacked(x, 284, 'GIVEN NAMES/PRÉNOMS', pr.givenNames, L, crit(V, 560), gap);
  s.stacked(x, 368, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 560), gap);
  s.stacked(x, 452, 'SEX/SEXE', pr.sex, L, V, gap).stacked(x + 200, 452, 'ISSUE DATE', printDate(pr.issueDate ?? '', style), L, { ...V, size: 28, max: 360 }, gap);
  s.img(920, 200, 210, 210, svgUrl(qrLike(210, rng, '#0b2614')), 'background:#ffffff');
  s.box(80, 560, 1040, 170, `background:rgba(255,255,255,0.7);border-top:3px solid ${green}`);
  s.text(100, 572, 'National Identification Number', { font: 'Harmattan', size: 22, weight: 700, color: green });
  s.text(100, 610, grouped(pr.nin ?? '', [4, 3, 4]), crit({ font: 'MotoyaLMaru', size: 72, weight: 700, color: '#0c1a10', spacing: 8 }, 1000));
  s.text(1192, 110, 'seen and', { font: 'Chilanka', size: 28, color: '#1d3c9a' });
  s.text(1192, 146, 'verified for', { font: 'Chilanka', size: 28, color: '#1d3c9a' });
  s.text(1192, 182, 'the holder', { font: 'Chilanka', size: 28, color: '#1d3c9a' });
  s.img(1196, 226, 170, 60, svgUrl(signature(170, 60, rng, '#1d3c9a')));
  return page(s, 'slip-improved-2020', tint('#ffffff', rng, 2), 0, 210, true, [zone(W, H, 74, 194, 238, 296), zone(W, H, 914, 194, 222, 222), zone(W, H, 1186, 100, 200, 196)]);
}

function idcard2013(c: Blind20Case, p: Person, rng: Rng): Page {
  // A 2013 multipurpose identity card: a maroon band, the portrait left with the NIN under it, labels over values, spaced slashes round a month word.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const maroon = tint('#6e1f2a', rng, 8);
  s.svg(`${guilloche(800, 430, 440, rng, '#e2c4c8', 0.14)}${lissajous(W, H, rng, '#e9d9c3', 0.1, 3)}<g opacity="0.05">${arms(620, 220, 320, '#6e1f2a')}</g>`);
  s.box(0, 0, W, 80, `background:linear-gradient(90deg, ${maroon}, ${tint('#a23a48', rng, 8)})`);
  s.svg(arms(22, 8, 64));
  s.text(100, 8, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Uroob', size: 36, weight: 700, color: '#ffffff', spacing: 2 });
  s.text(100, 48, 'NATIONAL IDENTITY CARD', { font: 'LexiGulim', size: 18, weight: 700, color: '#f6dfe2', spacing: 4 });
  s.img(26, 100, 232, 292, svgUrl(portrait(p, 232, 292, rng, rng.pick(photoBackgrounds))), 'border-radius:6px');
  s.img(26, 398, 232, 52, svgUrl(signature(232, 52, rng)));
  const pr = c.printed;
  const style = designDates['idcard-2013'];
  s.text(26, 470, 'NIN', { font: 'LexiGulim', size: 16, weight: 700, color: maroon, spacing: 3 });
  s.text(26, 492, pr.nin ?? '', crit({ font: 'MotoyaLMaru', size: 38, weight: 700, color: '#1a0c0e', spacing: 1 }, 520));
  const L: TextStyle = { font: 'LexiGulim', size: 16, weight: 700, color: '#7a4850', spacing: 1 };
  const V: TextStyle = { font: 'KaTeX_Main', size: 36, weight: 700, color: '#140f10' };
  const x = 292 + jitter(rng, 3);
  const gap = 22;
  s.stacked(x, 100, 'SURNAME', pr.surname, L, crit(V, 870), gap);
  s.stacked(x, 176, 'GIVEN NAMES', pr.givenNames, L, crit(V, 870), gap);
  s.stacked(x, 252, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 420), gap).stacked(x + 460, 252, 'SEX', pr.sex, L, V, gap).stacked(x + 570, 252, 'HEIGHT', `${p.height} m`, L, { ...V, max: 280 }, gap);
  s.stacked(x, 328, 'ISSUED', printDate(pr.issueDate ?? '', style), L, { ...V, max: 420 }, gap).stacked(x + 460, 328, 'EXPIRES', printDate(pr.expiryDate ?? '', style), L, crit(V, 420), gap);
  s.stacked(x, 404, 'ADDRESS', p.address, L, { ...V, size: 24, max: 870 }, gap);
  s.img(600, 560, 100, 84, svgUrl(chip6(100, 84)));
  s.img(1000, 560, 170, 170, svgUrl(kinegram(170, 170, rng)));
  return page(s, 'idcard-2013', `linear-gradient(176deg, ${tint('#fcf8f8', rng, 3)}, ${tint('#f1e4e6', rng, 4)})`, 34, 85.6, false, [zone(W, H, 20, 94, 244, 304), zone(W, H, 20, 396, 244, 58), zone(W, H, 994, 554, 182, 182)]);
}

function idcard2024(c: Blind20Case, p: Person, rng: Rng): Page {
  // A 2024 identity card: the NIN boxed at the top left, the portrait right, First Name and Middle Name in cells of their own, labels beside values, a title-case month written out between hyphens.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const navy = tint('#223a6b', rng, 8);
  s.svg(`${rings(420, 420, 460, rng, '#c9d3ea', 0.12)}${waveBand(W, 620, H, rng, '#c3cfe6', 0.3)}<g opacity="0.05">${arms(420, 230, 320, '#223a6b')}</g>`);
  s.svg(arms(24, 16, 58));
  s.text(94, 14, 'NIGERIA', { font: 'Lemonada', size: 34, weight: 700, color: navy, spacing: 4 });
  s.text(94, 66, 'National Identity Card · Carte nationale d’identité', { font: 'Lateef', size: 22, color: '#4a5d86' });
  const pr = c.printed;
  const style = designDates['idcard-2024'];
  s.box(760, 16, 412, 80, `border:2px solid ${navy};border-radius:10px;background:rgba(255,255,255,0.85)`);
  s.text(774, 18, 'NIN', { font: 'Lateef', size: 22, weight: 700, color: navy });
  s.text(820, 30, grouped(pr.nin ?? '', [4, 4, 3]), crit({ font: 'IPAMincho', size: 44, weight: 700, color: '#0d1426', spacing: 1 }, 290));
  s.img(940, 110, 232, 292, svgUrl(portrait(p, 232, 292, rng, rng.pick(photoBackgrounds))), 'border-radius:8px');
  s.img(940, 408, 232, 52, svgUrl(signature(232, 52, rng, '#101c3a')));
  const L: TextStyle = { font: 'Lateef', size: 25, weight: 700, color: '#51648e' };
  const V: TextStyle = { font: 'KaTeX_SansSerif', size: 36, weight: 700, color: '#0e1322' };
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const x = 30 + jitter(rng, 3);
  const vx = 230;
  s.inline(x, vx, 120, 'Surname', pr.surname, L, crit(V, 680));
  s.inline(x, vx, 184, 'First Name', first, L, crit(V, 680));
  s.inline(x, vx, 248, 'Middle Name', middle || '-', L, crit(V, 680));
  s.inline(x, vx, 312, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(V, 400)).inline(x + 640, x + 690, 312, 'Sex', pr.sex, L, V);
  s.inline(x, vx, 376, 'Issue Date', printDate(pr.issueDate ?? '', style), L, { ...V, max: 400 });
  s.inline(x, vx, 440, 'Expiry Date', printDate(pr.expiryDate ?? '', style), L, crit(V, 400));
  s.img(x, 520, 96, 80, svgUrl(chip(96, 80)));
  s.img(1020, 570, 150, 150, svgUrl(dataMatrix(150, rng, '#0d1426')), 'background:#ffffff');
  return page(s, 'idcard-2024', `linear-gradient(178deg, ${tint('#f7f9fd', rng, 3)}, ${tint('#e5eaf5', rng, 4)})`, 34, 85.6, false, [zone(W, H, 934, 104, 244, 304), zone(W, H, 934, 404, 244, 60), zone(W, H, 1014, 564, 162, 162)]);
}

function dl2012(c: Blind20Case, p: Person, rng: Rng): Page {
  // A 2012 FRSC licence: abbreviated labels beside their values (LIC. NO., D.O.B., ISS., EXP.), the portrait left, compact day-first figures.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const brown = tint('#7b4a12', rng, 8);
  s.svg(`${sunburst(0, H, 1000, 64, '#f0ddbf', 0.15)}${guilloche(800, 380, 420, rng, '#e6cfae', 0.14)}`);
  s.text(30, 12, 'NATIONAL DRIVERS LICENSE', { font: 'KaTeX_Main', size: 36, weight: 700, color: brown, spacing: 1 });
  s.text(30, 58, 'FEDERAL ROAD SAFETY COMMISSION - NIGERIA', { font: 'Gargi', size: 18, color: '#6f5634', spacing: 1 });
  s.svg(badge(W - 64, 54, 38, '#7b4a12'));
  s.img(28, 112, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border:2px solid #ffffff;box-shadow:0 0 0 1px #c2a27a');
  s.img(28, 410, 230, 54, svgUrl(signature(230, 54, rng)));
  const pr = c.printed;
  const style = designDates['dl-2012'];
  const L: TextStyle = { font: 'Gargi', size: 20, weight: 700, color: '#7a5a34' };
  const V: TextStyle = { font: 'IPAPMincho', size: 34, weight: 700, color: '#15100a' };
  const D: TextStyle = { font: 'IPAMincho', size: 36, weight: 700, color: '#15100a', spacing: 1 };
  const x = 290 + jitter(rng, 3);
  const vx = x + 170;
  s.inline(x, vx, 112, 'LIC. NO.', pr.documentNumber, L, crit({ ...D, size: 38, color: '#1b3f8a' }, 440));
  s.inline(x, vx, 174, 'SURNAME', pr.surname, L, crit(V, 700));
  s.inline(x, vx, 236, 'OTHER NAMES', pr.givenNames, L, crit(V, 700));
  s.inline(x, vx, 298, 'D.O.B.', printDate(pr.dateOfBirth, style), L, crit(D, 260)).inline(x + 470, x + 560, 298, 'SEX', pr.sex, L, V);
  s.inline(x, vx, 360, 'ISS.', printDate(pr.issueDate ?? '', style), L, { ...D, max: 260 }).inline(x + 470, x + 560, 360, 'EXP.', printDate(pr.expiryDate ?? '', style), L, crit(D, 260));
  s.inline(x, vx, 422, 'CLASS', rng.pick(['B', 'C', 'E']), L, V).inline(x + 470, x + 560, 422, 'B/G', p.bloodGroup, L, V);
  s.inline(x, vx, 484, 'ADDRESS', p.address, L, { ...V, size: 22, max: 700 });
  s.img(30, 600, 520, 110, svgUrl(stackedBarcode(520, 110, rng)));
  s.img(1000, 560, 170, 160, svgUrl(holoStrip(170, 160, rng)), 'opacity:0.55;border-radius:10px');
  return page(s, 'dl-2012', `linear-gradient(172deg, ${tint('#fdf8ef', rng, 4)}, ${tint('#f3e5cf', rng, 4)})`, 32, 85.6, false, [zone(W, H, 22, 106, 242, 302), zone(W, H, 22, 406, 242, 62), zone(W, H, 994, 554, 182, 172)]);
}

function dl2024(c: Blind20Case, p: Person, rng: Rng): Page {
  // A 2024 licence: a green band, the number in its own band at the top right, labels over values, the portrait right, the year, a month word and the day run together.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#176b4a', rng, 8);
  s.svg(`${guilloche(380, 420, 460, rng, '#bfe0d0', 0.14)}${lineScreen(0, 110, W, 500, rng, '#d2e8dc', 0.18, 9)}<g opacity="0.05">${arms(420, 220, 320, '#176b4a')}</g>`);
  s.box(0, 0, W, 96, `background:linear-gradient(90deg, ${green}, ${tint('#2f9b6d', rng, 8)})`);
  s.text(30, 8, "DRIVER'S LICENCE", { font: 'Uroob', size: 46, weight: 700, color: '#ffffff', spacing: 3 });
  s.text(30, 62, 'Federal Road Safety Corps · Nigeria', { font: 'Harmattan', size: 20, color: '#dcf1e6' });
  const pr = c.printed;
  const style = designDates['dl-2024'];
  s.box(640, 14, 530, 70, 'background:rgba(255,255,255,0.9);border-radius:8px');
  s.text(656, 16, 'Licence Number', { font: 'Harmattan', size: 18, weight: 700, color: green });
  s.text(656, 38, pr.documentNumber, crit({ font: 'MotoyaLMaru', size: 38, weight: 700, color: '#0c2a1c', spacing: 2 }, 500));
  s.img(936, 118, 236, 296, svgUrl(portrait(p, 236, 296, rng, rng.pick(photoBackgrounds))), 'border-radius:8px');
  s.img(936, 420, 236, 54, svgUrl(signature(236, 54, rng, '#0c2a1c')));
  const L: TextStyle = { font: 'Harmattan', size: 19, weight: 700, color: '#3f7a5f' };
  const V: TextStyle = { font: 'LexiGulim', size: 34, weight: 700, color: '#0e1612' };
  const D: TextStyle = { font: 'MotoyaLMaru', size: 34, weight: 700, color: '#0e1612' };
  const x = 30 + jitter(rng, 3);
  const gap = 26;
  s.stacked(x, 112, 'Last Name', pr.surname, L, crit(V, 860), gap);
  s.stacked(x, 192, 'Other Names', pr.givenNames, L, crit(V, 860), gap);
  s.stacked(x, 272, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(D, 300), gap).stacked(x + 330, 272, 'Sex', pr.sex, L, V, gap).stacked(x + 430, 272, 'Blood Grp', p.bloodGroup, L, V, gap).stacked(x + 600, 272, 'Category', rng.pick(['B', 'C', 'D', 'E']), L, V, gap);
  s.stacked(x, 352, 'Date Issued', printDate(pr.issueDate ?? '', style), L, { ...D, max: 300 }, gap).stacked(x + 330, 352, 'Valid Until', printDate(pr.expiryDate ?? '', style), L, crit(D, 300), gap);
  s.stacked(x, 432, 'Address', p.address, L, { ...V, size: 22, max: 860 }, gap);
  s.img(30, 590, 460, 110, svgUrl(barcode(460, 110, rng)));
  s.img(1000, 560, 170, 170, svgUrl(kinegram(170, 170, rng)));
  return page(s, 'dl-2024', `linear-gradient(176deg, ${tint('#f5fbf7', rng, 3)}, ${tint('#e2f0e8', rng, 4)})`, 34, 85.6, false, [zone(W, H, 930, 112, 248, 308), zone(W, H, 930, 416, 248, 62), zone(W, H, 994, 554, 182, 182)]);
}

function pvc2011(c: Blind20Case, p: Person, rng: Rng): Page {
  // A 2011 voter's card: the VIN boxed over the portrait at the left, labels over values, an ordinal day before a title-case month.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#2d6a1f', rng, 8);
  s.svg(`${sunburst(W, 0, 1000, 64, '#d5ead0', 0.15)}${guilloche(760, 440, 420, rng, '#c3e0bc', 0.13)}<g opacity="0.05">${arms(660, 250, 320, '#2d6a1f')}</g>`);
  s.svg(arms(24, 12, 62));
  s.text(98, 6, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'Lateef', size: 38, weight: 700, color: green });
  s.text(98, 54, 'PERMANENT VOTER CARD - FEDERAL REPUBLIC OF NIGERIA', { font: 'KaTeX_SansSerif', size: 18, color: '#4f6e47', spacing: 1 });
  const pr = c.printed;
  const style = designDates['pvc-2011'];
  s.box(24, 98, 700, 66, `border:2px solid ${green};border-radius:6px;background:rgba(255,255,255,0.85)`);
  s.text(38, 104, 'VIN', { font: 'KaTeX_SansSerif', size: 16, weight: 700, color: green, spacing: 2 });
  s.text(96, 110, pr.documentNumber, crit({ font: 'IPAMincho', size: 40, weight: 700, color: '#0d170a', spacing: 1 }, 610));
  s.img(26, 186, 226, 284, svgUrl(portrait(p, 226, 284, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(26, 476, 226, 52, svgUrl(signature(226, 52, rng)));
  const L: TextStyle = { font: 'KaTeX_SansSerif', size: 16, weight: 700, color: '#46703a', spacing: 1 };
  const V: TextStyle = { font: 'Gargi', size: 34, weight: 700, color: '#10160e' };
  const x = 286 + jitter(rng, 3);
  const gap = 22;
  s.stacked(x, 184, 'SURNAME', pr.surname, L, crit(V, 620), gap);
  s.stacked(x, 258, 'OTHER NAMES', pr.givenNames, L, crit(V, 620), gap);
  s.stacked(x, 332, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 360), gap).stacked(x + 400, 332, 'SEX', pr.sex === 'M' ? 'MALE' : 'FEMALE', L, { ...V, size: 28, max: 220 }, gap);
  s.stacked(x, 406, 'OCCUPATION', p.occupation, L, { ...V, size: 24, max: 620 }, gap);
  s.stacked(x, 480, 'DELIM', p.delimitation, L, { font: 'IPAMincho', size: 26, color: '#10160e', max: 300 }, gap).stacked(x + 330, 480, 'POLLING UNIT', rng.pick(pollingUnits), L, { ...V, size: 24, max: 290 }, gap);
  s.stacked(x, 554, 'ADDRESS', p.address, L, { ...V, size: 22, max: 620 }, gap);
  s.img(960, 110, 200, 200, svgUrl(qrLike(200, rng, '#0f2a0c')));
  s.img(980, 560, 170, 160, svgUrl(holoStrip(170, 160, rng)), 'opacity:0.5;border-radius:10px');
  return page(s, 'pvc-2011', `linear-gradient(180deg, ${tint('#f8fcf6', rng, 3)}, ${tint('#e6f1e2', rng, 4)})`, 34, 85.6, false, [zone(W, H, 20, 180, 238, 296), zone(W, H, 20, 472, 238, 60), zone(W, H, 954, 104, 212, 212)]);
}

function pvc2019(c: Blind20Case, p: Person, rng: Rng): Page {
  // A 2019 voter's card: a purple band, the VIN under it, labels with colons beside values, the portrait right, a zero-padded day, a title-case month and a two-digit year.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const purple = tint('#4b2a6e', rng, 8);
  s.svg(`${waveBand(W, 96, 170, rng, '#d9c9ea', 0.35)}${rings(400, 420, 420, rng, '#dccfe8', 0.12)}`);
  s.box(0, 0, W, 92, `background:${purple}`);
  s.svg(arms(20, 12, 66));
  s.text(100, 2, 'INEC · VOTER CARD', { font: 'Lemonada', size: 30, weight: 700, color: '#ffffff', spacing: 2 });
  s.text(100, 62, 'Independent National Electoral Commission, Nigeria', { font: 'LexiGulim', size: 17, color: '#e6dbf2' });
  const pr = c.printed;
  const style = designDates['pvc-2019'];
  s.text(30, 104, 'VIN:', { font: 'LexiGulim', size: 20, weight: 700, color: purple });
  s.text(100, 100, grouped(pr.documentNumber, [4, 4, 4, 4, 3]), crit({ font: 'MotoyaLMaru', size: 40, weight: 700, color: '#180d24', spacing: 2 }, 780));
  s.img(930, 118, 236, 296, svgUrl(portrait(p, 236, 296, rng, rng.pick(photoBackgrounds))), 'border-radius:10px');
  s.img(930, 420, 236, 54, svgUrl(signature(236, 54, rng, '#2a1440')));
  const L: TextStyle = { font: 'LexiGulim', size: 19, weight: 700, color: '#684b86' };
  const V: TextStyle = { font: 'IPAPMincho', size: 36, weight: 700, color: '#140c1c' };
  const x = 30 + jitter(rng, 3);
  const vx = 250;
  s.inline(x, vx, 176, 'Surname:', pr.surname, L, crit(V, 650));
  s.inline(x, vx, 240, 'Given Names:', pr.givenNames, L, crit(V, 650));
  s.inline(x, vx, 304, 'Date of Birth:', printDate(pr.dateOfBirth, style), L, crit(V, 330)).inline(x + 600, x + 670, 304, 'Sex:', pr.sex, L, V);
  s.inline(x, vx, 368, 'State:', p.state, L, { ...V, size: 28, max: 650 });
  s.inline(x, vx, 432, 'LGA:', p.lga, L, { ...V, size: 28, max: 650 });
  s.inline(x, vx, 496, 'Delimitation:', p.delimitation, L, { font: 'MotoyaLMaru', size: 28, color: '#140c1c', max: 300 });
  s.img(x, 580, 440, 100, svgUrl(barcode(440, 100, rng)));
  s.img(1010, 570, 150, 150, svgUrl(qrLike(150, rng, '#1d0e2b')), 'background:#ffffff');
  return page(s, 'pvc-2019', `linear-gradient(176deg, ${tint('#faf7fd', rng, 3)}, ${tint('#ede5f4', rng, 4)})`, 34, 85.6, false, [zone(W, H, 924, 112, 248, 308), zone(W, H, 924, 416, 248, 62), zone(W, H, 1004, 564, 162, 162)]);
}

/** The page of a case (the same page every time: its choices are seeded by the case). */
export function pageOf(c: Blind20Case): Page {
  const p = personOf(c.person);
  const rng = rngOf(seedOf('blind20-page', c.seed));
  switch (c.design) {
    case 'pp-epass-2007':
      return ppEpass2007(c, p, rng);
    case 'pp-enhanced-2019':
      return ppEnhanced2019(c, p, rng);
    case 'slip-kiosk-2017':
      return slipKiosk2017(c, p, rng);
    case 'slip-improved-2020':
      return slipImproved2020(c, p, rng);
    case 'idcard-2013':
      return idcard2013(c, p, rng);
    case 'idcard-2024':
      return idcard2024(c, p, rng);
    case 'dl-2012':
      return dl2012(c, p, rng);
    case 'dl-2024':
      return dl2024(c, p, rng);
    case 'pvc-2011':
      return pvc2011(c, p, rng);
    case 'pvc-2019':
      return pvc2019(c, p, rng);
  }
}
