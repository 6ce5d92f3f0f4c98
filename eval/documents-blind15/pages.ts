import { crit, firstAndMiddle, grouped, jitter, PageSheet, sheetPage, tint, widthMetrics, type Page, type TextStyle, type Zone } from '../blind-kit/page-helpers.js';
import { titleCase } from '../blind-kit/people.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { arms, chip, kinegram, lissajous, portrait as portraitOf, qrLike, rings, stacked as stackedBarcode, waveBand } from '../documents-blind9/art.js';
import { badge, barcode, chip6, dataMatrix, guilloche, holoStrip, lineScreen, signature, sunburst, svgUrl } from '../documents-blind10/art.js';
import type { Blind15Case, Design } from './cases.js';
import { printDate, type DateStyle } from './dates.js';
import { personOf, type Person } from './people.js';

export type { Page, Zone };

/**
 * The fifteenth set's ten designs (two per layout) as HTML pages of fixed pixel size, this set's own
 * reading of public descriptions and photographs of the real documents: the Nigerian passport's
 * laminated paper data page (2013: the portrait at the left, each label in English over its French in
 * italics, names in a left column and the dates in a right one, a bilingual month with its slash
 * spaced and a two-digit year, the MRZ under a pale band) and a 2026 polycarbonate page (a
 * laser-engraved grey portrait, one column of capital labels `SURNAME / NOM`, the NIN as the personal
 * number, four-digit years, the MRZ set wider); a NIN enrolment slip printed long-form with colon
 * labels and values in the registry's mixed case (Offoboche) and a portrait-format "NIN verification
 * result" printout (Firstname before Surname, `Birthdate: Jun 14, 1985`); an identity card of 2016
 * (two columns, bilingual capital labels over serif values, the NIN large and grouped at the foot,
 * dates with spaced slashes) and one of 2023 (one column of inline labels, the NIN under the title
 * band, dates without leading zeros); an FRSC licence of 2014 (a condensed title, abbreviated labels
 * L/NO, D.O.B, ISS, EXP, OTHER NAMES, dates as 14JUN85) and one of 2024 (inline labels, First Name and
 * Middle Name, the licence number boxed at the top right, dates as 14-Jun-85); a voter's card of 2018
 * (stacked capital labels, the VIN first, dates as 14/6/85) and one of 2022 (two columns, the VIN at
 * the foot beside a barcode, dates as 14 JUN, 1985). Positions, colours, label wordings, field
 * orders and date forms differ from the twelfth to fourteenth sets'. Each page says where a thumb, a
 * stain or a worn corner may lie without touching a field a reader needs, and where each critical
 * field lies.
 */

/** The ninth set's drawn portrait (ellipses and headwear, no real face), for this set's people. */
const portrait = (p: Person, w: number, h: number, rng: Rng, background: string, grey = false) => portraitOf(p as unknown as Parameters<typeof portraitOf>[0], w, h, rng, background, grey);

/** The fonts each design uses (fonts.ts lists their packages). */
export const designFonts: Record<Design, string[]> = {
  'pp-laminate-2013': ['Caliban', 'Sawarabi Gothic', 'UnGraphic', 'IPAGothic', 'OCR B'],
  'pp-polymer-2026': ['Millimetre', 'Quercus', 'GFS Artemisia', 'UnGraphic', 'Caliban', 'IPAGothic', 'OCR B'],
  'slip-longform-2015': ['EMERITA Latina', 'BIZ UDPMincho', 'IPAGothic', 'Le Murmure'],
  'slip-verify-2024': ['Quercus', 'Sawarabi Gothic', 'GWMonospace'],
  'idcard-2016': ['Caliban', 'UnBatang', 'IPAGothic'],
  'idcard-2023': ['Millimetre', 'IPAPGothic', 'Sawarabi Gothic', 'GWMonospace'],
  'dl-2014': ['Le Murmure', 'Caliban', 'GWMonospace', 'UnGraphic'],
  'dl-2024': ['Millimetre', 'UnGraphic', 'EMERITA Latina', 'IPAGothic'],
  'pvc-2018': ['Caliban', 'IPAPGothic', 'Quercus', 'GWMonospace'],
  'pvc-2022': ['Millimetre', 'BIZ UDPMincho', 'IPAGothic', 'UnBatang'],
};

/** The date form each design prints. */
export const designDates: Record<Design, DateStyle> = {
  'pp-laminate-2013': 'dd MMM / MMM yy',
  'pp-polymer-2026': 'dd MMM / MMM yyyy',
  'slip-longform-2015': 'dd Mmmm yyyy',
  'slip-verify-2024': 'Mmm d, yyyy',
  'idcard-2016': 'dd / mm / yyyy',
  'idcard-2023': 'd.m.yyyy',
  'dl-2014': 'ddMMMyy',
  'dl-2024': 'dd-Mmm-yy',
  'pvc-2018': 'd/m/yy',
  'pvc-2022': 'dd MMM, yyyy',
};

/** Designs that print the holder's names in the registry's mixed case (Offoboche, Abok-Gwom); the others in capitals. */
export const mixedCaseDesigns: readonly Design[] = ['slip-longform-2015'];

/**
 * A generous average advance (em) of each family for capitals and figures at the weights the pages
 * use (measured in Chromium on this set's names, numbers and dates, plus about 10 %): a text fitted
 * with it never overflows its width (check.ts measures the rendered widths against their room).
 */
const ADVANCE: Record<string, number> = {
  'Sawarabi Gothic': 0.72,
  IPAPGothic: 0.76,
  UnGraphic: 0.74,
  Caliban: 0.86,
  Quercus: 0.8,
  Millimetre: 0.68,
  'Le Murmure': 0.38,
  'GFS Artemisia': 0.87,
  'BIZ UDPMincho': 0.83,
  'EMERITA Latina': 0.77,
  UnBatang: 0.74,
  IPAGothic: 0.55,
  GWMonospace: 0.66,
  'OCR B': 0.74,
};

