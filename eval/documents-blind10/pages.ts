import { crit, emMetrics, firstAndMiddle, grouped, jitter, PageSheet, tint, type Page as SheetPage, type TextStyle, type Zone } from '../blind-kit/page-helpers.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { badge, barcode, chip6, dataMatrix, guilloche, holoStrip, lineScreen, portrait, signature, sunburst, svgUrl } from './art.js';
import type { Blind10Case, Design } from './cases.js';
import { printDate, type DateStyle } from './dates.js';
import { personOf, type Person } from './people.js';

export type { Zone };

/**
 * The tenth set's ten designs (two per layout) as HTML pages of fixed pixel size, drawn from public
 * descriptions of the real documents: a polycarbonate passport data page with mixed-case bilingual
 * labels and an older paper booklet page with colon labels; NIMC's tabled slip (first and middle
 * names in cells of their own) and its premium card-sized slip; a green eID card with colon labels
 * and a blue multipurpose card with stacked ones; an older and a newer FRSC licence; an older and a
 * newer PVC. Positions, colours, label wordings and date forms are this set's own and differ from
 * the ninth's. Each page says where a glare, a sheen or a thumb may lie without touching a field a
 * reader needs.
 */

/** A page's layout facts (no field boxes: nothing in this set needs them); its quiet zones are where where a thumb may lie: no field a reader needs is there (the portrait is one); at least one touches the page's edge. */
export type Page = Omit<SheetPage, 'fieldBoxes'>;

/** The fonts each design uses (fonts.ts lists their packages). */
export const designFonts: Record<Design, string[]> = {
  'pc-2022': ['CMU Bright', 'GFS Neohellenic', 'Monoid', 'OCR B'],
  'paper-1998': ['Yanone Kaffeesatz', 'CMU Concrete', 'CMU Typewriter Text', 'OCR B'],
  'slip-table': ['Bebas Neue', 'CMU Bright', 'IBM 3270'],
  'slip-premium': ['Yanone Kaffeesatz', 'Romande ADF Std', 'Agave'],
  'eid-green': ['Comic Neue', 'GFS Neohellenic', 'Agave'],
  'mpc-blue': ['Bebas Neue', 'Monoid', 'CMU Bright'],
  'dl-2012': ['CMU Typewriter Text', 'CMU Concrete', 'IBM 3270'],
  'dl-2022': ['Yanone Kaffeesatz', 'Bebas Neue', 'Agave'],
  'pvc-2015': ['Comic Neue', 'Romande ADF Std', 'Monoid', 'IBM 3270'],
  'pvc-2019': ['CMU Bright', 'Agave', 'Bebas Neue'],
};

/** The date form each design prints. */
export const designDates: Record<Design, DateStyle> = {
  'pc-2022': 'dd MMM/FR yy',
  'paper-1998': 'dd MMM yyyy',
  'slip-table': 'd Mmm yyyy',
  'slip-premium': 'dd.mm.yyyy',
  'eid-green': 'yyyy-mm-dd',
  'mpc-blue': 'dd-mm-yyyy',
  'dl-2012': 'dd/mm/yyyy',
  'dl-2022': 'dd Mmm yyyy',
  'pvc-2015': 'dd/mm/yyyy',
  'pvc-2019': 'dd Mmm yyyy',
};

/**
 * A generous average advance (em) of each family for capitals at weight 700: a text fitted with it
 * never overflows its width (check.ts measures the rendered widths against their room).
 */
