import { crit, firstAndMiddle, grouped, jitter, PageSheet, sheetPage, tint, widthMetrics, type Page, type TextStyle, type Zone } from '../blind-kit/page-helpers.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { arms, chip, kinegram, lissajous, portrait as drawnPortrait, qrLike, rings, stacked as stackedBarcode, waveBand } from '../documents-blind9/art.js';
import { badge, barcode, chip6, dataMatrix, guilloche, holoStrip, lineScreen, signature, sunburst, svgUrl } from '../documents-blind10/art.js';
import type { Blind22Case, Design } from './cases.js';
import { printDate, type DateStyle } from './dates.js';
import { personOf, type Person } from './people.js';

export type { Page, Zone };

/**
 * The twenty-second set's ten designs (two per layout) as HTML pages of fixed pixel size, this set's
 * own reading of public descriptions and photographs of the real documents: a 2011 standard passport
 * data page (the portrait right, English labels stacked over their French in italics, the number boxed
 * at the top left) and a 2024 e-passport page (a maroon-and-green band down the left edge, the
 * portrait left, French labels in small capitals over the English, the NIN under the number); a 2013
 * enrolment printout (a two-column grid of fixed-pitch labels and values, the weekday written out, an
 * officer's hand-written note) and a 2020 verification printout (a portal's header bar, a shaded
 * table, the database's date with its midnight time); identity cards of 2012 (a green band along the
 * foot, the portrait right, the NIN over the portrait) and 2024 (a diagonal green corner, the portrait
 * left, labels in small capitals with the NIN boxed along the foot); FRSC licences of 2012 (a cream
 * card, the number in red at the top left, labels beside values) and 2024 (a green band with a script
 * title, the number in a box at the right, labels over values, the portrait right); voter's cards of
 * 2011 (a tricolour band, the VIN over the portrait, labels over values) and 2023 (a green frame, the
 * VIN along a white strip under the band, labels beside values). Positions, colours, label wordings
 * and placements, field orders and date forms differ from the earlier sets'. Each page says where a
 * thumb or a worn corner may lie without touching a field a reader needs, and where each critical
 * field lies.
 */

/** The ninth set's drawn portrait (ellipses and headwear, no real face), for this set's people: the same look fields, so the person is passed as the ninth set's type. */
const portrait = (p: Person, w: number, h: number, rng: Rng, background: string, grey = false) => drawnPortrait(p as unknown as Parameters<typeof drawnPortrait>[0], w, h, rng, background, grey);

/** The fonts each design uses (fonts.ts lists their packages). */
export const designFonts: Record<Design, string[]> = {
  'pp-std-2011': ['Tagmukay', 'Symbola', 'UKIJ Ekran', 'OCR B'],
  'pp-e-2024': ['UKIJ Tuz Tom', 'Mingzat', 'Mandali', 'NanumGothicCoding', 'OCR B'],
  'slip-enrol-2013': ['Akatab', 'NanumGothicCoding', 'Ecolier_court'],
  'slip-verify-2020': ['Nuosu SIL', 'UKIJ Inchike', 'Gurajada', 'UKIJ Ekran'],
  'idcard-2012': ['Symbola', 'Dancing Script', 'Akatab', 'UKIJ Tuz Tom', 'NanumGothicCoding'],
  'idcard-2024': ['Tagmukay', 'Nuosu SIL', 'Suranna', 'UKIJ Ekran'],
  'dl-2012': ['UKIJ Tuz Tom', 'Mingzat', 'Mandali', 'NanumGothicCoding'],
  'dl-2024': ['Dancing Script', 'UKIJ Inchike', 'Symbola', 'UKIJ Ekran'],
  'pvc-2011': ['Nuosu SIL', 'Tagmukay', 'Gurajada', 'NanumGothicCoding'],
  'pvc-2023': ['UKIJ Tuz Tom', 'Akatab', 'Mingzat', 'UKIJ Ekran'],
};

/** The date form each design prints. */
export const designDates: Record<Design, DateStyle> = {
  'pp-std-2011': 'dd MMM MMMfr yyyy',
  'pp-e-2024': 'dd Mmm. yy',
  'slip-enrol-2013': 'Wwww do Mmmm yyyy',
  'slip-verify-2020': 'yyyy-mm-dd 00:00:00',
  'idcard-2012': 'dd.Mmm.yy',
  'idcard-2024': 'ddo MMM yyyy',
  'dl-2012': "d Mmm 'yy",
  'dl-2024': 'dd - MMM - yyyy',
  'pvc-2011': 'd/mm/yyyy',
  'pvc-2023': 'MMMM dd, yyyy',
};

/**
 * A generous average advance (em) of each family for capitals and figures at the weights the pages
 * use (measured in Chromium at 700 on this set's widest names, plus about 5 %): a text fitted with it
 * never overflows its width (check.ts measures the rendered widths against their room).
 */
const ADVANCE: Record<string, number> = {
  Akatab: 0.7,
  Tagmukay: 0.81,
  Mingzat: 0.83,
  'Nuosu SIL': 0.82,
  Symbola: 0.8,
  'Dancing Script': 0.74,
  'UKIJ Tuz Tom': 0.8,
  'UKIJ Ekran': 0.74,
  'UKIJ Inchike': 0.81,
  Mandali: 0.81,
  Suranna: 0.78,
  Gurajada: 0.65,
  NanumGothicCoding: 0.53,
  Ecolier_court: 0.79,
  'OCR B': 0.76,
};

