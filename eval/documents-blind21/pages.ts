import { crit, firstAndMiddle, grouped, jitter, PageSheet, sheetPage, tint, widthMetrics, type Page, type TextStyle, type Zone } from '../blind-kit/page-helpers.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { arms, chip, kinegram, lissajous, portrait as drawnPortrait, qrLike, rings, stacked as stackedBarcode, waveBand } from '../documents-blind9/art.js';
import { badge, barcode, chip6, dataMatrix, guilloche, holoStrip, lineScreen, signature, sunburst, svgUrl } from '../documents-blind10/art.js';
import type { Blind21Case, Design } from './cases.js';
import { printDate, type DateStyle } from './dates.js';
import { personOf, type Person } from './people.js';

export type { Page, Zone };

/**
 * The twenty-first set's ten designs (two per layout) as HTML pages of fixed pixel size, this set's
 * own reading of public descriptions and photographs of the real documents: a 2008 standard passport
 * data page (the portrait left, bilingual labels joined by a slash over their values, the number at
 * the top right, a ghost portrait low on the right, the French month in brackets: 04 AUG (AOÛT) 1991)
 * and a 2021 chip page (a green band, the portrait right, one-line bilingual labels in capitals
 * joined by a middle dot, the NIN beside the number, 04 AUG. 91); a 2016 enrolment counter's NIN slip
 * (a ruled table of labels and values in a typewriter face, the weekday written out: SUNDAY, 4 AUGUST
 * 1991) and a 2021 premium slip (a card-like panel with a green stripe, the NIN boxed at the top right,
 * 04th August 1991); identity cards of 2014 (a teal stripe down the left edge, the portrait left with
 * the NIN under it, labels over values, 04.AUGUST.1991) and 2023 (a flag stripe, the NIN boxed at the
 * top left, the portrait right, labels with colons beside values, August 04 1991); FRSC licences of
 * 2010 (the portrait right under the number, short labels beside values in a typewriter face, six
 * compact figures: 040891) and 2022 (a blue band with the number in it, the portrait left, labels over
 * values, SUN 04/08/1991); voter's cards of 2015 (labels with colons beside values, the VIN along the
 * foot, 04-AUGUST-91) and 2022 (an orange band, the VIN boxed at the top right, labels over values,
 * 04/Aug/1991). Positions, colours, label wordings and placements, field orders and date forms differ
 * from the twelfth to twentieth sets'. Each page says where a thumb or a worn corner may lie without
 * touching a field a reader needs, and where each critical field lies.
 */

/** The ninth set's drawn portrait (ellipses and headwear, no real face), for this set's people: the same look fields, so the person is passed as the ninth set's type. */
const portrait = (p: Person, w: number, h: number, rng: Rng, background: string, grey = false) => drawnPortrait(p as unknown as Parameters<typeof drawnPortrait>[0], w, h, rng, background, grey);

/** The fonts each design uses (fonts.ts lists their packages). */
export const designFonts: Record<Design, string[]> = {
  'pp-std-2008': ['Essays1743', 'Conakry', 'TeX Gyre Schola Math', 'Tlwg Mono', 'OCR B'],
  'pp-chip-2021': ['Tai Heritage Pro', 'Alkalami', 'Arundina Serif', 'UmePlus CL Gothic', 'OCR B'],
  'slip-counter-2016': ['Arundina Sans', 'Tlwg Typewriter', 'Breip'],
  'slip-premium-2021': ['Essays1743', 'Conakry', 'UmePlus CLP Gothic', 'Arundina Sans Mono'],
  'idcard-2014': ['Lobster Two', 'Tai Heritage Pro', 'TeX Gyre Bonum Math', 'Tlwg Mono'],
  'idcard-2023': ['Arundina Sans', 'Essays1743', 'UmePlus CL Gothic'],
  'dl-2010': ['TeX Gyre Pagella Math', 'Alkalami', 'Tlwg Typewriter', 'Arundina Sans Mono'],
  'dl-2022': ['Lobster Two', 'Conakry', 'TeX Gyre Pagella Math', 'Arundina Sans Mono'],
  'pvc-2015': ['Alkalami', 'UmePlus CLP Gothic', 'Arundina Serif', 'Tlwg Mono'],
  'pvc-2022': ['TeX Gyre Schola Math', 'Tai Heritage Pro', 'Arundina Sans', 'Tlwg Typewriter'],
};

/** The date form each design prints. */
export const designDates: Record<Design, DateStyle> = {
  'pp-std-2008': 'dd MMM (MMMfr) yyyy',
  'pp-chip-2021': 'dd MMM. yy',
  'slip-counter-2016': 'WWWW, d MMMM yyyy',
  'slip-premium-2021': 'ddo Mmmm yyyy',
  'idcard-2014': 'dd.MMMM.yyyy',
  'idcard-2023': 'Mmmm dd yyyy',
  'dl-2010': 'ddmmyy',
  'dl-2022': 'Www dd/mm/yyyy',
  'pvc-2015': 'dd-MMMM-yy',
  'pvc-2022': 'dd/Mmm/yyyy',
};

/**
 * A generous average advance (em) of each family for capitals and figures at the weights the pages
 * use (measured in Chromium at 700 on this set's names, numbers and dates, the widest text of each
 * family, plus about 5 %): a text fitted with it never overflows its width (check.ts measures the
 * rendered widths against their room).
 */
