import { crit, firstAndMiddle, grouped, jitter, PageSheet, sheetPage, tint, widthMetrics, type Page as KitPage, type TextStyle, type Zone } from '../blind-kit/page-helpers.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { arms, chip, kinegram, lissajous, portrait as drawnPortrait, qrLike, rings, stacked as stackedBarcode, waveBand } from '../documents-blind9/art.js';
import { badge, barcode, chip6, dataMatrix, guilloche, holoStrip, lineScreen, signature, sunburst, svgUrl } from '../documents-blind10/art.js';
import type { Blind23Case, Design } from './cases.js';
import { printDate, type DateStyle } from './dates.js';
import { personOf, type Person } from './people.js';

export type { Zone };

/** A page of this set: the kit's page, and on how many lines it printed the surname (the designs that break a hyphenated surname after its hyphen print it on two). */
export type Page = KitPage & { surnameLines: number };

/**
 * The twenty-third set's ten designs (two per layout) as HTML pages of fixed pixel size, this set's
 * own reading of public descriptions and photographs of the real documents, in their real layouts: a
 * 2007 standard passport data page (the portrait left with a ghost image at the right, a title band,
 * labels "Surname / Nom" stacked above their values, the number at the top right, the MRZ at the
 * foot) and a 2019 e-passport page (the portrait left under a wave band, capital bilingual labels, the
 * NIN under the number, a chip); the 2014 long NIN slip (a strip with the arms at the left, a ruled
 * table, the portrait at the right, an officer's hand-written word) and the 2021 premium slip (a
 * card-sized print with a green band, the portrait left, a QR code right, the NIN grouped along the
 * foot); identity cards of 2014 (a dark band with the title, the portrait left, a chip, the NIN in a
 * strip along the foot) and 2020 (a script title, the portrait right, bilingual labels, the NIN boxed
 * and grouped); FRSC licences of 2011 (an orange top strip, the portrait left, labels beside values,
 * the number in red at the top right) and 2019 (a green frame, labels over values, the number boxed at
 * the top right, the portrait right); voter's cards of 2014 (a green band, the VIN over the portrait at
 * the left, labels over values) and 2019 (a green-white-green frame, the VIN under the band, the
 * portrait left). Colours, security patterns, positions, label wordings, field orders, fonts and date
 * forms differ from the earlier sets'. The 2020 card, the 2019 licence and the 2019 voter's card print
 * a hyphenated surname over two lines, broken after its hyphen, as card printers do with long names.
 * Each page says where a thumb or a worn corner may lie without touching a field a reader needs, and
 * where each critical field lies.
 */

/** The ninth set's drawn portrait (ellipses and headwear, no real face), for this set's people: the same look fields, so the person is passed as the ninth set's type. */
const portrait = (p: Person, w: number, h: number, rng: Rng, background: string, grey = false) => drawnPortrait(p as unknown as Parameters<typeof drawnPortrait>[0], w, h, rng, background, grey);

/** The fonts each design uses (fonts.ts lists their packages). */
export const designFonts: Record<Design, string[]> = {
  'pp-std-2007': ['TriodPostnaja', 'Shimenkan', 'Nakula', 'Thabit', 'OCR B'],
  'pp-e-2019': ['Apropal', 'Annapurna SIL', 'Sans Condensed Uralic', 'Komatuna', 'OCR B'],
  'slip-long-2014': ['Asana Math', 'Suruma', 'Mona', 'Thabit', 'Karumbi'],
  'slip-premium-2021': ['Sawarabi Mincho', 'Komatuna P', 'Thabit'],
  'idcard-2014': ['Apropal', 'OpenDyslexic', 'Mona', 'Thabit'],
  'idcard-2020': ['Kaushan Script', 'Shimenkan', 'Nakula', 'Komatuna'],
  'dl-2011': ['TriodPostnaja', 'Suruma', 'Asana Math', 'Thabit'],
  'dl-2019': ['Apropal', 'Annapurna SIL', 'Sans Condensed Uralic', 'Komatuna'],
  'pvc-2014': ['Sawarabi Mincho', 'OpenDyslexic', 'Thabit'],
  'pvc-2019': ['Kaushan Script', 'Komatuna P', 'Mona', 'Komatuna'],
};

/** The date form each design prints. */
export const designDates: Record<Design, DateStyle> = {
  'pp-std-2007': 'dd MMM /MMMfr yy',
  'pp-e-2019': 'd MMM yy',
  'slip-long-2014': 'WWW dd MMM yyyy',
  'slip-premium-2021': 'dd/mm/yyyy 00:00:00',
  'idcard-2014': 'Mmm dd, yyyy',
  'idcard-2020': 'dd MMMM, yyyy',
  'dl-2011': 'd-Mmm-yy',
  'dl-2019': 'dd Mmm. yyyy',
  'pvc-2014': 'dd/Mmm/yy',
  'pvc-2019': 'MMM dd yyyy',
};

/** The designs that print a hyphenated surname over two lines, broken after its hyphen. */
export const breaksHyphenatedSurname: readonly Design[] = ['idcard-2020', 'dl-2019', 'pvc-2019'];

/**
 * A generous average advance (em) of each family for capitals and figures at the weights the pages
 * use (measured in Chromium at 700 on this set's widest names, dates and numbers, plus 5 %): a text
 * fitted with it never overflows its width (check.ts measures the rendered widths against their room).
 */
const ADVANCE: Record<string, number> = {
  OpenDyslexic: 0.75,
  Shimenkan: 0.61,
  'Annapurna SIL': 0.63,
  Apropal: 0.75,
  'Kaushan Script': 0.67,
  'Sans Condensed Uralic': 0.56,
  Thabit: 0.62,
  Nakula: 0.7,
  'Komatuna P': 0.62,
  Komatuna: 0.53,
  Karumbi: 0.5,
  'Asana Math': 0.76,
  'Sawarabi Mincho': 0.86,
  Mona: 0.61,
  Suruma: 0.6,
  TriodPostnaja: 0.69,
  'OCR B': 0.76,
};

