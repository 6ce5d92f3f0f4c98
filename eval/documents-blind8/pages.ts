import { crit, FieldSheet, firstAndMiddle, grouped, jitter, tint, type Page as SheetPage, type TextStyle, type Zone } from '../blind-kit/page-helpers.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { autograph, badge, barcode, dataMatrix, emblem, face, foil, mesh, pads, rose, svgUrl } from './art.js';
import type { Blind8Case, Design } from './cases.js';
import { printDate, type DateStyle } from './dates.js';
import { personOf, type Person } from './people.js';

export type { Zone };

/**
 * The eighth set's ten designs (two per layout) as HTML pages of fixed pixel size, drawn from public
 * descriptions of the real documents: a booklet passport data page and a polycarbonate one with
 * ICAO-numbered fields, NIMC's premium slip (the card-sized front) and a basic tabular slip, the
 * 2013 chip NIN card and a payment-scheme (AfriGO) NIN card, an older and a newer FRSC licence, a
 * PVC and the paper temporary voter's card. Positions, colours, label wordings and date forms are
 * this set's own and differ from the seventh's. Each page says where a flash hotspot or a shadow
 * may lie without touching a field a reader needs.
 */

/** A page's layout facts. */
export interface Page extends Omit<SheetPage, 'paper' | 'quietZones' | 'fieldBoxes'> {
  /** Paper bends (a large curl); plastic only flexes (a small one). */
  paper: boolean;
  /** Where a flash hotspot's core or a phone's shadow may lie: no field a reader needs is there (the portrait is one). */
  quietZones: Zone[];
}

/** The fonts each design uses; holders' names only in the families with dotted vowels (fonts.ts nameFamilies). */
export const designFonts: Record<Design, string[]> = {
  'booklet-2007': ['C059', 'URW Gothic', 'Rasa', 'OCR B'],
  polycarbonate: ['URW Bookman', 'National Park', 'Yrsa', 'OCR B'],
  premium: ['URW Gothic', 'Comfortaa', 'National Park'],
  basic: ['C059', 'P052', 'Cardo'],
  'nimc-2013': ['URW Gothic', 'Yrsa', 'Anonymous Pro'],
  afrigo: ['National Park', 'Rasa', 'Inconsolata'],
  'frsc-2012': ['URW Bookman', 'URW Gothic', 'Cardo'],
  'frsc-2022': ['National Park', 'Inconsolata', 'Comfortaa'],
  'pvc-2019': ['C059', 'P052', 'Yrsa', 'Anonymous Pro'],
  tvc: ['C059', 'Inconsolata', 'Rasa'],
};

/**
 * A generous average advance (em) of each family for capitals at weight 700: a text fitted with it
 * never overflows its width (check.ts measures the rendered widths against their room).
 */
const ADVANCE: Record<string, number> = {
  'URW Bookman': 0.8,
  C059: 0.76,
  P052: 0.74,
  'URW Gothic': 0.78,
  Comfortaa: 0.78,
  'Anonymous Pro': 0.58,
  Inconsolata: 0.54,
  Rasa: 0.66,
  Yrsa: 0.66,
  'National Park': 0.66,
  Cardo: 0.74,
  'OCR B': 0.76,
};

/** A page of this set (eval/blind-kit/page-helpers.ts): texts fitted with its families' advances, turned and faded about their corner. */
class Sheet extends FieldSheet {
  constructor(w: number, h: number) {
    super(w, h, { advance: ADVANCE, fallback: 0.75, figures: 'as-drawn', turning: true });
  }
}

const photoBackgrounds = ['#eef0f3', '#f4f4f1', '#e3e9f0', '#e9ecef', '#f0eee9'];