/** How this set sizes a text: its families' advances (eval/blind-kit/page-helpers.ts). */
const METRICS = widthMetrics(ADVANCE, 0.9);

/** A page of this set (eval/blind-kit/page-helpers.ts): texts fitted with its families' advances. */
class Sheet extends PageSheet {
  constructor(w: number, h: number) {
    super(w, h, { metrics: METRICS, figures: 'lining' });
  }
}

const photoBackgrounds = ['#dfe6ec', '#ece9e0', '#dbe6e2', '#e6e4e4', '#e3ece0', '#f0ece2'];
const CARD = { W: 1198, H: 756 };
const PASS = { W: 1500, H: 1056 };
const authorities = ['NIS ABUJA', 'NIS JOS', 'NIS GOMBE', 'NIS KADUNA', 'NIS CALABAR', 'NIS MAIDUGURI', 'NIS LAFIA', 'NIS IKOYI'];
const pollingUnits = ['PRY SCH. II', 'VILLAGE HEAD COMPOUND', 'OPEN SPACE I', 'DISPENSARY', 'MARKET SQUARE II', 'COMMUNITY HALL'];

const page = (s: Sheet, design: Design, background: string, radius: number, widthMm: number, paper: boolean, quietZones: Zone[]): Page => sheetPage(s, designFonts[design], background, radius, widthMm, paper, quietZones);

/** A line of microprint (a security print's repeated words) in one of the page's families, as an SVG text. */
const microLine = (x: number, y: number, w: number, words: string, font: string, color: string, opacity: number) =>
  `<text x="${x}" y="${y}" font-family="${font}" font-size="9" fill="${color}" opacity="${opacity}" textLength="${w}" lengthAdjust="spacing">${words.repeat(Math.max(1, Math.round(w / (words.length * 6))))}</text>`;

/** The MRZ band of a passport page: two OCR B lines on a pale band (`spacing`: the printer's pitch). */
function mrzBand(s: Sheet, c: Blind15Case, y: number, x: number, size: number, spacing: number): void {
  s.box(0, y, PASS.W, PASS.H - y, 'background:rgba(255,255,255,0.78)');
  const mrz = c.mrz ?? ['', ''];
  s.text(x, y + 40, mrz[0], { font: 'OCR B', size, color: '#0c0c0c', spacing, critical: true, max: 1400 });
  s.text(x, y + 132, mrz[1], { font: 'OCR B', size, color: '#0c0c0c', spacing, critical: true, max: 1400 });
}