/** How this set sizes a text: its families' advances (eval/blind-kit/page-helpers.ts). */
const METRICS = widthMetrics(ADVANCE, 0.95);
const sheet = (w: number, h: number) => new PageSheet(w, h, { metrics: METRICS, figures: 'lining' });

const photoBackgrounds = ['#e6ebf0', '#eee7db', '#dfe9e2', '#ece3df', '#e2ebdf', '#f0ebe1'];
const CARD = { W: 1198, H: 756 };
const PASS = { W: 1500, H: 1056 };
const authorities = ['NIS YAURI', 'NIS IKOYI', 'NIS DAMATURU', 'NIS BIRNIN KEBBI', 'NIS PORT HARCOURT', 'NIS SOKOTO', 'NIS ALAUSA', 'NIS ABUJA HQ'];
const pollingUnits = ['PRY SCH. II', 'MARKET SQUARE', 'TOWN HALL', 'DISPENSARY', 'OPEN SPACE IV', 'JUNIOR SEC. SCH.'];

/** The quiet zones of a W × H page: each box (page px) as page fractions. */
const zones = (W: number, H: number, boxes: readonly (readonly [number, number, number, number])[]): Zone[] => boxes.map(([x, y, w, h]) => ({ x0: x / W, y0: y / H, x1: (x + w) / W, y1: (y + h) / H }));

const page = (s: PageSheet, design: Design, background: string, radius: number, widthMm: number, paper: boolean, quiet: readonly (readonly [number, number, number, number])[], surnameLines = 1): Page => ({
  ...sheetPage(s, designFonts[design], background, radius, widthMm, paper, zones(s.w, s.h, quiet)),
  surnameLines,
});

/** A passport's machine-readable zone: its two OCR B lines at `size` px and `spacing` px pitch, `gap` px apart. */
function mrz(s: PageSheet, c: Blind23Case, x: number, y: number, size: number, spacing: number, gap: number): void {
  const [first, second] = c.mrz ?? ['', ''];
  const st: TextStyle = crit({ font: 'OCR B', size, color: '#151515', spacing }, 1420);
  s.text(x, y, first, st).text(x, y + gap, second, st);
}

/**
 * A surname value under its label: on a design that breaks a hyphenated surname, the part up to the
 * hyphen on one line and the rest on the next (`lineGap` px lower); otherwise on one line. Returns the
 * number of lines.
 */
function surnameValue(s: PageSheet, design: Design, x: number, y: number, surname: string, v: TextStyle, lineGap: number): number {
  const at = surname.indexOf('-');
  if (breaksHyphenatedSurname.includes(design) && at > 0) {
    s.text(x, y, surname.slice(0, at + 1), v).text(x, y + lineGap, surname.slice(at + 1), v);
    return 2;
  }
  s.text(x, y, surname, v);
  return 1;
}

function ppStd2007(c: Blind23Case, p: Person, rng: Rng): Page {
  // A 2007 standard data page: a title band, the portrait left, labels "Surname / Nom" stacked above values, the number at the top right.
  const { W, H } = PASS;
  const s = sheet(W, H);
  const green = tint('#1d5e3b', rng, 8);
  s.svg(`${rings(820, 460, 620, rng, '#cfe0c9', 0.12)}${guilloche(1180, 520, 360, rng, '#d9e3c2', 0.14)}<g opacity="0.05">${arms(760, 260, 330, '#1d5e3b')}</g>${waveBand(W, 690, 800, rng, '#d7e4d0', 0.24)}`);
  s.box(0, 0, W, 92, `background:linear-gradient(90deg, ${green}, ${tint('#4f7f3a', rng, 8)})`);
  s.svg(arms(36, 10, 72));
  s.text(130, 14, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'TriodPostnaja', size: 40, color: '#f4f1e4', spacing: 2 });
  s.text(132, 60, 'PASSPORT · PASSEPORT', { font: 'Shimenkan', size: 18, weight: 700, color: '#e4eed8', spacing: 4 });
  const pr = c.printed;
  const style = designDates['pp-std-2007'];
  s.img(40, 124, 300, 380, svgUrl(portrait(p, 300, 380, rng, rng.pick(photoBackgrounds))), 'border-radius:4px;border:2px solid #ffffff');
  s.img(40, 516, 300, 64, svgUrl(signature(300, 64, rng, '#22304f')));
  s.img(1250, 560, 180, 230, svgUrl(portrait(p, 180, 230, rng, '#f2f3ee', true)), 'opacity:0.22');
  const L: TextStyle = { font: 'Shimenkan', size: 15, weight: 700, color: '#4a6b3d' };
  const V: TextStyle = { font: 'Nakula', size: 34, weight: 700, color: '#121611' };
  const field = (x: number, y: number, label: string, value: string, v: TextStyle) => s.stacked(x, y, label, value, L, v, 20);
  const x = 380 + jitter(rng, 3);
  const r = (k: number) => 116 + k * 84;
  field(x, r(0), 'Type / Type', 'P', V);
  field(x + 150, r(0), 'Code / Code', 'NGA', V);
  s.text(1060, r(0), 'Passport No. / N° du passeport', L);
  s.text(1060, r(0) + 20, pr.documentNumber, crit({ font: 'Thabit', size: 38, weight: 700, color: '#7a1713', spacing: 2 }, 400));
  field(x, r(1), 'Surname / Nom', pr.surname, crit(V, 1060));
  field(x, r(2), 'Given Names / Prénoms', pr.givenNames, crit(V, 1060));
  field(x, r(3), 'Nationality / Nationalité', 'NIGERIAN', { ...V, size: 30, max: 330 });
  field(x + 380, r(3), 'Date of Birth / Date de naissance', printDate(pr.dateOfBirth, style), crit(V, 360));
  field(x, r(4), 'Sex / Sexe', pr.sex, V);
  field(x + 380, r(4), 'Place of Birth / Lieu de naissance', p.placeOfBirth, { ...V, size: 28, max: 420 });
  field(x, r(5), 'Date of Issue / Date de délivrance', printDate(pr.issueDate ?? '', style), { ...V, size: 30, max: 360 });
  field(x + 380, r(5), 'Authority / Autorité', rng.pick(authorities), { ...V, size: 26, max: 440 });
  field(x, r(6), 'Date of Expiry / Date d’expiration', printDate(pr.expiryDate ?? '', style), crit(V, 360));
  s.img(x + 420, r(6) - 6, 140, 100, svgUrl(kinegram(140, 100, rng)));
  s.box(0, 826, W, H - 826, 'background:rgba(252,253,248,0.85)');
  mrz(s, c, 52, 852, 40, 0.8, 92);
  return page(s, 'pp-std-2007', `linear-gradient(168deg, ${tint('#eef4e8', rng, 5)}, ${tint('#e3ecdb', rng, 5)})`, 6, 125, true, [
    [34, 118, 312, 392],
    [34, 510, 312, 76],
    [1244, 554, 192, 242],
    [x + 414, r(6) - 12, 152, 112],
  ]);
}

