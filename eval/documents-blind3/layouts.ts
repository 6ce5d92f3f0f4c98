import { chip, coatOfArms, flag, guilloche, portrait, qrCode, seal, signature } from './art.js';
import type { Blind3Case, Blind3Layout } from './people.js';
import { Rng } from './random.js';

/**
 * The third blind set's five layouts as HTML/CSS pages, drawn from what the real Nigerian documents
 * print. Each document's seed varies the wording and capitalisation of labels, the order of fields,
 * the photo's side, the date form, the fonts, the colours and the security print, within what the
 * real document of that kind shows.
 */

/** Every font family a page may use; ensure-fonts.sh --blind3 installs them, the runner refuses to start without them. */
export const blind3Families = ['Arimo', 'Tinos', 'Universalis ADF Std', 'League Spartan', 'Roboto Slab', 'OCR B'] as const;

export interface Blind3Page {
  html: string;
  width: number;
  height: number;
  /** A plastic card (rounded corners) rather than a paper page. */
  card: boolean;
  /** Top of the MRZ band as a share of the height (a capture's shadow stays above it); 1 when there is none. */
  mrzTop: number;
}

/* Dates as the documents print them. */

const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const moisFr = ['JAN', 'FÉV', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'];

export type DateForm = 'bilingual_yy' | 'mon_yyyy' | 'mon_yy' | 'slash' | 'dash';

export function printDate(iso: string, form: DateForm): string {
  const [y, m, d] = [iso.slice(0, 4), iso.slice(5, 7), iso.slice(8, 10)];
  const mi = Number(m) - 1;
  switch (form) {
    case 'bilingual_yy':
      return `${d} ${months[mi]}/${moisFr[mi]} ${y.slice(2)}`;
    case 'mon_yyyy':
      return `${d} ${months[mi]} ${y}`;
    case 'mon_yy':
      return `${d} ${months[mi]} ${y.slice(2)}`;
    case 'slash':
      return `${d}/${m}/${y}`;
    case 'dash':
      return `${d}-${m}-${y}`;
  }
}

/* Text boxes. Every printed text sits in its own box, so check.ts can find overflow and overlap. */

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface TextBox {
  x: number;
  y: number;
  w: number;
  size: number;
  family: string;
  text: string;
  weight?: number;
  colour?: string;
  /** The field a value prints (data-field), for the check. */
  field?: string;
  role: 'label' | 'value' | 'title' | 'note' | 'mrz';
  spacing?: number;
  align?: 'left' | 'center' | 'right';
}

function tx(b: TextBox): string {
  const style = [
    `left:${b.x}px`,
    `top:${b.y}px`,
    `width:${b.w}px`,
    `font-family:'${b.family}'`,
    `font-size:${b.size}px`,
    `font-weight:${b.weight ?? 400}`,
    `color:${b.colour ?? '#111'}`,
    `letter-spacing:${b.spacing ?? 0}px`,
    `text-align:${b.align ?? 'left'}`,
  ].join(';');
  return `<div class="tx ${b.role}"${b.field ? ` data-field="${b.field}"` : ''} style="${style}">${escapeHtml(b.text)}</div>`;
}

interface Style {
  labelFont: string;
  valueFont: string;
  titleFont: string;
  labelColour: string;
  valueColour: string;
  titleColour: string;
  labelSize: number;
  valueSize: number;
  upperLabels: boolean;
}

function label(text: string, st: Style): string {
  return st.upperLabels ? text.toUpperCase() : text;
}

/** A label with its value under it; returns the markup and the height used. */
function stacked(x: number, y: number, w: number, labelText: string, value: string, st: Style, field?: string): string {
  return (
    tx({ x, y, w, size: st.labelSize, family: st.labelFont, colour: st.labelColour, text: label(labelText, st), role: 'label' }) +
    tx({ x, y: y + Math.round(st.labelSize * 1.3), w, size: st.valueSize, family: st.valueFont, weight: 700, colour: st.valueColour, text: value, role: 'value', ...(field ? { field } : {}) })
  );
}
const stackedHeight = (st: Style, gap: number) => Math.round(st.labelSize * 1.3 + st.valueSize * 1.22 + gap);

/** A label and its value on one line ("D.O.B: 23-06-1987"). */
function inline(x: number, y: number, labelW: number, w: number, labelText: string, value: string, st: Style, colon: boolean, field?: string): string {
  const drop = Math.round((st.valueSize - st.labelSize) * 0.75);
  return (
    tx({ x, y: y + drop, w: labelW - 8, size: st.labelSize, family: st.labelFont, colour: st.labelColour, text: label(labelText, st) + (colon ? ':' : ''), role: 'label' }) +
    tx({ x: x + labelW, y, w: w - labelW, size: st.valueSize, family: st.valueFont, weight: 700, colour: st.valueColour, text: value, role: 'value', ...(field ? { field } : {}) })
  );
}

interface Cell {
  label: string;
  value: string;
  /** Share of the row's width. */
  share: number;
  field?: string;
}

/** Rows of label-over-value cells from (x, y), each row `width` wide; returns markup and the next y. */
function stackedRows(x: number, y: number, width: number | ((y: number) => number), rows: Cell[][], st: Style, gap: number): { html: string; y: number } {
  let html = '';
  for (const row of rows) {
    const w = typeof width === 'number' ? width : width(y);
    const total = row.reduce((s, c) => s + c.share, 0);
    let cx = x;
    for (const c of row) {
      const cw = Math.round((w * c.share) / total);
      html += stacked(cx, y, cw - 14, c.label, c.value, st, c.field);
      cx += cw;
    }
    y += stackedHeight(st, gap);
  }
  return { html, y };
}

function page(width: number, height: number, background: string, body: string, card: boolean): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;background:#fff}
#doc{position:relative;width:${width}px;height:${height}px;overflow:hidden;background:${background};${card ? `border-radius:${Math.round(width * 0.035)}px;` : ''}}
.tx{position:absolute;white-space:nowrap;overflow:hidden;line-height:1.5;font-variant-ligatures:none;font-feature-settings:"liga" 0,"dlig" 0,"clig" 0}
.art{position:absolute}
</style></head><body><div id="doc">${body}</div></body></html>`;
}

const art = (x: number, y: number, inner: string, extra = '') => `<div class="art" style="left:${x}px;top:${y}px;${extra}">${inner}</div>`;
const photoBox = (x: number, y: number, w: number, h: number, inner: string, border: string) => `<div class="art photo" style="left:${x}px;top:${y}px;width:${w}px;height:${h}px;overflow:hidden;border:${border}">${inner}</div>`;

function styleOf(rng: Rng, o: { labelFonts: string[]; valueFonts: string[]; titleFonts: string[]; labelColours: string[]; valueColours: string[]; titleColours: string[]; labelSize: [number, number]; valueSize: [number, number]; upper: number }): Style {
  return {
    labelFont: rng.pick(o.labelFonts),
    valueFont: rng.pick(o.valueFonts),
    titleFont: rng.pick(o.titleFonts),
    labelColour: rng.pick(o.labelColours),
    valueColour: rng.pick(o.valueColours),
    titleColour: rng.pick(o.titleColours),
    labelSize: rng.int(o.labelSize[0], o.labelSize[1]),
    valueSize: rng.int(o.valueSize[0], o.valueSize[1]),
    upperLabels: rng.chance(o.upper),
  };
}

/* 1. The passport data page: bilingual labels above values, photo left, ghost image, TD3 MRZ. */

function passportPage(c: Blind3Case, rng: Rng): Blind3Page {
  const W = 1250;
  const H = 880;
  const p = c.printed;
  const st = styleOf(rng, {
    labelFonts: ['Arimo', 'Universalis ADF Std', 'Tinos'],
    valueFonts: ['Arimo', 'Universalis ADF Std', 'Roboto Slab'],
    titleFonts: ['League Spartan', 'Tinos', 'Arimo'],
    labelColours: ['#2c4a3a', '#3b4656', '#4a3a52', '#24523f'],
    valueColours: ['#111', '#1a1a2a', '#0d1f14'],
    titleColours: ['#0f5a32', '#1b4d2e', '#2a3f6b'],
    labelSize: [14, 16],
    valueSize: [26, 29],
    upper: 0.35,
  });
  // Real data pages print their bilingual labels small, capitals smaller still.
  if (st.upperLabels) st.labelSize -= 2;
  const dateForm: DateForm = rng.pick(['bilingual_yy', 'bilingual_yy', 'mon_yyyy', 'mon_yy']);
  const tint = rng.pick(['#eef5ea', '#f3f1e6', '#eaf2f0', '#f4eef0']);
  const bg = guilloche(W, H - 200, rng, rng.pick([['#6aa37a', '#c98aa0'], ['#8fb4d6', '#9fc79a'], ['#c7a36a', '#7fb59a']]), 0.45);
  const L = {
    type: 'Type / Type',
    code: rng.pick(['Code / Code', 'Country Code / Code du pays']),
    number: rng.pick(['Passport No. / No. du Passeport', 'Passport No / N° du passeport', 'Passport Number / Numéro du passeport']),
    surname: rng.pick(['Surname / Nom', 'Surname/Nom']),
    given: rng.pick(['Given Names / Prénoms', 'Given names / Prénoms', 'Other Names / Prénoms']),
    nationality: 'Nationality / Nationalité',
    birth: rng.pick(['Date of Birth / Date de naissance', 'Date of birth / Date de naissance']),
    sex: 'Sex / Sexe',
    place: rng.pick(['Place of Birth / Lieu de naissance', 'Place of birth / Lieu de naissance']),
    issue: rng.pick(['Date of Issue / Date de délivrance', 'Date of issue / Date de délivrance']),
    authority: rng.pick(['Authority / Autorité', 'Issuing Authority / Autorité']),
    expiry: rng.pick(["Date of Expiry / Date d'expiration", "Date of expiry / Date d'expiration"]),
  };
  const authority = rng.pick(['NIS ABUJA', 'NIS IKOYI', 'NIS HQ ABUJA', `NIS ${c.person.state}`.slice(0, 14)]);
  const cell = (key: keyof typeof L, value: string, share: number, field?: string): Cell => ({ label: L[key], value, share, ...(field ? { field } : {}) });
  const numberRow = rng.chance(0.7)
    ? [cell('type', 'P', 0.7), cell('code', 'NGA', 1.6), cell('number', p.documentNumber, 2.4, 'documentNumber')]
    : [cell('number', p.documentNumber, 2.4, 'documentNumber'), cell('type', 'P', 0.7), cell('code', 'NGA', 1.6)];
  const date = (iso: string) => printDate(iso, dateForm);
  const orders: Cell[][][] = [
    [numberRow, [cell('surname', p.surname, 1, 'surname')], [cell('given', p.givenNames, 1, 'givenNames')], [cell('nationality', 'NIGERIAN', 1)], [cell('birth', date(p.dateOfBirth), 2.3, 'dateOfBirth'), cell('sex', p.sex, 0.9, 'sex'), cell('place', c.person.placeOfBirth, 2.3)], [cell('issue', date(p.issueDate), 1.2), cell('authority', authority, 1)], [cell('expiry', date(p.expiryDate!), 1, 'expiryDate')]],
    [numberRow, [cell('surname', p.surname, 1, 'surname')], [cell('given', p.givenNames, 1, 'givenNames')], [cell('nationality', 'NIGERIAN', 1.3), cell('sex', p.sex, 1, 'sex')], [cell('birth', date(p.dateOfBirth), 1.2, 'dateOfBirth'), cell('place', c.person.placeOfBirth, 1)], [cell('issue', date(p.issueDate), 1), cell('expiry', date(p.expiryDate!), 1, 'expiryDate')], [cell('authority', authority, 1)]],
    [numberRow, [cell('surname', p.surname, 1, 'surname')], [cell('given', p.givenNames, 1, 'givenNames')], [cell('birth', date(p.dateOfBirth), 1.3, 'dateOfBirth'), cell('sex', p.sex, 0.6, 'sex')], [cell('nationality', 'NIGERIAN', 1), cell('place', c.person.placeOfBirth, 1)], [cell('issue', date(p.issueDate), 1.2), cell('authority', authority, 1)], [cell('expiry', date(p.expiryDate!), 1, 'expiryDate')]],
  ];
  const rows = rng.pick(orders);
  const x0 = 372;
  const top = 128;
  const ghostTop = 515;
  // Rows beside the ghost image stop short of it.
  const rowsHtml = stackedRows(x0, top, (y) => (y + stackedHeight(st, 0) > ghostTop ? 700 : 850), rows, st, rng.int(14, 17));
  const [l1, l2] = p.mrz!;
  const mrzTop = H - 190;
  const headRight = rng.chance(0.5);
  const body = [
    bg,
    art(0, 0, '', `width:${W}px;height:${H}px;background:linear-gradient(${rng.int(0, 180)}deg, rgba(255,255,255,0) 30%, rgba(255,255,255,0.5) 100%)`),
    art(headRight ? W - 120 : 34, 14, coatOfArms(86)),
    tx({ x: headRight ? 140 : 372, y: 20, w: 740, size: 30, family: st.titleFont, weight: 700, colour: st.titleColour, text: 'FEDERAL REPUBLIC OF NIGERIA', role: 'title', align: headRight ? 'center' : 'left', spacing: 1 }),
    tx({ x: headRight ? 140 : 372, y: 62, w: 740, size: 19, family: st.titleFont, colour: st.titleColour, text: rng.pick(['PASSPORT / PASSEPORT', 'PASSPORT        PASSEPORT', 'PASSPORT / PASSEPORT   ECOWAS / CEDEAO']), role: 'title', align: headRight ? 'center' : 'left' }),
    photoBox(40, 130, 290, 370, portrait(c.person), '2px solid #7d8a80'),
    art(60, 520, signature(250, 70, rng)),
    art(1082, ghostTop + 8, `<div class="photo" style="width:130px;height:165px;overflow:hidden;filter:grayscale(1) contrast(0.6)">${portrait(c.person, 0.28)}</div>`),
    rowsHtml.html,
    art(0, mrzTop, '', `width:${W}px;height:190px;background:${rng.pick(['#fbfcfa', '#f7f8f3', '#ffffff'])}`),
    tx({ x: 30, y: mrzTop + 40, w: 1190, size: 36, family: 'OCR B', text: l1, role: 'mrz', field: 'mrz1' }),
    tx({ x: 30, y: mrzTop + 105, w: 1190, size: 36, family: 'OCR B', text: l2, role: 'mrz', field: 'mrz2' }),
  ].join('\n');
  if (rowsHtml.y > mrzTop) throw new Error(`${c.id}: passport rows run into the MRZ`);
  return { html: page(W, H, tint, body, false), width: W, height: H, card: false, mrzTop: mrzTop / H };
}

/* 2. The improved NIN slip: header, photo, names, birth date, QR code, the NIN large at the foot. */

const groupNin = (nin: string) => `${nin.slice(0, 4)} ${nin.slice(4, 7)} ${nin.slice(7)}`;

function ninSlipPage(c: Blind3Case, rng: Rng): Blind3Page {
  const W = 1240;
  const H = 780;
  const p = c.printed;
  const st = styleOf(rng, {
    labelFonts: ['Arimo', 'Universalis ADF Std', 'League Spartan'],
    valueFonts: ['Arimo', 'Roboto Slab', 'Universalis ADF Std'],
    titleFonts: ['League Spartan', 'Arimo', 'Roboto Slab'],
    labelColours: ['#4a5a4e', '#555', '#2f5f44'],
    valueColours: ['#111', '#0b2a17'],
    titleColours: ['#0b6b3a', '#14532d', '#1d5c2f'],
    labelSize: [17, 19],
    valueSize: [30, 34],
    upper: 0.6,
  });
  const dateForm: DateForm = rng.pick(['mon_yyyy', 'mon_yyyy', 'slash', 'dash']);
  const photoLeft = rng.chance(0.7);
  const photoX = photoLeft ? 40 : W - 290;
  const fieldsX = photoLeft ? 320 : 40;
  const qrX = photoLeft ? W - 270 : W - 560;
  const L = {
    surname: rng.pick(['Surname/Nom', 'Surname / Nom', 'Last Name / Nom']),
    given: rng.pick(['Given Names/Prénoms', 'Given Names / Prénoms', 'First Name & Middle Name']),
    birth: rng.pick(['Date of Birth', 'Date of Birth / Date de naissance', 'DOB']),
    sex: rng.pick(['Sex/Sexe', 'Gender', 'Sex']),
    issue: rng.pick(['Issue Date', 'Date of Issue']),
  };
  const namesFirst: Cell[][] = rng.chance(0.75)
    ? [[{ label: L.surname, value: p.surname, share: 1, field: 'surname' }], [{ label: L.given, value: p.givenNames, share: 1, field: 'givenNames' }]]
    : [[{ label: L.given, value: p.givenNames, share: 1, field: 'givenNames' }], [{ label: L.surname, value: p.surname, share: 1, field: 'surname' }]];
  const rows: Cell[][] = [
    ...namesFirst,
    [{ label: L.birth, value: printDate(p.dateOfBirth, dateForm), share: 1.5, field: 'dateOfBirth' }, { label: L.sex, value: p.sex, share: 0.8 }],
    [{ label: L.issue, value: printDate(p.issueDate, rng.pick(['mon_yyyy', 'slash'] as const)), share: 1 }],
  ];
  const flow = stackedRows(fieldsX, 150, 560, rows, st, 12);
  const ninGrouped = rng.chance(0.75);
  const body = [
    guilloche(W, H, rng, ['#7fbf8f', '#a8d5b5', '#c5b37a'], 0.35),
    art(0, 0, '', `width:${W}px;height:122px;background:linear-gradient(90deg, ${rng.pick(['#e3f1e6', '#edf6ef', '#f3f7ea'])}, rgba(255,255,255,0.4))`),
    art(34, 16, coatOfArms(90)),
    tx({ x: 140, y: 22, w: 820, size: 32, family: st.titleFont, weight: 700, colour: st.titleColour, text: 'FEDERAL REPUBLIC OF NIGERIA', role: 'title' }),
    tx({ x: 140, y: 68, w: 820, size: 21, family: st.titleFont, colour: st.titleColour, text: rng.pick(['DIGITAL NIN SLIP', 'National Identification Number Slip', 'IMPROVED NIN SLIP']), role: 'title', spacing: 1 }),
    art(W - 120, 18, seal(86, '#0b6b3a', '#ffffff', '#0b6b3a')),
    photoBox(photoX, 150, 250, 310, portrait(c.person), '1px solid #9aa'),
    flow.html,
    art(qrX, 150, qrCode(230, rng)),
    tx({ x: qrX, y: 392, w: 230, size: 56, family: st.titleFont, weight: 700, colour: '#1d1d1d', text: 'NGA', role: 'note', align: 'center' }),
    art(40, 520, '', `width:${W - 80}px;height:2px;background:${st.titleColour};opacity:0.5`),
    tx({ x: 40, y: 540, w: 900, size: 20, family: st.labelFont, colour: st.labelColour, text: rng.pick(['National Identification Number (NIN)', 'NATIONAL IDENTIFICATION NUMBER (NIN)', 'NIN']), role: 'label' }),
    tx({ x: 40, y: 575, w: 900, size: 64, family: st.valueFont, weight: 700, colour: '#111', text: ninGrouped ? groupNin(p.documentNumber) : p.documentNumber, role: 'value', field: 'documentNumber', spacing: 4 }),
    tx({ x: 40, y: 700, w: W - 80, size: 16, family: st.labelFont, colour: '#555', text: rng.pick(['Kindly ensure you scan the barcode to verify the credentials.', 'This slip is valid for verification with the NIMC barcode scanner.']), role: 'note' }),
  ].join('\n');
  if (flow.y > 520) throw new Error(`${c.id}: NIN slip rows run into the NIN`);
  return { html: page(W, H, rng.pick(['#ffffff', '#fbfdfb', '#fdfdf8']), body, false), width: W, height: H, card: false, mrzTop: 1 };
}

/* 3. The NIMC NIN card: bilingual labels above values, chip, the NIN at the foot. */

function ninCardPage(c: Blind3Case, rng: Rng): Blind3Page {
  const W = 1200;
  const H = 757;
  const p = c.printed;
  const st = styleOf(rng, {
    labelFonts: ['Arimo', 'Tinos', 'Universalis ADF Std'],
    valueFonts: ['Arimo', 'Universalis ADF Std', 'League Spartan'],
    titleFonts: ['League Spartan', 'Roboto Slab', 'Arimo'],
    labelColours: ['#2f5f44', '#3d4a42', '#5a4a2a'],
    valueColours: ['#111', '#102418'],
    titleColours: ['#0b5d33', '#0f4c2a', '#174a6b'],
    labelSize: [15, 17],
    valueSize: [28, 31],
    upper: 0.6,
  });
  const dateForm: DateForm = rng.pick(['mon_yyyy', 'slash', 'mon_yyyy', 'dash']);
  const photoLeft = rng.chance(0.65);
  const photoX = photoLeft ? 40 : W - 300;
  const fieldsX = photoLeft ? 330 : 40;
  const L = {
    surname: rng.pick(['Surname/Nom', 'Surname / Nom']),
    given: rng.pick(['Given Names/Prénoms', 'Given Names / Prénoms', 'First Name / Prénom']),
    birth: rng.pick(['Date of Birth/Date de Naissance', 'Date of Birth / Date de naissance']),
    sex: 'Sex/Sexe',
    height: 'Height/Taille',
    issue: rng.pick(['Issue Date/Date de délivrance', 'Date of Issue / Date de délivrance']),
  };
  const rows: Cell[][] = [
    [{ label: L.surname, value: p.surname, share: 1, field: 'surname' }],
    [{ label: L.given, value: p.givenNames, share: 1, field: 'givenNames' }],
    rng.chance(0.6)
      ? [{ label: L.birth, value: printDate(p.dateOfBirth, dateForm), share: 1.6, field: 'dateOfBirth' }, { label: L.sex, value: p.sex, share: 0.8 }]
      : [{ label: L.sex, value: p.sex, share: 0.7 }, { label: L.birth, value: printDate(p.dateOfBirth, dateForm), share: 1.7, field: 'dateOfBirth' }],
    [{ label: L.height, value: c.person.height, share: 0.8 }, { label: L.issue, value: printDate(p.issueDate, dateForm), share: 1.6 }],
  ];
  const flow = stackedRows(fieldsX, 150, 820, rows, st, 12);
  const green = rng.pick(['#d9efdf', '#e2f2e3', '#d3ebe0', '#e8f1dc']);
  const body = [
    art(0, 0, '', `width:${W}px;height:${H}px;background:linear-gradient(${rng.int(100, 170)}deg, ${green}, #ffffff 55%, ${green})`),
    guilloche(W, H, rng, ['#3d9a5b', '#9ccf9f', '#d2b26a'], 0.3),
    art(30, 18, coatOfArms(92)),
    tx({ x: 140, y: 24, w: 900, size: 30, family: st.titleFont, weight: 700, colour: st.titleColour, text: 'FEDERAL REPUBLIC OF NIGERIA', role: 'title', spacing: 1 }),
    tx({ x: 140, y: 66, w: 900, size: 22, family: st.titleFont, colour: st.titleColour, text: rng.pick(['NATIONAL IDENTITY CARD', 'NATIONAL IDENTITY CARD / CARTE NATIONALE D’IDENTITÉ', 'National e-ID Card']), role: 'title' }),
    art(W - 110, 20, flag(80, 54), 'border:1px solid #aaa'),
    photoBox(photoX, 150, 260, 330, portrait(c.person), '1px solid #7a8a80'),
    art(photoLeft ? 60 : W - 280, 510, chip(120)),
    flow.html,
    tx({ x: fieldsX, y: 520, w: 820, size: 17, family: st.labelFont, colour: st.labelColour, text: rng.pick(['NIN', 'National Identification Number', 'NIN / NNI']), role: 'label' }),
    tx({ x: fieldsX, y: 546, w: 820, size: 48, family: st.valueFont, weight: 700, colour: '#0d0d0d', text: rng.chance(0.5) ? groupNin(p.documentNumber) : p.documentNumber, role: 'value', field: 'documentNumber', spacing: 3 }),
    art(photoLeft ? 200 : W - 470, 650, signature(260, 60, rng)),
    tx({ x: photoLeft ? W - 160 : 40, y: 660, w: 120, size: 40, family: st.titleFont, weight: 700, colour: '#2a2a2a', text: 'NGA', role: 'note', align: photoLeft ? 'right' : 'left' }),
  ].join('\n');
  if (flow.y > 515) throw new Error(`${c.id}: NIN card rows run into the NIN`);
  return { html: page(W, H, '#ffffff', body, true), width: W, height: H, card: true, mrzTop: 1 };
}