function ppLaminate2013(c: Blind15Case, p: Person, rng: Rng): Page {
  // The laminated paper data page: portrait left, labels English over French in italics, names in a left column, dates in a right one.
  const { W, H } = PASS;
  const s = new Sheet(W, H);
  const green = tint('#1c6a3c', rng, 8);
  s.svg(`${guilloche(900, 430, 640, rng, '#a6cfae', 0.15)}${lineScreen(0, 600, W, 200, rng, '#c3dcc0', 0.26, 7)}<g opacity="0.07">${arms(720, 170, 420, '#1c6a3c')}</g>${microLine(400, 92, 1060, 'FEDERALREPUBLICOFNIGERIA', 'Sawarabi Gothic', '#6b8f74', 0.5)}`);
  s.text(400, 18, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Caliban', size: 29, weight: 700, color: green });
  s.text(400, 56, 'RÉPUBLIQUE FÉDÉRALE DU NIGÉRIA', { font: 'Sawarabi Gothic', size: 16, color: '#4f7a5a', spacing: 1 });
  s.text(W - 40, 18, 'PASSPORT', { font: 'Caliban', size: 24, weight: 700, color: green, anchor: 'end', spacing: 2 });
  s.text(W - 40, 52, 'PASSEPORT', { font: 'Sawarabi Gothic', size: 16, color: '#4f7a5a', anchor: 'end', spacing: 2 });
  s.img(40, 112, 320, 410, svgUrl(portrait(p, 320, 410, rng, rng.pick(photoBackgrounds))), 'border:1px solid #7c9c84');
  s.text(40, 540, 'Holder’s signature', { font: 'Sawarabi Gothic', size: 14, color: '#4d6b55' });
  s.text(40, 558, 'Signature du titulaire', { font: 'Sawarabi Gothic', size: 12, color: '#4d6b55', italic: true });
  s.img(40, 580, 320, 78, svgUrl(signature(320, 78, rng, '#1b1b3c')));
  s.img(40, 676, 110, 110, svgUrl(portrait(p, 110, 110, rng, '#f3f3ec', true)), 'opacity:0.3;border-radius:55px');
  const L: TextStyle = { font: 'Sawarabi Gothic', size: 15, color: '#3f6a4c' };
  const V: TextStyle = { font: 'UnGraphic', size: 34, weight: 700, color: '#151515' };
  const N: TextStyle = { font: 'IPAGothic', size: 32, color: '#151515' };
  const style = designDates['pp-laminate-2013'];
  const pr = c.printed;
  const x1 = 396 + jitter(rng, 4);
  const x3 = 1080;
  const r = (k: number) => 104 + k * 98;
  s.bilingual(x1, r(0), 'Type', 'Type', 'P', L, V).bilingual(x1 + 110, r(0), 'Code', 'Code', 'NGA', L, V).bilingual(x3, r(0), 'Passport No.', 'No. du passeport', pr.documentNumber, L, crit({ ...N, size: 36, color: '#8c1d24', spacing: 1 }, 380));
  s.bilingual(x1, r(1), 'Surname', 'Nom', pr.surname, L, crit(V, 640)).bilingual(x3, r(1), 'Date of birth', 'Date de naissance', printDate(pr.dateOfBirth, style), L, crit(N, 380));
  s.bilingual(x1, r(2), 'Given names', 'Prénoms', pr.givenNames, L, crit(V, 640)).bilingual(x3, r(2), 'Sex', 'Sexe', pr.sex, L, V);
  s.bilingual(x1, r(3), 'Nationality', 'Nationalité', 'NIGERIAN', L, { ...V, size: 30 }).bilingual(x3, r(3), 'Date of issue', 'Date de délivrance', printDate(pr.issueDate ?? '', style), L, { ...N, max: 380 });
  s.bilingual(x1, r(4), 'Place of birth', 'Lieu de naissance', p.placeOfBirth, L, { ...V, size: 30, max: 600 }).bilingual(x3, r(4), 'Date of expiry', 'Date d’expiration', printDate(pr.expiryDate ?? '', style), L, crit(N, 380));
  s.bilingual(x1, r(5), 'Authority', 'Autorité', rng.pick(authorities), L, { ...V, size: 27, max: 600 });
  mrzBand(s, c, 806, 54, 41, 0);
  return page(s, 'pp-laminate-2013', `linear-gradient(168deg, ${tint('#edf5ea', rng, 5)}, ${tint('#faf6e8', rng, 5)})`, 6, 125, true, [
    { x0: 0.024, y0: 0.1, x1: 0.245, y1: 0.5 },
    { x0: 0.024, y0: 0.545, x1: 0.245, y1: 0.628 },
    { x0: 0.024, y0: 0.636, x1: 0.105, y1: 0.748 },
  ]);
}

function ppPolymer2026(c: Blind15Case, p: Person, rng: Rng): Page {
  // A 2026 polycarbonate data page: engraved grey portrait left, one column of capital labels `SURNAME / NOM`, the NIN as personal number, the MRZ set wider.
  const { W, H } = PASS;
  const s = new Sheet(W, H);
  const deep = tint('#0f4a39', rng, 8);
  s.svg(`${rings(1040, 430, 460, rng, '#bcd5c8', 0.13)}${sunburst(0, H, 1200, 80, '#d7cfe6', 0.12)}${waveBand(W, 560, 790, rng, '#d9cba6', 0.26)}`);
  s.box(0, 0, W, 78, `background:linear-gradient(90deg, ${deep}, ${tint('#2a7d63', rng, 8)} 70%, ${tint('#c9a441', rng, 6)})`);
  s.text(36, 18, 'FEDERAL REPUBLIC OF NIGERIA · RÉPUBLIQUE FÉDÉRALE DU NIGÉRIA', { font: 'Millimetre', size: 24, weight: 700, color: '#ffffff', spacing: 1 });
  s.text(W - 96, 24, 'PASSPORT · PASSEPORT', { font: 'Quercus', size: 20, color: '#eef6f1', anchor: 'end', spacing: 2 });
  s.svg(badge(W - 50, 39, 30));
  s.img(40, 104, 300, 384, svgUrl(portrait(p, 300, 384, rng, '#eaeaea', true)), 'border-radius:10px');
  s.box(40, 504, 300, 100, 'border-radius:14px;background:linear-gradient(150deg, rgba(255,255,255,0.62), rgba(196,222,232,0.32));box-shadow:inset 0 0 0 1px rgba(70,100,110,0.35)');
  s.img(52, 514, 62, 80, svgUrl(portrait(p, 62, 80, rng, '#eef2f2', true)), 'opacity:0.5');
  s.img(126, 516, 200, 76, svgUrl(holoStrip(200, 76, rng)), 'opacity:0.55;border-radius:10px');
  const L: TextStyle = { font: 'Quercus', size: 15, weight: 700, color: '#3c5366', spacing: 1 };
  const V: TextStyle = { font: 'GFS Artemisia', size: 36, weight: 700, color: '#18181c' };
  const D: TextStyle = { font: 'UnGraphic', size: 30, weight: 700, color: '#18181c' };
  const style = designDates['pp-polymer-2026'];
  const pr = c.printed;
  const x = 380 + jitter(rng, 4);
  const gap = 22;
  const r = (k: number) => 100 + k * 92;
  s.stacked(x, r(0), 'TYPE / TYPE', 'P', L, V, gap).stacked(x + 140, r(0), 'CODE / CODE', 'NGA', L, V, gap).stacked(x + 330, r(0), 'PASSPORT NO. / N° DU PASSEPORT', pr.documentNumber, L, crit({ font: 'Caliban', size: 36, weight: 700, color: '#4e1f66', spacing: 1 }, 420), gap);
  s.stacked(x, r(1), 'SURNAME / NOM', pr.surname, L, crit(V, 1060), gap);
  s.stacked(x, r(2), 'GIVEN NAMES / PRÉNOMS', pr.givenNames, L, crit(V, 1060), gap);
  s.stacked(x, r(3), 'NATIONALITY / NATIONALITÉ', 'NIGERIAN', L, { ...V, size: 30 }, gap).stacked(x + 380, r(3), 'SEX / SEXE', pr.sex, L, V, gap).stacked(x + 560, r(3), 'DATE OF BIRTH / DATE DE NAISSANCE', printDate(pr.dateOfBirth, style), L, crit(D, 390), gap);
  s.stacked(x, r(4), 'PLACE OF BIRTH / LIEU DE NAISSANCE', p.placeOfBirth, L, { ...V, size: 30, max: 520 }, gap).stacked(x + 560, r(4), 'NIN / N° PERSONNEL', pr.nin ?? '', L, { font: 'IPAGothic', size: 32, color: '#18181c', spacing: 1, max: 420 }, gap);
  s.stacked(x, r(5), 'DATE OF ISSUE / DATE DE DÉLIVRANCE', printDate(pr.issueDate ?? '', style), L, { ...D, max: 390 }, gap).stacked(x + 560, r(5), 'DATE OF EXPIRY / DATE D’EXPIRATION', printDate(pr.expiryDate ?? '', style), L, crit(D, 390), gap);
  s.stacked(x, r(6), 'AUTHORITY / AUTORITÉ', rng.pick(authorities), L, { ...V, size: 26, max: 500 }, gap);
  s.img(1250, 640, 210, 130, svgUrl(kinegram(210, 130, rng)));
  mrzBand(s, c, 800, 46, 39, 3);
  return page(s, 'pp-polymer-2026', `linear-gradient(158deg, ${tint('#f1eef6', rng, 5)}, ${tint('#ebf3ed', rng, 5)})`, 16, 125, false, [
    { x0: 0.024, y0: 0.094, x1: 0.23, y1: 0.466 },
    { x0: 0.024, y0: 0.474, x1: 0.23, y1: 0.576 },
    { x0: 0.83, y0: 0.6, x1: 0.98, y1: 0.74 },
  ]);
}

function slipLongform2015(c: Blind15Case, p: Person, rng: Rng): Page {
  // A long-form enrolment slip: colon labels, the names in the registry's mixed case, the NIN grouped at the right, the photo beside it.
  const W = 1600;
  const H = 880;
  const s = new Sheet(W, H);
  const green = tint('#176b3f', rng, 6);
  s.svg(`<g opacity="0.05">${arms(560, 200, 480, '#176b3f')}</g>${lissajous(W, H, rng, '#b6d8c2', 0.08, 3)}`);
  s.box(20, 20, W - 40, H - 40, `border:3px double ${green}`);
  s.svg(arms(44, 36, 86));
  s.text(150, 38, 'NATIONAL IDENTITY MANAGEMENT COMMISSION', { font: 'EMERITA Latina', size: 32, weight: 700, color: green });
  s.text(150, 80, 'Federal Republic of Nigeria · National Identity Number Enrolment Slip', { font: 'EMERITA Latina', size: 20, color: '#3b4b41', italic: true });
  s.text(W - 52, 40, 'NIN SLIP', { font: 'Le Murmure', size: 48, color: green, anchor: 'end', spacing: 3 });
  s.box(50, 128, W - 100, 2, `background:${green}`);
  const L: TextStyle = { font: 'EMERITA Latina', size: 24, color: '#334238' };
  const V: TextStyle = { font: 'BIZ UDPMincho', size: 34, weight: 700, color: '#0d0d0d' };
  const style = designDates['slip-longform-2015'];
  const pr = c.printed;
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const lx = 60 + jitter(rng, 3);
  const vx = 318;
  const tracking = `${rng.pick('ABCDEFGHJKLMNPQRSTUVWXYZ'.split(''))}${Array.from({ length: 14 }, () => rng.pick('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''))).join('')}`;
  const rows: [string, string, TextStyle][] = [
    ['Surname:', titleCase(pr.surname), crit(V, 520)],
    ['First Name:', titleCase(first), crit(V, 520)],
    ['Middle Name:', titleCase(middle), crit(V, 520)],
    ['Date of Birth:', printDate(pr.dateOfBirth, style), crit(V, 520)],
    ['Gender:', pr.sex === 'M' ? 'Male' : 'Female', V],
    ['Tracking ID:', tracking, { ...V, size: 26, max: 520 }],
  ];
  rows.forEach(([label, value, st], i) => s.inline(lx, vx, 162 + i * 76, label, value, L, st));
  s.text(860, 162, 'National Identification Number', { ...L, weight: 700, color: green });
  s.text(860, 200, grouped(pr.nin ?? '', [4, 3, 4]), crit({ font: 'IPAGothic', size: 56, color: '#0d0d0d', spacing: 3 }, 560));
  s.stacked(860, 300, 'Address:', p.address, L, { ...V, size: 24, max: 420 }, 36).stacked(860, 390, 'State of Origin:', titleCase(p.state), L, { ...V, size: 26, max: 420 }, 36);
  s.img(1300, 156, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds))), `border:2px solid ${green}`);
  s.img(1300, 476, 240, 70, svgUrl(barcode(240, 70, rng)));
  s.text(60, 700, 'This slip is proof of enrolment only. Your NIN is your identity: keep it safe and do not share it.', { font: 'EMERITA Latina', size: 21, color: '#3a3a3a', italic: true });
  s.text(60, 738, `Issued ${printDate(pr.issueDate ?? '', style)} · Enrolment centre ${p.lga}`, { font: 'EMERITA Latina', size: 20, color: '#5a5a5a' });
  return page(s, 'slip-longform-2015', tint('#fdfdf9', rng, 2), 2, 210, true, [
    { x0: 0.81, y0: 0.174, x1: 0.965, y1: 0.52 },
    { x0: 0.81, y0: 0.536, x1: 0.965, y1: 0.625 },
    { x0: 0.034, y0: 0.87, x1: 0.55, y1: 0.955 },
  ]);
}