const ADVANCE: Record<string, number> = {
  'CMU Bright': 0.74,
  'CMU Typewriter Text': 0.56,
  'CMU Concrete': 0.8,
  'GFS Neohellenic': 0.74,
  'Romande ADF Std': 0.82,
  Agave: 0.56,
  Monoid: 0.66,
  'Bebas Neue': 0.5,
  'Yanone Kaffeesatz': 0.52,
  'Comic Neue': 0.74,
  'IBM 3270': 0.56,
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

function page(s: Sheet, design: Design, background: string, radius: number, widthMm: number, paper: boolean, quietZones: Zone[]): Page {
  return { html: s.html(background, radius), width: s.w, height: s.h, radius, widthMm, paper, criticalPx: s.minCritical, fonts: designFonts[design], quietZones };
}

function pc2022(c: Blind10Case, p: Person, rng: Rng): Page {
  const W = 1500;
  const H = 1056;
  const s = new Sheet(W, H);
  const ink = tint('#174a7c', rng, 8);
  s.svg(`${guilloche(980, 420, 620, rng, '#7fb3d5', 0.2)}${guilloche(260, 900, 380, rng, '#a3d9b1', 0.18)}<g opacity="0.07">${badge(900, 440, 260, '#174a7c')}</g>`);
  s.box(0, 0, W, 92, `background:linear-gradient(90deg, ${tint('#dcebf7', rng, 4)}, ${tint('#e5f4ea', rng, 4)})`);
  s.svg(badge(62, 46, 40));
  s.text(120, 14, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'CMU Bright', size: 34, weight: 700, color: ink, spacing: 1 });
  s.text(120, 54, 'République Fédérale du Nigéria', { font: 'CMU Bright', size: 21, color: ink, italic: true });
  s.text(1465, 26, 'PASSPORT / PASSEPORT', { font: 'CMU Bright', size: 26, weight: 700, color: '#0b6b3a', anchor: 'end' });
  // Laser-engraved portrait on the left, a hologram strip beside it, its ghost by the MRZ.
  s.img(40, 138, 330, 420, svgUrl(portrait(p, 330, 420, rng, '#e8edf1', true)), 'border-radius:10px');
  s.img(378, 130, 22, 650, svgUrl(holoStrip(22, 650, rng)));
  s.img(1300, 600, 140, 175, svgUrl(portrait(p, 140, 175, rng, '#ffffff', true)), 'opacity:0.25');
  const L: TextStyle = { font: 'CMU Bright', size: 18, color: '#3a5f7f' };
  const V: TextStyle = { font: 'GFS Neohellenic', size: 36, weight: 700, color: '#0f0f0f' };
  const style = designDates['pc-2022'];
  const pr = c.printed;
  const x1 = 425 + jitter(rng, 5);
  const x2 = 800;
  const x3 = 1040;
  const gap = 22;
  s.stacked(x1, 112, 'Type / Type', 'P', L, V, gap).stacked(x1 + 150, 112, 'Code / Code', 'NGA', L, V, gap).stacked(x3, 112, 'Passport No. / N° de passeport', pr.documentNumber, L, crit({ font: 'Monoid', size: 34, weight: 700, color: '#6b1b1b' }, 420), gap);
  s.stacked(x1, 190, 'Surname / Nom', pr.surname, L, crit(V, 1030), gap);
  s.stacked(x1, 268, 'Given names / Prénoms', pr.givenNames, L, crit(V, 1030), gap);
  s.stacked(x1, 346, 'Nationality / Nationalité', 'NIGERIAN', L, V, gap).stacked(x2, 346, 'Sex / Sexe', pr.sex, L, V, gap).stacked(x3, 346, 'Personal No. / N° personnel', pr.nin ?? '', L, { font: 'Monoid', size: 30, weight: 700, color: '#222', max: 420 }, gap);
  s.stacked(x1, 424, 'Date of birth / Date de naissance', printDate(pr.dateOfBirth, style), L, crit(V, 360), gap).stacked(x2 + 40, 424, 'Place of birth / Lieu de naissance', p.placeOfBirth, L, { ...V, max: 560 }, gap);
  s.stacked(x1, 502, 'Date of issue / Date de délivrance', printDate(pr.issueDate ?? '', style), L, { ...V, max: 360 }, gap).stacked(x2 + 40, 502, 'Authority / Autorité', rng.pick(['NIS HQ ABUJA', 'NIS KANO', 'NIS CALABAR', 'NIS MINNA']), L, { ...V, max: 560 }, gap);
  s.stacked(x1, 580, "Date of expiry / Date d'expiration", printDate(pr.expiryDate ?? '', style), L, crit(V, 360), gap);
  s.text(x2 + 40, 580, "Holder's signature / Signature du titulaire", L);
  s.img(x2 + 40, 606, 300, 80, svgUrl(signature(300, 80, rng, '#1a1a1a')));
  s.box(0, 792, W, 264, 'background:rgba(255,255,255,0.6)');
  const mrz = c.mrz ?? ['', ''];
  s.text(70, 836, mrz[0], { font: 'OCR B', size: 41, color: '#0b0b0b', critical: true, max: 1380 });
  s.text(70, 930, mrz[1], { font: 'OCR B', size: 41, color: '#0b0b0b', critical: true, max: 1380 });
  return page(s, 'pc-2022', `linear-gradient(170deg, ${tint('#eef4fa', rng, 5)}, ${tint('#f1f8f1', rng, 5)} 55%, ${tint('#eaf1f7', rng, 5)})`, 16, 125, false, [
    // The portrait: no field a reader needs.
    { x0: 0.025, y0: 0.128, x1: 0.248, y1: 0.532 },
    // Below the portrait, from the left edge.
    { x0: 0, y0: 0.55, x1: 0.25, y1: 0.74 },
    // The header's right end, from the top edge.
    { x0: 0.62, y0: 0, x1: 1, y1: 0.085 },
  ]);
}

