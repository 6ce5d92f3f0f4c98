import { crit, firstAndMiddle, grouped, jitter, PageSheet, sheetPage, tint, widthMetrics, type Page, type TextStyle, type Zone } from '../blind-kit/page-helpers.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { arms, chip, kinegram, lissajous, portrait as portraitOf, qrLike, rings, stacked as stackedBarcode, waveBand } from '../documents-blind9/art.js';
import { badge, barcode, chip6, dataMatrix, guilloche, holoStrip, lineScreen, signature, sunburst, svgUrl } from '../documents-blind10/art.js';
import type { Blind18Case, Design } from './cases.js';
import { printDate, type DateStyle } from './dates.js';
import { personOf, type Person } from './people.js';

export type { Page, Zone };

/**
 * The eighteenth set's ten designs (two per layout) as HTML pages of fixed pixel size, this set's
 * own reading of public descriptions and photographs of the real documents: a 2013 booklet passport's
 * data page (the portrait left with a ghost image at the right, labels in English over French in
 * italics, an apostrophe for the century: 04 AUG '91) and a 2024 enhanced passport's page (a dark band
 * across the top, the portrait right, labels `SURNAME / NOM` and `TYPE | TYPE`, the year first with a
 * month word: 1991 AUG 04, the NIN as the personal number); the old standard NIN slip of 2013 (a long
 * slip of ruled rows with a Tracking ID, Firstname and Middlename cells and the cells of a form:
 * 04 | 08 | 1991) and an enrolment agent's verification printout of 2024 (a table with borders, the
 * agent's header, the year first with dots: 1991.08.04); identity cards of 2014 (the NIN inline under
 * the title, middle dots between numbers: 04·08·1991) and the 2024 multipurpose card (the photo left
 * with a chip beside it, the NIN large at the foot, a payment mark and a masked card number, an
 * abbreviated month with a full stop first: Aug. 4, 1991); FRSC licences of 2012 (one NAME line,
 * `SURNAME, GIVEN NAMES`, an ordinal day: 4TH AUGUST 1991) and 2024 (`First & Other Names`, the number
 * in a band at the foot, the year first with hyphens round a month word: 1991-AUG-04); voter's cards
 * of 2011 (inline labels, the VIN boxed at the top right, no leading zero and a two-digit year:
 * 4 Aug 91) and 2019 (a heavy band, the VIN grouped at the foot, a written month and a comma:
 * 4 AUGUST, 1991). Positions, colours, label wordings, field orders and date forms differ from the
 * twelfth to seventeenth sets'. Each page says where a thumb or a worn corner may lie without touching
 * a field a reader needs, and where each critical field lies.
 */

/** The ninth set's drawn portrait (ellipses and headwear, no real face), for this set's people. */
const portrait = (p: Person, w: number, h: number, rng: Rng, background: string, grey = false) => portraitOf(p as unknown as Parameters<typeof portraitOf>[0], w, h, rng, background, grey);

/** The fonts each design uses (fonts.ts lists their packages). */
export const designFonts: Record<Design, string[]> = {
  'pp-booklet-2013': ['Norasi', 'Andika New Basic', 'Abyssinica SIL', 'Tlwg Typist', 'OCR B'],
  'pp-enhanced-2024': ['femkeklaver', 'VL PGothic', 'Waree', 'WenQuanYi Micro Hei Mono', 'Ume Mincho', 'Tlwg Typist', 'OCR B'],
  'slip-standard-2013': ['Rachana', 'Keraleeyam', 'IPAexMincho', 'Ume Mincho'],
  'slip-agent-2024': ['femkeklaver', 'Andika New Basic', 'Purisa', 'Tlwg Typist'],
  'idcard-2014': ['WenQuanYi Micro Hei Mono', 'Waree', 'IPAexMincho', 'Ume Mincho'],
  'idcard-gmpc-2024': ['Rachana', 'Andika New Basic', 'Purisa', 'Tlwg Typist', 'Waree'],
  'dl-2012': ['femkeklaver', 'Keraleeyam', 'Abyssinica SIL', 'Ume Mincho'],
  'dl-2024': ['Waree', 'VL PGothic', 'WenQuanYi Micro Hei Mono', 'Purisa', 'Ume Mincho'],
  'pvc-2011': ['Purisa', 'IPAexMincho', 'Norasi', 'Tlwg Typist'],
  'pvc-2019': ['femkeklaver', 'VL Gothic', 'Andika New Basic', 'Ume Mincho'],
};

/** The date form each design prints. */
export const designDates: Record<Design, DateStyle> = {
  'pp-booklet-2013': "dd MMM 'yy",
  'pp-enhanced-2024': 'yyyy MMM dd',
  'slip-standard-2013': 'dd | mm | yyyy',
  'slip-agent-2024': 'yyyy.mm.dd',
  'idcard-2014': 'dd·mm·yyyy',
  'idcard-gmpc-2024': 'Mmm. d, yyyy',
  'dl-2012': 'do MMMM yyyy',
  'dl-2024': 'yyyy-MMM-dd',
  'pvc-2011': 'd Mmm yy',
  'pvc-2019': 'd MMMM, yyyy',
};

/** Designs that print the holder's whole name on one line as `SURNAME, GIVEN NAMES` (the 2012 licence); the others print the surname in a field of its own. */
export const commaNameDesigns: readonly Design[] = ['dl-2012'];

/**
 * A generous average advance (em) of each family for capitals and figures at the weights the pages
 * use (measured in Chromium on this set's names, numbers and dates, the widest sample of each, plus
 * about 5 %): a text fitted with it never overflows its width (check.ts measures the rendered widths
 * against their room).
 */
