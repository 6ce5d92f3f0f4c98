import { crit, FieldSheet, jitter, tint, type Page as SheetPage, type TextStyle, type Zone } from '../blind-kit/page-helpers.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { arms, chip, kinegram, lissajous, portrait, qrLike, rings, seal, signature, stacked, svgUrl, waveBand } from './art.js';
import type { Blind9Case, Design } from './cases.js';
import { printDate, type DateStyle } from './dates.js';
import { personOf, type Person } from './people.js';

export type { Zone };

/**
 * The ninth set's ten designs (two per layout) as HTML pages of fixed pixel size, drawn from public
 * descriptions of the real documents: the 2019 enhanced e-passport's polycarbonate data page
 * (portrait on the left, NIN as personal number) and the older machine-readable booklet page; NIMC's
 * improved slip (a wide printout) and its standard slip (card-sized paper); the general multipurpose
 * NIN card and a newer eID card; the FRSC enhanced licence and an older one; an older and a newer
 * PVC. Positions, colours, label wordings and date forms are this set's own and differ from the
 * eighth's. Each page says where a glare streak may lie without touching a field a reader needs.
 */

/** A page's layout facts (no field boxes: nothing in this set needs them); its quiet zones are where where a glare streak may lie: no field a reader needs is there (the portrait is one). */
export type Page = Omit<SheetPage, 'fieldBoxes'>;

/** The fonts each design uses (fonts.ts lists their packages). */
export const designFonts: Record<Design, string[]> = {
  'epass-2019': ['GFS Didot', 'Irianis ADF Std', 'Baskervald ADF Std', 'OCR B'],
  'mrp-2001': ['Tribun ADF Std', 'Goudy Bookletter 1911', 'OCR B'],
  improved: ['Averia Serif GWF', 'Ikarius ADF Std', 'Hermit'],
  standard: ['Fanwood Text', 'League Mono', 'mononoki'],
  'gmpc-2018': ['League Mono', 'GFS Didot', 'mononoki'],
  'eid-2023': ['Ikarius ADF Std', 'Averia Serif GWF', 'Hermit'],
  'frsc-2017': ['Tribun ADF Std', 'Baskervald ADF Std', 'mononoki'],
  'frsc-2006': ['Irianis ADF Std', 'Goudy Bookletter 1911', 'Hermit'],
  'pvc-2011': ['Tribun ADF Std', 'Fanwood Text', 'mononoki'],
  'pvc-2023': ['Ikarius ADF Std', 'Averia Serif GWF', 'Hermit'],
};

/**
 * A generous average advance (em) of each family for capitals at weight 700: a text fitted with it
 * never overflows its width (check.ts measures the rendered widths against their room).
 */
const ADVANCE: Record<string, number> = {
  'Baskervald ADF Std': 0.8,
  'Tribun ADF Std': 0.78,
  'Ikarius ADF Std': 0.78,
  'Irianis ADF Std': 0.78,
  'League Mono': 0.66,
  mononoki: 0.62,
  'GFS Didot': 0.8,
  Hermit: 0.72,
  'Goudy Bookletter 1911': 0.8,
  'Fanwood Text': 0.78,
  'Averia Serif GWF': 0.8,
  'OCR B': 0.76,
};

/**
 * A page of this set (the seventh and eighth sets' mechanics, eval/blind-kit/page-helpers.ts). Figures
 * are lining, as documents print them (Fanwood Text defaults to old-style ones), in the pictures too;
 * the two families that have only old-style figures (fonts.ts oldStyleFigures) set no digits.
 */
class Sheet extends FieldSheet {
  constructor(w: number, h: number) {
    super(w, h, { advance: ADVANCE, fallback: 0.8, figures: 'lining-svg', turning: false });
  }
}

const photoBackgrounds = ['#e8edf2', '#f1f1ec', '#dfe7ee', '#ecebe6', '#e6ecea'];
const CARD = { W: 1198, H: 756 };

function page(s: Sheet, design: Design, background: string, radius: number, widthMm: number, paper: boolean, quietZones: Zone[]): Page {
  return { html: s.html(background, radius), width: s.w, height: s.h, radius, widthMm, paper, criticalPx: s.minCritical, fonts: designFonts[design], quietZones };
}