const ADVANCE: Record<string, number> = {
  'Arundina Serif': 0.93,
  'Arundina Sans': 0.87,
  'Arundina Sans Mono': 0.64,
  Essays1743: 0.85,
  'TeX Gyre Pagella Math': 0.82,
  'TeX Gyre Schola Math': 0.85,
  'TeX Gyre Bonum Math': 0.84,
  'Tai Heritage Pro': 0.85,
  Alkalami: 0.81,
  'UmePlus CL Gothic': 0.53,
  'UmePlus CLP Gothic': 0.71,
  Conakry: 0.78,
  'Tlwg Mono': 0.63,
  'Tlwg Typewriter': 0.63,
  'Lobster Two': 0.75,
  Breip: 0.76,
  'OCR B': 0.76,
};

/** How this set sizes a text: its families' advances (eval/blind-kit/page-helpers.ts). */
const METRICS = widthMetrics(ADVANCE, 0.95);
const sheet = (w: number, h: number) => new PageSheet(w, h, { metrics: METRICS, figures: 'lining' });

const photoBackgrounds = ['#e6ebf0', '#f0e9dd', '#e0eae3', '#ece4e0', '#e3ebe0', '#f2ede4'];
const CARD = { W: 1198, H: 756 };
const PASS = { W: 1500, H: 1056 };
const authorities = ['NIS NSUKKA', 'NIS ABEOKUTA', 'NIS MINNA', 'NIS ASABA', 'NIS ADO-EKITI', 'NIS BIRNIN KEBBI', 'NIS ALAUSA', 'NIS ABUJA HQ'];
const pollingUnits = ['PRY SCH. II', 'TOWN HALL', 'MOSQUE FRONT', 'OPEN SPACE III', 'DISPENSARY', 'MARKET SQUARE'];

/** The quiet zones of a W × H page: each box (page px) as page fractions. */
const zones = (W: number, H: number, boxes: readonly (readonly [number, number, number, number])[]): Zone[] => boxes.map(([x, y, w, h]) => ({ x0: x / W, y0: y / H, x1: (x + w) / W, y1: (y + h) / H }));

const page = (s: PageSheet, design: Design, background: string, radius: number, widthMm: number, paper: boolean, quiet: readonly (readonly [number, number, number, number])[]): Page =>
  sheetPage(s, designFonts[design], background, radius, widthMm, paper, zones(s.w, s.h, quiet));

/** A passport's machine-readable zone: its two OCR B lines at `size` px and `spacing` px pitch, `gap` px apart. */
function mrz(s: PageSheet, c: Blind21Case, x: number, y: number, size: number, spacing: number, gap: number): void {
  const [first, second] = c.mrz ?? ['', ''];
  const st: TextStyle = crit({ font: 'OCR B', size, color: '#161616', spacing }, 1420);
  s.text(x, y, first, st).text(x, y + gap, second, st);
}

