import { printDate, type DateStyle, type IsoDate } from './dates.js';
import { blind5FontFaces } from './fonts.js';
import { ballotMark, barStrip, chip, coatOfArms, guilloche, qrBlock, ringMark, signature } from './emblems.js';
import type { Blind5Case, Blind5Layout } from './people.js';
import { portraitSvg } from './portraits.js';
import { Rng } from './random.js';
import sharp from 'sharp';

/**
 * The five layouts as HTML, drawn from what the real documents print (labels, their order and
 * languages, date styles, number formats), at 5 CSS px per millimetre of the real document. Each
 * scored value carries `data-scored` (the field it is), each date `data-date` (its printed style),
 * each MRZ line `data-mrz`, so check.ts can read back exactly what the page prints. Values that a
 * long name could push past their column carry `data-fit`: the renderer narrows their type until
 * they fit, as document printers do.
 */

/** CSS px per millimetre of the document. */
export const pxPerMm = 5;
const u = (mm: number) => `${(mm * pxPerMm).toFixed(2)}px`;

export interface Blind5Page {
  html: string;
  /** CSS px. */
  width: number;
  height: number;
  /** Paper slip, plastic card, or a passport booklet's data page (captures draw the booklet around it). */
  material: 'booklet' | 'paper' | 'card';
  /** Corner radius, CSS px (ID-1 cards have 3.18 mm). */
  radius: number;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface TextOptions {
  family: string;
  sizeMm: number;
  weight?: 400 | 700;
  colour?: string;
  widthMm?: number;
  align?: 'left' | 'center' | 'right';
  scored?: string;
  date?: DateStyle;
  mrz?: 1 | 2;
  fit?: boolean;
  spacingMm?: number;
}

function text(xMm: number, yMm: number, content: string, o: TextOptions): string {
  const style = [
    `left:${u(xMm)}`,
    `top:${u(yMm)}`,
    `font-family:'${o.family}'`,
    `font-size:${u(o.sizeMm)}`,
    `font-weight:${o.weight ?? 400}`,
    `color:${o.colour ?? '#1a1a1a'}`,
    o.widthMm !== undefined ? `width:${u(o.widthMm)}` : '',
    o.align ? `text-align:${o.align}` : '',
    o.spacingMm !== undefined ? `letter-spacing:${u(o.spacingMm)}` : '',
  ]
    .filter(Boolean)
    .join(';');
  const attrs = [
    o.scored ? ` data-scored="${o.scored}"` : '',
    o.date ? ` data-date="${o.date}"` : '',
    o.mrz ? ` data-mrz="${o.mrz}"` : '',
    o.fit ? ' data-fit="1"' : '',
  ].join('');
  return `<div class="t"${attrs} style="${style}">${esc(content)}</div>`;
}

/** A run of spans on one line, some scored (the voter's card's `SURNAME, GIVEN NAMES`). */
function spans(xMm: number, yMm: number, parts: { text: string; scored?: string }[], o: TextOptions): string {
  const style = `left:${u(xMm)};top:${u(yMm)};font-family:'${o.family}';font-size:${u(o.sizeMm)};font-weight:${o.weight ?? 400};color:${o.colour ?? '#1a1a1a'};${o.widthMm !== undefined ? `width:${u(o.widthMm)};` : ''}`;
  const inner = parts.map((p) => (p.scored ? `<span data-scored="${p.scored}">${esc(p.text)}</span>` : `<span>${esc(p.text)}</span>`)).join('');
  return `<div class="t"${o.fit ? ' data-fit="1"' : ''} style="${style}">${inner}</div>`;
}

/**
 * A drawn box (an SVG drawn as a picture, see Raster); `under` marks what is printed beneath text (a
 * watermark, the guilloche), the only boxes check.ts lets text cross.
 */
function box(raster: Raster, xMm: number, yMm: number, wMm: number, hMm: number, svg: string, extra = '', under = false, pxPerMmOfArt = 40): string {
  return `<div class="img"${under ? ' data-under="1"' : ''} style="left:${u(xMm)};top:${u(yMm)};width:${u(wMm)};height:${u(hMm)};${extra}">${raster(svg, wMm, hMm, pxPerMmOfArt)}</div>`;
}

/**
 * Each family bound to its exact faces by PostScript name: asked for "Switzera ADF" by family,
 * fontconfig hands Chromium the extended width, which no card prints with.
 */
const fontFaces = Object.entries(blind5FontFaces)
  .flatMap(([family, face]) =>
    face.postScriptNames.map((ps) => `@font-face{font-family:'${family}';src:local('${ps}');font-weight:${/Bold/.test(ps) ? 700 : 400};font-style:normal}`),
  )
  .join('\n');

function pageHtml(widthMm: number, heightMm: number, background: string, body: string, radiusMm: number): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${fontFaces}
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:transparent}
#page{position:relative;overflow:hidden;width:${u(widthMm)};height:${u(heightMm)};background:${background};border-radius:${u(radiusMm)}}
.t{position:absolute;white-space:nowrap;line-height:1.2;overflow:hidden}
.img{position:absolute;overflow:hidden}
.img>svg{display:block}
</style></head><body><div id="page">${body}</div></body></html>`;
}

const cardW = 85.6;
const cardH = 54;
const cardRadius = 3.18;

function passportPage(c: Blind5Case, rng: Rng, raster: Raster): Blind5Page {
  const p = c.printed;
  const w = 125;
  const h = 88;
  const valueFamily = rng.pick(['Switzera ADF', 'Oxygen-Sans']);
  const dateStyle = rng.pick<DateStyle>(['dd-mmm-fr-yy', 'dd-mmm-yyyy']);
  const slash = rng.pick([' / ', '/']);
  const labelColour = rng.pick(['#2f4f3a', '#3a3f52', '#4a3b2e']);
  const authority = rng.pick(['NIS ABUJA', 'NIS IKOYI', 'NIS ALAUSA', 'NIS PORT HARCOURT', 'NIS KANO', 'NIS ENUGU']);
  const label = (x: number, y: number, en: string, fr: string, width: number) =>
    text(x, y, fr ? `${en}${slash}${fr}` : en, { family: 'Switzera ADF', sizeMm: 1.7, colour: labelColour, widthMm: width });
  const value = (x: number, y: number, v: string, width: number, extra: Partial<TextOptions> = {}) =>
    text(x, y + 2.3, v, { family: valueFamily, sizeMm: 2.9, weight: 700, widthMm: width, fit: true, ...extra });
  const d = (date: IsoDate) => printDate(date, dateStyle);
  const row = (i: number) => 14 + i * 7.6;
  const px = 4 + rng.range(-0.6, 0.6);
  const body = [
    box(raster, 0, 0, w, h, guilloche(`${c.seed}/pp`, w * pxPerMm, h * pxPerMm, ['#2e8b57', '#8fbc8f', '#c9a0a0', '#7fa7c9']), 'opacity:0.35', true, 24),
    text(40, 2.6, 'FEDERAL REPUBLIC OF NIGERIA', { family: 'STIX', sizeMm: 3.6, weight: 700, colour: '#17452a' }),
    text(40, 7.6, 'PASSPORT / PASSEPORT', { family: 'Switzera ADF', sizeMm: 2.2, colour: '#17452a' }),
    box(raster, 110, 1.8, 11, 11, coatOfArms()),
    box(raster, px, 14, 32, 42, portraitSvg(c.person, rng.pick(['#f4f4f2', '#e9eef3'])), 'border-radius:1px'),
    box(raster, px + 1, 58.5, 30, 8, signature(c.person.id)),
    label(40, row(0), 'Type', 'Type', 12),
    value(40, row(0), 'P', 12),
    label(54, row(0), 'Code', 'Code', 20),
    value(54, row(0), 'NGA', 20),
    label(80, row(0), 'Passport No.', 'No. du Passeport', 41),
    value(80, row(0), p.documentNumber, 41, { scored: 'documentNumber' }),
    label(40, row(1), 'Surname', 'Nom', 81),
    value(40, row(1), p.surname, 81, { scored: 'surname' }),
    label(40, row(2), 'Given Names', 'Prénoms', 81),
    value(40, row(2), p.givenNames.join(' '), 81, { scored: 'givenNames' }),
    label(40, row(3), 'Nationality', 'Nationalité', 38),
    value(40, row(3), 'NIGERIAN', 38),
    label(80, row(3), 'Sex', 'Sexe', 20),
    value(80, row(3), p.sex, 20, { scored: 'sex' }),
    label(40, row(4), 'Date of Birth', 'Date de naissance', 38),
    value(40, row(4), d(p.dateOfBirth), 38, { scored: 'dateOfBirth', date: dateStyle }),
    label(80, row(4), 'Place of Birth', 'Lieu de naissance', 41),
    value(80, row(4), c.person.placeOfBirth, 41),
    label(40, row(5), 'Date of Issue', 'Date de délivrance', 38),
    value(40, row(5), d(p.issueDate), 38, { date: dateStyle }),
    label(80, row(5), 'Authority', 'Autorité', 41),
    value(80, row(5), authority, 41),
    label(40, row(6), 'Date of Expiry', "Date d'expiration", 38),
    value(40, row(6), d(p.expiryDate ?? p.issueDate), 38, { scored: 'expiryDate', date: dateStyle }),
    box(raster, 101, 58.4, 15, 10, portraitSvg(c.person, 'none', { ghost: true })),
  ];
  if (!c.mrz) throw new Error(`${c.id}: a passport without an MRZ`);
  // ICAO prints the MRZ at 2.54 mm a character; the renderer sets the spacing to that pitch.
  body.push(`<div style="position:absolute;left:0;top:${u(68.5)};width:${u(w)};height:${u(h - 68.5)};background:rgba(255,255,255,0.55)"></div>`);
  body.push(text(6.6, 71.2, c.mrz.lines[0], { family: 'OCR B', sizeMm: 3.5, colour: '#111', mrz: 1 }));
  body.push(text(6.6, 78.2, c.mrz.lines[1], { family: 'OCR B', sizeMm: 3.5, colour: '#111', mrz: 2 }));
  const background = `linear-gradient(${rng.int(100, 160)}deg, #eef5ea 0%, #f7f3e6 55%, #e9f0f4 100%)`;
  return { html: pageHtml(w, h, background, body.join('\n'), 0.5), width: w * pxPerMm, height: h * pxPerMm, material: 'booklet', radius: 0.5 * pxPerMm };
}