function passportBooklet(c: Blind8Case, p: Person, rng: Rng): Page {
  const W = 1500;
  const H = 1056;
  const s = new Sheet(W, H);
  const olive = tint('#35582a', rng, 10);
  s.svg(`${mesh(W, 780, rng, '#8aa86a', 0.2, 18)}${rose(1180, 520, 200, rng, '#b49a52', 0.25)}<g opacity="0.08">${emblem(620, 260, 380, '#4f6b3a')}</g>`);
  s.box(0, 0, W, 104, `background:linear-gradient(90deg, ${olive}, ${tint('#5f7f3a', rng, 8)})`);
  s.svg(emblem(1388, 6, 92));
  s.text(40, 14, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'C059', size: 34, weight: 700, color: '#fffbe6', spacing: 1 });
  s.text(40, 58, 'République Fédérale du Nigéria  ·  PASSPORT / PASSEPORT', { font: 'C059', size: 22, color: '#f2e7b8' });
  s.img(60, 140, 330, 420, svgUrl(face(p, 330, 420, rng, rng.pick(photoBackgrounds))), 'border-radius:4px;box-shadow:0 0 0 2px #c9c2a0');
  s.img(70, 600, 150, 120, svgUrl(foil(150, 120, rng)));
  const L: TextStyle = { font: 'URW Gothic', size: 16, color: '#5a5a3c' };
  const V: TextStyle = { font: 'Rasa', size: 34, weight: 700, color: '#141414' };
  const style: DateStyle = rng.pick(['dd MMM yy', 'dd MMM yyyy'] as const);
  const pr = c.printed;
  const x1 = 430 + jitter(rng, 5);
  const x2 = 800;
  const x3 = 1110;
  const gap = 20;
  s.field(x1, 128, 'Type / Type', 'P', L, V, gap).field(x2 - 120, 128, 'Country code / Code du pays', 'NGA', L, V, gap).field(x3, 128, 'Passport No. / No. du passeport', pr.documentNumber, L, crit(V, 360), gap);
  s.field(x1, 210, 'Surname / Nom', pr.surname, L, crit(V, 1020), gap);
  s.field(x1, 290, 'Given names / Prénoms', pr.givenNames, L, crit(V, 1020), gap);
  s.field(x1, 370, 'Nationality / Nationalité', 'NIGERIAN', L, V, gap).field(x3, 370, 'Sex / Sexe', pr.sex, L, V, gap);
  s.field(x1, 450, 'Date of birth / Date de naissance', printDate(pr.dateOfBirth, style), L, crit(V, 330), gap).field(x2, 450, 'Place of birth / Lieu de naissance', p.placeOfBirth, L, { ...V, max: 620 }, gap);
  s.field(x1, 530, 'Date of issue / Date de délivrance', printDate(pr.issueDate ?? '', style), L, { ...V, max: 330 }, gap).field(x2, 530, 'Authority / Autorité', rng.pick(['NIS ABUJA', 'NIS ALAGBON', 'NIS KANO']), L, V, gap);
  s.field(x1, 610, "Date of expiry / Date d'expiration", printDate(pr.expiryDate ?? '', style), L, crit(V, 330), gap);
  s.text(x2, 610, "Holder's signature / Signature du titulaire", L);
  s.img(x2, 636, 320, 84, svgUrl(autograph(320, 84, rng)));
  s.box(0, 784, W, 272, 'background:#fbfaf2');
  const mrz = c.mrz ?? ['', ''];
  s.text(70, 830, mrz[0], { font: 'OCR B', size: 41, color: '#111', critical: true, max: 1380 });
  s.text(70, 924, mrz[1], { font: 'OCR B', size: 41, color: '#111', critical: true, max: 1380 });
  return {
    html: s.html(`linear-gradient(175deg, ${tint('#f4f1da', rng, 5)}, ${tint('#e4ecd2', rng, 5)})`, 6),
    radius: 6,
    width: W,
    height: H,
    widthMm: 125,
    paper: true,
    criticalPx: s.minCritical,
    fonts: designFonts['booklet-2007'],
    quietZones: [
      // The portrait: no field a reader needs.
      { x0: 0.04, y0: 0.14, x1: 0.26, y1: 0.53 },
      { x0: 0.03, y0: 0.54, x1: 0.27, y1: 0.72 },
      { x0: 0.8, y0: 0.56, x1: 0.97, y1: 0.72 },
    ],
  };
}

