import { crit, firstAndMiddle, grouped, jitter, PageSheet, sheetPage, tint, widthMetrics, type Page, type TextStyle, type Zone } from '../blind-kit/page-helpers.js';
import { titleCase } from '../blind-kit/people.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { arms, chip, kinegram, lissajous, portrait as portraitOf, qrLike, rings, stacked as stackedBarcode, waveBand } from '../documents-blind9/art.js';
import { badge, barcode, chip6, dataMatrix, guilloche, holoStrip, lineScreen, signature, sunburst, svgUrl } from '../documents-blind10/art.js';
import type { Blind16Case, Design } from './cases.js';
import { printDate, type DateStyle } from './dates.js';
import { personOf, type Person } from './people.js';

export type { Page, Zone };

/**
 * The sixteenth set's ten designs (two per layout) as HTML pages of fixed pixel size, this set's own
 * reading of public descriptions and photographs of the real documents: a booklet passport's
 * laminated data page of 2011 (the portrait at the right, one-line labels `Surname/Nom` over the
 * values, dots around a month word and a two-digit year: 19.AUG.36, the MRZ in OCR B set wide) and a
 * 2025 chip passport's polycarbonate page (a dark band down its left edge with NGA, the engraved
 * portrait left, labels `Surname – Nom` with an en dash, months written out in both languages: 19
 * AUGUST/AOÛT 1936, the NIN as the personal number, the MRZ set tight); the improved NIN slip of 2017
 * (the photo left, the NIN large and grouped at the foot, an ordinal day: 3rd May, 1979) and a web
 * page's printout of the holder's NIN details (a browser's print header and footer, label and value
 * rows in the registry's mixed case, a script's date with its weekday: Fri Apr 11 1986); identity
 * cards of 2019 (the NIN boxed at the top, dates with spaced hyphens) and 2025 (a band along the
 * foot with the NIN in it, the month first: APR 11, 1986); FRSC licences of 2016 (a serif title,
 * FORENAMES, a typewriter number, 11.4.86) and 2022 (a dark band, First Name and Middle Name cells,
 * 11-APR-86); voter's cards of 2015 (an old-style serif whose figures descend, 11 April 86) and 2023
 * (a narrow face, the VIN grouped at the foot, 11 Apr, 1986). Positions, colours, label wordings,
 * field orders and date forms differ from the twelfth to fifteenth sets'. Each page says where a
 * thumb or a worn corner may lie without touching a field a reader needs, and where each critical
 * field lies.
 */

/** The ninth set's drawn portrait (ellipses and headwear, no real face), for this set's people. */
const portrait = (p: Person, w: number, h: number, rng: Rng, background: string, grey = false) => portraitOf(p as unknown as Parameters<typeof portraitOf>[0], w, h, rng, background, grey);

/** The fonts each design uses (fonts.ts lists their packages). */
export const designFonts: Record<Design, string[]> = {
  'pp-booklet-2011': ['Prociono', 'Sawasdee', 'Konatu', 'Konatu Tohaba', 'OCR B'],
  'pp-chip-2025': ['Umpush', 'Meera', 'Dustismo Roman', 'WenQuanYi Zen Hei', 'MotoyaLCedar', 'Konatu Tohaba', 'OCR B'],
  'slip-improved-2017': ['Linden Hill', 'Dustismo', 'MPH 2B Damase', 'WenQuanYi Zen Hei Mono'],
  'slip-webprint-2025': ['Umpush', 'Sawasdee', 'AR PL UMing CN', 'MotoyaLCedar'],
  'idcard-2019': ['Prociono', 'Meera', 'Konatu', 'MotoyaLCedar'],
  'idcard-2025': ['Umpush', 'Dustismo', 'WenQuanYi Zen Hei', 'WenQuanYi Zen Hei Mono', 'Konatu Tohaba'],
  'dl-2016': ['Linden Hill', 'Meera', 'Dustismo Roman', 'AR PL UMing CN'],
  'dl-2022': ['Umpush', 'Sawasdee', 'MPH 2B Damase', 'Konatu Tohaba'],
  'pvc-2015': ['Dustismo', 'Konatu', 'Prociono', 'WenQuanYi Zen Hei Mono'],
  'pvc-2023': ['MPH 2B Damase', 'Umpush', 'Meera', 'MotoyaLCedar'],
};

/** The date form each design prints. */
export const designDates: Record<Design, DateStyle> = {
  'pp-booklet-2011': 'dd.MMM.yy',
  'pp-chip-2025': 'dd MMMM/MMMM yyyy',
  'slip-improved-2017': 'do Mmmm, yyyy',
  'slip-webprint-2025': 'Www Mmm dd yyyy',
  'idcard-2019': 'dd - mm - yyyy',
  'idcard-2025': 'MMM dd, yyyy',
  'dl-2016': 'd.m.yy',
  'dl-2022': 'd-MMM-yy',
  'pvc-2015': 'dd Mmmm yy',
  'pvc-2023': 'd Mmm, yyyy',
};

/** Designs that print the holder's names in the registry's mixed case (Nnabiget, Friday, Eton-Awaji); the others in capitals. */
export const mixedCaseDesigns: readonly Design[] = ['slip-webprint-2025'];

/**
 * A generous average advance (em) of each family for capitals and figures at the weights the pages
 * use (measured in Chromium on this set's names, numbers and dates, plus about 10 %): a text fitted
 * with it never overflows its width (check.ts measures the rendered widths against their room).
 */
