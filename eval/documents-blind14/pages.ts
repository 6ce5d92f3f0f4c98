import { crit, firstAndMiddle, grouped, jitter, PageSheet, sheetPage, tint, widthMetrics, type Page, type TextStyle, type Zone } from '../blind-kit/page-helpers.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { arms, chip, kinegram, lissajous, portrait as portraitOf, qrLike, rings, stacked as stackedBarcode, waveBand } from '../documents-blind9/art.js';
import { badge, barcode, chip6, dataMatrix, guilloche, holoStrip, lineScreen, signature, sunburst, svgUrl } from '../documents-blind10/art.js';
import type { Blind14Case, Design } from './cases.js';
import { printDate, type DateStyle } from './dates.js';
import { personOf, type Person } from './people.js';

export type { Page, Zone };

/**
 * The fourteenth set's ten designs (two per layout) as HTML pages of fixed pixel size, this set's own
 * reading of public descriptions of the real documents: the Nigerian e-passport's paper data page
 * (2007 on: labels in one line, English and French halves joined by a slash, `Passport No./No. du
 * Passeport`, dates with a bilingual month and a two-digit year, a ghost portrait) and a 2024
 * polycarbonate page (an engraved portrait on the left, each label's English half bold and its French
 * half in italics beside it, the NIN as the personal number, two-digit years); a NIN slip printed as
 * a bordered table (Tracking ID, NIN, Surname, First Name, Middle Name ... in a shaded column, in a
 * typewriter face) and a "digital" premium slip (bilingual capital labels, a QR code, the NIN large
 * and ungrouped at the foot); the general multipurpose identity card of 2014 (chip at the left, NIN
 * at the top, bilingual capital labels) and a 2021 card (the NIN at the top right, title-case labels,
 * a serif face, dates without leading zeros); an older FRSC licence that prints the whole name on one
 * line as `SURNAME, GIVEN NAMES` beside a vertical band, with dates as dd.mm.yy, and a 2021 licence
 * with Last Name, First Name and Middle Name cells and the number boxed at the foot, dates as
 * 17MAR1991; a voter's card with colon labels in mixed case and the VIN first (2015), and a card of
 * 2019 whose VIN stands by its chip above the names (FORENAMES). Positions, colours, label wordings
 * and date forms differ from the twelfth and thirteenth sets'. Each page says where a thumb, a stain
 * or a worn corner may lie without touching a field a reader needs, and where each critical field
 * lies.
 */

/** The ninth set's drawn portrait (ellipses and headwear, no real face), for this set's people. */
const portrait = (p: Person, w: number, h: number, rng: Rng, background: string, grey = false) => portraitOf(p as unknown as Parameters<typeof portraitOf>[0], w, h, rng, background, grey);

/** The fonts each design uses (fonts.ts lists their packages). */
export const designFonts: Record<Design, string[]> = {
  'pp-epass-2007': ['Garuda', 'NanumGothic', 'D2Coding', 'OCR B'],
  'pp-polycarb-2024': ['BIZ UDPGothic', 'Kinnari', 'UnDotum', 'OCR B'],
  'slip-table-2018': ['Laksaman', 'Tlwg Typo'],
  'slip-premium-2022': ['Smiley Sans', 'UnDotum', 'D2Coding'],
  'gmpc-2014': ['Garuda', 'Junicode Two Beta', 'D2Coding'],
  'nmc-2021': ['NanumGothic', 'Amiri', 'Tlwg Typo'],
  'dl-2011': ['Smiley Sans', 'Laksaman', 'UnDotum', 'D2Coding'],
  'dl-2021': ['BIZ UDPGothic', 'Junicode Two Beta', 'Tlwg Typo'],
  'pvc-2015': ['Smiley Sans', 'NanumGothic', 'Tlwg Typo'],
  'pvc-2019': ['Amiri', 'Kinnari', 'Garuda', 'D2Coding'],
};

/** The date form each design prints. */
export const designDates: Record<Design, DateStyle> = {
  'pp-epass-2007': 'dd MMM/MMM yy',
  'pp-polycarb-2024': 'dd MMM yy',
  'slip-table-2018': 'yyyy/mm/dd',
  'slip-premium-2022': 'dd/MMM/yyyy',
  'gmpc-2014': 'dd mm yyyy',
  'nmc-2021': 'd-m-yyyy',
  'dl-2011': 'dd.mm.yy',
  'dl-2021': 'ddMMMyyyy',
  'pvc-2015': 'dd-Mmm-yyyy',
  'pvc-2019': 'dd Mmm yyyy',
};

/** Designs that print the whole name on one line as `SURNAME, GIVEN NAMES` (the older licence); the others print surname and given names apart. */
export const oneLineNameDesigns: readonly Design[] = ['dl-2011'];

/**
 * A generous average advance (em) of each family for capitals and figures at the weights the pages
 * use (measured in Chromium on this set's names, numbers and dates, plus about 10 %): a text fitted
 * with it never overflows its width (check.ts measures the rendered widths against their room).
 */
const ADVANCE: Record<string, number> = {
  NanumGothic: 0.77,
  Garuda: 0.78,
  Laksaman: 0.76,
  'BIZ UDPGothic': 0.91,
  UnDotum: 0.73,
  Kinnari: 0.78,
  'Junicode Two Beta': 0.8,
  Amiri: 0.77,
  D2Coding: 0.54,
  'Tlwg Typo': 0.65,
  'Smiley Sans': 0.54,
  'OCR B': 0.74,
};

/** How this set sizes a text: its families' advances (eval/blind-kit/page-helpers.ts). */
const METRICS = widthMetrics(ADVANCE, 0.85);

