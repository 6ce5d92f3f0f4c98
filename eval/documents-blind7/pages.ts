import { crit, FieldSheet, firstAndMiddle, grouped, jitter, tint, type Page as SheetPage, type TextStyle, type Zone } from '../blind-kit/page-helpers.js';
import { arms, chip, portrait, qrLike, rosette, seal, signature, stackedBarcode, svgUrl, waves } from './art.js';
import type { Blind7Case, Design } from './cases.js';
import { printDate, type DateStyle } from './dates.js';
import { personOf, type Person } from './people.js';
import { rngOf, seedOf, type Rng } from './random.js';

export type { Zone };

/**
 * The ten designs (two per layout) as HTML pages of fixed pixel size, drawn from what the real
 * documents print: the Nigerian TD3 passport data page (2007 green and 2019 enhanced), the NIMC
 * improved and standard NIN slips, the NIMC e-ID and payment-enabled GMPC cards, two FRSC licence
 * generations and two INEC PVC generations (the improved slip as people keep it: cut out and laminated). Positions, colours, wordings and date forms are this
 * set's own. Each page says which of its corners hold no field (where a thumb may rest) and where a
 * glare band may lie without crossing the fields a reader needs.
 */

export type Corner = 'tl' | 'tr' | 'br' | 'bl';
/** A page's layout facts; its width in mm is for the capture's pixels-per-mm legibility check. */
export interface Page extends Omit<SheetPage, 'paper' | 'quietZones' | 'fieldBoxes'> {
  /** Corners with no field a reader needs. */
  freeCorners: Corner[];
  /** Where a glare band's centre line may run. */
  glareZones: Zone[];
}

/** The fonts each design uses: none is in any earlier set; OCR B only for machine-readable text. */
export const designFonts: Record<Design, string[]> = {
  'green-2007': ['Accanthis ADF Std', 'Libris ADF Std', 'Berenis ADF Pro', 'OCR B'],
  'enhanced-2019': ['Old Standard TT', 'Averia Sans GWF', 'OCR B'],
  improved: ['Accanthis ADF Std', 'Jura', 'Doulos SIL'],
  standard: ['Quattrocento', 'Allerta', 'Doulos SIL'],
  eid: ['BetecknaGS', 'Jura', 'Allerta'],
  gmpc: ['Berenis ADF Pro', 'Libris ADF Std', 'Routed Gothic', 'OCR B'],
  'frsc-2017': ['BetecknaGS', 'Roadgeek 2014 Series C', 'Roadgeek 2014 Series D'],
  'frsc-classic': ['Old Standard TT', 'Jura', 'Routed Gothic'],
  'pvc-2011': ['Accanthis ADF Std', 'Libris ADF Std', 'Routed Gothic'],
  'pvc-2023': ['BetecknaGS', 'Jura', 'Allerta'],
};

/**
 * Widest average advance (em) of each family over the set's longest name lines, measured in Chromium
 * at weight 700 and padded 5%: a text fitted with it never overflows its width.
 */
const ADVANCE: Record<string, number> = {
  'Accanthis ADF Std': 0.64,
  'Libris ADF Std': 0.63,
  'Berenis ADF Pro': 0.66,
  'Old Standard TT': 0.71,
  'Averia Sans GWF': 0.62,
  Jura: 0.66,
  'Doulos SIL': 0.66,
  Quattrocento: 0.65,
  Allerta: 0.66,
  BetecknaGS: 0.6,
  'Routed Gothic': 0.66,
  'Roadgeek 2014 Series C': 0.41,
  'Roadgeek 2014 Series D': 0.48,
  'OCR B': 0.76,
};

/** A page of this set (eval/blind-kit/page-helpers.ts): texts fitted with its families' advances, turned and faded about their corner. */
class Sheet extends FieldSheet {
  constructor(w: number, h: number) {
    super(w, h, { advance: ADVANCE, fallback: 0.75, figures: 'as-drawn', turning: true });
  }
}

const photoBackgrounds = ['#e8edf2', '#f2f2f0', '#dfe7ef', '#eef1f4', '#e6e9e3'];
const ninGrouped = (nin: string) => grouped(nin, [4, 3, 4]);
const vinGrouped = (vin: string) => grouped(vin, [4, 4, 4, 4, 3]);