/** How this set sizes a text: its families' advances (eval/blind-kit/page-helpers.ts). */
const METRICS = widthMetrics(ADVANCE, 0.95);
const sheet = (w: number, h: number) => new PageSheet(w, h, { metrics: METRICS, figures: 'lining' });

const photoBackgrounds = ['#e8ecf1', '#efe8dc', '#e1ebe4', '#ede5e1', '#e4ece1', '#f1ece3'];
const CARD = { W: 1198, H: 756 };
const PASS = { W: 1500, H: 1056 };
const authorities = ['NIS ABEOKUTA', 'NIS UMUAHIA', 'NIS KATSINA', 'NIS OWERRI', 'NIS AKURE', 'NIS WARRI', 'NIS IKOYI', 'NIS ABUJA HQ'];
const pollingUnits = ['PRY SCH. I', 'VILLAGE SQUARE', 'CHURCH HALL', 'HEALTH CENTRE', 'OPEN SPACE II', 'COMM. SEC. SCH.'];

/** The quiet zones of a W × H page: each box (page px) as page fractions. */
const zones = (W: number, H: number, boxes: readonly (readonly [number, number, number, number])[]): Zone[] => boxes.map(([x, y, w, h]) => ({ x0: x / W, y0: y / H, x1: (x + w) / W, y1: (y + h) / H }));

const page = (s: PageSheet, design: Design, background: string, radius: number, widthMm: number, paper: boolean, quiet: readonly (readonly [number, number, number, number])[]): Page =>
  sheetPage(s, designFonts[design], background, radius, widthMm, paper, zones(s.w, s.h, quiet));

/** A passport's machine-readable zone: its two OCR B lines at `size` px and `spacing` px pitch, `gap` px apart. */
function mrz(s: PageSheet, c: Blind22Case, x: number, y: number, size: number, spacing: number, gap: number): void {
  const [first, second] = c.mrz ?? ['', ''];
  const st: TextStyle = crit({ font: 'OCR B', size, color: '#141414', spacing }, 1420);
  s.text(x, y, first, st).text(x, y + gap, second, st);
}