function paper1998(c: Blind10Case, p: Person, rng: Rng): Page {
  const W = 1500;
  const H = 1056;
  const s = new Sheet(W, H);
  const green = tint('#1f5c35', rng, 8);
  s.svg(`${lineScreen(0, 0, W, 790, rng, '#b8a46a', 0.2)}${guilloche(1100, 430, 520, rng, '#7aa583', 0.12)}`);
  s.svg(`<path d="M0 0 H${W} V70 Q ${W * 0.75} 92 ${W / 2} 74 Q ${W * 0.25} 56 0 78 Z" fill="${green}"/>`);
  s.text(W / 2, 12, 'FEDERAL REPUBLIC OF NIGERIA  ·  PASSPORT', { font: 'CMU Concrete', size: 32, weight: 700, color: '#f4ecd2', anchor: 'middle', spacing: 2 });
  s.img(60, 130, 300, 380, svgUrl(portrait(p, 300, 380, rng, rng.pick(photoBackgrounds))), 'box-shadow:0 0 0 2px #ffffff, 0 0 0 3px #8b7d57');
  // The dry seal pressed over the photo's corner.
  s.svg(`<g opacity="0.35"><circle cx="330" cy="480" r="70" fill="none" stroke="#6a6a6a" stroke-width="3"/><circle cx="330" cy="480" r="56" fill="none" stroke="#6a6a6a" stroke-width="1.5"/>${badge(330, 480, 40, '#6a6a6a')}</g>`);
  s.img(70, 560, 280, 80, svgUrl(signature(280, 80, rng)));
  const L: TextStyle = { font: 'Yanone Kaffeesatz', size: 25, color: '#5b4a22' };
  const V: TextStyle = { font: 'CMU Concrete', size: 34, weight: 700, color: '#141414' };
  // Numbers and dates as a typewriter would set them.
  const D: TextStyle = { font: 'CMU Typewriter Text', size: 34, weight: 700, color: '#141414' };
  const style = designDates['paper-1998'];
  const pr = c.printed;
  const lx = 400 + jitter(rng, 4);
  const vx = 630;
  s.inline(lx, vx, 120, 'Passport No:', pr.documentNumber, L, crit({ ...D, color: '#7a1414' }, 330)).inline(1010, 1080, 120, 'Type:', 'P', L, V).inline(1160, 1240, 120, 'Code:', 'NGA', L, V);
  s.inline(lx, vx, 196, 'Surname:', pr.surname, L, crit(V, 830));
  s.inline(lx, vx, 272, 'Given Names:', pr.givenNames, L, crit(V, 830));
  s.inline(lx, vx, 348, 'Nationality:', 'NIGERIAN', L, V).inline(1010, 1080, 348, 'Sex:', pr.sex, L, V);
  s.inline(lx, vx, 424, 'Date of Birth:', printDate(pr.dateOfBirth, style), L, crit(D, 330)).inline(1010, 1200, 424, 'Place of Birth:', p.placeOfBirth, L, { ...V, max: 270 });
  s.inline(lx, vx, 500, 'Date of Issue:', printDate(pr.issueDate ?? '', style), L, { ...D, max: 330 });
  s.inline(lx, vx, 576, 'Date of Expiry:', printDate(pr.expiryDate ?? '', style), L, crit(D, 330));
  s.inline(lx, vx, 652, 'Issuing Office:', rng.pick(['IKOYI, LAGOS', 'ABUJA', 'ILORIN', 'MAIDUGURI']), L, { ...V, size: 30, max: 500 });
  s.box(0, 790, W, 266, `background:${tint('#f2ead0', rng, 4)}`);
  const mrz = c.mrz ?? ['', ''];
  s.text(64, 834, mrz[0], { font: 'OCR B', size: 41, color: '#121212', critical: true, max: 1390 });
  s.text(64, 928, mrz[1], { font: 'OCR B', size: 41, color: '#121212', critical: true, max: 1390 });
  return page(s, 'paper-1998', `linear-gradient(180deg, ${tint('#f7f0da', rng, 5)}, ${tint('#efe5c8', rng, 5)})`, 4, 125, true, [
    // The portrait.
    { x0: 0.035, y0: 0.118, x1: 0.245, y1: 0.49 },
    // Below the signature, from the left edge.
    { x0: 0, y0: 0.615, x1: 0.255, y1: 0.745 },
    // The right end of the lower lines, from the right edge.
    { x0: 0.86, y0: 0.46, x1: 1, y1: 0.745 },
  ]);
}