function passportGreen(c: Blind7Case, p: Person, rng: Rng): Page {
  const W = 1500;
  const H = 1056;
  const s = new Sheet(W, H);
  const green = tint('#1e5a32', rng, 12);
  s.svg(`${waves(W, 800, rng, '#3f8f5a', 0.22, 34)}${rosette(1150, 430, 260, rng, '#4c9a64', 0.22)}<g opacity="0.09">${arms(980, 230, 360, '#2e6b3f')}</g>`, 1);
  s.svg(`<rect x="0" y="0" width="${W}" height="118" fill="${green}" opacity="0.08"/>${arms(30, 10, 100)}`);
  s.text(860, 18, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Accanthis ADF Std', size: 36, weight: 700, color: green, anchor: 'middle', spacing: 2 });
  s.text(860, 64, 'RÉPUBLIQUE FÉDÉRALE DU NIGÉRIA', { font: 'Accanthis ADF Std', size: 22, color: green, anchor: 'middle', spacing: 1 });
  s.text(1460, 24, 'PASSPORT', { font: 'Accanthis ADF Std', size: 22, weight: 700, color: green, anchor: 'end' });
  s.text(1460, 52, 'PASSEPORT', { font: 'Accanthis ADF Std', size: 18, color: green, anchor: 'end', italic: true });
  const bg = rng.pick(photoBackgrounds);
  s.img(55, 150, 340, 440, svgUrl(portrait(p, 340, 440, rng, bg)), 'border:2px solid #6f8f78');
  const L: TextStyle = { font: 'Libris ADF Std', size: 17, color: '#2e5d3a' };
  const V: TextStyle = { font: 'Berenis ADF Pro', size: 30, weight: 700, color: '#161616' };
  const style: DateStyle = rng.pick(['dd MMM yyyy', 'dd MMM/FR yyyy'] as const);
  const x1 = 440 + jitter(rng, 6);
  const x2 = 760;
  const x3 = 1080;
  const gap = 21;
  const pr = c.printed;
  s.field(x1, 150, 'Type/Type', 'P', L, V, gap).field(x2, 150, 'Code/Code', 'NGA', L, V, gap).field(x3, 150, 'Passport No./N° du passeport', pr.documentNumber, L, crit(V, 380), gap);
  s.field(x1, 230, 'Surname/Nom', pr.surname, L, crit(V, 1000), gap);
  s.field(x1, 310, 'Given Names/Prénoms', pr.givenNames, L, crit(V, 1000), gap);
  s.field(x1, 390, 'Nationality/Nationalité', 'NIGERIAN', L, V, gap);
  s.field(x1, 470, 'Date of Birth/Date de naissance', printDate(pr.dateOfBirth, style), L, crit(V, 420), gap).field(x2 + 110, 470, 'Sex/Sexe', pr.sex, L, V, gap).field(x3, 470, 'Place of Birth/Lieu de naissance', p.placeOfBirth, L, V, gap);
  s.field(x1, 550, 'Date of Issue/Date de délivrance', printDate(pr.issueDate ?? '', style), L, V, gap).field(x3, 550, 'Authority/Autorité', rng.pick(['NIS ABUJA', 'NIS IKOYI', 'NIS HQ']), L, V, gap);
  s.field(x1, 630, "Date of Expiry/Date d'expiration", printDate(pr.expiryDate ?? '', style), L, crit(V, 600), gap);
  s.text(x3, 630, "Holder's Signature/Signature du titulaire", L);
  s.img(x3, 655, 300, 80, svgUrl(signature(300, 80, rng)));
  s.box(0, 790, W, 266, 'background:linear-gradient(#f6faf4,#fbfdfa)');
  const mrz = c.mrz ?? ['', ''];
  s.text(80, 838, mrz[0], { font: 'OCR B', size: 41, color: '#111', critical: true, max: 1380 });
  s.text(80, 930, mrz[1], { font: 'OCR B', size: 41, color: '#111', critical: true, max: 1380 });
  return {
    html: s.html(`linear-gradient(160deg, ${tint('#e9f3e4', rng, 6)}, ${tint('#d5e8cf', rng, 6)})`, 8),
    radius: 8,
    width: W,
    height: H,
    widthMm: 125,
    criticalPx: s.minCritical,
    fonts: designFonts['green-2007'],
    freeCorners: ['tl', 'tr'],
    glareZones: [
      { x0: 0.05, y0: 0.02, x1: 0.95, y1: 0.11 },
      { x0: 0.04, y0: 0.16, x1: 0.26, y1: 0.55 },
    ],
  };
}

function passportEnhanced(c: Blind7Case, p: Person, rng: Rng): Page {
  const W = 1500;
  const H = 1056;
  const s = new Sheet(W, H);
  const ink = tint('#0d4d2b', rng, 10);
  s.svg(`${waves(W, 790, rng, '#7a6fb0', 0.18, 40)}${waves(W, 790, rng, '#3f9a6b', 0.15, 22)}${rosette(240, 700, 200, rng, '#7a6fb0', 0.2)}<g opacity="0.08">${arms(760, 170, 430, '#6a7fa8')}</g>`, 1);
  s.text(1300, 380, 'NGA', { font: 'Old Standard TT', size: 150, weight: 700, color: '#7a6fb0', opacity: 0.1 });
  s.svg(arms(38, 14, 96));
  s.text(150, 20, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Old Standard TT', size: 38, weight: 700, color: ink, spacing: 1 });
  s.text(150, 70, 'RÉPUBLIQUE FÉDÉRALE DU NIGÉRIA', { font: 'Old Standard TT', size: 20, color: ink, italic: true });
  s.text(1455, 28, 'PASSPORT / PASSEPORT', { font: 'Old Standard TT', size: 24, weight: 700, color: ink, anchor: 'end' });
  const bg = rng.pick(photoBackgrounds);
  s.img(50, 160, 350, 450, svgUrl(portrait(p, 350, 450, rng, bg)));
  s.img(1250, 470, 170, 218, svgUrl(portrait(p, 170, 218, rng, '#ffffff')), 'opacity:0.28;filter:grayscale(1)');
  const L: TextStyle = { font: 'Averia Sans GWF', size: 17, color: '#3b4a6b' };
  const V: TextStyle = { font: 'Averia Sans GWF', size: 30, weight: 700, color: '#141414' };
  const style: DateStyle = rng.pick(['dd MMM/FR yy', 'dd MMM yyyy'] as const);
  const x1 = 440;
  const x2 = 700 + jitter(rng, 8);
  const x3 = 1040;
  const gap = 20;
  const pr = c.printed;
  s.field(x1, 150, 'Type/Type', 'P', L, V, gap).field(x2, 150, 'Country Code/Code du pays', 'NGA', L, V, gap).field(x3, 150, 'Passport No./N° de passeport', pr.documentNumber, L, crit(V, 420), gap);
  s.field(x1, 228, 'Surname/Nom', pr.surname, L, crit(V, 1000), gap);
  s.field(x1, 303, 'Given names/Prénoms', pr.givenNames, L, crit(V, 1000), gap);
  s.field(x1, 378, 'Nationality/Nationalité', 'NIGERIAN', L, V, gap).field(x2 + 60, 378, "National ID No./N° d'identité nationale", pr.nin ?? '', L, V, gap);
  s.field(x1, 453, 'Date of birth/Date de naissance', printDate(pr.dateOfBirth, style), L, crit(V, 300), gap).field(x2 + 60, 453, 'Sex/Sexe', pr.sex, L, V, gap).field(x3 - 40, 453, 'Place of birth/Lieu de naissance', p.placeOfBirth, L, V, gap);
  s.field(x1, 528, 'Date of issue/Date de délivrance', printDate(pr.issueDate ?? '', style), L, V, gap).field(x2 + 60, 528, 'Issuing authority/Autorité', rng.pick(['NIS HQ ABUJA', 'NIS LAGOS', 'NIS PORT HARCOURT']), L, V, gap);
  s.field(x1, 603, "Date of expiry/Date d'expiration", printDate(pr.expiryDate ?? '', style), L, crit(V, 300), gap);
  s.text(x2 + 60, 603, 'Signature/Signature', L);
  s.img(x2 + 60, 626, 280, 76, svgUrl(signature(280, 76, rng, '#0b2a6b')));
  s.box(0, 800, W, 256, 'background:rgba(255,255,255,0.55)');
  const mrz = c.mrz ?? ['', ''];
  s.text(78, 846, mrz[0], { font: 'OCR B', size: 41, color: '#101010', critical: true, max: 1380 });
  s.text(78, 936, mrz[1], { font: 'OCR B', size: 41, color: '#101010', critical: true, max: 1380 });
  return {
    html: s.html(`linear-gradient(120deg, ${tint('#eceef8', rng, 5)}, ${tint('#e0efe5', rng, 5)} 60%, ${tint('#f1ece0', rng, 5)})`, 8),
    radius: 8,
    width: W,
    height: H,
    widthMm: 125,
    criticalPx: s.minCritical,
    fonts: designFonts['enhanced-2019'],
    freeCorners: ['tl', 'tr'],
    glareZones: [
      { x0: 0.05, y0: 0.02, x1: 0.95, y1: 0.12 },
      { x0: 0.03, y0: 0.17, x1: 0.25, y1: 0.56 },
    ],
  };
}

function ninSlipImproved(c: Blind7Case, p: Person, rng: Rng): Page {
  // The improved slip's front as people keep it: cut out along its dotted line and laminated, the
  // pouch a few millimetres larger than the paper.
  const W = 1260;
  const H = 820;
  const s = new Sheet(W, H);
  const ox = 31 + jitter(rng, 4);
  const oy = 32 + jitter(rng, 4);
  const green = tint('#0b5d1e', rng, 10);
  s.box(ox, oy, 1198, 756, `border-radius:3px;background:linear-gradient(180deg, ${tint('#dcefe0', rng, 5)} 0, #ffffff 28%, ${tint('#eef6ef', rng, 5)} 100%);box-shadow:0 0 0 1px rgba(120,130,120,0.35)`);
  s.svg(`<g transform="translate(${ox},${oy})">${waves(1198, 756, rng, '#5ea36f', 0.16, 30)}${rosette(760, 560, 200, rng, '#5ea36f', 0.14)}</g>`);
  s.svg(arms(ox + 22, oy + 18, 104));
  s.text(ox + 140, oy + 22, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Accanthis ADF Std', size: 36, weight: 700, color: green });
  s.text(ox + 140, oy + 70, rng.pick(['DIGITAL NIN SLIP', 'NATIONAL IDENTIFICATION NUMBER SLIP']), { font: 'Accanthis ADF Std', size: 25, color: green, spacing: 1 });
  s.text(ox + 1172, oy + 18, 'NGA', { font: 'Accanthis ADF Std', size: 62, weight: 700, color: green, anchor: 'end', opacity: 0.75 });
  s.img(ox + 28, oy + 150, 280, 352, svgUrl(portrait(p, 280, 352, rng, rng.pick(photoBackgrounds))));
  const L: TextStyle = { font: 'Jura', size: 21, color: '#4a4f4b', weight: 600 };
  const V: TextStyle = { font: 'Doulos SIL', size: 42, color: '#111' };
  const pr = c.printed;
  const style: DateStyle = rng.pick(['dd MMM yyyy', 'dd Mmm yyyy'] as const);
  const x = ox + 340;
  s.field(x, oy + 150, 'SURNAME/NOM', pr.surname, L, crit(V, 830), 26);
  s.field(x, oy + 244, 'GIVEN NAMES/PRÉNOMS', pr.givenNames, L, crit(V, 830), 26);
  s.field(x, oy + 338, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 330), 26).field(x + 360, oy + 338, 'SEX/SEXE', pr.sex, L, V, 26);
  s.img(ox + 968, oy + 318, 200, 200, svgUrl(qrLike(200, rng)));
  s.text(ox + 28, oy + 530, 'National Identification Number (NIN)', { ...L, size: 22 });
  s.text(ox + 28, oy + 562, ninGrouped(pr.nin ?? ''), { font: 'Doulos SIL', size: 74, color: '#111', spacing: 6, critical: true, max: 900 });
  s.text(ox + 1172, oy + 712, `ISSUE DATE: ${printDate(pr.issueDate ?? '', style)}`, { ...L, size: 19, anchor: 'end' });
  // The pouch's sheen.
  s.box(0, 0, W, H, `border-radius:28px;background:linear-gradient(${rng.int(100, 160)}deg, rgba(255,255,255,0) 35%, rgba(255,255,255,0.18) 48%, rgba(255,255,255,0) 60%)`);
  return {
    html: s.html(`linear-gradient(135deg, rgba(232,240,238,0.96), rgba(222,232,230,0.96))`, 28),
    radius: 28,
    width: W,
    height: H,
    widthMm: 90,
    criticalPx: s.minCritical,
    fonts: designFonts.improved,
    freeCorners: ['tr', 'br'],
    glareZones: [
      { x0: 0.05, y0: 0.02, x1: 0.95, y1: 0.14 },
      { x0: 0.04, y0: 0.21, x1: 0.26, y1: 0.62 },
    ],
  };
}

function ninSlipStandard(c: Blind7Case, p: Person, rng: Rng): Page {
  const W = 1980;
  const H = 800;
  const s = new Sheet(W, H);
  const green = tint('#0b5d1e', rng, 10);
  s.box(14, 14, W - 28, H - 28, `border:4px double ${green}`);
  s.svg(`${waves(W, H, rng, '#8fbf98', 0.14, 20)}<g opacity="0.12">${arms(800, 150, 420, '#9cc4a3')}</g>`, 0.9);
  s.svg(arms(40, 28, 120));
  s.text(W / 2, 34, 'National Identity Management Commission', { font: 'Quattrocento', size: 36, weight: 700, color: green, anchor: 'middle' });
  s.text(W / 2, 82, 'Federal Republic of Nigeria', { font: 'Quattrocento', size: 25, color: green, anchor: 'middle' });
  s.text(W / 2, 120, 'NATIONAL IDENTIFICATION NUMBER SLIP (NINS)', { font: 'Quattrocento', size: 28, weight: 700, color: '#222', anchor: 'middle', spacing: 1 });
  s.svg(seal(1880, 92, 66, 'NATIONAL IDENTITY MANAGEMENT COMMISSION', 'NIMC', green, 'Allerta'));
  const L: TextStyle = { font: 'Allerta', size: 22, color: '#3b5b40' };
  const V: TextStyle = { font: 'Doulos SIL', size: 36, color: '#111' };
  const pr = c.printed;
  const style: DateStyle = rng.pick(['dd Mmm yyyy', 'yyyy-mm-dd', 'dd/mm/yyyy'] as const);
  const tracking = Array.from({ length: 15 }, () => rng.pick('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''))).join('');
  const row = (y: number, x: number, label: string, value: string, critical = true) => {
    s.text(x, y + 8, label, L);
    s.text(x + 230, y, value, critical ? crit(V, x < 800 ? 560 : 520) : { ...V, max: 560 });
  };
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const top = 200 + jitter(rng, 6);
  row(top, 60, 'Tracking ID:', tracking, false);
  row(top + 70, 60, 'NIN:', pr.nin ?? '');
  row(top + 140, 60, 'Issue Date:', printDate(pr.issueDate ?? '', style), false);
  s.text(60, top + 218, 'Address:', L);
  const address = `${p.address}, ${p.lga} LGA, ${p.state} STATE`;
  const cutAt = address.lastIndexOf(',', 34);
  s.text(290, top + 210, address.slice(0, cutAt + 1), { ...V, size: 26, max: 560 });
  s.text(290, top + 248, address.slice(cutAt + 2), { ...V, size: 26, max: 560 });
  const mx = 880;
  row(top, mx, 'Surname:', pr.surname);
  row(top + 70, mx, 'First Name:', first);
  row(top + 140, mx, 'Middle Name:', middle);
  row(top + 210, mx, 'Date of Birth:', printDate(pr.dateOfBirth, style));
  row(top + 280, mx, 'Gender:', pr.sex === 'M' ? 'MALE' : 'FEMALE', false);
  s.img(1660, 190, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds))), 'border:2px solid #8aa08e');
  s.text(60, 680, 'Note: the National Identification Number (NIN) is your identity; keep this slip safe and present it when asked.', { font: 'Allerta', size: 17, color: '#444' });
  s.text(60, 712, 'Any alteration renders this slip invalid. Enquiries: the nearest NIMC enrolment centre.', { font: 'Allerta', size: 17, color: '#444' });
  return {
    html: s.html(tint('#fbfdf9', rng, 3), 2),
    radius: 2,
    width: W,
    height: H,
    widthMm: 180,
    criticalPx: s.minCritical,
    fonts: designFonts.standard,
    freeCorners: ['tl', 'tr'],
    glareZones: [
      { x0: 0.1, y0: 0.03, x1: 0.9, y1: 0.2 },
      { x0: 0.05, y0: 0.84, x1: 0.95, y1: 0.95 },
    ],
  };
}

function ninCardEid(c: Blind7Case, p: Person, rng: Rng): Page {
  const W = 1198;
  const H = 756;
  const s = new Sheet(W, H);
  const band = tint('#0f6b3a', rng, 10);
  s.svg(`${waves(W, H, rng, '#2f8f58', 0.18, 30)}${rosette(930, 470, 220, rng, '#2f8f58', 0.16)}`);
  s.box(0, 0, W, 124, `background:linear-gradient(90deg, ${band}, ${tint('#2e9b5a', rng, 8)})`);
  s.svg(arms(18, 12, 98));
  s.text(132, 16, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'BetecknaGS', size: 36, color: '#ffffff', spacing: 1 });
  s.text(132, 64, 'NATIONAL IDENTITY CARD', { font: 'BetecknaGS', size: 28, color: '#fbe9a0', spacing: 2 });
  s.img(1016, 146, 132, 100, svgUrl(chip(132, 100)));
  s.img(40, 156, 270, 340, svgUrl(portrait(p, 270, 340, rng, rng.pick(photoBackgrounds))), 'border-radius:6px');
  const L: TextStyle = { font: 'Jura', size: 17, color: '#3d5a48', weight: 600 };
  const V: TextStyle = { font: 'Allerta', size: 29, color: '#111' };
  const pr = c.printed;
  const style: DateStyle = rng.pick(['dd/mm/yyyy', 'dd MMM yyyy'] as const);
  const x = 340 + jitter(rng, 5);
  s.field(x, 150, 'SURNAME / NOM', pr.surname, L, crit(V, 660), 21);
  s.field(x, 226, 'GIVEN NAMES / PRÉNOMS', pr.givenNames, L, crit(V, 810), 21);
  s.field(x, 302, 'DATE OF BIRTH / DATE DE NAISSANCE', printDate(pr.dateOfBirth, style), L, crit(V, 420), 21).field(x + 440, 302, 'SEX / SEXE', pr.sex, L, V, 21);
  s.field(x, 378, 'ISSUE DATE', printDate(pr.issueDate ?? '', style), L, { ...V, max: 280 }, 21).field(x + 300, 378, "EXPIRY DATE / DATE D'EXPIRATION", printDate(pr.expiryDate ?? '', style), L, crit(V, 510), 21);
  s.text(x, 458, 'NIN', { ...L, size: 20 });
  s.text(x, 480, rng.chance(0.5) ? ninGrouped(pr.nin ?? '') : (pr.nin ?? ''), { font: 'Allerta', size: 46, color: '#0b3d22', spacing: 3, critical: true, max: 810 });
  s.text(40, 516, "HOLDER'S SIGNATURE", { ...L, size: 14 });
  s.img(40, 536, 270, 80, svgUrl(signature(270, 80, rng)));
  const cardNo = `ND ${String(rng.int(0, 9999)).padStart(4, '0')} ${String(rng.int(0, 9999)).padStart(4, '0')}`;
  s.text(1160, 700, `CARD NO. ${cardNo}`, { font: 'Jura', size: 17, color: '#4a5a50', anchor: 'end' });
  return {
    html: s.html(`linear-gradient(170deg, #ffffff, ${tint('#e4f3e8', rng, 5)})`, 34),
    radius: 34,
    width: W,
    height: H,
    widthMm: 85.6,
    criticalPx: s.minCritical,
    fonts: designFonts.eid,
    freeCorners: ['tr', 'bl'],
    glareZones: [
      { x0: 0.05, y0: 0.02, x1: 0.95, y1: 0.15 },
      { x0: 0.04, y0: 0.22, x1: 0.25, y1: 0.64 },
    ],
  };
}