const ADVANCE: Record<string, number> = {
  Konatu: 0.7,
  'Konatu Tohaba': 0.55,
  'MPH 2B Damase': 0.76,
  Umpush: 0.8,
  Sawasdee: 0.79,
  Dustismo: 0.62,
  'Dustismo Roman': 0.66,
  Meera: 0.54,
  'WenQuanYi Zen Hei': 0.7,
  'WenQuanYi Zen Hei Mono': 0.56,
  'Linden Hill': 0.76,
  Prociono: 0.78,
  'AR PL UMing CN': 0.55,
  MotoyaLCedar: 0.56,
  'OCR B': 0.8,
};

/** How this set sizes a text: its families' advances (eval/blind-kit/page-helpers.ts). */
const METRICS = widthMetrics(ADVANCE, 0.9);

/** A page of this set (eval/blind-kit/page-helpers.ts): texts fitted with its families' advances. */
class Sheet extends PageSheet {
  constructor(w: number, h: number) {
    super(w, h, { metrics: METRICS, figures: 'lining' });
  }
}

const photoBackgrounds = ['#e1e7ee', '#efeae0', '#dde8e3', '#e8e5e3', '#e6ede1', '#f2ede4'];
const CARD = { W: 1198, H: 756 };
const PASS = { W: 1500, H: 1056 };
const authorities = ['NIS ABUJA', 'NIS PORT HARCOURT', 'NIS BAUCHI', 'NIS YENAGOA', 'NIS BENIN', 'NIS LAFIA', 'NIS JOS', 'NIS ALAUSA'];
const pollingUnits = ['PRY SCH. I', 'TOWN HALL', 'OPEN SPACE II', 'HEALTH CENTRE', 'MARKET STALLS', 'CHURCH PREMISES'];

const page = (s: Sheet, design: Design, background: string, radius: number, widthMm: number, paper: boolean, quietZones: Zone[]): Page => sheetPage(s, designFonts[design], background, radius, widthMm, paper, quietZones);

/** The MRZ band of a passport page: two OCR B lines (`spacing`: the printer's pitch). */
function mrzLines(s: Sheet, c: Blind16Case, y: number, x: number, size: number, spacing: number, gap: number): void {
  const mrz = c.mrz ?? ['', ''];
  s.text(x, y, mrz[0], { font: 'OCR B', size, color: '#101010', spacing, critical: true, max: 1420 });
  s.text(x, y + gap, mrz[1], { font: 'OCR B', size, color: '#101010', spacing, critical: true, max: 1420 });
}