function slipVerify2024(c: Blind15Case, p: Person, rng: Rng): Page {
  // A portrait "NIN verification result" printout: a green band, the photo top right, label | value rows with Firstname before Surname.
  const W = 1240;
  const H = 1560;
  const s = new Sheet(W, H);
  const green = tint('#11804a', rng, 6);
  s.svg(`<g opacity="0.04">${arms(420, 560, 420, '#11804a')}</g>${waveBand(W, 1380, H, rng, '#b5dcc4', 0.4)}`);
  s.box(0, 0, W, 130, `background:linear-gradient(90deg, ${green}, ${tint('#2f9a62', rng, 6)})`);
  s.svg(arms(30, 20, 90));
  s.text(140, 26, 'NIN Verification Result', { font: 'Quercus', size: 40, weight: 700, color: '#ffffff' });
  s.text(140, 80, 'National Identity Management Commission · Verification Service', { font: 'Quercus', size: 19, color: '#e2f3e8' });
  s.img(900, 170, 280, 350, svgUrl(portrait(p, 280, 350, rng, rng.pick(photoBackgrounds))), 'border:1px solid #9aa89f;border-radius:4px');
  s.text(900, 536, 'Photograph on record', { font: 'Quercus', size: 17, color: '#5b6b62', italic: true });
  const L: TextStyle = { font: 'Quercus', size: 24, weight: 700, color: '#46564d' };
  const V: TextStyle = { font: 'Sawarabi Gothic', size: 36, weight: 700, color: '#0e0e0e' };
  const style = designDates['slip-verify-2024'];
  const pr = c.printed;
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const x = 60 + jitter(rng, 3);
  const vx = 330;
  const rows: [string, string, TextStyle][] = [
    ['NIN', pr.nin ?? '', crit({ font: 'GWMonospace', size: 40, weight: 700, color: '#0e0e0e', spacing: 2 }, 540)],
    ['Firstname', first, crit(V, 540)],
    ['Middlename', middle, crit(V, 540)],
    ['Surname', pr.surname, crit(V, 540)],
    ['Birthdate', printDate(pr.dateOfBirth, style), crit(V, 540)],
    ['Gender', pr.sex === 'M' ? 'M' : 'F', V],
    ['Residence', `${p.lga}, ${p.state}`, { ...V, size: 26, max: 840 }],
    ['Verified on', `${printDate(pr.issueDate ?? '', style)}`, { ...V, size: 28, max: 540 }],
  ];
  rows.forEach(([label, value, st], i) => {
    const y = 180 + i * 96;
    s.box(x, y + 70, i < 5 ? 820 : 1120, 1, 'background:#c9d3cd');
    s.text(x, y + 14, label, L);
    s.text(vx, y + 8, value, st);
  });
  s.img(60, 1000, 220, 220, svgUrl(qrLike(220, rng, '#0b2216')));
  s.text(310, 1010, 'Status: VERIFIED', { font: 'Quercus', size: 30, weight: 700, color: green });
  s.text(310, 1060, 'This result was returned by the NIMC verification service for the NIN above.', { font: 'Quercus', size: 20, color: '#39463f' });
  s.text(310, 1094, 'It is not an identity document; compare the photograph with the holder.', { font: 'Quercus', size: 20, color: '#39463f' });
  s.text(60, 1430, `Ref ${Array.from({ length: 12 }, () => rng.pick('0123456789ABCDEF'.split(''))).join('')} · page 1 of 1`, { font: 'GWMonospace', size: 20, color: '#33413a' });
  return page(s, 'slip-verify-2024', tint('#ffffff', rng, 2), 0, 210, true, [
    { x0: 0.72, y0: 0.105, x1: 0.955, y1: 0.36 },
    { x0: 0.04, y0: 0.635, x1: 0.23, y1: 0.785 },
    { x0: 0.04, y0: 0.905, x1: 0.7, y1: 0.96 },
  ]);
}