const ADVANCE: Record<string, number> = {
  'Waree': 0.86,
  'Norasi': 0.84,
  'Keraleeyam': 0.86,
  'Andika New Basic': 0.84,
  'VL PGothic': 0.82,
  'Purisa': 0.9,
  'femkeklaver': 0.9,
  'Rachana': 0.84,
  'IPAexMincho': 0.84,
  'Abyssinica SIL': 0.86,
  'VL Gothic': 0.62,
  'WenQuanYi Micro Hei Mono': 0.66,
  'Tlwg Typist': 0.68,
  'Ume Mincho': 0.62,
  'OCR B': 0.76,
};

/** How this set sizes a text: its families' advances (eval/blind-kit/page-helpers.ts). */
const METRICS = widthMetrics(ADVANCE, 0.95);

/** A page of this set (eval/blind-kit/page-helpers.ts): texts fitted with its families' advances. */
class Sheet extends PageSheet {
  constructor(w: number, h: number) {
    super(w, h, { metrics: METRICS, figures: 'lining' });
  }
}

const photoBackgrounds = ['#e4e9ef', '#f0ebe1', '#dfe9e2', '#ebe6e2', '#e3ecdf', '#f3eee6'];
const CARD = { W: 1198, H: 756 };
const PASS = { W: 1500, H: 1056 };
const authorities = ['NIS ABUJA', 'NIS ABAKALIKI', 'NIS LOKOJA', 'NIS GOMBE', 'NIS MAKURDI', 'NIS CALABAR', 'NIS IKOYI', 'NIS KADUNA'];
const pollingUnits = ['PRY SCH. II', 'VILLAGE SQUARE', 'MARKET SQUARE', 'LGEA SCHOOL', 'DISPENSARY', 'COMMUNITY HALL'];

const page = (s: Sheet, design: Design, background: string, radius: number, widthMm: number, paper: boolean, quietZones: Zone[]): Page => sheetPage(s, designFonts[design], background, radius, widthMm, paper, quietZones);

/** The MRZ band of a passport page: two OCR B lines (`spacing`: the printer's pitch). */
function mrzLines(s: Sheet, c: Blind18Case, y: number, x: number, size: number, spacing: number, gap: number): void {
  const mrz = c.mrz ?? ['', ''];
  s.text(x, y, mrz[0], { font: 'OCR B', size, color: '#101010', spacing, critical: true, max: 1420 });
  s.text(x, y + gap, mrz[1], { font: 'OCR B', size, color: '#101010', spacing, critical: true, max: 1420 });
}