function ppE2019(c: Blind23Case, p: Person, rng: Rng): Page {
  // A 2019 e-passport page: a wave band along the top, the portrait left, capital bilingual labels over values, the NIN under the number, a chip.
  const { W, H } = PASS;
  const s = sheet(W, H);
  const teal = tint('#0f5c55', rng, 8);
  s.svg(`${lissajous(W, 820, rng, '#cfe3e0', 0.12, 6)}${sunburst(W, 820, 1200, 96, '#d8e8e3', 0.1)}${lineScreen(0, 560, W, 240, rng, '#d3e4df', 0.18, 7)}`);
  s.svg(`<path d="M0 0 H${W} V70 C ${W * 0.7} 120, ${W * 0.35} 30, 0 96 Z" fill="${teal}" opacity="0.92"/>`);
  s.svg(arms(W - 104, 8, 66));
  s.text(40, 12, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Apropal', size: 34, color: '#f2f7f5', spacing: 1 });
  s.text(42, 56, 'PASSPORT / PASSEPORT · ECOWAS / CEDEAO', { font: 'Annapurna SIL', size: 17, weight: 700, color: '#d9ece8', spacing: 2 });
  s.img(46, 140, 290, 370, svgUrl(portrait(p, 290, 370, rng, '#efefef', true)), 'border-radius:14px');
  s.img(46, 520, 290, 60, svgUrl(signature(290, 60, rng, '#14312c')));
  const pr = c.printed;
  const style = designDates['pp-e-2019'];
  const L: TextStyle = { font: 'Annapurna SIL', size: 15, weight: 700, color: '#356a62', spacing: 1 };
  const V: TextStyle = { font: 'Sans Condensed Uralic', size: 36, weight: 700, color: '#0e1614' };
  const N: TextStyle = { font: 'Komatuna', size: 38, weight: 700, color: '#0b2e29', spacing: 1 };
  const field = (x: number, y: number, label: string, value: string, v: TextStyle) => s.stacked(x, y, label, value, L, v, 21);
  const x = 380 + jitter(rng, 3);
  const r = (k: number) => 128 + k * 86;
  field(x, r(0), 'TYPE / TYPE', 'P', V);
  field(x + 140, r(0), 'CODE / CODE', 'NGA', V);
  field(x + 330, r(0), 'NATIONALITY / NATIONALITÉ', 'NIGERIAN', { ...V, size: 32, max: 300 });
  field(x + 700, r(0), 'PASSPORT NO. / N° DU PASSEPORT', pr.documentNumber, crit(N, 380));
  field(x + 700, r(1), 'NIN / N° NATIONAL', pr.nin ?? '', { ...N, size: 30, max: 360 });
  field(x, r(1), 'SURNAME / NOM', pr.surname, crit(V, 660));
  field(x, r(2), 'GIVEN NAMES / PRÉNOMS', pr.givenNames, crit(V, 1040));
  field(x, r(3), 'DATE OF BIRTH / DATE DE NAISSANCE', printDate(pr.dateOfBirth, style), crit(V, 330));
  field(x + 380, r(3), 'SEX / SEXE', pr.sex, V);
  field(x + 560, r(3), 'PLACE OF BIRTH / LIEU DE NAISSANCE', p.placeOfBirth, { ...V, size: 30, max: 440 });
  field(x, r(4), 'DATE OF ISSUE / DATE DE DÉLIVRANCE', printDate(pr.issueDate ?? '', style), { ...V, max: 330 });
  field(x + 380, r(4), 'AUTHORITY / AUTORITÉ', rng.pick(authorities), { ...V, size: 30, max: 500 });
  field(x, r(5), 'DATE OF EXPIRY / DATE D’EXPIRATION', printDate(pr.expiryDate ?? '', style), crit(V, 330));
  s.img(x + 420, r(5) + 4, 130, 104, svgUrl(chip(130, 104)));
  s.img(1240, 590, 200, 200, svgUrl(holoStrip(200, 200, rng)), 'opacity:0.4;border-radius:100px');
  mrz(s, c, 58, 846, 42, 0.6, 96);
  return page(s, 'pp-e-2019', `linear-gradient(178deg, ${tint('#f1f7f5', rng, 5)}, ${tint('#e1eeea', rng, 5)})`, 14, 125, false, [
    [40, 134, 302, 382],
    [40, 516, 302, 68],
    [x + 414, r(5) - 2, 142, 116],
    [1234, 584, 212, 212],
  ]);
}

function slipLong2014(c: Blind23Case, p: Person, rng: Rng): Page {
  // The 2014 long NIN slip: a strip with the arms at the left, a ruled two-column table, the portrait at the right, the weekday in every date.
  const W = 1560;
  const H = 660;
  const s = sheet(W, H);
  const ink = tint('#202020', rng, 6);
  s.svg(`${lineScreen(0, 0, W, H, rng, '#e9ece6', 0.1, 10)}<g opacity="0.05">${arms(640, 150, 380, '#202020')}</g>`);
  s.box(14, 14, W - 28, H - 28, 'border:2px solid #3c5a3c');
  s.svg(arms(44, 28, 92));
  s.text(190, 34, 'National Identity Management System', { font: 'Asana Math', size: 36, weight: 700, color: ink });
  s.text(192, 84, 'Federal Republic of Nigeria - National Identification Number Slip', { font: 'Suruma', size: 20, color: '#3d3d3d' });
  s.img(W - 290, 40, 250, 310, svgUrl(portrait(p, 250, 310, rng, rng.pick(photoBackgrounds), true)), 'border:1px solid #666666');
  const pr = c.printed;
  const style = designDates['slip-long-2014'];
  const L: TextStyle = { font: 'Suruma', size: 20, weight: 700, color: '#404040' };
  const V: TextStyle = { font: 'Mona', size: 30, weight: 700, color: '#0f0f0f' };
  const [first, middle] = firstAndMiddle(pr.givenNames);
  const trackingId = Array.from({ length: 15 }, () => rng.pick('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''))).join('');
  const x = 60 + jitter(rng, 2);
  const vx = 300;
  const rows: [string, string, TextStyle][] = [
    ['Tracking ID', trackingId, { ...V, size: 24, max: 560 }],
    ['NIN', pr.nin ?? '', crit({ font: 'Thabit', size: 40, weight: 700, color: '#0a0a0a', spacing: 3 }, 600)],
    ['Surname', pr.surname, crit(V, 900)],
    ['First Name', first, crit(V, 900)],
    ['Middle Name', middle || '-', crit(V, 900)],
    ['Date of Birth', printDate(pr.dateOfBirth, style), crit(V, 600)],
    ['Gender', pr.sex === 'M' ? 'M' : 'F', V],
    ['Issue Date', printDate(pr.issueDate ?? '', style), { ...V, size: 24, max: 600 }],
  ];
  rows.forEach(([label, value, st], i) => {
    const y = 150 + i * 56;
    s.box(x - 8, y + 46, 1140, 1, 'background:#b8b8b8');
    s.inline(x, vx, y, label, value, L, st);
  });
  s.text(x, 606, `Address: ${p.address}, ${p.lga}, ${p.state}`, { font: 'Suruma', size: 18, color: '#555555', max: 1080 });
  s.img(W - 290, 370, 250, 64, svgUrl(barcode(250, 64, rng)));
  s.text(W - 300, 470, 'collected', { font: 'Karumbi', size: 40, color: '#1f3f99' });
  s.img(W - 290, 530, 210, 56, svgUrl(signature(210, 56, rng, '#1f3f99')));
  return page(s, 'slip-long-2014', tint('#fafaf6', rng, 2), 0, 210, true, [
    [W - 296, 34, 262, 322],
    [W - 296, 364, 262, 76],
    [W - 306, 456, 286, 144],
  ]);
}

function slipPremium2021(c: Blind23Case, p: Person, rng: Rng): Page {
  // The 2021 premium slip: a card-sized print with a green band, the portrait left, a QR code right, the portal's date and time, the NIN grouped along the foot.
  const W = 1240;
  const H = 780;
  const s = sheet(W, H);
  const green = tint('#15703f', rng, 8);
  s.svg(`${guilloche(620, 420, 460, rng, '#d5e9dc', 0.12)}${sunburst(0, H, 1000, 70, '#deefe3', 0.1)}<g opacity="0.05">${arms(500, 230, 300, '#15703f')}</g>`);
  s.box(0, 0, W, 86, `background:linear-gradient(90deg, ${green}, ${tint('#2a8c56', rng, 8)})`);
  s.svg(arms(22, 8, 70));
  s.text(110, 10, 'FEDERAL REPUBLIC OF NIGERIA', { font: 'Sawarabi Mincho', size: 30, weight: 700, color: '#ffffff' });
  s.text(112, 50, 'DIGITAL NIN SLIP', { font: 'Komatuna P', size: 20, weight: 700, color: '#e3f3e8', spacing: 3 });
  s.img(36, 112, 240, 300, svgUrl(portrait(p, 240, 300, rng, rng.pick(photoBackgrounds))), 'border-radius:6px');
  s.img(W - 250, 104, 210, 210, svgUrl(qrLike(210, rng, '#0c2a17')), 'background:#ffffff');
  const pr = c.printed;
  const style = designDates['slip-premium-2021'];
  const L: TextStyle = { font: 'Komatuna P', size: 15, weight: 700, color: '#3b6b4c', spacing: 1 };
  const V: TextStyle = { font: 'Sawarabi Mincho', size: 32, weight: 700, color: '#0e1711' };
  const x = 310 + jitter(rng, 3);
  const gap = 20;
  s.stacked(x, 110, 'SURNAME / NOM', pr.surname, L, crit(V, 560), gap);
  s.stacked(x, 186, 'GIVEN NAMES / PRÉNOMS', pr.givenNames, L, crit(V, 560), gap);
  s.stacked(x, 262, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 560), gap);
  s.stacked(x, 338, 'SEX / SEXE', pr.sex, L, V, gap).stacked(x + 180, 338, 'ISSUED', printDate(pr.issueDate ?? '', style), L, { ...V, size: 22, max: 400 }, gap);
  s.box(36, 470, 760, 150, `border:2px solid ${green};border-radius:12px;background:rgba(255,255,255,0.82)`);
  s.text(56, 478, 'NATIONAL IDENTIFICATION NUMBER (NIN)', { font: 'Komatuna P', size: 16, weight: 700, color: green, spacing: 1 });
  s.text(56, 512, grouped(pr.nin ?? '', [4, 3, 4]), crit({ font: 'Thabit', size: 56, weight: 700, color: '#0a2414', spacing: 4 }, 720));
  s.text(36, 650, 'Verify this slip with the QR code. It is not an identity card.', { font: 'Komatuna P', size: 16, color: '#505050' });
  s.img(W - 240, 470, 180, 170, svgUrl(holoStrip(180, 170, rng)), 'opacity:0.45;border-radius:14px');
  return page(s, 'slip-premium-2021', `linear-gradient(176deg, ${tint('#f7fbf8', rng, 3)}, ${tint('#e8f2eb', rng, 4)})`, 12, 100, true, [
    [30, 106, 252, 312],
    [W - 256, 98, 222, 222],
    [W - 246, 464, 192, 182],
  ]);
}

function idcard2014(c: Blind23Case, p: Person, rng: Rng): Page {
  // The 2014 identity card: a dark band with the title, the portrait left over a chip, labels over values, the NIN in a strip along the foot.
  const { W, H } = CARD;
  const s = sheet(W, H);
  const green = tint('#0c4a2c', rng, 8);
  s.svg(`${lissajous(W, H, rng, '#d5e6db', 0.12, 5)}${rings(860, 360, 440, rng, '#d9e9de', 0.12)}`);
  s.box(0, 0, W, 92, `background:linear-gradient(90deg, ${green}, ${tint('#1e6e44', rng, 8)})`);
  s.svg(arms(W - 96, 10, 70));
  s.text(30, 14, 'NATIONAL IDENTITY CARD', { font: 'Apropal', size: 34, color: '#f2f8f4', spacing: 1 });
  s.text(32, 58, 'Federal Republic of Nigeria · NIMC', { font: 'OpenDyslexic', size: 16, color: '#d5eadc' });
  s.img(30, 116, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border-radius:6px');
  s.img(30, 412, 230, 50, svgUrl(signature(230, 50, rng, '#0c2417')));
  s.img(30, 480, 100, 84, svgUrl(chip6(100, 84)));
  const pr = c.printed;
  const style = designDates['idcard-2014'];
  const L: TextStyle = { font: 'OpenDyslexic', size: 14, weight: 700, color: '#3f6a50' };
  const V: TextStyle = { font: 'Mona', size: 34, weight: 700, color: '#0c140f' };
  const x = 300 + jitter(rng, 3);
  const gap = 22;
  s.stacked(x, 110, 'SURNAME', pr.surname, L, crit(V, 840), gap);
  s.stacked(x, 184, 'GIVEN NAMES', pr.givenNames, L, crit(V, 840), gap);
  s.stacked(x, 258, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 300), gap).stacked(x + 340, 258, 'SEX', pr.sex, L, V, gap).stacked(x + 440, 258, 'NATIONALITY', 'NGA', L, V, gap);
  s.stacked(x, 332, 'ISSUE DATE', printDate(pr.issueDate ?? '', style), L, { ...V, max: 300 }, gap).stacked(x + 340, 332, 'EXPIRY DATE', printDate(pr.expiryDate ?? '', style), L, crit(V, 300), gap);
  s.img(x + 700, 330, 130, 130, svgUrl(dataMatrix(130, rng, '#0c2417')), 'background:#ffffff');
  s.box(0, H - 150, W, 96, `background:${tint('#e0efe5', rng, 4)};border-top:3px solid ${green};border-bottom:3px solid ${green}`);
  s.text(30, H - 140, 'NIN', { font: 'OpenDyslexic', size: 15, weight: 700, color: green });
  s.text(120, H - 140, pr.nin ?? '', crit({ font: 'Thabit', size: 48, weight: 700, color: '#0a2214', spacing: 6 }, 760));
  s.img(W - 200, H - 196, 160, 150, svgUrl(kinegram(160, 150, rng)));
  return page(s, 'idcard-2014', `linear-gradient(174deg, ${tint('#f6fbf7', rng, 3)}, ${tint('#e2eee6', rng, 4)})`, 34, 85.6, false, [
    [24, 110, 242, 302],
    [24, 408, 242, 58],
    [24, 474, 112, 96],
    [x + 694, 324, 142, 142],
    [W - 206, H - 202, 172, 162],
  ]);
}

function idcard2020(c: Blind23Case, p: Person, rng: Rng): Page {
  // The 2020 identity card: a script title, the portrait right, bilingual labels over values (a hyphenated surname over two lines), the NIN boxed and grouped.
  const { W, H } = CARD;
  const s = sheet(W, H);
  const green = tint('#117a45', rng, 8);
  s.svg(`${waveBand(W, 0, 120, rng, '#cfe7d7', 0.3)}${guilloche(520, 420, 420, rng, '#d4e8da', 0.13)}${sunburst(W, H, 900, 72, '#dcefe2', 0.1)}`);
  s.svg(arms(28, 12, 62));
  s.text(104, 0, 'National Identity Card', { font: 'Kaushan Script', size: 44, color: green });
  s.text(106, 62, 'Federal Republic of Nigeria · République fédérale du Nigéria', { font: 'Shimenkan', size: 16, color: '#3b6a4b' });
  s.img(914, 112, 250, 310, svgUrl(portrait(p, 250, 310, rng, rng.pick(photoBackgrounds))), 'border-radius:14px');
  s.img(914, 430, 250, 52, svgUrl(signature(250, 52, rng, '#0d2a1a')));
  const pr = c.printed;
  const style = designDates['idcard-2020'];
  const L: TextStyle = { font: 'Shimenkan', size: 15, weight: 700, color: '#3a6a4c', spacing: 1 };
  const V: TextStyle = { font: 'Nakula', size: 34, weight: 700, color: '#0d150f' };
  const x = 36 + jitter(rng, 3);
  s.text(x, 110, 'Surname / Nom', L);
  const lines = surnameValue(s, 'idcard-2020', x, 130, pr.surname, crit(V, 840), 40);
  s.stacked(x, 218, 'Given Names / Prénoms', pr.givenNames, L, crit(V, 840), 20);
  s.stacked(x, 292, 'Date of Birth / Date de naissance', printDate(pr.dateOfBirth, style), L, crit(V, 420), 20).stacked(x + 470, 292, 'Sex / Sexe', pr.sex, L, V, 20).stacked(x + 640, 292, 'Nationality', 'NGA', L, V, 20);
  s.stacked(x, 366, 'Date of Issue', printDate(pr.issueDate ?? '', style), L, { ...V, max: 420 }, 20).stacked(x + 470, 366, 'Date of Expiry', printDate(pr.expiryDate ?? '', style), L, crit(V, 400), 20);
  s.box(36, 470, 600, 100, `border:3px solid ${green};border-radius:14px;background:rgba(255,255,255,0.85)`);
  s.text(54, 476, 'NIN', { font: 'Shimenkan', size: 15, weight: 700, color: green, spacing: 3 });
  s.text(54, 500, grouped(pr.nin ?? '', [4, 4, 3]), crit({ font: 'Komatuna', size: 46, weight: 700, color: '#0b2616', spacing: 3 }, 560));
  s.img(36, 600, 104, 84, svgUrl(chip(104, 84)));
  s.img(700, 520, 160, 160, svgUrl(kinegram(160, 160, rng)));
  s.img(1000, 540, 150, 150, svgUrl(qrLike(150, rng, '#0b2616')), 'background:#ffffff');
  return page(s, 'idcard-2020', `linear-gradient(180deg, ${tint('#f7fcf8', rng, 3)}, ${tint('#e4f1e8', rng, 4)})`, 34, 85.6, false, [
    [908, 106, 262, 322],
    [908, 426, 262, 60],
    [694, 514, 172, 172],
    [994, 534, 162, 162],
  ], lines);
}

function dl2011(c: Blind23Case, p: Person, rng: Rng): Page {
  // The 2011 FRSC licence: an orange top strip, the portrait left, labels beside values, the number in red at the top right, a spreadsheet's dates.
  const { W, H } = CARD;
  const s = sheet(W, H);
  const orange = tint('#c8641c', rng, 8);
  s.box(0, 0, W, 22, `background:${orange}`);
  s.svg(`${guilloche(760, 420, 460, rng, '#f0dcc6', 0.14)}${lineScreen(0, 560, W, 196, rng, '#eadfcd', 0.22, 6)}<g opacity="0.05">${arms(700, 220, 320, '#7c4a1a')}</g>`);
  s.svg(arms(26, 34, 62));
  s.text(104, 30, 'FEDERAL ROAD SAFETY CORPS', { font: 'TriodPostnaja', size: 34, color: '#6d3f14', spacing: 1 });
  s.text(106, 74, "NATIONAL DRIVER'S LICENCE", { font: 'Suruma', size: 18, weight: 700, color: '#8a5a2c', spacing: 2 });
  const pr = c.printed;
  const style = designDates['dl-2011'];
  s.text(W - 40, 40, 'LICENCE NO', { font: 'Suruma', size: 15, weight: 700, color: '#8a5a2c', anchor: 'end' });
  s.text(W - 40, 60, pr.documentNumber, crit({ font: 'Thabit', size: 36, weight: 700, color: '#a3180f', spacing: 1, anchor: 'end' }, 420));
  s.img(30, 130, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border:2px solid #ffffff;box-shadow:0 0 0 1px #c48a52');
  s.img(30, 428, 230, 50, svgUrl(signature(230, 50, rng)));
  const L: TextStyle = { font: 'Suruma', size: 18, weight: 700, color: '#7e5427' };
  const V: TextStyle = { font: 'Asana Math', size: 32, weight: 700, color: '#1a120a' };
  const x = 292 + jitter(rng, 3);
  const vx = 470;
  s.inline(x, vx, 140, 'Surname', pr.surname, L, crit(V, 690));
  s.inline(x, vx, 194, 'Other Names', pr.givenNames, L, crit(V, 690));
  s.inline(x, vx, 248, 'Date of Birth', printDate(pr.dateOfBirth, style), L, crit(V, 220)).inline(x + 460, x + 540, 248, 'Sex', pr.sex, L, V);
  s.inline(x, vx, 302, 'Issued', printDate(pr.issueDate ?? '', style), L, { ...V, max: 220 }).inline(x + 460, x + 540, 302, 'Class', rng.pick(['B', 'C', 'E']), L, V);
  s.inline(x, vx, 356, 'Expires', printDate(pr.expiryDate ?? '', style), L, crit(V, 220)).inline(x + 460, x + 540, 356, 'Blood', p.bloodGroup, L, V);
  s.inline(x, vx, 410, 'Address', p.address, L, { ...V, size: 22, max: 690 });
  s.img(30, 580, 560, 110, svgUrl(stackedBarcode(560, 110, rng)));
  s.img(760, 540, 170, 160, svgUrl(holoStrip(170, 160, rng)), 'opacity:0.5;border-radius:80px');
  s.svg(badge(W - 92, H - 92, 52, '#8a4b16'));
  return page(s, 'dl-2011', `linear-gradient(170deg, ${tint('#fcf6ee', rng, 4)}, ${tint('#f0e2cf', rng, 4)})`, 32, 85.6, false, [
    [24, 124, 242, 302],
    [24, 424, 242, 58],
    [754, 534, 182, 172],
    [W - 150, H - 150, 124, 124],
  ]);
}

function dl2019(c: Blind23Case, p: Person, rng: Rng): Page {
  // The 2019 FRSC licence: a green frame, labels over values (a hyphenated surname over two lines), the number boxed at the top right, the portrait right.
  const { W, H } = CARD;
  const s = sheet(W, H);
  const green = tint('#1a6b3f', rng, 8);
  s.box(0, 0, W, H, `border:12px solid ${green};border-radius:32px;box-sizing:border-box`);
  s.svg(`${rings(420, 430, 460, rng, '#d2e6d8', 0.13)}${waveBand(W, 600, 744, rng, '#cfe4d5', 0.22)}<g opacity="0.05">${arms(480, 260, 300, '#1a6b3f')}</g>`);
  s.svg(arms(30, 24, 60));
  s.text(104, 22, 'FRSC NIGERIA', { font: 'Apropal', size: 34, color: green, spacing: 2 });
  s.text(106, 64, 'National Driver’s Licence · Permis de conduire', { font: 'Annapurna SIL', size: 16, weight: 700, color: '#3d6a4c' });
  const pr = c.printed;
  const style = designDates['dl-2019'];
  s.box(690, 24, 480, 74, `border:2px solid ${green};border-radius:10px;background:rgba(255,255,255,0.86)`);
  s.text(704, 26, 'LICENCE NO.', { font: 'Annapurna SIL', size: 14, weight: 700, color: green, spacing: 1 });
  s.text(704, 46, pr.documentNumber, crit({ font: 'Komatuna', size: 38, weight: 700, color: '#0a2a17', spacing: 2 }, 450));
  s.img(924, 120, 236, 296, svgUrl(portrait(p, 236, 296, rng, rng.pick(photoBackgrounds))), 'border-radius:10px');
  s.img(924, 424, 236, 50, svgUrl(signature(236, 50, rng, '#0c2a1a')));
  const L: TextStyle = { font: 'Annapurna SIL', size: 15, weight: 700, color: '#3a6a4c' };
  const V: TextStyle = { font: 'Sans Condensed Uralic', size: 36, weight: 700, color: '#0d140f' };
  const x = 36 + jitter(rng, 3);
  s.text(x, 116, 'SURNAME', L);
  const lines = surnameValue(s, 'dl-2019', x, 136, pr.surname, crit(V, 840), 42);
  s.stacked(x, 226, 'OTHER NAMES', pr.givenNames, L, crit(V, 840), 20);
  s.stacked(x, 300, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 300), 20).stacked(x + 340, 300, 'SEX', pr.sex, L, V, 20).stacked(x + 440, 300, 'BLOOD', p.bloodGroup, L, V, 20).stacked(x + 580, 300, 'CLASS', rng.pick(['B', 'C', 'D', 'E']), L, V, 20);
  s.stacked(x, 374, 'DATE OF ISSUE', printDate(pr.issueDate ?? '', style), L, { ...V, max: 300 }, 20).stacked(x + 340, 374, 'DATE OF EXPIRY', printDate(pr.expiryDate ?? '', style), L, crit(V, 300), 20);
  s.stacked(x, 448, 'ADDRESS', p.address, L, { ...V, size: 24, max: 840 }, 20);
  s.img(x, 560, 460, 110, svgUrl(barcode(460, 110, rng)));
  s.img(620, 540, 160, 160, svgUrl(kinegram(160, 160, rng)));
  return page(s, 'dl-2019', `linear-gradient(176deg, ${tint('#f5fbf7', rng, 3)}, ${tint('#e1efe6', rng, 4)})`, 32, 85.6, false, [
    [918, 114, 248, 308],
    [918, 420, 248, 58],
    [614, 534, 172, 172],
  ], lines);
}

function pvc2014(c: Blind23Case, p: Person, rng: Rng): Page {
  // The 2014 voter's card: a green band, the VIN over the portrait at the left, labels over values, slashes round the month.
  const { W, H } = CARD;
  const s = sheet(W, H);
  const green = tint('#24703a', rng, 8);
  s.box(0, 0, W, 100, `background:linear-gradient(180deg, ${green}, ${tint('#3c8a50', rng, 8)})`);
  s.svg(`${guilloche(760, 440, 440, rng, '#cfe5d3', 0.13)}${sunburst(0, H, 1000, 60, '#d9ecdc', 0.12)}<g opacity="0.05">${arms(700, 260, 300, '#24703a')}</g>`);
  s.svg(arms(W - 92, 14, 66));
  s.text(30, 12, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: 'Sawarabi Mincho', size: 30, weight: 700, color: '#ffffff' });
  s.text(32, 58, 'VOTER’S CARD · FEDERAL REPUBLIC OF NIGERIA', { font: 'OpenDyslexic', size: 17, weight: 700, color: '#def0e2' });
  const pr = c.printed;
  const style = designDates['pvc-2014'];
  s.text(30, 118, 'VIN', { font: 'OpenDyslexic', size: 15, weight: 700, color: green });
  s.text(30, 140, pr.documentNumber, crit({ font: 'Thabit', size: 30, weight: 700, color: '#0d1a0f', spacing: 1 }, 400));
  s.img(30, 196, 230, 290, svgUrl(portrait(p, 230, 290, rng, rng.pick(photoBackgrounds))), 'border-radius:4px');
  s.img(30, 492, 230, 50, svgUrl(signature(230, 50, rng)));
  const L: TextStyle = { font: 'OpenDyslexic', size: 14, weight: 700, color: '#42694a' };
  const V: TextStyle = { font: 'Sawarabi Mincho', size: 32, weight: 700, color: '#0f170d' };
  const x = 460 + jitter(rng, 3);
  const gap = 22;
  s.stacked(x, 124, 'SURNAME', pr.surname, L, crit(V, 700), gap);
  s.stacked(x, 196, 'FIRST AND OTHER NAMES', pr.givenNames, L, crit(V, 700), gap);
  s.stacked(x, 268, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 300), gap).stacked(x + 340, 268, 'GENDER', pr.sex === 'M' ? 'MALE' : 'FEMALE', L, { ...V, size: 28, max: 300 }, gap);
  s.stacked(x, 340, 'OCCUPATION', p.occupation, L, { ...V, size: 24, max: 700 }, gap);
  s.stacked(x, 412, 'DELIMITATION', p.delimitation, L, { font: 'Thabit', size: 24, color: '#0f170d', max: 300 }, gap).stacked(x + 340, 412, 'POLLING UNIT', rng.pick(pollingUnits), L, { ...V, size: 22, max: 360 }, gap);
  s.stacked(x, 484, 'ADDRESS', p.address, L, { ...V, size: 22, max: 700 }, gap);
  s.img(1010, 566, 150, 150, svgUrl(qrLike(150, rng, '#0f2a0c')));
  s.img(460, 580, 420, 100, svgUrl(barcode(420, 100, rng)));
  return page(s, 'pvc-2014', `linear-gradient(178deg, ${tint('#f7fbf6', rng, 3)}, ${tint('#e3efdf', rng, 4)})`, 34, 85.6, false, [
    [24, 190, 242, 302],
    [24, 488, 242, 58],
    [1004, 560, 162, 162],
  ]);
}