function idcard2016(c: Blind15Case, p: Person, rng: Rng): Page {
  // A 2016 identity card: two columns, bilingual capital labels over serif values, the NIN large and grouped at the foot, dates with spaced slashes.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#1a6e40', rng, 8);
  s.svg(`${waveBand(W, 560, H, rng, '#86c79f', 0.45)}${guilloche(700, 330, 420, rng, '#b8dac2', 0.15)}${microLine(300, 98, 860, 'NIMCNIGERIA', 'Caliban', '#7fa58c', 0.5)}`);
  s.svg(arms(26, 14, 70));
  s.text(110, 14, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Caliban', size: 30, weight: 700, color: green });
  s.text(110, 54, 'NATIONAL IDENTITY CARD · CARTE NATIONALE D’IDENTITÉ', { font: 'Caliban', size: 15, color: '#4b6b55' });
  s.img(36, 120, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds))), 'border-radius:6px');
  s.img(36, 430, 240, 56, svgUrl(signature(240, 56, rng)));
  const L: TextStyle = { font: 'Caliban', size: 14, weight: 700, color: green, spacing: 1 };
  const V: TextStyle = { font: 'UnBatang', size: 34, weight: 700, color: '#121212' };
  const style = designDates['idcard-2016'];
  const pr = c.printed;
  const x = 310 + jitter(rng, 3);
  const gap = 22;
  s.stacked(x, 114, 'SURNAME / NOM', pr.surname, L, crit(V, 850), gap);
  s.stacked(x, 190, 'GIVEN NAMES / PRÉNOMS', pr.givenNames, L, crit(V, 850), gap);
  s.stacked(x, 266, 'DATE OF BIRTH / DATE DE NAISSANCE', printDate(pr.dateOfBirth, style), L, crit({ ...V, size: 31 }, 360), gap).stacked(x + 420, 266, 'SEX / SEXE', pr.sex, L, V, gap).stacked(x + 580, 266, 'NATIONALITY', 'NGA', L, V, gap);
  s.stacked(x, 342, 'ISSUE DATE / DÉLIVRANCE', printDate(pr.issueDate ?? '', style), L, { ...V, size: 31, max: 360 }, gap).stacked(x + 420, 342, 'EXPIRY DATE / EXPIRATION', printDate(pr.expiryDate ?? '', style), L, crit({ ...V, size: 31 }, 360), gap);
  s.img(x, 430, 110, 92, svgUrl(chip(110, 92)));
  s.text(36, 560, 'NIN', { ...L, size: 18 });
  s.text(36, 588, grouped(pr.nin ?? '', [4, 3, 4]), crit({ font: 'IPAGothic', size: 58, color: '#0f2a1a', spacing: 4 }, 760));
  s.img(990, 560, 170, 150, svgUrl(holoStrip(170, 150, rng)), 'opacity:0.75;border-radius:12px');
  return page(s, 'idcard-2016', `linear-gradient(178deg, #ffffff, ${tint('#edf6ef', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.03, y0: 0.158, x1: 0.23, y1: 0.555 },
    { x0: 0.03, y0: 0.565, x1: 0.23, y1: 0.645 },
    { x0: 0.826, y0: 0.74, x1: 0.97, y1: 0.94 },
  ]);
}

function idcard2023(c: Blind15Case, p: Person, rng: Rng): Page {
  // A 2023 identity card: a title band, the NIN under it, one column of inline labels, photo right, dates without leading zeros.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#0d5232', rng, 8);
  s.svg(`${lissajous(W, H, rng, '#a5d3b8', 0.12, 4)}${lineScreen(0, 520, W, 236, rng, '#cfe5d6', 0.3, 8)}`);
  s.box(0, 0, W, 86, `background:linear-gradient(95deg, ${green}, ${tint('#2c8456', rng, 8)})`);
  s.text(30, 14, 'NATIONAL IDENTITY CARD', { font: 'Millimetre', size: 34, weight: 700, color: '#ffffff', spacing: 2 });
  s.text(30, 56, 'Federal Republic of Nigeria', { font: 'IPAPGothic', size: 17, color: '#d6efe0' });
  s.svg(badge(W - 50, 43, 30));
  const L: TextStyle = { font: 'IPAPGothic', size: 19, color: '#3a6a4e' };
  const V: TextStyle = { font: 'Sawarabi Gothic', size: 33, weight: 700, color: '#111111' };
  const D: TextStyle = { font: 'GWMonospace', size: 31, weight: 700, color: '#111111' };
  const style = designDates['idcard-2023'];
  const pr = c.printed;
  s.inline(30, 110, 104, 'NIN:', pr.nin ?? '', { ...L, weight: 700 }, crit({ font: 'GWMonospace', size: 42, weight: 700, color: green, spacing: 2 }, 560));
  s.img(920, 108, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds))), 'border:2px solid #ffffff;border-radius:4px');
  s.img(920, 416, 240, 56, svgUrl(signature(240, 56, rng, '#0f2f1e')));
  const lx = 30 + jitter(rng, 3);
  const vx = 236;
  s.inline(lx, vx, 186, 'Surname', pr.surname, L, crit(V, 660));
  s.inline(lx, vx, 252, 'Given Names', pr.givenNames, L, crit(V, 660));
  s.inline(lx, vx, 318, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(D, 300)).inline(560, 650, 318, 'Sex', pr.sex, L, V);
  s.inline(lx, vx, 384, 'Issued', printDate(pr.issueDate ?? '', style), L, { ...D, max: 300 });
  s.inline(lx, vx, 450, 'Expiry', printDate(pr.expiryDate ?? '', style), L, crit(D, 300));
  s.inline(lx, vx, 516, 'State', p.state, L, { ...V, size: 26, max: 600 });
  s.img(1000, 560, 150, 150, svgUrl(dataMatrix(150, rng, '#0e2a1a')));
  return page(s, 'idcard-2023', `linear-gradient(180deg, ${tint('#fbfdfb', rng, 3)}, ${tint('#e8f2eb', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.768, y0: 0.143, x1: 0.968, y1: 0.54 },
    { x0: 0.768, y0: 0.55, x1: 0.968, y1: 0.625 },
    { x0: 0.835, y0: 0.74, x1: 0.96, y1: 0.94 },
  ]);
}

