/**
 * The five layouts of the fourth blind set as HTML/CSS pages, drawn from what the real Nigerian
 * documents print: the passport data page (ICAO TD3, English/French labels over the values, the 2019
 * enhanced design with a ghost portrait or the earlier e-passport design), NIMC's improved NIN slip,
 * NIMC's national e-ID card, FRSC's national driver's licence and INEC's permanent voter's card.
 * Every choice (wording and case of the labels, field order, date form, fonts, inks, security print,
 * photo side) is seeded by the case, so a document looks the same on every run.
 *
 * Every printed word is an absolutely placed `.tx` element; a value carries `data-f` (the field it
 * prints), so the check can read the page back and measure every text box.
 */
import { coatOfArmsSvg, chipSvg, guillocheSvg, portraitSvg, qrSvg, signatureSvg } from './art.js';
import { printDate, type DateForm } from './dates.js';
import type { Blind4Case } from './people.js';
import { Rng } from './random.js';

export interface Blind4Page {
  html: string;
  width: number;
  height: number;
}

/** Every family the set draws text in (OCR B only for the machine-readable zone). */
export const blind4Families = ['Clear Sans', 'Karla', 'Manrope', 'B612', 'B612 Mono', 'Vollkorn', 'Go', 'Go Mono', 'Gillius ADF', 'OCR B'] as const;
type Family = (typeof blind4Families)[number];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface TextStyle {
  font: Family;
  size: number;
  color: string;
  weight?: number;
  spacing?: number;
  align?: 'left' | 'right' | 'center';
  /** The field this text prints (values only). */
  f?: string;
  italic?: boolean;
}

/** A page under construction: absolutely placed text, pictures and backgrounds. */
class Page {
  parts: string[] = [];
  /** The page's own CSS background. */
  background = 'background:#ffffff';
  constructor(readonly width: number, readonly height: number) {}
  add(html: string) {
    this.parts.push(html);
  }
  /** Text at (x, y); `w` fixes its box (it shrinks to fit), otherwise the box is the text. */
  text(x: number, y: number, w: number | null, content: string, s: TextStyle, role: 'lb' | 'v' | 'st' = 'st') {
    const style = [
      `left:${x}px`,
      `top:${y}px`,
      w === null ? '' : `width:${w}px`,
      `font-family:'${s.font}'`,
      `font-size:${s.size}px`,
      `color:${s.color}`,
      `font-weight:${s.weight ?? 400}`,
      s.spacing ? `letter-spacing:${s.spacing}px` : '',
      s.align ? `text-align:${s.align}` : '',
      s.italic ? 'font-style:italic' : '',
    ].filter(Boolean);
    const data = s.f ? ` data-f="${s.f}"` : '';
    this.add(`<div class="tx ${role}${w === null ? '' : ' fit'}"${data} style="${style.join(';')}">${esc(content)}</div>`);
  }
  /** A label over its value; returns the block's height. */
  field(x: number, y: number, w: number, label: string, value: string, f: string | undefined, ls: Omit<TextStyle, 'f'>, vs: Omit<TextStyle, 'f'>, gap = 2): number {
    this.text(x, y, w, label, ls, 'lb');
    const vy = y + Math.ceil(ls.size * 1.25) + gap;
    this.text(x, vy, w, value, { ...vs, ...(f ? { f } : {}) }, 'v');
    return vy - y + Math.ceil(vs.size * 1.25);
  }
  box(x: number, y: number, w: number, h: number, inner: string, cls = '', extra = '') {
    this.add(`<div class="${cls}" style="position:absolute;left:${x}px;top:${y}px;width:${w}px;height:${h}px;${extra}">${inner}</div>`);
  }
  html(background: string): string {
    return `<!doctype html><html><head><meta charset="utf-8"><style>
*{margin:0;padding:0;box-sizing:border-box}
html,body{background:#ffffff}
#doc{position:relative;width:${this.width}px;height:${this.height}px;overflow:hidden;${background}}
.tx{position:absolute;white-space:nowrap;line-height:1.25}
.photo,.ghost{overflow:hidden}
</style></head><body><div id="doc">${this.parts.join('\n')}</div></body></html>`;
  }
}