/** A page of this set (eval/blind-kit/page-helpers.ts): texts fitted with its families' advances. */
class Sheet extends PageSheet {
  constructor(w: number, h: number) {
    super(w, h, { metrics: METRICS, figures: 'lining' });
  }
}

const photoBackgrounds = ['#dde5ee', '#eceae2', '#d8e4e9', '#e5e5e5', '#e0ebe2', '#efece4'];
const CARD = { W: 1198, H: 756 };
const PASS = { W: 1500, H: 1056 };
const authorities = ['NIS ABUJA', 'NIS PORT HARCOURT', 'NIS CALABAR', 'NIS YOLA', 'NIS BAUCHI', 'NIS BIRNIN KEBBI', 'NIS IKEJA'];
const pollingUnits = ['PRY SCH. I', 'VILLAGE SQUARE', 'TOWN HALL', 'HEALTH CENTRE II', 'MARKET I', 'CHURCH PREMISES'];

const page = (s: Sheet, design: Design, background: string, radius: number, widthMm: number, paper: boolean, quietZones: Zone[]): Page => sheetPage(s, designFonts[design], background, radius, widthMm, paper, quietZones);

/** The MRZ band of a passport page: two OCR B lines on a pale band. */
function mrzBand(s: Sheet, c: Blind14Case, y: number, x: number): void {
  s.box(0, y, PASS.W, PASS.H - y, 'background:rgba(255,255,255,0.8)');
  const mrz = c.mrz ?? ['', ''];
  s.text(x, y + 38, mrz[0], { font: 'OCR B', size: 41, color: '#0b0b0b', critical: true, max: 1385 });
  s.text(x, y + 132, mrz[1], { font: 'OCR B', size: 41, color: '#0b0b0b', critical: true, max: 1385 });
}