function ppBooklet2013(c: Blind18Case, p: Person, rng: Rng): Page {
  // A 2013 booklet data page: the portrait left with a ghost image right, labels in English over French in italics, an apostrophe for the century.
  const { W, H } = PASS;
  const s = new Sheet(W, H);
  const green = tint('#2a4d7a', rng, 8);
  s.svg(`${guilloche(1050, 420, 520, rng, '#a9cdb3', 0.13)}${lissajous(W, 790, rng, '#d7c3a2', 0.11, 4)}<g opacity="0.05">${arms(640, 200, 360, '#2a4d7a')}</g>${lineScreen(0, 790, W, 30, rng, '#bfd3c1', 0.3, 4)}`);
  s.svg(arms(40, 22, 70));
  s.text(130, 20, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Norasi', size: 30, weight: 700, color: green, spacing: 2 });
  s.text(130, 58, 'RÉPUBLIQUE FÉDÉRALE DU NIGÉRIA · PASSPORT · PASSEPORT', { font: 'Andika New Basic', size: 15, color: '#55705e', spacing: 1 });
  s.img(40, 120, 300, 384, svgUrl(portrait(p, 300, 384, rng, rng.pick(photoBackgrounds))), 'border:2px solid #c9d6cc;border-radius:4px');
  s.img(40, 520, 300, 70, svgUrl(signature(300, 70, rng, '#1c2450')));
  s.img(1300, 560, 150, 190, svgUrl(portrait(p, 150, 190, rng, '#f3f3ef', true)), 'opacity:0.3');
  s.img(1120, 640, 160, 110, svgUrl(holoStrip(160, 110, rng)), 'opacity:0.45;border-radius:10px');
  const L: TextStyle = { font: 'Andika New Basic', size: 16, weight: 700, color: '#44624f' };
  const V: TextStyle = { font: 'Abyssinica SIL', size: 34, weight: 700, color: '#141414' };
  const D: TextStyle = { font: 'Tlwg Typist', size: 34, color: '#141414' };
  const style = designDates['pp-booklet-2013'];
  const pr = c.printed;
  const x = 380 + jitter(rng, 4);
  const r = (k: number) => 104 + k * 112;
  s.bilingual(x, r(0), 'Type', 'Type', 'P', L, V).bilingual(x + 110, r(0), 'Code', 'Code', 'NGA', L, V).bilingual(x + 260, r(0), 'Passport No.', 'N° du passeport', pr.documentNumber, L, crit({ ...D, size: 38, color: '#a11d2a', spacing: 3 }, 420));
  s.bilingual(x, r(1), 'Surname', 'Nom', pr.surname, L, crit(V, 1060));
  s.bilingual(x, r(2), 'Forenames', 'Prénoms', pr.givenNames, L, crit(V, 1060));
  s.bilingual(x, r(3), 'Nationality', 'Nationalité', 'NIGERIAN', L, { ...V, size: 30 }).bilingual(x + 330, r(3), 'Date of Birth', 'Date de naissance', printDate(pr.dateOfBirth, style), L, crit(D, 330)).bilingual(x + 720, r(3), 'Sex', 'Sexe', pr.sex, L, V);
  s.bilingual(x, r(4), 'Place of Birth', 'Lieu de naissance', p.placeOfBirth, L, { ...V, size: 28, max: 300 }).bilingual(x + 330, r(4), 'Date of Issue', 'Date de délivrance', printDate(pr.issueDate ?? '', style), L, { ...D, max: 330 }).bilingual(x + 720, r(4), 'Authority', 'Autorité', rng.pick(authorities), L, { ...V, size: 24, max: 300 });
  s.bilingual(x, r(5), 'Valid Until', 'Date d’expiration', printDate(pr.expiryDate ?? '', style), L, crit(D, 330));
  s.box(0, 806, W, H - 806, 'background:rgba(255,255,255,0.72)');
  mrzLines(s, c, 838, 56, 41, 1, 94);
  return page(s, 'pp-booklet-2013', `linear-gradient(168deg, ${tint('#f4f1e6', rng, 5)}, ${tint('#e9f2ea', rng, 5)})`, 6, 125, true, [
    { x0: 0.026, y0: 0.113, x1: 0.228, y1: 0.48 },
    { x0: 0.026, y0: 0.49, x1: 0.228, y1: 0.56 },
    { x0: 0.86, y0: 0.525, x1: 0.97, y1: 0.715 },
  ]);
}

function ppEnhanced2024(c: Blind18Case, p: Person, rng: Rng): Page {
  // A 2024 enhanced page: a dark band across the top, the portrait right, labels `SURNAME / NOM`, the year first with a month word, the NIN as the personal number.
  const { W, H } = PASS;
  const s = new Sheet(W, H);
  const wine = tint('#1f4e4a', rng, 8);
  s.svg(`${rings(420, 520, 560, rng, '#d4c3d9', 0.12)}${sunburst(W, H, 900, 72, '#d9e0cf', 0.14)}${waveBand(W, 640, 790, rng, '#cfc6dc', 0.28)}`);
  s.box(0, 0, W, 86, `background:linear-gradient(90deg, ${wine}, ${tint('#1b4a5a', rng, 8)})`);
  s.text(40, 12, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'femkeklaver', size: 30, color: '#ffffff', spacing: 3 });
  s.text(40, 52, 'RÉPUBLIQUE FÉDÉRALE DU NIGÉRIA', { font: 'VL PGothic', size: 16, color: '#eadcef', spacing: 2 });
  s.text(W - 40, 24, 'PASSPORT | PASSEPORT', { font: 'femkeklaver', size: 24, color: '#ffffff', anchor: 'end', spacing: 2 });
  s.img(1160, 110, 300, 380, svgUrl(portrait(p, 300, 380, rng, '#ebebeb', true)), 'border-radius:10px');
  s.img(1160, 500, 300, 66, svgUrl(signature(300, 66, rng, '#22162a')));
  s.img(1180, 600, 180, 150, svgUrl(kinegram(180, 150, rng)));
  s.svg(badge(1410, 650, 28, '#1f4e4a'));
  const L: TextStyle = { font: 'VL PGothic', size: 16, weight: 700, color: '#5a3b57', spacing: 1 };
  const V: TextStyle = { font: 'Waree', size: 34, weight: 700, color: '#151318' };
  const D: TextStyle = { font: 'WenQuanYi Micro Hei Mono', size: 30, color: '#151318' };
  const style = designDates['pp-enhanced-2024'];
  const pr = c.printed;
  const x = 44 + jitter(rng, 4);
  const gap = 24;
  const r = (k: number) => 110 + k * 96;
  s.stacked(x, r(0), 'TYPE | TYPE', 'P', L, V, gap).stacked(x + 170, r(0), 'CODE | CODE', 'NGA', L, V, gap).stacked(x + 380, r(0), 'PASSPORT NO. | N° DE PASSEPORT', pr.documentNumber, L, crit({ font: 'Ume Mincho', size: 40, color: '#5b1e6e', spacing: 2 }, 400), gap);
  s.stacked(x, r(1), 'SURNAME / NOM', pr.surname, L, crit(V, 1060), gap);
  s.stacked(x, r(2), 'FORENAMES / PRÉNOMS', pr.givenNames, L, crit(V, 1060), gap);
  s.stacked(x, r(3), 'NATIONALITY | NATIONALITÉ', 'NIGERIAN', L, { ...V, size: 28 }, gap).stacked(x + 380, r(3), 'BORN / DATE DE NAISSANCE', printDate(pr.dateOfBirth, style), L, crit(D, 380), gap).stacked(x + 820, r(3), 'SEX | SEXE', pr.sex, L, V, gap);
  s.stacked(x, r(4), 'PLACE OF BIRTH | LIEU DE NAISSANCE', p.placeOfBirth, L, { ...V, size: 28, max: 340 }, gap).stacked(x + 380, r(4), 'PERSONAL NO. | N° PERSONNEL', pr.nin ?? '', L, { font: 'Tlwg Typist', size: 32, color: '#151318', spacing: 2, max: 380 }, gap);
  s.stacked(x, r(5), 'DATE OF ISSUE | DATE DE DÉLIVRANCE', printDate(pr.issueDate ?? '', style), L, { ...D, max: 380 }, gap).stacked(x + 560, r(5), 'AUTHORITY | AUTORITÉ', rng.pick(authorities), L, { ...V, size: 24, max: 380 }, gap);
  s.stacked(x, r(6), 'EXPIRES / DATE D’EXPIRATION', printDate(pr.expiryDate ?? '', style), L, crit(D, 380), gap);
  mrzLines(s, c, 826, 60, 42, 0, 98);
  return page(s, 'pp-enhanced-2024', `linear-gradient(150deg, ${tint('#f3eef4', rng, 5)}, ${tint('#eef2ea', rng, 5)})`, 16, 125, false, [
    { x0: 0.77, y0: 0.1, x1: 0.975, y1: 0.465 },
    { x0: 0.77, y0: 0.47, x1: 0.975, y1: 0.54 },
    { x0: 0.785, y0: 0.565, x1: 0.965, y1: 0.72 },
  ]);
}