function ppStd2008(c: Blind21Case, p: Person, rng: Rng): Page {
  // A 2008 standard passport's data page: the portrait left, labels joined by a slash over their values, the number at the top right, a ghost portrait low on the right, the French month in brackets.
  const { W, H } = PASS;
  const s = sheet(W, H);
  const green = tint('#1e6b3a', rng, 8);
  s.svg(`${guilloche(980, 420, 560, rng, '#c5e0cc', 0.13)}${rings(300, 700, 520, rng, '#d2e6d6', 0.1)}<g opacity="0.05">${arms(820, 240, 340, '#1e6b3a')}</g>${lineScreen(0, 640, W, 150, rng, '#d6e6da', 0.25, 7)}`);
  s.svg(arms(30, 14, 62));
  s.text(110, 14, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Essays1743', size: 32, weight: 700, color: green, spacing: 1 });
  s.text(112, 58, 'PASSPORT / PASSEPORT', { font: 'Conakry', size: 18, color: '#3f6b4c', spacing: 3 });
  s.img(40, 112, 290, 370, svgUrl(portrait(p, 290, 370, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(40, 492, 290, 62, svgUrl(signature(290, 62, rng, '#182a4f')));
  s.img(70, 580, 140, 140, svgUrl(holoStrip(140, 140, rng)), 'opacity:0.5;border-radius:70px');
  s.img(1220, 640, 200, 140, svgUrl(portrait(p, 200, 140, rng, '#f1f3ef', true)), 'opacity:0.2');
  const L: TextStyle = { font: 'Conakry', size: 16, color: '#48704f' };
  const V: TextStyle = { font: 'TeX Gyre Schola Math', size: 36, weight: 700, color: '#111511' };
  const D: TextStyle = { font: 'Tlwg Mono', size: 32, weight: 700, color: '#111511' };
  const style = designDates['pp-std-2008'];
  const pr = c.printed;
  const x = 370 + jitter(rng, 3);
  const x2 = 860;
  const gap = 22;
  const r = (k: number) => 100 + k * 90;
  s.stacked(x, r(0), 'Type/Type', 'P', L, V, gap).stacked(x + 130, r(0), 'Code/Code', 'NGA', L, V, gap).stacked(x2, r(0), 'Passport No./N° de passeport', pr.documentNumber, L, crit({ ...D, size: 38, color: '#8a1c14', spacing: 2 }, 420), gap);
  s.stacked(x, r(1), 'Surname/Nom', pr.surname, L, crit(V, 1040), gap);
  s.stacked(x, r(2), 'Given names/Prénoms', pr.givenNames, L, crit(V, 1040), gap);
  s.stacked(x, r(3), 'Nationality/Nationalité', 'NIGERIAN', L, { ...V, size: 30, max: 330 }, gap).stacked(x + 360, r(3), 'Sex/Sexe', pr.sex, L, V, gap).stacked(x2, r(3), 'Place of birth/Lieu de naissance', p.placeOfBirth, L, { ...V, size: 30, max: 420 }, gap);
  s.stacked(x, r(4), 'Date of birth/Date de naissance', printDate(pr.dateOfBirth, style), L, crit(D, 460), gap).stacked(x2, r(4), 'Authority/Autorité', rng.pick(authorities), L, { ...V, size: 26, max: 420 }, gap);
  s.stacked(x, r(5), 'Date of issue/Date de délivrance', printDate(pr.issueDate ?? '', style), L, { ...D, max: 460 }, gap).stacked(x2, r(5), 'Date of expiry/Date d’expiration', printDate(pr.expiryDate ?? '', style), L, crit(D, 460), gap);
  s.box(0, 812, W, H - 812, 'background:rgba(252,255,252,0.75)');
  mrz(s, c, 58, 842, 40, 1, 96);
  return page(s, 'pp-std-2008', `linear-gradient(168deg, ${tint('#eef6ee', rng, 5)}, ${tint('#e2efe4', rng, 5)})`, 6, 125, true, [
    [34, 106, 302, 382],
    [34, 488, 302, 70],
    [64, 574, 152, 152],
    [1214, 634, 212, 152],
  ]);
}

function ppChip2021(c: Blind21Case, p: Person, rng: Rng): Page {
  // A 2021 chip passport's page: a green band, the portrait right, one-line bilingual labels in capitals joined by a middle dot over the values, the NIN beside the number.
  const { W, H } = PASS;
  const s = sheet(W, H);
  const green = tint('#0f4d2e', rng, 8);
  s.svg(`${sunburst(W, H, 1300, 80, '#cfe3d6', 0.12)}${lissajous(W, 800, rng, '#d9e4cf', 0.11, 5)}${waveBand(W, 640, 800, rng, '#c4dccb', 0.22)}`);
  s.box(0, 0, W, 84, `background:linear-gradient(90deg, ${green}, ${tint('#2e8a55', rng, 8)})`);
  s.svg(arms(W - 92, 8, 68));
  s.text(40, 6, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Tai Heritage Pro', size: 32, weight: 700, color: '#ffffff', spacing: 2 });
  s.text(42, 50, 'PASSPORT | PASSEPORT', { font: 'Alkalami', size: 18, color: '#dff0e5', spacing: 3 });
  s.img(1170, 104, 300, 380, svgUrl(portrait(p, 300, 380, rng, '#eeeeee', true)), 'border-radius:8px');
  s.img(1170, 494, 300, 60, svgUrl(signature(300, 60, rng, '#13261b')));
  s.img(1200, 580, 180, 120, svgUrl(portrait(p, 180, 120, rng, '#f4f4f2', true)), 'opacity:0.22');
  const L: TextStyle = { font: 'Alkalami', size: 17, weight: 700, color: '#3d6a50' };
  const V: TextStyle = { font: 'Arundina Serif', size: 34, weight: 700, color: '#101612' };
  const N: TextStyle = { font: 'UmePlus CL Gothic', size: 38, weight: 700, color: '#0c3320', spacing: 2 };
  const style = designDates['pp-chip-2021'];
  const pr = c.printed;
  const x = 44 + jitter(rng, 3);
  const gap = 26;
  const r = (k: number) => 100 + k * 90;
  s.stacked(x, r(0), 'PASSPORT NO. · N° DU PASSEPORT', pr.documentNumber, L, crit(N, 360), gap).stacked(x + 420, r(0), 'TYPE · TYPE', 'P', L, V, gap).stacked(x + 570, r(0), 'CODE · CODE', 'NGA', L, V, gap).stacked(x + 700, r(0), 'PERSONAL NO. · N° PERSONNEL', pr.nin ?? '', L, { ...N, size: 30, max: 320 }, gap);
  s.stacked(x, r(1), 'SURNAME · NOM', pr.surname, L, crit(V, 1080), gap);
  s.stacked(x, r(2), 'GIVEN NAMES · PRÉNOMS', pr.givenNames, L, crit(V, 1080), gap);
  s.stacked(x, r(3), 'DATE OF BIRTH · DATE DE NAISSANCE', printDate(pr.dateOfBirth, style), L, crit(V, 360), gap).stacked(x + 420, r(3), 'SEX · SEXE', pr.sex, L, V, gap).stacked(x + 570, r(3), 'NATIONALITY · NATIONALITÉ', 'NIGERIAN', L, { ...V, size: 30, max: 320 }, gap);
  s.stacked(x, r(4), 'PLACE OF BIRTH · LIEU DE NAISSANCE', p.placeOfBirth, L, { ...V, size: 30, max: 480 }, gap).stacked(x + 570, r(4), 'AUTHORITY · AUTORITÉ', rng.pick(authorities), L, { ...V, size: 26, max: 480 }, gap);
  s.stacked(x, r(5), 'DATE OF ISSUE · DATE DE DÉLIVRANCE', printDate(pr.issueDate ?? '', style), L, { ...V, max: 360 }, gap).stacked(x + 420, r(5), 'DATE OF EXPIRY · DATE D’EXPIRATION', printDate(pr.expiryDate ?? '', style), L, crit(V, 360), gap);
  s.img(880, 660, 150, 110, svgUrl(kinegram(150, 110, rng)));
  mrz(s, c, 64, 852, 41, 0.5, 98);
  return page(s, 'pp-chip-2021', `linear-gradient(174deg, ${tint('#f2f7f2', rng, 5)}, ${tint('#e6efe7', rng, 5)})`, 16, 125, false, [
    [1164, 98, 312, 392],
    [1164, 490, 312, 68],
    [1194, 574, 192, 132],
    [874, 654, 162, 122],
  ]);
}

function slipCounter2016(c: Blind21Case, p: Person, rng: Rng): Page {
  // A 2016 enrolment counter's NIN slip: a typewriter printout with its labels and values in a ruled table, the photo left, the weekday written out before the date, an officer's hand-written tick.
  const W = 1400;
  const H = 900;
  const s = sheet(W, H);
  const ink = tint('#222222', rng, 6);
  s.svg(`<g opacity="0.04">${arms(720, 260, 420, '#222222')}</g>${lineScreen(0, 0, W, H, rng, '#e4e4e4', 0.1, 14)}`);
  s.svg(arms(40, 26, 62, '#333333'));
  s.text(118, 24, 'NATIONAL IDENTITY MANAGEMENT COMMISSION', { font: 'Arundina Sans', size: 34, weight: 700, color: ink });
  s.text(120, 74, 'NIN ENROLMENT SLIP - COUNTER COPY', { font: 'Tlwg Typewriter', size: 20, color: '#444444', spacing: 1 });
  s.img(48, 140, 226, 284, svgUrl(portrait(p, 226, 284, rng, rng.pick(photoBackgrounds), true)), 'border:1px solid #777777');
  s.img(48, 440, 226, 72, svgUrl(barcode(226, 72, rng)));
  const pr = c.printed;
  const style = designDates['slip-counter-2016'];
  const L: TextStyle = { font: 'Tlwg Typewriter', size: 20, color: '#3a3a3a' };
  const V: TextStyle = { font: 'Tlwg Typewriter', size: 34, weight: 700, color: '#0f0f0f' };
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const rows: [string, string, TextStyle][] = [
    ['NIN', pr.nin ?? '', crit({ ...V, size: 40, spacing: 2 }, 680)],
    ['SURNAME', pr.surname, crit(V, 680)],
    ['FIRST NAME', first, crit(V, 680)],
    ['MIDDLE NAME', middle || '-', crit(V, 680)],
    ['DATE OF BIRTH', printDate(pr.dateOfBirth, style), crit(V, 680)],
    ['GENDER', pr.sex === 'M' ? 'MALE' : 'FEMALE', V],
    ['STATE OF ORIGIN', p.state, { ...V, size: 28, max: 680 }],
    ['LGA OF ORIGIN', p.lga, { ...V, size: 28, max: 680 }],
    ['REGISTRATION DATE', printDate(pr.issueDate ?? '', style), { ...V, size: 26, max: 680 }],
  ];
  const x = 312 + jitter(rng, 2);
  const y0 = 136;
  const step = 62;
  s.box(300, y0 - 8, 1060, rows.length * step + 4, 'border:2px solid #666666');
  rows.forEach(([label, value, st], i) => {
    if (i > 0) s.box(300, y0 - 8 + i * step, 1060, 1, 'background:#9a9a9a');
    s.inline(x, 650, y0 + i * step, label, value, L, st);
  });
  s.box(630, y0 - 8, 1, rows.length * step + 4, 'background:#9a9a9a');
  const trackingId = Array.from({ length: 15 }, () => rng.pick('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''))).join('');
  s.text(312, y0 + rows.length * step + 14, `TRACKING ID: ${trackingId}`, { font: 'Tlwg Typewriter', size: 20, color: '#333333' });
  s.text(48, H - 50, 'This slip is not an identity card. Present it with a valid ID at any NIMC enrolment centre.', { font: 'Arundina Sans', size: 17, color: '#555555' });
  s.text(1120, 760, 'checked ok', { font: 'Breip', size: 30, color: '#1c3a99' });
  s.img(1110, 800, 180, 50, svgUrl(signature(180, 50, rng, '#1c3a99')));
  return page(s, 'slip-counter-2016', tint('#fafaf7', rng, 2), 0, 210, true, [
    [42, 134, 238, 296],
    [42, 434, 238, 84],
    [1100, 752, 200, 104],
  ]);
}

function slipPremium2021(c: Blind21Case, p: Person, rng: Rng): Page {
  // A 2021 premium NIN slip: a card-like panel with a green stripe down its left edge, the NIN boxed large at the top right, labels over values, a zero-padded ordinal day.
  const W = 1300;
  const H = 820;
  const s = sheet(W, H);
  const green = tint('#136b3c', rng, 6);
  const pr = c.printed;
  const style = designDates['slip-premium-2021'];
  s.box(0, 0, 28, H, `background:${green}`);
  s.svg(`${guilloche(700, 420, 420, rng, '#c9e2d2', 0.13)}${rings(1000, 640, 300, rng, '#d7e8dc', 0.12)}<g opacity="0.05">${arms(560, 230, 340, '#136b3c')}</g>`);
  s.svg(arms(52, 20, 60));
  s.text(126, 18, 'Federal Republic of Nigeria', { font: 'Essays1743', size: 32, weight: 700, color: green });
  s.text(128, 64, 'National Identification Number Slip', { font: 'Conakry', size: 20, color: '#3b5f48', spacing: 1 });
  s.box(850, 18, 420, 100, `border:3px solid ${green};border-radius:12px;background:rgba(255,255,255,0.85)`);
  s.text(866, 22, 'NIN', { font: 'Conakry', size: 18, weight: 700, color: green });
  s.text(866, 48, grouped(pr.nin ?? '', [4, 3, 4]), crit({ font: 'Arundina Sans Mono', size: 46, weight: 700, color: '#0a2414', spacing: 2 }, 390));
  s.img(58, 140, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border-radius:10px');
  const L: TextStyle = { font: 'Conakry', size: 18, weight: 700, color: '#3d6a4e' };
  const V: TextStyle = { font: 'UmePlus CLP Gothic', size: 36, weight: 700, color: '#0e1a12' };
  const x = 326 + jitter(rng, 3);
  const gap = 24;
  s.stacked(x, 140, 'Surname', pr.surname, L, crit(V, 640), gap);
  s.stacked(x, 226, 'Given Names', pr.givenNames, L, crit(V, 640), gap);
  s.stacked(x, 312, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(V, 560), gap);
  s.stacked(x, 398, 'Sex', pr.sex, L, V, gap).stacked(x + 150, 398, 'Issue Date', printDate(pr.issueDate ?? '', style), L, { ...V, size: 28, max: 480 }, gap);
  s.img(1030, 150, 230, 230, svgUrl(qrLike(230, rng, '#0b2614')), 'background:#ffffff');
  s.box(58, 520, 1212, 2, `background:${green}`);
  s.text(58, 540, 'The NIN is yours for life. Keep this slip safe; verify it with the NIMC app.', { font: 'Conakry', size: 19, color: '#4a4a4a' });
  s.img(58, 600, 440, 90, svgUrl(barcode(440, 90, rng)));
  s.img(1080, 600, 160, 150, svgUrl(holoStrip(160, 150, rng)), 'opacity:0.5;border-radius:10px');
  return page(s, 'slip-premium-2021', `linear-gradient(172deg, ${tint('#f6fbf7', rng, 3)}, ${tint('#e7f2ea', rng, 4)})`, 14, 150, true, [
    [52, 134, 242, 302],
    [1024, 144, 242, 242],
    [1074, 594, 172, 162],
  ]);
}

function idcard2014(c: Blind21Case, p: Person, rng: Rng): Page {
  // A 2014 identity card: a teal stripe down the left edge, the portrait left with the NIN under it, labels over values, full stops round a month written out.
  const { W, H } = CARD;
  const s = sheet(W, H);
  const teal = tint('#0f5e68', rng, 8);
  s.svg(`${guilloche(760, 420, 460, rng, '#c4dde0', 0.14)}${lineScreen(70, 560, W - 70, H - 560, rng, '#d1e3e5', 0.22, 8)}<g opacity="0.05">${arms(640, 230, 320, '#0f5e68')}</g>`);
  s.box(0, 0, 70, H, `background:linear-gradient(180deg, ${teal}, ${tint('#3a8f99', rng, 8)})`);
  s.text(100, 12, 'NATIONAL IDENTITY CARD', { font: 'TeX Gyre Bonum Math', size: 34, weight: 700, color: teal, spacing: 2 });
  s.text(102, 56, 'Federal Republic of Nigeria', { font: 'Lobster Two', size: 24, color: '#3b6f76' });
  s.svg(arms(W - 86, 10, 64));
  s.img(96, 106, 220, 280, svgUrl(portrait(p, 220, 280, rng, rng.pick(photoBackgrounds))), 'border-radius:6px');
  s.img(96, 392, 220, 50, svgUrl(signature(220, 50, rng, '#0d2c30')));
  const pr = c.printed;
  const style = designDates['idcard-2014'];
  s.text(96, 456, 'NIN', { font: 'Tai Heritage Pro', size: 16, weight: 700, color: teal, spacing: 3 });
  s.text(96, 480, pr.nin ?? '', crit({ font: 'Tlwg Mono', size: 34, weight: 700, color: '#08262a', spacing: 1 }, 300));
  const L: TextStyle = { font: 'Tai Heritage Pro', size: 16, weight: 700, color: '#3f6d73', spacing: 1 };
  const V: TextStyle = { font: 'TeX Gyre Bonum Math', size: 34, weight: 700, color: '#0c1517' };
  const x = 350 + jitter(rng, 3);
  const gap = 22;
  s.stacked(x, 104, 'SURNAME', pr.surname, L, crit(V, 800), gap);
  s.stacked(x, 180, 'GIVEN NAMES', pr.givenNames, L, crit(V, 800), gap);
  s.stacked(x, 256, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 470), gap).stacked(x + 520, 256, 'SEX', pr.sex, L, V, gap).stacked(x + 620, 256, 'HEIGHT', `${p.height} m`, L, { ...V, max: 180 }, gap);
  s.stacked(x, 332, 'DATE OF ISSUE', printDate(pr.issueDate ?? '', style), L, { ...V, max: 400 }, gap).stacked(x + 420, 332, 'DATE OF EXPIRY', printDate(pr.expiryDate ?? '', style), L, crit(V, 400), gap);
  s.stacked(x, 408, 'ADDRESS', p.address, L, { ...V, size: 24, max: 800 }, gap);
  s.img(x, 560, 96, 80, svgUrl(chip6(96, 80)));
  s.img(1000, 560, 160, 160, svgUrl(kinegram(160, 160, rng)));
  return page(s, 'idcard-2014', `linear-gradient(176deg, ${tint('#f6fbfb', rng, 3)}, ${tint('#e3eef0', rng, 4)})`, 34, 85.6, false, [
    [90, 100, 232, 292],
    [90, 388, 232, 58],
    [994, 554, 172, 172],
  ]);
}

function idcard2023(c: Blind21Case, p: Person, rng: Rng): Page {
  // A 2023 identity card: a green-white-green stripe along the top, the NIN boxed at the top left, the portrait right, labels with colons beside values, the month written out first.
  const { W, H } = CARD;
  const s = sheet(W, H);
  const green = tint('#11753f', rng, 8);
  s.box(0, 0, W / 3, 12, `background:${green}`).box(W / 3, 0, W / 3, 12, 'background:#ffffff').box((2 * W) / 3, 0, W / 3, 12, `background:${green}`);
  s.svg(`${rings(460, 430, 480, rng, '#cfe5d7', 0.12)}${sunburst(0, H, 900, 60, '#d9ecdf', 0.12)}<g opacity="0.05">${arms(420, 240, 320, '#11753f')}</g>`);
  s.text(30, 20, 'NIGERIA · NATIONAL IDENTITY CARD', { font: 'Arundina Sans', size: 28, weight: 700, color: green, spacing: 1 });
  const pr = c.printed;
  const style = designDates['idcard-2023'];
  s.box(30, 70, 560, 80, `border:2px solid ${green};border-radius:10px;background:rgba(255,255,255,0.85)`);
  s.text(44, 74, 'NIN', { font: 'Arundina Sans', size: 16, weight: 700, color: green });
  s.text(104, 84, grouped(pr.nin ?? '', [3, 4, 4]), crit({ font: 'UmePlus CL Gothic', size: 44, weight: 700, color: '#0b2415', spacing: 2 }, 460));
  s.img(930, 66, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds))), 'border-radius:10px');
  s.img(930, 372, 240, 52, svgUrl(signature(240, 52, rng, '#0b2415')));
  const L: TextStyle = { font: 'Arundina Sans', size: 21, weight: 700, color: '#3f6f52' };
  const V: TextStyle = { font: 'Essays1743', size: 34, weight: 700, color: '#0c140f' };
  const x = 30 + jitter(rng, 3);
  const vx = 250;
  s.inline(x, vx, 172, 'Surname:', pr.surname, L, crit(V, 640));
  s.inline(x, vx, 236, 'Given Names:', pr.givenNames, L, crit(V, 640));
  s.inline(x, vx, 300, 'Date of Birth:', printDate(pr.dateOfBirth, style), L, crit(V, 470)).inline(x + 740, x + 800, 300, 'Sex:', pr.sex, L, V);
  s.inline(x, vx, 364, 'Issued:', printDate(pr.issueDate ?? '', style), L, { ...V, max: 470 });
  s.inline(x, vx, 428, 'Expires:', printDate(pr.expiryDate ?? '', style), L, crit(V, 470));
  s.img(x, 560, 96, 80, svgUrl(chip(96, 80)));
  s.img(1010, 560, 150, 150, svgUrl(dataMatrix(150, rng, '#0b2415')), 'background:#ffffff');
  return page(s, 'idcard-2023', `linear-gradient(178deg, ${tint('#f8fcf9', rng, 3)}, ${tint('#e6f1ea', rng, 4)})`, 34, 85.6, false, [
    [924, 60, 252, 312],
    [924, 368, 252, 60],
    [1004, 554, 162, 162],
  ]);
}

function dl2010(c: Blind21Case, p: Person, rng: Rng): Page {
  // A 2010 FRSC licence: the number over the portrait at the right, short labels beside values in a typewriter face, six compact figures for every date.
  const { W, H } = CARD;
  const s = sheet(W, H);
  const amber = tint('#8a5a0c', rng, 8);
  s.svg(`${sunburst(W, 0, 1100, 70, '#f1e0bd', 0.16)}${guilloche(420, 440, 420, rng, '#ead6b0', 0.14)}`);
  s.svg(arms(28, 12, 70));
  s.text(116, 12, 'FEDERAL ROAD SAFETY COMMISSION', { font: 'TeX Gyre Pagella Math', size: 32, weight: 700, color: amber, spacing: 1 });
  s.text(118, 54, 'NATIONAL DRIVER’S LICENCE', { font: 'Alkalami', size: 20, weight: 700, color: '#7a5a2c', spacing: 2 });
  const pr = c.printed;
  const style = designDates['dl-2010'];
  s.text(760, 98, 'LICENCE NO', { font: 'Alkalami', size: 16, weight: 700, color: amber });
  s.text(760, 122, pr.documentNumber, crit({ font: 'Arundina Sans Mono', size: 36, weight: 700, color: '#1a2f7a', spacing: 1 }, 410));
  s.img(940, 176, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border:2px solid #ffffff;box-shadow:0 0 0 1px #c9a66b');
  s.img(940, 472, 230, 50, svgUrl(signature(230, 50, rng)));
  const L: TextStyle = { font: 'Alkalami', size: 19, weight: 700, color: '#7a5a2c' };
  const V: TextStyle = { font: 'Tlwg Typewriter', size: 32, weight: 700, color: '#16110a' };
  const x = 30 + jitter(rng, 3);
  const vx = 230;
  s.inline(x, vx, 180, 'NAME', pr.surname, L, crit(V, 660));
  s.inline(x, vx, 236, 'FIRST NAMES', pr.givenNames, L, crit(V, 660));
  s.inline(x, vx, 292, 'DOB', printDate(pr.dateOfBirth, style), L, crit(V, 200)).inline(x + 440, x + 560, 292, 'SEX', pr.sex, L, V);
  s.inline(x, vx, 348, 'ISSUED', printDate(pr.issueDate ?? '', style), L, { ...V, max: 200 }).inline(x + 440, x + 560, 348, 'EXPIRES', printDate(pr.expiryDate ?? '', style), L, crit(V, 200));
  s.inline(x, vx, 404, 'BLD GRP', p.bloodGroup, L, V).inline(x + 440, x + 560, 404, 'CLASS', rng.pick(['B', 'C', 'E']), L, V);
  s.inline(x, vx, 460, 'ADDR', p.address, L, { ...V, size: 22, max: 660 });
  s.img(30, 570, 520, 120, svgUrl(stackedBarcode(520, 120, rng)));
  s.img(700, 560, 160, 150, svgUrl(holoStrip(160, 150, rng)), 'opacity:0.55;border-radius:12px');
  s.svg(badge(W - 90, H - 90, 50, '#8a5a0c'));
  return page(s, 'dl-2010', `linear-gradient(170deg, ${tint('#fdf7ea', rng, 4)}, ${tint('#f2e2c4', rng, 4)})`, 32, 85.6, false, [
    [934, 170, 242, 302],
    [934, 468, 242, 58],
    [694, 554, 172, 162],
    [1058, 616, 124, 124],
  ]);
}

function dl2022(c: Blind21Case, p: Person, rng: Rng): Page {
  // A 2022 licence: a blue band with the number in it, the portrait left, labels over values, a weekday abbreviation before slashed figures.
  const { W, H } = CARD;
  const s = sheet(W, H);
  const blue = tint('#1b3f8f', rng, 8);
  s.svg(`${guilloche(760, 420, 440, rng, '#c7d3ee', 0.14)}${waveBand(W, 520, 640, rng, '#cdd8ef', 0.25)}<g opacity="0.05">${arms(700, 240, 320, '#1b3f8f')}</g>`);
  s.box(0, 0, W, 96, `background:linear-gradient(90deg, ${blue}, ${tint('#3d67c4', rng, 8)})`);
  s.text(30, 4, 'Driver’s Licence', { font: 'Lobster Two', size: 44, weight: 700, color: '#ffffff' });
  s.text(32, 62, 'FRSC · Federal Republic of Nigeria', { font: 'Conakry', size: 18, color: '#dfe7fa' });
  const pr = c.printed;
  const style = designDates['dl-2022'];
  s.text(740, 10, 'DL No.', { font: 'Conakry', size: 16, weight: 700, color: '#dfe7fa' });
  s.text(740, 34, pr.documentNumber, crit({ font: 'Arundina Sans Mono', size: 38, weight: 700, color: '#ffffff', spacing: 2 }, 430));
  s.img(30, 116, 220, 280, svgUrl(portrait(p, 220, 280, rng, rng.pick(photoBackgrounds))), 'border-radius:8px');
  s.img(30, 402, 220, 50, svgUrl(signature(220, 50, rng, '#0e1f47')));
  const L: TextStyle = { font: 'Conakry', size: 17, weight: 700, color: '#3d5891' };
  const V: TextStyle = { font: 'TeX Gyre Pagella Math', size: 34, weight: 700, color: '#0d1224' };
  const D: TextStyle = { font: 'Arundina Sans Mono', size: 30, weight: 700, color: '#0d1224' };
  const x = 290 + jitter(rng, 3);
  const gap = 24;
  s.stacked(x, 112, 'Surname', pr.surname, L, crit(V, 860), gap);
  s.stacked(x, 188, 'Other Names', pr.givenNames, L, crit(V, 860), gap);
  s.stacked(x, 264, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(D, 300), gap).stacked(x + 340, 264, 'Sex', pr.sex, L, V, gap).stacked(x + 440, 264, 'Blood Group', p.bloodGroup, L, V, gap).stacked(x + 640, 264, 'Class', rng.pick(['B', 'C', 'D', 'E']), L, V, gap);
  s.stacked(x, 340, 'Issue Date', printDate(pr.issueDate ?? '', style), L, { ...D, max: 300 }, gap).stacked(x + 340, 340, 'Expiry Date', printDate(pr.expiryDate ?? '', style), L, crit(D, 300), gap);
  s.stacked(x, 416, 'Address', p.address, L, { ...V, size: 22, max: 860 }, gap);
  s.img(x, 570, 440, 110, svgUrl(barcode(440, 110, rng)));
  s.img(1000, 560, 160, 160, svgUrl(kinegram(160, 160, rng)));
  return page(s, 'dl-2022', `linear-gradient(176deg, ${tint('#f5f8fe', rng, 3)}, ${tint('#e2e9f6', rng, 4)})`, 34, 85.6, false, [
    [24, 110, 232, 292],
    [24, 398, 232, 58],
    [994, 554, 172, 172],
  ]);
}

function pvc2015(c: Blind21Case, p: Person, rng: Rng): Page {
  // A 2015 voter's card: labels with colons beside values, the portrait left, the VIN along the foot, hyphens round a month written out before a two-digit year.
  const { W, H } = CARD;
  const s = sheet(W, H);
  const green = tint('#24692a', rng, 8);
  s.svg(`${sunburst(0, 0, 1100, 64, '#d6ebd3', 0.15)}${guilloche(760, 380, 420, rng, '#c6e1c1', 0.13)}<g opacity="0.05">${arms(640, 250, 320, '#24692a')}</g>`);
  s.svg(arms(24, 12, 66));
  s.text(100, 8, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'Alkalami', size: 30, weight: 700, color: green });
  s.text(102, 56, 'VOTER’S CARD · FEDERAL REPUBLIC OF NIGERIA', { font: 'Alkalami', size: 18, color: '#4c6e48', spacing: 1 });
  s.img(30, 110, 220, 280, svgUrl(portrait(p, 220, 280, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(30, 396, 220, 50, svgUrl(signature(220, 50, rng)));
  const pr = c.printed;
  const style = designDates['pvc-2015'];
  const L: TextStyle = { font: 'UmePlus CLP Gothic', size: 19, weight: 700, color: '#456b40' };
  const V: TextStyle = { font: 'Arundina Serif', size: 32, weight: 700, color: '#0f170d' };
  const x = 280 + jitter(rng, 3);
  const vx = 480;
  s.inline(x, vx, 110, 'SURNAME:', pr.surname, L, crit(V, 680));
  s.inline(x, vx, 170, 'OTHER NAMES:', pr.givenNames, L, crit(V, 680));
  s.inline(x, vx, 230, 'DATE OF BIRTH:', printDate(pr.dateOfBirth, style), L, crit(V, 460));
  s.inline(x, vx, 290, 'GENDER:', pr.sex === 'M' ? 'MALE' : 'FEMALE', L, { ...V, size: 28, max: 300 });
  s.inline(x, vx, 350, 'OCCUPATION:', p.occupation, L, { ...V, size: 24, max: 680 });
  s.inline(x, vx, 410, 'DELIM:', p.delimitation, L, { font: 'Tlwg Mono', size: 24, color: '#0f170d', max: 300 });
  s.inline(x, vx, 470, 'ADDRESS:', p.address, L, { ...V, size: 22, max: 680 });
  s.text(30, 566, 'VIN', { font: 'UmePlus CLP Gothic', size: 18, weight: 700, color: green, spacing: 2 });
  s.text(84, 556, pr.documentNumber, crit({ font: 'Tlwg Mono', size: 40, weight: 700, color: '#0d170a', spacing: 2 }, 720));
  s.text(84, 612, rng.pick(pollingUnits), { font: 'UmePlus CLP Gothic', size: 20, color: '#4c6e48' });
  s.img(1000, 540, 170, 170, svgUrl(qrLike(170, rng, '#0f2a0c')));
  return page(s, 'pvc-2015', `linear-gradient(180deg, ${tint('#f8fcf6', rng, 3)}, ${tint('#e4f0e0', rng, 4)})`, 34, 85.6, false, [
    [24, 104, 232, 292],
    [24, 392, 232, 58],
    [994, 534, 182, 182],
  ]);
}

function pvc2022(c: Blind21Case, p: Person, rng: Rng): Page {
  // A 2022 voter's card: an orange band, the VIN boxed at the top right, the portrait left, labels over values, slashes round a title-case month.
  const { W, H } = CARD;
  const s = sheet(W, H);
  const orange = tint('#b8521a', rng, 8);
  s.svg(`${rings(700, 420, 440, rng, '#f0d5c4', 0.13)}${lineScreen(0, 640, W, 116, rng, '#efd9cb', 0.25, 8)}`);
  s.box(0, 0, W, 88, `background:linear-gradient(90deg, ${orange}, ${tint('#e0803c', rng, 8)})`);
  s.svg(arms(W - 84, 10, 66));
  s.text(30, 4, 'INEC', { font: 'TeX Gyre Schola Math', size: 44, weight: 700, color: '#ffffff', spacing: 3 });
  s.text(170, 24, 'PERMANENT VOTER’S CARD · NIGERIA', { font: 'Tai Heritage Pro', size: 20, color: '#fff1e6', spacing: 1 });
  const pr = c.printed;
  const style = designDates['pvc-2022'];
  s.box(700, 100, 470, 80, `border:2px solid ${orange};border-radius:8px;background:rgba(255,255,255,0.88)`);
  s.text(714, 104, 'VIN', { font: 'Tai Heritage Pro', size: 16, weight: 700, color: orange });
  s.text(714, 128, pr.documentNumber, crit({ font: 'Tlwg Typewriter', size: 34, weight: 700, color: '#2a1206' }, 440));
  s.img(30, 104, 220, 280, svgUrl(portrait(p, 220, 280, rng, rng.pick(photoBackgrounds))), 'border-radius:10px');
  s.img(30, 390, 220, 50, svgUrl(signature(220, 50, rng, '#3a1a08')));
  const L: TextStyle = { font: 'Tai Heritage Pro', size: 16, weight: 700, color: '#8a4a22' };
  const V: TextStyle = { font: 'Arundina Sans', size: 34, weight: 700, color: '#1a0e06' };
  const x = 290 + jitter(rng, 3);
  const gap = 22;
  s.stacked(x, 196, 'SURNAME', pr.surname, L, crit(V, 860), gap);
  s.stacked(x, 272, 'FIRST & MIDDLE NAMES', pr.givenNames, L, crit(V, 860), gap);
  s.stacked(x, 348, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 340), gap).stacked(x + 380, 348, 'GENDER', pr.sex, L, V, gap).stacked(x + 540, 348, 'STATE', p.state, L, { ...V, size: 28, max: 320 }, gap);
  s.stacked(x, 424, 'LGA', p.lga, L, { ...V, size: 28, max: 420 }, gap).stacked(x + 460, 424, 'POLLING UNIT', rng.pick(pollingUnits), L, { ...V, size: 24, max: 400 }, gap);
  s.stacked(x, 500, 'ADDRESS', p.address, L, { ...V, size: 22, max: 860 }, gap);
  s.img(x, 600, 420, 90, svgUrl(barcode(420, 90, rng)));
  s.img(1000, 570, 160, 150, svgUrl(holoStrip(160, 150, rng)), 'opacity:0.5;border-radius:10px');
  return page(s, 'pvc-2022', `linear-gradient(176deg, ${tint('#fdf8f4', rng, 3)}, ${tint('#f4e4d8', rng, 4)})`, 34, 85.6, false, [
    [24, 98, 232, 292],
    [24, 386, 232, 58],
    [994, 564, 172, 162],
  ]);
}

/** The page of a case (the same page every time: its choices are seeded by the case). */
export function pageOf(c: Blind21Case): Page {
  const p = personOf(c.person);
  const rng = rngOf(seedOf('blind21-page', c.seed));
  switch (c.design) {
    case 'pp-std-2008':
      return ppStd2008(c, p, rng);
    case 'pp-chip-2021':
      return ppChip2021(c, p, rng);
    case 'slip-counter-2016':
      return slipCounter2016(c, p, rng);
    case 'slip-premium-2021':
      return slipPremium2021(c, p, rng);
    case 'idcard-2014':
      return idcard2014(c, p, rng);
    case 'idcard-2023':
      return idcard2023(c, p, rng);
    case 'dl-2010':
      return dl2010(c, p, rng);
    case 'dl-2022':
      return dl2022(c, p, rng);
    case 'pvc-2015':
      return pvc2015(c, p, rng);
    case 'pvc-2022':
      return pvc2022(c, p, rng);
  }
}