function slipTable(c: Blind10Case, p: Person, rng: Rng): Page {
  // NIMC's slip as a printout: a bordered table of labels and values, the NIN in a box of its own.
  const W = 1800;
  const H = 880;
  const s = new Sheet(W, H);
  const green = tint('#1e6b36', rng, 8);
  s.svg(`<g opacity="0.06">${badge(900, 470, 300, '#1e6b36')}</g>`);
  s.svg(badge(70, 62, 48));
  s.text(140, 20, 'NATIONAL IDENTITY MANAGEMENT COMMISSION', { font: 'Bebas Neue', size: 46, color: green, spacing: 2 });
  s.text(140, 72, 'Federal Republic of Nigeria  ·  National Identification Number Slip', { font: 'CMU Bright', size: 22, color: '#333' });
  const L: TextStyle = { font: 'Bebas Neue', size: 30, color: '#4d5a51', spacing: 1 };
  const V: TextStyle = { font: 'CMU Bright', size: 36, weight: 700, color: '#111' };
  const style = designDates['slip-table'];
  const pr = c.printed;
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const x0 = 40;
  const lw = 290;
  const tw = 1000;
  const rows: [string, string, TextStyle][] = [
    ['Surname', pr.surname, crit(V, tw - lw - 40)],
    ['First Name', first, crit(V, tw - lw - 40)],
    ['Middle Name', middle, crit(V, tw - lw - 40)],
    ['Gender', pr.sex === 'M' ? 'M' : 'F', V],
    ['Date of Birth', printDate(pr.dateOfBirth, style), crit(V, 500)],
    ['Date Issued', printDate(pr.issueDate ?? '', style), { ...V, size: 30, max: 500 }],
    ['Tracking ID', Array.from({ length: 15 }, () => rng.pick('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''))).join(''), { ...V, size: 28, max: 600 }],
  ];
  const rh = 76;
  const y0 = 130 + jitter(rng, 3);
  s.box(x0, y0, tw, rh * rows.length, 'border:2px solid #5d6b62');
  rows.forEach(([label, value, vs], k) => {
    const y = y0 + k * rh;
    if (k > 0) s.box(x0, y, tw, 0, 'border-top:1px solid #8a968e');
    s.box(x0, y, lw, rh, 'background:rgba(30,107,54,0.07);border-right:1px solid #8a968e');
    s.text(x0 + 18, y + 20, label, L);
    if (value) s.text(x0 + lw + 22, y + 14, value, vs);
  });
  s.text(x0, y0 + rh * rows.length + 22, `Address: ${p.address}`, { font: 'CMU Bright', size: 24, color: '#333', max: 1000 });
  // The NIN in a box beside the table.
  s.box(1080, 430, 680, 190, `border:3px solid ${green};border-radius:8px;background:rgba(255,255,255,0.8)`);
  s.text(1104, 446, 'NIN', { ...L, size: 34, color: green });
  s.text(1104, 500, pr.nin ?? '', { font: 'IBM 3270', size: 74, color: '#0d0d0d', spacing: 3, critical: true, max: 620 });
  s.img(1530, 120, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border:2px solid #5d6b62');
  s.img(1080, 660, 170, 170, svgUrl(dataMatrix(170, rng, '#102a16')));
  s.text(1280, 700, 'Keep this slip safe. Your NIN is for life.', { font: 'CMU Bright', size: 22, color: '#555' });
  return page(s, 'slip-table', tint('#fdfdfb', rng, 2), 1, 190, true, [
    // The photo.
    { x0: 0.845, y0: 0.13, x1: 0.985, y1: 0.475 },
    // The bottom right, from the right and bottom edges.
    { x0: 0.7, y0: 0.85, x1: 1, y1: 1 },
    // Above the NIN box, beside the photo.
    { x0: 0.6, y0: 0.13, x1: 0.84, y1: 0.47 },
  ]);
}

function slipPremium(c: Blind10Case, p: Person, rng: Rng): Page {
  // The premium slip: card-sized paper, square corners; names in Romande, figures in Agave.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#0f6e3c', rng, 10);
  s.svg(`${guilloche(760, 420, 520, rng, '#8ccaa2', 0.16)}${sunburst(W, H, 520, 48, '#e9d27a', 0.08)}`);
  s.box(0, 0, W, 96, `background:linear-gradient(90deg, ${green}, ${tint('#2f8f55', rng, 8)})`);
  s.svg(badge(54, 48, 38));
  s.text(110, 12, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Romande ADF Std', size: 34, weight: 700, color: '#ffffff', spacing: 1 });
  s.text(110, 56, 'National Identification Number Slip', { font: 'Yanone Kaffeesatz', size: 28, color: '#e2f3e8' });
  s.img(36, 130, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds))), 'border-radius:4px;border:2px solid #0f6e3c');
  const L: TextStyle = { font: 'Yanone Kaffeesatz', size: 22, color: '#3f6b50', spacing: 1 };
  const V: TextStyle = { font: 'Romande ADF Std', size: 34, weight: 700, color: '#111' };
  const D: TextStyle = { font: 'Agave', size: 32, weight: 700, color: '#111' };
  const style = designDates['slip-premium'];
  const pr = c.printed;
  const x = 310 + jitter(rng, 4);
  s.stacked(x, 122, 'SURNAME', pr.surname, L, crit(V, 840), 24);
  s.stacked(x, 202, 'GIVEN NAMES', pr.givenNames, L, crit(V, 850), 24);
  s.stacked(x, 282, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(D, 300), 24).stacked(x + 340, 282, 'SEX', pr.sex, L, V, 24);
  s.stacked(x, 362, 'ISSUE DATE', printDate(pr.issueDate ?? '', style), L, { ...D, size: 28, max: 300 }, 24);
  s.text(310, 470, 'NATIONAL IDENTIFICATION NUMBER (NIN)', { ...L, size: 24, color: green });
  s.text(310, 502, pr.nin ?? '', { font: 'Agave', size: 72, weight: 700, color: '#0c0c0c', spacing: 6, critical: true, max: 860 });
  s.img(980, 560, 170, 170, svgUrl(dataMatrix(170, rng, '#0e2a19')));
  s.text(310, 640, 'nimc.gov.ng', { font: 'Yanone Kaffeesatz', size: 22, color: '#555' });
  return page(s, 'slip-premium', `linear-gradient(180deg, ${tint('#f9fcf8', rng, 3)}, ${tint('#edf6ef', rng, 4)})`, 2, 85.6, true, [
    // The photo.
    { x0: 0.028, y0: 0.168, x1: 0.235, y1: 0.577 },
    // Below the photo, from the left and bottom edges.
    { x0: 0, y0: 0.6, x1: 0.245, y1: 1 },
    // The code, from the right edge.
    { x0: 0.8, y0: 0.72, x1: 1, y1: 1 },
  ]);
}

function eidGreen(c: Blind10Case, p: Person, rng: Rng): Page {
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#146b3a', rng, 10);
  s.svg(`${guilloche(700, 440, 560, rng, '#79c08f', 0.17)}${lineScreen(0, 600, W, 156, rng, '#d8b84a', 0.25, 6)}`);
  s.box(0, 0, W, 104, `background:linear-gradient(180deg, ${green}, ${tint('#0d5a2f', rng, 6)})`);
  s.svg(badge(60, 52, 42));
  s.text(122, 12, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'GFS Neohellenic', size: 36, weight: 700, color: '#ffffff', spacing: 1 });
  s.text(122, 58, 'National Identity Card', { font: 'Comic Neue', size: 26, weight: 700, color: '#d7f0de' });
  s.img(36, 136, 250, 310, svgUrl(portrait(p, 250, 310, rng, rng.pick(photoBackgrounds))), 'border-radius:14px');
  s.img(70, 480, 120, 100, svgUrl(chip6(120, 100)));
  const L: TextStyle = { font: 'Comic Neue', size: 21, weight: 700, color: '#2f5d41' };
  const V: TextStyle = { font: 'GFS Neohellenic', size: 33, weight: 700, color: '#101010' };
  const style = designDates['eid-green'];
  const pr = c.printed;
  const lx = 312 + jitter(rng, 3);
  const vx = 520;
  s.inline(lx, vx, 132, 'Surname:', pr.surname, L, crit(V, 640));
  s.inline(lx, vx, 200, 'Given Names:', pr.givenNames, L, crit(V, 640));
  s.inline(lx, vx, 268, 'Date of Birth:', printDate(pr.dateOfBirth, style), L, crit(V, 260)).inline(850, 920, 268, 'Sex:', pr.sex, L, V);
  s.inline(lx, vx, 336, 'Issued:', printDate(pr.issueDate ?? '', style), L, { ...V, max: 260 });
  s.inline(lx, vx, 404, 'Expires:', printDate(pr.expiryDate ?? '', style), L, crit(V, 260));
  s.inline(lx, vx, 484, 'NIN:', pr.nin ?? '', { ...L, size: 26 }, crit({ font: 'Agave', size: 48, weight: 700, color: '#0b3a1f', spacing: 2 }, 640));
  s.img(vx, 566, 240, 64, svgUrl(signature(240, 64, rng)));
  return page(s, 'eid-green', `linear-gradient(180deg, #ffffff, ${tint('#e6f4ea', rng, 5)})`, 34, 85.6, false, [
    // The photo.
    { x0: 0.028, y0: 0.177, x1: 0.241, y1: 0.594 },
    // The chip and below it, from the left and bottom edges.
    { x0: 0, y0: 0.61, x1: 0.25, y1: 1 },
    // The right end of the middle lines, from the right edge.
    { x0: 0.86, y0: 0.42, x1: 1, y1: 0.64 },
  ]);
}

function mpcBlue(c: Blind10Case, p: Person, rng: Rng): Page {
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const blue = tint('#1c4f8c', rng, 8);
  s.svg(`${sunburst(200, 700, 900, 60, '#9cc3ea', 0.1)}${guilloche(300, 380, 420, rng, '#9cc3ea', 0.15)}<path d="M0 ${H - 40} H${W} V${H} H0 Z" fill="${tint('#0f7a42', rng, 8)}"/>`);
  s.text(40, 18, 'NIGERIA', { font: 'Bebas Neue', size: 56, color: blue, spacing: 8 });
  s.text(40, 80, 'National Identity Management Commission · Multipurpose Card', { font: 'CMU Bright', size: 19, color: '#38506e' });
  s.svg(badge(1130, 56, 40));
  s.img(880, 130, 270, 340, svgUrl(portrait(p, 270, 340, rng, rng.pick(photoBackgrounds))), 'border-radius:8px;border:3px solid #ffffff');
  const L: TextStyle = { font: 'Bebas Neue', size: 24, color: '#4b6a90', spacing: 2 };
  const V: TextStyle = { font: 'Monoid', size: 30, weight: 700, color: '#0e0e0e' };
  const style = designDates['mpc-blue'];
  const pr = c.printed;
  const x = 40 + jitter(rng, 4);
  s.stacked(x, 124, 'Surname', pr.surname, L, crit(V, 800), 26);
  s.stacked(x, 200, 'Given Names', pr.givenNames, L, crit(V, 800), 26);
  s.stacked(x, 276, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(V, 260), 26).stacked(x + 300, 276, 'Sex', pr.sex, L, V, 26).stacked(x + 400, 276, 'Nationality', 'NGA', L, V, 26);
  s.stacked(x, 352, 'Issue Date', printDate(pr.issueDate ?? '', style), L, { ...V, max: 260 }, 26).stacked(x + 300, 352, 'Expiry Date', printDate(pr.expiryDate ?? '', style), L, crit(V, 260), 26);
  s.stacked(x, 442, 'NIN', grouped(pr.nin ?? '', [4, 3, 4]), { ...L, size: 28 }, crit({ font: 'Monoid', size: 50, weight: 700, color: blue }, 800), 30);
  s.img(x, 580, 260, 66, svgUrl(signature(260, 66, rng, '#222')));
  s.img(890, 500, 250, 60, svgUrl(barcode(250, 60, rng)));
  return page(s, 'mpc-blue', `linear-gradient(140deg, ${tint('#f2f7fd', rng, 4)}, #ffffff 60%, ${tint('#eef5fb', rng, 4)})`, 34, 85.6, false, [
    // The photo.
    { x0: 0.73, y0: 0.168, x1: 0.965, y1: 0.628 },
    // The barcode and below it, from the right and bottom edges.
    { x0: 0.72, y0: 0.645, x1: 1, y1: 1 },
    // Beside the signature, from the bottom edge.
    { x0: 0.3, y0: 0.82, x1: 0.7, y1: 1 },
  ]);
}

function dl2012(c: Blind10Case, p: Person, rng: Rng): Page {
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const navy = tint('#1a2f66', rng, 8);
  s.svg(`${guilloche(820, 420, 560, rng, '#8aa0d0', 0.15)}${lineScreen(0, 100, W, 656, rng, '#c9d3ea', 0.22, 9)}`);
  s.box(0, 0, W, 100, `background:${navy}`);
  s.box(0, 100, W, 8, 'background:#d63b2f');
  s.svg(badge(58, 50, 40));
  s.text(W / 2 + 40, 12, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'CMU Concrete', size: 34, weight: 700, color: '#ffffff', anchor: 'middle' });
  s.text(W / 2 + 40, 56, "NATIONAL DRIVERS' LICENCE", { font: 'CMU Typewriter Text', size: 28, weight: 700, color: '#ffd54a', anchor: 'middle', spacing: 2 });
  s.img(36, 136, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds))));
  s.img(46, 456, 220, 64, svgUrl(signature(220, 64, rng)));
  const L: TextStyle = { font: 'CMU Typewriter Text', size: 20, weight: 700, color: navy };
  const V: TextStyle = { font: 'CMU Concrete', size: 31, weight: 700, color: '#111' };
  const style = designDates['dl-2012'];
  const pr = c.printed;
  const lx = 300 + jitter(rng, 3);
  const vx = 490;
  s.inline(lx, vx, 128, 'LICENCE NO:', pr.documentNumber, L, crit({ font: 'IBM 3270', size: 40, color: '#8b1a1a' }, 420)).inline(920, 1010, 128, 'CLASS:', rng.pick(['B', 'C', 'E', 'B,C']), L, V);
  s.inline(lx, vx, 196, 'SURNAME:', pr.surname, L, crit(V, 670));
  s.inline(lx, vx, 264, 'OTHER NAMES:', pr.givenNames, L, crit(V, 670));
  s.inline(lx, vx, 332, 'D.O.B:', printDate(pr.dateOfBirth, style), L, crit(V, 260)).inline(790, 870, 332, 'SEX:', pr.sex, L, V).inline(920, 1050, 332, 'BLOOD:', p.bloodGroup, L, V);
  s.inline(lx, vx, 400, 'ISSUED:', printDate(pr.issueDate ?? '', style), L, { ...V, max: 260 }).inline(790, 920, 400, 'EXPIRY:', printDate(pr.expiryDate ?? '', style), L, crit(V, 250));
  s.inline(lx, vx, 468, 'STATE:', p.state, L, { ...V, size: 26, max: 300 }).inline(790, 870, 468, 'LGA:', p.lga, L, { ...V, size: 24, max: 290 });
  s.inline(lx, vx, 530, 'ADDRESS:', p.address, L, { ...V, size: 22, max: 680 });
  s.img(300, 630, 420, 70, svgUrl(barcode(420, 70, rng)));
  return page(s, 'dl-2012', `linear-gradient(180deg, #ffffff, ${tint('#eaeff9', rng, 5)})`, 32, 85.6, false, [
    // The photo.
    { x0: 0.028, y0: 0.178, x1: 0.232, y1: 0.58 },
    // Below the signature, from the left and bottom edges.
    { x0: 0, y0: 0.7, x1: 0.24, y1: 1 },
    // Right of the barcode, from the right and bottom edges.
    { x0: 0.62, y0: 0.78, x1: 1, y1: 1 },
  ]);
}

