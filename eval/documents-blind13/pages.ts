import { crit, firstAndMiddle, grouped, jitter, PageSheet, sheetPage, tint, widthMetrics, type Page, type TextStyle, type Zone } from '../blind-kit/page-helpers.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { arms, chip, kinegram, lissajous, portrait as portraitOf, qrLike, rings, stacked as stackedBarcode, waveBand } from '../documents-blind9/art.js';
import { badge, barcode, guilloche, holoStrip, lineScreen, signature, sunburst, svgUrl } from '../documents-blind10/art.js';
import type { Blind13Case, Design } from './cases.js';
import { printDate, type DateStyle } from './dates.js';
import { personOf, titleCase, type Person } from './people.js';

export type { Page, Zone };

/**
 * The thirteenth set's ten designs (two per layout) as HTML pages of fixed pixel size, this set's own
 * reading of public descriptions of the real documents: an ECOWAS-era booklet data page with labels
 * stacked in English over French and bilingual month names (FEB/FÉV), and a 2025 enhanced
 * polycarbonate page with an engraved portrait on the right and the NIN as its personal number;
 * NIMC's improved NIN slip (inline labels, the NIN in a band, a QR code) and an enrolment
 * transaction slip printed in a typewriter face with the names as typed, in mixed case; a 2024
 * multipurpose identity card (chip before the NIN, mixed-case labels) and a 2019 card with colon
 * labels inline and the NIN grouped 3-4-4; an FRSC licence of 2016 with abbreviated stacked labels
 * (LIC NO, D OF B, ISS D, EXP D, B/G, HT) and the given names in FIRST NAME and MIDDLE NAME cells,
 * and a 2025 licence with the photo right and British month abbreviations (Sept); INEC's first
 * permanent voter's card (2011) with inline labels and a narrow surname box that wraps a hyphenated
 * surname at its hyphen, and a 2023 card with stacked labels, the VIN at the foot and dates without
 * leading zeros. Positions, colours, label wordings and date forms are this set's own and differ from
 * the twelfth's. Each page says where a thumb may lie without touching a field a reader needs, and
 * where each critical field lies.
 */

/** The ninth set's drawn portrait (ellipses and headwear, no real face), for this set's people. */
const portrait = (p: Person, w: number, h: number, rng: Rng, background: string, grey = false) => portraitOf(p as unknown as Parameters<typeof portraitOf>[0], w, h, rng, background, grey);

/** The fonts each design uses (fonts.ts lists their packages). */
export const designFonts: Record<Design, string[]> = {
  'pp-ecowas-2007': ['Gayathri', 'IndUni-N', 'M PLUS 1 Code', 'OCR B'],
  'pp-enhanced-2025': ['M PLUS 2', 'Loma', 'BabelStone Modern', 'OCR B'],
  'slip-improved-2023': ['Manjari', 'M PLUS 2', 'M PLUS 1 Code'],
  'slip-enrolment-2014': ['IndUni-C', 'Gayathri'],
  'nmpc-2024': ['Manjari', 'M PLUS 2', 'M PLUS 1 Code'],
  'nic-2019': ['Gemunu Libre', 'ElstobD', 'IndUni-C'],
  'dl-2016': ['Gayathri', 'Gemunu Libre', 'M PLUS 1 Code'],
  'dl-2025': ['BabelStone Modern', 'IndUni-N'],
  'pvc-2011': ['RocknRoll One', 'Gayathri', 'M PLUS 1 Code'],
  'pvc-2023': ['BabelStone Modern', 'Loma', 'M PLUS 1 Code'],
};

/** The date form each design prints. */
export const designDates: Record<Design, DateStyle> = {
  'pp-ecowas-2007': 'dd MMM/MMM yyyy',
  'pp-enhanced-2025': 'dd MMM yyyy',
  'slip-improved-2023': 'dd-MMM-yyyy',
  'slip-enrolment-2014': 'yyyy-mm-dd',
  'nmpc-2024': 'dd/mm/yyyy',
  'nic-2019': 'dd.mm.yyyy',
  'dl-2016': 'dd-mm-yyyy',
  'dl-2025': 'd Mmm yyyy',
  'pvc-2011': 'dd MMMM yyyy',
  'pvc-2023': 'd/m/yyyy',
};

/** Designs that print the names in mixed case (the enrolment slip, as the officer typed them); the others print capitals. */
export const mixedCaseDesigns: readonly Design[] = ['slip-enrolment-2014'];

/**
 * A generous average advance (em) of each family for capitals and figures at the weights the pages
 * use (measured in Chromium on long names and dates, plus 8 %): a text fitted with it never
 * overflows its width (check.ts measures the rendered widths against their room).
 */