function passportPolycarbonate(c: Blind8Case, p: Person, rng: Rng): Page {
  const W = 1500;
  const H = 1056;
  const s = new Sheet(W, H);
  const ink = tint('#243b55', rng, 8);
  s.svg(`${mesh(W, H, rng, '#7f9cc0', 0.16, 26)}${rose(300, 860, 170, rng, '#2f8f6b', 0.15)}<g opacity="0.07">${emblem(860, 230, 420, '#33507a')}</g>`);
  s.svg(emblem(44, 18, 90));
  s.text(150, 20, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'URW Bookman', size: 34, weight: 700, color: ink });
  s.text(150, 64, 'RÉPUBLIQUE FÉDÉRALE DU NIGÉRIA', { font: 'URW Bookman', size: 19, color: ink, spacing: 2 });
  s.text(1460, 22, 'PASSPORT', { font: 'URW Bookman', size: 30, weight: 700, color: '#1e6b4a', anchor: 'end' });
  s.text(1460, 62, 'PASSEPORT', { font: 'URW Bookman', size: 19, color: '#1e6b4a', anchor: 'end', italic: true });
  // Laser engraving: the portrait in grey, a smaller ghost of it on the right.
  s.img(1110, 150, 340, 440, svgUrl(face(p, 340, 440, rng, '#e9ebee', true)), 'border-radius:10px');
  s.img(1150, 610, 150, 190, svgUrl(face(p, 150, 190, rng, '#ffffff', true)), 'opacity:0.3');
  const L: TextStyle = { font: 'National Park', size: 17, color: '#4a5a74' };
  const V: TextStyle = { font: 'Yrsa', size: 34, weight: 700, color: '#101010' };
  const style: DateStyle = rng.pick(['dd MMM yyyy', 'dd.mm.yyyy'] as const);
  const pr = c.printed;
  const x1 = 50 + jitter(rng, 5);
  const x2 = 430;
  const x3 = 760;
  const gap = 21;
  s.field(x1, 140, '1. Surname / Nom', pr.surname, L, crit(V, 1020), gap);
  s.field(x1, 218, '2. Given names / Prénoms', pr.givenNames, L, crit(V, 1020), gap);
  s.field(x1, 296, '3. Nationality / Nationalité', 'NIGERIAN', L, V, gap).field(x2 + 120, 296, '4. Sex / Sexe', pr.sex, L, V, gap).field(x3, 296, '5. Personal No. / No. personnel', pr.nin ?? '', L, { ...V, max: 330 }, gap);
  s.field(x1, 374, '6. Date of birth / Date de naissance', printDate(pr.dateOfBirth, style), L, crit(V, 330), gap).field(x3 - 120, 374, '7. Place of birth / Lieu de naissance', p.placeOfBirth, L, { ...V, max: 440 }, gap);
  s.field(x1, 452, '8. Date of issue / Date de délivrance', printDate(pr.issueDate ?? '', style), L, { ...V, max: 330 }, gap).field(x3 - 120, 452, '9. Authority / Autorité', rng.pick(['NIS HEADQUARTERS', 'NIS LAGOS ISLAND', 'NIS ENUGU']), L, { ...V, max: 440 }, gap);
  s.field(x1, 530, "10. Date of expiry / Date d'expiration", printDate(pr.expiryDate ?? '', style), L, crit(V, 330), gap).field(x3 - 120, 530, '11. Passport No. / No. du passeport', pr.documentNumber, L, crit(V, 330), gap);
  s.text(x1, 614, '12. Signature', L);
  s.img(x1, 638, 300, 80, svgUrl(autograph(300, 80, rng, '#1b1b1b')));
  s.text(W - 40, 770, 'P  NGA', { font: 'National Park', size: 26, color: ink, anchor: 'end', spacing: 6 });
  const mrz = c.mrz ?? ['', ''];
  s.text(76, 846, mrz[0], { font: 'OCR B', size: 41, color: '#0c0c0c', critical: true, max: 1380 });
  s.text(76, 938, mrz[1], { font: 'OCR B', size: 41, color: '#0c0c0c', critical: true, max: 1380 });
  return {
    html: s.html(`linear-gradient(100deg, ${tint('#eef2f7', rng, 5)}, ${tint('#f4f6ef', rng, 5)} 55%, ${tint('#e9eef6', rng, 5)})`, 18),
    radius: 18,
    width: W,
    height: H,
    widthMm: 125,
    paper: false,
    criticalPx: s.minCritical,
    fonts: designFonts.polycarbonate,
    quietZones: [
      // The portrait: no field a reader needs.
      { x0: 0.74, y0: 0.15, x1: 0.966, y1: 0.55 },
      { x0: 0.28, y0: 0.58, x1: 0.72, y1: 0.72 },
      { x0: 0.74, y0: 0.57, x1: 0.97, y1: 0.76 },
    ],
  };
}

function ninPremium(c: Blind8Case, p: Person, rng: Rng): Page {
  // The premium slip's card-sized front, cut from its A4 sheet: paper, square corners.
  const W = 1198;
  const H = 756;
  const s = new Sheet(W, H);
  const green = tint('#13693a', rng, 10);
  s.svg(`${mesh(W, H, rng, '#7cc095', 0.18, 20)}${rose(600, 380, 190, rng, '#7cc095', 0.16)}`);
  s.box(0, 0, W, 10, `background:${green}`);
  s.svg(emblem(26, 24, 92));
  s.text(136, 26, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'URW Gothic', size: 30, weight: 700, color: green });
  s.text(136, 66, 'National Identity Management Commission', { font: 'URW Gothic', size: 20, color: '#333' });
  s.img(40, 150, 250, 316, svgUrl(face(p, 250, 316, rng, rng.pick(photoBackgrounds))));
  s.img(900, 20, 270, 270, svgUrl(dataMatrix(270, rng, '#0b3320')));
  const L: TextStyle = { font: 'URW Gothic', size: 18, color: '#4d6b58' };
  const V: TextStyle = { font: 'Comfortaa', size: 30, weight: 700, color: '#111' };
  const style: DateStyle = rng.pick(['dd MMM yyyy', 'dd Mmm yyyy'] as const);
  const pr = c.printed;
  const x = 320 + jitter(rng, 4);
  s.field(x, 150, 'SURNAME', pr.surname, L, crit(V, 560), 22);
  s.field(x, 226, 'GIVEN NAMES', pr.givenNames, L, crit(V, 840), 22);
  s.field(x, 302, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 330), 22).field(x + 380, 302, 'SEX', pr.sex, L, V, 22);
  s.field(x, 378, 'ISSUE DATE', printDate(pr.issueDate ?? '', style), L, { ...V, size: 24, max: 330 }, 22);
  s.text(40, 520, 'NATIONAL IDENTIFICATION NUMBER', { ...L, size: 20, color: green });
  s.text(40, 552, grouped(pr.nin ?? '', [4, 3, 4]), { font: 'National Park', size: 76, weight: 700, color: '#111', spacing: 8, critical: true, max: 900 });
  s.text(1160, 700, 'Verify at nimc.gov.ng', { font: 'URW Gothic', size: 16, color: '#555', anchor: 'end' });
  return {
    html: s.html(`linear-gradient(180deg, ${tint('#f7fbf7', rng, 3)}, ${tint('#e7f2ea', rng, 4)})`, 2),
    radius: 2,
    width: W,
    height: H,
    widthMm: 85.6,
    paper: true,
    criticalPx: s.minCritical,
    fonts: designFonts.premium,
    quietZones: [
      // The portrait: no field a reader needs.
      { x0: 0.034, y0: 0.2, x1: 0.24, y1: 0.61 },
      { x0: 0.76, y0: 0.42, x1: 0.97, y1: 0.66 },
      { x0: 0.03, y0: 0.87, x1: 0.6, y1: 0.98 },
    ],
  };
}