function groupedNin(nin: string): string {
  return `${nin.slice(0, 4)} ${nin.slice(4, 7)} ${nin.slice(7)}`;
}

function ninSlipPage(c: Blind5Case, rng: Rng, raster: Raster): Blind5Page {
  const p = c.printed;
  const w = 92;
  const h = 60;
  const valueFamily = rng.pick(['Oxygen-Sans', 'Switzera ADF']);
  const ninFamily = rng.pick(['JetBrains Mono', 'OSP-DIN']);
  const green = rng.pick(['#0a7a3e', '#127c45', '#0d6b3a']);
  const label = (x: number, y: number, t: string, width: number) => text(x, y, t, { family: 'Tiresias Infofont', sizeMm: 1.6, colour: '#555', widthMm: width });
  const value = (x: number, y: number, v: string, width: number, extra: Partial<TextOptions> = {}) =>
    text(x, y + 2.1, v, { family: valueFamily, sizeMm: 2.8, weight: 700, widthMm: width, fit: true, ...extra });
  const body = [
    box(raster, 0, 0, w, h, guilloche(`${c.seed}/slip`, w * pxPerMm, h * pxPerMm, [green, '#9ccc9c', '#d9c27a']), 'opacity:0.22', true, 24),
    box(raster, 30, 14, 34, 34, coatOfArms({ monochrome: '#cfe3d2' }), 'opacity:0.55', true),
    box(raster, 3, 2.2, 10, 10, coatOfArms()),
    text(15, 2.4, 'FEDERAL REPUBLIC OF NIGERIA', { family: 'STIX', sizeMm: 3.3, weight: 700, colour: '#222' }),
    text(15, 7.7, 'DIGITAL NIN SLIP', { family: valueFamily, sizeMm: 2.4, weight: 700, colour: green }),
    box(raster, 3, 15, 22, 28, portraitSvg(c.person, '#ffffff'), 'border:1px solid #bbb'),
    label(28, 15, 'SURNAME/NOM', 36),
    value(28, 15, p.surname, 36, { scored: 'surname' }),
    label(28, 22.3, 'GIVEN NAMES/PRÉNOMS', 36),
    value(28, 22.3, p.givenNames.join(' '), 36, { scored: 'givenNames' }),
    label(28, 29.6, 'DATE OF BIRTH', 21),
    value(28, 29.6, printDate(p.dateOfBirth, 'dd-mmm-yyyy'), 21, { scored: 'dateOfBirth', date: 'dd-mmm-yyyy' }),
    label(51, 29.6, 'SEX/SEXE', 13),
    value(51, 29.6, p.sex, 13),
    box(raster, 66, 15, 23, 23, qrBlock(c.seed)),
    label(66, 39.2, 'ISSUE DATE', 23),
    text(66, 41.1, printDate(p.issueDate, 'dd-mmm-yyyy'), { family: valueFamily, sizeMm: 2.2, weight: 700, widthMm: 23, date: 'dd-mmm-yyyy' }),
    text(3, 45.2, 'NATIONAL IDENTIFICATION NUMBER (NIN)', { family: 'Tiresias Infofont', sizeMm: 1.8, colour: '#444', widthMm: 60 }),
    text(3, 48.0, groupedNin(p.documentNumber), { family: ninFamily, sizeMm: 5.0, weight: ninFamily === 'OSP-DIN' ? 400 : 700, widthMm: 60, scored: 'documentNumber', colour: '#111' }),
    text(3, 55.6, 'Verify this slip by scanning the QR code.', { family: 'Tiresias Infofont', sizeMm: 1.5, colour: '#666', widthMm: 60 }),
  ];
  // A printed slip: white paper, the print not quite to the edges.
  return { html: pageHtml(w, h, '#fbfbf7', body.join('\n'), 0), width: w * pxPerMm, height: h * pxPerMm, material: 'paper', radius: 0 };
}