/* 4. The FRSC national driver's licence card. */

function licencePage(c: Blind3Case, rng: Rng): Blind3Page {
  const W = 1200;
  const H = 757;
  const p = c.printed;
  const st = styleOf(rng, {
    labelFonts: ['Arimo', 'Universalis ADF Std', 'Roboto Slab'],
    valueFonts: ['Arimo', 'Universalis ADF Std', 'Tinos'],
    titleFonts: ['League Spartan', 'Arimo', 'Tinos'],
    labelColours: ['#7a1f1f', '#2f4f3f', '#3a3a3a', '#1e3f6b'],
    valueColours: ['#111', '#1a1010'],
    titleColours: ['#0f6b36', '#8a1c1c', '#14532d'],
    labelSize: [16, 18],
    valueSize: [26, 29],
    upper: 0.8,
  });
  const dateForm: DateForm = rng.pick(['dash', 'dash', 'slash']);
  const photoLeft = rng.chance(0.7);
  const photoX = photoLeft ? 36 : W - 286;
  const fieldsX = photoLeft ? 310 : 40;
  const fieldsW = 840;
  const L = {
    number: rng.pick(['Licence No', 'Lic. No', 'L/No', 'Licence Number']),
    surname: rng.pick(['Surname', 'Last Name']),
    given: rng.pick(['First Name(s)', 'Other Names', 'Given Names', 'First & Middle Name']),
    birth: rng.pick(['D.O.B', 'Date of Birth', 'Birth Date']),
    sex: rng.pick(['Sex', 'Gender']),
    issue: rng.pick(['Iss Date', 'Issue Date', 'Issued']),
    expiry: rng.pick(['Exp Date', 'Expiry Date', 'Expires', 'Valid Till']),
    cls: 'Class',
    blood: rng.pick(['B/G', 'Blood Group']),
    height: rng.pick(['Height', 'HT']),
    address: 'Address',
  };
  const date = (iso: string) => printDate(iso, dateForm);
  const cls = rng.pick(['B', 'C', 'E', 'B, C']);
  let fields: string;
  let end: number;
  if (rng.chance(0.5)) {
    const dates: Cell[] = rng.chance(0.5)
      ? [{ label: L.issue, value: date(p.issueDate), share: 1 }, { label: L.expiry, value: date(p.expiryDate!), share: 1, field: 'expiryDate' }, { label: L.cls, value: cls, share: 0.55 }]
      : [{ label: L.expiry, value: date(p.expiryDate!), share: 1, field: 'expiryDate' }, { label: L.issue, value: date(p.issueDate), share: 1 }, { label: L.cls, value: cls, share: 0.55 }];
    const rows: Cell[][] = [
      [{ label: L.number, value: p.documentNumber, share: 1, field: 'documentNumber' }],
      [{ label: L.surname, value: p.surname, share: 1, field: 'surname' }],
      [{ label: L.given, value: p.givenNames, share: 1, field: 'givenNames' }],
      [{ label: L.birth, value: date(p.dateOfBirth), share: 1, field: 'dateOfBirth' }, { label: L.sex, value: p.sex, share: 0.5 }, { label: L.blood, value: c.person.bloodGroup, share: 0.6 }, { label: L.height, value: c.person.height, share: 0.55 }],
      dates,
    ];
    const flow = stackedRows(fieldsX, 140, fieldsW, rows, st, 8);
    fields = flow.html;
    end = flow.y;
  } else {
    const colon = rng.chance(0.6);
    const labelW = rng.int(210, 240);
    const lines: [string, string, string?][] = [
      [L.number, p.documentNumber, 'documentNumber'],
      [L.surname, p.surname, 'surname'],
      [L.given, p.givenNames, 'givenNames'],
      [L.birth, date(p.dateOfBirth), 'dateOfBirth'],
      [L.sex, p.sex],
      ...(rng.chance(0.5)
        ? ([[L.issue, date(p.issueDate)], [L.expiry, date(p.expiryDate!), 'expiryDate']] as [string, string, string?][])
        : ([[L.expiry, date(p.expiryDate!), 'expiryDate'], [L.issue, date(p.issueDate)]] as [string, string, string?][])),
      [L.cls, cls],
      [L.blood, c.person.bloodGroup],
    ];
    const step = Math.round(st.valueSize * 1.55);
    fields = lines.map(([l, v, f], i) => inline(fieldsX, 140 + i * step, labelW, fieldsW, l, v, st, colon, f)).join('');
    end = 140 + lines.length * step;
  }
  const addressY = Math.max(end + 4, 500);
  const body = [
    art(0, 0, '', `width:${W}px;height:${H}px;background:linear-gradient(${rng.int(0, 60)}deg, ${rng.pick(['#eef6e4', '#f6f3dc', '#e6f0ea'])}, #ffffff 60%, ${rng.pick(['#f3e9d2', '#e1efe4'])})`),
    guilloche(W, H, rng, ['#6aa37a', '#d09a6a', '#a6b8d8'], 0.3),
    art(0, 0, '', `width:${W}px;height:118px;background:${rng.pick(['rgba(15,107,54,0.12)', 'rgba(138,28,28,0.08)', 'rgba(20,83,45,0.1)'])}`),
    art(24, 14, coatOfArms(90)),
    tx({ x: 130, y: 16, w: 820, size: 20, family: st.titleFont, colour: st.titleColour, text: 'FEDERAL REPUBLIC OF NIGERIA', role: 'title', spacing: 2 }),
    tx({ x: 130, y: 46, w: 820, size: 36, family: st.titleFont, weight: 700, colour: st.titleColour, text: rng.pick(["NATIONAL DRIVERS' LICENCE", "NATIONAL DRIVER'S LICENCE", 'DRIVERS LICENCE']), role: 'title' }),
    art(W - 112, 14, seal(90, '#8a1c1c', '#f7f3e3', '#0f6b36')),
    photoBox(photoX, 140, 250, 310, portrait(c.person), '2px solid #6f7d73'),
    art(photoLeft ? 50 : W - 270, 470, signature(220, 56, rng)),
    fields,
    tx({ x: fieldsX, y: addressY, w: fieldsW, size: st.labelSize, family: st.labelFont, colour: st.labelColour, text: label(L.address, st), role: 'label' }),
    tx({ x: fieldsX, y: addressY + Math.round(st.labelSize * 1.3), w: fieldsW, size: 22, family: st.valueFont, weight: 700, colour: st.valueColour, text: `${c.person.street}, ${c.person.town}, ${c.person.state} STATE`, role: 'value' }),
    tx({ x: 40, y: H - 60, w: W - 80, size: 18, family: st.titleFont, weight: 700, colour: st.titleColour, text: rng.pick(['FEDERAL ROAD SAFETY CORPS', 'FRSC • DRIVE SAFELY', `${c.person.state} STATE`]), role: 'note', align: 'right' }),
  ].join('\n');
  if (addressY + 60 > H - 62) throw new Error(`${c.id}: licence fields run into the foot`);
  return { html: page(W, H, '#ffffff', body, true), width: W, height: H, card: true, mrzTop: 1 };
}