function dl2022(c: Blind10Case, p: Person, rng: Rng): Page {
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  s.svg(`${sunburst(W - 150, 420, 800, 72, '#f0b25a', 0.08)}${guilloche(560, 430, 520, rng, '#7fbf9a', 0.14)}`);
  s.svg(`<defs><linearGradient id="dh" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${tint('#e07a1f', rng, 8)}"/><stop offset="1" stop-color="${tint('#1d7a45', rng, 8)}"/></linearGradient></defs><path d="M0 0 H${W} V96 H0 Z" fill="url(#dh)"/>`);
  s.svg(badge(1140, 48, 38));
  s.text(36, 8, "NIGERIA DRIVER'S LICENCE", { font: 'Bebas Neue', size: 56, color: '#ffffff', spacing: 3 });
  s.text(620, 30, 'Federal Road Safety Corps', { font: 'Yanone Kaffeesatz', size: 30, color: '#fff4e0' });
  s.img(36, 124, 250, 320, svgUrl(portrait(p, 250, 320, rng, rng.pick(photoBackgrounds))), 'border-radius:6px');
  s.img(296, 124, 18, 320, svgUrl(holoStrip(18, 320, rng)));
  const L: TextStyle = { font: 'Yanone Kaffeesatz', size: 23, color: '#7a4a16' };
  const V: TextStyle = { font: 'Bebas Neue', size: 44, color: '#121212', spacing: 1 };
  const D: TextStyle = { font: 'Agave', size: 31, weight: 700, color: '#121212' };
  const style = designDates['dl-2022'];
  const pr = c.printed;
  const x1 = 340 + jitter(rng, 4);
  const x2 = 760;
  s.stacked(x1, 112, 'Licence No', pr.documentNumber, L, crit({ font: 'Agave', size: 36, weight: 700, color: '#9b1c1c' }, 400), 24).stacked(x2, 112, 'Class', rng.pick(['B', 'C', 'E', 'B C']), L, V, 24);
  s.stacked(x1, 190, 'Surname', pr.surname, L, crit(V, 800), 24);
  s.stacked(x1, 272, 'First Name & Middle Name', pr.givenNames, L, crit(V, 800), 24);
  s.stacked(x1, 354, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(D, 300), 24).stacked(x2, 354, 'Sex', pr.sex, L, V, 24).stacked(x2 + 120, 354, 'Blood Group', p.bloodGroup, L, V, 24);
  s.stacked(x1, 428, 'Date of Issue', printDate(pr.issueDate ?? '', style), L, { ...D, max: 300 }, 24).stacked(x2, 428, 'Date of Expiry', printDate(pr.expiryDate ?? '', style), L, crit(D, 300), 24);
  s.stacked(x1, 502, 'State of Issue', p.state, L, { ...V, size: 32, max: 400 }, 24).stacked(x2, 502, 'Height', `${p.height} M`, L, { ...V, size: 32 }, 24);
  s.img(36, 470, 250, 64, svgUrl(signature(250, 64, rng)));
  s.img(36, 600, 520, 100, svgUrl(barcode(520, 100, rng)));
  return page(s, 'dl-2022', `linear-gradient(165deg, ${tint('#fdf6ec', rng, 4)}, ${tint('#eef7f0', rng, 4)})`, 34, 85.6, false, [
    // The photo.
    { x0: 0.028, y0: 0.162, x1: 0.24, y1: 0.59 },
    // The barcode, from the left and bottom edges.
    { x0: 0, y0: 0.78, x1: 0.48, y1: 1 },
    // Right of the barcode, from the right and bottom edges.
    { x0: 0.62, y0: 0.8, x1: 1, y1: 1 },
  ]);
}