function ninCardPage(c: Blind5Case, rng: Rng, raster: Raster): Blind5Page {
  const p = c.printed;
  const dateStyle = rng.pick<DateStyle>(['dd-mmm-yyyy', 'dd/mm/yyyy']);
  const green = rng.pick(['#0b6e3a', '#0f7a43']);
  const label = (x: number, y: number, t: string, width: number) => text(x, y, t, { family: 'Tiresias Infofont', sizeMm: 1.5, colour: '#3d5245', widthMm: width });
  const value = (x: number, y: number, v: string, width: number, extra: Partial<TextOptions> = {}) =>
    text(x, y + 1.9, v, { family: 'Switzera ADF', sizeMm: 2.7, weight: 700, widthMm: width, fit: true, ...extra });
  const body = [
    box(raster, 0, 0, cardW, cardH, guilloche(`${c.seed}/eid`, cardW * pxPerMm, cardH * pxPerMm, ['#4caf50', '#b0d8b0', '#e0c890']), 'opacity:0.3', true, 24),
    `<div style="position:absolute;left:0;top:0;width:100%;height:${u(10.5)};background:linear-gradient(90deg, ${green}, #2f9a5c 70%, #7cc28f)"></div>`,
    box(raster, 1.8, 1.0, 8.5, 8.5, coatOfArms(), 'background:#fff;border-radius:50%'),
    text(12, 1.5, 'FEDERAL REPUBLIC OF NIGERIA', { family: 'Switzera ADF', sizeMm: 2.7, weight: 700, colour: '#fff' }),
    text(12, 5.6, 'NATIONAL IDENTITY CARD', { family: 'Switzera ADF', sizeMm: 2.1, colour: '#f0fff0' }),
    box(raster, 3, 13, 20, 26, portraitSvg(c.person, '#f2f2f2'), 'border-radius:1px'),
    box(raster, 6.5, 41.5, 11, 8.8, chip()),
    label(26, 13, 'Surname/Nom', 57),
    value(26, 13, p.surname, 57, { scored: 'surname' }),
    label(26, 19.6, 'Given Names/Prénoms', 57),
    value(26, 19.6, p.givenNames.join(' '), 57, { scored: 'givenNames' }),
    label(26, 26.2, 'Date of Birth/Date de Naissance', 31),
    value(26, 26.2, printDate(p.dateOfBirth, dateStyle), 31, { scored: 'dateOfBirth', date: dateStyle }),
    label(59, 26.2, 'Sex/Sexe', 10),
    value(59, 26.2, p.sex, 10),
    label(71, 26.2, 'Height/Taille', 13),
    value(71, 26.2, (c.person.heightCm / 100).toFixed(2), 13),
    label(26, 32.8, 'Issue Date/Date de Délivrance', 31),
    value(26, 32.8, printDate(p.issueDate, dateStyle), 31, { date: dateStyle }),
    label(26, 40.6, 'NIN', 30),
    text(26, 42.6, p.documentNumber, { family: 'OSP-DIN', sizeMm: 3.8, widthMm: 34, scored: 'documentNumber', colour: '#111', spacingMm: 0.15 }),
    box(raster, 62, 40, 21, 9, signature(c.person.id)),
  ];
  const background = `linear-gradient(160deg, #f4faf3 0%, #e7f3e6 60%, #f5f0df 100%)`;
  return { html: pageHtml(cardW, cardH, background, body.join('\n'), cardRadius), width: cardW * pxPerMm, height: cardH * pxPerMm, material: 'card', radius: cardRadius * pxPerMm };
}