function ninCardGmpc(c: Blind7Case, p: Person, rng: Rng): Page {
  const W = 1198;
  const H = 756;
  const s = new Sheet(W, H);
  const green = tint('#127a3f', rng, 10);
  s.svg(`<path d="M0 560 C 300 480, 700 700, 1198 520 L1198 756 L0 756 Z" fill="${green}" opacity="0.14"/><path d="M0 620 C 380 540, 760 760, 1198 600" stroke="${green}" stroke-width="6" fill="none" opacity="0.35"/>${waves(W, 520, rng, '#6aa884', 0.14, 24)}`);
  s.svg(arms(1088, 14, 92));
  s.text(40, 24, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Berenis ADF Pro', size: 30, weight: 700, color: green });
  s.text(40, 62, 'National e-ID Card · Carte d’identité nationale', { font: 'Berenis ADF Pro', size: 20, color: '#35554a', italic: true });
  s.img(880, 150, 270, 340, svgUrl(portrait(p, 270, 340, rng, rng.pick(photoBackgrounds))));
  s.img(720, 250, 120, 92, svgUrl(chip(120, 92)));
  const L: TextStyle = { font: 'Libris ADF Std', size: 18, color: '#3e5a50' };
  const V: TextStyle = { font: 'Routed Gothic', size: 31, color: '#111' };
  const pr = c.printed;
  const style: DateStyle = rng.pick(['dd MMM yyyy', 'dd-mm-yyyy'] as const);
  s.field(40, 110, 'Surname', pr.surname, L, crit(V, 820), 21);
  s.field(40, 184, 'Given Names', pr.givenNames, L, crit(V, 820), 21);
  s.field(40, 258, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(V, 360), 21).field(420, 258, 'Sex', pr.sex, L, V, 21);
  s.field(40, 332, 'NIN', pr.nin ?? '', L, crit({ ...V, size: 38, spacing: 2 }, 640), 21);
  s.field(40, 416, 'Issued', printDate(pr.issueDate ?? '', style), L, { ...V, max: 270 }, 21).field(330, 416, 'Expiry', printDate(pr.expiryDate ?? '', style), L, crit(V, 380), 21);
  // The card's prepaid payment face: a Verve number, its validity (the card's expiry) and the embossed name.
  const pan = `5061${Array.from({ length: 15 }, () => String(rng.int(0, 9))).join('')}`;
  const exp = pr.expiryDate ?? '';
  s.text(40, 512, grouped(pan, [4, 4, 4, 4, 3]), { font: 'OCR B', size: 40, color: '#20302a', spacing: 1 });
  s.text(40, 570, `VALID THRU ${exp.slice(5, 7)}/${exp.slice(2, 4)}`, { font: 'OCR B', size: 22, color: '#20302a' });
  const [first] = firstAndMiddle(pr.givenNames);
  s.text(40, 610, `${first} ${pr.surname}`.normalize('NFD').replace(/\p{M}/gu, '').replace(/'/g, ''), { font: 'OCR B', size: 26, color: '#20302a', max: 640 });
  s.text(1160, 676, 'Verve', { font: 'Berenis ADF Pro', size: 46, weight: 700, italic: true, color: '#c8102e', anchor: 'end' });
  return {
    html: s.html(`linear-gradient(135deg, #ffffff, ${tint('#f1f6f2', rng, 4)})`, 34),
    radius: 34,
    width: W,
    height: H,
    widthMm: 85.6,
    criticalPx: s.minCritical,
    fonts: designFonts.gmpc,
    freeCorners: ['tr', 'br'],
    glareZones: [
      { x0: 0.72, y0: 0.2, x1: 0.97, y1: 0.64 },
      { x0: 0.5, y0: 0.86, x1: 0.97, y1: 0.97 },
    ],
  };
}

function licence2017(c: Blind7Case, p: Person, rng: Rng): Page {
  const W = 1198;
  const H = 756;
  const s = new Sheet(W, H);
  const navy = tint('#0a3d62', rng, 10);
  s.svg(`${waves(W, H, rng, '#4a86b4', 0.17, 30)}${seal(599, 420, 230, 'FEDERAL ROAD SAFETY CORPS', 'FRSC', '#4a86b4', 'BetecknaGS')}`, 0.2);
  s.svg(`${seal(70, 68, 56, 'FEDERAL ROAD SAFETY CORPS', 'FRSC', navy, 'BetecknaGS', '#ffffff')}${arms(1090, 12, 92)}`);
  s.text(599, 14, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'BetecknaGS', size: 30, color: navy, anchor: 'middle', spacing: 1 });
  s.text(599, 50, "NATIONAL DRIVERS' LICENCE", { font: 'BetecknaGS', size: 32, weight: 700, color: '#b71c1c', anchor: 'middle' });
  s.text(599, 92, `${p.state} STATE`, { font: 'Roadgeek 2014 Series C', size: 24, color: navy, anchor: 'middle', spacing: 2 });
  s.img(36, 148, 250, 320, svgUrl(portrait(p, 250, 320, rng, rng.pick(photoBackgrounds))));
  s.img(36, 480, 250, 74, svgUrl(signature(250, 74, rng)));
  const L: TextStyle = { font: 'Roadgeek 2014 Series C', size: 21, color: '#2f4b66' };
  const V: TextStyle = { font: 'Roadgeek 2014 Series D', size: 31, color: '#111' };
  const pr = c.printed;
  const style: DateStyle = 'dd-mm-yyyy';
  const x1 = 320;
  const x2 = 770 + jitter(rng, 6);
  const label = (x: number, y: number, l: string, v: string, vs: TextStyle = { ...V, max: 260 }) => {
    s.text(x, y + 8, l, L);
    s.text(x + (l.length > 5 ? 118 : 92), y, v, vs);
  };
  label(x1, 140, 'L/NO', pr.documentNumber, crit({ ...V, size: 36, color: '#b71c1c' }, 740));
  s.text(x1, 210, 'NAME', L);
  s.text(x1, 236, `${pr.surname}, ${pr.givenNames}`, crit({ ...V, size: 30 }, 840));
  label(x1, 292, 'D OF B', printDate(pr.dateOfBirth, style), crit(V, 310));
  label(x2, 292, 'SEX', pr.sex);
  label(x1, 352, 'ISS D', printDate(pr.issueDate ?? '', style));
  label(x2, 352, 'EXP D', printDate(pr.expiryDate ?? '', style), crit(V, 260));
  label(x1, 412, 'CLASS', rng.pick(['B', 'B, C', 'E']));
  label(x2, 412, 'BG', p.bloodGroup);
  label(x2 + 190, 412, 'HT', p.height);
  s.text(x1, 474, 'ADDRESS', L);
  s.text(x1, 498, p.address, { ...V, size: 24, max: 840 });
  label(x1, 548, 'NOK PH', `080${rng.int(1, 9)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`, { ...V, size: 26 });
  label(x2, 548, 'REP', String(rng.int(0, 2)).padStart(2, '0'), { ...V, size: 26 });
  s.text(x1, 610, `FACIAL MARK: ${rng.pick(['NIL', 'NIL', 'TRIBAL'])}    GLASSES: ${rng.pick(['NO', 'YES'])}`, { ...L, size: 19 });
  s.img(830, 640, 330, 90, svgUrl(stackedBarcode(330, 90, rng)));
  return {
    html: s.html(`linear-gradient(160deg, ${tint('#e8f1f8', rng, 5)}, ${tint('#eef7ee', rng, 5)})`, 34),
    radius: 34,
    width: W,
    height: H,
    widthMm: 85.6,
    criticalPx: s.minCritical,
    fonts: designFonts['frsc-2017'],
    freeCorners: ['tr', 'bl'],
    glareZones: [
      { x0: 0.12, y0: 0.02, x1: 0.88, y1: 0.15 },
      { x0: 0.03, y0: 0.21, x1: 0.24, y1: 0.6 },
    ],
  };
}

function licenceClassic(c: Blind7Case, p: Person, rng: Rng): Page {
  const W = 1198;
  const H = 756;
  const s = new Sheet(W, H);
  const green = tint('#1b5e20', rng, 10);
  s.svg(`${waves(W, H, rng, '#9ab84a', 0.2, 26)}${rosette(560, 400, 250, rng, '#9ab84a', 0.18)}`);
  s.svg(`${seal(76, 72, 56, 'FEDERAL ROAD SAFETY CORPS', 'FRSC', green, 'Jura', '#fffde7')}`);
  s.text(150, 16, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Old Standard TT', size: 30, weight: 700, color: green });
  s.text(150, 56, "DRIVER'S LICENCE", { font: 'Old Standard TT', size: 34, color: '#6d4c00', spacing: 2 });
  s.text(1160, 24, p.state, { font: 'Old Standard TT', size: 30, weight: 700, color: green, anchor: 'end' });
  s.img(900, 140, 260, 330, svgUrl(portrait(p, 260, 330, rng, rng.pick(photoBackgrounds))), 'border:3px solid #ffffff');
  s.img(900, 488, 260, 76, svgUrl(signature(260, 76, rng)));
  const L: TextStyle = { font: 'Jura', size: 18, color: '#33691e', weight: 600 };
  const V: TextStyle = { font: 'Routed Gothic', size: 30, color: '#111' };
  const pr = c.printed;
  const style: DateStyle = rng.pick(['dd-mm-yyyy', 'dd/mm/yyyy'] as const);
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const x2 = 470 + jitter(rng, 5);
  s.field(40, 136, 'Licence No.', pr.documentNumber, L, crit({ ...V, size: 34 }, 830), 21);
  s.field(40, 206, 'Surname', pr.surname, L, crit(V, 830), 21);
  s.field(40, 276, 'First Name', first, L, crit(V, 405), 21).field(x2, 276, 'Middle Name', middle, L, crit(V, 405), 21);
  s.field(40, 346, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(V, 405), 21).field(x2, 346, 'Sex', pr.sex, L, V, 21);
  s.field(40, 416, 'Issue Date', printDate(pr.issueDate ?? '', style), L, { ...V, max: 405 }, 21).field(x2, 416, 'Expiry Date', printDate(pr.expiryDate ?? '', style), L, crit(V, 405), 21);
  s.field(40, 486, 'Class', rng.pick(['B', 'C', 'B, E']), L, V, 21).field(250, 486, 'Blood Group', p.bloodGroup, L, V, 21).field(x2, 486, 'Height', `${p.height} M`, L, V, 21);
  s.field(40, 556, 'Address', p.address, L, { ...V, size: 24, max: 830 }, 21);
  s.box(0, 676, W, 80, `background:${green};opacity:0.9`);
  s.text(599, 700, 'THIS LICENCE IS VALID ONLY FOR THE CLASS(ES) OF VEHICLE SHOWN', { font: 'Jura', size: 19, color: '#fffde7', anchor: 'middle', weight: 600 });
  return {
    html: s.html(`linear-gradient(200deg, ${tint('#f7f9e3', rng, 5)}, ${tint('#e6f2d8', rng, 5)})`, 34),
    radius: 34,
    width: W,
    height: H,
    widthMm: 85.6,
    criticalPx: s.minCritical,
    fonts: designFonts['frsc-classic'],
    freeCorners: ['tl', 'br'],
    glareZones: [
      { x0: 0.05, y0: 0.9, x1: 0.95, y1: 0.98 },
      { x0: 0.76, y0: 0.2, x1: 0.96, y1: 0.6 },
    ],
  };
}

function pvc2011(c: Blind7Case, p: Person, rng: Rng): Page {
  const W = 1198;
  const H = 756;
  const s = new Sheet(W, H);
  const band = tint('#0a7d3b', rng, 10);
  s.svg(`${waves(W, H, rng, '#3aa066', 0.14, 24)}`);
  s.box(0, 0, W, 150, `background:${band}`);
  s.svg(`${seal(82, 76, 60, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', 'INEC', '#ffffff', 'Libris ADF Std', band)}${arms(1094, 26, 88, '#e8f5e9')}`);
  s.text(165, 26, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'Accanthis ADF Std', size: 29, weight: 700, color: '#ffffff' });
  s.text(165, 72, "PERMANENT VOTER'S CARD", { font: 'Accanthis ADF Std', size: 36, color: '#ffe082', spacing: 2 });
  s.img(40, 180, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds))));
  s.img(40, 512, 120, 92, svgUrl(chip(120, 92)));
  const L: TextStyle = { font: 'Libris ADF Std', size: 19, color: '#1b5e20', weight: 700 };
  const V: TextStyle = { font: 'Routed Gothic', size: 29, color: '#111' };
  const pr = c.printed;
  const style: DateStyle = rng.pick(['dd-mm-yyyy', 'dd MMM yyyy'] as const);
  const x = 310;
  const row = (y: number, label: string, value: string, vs: TextStyle = { ...V, max: 650 }) => {
    s.text(x, y + 7, label, L);
    s.text(x + 200, y, value, vs);
  };
  row(178, 'VIN:', vinGrouped(pr.documentNumber), crit({ ...V, size: 33, spacing: 1 }, 650));
  row(246, 'NAME:', `${pr.surname}, ${pr.givenNames}`, crit(V, 650));
  row(312, 'DATE OF BIRTH:', printDate(pr.dateOfBirth, style), crit(V, 350));
  s.text(880, 319, 'GENDER:', L);
  s.text(990, 312, pr.sex, V);
  row(378, 'OCCUPATION:', p.occupation);
  row(444, 'ADDRESS:', p.address, { ...V, size: 25, max: 650 });
  const delim = `${String(rng.int(1, 37)).padStart(2, '0')}-${String(rng.int(1, 20)).padStart(2, '0')}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 40)).padStart(3, '0')}`;
  row(510, 'DELIM:', delim);
  s.img(700, 630, 450, 86, svgUrl(stackedBarcode(450, 86, rng)));
  s.text(40, 700, 'This card remains the property of INEC.', { font: 'Libris ADF Std', size: 17, color: '#456' });
  return {
    html: s.html(`linear-gradient(180deg, #ffffff, ${tint('#eef7f0', rng, 5)})`, 34),
    radius: 34,
    width: W,
    height: H,
    widthMm: 85.6,
    criticalPx: s.minCritical,
    fonts: designFonts['pvc-2011'],
    freeCorners: ['tr', 'br', 'bl'],
    glareZones: [
      { x0: 0.05, y0: 0.02, x1: 0.95, y1: 0.18 },
      { x0: 0.55, y0: 0.85, x1: 0.97, y1: 0.97 },
    ],
  };
}