function ppEpass2007(c: Blind14Case, p: Person, rng: Rng): Page {
  // The e-passport's paper data page: portrait left, labels `English/French` on one line over their values, bilingual months and two-digit years.
  const { W, H } = PASS;
  const s = new Sheet(W, H);
  const green = tint('#1f6b3a', rng, 8);
  s.svg(`${guilloche(820, 420, 620, rng, '#9cc9a4', 0.16)}${lineScreen(0, 560, W, 240, rng, '#bcd8b4', 0.25, 8)}<g opacity="0.06">${arms(640, 150, 430, '#1f6b3a')}</g>`);
  s.text(410, 22, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Garuda', size: 30, weight: 700, color: green, spacing: 1 });
  s.text(410, 60, 'RÉPUBLIQUE FÉDÉRALE DU NIGÉRIA', { font: 'Garuda', size: 16, color: '#4d7a58', spacing: 1 });
  s.text(W - 40, 22, 'PASSPORT', { font: 'Garuda', size: 26, weight: 700, color: green, anchor: 'end', spacing: 3 });
  s.text(W - 40, 56, 'PASSEPORT', { font: 'Garuda', size: 17, color: '#4d7a58', anchor: 'end', spacing: 3 });
  s.img(44, 108, 330, 420, svgUrl(portrait(p, 330, 420, rng, rng.pick(photoBackgrounds))), 'border:1px solid #8aa690');
  s.text(44, 552, 'Holder’s Signature/Signature du titulaire', { font: 'Garuda', size: 14, color: '#4d6b55' });
  s.img(44, 576, 330, 80, svgUrl(signature(330, 80, rng, '#1d1d3a')));
  s.img(1380, 400, 96, 124, svgUrl(portrait(p, 96, 124, rng, '#f4f4ee', true)), 'opacity:0.28');
  const L: TextStyle = { font: 'Garuda', size: 16, color: '#466b50' };
  const V: TextStyle = { font: 'NanumGothic', size: 35, weight: 700, color: '#141414' };
  const N: TextStyle = { font: 'D2Coding', size: 33, weight: 700, color: '#141414' };
  const style = designDates['pp-epass-2007'];
  const pr = c.printed;
  const x1 = 410 + jitter(rng, 4);
  const x2 = 760;
  const x3 = 1060;
  const gap = 22;
  const r = (k: number) => 104 + k * 92;
  s.stacked(x1, r(0), 'Type/Type', 'P', L, V, gap).stacked(x1 + 130, r(0), 'Code/Code', 'NGA', L, V, gap).stacked(x3, r(0), 'Passport No./No. du Passeport', pr.documentNumber, L, crit({ ...N, size: 38, color: '#8a1c22', spacing: 1 }, 380), gap);
  s.stacked(x1, r(1), 'Surname/Nom', pr.surname, L, crit(V, 1040), gap);
  s.stacked(x1, r(2), 'Given Names/Prénoms', pr.givenNames, L, crit(V, 1040), gap);
  s.stacked(x1, r(3), 'Nationality/Nationalité', 'NIGERIAN', L, { ...V, size: 31 }, gap).stacked(x2, r(3), 'Sex/Sexe', pr.sex, L, V, gap).stacked(x3, r(3), 'Date of Birth/Date de naissance', printDate(pr.dateOfBirth, style), L, crit(N, 300), gap);
  s.stacked(x1, r(4), 'Place of Birth/Lieu de naissance', p.placeOfBirth, L, { ...V, size: 30, max: 330 }, gap).stacked(x3, r(4), 'Date of Issue/Date de délivrance', printDate(pr.issueDate ?? '', style), L, { ...N, max: 300 }, gap);
  s.stacked(x1, r(5), 'Authority/Autorité', rng.pick(authorities), L, { ...V, size: 27, max: 560 }, gap).stacked(x3, r(5), 'Date of Expiry/Date d’expiration', printDate(pr.expiryDate ?? '', style), L, crit(N, 300), gap);
  mrzBand(s, c, 800, 58);
  return page(s, 'pp-epass-2007', `linear-gradient(172deg, ${tint('#eef5e9', rng, 5)}, ${tint('#f9f6e6', rng, 5)})`, 6, 125, true, [
    { x0: 0.025, y0: 0.098, x1: 0.252, y1: 0.505 },
    { x0: 0.025, y0: 0.54, x1: 0.252, y1: 0.63 },
    { x0: 0.915, y0: 0.37, x1: 0.99, y1: 0.5 },
  ]);
}

/** A bilingual label on one line: the English half bold, the French half in italics after it (its place from the English half's mixed-case width, about 0.68 em a letter in BIZ UDPGothic bold). */
function halves(s: Sheet, x: number, y: number, english: string, french: string, L: TextStyle): void {
  s.text(x, y, english, { ...L, weight: 700 });
  s.text(x + 0.68 * L.size * [...english].length + 10, y, french, { ...L, italic: true, color: '#7a7488' });
}

function ppPolycarb2024(c: Blind14Case, p: Person, rng: Rng): Page {
  // A 2024 polycarbonate data page: engraved portrait left, a clear window under it, labels with English and French halves on one line, the NIN as personal number.
  const { W, H } = PASS;
  const s = new Sheet(W, H);
  const deep = tint('#124d3c', rng, 8);
  s.svg(`${sunburst(W, 0, 1300, 90, '#c9bfe0', 0.12)}${rings(980, 460, 420, rng, '#b7d6c4', 0.12)}${waveBand(W, 520, 780, rng, '#d6c6a0', 0.28)}`);
  s.box(0, 0, W, 84, `background:linear-gradient(90deg, ${deep}, ${tint('#2d7f6a', rng, 8)})`);
  s.text(40, 16, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'BIZ UDPGothic', size: 30, weight: 700, color: '#ffffff', spacing: 1 });
  s.text(W - 110, 26, 'PASSPORT / PASSEPORT', { font: 'BIZ UDPGothic', size: 20, color: '#e4f3ec', anchor: 'end', spacing: 3 });
  s.svg(badge(W - 56, 42, 32));
  s.img(40, 112, 320, 400, svgUrl(portrait(p, 320, 400, rng, '#ececec', true)), 'border-radius:8px');
  s.box(40, 530, 320, 96, 'border-radius:12px;background:linear-gradient(135deg, rgba(255,255,255,0.6), rgba(200,225,235,0.35));box-shadow:inset 0 0 0 1px rgba(80,110,120,0.35)');
  s.img(52, 538, 64, 80, svgUrl(portrait(p, 64, 80, rng, '#eef2f2', true)), 'opacity:0.5');
  s.img(130, 540, 220, 76, svgUrl(holoStrip(220, 76, rng)), 'opacity:0.6;border-radius:10px');
  const L: TextStyle = { font: 'BIZ UDPGothic', size: 15, color: '#3f4f5a' };
  const V: TextStyle = { font: 'Kinnari', size: 36, weight: 700, color: '#1a1a1e' };
  const N: TextStyle = { font: 'UnDotum', size: 36, weight: 700, color: '#1a1a1e' };
  const style = designDates['pp-polycarb-2024'];
  const pr = c.printed;
  const x1 = 400 + jitter(rng, 4);
  const x2 = 760;
  const x3 = 1100;
  const r = (k: number) => 108 + k * 88;
  const field = (x: number, k: number, en: string, fr: string, value: string, st: TextStyle) => {
    halves(s, x, r(k), en, fr, L);
    s.text(x, r(k) + 22, value, st);
  };
  field(x1, 0, 'Type', 'Type', 'P', V);
  field(x1 + 120, 0, 'Code', 'Code', 'NGA', V);
  field(x2, 0, 'Passport No.', 'N° du passeport', pr.documentNumber, crit({ ...N, size: 40, color: '#5b1f6e', spacing: 1 }, 330));
  field(x1, 1, 'Surname', 'Nom', pr.surname, crit(V, 1040));
  field(x1, 2, 'Given names', 'Prénoms', pr.givenNames, crit(V, 1040));
  field(x1, 3, 'Nationality', 'Nationalité', 'NIGERIAN', { ...V, size: 31 });
  field(x2, 3, 'Date of birth', 'Date de naissance', printDate(pr.dateOfBirth, style), crit(V, 300));
  field(x3, 3, 'Sex', 'Sexe', pr.sex, V);
  field(x1, 4, 'Place of birth', 'Lieu de naissance', p.placeOfBirth, { ...V, size: 30, max: 330 });
  field(x2, 4, 'Personal No.', 'N° personnel', pr.nin ?? '', { ...N, size: 30, max: 300 });
  field(x1, 5, 'Date of issue', 'Date de délivrance', printDate(pr.issueDate ?? '', style), { ...V, max: 300 });
  field(x2, 5, 'Date of expiry', 'Date d’expiration', printDate(pr.expiryDate ?? '', style), crit(V, 300));
  field(x3, 5, 'Authority', 'Autorité', rng.pick(authorities), { ...V, size: 26, max: 360 });
  s.text(x1, 650, "Holder's signature", { ...L, weight: 700 });
  s.img(x1, 672, 320, 70, svgUrl(signature(320, 70, rng, '#24242a')));
  s.img(1150, 640, 270, 140, svgUrl(kinegram(270, 140, rng)));
  mrzBand(s, c, 800, 62);
  return page(s, 'pp-polycarb-2024', `linear-gradient(160deg, ${tint('#f2eff7', rng, 5)}, ${tint('#edf4ee', rng, 5)})`, 16, 125, false, [
    { x0: 0.022, y0: 0.1, x1: 0.246, y1: 0.49 },
    { x0: 0.022, y0: 0.5, x1: 0.246, y1: 0.596 },
    { x0: 0.76, y0: 0.6, x1: 0.953, y1: 0.745 },
  ]);
}