function licencePage(c: Blind5Case, rng: Rng, raster: Raster): Blind5Page {
  const p = c.printed;
  const scheme = rng.pick(['last-first-middle', 'surname-other'] as const);
  const cls = rng.pick(['B', 'C', 'E']);
  const label = (x: number, y: number, t: string, width: number) => text(x, y, t, { family: 'Switzera ADF Cd', sizeMm: 1.45, colour: '#5b4a1f', widthMm: width });
  const value = (x: number, y: number, v: string, width: number, extra: Partial<TextOptions> = {}) =>
    text(x, y + 1.8, v, { family: 'Switzera ADF Cd', sizeMm: 2.55, weight: 700, widthMm: width, fit: true, ...extra });
  const d = (date: IsoDate) => printDate(date, 'dd-mm-yyyy');
  const body = [
    box(raster, 0, 0, cardW, cardH, guilloche(`${c.seed}/frsc`, cardW * pxPerMm, cardH * pxPerMm, ['#6a8f2a', '#d4b13a', '#b35a3a']), 'opacity:0.3', true, 24),
    box(raster, 36, 16, 30, 30, ringMark('#d8dcc0', 'none'), 'opacity:0.6', true),
    box(raster, 2, 1.4, 8, 8, coatOfArms()),
    text(12, 1.3, 'FEDERAL REPUBLIC OF NIGERIA', { family: 'Oxygen-Sans', sizeMm: 2.5, weight: 700, colour: '#1d3b12', widthMm: 62, align: 'center' }),
    text(12, 5.1, "NATIONAL DRIVER'S LICENCE", { family: 'Oxygen-Sans', sizeMm: 2.2, weight: 700, colour: '#9a2a1a', widthMm: 62, align: 'center' }),
    box(raster, 76, 1.4, 8, 8, ringMark('#1d4f91', '#f1c232')),
    box(raster, 3, 11.5, 18, 23.5, portraitSvg(c.person, '#dfe9f5')),
    box(raster, 3, 37, 18, 6, signature(c.person.id)),
    label(24, 11.5, 'Licence No', 30),
    value(24, 11.5, p.documentNumber, 30, { family: 'JetBrains Mono', sizeMm: 2.4, scored: 'documentNumber' }),
    label(56, 11.5, 'Class', 10),
    value(56, 11.5, cls, 10),
    label(68, 11.5, 'State', 16),
    value(68, 11.5, c.person.state, 16),
  ];
  let y = 18.3;
  if (scheme === 'last-first-middle') {
    body.push(label(24, y, 'Last Name', 60), value(24, y, p.surname, 60, { scored: 'surname' }));
    y += 6.8;
    body.push(label(24, y, 'First Name', 28), value(24, y, p.givenNames[0] ?? '', 28, { scored: 'givenNames' }));
    body.push(label(54, y, 'Middle Name', 30));
    if (p.givenNames.length > 1) body.push(value(54, y, p.givenNames.slice(1).join(' '), 30, { scored: 'givenNames' }));
  } else {
    body.push(label(24, y, 'Surname', 60), value(24, y, p.surname, 60, { scored: 'surname' }));
    y += 6.8;
    body.push(label(24, y, 'Other Names', 60), value(24, y, p.givenNames.join(' '), 60, { scored: 'givenNames' }));
  }
  y += 6.8;
  body.push(
    label(24, y, 'Date of Birth', 19),
    value(24, y, d(p.dateOfBirth), 19, { scored: 'dateOfBirth', date: 'dd-mm-yyyy' }),
    label(45, y, 'Sex', 7),
    value(45, y, p.sex, 7),
    label(54, y, 'Ht', 10),
    value(54, y, `${(c.person.heightCm / 100).toFixed(2)}m`, 10),
    label(66, y, 'B/G', 9),
    value(66, y, c.person.bloodGroup, 9),
  );
  y += 6.8;
  body.push(label(24, y, 'Address', 60), value(24, y, c.person.address, 60, { sizeMm: 2.1 }));
  y += 6.4;
  body.push(
    label(24, y, 'Issued', 19),
    value(24, y, d(p.issueDate), 19, { date: 'dd-mm-yyyy' }),
    label(45, y, 'Expiry', 19),
    value(45, y, d(p.expiryDate ?? p.issueDate), 19, { scored: 'expiryDate', date: 'dd-mm-yyyy' }),
    label(66, y, 'Endorsement', 18),
    value(66, y, 'NIL', 18),
  );
  const background = `linear-gradient(${rng.int(115, 150)}deg, #fbf6d9 0%, #eef3d2 50%, #dcebd0 100%)`;
  return { html: pageHtml(cardW, cardH, background, body.join('\n'), cardRadius), width: cardW * pxPerMm, height: cardH * pxPerMm, material: 'card', radius: cardRadius * pxPerMm };
}