function dl2014(c: Blind15Case, p: Person, rng: Rng): Page {
  // A 2014 FRSC licence: a condensed title, abbreviated labels (L/NO, D.O.B, ISS, EXP, OTHER NAMES), photo right, dates as 14JUN85.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#205f35', rng, 8);
  s.svg(`${guilloche(600, 380, 480, rng, '#d8c58f', 0.16)}${rings(200, 640, 260, rng, '#c7dfcc', 0.16)}`);
  s.box(0, 0, W, 16, `background:${green}`);
  s.text(30, 22, 'NATIONAL DRIVERS’ LICENCE', { font: 'Le Murmure', size: 64, color: green, spacing: 2 });
  s.text(W - 30, 34, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'UnGraphic', size: 17, weight: 700, color: '#5c4a20', anchor: 'end', spacing: 2 });
  s.text(W - 30, 58, 'FEDERAL ROAD SAFETY CORPS', { font: 'UnGraphic', size: 15, color: '#5c4a20', anchor: 'end', spacing: 2 });
  s.img(930, 110, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(930, 410, 230, 56, svgUrl(signature(230, 56, rng)));
  const L: TextStyle = { font: 'Le Murmure', size: 24, color: '#3d5b46', spacing: 1 };
  const V: TextStyle = { font: 'Caliban', size: 30, weight: 700, color: '#121212' };
  const D: TextStyle = { font: 'GWMonospace', size: 30, weight: 700, color: '#121212' };
  const style = designDates['dl-2014'];
  const pr = c.printed;
  const x = 30 + jitter(rng, 3);
  const gap = 26;
  s.stacked(x, 104, 'L/NO', pr.documentNumber, L, crit({ ...D, size: 36, color: '#7a1b1b', spacing: 1 }, 460), gap).stacked(560, 104, 'CLASS', rng.pick(['B', 'C', 'E']), L, V, gap);
  s.stacked(x, 182, 'SURNAME', pr.surname, L, crit(V, 860), gap);
  s.stacked(x, 260, 'OTHER NAMES', pr.givenNames, L, crit(V, 860), gap);
  s.stacked(x, 338, 'D.O.B', printDate(pr.dateOfBirth, style), L, crit(D, 200), gap).stacked(270, 338, 'SEX', pr.sex, L, V, gap).stacked(380, 338, 'HT', `${p.height}M`, L, { ...V, max: 130 }, gap).stacked(540, 338, 'B/G', p.bloodGroup, L, V, gap).stacked(680, 338, 'STATE', p.state, L, { ...V, size: 24, max: 220 }, gap);
  s.stacked(x, 416, 'ISS', printDate(pr.issueDate ?? '', style), L, { ...D, max: 200 }, gap).stacked(270, 416, 'EXP', printDate(pr.expiryDate ?? '', style), L, crit(D, 200), gap);
  s.stacked(x, 494, 'ADDRESS', p.address, L, { ...V, size: 22, max: 860 }, gap);
  s.img(30, 590, 520, 110, svgUrl(stackedBarcode(520, 110, rng)));
  s.img(980, 570, 170, 140, svgUrl(kinegram(170, 140, rng)));
  return page(s, 'dl-2014', `linear-gradient(178deg, ${tint('#fcfbf2', rng, 4)}, ${tint('#eef4e6', rng, 4)})`, 32, 85.6, false, [
    { x0: 0.772, y0: 0.138, x1: 0.975, y1: 0.625 },
    { x0: 0.02, y0: 0.77, x1: 0.47, y1: 0.935 },
    { x0: 0.812, y0: 0.745, x1: 0.965, y1: 0.95 },
  ]);
}