const ADVANCE: Record<string, number> = {
  Manjari: 0.78,
  'RocknRoll One': 0.87,
  'Gemunu Libre': 0.67,
  ElstobD: 0.87,
  'IndUni-N': 0.9,
  'IndUni-C': 0.61,
  'M PLUS 1 Code': 0.51,
  'M PLUS 2': 0.84,
  Gayathri: 0.78,
  'BabelStone Modern': 0.6,
  Loma: 0.84,
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

const photoBackgrounds = ['#dfe6ee', '#ecebe4', '#d6e2ea', '#e6e6e6', '#dfeae3', '#f0ede6'];
const CARD = { W: 1198, H: 756 };
/**
 * A value in a box `room` wide at its full size: one line when it fits; a hyphenated name that does
 * not is broken after its hyphen (a card printer's wrap), anything else is set smaller.
 */
const wrapAtHyphen = (s: string, st: TextStyle, room: number): string[] => {
  if (METRICS.width(s, st) <= room || !s.includes('-')) return [s];
  const at = s.indexOf('-');
  return [s.slice(0, at + 1), s.slice(at + 1)];
};
/** The 2011 voter's card's surname box and face: how many lines a surname takes there (check.ts proves the hyphenated one is broken). */
export const pvc2011SurnameLines = (surname: string) => wrapAtHyphen(surname, PVC2011_SURNAME, PVC2011_SURNAME_ROOM);
const PVC2011_SURNAME: TextStyle = { font: 'RocknRoll One', size: 32, color: '#111' };
const PVC2011_SURNAME_ROOM = 340;
const polling = ['LGEA PRI. SCH. I', 'TOWN HALL II', 'MARKET SQUARE', 'DISPENSARY I', 'OPEN SPACE III', 'COMM. SEC. SCH.'];

const page = (s: Sheet, design: Design, background: string, radius: number, widthMm: number, paper: boolean, quietZones: Zone[]): Page => sheetPage(s, designFonts[design], background, radius, widthMm, paper, quietZones);

function ppEcowas2007(c: Blind13Case, p: Person, rng: Rng): Page {
  // A booklet data page of the ECOWAS era: a green band of the community's name, portrait left, labels English over French, bilingual months.
  const W = 1500;
  const H = 1056;
  const s = new Sheet(W, H);
  const green = tint('#1d6b3a', rng, 8);
  s.svg(`${lissajous(W, 780, rng, '#a9cf9a', 0.16, 4)}${guilloche(1110, 380, 520, rng, '#d8c58e', 0.14)}<g opacity="0.06">${arms(900, 200, 420, '#1d6b3a')}</g>`);
  s.box(0, 0, W, 64, `background:linear-gradient(90deg, ${green}, ${tint('#3f8f4f', rng, 8)})`);
  s.text(40, 10, 'ECOWAS · CEDEAO', { font: 'Gayathri', size: 22, weight: 700, color: '#f5f0d0', spacing: 3 });
  s.text(W - 40, 8, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Gayathri', size: 26, weight: 700, color: '#ffffff', anchor: 'end', spacing: 1 });
  s.text(W - 40, 38, 'RÉPUBLIQUE FÉDÉRALE DU NIGÉRIA', { font: 'Gayathri', size: 16, color: '#e3f1e0', anchor: 'end', spacing: 1 });
  s.text(40, 76, 'PASSPORT / PASSEPORT', { font: 'Gayathri', size: 20, weight: 700, color: green, spacing: 4 });
  s.img(48, 128, 320, 410, svgUrl(portrait(p, 320, 410, rng, rng.pick(photoBackgrounds))), 'border:3px solid #ffffff;box-shadow:0 0 0 1px #7d9b82');
  s.text(48, 572, 'Holder’s signature / Signature du titulaire', { font: 'Gayathri', size: 15, color: '#55705c' });
  s.img(48, 596, 320, 76, svgUrl(signature(320, 76, rng, '#1f1f3a')));
  const L: TextStyle = { font: 'Gayathri', size: 17, weight: 700, color: '#3c6546' };
  const V: TextStyle = { font: 'IndUni-N', size: 36, weight: 700, color: '#111111' };
  const N: TextStyle = { font: 'M PLUS 1 Code', size: 34, weight: 700, color: '#111111' };
  const style = designDates['pp-ecowas-2007'];
  const pr = c.printed;
  const x1 = 420 + jitter(rng, 4);
  const x2 = 790;
  const x3 = 1090;
  const r = (k: number) => 104 + k * 88;
  s.bilingual(x1, r(0), 'Type', 'Type', 'P', L, V).bilingual(x1 + 110, r(0), 'Code', 'Code', 'NGA', L, V).bilingual(x3, r(0), 'Passport No.', 'N° du passeport', pr.documentNumber, L, crit({ ...N, size: 38, color: '#7b1e24' }, 360));
  s.bilingual(x1, r(1), 'Surname', 'Nom', pr.surname, L, crit(V, 1030));
  s.bilingual(x1, r(2), 'Given Names', 'Prénoms', pr.givenNames, L, crit(V, 1030));
  s.bilingual(x1, r(3), 'Nationality', 'Nationalité', 'NIGERIAN', L, { ...V, size: 32 }).bilingual(x2, r(3), 'Date of Birth', 'Date de naissance', printDate(pr.dateOfBirth, style), L, crit(N, 290)).bilingual(x3 + 90, r(3), 'Sex', 'Sexe', pr.sex, L, V);
  s.bilingual(x1, r(4), 'Place of Birth', 'Lieu de naissance', p.placeOfBirth, L, { ...V, size: 32, max: 340 }).bilingual(x2, r(4), 'Date of Issue', 'Date de délivrance', printDate(pr.issueDate ?? '', style), L, { ...N, max: 290 });
  s.bilingual(x1, r(5), 'Authority', 'Autorité', rng.pick(['NIS ABUJA', 'NIS ILORIN', 'NIS DAMATURU', 'NIS KADUNA', 'NIS MAKURDI', 'NIS PORT HARCOURT', 'NIS JALINGO']), L, { ...V, size: 28, max: 340 }).bilingual(x2, r(5), 'Date of Expiry', 'Date d’expiration', printDate(pr.expiryDate ?? '', style), L, crit(N, 290));
  s.img(1250, 470, 200, 170, svgUrl(kinegram(200, 170, rng)));
  s.box(0, 796, W, 260, 'background:rgba(255,255,255,0.8)');
  const mrz = c.mrz ?? ['', ''];
  s.text(60, 840, mrz[0], { font: 'OCR B', size: 41, color: '#0c0c0c', critical: true, max: 1390 });
  s.text(60, 934, mrz[1], { font: 'OCR B', size: 41, color: '#0c0c0c', critical: true, max: 1390 });
  return page(s, 'pp-ecowas-2007', `linear-gradient(175deg, ${tint('#eef5e6', rng, 5)}, ${tint('#fbf7e4', rng, 5)})`, 6, 125, true, [
    { x0: 0.03, y0: 0.118, x1: 0.25, y1: 0.515 },
    { x0: 0.825, y0: 0.44, x1: 0.975, y1: 0.61 },
    { x0: 0.025, y0: 0.535, x1: 0.255, y1: 0.74 },
  ]);
}

function ppEnhanced2025(c: Blind13Case, p: Person, rng: Rng): Page {
  // A 2025 polycarbonate data page: an engraved grey portrait on the right with a clear window above it, labels in one bilingual line, numbers in a square face.
  const W = 1500;
  const H = 1056;
  const s = new Sheet(W, H);
  const teal = tint('#0f5a5a', rng, 8);
  s.svg(`${lineScreen(0, 70, W, 720, rng, '#9fd0c6', 0.14, 9)}${sunburst(1260, 380, 700, 72, '#d9c27a', 0.1)}${rings(560, 420, 360, rng, '#8fb9d6', 0.1)}`);
  s.svg(badge(70, 48, 34));
  s.text(120, 16, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Loma', size: 30, weight: 700, color: teal, spacing: 1 });
  s.text(120, 56, 'PASSPORT  ·  PASSEPORT', { font: 'M PLUS 2', size: 18, weight: 700, color: '#4a6b6b', spacing: 6 });
  s.box(1110, 20, 330, 92, 'border-radius:14px;background:linear-gradient(135deg, rgba(255,255,255,0.55), rgba(200,230,240,0.35));box-shadow:inset 0 0 0 1px rgba(90,120,130,0.35)');
  s.img(1120, 26, 70, 80, svgUrl(portrait(p, 70, 80, rng, '#e8eef0', true)), 'opacity:0.55');
  s.img(1110, 132, 330, 420, svgUrl(portrait(p, 330, 420, rng, '#eceeee', true)), 'border-radius:10px');
  const L: TextStyle = { font: 'M PLUS 2', size: 17, color: '#3e6262' };
  const V: TextStyle = { font: 'Loma', size: 36, weight: 700, color: '#101414' };
  const N: TextStyle = { font: 'BabelStone Modern', size: 36, color: '#101414' };
  const style = designDates['pp-enhanced-2025'];
  const pr = c.printed;
  const x1 = 60 + jitter(rng, 4);
  const x2 = 430;
  const x3 = 740;
  const gap = 24;
  const r = (k: number) => 118 + k * 80;
  s.stacked(x1, r(0), 'Type / Type', 'P', L, V, gap).stacked(x1 + 130, r(0), 'Code / Code', 'NGA', L, V, gap).stacked(x2, r(0), 'Passport No. / N° de passeport', pr.documentNumber, L, crit({ ...N, size: 40, color: '#2a2a6e' }, 330), gap);
  s.stacked(x1, r(1), 'Surname / Nom', pr.surname, L, crit(V, 1000), gap);
  s.stacked(x1, r(2), 'Given names / Prénoms', pr.givenNames, L, crit(V, 1000), gap);
  s.stacked(x1, r(3), 'Nationality / Nationalité', 'NIGERIAN', L, { ...V, size: 32 }, gap).stacked(x2, r(3), 'Date of birth / Date de naissance', printDate(pr.dateOfBirth, style), L, crit(V, 290), gap).stacked(x3 + 80, r(3), 'Sex / Sexe', pr.sex, L, V, gap);
  s.stacked(x1, r(4), 'Place of birth / Lieu de naissance', p.placeOfBirth, L, { ...V, size: 30, max: 340 }, gap).stacked(x2, r(4), 'Date of issue / Date de délivrance', printDate(pr.issueDate ?? '', style), L, { ...V, max: 290 }, gap).stacked(x3 + 80, r(4), 'Personal No. / N° personnel', pr.nin ?? '', L, { ...N, size: 30, max: 250 }, gap);
  s.stacked(x1, r(5), 'Authority / Autorité', rng.pick(['NIS HQ ABUJA', 'NIS ILORIN', 'NIS DAMATURU', 'NIS KADUNA', 'NIS MAKURDI', 'NIS PORT HARCOURT', 'NIS JALINGO']), L, { ...V, size: 28, max: 340 }, gap).stacked(x2, r(5), 'Date of expiry / Date d’expiration', printDate(pr.expiryDate ?? '', style), L, crit(V, 290), gap);
  s.text(x1, 640, 'Holder’s signature / Signature du titulaire', { ...L, size: 15 });
  s.img(x1, 664, 310, 74, svgUrl(signature(310, 74, rng, '#26262a')));
  s.img(1150, 590, 260, 150, svgUrl(holoStrip(260, 150, rng)), 'opacity:0.7;border-radius:75px');
  s.box(0, 800, W, 256, 'background:rgba(255,255,255,0.82)');
  const mrz = c.mrz ?? ['', ''];
  s.text(64, 842, mrz[0], { font: 'OCR B', size: 41, color: '#0b0b0b', critical: true, max: 1380 });
  s.text(64, 936, mrz[1], { font: 'OCR B', size: 41, color: '#0b0b0b', critical: true, max: 1380 });
  return page(s, 'pp-enhanced-2025', `linear-gradient(165deg, ${tint('#eef6f4', rng, 5)}, ${tint('#f6f3e8', rng, 5)})`, 16, 125, false, [
    { x0: 0.738, y0: 0.125, x1: 0.962, y1: 0.525 },
    { x0: 0.76, y0: 0.55, x1: 0.95, y1: 0.71 },
    { x0: 0.03, y0: 0.6, x1: 0.28, y1: 0.705 },
  ]);
}

function slipImproved2023(c: Blind13Case, p: Person, rng: Rng): Page {
  // NIMC's improved NIN slip: a green band, photo left, labels inline to the left of their values, the NIN in a band, a QR code to verify.
  const W = 1560;
  const H = 1000;
  const s = new Sheet(W, H);
  const green = tint('#0d6e3c', rng, 6);
  s.svg(`<g opacity="0.05">${arms(620, 330, 520, '#0d6e3c')}</g>${guilloche(780, 520, 560, rng, '#9fd7b2', 0.08)}`);
  s.box(0, 0, W, 120, `background:${green}`);
  s.svg(arms(40, 18, 84));
  s.text(150, 14, 'National Identity Management System', { font: 'Manjari', size: 38, weight: 700, color: '#ffffff' });
  s.text(150, 66, 'Federal Republic of Nigeria  ·  National Identification Number Slip (NINS)', { font: 'M PLUS 2', size: 21, color: '#dcefe2' });
  s.img(60, 168, 260, 320, svgUrl(portrait(p, 260, 320, rng, '#f1f1f1')), 'border:2px solid #c8d2cb');
  const L: TextStyle = { font: 'M PLUS 2', size: 21, weight: 700, color: '#5b6b61', spacing: 1 };
  const V: TextStyle = { font: 'Manjari', size: 40, weight: 700, color: '#111' };
  const style = designDates['slip-improved-2023'];
  const pr = c.printed;
  const lx = 370 + jitter(rng, 4);
  const vx = 640;
  const row = (k: number) => 176 + k * 68;
  s.inline(lx, vx, row(0), 'SURNAME', pr.surname, L, crit(V, 880));
  s.inline(lx, vx, row(1), 'GIVEN NAMES', pr.givenNames, L, crit(V, 880));
  s.inline(lx, vx, row(2), 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 420)).inline(1120, 1220, row(2), 'SEX', pr.sex, L, V);
  s.inline(lx, vx, row(3), 'ISSUE DATE', printDate(pr.issueDate ?? '', style), L, { ...V, max: 420 });
  s.inline(lx, vx, row(4), 'STATE', p.state, L, { ...V, size: 32, max: 420 });
  s.box(50, 560, 1170, 170, `border:3px solid ${green};border-radius:12px;background:rgba(13,110,60,0.06)`);
  s.text(80, 574, 'NIN', { font: 'M PLUS 2', size: 30, weight: 700, color: green, spacing: 4 });
  s.text(80, 618, grouped(pr.nin ?? '', [4, 3, 4]), crit({ font: 'M PLUS 1 Code', size: 72, weight: 700, color: '#111', spacing: 6 }, 1080));
  s.img(1300, 540, 210, 210, svgUrl(qrLike(210, rng, '#0b1f14')));
  s.text(1405, 760, 'Scan to verify', { font: 'M PLUS 2', size: 18, color: '#55605a', anchor: 'middle' });
  s.text(60, 820, 'Keep this slip safe. Your NIN is yours for life; share it only with those who must verify you.', { font: 'Manjari', size: 22, color: '#4a4a4a' });
  s.text(60, 860, 'nimc.gov.ng  ·  0700-CALL-NIMC', { font: 'M PLUS 2', size: 18, color: '#6a6a6a' });
  return page(s, 'slip-improved-2023', tint('#fdfdfb', rng, 2), 2, 200, true, [
    { x0: 0.035, y0: 0.165, x1: 0.21, y1: 0.49 },
    { x0: 0.825, y0: 0.53, x1: 0.975, y1: 0.79 },
    { x0: 0.03, y0: 0.8, x1: 0.7, y1: 0.9 },
  ]);
}

function slipEnrolment2014(c: Blind13Case, p: Person, rng: Rng): Page {
  // An enrolment transaction slip off a centre's laser printer: a typewriter face throughout, colon labels, the names as the officer typed them.
  const W = 1480;
  const H = 1040;
  const s = new Sheet(W, H);
  s.box(30, 30, W - 60, H - 60, 'border:2px solid #333');
  s.text(W / 2, 52, 'NATIONAL IDENTITY MANAGEMENT COMMISSION', { font: 'Gayathri', size: 34, weight: 700, color: '#1b1b1b', anchor: 'middle', spacing: 1 });
  s.text(W / 2, 98, 'ENROLMENT TRANSACTION SLIP', { font: 'IndUni-C', size: 26, weight: 700, color: '#1b1b1b', anchor: 'middle', spacing: 4 });
  s.box(60, 146, W - 120, 2, 'background:#333');
  s.img(1150, 176, 240, 300, svgUrl(portrait(p, 240, 300, rng, '#f4f4f4', true)), 'border:1px solid #777');
  const L: TextStyle = { font: 'IndUni-C', size: 24, color: '#333' };
  const V: TextStyle = { font: 'IndUni-C', size: 34, weight: 700, color: '#0a0a0a' };
  const style = designDates['slip-enrolment-2014'];
  const pr = c.printed;
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const lx = 70 + jitter(rng, 3);
  const vx = 430;
  const tracking = `${String(rng.int(1, 9))}${Array.from({ length: 14 }, () => rng.pick('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''))).join('')}`;
  const rows: [string, string, TextStyle][] = [
    ['TRACKING ID:', tracking, { ...V, size: 30, max: 680 }],
    ['NIN:', pr.nin ?? '', crit({ ...V, size: 38 }, 680)],
    ['SURNAME:', titleCase(pr.surname), crit(V, 680)],
    ['FIRST NAME:', titleCase(first), crit(V, 680)],
    ['MIDDLE NAME:', titleCase(middle), crit(V, 680)],
    ['GENDER:', pr.sex === 'M' ? 'Male' : 'Female', V],
    ['DATE OF BIRTH:', printDate(pr.dateOfBirth, style), crit(V, 680)],
    ['STATE OF ORIGIN:', titleCase(p.state), { ...V, max: 680 }],
    ['ENROLMENT CENTRE:', `NIMC ${titleCase(p.lga)}`, { ...V, size: 30, max: 680 }],
    ['ENROLMENT DATE:', printDate(pr.issueDate ?? '', style), { ...V, max: 680 }],
  ];
  rows.forEach(([label, value, st], i) => s.inline(lx, vx, 176 + i * 62, label, value, L, st));
  s.img(1110, 520, 320, 80, svgUrl(barcode(320, 80, rng)));
  s.text(1270, 606, tracking, { font: 'IndUni-C', size: 18, color: '#333', anchor: 'middle' });
  s.text(lx, 830, 'Your NIN will be sent to you by SMS. Keep this slip: it is your proof of enrolment.', { font: 'IndUni-C', size: 20, color: '#444' });
  s.text(lx, 866, `Operator: ${String(rng.int(10000, 99999))}   Printed: ${printDate(pr.issueDate ?? '', style)}`, { font: 'IndUni-C', size: 20, color: '#444' });
  return page(s, 'slip-enrolment-2014', tint('#fcfcfa', rng, 2), 1, 200, true, [
    { x0: 0.775, y0: 0.165, x1: 0.943, y1: 0.462 },
    { x0: 0.745, y0: 0.495, x1: 0.975, y1: 0.6 },
    { x0: 0.04, y0: 0.78, x1: 0.7, y1: 0.86 },
  ]);
}

function nmpc2024(c: Blind13Case, p: Person, rng: Rng): Page {
  // A 2024 multipurpose identity card: a teal band, the chip before the NIN, mixed-case labels, photo right.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const teal = tint('#0e6e7e', rng, 8);
  s.svg(`${rings(860, 560, 420, rng, '#8cc7d2', 0.16)}${waveBand(W, 600, 740, rng, '#a6d9c9', 0.3)}`);
  s.box(0, 0, W, 88, `background:linear-gradient(90deg, ${teal}, ${tint('#2a8f7b', rng, 8)})`);
  s.svg(arms(26, 8, 72));
  s.text(112, 8, 'NATIONAL IDENTITY CARD', { font: 'Manjari', size: 40, weight: 700, color: '#ffffff', spacing: 1 });
  s.text(112, 54, 'Federal Republic of Nigeria', { font: 'Manjari', size: 22, color: '#d8f0ee' });
  s.img(46, 118, 120, 100, svgUrl(chip(120, 100)));
  s.img(900, 112, 256, 320, svgUrl(portrait(p, 256, 320, rng, rng.pick(photoBackgrounds))), 'border-radius:10px');
  s.img(900, 446, 256, 64, svgUrl(signature(256, 64, rng)));
  const L: TextStyle = { font: 'Manjari', size: 21, weight: 700, color: teal };
  const V: TextStyle = { font: 'M PLUS 2', size: 36, weight: 700, color: '#0f1416' };
  const D: TextStyle = { font: 'M PLUS 1 Code', size: 34, weight: 700, color: '#0f1416' };
  const style = designDates['nmpc-2024'];
  const pr = c.printed;
  const x = 46 + jitter(rng, 3);
  s.stacked(196, 118, 'NIN', pr.nin ?? '', L, crit({ ...D, size: 46, color: teal, spacing: 2 }, 660), 28);
  s.stacked(x, 244, 'Surname', pr.surname, L, crit(V, 820), 27);
  s.stacked(x, 322, 'Given names', pr.givenNames, L, crit(V, 820), 27);
  s.stacked(x, 400, 'Date of birth', printDate(pr.dateOfBirth, style), L, crit(D, 260), 27).stacked(x + 300, 400, 'Sex', pr.sex, L, V, 27).stacked(x + 400, 400, 'Nationality', 'NGA', L, V, 27);
  s.stacked(x, 478, 'Date of issue', printDate(pr.issueDate ?? '', style), L, { ...D, max: 260 }, 27).stacked(x + 300, 478, 'Date of expiry', printDate(pr.expiryDate ?? '', style), L, crit(D, 260), 27);
  s.img(960, 590, 190, 130, svgUrl(holoStrip(190, 130, rng)), 'opacity:0.8;border-radius:12px');
  return page(s, 'nmpc-2024', `linear-gradient(170deg, #ffffff, ${tint('#eaf5f7', rng, 5)})`, 34, 85.6, false, [
    { x0: 0.75, y0: 0.145, x1: 0.968, y1: 0.58 },
    { x0: 0.79, y0: 0.77, x1: 0.97, y1: 0.96 },
    { x0: 0.0, y0: 0.78, x1: 0.3, y1: 1 },
  ]);
}

function nic2019(c: Blind13Case, p: Person, rng: Rng): Page {
  // A 2019 identity card: a plum band, photo left with a ghost image right, colon labels inline in a condensed face, the NIN grouped 3-4-4 at the foot.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const plum = tint('#5b2a6e', rng, 8);
  s.svg(`${guilloche(700, 400, 460, rng, '#c9b0d8', 0.16)}${lineScreen(0, 560, W, 196, rng, '#d8c9e4', 0.3, 7)}`);
  s.box(0, 0, W, 86, `background:${plum}`);
  s.box(0, 86, W, 6, `background:${tint('#2f8a4f', rng, 8)}`);
  s.text(36, 6, 'NATIONAL IDENTITY CARD', { font: 'Gemunu Libre', size: 46, weight: 700, color: '#ffffff', spacing: 2 });
  s.text(W - 36, 26, 'Federal Republic of Nigeria', { font: 'ElstobD', size: 26, italic: true, color: '#efe4f5', anchor: 'end' });
  s.img(36, 120, 250, 316, svgUrl(portrait(p, 250, 316, rng, rng.pick(photoBackgrounds))), 'border:3px solid #ffffff;border-radius:6px');
  s.img(36, 452, 250, 62, svgUrl(signature(250, 62, rng, '#2a1a3a')));
  s.img(1000, 300, 160, 190, svgUrl(portrait(p, 160, 190, rng, '#ffffff', true)), 'opacity:0.24');
  const L: TextStyle = { font: 'Gemunu Libre', size: 24, weight: 700, color: plum, spacing: 1 };
  const V: TextStyle = { font: 'ElstobD', size: 34, weight: 700, color: '#140f18' };
  const style = designDates['nic-2019'];
  const pr = c.printed;
  const lx = 316 + jitter(rng, 3);
  const vx = 490;
  const row = (k: number) => 118 + k * 64;
  s.inline(lx, vx, row(0), 'SURNAME:', pr.surname, L, crit(V, 660));
  s.inline(lx, vx, row(1), 'OTHER NAMES:', pr.givenNames, L, crit(V, 660));
  s.inline(lx, vx, row(2), 'D.O.B:', printDate(pr.dateOfBirth, style), L, crit(V, 240)).inline(760, 830, row(2), 'SEX:', pr.sex, L, V);
  s.inline(lx, vx, row(3), 'ISSUED:', printDate(pr.issueDate ?? '', style), L, { ...V, max: 240 });
  s.inline(lx, vx, row(4), 'EXPIRES:', printDate(pr.expiryDate ?? '', style), L, crit(V, 240));
  s.inline(lx, vx, row(5), 'STATE:', p.state, L, { ...V, size: 28, max: 300 });
  s.text(316, 560, 'NATIONAL IDENTIFICATION NUMBER', { ...L, size: 20 });
  s.text(316, 592, grouped(pr.nin ?? '', [3, 4, 4]), crit({ font: 'IndUni-C', size: 50, weight: 700, color: '#140f18', spacing: 3 }, 640));
  return page(s, 'nic-2019', `linear-gradient(180deg, ${tint('#fbf8fc', rng, 4)}, ${tint('#efe8f3', rng, 4)})`, 32, 85.6, false, [
    { x0: 0.025, y0: 0.152, x1: 0.242, y1: 0.585 },
    { x0: 0.83, y0: 0.39, x1: 0.975, y1: 0.66 },
    { x0: 0.0, y0: 0.7, x1: 0.25, y1: 1 },
  ]);
}

function dl2016(c: Blind13Case, p: Person, rng: Rng): Page {
  // An FRSC licence of 2016: a green band with a red rule, photo left, abbreviated labels stacked, the given names in FIRST NAME and MIDDLE NAME cells.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#1e6b34', rng, 8);
  s.svg(`${guilloche(760, 430, 480, rng, '#e2c98f', 0.15)}${sunburst(W, H, 800, 64, '#bfe0c4', 0.12)}`);
  s.box(0, 0, W, 84, `background:${green}`);
  s.box(0, 84, W, 8, `background:${tint('#b3261e', rng, 8)}`);
  s.svg(arms(24, 6, 72));
  s.text(110, 6, "NATIONAL DRIVERS' LICENCE", { font: 'Gayathri', size: 40, weight: 700, color: '#ffffff', spacing: 1 });
  s.text(110, 52, 'FEDERAL REPUBLIC OF NIGERIA  ·  FEDERAL ROAD SAFETY CORPS', { font: 'Gayathri', size: 18, color: '#e3f2e6' });
  s.img(36, 120, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(36, 436, 240, 60, svgUrl(signature(240, 60, rng)));
  const L: TextStyle = { font: 'Gayathri', size: 19, weight: 700, color: '#4d6b55', spacing: 1 };
  const V: TextStyle = { font: 'Gemunu Libre', size: 38, weight: 700, color: '#121212' };
  const D: TextStyle = { font: 'M PLUS 1 Code', size: 32, weight: 700, color: '#121212' };
  const style = designDates['dl-2016'];
  const pr = c.printed;
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const x = 306 + jitter(rng, 3);
  const x2 = 720;
  const gap = 24;
  s.stacked(x, 108, 'LIC NO', pr.documentNumber, L, crit({ ...D, size: 38, color: '#8e1b1b', spacing: 1 }, 420), gap).stacked(900, 108, 'CLASS', rng.pick(['B', 'C', 'E']), L, V, gap);
  s.stacked(x, 186, 'SURNAME', pr.surname, L, crit(V, 850), gap);
  s.stacked(x, 264, 'FIRST NAME', first, L, crit(V, 390), gap).stacked(x2, 264, 'MIDDLE NAME', middle, L, crit(V, 440), gap);
  s.stacked(x, 342, 'D OF B', printDate(pr.dateOfBirth, style), L, crit(D, 250), gap).stacked(600, 342, 'SEX', pr.sex, L, V, gap).stacked(720, 342, 'B/G', p.bloodGroup, L, V, gap).stacked(860, 342, 'HT', `${p.height}M`, L, { ...V, max: 140 }, gap);
  s.stacked(x, 420, 'ISS D', printDate(pr.issueDate ?? '', style), L, { ...D, max: 250 }, gap).stacked(600, 420, 'EXP D', printDate(pr.expiryDate ?? '', style), L, crit(D, 250), gap);
  s.stacked(x, 498, 'STATE OF ISSUE', p.state, L, { ...V, size: 32, max: 400 }, gap);
  s.img(740, 600, 420, 110, svgUrl(stackedBarcode(420, 110, rng)));
  return page(s, 'dl-2016', `linear-gradient(180deg, ${tint('#fdfcf3', rng, 4)}, ${tint('#f3f6e9', rng, 4)})`, 32, 85.6, false, [
    { x0: 0.03, y0: 0.158, x1: 0.23, y1: 0.555 },
    { x0: 0.615, y0: 0.79, x1: 0.97, y1: 0.94 },
    { x0: 0.0, y0: 0.7, x1: 0.24, y1: 1 },
  ]);
}

function dl2025(c: Blind13Case, p: Person, rng: Rng): Page {
  // A 2025 polycarbonate licence: a blue wave band, the number large at the top in a square face, photo right, British month abbreviations.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const blue = tint('#1c4f8f', rng, 8);
  s.svg(`${waveBand(W, 96, 300, rng, '#9cc2e6', 0.3)}${guilloche(560, 470, 420, rng, '#b9d3ee', 0.13)}`);
  s.box(0, 0, W, 92, `background:linear-gradient(180deg, ${blue}, ${tint('#2e6db4', rng, 8)})`);
  s.svg(badge(W - 54, 46, 34));
  s.text(40, 12, "DRIVER'S LICENCE", { font: 'BabelStone Modern', size: 42, color: '#ffffff', spacing: 2 });
  s.text(40, 60, 'Federal Republic of Nigeria · Federal Road Safety Corps', { font: 'IndUni-N', size: 19, italic: true, color: '#dbe7f6' });
  s.img(914, 116, 246, 306, svgUrl(portrait(p, 246, 306, rng, rng.pick(photoBackgrounds))), 'border-radius:8px');
  s.img(914, 436, 246, 62, svgUrl(signature(246, 62, rng, '#14213d')));
  const L: TextStyle = { font: 'IndUni-N', size: 19, italic: true, color: '#3b5b85' };
  const V: TextStyle = { font: 'IndUni-N', size: 34, weight: 700, color: '#0e1420' };
  const N: TextStyle = { font: 'BabelStone Modern', size: 42, color: '#7c1f25', spacing: 1 };
  const style = designDates['dl-2025'];
  const pr = c.printed;
  const x = 44 + jitter(rng, 3);
  const gap = 24;
  s.stacked(x, 110, 'Licence No.', pr.documentNumber, L, crit(N, 520), gap);
  s.stacked(x, 198, 'Surname', pr.surname, L, crit(V, 830), gap);
  s.stacked(x, 276, 'Given names', pr.givenNames, L, crit(V, 830), gap);
  s.stacked(x, 354, 'Date of birth', printDate(pr.dateOfBirth, style), L, crit(V, 300), gap).stacked(x + 340, 354, 'Sex', pr.sex, L, V, gap).stacked(x + 450, 354, 'Blood group', p.bloodGroup, L, V, gap).stacked(x + 620, 354, 'Height', `${p.height} m`, L, { ...V, max: 180 }, gap);
  s.stacked(x, 432, 'Issued', printDate(pr.issueDate ?? '', style), L, { ...V, max: 300 }, gap).stacked(x + 340, 432, 'Valid until', printDate(pr.expiryDate ?? '', style), L, crit(V, 300), gap);
  s.stacked(x, 510, 'Class', rng.pick(['B', 'B C', 'C E']), L, { ...V, size: 30 }, gap).stacked(x + 340, 510, 'Issuing office', `FRSC ${p.lga}`, L, { ...V, size: 28, max: 480 }, gap);
  s.img(990, 580, 160, 150, svgUrl(kinegram(160, 150, rng)));
  return page(s, 'dl-2025', `linear-gradient(160deg, ${tint('#f6f9fd', rng, 4)}, ${tint('#e9f0f8', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.76, y0: 0.15, x1: 0.97, y1: 0.56 },
    { x0: 0.8, y0: 0.76, x1: 0.97, y1: 0.97 },
    { x0: 0.0, y0: 0.84, x1: 0.35, y1: 1 },
  ]);
}

function pvc2011(c: Blind13Case, p: Person, rng: Rng): Page {
  // INEC's first permanent voter's card: a green band, photo left, inline labels, the chip top right, a narrow surname box that breaks a hyphenated surname after its hyphen.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#137a3a', rng, 10);
  s.svg(`${lineScreen(0, 90, W, H - 90, rng, '#cde9cf', 0.2, 8)}${rings(820, 420, 380, rng, '#a7d7a9', 0.12)}`);
  s.box(0, 0, W, 92, `background:${green}`);
  s.text(30, 10, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'RocknRoll One', size: 29, color: '#ffffff' });
  s.text(30, 54, "PERMANENT VOTER'S CARD", { font: 'Gayathri', size: 24, weight: 700, color: '#e4f5e6', spacing: 3 });
  s.img(36, 120, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(36, 424, 230, 58, svgUrl(signature(230, 58, rng)));
  s.img(1020, 112, 130, 108, svgUrl(chip(130, 108)));
  const L: TextStyle = { font: 'Gayathri', size: 20, weight: 700, color: '#2b6b3b', spacing: 1 };
  const V = PVC2011_SURNAME;
  const D: TextStyle = { font: 'M PLUS 1 Code', size: 30, weight: 700, color: '#111' };
  const style = designDates['pvc-2011'];
  const pr = c.printed;
  const lx = 296 + jitter(rng, 3);
  const vx = 500;
  let y = 116;
  s.inline(lx, vx, y, 'VIN', pr.documentNumber, L, crit({ ...D, size: 32 }, 500));
  y += 58;
  s.inline(lx, vx, y, 'DELIM', p.delimitation, L, { ...D, size: 26, max: 360 });
  y += 58;
  // The surname box is narrow: a hyphenated surname too long for it is broken after the hyphen, not set smaller.
  const surnameLines = pvc2011SurnameLines(pr.surname);
  surnameLines.forEach((line, k) => {
    if (k === 0) s.inline(lx, vx, y, 'SURNAME', line, L, crit(V, PVC2011_SURNAME_ROOM));
    else s.text(vx, y, line, crit(V, PVC2011_SURNAME_ROOM));
    y += k === surnameLines.length - 1 ? 60 : 44;
  });
  s.inline(lx, vx, y, 'OTHER NAMES', pr.givenNames, L, crit(V, 650));
  y += 60;
  s.inline(lx, vx, y, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 430)).inline(950, 1070, y, 'GENDER', pr.sex, L, V);
  y += 60;
  s.inline(lx, vx, y, 'OCCUPATION', p.occupation, L, { ...V, size: 26, max: 560 });
  y += 54;
  s.inline(lx, vx, y, 'ADDRESS', p.address, L, { ...V, size: 24, max: 520 });
  s.svg(`<g opacity="0.9">${badge(1090, 650, 60)}</g>`);
  return page(s, 'pvc-2011', `linear-gradient(180deg, ${tint('#fbfcf6', rng, 4)}, ${tint('#eef6ec', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.03, y0: 0.158, x1: 0.222, y1: 0.542 },
    { x0: 0.85, y0: 0.148, x1: 0.96, y1: 0.29 },
    { x0: 0.86, y0: 0.77, x1: 0.98, y1: 0.95 },
  ]);
}

function pvc2023(c: Blind13Case, p: Person, rng: Rng): Page {
  // A 2023 voter's card: a green diagonal, photo right, stacked labels, the VIN boxed at the foot, a QR code, dates without leading zeros.
  const { W, H } = CARD;
  const s = new Sheet(W, H);
  const green = tint('#0f7340', rng, 8);
  s.svg(`<path d="M 0 ${H} L 0 ${H - 230} L ${W * 0.55} ${H} Z" fill="${green}" opacity="0.16"/>${lissajous(W, H, rng, '#a3d3b4', 0.13, 3)}<g opacity="0.05">${arms(420, 180, 420, '#0f7340')}</g>`);
  s.box(0, 0, W, 10, `background:${green}`);
  s.text(40, 24, 'INEC', { font: 'BabelStone Modern', size: 54, color: green, spacing: 4 });
  s.text(220, 26, 'Independent National Electoral Commission', { font: 'Loma', size: 22, weight: 700, color: '#2c4a38' });
  s.text(220, 58, "VOTER'S CARD  ·  FEDERAL REPUBLIC OF NIGERIA", { font: 'Loma', size: 17, color: '#4f6b5a', spacing: 2 });
  s.img(920, 104, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds))), 'border:3px solid #ffffff;border-radius:6px');
  s.img(920, 418, 240, 60, svgUrl(signature(240, 60, rng)));
  const L: TextStyle = { font: 'Loma', size: 17, weight: 700, color: '#3d6b4e', spacing: 1 };
  const V: TextStyle = { font: 'Loma', size: 34, weight: 700, color: '#0e1511' };
  const style = designDates['pvc-2023'];
  const pr = c.printed;
  const x = 44 + jitter(rng, 3);
  const gap = 22;
  s.stacked(x, 110, 'SURNAME', pr.surname, L, crit(V, 840), gap);
  s.stacked(x, 186, 'OTHER NAMES', pr.givenNames, L, crit(V, 840), gap);
  s.stacked(x, 262, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 250), gap).stacked(x + 290, 262, 'GENDER', pr.sex === 'M' ? 'MALE' : 'FEMALE', L, { ...V, size: 30 }, gap).stacked(x + 500, 262, 'DELIM', p.delimitation, L, { font: 'M PLUS 1 Code', size: 28, weight: 700, color: '#0e1511', max: 330 }, gap);
  s.stacked(x, 338, 'POLLING UNIT', rng.pick(polling), L, { ...V, size: 28, max: 820 }, gap);
  s.stacked(x, 414, 'STATE / LGA', `${p.state} / ${p.lga}`, L, { ...V, size: 28, max: 820 }, gap);
  s.box(36, 540, 840, 120, `border:2px solid ${green};border-radius:10px;background:rgba(255,255,255,0.72)`);
  s.text(56, 550, 'VIN', { ...L, size: 20 });
  s.text(56, 584, grouped(pr.documentNumber, [4, 4, 4, 4, 3]), crit({ font: 'M PLUS 1 Code', size: 44, weight: 700, color: '#0e1511', spacing: 3 }, 800));
  s.img(960, 522, 190, 190, svgUrl(qrLike(190, rng, '#0b2a18')));
  return page(s, 'pvc-2023', `linear-gradient(170deg, ${tint('#fdfcf7', rng, 4)}, ${tint('#f1f6ee', rng, 4)})`, 34, 85.6, false, [
    { x0: 0.765, y0: 0.132, x1: 0.972, y1: 0.54 },
    { x0: 0.795, y0: 0.68, x1: 0.965, y1: 0.95 },
    { x0: 0.0, y0: 0.89, x1: 0.45, y1: 1 },
  ]);
}

/** The page of a case (the same page every time: its choices are seeded by the case). */
export function pageOf(c: Blind13Case): Page {
  const p = personOf(c.person);
  const rng = rngOf(seedOf('blind13-page', c.seed));
  switch (c.design) {
    case 'pp-ecowas-2007':
      return ppEcowas2007(c, p, rng);
    case 'pp-enhanced-2025':
      return ppEnhanced2025(c, p, rng);
    case 'slip-improved-2023':
      return slipImproved2023(c, p, rng);
    case 'slip-enrolment-2014':
      return slipEnrolment2014(c, p, rng);
    case 'nmpc-2024':
      return nmpc2024(c, p, rng);
    case 'nic-2019':
      return nic2019(c, p, rng);
    case 'dl-2016':
      return dl2016(c, p, rng);
    case 'dl-2025':
      return dl2025(c, p, rng);
    case 'pvc-2011':
      return pvc2011(c, p, rng);
    case 'pvc-2023':
      return pvc2023(c, p, rng);
  }
}