const stateNumbers: Record<string, string> = { NIGER: '27', BAYELSA: '06', BENUE: '07', 'AKWA IBOM': '03', EDO: '12', ADAMAWA: '02' };

function votersCardPage(c: Blind5Case, rng: Rng, raster: Raster): Blind5Page {
  const p = c.printed;
  const dateStyle = rng.pick<DateStyle>(['dd-mm-yyyy', 'dd/mm/yyyy']);
  const valueFamily = rng.pick(['OSP-DIN', 'Junction']);
  const delim = `${stateNumbers[c.person.state] ?? '15'}-${String(rng.int(1, 20)).padStart(2, '0')}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 40)).padStart(3, '0')}`;
  const label = (x: number, y: number, t: string) => text(x, y + 0.55, t, { family: 'Junction', sizeMm: 1.7, colour: '#0b5e30' });
  const value = (x: number, y: number, v: string, width: number, extra: Partial<TextOptions> = {}) =>
    text(x, y, v, { family: valueFamily, sizeMm: 2.5, widthMm: width, fit: true, colour: '#111', ...extra });
  const body = [
    box(raster, 0, 0, cardW, cardH, guilloche(`${c.seed}/pvc`, cardW * pxPerMm, cardH * pxPerMm, ['#1f8a4c', '#9bd3ae', '#c7d97a']), 'opacity:0.25', true, 24),
    box(raster, 3, 1.5, 9, 9, ballotMark()),
    text(13.5, 1.4, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { family: 'OSP-DIN', sizeMm: 2.5, colour: '#0b5e30' }),
    text(13.5, 5.0, 'FEDERAL REPUBLIC OF NIGERIA', { family: 'Junction', sizeMm: 1.9, colour: '#333' }),
    `<div style="position:absolute;left:0;top:${u(8.6)};width:100%;height:${u(4)};background:linear-gradient(90deg,#0b7a3b,#25a55a 60%,#0b7a3b)"></div>`,
    text(0, 9.0, "PERMANENT VOTER'S CARD", { family: 'OSP-DIN', sizeMm: 2.7, colour: '#fff', widthMm: cardW, align: 'center' }),
    box(raster, 3, 14.5, 18, 24, portraitSvg(c.person, '#e9e9e6')),
    label(24, 14.5, 'VIN'),
    value(33, 14.5, p.documentNumber, 50, { family: 'JetBrains Mono', sizeMm: 2.3, weight: 700, scored: 'documentNumber' }),
    label(24, 19, 'DELIM'),
    value(33, 19, delim, 30),
    label(24, 23.5, 'NAME'),
    spans(33, 23.5, [{ text: p.surname, scored: 'surname' }, { text: ', ' }, { text: p.givenNames.join(' '), scored: 'givenNames' }], {
      family: valueFamily,
      sizeMm: 2.5,
      widthMm: 50,
      fit: true,
      colour: '#111',
    }),
    label(24, 28, 'DATE OF BIRTH'),
    value(43, 28, printDate(p.dateOfBirth, dateStyle), 22, { scored: 'dateOfBirth', date: dateStyle }),
    label(24, 32.5, 'GENDER'),
    value(36, 32.5, p.sex, 8),
    label(46, 32.5, 'OCCUPATION'),
    value(62, 32.5, c.person.occupation, 21.5),
    label(24, 37, 'ADDRESS'),
    value(37, 37, c.person.address, 46.5, { sizeMm: 2.2 }),
    box(raster, 24, 44, 40, 6, barStrip(c.seed)),
    box(raster, 70, 41.5, 11, 8.8, chip()),
  ];
  const background = `linear-gradient(180deg, #ffffff 0%, #f3faf4 55%, #dff0e3 100%)`;
  return { html: pageHtml(cardW, cardH, background, body.join('\n'), cardRadius), width: cardW * pxPerMm, height: cardH * pxPerMm, material: 'card', radius: cardRadius * pxPerMm };
}

