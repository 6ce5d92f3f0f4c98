import { crit, emMetrics, firstAndMiddle, jitter, PageSheet, sheetPage, tint, type Page, type TextStyle, type Zone } from '../blind-kit/page-helpers.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { badge, barcode, chip6, dataMatrix, guilloche, holoStrip, lineScreen, portrait as portraitOf, signature, sunburst, svgUrl } from '../documents-blind10/art.js';
import type { Blind11Case, Design } from './cases.js';
import { printDate, type DateStyle } from './dates.js';
import { personOf, type Person } from './people.js';

export type { Page, Zone };

/**
 * The eleventh set's ten designs (two per layout) as HTML pages of fixed pixel size, drawn from public
 * descriptions of the real documents: a polycarbonate passport data page with mixed-case bilingual
 * labels and an older paper booklet page with colon labels; NIMC's tabled slip (first and middle
 * names in cells of their own) and its premium card-sized slip; a green eID card with colon labels
 * and a blue multipurpose card with stacked ones; an older and a newer FRSC licence; an older and a
 * newer PVC. Positions, colours, label wordings and date forms are this set's own and differ from
 * the ninth's. Each page says where a glare, a sheen or a thumb may lie without touching a field a
 * reader needs.
 */

/** The tenth set's drawn portrait (paths, no real face), for this set's people. */
const portrait = (p: Person, w: number, h: number, rng: Rng, background: string, mono = false) => portraitOf(p as unknown as Parameters<typeof portraitOf>[0], w, h, rng, background, mono);

/** The fonts each design uses (fonts.ts lists their packages). */
export const designFonts: Record<Design, string[]> = {
  'pp-eng-2024': ['Verana Sans', 'Klaudia', 'Latin Modern Mono', 'OCR B'],
  'pp-booklet-2007': ['Latin Modern Sans', 'Latin Modern Roman', 'monofur', 'OCR B'],
  'slip-dotmatrix': ['Mekanus ADF Std', 'Latin Modern Mono', 'DotGothic16'],
  'slip-verify': ['Klaudia', 'Verana Sans', 'Latin Modern Mono'],
  'gmpc-2024': ['Verana Sans', 'Latin Modern Sans', 'monofur'],
  'eid-2013': ['Humor Sans', 'Latin Modern Roman', 'DotGothic16'],
  'dl-2018': ['Klaudia', 'Latin Modern Roman', 'Latin Modern Mono'],
  'dl-2025': ['Oldania ADF Std', 'Verana Sans', 'monofur'],
  'pvc-2023': ['Mekanus ADF Std', 'Klaudia', 'DotGothic16'],
  'pvc-2011': ['Latin Modern Sans', 'Oldania ADF Std', 'Latin Modern Mono'],
};

/** The date form each design prints. */
export const designDates: Record<Design, DateStyle> = {
  'pp-eng-2024': 'dd MMM / FR yyyy',
  'pp-booklet-2007': 'dd MMM yy',
  'slip-dotmatrix': 'dd/MMM/yyyy',
  'slip-verify': 'yyyy/mm/dd',
  'gmpc-2024': 'dd mm yyyy',
  'eid-2013': 'dd-MMM-yyyy',
  'dl-2018': 'Mmm d, yyyy',
  'dl-2025': 'd/m/yyyy',
  'pvc-2023': 'dd MMMM yyyy',
  'pvc-2011': 'd.m.yyyy',
};

/**
 * A generous average advance (em) of each family for capitals at weight 700: a text fitted with it
 * never overflows its width (check.ts measures the rendered widths against their room).
 */
const ADVANCE: Record<string, number> = {
  'Latin Modern Roman': 0.8,
  'Latin Modern Sans': 0.74,
  'Latin Modern Mono': 0.56,
  'Oldania ADF Std': 0.82,
  'Verana Sans': 0.8,
  'Mekanus ADF Std': 0.86,
  monofur: 0.56,
  'Humor Sans': 0.8,
  Klaudia: 0.8,
  DotGothic16: 0.56,
  'OCR B': 0.76,
};

/** A page of this set (eval/blind-kit/page-helpers.ts). Figures are lining, in the pictures too; the two families with old-style figures only set no digits. */
class Sheet extends PageSheet {
  constructor(w: number, h: number) {
    super(w, h, { metrics: emMetrics(ADVANCE, 0.8), figures: 'lining-svg' });
  }
}

const photoBackgrounds = ['#dfe6ee', '#eceae2', '#d9e4ec', '#e9e9e9', '#e2ebe6'];
const CARD = { W: 1198, H: 756 };



const page = (s: Sheet, design: Design, background: string, radius: number, widthMm: number, paper: boolean, quietZones: Zone[]): Page => sheetPage(s, designFonts[design], background, radius, widthMm, paper, quietZones);