function ppStd2011(c: Blind22Case, p: Person, rng: Rng): Page {
  // A 2011 standard passport's data page: the number boxed at the top left, English labels stacked over their French, the portrait right.
  const { W, H } = PASS;
  const s = sheet(W, H);
  const green = tint('#17603a', rng, 8);
  s.svg(`${guilloche(560, 430, 600, rng, '#c8e0cf', 0.12)}${lissajous(W, 800, rng, '#d6e5d2', 0.1, 6)}<g opacity="0.05">${arms(520, 200, 360, '#17603a')}</g>${lineScreen(0, 700, W, 110, rng, '#d3e4d8', 0.22, 6)}`);
  s.svg(arms(W - 100, 14, 70));
  s.text(W - 120, 16, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Symbola', size: 34, weight: 700, color: green, anchor: 'end' });
  s.text(W - 120, 62, 'PASSPORT · PASSEPORT', { font: 'Tagmukay', size: 18, color: '#3e6a4d', spacing: 3, anchor: 'end' });
  const pr = c.printed;
  const style = designDates['pp-std-2011'];
  const L: TextStyle = { font: 'Tagmukay', size: 15, weight: 700, color: '#45704f' };
  const V: TextStyle = { font: 'Symbola', size: 34, weight: 700, color: '#101510' };
  s.box(34, 18, 470, 96, `border:2px solid ${green};border-radius:8px;background:rgba(255,255,255,0.7)`);
  s.bilingual(48, 22, 'Passport No.', 'N° du passeport', pr.documentNumber, L, crit({ font: 'UKIJ Ekran', size: 38, weight: 700, color: '#7d1a12', spacing: 2 }, 430));
  s.img(1150, 130, 300, 380, svgUrl(portrait(p, 300, 380, rng, rng.pick(photoBackgrounds))), 'border-radius:6px');
  s.img(1150, 520, 300, 60, svgUrl(signature(300, 60, rng, '#1a2c55')));
  s.img(1200, 600, 160, 160, svgUrl(holoStrip(160, 160, rng)), 'opacity:0.45;border-radius:80px');
  const x = 44 + jitter(rng, 3);
  const r = (k: number) => 136 + k * 100;
  s.bilingual(x, r(0), 'Type', 'Type', 'P', L, V).bilingual(x + 140, r(0), 'Code', 'Code', 'NGA', L, V).bilingual(x + 320, r(0), 'Nationality', 'Nationalité', 'NIGERIAN', L, { ...V, size: 30, max: 330 });
  s.bilingual(x, r(1), 'Surname', 'Nom', pr.surname, L, crit(V, 1060));
  s.bilingual(x, r(2), 'Given names', 'Prénoms', pr.givenNames, L, crit(V, 1060));
  s.bilingual(x, r(3), 'Date of birth', 'Date de naissance', printDate(pr.dateOfBirth, style), L, crit(V, 460)).bilingual(x + 500, r(3), 'Sex', 'Sexe', pr.sex, L, V).bilingual(x + 640, r(3), 'Place of birth', 'Lieu de naissance', p.placeOfBirth, L, { ...V, size: 28, max: 420 });
  s.bilingual(x, r(4), 'Date of issue', 'Date de délivrance', printDate(pr.issueDate ?? '', style), L, { ...V, size: 30, max: 460 }).bilingual(x + 500, r(4), 'Authority', 'Autorité', rng.pick(authorities), L, { ...V, size: 26, max: 540 });
  s.bilingual(x, r(5), 'Date of expiry', 'Date d’expiration', printDate(pr.expiryDate ?? '', style), L, crit(V, 460));
  s.img(720, 660, 150, 110, svgUrl(kinegram(150, 110, rng)));
  s.box(0, 818, W, H - 818, 'background:rgba(253,255,253,0.8)');
  mrz(s, c, 54, 846, 40, 0.5, 94);
  return page(s, 'pp-std-2011', `linear-gradient(170deg, ${tint('#edf5ee', rng, 5)}, ${tint('#e0ede3', rng, 5)})`, 6, 125, true, [
    [1144, 124, 312, 392],
    [1144, 516, 312, 68],
    [1194, 594, 172, 172],
    [714, 654, 162, 122],
  ]);
}

function ppE2024(c: Blind22Case, p: Person, rng: Rng): Page {
  // A 2024 e-passport page: a band down the left edge, the portrait left, French labels in small capitals over the English, the NIN under the number.
  const { W, H } = PASS;
  const s = sheet(W, H);
  const green = tint('#0d5230', rng, 8);
  s.svg(`${sunburst(W, 0, 1300, 90, '#d2e4d8', 0.12)}${rings(900, 420, 520, rng, '#d8e6dc', 0.1)}${waveBand(W, 600, 780, rng, '#c9ddcf', 0.2)}`);
  s.box(0, 0, 40, 800, `background:linear-gradient(180deg, ${tint('#6e1f2a', rng, 8)}, ${green})`);
  s.svg(arms(70, 14, 64));
  s.text(150, 12, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'UKIJ Tuz Tom', size: 32, weight: 700, color: green, spacing: 2 });
  s.text(152, 56, 'PASSEPORT · PASSPORT', { font: 'Mingzat', size: 18, color: '#406b50', spacing: 3 });
  s.img(70, 110, 290, 370, svgUrl(portrait(p, 290, 370, rng, '#ededed', true)), 'border-radius:10px');
  s.img(70, 490, 290, 60, svgUrl(signature(290, 60, rng, '#132a1c')));
  s.img(110, 580, 200, 140, svgUrl(portrait(p, 200, 140, rng, '#f3f4f1', true)), 'opacity:0.2');
  const pr = c.printed;
  const style = designDates['pp-e-2024'];
  const F: TextStyle = { font: 'Mingzat', size: 14, color: '#4b735a', spacing: 1 };
  const E: TextStyle = { font: 'Mingzat', size: 16, weight: 700, color: '#2f5c40' };
  const V: TextStyle = { font: 'Mandali', size: 34, weight: 700, color: '#0f1511' };
  const N: TextStyle = { font: 'NanumGothicCoding', size: 36, weight: 700, color: '#0b3120', spacing: 2 };
  // A French label in small capitals, the English under it in bold, the value under both.
  const field = (x: number, y: number, french: string, english: string, value: string, v: TextStyle) => {
    s.text(x, y, french, F).text(x, y + 17, english, E);
    return s.text(x, y + 40, value, v);
  };
  const x = 400 + jitter(rng, 3);
  const r = (k: number) => 104 + k * 98;
  field(x, r(0), 'TYPE', 'TYPE', 'P', V);
  field(x + 120, r(0), 'CODE', 'CODE', 'NGA', V);
  field(x + 280, r(0), 'N° DU PASSEPORT', 'PASSPORT NO.', pr.documentNumber, crit(N, 360));
  field(x + 700, r(0), 'N° PERSONNEL', 'NIN', pr.nin ?? '', { ...N, size: 28, max: 300 });
  field(x, r(1), 'NOM', 'SURNAME', pr.surname, crit(V, 1000));
  field(x, r(2), 'PRÉNOMS', 'GIVEN NAMES', pr.givenNames, crit(V, 1000));
  field(x, r(3), 'NATIONALITÉ', 'NATIONALITY', 'NIGERIAN', { ...V, size: 30, max: 300 });
  field(x + 360, r(3), 'DATE DE NAISSANCE', 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), crit(V, 300));
  field(x + 720, r(3), 'SEXE', 'SEX', pr.sex, V);
  field(x, r(4), 'LIEU DE NAISSANCE', 'PLACE OF BIRTH', p.placeOfBirth, { ...V, size: 28, max: 330 });
  field(x + 360, r(4), 'AUTORITÉ', 'AUTHORITY', rng.pick(authorities), { ...V, size: 26, max: 600 });
  field(x, r(5), 'DATE DE DÉLIVRANCE', 'DATE OF ISSUE', printDate(pr.issueDate ?? '', style), { ...V, max: 300 });
  field(x + 360, r(5), 'DATE D’EXPIRATION', 'DATE OF EXPIRY', printDate(pr.expiryDate ?? '', style), crit(V, 300));
  s.img(1290, 640, 150, 120, svgUrl(chip(150, 120)));
  mrz(s, c, 60, 850, 41, 1, 98);
  return page(s, 'pp-e-2024', `linear-gradient(176deg, ${tint('#f3f7f2', rng, 5)}, ${tint('#e5eee6', rng, 5)})`, 16, 125, false, [
    [64, 104, 302, 382],
    [64, 486, 302, 68],
    [104, 574, 212, 152],
    [1284, 634, 162, 132],
  ]);
}