/**
 * Draws an SVG as a PNG (librsvg, through sharp) and returns the placeholder the page holds for it
 * until renderBlind5Page puts the image in. Chromium's own drawing of a long stroked path (the
 * signatures) differed by a pixel or two from one draw to the next; a picture it only scales does not.
 */
type Raster = (svg: string, wMm: number, hMm: number, pxPerMmOfArt: number) => string;

const builders: Record<Blind5Layout, (c: Blind5Case, rng: Rng, raster: Raster) => Blind5Page> = {
  passport: passportPage,
  'nin-slip': ninSlipPage,
  'nin-card': ninCardPage,
  licence: licencePage,
  'voters-card': votersCardPage,
};

export async function renderBlind5Page(c: Blind5Case): Promise<Blind5Page> {
  const pending: { svg: string; wMm: number; hMm: number; density: number }[] = [];
  const raster: Raster = (svg, wMm, hMm, density) => {
    pending.push({ svg, wMm, hMm, density });
    return `@@raster-${pending.length - 1}@@`;
  };
  const page = builders[c.layout](c, new Rng(`${c.seed}/layout`), raster);
  let html = page.html;
  for (const [i, r] of pending.entries()) {
    // 40 px a millimetre (the guilloche 24): as fine as the sharpest capture draws the page.
    const w = Math.round(r.wMm * r.density);
    const h = Math.round(r.hMm * r.density);
    const png = await sharp(Buffer.from(r.svg.replace('width="100%" height="100%"', `width="${w}" height="${h}"`))).resize(w, h, { fit: 'fill' }).png().toBuffer();
    html = html.replace(`@@raster-${i}@@`, `<img alt="" src="data:image/png;base64,${png.toString('base64')}" style="display:block;width:100%;height:100%">`);
  }
  return { ...page, html };
}
