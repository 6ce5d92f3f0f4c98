import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { tables } from '../../src/core/db/index.js';
import type { SessionData } from '../../src/services/document-trust/document-trust.schemas.js';
import { adminHeaders, call, createInstitutionViaApi, type EnvelopeBody, type TestApp } from './app.js';

/**
 * Synthetic identity documents for tests, the evaluation and the benchmark: realistic layouts with
 * chosen field values, rendered from SVG by sharp (librsvg). The passport's machine-readable zone is
 * a valid ICAO 9303 TD3 MRZ in OCR-B (Debian's `fonts-ocr-b`, installed by scripts/ensure-fonts.sh).
 * Nothing here is real personal data.
 */

export type DocumentKind = 'passport' | 'drivers_license' | 'voters_card' | 'nin_slip';

export interface PersonFields {
  surname: string;
  givenNames: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  sex: 'M' | 'F';
}

export interface PassportSpec extends PersonFields {
  kind: 'passport';
  documentNumber: string;
  /** YYYY-MM-DD */
  issueDate: string;
  /** YYYY-MM-DD */
  expiryDate: string;
  placeOfBirth?: string;
  /** Replaces the MRZ's second line check digit for the document number (a tampered MRZ). */
  tamperDocumentNumberCheckDigit?: boolean;
  /** `stacked`: the real data page's bilingual labels above their values. Default `inline` (`Label: value`). */
  layout?: 'inline' | 'stacked';
  /** A visual-zone surname different from the MRZ's (a page whose printed name was altered). */
  printedSurname?: string;
  /** Visual-zone given names different from the MRZ's. */
  printedGivenNames?: string;
  /** The issuing state and nationality code (default NGA): a neighbour's passport shown to a Nigerian lender. */
  state?: string;
}

export interface LicenceSpec extends PersonFields {
  kind: 'drivers_license';
  documentNumber: string;
  issueDate: string;
  expiryDate: string;
  stateOfIssue?: string;
  /** `card`: the FRSC card's abbreviated labels (D.O.B, EXP DATE) above their values. */
  layout?: 'inline' | 'card';
}

export interface VotersCardSpec extends PersonFields {
  kind: 'voters_card';
  /** The VIN, 19 characters. */
  documentNumber: string;
  pollingUnit?: string;
}

export interface NinSlipSpec extends PersonFields {
  kind: 'nin_slip';
  /** The NIN, 11 digits. */
  documentNumber: string;
  trackingId?: string;
  /** `card`: the newer NIN card, bilingual labels above values. */
  layout?: 'inline' | 'card';
  /** The NIMC contact line real slips print at the bottom: an e-mail, a website and three mobile numbers. */
  helpdesk?: boolean;
}

export type DocumentSpec = PassportSpec | LicenceSpec | VotersCardSpec | NinSlipSpec;

export type Variant = 'clean' | 'jpeg_q40' | 'rotated_3deg' | 'blurred' | 'half_scale' | 'glare';
export const variants: readonly Variant[] = ['clean', 'jpeg_q40', 'rotated_3deg', 'blurred', 'half_scale', 'glare'];

const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** 1990-03-14 -> 14 MAR 1990 (the passport's visual zone style). */
function longDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d} ${months[Number(m) - 1]} ${y}`;
}

/** 1990-03-14 -> 14-03-1990 (cards and slips). */
function dashDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${m}-${y}`;
}

function yymmdd(iso: string): string {
  return iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
}

/** ICAO 9303 check digit: weights 7, 3, 1; digits as themselves, A-Z as 10-35, filler as 0. */
export function mrzCheckDigit(text: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const value = c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    sum += value * weights[i % 3]!;
  }
  return String(sum % 10);
}

function mrzName(text: string): string {
  return text.toUpperCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Z ]/g, '').trim().split(/\s+/).join('<');
}