function slipEnrol2013(c: Blind22Case, p: Person, rng: Rng): Page {
  // A 2013 enrolment printout: a two-column grid of fixed-pitch labels and values on plain paper, the weekday written out, an officer's hand-written note.
  const W = 1400;
  const H = 900;
  const s = sheet(W, H);
  const ink = tint('#1f1f1f', rng, 6);
  s.svg(`<g opacity="0.04">${arms(760, 280, 400, '#1f1f1f')}</g>${lineScreen(0, 0, W, H, rng, '#e6e6e6', 0.08, 12)}`);
  s.svg(arms(W - 104, 24, 64, '#333333'));
  s.text(40, 24, 'NATIONAL IDENTITY MANAGEMENT COMMISSION', { font: 'Akatab', size: 34, weight: 700, color: ink });
  s.text(42, 72, 'ENROLMENT ACKNOWLEDGEMENT - NIN SLIP', { font: 'NanumGothicCoding', size: 20, color: '#444444', spacing: 1 });
  s.box(40, 112, W - 80, 2, 'background:#555555');
  s.img(W - 290, 140, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds), true)), 'border:1px solid #777777');
  s.img(W - 290, 456, 240, 70, svgUrl(barcode(240, 70, rng)));
  const pr = c.printed;
  const style = designDates['slip-enrol-2013'];
  const L: TextStyle = { font: 'NanumGothicCoding', size: 19, color: '#3a3a3a' };
  const V: TextStyle = { font: 'NanumGothicCoding', size: 32, weight: 700, color: '#0e0e0e' };
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const x = 48 + jitter(rng, 2);
  const vx = 330;
  const rows: [string, string, TextStyle][] = [
    ['NIN:', pr.nin ?? '', crit({ ...V, size: 40, spacing: 3 }, 700)],
    ['SURNAME:', pr.surname, crit(V, 700)],
    ['FIRST NAME:', first, crit(V, 700)],
    ['MIDDLE NAME:', middle || '-', crit(V, 700)],
    ['DATE OF BIRTH:', printDate(pr.dateOfBirth, style), crit(V, 700)],
    ['SEX:', pr.sex === 'M' ? 'M' : 'F', V],
    ['STATE:', p.state, { ...V, size: 26, max: 700 }],
    ['LGA:', p.lga, { ...V, size: 26, max: 700 }],
    ['ENROLLED:', printDate(pr.issueDate ?? '', style), { ...V, size: 24, max: 700 }],
  ];
  rows.forEach(([label, value, st], i) => s.inline(x, vx, 140 + i * 60, label, value, L, st));
  const trackingId = Array.from({ length: 15 }, () => rng.pick('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''))).join('');
  s.text(48, 140 + rows.length * 60 + 12, `TRACKING ID ${trackingId}`, { font: 'NanumGothicCoding', size: 20, color: '#333333' });
  s.text(48, H - 48, 'Keep this slip. It is not an identity card; your NIN is yours for life.', { font: 'Akatab', size: 18, color: '#555555' });
  s.text(W - 300, 560, 'seen and verified', { font: 'Ecolier_court', size: 30, color: '#1d3c95' });
  s.img(W - 290, 610, 200, 56, svgUrl(signature(200, 56, rng, '#1d3c95')));
  return page(s, 'slip-enrol-2013', tint('#fbfbf8', rng, 2), 0, 210, true, [
    [W - 296, 134, 252, 312],
    [W - 296, 450, 252, 82],
    [W - 306, 552, 272, 122],
  ]);
}

function slipVerify2020(c: Blind22Case, p: Person, rng: Rng): Page {
  // A 2020 verification printout: a portal's header bar, the photo left, a shaded table, the database's date with its midnight time.
  const W = 1300;
  const H = 840;
  const s = sheet(W, H);
  const green = tint('#0e6a3a', rng, 6);
  s.box(0, 0, W, 92, `background:${green}`);
  s.svg(`${guilloche(760, 470, 400, rng, '#d3e7da', 0.1)}<g opacity="0.05">${arms(560, 280, 320, '#0e6a3a')}</g>`);
  s.svg(arms(28, 12, 66));
  s.text(110, 10, 'NIN Verification Slip', { font: 'Nuosu SIL', size: 34, weight: 700, color: '#ffffff' });
  s.text(112, 56, 'National Identity Management Commission · verified record', { font: 'UKIJ Inchike', size: 17, color: '#e2f2e8' });
  const pr = c.printed;
  const style = designDates['slip-verify-2020'];
  s.img(40, 122, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(40, 430, 230, 230, svgUrl(qrLike(230, rng, '#0b2614')), 'background:#ffffff');
  const L: TextStyle = { font: 'UKIJ Inchike', size: 19, weight: 700, color: '#2f5a40' };
  const V: TextStyle = { font: 'Gurajada', size: 34, weight: 700, color: '#101a13' };
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const x = 310 + jitter(rng, 2);
  const vx = 560;
  const rows: [string, string, TextStyle][] = [
    ['NIN', pr.nin ?? '', crit({ font: 'UKIJ Ekran', size: 38, weight: 700, color: '#0a2414', spacing: 2 }, 640)],
    ['Surname', pr.surname, crit(V, 640)],
    ['First Name', first, crit(V, 640)],
    ['Middle Name', middle || '-', crit(V, 640)],
    ['Date of Birth', printDate(pr.dateOfBirth, style), crit(V, 640)],
    ['Gender', pr.sex === 'M' ? 'Male' : 'Female', { ...V, size: 28, max: 640 }],
    ['Enrolment Date', printDate(pr.issueDate ?? '', style), { ...V, size: 26, max: 640 }],
  ];
  rows.forEach(([label, value, st], i) => {
    if (i % 2 === 0) s.box(300, 116 + i * 66, 960, 64, 'background:rgba(14,106,58,0.07)');
    s.inline(x, vx, 128 + i * 66, label, value, L, st);
  });
  s.text(310, 600, `State of origin: ${p.state}   LGA: ${p.lga}`, { font: 'UKIJ Inchike', size: 19, color: '#4a4a4a' });
  s.text(310, 640, 'This slip confirms a record held by NIMC; verify it with the NIN and the QR code.', { font: 'UKIJ Inchike', size: 17, color: '#555555' });
  s.img(310, 700, 420, 90, svgUrl(barcode(420, 90, rng)));
  s.img(1080, 660, 170, 150, svgUrl(holoStrip(170, 150, rng)), 'opacity:0.45;border-radius:10px');
  return page(s, 'slip-verify-2020', `linear-gradient(178deg, ${tint('#f8fbf9', rng, 3)}, ${tint('#ebf3ee', rng, 4)})`, 8, 150, true, [
    [34, 116, 242, 302],
    [34, 424, 242, 242],
    [1074, 654, 182, 162],
  ]);
}

function idcard2012(c: Blind22Case, p: Person, rng: Rng): Page {
  // A 2012 identity card: a green band along the foot, the portrait right with the NIN over it, labels over values, full stops round a title-case month.
  const { W, H } = CARD;
  const s = sheet(W, H);
  const green = tint('#196b3e', rng, 8);
  s.svg(`${guilloche(420, 360, 440, rng, '#cfe4d6', 0.13)}${lissajous(W, 640, rng, '#d6e8db', 0.1, 4)}<g opacity="0.05">${arms(420, 200, 300, '#196b3e')}</g>`);
  s.box(0, H - 70, W, 70, `background:linear-gradient(90deg, ${green}, ${tint('#3f9a62', rng, 8)})`);
  s.svg(arms(24, 12, 64));
  s.text(102, 10, 'NATIONAL IDENTITY CARD', { font: 'Symbola', size: 34, weight: 700, color: green, spacing: 1 });
  s.text(104, 54, 'Federal Republic of Nigeria', { font: 'Dancing Script', size: 26, weight: 700, color: '#2f6b46' });
  const pr = c.printed;
  const style = designDates['idcard-2012'];
  s.text(900, 96, 'NIN', { font: 'Akatab', size: 16, weight: 700, color: green, spacing: 3 });
  s.text(900, 118, pr.nin ?? '', crit({ font: 'NanumGothicCoding', size: 34, weight: 700, color: '#07281a', spacing: 1 }, 270));
  s.img(910, 172, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds))), 'border-radius:8px');
  s.img(910, 478, 240, 52, svgUrl(signature(240, 52, rng, '#0d2a1c')));
  const L: TextStyle = { font: 'Akatab', size: 16, weight: 700, color: '#3f6f52', spacing: 1 };
  const V: TextStyle = { font: 'UKIJ Tuz Tom', size: 34, weight: 700, color: '#0c1510' };
  const x = 40 + jitter(rng, 3);
  const gap = 22;
  s.stacked(x, 110, 'SURNAME', pr.surname, L, crit(V, 820), gap);
  s.stacked(x, 186, 'GIVEN NAMES', pr.givenNames, L, crit(V, 820), gap);
  s.stacked(x, 262, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 300), gap).stacked(x + 340, 262, 'SEX', pr.sex, L, V, gap).stacked(x + 440, 262, 'HEIGHT', `${p.height} m`, L, { ...V, max: 180 }, gap);
  s.stacked(x, 338, 'ISSUED', printDate(pr.issueDate ?? '', style), L, { ...V, max: 300 }, gap).stacked(x + 340, 338, 'EXPIRES', printDate(pr.expiryDate ?? '', style), L, crit(V, 300), gap);
  s.stacked(x, 414, 'ADDRESS', p.address, L, { ...V, size: 24, max: 820 }, gap);
  s.img(x, 540, 96, 80, svgUrl(chip6(96, 80)));
  s.img(640, 520, 150, 150, svgUrl(kinegram(150, 150, rng)));
  return page(s, 'idcard-2012', `linear-gradient(176deg, ${tint('#f6fbf7', rng, 3)}, ${tint('#e3efe7', rng, 4)})`, 34, 85.6, false, [
    [904, 166, 252, 312],
    [904, 474, 252, 60],
    [634, 514, 162, 162],
  ]);
}