function epass2019(c: Blind9Case, p: Person, rng: Rng): Page {
  const W = 1500;
  const H = 1056;
  const s = new Sheet(W, H);
  const ink = tint('#1d5c4a', rng, 8);
  s.svg(`${lissajous(W, 780, rng, '#6fae9a', 0.18, 6)}${rings(1250, 420, 230, rng, '#9a7fc0', 0.16)}<g opacity="0.07">${arms(700, 180, 420, '#1d5c4a')}</g>`);
  s.box(0, 0, W, 96, `background:linear-gradient(90deg, ${tint('#e6f2ec', rng, 4)}, ${tint('#efe6f4', rng, 4)})`);
  s.svg(arms(36, 4, 88));
  s.text(140, 12, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'GFS Didot', size: 36, weight: 700, color: ink, spacing: 1 });
  s.text(140, 56, 'RÉPUBLIQUE FÉDÉRALE DU NIGÉRIA', { font: 'GFS Didot', size: 20, color: ink, spacing: 3 });
  s.text(1460, 20, 'PASSPORT · PASSEPORT', { font: 'GFS Didot', size: 24, weight: 700, color: '#5b3f8c', anchor: 'end' });
  // Laser-engraved portrait on the left, its ghost bottom right.
  s.img(48, 130, 320, 410, svgUrl(portrait(p, 320, 410, rng, '#eceef0', true)), 'border-radius:12px');
  s.img(1280, 560, 150, 190, svgUrl(portrait(p, 150, 190, rng, '#ffffff', true)), 'opacity:0.28');
  s.img(60, 570, 140, 140, svgUrl(kinegram(140, 140, rng)));
  const L: TextStyle = { font: 'Irianis ADF Std', size: 17, color: '#3e6a5c' };
  const V: TextStyle = { font: 'Baskervald ADF Std', size: 34, weight: 700, color: '#101010' };
  const style: DateStyle = 'dd MMM/FR yyyy';
  const pr = c.printed;
  const x1 = 410 + jitter(rng, 5);
  const x2 = 820;
  const x3 = 1120;
  const gap = 21;
  s.field(x1, 120, 'TYPE/TYPE', 'P', L, V, gap).field(x1 + 150, 120, 'CODE/CODE', 'NGA', L, V, gap).field(x3 - 60, 120, 'PASSPORT NO./N° DU PASSEPORT', pr.documentNumber, L, crit({ ...V, color: '#6b1f3a' }, 380), gap);
  s.field(x1, 198, 'SURNAME/NOM', pr.surname, L, crit(V, 1040), gap);
  s.field(x1, 276, 'GIVEN NAMES/PRÉNOMS', pr.givenNames, L, crit(V, 1040), gap);
  s.field(x1, 354, 'NATIONALITY/NATIONALITÉ', 'NIGERIAN', L, V, gap).field(x2, 354, 'SEX/SEXE', pr.sex, L, V, gap).field(x3 - 60, 354, 'NIN/N° PERSONNEL', pr.nin ?? '', L, { ...V, max: 370 }, gap);
  s.field(x1, 432, 'DATE OF BIRTH/DATE DE NAISSANCE', printDate(pr.dateOfBirth, style), L, crit(V, 380), gap).field(x2 + 80, 432, 'PLACE OF BIRTH/LIEU DE NAISSANCE', p.placeOfBirth, L, { ...V, max: 500 }, gap);
  s.field(x1, 510, 'DATE OF ISSUE/DATE DE DÉLIVRANCE', printDate(pr.issueDate ?? '', style), L, { ...V, max: 380 }, gap).field(x2 + 80, 510, 'AUTHORITY/AUTORITÉ', rng.pick(['NIS ABUJA', 'NIS IKOYI', 'NIS MAIDUGURI', 'NIS ASABA']), L, { ...V, max: 480 }, gap);
  s.field(x1, 588, "DATE OF EXPIRY/DATE D'EXPIRATION", printDate(pr.expiryDate ?? '', style), L, crit(V, 380), gap);
  s.text(x2 + 80, 588, 'SIGNATURE', L);
  s.img(x2 + 80, 612, 300, 90, svgUrl(signature(300, 90, rng, '#1a1a1a')));
  s.box(0, 790, W, 266, 'background:rgba(255,255,255,0.55)');
  const mrz = c.mrz ?? ['', ''];
  s.text(72, 838, mrz[0], { font: 'OCR B', size: 41, color: '#0b0b0b', critical: true, max: 1380 });
  s.text(72, 932, mrz[1], { font: 'OCR B', size: 41, color: '#0b0b0b', critical: true, max: 1380 });
  return page(s, 'epass-2019', `linear-gradient(160deg, ${tint('#eef6f1', rng, 5)}, ${tint('#f3eff7', rng, 5)} 60%, ${tint('#eaf3f1', rng, 5)})`, 16, 125, false, [
    // The portrait: no field a reader needs.
    { x0: 0.03, y0: 0.12, x1: 0.246, y1: 0.515 },
    { x0: 0.03, y0: 0.535, x1: 0.26, y1: 0.735 },
    { x0: 0.84, y0: 0.52, x1: 0.975, y1: 0.735 },
  ]);
}

