/**
 * Red-team documents as HTML/CSS pages, rendered by Chromium (not by librsvg like eval/documents/):
 * other font families, CSS layout (grids, flex, stacked bilingual labels), a guilloche drawn as
 * inline SVG curves, a translucent "hologram" and the ICAO 9303 MRZ in OCR-B. Each layout follows
 * the printed documents: the passport data page (photo left, stacked `English / French` labels,
 * two fields on a row, TD3 MRZ), the NIMC NIN slip (a form-like table) and the newer NIN card, the
 * FRSC licence card (small caps labels above values) and the INEC voter's card.
 */
import type { Layout, RedCase } from './people.js';

/** Families our generator (eval/documents/style.ts) and test helpers never use; all are Debian packages already installed by the fonts the product needs or by ensure-fonts --eval. */
export const redFonts = ['Liberation Serif', 'URW Gothic', 'Roboto Condensed', 'Nimbus Sans Narrow', 'DejaVu Serif', 'P052', 'Open Sans Condensed'] as const;

/**
 * The holdout split's own families, chosen before any run: installed on this machine (fc-list) and
 * used by neither our generator, the test helpers nor the tune/report pages (fonts-urw-base35 and
 * fonts-freefont-ttf / fonts-liberation2 bring them with the families above).
 */
export const holdoutFonts = ['C059', 'URW Bookman', 'Nimbus Roman', 'FreeSerif', 'Liberation Mono', 'Nimbus Mono PS'] as const;

/**
 * The wide split's families: every family installed here that the holdout does not use (the tune
 * and report families, our generator's, a monospace and a condensed face), so a fix found on wide
 * pages is not one tune's seven faces explain.
 */
export const wideFonts = ['Lato', 'Carlito', 'Roboto', 'FreeSans', 'DejaVu Sans', 'Liberation Sans', 'Nimbus Sans', 'Open Sans', 'FreeMono', 'DejaVu Sans Mono', 'Liberation Serif', 'URW Gothic', 'Roboto Condensed', 'Nimbus Sans Narrow', 'DejaVu Serif', 'P052', 'Open Sans Condensed'] as const;

/** A seeded chooser so one case always renders the same; a choice listed in `force` wins where it is offered (tests pin a wording). */
export function chooser(seed: number, force: readonly string[] = []) {
  let s = Math.floor(seed * 2 ** 31) || 1;
  const next = () => {
    s = (Math.imul(s, 48271) % 2147483647 + 2147483647) % 2147483647;
    return s / 2147483647;
  };
  return {
    next,
    pick: <T>(xs: readonly T[]): T => {
      const drawn = xs[Math.floor(next() * xs.length)]!;
      return xs.find((x) => typeof x === 'string' && force.includes(x)) ?? drawn;
    },
    range: (a: number, b: number) => a + (b - a) * next(),
  };
}
export type Chooser = ReturnType<typeof chooser>;

/* ICAO 9303 MRZ, written from the standard (weights 7,3,1; '<' and letters A=10..Z=35). */