function slipStandard2013(c: Blind18Case, p: Person, rng: Rng): Page {
  // The old standard NIN slip: a long slip of ruled rows (Tracking ID, Surname, First Name, Middle Name, Gender, Address), the photo right, the cells of a form for dates.
  const W = 1560;
  const H = 820;
  const s = new Sheet(W, H);
  const green = tint('#5a3d12', rng, 6);
  s.svg(`<g opacity="0.05">${arms(560, 180, 460, '#5a3d12')}</g>${lineScreen(0, 0, W, H, rng, '#d8e8dc', 0.18, 9)}`);
  s.box(10, 10, W - 20, H - 20, `border:3px double ${green}`);
  s.svg(arms(30, 24, 74));
  s.text(120, 24, 'NATIONAL IDENTITY MANAGEMENT COMMISSION', { font: 'Rachana', size: 32, color: green, spacing: 1 });
  s.text(120, 68, 'Federal Republic of Nigeria · National Identification Number Slip', { font: 'Keraleeyam', size: 20, color: '#40584a' });
  s.img(1250, 130, 260, 330, svgUrl(portrait(p, 260, 330, rng, rng.pick(photoBackgrounds))), `border:2px solid ${green}`);
  const L: TextStyle = { font: 'Keraleeyam', size: 22, weight: 700, color: '#335a45' };
  const V: TextStyle = { font: 'IPAexMincho', size: 38, weight: 700, color: '#0e0e0e' };
  const N: TextStyle = { font: 'Ume Mincho', size: 36, color: '#0e0e0e', spacing: 1 };
  const style = designDates['slip-standard-2013'];
  const pr = c.printed;
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const x = 40 + jitter(rng, 3);
  const vx = 330;
  const rows: [string, string, TextStyle][] = [
    ['Tracking ID', `${rng.pick(['S7', 'K2', 'T9'])}${Array.from({ length: 10 }, () => rng.pick('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''))).join('')}`, { ...N, size: 28 }],
    ['Surname', pr.surname, crit(V, 860)],
    ['Firstname', first, crit(V, 860)],
    ['Middlename', middle, crit(V, 860)],
    ['Gender', pr.sex === 'M' ? 'M' : 'F', V],
    ['Date of Birth', printDate(pr.dateOfBirth, style), crit(V, 560)],
    ['Address', p.address, { ...V, size: 26, max: 860 }],
  ];
  rows.forEach(([label, value, st], i) => {
    const y = 118 + i * 66;
    s.box(x, y + 58, 1180, 1, 'background:#b9cbbd');
    s.text(x, y + 16, label, L);
    s.text(vx, y + 6, value, st);
  });
  s.box(40, 600, 1180, 2, `background:${green}`);
  s.text(48, 616, 'NIN', { ...L, size: 26, color: green });
  s.text(130, 604, pr.nin ?? '', crit({ ...N, size: 64, spacing: 8 }, 760));
  s.text(48, 700, `Date Issued: ${printDate(pr.issueDate ?? '', style)}`, { font: 'Keraleeyam', size: 22, color: '#333333' });
  s.text(48, 740, 'Please keep this slip safe. It is not an identity card.', { font: 'Keraleeyam', size: 20, color: '#4a4a4a', italic: true });
  s.img(1270, 560, 220, 220, svgUrl(qrLike(220, rng, '#0b2216')));
  return page(s, 'slip-standard-2013', tint('#fbfcf7', rng, 2), 0, 190, true, [
    { x0: 0.8, y0: 0.155, x1: 0.97, y1: 0.565 },
    { x0: 0.81, y0: 0.68, x1: 0.96, y1: 0.955 },
    { x0: 0.6, y0: 0.83, x1: 0.79, y1: 0.97 },
  ]);
}

function slipAgent2024(c: Blind18Case, p: Person, rng: Rng): Page {
  // An enrolment agent's verification printout (A4): the agent's header, a table with borders, names in capitals, the year first with dots.
  const W = 1240;
  const H = 1754;
  const s = new Sheet(W, H);
  const blue = tint('#6b1631', rng, 6);
  const style = designDates['slip-agent-2024'];
  const pr = c.printed;
  const printedOn = printDate(pr.issueDate ?? '', style);
  s.svg(`<g opacity="0.04">${arms(380, 620, 480, '#6b1631')}</g>`);
  s.box(60, 60, W - 120, 150, `background:${blue}`);
  s.svg(arms(80, 78, 110));
  s.text(220, 82, 'NIN SLIP: IDENTITY RECORD', { font: 'femkeklaver', size: 44, color: '#ffffff', spacing: 1 });
  s.text(220, 144, `Licensed Front-End Partner · Agent ${rng.int(10000, 99999)}`, { font: 'Andika New Basic', size: 22, color: '#dbe6f3' });
  s.text(60, 240, `Printed: ${printedOn}, ${rng.int(8, 17)}:${String(rng.int(0, 59)).padStart(2, '0')}`, { font: 'Andika New Basic', size: 22, color: '#333333' });
  s.text(W - 60, 240, `Ref: VR-${rng.int(100000, 999999)}`, { font: 'Andika New Basic', size: 22, color: '#333333', anchor: 'end' });
  s.img(880, 300, 300, 376, svgUrl(portrait(p, 300, 376, rng, rng.pick(photoBackgrounds))), 'border:1px solid #7d8ea3');
  const L: TextStyle = { font: 'Andika New Basic', size: 26, weight: 700, color: '#23364f' };
  const V: TextStyle = { font: 'Purisa', size: 40, weight: 700, color: '#0c0c0c' };
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const rows: [string, string, TextStyle][] = [
    ['NIN', pr.nin ?? '', crit({ font: 'Tlwg Typist', size: 48, color: '#0c0c0c', spacing: 4 }, 470)],
    ['Surname', pr.surname, crit(V, 470)],
    ['Firstname', first, crit(V, 470)],
    ['Middlename', middle, crit(V, 470)],
    ['Date of Birth', printDate(pr.dateOfBirth, style), crit(V, 470)],
    ['Gender', pr.sex === 'M' ? 'MALE' : 'FEMALE', V],
    ['State of Origin', p.state, { ...V, size: 32, max: 470 }],
    ['LGA of Origin', p.lga, { ...V, size: 32, max: 470 }],
    ['Phone Number', `080${rng.int(10000000, 99999999)}`, { ...V, size: 32, max: 470 }],
  ];
  const x = 60;
  const vx = 330;
  rows.forEach(([label, value, st], i) => {
    const y = 300 + i * 86;
    s.box(x, y, 800, 86, `border:1px solid #9aa9bb;${i % 2 ? 'background:rgba(22,62,107,0.04)' : ''}`);
    s.box(x + 256, y, 1, 86, 'background:#9aa9bb');
    s.text(x + 14, y + 26, label, L);
    s.text(vx, y + 18, value, st);
  });
  s.box(60, 1110, W - 120, 2, `background:${blue}`);
  s.text(60, 1140, 'Status: VERIFIED', { font: 'femkeklaver', size: 30, color: '#1d6b3a' });
  s.text(60, 1194, 'This printout shows what the identity database returned for the NIN above. It is not an identity', { font: 'Andika New Basic', size: 21, color: '#3c3c3c' });
  s.text(60, 1226, 'card; compare the photograph with the holder before you rely on it.', { font: 'Andika New Basic', size: 21, color: '#3c3c3c' });
  s.img(60, 1300, 240, 240, svgUrl(qrLike(240, rng, '#0b1a2c')));
  s.img(340, 1420, 420, 110, svgUrl(barcode(420, 110, rng)));
  s.text(60, H - 80, `Agent's signature and stamp ____________________`, { font: 'Andika New Basic', size: 22, color: '#444444' });
  s.text(W - 60, H - 80, 'Page 1 of 1', { font: 'Andika New Basic', size: 20, color: '#555555', anchor: 'end' });
  return page(s, 'slip-agent-2024', tint('#ffffff', rng, 2), 0, 210, true, [
    { x0: 0.705, y0: 0.168, x1: 0.96, y1: 0.39 },
    { x0: 0.045, y0: 0.737, x1: 0.25, y1: 0.885 },
    { x0: 0.6, y0: 0.93, x1: 0.96, y1: 0.975 },
  ]);
}