function ppEng2024(c: Blind11Case, p: Person, rng: Rng): Page {
  // An enhanced polycarbonate data page: portrait right, labels stacked bilingual in capitals, the MRZ on a white band.
  const W = 1500;
  const H = 1056;
  const s = new Sheet(W, H);
  const ink = tint('#2b3f6b', rng, 8);
  s.svg(`${guilloche(420, 430, 600, rng, '#c39bd3', 0.17)}${sunburst(W, 0, 900, 64, '#7fb3d5', 0.08)}<g opacity="0.06">${badge(560, 430, 250, '#2b3f6b')}</g>`);
  s.box(0, 0, W, 84, `background:linear-gradient(90deg, ${tint('#0b6b3a', rng, 6)}, ${tint('#1d8a55', rng, 6)})`);
  s.svg(badge(W - 60, 42, 36));
  s.text(36, 10, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Verana Sans', size: 34, weight: 700, color: '#ffffff', spacing: 2 });
  s.text(36, 52, 'PASSPORT  ·  PASSEPORT  ·  ECOWAS', { font: 'Verana Sans', size: 20, color: '#dff3e6', spacing: 3 });
  s.img(1120, 120, 340, 430, svgUrl(portrait(p, 340, 430, rng, '#eef0f4', true)), 'border-radius:6px');
  s.img(1090, 110, 20, 450, svgUrl(holoStrip(20, 450, rng)));
  s.img(1180, 580, 200, 150, svgUrl(portrait(p, 200, 150, rng, '#ffffff', true)), 'opacity:0.22');
  const L: TextStyle = { font: 'Verana Sans', size: 17, weight: 700, color: '#5a6f96', spacing: 1 };
  const V: TextStyle = { font: 'Klaudia', size: 36, weight: 700, color: '#111' };
  const N: TextStyle = { font: 'Latin Modern Mono', size: 36, weight: 700, color: '#111' };
  const style = designDates['pp-eng-2024'];
  const pr = c.printed;
  const x1 = 44 + jitter(rng, 5);
  const x2 = 420;
  const x3 = 700;
  const gap = 22;
  s.stacked(x1, 108, 'TYPE / TYPE', 'P', L, V, gap).stacked(x1 + 130, 108, 'CODE / CODE', 'NGA', L, V, gap).stacked(x3, 108, 'PASSPORT NO. / NO DU PASSEPORT', pr.documentNumber, L, crit({ ...N, color: '#7a1f1f' }, 360), gap);
  s.stacked(x1, 188, 'SURNAME / NOM', pr.surname, L, crit(V, 1000), gap);
  s.stacked(x1, 268, 'GIVEN NAMES / PRÉNOMS', pr.givenNames, L, crit(V, 1000), gap);
  s.stacked(x1, 348, 'NATIONALITY / NATIONALITÉ', 'NIGERIAN', L, V, gap).stacked(x3, 348, 'NIN / NO PERSONNEL', pr.nin ?? '', L, { ...N, size: 30, max: 360 }, gap);
  s.stacked(x1, 428, 'DATE OF BIRTH / DATE DE NAISSANCE', printDate(pr.dateOfBirth, style), L, crit(V, 520), gap).stacked(x3 - 80 + 200, 428, 'SEX / SEXE', pr.sex, L, V, gap);
  s.stacked(x1, 508, 'PLACE OF BIRTH / LIEU DE NAISSANCE', p.placeOfBirth, L, { ...V, max: 560 }, gap).stacked(x3, 508, 'AUTHORITY / AUTORITÉ', rng.pick(['NIS ABUJA', 'NIS PORT HARCOURT', 'NIS YOLA', 'NIS LAFIA']), L, { ...V, size: 30, max: 360 }, gap);
  s.stacked(x1, 588, 'DATE OF ISSUE / DATE D’ÉMISSION', printDate(pr.issueDate ?? '', style), L, { ...V, max: 520 }, gap).stacked(x3 - 80 + 200, 588, 'DATE OF EXPIRY / EXPIRATION', printDate(pr.expiryDate ?? '', style), L, crit(V, 430), gap);
  s.text(x1, 676, 'HOLDER’S SIGNATURE / SIGNATURE DU TITULAIRE', L);
  s.img(x1, 700, 320, 76, svgUrl(signature(320, 76, rng, '#1a1a1a')));
  s.box(0, 800, W, 256, 'background:rgba(255,255,255,0.75)');
  const mrz = c.mrz ?? ['', ''];
  s.text(66, 842, mrz[0], { font: 'OCR B', size: 41, color: '#0b0b0b', critical: true, max: 1380 });
  s.text(66, 936, mrz[1], { font: 'OCR B', size: 41, color: '#0b0b0b', critical: true, max: 1380 });
  return page(s, 'pp-eng-2024', `linear-gradient(160deg, ${tint('#f4f0f8', rng, 5)}, ${tint('#eef6f2', rng, 5)})`, 16, 125, false, [
    { x0: 0.746, y0: 0.114, x1: 0.974, y1: 0.52 },
    { x0: 0.86, y0: 0.53, x1: 1, y1: 0.75 },
    { x0: 0.6, y0: 0, x1: 1, y1: 0.075 },
  ]);
}

function ppBooklet2007(c: Blind11Case, p: Person, rng: Rng): Page {
  // A paper booklet page: two fields on a line, labels stacked in small mixed case, figures in monofur.
  const W = 1500;
  const H = 1056;
  const s = new Sheet(W, H);
  const green = tint('#245a3a', rng, 8);
  s.svg(`${lineScreen(0, 0, W, 790, rng, '#9fc5a8', 0.18, 8)}${guilloche(1150, 420, 480, rng, '#d4b483', 0.14)}`);
  s.box(0, 0, W, 8, `background:${green}`);
  s.text(60, 24, 'Federal Republic of Nigeria', { font: 'Latin Modern Roman', size: 30, weight: 700, color: green, italic: true });
  s.text(W - 60, 28, 'PASSPORT', { font: 'Latin Modern Sans', size: 30, weight: 700, color: green, anchor: 'end', spacing: 6 });
  s.img(60, 120, 290, 370, svgUrl(portrait(p, 290, 370, rng, rng.pick(photoBackgrounds))), 'box-shadow:0 0 0 3px #ffffff, 0 0 0 4px #7a8a7a');
  s.svg(`<g opacity="0.32"><circle cx="96" cy="470" r="62" fill="none" stroke="#5a4a7a" stroke-width="3"/>${badge(96, 470, 36, '#5a4a7a')}</g>`);
  s.img(60, 560, 280, 80, svgUrl(signature(280, 80, rng)));
  const L: TextStyle = { font: 'Latin Modern Sans', size: 19, color: '#49614f' };
  const V: TextStyle = { font: 'Latin Modern Roman', size: 36, weight: 700, color: '#121212' };
  const D: TextStyle = { font: 'monofur', size: 36, color: '#121212' };
  const style = designDates['pp-booklet-2007'];
  const pr = c.printed;
  const x1 = 400 + jitter(rng, 4);
  const x2 = 860;
  const gap = 24;
  s.stacked(x1, 96, 'Type', 'P', L, V, gap).stacked(x1 + 110, 96, 'Country code', 'NGA', L, V, gap).stacked(x2 + 140, 96, 'Passport number', pr.documentNumber, L, crit({ ...D, color: '#14306a' }, 400), gap);
  s.stacked(x1, 176, 'Surname', pr.surname, L, crit(V, 1040), gap);
  s.stacked(x1, 256, 'Other names', pr.givenNames, L, crit(V, 1040), gap);
  s.stacked(x1, 336, 'Nationality', 'NIGERIAN', L, V, gap).stacked(x2, 336, 'Sex', pr.sex, L, V, gap).stacked(x2 + 140, 336, 'Place of birth', p.placeOfBirth, L, { ...V, max: 400 }, gap);
  s.stacked(x1, 416, 'Date of birth', printDate(pr.dateOfBirth, style), L, crit(D, 400), gap).stacked(x2 + 140, 416, 'Issuing authority', rng.pick(['IKOYI', 'ABUJA', 'PORT HARCOURT', 'MAIDUGURI']), L, { ...V, size: 30, max: 400 }, gap);
  s.stacked(x1, 496, 'Date of issue', printDate(pr.issueDate ?? '', style), L, { ...D, max: 400 }, gap).stacked(x2 + 140, 496, 'Date of expiry', printDate(pr.expiryDate ?? '', style), L, crit(D, 400), gap);
  s.box(0, 790, W, 266, `background:${tint('#f3f0e4', rng, 4)}`);
  const mrz = c.mrz ?? ['', ''];
  s.text(62, 834, mrz[0], { font: 'OCR B', size: 41, color: '#121212', critical: true, max: 1390 });
  s.text(62, 928, mrz[1], { font: 'OCR B', size: 41, color: '#121212', critical: true, max: 1390 });
  return page(s, 'pp-booklet-2007', `linear-gradient(180deg, ${tint('#f6f3e8', rng, 5)}, ${tint('#eaf0e6', rng, 5)})`, 4, 125, true, [
    { x0: 0.04, y0: 0.113, x1: 0.233, y1: 0.464 },
    { x0: 0, y0: 0.62, x1: 0.255, y1: 0.745 },
    { x0: 0.0, y0: 0.0, x1: 0.24, y1: 0.085 },
  ]);
}

function slipDotmatrix(c: Blind11Case, p: Person, rng: Rng): Page {
  // An enrolment slip printed on a dot-matrix printer: colon labels, every value in dots, tractor-feed holes.
  const W = 1600;
  const H = 1000;
  const s = new Sheet(W, H);
  s.svg(Array.from({ length: 14 }, (_, k) => `<circle cx="24" cy="${40 + k * 68}" r="10" fill="#d9d6cc"/><circle cx="${W - 24}" cy="${40 + k * 68}" r="10" fill="#d9d6cc"/>`).join(''));
  s.svg(`<g opacity="0.07">${badge(800, 520, 300, '#333333')}</g>`);
  s.svg(badge(110, 70, 44, '#3a3a3a'));
  s.text(176, 30, 'NATIONAL IDENTITY MANAGEMENT COMMISSION', { font: 'Mekanus ADF Std', size: 40, weight: 700, color: '#2a2a2a' });
  s.text(176, 82, 'TRANSACTION SLIP - NATIONAL IDENTIFICATION NUMBER', { font: 'Latin Modern Mono', size: 24, color: '#333' });
  const L: TextStyle = { font: 'Latin Modern Mono', size: 26, weight: 700, color: '#333' };
  const V: TextStyle = { font: 'DotGothic16', size: 38, color: '#1b1b1b' };
  const style = designDates['slip-dotmatrix'];
  const pr = c.printed;
  const lx = 80 + jitter(rng, 4);
  const vx = 400;
  s.inline(lx, vx, 170, 'NIN        :', pr.nin ?? '', L, crit({ ...V, size: 52, spacing: 4 }, 700));
  s.inline(lx, vx, 250, 'SURNAME    :', pr.surname, L, crit(V, 780));
  s.inline(lx, vx, 320, 'FIRSTNAME  :', firstAndMiddle(pr.givenNames)[0], L, crit(V, 780));
  s.inline(lx, vx, 390, 'MIDDLENAME :', firstAndMiddle(pr.givenNames)[1], L, crit(V, 780));
  s.inline(lx, vx, 460, 'SEX        :', pr.sex, L, V).inline(640, 840, 460, 'D.O.B  :', printDate(pr.dateOfBirth, style), L, crit(V, 420));
  s.inline(lx, vx, 530, 'ISSUED     :', printDate(pr.issueDate ?? '', style), L, { ...V, max: 420 });
  s.inline(lx, vx, 600, 'ADDRESS    :', p.address, L, { ...V, size: 28, max: 1100 });
  s.inline(lx, vx, 660, 'STATE/LGA  :', `${p.state} / ${p.lga}`, L, { ...V, size: 28, max: 1100 });
  s.img(1260, 150, 250, 310, svgUrl(portrait(p, 250, 310, rng, '#ececec', true)), 'filter:contrast(1.2)');
  s.img(80, 760, 180, 180, svgUrl(dataMatrix(180, rng, '#222')));
  s.text(300, 800, 'Please keep this slip. Present it with a valid ID when you collect your card.', { font: 'Latin Modern Mono', size: 22, color: '#444' });
  return page(s, 'slip-dotmatrix', tint('#fbfaf4', rng, 2), 1, 210, true, [
    { x0: 0.78, y0: 0.145, x1: 0.95, y1: 0.465 },
    { x0: 0, y0: 0.74, x1: 0.18, y1: 1 },
    { x0: 0.7, y0: 0.86, x1: 1, y1: 1 },
  ]);
}

function slipVerify(c: Blind11Case, p: Person, rng: Rng): Page {
  // A verification printout: a coloured band, two columns of stacked labels, the NIN in a tinted strip.
  const W = 1500;
  const H = 960;
  const s = new Sheet(W, H);
  const teal = tint('#136f63', rng, 8);
  s.svg(`${guilloche(1100, 560, 520, rng, '#7fd1c0', 0.14)}`);
  s.box(0, 0, W, 110, `background:${teal}`);
  s.svg(badge(70, 55, 40));
  s.text(130, 16, 'NIN Verification Result', { font: 'Klaudia', size: 44, weight: 700, color: '#ffffff' });
  s.text(130, 70, 'National Identity Management Commission  ·  Federal Republic of Nigeria', { font: 'Verana Sans', size: 22, color: '#d9f2ec' });
  s.img(1180, 150, 270, 340, svgUrl(portrait(p, 270, 340, rng, rng.pick(photoBackgrounds))), 'border-radius:50% 50% 8px 8px');
  const L: TextStyle = { font: 'Klaudia', size: 24, color: '#3c6e66' };
  const V: TextStyle = { font: 'Verana Sans', size: 38, weight: 700, color: '#111' };
  const style = designDates['slip-verify'];
  const pr = c.printed;
  const x1 = 60 + jitter(rng, 4);
  const x2 = 640;
  s.box(0, 140, 1140, 120, 'background:rgba(19,111,99,0.08)');
  s.stacked(x1, 150, 'National Identification Number', pr.nin ?? '', L, crit({ font: 'Latin Modern Mono', size: 58, weight: 700, color: teal, spacing: 4 }, 900), 30);
  s.stacked(x1, 290, 'Last name', pr.surname, L, crit(V, 1050), 28);
  s.stacked(x1, 380, 'First name', firstAndMiddle(pr.givenNames)[0], L, crit(V, 540), 28).stacked(x2, 380, 'Middle name', firstAndMiddle(pr.givenNames)[1], L, crit(V, 500), 28);
  s.stacked(x1, 470, 'Date of birth', printDate(pr.dateOfBirth, style), L, crit({ ...V, font: 'Latin Modern Mono' }, 500), 28).stacked(x2, 470, 'Gender', pr.sex === 'M' ? 'MALE' : 'FEMALE', L, V, 28);
  s.stacked(x1, 560, 'Date enrolled', printDate(pr.issueDate ?? '', style), L, { ...V, font: 'Latin Modern Mono', size: 32, max: 500 }, 28).stacked(x2, 560, 'State of origin', p.state, L, { ...V, size: 32, max: 500 }, 28);
  s.stacked(x1, 650, 'Residence', p.address, L, { ...V, size: 28, max: 1060 }, 28);
  s.text(x1, 800, 'This result was generated from the NIMC verification service. Verify at nimc.gov.ng', { font: 'Verana Sans', size: 20, color: '#555' });
  s.img(1260, 720, 190, 190, svgUrl(dataMatrix(190, rng, '#0e2a26')));
  return page(s, 'slip-verify', `linear-gradient(180deg, #ffffff, ${tint('#eef7f5', rng, 4)})`, 1, 200, true, [
    { x0: 0.786, y0: 0.156, x1: 0.967, y1: 0.51 },
    { x0: 0.8, y0: 0.73, x1: 1, y1: 1 },
    { x0: 0.78, y0: 0.52, x1: 1, y1: 0.72 },
  ]);
}

function gmpc2024(c: Blind11Case, p: Person, rng: Rng): Page {
  // A general multipurpose card: white with a green wave, photo left, colon labels and two fields a line.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#0e7a4a', rng, 10);
  s.svg(`${guilloche(760, 380, 520, rng, '#8fd4b0', 0.15)}<path d="M0 ${H - 120} Q ${W * 0.3} ${H - 190} ${W * 0.6} ${H - 110} T ${W} ${H - 130} V${H} H0 Z" fill="${green}" opacity="0.9"/>`);
  s.svg(badge(56, 56, 40));
  s.text(112, 16, 'NIGERIA', { font: 'Verana Sans', size: 44, weight: 700, color: green, spacing: 10 });
  s.text(112, 70, 'General Multipurpose Card  ·  NIMC', { font: 'Verana Sans', size: 20, color: '#335' });
  s.img(36, 128, 250, 320, svgUrl(portrait(p, 250, 320, rng, rng.pick(photoBackgrounds))), 'border-radius:10px;border:2px solid #ffffff');
  s.img(1040, 24, 120, 100, svgUrl(chip6(120, 100)));
  const L: TextStyle = { font: 'Verana Sans', size: 20, weight: 700, color: '#2e6a4c' };
  const V: TextStyle = { font: 'Latin Modern Sans', size: 34, weight: 700, color: '#101010' };
  const style = designDates['gmpc-2024'];
  const pr = c.printed;
  const lx = 314 + jitter(rng, 3);
  const vx = 500;
  s.inline(lx, vx, 150, 'Surname:', pr.surname, L, crit(V, 660));
  s.inline(lx, vx, 214, 'Names:', pr.givenNames, L, crit(V, 660));
  s.inline(lx, vx, 278, 'Birth:', printDate(pr.dateOfBirth, style), L, crit({ ...V, font: 'monofur' }, 270)).inline(830, 900, 278, 'Sex:', pr.sex, L, V);
  s.inline(lx, vx, 342, 'Issue:', printDate(pr.issueDate ?? '', style), L, { ...V, font: 'monofur', max: 270 }).inline(830, 930, 342, 'Expiry:', printDate(pr.expiryDate ?? '', style), L, crit({ ...V, font: 'monofur', size: 30 }, 236));
  s.inline(lx, vx, 418, 'NIN:', pr.nin ?? '', { ...L, size: 24 }, crit({ font: 'monofur', size: 50, color: '#0b3a24', spacing: 3 }, 660));
  s.img(36, 470, 240, 64, svgUrl(signature(240, 64, rng)));
  return page(s, 'gmpc-2024', `linear-gradient(180deg, #ffffff, ${tint('#eaf6ef', rng, 5)})`, 34, 85.6, false, [
    { x0: 0.03, y0: 0.169, x1: 0.239, y1: 0.593 },
    { x0: 0, y0: 0.72, x1: 0.3, y1: 1 },
    { x0: 0.66, y0: 0.72, x1: 1, y1: 1 },
  ]);
}

function eid2013(c: Blind11Case, p: Person, rng: Rng): Page {
  // The first eID card: a blue-grey card, photo right, stacked labels in a rounded hand, NIN in dots.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const blue = tint('#2d4f73', rng, 8);
  s.svg(`${sunburst(950, 300, 800, 70, '#a9c4e0', 0.1)}${lineScreen(0, 640, W, 116, rng, '#a9c4e0', 0.25, 7)}`);
  s.box(0, 0, W, 90, `background:${blue}`);
  s.svg(badge(1140, 45, 34));
  s.text(36, 10, 'National e-ID Card', { font: 'Humor Sans', size: 40, color: '#ffffff' });
  s.text(620, 28, 'Federal Republic of Nigeria', { font: 'Latin Modern Roman', size: 26, weight: 700, color: '#dce8f4', italic: true });
  s.img(900, 116, 260, 330, svgUrl(portrait(p, 260, 330, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  const L: TextStyle = { font: 'Humor Sans', size: 21, color: '#476b8f' };
  const V: TextStyle = { font: 'Latin Modern Roman', size: 36, weight: 700, color: '#0e0e0e' };
  const D: TextStyle = { font: 'DotGothic16', size: 32, color: '#0e0e0e' };
  const style = designDates['eid-2013'];
  const pr = c.printed;
  const x = 40 + jitter(rng, 4);
  s.stacked(x, 108, 'Surname', pr.surname, L, crit(V, 820), 26);
  s.stacked(x, 190, 'First names', pr.givenNames, L, crit(V, 820), 26);
  s.stacked(x, 272, 'Born', printDate(pr.dateOfBirth, style), L, crit(D, 300), 26).stacked(x + 340, 272, 'Sex', pr.sex, L, V, 26).stacked(x + 440, 272, 'Nationality', 'NGA', L, V, 26);
  s.stacked(x, 354, 'Issued', printDate(pr.issueDate ?? '', style), L, { ...D, max: 300 }, 26).stacked(x + 340, 354, 'Valid until', printDate(pr.expiryDate ?? '', style), L, crit(D, 300), 26);
  s.stacked(x, 444, 'NIN', pr.nin ?? '', { ...L, size: 26 }, crit({ font: 'DotGothic16', size: 52, color: blue, spacing: 4 }, 800), 30);
  s.img(x, 560, 260, 66, svgUrl(signature(260, 66, rng, '#222')));
  s.img(900, 480, 120, 100, svgUrl(chip6(120, 100)));
  return page(s, 'eid-2013', `linear-gradient(150deg, ${tint('#f1f5fa', rng, 4)}, #ffffff 55%, ${tint('#e9f0f7', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.751, y0: 0.153, x1: 0.969, y1: 0.59 },
    { x0: 0.74, y0: 0.62, x1: 1, y1: 1 },
    { x0: 0.3, y0: 0.74, x1: 0.72, y1: 1 },
  ]);
}

function dl2018(c: Blind11Case, p: Person, rng: Rng): Page {
  // A licence with the photo right, stacked labels in a rounded sans and values in a book serif.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const maroon = tint('#7b2231', rng, 8);
  s.svg(`${guilloche(420, 420, 560, rng, '#e6a5b0', 0.14)}${lineScreen(0, 90, W, 666, rng, '#f0d9a8', 0.2, 9)}`);
  s.box(0, 0, W, 90, `background:linear-gradient(90deg, ${maroon}, ${tint('#b03a48', rng, 8)})`);
  s.svg(badge(54, 45, 36));
  s.text(104, 8, 'DRIVER LICENCE', { font: 'Klaudia', size: 44, weight: 700, color: '#ffffff', spacing: 3 });
  s.text(W - 36, 28, 'Federal Road Safety Corps  ·  Nigeria', { font: 'Latin Modern Roman', size: 24, color: '#fbe9ec', anchor: 'end', italic: true });
  s.img(900, 112, 260, 330, svgUrl(portrait(p, 260, 330, rng, rng.pick(photoBackgrounds))));
  s.img(910, 460, 240, 64, svgUrl(signature(240, 64, rng)));
  const L: TextStyle = { font: 'Klaudia', size: 21, color: maroon };
  const V: TextStyle = { font: 'Latin Modern Roman', size: 36, weight: 700, color: '#111' };
  const D: TextStyle = { font: 'Latin Modern Mono', size: 32, weight: 700, color: '#111' };
  const style = designDates['dl-2018'];
  const pr = c.printed;
  const x = 40 + jitter(rng, 3);
  s.stacked(x, 104, 'Licence number', pr.documentNumber, L, crit({ ...D, size: 38, color: '#7b1a1a' }, 440), 24).stacked(x + 520, 104, 'Class', rng.pick(['B', 'C', 'E', 'BC']), L, V, 24);
  s.stacked(x, 182, 'Surname', pr.surname, L, crit(V, 820), 24);
  s.stacked(x, 260, 'Other names', pr.givenNames, L, crit(V, 820), 24);
  s.stacked(x, 338, 'Date of birth', printDate(pr.dateOfBirth, style), L, crit(D, 360), 24).stacked(x + 420, 338, 'Sex', pr.sex, L, V, 24).stacked(x + 520, 338, 'Blood', p.bloodGroup, L, V, 24);
  s.stacked(x, 416, 'Issued on', printDate(pr.issueDate ?? '', style), L, { ...D, max: 360 }, 24).stacked(x + 420, 416, 'Expires on', printDate(pr.expiryDate ?? '', style), L, crit(D, 380), 24);
  s.stacked(x, 494, 'State / LGA', `${p.state} / ${p.lga}`, L, { ...V, size: 28, max: 820 }, 24);
  s.stacked(x, 566, 'Address', p.address, L, { ...V, size: 24, max: 820 }, 24);
  s.img(900, 620, 260, 80, svgUrl(barcode(260, 80, rng)));
  return page(s, 'dl-2018', `linear-gradient(180deg, #fffdf8, ${tint('#f8ecec', rng, 5)})`, 32, 85.6, false, [
    { x0: 0.751, y0: 0.148, x1: 0.969, y1: 0.585 },
    { x0: 0.74, y0: 0.8, x1: 1, y1: 1 },
    { x0: 0, y0: 0.86, x1: 0.7, y1: 1 },
  ]);
}

function dl2025(c: Blind11Case, p: Person, rng: Rng): Page {
  // The newest licence: a sand-coloured card, photo left, colon labels in an old-style serif, figures in monofur.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const brown = tint('#6b4a1f', rng, 8);
  s.svg(`${sunburst(W - 200, H, 900, 80, '#d9a441', 0.09)}${guilloche(700, 400, 480, rng, '#b9d7a0', 0.15)}`);
  s.box(0, 0, W, 96, `background:linear-gradient(90deg, ${tint('#14532d', rng, 6)}, ${tint('#b7791f', rng, 6)})`);
  s.svg(badge(1140, 48, 38));
  s.text(36, 12, 'NATIONAL DRIVERS LICENCE', { font: 'Oldania ADF Std', size: 40, weight: 700, color: '#ffffff', spacing: 2 });
  s.text(36, 60, 'Federal Republic of Nigeria', { font: 'Oldania ADF Std', size: 24, color: '#f5ecd8', italic: true });
  s.img(36, 124, 250, 320, svgUrl(portrait(p, 250, 320, rng, rng.pick(photoBackgrounds))), 'border-radius:8px');
  const L: TextStyle = { font: 'Oldania ADF Std', size: 23, weight: 700, color: brown };
  const V: TextStyle = { font: 'Verana Sans', size: 34, weight: 700, color: '#111' };
  const D: TextStyle = { font: 'monofur', size: 34, color: '#111' };
  const style = designDates['dl-2025'];
  const pr = c.printed;
  const lx = 314 + jitter(rng, 3);
  const vx = 500;
  s.inline(lx, vx, 128, 'Licence No:', pr.documentNumber, L, crit({ ...D, size: 38, color: '#8a1c1c' }, 380)).inline(900, 990, 128, 'Class:', rng.pick(['B', 'C', 'E']), L, V);
  s.inline(lx, vx, 196, 'Surname:', pr.surname, L, crit(V, 660));
  s.inline(lx, vx, 264, 'Forenames:', pr.givenNames, L, crit(V, 660));
  s.inline(lx, vx, 332, 'Birth Date:', printDate(pr.dateOfBirth, style), L, crit(D, 250)).inline(800, 880, 332, 'Sex:', pr.sex, L, V).inline(940, 1040, 332, 'Blood:', p.bloodGroup, L, V);
  s.inline(lx, vx, 400, 'Issue Date:', printDate(pr.issueDate ?? '', style), L, { ...D, max: 250 }).inline(800, 940, 400, 'Expiry:', printDate(pr.expiryDate ?? '', style), L, crit(D, 230));
  s.inline(lx, vx, 468, 'State:', p.state, L, { ...V, size: 28, max: 660 });
  s.img(36, 470, 250, 64, svgUrl(signature(250, 64, rng)));
  s.img(320, 560, 460, 90, svgUrl(barcode(460, 90, rng)));
  return page(s, 'dl-2025', `linear-gradient(165deg, ${tint('#fbf5e8', rng, 4)}, ${tint('#f0f5ea', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.03, y0: 0.164, x1: 0.239, y1: 0.587 },
    { x0: 0, y0: 0.73, x1: 0.26, y1: 1 },
    { x0: 0.68, y0: 0.7, x1: 1, y1: 1 },
  ]);
}

function pvc2023(c: Blind11Case, p: Person, rng: Rng): Page {
  // A PVC with the photo centred left, the VIN in dots across the top, stacked labels.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#1b7a3e', rng, 10);
  s.svg(`${guilloche(300, 420, 420, rng, '#9ed9b1', 0.16)}${sunburst(W, H, 700, 60, '#f5d76e', 0.1)}`);
  s.box(0, 0, W, 88, `background:${green}`);
  s.box(0, 88, W, 6, 'background:#e74c3c');
  s.svg(badge(50, 44, 34));
  s.text(96, 14, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'Mekanus ADF Std', size: 34, weight: 700, color: '#ffffff' });
  s.text(W - 36, 54, 'Voter Card', { font: 'Klaudia', size: 26, weight: 700, color: '#fff3c4', anchor: 'end' });
  s.img(36, 200, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds))), 'border-radius:6px');
  const L: TextStyle = { font: 'Klaudia', size: 21, color: '#2f6b45' };
  const V: TextStyle = { font: 'Klaudia', size: 36, weight: 700, color: '#101010' };
  const D: TextStyle = { font: 'DotGothic16', size: 34, color: '#101010' };
  const style = designDates['pvc-2023'];
  const pr = c.printed;
  const x = 310 + jitter(rng, 4);
  s.stacked(36, 110, 'VIN', pr.documentNumber, { ...L, size: 24 }, crit({ ...D, size: 40, spacing: 2 }, 1000), 26);
  s.stacked(x, 206, 'Surname', pr.surname, L, crit(V, 840), 24);
  s.stacked(x, 284, 'Other Names', pr.givenNames, L, crit(V, 840), 24);
  s.stacked(x, 362, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(D, 460), 24).stacked(x + 520, 362, 'Gender', pr.sex, L, V, 24);
  s.stacked(x, 440, 'Occupation', p.occupation, L, { ...V, size: 28, max: 840 }, 24);
  s.stacked(x, 512, 'Polling Unit', `${p.lga} / ${String(rng.int(1, 30)).padStart(3, '0')}`, L, { ...D, size: 26, max: 840 }, 24);
  s.img(36, 560, 250, 66, svgUrl(signature(250, 66, rng)));
  s.img(980, 560, 170, 170, svgUrl(dataMatrix(170, rng, '#0b2a16')));
  return page(s, 'pvc-2023', `linear-gradient(180deg, #ffffff, ${tint('#eef7f0', rng, 5)})`, 34, 85.6, false, [
    { x0: 0.03, y0: 0.265, x1: 0.231, y1: 0.662 },
    { x0: 0.8, y0: 0.72, x1: 1, y1: 1 },
    { x0: 0, y0: 0.84, x1: 0.25, y1: 1 },
  ]);
}

function pvc2011(c: Blind11Case, p: Person, rng: Rng): Page {
  // An early PVC: cream card, photo right, colon labels, names in an old-style serif, dates with dots.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#23683a', rng, 10);
  s.svg(`${lineScreen(0, 0, W, H, rng, '#c9e2c4', 0.2, 9)}${guilloche(850, 380, 420, rng, '#a7cf9b', 0.14)}`);
  s.svg(`<path d="M0 0 H${W} V80 Q ${W / 2} 110 0 80 Z" fill="${green}"/>`);
  s.svg(badge(W - 56, 44, 34));
  s.text(36, 8, 'INEC', { font: 'Latin Modern Sans', size: 48, weight: 700, color: '#ffffff', spacing: 6 });
  s.text(190, 22, 'Permanent Voter Card  ·  Federal Republic of Nigeria', { font: 'Latin Modern Sans', size: 24, color: '#e3f3e6' });
  s.img(900, 124, 260, 330, svgUrl(portrait(p, 260, 330, rng, rng.pick(photoBackgrounds))));
  const L: TextStyle = { font: 'Latin Modern Sans', size: 20, weight: 700, color: '#2d5e3a' };
  const V: TextStyle = { font: 'Oldania ADF Std', size: 36, weight: 700, color: '#111' };
  const D: TextStyle = { font: 'Latin Modern Mono', size: 32, weight: 700, color: '#111' };
  const style = designDates['pvc-2011'];
  const pr = c.printed;
  const lx = 36 + jitter(rng, 3);
  const vx = 230;
  s.inline(lx, vx, 130, 'VIN:', pr.documentNumber, L, crit({ ...D, size: 34 }, 640));
  s.inline(lx, vx, 200, 'Surname:', pr.surname, L, crit(V, 620));
  s.inline(lx, vx, 270, 'Names:', pr.givenNames, L, crit(V, 620));
  s.inline(lx, vx, 340, 'Birth:', printDate(pr.dateOfBirth, style), L, crit(D, 260)).inline(560, 640, 340, 'Sex:', pr.sex, L, V);
  s.inline(lx, vx, 410, 'State:', p.state, L, { ...V, size: 30, max: 620 });
  s.inline(lx, vx, 474, 'Address:', p.address, L, { ...D, size: 22, max: 640 });
  s.img(lx, 560, 420, 76, svgUrl(barcode(420, 76, rng)));
  s.img(910, 480, 240, 64, svgUrl(signature(240, 64, rng)));
  return page(s, 'pvc-2011', `linear-gradient(180deg, ${tint('#fbf8ee', rng, 4)}, ${tint('#eef4e6', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.751, y0: 0.164, x1: 0.969, y1: 0.6 },
    { x0: 0.74, y0: 0.74, x1: 1, y1: 1 },
    { x0: 0.42, y0: 0.72, x1: 0.72, y1: 1 },
  ]);
}

/** The page of a case (the same page every time: its choices are seeded by the case). */
export function pageOf(c: Blind11Case): Page {
  const p = personOf(c.person);
  const rng = rngOf(seedOf('blind11-page', c.seed));
  switch (c.design) {
    case 'pp-eng-2024':
      return ppEng2024(c, p, rng);
    case 'pp-booklet-2007':
      return ppBooklet2007(c, p, rng);
    case 'slip-dotmatrix':
      return slipDotmatrix(c, p, rng);
    case 'slip-verify':
      return slipVerify(c, p, rng);
    case 'gmpc-2024':
      return gmpc2024(c, p, rng);
    case 'eid-2013':
      return eid2013(c, p, rng);
    case 'dl-2018':
      return dl2018(c, p, rng);
    case 'dl-2025':
      return dl2025(c, p, rng);
    case 'pvc-2023':
      return pvc2023(c, p, rng);
    case 'pvc-2011':
      return pvc2011(c, p, rng);
  }
}