function checkDigit(text: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  [...text].forEach((ch, i) => {
    const v = ch === '<' ? 0 : /[0-9]/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55;
    sum += v * weights[i % 3]!;
  });
  return String(sum % 10);
}
const yymmdd = (iso: string) => `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`;
const mrzName = (name: string) => name.toUpperCase().replace(/[-' ]/g, '<');

export function td3(c: RedCase): [string, string] {
  const surname = c.mrzSurname ?? c.printed.surname;
  const line1 = `P<NGA${mrzName(surname)}<<${mrzName(c.printed.givenNames)}`.padEnd(44, '<').slice(0, 44);
  const number = c.printed.documentNumber.padEnd(9, '<');
  let numberCheck = checkDigit(number);
  if (c.breakCheckDigit) numberCheck = String((Number(numberCheck) + 3) % 10);
  const dob = yymmdd(c.printed.dateOfBirth);
  const exp = yymmdd(c.printed.expiryDate!);
  const personal = '<'.repeat(14);
  const head = `${number}${numberCheck}NGA${dob}${checkDigit(dob)}${c.printed.sex}${exp}${checkDigit(exp)}${personal}${checkDigit(personal)}`;
  const composite = `${number}${checkDigit(number)}${dob}${checkDigit(dob)}${exp}${checkDigit(exp)}${personal}${checkDigit(personal)}`;
  return [line1, `${head}${checkDigit(composite)}`];
}

/* Date forms real issuers print. */

const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const frMonths = ['JAN', 'FÉV', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'];
const fullMonths = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'];
/** The next five are the holdout split's (chosen before any run; tune and report never print them); the last four the wide split's own. */
export type DateStyle = 'dd MMM yy' | 'dd MMM/FR yyyy' | 'dd MMM yyyy' | 'dd/mm/yyyy' | 'dd-mm-yyyy' | 'dd-MMM-yyyy' | 'dd.mm.yyyy'
  | 'dd MMM /FR yy' | 'dd Mmm yyyy' | 'dd MMMM yyyy' | 'yyyy-mm-dd' | 'd MMM yyyy'
  | 'dd/mm/yy' | 'Mmm dd, yyyy' | 'ddMMMyyyy' | 'yyyy/mm/dd';
/** Every form: the wide split draws from all of them. */
export const allDateStyles: DateStyle[] = ['dd MMM yy', 'dd MMM/FR yyyy', 'dd MMM yyyy', 'dd/mm/yyyy', 'dd-mm-yyyy', 'dd-MMM-yyyy', 'dd.mm.yyyy', 'dd MMM /FR yy', 'dd Mmm yyyy', 'dd MMMM yyyy', 'yyyy-mm-dd', 'd MMM yyyy', 'dd/mm/yy', 'Mmm dd, yyyy', 'ddMMMyyyy', 'yyyy/mm/dd'];
export function formatDate(iso: string, style: DateStyle): string {
  const [y, m, d] = [iso.slice(0, 4), Number(iso.slice(5, 7)), iso.slice(8, 10)];
  const mon = months[m - 1]!;
  switch (style) {
    case 'dd MMM /FR yy': return `${d} ${mon} /${frMonths[m - 1]} ${y.slice(2)}`;
    case 'dd Mmm yyyy': return `${d} ${mon.charAt(0)}${mon.slice(1).toLowerCase()} ${y}`;
    case 'dd MMMM yyyy': return `${d} ${fullMonths[m - 1]} ${y}`;
    case 'yyyy-mm-dd': return iso;
    case 'd MMM yyyy': return `${Number(d)} ${mon} ${y}`;
    case 'dd MMM yy': return `${d} ${mon} ${y.slice(2)}`;
    case 'dd MMM/FR yyyy': return `${d} ${mon}/${frMonths[m - 1]} ${y}`;
    case 'dd MMM yyyy': return `${d} ${mon} ${y}`;
    case 'dd/mm/yyyy': return `${d}/${String(m).padStart(2, '0')}/${y}`;
    case 'dd-mm-yyyy': return `${d}-${String(m).padStart(2, '0')}-${y}`;
    case 'dd-MMM-yyyy': return `${d}-${mon}-${y}`;
    case 'dd.mm.yyyy': return `${d}.${String(m).padStart(2, '0')}.${y}`;
    case 'dd/mm/yy': return `${d}/${String(m).padStart(2, '0')}/${y.slice(2)}`;
    case 'Mmm dd, yyyy': return `${mon.charAt(0)}${mon.slice(1).toLowerCase()} ${d}, ${y}`;
    case 'ddMMMyyyy': return `${d}${mon}${y}`;
    case 'yyyy/mm/dd': return `${y}/${String(m).padStart(2, '0')}/${d}`;
  }
}

/* Background security print and hologram. */

function guilloche(ch: Chooser, width: number, height: number, colour: string): string {
  const paths: string[] = [];
  const waves = 14 + Math.floor(ch.next() * 10);
  const amp = ch.range(8, 22);
  const freq = ch.range(0.012, 0.03);
  for (let k = 0; k < waves; k++) {
    const y0 = (height / waves) * k + 6;
    const phase = k * ch.range(0.3, 0.6);
    let d = `M0 ${y0.toFixed(1)}`;
    for (let x = 8; x <= width; x += 8) d += ` L${x} ${(y0 + amp * Math.sin(x * freq + phase) * Math.cos(x * freq * 0.37)).toFixed(1)}`;
    paths.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="0.8" opacity="0.55"/>`);
  }
  // A rosette, as on the data pages.
  const cx = width * ch.range(0.55, 0.8), cy = height * ch.range(0.3, 0.6), r = Math.min(width, height) * 0.28;
  let rose = '';
  for (let t = 0; t <= 720; t += 2) {
    const a = (t * Math.PI) / 180;
    const rr = r * (0.7 + 0.3 * Math.cos(7 * a));
    rose += `${t === 0 ? 'M' : 'L'}${(cx + rr * Math.cos(a * 1.003)).toFixed(1)} ${(cy + rr * Math.sin(a)).toFixed(1)} `;
  }
  paths.push(`<path d="${rose}" fill="none" stroke="${colour}" stroke-width="0.7" opacity="0.45"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${paths.join('')}</svg>`;
  return `url("data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}")`;
}

const hologram = (ch: Chooser) =>
  `<div style="position:absolute;left:${ch.range(30, 60).toFixed(0)}%;top:${ch.range(10, 40).toFixed(0)}%;width:${ch.range(18, 30).toFixed(0)}%;height:${ch.range(25, 45).toFixed(0)}%;border-radius:50%;background:conic-gradient(from ${ch.range(0, 360).toFixed(0)}deg,#ff9de2,#9dfcff,#fffd9d,#b2ff9d,#ff9de2);opacity:0.2;mix-blend-mode:multiply;pointer-events:none"></div>`;

/* Label wording real issuers and scans show. */

const passportLabels = {
  type: ['Type / Type', 'Type/Type', 'TYPE / TYPE'],
  code: ['Code / Code', 'Country Code / Code du pays', 'Code of Issuing State / Code de l\'État émetteur'],
  number: ['Passport No. / No. du Passeport', 'Passport No./N° du passeport', 'PASSPORT NO / N° DU PASSEPORT'],
  surname: ['Surname / Nom', 'Surname/Nom', 'SURNAME / NOM'],
  given: ['Given Names / Prénoms', 'Given names/Prénoms', 'GIVEN NAMES / PRÉNOMS', 'Other Names / Prénoms'],
  nationality: ['Nationality / Nationalité', 'NATIONALITY / NATIONALITÉ'],
  dob: ['Date of Birth / Date de naissance', 'Date of birth/Date de naissance', 'DATE OF BIRTH / DATE DE NAISSANCE'],
  sex: ['Sex / Sexe', 'SEX / SEXE'],
  pob: ['Place of Birth / Lieu de naissance', 'PLACE OF BIRTH / LIEU DE NAISSANCE'],
  issue: ['Date of Issue / Date de délivrance', 'Date of issue/Date de délivrance', 'DATE OF ISSUE / DATE DE DÉLIVRANCE'],
  expiry: ['Date of Expiry / Date d\'expiration', 'Date of expiry/Date d\'expiration', 'DATE OF EXPIRY / DATE D\'EXPIRATION'],
  authority: ['Authority / Autorité', 'AUTHORITY / AUTORITÉ', 'Issuing Authority / Autorité'],
};

/** More wordings the wide split adds to each passport label's list (tune, report and holdout never print them). */
const widePassportLabels: Partial<Record<keyof typeof passportLabels, string[]>> = {
  number: ['Passport Number / Numéro du passeport', 'PASSPORT NO./NO. DU PASSEPORT'],
  given: ['GIVEN NAME(S) / PRÉNOM(S)', 'Forenames / Prénoms'],
  dob: ['Date of birth / Date de naissance', 'Birth Date / Date de naissance'],
  issue: ['Issue Date / Date de délivrance', 'Date of issue / Date de délivrance'],
  expiry: ['Expiry Date / Date d\'expiration', 'Valid Until / Date d\'expiration'],
  code: ['Country Code / Code du pays', 'Code / Code'],
};

export interface Page {
  html: string;
  width: number;
  height: number;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
/** A label stacked above its value. */
const stacked = (label: string, value: string, o: { font: string; labelSize: number; valueSize: number; labelColour: string }) =>
  `<div class="f"><div style="font-size:${o.labelSize}px;color:${o.labelColour};font-family:'${o.font}'">${esc(label)}</div><div style="font-size:${o.valueSize}px;font-weight:bold;color:#101418;font-family:'${o.font}';letter-spacing:0.5px">${esc(value)}</div></div>`;

/** A label and its value on one line (`VIN: 90F5...`). */
const inline = (label: string, value: string, o: { font: string; labelSize: number; valueSize: number; labelColour: string }) =>
  `<div class="f" style="font-family:'${o.font}'"><span style="font-size:${o.labelSize + 2}px;color:${o.labelColour}">${esc(label.replace(/:$/, ''))}:</span> <span style="font-size:${o.valueSize - 2}px;font-weight:bold;color:#101418">${esc(value)}</span></div>`;

function shell(width: number, height: number, paper: string, pattern: string, inner: string): Page {
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;padding:0;background:#fff}
  #doc{position:relative;width:${width}px;height:${height}px;overflow:hidden;background:${paper};background-image:${pattern};border-radius:14px;box-sizing:border-box}
  .f{margin:0 0 10px 0}
  .mrz{font-family:'OCR B';font-size:28px;letter-spacing:5.5px;white-space:pre;color:#111;line-height:42px}
  </style></head><body><div id="doc">${inner}</div></body></html>`;
  return { html, width, height };
}

const ngPalettes = [
  { paper: '#eef4ea', pattern: '#7fa88a', accent: '#0b6b3a', label: '#3f5a49' },
  { paper: '#f3efe6', pattern: '#b39a74', accent: '#1d5c3b', label: '#5b4d36' },
  { paper: '#eaf0f6', pattern: '#8aa0bd', accent: '#214d7a', label: '#445a70' },
  { paper: '#f5f1f6', pattern: '#b096b8', accent: '#5a2a6b', label: '#5e4a66' },
];
/** The holdout split's palettes: sand, teal, maroon, slate (no tune/report page has them). */
const holdoutPalettes = [
  { paper: '#f7f2e1', pattern: '#c8b27c', accent: '#6b4e16', label: '#6a5a3a' },
  { paper: '#e8f2f0', pattern: '#7fb3ad', accent: '#0e5e57', label: '#3a6661' },
  { paper: '#f7eded', pattern: '#c79c9c', accent: '#7a1f2b', label: '#6b4448' },
  { paper: '#eceff2', pattern: '#9aa3ad', accent: '#2b2f36', label: '#4a4f57' },
];

function photo(src: string, left: number, top: number, w: number, h: number, greyscale: boolean) {
  return `<img src="${src}" style="position:absolute;left:${left}px;top:${top}px;width:${w}px;height:${h}px;object-fit:cover;${greyscale ? 'filter:grayscale(1) contrast(1.1);' : ''}border-radius:4px"/>`;
}

/** A wide page's palette: a pale paper and a darker accent of one drawn hue. */
function widePalette(ch: Chooser) {
  const hue = Math.round(ch.range(0, 360));
  return { paper: `hsl(${hue} ${Math.round(ch.range(15, 45))}% ${Math.round(ch.range(90, 96))}%)`, pattern: `hsl(${hue} 30% ${Math.round(ch.range(55, 72))}%)`, accent: `hsl(${hue} ${Math.round(ch.range(40, 70))}% ${Math.round(ch.range(18, 32))}%)`, label: `hsl(${hue} 20% ${Math.round(ch.range(25, 40))}%)` };
}

export function renderPage(c: RedCase, portrait: string): Page {
  const chosen = chooser(c.seed, c.force);
  const ch = { ...chosen, pick: <T>(xs: readonly T[]): T => { const x = chosen.pick(xs); return (typeof x === 'string' && c.printedAs?.[x] !== undefined ? c.printedAs[x] : x) as T; } };
  // The holdout and wide splits draw from their own lists; tune and report draw exactly as before (same picks, same pages).
  const holdout = c.split === 'holdout';
  const wide = c.split === 'wide';
  const dates = (others: DateStyle[], held: DateStyle[]) => (wide ? allDateStyles : holdout ? held : others);
  /** A label's wordings: the wide split's list adds its own to the others'. */
  const words = (others: string[], wider: string[]) => (wide ? [...others, ...wider] : others);
  const font = ch.pick(wide ? wideFonts : holdout ? holdoutFonts : redFonts);
  const pal = wide ? widePalette(ch) : ch.pick(holdout ? holdoutPalettes : ngPalettes);
  const builders: Record<Layout, () => Page> = { passport, nin_slip: ninSlip, nin_card: ninCard, drivers_license: licence, voters_card: votersCard };
  return builders[c.layout]();

  function passport(): Page {
    const [W, H] = [1250, 880];
    const ds = ch.pick<DateStyle>(dates(['dd MMM yy', 'dd MMM/FR yyyy', 'dd MMM yyyy', 'dd/mm/yyyy'], ['dd MMM /FR yy', 'dd Mmm yyyy', 'dd MMMM yyyy']));
    // Each pick is drawn even when a test prints its own wording, so the rest of the page stays as it was.
    const L = Object.fromEntries(Object.entries(passportLabels).map(([k, v]) => [k, ch.pick(words(v, widePassportLabels[k as keyof typeof passportLabels] ?? []))])) as Record<keyof typeof passportLabels, string>;
    Object.assign(L, c.passportLabels);
    const o = { font, labelSize: ch.pick([14, 15, 16]), valueSize: ch.pick([22, 24, 26]), labelColour: pal.label };
    const row = (...cells: string[]) => `<div style="display:flex;gap:46px">${cells.join('')}</div>`;
    const nameBlock = [stacked(L.surname, c.printed.surname, o), stacked(L.given, c.printed.givenNames, o)];
    const rows = [
      row(stacked(L.type, 'P', o), stacked(L.code, 'NGA', o), stacked(L.number, c.printed.documentNumber, o)),
      ...(ch.next() < 0.8 ? nameBlock : nameBlock.reverse()),
      row(stacked(L.nationality, 'NIGERIAN', o), stacked(L.sex, c.printed.sex, o)),
      row(stacked(L.dob, formatDate(c.printed.dateOfBirth, ds), o), stacked(L.pob, ch.pick(['LAGOS', 'IBADAN', 'KANO', 'ENUGU', 'ABUJA']), o)),
      row(stacked(L.issue, formatDate(c.printed.issueDate, ds), o), stacked(L.expiry, formatDate(c.printed.expiryDate!, ds), o)),
      stacked(L.authority, ch.pick(['NIS ABUJA', 'NIS IKOYI', 'NIS KANO', 'NIGERIA IMMIGRATION SERVICE']), o),
    ];
    const [l1, l2] = td3(c);
    const inner = `
      <div style="position:absolute;left:0;top:0;width:100%;height:64px;background:${pal.accent};color:#fff;font-family:'${font}';display:flex;align-items:center;justify-content:space-between;padding:0 28px;box-sizing:border-box">
        <span style="font-size:22px;font-weight:bold">${ch.pick(['FEDERAL REPUBLIC OF NIGERIA', 'Federal Republic of Nigeria'])}</span><span style="font-size:18px">${ch.pick(['PASSPORT / PASSEPORT', 'Passport / Passeport'])}</span>
      </div>
      ${photo(portrait, 34, 96, 290, 370, ch.next() < 0.5)}
      <div style="position:absolute;left:356px;top:92px;right:24px">${rows.join('')}</div>
      <div style="position:absolute;left:40px;top:490px;font-family:'${font}';font-size:34px;color:${pal.accent};opacity:0.8;font-style:italic">${esc(c.printed.givenNames.split(' ')[0]!.charAt(0) + c.printed.surname.toLowerCase())}</div>
      ${hologram(ch)}
      <div style="position:absolute;left:0;bottom:0;width:100%;height:150px;background:rgba(255,255,255,0.78);padding:26px 36px;box-sizing:border-box"><div class="mrz">${esc(l1)}\n${esc(l2)}</div></div>`;
    return shell(W, H, pal.paper, guilloche(ch, W, H, pal.pattern), inner);
  }

  function ninSlip(): Page {
    // The NIMC slip: a printed A5-ish form with a table of Label | value rows.
    const [W, H] = [1300, 820];
    const ds = ch.pick<DateStyle>(dates(['dd/mm/yyyy', 'dd-MMM-yyyy', 'dd MMM yyyy'], ['yyyy-mm-dd', 'dd Mmm yyyy', 'd MMM yyyy']));
    const [first, ...middle] = c.printed.givenNames.split(' ');
    const split = ch.next() < 0.6 && !c.force?.includes('First Name / Middle Name');
    const rowsData: [string, string][] = [
      [ch.pick(words(['Tracking ID', 'TRACKING ID', 'Tracking Id'], ['Tracking No.', 'TRACKING ID:'])), `${(c.printed.documentNumber.slice(0, 4))}XK${c.printed.documentNumber.slice(5, 10)}Q`],
      [ch.pick(words(['NIN', 'National Identification Number (NIN)', 'NIN:'], ['NIN Number', 'National Identification No.', 'NIN No.'])), c.printed.documentNumber],
      [ch.pick(words(['Surname', 'SURNAME', 'Last Name'], ['Surname:', 'LAST NAME', 'Family Name'])), c.printed.surname],
      ...(split
        ? ([[ch.pick(words(['First Name', 'FIRST NAME', 'Firstname'], ['First Name:', 'Forename'])), first!], [ch.pick(words(['Middle Name', 'MIDDLE NAME', 'Middlename'], ['Middle Name:', 'Other Name'])), middle.join(' ')]] as [string, string][])
        : ([[ch.pick(words(['Given Names', 'Other Names', 'First Name / Middle Name'], ['FORENAMES', 'First and Middle Names'])), c.printed.givenNames]] as [string, string][])),
      [ch.pick(words(['Date of Birth', 'DATE OF BIRTH', 'D.O.B', 'Birth Date'], ['DOB', 'Date Of Birth:', 'D.O.B.'])), formatDate(c.printed.dateOfBirth, ds)],
      [ch.pick(words(['Gender', 'Sex', 'GENDER'], ['SEX:', 'Gender:'])), c.printed.sex === 'F' ? ch.pick(['F', 'FEMALE']) : ch.pick(['M', 'MALE'])],
      [ch.pick(['Address', 'ADDRESS', 'Residential Address']), ch.pick(['12 ADEOLA ODEKU ST, VI, LAGOS', '4 ZOO ROAD, KANO', '17 OGUI ROAD, ENUGU'])],
    ];
    const labelW = 330;
    // Wide slips are a ruled table, the same rows without rules, or `Label: value` lines (the older slip).
    const arrangement = wide ? ch.pick(['ruled', 'unruled', 'inline']) : 'ruled';
    const rule = arrangement === 'ruled' ? 'border:1px solid #9aa;' : '';
    const table = arrangement === 'inline'
      ? rowsData.map(([l, v]) => `<tr><td style="padding:7px 14px;font-size:22px"><span style="color:#333">${esc(l.replace(/:$/, ''))}:</span> <b style="font-size:24px">${esc(v)}</b></td></tr>`).join('')
      : rowsData.map(([l, v]) => `<tr><td style="width:${labelW}px;padding:10px 14px;${rule}font-size:20px;color:#333">${esc(l)}</td><td style="padding:10px 14px;${rule}font-size:24px;font-weight:bold">${esc(v)}</td></tr>`).join('');
    const inner = `
      <div style="padding:28px 40px;font-family:'${font}'">
        <div style="display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid ${pal.accent};padding-bottom:10px">
          <div><div style="font-size:26px;font-weight:bold;color:${pal.accent}">${ch.pick(['National Identity Management Commission', 'NATIONAL IDENTITY MANAGEMENT COMMISSION'])}</div><div style="font-size:18px">${ch.pick(['Federal Republic of Nigeria', 'FEDERAL REPUBLIC OF NIGERIA'])}</div></div>
          <div style="font-size:20px;font-weight:bold">${ch.pick(['NIN SLIP', 'National Identification Number Slip (NINS)'])}</div>
        </div>
        <div style="display:flex;gap:30px;margin-top:24px">
          <table style="border-collapse:collapse;flex:1;background:rgba(255,255,255,0.55)">${table}</table>
          <div style="position:relative;width:240px;height:300px">${photo(portrait, 0, 0, 240, 300, ch.next() < 0.7)}</div>
        </div>
        <div style="margin-top:18px;font-size:15px;color:#444">${ch.pick(['Please find below your National Identification Number (NIN) slip', 'Note: The NIN slip is not an identity card'])}</div>
      </div>`;
    return shell(W, H, '#fbfbf8', guilloche(ch, W, H, '#c9d3c9'), inner);
  }

  function ninCard(): Page {
    const [W, H] = [1284, 810];
    const ds = ch.pick<DateStyle>(dates(['dd MMM yyyy', 'dd/mm/yyyy', 'dd MMM/FR yyyy'], ['dd MMMM yyyy', 'dd Mmm yyyy', 'd MMM yyyy']));
    const o = { font, labelSize: ch.pick([16, 18]), valueSize: ch.pick([28, 30]), labelColour: pal.label };
    const fields = [
      stacked(ch.pick(words(['Surname/Nom', 'SURNAME / NOM', 'Surname / Nom'], ['SURNAME/NOM', 'Surname'])), c.printed.surname, o),
      stacked(ch.pick(words(['Given Names/Prénoms', 'GIVEN NAMES / PRÉNOMS', 'Given Names / Prénoms'], ['Given Names', 'OTHER NAMES / PRÉNOMS'])), c.printed.givenNames, o),
      `<div style="display:flex;gap:50px">${stacked(ch.pick(words(['Date of Birth', 'Date of Birth / Date de naissance', 'DATE OF BIRTH'], ['Date of Birth/Date de Naissance', 'DOB'])), formatDate(c.printed.dateOfBirth, ds), o)}${stacked(ch.pick(words(['Sex/Sexe', 'SEX', 'Sex'], ['Gender', 'SEX / SEXE'])), c.printed.sex, o)}</div>`,
      stacked(ch.pick(words(['Issue Date', 'Date of Issue / Date de délivrance'], ['DATE OF ISSUE', 'Issue Date / Date de délivrance'])), formatDate(c.printed.issueDate, ds), o),
    ];
    const nin = `<div style="position:absolute;left:40px;bottom:44px;font-family:'${font}'"><div style="font-size:18px;color:${pal.label}">${ch.pick(words(['NIN', 'National Identification Number', 'NIN / NNI'], ['NIN:', 'National Identification Number (NIN)']))}</div><div style="font-size:44px;font-weight:bold;letter-spacing:${ch.pick([2, 6])}px">${ch.next() < 0.5 ? c.printed.documentNumber : c.printed.documentNumber.replace(/(\d{4})(\d{3})(\d{4})/, '$1 $2 $3')}</div></div>`;
    const inner = `
      <div style="position:absolute;left:0;top:0;width:100%;height:86px;background:linear-gradient(90deg,${pal.accent},#0f8a4a);color:#fff;font-family:'${font}';padding:14px 36px;box-sizing:border-box"><div style="font-size:28px;font-weight:bold">FEDERAL REPUBLIC OF NIGERIA</div><div style="font-size:18px">${ch.pick(['NATIONAL IDENTITY CARD', 'National Identity Card'])}</div></div>
      ${photo(portrait, 40, 120, 260, 330, ch.next() < 0.4)}
      <div style="position:absolute;left:340px;top:118px;right:30px">${fields.join('')}</div>
      ${nin}${hologram(ch)}`;
    return shell(W, H, pal.paper, guilloche(ch, W, H, pal.pattern), inner);
  }

  function licence(): Page {
    const [W, H] = [1284, 810];
    const ds = ch.pick<DateStyle>(dates(['dd-mm-yyyy', 'dd/mm/yyyy', 'dd-MMM-yyyy', 'dd.mm.yyyy'], ['dd MMMM yyyy', 'yyyy-mm-dd', 'dd Mmm yyyy']));
    const o = { font, labelSize: ch.pick([16, 18]), valueSize: ch.pick([26, 30]), labelColour: '#7a1d1d' };
    const cells = [
      stacked(ch.pick(words(['LICENCE NO', 'Licence No.', 'LIC NO', 'DL NO'], ['LICENSE NO', 'LICENCE NUMBER', "DRIVER'S LICENCE NO"])), c.printed.documentNumber, o),
      stacked(ch.pick(words(['SURNAME', 'Surname', 'LAST NAME'], ['SURNAME:', 'Last Name'])), c.printed.surname, o),
      stacked(ch.pick(words(['OTHER NAMES', 'FIRST NAME', 'Other Names', 'GIVEN NAMES'], ['FIRST NAMES', 'OTHER NAME', 'First Name'])), c.printed.givenNames, o),
      stacked(ch.pick(words(['D OF B', 'DATE OF BIRTH', 'D.O.B', 'DOB'], ['BIRTH DATE', 'D.O.B.', 'Date of Birth'])), formatDate(c.printed.dateOfBirth, ds), o),
      stacked(ch.pick(words(['SEX', 'Sex', 'GENDER'], ['Gender', 'SEX:'])), c.printed.sex, o),
      stacked(ch.pick(words(['ISS DATE', 'ISSUE DATE', 'Date of Issue', 'ISSUED'], ['ISSUED ON', 'DATE ISSUED', 'Issue Date'])), formatDate(c.printed.issueDate, ds), o),
      stacked(ch.pick(words(['EXP DATE', 'EXPIRY DATE', 'Date of Expiry', 'VALID TILL'], ['EXPIRES', 'VALID UNTIL', 'Expiry Date'])), formatDate(c.printed.expiryDate!, ds), o),
      stacked(ch.pick(['CLASS', 'Class']), ch.pick(['B', 'C', 'E']), o),
      stacked(ch.pick(['BLOOD GROUP', 'B/G']), ch.pick(['O+', 'A+', 'B+']), o),
    ];
    // Field order varies between licence generations.
    const order = ch.next() < 0.5 ? cells : [cells[1]!, cells[2]!, cells[0]!, ...cells.slice(3)];
    const inner = `
      <div style="position:absolute;left:0;top:0;width:100%;height:96px;background:linear-gradient(90deg,#f2c94c,${pal.accent});font-family:'${font}';padding:12px 36px;box-sizing:border-box"><div style="font-size:26px;font-weight:bold;color:#143">FEDERAL REPUBLIC OF NIGERIA</div><div style="font-size:20px;color:#143">${ch.pick(['NATIONAL DRIVERS LICENCE', "NATIONAL DRIVER'S LICENCE", 'Federal Road Safety Corps - Drivers Licence'])}</div></div>
      ${photo(portrait, 36, 130, 250, 320, ch.next() < 0.3)}
      <div style="position:absolute;left:320px;top:124px;right:30px;display:grid;grid-template-columns:${wide && ch.next() < 0.4 ? '1fr 1fr 1fr' : '1fr 1fr'};column-gap:40px">${order.join('')}</div>
      ${hologram(ch)}`;
    return shell(W, H, pal.paper, guilloche(ch, W, H, pal.pattern), inner);
  }

  function votersCard(): Page {
    // Wide cards may print `Label: value` on one line instead of the label above its value (drawn only for wide, so other pages keep their draws).
    const cell = wide && ch.next() < 0.4 ? inline : stacked;
    const [W, H] = [1284, 810];
    const ds = ch.pick<DateStyle>(dates(['dd-mm-yyyy', 'dd MMM yyyy', 'dd/mm/yyyy'], ['dd Mmm yyyy', 'd MMM yyyy', 'dd MMMM yyyy']));
    const o = { font, labelSize: ch.pick([16, 18]), valueSize: ch.pick([26, 30]), labelColour: '#2a3d66' };
    const nameStyle = ch.pick(['combined', 'combined', 'separate', 'separate', 'separate']);
    const nameCells = nameStyle === 'combined' || c.force?.includes('name without comma')
      ? [cell(ch.pick(words(['NAME', 'Name'], ['FULL NAME', 'Name:'])), `${c.printed.surname}${c.force?.includes('name without comma') ? '' : ','} ${c.printed.givenNames}`, o)]
      : [cell(ch.pick(words(['SURNAME', 'Surname'], ['LAST NAME', 'SURNAME:'])), c.printed.surname, o), cell(ch.pick(words(['OTHER NAMES', 'FIRST NAME', 'Other Names'], ['GIVEN NAMES', 'FIRST NAMES', 'Given Names'])), c.printed.givenNames, o)];
    const cells = [
      cell(ch.pick(words(['VIN', 'VIN:', 'Voter Identification Number'], ['V.I.N', 'VIN NO'])), c.printed.documentNumber, o),
      ...nameCells,
      cell(ch.pick(words(['DATE OF BIRTH', 'D.O.B', 'Date of Birth'], ['DOB', 'D.O.B.', 'BIRTH DATE'])), formatDate(c.printed.dateOfBirth, ds), o),
      cell(ch.pick(words(['GENDER', 'SEX'], ['Sex', 'Gender'])), c.printed.sex, o),
      cell(ch.pick(['OCCUPATION', 'Occupation']), ch.pick(['TRADER', 'TEACHER', 'FARMER', 'ENGINEER']), o),
      cell(ch.pick(['DELIM', 'Delim']), `${ch.pick(['24', '20', '14'])}-${ch.pick(['11', '05', '13'])}-${ch.pick(['08', '03'])}-${ch.pick(['012', '004'])}`, o),
    ];
    const inner = `
      <div style="position:absolute;left:0;top:0;width:100%;height:100px;background:linear-gradient(90deg,#1b7a3e,#e9f3ec 45%,#1b7a3e);font-family:'${font}';text-align:center;padding-top:12px;box-sizing:border-box"><div style="font-size:24px;font-weight:bold">INDEPENDENT NATIONAL ELECTORAL COMMISSION</div><div style="font-size:22px">${ch.pick(["VOTER'S CARD", 'PERMANENT VOTER CARD', "Voter's Card"])}</div></div>
      ${photo(portrait, 40, 130, 240, 310, ch.next() < 0.5)}
      <div style="position:absolute;left:320px;top:128px;right:30px">${cells.join('')}</div>
      ${hologram(ch)}`;
    return shell(W, H, pal.paper, guilloche(ch, W, H, pal.pattern), inner);
  }
}