function ninBasic(c: Blind8Case, p: Person, rng: Rng): Page {
  // A printout: a table of bordered cells, label on the left of each.
  const W = 1900;
  const H = 860;
  const s = new Sheet(W, H);
  const ink = tint('#1d4b2c', rng, 8);
  s.svg(`<g opacity="0.1">${emblem(760, 200, 420, '#3a7a50')}</g>`);
  s.svg(emblem(40, 24, 104));
  s.text(170, 30, 'NATIONAL IDENTITY MANAGEMENT COMMISSION', { font: 'C059', size: 34, weight: 700, color: ink });
  s.text(170, 78, 'NIN Slip — Federal Republic of Nigeria', { font: 'C059', size: 24, color: '#333', italic: true });
  s.svg(badge(1800, 84, 64, 'NATIONAL IDENTITY MANAGEMENT COMMISSION', 'NIMC', ink, 'P052'));
  const L: TextStyle = { font: 'P052', size: 22, color: '#2e4a37' };
  const V: TextStyle = { font: 'Cardo', size: 40, weight: 700, color: '#111' };
  const style: DateStyle = rng.pick(['dd-mm-yyyy', 'yyyy-mm-dd'] as const);
  const pr = c.printed;
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const top = 170 + jitter(rng, 5);
  const rowH = 72;
  const cell = (col: number, row: number, label: string, value: string, critical: boolean) => {
    const x = 40 + col * 800;
    const y = top + row * rowH;
    s.box(x, y, 780, rowH, 'border:1.5px solid #8aa394;box-sizing:border-box');
    s.box(x, y, 250, rowH, 'background:rgba(60,120,80,0.08);border-right:1.5px solid #8aa394;box-sizing:border-box');
    s.text(x + 14, y + 24, label, L);
    s.text(x + 266, y + 12, value, critical ? crit(V, 500) : { ...V, max: 500 });
  };
  cell(0, 0, 'Last Name', pr.surname, true);
  cell(0, 1, 'First Name', first, true);
  cell(0, 2, 'Middle Name', middle, true);
  cell(0, 3, 'Date of Birth', printDate(pr.dateOfBirth, style), true);
  cell(0, 4, 'Gender', pr.sex === 'M' ? 'Male' : 'Female', false);
  cell(1, 0, 'NIN', pr.nin ?? '', true);
  cell(1, 1, 'Tracking ID', Array.from({ length: 15 }, () => rng.pick('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''))).join(''), false);
  cell(1, 2, 'Issued', printDate(pr.issueDate ?? '', style), false);
  cell(1, 3, 'State', p.state, false);
  cell(1, 4, 'LGA', p.lga, false);
  s.img(1640, 170, 220, 280, svgUrl(face(p, 220, 280, rng, rng.pick(photoBackgrounds))), 'border:2px solid #8aa394');
  s.text(40, 560 + top - 170, `Address: ${p.address}`, { font: 'P052', size: 22, color: '#333', max: 1500 });
  s.text(40, 780, 'This slip confirms enrolment only. Keep it safe; do not laminate the QR side.', { font: 'P052', size: 19, color: '#555' });
  return {
    html: s.html(tint('#fdfdfb', rng, 2), 1),
    radius: 1,
    width: W,
    height: H,
    widthMm: 190,
    paper: true,
    criticalPx: s.minCritical,
    fonts: designFonts.basic,
    quietZones: [
      // The portrait: no field a reader needs.
      { x0: 0.864, y0: 0.2, x1: 0.978, y1: 0.52 },
      { x0: 0.3, y0: 0.015, x1: 0.9, y1: 0.17 },
      { x0: 0.86, y0: 0.56, x1: 0.98, y1: 0.86 },
    ],
  };
}

function ninCard2013(c: Blind8Case, p: Person, rng: Rng): Page {
  const W = 1198;
  const H = 756;
  const s = new Sheet(W, H);
  const green = tint('#0e6b43', rng, 10);
  s.svg(`${mesh(W, H, rng, '#58a883', 0.16, 22)}${rose(900, 520, 200, rng, '#58a883', 0.16)}`);
  s.svg(`<path d="M0 0 H${W} V110 Q ${W / 2} 150 0 110 Z" fill="${green}"/>`);
  s.svg(emblem(20, 8, 96));
  s.text(130, 18, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'URW Gothic', size: 32, weight: 700, color: '#ffffff' });
  s.text(130, 60, 'NATIONAL IDENTITY CARD', { font: 'URW Gothic', size: 24, color: '#d8f5e3', spacing: 3 });
  s.img(40, 170, 250, 320, svgUrl(face(p, 250, 320, rng, rng.pick(photoBackgrounds))), 'border-radius:8px');
  s.img(40, 520, 130, 108, svgUrl(pads(130, 108)));
  const L: TextStyle = { font: 'URW Gothic', size: 17, color: '#3c6450' };
  const V: TextStyle = { font: 'Yrsa', size: 33, weight: 700, color: '#111' };
  const style: DateStyle = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
  const pr = c.printed;
  const x = 320 + jitter(rng, 4);
  s.field(x, 160, 'Surname/Nom', pr.surname, L, crit(V, 820), 20);
  s.field(x, 236, 'Given Names/Prénoms', pr.givenNames, L, crit(V, 820), 20);
  s.field(x, 312, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(V, 300), 20).field(x + 330, 312, 'Sex', pr.sex, L, V, 20).field(x + 450, 312, 'Nationality', 'NGA', L, V, 20);
  s.field(x, 388, 'Date of Issue', printDate(pr.issueDate ?? '', style), L, { ...V, max: 300 }, 20).field(x + 330, 388, 'Date of Expiry', printDate(pr.expiryDate ?? '', style), L, crit(V, 300), 20);
  s.text(x, 470, 'NIN', { ...L, size: 19 });
  s.text(x + 60, 462, pr.nin ?? '', { font: 'Anonymous Pro', size: 44, weight: 700, color: '#0b3d26', spacing: 4, critical: true, max: 740 });
  s.img(x, 540, 260, 70, svgUrl(autograph(260, 70, rng)));
  s.text(1160, 700, `Doc. No. NGA${String(rng.int(0, 99999999)).padStart(8, '0')}`, { font: 'Anonymous Pro', size: 17, color: '#4a5a50', anchor: 'end' });
  return {
    html: s.html(`linear-gradient(190deg, #ffffff, ${tint('#e2f1e8', rng, 5)})`, 34),
    radius: 34,
    width: W,
    height: H,
    widthMm: 85.6,
    paper: false,
    criticalPx: s.minCritical,
    fonts: designFonts['nimc-2013'],
    quietZones: [
      // The portrait: no field a reader needs.
      { x0: 0.034, y0: 0.23, x1: 0.24, y1: 0.64 },
      { x0: 0.82, y0: 0.38, x1: 0.97, y1: 0.6 },
      { x0: 0.58, y0: 0.7, x1: 0.97, y1: 0.9 },
      { x0: 0.16, y0: 0.84, x1: 0.55, y1: 0.97 },
    ],
  };
}

function ninCardAfrigo(c: Blind8Case, p: Person, rng: Rng): Page {
  const W = 1198;
  const H = 756;
  const s = new Sheet(W, H);
  const teal = tint('#0f5e63', rng, 10);
  s.svg(`${mesh(W, H, rng, '#5bb3a8', 0.14, 18)}<path d="M${W} 0 V${H} H780 Q 900 380 ${W} 0 Z" fill="${teal}" opacity="0.12"/>`);
  s.svg(emblem(40, 20, 80));
  s.text(140, 24, 'NIGERIA', { font: 'National Park', size: 40, weight: 700, color: teal, spacing: 4 });
  s.text(140, 72, 'NATIONAL IDENTITY CARD · MULTIPURPOSE', { font: 'National Park', size: 19, color: '#355' });
  s.img(880, 120, 280, 350, svgUrl(face(p, 280, 350, rng, rng.pick(photoBackgrounds))), 'border-radius:14px');
  s.img(700, 200, 130, 108, svgUrl(pads(130, 108)));
  const L: TextStyle = { font: 'National Park', size: 18, color: '#3d6466' };
  const V: TextStyle = { font: 'Rasa', size: 33, weight: 700, color: '#101010' };
  const style: DateStyle = rng.pick(['yyyy-mm-dd', 'dd MMM yyyy'] as const);
  const pr = c.printed;
  s.field(40, 130, 'Last Name', pr.surname, L, crit(V, 620), 21);
  s.field(40, 206, 'First and Middle Names', pr.givenNames, L, crit(V, 820), 21);
  s.field(40, 282, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(V, 300), 21).field(380, 282, 'Sex', pr.sex, L, V, 21);
  s.field(40, 358, 'Expiry Date', printDate(pr.expiryDate ?? '', style), L, crit(V, 300), 21).field(380, 358, 'Issued', printDate(pr.issueDate ?? '', style), L, { ...V, max: 300 }, 21);
  s.field(40, 434, 'NIN', pr.nin ?? '', L, crit({ ...V, size: 40, spacing: 3 }, 640), 21);
  // The payment face: a 16-digit card number, its VALID THRU (the card's expiry) and the scheme's name (distractors).
  const pan = `5078${Array.from({ length: 12 }, () => String(rng.int(0, 9))).join('')}`;
  const exp = pr.expiryDate ?? '';
  s.text(40, 560, grouped(pan, [4, 4, 4, 4]), { font: 'Inconsolata', size: 42, color: '#1f2f2f', spacing: 3 });
  s.text(40, 622, `VALID THRU ${exp.slice(5, 7)}/${exp.slice(2, 4)}`, { font: 'Inconsolata', size: 24, color: '#1f2f2f' });
  s.text(1160, 660, 'AfriGO', { font: 'National Park', size: 48, weight: 700, color: '#0a7d3b', anchor: 'end' });
  return {
    html: s.html(`linear-gradient(150deg, #ffffff, ${tint('#eaf4f3', rng, 4)})`, 34),
    radius: 34,
    width: W,
    height: H,
    widthMm: 85.6,
    paper: false,
    criticalPx: s.minCritical,
    fonts: designFonts.afrigo,
    quietZones: [
      // The portrait: no field a reader needs.
      { x0: 0.736, y0: 0.165, x1: 0.966, y1: 0.615 },
      { x0: 0.74, y0: 0.64, x1: 0.97, y1: 0.84 },
      { x0: 0.5, y0: 0.02, x1: 0.97, y1: 0.14 },
    ],
  };
}

function licence2012(c: Blind8Case, p: Person, rng: Rng): Page {
  const W = 1198;
  const H = 756;
  const s = new Sheet(W, H);
  const blue = tint('#123f7a', rng, 10);
  s.svg(`${mesh(W, H, rng, '#7e9fcf', 0.16, 20)}${badge(640, 430, 220, 'FEDERAL ROAD SAFETY CORPS', 'FRSC', '#7e9fcf', 'URW Gothic')}`, 0.3);
  s.box(0, 0, W, 118, `background:linear-gradient(180deg, ${blue}, ${tint('#2a5ea5', rng, 8)})`);
  s.svg(`${badge(70, 60, 50, 'FEDERAL ROAD SAFETY CORPS', 'FRSC', '#ffffff', 'URW Gothic', blue)}${emblem(1098, 12, 90)}`);
  s.text(140, 16, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'URW Bookman', size: 28, weight: 700, color: '#ffffff' });
  s.text(140, 58, "NATIONAL DRIVER'S LICENCE", { font: 'URW Bookman', size: 30, color: '#ffd54f' });
  s.img(30, 146, 250, 320, svgUrl(face(p, 250, 320, rng, rng.pick(photoBackgrounds))));
  s.img(30, 484, 250, 70, svgUrl(autograph(250, 70, rng)));
  const L: TextStyle = { font: 'URW Gothic', size: 17, color: '#2d4f80' };
  const V: TextStyle = { font: 'Cardo', size: 31, weight: 700, color: '#111' };
  const style: DateStyle = rng.pick(['dd-mm-yyyy', 'dd/mm/yyyy'] as const);
  const pr = c.printed;
  const x1 = 310 + jitter(rng, 4);
  const x2 = 760;
  s.field(x1, 136, 'LICENCE NO', pr.documentNumber, L, crit({ ...V, color: '#8e1b1b' }, 420), 20).field(x2, 136, 'STATE', p.state, L, { ...V, max: 400 }, 20);
  s.field(x1, 206, 'SURNAME', pr.surname, L, crit(V, 840), 20);
  s.field(x1, 276, 'OTHER NAMES', pr.givenNames, L, crit(V, 840), 20);
  s.field(x1, 346, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 300), 20).field(x2, 346, 'SEX', pr.sex, L, V, 20).field(x2 + 130, 346, 'BLOOD GROUP', p.bloodGroup, L, V, 20);
  s.field(x1, 416, 'DATE OF ISSUE', printDate(pr.issueDate ?? '', style), L, { ...V, max: 300 }, 20).field(x2, 416, 'EXPIRY DATE', printDate(pr.expiryDate ?? '', style), L, crit(V, 300), 20);
  s.field(x1, 486, 'CLASS', rng.pick(['B', 'C', 'B E']), L, V, 20).field(x1 + 160, 486, 'HEIGHT', `${p.height}m`, L, V, 20).field(x2, 486, 'REPLACEMENT', String(rng.int(0, 2)).padStart(2, '0'), L, V, 20);
  s.field(x1, 556, 'ADDRESS', p.address, L, { ...V, size: 24, max: 840 }, 20);
  s.img(30, 640, 420, 80, svgUrl(barcode(420, 80, rng)));
  return {
    html: s.html(`linear-gradient(170deg, ${tint('#eef3fa', rng, 5)}, ${tint('#f8f6ec', rng, 5)})`, 34),
    radius: 34,
    width: W,
    height: H,
    widthMm: 85.6,
    paper: false,
    criticalPx: s.minCritical,
    fonts: designFonts['frsc-2012'],
    quietZones: [
      // The portrait: no field a reader needs.
      { x0: 0.026, y0: 0.195, x1: 0.233, y1: 0.615 },
      { x0: 0.42, y0: 0.86, x1: 0.97, y1: 0.97 },
      { x0: 0.5, y0: 0.02, x1: 0.88, y1: 0.14 },
    ],
  };
}