function pvc2023(c: Blind7Case, p: Person, rng: Rng): Page {
  const W = 1198;
  const H = 756;
  const s = new Sheet(W, H);
  const green = tint('#006837', rng, 10);
  s.svg(`${waves(W, H, rng, '#43a36b', 0.16, 28)}${seal(520, 430, 250, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', 'INEC', '#43a36b', 'BetecknaGS')}`, 0.18);
  s.svg(seal(1110, 76, 60, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', 'INEC', green, 'BetecknaGS', '#ffffff'));
  s.text(40, 22, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'BetecknaGS', size: 28, color: green });
  s.text(40, 60, "PERMANENT VOTER'S CARD", { font: 'BetecknaGS', size: 38, weight: 700, color: '#c62828', spacing: 1 });
  s.img(900, 170, 260, 320, svgUrl(portrait(p, 260, 320, rng, rng.pick(photoBackgrounds))), 'border-radius:10px');
  const L: TextStyle = { font: 'Jura', size: 18, color: '#2e7d32', weight: 600 };
  const V: TextStyle = { font: 'Allerta', size: 28, color: '#111' };
  const pr = c.printed;
  const style: DateStyle = rng.pick(['dd MMM yyyy', 'dd/mm/yyyy'] as const);
  s.field(40, 128, 'VIN', vinGrouped(pr.documentNumber), L, crit({ ...V, size: 34, spacing: 1 }, 840), 21);
  s.field(40, 204, 'Surname', pr.surname, L, crit(V, 840), 21);
  s.field(40, 270, 'Other Names', pr.givenNames, L, crit(V, 840), 21);
  s.field(40, 336, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(V, 410), 21).field(470, 336, 'Gender', pr.sex === 'M' ? 'MALE' : 'FEMALE', L, V, 21);
  s.field(40, 402, 'Occupation', p.occupation, L, { ...V, max: 840 }, 21);
  const pu = `${String(rng.int(1, 37)).padStart(2, '0')}/${String(rng.int(1, 20)).padStart(2, '0')}/${String(rng.int(1, 12)).padStart(2, '0')}/${String(rng.int(1, 40)).padStart(3, '0')}`;
  s.field(40, 468, 'State / LGA', `${p.state} / ${p.lga}`, L, { ...V, size: 24, max: 560 }, 21).field(620, 468, 'PU Code', pu, L, { ...V, size: 24 }, 21);
  s.img(40, 560, 160, 160, svgUrl(qrLike(160, rng)));
  s.text(1160, 700, 'Not transferable', { font: 'Jura', size: 17, color: '#555', anchor: 'end' });
  return {
    html: s.html(`linear-gradient(125deg, ${tint('#dff0e4', rng, 5)}, #ffffff 55%, ${tint('#f3f7e8', rng, 5)})`, 34),
    radius: 34,
    width: W,
    height: H,
    widthMm: 85.6,
    criticalPx: s.minCritical,
    fonts: designFonts['pvc-2023'],
    freeCorners: ['tr', 'bl', 'br'],
    glareZones: [
      { x0: 0.76, y0: 0.23, x1: 0.96, y1: 0.64 },
      { x0: 0.2, y0: 0.87, x1: 0.95, y1: 0.97 },
    ],
  };
}

/** The page of a case (the same page every time: its choices are seeded by the case). */
export function pageOf(c: Blind7Case): Page {
  const p = personOf(c.person);
  const rng = rngOf(seedOf('page', c.seed));
  switch (c.design) {
    case 'green-2007':
      return passportGreen(c, p, rng);
    case 'enhanced-2019':
      return passportEnhanced(c, p, rng);
    case 'improved':
      return ninSlipImproved(c, p, rng);
    case 'standard':
      return ninSlipStandard(c, p, rng);
    case 'eid':
      return ninCardEid(c, p, rng);
    case 'gmpc':
      return ninCardGmpc(c, p, rng);
    case 'frsc-2017':
      return licence2017(c, p, rng);
    case 'frsc-classic':
      return licenceClassic(c, p, rng);
    case 'pvc-2011':
      return pvc2011(c, p, rng);
    case 'pvc-2023':
      return pvc2023(c, p, rng);
  }
}