function idcard2024(c: Blind22Case, p: Person, rng: Rng): Page {
  // A 2024 identity card: a diagonal green corner, the portrait left, labels in small capitals over values, the NIN boxed along the foot.
  const { W, H } = CARD;
  const s = sheet(W, H);
  const green = tint('#0f7440', rng, 8);
  s.svg(`<polygon points="${W - 300},0 ${W},0 ${W},260" fill="${green}" opacity="0.9"/>${rings(640, 380, 460, rng, '#d0e6d8', 0.12)}${sunburst(0, H, 900, 60, '#dbeee1', 0.1)}`);
  s.svg(arms(W - 100, 12, 64));
  s.text(30, 16, 'NATIONAL IDENTITY CARD', { font: 'Tagmukay', size: 32, weight: 700, color: green, spacing: 2 });
  s.text(32, 58, 'Federal Republic of Nigeria · République fédérale du Nigéria', { font: 'Nuosu SIL', size: 18, color: '#3d6b4f' });
  s.img(30, 110, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border-radius:12px');
  s.img(30, 406, 230, 50, svgUrl(signature(230, 50, rng, '#0b2415')));
  const pr = c.printed;
  const style = designDates['idcard-2024'];
  const L: TextStyle = { font: 'Nuosu SIL', size: 15, weight: 700, color: '#3f6f52', spacing: 2 };
  const V: TextStyle = { font: 'Suranna', size: 36, weight: 700, color: '#0c140f' };
  const x = 300 + jitter(rng, 3);
  const gap = 20;
  s.stacked(x, 110, 'SURNAME / NOM', pr.surname, L, crit(V, 860), gap);
  s.stacked(x, 186, 'GIVEN NAMES / PRÉNOMS', pr.givenNames, L, crit(V, 860), gap);
  s.stacked(x, 262, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 340), gap).stacked(x + 380, 262, 'SEX', pr.sex, L, V, gap).stacked(x + 480, 262, 'NATIONALITY', 'NGA', L, V, gap);
  s.stacked(x, 338, 'DATE OF ISSUE', printDate(pr.issueDate ?? '', style), L, { ...V, max: 340 }, gap).stacked(x + 380, 338, 'DATE OF EXPIRY', printDate(pr.expiryDate ?? '', style), L, crit(V, 340), gap);
  s.box(300, 470, 560, 86, `border:2px solid ${green};border-radius:10px;background:rgba(255,255,255,0.85)`);
  s.text(316, 474, 'NIN', { font: 'Nuosu SIL', size: 16, weight: 700, color: green, spacing: 2 });
  s.text(316, 496, grouped(pr.nin ?? '', [4, 4, 3]), crit({ font: 'UKIJ Ekran', size: 42, weight: 700, color: '#0b2415', spacing: 2 }, 520));
  s.img(30, 580, 96, 80, svgUrl(chip(96, 80)));
  s.img(1000, 560, 150, 150, svgUrl(dataMatrix(150, rng, '#0b2415')), 'background:#ffffff');
  return page(s, 'idcard-2024', `linear-gradient(178deg, ${tint('#f8fcf9', rng, 3)}, ${tint('#e6f1ea', rng, 4)})`, 34, 85.6, false, [
    [24, 104, 242, 302],
    [24, 402, 242, 58],
    [994, 554, 162, 162],
  ]);
}