function idcard2014(c: Blind18Case, p: Person, rng: Rng): Page {
  // A 2014 identity card: the NIN inline under the title, the photo right, small-capital labels over a serif, middle dots between numbers.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#2b5f6e', rng, 8);
  s.svg(`${guilloche(300, 420, 440, rng, '#bcdcc5', 0.15)}${sunburst(W, 0, 800, 56, '#d6e8d2', 0.16)}<g opacity="0.05">${arms(420, 190, 360, '#2b5f6e')}</g>`);
  s.box(0, H - 40, W, 40, `background:${green}`);
  s.svg(arms(26, 18, 64));
  s.text(104, 16, 'Nigeria National ID Card', { font: 'WenQuanYi Micro Hei Mono', size: 34, weight: 700, color: green });
  s.text(104, 62, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Waree', size: 16, color: '#4b6a55', spacing: 3 });
  const L: TextStyle = { font: 'Waree', size: 16, weight: 700, color: '#3b6a4a', spacing: 2 };
  const V: TextStyle = { font: 'IPAexMincho', size: 36, weight: 700, color: '#101010' };
  const style = designDates['idcard-2014'];
  const pr = c.printed;
  s.inline(30, 110, 100, 'NIN', pr.nin ?? '', { ...L, size: 22 }, crit({ font: 'Ume Mincho', size: 44, color: '#0d2818', spacing: 3 }, 560));
  s.img(910, 110, 256, 320, svgUrl(portrait(p, 256, 320, rng, rng.pick(photoBackgrounds))), 'border-radius:6px');
  s.img(910, 438, 256, 58, svgUrl(signature(256, 58, rng)));
  const x = 30 + jitter(rng, 3);
  const gap = 22;
  s.stacked(x, 176, 'SURNAME', pr.surname, L, crit(V, 840), gap);
  s.stacked(x, 254, 'GIVEN NAMES', pr.givenNames, L, crit(V, 840), gap);
  s.stacked(x, 332, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 330), gap).stacked(x + 380, 332, 'SEX', pr.sex, L, V, gap).stacked(x + 500, 332, 'HEIGHT', `${p.height}m`, L, { ...V, max: 200 }, gap);
  s.stacked(x, 410, 'ISSUE DATE', printDate(pr.issueDate ?? '', style), L, { ...V, max: 330 }, gap).stacked(x + 380, 410, 'EXPIRY DATE', printDate(pr.expiryDate ?? '', style), L, crit(V, 330), gap);
  s.stacked(x, 488, 'ADDRESS', p.address, L, { ...V, size: 24, max: 840 }, gap);
  s.img(x, 580, 100, 84, svgUrl(chip6(100, 84)));
  s.img(990, 540, 160, 150, svgUrl(kinegram(160, 150, rng)));
  return page(s, 'idcard-2014', `linear-gradient(178deg, ${tint('#fafdf8', rng, 3)}, ${tint('#e8f2e8', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.757, y0: 0.14, x1: 0.977, y1: 0.575 },
    { x0: 0.757, y0: 0.578, x1: 0.977, y1: 0.66 },
    { x0: 0.82, y0: 0.71, x1: 0.965, y1: 0.915 },
  ]);
}

function idcardGmpc2024(c: Blind18Case, p: Person, rng: Rng): Page {
  // The 2024 multipurpose card: the photo left with the chip beside it, the NIN large at the foot, a payment mark and a masked card number, an abbreviated month with a full stop first.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const teal = tint('#0f5d5a', rng, 8);
  s.svg(`${rings(900, 300, 460, rng, '#bfe0dc', 0.13)}${waveBand(W, 560, H, rng, '#9fd1c9', 0.35)}`);
  s.text(30, 16, 'NIGERIA · NATIONAL ID', { font: 'Rachana', size: 36, color: teal, spacing: 1 });
  s.text(30, 62, 'General Multipurpose Card', { font: 'Andika New Basic', size: 18, color: '#3d6663' });
  s.svg(badge(W - 60, 50, 30));
  s.img(30, 110, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border-radius:8px');
  s.img(30, 408, 230, 52, svgUrl(signature(230, 52, rng, '#0d2b29')));
  s.img(280, 120, 96, 80, svgUrl(chip(96, 80)));
  const L: TextStyle = { font: 'Andika New Basic', size: 17, weight: 700, color: '#2c6460' };
  const V: TextStyle = { font: 'Purisa', size: 33, weight: 700, color: '#0f1413' };
  const D: TextStyle = { font: 'Tlwg Typist', size: 32, color: '#0f1413' };
  const style = designDates['idcard-gmpc-2024'];
  const pr = c.printed;
  const x = 400 + jitter(rng, 3);
  const gap = 22;
  s.stacked(x, 110, 'Surname', pr.surname, L, crit(V, 760), gap);
  s.stacked(x, 186, 'Given Names', pr.givenNames, L, crit(V, 760), gap);
  s.stacked(x, 262, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(D, 300), gap).stacked(x + 340, 262, 'Sex', pr.sex, L, V, gap).stacked(x + 460, 262, 'Nationality', 'NGA', L, V, gap);
  s.stacked(x, 338, 'Issued', printDate(pr.issueDate ?? '', style), L, { ...D, max: 300 }, gap).stacked(x + 340, 338, 'Expires', printDate(pr.expiryDate ?? '', style), L, crit(D, 300), gap);
  s.text(280, 430, `CARD ${rng.int(5000, 5099)} **** **** ${rng.int(1000, 9999)}`, { font: 'Tlwg Typist', size: 22, color: '#32514e', spacing: 1 });
  s.box(0, 560, W, 196, `background:linear-gradient(90deg, ${teal}, ${tint('#1e7d74', rng, 8)})`);
  s.text(30, 574, 'National Identification Number', { font: 'Andika New Basic', size: 18, weight: 700, color: '#d8f1ed' });
  s.text(30, 604, grouped(pr.nin ?? '', [4, 3, 4]), crit({ font: 'Waree', size: 60, weight: 700, color: '#ffffff', spacing: 4 }, 720));
  s.text(30, 700, 'DEBIT · VERVE', { font: 'Rachana', size: 22, color: '#eaf7f4', spacing: 2 });
  s.img(1020, 574, 150, 150, svgUrl(dataMatrix(150, rng, '#0b2422')), 'background:#ffffff');
  return page(s, 'idcard-gmpc-2024', `linear-gradient(176deg, ${tint('#f8fcfb', rng, 3)}, ${tint('#e5f1ef', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.022, y0: 0.14, x1: 0.22, y1: 0.535 },
    { x0: 0.022, y0: 0.538, x1: 0.22, y1: 0.61 },
    { x0: 0.845, y0: 0.755, x1: 0.982, y1: 0.97 },
  ]);
}

function dl2012(c: Blind18Case, p: Person, rng: Rng): Page {
  // A 2012 licence: a heavy band, the photo left, one NAME line (SURNAME, GIVEN NAMES), a fixed-pitch number and an ordinal day.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const maroon = tint('#7b2236', rng, 8);
  s.svg(`${guilloche(760, 420, 480, rng, '#e6c3c8', 0.15)}${lissajous(W, H, rng, '#e8d7bf', 0.12, 3)}`);
  s.box(0, 0, W, 92, `background:${maroon}`);
  s.text(30, 14, 'DRIVERS LICENCE', { font: 'femkeklaver', size: 40, color: '#ffffff', spacing: 3 });
  s.text(30, 62, 'FEDERAL REPUBLIC OF NIGERIA · FEDERAL ROAD SAFETY COMMISSION', { font: 'Keraleeyam', size: 16, color: '#f6e3e7', spacing: 1 });
  s.img(30, 116, 226, 284, svgUrl(portrait(p, 226, 284, rng, rng.pick(photoBackgrounds))), 'border:2px solid #ffffff');
  s.img(30, 408, 226, 54, svgUrl(signature(226, 54, rng)));
  const L: TextStyle = { font: 'Keraleeyam', size: 17, weight: 700, color: '#6e3342', spacing: 1 };
  const V: TextStyle = { font: 'Abyssinica SIL', size: 32, weight: 700, color: '#141212' };
  const T: TextStyle = { font: 'Ume Mincho', size: 34, color: '#141212' };
  const style = designDates['dl-2012'];
  const pr = c.printed;
  const x = 290 + jitter(rng, 3);
  const gap = 22;
  s.stacked(x, 112, 'LICENCE NO.', pr.documentNumber, L, crit({ ...T, size: 40, color: '#7b1a1a', spacing: 2 }, 440), gap).stacked(x + 520, 112, 'CLASS', rng.pick(['B', 'C', 'E']), L, V, gap);
  s.stacked(x, 190, 'NAME', `${pr.surname}, ${pr.givenNames}`, L, crit(V, 860), gap);
  s.stacked(x, 268, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(T, 300), gap).stacked(x + 340, 268, 'SEX', pr.sex, L, V, gap).stacked(x + 460, 268, 'BLOOD GROUP', p.bloodGroup, L, V, gap);
  s.stacked(x, 346, 'ISSUED', printDate(pr.issueDate ?? '', style), L, { ...T, max: 300 }, gap).stacked(x + 340, 346, 'EXPIRES', printDate(pr.expiryDate ?? '', style), L, crit(T, 300), gap);
  s.stacked(x, 424, 'ADDRESS', p.address, L, { ...V, size: 22, max: 860 }, gap);
  s.stacked(x, 502, 'STATE OF ISSUE', p.state, L, { ...V, size: 24, max: 400 }, gap);
  s.img(30, 600, 520, 110, svgUrl(stackedBarcode(520, 110, rng)));
  s.img(990, 560, 170, 150, svgUrl(kinegram(170, 150, rng)));
  return page(s, 'dl-2012', `linear-gradient(172deg, ${tint('#fdf8f4', rng, 4)}, ${tint('#f3e7e4', rng, 4)})`, 32, 85.6, false, [
    { x0: 0.022, y0: 0.15, x1: 0.216, y1: 0.533 },
    { x0: 0.022, y0: 0.536, x1: 0.216, y1: 0.615 },
    { x0: 0.822, y0: 0.735, x1: 0.972, y1: 0.95 },
  ]);
}

function dl2024(c: Blind18Case, p: Person, rng: Rng): Page {
  // A 2024 licence: `Other Names`, the photo right, the number in a band at the foot, the year first with hyphens round a month word.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const navy = tint('#1d3a6e', rng, 8);
  s.svg(`${guilloche(420, 380, 460, rng, '#b9c9e6', 0.14)}${lineScreen(0, 90, W, 500, rng, '#d7e0ef', 0.2, 9)}<g opacity="0.05">${arms(470, 200, 340, '#1d3a6e')}</g>`);
  s.svg(arms(24, 16, 62));
  s.text(100, 16, 'DRIVER’S LICENCE', { font: 'Waree', size: 36, weight: 700, color: navy, spacing: 2 });
  s.text(100, 60, 'Federal Road Safety Corps · Nigeria', { font: 'VL PGothic', size: 18, color: '#46597d' });
  s.img(920, 96, 246, 308, svgUrl(portrait(p, 246, 308, rng, rng.pick(photoBackgrounds))), 'border-radius:10px');
  s.img(920, 412, 246, 56, svgUrl(signature(246, 56, rng, '#14213d')));
  const L: TextStyle = { font: 'VL PGothic', size: 17, weight: 700, color: '#3e5686' };
  const V: TextStyle = { font: 'WenQuanYi Micro Hei Mono', size: 31, weight: 700, color: '#0f1422' };
  const D: TextStyle = { font: 'Purisa', size: 30, weight: 700, color: '#0f1422' };
  const style = designDates['dl-2024'];
  const pr = c.printed;
  const x = 30 + jitter(rng, 3);
  const gap = 22;
  s.stacked(x, 104, 'Surname', pr.surname, L, crit(V, 860), gap);
  s.stacked(x, 180, 'First & Other Names', pr.givenNames, L, crit(V, 860), gap);
  s.stacked(x, 256, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(D, 400), gap).stacked(x + 440, 256, 'Sex', pr.sex, L, V, gap).stacked(x + 560, 256, 'Blood Group', p.bloodGroup, L, V, gap);
  s.stacked(x, 332, 'Date of Issue', printDate(pr.issueDate ?? '', style), L, { ...D, max: 400 }, gap).stacked(x + 440, 332, 'Valid To', printDate(pr.expiryDate ?? '', style), L, crit(D, 400), gap);
  s.stacked(x, 408, 'Licence Class', rng.pick(['B', 'C', 'D', 'E']), L, V, gap).stacked(x + 220, 408, 'Height', `${p.height} m`, L, { ...V, max: 180 }, gap).stacked(x + 440, 408, 'State', p.state, L, { ...V, size: 24, max: 420 }, gap);
  s.img(900, 496, 270, 80, svgUrl(barcode(270, 80, rng)));
  s.box(0, 606, W, 150, `background:linear-gradient(90deg, ${navy}, ${tint('#2e5aa0', rng, 8)})`);
  s.text(30, 618, 'LICENCE NUMBER', { font: 'VL PGothic', size: 18, weight: 700, color: '#d6e2f7', spacing: 2 });
  s.text(30, 648, pr.documentNumber, crit({ font: 'Ume Mincho', size: 56, color: '#ffffff', spacing: 5 }, 720));
  s.img(1010, 616, 140, 130, svgUrl(holoStrip(140, 130, rng)), 'opacity:0.6;border-radius:8px');
  return page(s, 'dl-2024', `linear-gradient(180deg, ${tint('#f7f9fd', rng, 3)}, ${tint('#e6ebf5', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.765, y0: 0.123, x1: 0.977, y1: 0.54 },
    { x0: 0.765, y0: 0.542, x1: 0.977, y1: 0.625 },
    { x0: 0.84, y0: 0.81, x1: 0.962, y1: 0.99 },
  ]);
}

function pvc2011(c: Blind18Case, p: Person, rng: Rng): Page {
  // A 2011 voter's card: a band, inline labels, the VIN boxed at the top right, the photo right, dates as 4 Aug 91.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#7a4f19', rng, 8);
  s.svg(`${waveBand(W, 520, H, rng, '#a8d9b6', 0.38)}${rings(300, 420, 380, rng, '#c8e6d1', 0.12)}`);
  s.box(0, 0, W, 96, `background:${green}`);
  s.text(30, 12, 'INEC', { font: 'Purisa', size: 50, weight: 700, color: '#ffffff', spacing: 4 });
  s.text(200, 18, 'Independent National Electoral Commission', { font: 'Purisa', size: 24, weight: 700, color: '#ffffff' });
  s.text(200, 56, 'VOTER’S CARD · FEDERAL REPUBLIC OF NIGERIA', { font: 'IPAexMincho', size: 20, color: '#def2e4', spacing: 1 });
  s.box(700, 112, 470, 82, `border:2px solid ${green};border-radius:6px;background:rgba(255,255,255,0.75)`);
  const L: TextStyle = { font: 'IPAexMincho', size: 22, weight: 700, color: '#23603a' };
  const V: TextStyle = { font: 'Norasi', size: 32, weight: 700, color: '#101010' };
  const style = designDates['pvc-2011'];
  const pr = c.printed;
  s.text(712, 116, 'VIN', { ...L, size: 18 });
  s.text(712, 140, pr.documentNumber, crit({ font: 'Tlwg Typist', size: 38, color: '#101010', spacing: 1 }, 450));
  s.img(930, 216, 236, 296, svgUrl(portrait(p, 236, 296, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(930, 520, 236, 54, svgUrl(signature(236, 54, rng)));
  const lx = 30 + jitter(rng, 3);
  const vx = 250;
  s.inline(lx, vx, 222, 'Surname:', pr.surname, L, crit(V, 640));
  s.inline(lx, vx, 282, 'Given Names:', pr.givenNames, L, crit(V, 640));
  s.inline(lx, vx, 342, 'Date of Birth:', printDate(pr.dateOfBirth, style), L, crit(V, 200)).inline(480, 560, 342, 'Sex:', pr.sex === 'M' ? 'MALE' : 'FEMALE', L, { ...V, size: 26, max: 200 });
  s.inline(lx, vx, 402, 'Occupation:', p.occupation, L, { ...V, size: 24, max: 640 });
  s.inline(lx, vx, 462, 'Delim:', p.delimitation, L, { font: 'Tlwg Typist', size: 28, color: '#101010', max: 300 });
  s.inline(lx, vx, 522, 'Polling Unit:', rng.pick(pollingUnits), L, { ...V, size: 24, max: 640 });
  s.inline(lx, vx, 582, 'Address:', p.address, L, { ...V, size: 22, max: 640 });
  s.img(990, 600, 150, 140, svgUrl(qrLike(140, rng, '#0b2a18')));
  return page(s, 'pvc-2011', `linear-gradient(180deg, ${tint('#fbfdf9', rng, 3)}, ${tint('#ebf5ed', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.775, y0: 0.282, x1: 0.975, y1: 0.68 },
    { x0: 0.775, y0: 0.685, x1: 0.975, y1: 0.765 },
    { x0: 0.822, y0: 0.79, x1: 0.96, y1: 0.985 },
  ]);
}

function pvc2019(c: Blind18Case, p: Person, rng: Rng): Page {
  // A 2019 voter's card: a heavy band, the photo left, stacked labels over a plain sans, the VIN grouped at the foot, a written month and a comma.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#4a2f6b', rng, 8);
  s.svg(`${sunburst(W / 2, H, 900, 80, '#cfe8d6', 0.16)}${guilloche(760, 360, 420, rng, '#b4dac0', 0.13)}<g opacity="0.05">${arms(560, 170, 380, '#4a2f6b')}</g>`);
  s.box(0, 0, W, 84, `background:linear-gradient(90deg, ${green}, ${tint('#2f9a52', rng, 8)})`);
  s.svg(`<circle cx="52" cy="42" r="30" fill="#ffffff"/><text x="52" y="50" font-family="femkeklaver" font-size="20" fill="${green}" text-anchor="middle">INEC</text>`);
  s.text(100, 10, 'PERMANENT VOTER’S CARD', { font: 'femkeklaver', size: 34, color: '#ffffff', spacing: 2 });
  s.text(100, 52, 'Independent National Electoral Commission', { font: 'VL Gothic', size: 19, color: '#e0f3e6' });
  s.img(30, 104, 224, 282, svgUrl(portrait(p, 224, 282, rng, rng.pick(photoBackgrounds))), 'border:3px solid #ffffff;border-radius:6px');
  s.img(30, 394, 224, 52, svgUrl(signature(224, 52, rng)));
  const L: TextStyle = { font: 'VL Gothic', size: 17, weight: 700, color: '#2c5f3e', spacing: 1 };
  const V: TextStyle = { font: 'Andika New Basic', size: 34, weight: 700, color: '#0f1511' };
  const style = designDates['pvc-2019'];
  const pr = c.printed;
  const x = 286 + jitter(rng, 3);
  const gap = 21;
  s.stacked(x, 100, 'SURNAME', pr.surname, L, crit(V, 870), gap);
  s.stacked(x, 174, 'OTHER NAMES', pr.givenNames, L, crit(V, 870), gap);
  s.stacked(x, 248, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 380), gap).stacked(x + 420, 248, 'GENDER', pr.sex, L, V, gap).stacked(x + 560, 248, 'OCCUPATION', p.occupation, L, { ...V, size: 22, max: 320 }, gap);
  s.stacked(x, 322, 'STATE / LGA', `${p.state} / ${p.lga}`, L, { ...V, size: 26, max: 870 }, gap);
  s.stacked(x, 396, 'POLLING UNIT', rng.pick(pollingUnits), L, { ...V, size: 26, max: 500 }, gap).stacked(x + 540, 396, 'DELIM', p.delimitation, L, { font: 'Ume Mincho', size: 26, color: '#0f1511', max: 320 }, gap);
  s.box(30, 520, W - 60, 2, `background:${green}`);
  s.text(30, 536, 'VIN', { ...L, size: 18 });
  s.text(30, 562, grouped(pr.documentNumber, [5, 5, 5]), crit({ font: 'Ume Mincho', size: 50, color: '#0f1511', spacing: 2 }, 800));
  s.img(30, 650, 500, 80, svgUrl(barcode(500, 80, rng)));
  s.img(990, 560, 170, 170, svgUrl(qrLike(170, rng, '#0b2a18')));
  return page(s, 'pvc-2019', `linear-gradient(176deg, ${tint('#fcfdf7', rng, 3)}, ${tint('#eaf4ec', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.022, y0: 0.13, x1: 0.216, y1: 0.52 },
    { x0: 0.022, y0: 0.52, x1: 0.216, y1: 0.595 },
    { x0: 0.822, y0: 0.735, x1: 0.972, y1: 0.975 },
  ]);
}

/** The page of a case (the same page every time: its choices are seeded by the case). */
export function pageOf(c: Blind18Case): Page {
  const p = personOf(c.person);
  const rng = rngOf(seedOf('blind18-page', c.seed));
  switch (c.design) {
    case 'pp-booklet-2013':
      return ppBooklet2013(c, p, rng);
    case 'pp-enhanced-2024':
      return ppEnhanced2024(c, p, rng);
    case 'slip-standard-2013':
      return slipStandard2013(c, p, rng);
    case 'slip-agent-2024':
      return slipAgent2024(c, p, rng);
    case 'idcard-2014':
      return idcard2014(c, p, rng);
    case 'idcard-gmpc-2024':
      return idcardGmpc2024(c, p, rng);
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