/** The two 44-character lines of a Nigerian passport's TD3 MRZ. */
export function passportMrz(spec: PassportSpec): [string, string] {
  const line1 = `P<${spec.state ?? 'NGA'}${mrzName(spec.surname)}<<${mrzName(spec.givenNames)}`.padEnd(44, '<').slice(0, 44);
  const number = spec.documentNumber.padEnd(9, '<');
  let numberCheck = mrzCheckDigit(number);
  if (spec.tamperDocumentNumberCheckDigit) numberCheck = String((Number(numberCheck) + 3) % 10);
  const dob = yymmdd(spec.dateOfBirth);
  const expiry = yymmdd(spec.expiryDate);
  const personal = '<'.repeat(14);
  const personalCheck = '<';
  const composite = mrzCheckDigit(number + numberCheck + dob + mrzCheckDigit(dob) + expiry + mrzCheckDigit(expiry) + personal + personalCheck);
  const line2 = `${number}${numberCheck}${spec.state ?? 'NGA'}${dob}${mrzCheckDigit(dob)}${spec.sex}${expiry}${mrzCheckDigit(expiry)}${personal}${personalCheck}${composite}`;
  return [line1, line2];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const sans = "font-family=\"DejaVu Sans\"";

function label(x: number, y: number, text: string, size = 22): string {
  return `<text x="${x}" y="${y}" ${sans} font-size="${size}" fill="#3a4a5a">${escapeXml(text)}</text>`;
}

function value(x: number, y: number, text: string, size = 30): string {
  return `<text x="${x}" y="${y}" ${sans} font-size="${size}" font-weight="bold" fill="#111">${escapeXml(text)}</text>`;
}

/** A labelled field on one line: "Surname: ADEYEMI". */
function field(x: number, y: number, name: string, text: string, size = 30): string {
  return `<text x="${x}" y="${y}" ${sans} font-size="${size}" fill="#111"><tspan fill="#2c3e50">${escapeXml(name)}:</tspan> <tspan font-weight="bold">${escapeXml(text)}</tspan></text>`;
}

/** A face-photo placeholder: a grey panel with a head-and-shoulders silhouette. */
function photo(x: number, y: number, w: number, h: number): string {
  // A nested <svg> clips to its box, like the printed photo's edge.
  return [
    `<svg x="${x}" y="${y}" width="${w}" height="${h}">`,
    `<rect width="${w}" height="${h}" fill="#d9dee3" stroke="#8a97a3" stroke-width="4"/>`,
    `<circle cx="${w / 2}" cy="${h * 0.38}" r="${w * 0.22}" fill="#9aa6b1"/>`,
    `<ellipse cx="${w / 2}" cy="${h * 0.95}" rx="${w * 0.42}" ry="${h * 0.3}" fill="#9aa6b1"/>`,
    '</svg>',
  ].join('');
}

/** A faint guilloche-like background pattern, so pages are not flat white like a test chart. */
function background(w: number, h: number, tint: string): string {
  const lines: string[] = [`<rect width="${w}" height="${h}" fill="${tint}"/>`];
  for (let i = 0; i < 14; i++) {
    const y = (h / 14) * i + 20;
    lines.push(`<path d="M0 ${y} Q ${w / 4} ${y - 30} ${w / 2} ${y} T ${w} ${y}" stroke="#e3d9c8" stroke-width="1.2" fill="none" opacity="0.6"/>`);
  }
  return lines.join('');
}

/** A stacked label (small, grey) with its value below (large, bold), as real cards print them. */
function stacked(x: number, y: number, name: string, text: string): string {
  return label(x, y, name, 20) + value(x, y + 36, text, 30);
}

/**
 * The real Nigerian data page: bilingual labels above the values, several pairs side by side, the
 * photo left and the MRZ at the bottom.
 */
function stackedPassportSvg(spec: PassportSpec): string {
  const w = 1400;
  const h = 980;
  const [l1, l2] = passportMrz(spec);
  const x = 420;
  const surname = (spec.printedSurname ?? spec.surname).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
${background(w, h, '#eef4ea')}
<text x="${w / 2}" y="60" ${sans} font-size="32" font-weight="bold" text-anchor="middle" fill="#1d4d2b">FEDERAL REPUBLIC OF NIGERIA</text>
<text x="${w / 2}" y="96" ${sans} font-size="24" text-anchor="middle" fill="#1d4d2b">PASSPORT / PASSEPORT</text>
${photo(60, 140, 300, 390)}
${stacked(x, 140, 'Type / Type', 'P')}${stacked(x + 220, 140, 'Code / Code', spec.state ?? 'NGA')}${stacked(x + 470, 140, 'Passport No. / No. du Passeport', spec.documentNumber)}
${stacked(x, 230, 'Surname / Nom', surname)}
${stacked(x, 320, 'Given Names / Prénoms', (spec.printedGivenNames ?? spec.givenNames).toUpperCase())}
${stacked(x, 410, 'Nationality / Nationalité', 'NIGERIAN')}
${stacked(x, 500, 'Date of Birth / Date de naissance', longDate(spec.dateOfBirth))}${stacked(x + 400, 500, 'Sex / Sexe', spec.sex)}${stacked(x + 560, 500, 'Place of Birth / Lieu de naissance', (spec.placeOfBirth ?? 'LAGOS').toUpperCase())}
${stacked(x, 590, 'Date of Issue / Date de délivrance', longDate(spec.issueDate))}${stacked(x + 470, 590, 'Authority / Autorité', 'NIS ABUJA')}
${stacked(x, 680, "Date of Expiry / Date d'expiration", longDate(spec.expiryDate))}
<rect x="0" y="${h - 210}" width="${w}" height="210" fill="#f7faf5"/>
<text x="36" y="${h - 120}" font-family="OCR B" font-size="42" fill="#000" xml:space="preserve">${escapeXml(l1)}</text>
<text x="36" y="${h - 50}" font-family="OCR B" font-size="42" fill="#000" xml:space="preserve">${escapeXml(l2)}</text>
</svg>`;
}

/** The FRSC card: abbreviated labels above values, two or three to a row. */
function licenceCardSvg(spec: LicenceSpec): string {
  const w = 1400;
  const h = 880;
  const x = 400;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
${background(w, h, '#eef3f8')}
<rect x="0" y="0" width="${w}" height="120" fill="#0b5d3b"/>
<text x="${w / 2}" y="52" ${sans} font-size="34" font-weight="bold" text-anchor="middle" fill="#fff">FEDERAL REPUBLIC OF NIGERIA</text>
<text x="${w / 2}" y="96" ${sans} font-size="28" text-anchor="middle" fill="#fff">NATIONAL DRIVERS LICENCE</text>
${photo(60, 170, 290, 370)}
${stacked(x, 170, 'LICENCE NO', spec.documentNumber)}${stacked(x + 480, 170, 'CLASS', 'B')}
${stacked(x, 260, 'SURNAME', spec.surname.toUpperCase())}
${stacked(x, 350, 'FIRST NAME', spec.givenNames.toUpperCase())}
${stacked(x, 440, 'D.O.B', dashDate(spec.dateOfBirth))}${stacked(x + 300, 440, 'SEX', spec.sex)}${stacked(x + 480, 440, 'STATE OF ISSUE', (spec.stateOfIssue ?? 'LAGOS').toUpperCase())}
${stacked(x, 530, 'ISS DATE', dashDate(spec.issueDate))}${stacked(x + 300, 530, 'EXP DATE', dashDate(spec.expiryDate))}
${label(60, 800, 'Federal Road Safety Corps (FRSC). This licence is the property of the Federal Government of Nigeria.')}
</svg>`;
}

/** The newer NIN card: bilingual labels above values, the NIN printed large at the bottom. */
function ninCardSvg(spec: NinSlipSpec): string {
  const w = 1400;
  const h = 880;
  const x = 400;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
${background(w, h, '#f1f5ee')}
<text x="${w / 2}" y="60" ${sans} font-size="32" font-weight="bold" text-anchor="middle" fill="#1d4d2b">FEDERAL REPUBLIC OF NIGERIA</text>
<text x="${w / 2}" y="100" ${sans} font-size="24" text-anchor="middle" fill="#1d4d2b">NATIONAL IDENTITY CARD</text>
${photo(60, 150, 290, 370)}
${stacked(x, 170, 'SURNAME / NOM', spec.surname.toUpperCase())}
${stacked(x, 260, 'GIVEN NAMES / PRÉNOMS', spec.givenNames.toUpperCase())}
${stacked(x, 350, 'DATE OF BIRTH / DATE DE NAISSANCE', dashDate(spec.dateOfBirth))}${stacked(x + 520, 350, 'SEX / SEXE', spec.sex)}
${label(x, 480, 'NIN', 24)}
<text x="${x + 70}" y="482" ${sans} font-size="40" font-weight="bold" fill="#111">${spec.documentNumber.slice(0, 4)} ${spec.documentNumber.slice(4, 7)} ${spec.documentNumber.slice(7)}</text>
${label(60, 800, 'National Identity Management Commission (NIMC)')}
</svg>`;
}

function passportSvg(spec: PassportSpec): string {
  if (spec.layout === 'stacked') return stackedPassportSvg(spec);
  const w = 1400;
  const h = 980;
  const [l1, l2] = passportMrz(spec);
  const x = 420;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
${background(w, h, '#f6f1e6')}
<text x="${w / 2}" y="64" ${sans} font-size="34" font-weight="bold" text-anchor="middle" fill="#1d4d2b">FEDERAL REPUBLIC OF NIGERIA</text>
<text x="${w / 2}" y="102" ${sans} font-size="26" text-anchor="middle" fill="#1d4d2b">PASSPORT</text>
${photo(70, 150, 300, 390)}
${field(x, 170, 'Type', 'P')}${field(x + 200, 170, 'Code', spec.state ?? 'NGA')}${field(x + 430, 170, 'Passport No', spec.documentNumber)}
${field(x, 230, 'Surname', spec.surname.toUpperCase())}
${field(x, 290, 'Given Names', spec.givenNames.toUpperCase())}
${field(x, 350, 'Nationality', 'NIGERIAN')}
${field(x, 410, 'Date of Birth', longDate(spec.dateOfBirth))}${field(x + 520, 410, 'Sex', spec.sex)}
${field(x, 470, 'Place of Birth', (spec.placeOfBirth ?? 'LAGOS').toUpperCase())}
${field(x, 530, 'Date of Issue', longDate(spec.issueDate))}
${field(x, 590, 'Date of Expiry', longDate(spec.expiryDate))}
${field(x, 650, 'Authority', 'NIS ABUJA')}
<rect x="0" y="${h - 230}" width="${w}" height="230" fill="#fbf8f1"/>
<text x="36" y="${h - 130}" font-family="OCR B" font-size="42" fill="#000" xml:space="preserve">${escapeXml(l1)}</text>
<text x="36" y="${h - 60}" font-family="OCR B" font-size="42" fill="#000" xml:space="preserve">${escapeXml(l2)}</text>
</svg>`;
}

/** The card layout licences and voter's cards share: a coloured band, a photo, labelled fields. */
function cardSvg(options: { tint: string; band: string; title: string; titleSize: number; subtitle: string; fields: [name: string, value: string][]; sex: string; footer: string }): string {
  const w = 1400;
  const h = 880;
  const x = 400;
  const rows = options.fields.map(([name, text], i) => field(x, 200 + 60 * i, name, text) + (name === 'Date of Birth' ? field(x + 520, 200 + 60 * i, 'Sex', options.sex) : '')).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
${background(w, h, options.tint)}
<rect x="0" y="0" width="${w}" height="120" fill="${options.band}"/>
<text x="${w / 2}" y="52" ${sans} font-size="${options.titleSize}" font-weight="bold" text-anchor="middle" fill="#fff">${options.title}</text>
<text x="${w / 2}" y="96" ${sans} font-size="28" text-anchor="middle" fill="#fff">${options.subtitle}</text>
${photo(60, 170, 290, 370)}
${rows}
${label(60, 800, options.footer)}
</svg>`;
}

function licenceSvg(spec: LicenceSpec): string {
  if (spec.layout === 'card') return licenceCardSvg(spec);
  return cardSvg({
    tint: '#eef3f8',
    band: '#0b5d3b',
    title: 'FEDERAL REPUBLIC OF NIGERIA',
    titleSize: 34,
    subtitle: 'NATIONAL DRIVERS LICENCE',
    sex: spec.sex,
    fields: [
      ['Licence No', spec.documentNumber],
      ['Surname', spec.surname.toUpperCase()],
      ['First Name', spec.givenNames.toUpperCase()],
      ['Date of Birth', dashDate(spec.dateOfBirth)],
      ['Issue Date', dashDate(spec.issueDate)],
      ['Expiry Date', dashDate(spec.expiryDate)],
      ['State of Issue', (spec.stateOfIssue ?? 'LAGOS').toUpperCase()],
      ['Class', 'B'],
    ],
    footer: 'Federal Road Safety Corps (FRSC). This licence is the property of the Federal Government of Nigeria.',
  });
}

function votersCardSvg(spec: VotersCardSpec): string {
  return cardSvg({
    tint: '#f3f7ef',
    band: '#1f6b2f',
    title: 'INDEPENDENT NATIONAL ELECTORAL COMMISSION',
    titleSize: 30,
    subtitle: 'PERMANENT VOTER CARD',
    sex: spec.sex,
    fields: [
      ['VIN', spec.documentNumber],
      ['Surname', spec.surname.toUpperCase()],
      ['Given Names', spec.givenNames.toUpperCase()],
      ['Date of Birth', dashDate(spec.dateOfBirth)],
      ['Polling Unit', (spec.pollingUnit ?? 'PU 024 IKEJA').toUpperCase()],
    ],
    footer: 'INEC. This card remains the property of the Commission.',
  });
}

function ninSlipSvg(spec: NinSlipSpec): string {
  if (spec.layout === 'card') return ninCardSvg(spec);
  const w = 1400;
  const h = 820;
  const x = 80;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<rect width="${w}" height="${h}" fill="#ffffff"/>
<text x="${w / 2}" y="70" ${sans} font-size="32" font-weight="bold" text-anchor="middle" fill="#1a1a1a">NATIONAL IDENTITY MANAGEMENT COMMISSION</text>
<text x="${w / 2}" y="112" ${sans} font-size="26" text-anchor="middle" fill="#1a1a1a">NATIONAL IDENTIFICATION NUMBER SLIP</text>
<line x1="60" y1="140" x2="${w - 60}" y2="140" stroke="#444" stroke-width="2"/>
${field(x, 210, 'Tracking ID', spec.trackingId ?? 'TRK7A1B2C3D4E5F')}
${field(x, 270, 'NIN', spec.documentNumber)}
${field(x, 330, 'Surname', spec.surname.toUpperCase())}
${field(x, 390, 'First Name', spec.givenNames.toUpperCase().split(' ')[0] ?? '')}
${field(x, 450, 'Middle Name', spec.givenNames.toUpperCase().split(' ').slice(1).join(' ') || '-')}
${field(x, 510, 'Date of Birth', dashDate(spec.dateOfBirth))}
${field(x, 570, 'Gender', spec.sex)}
${field(x, 630, 'Address', '12 ALLEN AVENUE IKEJA LAGOS')}
${value(x, 740, 'Keep this slip safe.', 22)}
${spec.helpdesk ? label(x, 790, 'helpdesk@nimc.gov.ng   www.nimc.gov.ng   07040144452, 07040144453, 07040144454') : ''}
</svg>`;
}

export function documentSvg(spec: DocumentSpec): string {
  switch (spec.kind) {
    case 'passport':
      return passportSvg(spec);
    case 'drivers_license':
      return licenceSvg(spec);
    case 'voters_card':
      return votersCardSvg(spec);
    case 'nin_slip':
      return ninSlipSvg(spec);
  }
}

let fontChecked: Promise<void> | null = null;

/**
 * librsvg silently falls back to another font when the one named is missing, which would make the
 * MRZ tests pass or fail for the wrong reason. Renders a filler run in "OCR B" and in a font that
 * does not exist: identical pixels mean OCR-B is not installed (run scripts/ensure-fonts.sh).
 */
export function assertOcrBFontAvailable(): Promise<void> {
  fontChecked ??= (async () => {
    const render = (family: string) =>
      sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="60"><rect width="400" height="60" fill="#fff"/><text x="5" y="45" font-family="${family}" font-size="40">P&lt;NGA0123&lt;&lt;</text></svg>`))
        .raw()
        .toBuffer();
    const [ocrb, fallback] = await Promise.all([render('OCR B'), render('No Such Font Family')]);
    if (ocrb.equals(fallback)) throw new Error('The OCR-B font is not installed (Debian fonts-ocr-b): run scripts/ensure-fonts.sh');
  })();
  return fontChecked;
}

/** The clean document as PNG. */
export async function renderDocument(spec: DocumentSpec): Promise<Buffer> {
  if (spec.kind === 'passport') await assertOcrBFontAvailable();
  return sharp(Buffer.from(documentSvg(spec))).png().toBuffer();
}

/** A degraded copy of a clean rendering, as a phone photo or a poor scan would give. */
export async function degrade(png: Buffer, variant: Variant): Promise<Buffer> {
  const image = sharp(png);
  const { width = 0, height = 0 } = await image.metadata();
  switch (variant) {
    case 'clean':
      return png;
    case 'jpeg_q40':
      return sharp(png).jpeg({ quality: 40 }).toBuffer();
    case 'rotated_3deg':
      return sharp(png).rotate(3, { background: '#ffffff' }).png().toBuffer();
    case 'blurred':
      return sharp(png).blur(1.2).png().toBuffer();
    case 'half_scale':
      return sharp(png).resize(Math.round(width / 2)).png().toBuffer();
    case 'glare': {
      // A soft white ellipse over the upper-right quarter, like a lamp reflected on laminate.
      const glare = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="0.92"/><stop offset="0.6" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><ellipse cx="${width * 0.78}" cy="${height * 0.22}" rx="${width * 0.16}" ry="${height * 0.14}" fill="url(#g)"/></svg>`,
      );
      return sharp(png).composite([{ input: glare }]).png().toBuffer();
    }
  }
}