function pvc2015(c: Blind10Case, p: Person, rng: Rng): Page {
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#127338', rng, 10);
  s.svg(`${guilloche(900, 420, 520, rng, '#8fd1a5', 0.16)}${lineScreen(0, 0, W, H, rng, '#cfe8d6', 0.18, 10)}`);
  s.svg(`<path d="M0 0 H${W} V104 H0 Z" fill="#ffffff"/><path d="M0 104 H${W} V112 H0 Z" fill="${green}"/><path d="M${W - 260} 0 L${W} 0 L${W} 104 L${W - 200} 104 Z" fill="${green}" opacity="0.85"/>`);
  s.svg(`${badge(60, 52, 42)}<circle cx="${W - 90}" cy="52" r="36" fill="#ffffff"/><text x="${W - 90}" y="62" font-family="Comic Neue" font-weight="bold" font-size="26" fill="${green}" text-anchor="middle">INEC</text>`);
  s.text(120, 16, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'Comic Neue', size: 27, weight: 700, color: green });
  s.text(120, 58, 'PERMANENT VOTER CARD', { font: 'Romande ADF Std', size: 28, weight: 700, color: '#222', spacing: 3 });
  s.img(36, 140, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))));
  s.img(60, 470, 120, 100, svgUrl(chip6(120, 100)));
  const L: TextStyle = { font: 'Comic Neue', size: 20, weight: 700, color: '#2b6440' };
  const V: TextStyle = { font: 'Romande ADF Std', size: 32, weight: 700, color: '#111' };
  const D: TextStyle = { font: 'Monoid', size: 28, weight: 700, color: '#111' };
  const style = designDates['pvc-2015'];
  const pr = c.printed;
  const lx = 292 + jitter(rng, 3);
  const vx = 470;
  s.inline(lx, vx, 134, 'VIN:', grouped(pr.documentNumber, [4, 4, 4, 4]), L, crit({ font: 'IBM 3270', size: 40, color: '#0d0d0d' }, 690));
  s.inline(lx, vx, 204, 'SURNAME:', pr.surname, L, crit(V, 690));
  s.inline(lx, vx, 272, 'OTHER NAMES:', pr.givenNames, L, crit(V, 690));
  s.inline(lx, vx, 340, 'DATE OF BIRTH:', printDate(pr.dateOfBirth, style), L, crit(D, 260)).inline(800, 900, 340, 'GENDER:', pr.sex === 'M' ? 'MALE' : 'FEMALE', L, { ...V, size: 28, max: 240 });
  s.inline(lx, vx, 408, 'DELIM:', `${p.state.slice(0, 2)}/${String(rng.int(1, 30)).padStart(2, '0')}/${String(rng.int(1, 20)).padStart(2, '0')}/${String(rng.int(1, 40)).padStart(3, '0')}`, L, { ...D, size: 24 });
  s.inline(lx, vx, 466, 'OCCUPATION:', p.occupation, L, { ...V, size: 26, max: 690 });
  s.inline(lx, vx, 524, 'ADDRESS:', p.address, L, { ...D, size: 21, max: 690 });
  s.img(lx, 610, 460, 80, svgUrl(barcode(460, 80, rng)));
  return page(s, 'pvc-2015', `linear-gradient(180deg, #ffffff, ${tint('#e9f5ed', rng, 5)})`, 34, 85.6, false, [
    // The photo.
    { x0: 0.028, y0: 0.183, x1: 0.226, y1: 0.572 },
    // The chip and below it, from the left and bottom edges.
    { x0: 0, y0: 0.6, x1: 0.235, y1: 1 },
    // Right of the barcode, from the right and bottom edges.
    { x0: 0.66, y0: 0.77, x1: 1, y1: 1 },
  ]);
}