function ppBooklet2011(c: Blind16Case, p: Person, rng: Rng): Page {
  // The laminated booklet data page: the portrait at the right, one-line labels `Surname/Nom` over values, dates as 19.AUG.36.
  const { W, H } = PASS;
  const s = new Sheet(W, H);
  const green = tint('#22603a', rng, 8);
  s.svg(`${lissajous(W, 780, rng, '#c9b7c9', 0.12, 4)}${guilloche(560, 420, 560, rng, '#9fc6a9', 0.13)}<g opacity="0.06">${arms(520, 190, 380, '#22603a')}</g>${lineScreen(0, 760, W, 40, rng, '#b7cdb8', 0.3, 5)}`);
  s.text(W / 2 - 120, 16, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Prociono', size: 30, color: green, anchor: 'middle', spacing: 1 });
  s.text(W / 2 - 120, 54, 'RÉPUBLIQUE FÉDÉRALE DU NIGÉRIA', { font: 'Sawasdee', size: 15, color: '#59735f', anchor: 'middle', spacing: 2 });
  s.text(60, 24, 'PASSPORT/PASSEPORT', { font: 'Sawasdee', size: 16, weight: 700, color: '#7a3b4f', spacing: 2 });
  s.img(1150, 100, 310, 396, svgUrl(portrait(p, 310, 396, rng, rng.pick(photoBackgrounds))), 'border:1px solid #8e7f8a');
  s.img(1150, 512, 310, 74, svgUrl(signature(310, 74, rng, '#221c44')));
  s.text(1150, 592, 'Holder’s signature/Signature du titulaire', { font: 'Sawasdee', size: 12, color: '#6a5a66' });
  s.img(1300, 640, 160, 110, svgUrl(holoStrip(160, 110, rng)), 'opacity:0.5;border-radius:8px');
  const L: TextStyle = { font: 'Sawasdee', size: 15, weight: 700, color: '#6a4a5c' };
  const V: TextStyle = { font: 'Konatu', size: 34, weight: 700, color: '#161616' };
  const D: TextStyle = { font: 'Konatu Tohaba', size: 33, color: '#161616' };
  const style = designDates['pp-booklet-2011'];
  const pr = c.printed;
  const x = 60 + jitter(rng, 4);
  const gap = 22;
  const r = (k: number) => 100 + k * 100;
  s.stacked(x, r(0), 'Type/Type', 'P', L, V, gap).stacked(x + 150, r(0), 'Code/Code', 'NGA', L, V, gap).stacked(x + 330, r(0), 'Passport No./No. du passeport', pr.documentNumber, L, crit({ ...D, size: 38, color: '#9a1c2c', spacing: 2 }, 380), gap);
  s.stacked(x, r(1), 'Surname/Nom', pr.surname, L, crit(V, 1040), gap);
  s.stacked(x, r(2), 'Given names/Prénoms', pr.givenNames, L, crit(V, 1040), gap);
  s.stacked(x, r(3), 'Nationality/Nationalité', 'NIGERIAN', L, { ...V, size: 30 }, gap).stacked(x + 400, r(3), 'Sex/Sexe', pr.sex, L, V, gap).stacked(x + 560, r(3), 'Date of birth/Date de naissance', printDate(pr.dateOfBirth, style), L, crit(D, 300), gap);
  s.stacked(x, r(4), 'Place of birth/Lieu de naissance', p.placeOfBirth, L, { ...V, size: 30, max: 480 }, gap).stacked(x + 560, r(4), 'Date of issue/Date de délivrance', printDate(pr.issueDate ?? '', style), L, { ...D, max: 300 }, gap);
  s.stacked(x, r(5), 'Authority/Autorité', rng.pick(authorities), L, { ...V, size: 27, max: 480 }, gap).stacked(x + 560, r(5), 'Date of expiry/Date d’expiration', printDate(pr.expiryDate ?? '', style), L, crit(D, 300), gap);
  s.box(0, 800, W, H - 800, 'background:rgba(255,255,255,0.7)');
  mrzLines(s, c, 836, 52, 40, 2, 92);
  return page(s, 'pp-booklet-2011', `linear-gradient(172deg, ${tint('#f6eef1', rng, 5)}, ${tint('#eef4ec', rng, 5)})`, 6, 125, true, [
    { x0: 0.762, y0: 0.09, x1: 0.978, y1: 0.475 },
    { x0: 0.762, y0: 0.48, x1: 0.978, y1: 0.558 },
    { x0: 0.86, y0: 0.6, x1: 0.98, y1: 0.72 },
  ]);
}

function ppChip2025(c: Blind16Case, p: Person, rng: Rng): Page {
  // A 2025 polycarbonate page: a dark band down the left edge with NGA, the engraved portrait left, labels `Surname – Nom`, months written out in both languages.
  const { W, H } = PASS;
  const s = new Sheet(W, H);
  const navy = tint('#14324f', rng, 8);
  s.svg(`${rings(1100, 380, 520, rng, '#c7d2e6', 0.12)}${sunburst(W, 0, 1000, 64, '#d9e3d0', 0.14)}${waveBand(W, 600, 790, rng, '#cdd7c2', 0.3)}`);
  s.box(0, 0, 74, H, `background:linear-gradient(180deg, ${navy}, ${tint('#1f6b4a', rng, 8)})`);
  s.svg(`<text x="0" y="0" transform="translate(48 ${H / 2}) rotate(-90)" font-family="Umpush" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle" letter-spacing="8">NGA</text>`);
  s.text(110, 18, 'FEDERAL REPUBLIC OF NIGERIA · RÉPUBLIQUE FÉDÉRALE DU NIGÉRIA', { font: 'Umpush', size: 22, weight: 700, color: navy, spacing: 1 });
  s.text(W - 40, 20, 'PASSPORT – PASSEPORT', { font: 'Meera', size: 22, color: '#2b4f6e', anchor: 'end', spacing: 2 });
  s.svg(badge(W - 70, 82, 26, '#2b4f6e'));
  s.img(104, 110, 290, 372, svgUrl(portrait(p, 290, 372, rng, '#e7e7e7', true)), 'border-radius:8px');
  s.img(104, 498, 290, 66, svgUrl(signature(290, 66, rng, '#1c1c2a')));
  s.img(120, 590, 90, 116, svgUrl(portrait(p, 90, 116, rng, '#eef0f0', true)), 'opacity:0.35');
  const L: TextStyle = { font: 'Meera', size: 17, color: '#3d5a78', spacing: 1 };
  const V: TextStyle = { font: 'Dustismo Roman', size: 36, weight: 700, color: '#141418' };
  const D: TextStyle = { font: 'WenQuanYi Zen Hei', size: 28, color: '#141418' };
  const style = designDates['pp-chip-2025'];
  const pr = c.printed;
  const x = 430 + jitter(rng, 4);
  const gap = 24;
  const r = (k: number) => 86 + k * 96;
  s.stacked(x, r(0), 'Type – Type', 'P', L, V, gap).stacked(x + 130, r(0), 'Code – Code', 'NGA', L, V, gap).stacked(x + 300, r(0), 'Passport No. – No. du passeport', pr.documentNumber, L, crit({ font: 'MotoyaLCedar', size: 38, color: '#4a2470', spacing: 2 }, 360), gap);
  s.stacked(x, r(1), 'Surname – Nom', pr.surname, L, crit(V, 1000), gap);
  s.stacked(x, r(2), 'Given names – Prénoms', pr.givenNames, L, crit(V, 1000), gap);
  s.stacked(x, r(3), 'Date of birth – Date de naissance', printDate(pr.dateOfBirth, style), L, crit(D, 540), gap).stacked(x + 600, r(3), 'Sex – Sexe', pr.sex, L, V, gap).stacked(x + 760, r(3), 'Nationality – Nationalité', 'NIGERIAN', L, { ...V, size: 28, max: 250 }, gap);
  s.stacked(x, r(4), 'Place of birth – Lieu de naissance', p.placeOfBirth, L, { ...V, size: 30, max: 540 }, gap).stacked(x + 600, r(4), 'NIN – No. personnel', pr.nin ?? '', L, { font: 'Konatu Tohaba', size: 32, color: '#141418', spacing: 1, max: 400 }, gap);
  s.stacked(x, r(5), 'Date of issue – Date de délivrance', printDate(pr.issueDate ?? '', style), L, { ...D, max: 540 }, gap).stacked(x + 600, r(5), 'Authority – Autorité', rng.pick(authorities), L, { ...V, size: 26, max: 400 }, gap);
  s.stacked(x, r(6), 'Date of expiry – Date d’expiration', printDate(pr.expiryDate ?? '', style), L, crit(D, 540), gap);
  s.img(1240, 640, 200, 120, svgUrl(kinegram(200, 120, rng)));
  mrzLines(s, c, 822, 100, 43, -1, 100);
  return page(s, 'pp-chip-2025', `linear-gradient(160deg, ${tint('#eef2f7', rng, 5)}, ${tint('#f3f1e6', rng, 5)})`, 16, 125, false, [
    { x0: 0.066, y0: 0.1, x1: 0.266, y1: 0.46 },
    { x0: 0.066, y0: 0.468, x1: 0.266, y1: 0.54 },
    { x0: 0.82, y0: 0.6, x1: 0.966, y1: 0.725 },
  ]);
}

function slipImproved2017(c: Blind16Case, p: Person, rng: Rng): Page {
  // The improved NIN slip: the photo left, labels over capital values, an ordinal day, the NIN large and grouped at the foot, a QR code right.
  const W = 1500;
  const H = 900;
  const s = new Sheet(W, H);
  const green = tint('#0f6a3b', rng, 6);
  s.svg(`<g opacity="0.05">${arms(620, 220, 440, '#0f6a3b')}</g>${lissajous(W, H, rng, '#bcdcc7', 0.1, 3)}`);
  s.box(14, 14, W - 28, H - 28, `border:2px solid ${green};border-radius:18px`);
  s.svg(arms(40, 34, 80));
  s.text(140, 34, 'Federal Republic of Nigeria', { font: 'Linden Hill', size: 34, color: green });
  s.text(140, 80, 'National Identification Number Slip (NINS)', { font: 'Linden Hill', size: 24, color: '#3e4f45', italic: true });
  s.img(44, 150, 260, 326, svgUrl(portrait(p, 260, 326, rng, rng.pick(photoBackgrounds))), `border:3px solid ${green};border-radius:6px`);
  const L: TextStyle = { font: 'Dustismo', size: 22, color: '#44604f' };
  const V: TextStyle = { font: 'MPH 2B Damase', size: 36, weight: 700, color: '#0e0e0e' };
  const style = designDates['slip-improved-2017'];
  const pr = c.printed;
  const x = 350 + jitter(rng, 3);
  const gap = 30;
  s.stacked(x, 150, 'Surname', pr.surname, L, crit(V, 760), gap);
  s.stacked(x, 240, 'Given Names', pr.givenNames, L, crit(V, 760), gap);
  s.stacked(x, 330, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(V, 480), gap).stacked(x + 520, 330, 'Sex', pr.sex === 'M' ? 'M' : 'F', L, V, gap);
  s.stacked(x, 420, 'Issue Date', printDate(pr.issueDate ?? '', style), L, { ...V, size: 28, max: 480 }, gap);
  s.img(1190, 150, 260, 260, svgUrl(qrLike(260, rng, '#0b2216')));
  s.box(40, 560, W - 80, 2, `background:${green}`);
  s.text(48, 590, 'National Identification Number (NIN)', { ...L, weight: 700, color: green });
  s.text(48, 630, grouped(pr.nin ?? '', [4, 3, 4]), crit({ font: 'WenQuanYi Zen Hei Mono', size: 80, color: '#0e0e0e', spacing: 6 }, 980));
  s.text(48, 780, 'This slip is not an identity card. Verify the NIN with NIMC before you rely on it.', { font: 'Dustismo', size: 20, color: '#4a4a4a', italic: true });
  s.img(1190, 600, 260, 150, svgUrl(holoStrip(260, 150, rng)), 'opacity:0.45;border-radius:10px');
  return page(s, 'slip-improved-2017', tint('#fcfdf8', rng, 2), 18, 180, true, [
    { x0: 0.025, y0: 0.16, x1: 0.206, y1: 0.535 },
    { x0: 0.79, y0: 0.16, x1: 0.97, y1: 0.46 },
    { x0: 0.79, y0: 0.66, x1: 0.97, y1: 0.84 },
  ]);
}

function slipWebprint2025(c: Blind16Case, p: Person, rng: Rng): Page {
  // A web page's printout of the holder's NIN details: a browser's print header and footer, label and value rows in mixed case, a script's date with its weekday.
  const W = 1240;
  const H = 1600;
  const s = new Sheet(W, H);
  const green = tint('#12703f', rng, 6);
  const style = designDates['slip-webprint-2025'];
  const pr = c.printed;
  const printedOn = printDate(pr.issueDate ?? '', style);
  // The browser's own print header: the page title at the left, the print time at the right.
  s.text(40, 22, 'NIMC Self-Service · My NIN Details', { font: 'Sawasdee', size: 18, color: '#444444' });
  s.text(W - 40, 22, `${printedOn} · 10:42`, { font: 'Sawasdee', size: 18, color: '#444444', anchor: 'end' });
  s.svg(`<g opacity="0.04">${arms(360, 560, 520, '#12703f')}</g>${waveBand(W, 1380, 1520, rng, '#c1e0cc', 0.35)}`);
  s.box(40, 70, W - 80, 120, `background:${green};border-radius:10px`);
  s.svg(arms(60, 84, 92));
  s.text(170, 86, 'My NIN Details', { font: 'Umpush', size: 40, weight: 700, color: '#ffffff' });
  s.text(170, 140, 'National Identity Management Commission', { font: 'Umpush', size: 20, color: '#e0f2e7' });
  s.img(900, 230, 280, 350, svgUrl(portrait(p, 280, 350, rng, rng.pick(photoBackgrounds))), 'border:1px solid #aab4ad');
  const L: TextStyle = { font: 'Sawasdee', size: 24, weight: 700, color: '#4b5a51' };
  const V: TextStyle = { font: 'AR PL UMing CN', size: 38, color: '#0c0c0c' };
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const x = 70 + jitter(rng, 3);
  const vx = 340;
  const rows: [string, string, TextStyle][] = [
    ['NIN', pr.nin ?? '', crit({ font: 'MotoyaLCedar', size: 42, color: '#0c0c0c', spacing: 3 }, 520)],
    ['First Name', titleCase(first), crit(V, 520)],
    ['Middle Name', titleCase(middle), crit(V, 520)],
    ['Surname', titleCase(pr.surname), crit(V, 520)],
    ['Gender', pr.sex === 'M' ? 'Male' : 'Female', V],
    ['Date of Birth', printDate(pr.dateOfBirth, style), crit(V, 520)],
    ['State of Residence', titleCase(p.state), { ...V, size: 32, max: 780 }],
    ['Record Updated', printedOn, { ...V, size: 32, max: 780 }],
  ];
  rows.forEach(([label, value, st], i) => {
    const y = 240 + i * 98;
    s.box(x, y + 74, i < 6 ? 800 : 1100, 1, 'background:#cfd6d1');
    s.text(x, y + 18, label, L);
    s.text(vx, y + 10, value, st);
  });
  s.img(70, 1060, 230, 230, svgUrl(qrLike(230, rng, '#0b1f14')));
  s.text(330, 1070, 'Scan to verify this record', { font: 'Umpush', size: 28, weight: 700, color: green });
  s.text(330, 1120, 'Printed from the NIMC self-service portal. This printout is not an', { font: 'Sawasdee', size: 21, color: '#39463f' });
  s.text(330, 1152, 'identity card; the holder’s record is what the portal returns.', { font: 'Sawasdee', size: 21, color: '#39463f' });
  // The browser's print footer: the address and the page count.
  s.text(40, H - 48, `selfservice.nimc.example/nin/details?ref=${Array.from({ length: 10 }, () => rng.pick('0123456789abcdef'.split(''))).join('')}`, { font: 'MotoyaLCedar', size: 17, color: '#555555' });
  s.text(W - 40, H - 48, '1/1', { font: 'Sawasdee', size: 18, color: '#555555', anchor: 'end' });
  return page(s, 'slip-webprint-2025', tint('#ffffff', rng, 2), 0, 210, true, [
    { x0: 0.72, y0: 0.14, x1: 0.955, y1: 0.366 },
    { x0: 0.05, y0: 0.66, x1: 0.245, y1: 0.81 },
    { x0: 0.03, y0: 0.955, x1: 0.7, y1: 0.99 },
  ]);
}

function idcard2019(c: Blind16Case, p: Person, rng: Rng): Page {
  // A 2019 identity card: the NIN boxed at the top, the photo left, capital labels over values, dates with spaced hyphens.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#1b6a44', rng, 8);
  s.svg(`${guilloche(760, 420, 460, rng, '#b5d6bf', 0.15)}${waveBand(W, 620, H, rng, '#93c8a6', 0.4)}`);
  s.svg(arms(24, 18, 66));
  s.text(100, 16, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Prociono', size: 28, color: green, spacing: 1 });
  s.text(100, 54, 'National Identity Card', { font: 'Prociono', size: 19, color: '#4b6b55', italic: true });
  s.box(760, 14, 410, 84, `border:2px solid ${green};border-radius:8px;background:rgba(255,255,255,0.7)`);
  const L: TextStyle = { font: 'Meera', size: 17, color: '#2f6b49', spacing: 1 };
  const V: TextStyle = { font: 'Konatu', size: 32, weight: 700, color: '#121212' };
  const style = designDates['idcard-2019'];
  const pr = c.printed;
  s.text(774, 18, 'NIN', { ...L, weight: 700 });
  s.text(774, 40, pr.nin ?? '', crit({ font: 'MotoyaLCedar', size: 44, color: '#0d2a19', spacing: 3 }, 380));
  s.img(30, 124, 236, 296, svgUrl(portrait(p, 236, 296, rng, rng.pick(photoBackgrounds))), 'border-radius:6px');
  s.img(30, 430, 236, 56, svgUrl(signature(236, 56, rng)));
  const x = 300 + jitter(rng, 3);
  const gap = 24;
  s.stacked(x, 124, 'SURNAME', pr.surname, L, crit(V, 860), gap);
  s.stacked(x, 204, 'GIVEN NAMES', pr.givenNames, L, crit(V, 860), gap);
  s.stacked(x, 284, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 340), gap).stacked(x + 400, 284, 'SEX', pr.sex, L, V, gap).stacked(x + 520, 284, 'HEIGHT', `${p.height} m`, L, { ...V, max: 200 }, gap);
  s.stacked(x, 364, 'DATE OF ISSUE', printDate(pr.issueDate ?? '', style), L, { ...V, max: 340 }, gap).stacked(x + 400, 364, 'DATE OF EXPIRY', printDate(pr.expiryDate ?? '', style), L, crit(V, 340), gap);
  s.stacked(x, 444, 'STATE OF ORIGIN', p.state, L, { ...V, size: 26, max: 500 }, gap);
  s.img(x, 540, 104, 86, svgUrl(chip6(104, 86)));
  s.img(990, 560, 170, 150, svgUrl(kinegram(170, 150, rng)));
  return page(s, 'idcard-2019', `linear-gradient(176deg, ${tint('#fbfdf9', rng, 3)}, ${tint('#e9f3ec', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.022, y0: 0.16, x1: 0.224, y1: 0.56 },
    { x0: 0.022, y0: 0.565, x1: 0.224, y1: 0.645 },
    { x0: 0.822, y0: 0.735, x1: 0.972, y1: 0.945 },
  ]);
}

function idcard2025(c: Blind16Case, p: Person, rng: Rng): Page {
  // A 2025 identity card: the photo right, inline labels, a band along the foot with the NIN in it, the month first.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#0e5a36', rng, 8);
  s.svg(`${rings(360, 360, 420, rng, '#bfdccb', 0.12)}${lineScreen(0, 90, W, 480, rng, '#d6e8dc', 0.22, 10)}`);
  s.text(30, 20, 'NATIONAL IDENTITY CARD', { font: 'Umpush', size: 32, weight: 700, color: green, spacing: 2 });
  s.text(30, 64, 'Federal Republic of Nigeria · NIMC', { font: 'Dustismo', size: 18, color: '#4d6d59' });
  s.svg(badge(W - 56, 52, 32));
  s.img(910, 116, 250, 312, svgUrl(portrait(p, 250, 312, rng, rng.pick(photoBackgrounds))), 'border:2px solid #ffffff;border-radius:4px');
  s.img(910, 436, 250, 54, svgUrl(signature(250, 54, rng, '#10301e')));
  const L: TextStyle = { font: 'Dustismo', size: 20, color: '#3f6a52' };
  const V: TextStyle = { font: 'WenQuanYi Zen Hei', size: 32, weight: 700, color: '#101010' };
  const D: TextStyle = { font: 'WenQuanYi Zen Hei Mono', size: 31, color: '#101010' };
  const style = designDates['idcard-2025'];
  const pr = c.printed;
  const lx = 30 + jitter(rng, 3);
  const vx = 230;
  s.inline(lx, vx, 120, 'Surname', pr.surname, L, crit(V, 650));
  s.inline(lx, vx, 186, 'Given Names', pr.givenNames, L, crit(V, 650));
  s.inline(lx, vx, 252, 'Born', printDate(pr.dateOfBirth, style), L, crit(D, 300)).inline(580, 650, 252, 'Sex', pr.sex, L, V);
  s.inline(lx, vx, 318, 'Issued', printDate(pr.issueDate ?? '', style), L, { ...D, max: 300 });
  s.inline(lx, vx, 384, 'Expires', printDate(pr.expiryDate ?? '', style), L, crit(D, 300));
  s.inline(lx, vx, 450, 'LGA', `${p.lga}, ${p.state}`, L, { ...V, size: 24, max: 640 });
  s.box(0, 600, W, 156, `background:linear-gradient(90deg, ${green}, ${tint('#2f8a5a', rng, 8)})`);
  s.text(30, 612, 'NIN', { font: 'Dustismo', size: 20, weight: 700, color: '#dff2e6' });
  s.text(30, 640, pr.nin ?? '', crit({ font: 'Konatu Tohaba', size: 58, color: '#ffffff', spacing: 6 }, 760));
  s.img(1010, 612, 134, 134, svgUrl(dataMatrix(134, rng, '#0b2416')), 'background:#ffffff;padding:0');
  return page(s, 'idcard-2025', `linear-gradient(182deg, ${tint('#fafcfa', rng, 3)}, ${tint('#e7f1ea', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.758, y0: 0.15, x1: 0.97, y1: 0.57 },
    { x0: 0.758, y0: 0.575, x1: 0.97, y1: 0.65 },
    { x0: 0.84, y0: 0.805, x1: 0.96, y1: 0.99 },
  ]);
}

function dl2016(c: Blind16Case, p: Person, rng: Rng): Page {
  // A 2016 FRSC licence: a serif title, stacked capital labels (LICENCE NO, FORENAMES), a typewriter number and dates as 11.4.86, the photo right.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const brown = tint('#7a2e1f', rng, 8);
  s.svg(`${guilloche(520, 400, 470, rng, '#e0c79a', 0.16)}${sunburst(0, H, 700, 60, '#e7d9b8', 0.18)}`);
  s.box(0, 0, W, 12, `background:${brown}`);
  s.text(30, 22, 'National Driver’s Licence', { font: 'Linden Hill', size: 46, color: brown });
  s.text(W - 30, 28, 'FEDERAL ROAD SAFETY CORPS', { font: 'Meera', size: 18, weight: 700, color: '#5c4a20', anchor: 'end', spacing: 2 });
  s.text(W - 30, 54, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Meera', size: 15, color: '#5c4a20', anchor: 'end', spacing: 2 });
  s.img(920, 104, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(920, 414, 240, 56, svgUrl(signature(240, 56, rng)));
  const L: TextStyle = { font: 'Meera', size: 17, color: '#6b4a2e', spacing: 1 };
  const V: TextStyle = { font: 'Dustismo Roman', size: 32, weight: 700, color: '#131313' };
  const D: TextStyle = { font: 'AR PL UMing CN', size: 32, color: '#131313' };
  const style = designDates['dl-2016'];
  const pr = c.printed;
  const x = 30 + jitter(rng, 3);
  const gap = 22;
  s.stacked(x, 98, 'LICENCE NO', pr.documentNumber, L, crit({ ...D, size: 38, color: '#7a1b1b', spacing: 2 }, 520), gap).stacked(620, 98, 'CLASS', rng.pick(['B', 'C', 'E']), L, V, gap);
  s.stacked(x, 176, 'SURNAME', pr.surname, L, crit(V, 860), gap);
  s.stacked(x, 254, 'FORENAMES', pr.givenNames, L, crit(V, 860), gap);
  s.stacked(x, 332, 'BIRTH DATE', printDate(pr.dateOfBirth, style), L, crit(D, 220), gap).stacked(290, 332, 'SEX', pr.sex, L, V, gap).stacked(400, 332, 'BLOOD', p.bloodGroup, L, V, gap).stacked(540, 332, 'HEIGHT', `${p.height}M`, L, { ...V, max: 160 }, gap);
  s.stacked(x, 410, 'ISSUED', printDate(pr.issueDate ?? '', style), L, { ...D, max: 220 }, gap).stacked(290, 410, 'VALID TO', printDate(pr.expiryDate ?? '', style), L, crit(D, 220), gap).stacked(560, 410, 'STATE', p.state, L, { ...V, size: 24, max: 300 }, gap);
  s.stacked(x, 488, 'ADDRESS', p.address, L, { ...V, size: 22, max: 860 }, gap);
  s.img(30, 596, 500, 110, svgUrl(stackedBarcode(500, 110, rng)));
  s.img(980, 574, 170, 140, svgUrl(kinegram(170, 140, rng)));
  return page(s, 'dl-2016', `linear-gradient(176deg, ${tint('#fdfaf1', rng, 4)}, ${tint('#f1ead8', rng, 4)})`, 32, 85.6, false, [
    { x0: 0.765, y0: 0.132, x1: 0.972, y1: 0.54 },
    { x0: 0.765, y0: 0.545, x1: 0.972, y1: 0.625 },
    { x0: 0.812, y0: 0.75, x1: 0.965, y1: 0.95 },
  ]);
}

function dl2022(c: Blind16Case, p: Person, rng: Rng): Page {
  // A 2022 licence: a dark band, the photo left, the number boxed, inline labels with First Name and Middle Name cells, dates as 11-APR-86.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const dark = tint('#123a2a', rng, 8);
  s.svg(`${guilloche(780, 430, 480, rng, '#a9c9b7', 0.14)}${lissajous(W, H, rng, '#c9dccf', 0.1, 3)}`);
  s.box(0, 0, W, 84, `background:linear-gradient(90deg, ${dark}, ${tint('#2d6b50', rng, 8)})`);
  s.text(30, 12, 'DRIVER’S LICENCE', { font: 'Umpush', size: 36, weight: 700, color: '#ffffff', spacing: 3 });
  s.text(30, 56, 'Federal Road Safety Corps · Nigeria', { font: 'Sawasdee', size: 17, color: '#d7ebdf' });
  s.img(30, 104, 226, 284, svgUrl(portrait(p, 226, 284, rng, rng.pick(photoBackgrounds))), 'border-radius:8px');
  s.img(30, 396, 226, 56, svgUrl(signature(226, 56, rng, '#142a1f')));
  s.box(700, 100, 470, 88, `border:2px solid ${dark};border-radius:10px;background:rgba(255,255,255,0.78)`);
  const L: TextStyle = { font: 'Sawasdee', size: 18, weight: 700, color: '#335f4a' };
  const V: TextStyle = { font: 'MPH 2B Damase', size: 32, weight: 700, color: '#0f1813' };
  const style = designDates['dl-2022'];
  const pr = c.printed;
  s.text(716, 106, 'Licence No.', { ...L, size: 15 });
  s.text(716, 128, pr.documentNumber, crit({ font: 'Konatu Tohaba', size: 42, color: '#6a1520', spacing: 2 }, 440));
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const lx = 286 + jitter(rng, 3);
  const vx = 470;
  s.inline(lx, vx, 210, 'Surname', pr.surname, L, crit(V, 690));
  s.inline(lx, vx, 266, 'First Name', first, L, crit(V, 690));
  s.inline(lx, vx, 322, 'Middle Name', middle, L, crit(V, 690));
  s.inline(lx, vx, 378, 'D.O.B', printDate(pr.dateOfBirth, style), L, crit(V, 240)).inline(780, 850, 378, 'Sex', pr.sex, L, V).inline(920, 1010, 378, 'Class', rng.pick(['B', 'C', 'D']), L, V);
  s.inline(lx, vx, 434, 'Issue', printDate(pr.issueDate ?? '', style), L, { ...V, max: 240 }).inline(780, 880, 434, 'Expiry', printDate(pr.expiryDate ?? '', style), L, crit(V, 260));
  s.inline(lx, vx, 490, 'Blood Gp', p.bloodGroup, L, V).inline(780, 880, 490, 'Height', `${p.height} m`, L, { ...V, max: 240 });
  s.inline(lx, vx, 546, 'State', p.state, L, { ...V, size: 26, max: 690 });
  s.img(40, 600, 130, 124, svgUrl(kinegram(130, 124, rng)));
  s.img(900, 620, 260, 90, svgUrl(barcode(260, 90, rng)));
  return page(s, 'dl-2022', `linear-gradient(168deg, ${tint('#f5faf6', rng, 4)}, ${tint('#e4efe8', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.022, y0: 0.134, x1: 0.216, y1: 0.515 },
    { x0: 0.022, y0: 0.52, x1: 0.216, y1: 0.6 },
    { x0: 0.028, y0: 0.79, x1: 0.146, y1: 0.96 },
  ]);
}

function pvc2015(c: Blind16Case, p: Person, rng: Rng): Page {
  // A 2015 voter's card: INEC in a band, the photo left, the VIN first, stacked capital labels over an old-style serif, dates as 11 April 86.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#15803f', rng, 8);
  s.svg(`${waveBand(W, 560, H, rng, '#a3d6b5', 0.42)}${guilloche(700, 330, 400, rng, '#c6e4d0', 0.13)}<g opacity="0.05">${arms(600, 150, 420, '#15803f')}</g>`);
  s.box(0, 0, W, 90, `background:${green}`);
  s.text(30, 12, 'INEC', { font: 'Dustismo', size: 56, weight: 700, color: '#ffffff', spacing: 5 });
  s.text(220, 16, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'Dustismo', size: 22, weight: 700, color: '#ffffff' });
  s.text(220, 52, 'PERMANENT VOTER’S CARD', { font: 'Konatu', size: 18, color: '#e2f4e8', spacing: 2 });
  s.img(30, 116, 220, 280, svgUrl(portrait(p, 220, 280, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(30, 404, 220, 54, svgUrl(signature(220, 54, rng)));
  const L: TextStyle = { font: 'Konatu', size: 15, color: '#2a5c3b', spacing: 1 };
  const V: TextStyle = { font: 'Prociono', size: 33, color: '#0f0f0f' };
  const style = designDates['pvc-2015'];
  const pr = c.printed;
  const x = 282 + jitter(rng, 3);
  const gap = 20;
  s.stacked(x, 108, 'VIN', pr.documentNumber, L, crit({ font: 'WenQuanYi Zen Hei Mono', size: 32, color: '#0f0f0f', spacing: 1 }, 660), gap);
  s.stacked(x, 176, 'SURNAME', pr.surname, L, crit(V, 860), gap);
  s.stacked(x, 244, 'FIRST NAMES', pr.givenNames, L, crit(V, 860), gap);
  s.stacked(x, 312, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 300), gap).stacked(x + 330, 312, 'GENDER', pr.sex === 'M' ? 'MALE' : 'FEMALE', L, { ...V, size: 26, max: 170 }, gap).stacked(x + 530, 312, 'OCCUPATION', p.occupation, L, { ...V, size: 22, max: 340 }, gap);
  s.stacked(x, 380, 'DELIM', p.delimitation, L, { font: 'WenQuanYi Zen Hei Mono', size: 26, color: '#0f0f0f', max: 300 }, gap).stacked(x + 330, 380, 'POLLING UNIT', rng.pick(pollingUnits), L, { ...V, size: 24, max: 530 }, gap);
  s.stacked(x, 448, 'ADDRESS', p.address, L, { ...V, size: 22, max: 860 }, gap);
  s.img(990, 560, 170, 170, svgUrl(qrLike(170, rng, '#0b2a18')));
  return page(s, 'pvc-2015', `linear-gradient(180deg, ${tint('#fbfdf8', rng, 3)}, ${tint('#ecf6ee', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.02, y0: 0.15, x1: 0.213, y1: 0.528 },
    { x0: 0.02, y0: 0.53, x1: 0.213, y1: 0.61 },
    { x0: 0.822, y0: 0.735, x1: 0.972, y1: 0.97 },
  ]);
}

function pvc2023(c: Blind16Case, p: Person, rng: Rng): Page {
  // A 2023 voter's card: a narrow face, the chip left and the photo right, the VIN grouped at the foot beside a barcode, dates as 11 Apr, 1986.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#196f3f', rng, 8);
  s.svg(`<path d="M 0 0 L ${W} 0 L ${W} 70 Q ${W * 0.6} 20 0 70 Z" fill="${green}"/>${lineScreen(0, 110, W, 470, rng, '#d2e5d7', 0.2, 8)}<g opacity="0.05">${arms(420, 220, 360, '#196f3f')}</g>`);
  s.text(30, 10, 'INEC · PERMANENT VOTER’S CARD', { font: 'MPH 2B Damase', size: 26, weight: 700, color: '#ffffff', spacing: 1 });
  s.text(30, 84, 'Independent National Electoral Commission', { font: 'MPH 2B Damase', size: 18, color: '#3d5f48' });
  s.img(36, 130, 104, 88, svgUrl(chip(104, 88)));
  s.img(930, 110, 232, 292, svgUrl(portrait(p, 232, 292, rng, rng.pick(photoBackgrounds))), 'border:3px solid #ffffff;border-radius:6px');
  s.text(930, 412, `DELIM ${p.delimitation}`, { font: 'MotoyaLCedar', size: 21, color: '#26392d' });
  const L: TextStyle = { font: 'Umpush', size: 14, weight: 700, color: '#2f6040', spacing: 1 };
  const V: TextStyle = { font: 'Meera', size: 36, weight: 700, color: '#0f1511' };
  const style = designDates['pvc-2023'];
  const pr = c.printed;
  const x = 170 + jitter(rng, 3);
  const gap = 20;
  s.stacked(x, 130, 'SURNAME', pr.surname, L, crit(V, 720), gap);
  s.stacked(x, 206, 'OTHER NAMES', pr.givenNames, L, crit(V, 720), gap);
  s.stacked(36, 282, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit({ ...V, size: 34 }, 280), gap).stacked(360, 282, 'GENDER', pr.sex, L, V, gap).stacked(500, 282, 'OCCUPATION', p.occupation, L, { ...V, size: 26, max: 400 }, gap);
  s.stacked(36, 358, 'LGA / STATE', `${p.lga} / ${p.state}`, L, { ...V, size: 28, max: 860 }, gap);
  s.stacked(36, 434, 'POLLING UNIT', rng.pick(pollingUnits), L, { ...V, size: 28, max: 860 }, gap);
  s.box(30, 530, 860, 2, `background:${green}`);
  s.text(36, 546, 'VOTER IDENTIFICATION NUMBER', L);
  s.text(36, 572, grouped(pr.documentNumber, [4, 4, 4, 4]), crit({ font: 'MotoyaLCedar', size: 42, color: '#0f1511', spacing: 1 }, 720));
  s.img(760, 650, 400, 76, svgUrl(barcode(400, 76, rng)));
  return page(s, 'pvc-2023', `linear-gradient(174deg, ${tint('#fdfcf6', rng, 4)}, ${tint('#edf5ea', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.775, y0: 0.14, x1: 0.972, y1: 0.535 },
    { x0: 0.63, y0: 0.855, x1: 0.972, y1: 0.965 },
    { x0: 0.028, y0: 0.17, x1: 0.118, y1: 0.29 },
  ]);
}

/** The page of a case (the same page every time: its choices are seeded by the case). */
export function pageOf(c: Blind16Case): Page {
  const p = personOf(c.person);
  const rng = rngOf(seedOf('blind16-page', c.seed));
  switch (c.design) {
    case 'pp-booklet-2011':
      return ppBooklet2011(c, p, rng);
    case 'pp-chip-2025':
      return ppChip2025(c, p, rng);
    case 'slip-improved-2017':
      return slipImproved2017(c, p, rng);
    case 'slip-webprint-2025':
      return slipWebprint2025(c, p, rng);
    case 'idcard-2019':
      return idcard2019(c, p, rng);
    case 'idcard-2025':
      return idcard2025(c, p, rng);
    case 'dl-2016':
      return dl2016(c, p, rng);
    case 'dl-2022':
      return dl2022(c, p, rng);
    case 'pvc-2015':
      return pvc2015(c, p, rng);
    case 'pvc-2023':
      return pvc2023(c, p, rng);
  }
}