function dl2012(c: Blind22Case, p: Person, rng: Rng): Page {
  // A 2012 FRSC licence: a cream card, the number in red at the top left, labels beside values, the portrait right, an apostrophe before a two-digit year.
  const { W, H } = CARD;
  const s = sheet(W, H);
  const brown = tint('#7a4d12', rng, 8);
  s.svg(`${sunburst(0, H, 1100, 80, '#efe0c0', 0.16)}${guilloche(760, 380, 420, rng, '#e9d7b2', 0.14)}`);
  s.svg(arms(W - 96, 10, 70));
  s.text(30, 10, 'FEDERAL ROAD SAFETY CORPS', { font: 'UKIJ Tuz Tom', size: 34, weight: 700, color: brown, spacing: 1 });
  s.text(32, 56, 'NATIONAL DRIVER’S LICENCE · NIGERIA', { font: 'Mingzat', size: 18, weight: 700, color: '#7d5b2e', spacing: 1 });
  const pr = c.printed;
  const style = designDates['dl-2012'];
  s.text(32, 96, 'LIC. NO.', { font: 'Mingzat', size: 16, weight: 700, color: brown });
  s.text(150, 90, pr.documentNumber, crit({ font: 'NanumGothicCoding', size: 36, weight: 700, color: '#9a1b12', spacing: 1 }, 420));
  s.img(930, 110, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border:2px solid #ffffff;box-shadow:0 0 0 1px #c9a66b');
  s.img(930, 406, 230, 50, svgUrl(signature(230, 50, rng)));
  const L: TextStyle = { font: 'Mingzat', size: 18, weight: 700, color: '#7d5b2e' };
  const V: TextStyle = { font: 'Mandali', size: 32, weight: 700, color: '#17110a' };
  const x = 32 + jitter(rng, 3);
  const vx = 250;
  s.inline(x, vx, 160, 'Surname', pr.surname, L, crit(V, 640));
  s.inline(x, vx, 216, 'Other names', pr.givenNames, L, crit(V, 640));
  s.inline(x, vx, 272, 'Birth date', printDate(pr.dateOfBirth, style), L, crit(V, 220)).inline(x + 500, x + 600, 272, 'Sex', pr.sex, L, V);
  s.inline(x, vx, 328, 'Issued', printDate(pr.issueDate ?? '', style), L, { ...V, max: 220 }).inline(x + 500, x + 600, 328, 'Valid to', printDate(pr.expiryDate ?? '', style), L, crit(V, 220));
  s.inline(x, vx, 384, 'Blood grp', p.bloodGroup, L, V).inline(x + 500, x + 600, 384, 'Class', rng.pick(['B', 'C', 'E']), L, V);
  s.inline(x, vx, 440, 'Address', p.address, L, { ...V, size: 22, max: 640 });
  s.img(30, 560, 520, 120, svgUrl(stackedBarcode(520, 120, rng)));
  s.img(700, 550, 160, 150, svgUrl(holoStrip(160, 150, rng)), 'opacity:0.55;border-radius:12px');
  s.svg(badge(W - 90, H - 90, 50, '#7a4d12'));
  return page(s, 'dl-2012', `linear-gradient(172deg, ${tint('#fdf8ec', rng, 4)}, ${tint('#f1e4c8', rng, 4)})`, 32, 85.6, false, [
    [924, 104, 242, 302],
    [924, 402, 242, 58],
    [694, 544, 172, 162],
    [1058, 616, 124, 124],
  ]);
}

function dl2024(c: Blind22Case, p: Person, rng: Rng): Page {
  // A 2024 licence: a green band with a script title, the number in a box at the right, labels over values, the portrait right, spaced hyphens round the month.
  const { W, H } = CARD;
  const s = sheet(W, H);
  const green = tint('#12603a', rng, 8);
  s.svg(`${guilloche(420, 440, 440, rng, '#c9e0d1', 0.14)}${waveBand(W, 560, 680, rng, '#cfe3d6', 0.22)}<g opacity="0.05">${arms(420, 240, 320, '#12603a')}</g>`);
  s.box(0, 0, W, 92, `background:linear-gradient(90deg, ${green}, ${tint('#2f8a58', rng, 8)})`);
  s.text(30, 2, 'Driver’s Licence', { font: 'Dancing Script', size: 50, weight: 700, color: '#ffffff' });
  s.text(400, 30, 'FRSC · FEDERAL REPUBLIC OF NIGERIA', { font: 'UKIJ Inchike', size: 18, color: '#e0f0e6', spacing: 1 });
  const pr = c.printed;
  const style = designDates['dl-2024'];
  s.box(640, 104, 530, 74, `border:2px solid ${green};border-radius:8px;background:rgba(255,255,255,0.85)`);
  s.text(654, 106, 'LICENCE NO.', { font: 'UKIJ Inchike', size: 15, weight: 700, color: green });
  s.text(654, 128, pr.documentNumber, crit({ font: 'UKIJ Ekran', size: 36, weight: 700, color: '#0a2a18', spacing: 2 }, 500));
  s.img(940, 196, 220, 280, svgUrl(portrait(p, 220, 280, rng, rng.pick(photoBackgrounds))), 'border-radius:8px');
  s.img(940, 482, 220, 50, svgUrl(signature(220, 50, rng, '#0c2a1a')));
  const L: TextStyle = { font: 'UKIJ Inchike', size: 16, weight: 700, color: '#3b6a4e' };
  const V: TextStyle = { font: 'Symbola', size: 32, weight: 700, color: '#0d140f' };
  const x = 30 + jitter(rng, 3);
  const gap = 22;
  s.stacked(x, 196, 'SURNAME', pr.surname, L, crit(V, 860), gap);
  s.stacked(x, 266, 'FIRST AND MIDDLE NAMES', pr.givenNames, L, crit(V, 860), gap);
  s.stacked(x, 336, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 360), gap).stacked(x + 400, 336, 'SEX', pr.sex, L, V, gap).stacked(x + 500, 336, 'BLOOD', p.bloodGroup, L, V, gap).stacked(x + 640, 336, 'CLASS', rng.pick(['B', 'C', 'D', 'E']), L, V, gap);
  s.stacked(x, 406, 'DATE OF ISSUE', printDate(pr.issueDate ?? '', style), L, { ...V, max: 360 }, gap).stacked(x + 400, 406, 'DATE OF EXPIRY', printDate(pr.expiryDate ?? '', style), L, crit(V, 360), gap);
  s.stacked(x, 476, 'ADDRESS', p.address, L, { ...V, size: 22, max: 860 }, gap);
  s.img(x, 580, 440, 110, svgUrl(barcode(440, 110, rng)));
  s.img(760, 570, 150, 150, svgUrl(kinegram(150, 150, rng)));
  return page(s, 'dl-2024', `linear-gradient(176deg, ${tint('#f5fbf7', rng, 3)}, ${tint('#e2efe7', rng, 4)})`, 34, 85.6, false, [
    [934, 190, 232, 292],
    [934, 478, 232, 58],
    [754, 564, 162, 162],
  ]);
}

