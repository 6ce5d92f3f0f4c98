import { crit, emMetrics, firstAndMiddle, grouped, jitter, PageSheet, sheetPage, tint, type Page, type TextStyle, type Zone } from '../blind-kit/page-helpers.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { badge, barcode, chip6, dataMatrix, guilloche, holoStrip, lineScreen, portrait as portraitOf, signature, sunburst, svgUrl } from '../documents-blind10/art.js';
import type { Blind12Case, Design } from './cases.js';
import { printDate, type DateStyle } from './dates.js';
import { personOf, titleCase, type Person } from './people.js';

export type { Page, Zone };

/**
 * The twelfth set's ten designs (two per layout) as HTML pages of fixed pixel size, this set's own
 * reading of public descriptions of the real documents: an enhanced 2019 passport data page with
 * the portrait left and mixed-case bilingual labels, and a paper MRP booklet page with capital
 * labels and two-digit years; NIMC's laser-printed NIN slip with the NIN grouped 4-3-4 under the
 * names, and a verification portal's printout (a key and value table, names in mixed case); a
 * chip-and-PIN e-ID card with the NIN first, and a national identity card with lower-case labels and
 * month names written out; an FRSC licence of 2012 with abbreviated labels (L/NO, D.O.B, ISS, EXP,
 * BG, HT) and the photo right, and a 2022 licence with ISO-numbered fields; an INEC card of 2015 with
 * colon labels and the VIN boxed at the foot (its long given names run onto a second line), and a 2026
 * card with a green photo panel. Positions, colours, label wordings and date forms are this set's own
 * and differ from the earlier sets'. Each page says where a glare, a thumb or a shadow may lie
 * without touching a field a reader needs, and where each critical field lies.
 */

/** The tenth set's drawn portrait (paths, no real face), for this set's people. */
const portrait = (p: Person, w: number, h: number, rng: Rng, background: string, mono = false) => portraitOf(p as unknown as Parameters<typeof portraitOf>[0], w, h, rng, background, mono);

/** The fonts each design uses (fonts.ts lists their packages). */
export const designFonts: Record<Design, string[]> = {
  'pp-2019': ['Sophia Nubian', 'Karmilla', 'OCRA', 'OCR B'],
  'pp-mrp-2010': ['Century Catalogue', 'osifont', 'Compagnon', 'OCR B'],
  'slip-nins-2021': ['Century Catalogue', 'Sophia Nubian', 'OCRA'],
  'slip-portal': ['Karmilla', 'GNUTypewriter', 'Compagnon'],
  'eid-2017': ['Sophia Nubian', 'Galatia SIL', 'OCRA'],
  'nic-2021': ['eurofurence', 'Arapey', 'Compagnon'],
  'dl-2012': ['Karmilla', 'osifont', 'OCRA'],
  'dl-2022': ['Karmilla', 'Galatia SIL', 'Compagnon'],
  'pvc-2015': ['Karmilla', 'Century Catalogue', 'OCRA'],
  'pvc-2026': ['okolaks', 'eurofurence', 'Arapey', 'Compagnon'],
};

/** The date form each design prints. */
export const designDates: Record<Design, DateStyle> = {
  'pp-2019': 'd MMM yyyy',
  'pp-mrp-2010': 'dd mm yy',
  'slip-nins-2021': 'dd-MMM-yy',
  'slip-portal': 'Mmmm d, yyyy',
  'eid-2017': 'dd.MMM.yyyy',
  'nic-2021': 'd Mmmm yyyy',
  'dl-2012': 'dd/mm/yy',
  'dl-2022': 'd-MMM-yyyy',
  'pvc-2015': 'd MMMM yyyy',
  'pvc-2026': 'dd-mm-yy',
};

/** Designs that print the names in mixed case (the portal's printout); the others print capitals. */
export const mixedCaseDesigns: readonly Design[] = ['slip-portal'];

/**
 * A generous average advance (em) of each family for capitals at the weight the pages use: a text
 * fitted with it never overflows its width (check.ts measures the rendered widths against their room).
 */
const ADVANCE: Record<string, number> = {
  Karmilla: 0.84,
  'Sophia Nubian': 0.78,
  eurofurence: 0.8,
  osifont: 0.74,
  'Century Catalogue': 0.82,
  'Galatia SIL': 0.8,
  Arapey: 0.92,
  OCRA: 0.62,
  Compagnon: 0.64,
  GNUTypewriter: 0.64,
  okolaks: 0.9,
  'OCR B': 0.76,
};

/** A page of this set (eval/blind-kit/page-helpers.ts): texts fitted with its families' advances. */
class Sheet extends PageSheet {
  constructor(w: number, h: number) {
    super(w, h, { metrics: emMetrics(ADVANCE, 0.85), figures: 'lining' });
  }
}

const photoBackgrounds = ['#dde5ee', '#ecebe4', '#d8e3eb', '#e8e8e8', '#e0ebe5'];
const CARD = { W: 1198, H: 756 };
/** Words split into two lines of at most `n` characters where they do not fit on one (a card printer's wrap). */
const wrapped = (s: string, n: number): string[] => {
  if (s.length <= n) return [s];
  const words = s.split(' ');
  let first = '';
  while (words.length && `${first} ${words[0]}`.trim().length <= n) first = `${first} ${words.shift()}`.trim();
  return first ? [first, words.join(' ')] : [s];
};