function licence2022(c: Blind8Case, p: Person, rng: Rng): Page {
  const W = 1198;
  const H = 756;
  const s = new Sheet(W, H);
  const red = tint('#a31621', rng, 8);
  const navy = tint('#1c2a4a', rng, 8);
  s.svg(`${mesh(W, H, rng, '#c79aa0', 0.14, 20)}${rose(420, 430, 230, rng, '#c79aa0', 0.14)}`);
  s.svg(`<rect x="0" y="0" width="${W}" height="14" fill="${red}"/><rect x="0" y="${H - 14}" width="${W}" height="14" fill="${red}"/>`);
  s.svg(emblem(30, 30, 80));
  s.text(130, 34, "DRIVER'S LICENCE", { font: 'National Park', size: 40, weight: 700, color: red, spacing: 2 });
  s.text(130, 84, 'Federal Road Safety Corps · Nigeria', { font: 'National Park', size: 20, color: navy });
  s.img(880, 40, 280, 350, svgUrl(face(p, 280, 350, rng, rng.pick(photoBackgrounds))), 'border-radius:6px');
  s.img(950, 410, 170, 130, svgUrl(foil(170, 130, rng)));
  const L: TextStyle = { font: 'Inconsolata', size: 19, color: '#4b3a44' };
  const V: TextStyle = { font: 'Comfortaa', size: 29, weight: 700, color: '#111' };
  const style: DateStyle = rng.pick(['dd.mm.yyyy', 'dd MMM yyyy'] as const);
  const pr = c.printed;
  const x = 40 + jitter(rng, 4);
  s.field(x, 150, '1. SURNAME', pr.surname, L, crit(V, 800), 22);
  s.field(x, 224, '2. OTHER NAMES', pr.givenNames, L, crit(V, 800), 22);
  s.field(x, 298, '3. DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 330), 22).field(x + 400, 298, 'SEX', pr.sex, L, V, 22);
  s.field(x, 372, '4a. ISSUED', printDate(pr.issueDate ?? '', style), L, { ...V, max: 330 }, 22).field(x + 400, 372, '4b. EXPIRES', printDate(pr.expiryDate ?? '', style), L, crit(V, 330), 22);
  s.field(x, 446, '5. LICENCE NO.', pr.documentNumber, L, crit({ ...V, size: 33 }, 500), 22);
  s.field(x, 520, '9. CLASS', rng.pick(['B', 'C', 'E']), L, V, 22).field(x + 200, 520, 'BLOOD', p.bloodGroup, L, V, 22).field(x + 400, 520, 'HEIGHT', p.height, L, V, 22);
  s.text(x, 606, `${p.lga} LGA, ${p.state}`, { font: 'Inconsolata', size: 20, color: '#333', max: 800 });
  s.img(900, 580, 120, 120, svgUrl(dataMatrix(120, rng)));
  return {
    html: s.html(`linear-gradient(120deg, ${tint('#fbf3f3', rng, 4)}, #ffffff 50%, ${tint('#eef1f8', rng, 4)})`, 34),
    radius: 34,
    width: W,
    height: H,
    widthMm: 85.6,
    paper: false,
    criticalPx: s.minCritical,
    fonts: designFonts['frsc-2022'],
    quietZones: [
      // The portrait: no field a reader needs.
      { x0: 0.736, y0: 0.055, x1: 0.966, y1: 0.515 },
      { x0: 0.74, y0: 0.54, x1: 0.97, y1: 0.74 },
      { x0: 0.56, y0: 0.02, x1: 0.72, y1: 0.18 },
    ],
  };
}

function pvc2019(c: Blind8Case, p: Person, rng: Rng): Page {
  const W = 1198;
  const H = 756;
  const s = new Sheet(W, H);
  const green = tint('#0b6b2f', rng, 10);
  s.svg(`${mesh(W, H, rng, '#6fbf8a', 0.15, 20)}`);
  s.svg(`<rect x="0" y="0" width="${W}" height="120" fill="${green}"/><rect x="0" y="120" width="${W}" height="8" fill="#f2c230"/>`);
  s.svg(`${badge(70, 62, 50, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', 'INEC', '#ffffff', 'C059', green)}${emblem(1100, 14, 88, '#e8f6ea')}`);
  s.text(140, 18, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'C059', size: 27, weight: 700, color: '#ffffff' });
  s.text(140, 62, 'VOTER CARD', { font: 'C059', size: 36, color: '#f2c230', spacing: 4 });
  s.img(36, 160, 240, 300, svgUrl(face(p, 240, 300, rng, rng.pick(photoBackgrounds))));
  s.img(36, 480, 120, 100, svgUrl(pads(120, 100)));
  const L: TextStyle = { font: 'P052', size: 18, color: '#1f5e33' };
  const V: TextStyle = { font: 'Yrsa', size: 31, weight: 700, color: '#111' };
  const style: DateStyle = rng.pick(['dd-mm-yyyy', 'dd MMM yyyy'] as const);
  const pr = c.printed;
  const x = 310 + jitter(rng, 4);
  s.field(x, 150, 'VIN', grouped(pr.documentNumber, [4, 4, 4, 4, 3]), L, crit({ font: 'Anonymous Pro', size: 34, weight: 700, color: '#111', spacing: 1 }, 840), 20);
  s.field(x, 224, 'Surname', pr.surname, L, crit(V, 840), 20);
  s.field(x, 294, 'Other Names', pr.givenNames, L, crit(V, 840), 20);
  s.field(x, 364, 'D.O.B', printDate(pr.dateOfBirth, style), L, crit(V, 330), 20).field(x + 380, 364, 'Gender', pr.sex === 'M' ? 'M' : 'F', L, V, 20);
  s.field(x, 434, 'Occupation', p.occupation, L, { ...V, size: 26, max: 840 }, 20);
  const pu = `${String(rng.int(1, 37)).padStart(2, '0')}-${String(rng.int(1, 25)).padStart(2, '0')}-${String(rng.int(1, 15)).padStart(2, '0')}-${String(rng.int(1, 60)).padStart(3, '0')}`;
  s.field(x, 504, 'Polling Unit', pu, L, { ...V, size: 26 }, 20).field(x + 380, 504, 'State', p.state, L, { ...V, size: 26, max: 440 }, 20);
  s.img(740, 640, 420, 80, svgUrl(barcode(420, 80, rng)));
  return {
    html: s.html(`linear-gradient(180deg, #ffffff, ${tint('#edf7ef', rng, 5)})`, 34),
    radius: 34,
    width: W,
    height: H,
    widthMm: 85.6,
    paper: false,
    criticalPx: s.minCritical,
    fonts: designFonts['pvc-2019'],
    quietZones: [
      // The portrait: no field a reader needs.
      { x0: 0.031, y0: 0.213, x1: 0.229, y1: 0.607 },
      { x0: 0.03, y0: 0.8, x1: 0.58, y1: 0.97 },
      { x0: 0.22, y0: 0.01, x1: 0.86, y1: 0.15 },
    ],
  };
}