/**
 * A phone photo of the document on a desk: the document at `share` of the frame's width, turned by
 * `angle` degrees, on a dark textured surface, unevenly lit from one side.
 */
export async function photographOnDesk(png: Buffer, options: { angle: number; share: number; frameWidth?: number }): Promise<Buffer> {
  const frameWidth = options.frameWidth ?? 1600;
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const docWidth = Math.round(frameWidth * options.share);
  const turned = await sharp(png).resize(docWidth).rotate(options.angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer({ resolveWithObject: true });
  const frameHeight = Math.max(Math.round((frameWidth * 3) / 4), turned.info.height + 40);
  const desk = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frameWidth}" height="${frameHeight}"><defs><linearGradient id="l" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient></defs><rect width="100%" height="100%" fill="#6b5842"/>${Array.from({ length: 30 }, (_, i) => `<path d="M0 ${i * 40} Q ${frameWidth / 2} ${i * 40 + 25} ${frameWidth} ${i * 40}" stroke="#5d4b37" stroke-width="3" fill="none"/>`).join('')}</svg>`,
  );
  const light = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${frameWidth}" height="${frameHeight}"><defs><linearGradient id="l" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#l)"/></svg>`);
  void width;
  void height;
  return sharp(desk)
    .composite([{ input: turned.data, left: Math.round((frameWidth - turned.info.width) / 2), top: Math.round((frameHeight - turned.info.height) / 2) }, { input: light }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Adds years/days to an ISO date (UTC), for expiry dates relative to today. */
export function isoDateFromToday(options: { years?: number; days?: number }, today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() + (options.years ?? 0), today.getUTCMonth(), today.getUTCDate() + (options.days ?? 0)));
  return date.toISOString().slice(0, 10);
}

/**
 * The documented sandbox people (docs/document-trust.md "Sandbox authority records"): each
 * document below is rendered from the same values the sandbox authority holds for its number.
 */
export const samplePeople = {
  passport: { kind: 'passport', documentNumber: 'A07492135', surname: 'ADEYEMI', givenNames: 'CHIDINMA GRACE', dateOfBirth: '1990-03-14', sex: 'F', issueDate: '2022-01-02', expiryDate: '2032-01-01' },
  drivers_license: { kind: 'drivers_license', documentNumber: 'LAG12345AA01', surname: 'OKAFOR', givenNames: 'EMEKA JOHN', dateOfBirth: '1985-07-22', sex: 'M', issueDate: '2021-05-10', expiryDate: '2029-05-09' },
  voters_card: { kind: 'voters_card', documentNumber: '90F5B0A6E5295403921', surname: 'BELLO', givenNames: 'AMINA HAUWA', dateOfBirth: '1992-11-03', sex: 'F' },
  nin_slip: { kind: 'nin_slip', documentNumber: '12345678901', surname: 'NWANKWO', givenNames: 'IFEOMA ADA', dateOfBirth: '1988-01-30', sex: 'F', trackingId: 'TRK7A1B2C3D4E5F' },
} as const satisfies Record<DocumentKind, DocumentSpec>;

export interface FormPart {
  name: string;
  /** A file part when set. */
  filename?: string;
  contentType?: string;
  value: Buffer | string;
}

/** A multipart/form-data body for app.inject (and for fetch against a real port). */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----verity${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename !== undefined ? `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The usual trust form: the image as documentImage plus text fields. */
export function trustForm(image: Buffer, fields: { docType?: string; customerReference?: string; back?: Buffer } = {}) {
  const parts: FormPart[] = [{ name: 'documentImage', filename: 'front.png', contentType: 'image/png', value: image }];
  if (fields.back) parts.push({ name: 'documentImageBack', filename: 'back.png', contentType: 'image/png', value: fields.back });
  if (fields.docType !== undefined) parts.push({ name: 'docType', value: fields.docType });
  if (fields.customerReference !== undefined) parts.push({ name: 'customerReference', value: fields.customerReference });
  return multipartBody(parts);
}