function pvc2011(c: Blind22Case, p: Person, rng: Rng): Page {
  // A 2011 voter's card: a tricolour band, the VIN over the portrait at the left, labels over values, an unpadded day before a padded month.
  const { W, H } = CARD;
  const s = sheet(W, H);
  const green = tint('#1f6b2c', rng, 8);
  s.box(0, 0, W, 28, `background:${green}`).box(0, 28, W, 10, 'background:#ffffff').box(0, 38, W, 28, `background:${green}`);
  s.svg(`${sunburst(W, H, 1100, 64, '#d8ebd4', 0.14)}${guilloche(700, 420, 400, rng, '#c8e2c3', 0.12)}<g opacity="0.05">${arms(640, 260, 300, '#1f6b2c')}</g>`);
  s.text(30, 76, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'Nuosu SIL', size: 30, weight: 700, color: green });
  s.text(32, 118, 'VOTER’S CARD', { font: 'Tagmukay', size: 18, weight: 700, color: '#4c6e48', spacing: 3 });
  s.svg(arms(W - 90, 80, 64));
  const pr = c.printed;
  const style = designDates['pvc-2011'];
  s.text(30, 160, 'VIN', { font: 'Tagmukay', size: 15, weight: 700, color: green, spacing: 2 });
  s.text(30, 180, pr.documentNumber, crit({ font: 'NanumGothicCoding', size: 30, weight: 700, color: '#0d170a', spacing: 1 }, 380));
  s.img(30, 232, 220, 280, svgUrl(portrait(p, 220, 280, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(30, 518, 220, 50, svgUrl(signature(220, 50, rng)));
  const L: TextStyle = { font: 'Tagmukay', size: 15, weight: 700, color: '#456b40', spacing: 1 };
  const V: TextStyle = { font: 'Gurajada', size: 36, weight: 700, color: '#0f170d' };
  const x = 460 + jitter(rng, 3);
  const gap = 20;
  s.stacked(x, 166, 'SURNAME', pr.surname, L, crit(V, 700), gap);
  s.stacked(x, 238, 'OTHER NAMES', pr.givenNames, L, crit(V, 700), gap);
  s.stacked(x, 310, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 300), gap).stacked(x + 340, 310, 'GENDER', pr.sex === 'M' ? 'MALE' : 'FEMALE', L, { ...V, size: 30, max: 200 }, gap);
  s.stacked(x, 382, 'OCCUPATION', p.occupation, L, { ...V, size: 26, max: 700 }, gap);
  s.stacked(x, 448, 'DELIMITATION', p.delimitation, L, { font: 'NanumGothicCoding', size: 24, color: '#0f170d', max: 300 }, gap).stacked(x + 340, 448, 'POLLING UNIT', rng.pick(pollingUnits), L, { ...V, size: 24, max: 360 }, gap);
  s.stacked(x, 514, 'ADDRESS', p.address, L, { ...V, size: 22, max: 700 }, gap);
  s.img(1010, 570, 150, 150, svgUrl(qrLike(150, rng, '#0f2a0c')));
  return page(s, 'pvc-2011', `linear-gradient(180deg, ${tint('#f8fcf6', rng, 3)}, ${tint('#e4f0e0', rng, 4)})`, 34, 85.6, false, [
    [24, 226, 232, 292],
    [24, 514, 232, 58],
    [1004, 564, 162, 162],
  ]);
}

function pvc2023(c: Blind22Case, p: Person, rng: Rng): Page {
  // A 2023 voter's card: a green frame, the VIN along a white strip under the band, labels beside values, the month written out first.
  const { W, H } = CARD;
  const s = sheet(W, H);
  const green = tint('#0f5f33', rng, 8);
  s.box(0, 0, W, H, `border:14px solid ${green};border-radius:34px;box-sizing:border-box`);
  s.svg(`${rings(740, 440, 420, rng, '#d3e8da', 0.13)}${lineScreen(14, 600, W - 28, 140, rng, '#d9ebdf', 0.22, 8)}`);
  s.box(14, 14, W - 28, 76, `background:${green}`);
  s.svg(arms(28, 18, 64));
  s.text(108, 20, 'INEC · PERMANENT VOTER’S CARD', { font: 'UKIJ Tuz Tom', size: 32, weight: 700, color: '#ffffff', spacing: 1 });
  s.text(108, 60, 'Federal Republic of Nigeria', { font: 'Akatab', size: 18, color: '#e3f2e8' });
  const pr = c.printed;
  const style = designDates['pvc-2023'];
  s.box(14, 98, W - 28, 64, 'background:rgba(255,255,255,0.9)');
  s.text(36, 104, 'VIN', { font: 'Akatab', size: 16, weight: 700, color: green, spacing: 2 });
  s.text(110, 106, pr.documentNumber, crit({ font: 'UKIJ Ekran', size: 38, weight: 700, color: '#0a2a16', spacing: 3 }, 760));
  s.img(36, 184, 220, 280, svgUrl(portrait(p, 220, 280, rng, rng.pick(photoBackgrounds))), 'border-radius:10px');
  s.img(36, 470, 220, 50, svgUrl(signature(220, 50, rng, '#0b2a16')));
  const L: TextStyle = { font: 'Akatab', size: 18, weight: 700, color: '#3e6a4f' };
  const V: TextStyle = { font: 'Mingzat', size: 32, weight: 700, color: '#0c150f' };
  const x = 290 + jitter(rng, 3);
  const vx = 470;
  s.inline(x, vx, 190, 'Surname', pr.surname, L, crit(V, 690));
  s.inline(x, vx, 248, 'Other Names', pr.givenNames, L, crit(V, 690));
  s.inline(x, vx, 306, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(V, 420));
  s.inline(x, vx, 364, 'Gender', pr.sex === 'M' ? 'MALE' : 'FEMALE', L, { ...V, size: 28, max: 300 });
  s.inline(x, vx, 422, 'State / LGA', `${p.state} / ${p.lga}`, L, { ...V, size: 24, max: 690 });
  s.inline(x, vx, 480, 'Address', p.address, L, { ...V, size: 22, max: 690 });
  s.inline(x, vx, 538, 'Delimitation', p.delimitation, L, { font: 'UKIJ Ekran', size: 24, color: '#0c150f', max: 300 });
  s.img(36, 600, 420, 90, svgUrl(barcode(420, 90, rng)));
  s.img(1000, 560, 150, 150, svgUrl(holoStrip(150, 150, rng)), 'opacity:0.5;border-radius:10px');
  return page(s, 'pvc-2023', `linear-gradient(176deg, ${tint('#f7fbf8', rng, 3)}, ${tint('#e6f1ea', rng, 4)})`, 34, 85.6, false, [
    [30, 178, 232, 292],
    [30, 466, 232, 58],
    [994, 554, 162, 162],
  ]);
}

/** The page of a case (the same page every time: its choices are seeded by the case). */
export function pageOf(c: Blind22Case): Page {
  const p = personOf(c.person);
  const rng = rngOf(seedOf('blind22-page', c.seed));
  switch (c.design) {
    case 'pp-std-2011':
      return ppStd2011(c, p, rng);
    case 'pp-e-2024':
      return ppE2024(c, p, rng);
    case 'slip-enrol-2013':
      return slipEnrol2013(c, p, rng);
    case 'slip-verify-2020':
      return slipVerify2020(c, p, rng);
    case 'idcard-2012':
      return idcard2012(c, p, rng);
    case 'idcard-2024':
      return idcard2024(c, p, rng);
    case 'dl-2012':
      return dl2012(c, p, rng);
    case 'dl-2024':
      return dl2024(c, p, rng);
    case 'pvc-2011':
      return pvc2011(c, p, rng);
    case 'pvc-2023':
      return pvc2023(c, p, rng);
  }
}