const page = (s: Sheet, design: Design, background: string, radius: number, widthMm: number, paper: boolean, quietZones: Zone[]): Page => sheetPage(s, designFonts[design], background, radius, widthMm, paper, quietZones);

function pp2019(c: Blind12Case, p: Person, rng: Rng): Page {
  // An enhanced data page: portrait left with a hologram strip beside it, mixed-case bilingual labels, numbers in OCR-A.
  const W = 1500;
  const H = 1056;
  const s = new Sheet(W, H);
  const green = tint('#11643c', rng, 8);
  s.svg(`${guilloche(1000, 380, 640, rng, '#9ccc8f', 0.16)}${lineScreen(380, 90, W - 380, 700, rng, '#e3c77a', 0.12, 10)}<g opacity="0.07">${badge(980, 420, 230, '#11643c')}</g>`);
  s.box(0, 0, W, 6, `background:${tint('#c9a227', rng, 8)}`);
  s.svg(badge(60, 50, 34));
  s.text(110, 22, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Sophia Nubian', size: 32, weight: 700, color: green, spacing: 1 });
  s.text(W - 50, 26, 'Passport / Passeport', { font: 'Karmilla', size: 26, color: green, anchor: 'end' });
  s.img(48, 120, 330, 420, svgUrl(portrait(p, 330, 420, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(392, 110, 18, 440, svgUrl(holoStrip(18, 440, rng)));
  s.img(1250, 610, 190, 170, svgUrl(portrait(p, 190, 170, rng, '#ffffff', true)), 'opacity:0.22');
  const L: TextStyle = { font: 'Karmilla', size: 17, color: '#4f6e5a' };
  const V: TextStyle = { font: 'Sophia Nubian', size: 36, weight: 700, color: '#101010' };
  const N: TextStyle = { font: 'OCRA', size: 36, color: '#101010' };
  const style = designDates['pp-2019'];
  const pr = c.printed;
  const x1 = 440 + jitter(rng, 4);
  const x2 = 900;
  const x3 = 1050;
  const gap = 22;
  s.stacked(x1, 100, 'Type / Type', 'P', L, V, gap).stacked(x1 + 140, 100, 'Code / Code', 'NGA', L, V, gap).stacked(x3, 100, 'Passport No. / No de passeport', pr.documentNumber, L, crit({ ...N, color: '#7a1f1f' }, 400), gap);
  s.stacked(x1, 180, 'Surname / Nom', pr.surname, L, crit(V, 1000), gap);
  s.stacked(x1, 260, 'Given names / Prénoms', pr.givenNames, L, crit(V, 1000), gap);
  s.stacked(x1, 340, 'Nationality / Nationalité', 'NIGERIAN', L, V, gap).stacked(x3, 340, 'Personal No. / No personnel', pr.nin ?? '', L, { ...N, size: 30, max: 400 }, gap);
  s.stacked(x1, 420, 'Date of birth / Date de naissance', printDate(pr.dateOfBirth, style), L, crit(V, 420), gap).stacked(x2, 420, 'Sex / Sexe', pr.sex, L, V, gap).stacked(x3, 420, 'Place of birth / Lieu de naissance', p.placeOfBirth, L, { ...V, max: 400 }, gap);
  s.stacked(x1, 500, 'Date of issue / Date de délivrance', printDate(pr.issueDate ?? '', style), L, { ...V, max: 420 }, gap).stacked(x2, 500, 'Authority / Autorité', rng.pick(['NIS ABUJA', 'NIS JOS', 'NIS YENAGOA', 'NIS KADUNA', 'NIS DAMATURU']), L, { ...V, size: 30, max: 330 }, gap);
  s.stacked(x1, 580, 'Date of expiry / Date d’expiration', printDate(pr.expiryDate ?? '', style), L, crit(V, 420), gap);
  s.text(48, 566, 'Holder’s signature / Signature du titulaire', L);
  s.img(48, 592, 300, 74, svgUrl(signature(300, 74, rng, '#1a1a1a')));
  s.box(0, 800, W, 256, 'background:rgba(255,255,255,0.78)');
  const mrz = c.mrz ?? ['', ''];
  s.text(64, 842, mrz[0], { font: 'OCR B', size: 41, color: '#0b0b0b', critical: true, max: 1380 });
  s.text(64, 936, mrz[1], { font: 'OCR B', size: 41, color: '#0b0b0b', critical: true, max: 1380 });
  return page(s, 'pp-2019', `linear-gradient(170deg, ${tint('#f2f6ee', rng, 5)}, ${tint('#fbf6e6', rng, 5)})`, 14, 125, false, [
    { x0: 0.032, y0: 0.114, x1: 0.252, y1: 0.511 },
    { x0: 0.833, y0: 0.578, x1: 0.96, y1: 0.739 },
    { x0: 0.02, y0: 0.64, x1: 0.27, y1: 0.74 },
  ]);
}

function ppMrp2010(c: Blind12Case, p: Person, rng: Rng): Page {
  // A paper machine-readable booklet page: portrait right, capital labels in a technical hand, two-digit years.
  const W = 1500;
  const H = 1056;
  const s = new Sheet(W, H);
  const green = tint('#1e5b36', rng, 8);
  const brown = tint('#6d4c2f', rng, 8);
  s.svg(`${sunburst(W / 2, 420, 900, 90, '#b7d3a8', 0.12)}${guilloche(300, 420, 420, rng, '#d6b98c', 0.13)}`);
  s.text(W / 2, 18, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Century Catalogue', size: 32, weight: 700, color: green, anchor: 'middle', spacing: 2 });
  s.text(W / 2, 60, 'PASSPORT', { font: 'osifont', size: 20, color: brown, anchor: 'middle', spacing: 8 });
  s.img(1110, 130, 320, 400, svgUrl(portrait(p, 320, 400, rng, rng.pick(photoBackgrounds))), 'box-shadow:0 0 0 2px #ffffff, 0 0 0 3px #8a7a60');
  s.svg(`<g opacity="0.3"><circle cx="1120" cy="520" r="58" fill="none" stroke="#4b3b6b" stroke-width="3"/>${badge(1120, 520, 32, '#4b3b6b')}</g>`);
  const L: TextStyle = { font: 'osifont', size: 18, color: brown, spacing: 1 };
  const V: TextStyle = { font: 'Century Catalogue', size: 38, weight: 700, color: '#141414' };
  const D: TextStyle = { font: 'Compagnon', size: 36, weight: 700, color: '#141414' };
  const style = designDates['pp-mrp-2010'];
  const pr = c.printed;
  const x1 = 60 + jitter(rng, 4);
  const x2 = 560;
  const x3 = 760;
  const gap = 24;
  s.stacked(x1, 110, 'TYPE', 'P', L, V, gap).stacked(x1 + 120, 110, 'COUNTRY CODE', 'NGA', L, V, gap).stacked(x2, 110, 'PASSPORT NO.', pr.documentNumber, L, crit({ ...D, color: '#16306e' }, 420), gap);
  s.stacked(x1, 190, 'SURNAME', pr.surname, L, crit(V, 1000), gap);
  s.stacked(x1, 270, 'GIVEN NAMES', pr.givenNames, L, crit(V, 1000), gap);
  s.stacked(x1, 350, 'NATIONALITY', 'NIGERIAN', L, V, gap).stacked(x2, 350, 'SEX', pr.sex, L, V, gap).stacked(x3, 350, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(D, 300), gap);
  s.stacked(x1, 430, 'PLACE OF BIRTH', p.placeOfBirth, L, { ...V, size: 32, max: 460 }, gap).stacked(x2, 430, 'DATE OF ISSUE', printDate(pr.issueDate ?? '', style), L, { ...D, max: 300 }, gap);
  s.stacked(x1, 510, 'AUTHORITY', rng.pick(['IMMIGRATION HQ ABUJA', 'NIS JOS', 'NIS PORT HARCOURT', 'NIS KANO']), L, { ...V, size: 28, max: 460 }, gap).stacked(x2, 510, 'DATE OF EXPIRY', printDate(pr.expiryDate ?? '', style), L, crit(D, 300), gap);
  s.text(x1, 610, 'HOLDER’S SIGNATURE', L);
  s.img(x1, 636, 300, 76, svgUrl(signature(300, 76, rng)));
  s.box(0, 790, W, 266, `background:${tint('#f4f1e6', rng, 4)}`);
  const mrz = c.mrz ?? ['', ''];
  s.text(62, 834, mrz[0], { font: 'OCR B', size: 41, color: '#121212', critical: true, max: 1390 });
  s.text(62, 928, mrz[1], { font: 'OCR B', size: 41, color: '#121212', critical: true, max: 1390 });
  return page(s, 'pp-mrp-2010', `linear-gradient(180deg, ${tint('#f7f4e9', rng, 5)}, ${tint('#edf2e7', rng, 5)})`, 4, 125, true, [
    { x0: 0.74, y0: 0.123, x1: 0.953, y1: 0.502 },
    { x0: 0.72, y0: 0.55, x1: 1, y1: 0.74 },
    { x0: 0.03, y0: 0.6, x1: 0.3, y1: 0.68 },
  ]);
}

function slipNins2021(c: Blind12Case, p: Person, rng: Rng): Page {
  // NIMC's laser-printed NIN slip: bilingual labels, the names stacked, the NIN grouped 4-3-4 in OCR-A beneath.
  const W = 1600;
  const H = 1000;
  const s = new Sheet(W, H);
  const green = tint('#0f6a3b', rng, 6);
  s.box(20, 20, W - 40, H - 40, `border:3px solid ${green};border-radius:6px`);
  s.svg(`<g opacity="0.06">${badge(760, 500, 320, '#0f6a3b')}</g>${guilloche(760, 500, 520, rng, '#8fcfa8', 0.1)}`);
  s.svg(badge(110, 90, 46));
  s.text(W / 2, 42, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Century Catalogue', size: 36, weight: 700, color: green, anchor: 'middle', spacing: 2 });
  s.text(W / 2, 92, 'NATIONAL IDENTIFICATION NUMBER SLIP (NINS)', { font: 'Sophia Nubian', size: 24, weight: 700, color: '#333', anchor: 'middle', spacing: 2 });
  s.img(1290, 170, 250, 310, svgUrl(portrait(p, 250, 310, rng, '#eeeeee')), 'border:2px solid #cfcfcf');
  const L: TextStyle = { font: 'Sophia Nubian', size: 20, color: '#4a5a50' };
  const V: TextStyle = { font: 'Century Catalogue', size: 42, weight: 700, color: '#111' };
  const style = designDates['slip-nins-2021'];
  const pr = c.printed;
  const x1 = 90 + jitter(rng, 4);
  const x2 = 560;
  const x3 = 760;
  s.stacked(x1, 170, 'Surname/Nom', pr.surname, L, crit(V, 1150), 26);
  s.stacked(x1, 262, 'Given Names/Prénoms', pr.givenNames, L, crit(V, 1150), 26);
  s.stacked(x1, 354, 'Date of Birth/Date de Naissance', printDate(pr.dateOfBirth, style), L, crit({ ...V, size: 38 }, 420), 26).stacked(x2, 354, 'Sex/Sexe', pr.sex, L, { ...V, size: 38 }, 26).stacked(x3, 354, 'Issue Date/Date de Délivrance', printDate(pr.issueDate ?? '', style), L, { ...V, size: 38, max: 420 }, 26);
  s.box(x1 - 10, 470, 1140, 150, `background:rgba(15,106,59,0.07);border-radius:8px`);
  s.text(x1, 484, 'National Identification Number (NIN)', { ...L, size: 22, weight: 700 });
  s.text(x1, 520, grouped(pr.nin ?? '', [4, 3, 4]), crit({ font: 'OCRA', size: 64, color: '#111', spacing: 4 }, 1000));
  s.text(x1, 680, 'This slip is proof of enrolment. The NIN is yours for life: do not share it.', { font: 'Sophia Nubian', size: 20, color: '#555' });
  s.img(1300, 690, 210, 210, svgUrl(dataMatrix(210, rng, '#111')));
  return page(s, 'slip-nins-2021', tint('#fdfdfb', rng, 2), 2, 210, true, [
    { x0: 0.8, y0: 0.16, x1: 0.97, y1: 0.49 },
    { x0: 0.8, y0: 0.68, x1: 0.96, y1: 0.91 },
    { x0: 0.03, y0: 0.76, x1: 0.6, y1: 0.95 },
  ]);
}

function slipPortal(c: Blind12Case, p: Person, rng: Rng): Page {
  // A verification portal's printout: a key and value table, the names in mixed case, labels typewritten.
  const W = 1500;
  const H = 960;
  const s = new Sheet(W, H);
  const blue = tint('#1d4e89', rng, 8);
  s.box(0, 0, W, 90, `background:${blue}`);
  s.svg(badge(60, 45, 32));
  s.text(112, 14, 'NIN Verification Portal', { font: 'Karmilla', size: 36, weight: 700, color: '#ffffff' });
  s.text(112, 58, 'National Identity Management Commission', { font: 'Karmilla', size: 20, color: '#dbe6f5' });
  s.box(0, 96, W, 52, 'background:#e6f4ea');
  s.text(40, 108, 'Verification successful: record found', { font: 'Karmilla', size: 24, weight: 700, color: '#1e6b3a' });
  s.img(1170, 180, 270, 330, svgUrl(portrait(p, 270, 330, rng, rng.pick(photoBackgrounds))), 'border-radius:6px');
  const L: TextStyle = { font: 'GNUTypewriter', size: 24, color: '#44505c' };
  const V: TextStyle = { font: 'Karmilla', size: 36, weight: 700, color: '#111' };
  const style = designDates['slip-portal'];
  const pr = c.printed;
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const kx = 40 + jitter(rng, 3);
  const vx = 430;
  const rows: [string, string, TextStyle][] = [
    ['NIN', pr.nin ?? '', crit({ font: 'Compagnon', size: 40, weight: 700, color: blue, spacing: 2 }, 600)],
    ['Last Name', titleCase(pr.surname), crit(V, 680)],
    ['First Name', titleCase(first), crit(V, 680)],
    ['Middle Name', titleCase(middle), crit(V, 680)],
    ['Date of Birth', printDate(pr.dateOfBirth, style), crit(V, 680)],
    ['Gender', pr.sex === 'M' ? 'Male' : 'Female', V],
    ['State of Origin', titleCase(p.state), { ...V, max: 680 }],
    ['Enrolled on', printDate(pr.issueDate ?? '', style), { ...V, max: 680 }],
  ];
  rows.forEach(([label, value, st], i) => {
    const y = 180 + i * 74;
    s.box(kx - 10, y + 60, 1100, 1, 'background:#c9d2dc');
    s.inline(kx, vx, y, label, value, L, st);
  });
  s.text(kx, 800, `Printed from the NIMC verification portal. Ref ${String(rng.int(100000, 999999))}-${String(rng.int(1000, 9999))}`, { font: 'GNUTypewriter', size: 18, color: '#66707a' });
  return page(s, 'slip-portal', '#ffffff', 1, 200, true, [
    { x0: 0.78, y0: 0.187, x1: 0.96, y1: 0.531 },
    { x0: 0.8, y0: 0.6, x1: 1, y1: 0.85 },
    { x0: 0.0, y0: 0.88, x1: 0.45, y1: 1 },
  ]);
}

function eid2017(c: Blind12Case, p: Person, rng: Rng): Page {
  // A chip-and-PIN e-ID card: the NIN first in OCR-A, capital bilingual labels, names in a book serif, photo right.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#0d5c33', rng, 8);
  s.svg(`${guilloche(560, 420, 520, rng, '#9fd3b5', 0.14)}${lineScreen(0, 620, W, 136, rng, '#cfe6d6', 0.35, 6)}`);
  s.box(0, 0, W, 84, `background:linear-gradient(90deg, ${green}, ${tint('#2e8b57', rng, 8)} 70%, rgba(255,255,255,0))`);
  s.svg(badge(W - 60, 44, 32));
  s.text(36, 8, 'NATIONAL e-ID CARD', { font: 'Sophia Nubian', size: 38, weight: 700, color: '#ffffff', spacing: 2 });
  s.text(36, 54, 'Federal Republic of Nigeria  ·  République Fédérale du Nigéria', { font: 'Sophia Nubian', size: 18, color: '#e6f5ec' });
  s.img(900, 110, 258, 320, svgUrl(portrait(p, 258, 320, rng, rng.pick(photoBackgrounds))), 'border-radius:6px');
  const L: TextStyle = { font: 'Sophia Nubian', size: 18, weight: 700, color: '#3d6b52', spacing: 1 };
  const V: TextStyle = { font: 'Galatia SIL', size: 38, weight: 700, color: '#0f0f0f' };
  const D: TextStyle = { font: 'OCRA', size: 30, color: '#0f0f0f' };
  const style = designDates['eid-2017'];
  const pr = c.printed;
  const x = 40 + jitter(rng, 3);
  s.stacked(x, 100, 'NIN', grouped(pr.nin ?? '', [4, 3, 4]), L, crit({ font: 'OCRA', size: 44, color: green, spacing: 2 }, 800), 22);
  s.stacked(x, 184, 'SURNAME / NOM', pr.surname, L, crit(V, 820), 22);
  s.stacked(x, 262, 'GIVEN NAMES / PRÉNOMS', pr.givenNames, L, crit(V, 820), 22);
  s.stacked(x, 340, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(D, 300), 24).stacked(x + 340, 340, 'SEX', pr.sex, L, V, 22).stacked(x + 450, 340, 'NATIONALITY', 'NGA', L, V, 22);
  s.stacked(x, 418, 'ISSUE DATE', printDate(pr.issueDate ?? '', style), L, { ...D, max: 300 }, 24).stacked(x + 340, 418, 'EXPIRY DATE', printDate(pr.expiryDate ?? '', style), L, crit(D, 300), 24);
  s.img(x, 520, 120, 100, svgUrl(chip6(120, 100)));
  s.img(900, 450, 258, 62, svgUrl(signature(258, 62, rng, '#222')));
  return page(s, 'eid-2017', `linear-gradient(160deg, #ffffff, ${tint('#eef7f1', rng, 5)})`, 34, 85.6, false, [
    { x0: 0.751, y0: 0.146, x1: 0.966, y1: 0.569 },
    { x0: 0.03, y0: 0.688, x1: 0.14, y1: 0.82 },
    { x0: 0.74, y0: 0.7, x1: 1, y1: 1 },
  ]);
}

function nic2021(c: Blind12Case, p: Person, rng: Rng): Page {
  // A national identity card: photo left on a map-like tint, lower-case rounded labels, names in a display serif, months written out.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const teal = tint('#116466', rng, 8);
  s.svg(`<path d="M 640 120 q 140 -60 260 10 q 120 60 110 190 q 30 150 -120 210 q -160 60 -260 -40 q -120 -100 -60 -230 q 20 -100 70 -140 Z" fill="${tint('#cfe8e0', rng, 6)}" opacity="0.55"/>${sunburst(0, H, 900, 70, '#9fd2c7', 0.1)}`);
  s.box(0, 0, W, 92, `background:${teal}`);
  s.box(0, 92, W, 5, `background:${tint('#d4a017', rng, 8)}`);
  s.svg(badge(56, 46, 34));
  s.text(108, 12, 'NIGERIA', { font: 'eurofurence', size: 44, weight: 700, color: '#ffffff', spacing: 8 });
  s.text(W - 36, 34, 'national identity card', { font: 'eurofurence', size: 26, color: '#d9f0ea', anchor: 'end' });
  s.img(40, 132, 250, 320, svgUrl(portrait(p, 250, 320, rng, rng.pick(photoBackgrounds))), 'border-radius:12px');
  s.img(40, 470, 250, 64, svgUrl(signature(250, 64, rng)));
  const L: TextStyle = { font: 'eurofurence', size: 21, color: teal };
  const V: TextStyle = { font: 'Arapey', size: 36, weight: 700, color: '#101010' };
  const D: TextStyle = { font: 'Compagnon', size: 30, weight: 700, color: '#101010' };
  const style = designDates['nic-2021'];
  const pr = c.printed;
  const x = 320 + jitter(rng, 3);
  const x2 = 740;
  s.stacked(x, 116, 'surname', pr.surname, L, crit(V, 840), 24);
  s.stacked(x, 194, 'given names', pr.givenNames, L, crit(V, 840), 24);
  s.stacked(x, 272, 'date of birth', printDate(pr.dateOfBirth, style), L, crit(D, 380), 26).stacked(x2, 272, 'sex', pr.sex, L, V, 24);
  s.stacked(x, 350, 'date of issue', printDate(pr.issueDate ?? '', style), L, { ...D, max: 380 }, 26).stacked(x2, 350, 'date of expiry', printDate(pr.expiryDate ?? '', style), L, crit(D, 400), 26);
  s.stacked(x, 440, 'NIN', pr.nin ?? '', { ...L, size: 24, weight: 700 }, crit({ font: 'Compagnon', size: 48, weight: 700, color: teal, spacing: 4 }, 800), 28);
  s.img(980, 560, 170, 150, svgUrl(holoStrip(170, 150, rng)), 'opacity:0.8;border-radius:75px');
  return page(s, 'nic-2021', `linear-gradient(180deg, #ffffff, ${tint('#f1f8f5', rng, 5)})`, 34, 85.6, false, [
    { x0: 0.033, y0: 0.175, x1: 0.242, y1: 0.598 },
    { x0: 0.8, y0: 0.72, x1: 0.98, y1: 0.97 },
    { x0: 0.0, y0: 0.74, x1: 0.26, y1: 1 },
  ]);
}

function dl2012(c: Blind12Case, p: Person, rng: Rng): Page {
  // The 2012 FRSC licence: a blue band, abbreviated labels inline (L/NO, D.O.B, ISS, EXP, BG, HT), photo right, numbers in OCR-A.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const blue = tint('#1f4e8c', rng, 8);
  s.svg(`${guilloche(450, 420, 560, rng, '#a9c6ea', 0.15)}${lineScreen(0, 96, W, 660, rng, '#e9d9a6', 0.16, 8)}`);
  s.box(0, 0, W, 96, `background:linear-gradient(180deg, ${blue}, ${tint('#2a64ad', rng, 8)})`);
  s.svg(badge(W - 56, 48, 36));
  s.text(36, 10, "NATIONAL DRIVER'S LICENCE", { font: 'Karmilla', size: 40, weight: 700, color: '#ffffff', spacing: 1 });
  s.text(36, 60, 'Federal Republic of Nigeria  ·  FRSC', { font: 'Karmilla', size: 20, color: '#dfe9f7' });
  s.img(920, 118, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds))));
  s.img(920, 432, 240, 62, svgUrl(signature(240, 62, rng)));
  const L: TextStyle = { font: 'osifont', size: 20, weight: 700, color: blue };
  const V: TextStyle = { font: 'Karmilla', size: 34, weight: 700, color: '#111' };
  const D: TextStyle = { font: 'OCRA', size: 32, color: '#111' };
  const style = designDates['dl-2012'];
  const pr = c.printed;
  const lx = 36 + jitter(rng, 3);
  const vx = 200;
  s.inline(lx, vx, 118, 'L/NO', pr.documentNumber, L, crit({ ...D, size: 36, color: '#8a1c1c' }, 420)).inline(680, 770, 118, 'CLASS', rng.pick(['B', 'C', 'E']), L, V);
  s.inline(lx, vx, 180, 'SURNAME', pr.surname, L, crit(V, 680));
  s.inline(lx, vx, 242, 'OTHER NAMES', pr.givenNames, L, crit(V, 680));
  s.inline(lx, vx, 304, 'D.O.B', printDate(pr.dateOfBirth, style), L, crit(D, 220)).inline(470, 540, 304, 'SEX', pr.sex, L, V).inline(620, 680, 304, 'BG', p.bloodGroup, L, V);
  s.inline(lx, vx, 366, 'ISS', printDate(pr.issueDate ?? '', style), L, { ...D, max: 220 }).inline(470, 540, 366, 'EXP', printDate(pr.expiryDate ?? '', style), L, crit(D, 220));
  s.inline(lx, vx, 428, 'HT', `${p.height} M`, L, { ...V, size: 30 }).inline(470, 560, 428, 'STATE', p.state, L, { ...V, size: 28, max: 320 });
  s.inline(lx, vx, 490, 'ADDR', p.address, L, { ...V, size: 24, max: 680 });
  s.img(760, 600, 400, 90, svgUrl(barcode(400, 90, rng)));
  return page(s, 'dl-2012', `linear-gradient(180deg, #fbfcff, ${tint('#eef2fa', rng, 5)})`, 32, 85.6, false, [
    { x0: 0.768, y0: 0.156, x1: 0.968, y1: 0.553 },
    { x0: 0.62, y0: 0.78, x1: 1, y1: 1 },
    { x0: 0, y0: 0.84, x1: 0.3, y1: 1 },
  ]);
}

function dl2022(c: Blind12Case, p: Person, rng: Rng): Page {
  // The 2022 licence: ISO-numbered fields (1 surname, 2 given names, 3 birth, 4a/4b dates, 4c authority, 5 number, 9 class), photo left.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const olive = tint('#4b6b1f', rng, 8);
  s.svg(`${sunburst(W, 0, 900, 80, '#d7e3a3', 0.12)}${guilloche(760, 460, 460, rng, '#e0b97a', 0.13)}`);
  s.box(0, 0, W, 10, `background:${olive}`);
  s.svg(badge(70, 62, 40));
  s.text(126, 22, 'DRIVING LICENCE', { font: 'Karmilla', size: 38, weight: 700, color: olive, spacing: 3 });
  s.text(126, 70, 'NIGERIA  ·  NGA', { font: 'Karmilla', size: 20, color: '#55603f', spacing: 2 });
  s.img(40, 130, 250, 310, svgUrl(portrait(p, 250, 310, rng, rng.pick(photoBackgrounds))), 'border-radius:8px');
  s.img(40, 458, 250, 62, svgUrl(signature(250, 62, rng)));
  const L: TextStyle = { font: 'Karmilla', size: 19, color: '#5b6b3c' };
  const V: TextStyle = { font: 'Galatia SIL', size: 38, weight: 700, color: '#111' };
  const D: TextStyle = { font: 'Compagnon', size: 32, weight: 700, color: '#111' };
  const style = designDates['dl-2022'];
  const pr = c.printed;
  const x = 320 + jitter(rng, 3);
  const x2 = 650;
  s.stacked(x, 112, '1  Surname', pr.surname, L, crit(V, 840), 22);
  s.stacked(x, 188, '2  Given names', pr.givenNames, L, crit(V, 840), 22);
  s.stacked(x, 264, '3  Date of birth', printDate(pr.dateOfBirth, style), L, crit(D, 300), 24).stacked(x2, 264, '15  Sex', pr.sex, L, V, 22).stacked(x2 + 130, 264, 'Blood', p.bloodGroup, L, V, 22);
  s.stacked(x, 340, '4a  Date of issue', printDate(pr.issueDate ?? '', style), L, { ...D, max: 300 }, 24).stacked(x2, 340, '4b  Date of expiry', printDate(pr.expiryDate ?? '', style), L, crit(D, 300), 24);
  s.stacked(x, 416, '4c  Authority', 'FRSC', L, { ...V, size: 30 }, 22).stacked(x2, 416, '9  Categories', rng.pick(['B', 'B C', 'C E']), L, { ...V, size: 30 }, 22);
  s.stacked(x, 492, '5  Licence number', pr.documentNumber, L, crit({ ...D, size: 40, color: '#7a1f1f', spacing: 2 }, 600), 24);
  s.img(980, 590, 180, 130, svgUrl(holoStrip(180, 130, rng)), 'opacity:0.85;border-radius:8px');
  return page(s, 'dl-2022', `linear-gradient(150deg, ${tint('#fbfbef', rng, 4)}, ${tint('#f0f5e4', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.033, y0: 0.172, x1: 0.242, y1: 0.582 },
    { x0: 0.8, y0: 0.76, x1: 1, y1: 1 },
    { x0: 0, y0: 0.72, x1: 0.25, y1: 1 },
  ]);
}

function pvc2015(c: Blind12Case, p: Person, rng: Rng): Page {
  // An INEC card of 2015: a green band, colon labels, long given names run onto a second line, the VIN boxed at the foot.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#1f7a3f', rng, 10);
  s.svg(`${lineScreen(0, 0, W, H, rng, '#cfe7cf', 0.22, 8)}${guilloche(880, 360, 420, rng, '#a8d5a0', 0.14)}`);
  s.box(0, 0, W, 90, `background:${green}`);
  s.svg(badge(52, 45, 34));
  s.text(102, 8, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'Century Catalogue', size: 31, weight: 700, color: '#ffffff' });
  s.text(102, 52, 'Permanent Voter Card', { font: 'Karmilla', size: 24, color: '#eaf7ec' });
  s.img(36, 140, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(1010, 120, 130, 108, svgUrl(chip6(130, 108)));
  const L: TextStyle = { font: 'Karmilla', size: 20, weight: 700, color: '#2b6a3c' };
  const V: TextStyle = { font: 'Century Catalogue', size: 36, weight: 700, color: '#111' };
  const D: TextStyle = { font: 'OCRA', size: 28, color: '#111' };
  const style = designDates['pvc-2015'];
  const pr = c.printed;
  const lx = 300 + jitter(rng, 3);
  const vx = 490;
  let y = 124;
  s.inline(lx, vx, y, 'SURNAME:', pr.surname, L, crit(V, 500));
  y += 62;
  const lines = wrapped(pr.givenNames, 22);
  lines.forEach((line, k) => {
    if (k === 0) s.inline(lx, vx, y, 'OTHER NAMES:', line, L, crit(V, 500));
    else s.text(vx, y, line, crit(V, 500));
    y += k === lines.length - 1 ? 62 : 48;
  });
  s.inline(lx, vx, y, 'D.O.B:', printDate(pr.dateOfBirth, style), L, crit(D, 420)).inline(930, 1040, y, 'GENDER:', pr.sex, L, V);
  y += 62;
  s.inline(lx, vx, y, 'OCCUPATION:', p.occupation, L, { ...V, size: 28, max: 620 });
  y += 56;
  s.inline(lx, vx, y, 'DELIM:', p.delimitation, L, { ...D, size: 26, max: 420 });
  s.box(300, 590, 860, 110, `border:2px solid ${green};border-radius:10px;background:rgba(255,255,255,0.7)`);
  s.text(320, 600, 'VOTER IDENTIFICATION NUMBER (VIN)', { ...L, size: 18 });
  s.text(320, 630, grouped(pr.documentNumber, [4, 4, 4, 4, 3]), crit({ font: 'OCRA', size: 40, color: '#111', spacing: 2 }, 820));
  s.img(36, 460, 230, 60, svgUrl(signature(230, 60, rng)));
  return page(s, 'pvc-2015', `linear-gradient(180deg, ${tint('#fbfaf2', rng, 4)}, ${tint('#eef5e8', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.03, y0: 0.185, x1: 0.222, y1: 0.569 },
    { x0: 0.84, y0: 0.158, x1: 0.956, y1: 0.305 },
    { x0: 0, y0: 0.72, x1: 0.24, y1: 1 },
  ]);
}

function pvc2026(c: Blind12Case, p: Person, rng: Rng): Page {
  // A 2026 voter's card: a green photo panel left, an odd display face for the header, stacked labels, the VIN top right.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#0b6e3c', rng, 8);
  s.box(0, 0, 330, H, `background:linear-gradient(180deg, ${green}, ${tint('#14914f', rng, 8)})`);
  s.svg(`${guilloche(760, 420, 480, rng, '#b9e2c6', 0.13)}${sunburst(W, H, 700, 60, '#f2d16b', 0.09)}`);
  s.text(165, 26, 'INEC', { font: 'okolaks', size: 64, weight: 700, color: '#ffffff', anchor: 'middle', spacing: 6 });
  s.img(40, 140, 250, 310, svgUrl(portrait(p, 250, 310, rng, rng.pick(photoBackgrounds))), 'border:4px solid #ffffff;border-radius:8px');
  s.svg(badge(165, 560, 54, '#e8f6ee'), 0.9);
  s.text(360, 24, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'okolaks', size: 28, weight: 700, color: green });
  s.text(360, 62, 'Voter Card  ·  Federal Republic of Nigeria', { font: 'eurofurence', size: 20, color: '#3d5a48' });
  const L: TextStyle = { font: 'eurofurence', size: 20, color: '#3f7a55' };
  const V: TextStyle = { font: 'Arapey', size: 36, weight: 700, color: '#101010' };
  const D: TextStyle = { font: 'Compagnon', size: 30, weight: 700, color: '#101010' };
  const style = designDates['pvc-2026'];
  const pr = c.printed;
  const x = 360 + jitter(rng, 3);
  s.stacked(x, 106, 'VIN', pr.documentNumber, { ...L, weight: 700 }, crit({ ...D, size: 34, spacing: 1 }, 780), 24);
  s.stacked(x, 186, 'Surname', pr.surname, L, crit(V, 780), 24);
  s.stacked(x, 264, 'Other names', pr.givenNames, L, crit(V, 780), 24);
  s.stacked(x, 342, 'Date of birth', printDate(pr.dateOfBirth, style), L, crit(D, 260), 26).stacked(x + 320, 342, 'Gender', pr.sex === 'M' ? 'MALE' : 'FEMALE', L, { ...V, size: 30 }, 24);
  s.stacked(x, 420, 'State / LGA', `${p.state} / ${p.lga}`, L, { ...V, size: 28, max: 560 }, 24);
  s.stacked(x, 494, 'Polling unit', p.delimitation, L, { ...D, size: 26, max: 360 }, 26);
  s.img(40, 640, 250, 66, svgUrl(signature(250, 66, rng, '#f4f4f4')));
  s.img(990, 560, 160, 160, svgUrl(dataMatrix(160, rng, '#0a2a16')));
  return page(s, 'pvc-2026', `linear-gradient(180deg, #ffffff, ${tint('#eff8f2', rng, 5)})`, 34, 85.6, false, [
    { x0: 0.033, y0: 0.185, x1: 0.242, y1: 0.595 },
    { x0: 0.82, y0: 0.73, x1: 0.97, y1: 0.96 },
    { x0: 0, y0: 0.64, x1: 0.27, y1: 1 },
  ]);
}

/** The page of a case (the same page every time: its choices are seeded by the case). */
export function pageOf(c: Blind12Case): Page {
  const p = personOf(c.person);
  const rng = rngOf(seedOf('blind12-page', c.seed));
  switch (c.design) {
    case 'pp-2019':
      return pp2019(c, p, rng);
    case 'pp-mrp-2010':
      return ppMrp2010(c, p, rng);
    case 'slip-nins-2021':
      return slipNins2021(c, p, rng);
    case 'slip-portal':
      return slipPortal(c, p, rng);
    case 'eid-2017':
      return eid2017(c, p, rng);
    case 'nic-2021':
      return nic2021(c, p, rng);
    case 'dl-2012':
      return dl2012(c, p, rng);
    case 'dl-2022':
      return dl2022(c, p, rng);
    case 'pvc-2015':
      return pvc2015(c, p, rng);
    case 'pvc-2026':
      return pvc2026(c, p, rng);
  }
}