function slipTable2018(c: Blind14Case, p: Person, rng: Rng): Page {
  // A NIN slip printed as a bordered table: labels in a shaded column, values in a typewriter face, the photo and a barcode at the right.
  const W = 1600;
  const H = 1000;
  const s = new Sheet(W, H);
  const green = tint('#17693d', rng, 6);
  s.svg(`<g opacity="0.05">${arms(520, 250, 520, '#17693d')}</g>${guilloche(620, 470, 520, rng, '#a8d3b5', 0.07)}`);
  s.box(24, 24, W - 48, H - 48, `border:2px solid ${green}`);
  s.svg(arms(50, 34, 88));
  s.text(160, 36, 'NATIONAL IDENTITY MANAGEMENT COMMISSION', { font: 'Laksaman', size: 34, weight: 700, color: green });
  s.text(160, 80, 'Federal Republic of Nigeria', { font: 'Laksaman', size: 21, color: '#3d4d43' });
  s.text(W - 60, 44, 'NIN SLIP', { font: 'Laksaman', size: 32, weight: 700, color: green, anchor: 'end', spacing: 4 });
  s.box(60, 124, W - 120, 3, `background:${green}`);
  const L: TextStyle = { font: 'Laksaman', size: 23, weight: 700, color: '#2e3d33' };
  const V: TextStyle = { font: 'Tlwg Typo', size: 32, weight: 700, color: '#0c0c0c' };
  const style = designDates['slip-table-2018'];
  const pr = c.printed;
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const tracking = `${String(rng.int(1, 9))}${Array.from({ length: 14 }, () => rng.pick('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''))).join('')}`;
  const rows: [string, string, TextStyle][] = [
    ['Tracking ID', tracking, { ...V, size: 28, max: 720 }],
    ['NIN', pr.nin ?? '', crit({ ...V, size: 36, spacing: 2 }, 720)],
    ['Surname', pr.surname, crit(V, 720)],
    ['First Name', first, crit(V, 720)],
    ['Middle Name', middle, crit(V, 720)],
    ['Date of Birth', printDate(pr.dateOfBirth, style), crit(V, 720)],
    ['Gender', pr.sex === 'M' ? 'MALE' : 'FEMALE', V],
    ['State of Origin', p.state, { ...V, size: 28, max: 720 }],
  ];
  const top = 150;
  const rh = 72;
  const x0 = 60 + jitter(rng, 3);
  s.box(x0, top, 1080, rows.length * rh, `border:2px solid ${green}`);
  s.box(x0, top, 320, rows.length * rh, `background:${tint('#e4f0e7', rng, 4)};border-right:2px solid ${green}`);
  rows.forEach(([label, value, st], i) => {
    const y = top + i * rh;
    if (i > 0) s.box(x0, y, 1080, 1, `background:${green}`);
    s.text(x0 + 18, y + 22, label, L);
    s.text(x0 + 344, y + 16, value, st);
  });
  s.img(1196, 150, 340, 420, svgUrl(portrait(p, 340, 420, rng, '#f3f3f3')), `border:2px solid ${green}`);
  s.img(1196, 596, 340, 90, svgUrl(barcode(340, 90, rng)));
  s.text(60, 760, 'Note: this slip is not an identity card. Keep it safe; quote your NIN when asked to verify you.', { font: 'Laksaman', size: 22, color: '#3a3a3a' });
  s.text(60, 800, `Printed from NIMC enrolment records · ${printDate(pr.issueDate ?? '', style)}`, { font: 'Laksaman', size: 20, color: '#5a5a5a' });
  return page(s, 'slip-table-2018', tint('#fcfcf9', rng, 2), 2, 200, true, [
    { x0: 0.745, y0: 0.145, x1: 0.963, y1: 0.575 },
    { x0: 0.745, y0: 0.59, x1: 0.963, y1: 0.69 },
    { x0: 0.03, y0: 0.84, x1: 0.6, y1: 0.95 },
  ]);
}