function mrp2001(c: Blind9Case, p: Person, rng: Rng): Page {
  const W = 1500;
  const H = 1056;
  const s = new Sheet(W, H);
  const green = tint('#0f4d2e', rng, 8);
  s.svg(`${waveBand(W, 110, 770, rng, '#c7a76a', 0.22)}${rings(760, 430, 300, rng, '#5d8f6c', 0.12)}<g opacity="0.06">${arms(980, 170, 420, '#0f4d2e')}</g>`);
  // A green band down the left edge with the country name set vertically-looking in capitals across the top.
  s.box(0, 0, 22, H, `background:${green}`);
  s.text(60, 18, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Tribun ADF Std', size: 30, weight: 700, color: green, spacing: 2 });
  s.text(60, 58, 'PASSPORT', { font: 'Tribun ADF Std', size: 22, color: '#8a6d2f', spacing: 8 });
  s.svg(seal(1400, 62, 48, 'NIS', green, 'Tribun ADF Std', '#f7f1de'));
  s.img(60, 130, 300, 390, svgUrl(portrait(p, 300, 390, rng, rng.pick(photoBackgrounds))), 'box-shadow:0 0 0 3px #ffffff, 0 0 0 4px #9c8a5a');
  s.img(70, 560, 280, 84, svgUrl(signature(280, 84, rng)));
  const L: TextStyle = { font: 'Tribun ADF Std', size: 18, color: '#6b5a32', italic: true };
  const V: TextStyle = { font: 'Goudy Bookletter 1911', size: 36, weight: 700, color: '#151515' };
  const style: DateStyle = 'dd MMM/FR yy';
  // Goudy Bookletter has only old-style figures: dates and numbers are set in Tribun's lining ones.
  const D: TextStyle = { font: 'Tribun ADF Std', size: 34, weight: 700, color: '#151515' };
  const pr = c.printed;
  const x1 = 400 + jitter(rng, 5);
  const x2 = 900;
  const gap = 22;
  s.field(x1, 120, 'Passport No', pr.documentNumber, L, crit({ ...D, color: '#7a1010' }, 380), gap).field(x2, 120, 'Type', 'P', L, V, gap).field(x2 + 140, 120, 'Issuing State', 'NGA', L, V, gap);
  s.field(x1, 200, 'Surname', pr.surname, L, crit(V, 1040), gap);
  s.field(x1, 280, 'Other names', pr.givenNames, L, crit(V, 1040), gap);
  s.field(x1, 360, 'Nationality', 'NIGERIAN', L, V, gap).field(x2, 360, 'Sex', pr.sex, L, V, gap);
  s.field(x1, 440, 'Date of birth', printDate(pr.dateOfBirth, style), L, crit(D, 420), gap).field(x2, 440, 'Place of birth', p.placeOfBirth, L, { ...V, max: 520 }, gap);
  s.field(x1, 520, 'Date of issue', printDate(pr.issueDate ?? '', style), L, { ...D, max: 420 }, gap).field(x2, 520, 'Issuing authority', rng.pick(['NIS HQ ABUJA', 'NIS BENIN', 'NIS KADUNA']), L, { ...V, max: 520 }, gap);
  s.field(x1, 600, 'Date of expiry', printDate(pr.expiryDate ?? '', style), L, crit(D, 420), gap);
  s.box(0, 790, W, 266, `background:${tint('#f1ecd6', rng, 4)}`);
  const mrz = c.mrz ?? ['', ''];
  s.text(66, 836, mrz[0], { font: 'OCR B', size: 41, color: '#121212', critical: true, max: 1390 });
  s.text(66, 930, mrz[1], { font: 'OCR B', size: 41, color: '#121212', critical: true, max: 1390 });
  return page(s, 'mrp-2001', `linear-gradient(185deg, ${tint('#f6f0dc', rng, 5)}, ${tint('#ece6cf', rng, 5)})`, 4, 125, true, [
    // The portrait: no field a reader needs.
    { x0: 0.035, y0: 0.115, x1: 0.245, y1: 0.5 },
    { x0: 0.03, y0: 0.52, x1: 0.25, y1: 0.735 },
    { x0: 0.6, y0: 0.57, x1: 0.975, y1: 0.735 },
  ]);
}

function improvedSlip(c: Blind9Case, p: Person, rng: Rng): Page {
  // The improved NIN slip: a wide printout, labels on the left of their values, photo and code on the right.
  const W = 1860;
  const H = 780;
  const s = new Sheet(W, H);
  const ink = tint('#1b5e20', rng, 8);
  s.svg(`<g opacity="0.08">${arms(700, 170, 440, '#2e7d32')}</g>${waveBand(W, 0, 120, rng, '#81c784', 0.25)}`);
  s.box(0, 124, W, 4, `background:${ink}`);
  s.svg(arms(30, 14, 100));
  s.text(150, 22, 'National Identity Management System', { font: 'Averia Serif GWF', size: 34, weight: 700, color: ink });
  s.text(150, 70, 'Federal Republic of Nigeria · Improved NIN Slip', { font: 'Averia Serif GWF', size: 22, color: '#333' });
  const L: TextStyle = { font: 'Ikarius ADF Std', size: 24, color: '#3d5a40' };
  const V: TextStyle = { font: 'Ikarius ADF Std', size: 38, weight: 700, color: '#111' };
  const style: DateStyle = 'dd Mmmm yyyy';
  const pr = c.printed;
  const x = 50 + jitter(rng, 4);
  const vx = x + 260;
  const row = (y: number, label: string, value: string, vs: TextStyle) => {
    s.text(x, y + 10, label, L);
    s.text(vx, y, value, vs);
  };
  row(160, 'Surname', pr.surname, crit(V, 860));
  row(232, 'Given Names', pr.givenNames, crit(V, 860));
  row(304, 'Date of Birth', printDate(pr.dateOfBirth, style), crit(V, 560));
  row(376, 'Sex', pr.sex === 'M' ? 'MALE' : 'FEMALE', { ...V, max: 400 });
  row(448, 'Enrolled', printDate(pr.issueDate ?? '', style), { ...V, size: 30, max: 560 });
  row(520, 'Address', p.address, { ...V, size: 26, max: 860 });
  s.text(1180, 160, 'NIN', { ...L, color: ink });
  s.text(1180, 192, pr.nin ?? '', { font: 'Hermit', size: 52, weight: 700, color: '#111', spacing: 4, critical: true, max: 390 });
  s.text(1180, 280, 'Tracking ID', L);
  s.text(1180, 312, Array.from({ length: 15 }, () => rng.pick('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''))).join(''), { font: 'Hermit', size: 28, color: '#333', max: 420 });
  s.img(1600, 150, 220, 280, svgUrl(portrait(p, 220, 280, rng, rng.pick(photoBackgrounds))), 'border:2px solid #7aa37e');
  s.img(1180, 400, 200, 200, svgUrl(qrLike(200, rng, '#102a12')));
  s.text(50, 700, 'Verify this slip with the NIMC app. The NIN is yours for life; do not share it with strangers.', { font: 'Averia Serif GWF', size: 20, color: '#555' });
  return page(s, 'improved', tint('#fcfdfb', rng, 2), 1, 190, true, [
    // The portrait: no field a reader needs.
    { x0: 0.858, y0: 0.19, x1: 0.98, y1: 0.555 },
    { x0: 0.86, y0: 0.58, x1: 0.98, y1: 0.86 },
    { x0: 0.5, y0: 0.005, x1: 0.98, y1: 0.15 },
  ]);
}

function standardSlip(c: Blind9Case, p: Person, rng: Rng): Page {
  // The standard slip's card-sized front, cut from its sheet: paper, square corners.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#2e6b3f', rng, 10);
  s.svg(`${lissajous(W, H, rng, '#9bc7a6', 0.16, 4)}${rings(300, 420, 200, rng, '#9bc7a6', 0.14)}`);
  s.box(0, H - 16, W, 16, `background:linear-gradient(90deg, ${green}, #f0c419)`);
  s.svg(arms(24, 18, 86));
  s.text(126, 22, 'NIMC', { font: 'Fanwood Text', size: 38, weight: 700, color: green, spacing: 4 });
  s.text(126, 68, 'National Identification Number Slip', { font: 'Fanwood Text', size: 22, color: '#333', italic: true });
  s.img(930, 30, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(40, 500, 200, 200, svgUrl(qrLike(200, rng, '#17331f')));
  const L: TextStyle = { font: 'League Mono', size: 17, color: '#4b6b53', spacing: 1 };
  const V: TextStyle = { font: 'Fanwood Text', size: 34, weight: 700, color: '#111' };
  const style: DateStyle = 'ddMMMyyyy';
  const pr = c.printed;
  const x = 40 + jitter(rng, 4);
  s.field(x, 136, 'SURNAME', pr.surname, L, crit(V, 840), 21);
  s.field(x, 210, 'GIVEN NAMES', pr.givenNames, L, crit(V, 860), 21);
  s.field(x, 284, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 330), 21).field(x + 400, 284, 'SEX', pr.sex, L, V, 21);
  s.field(x, 358, 'ISSUED', printDate(pr.issueDate ?? '', style), L, { ...V, size: 26, max: 330 }, 21);
  s.text(280, 520, 'NIN', { ...L, size: 22, color: green });
  s.text(280, 552, pr.nin ?? '', { font: 'mononoki', size: 66, weight: 700, color: '#111', spacing: 6, critical: true, max: 880 });
  s.text(1170, 690, 'nimc.gov.ng', { font: 'League Mono', size: 16, color: '#555', anchor: 'end' });
  return page(s, 'standard', `linear-gradient(180deg, ${tint('#f8fbf6', rng, 3)}, ${tint('#eef5ec', rng, 4)})`, 2, 85.6, true, [
    // The portrait: no field a reader needs.
    { x0: 0.776, y0: 0.04, x1: 0.98, y1: 0.44 },
    { x0: 0.78, y0: 0.46, x1: 0.98, y1: 0.66 },
    { x0: 0.4, y0: 0.01, x1: 0.76, y1: 0.16 },
  ]);
}

function gmpc2018(c: Blind9Case, p: Person, rng: Rng): Page {
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#00703c', rng, 10);
  s.svg(`${rings(820, 400, 330, rng, '#7cc4a0', 0.14)}${waveBand(W, 620, 740, rng, '#e0b84a', 0.3)}`);
  s.box(0, 0, W, 100, `background:${green}`);
  s.box(0, 100, W, 6, 'background:#ffffff');
  s.box(0, 106, W, 6, `background:${green}`);
  s.svg(arms(24, 6, 88, '#ffffff'));
  s.text(124, 14, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'League Mono', size: 30, weight: 700, color: '#ffffff' });
  s.text(124, 56, 'National Identity Card · General Multipurpose', { font: 'League Mono', size: 20, color: '#d9f2e3' });
  s.img(36, 140, 250, 320, svgUrl(portrait(p, 250, 320, rng, rng.pick(photoBackgrounds))), 'border-radius:6px');
  s.img(1040, 150, 120, 100, svgUrl(chip(120, 100)));
  const L: TextStyle = { font: 'League Mono', size: 16, color: '#2f6a4b' };
  const V: TextStyle = { font: 'GFS Didot', size: 33, weight: 700, color: '#111' };
  const style: DateStyle = 'dd-MMM-yyyy';
  const pr = c.printed;
  const x = 316 + jitter(rng, 4);
  s.field(x, 136, 'Surname', pr.surname, L, crit(V, 690), 20);
  s.field(x, 210, 'First Name / Other Names', pr.givenNames, L, crit(V, 840), 20);
  s.field(x, 284, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(V, 330), 20).field(x + 380, 284, 'Sex', pr.sex, L, V, 20).field(x + 480, 284, 'Nationality', 'NGA', L, V, 20);
  s.field(x, 358, 'Issue Date', printDate(pr.issueDate ?? '', style), L, { ...V, max: 330 }, 20).field(x + 380, 358, 'Expiry Date', printDate(pr.expiryDate ?? '', style), L, crit(V, 330), 20);
  s.text(x, 446, 'NIN', { ...L, size: 20, weight: 700 });
  s.text(x + 60, 436, pr.nin ?? '', { font: 'mononoki', size: 46, weight: 700, color: '#0d3b22', spacing: 3, critical: true, max: 760 });
  s.img(36, 490, 250, 70, svgUrl(signature(250, 70, rng)));
  s.text(x, 520, `CAN ${String(rng.int(100000, 999999))}`, { font: 'mononoki', size: 18, color: '#4a5a50' });
  return page(s, 'gmpc-2018', `linear-gradient(170deg, #ffffff, ${tint('#e4f3ea', rng, 5)})`, 34, 85.6, false, [
    // The portrait: no field a reader needs.
    { x0: 0.03, y0: 0.185, x1: 0.239, y1: 0.608 },
    { x0: 0.3, y0: 0.78, x1: 0.97, y1: 0.95 },
    { x0: 0.85, y0: 0.36, x1: 0.975, y1: 0.7 },
  ]);
}

function eid2023(c: Blind9Case, p: Person, rng: Rng): Page {
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const violet = tint('#3b2f6b', rng, 8);
  s.svg(`${lissajous(W, H, rng, '#a99bd8', 0.15, 5)}<path d="M0 ${H} V560 Q 400 480 ${W} 640 V${H} Z" fill="${tint('#1f7a4d', rng, 8)}" opacity="0.14"/>`);
  s.svg(arms(1090, 16, 80));
  s.text(40, 22, 'NIGERIA', { font: 'Ikarius ADF Std', size: 44, weight: 700, color: violet, spacing: 6 });
  s.text(40, 76, 'NATIONAL ELECTRONIC IDENTITY CARD', { font: 'Ikarius ADF Std', size: 20, color: '#4a4a4a', spacing: 2 });
  s.img(880, 130, 280, 350, svgUrl(portrait(p, 280, 350, rng, rng.pick(photoBackgrounds))), 'border-radius:16px');
  s.img(930, 500, 150, 150, svgUrl(kinegram(150, 150, rng)));
  const L: TextStyle = { font: 'Ikarius ADF Std', size: 17, color: '#5a4e86' };
  const V: TextStyle = { font: 'Averia Serif GWF', size: 33, weight: 700, color: '#111' };
  const style: DateStyle = 'yyyy/mm/dd';
  const pr = c.printed;
  const x = 40 + jitter(rng, 4);
  s.field(x, 134, 'FAMILY NAME', pr.surname, L, crit(V, 780), 20);
  s.field(x, 208, 'FORENAMES', pr.givenNames, L, crit(V, 800), 20);
  s.field(x, 282, 'BORN', printDate(pr.dateOfBirth, style), L, crit(V, 300), 20).field(x + 340, 282, 'SEX', pr.sex, L, V, 20).field(x + 440, 282, 'NATIONALITY', 'NGA', L, V, 20);
  s.field(x, 356, 'VALID FROM', printDate(pr.issueDate ?? '', style), L, { ...V, max: 300 }, 20).field(x + 340, 356, 'VALID TO', printDate(pr.expiryDate ?? '', style), L, crit(V, 300), 20);
  s.field(x, 430, 'NATIONAL IDENTIFICATION NUMBER', pr.nin ?? '', L, crit({ font: 'Hermit', size: 42, weight: 700, color: '#111', spacing: 3 }, 760), 22);
  s.img(x, 530, 260, 70, svgUrl(signature(260, 70, rng, '#222')));
  s.text(x + 300, 560, `Card ${String(rng.int(10000000, 99999999))}`, { font: 'Hermit', size: 18, color: '#555' });
  return page(s, 'eid-2023', `linear-gradient(135deg, ${tint('#f5f3fb', rng, 4)}, #ffffff 55%, ${tint('#eef7f1', rng, 4)})`, 34, 85.6, false, [
    // The portrait: no field a reader needs.
    { x0: 0.734, y0: 0.172, x1: 0.968, y1: 0.635 },
    { x0: 0.74, y0: 0.65, x1: 0.97, y1: 0.9 },
    { x0: 0.56, y0: 0.02, x1: 0.89, y1: 0.15 },
  ]);
}

function frsc2017(c: Blind9Case, p: Person, rng: Rng): Page {
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const teal = tint('#0e5a6b', rng, 8);
  s.svg(`${rings(600, 420, 340, rng, '#86b8c4', 0.14)}${seal(640, 430, 200, 'FRSC', '#86b8c4', 'Tribun ADF Std')}`, 0.6);
  s.svg(`<path d="M0 0 H${W} V90 H0 Z" fill="${teal}"/><path d="M0 90 H${W} V100 H0 Z" fill="#e2b93b"/>`);
  s.svg(`${seal(60, 46, 38, 'FRSC', '#ffffff', 'Tribun ADF Std', teal)}${arms(1106, 4, 84, '#ffffff')}`);
  s.text(114, 10, "NIGERIA · DRIVER'S LICENCE", { font: 'Tribun ADF Std', size: 34, weight: 700, color: '#ffffff' });
  s.text(114, 54, 'Federal Road Safety Corps — Enhanced', { font: 'Tribun ADF Std', size: 20, color: '#d6eef2' });
  s.img(34, 130, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds))), 'border-radius:6px');
  s.img(44, 450, 220, 66, svgUrl(signature(220, 66, rng)));
  const L: TextStyle = { font: 'Tribun ADF Std', size: 17, color: '#2f6470' };
  const V: TextStyle = { font: 'Baskervald ADF Std', size: 32, weight: 700, color: '#111' };
  const style: DateStyle = 'dd mm yyyy';
  const pr = c.printed;
  const x1 = 304 + jitter(rng, 4);
  const x2 = 760;
  s.field(x1, 118, 'Licence No.', pr.documentNumber, L, crit({ font: 'mononoki', size: 34, weight: 700, color: '#7b1d1d' }, 420), 20).field(x2, 118, 'Class', rng.pick(['B', 'C', 'E', 'B C']), L, V, 20);
  s.field(x1, 190, 'Surname', pr.surname, L, crit(V, 850), 20);
  s.field(x1, 262, 'First & Middle Names', pr.givenNames, L, crit(V, 850), 20);
  s.field(x1, 334, 'D.O.B.', printDate(pr.dateOfBirth, style), L, crit(V, 300), 20).field(x2, 334, 'Sex', pr.sex, L, V, 20).field(x2 + 100, 334, 'B/G', p.bloodGroup, L, V, 20);
  s.field(x1, 406, 'Issued On', printDate(pr.issueDate ?? '', style), L, { ...V, max: 300 }, 20).field(x2, 406, 'Valid Until', printDate(pr.expiryDate ?? '', style), L, crit(V, 300), 20);
  s.field(x1, 478, 'Address', p.address, L, { ...V, size: 22, max: 850 }, 20);
  s.field(x1, 540, 'State of Issue', p.state, L, { ...V, size: 24, max: 400 }, 20).field(x2, 540, 'Height', `${p.height} m`, L, { ...V, size: 24 }, 20);
  s.img(34, 620, 520, 100, svgUrl(stacked(520, 100, rng)));
  return page(s, 'frsc-2017', `linear-gradient(160deg, ${tint('#eef6f7', rng, 5)}, ${tint('#fbf8ee', rng, 5)})`, 34, 85.6, false, [
    // The portrait: no field a reader needs.
    { x0: 0.028, y0: 0.172, x1: 0.229, y1: 0.569 },
    { x0: 0.49, y0: 0.8, x1: 0.97, y1: 0.96 },
    { x0: 0.85, y0: 0.14, x1: 0.975, y1: 0.42 },
  ]);
}