function dl2024(c: Blind15Case, p: Person, rng: Rng): Page {
  // A 2024 licence: a blue band, photo left, the licence number boxed at the top right, inline labels with First Name and Middle Name, dates as 14-Jun-85.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const navy = tint('#1b3a6b', rng, 8);
  s.svg(`${guilloche(820, 420, 500, rng, '#a8c1e4', 0.15)}${sunburst(W, H, 800, 70, '#cbd8ee', 0.16)}`);
  s.box(0, 0, W, 80, `background:linear-gradient(90deg, ${navy}, ${tint('#3f70b3', rng, 8)})`);
  s.text(30, 12, 'DRIVER’S LICENCE', { font: 'Millimetre', size: 36, weight: 700, color: '#ffffff', spacing: 3 });
  s.text(30, 54, 'Federal Republic of Nigeria · Federal Road Safety Corps', { font: 'UnGraphic', size: 16, color: '#dbe5f4' });
  s.img(30, 100, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border-radius:8px');
  s.img(30, 398, 230, 56, svgUrl(signature(230, 56, rng, '#14213d')));
  s.box(690, 96, 478, 92, `border:2px solid ${navy};border-radius:10px;background:rgba(255,255,255,0.75)`);
  const L: TextStyle = { font: 'UnGraphic', size: 18, color: '#36507d' };
  const V: TextStyle = { font: 'EMERITA Latina', size: 33, weight: 700, color: '#0f1522' };
  const style = designDates['dl-2024'];
  const pr = c.printed;
  s.text(706, 104, 'Licence No.', { ...L, size: 15, weight: 700 });
  s.text(706, 126, pr.documentNumber, crit({ font: 'IPAGothic', size: 42, color: '#6a1520', spacing: 2 }, 450));
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const lx = 290 + jitter(rng, 3);
  const vx = 460;
  s.inline(lx, vx, 212, 'Surname:', pr.surname, L, crit(V, 690));
  s.inline(lx, vx, 270, 'First Name:', first, L, crit(V, 690));
  s.inline(lx, vx, 328, 'Middle Name:', middle, L, crit(V, 690));
  s.inline(lx, vx, 386, 'Date of Birth:', printDate(pr.dateOfBirth, style), L, crit(V, 240)).inline(760, 830, 386, 'Sex:', pr.sex, L, V).inline(900, 990, 386, 'Class:', rng.pick(['B', 'C', 'D']), L, V);
  s.inline(lx, vx, 444, 'Issued:', printDate(pr.issueDate ?? '', style), L, { ...V, max: 240 }).inline(760, 870, 444, 'Expires:', printDate(pr.expiryDate ?? '', style), L, crit(V, 260));
  s.inline(lx, vx, 502, 'Blood Group:', p.bloodGroup, L, V).inline(760, 870, 502, 'Height:', `${p.height} m`, L, { ...V, max: 240 });
  s.inline(lx, vx, 560, 'State:', p.state, L, { ...V, size: 26, max: 690 });
  s.img(40, 600, 140, 130, svgUrl(kinegram(140, 130, rng)));
  return page(s, 'dl-2024', `linear-gradient(165deg, ${tint('#f6f9fd', rng, 4)}, ${tint('#e5edf8', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.02, y0: 0.128, x1: 0.222, y1: 0.52 },
    { x0: 0.02, y0: 0.525, x1: 0.222, y1: 0.605 },
    { x0: 0.025, y0: 0.79, x1: 0.16, y1: 0.97 },
  ]);
}

function pvc2018(c: Blind15Case, p: Person, rng: Rng): Page {
  // A 2018 voter's card: a green band with INEC, photo left, stacked capital labels with the VIN first, dates as 14/6/85.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#14874a', rng, 8);
  s.svg(`${waveBand(W, 600, H, rng, '#98d3ad', 0.42)}${rings(820, 330, 400, rng, '#c3e3cd', 0.12)}<g opacity="0.05">${arms(560, 160, 400, '#14874a')}</g>`);
  s.box(0, 0, W, 96, `background:${green}`);
  s.text(30, 10, 'INEC', { font: 'Caliban', size: 58, weight: 700, color: '#ffffff', spacing: 4 });
  s.text(230, 18, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'IPAPGothic', size: 22, color: '#ffffff' });
  s.text(230, 54, "VOTER'S CARD · FEDERAL REPUBLIC OF NIGERIA", { font: 'IPAPGothic', size: 17, color: '#dff3e6', spacing: 1 });
  s.img(30, 120, 220, 280, svgUrl(portrait(p, 220, 280, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(30, 408, 220, 54, svgUrl(signature(220, 54, rng)));
  const L: TextStyle = { font: 'IPAPGothic', size: 16, color: '#2c5a3c', spacing: 1 };
  const V: TextStyle = { font: 'Quercus', size: 32, weight: 700, color: '#101010' };
  const style = designDates['pvc-2018'];
  const pr = c.printed;
  const x = 280 + jitter(rng, 3);
  const gap = 22;
  s.stacked(x, 114, 'VIN', pr.documentNumber, L, crit({ font: 'GWMonospace', size: 31, weight: 700, color: '#101010' }, 660), gap);
  s.stacked(x, 186, 'SURNAME', pr.surname, L, crit(V, 860), gap);
  s.stacked(x, 258, 'GIVEN NAMES', pr.givenNames, L, crit(V, 860), gap);
  s.stacked(x, 330, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 220), gap).stacked(x + 260, 330, 'GENDER', pr.sex === 'M' ? 'MALE' : 'FEMALE', L, { ...V, size: 26, max: 180 }, gap).stacked(x + 470, 330, 'OCCUPATION', p.occupation, L, { ...V, size: 24, max: 390 }, gap);
  s.stacked(x, 402, 'DELIM', p.delimitation, L, { font: 'GWMonospace', size: 26, weight: 700, color: '#101010', max: 300 }, gap).stacked(x + 330, 402, 'POLLING UNIT', rng.pick(pollingUnits), L, { ...V, size: 24, max: 530 }, gap);
  s.stacked(x, 474, 'ADDRESS', p.address, L, { ...V, size: 22, max: 860 }, gap);
  s.img(990, 560, 170, 170, svgUrl(qrLike(170, rng, '#0b2a18')));
  return page(s, 'pvc-2018', `linear-gradient(180deg, ${tint('#fbfdf8', rng, 3)}, ${tint('#edf6ef', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.02, y0: 0.155, x1: 0.213, y1: 0.533 },
    { x0: 0.02, y0: 0.535, x1: 0.213, y1: 0.615 },
    { x0: 0.822, y0: 0.735, x1: 0.972, y1: 0.97 },
  ]);
}

function pvc2022(c: Blind15Case, p: Person, rng: Rng): Page {
  // A 2022 voter's card: two columns (names left; birth date, gender and occupation right), photo right with the delimitation under it, the VIN grouped at the foot beside a barcode.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#176d3c', rng, 8);
  s.svg(`<path d="M 0 0 L ${W} 0 L ${W} 24 Q ${W / 2} 70 0 24 Z" fill="${green}"/>${lineScreen(0, 90, W, 520, rng, '#d3e6d8', 0.2, 9)}<g opacity="0.05">${arms(340, 200, 380, '#176d3c')}</g>`);
  s.text(30, 54, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'Millimetre', size: 24, weight: 700, color: green });
  s.text(30, 84, 'PERMANENT VOTER’S CARD', { font: 'UnBatang', size: 18, color: '#41604b', spacing: 3 });
  s.img(40, 116, 104, 88, svgUrl(chip6(104, 88)));
  s.img(926, 116, 236, 296, svgUrl(portrait(p, 236, 296, rng, rng.pick(photoBackgrounds))), 'border:3px solid #ffffff;border-radius:6px');
  s.text(926, 420, `DELIM ${p.delimitation}`, { font: 'IPAGothic', size: 22, color: '#26392d' });
  const L: TextStyle = { font: 'Millimetre', size: 15, color: '#2f6040', spacing: 1 };
  const V: TextStyle = { font: 'BIZ UDPMincho', size: 32, weight: 700, color: '#0f1511' };
  const style = designDates['pvc-2022'];
  const pr = c.printed;
  const x = 170 + jitter(rng, 3);
  const gap = 22;
  s.stacked(x, 124, 'SURNAME', pr.surname, L, crit(V, 720), gap);
  s.stacked(x, 200, 'OTHER NAMES', pr.givenNames, L, crit(V, 720), gap);
  s.stacked(40, 276, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit({ ...V, size: 30 }, 300), gap).stacked(380, 276, 'GENDER', pr.sex, L, V, gap).stacked(520, 276, 'OCCUPATION', p.occupation, L, { ...V, size: 22, max: 380 }, gap);
  s.stacked(40, 352, 'LGA / STATE', `${p.lga}, ${p.state}`, L, { ...V, size: 24, max: 840 }, gap);
  s.stacked(40, 428, 'POLLING UNIT', rng.pick(pollingUnits), L, { ...V, size: 24, max: 840 }, gap);
  s.box(30, 520, 860, 110, `border-top:2px solid ${green}`);
  s.text(40, 534, 'VOTER IDENTIFICATION NUMBER', { ...L, weight: 700 });
  s.text(40, 560, grouped(pr.documentNumber, [4, 4, 4, 4]), crit({ font: 'IPAGothic', size: 40, color: '#0f1511', spacing: 1 }, 620));
  s.img(700, 640, 440, 80, svgUrl(barcode(440, 80, rng)));
  return page(s, 'pvc-2022', `linear-gradient(172deg, ${tint('#fdfcf5', rng, 4)}, ${tint('#eef5ea', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.77, y0: 0.148, x1: 0.975, y1: 0.55 },
    { x0: 0.58, y0: 0.84, x1: 0.955, y1: 0.96 },
    { x0: 0.025, y0: 0.148, x1: 0.125, y1: 0.275 },
  ]);
}

/** The page of a case (the same page every time: its choices are seeded by the case). */
export function pageOf(c: Blind15Case): Page {
  const p = personOf(c.person);
  const rng = rngOf(seedOf('blind15-page', c.seed));
  switch (c.design) {
    case 'pp-laminate-2013':
      return ppLaminate2013(c, p, rng);
    case 'pp-polymer-2026':
      return ppPolymer2026(c, p, rng);
    case 'slip-longform-2015':
      return slipLongform2015(c, p, rng);
    case 'slip-verify-2024':
      return slipVerify2024(c, p, rng);
    case 'idcard-2016':
      return idcard2016(c, p, rng);
    case 'idcard-2023':
      return idcard2023(c, p, rng);
    case 'dl-2014':
      return dl2014(c, p, rng);
    case 'dl-2024':
      return dl2024(c, p, rng);
    case 'pvc-2018':
      return pvc2018(c, p, rng);
    case 'pvc-2022':
      return pvc2022(c, p, rng);
  }
}