function tvc(c: Blind8Case, p: Person, rng: Rng): Page {
  // The temporary voter's card: a paper slip printed in one ink at registration.
  const W = 1400;
  const H = 880;
  const s = new Sheet(W, H);
  s.box(16, 16, W - 32, H - 32, 'border:3px solid #222');
  s.svg(emblem(40, 36, 100, '#333'));
  s.text(W / 2, 40, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'C059', size: 32, weight: 700, color: '#111', anchor: 'middle' });
  s.text(W / 2, 86, "TEMPORARY VOTER'S CARD", { font: 'C059', size: 30, color: '#111', anchor: 'middle', spacing: 3 });
  s.img(1110, 160, 240, 300, svgUrl(face(p, 240, 300, rng, '#f2f2f2', true)));
  const L: TextStyle = { font: 'Inconsolata', size: 24, color: '#222' };
  const V: TextStyle = { font: 'Rasa', size: 36, weight: 700, color: '#111' };
  const style: DateStyle = 'dd/mm/yyyy';
  const pr = c.printed;
  const x = 60 + jitter(rng, 4);
  const row = (y: number, label: string, value: string, vs: TextStyle) => {
    s.text(x, y + 10, label, L);
    s.text(x + 290, y, value, vs);
  };
  row(170, 'VIN:', pr.documentNumber, crit({ font: 'Rasa', size: 38, weight: 700, color: '#111', spacing: 2 }, 740));
  row(250, 'Surname:', pr.surname, crit(V, 740));
  row(330, 'First Name(s):', pr.givenNames, crit(V, 740));
  row(410, 'Date of Birth:', printDate(pr.dateOfBirth, style), crit(V, 400));
  row(490, 'Gender:', pr.sex === 'M' ? 'MALE' : 'FEMALE', { ...V, max: 400 });
  row(570, 'Address:', p.address, { ...V, size: 28, max: 700 });
  row(650, 'Ward / LGA:', `${p.lga}, ${p.state}`, { ...V, size: 28, max: 700 });
  s.img(1100, 500, 250, 250, svgUrl(dataMatrix(250, rng, '#222')));
  s.text(x, 790, 'Collect your Permanent Voter Card at your registration centre. Not valid for voting.', { font: 'Inconsolata', size: 20, color: '#333' });
  return {
    html: s.html(tint('#fbfbf8', rng, 3), 1),
    radius: 1,
    width: W,
    height: H,
    widthMm: 150,
    paper: true,
    criticalPx: s.minCritical,
    fonts: designFonts.tvc,
    quietZones: [
      // The portrait: no field a reader needs.
      { x0: 0.794, y0: 0.183, x1: 0.963, y1: 0.52 },
      { x0: 0.79, y0: 0.55, x1: 0.97, y1: 0.86 },
      { x0: 0.03, y0: 0.89, x1: 0.97, y1: 0.97 },
    ],
  };
}

/** The page of a case (the same page every time: its choices are seeded by the case). */
export function pageOf(c: Blind8Case): Page {
  const p = personOf(c.person);
  const rng = rngOf(seedOf('blind8-page', c.seed));
  switch (c.design) {
    case 'booklet-2007':
      return passportBooklet(c, p, rng);
    case 'polycarbonate':
      return passportPolycarbonate(c, p, rng);
    case 'premium':
      return ninPremium(c, p, rng);
    case 'basic':
      return ninBasic(c, p, rng);
    case 'nimc-2013':
      return ninCard2013(c, p, rng);
    case 'afrigo':
      return ninCardAfrigo(c, p, rng);
    case 'frsc-2012':
      return licence2012(c, p, rng);
    case 'frsc-2022':
      return licence2022(c, p, rng);
    case 'pvc-2019':
      return pvc2019(c, p, rng);
    case 'tvc':
      return tvc(c, p, rng);
  }
}
