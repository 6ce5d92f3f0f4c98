/**
 * The blind set's pages: each layout drawn as HTML/CSS from what the real Nigerian documents print
 * (field order, photo place, bilingual labels where the real one has them, security background),
 * with several label wordings, date forms, fonts and palettes per layout, drawn by the case's seed.
 * Sizes are in mm at the real documents' sizes (ID-3 passport data page, ID-1 cards, a printed slip).
 */
import { coatOfArms, chip, flag, guilloche, microline, qrLike, roundel, signature } from './graphics.js';
import { formatDate, type DateForm } from './dates.js';
import { td3 } from './mrz.js';
import type { BlindCase, Layout } from './people.js';
import { Rng } from './random.js';

/** A page ready to render: its HTML and its size in mm. */
export interface Page {
  html: string;
  widthMm: number;
  heightMm: number;
  /** The MRZ lines printed, when the page has a machine-readable zone. */
  mrz: [string, string] | null;
  /** Which of the layout's styles was drawn (for the samples' and checks' own use). */
  style: string;
}

/** Font families this set draws from; none is used by the other document sets (scripts/ensure-fonts.sh --blind). */
export const blindFonts = ['Cantarell', 'Caladea', 'Gentium Plus', 'Linux Libertine O', 'Linux Biolinum O', 'Inter', 'Charis SIL', 'Fira Code'] as const;
type Font = (typeof blindFonts)[number];

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const ff = (font: Font) => `'${font}'`;

/** A label above its value (the ICAO visual zone's arrangement); `w` in mm, else it takes what is left. */
function stacked(label: string, value: string, o: { w?: number; vcls?: string; lcls?: string } = {}): string {
  const labelHtml = label.split('\n').map((part, i) => `<div class="l t fit${i > 0 ? ' l2' : ''} ${o.lcls ?? ''}">${esc(part)}</div>`).join('');
  return `<div class="f" style="${o.w ? `width:${o.w}mm;flex:none` : 'flex:1;min-width:0'}">${labelHtml}<div class="v t fit ${o.vcls ?? ''}">${esc(value)}</div></div>`;
}

/** A label left of its value on one line (cards whose fields run as a list). */
function inline(label: string, value: string, labelWidth: number, o: { vcls?: string; colon?: boolean } = {}): string {
  return `<div class="fi"><div class="l t fit" style="width:${labelWidth}mm">${esc(label)}${o.colon ? ':' : ''}</div><div class="v t fit ${o.vcls ?? ''}">${esc(value)}</div></div>`;
}

/**
 * Run in the page once its fonts are ready: shrinks each .fit text until it fits its box, as issuers
 * condense a long name (the clipping check then measures what is left), and spaces each MRZ line to
 * the ICAO pitch (44 characters over 111.8 mm) whatever the OCR-B font's own advance.
 */
export const fitScript = `(() => {
  for (const el of document.querySelectorAll('.fit')) {
    let size = parseFloat(getComputedStyle(el).fontSize);
    const min = size * 0.58;
    while (el.scrollWidth > el.clientWidth + 0.5 && size > min) { size *= 0.96; el.style.fontSize = size + 'px'; }
  }
  for (const el of document.querySelectorAll('.mrzline')) {
    el.style.letterSpacing = '0px';
    const target = (parseFloat(el.dataset.width) * 96) / 25.4;
    el.style.letterSpacing = (target - el.scrollWidth) / el.textContent.length + 'px';
  }
  return true;
})()`;