/* 5. The INEC permanent voter's card. */

const groupVin = (vin: string) => vin.match(/.{1,4}/g)!.join(' ');

function pvcPage(c: Blind3Case, rng: Rng): Blind3Page {
  const W = 1200;
  const H = 757;
  const p = c.printed;
  const st = styleOf(rng, {
    labelFonts: ['Arimo', 'Tinos', 'League Spartan'],
    valueFonts: ['Arimo', 'Roboto Slab', 'Universalis ADF Std'],
    titleFonts: ['League Spartan', 'Arimo', 'Roboto Slab'],
    labelColours: ['#0b5d33', '#333', '#5b2a1a'],
    valueColours: ['#111'],
    titleColours: ['#0b6b3a', '#0f4c2a', '#1a1a1a'],
    labelSize: [16, 18],
    valueSize: [25, 28],
    upper: 0.85,
  });
  const dateForm: DateForm = rng.pick(['dash', 'slash', 'dash']);
  const photoLeft = rng.chance(0.75);
  const photoX = photoLeft ? 36 : W - 276;
  const fieldsX = photoLeft ? 300 : 40;
  const fieldsW = 850;
  const combinedName = rng.chance(0.5);
  const L = {
    vin: 'VIN',
    delim: 'DELIM',
    name: rng.pick(['Name', 'Full Name']),
    surname: rng.pick(['Surname', 'Last Name']),
    given: rng.pick(['Other Names', 'First Names', 'Given Names']),
    birth: rng.pick(['Date of Birth', 'D.O.B']),
    sex: rng.pick(['Gender', 'Sex']),
    occupation: 'Occupation',
    address: 'Address',
  };
  const colon = rng.chance(0.5);
  const labelW = rng.int(200, 230);
  const names: [string, string, string?][] = combinedName
    ? [[L.name, `${p.surname}, ${p.givenNames}`, 'fullName']]
    : [
        [L.surname, p.surname, 'surname'],
        [L.given, p.givenNames, 'givenNames'],
      ];
  const lines: [string, string, string?][] = [
    [L.vin, rng.chance(0.6) ? groupVin(p.documentNumber) : p.documentNumber, 'documentNumber'],
    ...(rng.chance(0.5) ? [[L.delim, c.person.delim] as [string, string]] : []),
    ...names,
    [L.birth, printDate(p.dateOfBirth, dateForm), 'dateOfBirth'],
    [L.sex, p.sex === 'F' ? rng.pick(['F', 'FEMALE']) : rng.pick(['M', 'MALE'])],
    [L.occupation, c.person.occupation],
    [L.address, `${c.person.street}, ${c.person.town}`],
  ];
  const step = Math.round(st.valueSize * 1.6);
  const top = 170;
  const fields = lines.map(([l, v, f], i) => inline(fieldsX, top + i * step, labelW, fieldsW, l, v, st, colon, f)).join('');
  const end = top + lines.length * step;
  const body = [
    art(0, 0, '', `width:${W}px;height:${H}px;background:linear-gradient(180deg, ${rng.pick(['#e8f4ec', '#f1f7ee', '#eef3f6'])}, #ffffff 45%, ${rng.pick(['#e6f1e9', '#f5f1e4'])})`),
    guilloche(W, H, rng, ['#57a06f', '#a3c9ae', '#d8c07a'], 0.28),
    art(0, 0, flag(W, 14)),
    art(28, 26, seal(96, '#0b6b3a', '#ffffff', '#0b6b3a')),
    tx({ x: 140, y: 26, w: 900, size: 27, family: st.titleFont, weight: 700, colour: st.titleColour, text: 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', role: 'title' }),
    tx({ x: 140, y: 66, w: 900, size: 20, family: st.titleFont, colour: st.titleColour, text: 'FEDERAL REPUBLIC OF NIGERIA', role: 'title', spacing: 1 }),
    tx({ x: 140, y: 98, w: 900, size: 26, family: st.titleFont, weight: 700, colour: '#b01e23', text: rng.pick(["VOTER'S CARD", "PERMANENT VOTER'S CARD", 'PERMANENT VOTER CARD']), role: 'title' }),
    art(W - 120, 26, coatOfArms(84)),
    photoBox(photoX, top, 240, 300, portrait(c.person), '2px solid #8a958e'),
    art(photoLeft ? 46 : W - 266, top + 320, signature(220, 60, rng)),
    fields,
    tx({ x: 40, y: H - 52, w: W - 80, size: 16, family: st.labelFont, colour: '#444', text: rng.pick(['This card remains the property of INEC.', 'Not transferable. If found, return to the nearest INEC office.']), role: 'note', align: photoLeft ? 'right' : 'left' }),
  ].join('\n');
  if (end > H - 60) throw new Error(`${c.id}: voter's card fields run into the foot`);
  return { html: page(W, H, '#ffffff', body, true), width: W, height: H, card: true, mrzTop: 1 };
}

const builders: Record<Blind3Layout, (c: Blind3Case, rng: Rng) => Blind3Page> = {
  passport: passportPage,
  nin_slip: ninSlipPage,
  nin_card: ninCardPage,
  licence: licencePage,
  pvc: pvcPage,
};

export function renderBlind3Page(c: Blind3Case): Blind3Page {
  return builders[c.layout](c, new Rng(c.seed));
}