function frsc2006(c: Blind9Case, p: Person, rng: Rng): Page {
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const navy = tint('#20305e', rng, 8);
  s.svg(`${waveBand(W, 110, 740, rng, '#d4b25a', 0.2)}<g opacity="0.08">${arms(420, 160, 400, '#20305e')}</g>`);
  s.box(0, 0, W, 108, `background:linear-gradient(180deg, ${tint('#f2d97a', rng, 6)}, ${tint('#e8c75a', rng, 6)})`);
  s.svg(arms(24, 8, 92));
  s.text(W / 2, 14, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Irianis ADF Std', size: 30, weight: 700, color: navy, anchor: 'middle' });
  s.text(W / 2, 56, 'NATIONAL DRIVERS LICENSE', { font: 'Irianis ADF Std', size: 30, color: '#8c1c13', anchor: 'middle', spacing: 2 });
  s.img(900, 130, 260, 330, svgUrl(portrait(p, 260, 330, rng, rng.pick(photoBackgrounds))), 'border:3px solid #20305e');
  s.img(910, 480, 240, 70, svgUrl(signature(240, 70, rng)));
  const L: TextStyle = { font: 'Irianis ADF Std', size: 18, color: navy, weight: 700 };
  const V: TextStyle = { font: 'Goudy Bookletter 1911', size: 33, weight: 700, color: '#111' };
  const style: DateStyle = 'MMM dd yyyy';
  // Goudy Bookletter has only old-style figures: dates are set in Hermit.
  const D: TextStyle = { font: 'Hermit', size: 31, weight: 700, color: '#111' };
  const pr = c.printed;
  const x = 40 + jitter(rng, 4);
  s.field(x, 126, 'L/NO:', pr.documentNumber, L, crit({ font: 'Hermit', size: 36, weight: 700, color: '#111' }, 460), 22).field(x + 520, 126, 'CLASS:', rng.pick(['B', 'C', 'E']), L, V, 22);
  s.field(x, 204, 'SURNAME:', pr.surname, L, crit(V, 800), 22);
  s.field(x, 282, 'FIRST NAMES:', pr.givenNames, L, crit(V, 800), 22);
  s.field(x, 360, 'BIRTH:', printDate(pr.dateOfBirth, style), L, crit(D, 330), 22).field(x + 420, 360, 'SEX:', pr.sex, L, V, 22);
  s.field(x, 438, 'ISSUED:', printDate(pr.issueDate ?? '', style), L, { ...D, max: 330 }, 22).field(x + 420, 438, 'EXPIRES:', printDate(pr.expiryDate ?? '', style), L, crit(D, 330), 22);
  s.field(x, 516, 'STATE:', p.state, L, { ...V, size: 26, max: 380 }, 22).field(x + 420, 516, 'LGA:', p.lga, L, { ...V, size: 26, max: 380 }, 22);
  s.text(x, 620, `REP ${String(rng.int(0, 3)).padStart(2, '0')} · ENDORSEMENTS: NIL`, { font: 'Hermit', size: 20, color: '#333' });
  return page(s, 'frsc-2006', `linear-gradient(180deg, ${tint('#fbf7e8', rng, 4)}, ${tint('#f1ead2', rng, 4)})`, 30, 85.6, false, [
    // The portrait: no field a reader needs.
    { x0: 0.748, y0: 0.168, x1: 0.972, y1: 0.615 },
    { x0: 0.75, y0: 0.74, x1: 0.975, y1: 0.96 },
    { x0: 0.6, y0: 0.8, x1: 0.74, y1: 0.96 },
  ]);
}

function pvc2011(c: Blind9Case, p: Person, rng: Rng): Page {
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#176b34', rng, 10);
  s.svg(`${lissajous(W, H, rng, '#8fcf9f', 0.14, 4)}${rings(980, 560, 180, rng, '#8fcf9f', 0.16)}`);
  s.svg(`<rect x="0" y="0" width="${W}" height="104" fill="#ffffff"/><rect x="0" y="0" width="${W / 3}" height="14" fill="${green}"/><rect x="${(2 * W) / 3}" y="0" width="${W / 3}" height="14" fill="${green}"/><rect x="0" y="104" width="${W}" height="5" fill="${green}"/>`);
  s.svg(`${seal(70, 60, 44, 'INEC', green, 'Tribun ADF Std', '#ffffff')}${arms(1092, 18, 82)}`);
  s.text(130, 24, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'Tribun ADF Std', size: 28, weight: 700, color: green });
  s.text(130, 64, 'PERMANENT VOTER CARD', { font: 'Tribun ADF Std', size: 24, color: '#222', spacing: 3 });
  s.img(40, 140, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))));
  s.img(60, 460, 110, 92, svgUrl(chip(110, 92)));
  const L: TextStyle = { font: 'Tribun ADF Std', size: 17, color: '#2b6a3d' };
  const V: TextStyle = { font: 'Fanwood Text', size: 33, weight: 700, color: '#111' };
  const style: DateStyle = 'dd mm yyyy';
  const pr = c.printed;
  const x = 300 + jitter(rng, 4);
  s.field(x, 130, 'VIN', pr.documentNumber, L, crit({ font: 'mononoki', size: 34, weight: 700, color: '#111', spacing: 1 }, 840), 20);
  s.field(x, 204, 'LAST NAME', pr.surname, L, crit(V, 840), 20);
  s.field(x, 276, 'GIVEN NAMES', pr.givenNames, L, crit(V, 840), 20);
  s.field(x, 348, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 330), 20).field(x + 380, 348, 'SEX', pr.sex, L, V, 20);
  s.field(x, 420, 'DELIM', `${p.state.slice(0, 2)}/${String(rng.int(1, 30)).padStart(2, '0')}/${String(rng.int(1, 20)).padStart(2, '0')}/${String(rng.int(1, 40)).padStart(3, '0')}`, L, { ...V, size: 26 }, 20).field(x + 380, 420, 'OCCUPATION', p.occupation, L, { ...V, size: 24, max: 460 }, 20);
  s.field(x, 492, 'ADDRESS', p.address, L, { ...V, size: 22, max: 600 }, 20);
  s.img(x, 600, 420, 90, svgUrl(stacked(420, 90, rng)));
  return page(s, 'pvc-2011', `linear-gradient(180deg, #ffffff, ${tint('#eaf5ec', rng, 5)})`, 34, 85.6, false, [
    // The portrait: no field a reader needs.
    { x0: 0.033, y0: 0.185, x1: 0.225, y1: 0.569 },
    { x0: 0.64, y0: 0.76, x1: 0.97, y1: 0.96 },
    { x0: 0.8, y0: 0.3, x1: 0.97, y1: 0.54 },
  ]);
}