function doc(widthMm: number, heightMm: number, css: string, body: string, extraClass = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { background: transparent; }
.doc { position: relative; overflow: hidden; width: ${widthMm}mm; height: ${heightMm}mm; }
.bg { position: absolute; left: 0; top: 0; }
.abs { position: absolute; }
.f { display: flex; flex-direction: column; }
.fi { display: flex; align-items: baseline; flex: 1; min-width: 0; }
.fi .l { flex: none; }
.fi .v { flex: 1; min-width: 0; }
/* No overflow clipping: a glyph's accent or descender must never be cut; the check measures widths instead. */
.t, .l, .v { white-space: nowrap; line-height: 1.22; }
.v { font-weight: 700; }
.photo { object-fit: cover; display: block; }
${css}
</style></head><body><div class="doc ${extraClass}">${body}</div></body></html>`;
}

interface Ctx {
  c: BlindCase;
  rng: Rng;
  portrait: string;
  d: (iso: string) => string;
}

// ---------------------------------------------------------------- passport data page (ID-3, 125 x 88 mm)

const passportLabels = [
  { type: 'Type/Type', code: 'Country Code/Code du pays', number: 'Passport No./N° du passeport', surname: 'Surname/Nom', given: 'Given Names/Prénoms', nationality: 'Nationality/Nationalité', dob: 'Date of Birth/Date de naissance', sex: 'Sex/Sexe', pob: 'Place of Birth/Lieu de naissance', issue: 'Date of Issue/Date de délivrance', authority: 'Authority/Autorité', expiry: "Date of Expiry/Date d'expiration", signature: "Holder's signature/Signature du titulaire" },
  { type: 'TYPE / TYPE', code: "CODE OF ISSUING STATE / CODE DE L'ÉTAT ÉMETTEUR", number: 'PASSPORT NUMBER / NUMÉRO DU PASSEPORT', surname: 'SURNAME / NOM', given: 'GIVEN NAMES / PRÉNOMS', nationality: 'NATIONALITY / NATIONALITÉ', dob: 'DATE OF BIRTH / DATE DE NAISSANCE', sex: 'SEX / SEXE', pob: 'PLACE OF BIRTH / LIEU DE NAISSANCE', issue: 'DATE OF ISSUE / DATE DE DÉLIVRANCE', authority: 'ISSUING AUTHORITY / AUTORITÉ', expiry: "DATE OF EXPIRY / DATE D'EXPIRATION", signature: 'SIGNATURE OF BEARER / SIGNATURE DU TITULAIRE' },
  { type: 'Type\nType', code: 'Code\nCode', number: 'Passport No.\nNo. du passeport', surname: 'Surname\nNom', given: 'Forenames\nPrénoms', nationality: 'Nationality\nNationalité', dob: 'Date of birth\nDate de naissance', sex: 'Sex\nSexe', pob: 'Place of birth\nLieu de naissance', issue: 'Date of issue\nDate de délivrance', authority: 'Authority\nAutorité', expiry: 'Date of expiry\nDate d’expiration', signature: 'Signature\nSignature' },
] as const;

function passport(x: Ctx): Page {
  const { c, rng } = x;
  const p = c.printed;
  const set = rng.int(0, passportLabels.length - 1);
  const L = passportLabels[set]!;
  const labelFont = rng.pick<Font>(['Linux Biolinum O', 'Cantarell', 'Inter']);
  const valueFont = rng.pick<Font>(['Caladea', 'Charis SIL', 'Inter', 'Linux Libertine O']);
  const headFont = rng.pick<Font>(['Gentium Plus', 'Linux Libertine O', 'Caladea']);
  const palette = rng.pick([
    { base: '#dfeed6', edge: '#eef0d2', ink: '#0d5c2e', lines: ['#7fb58a', '#d7a9b8', '#9cc3a0'] },
    { base: '#d8ead6', edge: '#eae8df', ink: '#14532d', lines: ['#93b8c9', '#b9d3a3', '#d4b0c6'] },
    { base: '#eef2e0', edge: '#f6e8dc', ink: '#1f5f3a', lines: ['#c6a27c', '#88b392', '#b2b8d8'] },
  ]);
  const mrz = td3({ surname: c.mrz!.surname, givenNames: p.givenNames, documentNumber: p.documentNumber, dateOfBirth: p.dateOfBirth, expiryDate: p.expiryDate!, sex: p.sex, ...(c.mrz!.breakCheck ? { breakCheck: c.mrz!.breakCheck } : {}) });
  const nationality = rng.pick(['NIGERIAN', 'NGA']);
  const authority = rng.pick(['NIS ABUJA', 'NIS HEADQUARTERS', `NIS ${c.person.state === 'FCT' ? 'ABUJA' : 'IKOYI'}`, 'IMMIGRATION HQ ABUJA']);
  const head = rng.pick([
    ['FEDERAL REPUBLIC OF NIGERIA', 'PASSPORT · PASSEPORT'],
    ['FEDERAL REPUBLIC OF NIGERIA / RÉPUBLIQUE FÉDÉRALE DU NIGÉRIA', 'PASSPORT / PASSEPORT'],
    ['FEDERAL REPUBLIC OF NIGERIA', 'ECOWAS · CEDEAO — PASSPORT / PASSEPORT'],
  ]);
  const two = set === 2;
  const css = `
.doc { background: radial-gradient(ellipse at 30% 40%, ${palette.base} 0%, ${palette.edge} 100%); font-family: ${ff(labelFont)}; color: #1a1a1a; }
.head1 { left: 0; right: 0; top: 2.6mm; text-align: center; font-family: ${ff(headFont)}; font-weight: 700; font-size: ${head[0]!.length > 40 ? 2.6 : 3.4}mm; color: ${palette.ink}; letter-spacing: 0.2mm; }
.head2 { left: 0; right: 0; top: 7.3mm; text-align: center; font-family: ${ff(headFont)}; font-size: 2.3mm; color: ${palette.ink}; letter-spacing: 0.35mm; }
.l { font-size: ${two ? 1.5 : 1.62}mm; color: #3b4a40; }
.l2 { font-style: italic; color: #55635a; }
.v { font-family: ${ff(valueFont)}; font-size: 2.9mm; color: #101010; }
.rows { left: 40mm; top: 11.8mm; width: 80mm; height: 53.5mm; display: flex; flex-direction: column; justify-content: space-between; }
.row { display: flex; gap: 2.2mm; }
.mrz { left: 6.6mm; top: 70.2mm; font-family: 'OCR B'; font-size: 3.55mm; color: #111; }
.mrz .mrzline { white-space: pre; line-height: 7mm; }
.zone { left: 0; right: 0; top: 66mm; bottom: 0; background: rgba(255,255,255,0.22); }
`;
  const ghost = `<img class="abs photo" src="${x.portrait}" style="left:107mm;top:42mm;width:12.5mm;height:16mm;filter:grayscale(1) contrast(0.7);opacity:0.33">`;
  const body = `${guilloche(125, 88, rng, palette.lines)}
<div class="abs" style="left:52mm;top:20mm">${coatOfArms(34, 0.12, palette.ink)}</div>
<div class="abs" style="left:4mm;top:1.8mm">${coatOfArms(9.5)}</div>
<div class="abs t head1">${esc(head[0]!)}</div><div class="abs t head2">${esc(head[1]!)}</div>
<img class="abs photo" src="${x.portrait}" style="left:5mm;top:15mm;width:31mm;height:40mm;border-radius:0.6mm">
<div class="abs" style="left:5mm;top:57mm">${signature(30, 7, new Rng(`${c.person.surname}/sig`))}</div>
${ghost}
<div class="abs rows">
 <div class="row">${stacked(L.type, 'P', { w: 11 })}${stacked(L.code, 'NGA', { w: set === 1 ? 34 : 22 })}${stacked(L.number, p.documentNumber)}</div>
 <div class="row">${stacked(L.surname, p.surname)}</div>
 <div class="row">${stacked(L.given, p.givenNames)}</div>
 <div class="row" style="width:64mm">${stacked(L.nationality, nationality, { w: 25 })}${stacked(L.dob, x.d(p.dateOfBirth))}</div>
 <div class="row" style="width:64mm">${stacked(L.sex, p.sex, { w: 12 })}${stacked(L.pob, c.person.town)}</div>
 <div class="row" style="width:64mm">${stacked(L.issue, x.d(p.issueDate), { w: 31 })}${stacked(L.authority, authority)}</div>
 <div class="row" style="width:64mm">${stacked(L.expiry, x.d(p.expiryDate!))}</div>
</div>
<div class="abs zone"></div>
<div class="abs mrz"><div class="mrzline t" data-width="111.8">${esc(mrz[0])}</div><div class="mrzline t" data-width="111.8">${esc(mrz[1])}</div></div>`;
  return { html: doc(125, 88, css, body), widthMm: 125, heightMm: 88, mrz, style: `passport/${set}` };
}

// ---------------------------------------------------------------- NIMC national identity card (ID-1)

const ninCardLabels = [
  { surname: 'Surname/Nom', given: 'Given Names/Prénoms', dob: 'Date of Birth/Date de naissance', sex: 'Sex/Sexe', nationality: 'Nationality/Nationalité', issue: 'Issue Date/Date de délivrance', nin: 'NIN', docNo: null, title: 'NATIONAL IDENTITY CARD' },
  { surname: 'SURNAME / NOM', given: 'FIRST NAMES / PRÉNOMS', dob: 'DATE OF BIRTH / DATE DE NAISSANCE', sex: 'SEX / SEXE', nationality: 'NATIONALITY / NATIONALITÉ', issue: 'DATE OF ISSUE / DATE DE DÉLIVRANCE', nin: 'NATIONAL IDENTIFICATION NUMBER (NIN)', docNo: 'DOCUMENT NO. / N° DU DOCUMENT', title: 'NATIONAL IDENTITY CARD / CARTE NATIONALE D’IDENTITÉ' },
  { surname: 'Last name / Nom', given: 'Other names / Prénoms', dob: 'Birth date / Né(e) le', sex: 'Gender / Sexe', nationality: 'Nationality / Nationalité', issue: 'Issued / Délivré le', nin: 'NIN:', docNo: 'Card No.', title: 'National Identity Card' },
] as const;

function ninCard(x: Ctx): Page {
  const { c, rng } = x;
  const p = c.printed;
  const set = rng.int(0, ninCardLabels.length - 1);
  const L = ninCardLabels[set]!;
  const labelFont = rng.pick<Font>(['Inter', 'Cantarell']);
  const valueFont = rng.pick<Font>(['Inter', 'Linux Biolinum O', 'Charis SIL']);
  const headFont = rng.pick<Font>(['Caladea', 'Gentium Plus']);
  const ninGrouped = rng.next() < 0.5;
  const nin = ninGrouped ? `${p.documentNumber.slice(0, 4)} ${p.documentNumber.slice(4, 7)} ${p.documentNumber.slice(7)}` : p.documentNumber;
  const green = rng.pick(['#00703c', '#0b6b3a', '#0f7a4a']);
  const docNo = `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1000000, 9999999)}`;
  const css = `
.doc { border-radius: 3.2mm; background: linear-gradient(160deg, #ffffff 0%, #eaf5ec 45%, #fdf3e3 100%); font-family: ${ff(labelFont)}; color: #1b1b1b; }
.band { left: 0; right: 0; top: 0; height: 10.5mm; background: linear-gradient(90deg, ${green}, ${green}dd 70%, ${green}99); }
.h1 { left: 12mm; top: 1.6mm; right: 14mm; font-family: ${ff(headFont)}; font-weight: 700; font-size: 2.55mm; color: #fff; letter-spacing: 0.15mm; }
.h2 { left: 12mm; top: 5.6mm; right: 14mm; font-family: ${ff(headFont)}; font-size: ${L.title.length > 30 ? 1.75 : 2.2}mm; color: #fff; }
.l { font-size: 1.32mm; color: #4a5a4f; }
.v { font-family: ${ff(valueFont)}; font-size: 2.45mm; color: #111; margin-top: 0.1mm; }
.rows { left: 27mm; top: 12.6mm; width: 56mm; height: 28mm; display: flex; flex-direction: column; justify-content: space-between; }
.row { display: flex; gap: 1.6mm; }
.ninl { left: 27mm; top: 42.2mm; width: 56mm; font-size: 1.4mm; color: #4a5a4f; }
.ninv { left: 27mm; top: 44.4mm; width: 56mm; font-family: ${ff(valueFont)}; font-weight: 700; font-size: 4.1mm; letter-spacing: 0.35mm; color: #0d0d0d; white-space: nowrap; }
`;
  const body = `${guilloche(85.6, 54, rng, ['#8cc9a0', '#e6b98a', '#a8c4e0'], 0.8)}
<div class="abs" style="left:34mm;top:14mm">${coatOfArms(30, 0.1, green)}</div>
<div class="abs band"></div>
<div class="abs" style="left:2mm;top:0.6mm">${coatOfArms(9.2)}</div>
<div class="abs t h1 fit">FEDERAL REPUBLIC OF NIGERIA</div>
<div class="abs t h2 fit">${esc(L.title)}</div>
<div class="abs" style="right:2.4mm;top:2.6mm">${flag(9)}</div>
<img class="abs photo" src="${x.portrait}" style="left:3mm;top:12.6mm;width:21.5mm;height:27.5mm">
<div class="abs" style="left:4.5mm;top:42mm">${chip(10)}</div>
<div class="abs rows">
 <div class="row">${stacked(L.surname, p.surname)}</div>
 <div class="row">${stacked(L.given, p.givenNames)}</div>
 <div class="row">${stacked(L.dob, x.d(p.dateOfBirth))}${stacked(L.sex, p.sex, { w: 13 })}</div>
 <div class="row">${stacked(L.nationality, 'NGA', { w: 22 })}${stacked(L.issue, x.d(p.issueDate))}</div>
 ${L.docNo ? `<div class="row">${stacked(L.docNo, docNo)}</div>` : ''}
</div>
<div class="abs t ninl">${esc(L.nin)}</div>
<div class="abs t ninv fit">${esc(nin)}</div>
<div class="abs" style="left:3mm;top:51.2mm">${microline(79.6, green)}</div>`;
  return { html: doc(85.6, 54, css, body), widthMm: 85.6, heightMm: 54, mrz: null, style: `nin_card/${set}${ninGrouped ? '/grouped' : ''}` };
}

// ---------------------------------------------------------------- NIN slip: the improved slip's front, or the older long slip

const improvedSlipLabels = [
  { surname: 'SURNAME/NOM', given: 'GIVEN NAMES/PRÉNOMS', dob: 'DATE OF BIRTH', sex: 'SEX', issue: 'ISSUE DATE', nin: 'National Identification Number (NIN)', title: 'DIGITAL NIN SLIP' },
  { surname: 'Surname', given: 'Given Names', dob: 'Date of Birth', sex: 'Gender', issue: 'Date Issued', nin: 'NIN', title: 'National Identification Number Slip' },
] as const;

const longSlipLabels = [
  { tracking: 'Tracking ID', nin: 'NIN', surname: 'Surname', first: 'First Name', middle: 'Middle Name', gender: 'Gender', dob: 'Date of Birth', address: 'Address', colon: false },
  { tracking: 'TRACKING ID', nin: 'NIN', surname: 'SURNAME', first: 'FIRSTNAME', middle: 'OTHER NAME', gender: 'SEX', dob: 'BIRTH DATE', address: 'HOME ADDRESS', colon: true },
] as const;

function ninSlip(x: Ctx): Page {
  return x.rng.next() < 0.55 ? improvedSlip(x) : longSlip(x);
}

function improvedSlip(x: Ctx): Page {
  const { c, rng } = x;
  const p = c.printed;
  const set = rng.int(0, improvedSlipLabels.length - 1);
  const L = improvedSlipLabels[set]!;
  const labelFont = rng.pick<Font>(['Cantarell', 'Inter']);
  const valueFont = rng.pick<Font>(['Inter', 'Caladea', 'Gentium Plus']);
  const nin = `${p.documentNumber.slice(0, 4)} ${p.documentNumber.slice(4, 7)} ${p.documentNumber.slice(7)}`;
  const css = `
.doc { border-radius: 1.2mm; background: linear-gradient(180deg, #f7fbf6, #e8f3e6); font-family: ${ff(labelFont)}; color: #1d1d1d; border: 0.25mm solid #9bbf9f; }
.h1 { left: 13mm; right: 3mm; top: 2mm; font-weight: 700; font-size: 2.5mm; color: #0f6a36; }
.h2 { left: 13mm; right: 3mm; top: 5.6mm; font-size: 1.9mm; color: #333; }
.l { font-size: 1.35mm; color: #5a6a5e; }
.v { font-family: ${ff(valueFont)}; font-size: 2.5mm; color: #111; margin-top: 0.1mm; }
.rows { left: 24.5mm; top: 11.8mm; width: 38mm; height: 25mm; display: flex; flex-direction: column; justify-content: space-between; }
.row { display: flex; gap: 1.5mm; }
.ninl { left: 3mm; right: 3mm; top: 40.6mm; text-align: center; font-size: 1.45mm; color: #444; }
.ninv { left: 3mm; right: 3mm; top: 43.2mm; text-align: center; font-family: ${ff(valueFont)}; font-weight: 700; font-size: 5.2mm; letter-spacing: 0.5mm; color: #0b0b0b; white-space: nowrap; }
`;
  const body = `${guilloche(85.6, 54, rng, ['#a9d3b0', '#c9dca0', '#b5c9e2'], 0.7)}
<div class="abs" style="left:30mm;top:9mm">${coatOfArms(28, 0.09, '#0f6a36')}</div>
<div class="abs" style="left:2.5mm;top:1.2mm">${coatOfArms(9)}</div>
<div class="abs t h1 fit">FEDERAL REPUBLIC OF NIGERIA</div>
<div class="abs t h2 fit">${esc(L.title)}</div>
<img class="abs photo" src="${x.portrait}" style="left:3mm;top:11.8mm;width:19mm;height:25mm">
<div class="abs rows">
 <div class="row">${stacked(L.surname, p.surname)}</div>
 <div class="row">${stacked(L.given, p.givenNames)}</div>
 <div class="row">${stacked(L.dob, x.d(p.dateOfBirth))}${stacked(L.sex, p.sex, { w: 9 })}</div>
 <div class="row">${stacked(L.issue, x.d(p.issueDate))}</div>
</div>
<div class="abs" style="left:64.5mm;top:12.5mm">${qrLike(18.5, rng)}</div>
<div class="abs t" style="left:64.5mm;top:31.6mm;width:18.5mm;text-align:center;font-size:1.5mm;font-weight:700;color:#0f6a36">NGA</div>
<div class="abs t ninl">${esc(L.nin)}</div>
<div class="abs t ninv fit">${esc(nin)}</div>`;
  return { html: doc(85.6, 54, css, body), widthMm: 85.6, heightMm: 54, mrz: null, style: `nin_slip/improved/${set}` };
}

function longSlip(x: Ctx): Page {
  const { c, rng } = x;
  const p = c.printed;
  const set = rng.int(0, longSlipLabels.length - 1);
  const L = longSlipLabels[set]!;
  const font = rng.pick<Font>(['Linux Libertine O', 'Caladea', 'Charis SIL', 'Linux Biolinum O']);
  const given = p.givenNames.split(' ');
  const tracking = Array.from({ length: 15 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[rng.int(0, 33)]).join('');
  const address = `${rng.int(2, 48)} ${rng.pick(['ADEOLA', 'OKPARA', 'BELLO', 'EMIR', 'CHURCH', 'MARKET', 'SCHOOL'])} ${rng.pick(['STREET', 'ROAD', 'CLOSE', 'AVENUE'])}, ${c.person.town}, ${c.person.state} STATE`;
  const W = 190;
  const H = 82;
  const cell = (label: string, value: string, o: { vcls?: string } = {}) => `<td class="lc"><div class="l t">${esc(label)}${L.colon ? ':' : ''}</div></td><td class="vc"><div class="v t fit ${o.vcls ?? ''}">${esc(value)}</div></td>`;
  const css = `
.doc { background: #fff; font-family: ${ff(font)}; color: #111; border: 0.3mm solid #333; }
.h1 { left: 30mm; right: 30mm; top: 3mm; text-align: center; font-weight: 700; font-size: 4mm; }
.h2 { left: 30mm; right: 30mm; top: 8.8mm; text-align: center; font-size: 3.2mm; }
.h3 { left: 30mm; right: 30mm; top: 13.6mm; text-align: center; font-weight: 700; font-size: 3.3mm; color: #0a5a2a; }
table { position: absolute; left: 5mm; top: 20.5mm; width: 180mm; border-collapse: collapse; table-layout: fixed; }
td { border: 0.25mm solid #444; height: 8.4mm; padding: 0 1.6mm; vertical-align: middle; overflow: hidden; }
td.lc { width: 27mm; background: #eef3ee; }
td.vc { width: 52mm; }
td.ph { width: 22mm; padding: 1mm; }
.l { font-size: 2.7mm; font-weight: 700; }
.v { font-size: 3.3mm; font-weight: 400; }
.big { font-size: 4.1mm; font-weight: 700; letter-spacing: 0.3mm; }
.note { left: 5mm; right: 5mm; top: 72.5mm; font-size: 2.1mm; color: #333; white-space: nowrap; }
`;
  const body = `${guilloche(W, H, rng, ['#e2efe2', '#efe9da'], 0.4)}
<div class="abs" style="left:6mm;top:2mm">${coatOfArms(16)}</div>
<div class="abs" style="right:6mm;top:2.5mm">${roundel(15, '#0a5a2a', '#c9a227')}</div>
<div class="abs t h1 fit">National Identity Management System</div>
<div class="abs t h2 fit">Federal Republic of Nigeria</div>
<div class="abs t h3 fit">National Identification Number Slip (NINS)</div>
<table>
<tr>${cell(L.tracking, tracking)}${cell(L.surname, p.surname)}<td class="ph" rowspan="5"><img class="photo" src="${x.portrait}" style="width:19.5mm;height:25mm"></td></tr>
<tr>${cell(L.nin, p.documentNumber, { vcls: 'big' })}${cell(L.first, given[0] ?? '')}</tr>
<tr>${cell(L.gender, p.sex === 'F' ? 'F' : 'M')}${cell(L.middle, given.slice(1).join(' '))}</tr>
<tr>${cell(L.dob, x.d(p.dateOfBirth))}<td class="lc"></td><td class="vc"></td></tr>
<tr><td class="lc"><div class="l t">${esc(L.address)}${L.colon ? ':' : ''}</div></td><td class="vc" colspan="3"><div class="v t fit">${esc(address)}</div></td></tr>
</table>
<div class="abs t note">Note: the National Identification Number (NIN) is your identity; keep this slip safe. Helpdesk: 0700-CALL-NIMC</div>`;
  return { html: doc(W, H, css, body), widthMm: W, heightMm: H, mrz: null, style: `nin_slip/long/${set}` };
}

// ---------------------------------------------------------------- FRSC national driver's licence (ID-1)

const licenceLabels = [
  { number: 'Licence No.', cls: 'Class', surname: 'Surname', given: 'Other Names', name: null, dob: 'Date of Birth', sex: 'Sex', blood: 'Blood Group', issue: 'Date of Issue', expiry: 'Date of Expiry', address: 'Address', state: 'State of Issue', title: "NATIONAL DRIVERS' LICENCE" },
  { number: 'L/NO', cls: 'CLASS', surname: null, given: null, name: 'NAME', dob: 'D.O.B', sex: 'SEX', blood: 'B/G', issue: 'ISS. DATE', expiry: 'EXP. DATE', address: 'ADDRESS', state: 'STATE', title: "DRIVER'S LICENCE" },
  { number: 'DL No', cls: 'Cls', surname: 'Last Name', given: 'First Names', name: null, dob: 'Birth Date', sex: 'Gender', blood: 'Blood Gp', issue: 'Issued', expiry: 'Expires', address: 'Address', state: 'Issuing State', title: 'National Driving Licence' },
] as const;

function licence(x: Ctx): Page {
  const { c, rng } = x;
  const p = c.printed;
  const set = rng.int(0, licenceLabels.length - 1);
  const L = licenceLabels[set]!;
  const labelFont = rng.pick<Font>(['Linux Biolinum O', 'Inter']);
  const valueFont = rng.pick<Font>(['Cantarell', 'Linux Biolinum O', 'Charis SIL']);
  const inlineLabels = set === 1 || rng.next() < 0.3;
  const palette = rng.pick([
    { band: '#0b7a3b', accent: '#c8102e', bg1: '#fbf8e6', bg2: '#e6f2df', lines: ['#d9c27a', '#8fc79b', '#e0a0a0'] },
    { band: '#136f3f', accent: '#d4a017', bg1: '#f5f8ee', bg2: '#f3e7d3', lines: ['#9ccfae', '#d8b98a', '#a9bde0'] },
  ]);
  const address = `${rng.int(3, 97)} ${rng.pick(['AWOLOWO', 'ZIK', 'SARDAUNA', 'UNITY', 'STATION', 'GARDEN'])} ${rng.pick(['RD', 'STREET', 'CRESCENT', 'WAY'])} ${c.person.town}`;
  const sex = rng.next() < 0.5 ? p.sex : p.sex === 'F' ? 'FEMALE' : 'MALE';
  const css = `
.doc { border-radius: 3.2mm; background: linear-gradient(120deg, ${palette.bg1}, ${palette.bg2}); font-family: ${ff(labelFont)}; color: #161616; }
.band { left: 0; right: 0; top: 0; height: 9.6mm; background: ${palette.band}; }
.h1 { left: 11.5mm; right: 12mm; top: 1.2mm; text-align: center; font-weight: 700; font-size: 2.3mm; color: #fff; }
.h2 { left: 11.5mm; right: 12mm; top: 4.9mm; text-align: center; font-weight: 700; font-size: 2.7mm; color: #ffe9a8; letter-spacing: 0.2mm; }
.l { font-size: 1.4mm; color: #47524a; }
.v { font-family: ${ff(valueFont)}; font-size: 2.35mm; color: #0e0e0e; }
.rows { left: 26.5mm; top: 11.2mm; width: 56.5mm; height: 38.6mm; display: flex; flex-direction: column; justify-content: space-between; }
.row { display: flex; gap: 1.4mm; }
.fi .l { font-size: 1.45mm; }
.num { font-size: 2.9mm; color: ${palette.accent}; letter-spacing: 0.15mm; }
`;
  const nameRows = L.name
    ? [`<div class="row">${inlineLabels ? inline(L.name, `${p.surname}, ${p.givenNames}`, 9, { colon: true }) : stacked(L.name, `${p.surname}, ${p.givenNames}`)}</div>`]
    : [`<div class="row">${inlineLabels ? inline(L.surname!, p.surname, 15) : stacked(L.surname!, p.surname)}</div>`, `<div class="row">${inlineLabels ? inline(L.given!, p.givenNames, 15) : stacked(L.given!, p.givenNames)}</div>`];
  const lw = L.name ? 9 : 15;
  const rows = inlineLabels
    ? [
        `<div class="row">${inline(L.number, p.documentNumber, lw, { vcls: 'num', colon: L.name !== null })}</div>`,
        ...nameRows,
        `<div class="row"><div style="width:33mm">${inline(L.dob, x.d(p.dateOfBirth), lw, { colon: L.name !== null })}</div><div style="flex:1;min-width:0">${inline(L.sex, sex, 7)}</div></div>`,
        `<div class="row">${inline(L.issue, x.d(p.issueDate), lw, { colon: L.name !== null })}</div>`,
        `<div class="row">${inline(L.expiry, x.d(p.expiryDate!), lw, { colon: L.name !== null })}</div>`,
        `<div class="row"><div style="width:33mm">${inline(L.cls, 'B', lw)}</div><div style="flex:1;min-width:0">${inline(L.blood, rng.pick(['O+', 'A+', 'B+', 'O-', 'AB+']), 9)}</div></div>`,
        `<div class="row">${inline(L.address, address, lw)}</div>`,
      ]
    : [
        `<div class="row">${stacked(L.number, p.documentNumber, { vcls: 'num' })}${stacked(L.cls, 'B', { w: 9 })}</div>`,
        ...nameRows,
        `<div class="row">${stacked(L.dob, x.d(p.dateOfBirth))}${stacked(L.sex, sex, { w: 12 })}${stacked(L.blood, rng.pick(['O+', 'A+', 'B+', 'O-', 'AB+']), { w: 11 })}</div>`,
        `<div class="row">${stacked(L.issue, x.d(p.issueDate))}${stacked(L.expiry, x.d(p.expiryDate!))}</div>`,
        `<div class="row">${stacked(L.state, c.person.state, { w: 22 })}${stacked(L.address, address)}</div>`,
      ];
  const body = `${guilloche(85.6, 54, rng, palette.lines, 0.8)}
<div class="abs" style="left:36mm;top:14mm">${roundel(30, palette.band, palette.accent, 0.1)}</div>
<div class="abs band"></div>
<div class="abs" style="left:1.8mm;top:0.4mm">${coatOfArms(8.8)}</div>
<div class="abs" style="right:1.8mm;top:0.6mm">${roundel(8.4, '#fff', palette.accent)}</div>
<div class="abs t h1 fit">FEDERAL REPUBLIC OF NIGERIA</div>
<div class="abs t h2 fit">${esc(L.title)}</div>
<img class="abs photo" src="${x.portrait}" style="left:3mm;top:11.6mm;width:21mm;height:27mm">
<div class="abs" style="left:2.5mm;top:40.5mm">${signature(22, 6, new Rng(`${c.person.surname}/sig`))}</div>
<div class="abs" style="left:3mm;top:47.5mm">${flag(7)}</div>
<div class="abs rows">${rows.join('\n')}</div>`;
  return { html: doc(85.6, 54, css, body), widthMm: 85.6, heightMm: 54, mrz: null, style: `drivers_license/${set}${inlineLabels ? '/inline' : ''}` };
}

// ---------------------------------------------------------------- INEC permanent voter's card (ID-1)

const pvcLabels = [
  { vin: 'VIN', delim: 'DELIM', surname: 'SURNAME', given: 'OTHER NAMES', name: null, dob: 'DATE OF BIRTH', sex: 'GENDER', occupation: 'OCCUPATION', address: 'ADDRESS', title: "PERMANENT VOTER'S CARD" },
  { vin: 'VIN', delim: 'Delim', surname: 'Last Name', given: 'First Name(s)', name: null, dob: 'D.O.B.', sex: 'Sex', occupation: 'Occupation', address: 'Address', title: "VOTER'S CARD" },
  { vin: 'VIN:', delim: 'CODE:', surname: null, given: null, name: 'NAME', dob: 'DOB', sex: 'SEX', occupation: 'OCCUPATION', address: 'ADDRESS', title: "PERMANENT VOTER'S CARD" },
] as const;

function votersCard(x: Ctx): Page {
  const { c, rng } = x;
  const p = c.printed;
  const set = rng.int(0, pvcLabels.length - 1);
  const L = pvcLabels[set]!;
  const labelFont = rng.pick<Font>(['Cantarell', 'Inter']);
  const valueFont = rng.pick<Font>(['Inter', 'Caladea', 'Cantarell']);
  const vinFont = rng.pick<Font>(['Fira Code', valueFont]);
  const vinGrouped = rng.next() < 0.5;
  const vin = vinGrouped ? p.documentNumber.replace(/(.{4})/g, '$1 ').trim() : p.documentNumber;
  const inlineLabels = set === 1;
  const delim = `${p.documentNumber.slice(0, 2)}-${String(rng.int(1, 25)).padStart(2, '0')}-${String(rng.int(1, 15)).padStart(2, '0')}-${String(rng.int(1, 120)).padStart(3, '0')}`;
  const occupation = rng.pick(['TRADER', 'CIVIL SERVANT', 'STUDENT', 'ENGINEER', 'FARMER', 'TEACHER', 'BUSINESS']);
  const address = `${rng.int(1, 60)} ${rng.pick(['OBA', 'IGWE', 'SULTAN', 'HOSPITAL', 'RAILWAY'])} ${rng.pick(['ROAD', 'STREET', 'LANE'])}, ${c.person.town}`;
  const sex = rng.next() < 0.6 ? (p.sex === 'F' ? 'FEMALE' : 'MALE') : p.sex;
  const css = `
.doc { border-radius: 3.2mm; background: linear-gradient(200deg, #ffffff, #eef6ee 60%, #f4f0e6); font-family: ${ff(labelFont)}; color: #151515; }
.band { left: 0; right: 0; top: 0; height: 11mm; background: linear-gradient(90deg, #006b3f, #0c8a4f); }
.h1 { left: 12mm; right: 3mm; top: 1.1mm; font-weight: 700; font-size: 2.05mm; color: #fff; }
.h2 { left: 12mm; right: 3mm; top: 4.2mm; font-size: 1.7mm; color: #e8f5e9; }
.h3 { left: 12mm; right: 3mm; top: 6.9mm; font-weight: 700; font-size: 2.4mm; color: #ffd54f; letter-spacing: 0.2mm; }
.l { font-size: 1.35mm; color: #405045; }
.v { font-family: ${ff(valueFont)}; font-size: 2.3mm; color: #0f0f0f; }
.vin { font-family: ${ff(vinFont)}; font-size: 2.85mm; letter-spacing: 0.1mm; }
.rows { left: 25.5mm; top: 12.4mm; width: 57.5mm; height: 38.5mm; display: flex; flex-direction: column; justify-content: space-between; }
.row { display: flex; gap: 1.4mm; }
`;
  const nameRows = L.name
    ? [`<div class="row">${stacked(L.name, `${p.surname}, ${p.givenNames}`)}</div>`]
    : inlineLabels
      ? [`<div class="row">${inline(L.surname!, p.surname, 14)}</div>`, `<div class="row">${inline(L.given!, p.givenNames, 14)}</div>`]
      : [`<div class="row">${stacked(L.surname!, p.surname)}</div>`, `<div class="row">${stacked(L.given!, p.givenNames)}</div>`];
  const rows = inlineLabels
    ? [
        `<div class="row">${inline(L.vin, vin, 14, { vcls: 'vin' })}</div>`,
        `<div class="row">${inline(L.delim, delim, 14)}</div>`,
        ...nameRows,
        `<div class="row"><div style="width:34mm">${inline(L.dob, x.d(p.dateOfBirth), 14)}</div><div style="flex:1;min-width:0">${inline(L.sex, sex, 6)}</div></div>`,
        `<div class="row">${inline(L.occupation, occupation, 14)}</div>`,
        `<div class="row">${inline(L.address, address, 14)}</div>`,
      ]
    : [
        `<div class="row">${stacked(L.vin, vin, { vcls: 'vin' })}</div>`,
        ...nameRows,
        `<div class="row">${stacked(L.dob, x.d(p.dateOfBirth))}${stacked(L.sex, sex, { w: 14 })}${stacked(L.delim, delim, { w: 18 })}</div>`,
        `<div class="row">${stacked(L.occupation, occupation, { w: 22 })}${stacked(L.address, address)}</div>`,
      ];
  const body = `${guilloche(85.6, 54, rng, ['#9fd3ad', '#d9c48f', '#c2c2e8'], 0.7)}
<div class="abs" style="left:38mm;top:16mm">${roundel(28, '#006b3f', '#c8102e', 0.09)}</div>
<div class="abs band"></div>
<div class="abs" style="left:1.6mm;top:0.8mm">${roundel(9.4, '#fff', '#ffd54f')}</div>
<div class="abs t h1 fit">INDEPENDENT NATIONAL ELECTORAL COMMISSION</div>
<div class="abs t h2 fit">FEDERAL REPUBLIC OF NIGERIA</div>
<div class="abs t h3 fit">${esc(L.title)}</div>
<img class="abs photo" src="${x.portrait}" style="left:3mm;top:12.6mm;width:20mm;height:25.5mm">
<div class="abs" style="left:6.5mm;top:40mm">${chip(11)}</div>
<div class="abs" style="left:3mm;top:49.5mm">${coatOfArms(4)}</div>
<div class="abs rows">${rows.join('\n')}</div>`;
  return { html: doc(85.6, 54, css, body), widthMm: 85.6, heightMm: 54, mrz: null, style: `voters_card/${set}${vinGrouped ? '/grouped' : ''}` };
}

// ---------------------------------------------------------------- choice of date form and dispatch

const dateForms: Record<Layout, readonly DateForm[]> = {
  passport: ['dd MON yy', 'dd MON/FR yy', 'dd MON yyyy', 'dd MON/FR yyyy', 'dd.mm.yyyy'],
  nin_card: ['dd MON yyyy', 'dd MON/FR yyyy', 'dd.mm.yyyy', 'dd/mm/yyyy'],
  nin_slip: ['dd MON yyyy', 'dd-MON-yyyy', 'yyyy-mm-dd', 'dd/mm/yyyy', 'd Month yyyy', 'dd-mm-yyyy'],
  drivers_license: ['dd-mm-yyyy', 'dd/mm/yyyy', 'dd-MON-yyyy', 'dd MON yyyy'],
  voters_card: ['dd-mm-yyyy', 'dd mm yyyy', 'dd/mm/yyyy', 'd Month yyyy'],
};

/** The page of one case; `portrait` is the holder's photo as a data URL. */
export function renderPage(c: BlindCase, portrait: string): Page {
  const rng = new Rng(`${c.seed}/style`);
  const form = rng.pick(dateForms[c.layout]);
  const x: Ctx = { c, rng, portrait, d: (iso) => formatDate(iso, form) };
  const page = { passport, nin_card: ninCard, nin_slip: ninSlip, drivers_license: licence, voters_card: votersCard }[c.layout](x);
  return { ...page, style: `${page.style}/${form}` };
}