/* Calling the API in tests. */

export const trustUrl = '/api/v1/document/trust';
export const documentTrustPrice = 1500;

/** An institution with DOCUMENTTRUST enabled (or the services given) and money for many calls. */
export function createVerifier(t: TestApp, options: { balanceKobo?: number; services?: { code: string; priceKobo: number }[] } = {}) {
  return createInstitutionViaApi(t, {
    services: options.services ?? [{ code: 'DOCUMENTTRUST', priceKobo: documentTrustPrice }],
    balanceKobo: options.balanceKobo ?? 1_000_000,
  });
}

export async function postDocument(
  t: TestApp,
  apiKey: string | null,
  image: Buffer,
  fields: { docType?: string; customerReference?: string; back?: Buffer } = {},
): Promise<{ statusCode: number; body: EnvelopeBody<SessionData> }> {
  const form = trustForm(image, fields);
  const response = await t.app.inject({
    method: 'POST',
    url: trustUrl,
    headers: { ...form.headers, ...(apiKey ? { 'x-service-api-key': apiKey } : {}) },
    payload: form.payload,
  });
  return { statusCode: response.statusCode, body: JSON.parse(response.body) as EnvelopeBody<SessionData> };
}

export async function postRaw(t: TestApp, apiKey: string, form: { payload: Buffer; headers: Record<string, string> }) {
  const response = await t.app.inject({ method: 'POST', url: trustUrl, headers: { ...form.headers, 'x-service-api-key': apiKey }, payload: form.payload });
  return { statusCode: response.statusCode, body: JSON.parse(response.body) as EnvelopeBody<null> };
}

export function getSessionViaApi(t: TestApp, apiKey: string, sessionId: string) {
  return call<SessionData>(t.app, { method: 'GET', url: `${trustUrl}/${sessionId}`, headers: { 'x-service-api-key': apiKey } });
}

export async function putAuthorityRecord(t: TestApp, body: Record<string, unknown>) {
  return call(t.app, { method: 'POST', url: '/admin/v1/sandbox/authority-records', headers: adminHeaders(t), body });
}

export async function chargesOf(t: TestApp, institutionId: string) {
  const rows = await t.database.db.select().from(tables.ledgerEntries).where(eq(tables.ledgerEntries.institutionId, institutionId));
  return rows.filter((row) => row.kind === 'charge');
}

export async function balanceOf(t: TestApp, institutionId: string): Promise<number> {
  const [row] = await t.database.db.select({ balanceKobo: tables.institutions.balanceKobo }).from(tables.institutions).where(eq(tables.institutions.id, institutionId));
  return Number(row?.balanceKobo);
}

export function checkOf(data: SessionData, code: string) {
  return data.checks.find((check) => check.code === code);
}