type LabelCase = 'upper' | 'title';
const cased = (s: string, c: LabelCase) => (c === 'upper' ? s.toUpperCase() : s);

/** Bilingual passport labels (English / French), in the wordings real ICAO pages use. */
function bilingual(r: Rng, c: LabelCase, en: string[], fr: string): string {
  const sep = r.pick([' / ', '/', ' / ']);
  return cased(`${r.pick(en)}${sep}${fr}`, c);
}

/** A colour a little off `hex`, so inks differ between documents. */
function jitter(hex: string, r: Rng, amount = 14): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => Math.max(0, Math.min(255, Math.round(v + r.range(-amount, amount)))));
  return `#${ch.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function groupNin(nin: string, style: 'plain' | '434' | '443'): string {
  if (style === '434') return `${nin.slice(0, 4)} ${nin.slice(4, 7)} ${nin.slice(7)}`;
  if (style === '443') return `${nin.slice(0, 4)} ${nin.slice(4, 8)} ${nin.slice(8)}`;
  return nin;
}

const AUTHORITIES = ['NIS ABUJA', 'NIS IKOYI', 'NIS ALAUSA', 'NIS KANO', 'NIS PORT HARCOURT', 'NIS ENUGU', 'NIS MAKURDI', 'NIS CALABAR'];

// ---------------------------------------------------------------------------------------------
// a. Passport data page (125 x 88 mm at 10 px/mm).

function passport(c: Blind4Case, r: Rng): Page {
  const W = 1250;
  const H = 880;
  const p = new Page(W, H);
  const pr = c.printed;
  const enhanced = pr.issueDate >= '2019-08-01';
  const lc: LabelCase = r.pick(['upper', 'title']);
  const labelFont = r.pick<Family>(['Clear Sans', 'Karla', 'Gillius ADF', 'Manrope']);
  const valueFont = r.pick<Family>(['B612', 'Clear Sans', 'Manrope', 'Go']);
  const titleFont = r.pick<Family>(['Vollkorn', 'Clear Sans', 'Gillius ADF']);
  const ink = jitter(r.pick(['#1a5e3a', '#24533f', '#2c4f6b', '#3b5f2a']), r);
  const valueInk = jitter(r.pick(['#141414', '#1d1d2b', '#222018']), r, 8);
  const paper = enhanced ? r.pick(['#eaf3ea', '#e8f0f3', '#f1efe2']) : r.pick(['#eef4e4', '#f3f1e4', '#e6efe9']);
  const form: DateForm = r.pick(['mon', 'mon', 'slash']);
  const ls: Omit<TextStyle, 'f'> = { font: labelFont, size: 15, color: ink, italic: r.chance(0.3) };
  const vs: Omit<TextStyle, 'f'> = { font: valueFont, size: 26, color: valueInk, weight: r.pick([400, 700]) };

  p.add(guillocheSvg(`${c.id}/pp`, W, H, [ink, jitter('#b0883a', r), jitter('#8a4a7a', r)], enhanced ? 1.3 : 1));
  // The coat of arms, large and faint, behind the fields.
  p.box(560, 250, 380, 380, coatOfArmsSvg(380, ink), '', 'opacity:0.08');
  // Header.
  p.box(48, 22, 96, 96, coatOfArmsSvg(96));
  p.text(165, 26, null, 'FEDERAL REPUBLIC OF NIGERIA', { font: titleFont, size: 31, color: ink, weight: 700 });
  p.text(165, 72, null, 'RÉPUBLIQUE FÉDÉRALE DU NIGERIA', { font: titleFont, size: 21, color: ink });
  p.text(1200 - 260, 26, 260, 'PASSPORT', { font: titleFont, size: 31, color: ink, weight: 700, align: 'right' });
  p.text(1200 - 260, 72, 260, 'PASSEPORT', { font: titleFont, size: 21, color: ink, align: 'right' });

  // Portrait on the left (ICAO); signature under it.
  p.box(50, 160, 300, 385, portraitSvg(c.person, { background: r.pick(['#f4f4f2', '#e9eef2', '#f2efe8']) }), 'photo', 'border:1px solid #0002');
  p.box(60, 575, 280, 80, signatureSvg(c.id, 280, 80));

  // Ghost portrait (enhanced design): top right or bottom right.
  const ghost = enhanced ? r.pick(['top', 'bottom'] as const) : null;
  if (ghost) p.box(1065, ghost === 'top' ? 150 : 470, 140, 180, portraitSvg(c.person, { background: 'transparent', mono: true, opacity: 0.35 }), 'ghost');

  const x0 = 390;
  const rowH = 66;
  let y = 150;
  const date = (iso: string) => printDate(iso, form);
  // Row 1: type, code, number.
  p.field(x0, y, 100, bilingual(r, lc, ['Type'], 'Type'), 'P', undefined, ls, vs);
  p.field(x0 + 120, y, 130, bilingual(r, lc, ['Code'], 'Code'), 'NGA', undefined, ls, vs);
  p.field(x0 + 270, y, 330, bilingual(r, lc, ['Passport No.', 'Passport No'], 'N° du passeport'), pr.documentNumber, 'documentNumber', ls, vs);
  y += rowH;
  const wide = ghost === 'top' ? 650 : 780;
  p.field(x0, y, wide, bilingual(r, lc, ['Surname'], 'Nom'), pr.surname, 'surname', ls, vs);
  y += rowH;
  p.field(x0, y, wide, bilingual(r, lc, ['Given Names', 'Given names'], 'Prénoms'), pr.givenNames.join(' '), 'givenNames', ls, vs);
  y += rowH;
  p.field(x0, y, 300, bilingual(r, lc, ['Nationality'], 'Nationalité'), 'NIGERIAN', undefined, ls, vs);
  if (enhanced && r.chance(0.6)) p.field(x0 + 330, y, 330, bilingual(r, lc, ['Personal No.'], 'N° personnel'), `${r.int(1, 9)}${r.chars('0123456789', 10)}`, undefined, ls, vs);
  y += rowH;
  // Row 5: birth date, sex and place of birth, in one of two orders.
  const dob = () => p.field(x0, y, 300, bilingual(r, lc, ['Date of Birth', 'Date of birth'], 'Date de naissance'), date(pr.dateOfBirth), 'dateOfBirth', ls, vs);
  if (r.chance(0.5)) {
    dob();
    p.field(x0 + 320, y, 110, bilingual(r, lc, ['Sex'], 'Sexe'), pr.sex, 'sex', ls, vs);
    p.field(x0 + 450, y, 300, bilingual(r, lc, ['Place of Birth', 'Place of birth'], 'Lieu de naissance'), c.person.placeOfBirth, undefined, ls, vs);
  } else {
    dob();
    p.field(x0 + 320, y, 300, bilingual(r, lc, ['Place of Birth', 'Place of birth'], 'Lieu de naissance'), c.person.placeOfBirth, undefined, ls, vs);
    p.field(x0 + 640, y, 110, bilingual(r, lc, ['Sex'], 'Sexe'), pr.sex, 'sex', ls, vs);
  }
  y += rowH;
  const issue = (x: number) => p.field(x, y, 300, bilingual(r, lc, ['Date of Issue', 'Date of issue'], 'Date de délivrance'), date(pr.issueDate), 'issueDate', ls, vs);
  const expiry = (x: number, yy: number) => p.field(x, yy, 300, bilingual(r, lc, ['Date of Expiry', 'Date of expiry'], "Date d'expiration"), date(pr.expiryDate as string), 'expiryDate', ls, vs);
  const authority = (x: number, yy: number) => p.field(x, yy, 320, bilingual(r, lc, ['Authority', 'Issuing Authority'], 'Autorité'), r.pick(AUTHORITIES), undefined, ls, vs);
  if (r.chance(0.5)) {
    issue(x0);
    authority(x0 + 330, y);
    y += rowH;
    expiry(x0, y);
  } else {
    issue(x0);
    expiry(x0 + 330, y);
    y += rowH;
    authority(x0, y);
  }
  // Machine-readable zone on its clear band.
  const mrz = c.mrz as [string, string];
  p.box(0, H - 200, W, 200, '', '', `background:${paper};opacity:0.92`);
  p.add(`<div class="tx mrz" data-f="mrz1" data-w="1160" style="left:45px;top:${H - 172}px;font-family:'OCR B';font-size:40px;color:#101010">${esc(mrz[0])}</div>`);
  p.add(`<div class="tx mrz" data-f="mrz2" data-w="1160" style="left:45px;top:${H - 100}px;font-family:'OCR B';font-size:40px;color:#101010">${esc(mrz[1])}</div>`);
  p.background = `background:${paper}`;
  return p;
}

// ---------------------------------------------------------------------------------------------
// Cards at ID-1 size (85.6 x 54 mm at about 11.8 px/mm).

const CW = 1012;
const CH = 638;

function ninSlip(c: Blind4Case, r: Rng): Page {
  const p = new Page(CW, CH);
  const pr = c.printed;
  const ink = jitter(r.pick(['#0b7a3e', '#16804a', '#0f6b35']), r);
  const lc: LabelCase = r.pick(['upper', 'title']);
  const font = r.pick<Family>(['Manrope', 'Karla', 'Go', 'Clear Sans']);
  const valueFont = r.pick<Family>([font, 'Clear Sans', 'Go']);
  const form: DateForm = r.pick(['mon', 'mon', 'slash', 'dash']);
  const ls: Omit<TextStyle, 'f'> = { font, size: 14, color: jitter('#555555', r) };
  const vs: Omit<TextStyle, 'f'> = { font: valueFont, size: 25, color: '#111111', weight: 700 };
  p.add(guillocheSvg(`${c.id}/slip`, CW, CH, [ink, '#9fc9a8'], 0.7));
  p.box(330, 150, 340, 340, coatOfArmsSvg(340, ink), '', 'opacity:0.07');
  p.box(24, 18, 74, 74, coatOfArmsSvg(74));
  p.text(112, 20, null, 'FEDERAL REPUBLIC OF NIGERIA', { font, size: 27, color: ink, weight: 700 });
  p.text(112, 60, null, r.pick(['DIGITAL NIN SLIP', 'IMPROVED NIN SLIP', 'National Identification Number Slip']), { font, size: 18, color: '#333333' });
  p.text(CW - 150, 22, 120, 'NGA', { font, size: 40, color: ink, weight: 700, align: 'right' });
  p.box(0, 104, CW, 4, '', '', `background:${ink}`);
  const photoLeft = r.chance(0.7);
  const photoX = photoLeft ? 30 : CW - 230;
  const qrX = photoLeft ? CW - 230 : 30;
  const x0 = photoLeft ? 260 : 262;
  p.box(photoX, 130, 200, 250, portraitSvg(c.person, { background: '#f3f3f3' }), 'photo');
  p.box(qrX + 10, 150, 190, 190, qrSvg(c.id, 190));
  const w = 480;
  let y = 128;
  const rowH = 62;
  const rows: (() => void)[] = [];
  rows.push(() => p.field(x0, y, w, cased(r.pick(['Surname/Nom', 'Surname / Nom']), lc), pr.surname, 'surname', ls, vs));
  rows.push(() => p.field(x0, y, w, cased(r.pick(['Given Names/Prénoms', 'Given Names / Prénoms', 'First Name / Other Names']), lc), pr.givenNames.join(' '), 'givenNames', ls, vs));
  rows.push(() => {
    p.field(x0, y, 230, cased(r.pick(['Date of Birth', 'Date of Birth/Date de Naissance']), lc), printDate(pr.dateOfBirth, form), 'dateOfBirth', ls, vs);
    p.field(x0 + 250, y, 100, cased(r.pick(['Sex/Sexe', 'Sex']), lc), pr.sex, 'sex', ls, vs);
  });
  if (r.chance(0.5)) rows.push(() => p.field(x0, y, 230, cased('Issue Date', lc), printDate(pr.issueDate, form), 'issueDate', ls, vs));
  for (const row of rows) {
    row();
    y += rowH;
  }
  const grouping = r.pick(['434', '434', 'plain', '443'] as const);
  p.text(30, 420, null, cased(r.pick(['National Identification Number (NIN)', 'NIN', 'National Identification Number']), lc), { font, size: 17, color: '#333333' }, 'lb');
  p.text(30, 448, null, groupNin(pr.documentNumber, grouping), { font: r.pick<Family>(['Go Mono', 'B612 Mono', valueFont]), size: 52, color: '#111111', weight: 700, spacing: 3, f: 'documentNumber' }, 'v');
  p.box(0, CH - 70, CW, 70, '', '', `background:${ink};opacity:0.12`);
  p.text(30, CH - 52, null, 'Kindly ensure you scan the barcode to verify the credentials', { font, size: 15, color: '#333333', italic: true });
  p.background = `background:${r.pick(['#fbfbf7', '#ffffff', '#f7f9f4'])}`;
  return p;
}

function ninCard(c: Blind4Case, r: Rng): Page {
  const p = new Page(CW, CH);
  const pr = c.printed;
  const green = jitter(r.pick(['#0e7a40', '#12693b', '#2b8a4a']), r);
  const lc: LabelCase = r.pick(['upper', 'title']);
  const font = r.pick<Family>(['Clear Sans', 'B612', 'Gillius ADF', 'Manrope']);
  const valueFont = r.pick<Family>(['Clear Sans', 'B612', 'Manrope', 'Karla']);
  const form: DateForm = r.pick(['slash', 'dash', 'mon']);
  const ls: Omit<TextStyle, 'f'> = { font, size: 14, color: jitter('#2f5a3e', r) };
  const vs: Omit<TextStyle, 'f'> = { font: valueFont, size: 24, color: '#121212', weight: r.pick([400, 700]) };
  p.add(guillocheSvg(`${c.id}/card`, CW, CH, [green, '#c9a640'], 1));
  p.box(0, 0, CW, 108, '', '', `background:linear-gradient(90deg, ${green}, ${jitter('#4aa564', r)})`);
  p.box(22, 12, 84, 84, coatOfArmsSvg(84, '#ffffff'), '', 'opacity:0.95');
  p.text(124, 14, null, 'FEDERAL REPUBLIC OF NIGERIA', { font, size: 28, color: '#ffffff', weight: 700 });
  p.text(124, 58, null, r.pick(['NATIONAL IDENTITY CARD', 'National Identity Card', 'NATIONAL e-ID CARD']), { font, size: 22, color: '#ffffff' });
  p.box(400, 160, 360, 360, coatOfArmsSvg(360, green), '', 'opacity:0.06');
  p.box(28, 132, 210, 270, portraitSvg(c.person, { background: r.pick(['#eef2f0', '#f5f5f5']) }), 'photo');
  p.box(40, 420, 190, 60, signatureSvg(c.id, 190, 60));
  p.box(CW - 130, 136, 96, 75, chipSvg(96, 75));
  const x0 = 268;
  let y = 128;
  const rowH = 62;
  const split = r.chance(0.5);
  const given = pr.givenNames;
  p.field(x0, y, 600, cased(r.pick(['Surname/Nom', 'Surname']), lc), pr.surname, 'surname', ls, vs);
  y += rowH;
  if (split) {
    p.field(x0, y, 280, cased('First Name', lc), given[0] as string, 'givenFirst', ls, vs);
    p.field(x0 + 300, y, 300, cased(r.pick(['Middle Name', 'Other Names']), lc), given.slice(1).join(' '), 'givenMiddle', ls, vs);
  } else p.field(x0, y, 600, cased(r.pick(['Given Names/Prénoms', 'Given Names', 'Other Names']), lc), given.join(' '), 'givenNames', ls, vs);
  y += rowH;
  const sexFirst = r.chance(0.4);
  p.field(sexFirst ? x0 + 130 : x0, y, 230, cased(r.pick(['Date of Birth', 'DOB']), lc), printDate(pr.dateOfBirth, form), 'dateOfBirth', ls, vs);
  p.field(sexFirst ? x0 : x0 + 250, y, 110, cased(r.pick(['Sex', 'Sex/Sexe']), lc), pr.sex, 'sex', ls, vs);
  p.field(x0 + 380, y, 140, cased('Height', lc), `${c.person.heightM}m`, undefined, ls, vs);
  y += rowH;
  p.field(x0, y, 230, cased(r.pick(['Issue Date', 'Date of Issue']), lc), printDate(pr.issueDate, form), 'issueDate', ls, vs);
  p.field(x0 + 250, y, 230, cased(r.pick(['Expiry Date', 'Date of Expiry']), lc), printDate(pr.expiryDate as string, form), 'expiryDate', ls, vs);
  y += rowH + 22;
  p.text(x0, y, null, cased(r.pick(['NIN', 'National Identification Number (NIN)']), lc), { ...ls, size: 16 }, 'lb');
  p.text(x0, y + 24, null, groupNin(pr.documentNumber, r.pick(['plain', '434'] as const)), { font: r.pick<Family>(['Go Mono', 'B612 Mono', valueFont]), size: 40, color: '#0d0d0d', weight: 700, spacing: 2, f: 'documentNumber' }, 'v');
  p.background = `background:${r.pick(['#f4f8f3', '#eef5ef', '#f7f7f0'])}`;
  return p;
}

function licence(c: Blind4Case, r: Rng): Page {
  const p = new Page(CW, CH);
  const pr = c.printed;
  const ink = jitter(r.pick(['#1f5f8b', '#216b4a', '#6b4a1f']), r);
  const lc: LabelCase = r.pick(['upper', 'title']);
  const font = r.pick<Family>(['Karla', 'Go', 'B612', 'Manrope']);
  const valueFont = r.pick<Family>(['Go', 'B612', 'Karla', 'Clear Sans']);
  const form: DateForm = r.pick(['dash', 'dash', 'slash', 'mon']);
  const ls: Omit<TextStyle, 'f'> = { font, size: 14, color: ink, weight: 700 };
  const vs: Omit<TextStyle, 'f'> = { font: valueFont, size: 24, color: '#141414' };
  p.add(guillocheSvg(`${c.id}/lic`, CW, CH, [ink, '#d1a93d', '#b24a4a'], 1.1));
  p.box(0, 0, CW, 100, '', '', `background:linear-gradient(180deg, ${ink}22, transparent)`);
  const photoLeft = r.chance(0.6);
  const emblemX = photoLeft ? 24 : CW - 104;
  p.box(emblemX, 12, 80, 80, coatOfArmsSvg(80));
  const tx = photoLeft ? 120 : 30;
  p.text(tx, 14, null, 'FEDERAL REPUBLIC OF NIGERIA', { font, size: 24, color: ink, weight: 700 });
  p.text(tx, 50, null, r.pick(["NATIONAL DRIVERS' LICENCE", 'NATIONAL DRIVERS LICENCE', "National Driver's Licence"]), { font: r.pick<Family>(['Vollkorn', font]), size: 27, color: '#9b1c1c', weight: 700 });
  const photoX = photoLeft ? 26 : CW - 226;
  p.box(photoX, 122, 200, 250, portraitSvg(c.person, { background: r.pick(['#dfe8ef', '#f1f1f1']) }), 'photo');
  p.box(photoX + 10, 392, 180, 60, signatureSvg(c.id, 180, 60));
  const x0 = photoLeft ? 254 : 30;
  const colB = x0 + 360;
  const rowH = 60;
  let y = 112;
  const date = (iso: string) => printDate(iso, form);
  p.field(x0, y, 500, cased(r.pick(['L/No', 'Licence No', 'Licence No.']), lc), pr.documentNumber, 'documentNumber', ls, { ...vs, font: r.pick<Family>(['Go Mono', 'B612 Mono']), size: 27, weight: 700 });
  y += rowH + 4;
  const nameRows = [
    () => p.field(x0, y, 340, cased(r.pick(['Surname', 'Last Name']), lc), pr.surname, 'surname', ls, vs),
    () => p.field(x0, y, 340, cased(r.pick(['First Name(s)', 'Other Names', 'Given Names']), lc), pr.givenNames.join(' '), 'givenNames', ls, vs),
  ];
  const order = r.chance(0.65) ? [0, 1] : [1, 0];
  (nameRows[order[0] as number] as () => number)();
  p.field(colB, y, 140, cased('Class', lc), r.pick(['B', 'C', 'E', 'B']), undefined, ls, vs);
  y += rowH;
  (nameRows[order[1] as number] as () => number)();
  p.field(colB, y, 140, cased(r.pick(['Sex', 'Gender']), lc), r.chance(0.5) ? pr.sex : pr.sex === 'M' ? 'MALE' : 'FEMALE', 'sex', ls, vs);
  y += rowH;
  p.field(x0, y, 230, cased(r.pick(['D of B', 'DOB', 'Date of Birth']), lc), date(pr.dateOfBirth), 'dateOfBirth', ls, vs);
  p.field(colB, y, 140, cased(r.pick(['BG', 'Blood Gp']), lc), c.person.bloodGroup, undefined, ls, vs);
  y += rowH;
  const issueFirst = r.chance(0.6);
  p.field(issueFirst ? x0 : colB, y, 230, cased(r.pick(['Iss Date', 'Issued', 'Date of Issue']), lc), date(pr.issueDate), 'issueDate', ls, vs);
  p.field(issueFirst ? colB : x0, y, 230, cased(r.pick(['Exp Date', 'Expiry', 'Date of Expiry']), lc), date(pr.expiryDate as string), 'expiryDate', ls, vs);
  y += rowH;
  p.field(x0, y, 200, cased(r.pick(['State', 'State of Issue']), lc), c.person.state, undefined, ls, vs);
  p.field(colB, y, 140, cased(r.pick(['Ht', 'Height']), lc), `${c.person.heightM}`, undefined, ls, vs);
  y += rowH;
  p.text(x0, y + 8, null, `${cased('Glasses', lc)}: N    ${cased('Facial Mark', lc)}: ${r.pick(['NONE', 'NIL'])}    ${cased('Replaced', lc)}: N`, { font, size: 15, color: '#333333' });
  p.box(0, CH - 28, CW, 28, '', '', `background:${ink};opacity:0.7`);
  p.background = `background:${r.pick(['#f3f6ee', '#eef3f6', '#f8f4e8'])}`;
  return p;
}

function votersCard(c: Blind4Case, r: Rng): Page {
  const p = new Page(CW, CH);
  const pr = c.printed;
  const green = jitter(r.pick(['#0a6b36', '#136e3c', '#1d7a43']), r);
  const lc: LabelCase = r.pick(['upper', 'title']);
  const font = r.pick<Family>(['Gillius ADF', 'Clear Sans', 'Karla']);
  const valueFont = r.pick<Family>(['Clear Sans', 'Karla', 'Go', 'Manrope']);
  const form: DateForm = r.pick(['dash', 'slash', 'mon']);
  const ls: Omit<TextStyle, 'f'> = { font, size: 14, color: jitter('#35503f', r) };
  const vs: Omit<TextStyle, 'f'> = { font: valueFont, size: 23, color: '#111111', weight: 700 };
  p.add(guillocheSvg(`${c.id}/pvc`, CW, CH, [green, '#c9b24a'], 0.9));
  p.box(0, 0, CW, 100, '', '', `background:${green}`);
  const photoLeft = r.chance(0.7);
  p.box(photoLeft ? CW - 104 : 20, 10, 80, 80, `<svg width="80" height="80" viewBox="0 0 80 80"><circle cx="40" cy="40" r="37" fill="#fff"/><circle cx="40" cy="40" r="30" fill="none" stroke="${green}" stroke-width="5"/><path d="M22,48 l18,-24 l18,24 Z" fill="${green}"/></svg>`);
  const tx = photoLeft ? 26 : 118;
  p.text(tx, 14, null, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font, size: 25, color: '#ffffff', weight: 700 });
  p.text(tx, 54, null, r.pick(["PERMANENT VOTER'S CARD", 'PERMANENT VOTERS CARD', "Permanent Voter's Card"]), { font, size: 23, color: '#ffe98a' });
  const photoX = photoLeft ? 26 : CW - 216;
  p.box(photoX, 124, 190, 240, portraitSvg(c.person, { background: r.pick(['#e9efe9', '#f3f3f3']) }), 'photo');
  p.box(photoLeft ? 40 : CW - 206, 390, 110, 85, chipSvg(110, 85));
  const x0 = photoLeft ? 246 : 30;
  const w = 700;
  const rowH = 60;
  let y = 114;
  p.field(x0, y, w, 'VIN', pr.documentNumber, 'documentNumber', ls, { ...vs, font: r.pick<Family>(['Go Mono', 'B612 Mono']), size: 25 });
  y += rowH;
  const delim = `${String(r.int(1, 36)).padStart(2, '0')}/${String(r.int(1, 25)).padStart(2, '0')}/${String(r.int(1, 15)).padStart(2, '0')}/${String(r.int(1, 40)).padStart(3, '0')}`;
  p.field(x0, y, 260, 'DELIM', delim, undefined, ls, vs);
  p.field(x0 + 290, y, 150, cased(r.pick(['Gender', 'Sex']), lc), r.chance(0.5) ? pr.sex : pr.sex === 'M' ? 'MALE' : 'FEMALE', 'sex', ls, vs);
  y += rowH;
  if (r.chance(0.4)) {
    p.field(x0, y, w, cased('Name', lc), `${pr.surname}, ${pr.givenNames.join(' ')}`, 'name', ls, vs);
    y += rowH;
  } else {
    p.field(x0, y, w, cased(r.pick(['Surname', 'Last Name']), lc), pr.surname, 'surname', ls, vs);
    y += rowH;
    p.field(x0, y, w, cased(r.pick(['Other Names', 'First Name(s)']), lc), pr.givenNames.join(' '), 'givenNames', ls, vs);
    y += rowH;
  }
  p.field(x0, y, 230, cased(r.pick(['Date of Birth', 'DOB']), lc), printDate(pr.dateOfBirth, form), 'dateOfBirth', ls, vs);
  p.field(x0 + 290, y, 300, cased('Occupation', lc), c.person.occupation, undefined, ls, vs);
  y += rowH;
  p.field(x0, y, w, cased('Address', lc), `NO ${r.int(2, 88)} ${r.pick(['MARKET ROAD', 'STATION ROAD', 'HOSPITAL ROAD', 'CHURCH STREET', 'OLD PALACE ROAD'])}, ${c.person.town}`, undefined, ls, { ...vs, size: 19, weight: 400 });
  p.box(0, CH - 30, CW, 30, '', '', `background:${green}`);
  p.background = `background:${r.pick(['#f3f8f1', '#fbfbf3', '#eef6ee'])}`;
  return p;
}

/** The page of one case, deterministic in its id. */
export function renderBlind4Page(c: Blind4Case): Blind4Page {
  const r = new Rng(`${c.id}/layout`);
  const p = c.layout === 'passport' ? passport(c, r) : c.layout === 'nin-slip' ? ninSlip(c, r) : c.layout === 'nin-card' ? ninCard(c, r) : c.layout === 'licence' ? licence(c, r) : votersCard(c, r);
  const background = p.background;
  return { html: p.html(background), width: p.width, height: p.height };
}