function slipPremium2022(c: Blind14Case, p: Person, rng: Rng): Page {
  // A "digital" premium NIN slip: bilingual capital labels, a QR code at the top right, the NIN large and ungrouped at the foot.
  const W = 1560;
  const H = 980;
  const s = new Sheet(W, H);
  const green = tint('#0f7a45', rng, 6);
  s.svg(`${waveBand(W, 760, H, rng, '#a5d9b9', 0.45)}${lissajous(W, 760, rng, '#b9dcc6', 0.1, 3)}<g opacity="0.05">${arms(980, 240, 420, '#0f7a45')}</g>`);
  s.svg(arms(34, 22, 84));
  s.text(136, 20, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Smiley Sans', size: 40, color: green, spacing: 1 });
  s.text(136, 70, 'DIGITAL NIN SLIP · NATIONAL IDENTITY MANAGEMENT COMMISSION', { font: 'UnDotum', size: 20, weight: 700, color: '#3c5a48', spacing: 1 });
  s.img(1300, 28, 220, 220, svgUrl(qrLike(220, rng, '#0b2216')));
  s.img(50, 150, 260, 320, svgUrl(portrait(p, 260, 320, rng, rng.pick(photoBackgrounds))), `border:3px solid ${green};border-radius:6px`);
  const L: TextStyle = { font: 'UnDotum', size: 18, weight: 700, color: '#5b6b62', spacing: 1 };
  const V: TextStyle = { font: 'UnDotum', size: 40, weight: 700, color: '#101010' };
  const style = designDates['slip-premium-2022'];
  const pr = c.printed;
  const x = 350 + jitter(rng, 4);
  const gap = 26;
  s.stacked(x, 150, 'SURNAME/NOM', pr.surname, L, crit(V, 900), gap);
  s.stacked(x, 240, 'GIVEN NAMES/PRÉNOMS', pr.givenNames, L, crit(V, 900), gap);
  s.stacked(x, 330, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit({ ...V, size: 36 }, 320), gap).stacked(x + 370, 330, 'SEX/SEXE', pr.sex, L, { ...V, size: 36 }, gap).stacked(x + 530, 330, 'ISSUE DATE', printDate(pr.issueDate ?? '', style), L, { ...V, size: 32, max: 300 }, gap);
  s.text(50, 540, 'National Identification Number (NIN)', { ...L, size: 22, color: green });
  s.text(50, 576, pr.nin ?? '', crit({ font: 'D2Coding', size: 84, weight: 700, color: '#0d0d0d', spacing: 8 }, 1100));
  s.text(50, 800, 'Verify this slip by scanning its QR code with the NIMC verification app.', { font: 'Smiley Sans', size: 24, color: '#1d3b2a' });
  return page(s, 'slip-premium-2022', `linear-gradient(178deg, ${tint('#ffffff', rng, 2)}, ${tint('#f0f7f2', rng, 3)})`, 6, 200, true, [
    { x0: 0.028, y0: 0.148, x1: 0.203, y1: 0.487 },
    { x0: 0.828, y0: 0.022, x1: 0.98, y1: 0.26 },
    { x0: 0.028, y0: 0.81, x1: 0.6, y1: 0.87 },
  ]);
}

function gmpc2014(c: Blind14Case, p: Person, rng: Rng): Page {
  // The general multipurpose identity card: arms and title top left, the chip at the left, the NIN first, bilingual capital labels, photo right.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#186b3c', rng, 8);
  s.svg(`${waveBand(W, 600, H, rng, '#7cc196', 0.5)}${guilloche(560, 380, 460, rng, '#b9dcc3', 0.14)}`);
  s.svg(arms(24, 12, 72));
  s.text(108, 12, 'NATIONAL IDENTITY CARD', { font: 'Garuda', size: 38, weight: 700, color: green, spacing: 1 });
  s.text(108, 58, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Garuda', size: 18, color: '#4b6b55', spacing: 3 });
  s.img(40, 214, 120, 100, svgUrl(chip(120, 100)));
  s.img(904, 108, 256, 320, svgUrl(portrait(p, 256, 320, rng, rng.pick(photoBackgrounds))), 'border-radius:6px');
  s.img(904, 442, 256, 60, svgUrl(signature(256, 60, rng)));
  const L: TextStyle = { font: 'Garuda', size: 17, weight: 700, color: green, spacing: 1 };
  const V: TextStyle = { font: 'Junicode Two Beta', size: 35, weight: 700, color: '#121212' };
  const D: TextStyle = { font: 'D2Coding', size: 31, weight: 700, color: '#121212' };
  const style = designDates['gmpc-2014'];
  const pr = c.printed;
  const x = 190 + jitter(rng, 3);
  const gap = 24;
  s.stacked(x, 104, 'NIN', pr.nin ?? '', L, crit({ ...D, size: 44, spacing: 2 }, 560), gap + 2);
  s.stacked(x, 190, 'SURNAME / NOM', pr.surname, L, crit(V, 680), gap);
  s.stacked(x, 268, 'GIVEN NAMES / PRÉNOMS', pr.givenNames, L, crit(V, 680), gap);
  s.stacked(x, 346, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(D, 250), gap).stacked(x + 290, 346, 'SEX', pr.sex, L, V, gap).stacked(x + 410, 346, 'NATIONALITY', 'NGA', L, V, gap);
  s.stacked(x, 424, 'ISSUE DATE', printDate(pr.issueDate ?? '', style), L, { ...D, max: 250 }, gap).stacked(x + 290, 424, 'EXPIRY DATE', printDate(pr.expiryDate ?? '', style), L, crit(D, 250), gap);
  s.img(986, 590, 170, 120, svgUrl(holoStrip(170, 120, rng)), 'opacity:0.8;border-radius:10px');
  return page(s, 'gmpc-2014', `linear-gradient(175deg, #ffffff, ${tint('#eef6ef', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.745, y0: 0.135, x1: 0.975, y1: 0.575 },
    { x0: 0.81, y0: 0.77, x1: 0.975, y1: 0.95 },
    { x0: 0.025, y0: 0.27, x1: 0.14, y1: 0.43 },
  ]);
}

function nmc2021(c: Blind14Case, p: Person, rng: Rng): Page {
  // A 2021 identity card: a dark green band, the NIN at the top right, photo left, title-case labels over serif values, dates without leading zeros.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#0b4f2e', rng, 8);
  s.svg(`${lissajous(W, H, rng, '#9fd1b3', 0.12, 3)}${sunburst(0, H, 900, 60, '#d7e9dc', 0.16)}`);
  s.box(0, 0, W, 92, `background:linear-gradient(100deg, ${green} 0 62%, ${tint('#2f8a57', rng, 8)} 62% 100%)`);
  s.text(36, 10, 'NATIONAL IDENTITY CARD', { font: 'NanumGothic', size: 36, weight: 700, color: '#ffffff', spacing: 1 });
  s.text(36, 56, 'Federal Republic of Nigeria · National Identity Management Commission', { font: 'NanumGothic', size: 17, color: '#d9efe1' });
  const L: TextStyle = { font: 'NanumGothic', size: 18, weight: 700, color: '#3f6a50' };
  const V: TextStyle = { font: 'Amiri', size: 35, weight: 700, color: '#111111' };
  const style = designDates['nmc-2021'];
  const pr = c.printed;
  s.text(W - 40, 106, 'NIN', { ...L, anchor: 'end' });
  s.text(W - 40, 130, pr.nin ?? '', crit({ font: 'Tlwg Typo', size: 44, weight: 700, color: green, spacing: 1, anchor: 'end' }, 480));
  s.img(36, 200, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border:2px solid #ffffff;border-radius:4px');
  s.img(36, 500, 230, 58, svgUrl(signature(230, 58, rng, '#10301e')));
  const x = 300 + jitter(rng, 3);
  const gap = 24;
  s.stacked(x, 196, 'Surname', pr.surname, L, crit(V, 840), gap);
  s.stacked(x, 276, 'Other Names', pr.givenNames, L, crit(V, 840), gap);
  s.stacked(x, 356, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(V, 280), gap).stacked(x + 340, 356, 'Gender', pr.sex === 'M' ? 'MALE' : 'FEMALE', L, { ...V, size: 31 }, gap);
  s.stacked(x, 436, 'Issued', printDate(pr.issueDate ?? '', style), L, { ...V, max: 280 }, gap).stacked(x + 340, 436, 'Expires', printDate(pr.expiryDate ?? '', style), L, crit(V, 280), gap);
  s.stacked(x, 516, 'State of Origin', p.state, L, { ...V, size: 28, max: 500 }, gap);
  s.img(1000, 560, 150, 150, svgUrl(dataMatrix(150, rng, '#0e2a1a')));
  return page(s, 'nmc-2021', `linear-gradient(180deg, ${tint('#fbfdfb', rng, 3)}, ${tint('#eaf3ec', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.025, y0: 0.26, x1: 0.226, y1: 0.652 },
    { x0: 0.025, y0: 0.655, x1: 0.226, y1: 0.745 },
    { x0: 0.83, y0: 0.735, x1: 0.965, y1: 0.945 },
  ]);
}

function dl2011(c: Blind14Case, p: Person, rng: Rng): Page {
  // An older FRSC licence: a green band down the left edge, the whole name on one line (SURNAME, GIVEN NAMES), photo right, dates as dd.mm.yy.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#1b6236', rng, 8);
  s.svg(`${guilloche(640, 400, 500, rng, '#d9c690', 0.15)}${lineScreen(90, 520, W - 90, 236, rng, '#c4dfc9', 0.3, 7)}`);
  s.box(0, 0, 88, H, `background:linear-gradient(180deg, ${green}, ${tint('#2f8a50', rng, 8)})`);
  s.svg(`<text x="60" y="${H - 60}" transform="rotate(-90 60 ${H - 60})" font-family="Smiley Sans" font-size="46" fill="#ffffff" letter-spacing="6">NIGERIA</text>`);
  s.text(120, 12, 'NATIONAL DRIVERS LICENCE', { font: 'Smiley Sans', size: 44, color: green, spacing: 1 });
  s.text(120, 64, 'FEDERAL ROAD SAFETY CORPS', { font: 'Laksaman', size: 18, weight: 700, color: '#5d4a1e', spacing: 3 });
  s.img(930, 100, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(930, 402, 230, 56, svgUrl(signature(230, 56, rng)));
  const L: TextStyle = { font: 'Laksaman', size: 17, weight: 700, color: '#3e5c47', spacing: 1 };
  const V: TextStyle = { font: 'UnDotum', size: 34, weight: 700, color: '#121212' };
  const D: TextStyle = { font: 'D2Coding', size: 31, weight: 700, color: '#121212' };
  const style = designDates['dl-2011'];
  const pr = c.printed;
  const x = 120 + jitter(rng, 3);
  const gap = 23;
  s.stacked(x, 108, 'D/L NO', pr.documentNumber, L, crit({ ...D, size: 38, color: '#7d1c1c', spacing: 1 }, 440), gap).stacked(620, 108, 'CLASS', rng.pick(['B', 'C', 'E']), L, V, gap);
  s.stacked(x, 186, 'NAME', `${pr.surname}, ${pr.givenNames}`, L, crit(V, 790), gap);
  s.stacked(x, 264, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(D, 200), gap).stacked(380, 264, 'SEX', pr.sex, L, V, gap).stacked(500, 264, 'BLOOD GRP', p.bloodGroup, L, V, gap).stacked(690, 264, 'HEIGHT', `${p.height}M`, L, { ...V, max: 180 }, gap);
  s.stacked(x, 342, 'ISSUED', printDate(pr.issueDate ?? '', style), L, { ...D, max: 200 }, gap).stacked(380, 342, 'EXPIRES', printDate(pr.expiryDate ?? '', style), L, crit(D, 200), gap).stacked(620, 342, 'STATE', p.state, L, { ...V, size: 28, max: 290 }, gap);
  s.stacked(x, 420, 'ADDRESS', p.address, L, { ...V, size: 24, max: 780 }, gap);
  s.img(120, 560, 560, 110, svgUrl(stackedBarcode(560, 110, rng)));
  s.img(960, 560, 180, 150, svgUrl(kinegram(180, 150, rng)));
  return page(s, 'dl-2011', `linear-gradient(180deg, ${tint('#fdfcf4', rng, 4)}, ${tint('#f1f5e8', rng, 4)})`, 32, 85.6, false, [
    { x0: 0.77, y0: 0.125, x1: 0.975, y1: 0.61 },
    { x0: 0.095, y0: 0.73, x1: 0.575, y1: 0.895 },
    { x0: 0.795, y0: 0.73, x1: 0.96, y1: 0.95 },
  ]);
}

function dl2021(c: Blind14Case, p: Person, rng: Rng): Page {
  // A 2021 licence: a navy band, photo left, Last Name, First Name and Middle Name cells, the number boxed at the foot, dates as 17MAR1991.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const navy = tint('#1d3b6e', rng, 8);
  s.svg(`${guilloche(760, 380, 520, rng, '#a9c2e6', 0.16)}${rings(300, 640, 300, rng, '#c7d6ee', 0.14)}`);
  s.box(0, 0, W, 82, `background:linear-gradient(90deg, ${navy}, ${tint('#3a6db0', rng, 8)})`);
  s.svg(badge(W - 52, 41, 32));
  s.text(40, 10, "DRIVER'S LICENCE", { font: 'BIZ UDPGothic', size: 36, weight: 700, color: '#ffffff', spacing: 2 });
  s.text(40, 54, 'Federal Republic of Nigeria · Federal Road Safety Corps', { font: 'BIZ UDPGothic', size: 16, color: '#dce6f5' });
  s.img(36, 104, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border-radius:8px');
  s.img(36, 404, 230, 56, svgUrl(signature(230, 56, rng, '#14213d')));
  const L: TextStyle = { font: 'BIZ UDPGothic', size: 16, color: '#3b5785' };
  const V: TextStyle = { font: 'Junicode Two Beta', size: 34, weight: 700, color: '#0f1522' };
  const style = designDates['dl-2021'];
  const pr = c.printed;
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const x = 300 + jitter(rng, 3);
  const gap = 23;
  s.stacked(x, 100, 'Last Name', pr.surname, L, crit(V, 560), gap).stacked(900, 100, 'Class', rng.pick(['B', 'C', 'B E']), L, V, gap);
  s.stacked(x, 178, 'First Name', first, L, crit(V, 380), gap).stacked(700, 178, 'Middle Name', middle, L, crit(V, 450), gap);
  s.stacked(x, 256, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit({ ...V, size: 31 }, 260), gap).stacked(600, 256, 'Sex', pr.sex, L, V, gap).stacked(720, 256, 'Blood Group', p.bloodGroup, L, V, gap).stacked(900, 256, 'Height', `${p.height} m`, L, { ...V, max: 200 }, gap);
  s.stacked(x, 334, 'Issue Date', printDate(pr.issueDate ?? '', style), L, { ...V, size: 31, max: 260 }, gap).stacked(600, 334, 'Expiry Date', printDate(pr.expiryDate ?? '', style), L, crit({ ...V, size: 31 }, 260), gap).stacked(900, 334, 'State', p.state, L, { ...V, size: 24, max: 250 }, gap);
  s.box(300, 450, 860, 118, `border:2px solid ${navy};border-radius:10px;background:rgba(255,255,255,0.7)`);
  s.text(320, 460, 'LICENCE NO.', { ...L, weight: 700 });
  s.text(320, 488, pr.documentNumber, crit({ font: 'Tlwg Typo', size: 52, weight: 700, color: '#6e1620', spacing: 4 }, 800));
  s.img(56, 580, 150, 140, svgUrl(kinegram(150, 140, rng)));
  return page(s, 'dl-2021', `linear-gradient(165deg, ${tint('#f5f8fd', rng, 4)}, ${tint('#e7eef8', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.025, y0: 0.13, x1: 0.226, y1: 0.53 },
    { x0: 0.025, y0: 0.532, x1: 0.226, y1: 0.612 },
    { x0: 0.04, y0: 0.76, x1: 0.18, y1: 0.96 },
  ]);
}

function pvc2015(c: Blind14Case, p: Person, rng: Rng): Page {
  // A voter's card of 2015: a green-white-green stripe, INEC in a condensed face, photo left, colon labels in mixed case with the VIN first.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#138a45', rng, 8);
  s.svg(`${waveBand(W, 610, H, rng, '#92d1a8', 0.45)}${rings(760, 340, 380, rng, '#c1e4cc', 0.12)}<g opacity="0.05">${arms(500, 140, 420, '#138a45')}</g>`);
  s.box(0, 0, W, 10, `background:${green}`);
  s.box(0, 10, W, 8, 'background:#ffffff');
  s.box(0, 18, W, 10, `background:${green}`);
  s.text(36, 36, 'INEC', { font: 'Smiley Sans', size: 60, color: green, spacing: 4 });
  s.text(190, 42, 'Independent National Electoral Commission', { font: 'NanumGothic', size: 22, weight: 700, color: '#1f3f2c' });
  s.text(190, 72, "Permanent Voter's Card · Federal Republic of Nigeria", { font: 'NanumGothic', size: 17, color: '#4a6454' });
  s.img(36, 122, 220, 280, svgUrl(portrait(p, 220, 280, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(36, 410, 220, 56, svgUrl(signature(220, 56, rng)));
  const L: TextStyle = { font: 'NanumGothic', size: 19, color: '#2d5a3d' };
  const V: TextStyle = { font: 'NanumGothic', size: 32, weight: 700, color: '#101010' };
  const T: TextStyle = { font: 'Tlwg Typo', size: 29, weight: 700, color: '#101010' };
  const style = designDates['pvc-2015'];
  const pr = c.printed;
  const lx = 290 + jitter(rng, 3);
  const vx = 482;
  s.inline(lx, vx, 122, 'VIN:', pr.documentNumber, L, crit(T, 640));
  s.inline(lx, vx, 174, 'Delim:', p.delimitation, L, { ...T, size: 24, max: 400 });
  s.inline(lx, vx, 226, 'Surname:', pr.surname, L, crit(V, 640));
  s.inline(lx, vx, 282, 'Other Names:', pr.givenNames, L, crit(V, 640));
  s.inline(lx, vx, 338, 'Date of Birth:', printDate(pr.dateOfBirth, style), L, crit(T, 300)).inline(830, 920, 338, 'Gender:', pr.sex === 'M' ? 'MALE' : 'FEMALE', L, { ...V, size: 26, max: 180 });
  s.inline(lx, vx, 394, 'Occupation:', p.occupation, L, { ...V, size: 26, max: 600 });
  s.inline(lx, vx, 446, 'Address:', p.address, L, { ...V, size: 22, max: 660 });
  s.img(986, 540, 170, 170, svgUrl(qrLike(170, rng, '#0b2a18')));
  return page(s, 'pvc-2015', `linear-gradient(180deg, ${tint('#fcfdf8', rng, 3)}, ${tint('#eef7ef', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.025, y0: 0.158, x1: 0.218, y1: 0.535 },
    { x0: 0.025, y0: 0.538, x1: 0.218, y1: 0.62 },
    { x0: 0.815, y0: 0.705, x1: 0.97, y1: 0.945 },
  ]);
}

function pvc2019(c: Blind14Case, p: Person, rng: Rng): Page {
  // A voter's card of 2019: a centred serif title, the chip at the top left with the VIN beside it, capital labels stacked (FORENAMES), photo right.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#166b3b', rng, 8);
  s.svg(`<path d="M 0 ${H} L 0 ${H - 200} L ${W * 0.5} ${H} Z" fill="${green}" opacity="0.14"/>${lineScreen(0, 0, W, H, rng, '#cfe3d4', 0.22, 9)}<g opacity="0.05">${arms(360, 200, 400, '#166b3b')}</g>`);
  s.text(W / 2, 12, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'Amiri', size: 30, weight: 700, color: green, anchor: 'middle' });
  s.text(W / 2, 62, "VOTER'S CARD · FEDERAL REPUBLIC OF NIGERIA", { font: 'Kinnari', size: 18, color: '#41604b', anchor: 'middle', spacing: 2 });
  s.img(40, 112, 110, 92, svgUrl(chip6(110, 92)));
  s.img(930, 112, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border:3px solid #ffffff;border-radius:6px');
  s.text(930, 414, `DELIM ${p.delimitation}`, { font: 'D2Coding', size: 22, weight: 700, color: '#2a3d31' });
  s.img(930, 450, 230, 56, svgUrl(signature(230, 56, rng)));
  const L: TextStyle = { font: 'Kinnari', size: 17, weight: 700, color: '#2f6040', spacing: 1 };
  const V: TextStyle = { font: 'Garuda', size: 34, weight: 700, color: '#0f1511' };
  const style = designDates['pvc-2019'];
  const pr = c.printed;
  const x = 40 + jitter(rng, 3);
  const gap = 24;
  s.stacked(176, 118, 'VIN', grouped(pr.documentNumber, [3, 4, 4, 4, 4]), L, crit({ font: 'D2Coding', size: 34, weight: 700, color: '#0f1511', spacing: 1 }, 700), gap + 2);
  s.stacked(x, 222, 'SURNAME', pr.surname, L, crit(V, 860), gap);
  s.stacked(x, 300, 'FORENAMES', pr.givenNames, L, crit(V, 860), gap);
  s.stacked(x, 378, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit({ ...V, size: 31 }, 300), gap).stacked(x + 330, 378, 'SEX', pr.sex, L, V, gap).stacked(x + 450, 378, 'OCCUPATION', p.occupation, L, { ...V, size: 24, max: 400 }, gap);
  s.stacked(x, 456, 'POLLING UNIT', rng.pick(pollingUnits), L, { ...V, size: 26, max: 860 }, gap);
  s.stacked(x, 534, 'LGA / STATE', `${p.lga}, ${p.state}`, L, { ...V, size: 26, max: 860 }, gap);
  return page(s, 'pvc-2019', `linear-gradient(170deg, ${tint('#fdfcf6', rng, 4)}, ${tint('#f0f5ec', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.773, y0: 0.142, x1: 0.973, y1: 0.538 },
    { x0: 0.773, y0: 0.59, x1: 0.973, y1: 0.675 },
    { x0: 0.0, y0: 0.86, x1: 0.4, y1: 1 },
  ]);
}

/** The page of a case (the same page every time: its choices are seeded by the case). */
export function pageOf(c: Blind14Case): Page {
  const p = personOf(c.person);
  const rng = rngOf(seedOf('blind14-page', c.seed));
  switch (c.design) {
    case 'pp-epass-2007':
      return ppEpass2007(c, p, rng);
    case 'pp-polycarb-2024':
      return ppPolycarb2024(c, p, rng);
    case 'slip-table-2018':
      return slipTable2018(c, p, rng);
    case 'slip-premium-2022':
      return slipPremium2022(c, p, rng);
    case 'gmpc-2014':
      return gmpc2014(c, p, rng);
    case 'nmc-2021':
      return nmc2021(c, p, rng);
    case 'dl-2011':
      return dl2011(c, p, rng);
    case 'dl-2021':
      return dl2021(c, p, rng);
    case 'pvc-2015':
      return pvc2015(c, p, rng);
    case 'pvc-2019':
      return pvc2019(c, p, rng);
  }
}