function pvc2023(c: Blind9Case, p: Person, rng: Rng): Page {
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#0d5c2b', rng, 10);
  s.svg(`${waveBand(W, 0, H, rng, '#9fd3ae', 0.14)}<circle cx="${W - 80}" cy="${H - 60}" r="260" fill="${green}" opacity="0.08"/>`);
  s.svg(`<rect x="0" y="0" width="16" height="${H}" fill="${green}"/><rect x="16" y="0" width="8" height="${H}" fill="#f4c20d"/>`);
  s.svg(arms(50, 20, 84));
  s.text(150, 22, 'INEC NIGERIA', { font: 'Ikarius ADF Std', size: 36, weight: 700, color: green, spacing: 3 });
  s.text(150, 70, 'Voter Card · Independent National Electoral Commission', { font: 'Ikarius ADF Std', size: 18, color: '#333' });
  s.img(890, 40, 270, 340, svgUrl(portrait(p, 270, 340, rng, rng.pick(photoBackgrounds))), 'border-radius:10px');
  s.img(1000, 400, 150, 150, svgUrl(qrLike(150, rng, '#0b2a16')));
  const L: TextStyle = { font: 'Ikarius ADF Std', size: 17, color: '#2d5c3a', italic: true };
  const V: TextStyle = { font: 'Averia Serif GWF', size: 32, weight: 700, color: '#111' };
  const style: DateStyle = 'ddMMMyyyy';
  const pr = c.printed;
  const x = 56 + jitter(rng, 4);
  s.field(x, 130, 'Family Name', pr.surname, L, crit(V, 790), 20);
  s.field(x, 202, 'Forenames', pr.givenNames, L, crit(V, 800), 20);
  s.field(x, 274, 'Birth Date', printDate(pr.dateOfBirth, style), L, crit(V, 330), 20).field(x + 380, 274, 'Gender', pr.sex === 'M' ? 'MALE' : 'FEMALE', L, { ...V, max: 300 }, 20);
  s.field(x, 346, 'Voter Identification Number', pr.documentNumber, L, crit({ font: 'Hermit', size: 34, weight: 700, color: '#111' }, 790), 20);
  s.field(x, 418, 'Polling Unit', `${p.lga} ${String(rng.int(1, 12)).padStart(2, '0')}/${String(rng.int(1, 40)).padStart(3, '0')}`, L, { ...V, size: 24, max: 600 }, 20);
  s.field(x, 490, 'State', p.state, L, { ...V, size: 24, max: 400 }, 20);
  s.img(x, 600, 240, 70, svgUrl(signature(240, 70, rng, '#222')));
  return page(s, 'pvc-2023', `linear-gradient(200deg, #ffffff, ${tint('#eef6ef', rng, 4)})`, 34, 85.6, false, [
    // The portrait: no field a reader needs.
    { x0: 0.74, y0: 0.05, x1: 0.972, y1: 0.505 },
    { x0: 0.36, y0: 0.76, x1: 0.8, y1: 0.96 },
    { x0: 0.6, y0: 0.01, x1: 0.735, y1: 0.15 },
  ]);
}

/** The page of a case (the same page every time: its choices are seeded by the case). */
export function pageOf(c: Blind9Case): Page {
  const p = personOf(c.person);
  const rng = rngOf(seedOf('blind9-page', c.seed));
  switch (c.design) {
    case 'epass-2019':
      return epass2019(c, p, rng);
    case 'mrp-2001':
      return mrp2001(c, p, rng);
    case 'improved':
      return improvedSlip(c, p, rng);
    case 'standard':
      return standardSlip(c, p, rng);
    case 'gmpc-2018':
      return gmpc2018(c, p, rng);
    case 'eid-2023':
      return eid2023(c, p, rng);
    case 'frsc-2017':
      return frsc2017(c, p, rng);
    case 'frsc-2006':
      return frsc2006(c, p, rng);
    case 'pvc-2011':
      return pvc2011(c, p, rng);
    case 'pvc-2023':
      return pvc2023(c, p, rng);
  }
}