function pvc2019(c: Blind10Case, p: Person, rng: Rng): Page {
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#0a6630', rng, 10);
  s.svg(`${lineScreen(0, 0, W, H, rng, '#9fd3ae', 0.16, 8)}${guilloche(420, 460, 460, rng, '#9fd3ae', 0.14)}`);
  s.svg(`<path d="M0 0 H${W} V84 H0 Z" fill="${green}"/><path d="M0 84 H${W} V92 H0 Z" fill="#f2c230"/>`);
  s.svg(badge(52, 42, 34));
  s.text(100, 6, 'INEC  ·  VOTER CARD', { font: 'Bebas Neue', size: 52, color: '#ffffff', spacing: 4 });
  s.text(W - 36, 30, 'Federal Republic of Nigeria', { font: 'CMU Bright', size: 22, color: '#e4f5e9', anchor: 'end' });
  s.img(890, 118, 270, 340, svgUrl(portrait(p, 270, 340, rng, rng.pick(photoBackgrounds))), 'border-radius:12px');
  s.img(990, 480, 160, 160, svgUrl(dataMatrix(160, rng, '#0b2a16')));
  const L: TextStyle = { font: 'CMU Bright', size: 19, color: '#2d5c3a' };
  const V: TextStyle = { font: 'Agave', size: 33, weight: 700, color: '#0f0f0f' };
  const style = designDates['pvc-2019'];
  const pr = c.printed;
  const x = 40 + jitter(rng, 4);
  s.stacked(x, 112, 'Voter Identification Number', pr.documentNumber, L, crit({ ...V, size: 36, color: '#0b3d1f' }, 800), 24);
  s.stacked(x, 192, 'Last Name', pr.surname, L, crit(V, 800), 24);
  s.stacked(x, 268, 'First & Other Names', pr.givenNames, L, crit(V, 800), 24);
  s.stacked(x, 344, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(V, 300), 24).stacked(x + 340, 344, 'Sex', pr.sex, L, V, 24);
  s.stacked(x, 420, 'Polling Unit', `${p.lga} ${String(rng.int(1, 12)).padStart(2, '0')}/${String(rng.int(1, 40)).padStart(3, '0')}`, L, { ...V, size: 26, max: 780 }, 24);
  s.stacked(x, 494, 'State', p.state, L, { ...V, size: 26, max: 400 }, 24);
  s.img(x, 600, 250, 66, svgUrl(signature(250, 66, rng, '#222')));
  return page(s, 'pvc-2019', `linear-gradient(195deg, #ffffff, ${tint('#ecf6ee', rng, 4)})`, 34, 85.6, false, [
    // The photo.
    { x0: 0.735, y0: 0.148, x1: 0.975, y1: 0.615 },
    // The code, from the right and bottom edges.
    { x0: 0.8, y0: 0.62, x1: 1, y1: 1 },
    // Beside the signature, from the bottom edge.
    { x0: 0.3, y0: 0.8, x1: 0.78, y1: 1 },
  ]);
}

/** The page of a case (the same page every time: its choices are seeded by the case). */
export function pageOf(c: Blind10Case): Page {
  const p = personOf(c.person);
  const rng = rngOf(seedOf('blind10-page', c.seed));
  switch (c.design) {
    case 'pc-2022':
      return pc2022(c, p, rng);
    case 'paper-1998':
      return paper1998(c, p, rng);
    case 'slip-table':
      return slipTable(c, p, rng);
    case 'slip-premium':
      return slipPremium(c, p, rng);
    case 'eid-green':
      return eidGreen(c, p, rng);
    case 'mpc-blue':
      return mpcBlue(c, p, rng);
    case 'dl-2012':
      return dl2012(c, p, rng);
    case 'dl-2022':
      return dl2022(c, p, rng);
    case 'pvc-2015':
      return pvc2015(c, p, rng);
    case 'pvc-2019':
      return pvc2019(c, p, rng);
  }
}