function pvc2019(c: Blind23Case, p: Person, rng: Rng): Page {
  // The 2019 voter's card: a green-white-green frame, the VIN under the band, the portrait left, labels over values (a hyphenated surname over two lines), the month first.
  const { W, H } = CARD;
  const s = sheet(W, H);
  const green = tint('#0e6531', rng, 8);
  s.box(0, 0, W, H, `border:10px solid ${green};border-radius:34px;box-sizing:border-box`);
  s.box(10, 10, W - 20, H - 20, 'border:6px solid #ffffff;border-radius:26px;box-sizing:border-box');
  s.box(16, 16, W - 32, H - 32, `border:4px solid ${tint('#3f9a5e', rng, 8)};border-radius:22px;box-sizing:border-box`);
  s.svg(`${lissajous(W, H, rng, '#d3e8d9', 0.12, 4)}${lineScreen(20, 620, W - 40, 116, rng, '#d6ead9', 0.22, 8)}`);
  s.box(20, 20, W - 40, 82, `background:${green}`);
  s.svg(arms(34, 24, 70));
  s.text(120, 18, 'Permanent Voter’s Card', { font: 'Kaushan Script', size: 42, color: '#ffffff' });
  s.text(W - 50, 46, 'INEC NIGERIA', { font: 'Komatuna P', size: 22, weight: 700, color: '#e4f3e9', spacing: 2, anchor: 'end' });
  const pr = c.printed;
  const style = designDates['pvc-2019'];
  s.box(20, 102, W - 40, 58, 'background:rgba(255,255,255,0.9)');
  s.text(40, 112, 'VIN', { font: 'Komatuna P', size: 16, weight: 700, color: green, spacing: 2 });
  s.text(110, 108, pr.documentNumber, crit({ font: 'Komatuna', size: 38, weight: 700, color: '#0a2a16', spacing: 3 }, 760));
  s.img(40, 184, 226, 286, svgUrl(portrait(p, 226, 286, rng, rng.pick(photoBackgrounds))), 'border-radius:10px');
  s.img(40, 476, 226, 50, svgUrl(signature(226, 50, rng, '#0b2a16')));
  const L: TextStyle = { font: 'Komatuna P', size: 15, weight: 700, color: '#3e6a4f', spacing: 1 };
  const V: TextStyle = { font: 'Mona', size: 34, weight: 700, color: '#0c150f' };
  const x = 300 + jitter(rng, 3);
  s.text(x, 176, 'SURNAME', L);
  const lines = surnameValue(s, 'pvc-2019', x, 196, pr.surname, crit(V, 820), 40);
  s.stacked(x, 284, 'OTHER NAMES', pr.givenNames, L, crit(V, 820), 20);
  s.stacked(x, 356, 'DATE OF BIRTH', printDate(pr.dateOfBirth, style), L, crit(V, 360), 20).stacked(x + 400, 356, 'GENDER', pr.sex === 'M' ? 'MALE' : 'FEMALE', L, { ...V, size: 28, max: 300 }, 20);
  s.stacked(x, 428, 'STATE / LGA', `${p.state} / ${p.lga}`, L, { ...V, size: 24, max: 820 }, 20);
  s.stacked(x, 492, 'DELIMITATION', p.delimitation, L, { font: 'Komatuna', size: 24, color: '#0c150f', max: 300 }, 20).stacked(x + 400, 492, 'ADDRESS', p.address, L, { ...V, size: 20, max: 440 }, 20);
  s.img(40, 576, 430, 96, svgUrl(barcode(430, 96, rng)));
  s.img(990, 560, 160, 150, svgUrl(holoStrip(160, 150, rng)), 'opacity:0.5;border-radius:12px');
  return page(s, 'pvc-2019', `linear-gradient(176deg, ${tint('#f6fbf7', rng, 3)}, ${tint('#e5f1e9', rng, 4)})`, 34, 85.6, false, [
    [34, 178, 238, 298],
    [34, 472, 238, 58],
    [984, 554, 172, 162],
  ], lines);
}

/** The page of a case (the same page every time: its choices are seeded by the case). */
export function pageOf(c: Blind23Case): Page {
  const p = personOf(c.person);
  const rng = rngOf(seedOf('blind23-page', c.seed));
  switch (c.design) {
    case 'pp-std-2007':
      return ppStd2007(c, p, rng);
    case 'pp-e-2019':
      return ppE2019(c, p, rng);
    case 'slip-long-2014':
      return slipLong2014(c, p, rng);
    case 'slip-premium-2021':
      return slipPremium2021(c, p, rng);
    case 'idcard-2014':
      return idcard2014(c, p, rng);
    case 'idcard-2020':
      return idcard2020(c, p, rng);
    case 'dl-2011':
      return dl2011(c, p, rng);
    case 'dl-2019':
      return dl2019(c, p, rng);
    case 'pvc-2014':
      return pvc2014(c, p, rng);
    case 'pvc-2019':
      return pvc2019(c, p, rng);
  }
}
