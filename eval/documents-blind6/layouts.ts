import { coatOfArms, guilloche, qrLike, roundel, signature } from './art.js';
import { formatDate, type DateStyle } from './dates.js';
import { faceSvg } from './face.js';
import { chooseFonts, family, mrzFontSizeMm, ocrbFontFace, type DocumentFonts } from './fonts.js';
import type { Blind6Case, Blind6Layout } from './people.js';
import { Rng } from './random.js';

/**
 * The sixth blind set's five pages as HTML, drawn from what the real documents print (labels, their
 * order, how numbers and dates are written), not from any reader: the 2019+ enhanced e-passport data
 * page (bilingual English/French labels, TD3 MRZ), the NIMC improved NIN slip (a long paper slip with
 * the NIN in groups, a tracking id, an address block), the NIMC e-ID card, the FRSC driver's licence
 * (2022+ card) and the INEC permanent voter's card. Each page says what it printed for every scored
 * field, so check.ts can find it in the HTML without the reader.
 */

export type Material = 'passport' | 'card' | 'paper';

export interface Blind6Page {
  html: string;
  widthMm: number;
  heightMm: number;
  radiusMm: number;
  material: Material;
  fonts: DocumentFonts;
  /** Field -> the exact strings printed for it (given names may be printed in two cells). */
  printed: Record<string, string[]>;
  /** Field -> how its date is written. */
  dateStyles: Record<string, DateStyle>;
  /** The MRZ lines as printed (passports). */
  mrz: string[];
  /** Other choices the page made (for a failure's explanation). */
  choices: Record<string, string | number | boolean>;
}

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function pageHtml(p: { widthMm: number; heightMm: number; radiusMm: number; css: string; body: string; background: string }): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${ocrbFontFace()}
*{box-sizing:border-box;margin:0;padding:0}
html,body{background:transparent}
body{width:${p.widthMm}mm;height:${p.heightMm}mm}
.doc{position:relative;width:${p.widthMm}mm;height:${p.heightMm}mm;overflow:hidden;border-radius:${p.radiusMm}mm;background:${p.background};-webkit-font-smoothing:antialiased}
.abs{position:absolute}
.mrz{font-family:'Blind6MRZ';font-size:${mrzFontSizeMm.toFixed(3)}mm;letter-spacing:0;white-space:pre;color:#111;line-height:1}
${p.css}
</style></head><body><div class="doc">${p.body}</div></body></html>`;
}

/** A value's font size that keeps `text` within `widthMm` (long names shrink, as printers do). */
function fitSize(text: string, widthMm: number, maxMm: number, perChar = 0.62): number {
  return Math.min(maxMm, widthMm / Math.max(1, text.length * perChar));
}

function photo(c: Blind6Case, style: string, extra = ''): string {
  return `<div class="abs" style="${style};overflow:hidden;${extra}">${faceSvg(c.person)}</div>`;
}

function splitGiven(given: string): [string, string] {
  const [first, ...rest] = given.split(' ');
  return [first ?? '', rest.join(' ')];
}

const groupNin = (nin: string) => `${nin.slice(0, 4)} ${nin.slice(4, 7)} ${nin.slice(7)}`;

function passport(c: Blind6Case, rng: Rng, fonts: DocumentFonts): Blind6Page {
  const w = 125;
  const h = 88;
  const p = c.printed;
  const dateStyle: DateStyle = rng.pick(['dd MMM yyyy', 'dd MMM yyyy', 'dd MMM/FR yyyy'] as const);
  const d = (iso: string) => formatDate(iso, dateStyle);
  const tint = rng.pick(['#eef6ea', '#f2f5e6', '#eaf3ee', '#f4f1e4']);
  const lineColours = ['#9cc5a1', '#d9b8c4', '#a8c8d8', '#c9d59b'];
  const valueFont = family(fonts.data);
  const lab = (en: string, fr: string) => `<div class="lab">${esc(en)}/<i>${esc(fr)}</i></div>`;
  const val = (text: string, widthMm: number, cls = 'val') => `<div class="${cls}" style="font-size:${fitSize(text, widthMm, 3.15).toFixed(2)}mm">${esc(text)}</div>`;
  const mrz = c.mrz?.lines ?? [];
  const dob = d(p.dateOfBirth);
  const issue = d(p.issueDate ?? p.dateOfBirth);
  const expiry = d(p.expiryDate ?? p.dateOfBirth);
  const css = `
.lab{font-family:${family(fonts.label)};font-size:1.62mm;color:#3d5a48;line-height:1.15;white-space:nowrap}
.lab i{font-style:normal;opacity:.85}
.val{font-family:${valueFont};font-weight:700;color:#141414;line-height:1.2;white-space:nowrap;margin-bottom:1.05mm}
.num{font-family:${family(fonts.number)};font-weight:700;color:#7a1020;font-size:3.4mm;line-height:1.2;letter-spacing:.12mm}
.hd{font-family:${family(fonts.label)};color:#1f5130;text-align:center;white-space:nowrap}
.row{display:flex;gap:5mm}`;
  const body = `
${guilloche(c.seed, w, h, lineColours, { waves: 34, rosettes: 2 })}
<div class="abs" style="left:${w / 2 - 22}mm;top:14mm">${coatOfArms(44, { mono: '#b9d3bf', opacity: 0.45, font: fonts.label })}</div>
<div class="abs" style="left:5mm;top:2.2mm">${coatOfArms(10, { font: fonts.label })}</div>
<div class="abs hd" style="left:16mm;right:16mm;top:2.4mm"><div style="font-size:3.1mm;font-weight:700;letter-spacing:.2mm">FEDERAL REPUBLIC OF NIGERIA</div><div style="font-size:2.2mm">RÉPUBLIQUE FÉDÉRALE DU NIGERIA</div><div style="font-size:2.5mm;font-weight:700;margin-top:.5mm">PASSPORT / PASSEPORT</div></div>
${photo(c, 'left:5mm;top:15.5mm;width:29mm;height:37mm;border-radius:1mm', 'filter:saturate(.9)')}
<div class="abs" style="left:5mm;top:53.5mm">${lab("Holder's signature", 'Signature du titulaire')}${signature(c.seed, 28, 7)}</div>
<div class="abs" style="left:38mm;top:14.5mm;right:5mm">
 <div class="row"><div>${lab('Type', 'Type')}<div class="val" style="font-size:3mm">P</div></div><div>${lab('Code', 'Code')}<div class="val" style="font-size:3mm">NGA</div></div><div>${lab('Passport No.', 'No. du Passeport')}<div class="num">${esc(p.documentNumber)}</div></div></div>
 ${lab('Surname', 'Nom')}${val(p.surname, 60)}
 ${lab('Given Names', 'Prénoms')}${val(p.givenNames, 62)}
 ${lab('Nationality', 'Nationalité')}${val('NIGERIAN', 40)}
 <div class="row"><div>${lab('Date of Birth', 'Date de naissance')}${val(dob, 34)}</div><div>${lab('Sex', 'Sexe')}${val(p.sex, 8)}</div></div>
 ${lab('Place of Birth', 'Lieu de naissance')}${val(c.person.placeOfBirth, 40)}
 <div class="row"><div>${lab('Date of Issue', 'Date de délivrance')}${val(issue, 34)}</div><div>${lab('Authority', 'Autorité')}${val(c.person.passportAuthority, 30)}</div></div>
 ${lab('Date of Expiry', "Date d'expiration")}${val(expiry, 34)}
</div>
${photo(c, 'right:6mm;top:43mm;width:13mm;height:16.5mm', 'opacity:.28;filter:grayscale(1) contrast(1.4)')}
<div class="abs" style="left:0;right:0;bottom:0;height:19mm;background:linear-gradient(#ffffff00,#ffffffb0 25%)"></div>
<div class="abs mrz" style="left:${((w - 44 * 2.54) / 2).toFixed(2)}mm;bottom:4.2mm"><div style="margin-bottom:2.6mm">${esc(mrz[0] ?? '')}</div><div>${esc(mrz[1] ?? '')}</div></div>`;
  return {
    html: pageHtml({ widthMm: w, heightMm: h, radiusMm: 0.8, css, body, background: `linear-gradient(160deg, ${tint}, #fbfbf6 55%, ${tint})` }),
    widthMm: w,
    heightMm: h,
    radiusMm: 0.8,
    material: 'passport',
    fonts,
    printed: { documentNumber: [p.documentNumber], surname: [p.surname], givenNames: [p.givenNames], dateOfBirth: [dob], expiryDate: [expiry], sex: [p.sex] },
    dateStyles: { dateOfBirth: dateStyle, expiryDate: dateStyle },
    mrz,
    choices: { dateStyle, tint },
  };
}

function ninSlip(c: Blind6Case, rng: Rng, fonts: DocumentFonts): Blind6Page {
  const w = 203;
  const h = 82;
  const p = c.printed;
  const dateStyle: DateStyle = rng.pick(['dd-MMM-yyyy', 'dd MMM yyyy', 'dd/mm/yyyy'] as const);
  const dob = formatDate(p.dateOfBirth, dateStyle);
  const [first, middle] = splitGiven(p.givenNames);
  const nin = groupNin(p.documentNumber);
  const gender = rng.chance(0.5) ? p.sex : p.sex === 'M' ? 'MALE' : 'FEMALE';
  const green = rng.pick(['#0b6e3a', '#136f3f', '#1b5e20']);
  const css = `
.hd{font-family:${family(fonts.label)};text-align:center;white-space:nowrap;color:#111}
table{border-collapse:collapse;font-size:3.1mm}
td{border:0.25mm solid #9a9a9a;padding:0.7mm 2mm;height:6.1mm;white-space:nowrap}
td.l{font-family:${family(fonts.label)};color:#333;width:30mm;background:#f2f6f3;font-size:2.8mm}
td.v{font-family:${family(fonts.data)};font-weight:700;color:#111;width:74mm}
td.n{font-family:${family(fonts.number)};font-weight:700;font-size:3.6mm;letter-spacing:.3mm}
.note{font-family:${family(fonts.label)};font-size:2.15mm;color:#333;line-height:1.35}`;
  const body = `
<div class="abs" style="inset:2.5mm;border:0.35mm solid ${green}"></div>
<div class="abs" style="left:7mm;top:4mm">${coatOfArms(16, { font: fonts.label })}</div>
<div class="abs" style="right:8mm;top:4.5mm">${roundel(15, 'NIMC', green, '#ffffff', green, family(fonts.label))}</div>
<div class="abs hd" style="left:26mm;right:26mm;top:4.2mm"><div style="font-size:5mm;font-weight:700;letter-spacing:.3mm">FEDERAL REPUBLIC OF NIGERIA</div><div style="font-size:3.4mm;color:${green};font-weight:700;margin-top:.6mm">NATIONAL IDENTITY MANAGEMENT SYSTEM</div><div style="font-size:3mm;margin-top:.5mm">National Identification Number Slip (NINS)</div></div>
<table class="abs" style="left:7mm;top:22.5mm">
<tr><td class="l">Tracking ID</td><td class="v">${esc(p.secondaryNumber ?? '')}</td></tr>
<tr><td class="l">NIN</td><td class="v n">${esc(nin)}</td></tr>
<tr><td class="l">Surname</td><td class="v">${esc(p.surname)}</td></tr>
<tr><td class="l">First Name</td><td class="v">${esc(first)}</td></tr>
<tr><td class="l">Middle Name</td><td class="v" style="font-size:${fitSize(middle, 70, 3.1, 0.66).toFixed(2)}mm">${esc(middle)}</td></tr>
<tr><td class="l">Gender</td><td class="v">${esc(gender)}</td></tr>
<tr><td class="l">Date of Birth</td><td class="v">${esc(dob)}</td></tr>
</table>
<div class="abs" style="left:117mm;top:22.5mm;width:46mm;height:43mm;border:0.25mm solid #9a9a9a;padding:1.5mm 2mm">
 <div style="font-family:${family(fonts.label)};font-size:2.8mm;color:#333;margin-bottom:1.2mm">Address</div>
 ${c.person.address.map((line) => `<div style="font-family:${family(fonts.data)};font-weight:700;font-size:${fitSize(line, 42, 2.9, 0.62).toFixed(2)}mm;line-height:1.45">${esc(line)}</div>`).join('')}
 <div style="font-family:${family(fonts.label)};font-size:2.4mm;color:#333;margin-top:2mm">LGA: ${esc(c.person.lga)}</div>
</div>
${photo(c, 'left:167mm;top:22.5mm;width:29mm;height:36mm;border:0.25mm solid #9a9a9a')}
<div class="abs note" style="left:7mm;right:8mm;top:68.5mm"><b>Note:</b> The National Identification Number (NIN) is your identity. Keep it confidential; release it only for legitimate transactions. This slip is not an identity card. You will be told when your National e-ID Card is ready.</div>`;
  return {
    html: pageHtml({ widthMm: w, heightMm: h, radiusMm: 0, css, body, background: '#fdfdfb' }),
    widthMm: w,
    heightMm: h,
    radiusMm: 0,
    material: 'paper',
    fonts,
    printed: { documentNumber: [nin], surname: [p.surname], givenNames: [first, middle].filter(Boolean), dateOfBirth: [dob] },
    dateStyles: { dateOfBirth: dateStyle },
    mrz: [],
    choices: { dateStyle, gender, green },
  };
}

function ninCard(c: Blind6Case, rng: Rng, fonts: DocumentFonts): Blind6Page {
  const w = 85.6;
  const h = 54;
  const p = c.printed;
  const dateStyle: DateStyle = rng.pick(['dd MMM yyyy', 'dd/mm/yyyy'] as const);
  const dob = formatDate(p.dateOfBirth, dateStyle);
  const issue = formatDate(p.issueDate ?? p.dateOfBirth, dateStyle);
  const green = rng.pick(['#00843d', '#0a7a3b', '#087f45']);
  const css = `
.lab{font-family:${family(fonts.label)};font-size:1.45mm;color:#2f6846;line-height:1.1;white-space:nowrap}
.lab i{font-style:normal}
.val{font-family:${family(fonts.data)};font-weight:700;color:#121212;line-height:1.15;white-space:nowrap;margin-bottom:.7mm}
.row{display:flex;gap:3mm}`;
  const val = (text: string, widthMm: number) => `<div class="val" style="font-size:${fitSize(text, widthMm, 2.55).toFixed(2)}mm">${esc(text)}</div>`;
  const body = `
${guilloche(c.seed, w, h, ['#b7dcc3', '#d4e8c2', '#c9d9e8'], { waves: 22, rosettes: 1, stroke: 0.07 })}
<div class="abs" style="left:0;right:0;top:0;height:10.5mm;background:linear-gradient(90deg,${green}22,${green}10)"></div>
<div class="abs" style="left:2.5mm;top:1.2mm">${coatOfArms(8.2, { font: fonts.label })}</div>
<div class="abs" style="right:2.5mm;top:2mm;width:9mm;height:5.4mm;display:flex"><div style="flex:1;background:${green}"></div><div style="flex:1;background:#fff"></div><div style="flex:1;background:${green}"></div></div>
<div class="abs" style="left:12mm;right:13mm;top:1.7mm;text-align:center;font-family:${family(fonts.label)};color:${green};white-space:nowrap"><div style="font-size:2.7mm;font-weight:700">FEDERAL REPUBLIC OF NIGERIA</div><div style="font-size:2.1mm;font-weight:700;color:#222">NATIONAL IDENTITY CARD</div></div>
${photo(c, 'left:3mm;top:12.5mm;width:20mm;height:25mm;border-radius:.6mm')}
<div class="abs" style="left:26mm;top:12mm;right:2mm">
 <div class="lab">Surname/<i>Nom</i></div>${val(p.surname, 52)}
 <div class="lab">Given Names/<i>Prénoms</i></div>${val(p.givenNames, 56)}
 <div class="row"><div><div class="lab">Date of Birth/<i>Date de naissance</i></div>${val(dob, 24)}</div><div><div class="lab">Sex/<i>Sexe</i></div>${val(p.sex, 6)}</div><div><div class="lab">Height/<i>Taille</i></div>${val((c.person.heightCm / 100).toFixed(2), 8)}</div></div>
 <div class="row"><div><div class="lab">Issue Date/<i>Date de délivrance</i></div>${val(issue, 24)}</div><div><div class="lab">Document No.</div>${val(p.secondaryNumber ?? '', 18)}</div></div>
</div>
<div class="abs" style="left:3mm;top:40mm"><div class="lab">NIN</div><div style="font-family:${family(fonts.number)};font-weight:700;font-size:3.3mm;letter-spacing:.25mm;color:#111">${esc(p.documentNumber)}</div></div>
<div class="abs" style="right:4mm;bottom:3mm">${signature(c.seed, 22, 6)}</div>
${photo(c, 'right:3mm;top:36mm;width:8mm;height:10mm', 'opacity:.25;filter:grayscale(1)')}`;
  return {
    html: pageHtml({ widthMm: w, heightMm: h, radiusMm: 3.18, css, body, background: 'linear-gradient(135deg,#f7fbf7,#eef6f0 60%,#f7f9f3)' }),
    widthMm: w,
    heightMm: h,
    radiusMm: 3.18,
    material: 'card',
    fonts,
    printed: { documentNumber: [p.documentNumber], surname: [p.surname], givenNames: [p.givenNames], dateOfBirth: [dob] },
    dateStyles: { dateOfBirth: dateStyle },
    mrz: [],
    choices: { dateStyle, green },
  };
}

function licence(c: Blind6Case, rng: Rng, fonts: DocumentFonts): Blind6Page {
  const w = 85.6;
  const h = 54;
  const p = c.printed;
  const dateStyle: DateStyle = rng.pick(['dd-mm-yyyy', 'dd/mm/yyyy', 'dd-MMM-yyyy'] as const);
  const d = (iso: string) => formatDate(iso, dateStyle);
  const dob = d(p.dateOfBirth);
  const issue = d(p.issueDate ?? p.dateOfBirth);
  const expiry = d(p.expiryDate ?? p.dateOfBirth);
  const klass = rng.pick(['B', 'B', 'C', 'E']);
  const band = rng.pick(['#0f5132', '#14532d', '#1d4f3a']);
  const css = `
.lab{font-family:${family(fonts.label)};font-size:1.5mm;color:#41515c;line-height:1.1;white-space:nowrap;text-transform:uppercase}
.val{font-family:${family(fonts.data)};font-weight:700;color:#111;line-height:1.15;white-space:nowrap;margin-bottom:.55mm}
.row{display:flex;gap:2.6mm}`;
  const val = (text: string, widthMm: number, max = 2.45) => `<div class="val" style="font-size:${fitSize(text, widthMm, max).toFixed(2)}mm">${esc(text)}</div>`;
  const body = `
${guilloche(c.seed, w, h, ['#bcd7e6', '#cfe3c8', '#e8d6b8'], { waves: 24, rosettes: 1, stroke: 0.07 })}
<div class="abs" style="left:${w / 2 - 14}mm;top:16mm">${coatOfArms(28, { mono: '#c7d8cf', opacity: 0.5, font: fonts.label })}</div>
<div class="abs" style="left:0;right:0;top:0;height:9mm;background:${band}"></div>
<div class="abs" style="left:2mm;top:.6mm">${coatOfArms(7.8, { font: fonts.label })}</div>
<div class="abs" style="right:2mm;top:.7mm">${roundel(7.6, 'FRSC', '#f2c230', '#0f3d6e', '#ffffff', family(fonts.label))}</div>
<div class="abs" style="left:11mm;right:11mm;top:1.1mm;text-align:center;color:#fff;font-family:${family(fonts.label)};white-space:nowrap"><div style="font-size:2.5mm;font-weight:700">FEDERAL REPUBLIC OF NIGERIA</div><div style="font-size:2.15mm;font-weight:700;color:#f2c230">NATIONAL DRIVERS' LICENCE</div></div>
${photo(c, 'left:2.5mm;top:11mm;width:19mm;height:24mm;border-radius:.5mm')}
<div class="abs" style="left:2.5mm;top:36mm">${signature(c.seed, 19, 5)}</div>
<div class="abs" style="left:2.5mm;top:42.5mm">${qrLike(c.seed, 9.5)}</div>
<div class="abs" style="left:24.5mm;top:10.5mm;right:2mm">
 <div class="lab">Licence No</div><div style="font-family:${family(fonts.number)};font-weight:700;font-size:3mm;color:#b00020;letter-spacing:.15mm;margin-bottom:.5mm">${esc(p.documentNumber)}</div>
 <div class="lab">Surname</div>${val(p.surname, 56)}
 <div class="lab">Other Names</div>${val(p.givenNames, 58)}
 <div class="row"><div><div class="lab">Date of Birth</div>${val(dob, 20)}</div><div><div class="lab">Sex</div>${val(p.sex, 5)}</div><div><div class="lab">Height</div>${val(`${(c.person.heightCm / 100).toFixed(2)}m`, 9)}</div><div><div class="lab">B/G</div>${val(c.person.bloodGroup, 6)}</div></div>
 <div class="row"><div><div class="lab">Issue Date</div>${val(issue, 20)}</div><div><div class="lab">Expiry Date</div>${val(expiry, 20)}</div><div><div class="lab">Class</div>${val(klass, 5)}</div></div>
 <div class="lab">Address</div>${val(`${c.person.address[0]}, ${c.person.address[1]}`, 58, 1.9)}
 <div class="row"><div><div class="lab">State of Issue</div>${val(c.person.state, 20, 1.9)}</div><div><div class="lab">Endorsement</div>${val('NIL', 8, 1.9)}</div><div><div class="lab">Replaced</div>${val('00', 6, 1.9)}</div></div>
</div>`;
  return {
    html: pageHtml({ widthMm: w, heightMm: h, radiusMm: 3.18, css, body, background: 'linear-gradient(120deg,#eef5fa,#f6f9ef 50%,#eaf2f6)' }),
    widthMm: w,
    heightMm: h,
    radiusMm: 3.18,
    material: 'card',
    fonts,
    printed: { documentNumber: [p.documentNumber], surname: [p.surname], givenNames: [p.givenNames], dateOfBirth: [dob], expiryDate: [expiry] },
    dateStyles: { dateOfBirth: dateStyle, expiryDate: dateStyle },
    mrz: [],
    choices: { dateStyle, klass, band },
  };
}

function votersCard(c: Blind6Case, rng: Rng, fonts: DocumentFonts): Blind6Page {
  const w = 85.6;
  const h = 54;
  const p = c.printed;
  const dateStyle: DateStyle = rng.pick(['dd-mm-yyyy', 'dd/mm/yyyy', 'dd MMM yyyy'] as const);
  const dob = formatDate(p.dateOfBirth, dateStyle);
  const grouped = rng.chance(0.6);
  const vin = grouped ? (p.documentNumber.match(/.{1,4}/g) ?? []).join(' ') : p.documentNumber;
  const oneName = rng.chance(0.35);
  const green = rng.pick(['#007a3d', '#0b7d3e']);
  const css = `
.lab{font-family:${family(fonts.label)};font-size:1.5mm;color:#4a4a4a;line-height:1.1;white-space:nowrap}
.val{font-family:${family(fonts.data)};font-weight:700;color:#111;line-height:1.15;white-space:nowrap;margin-bottom:.6mm}
.row{display:flex;gap:3mm}`;
  const val = (text: string, widthMm: number, max = 2.4) => `<div class="val" style="font-size:${fitSize(text, widthMm, max).toFixed(2)}mm">${esc(text)}</div>`;
  const names = oneName
    ? `<div class="lab">NAME</div>${val(`${p.surname}, ${p.givenNames}`, 50)}`
    : `<div class="lab">SURNAME</div>${val(p.surname, 50)}<div class="lab">OTHER NAMES</div>${val(p.givenNames, 50)}`;
  const body = `
${guilloche(c.seed, w, h, ['#cfe6d3', '#e4e4e4', '#d8ead0'], { waves: 20, rosettes: 1, stroke: 0.07 })}
<div class="abs" style="left:${w / 2 - 12}mm;top:18mm;opacity:.18">${roundel(26, 'INEC', green, '#ffffff', green, family(fonts.label))}</div>
<div class="abs" style="left:2.2mm;top:1.6mm">${roundel(8.6, 'INEC', green, '#ffffff', green, family(fonts.label))}</div>
<div class="abs" style="left:12mm;right:11mm;top:1.5mm;font-family:${family(fonts.label)};white-space:nowrap;text-align:center">
 <div style="font-size:1.95mm;font-weight:700;color:#222">INDEPENDENT NATIONAL ELECTORAL COMMISSION</div>
 <div style="font-size:1.7mm;color:#333">FEDERAL REPUBLIC OF NIGERIA</div>
 <div style="font-size:2.5mm;font-weight:700;color:${green}">PERMANENT VOTER'S CARD</div></div>
<div class="abs" style="right:2.2mm;top:2mm;width:8mm;height:5mm;display:flex"><div style="flex:1;background:${green}"></div><div style="flex:1;background:#fff;border-top:.1mm solid #ccc;border-bottom:.1mm solid #ccc"></div><div style="flex:1;background:${green}"></div></div>
<div class="abs" style="left:3mm;top:14mm;width:10.5mm;height:8.5mm;border-radius:1.4mm;background:linear-gradient(135deg,#e9cf7c,#c9a548 50%,#efd98f);border:.15mm solid #9c7e2d"><div style="position:absolute;left:3.5mm;top:0;bottom:0;border-left:.15mm solid #8a6d22"></div><div style="position:absolute;left:7mm;top:0;bottom:0;border-left:.15mm solid #8a6d22"></div><div style="position:absolute;top:4.2mm;left:0;right:0;border-top:.15mm solid #8a6d22"></div></div>
<div class="abs" style="left:3mm;top:25mm;right:24mm">
 <div class="lab">VIN</div><div style="font-family:${family(fonts.number)};font-weight:700;font-size:${fitSize(vin, 56, 2.7, 0.62).toFixed(2)}mm;letter-spacing:.1mm;margin-bottom:.5mm">${esc(vin)}</div>
 ${names}
 <div class="row"><div><div class="lab">DATE OF BIRTH</div>${val(dob, 22)}</div><div><div class="lab">GENDER</div>${val(p.sex, 5)}</div><div><div class="lab">DELIM</div>${val(p.secondaryNumber ?? '', 18, 2)}</div></div>
 <div class="row"><div><div class="lab">OCCUPATION</div>${val(c.person.occupation, 22, 2)}</div></div>
</div>
<div class="abs" style="left:16mm;top:13.5mm;right:24mm"><div class="lab">ADDRESS</div>${val(`${c.person.address[0]}, ${c.person.address[1]}`, 44, 1.8)}${val(c.person.address[2], 40, 1.8)}</div>
${photo(c, 'right:3mm;top:13mm;width:18.5mm;height:23.5mm;border-radius:.5mm')}
<div class="abs" style="right:3mm;top:38mm">${signature(c.seed, 18, 5)}</div>
<div class="abs" style="right:3mm;bottom:2.5mm;font-family:${family(fonts.label)};font-size:1.4mm;color:#444">ISSUED BY INEC</div>`;
  return {
    html: pageHtml({ widthMm: w, heightMm: h, radiusMm: 3.18, css, body, background: 'linear-gradient(160deg,#fbfcfa,#eef5ee 70%,#f6f8f2)' }),
    widthMm: w,
    heightMm: h,
    radiusMm: 3.18,
    material: 'card',
    fonts,
    printed: {
      documentNumber: [vin],
      surname: [oneName ? `${p.surname},` : p.surname],
      givenNames: [p.givenNames],
      dateOfBirth: [dob],
    },
    dateStyles: { dateOfBirth: dateStyle },
    mrz: [],
    choices: { dateStyle, vinGrouped: grouped, nameOnOneLine: oneName, green },
  };
}

const layouts: Record<Blind6Layout, (c: Blind6Case, rng: Rng, fonts: DocumentFonts) => Blind6Page> = {
  passport,
  'nin-slip': ninSlip,
  'nin-card': ninCard,
  licence,
  'voters-card': votersCard,
};

/** The page of one case: its fonts and choices drawn from its seed alone (no run order, no capture). */
export function renderBlind6Page(c: Blind6Case): Blind6Page {
  const fonts = chooseFonts(c.layout, c.seed);
  return layouts[c.layout](c, new Rng(`${c.seed}/page`), fonts);
}
