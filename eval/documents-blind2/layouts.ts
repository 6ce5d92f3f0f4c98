/**
 * The blind2 pages, as HTML/CSS for headless Chromium: a Nigerian passport data page, the NIMC NIN
 * slip, the improved (digital) NIN slip, the NIN card, the FRSC driver's licence and the INEC voter's
 * card. Each is drawn from what the real document prints, and each case draws its own variation
 * (wording, capitalisation, bilingual arrangement, field order, photo side, date form, fonts, colours,
 * clutter) from its seed. Every text sits in a `.box` that clips, so the camera can prove nothing is cut.
 */
import { Rng, barcode, emblem, guilloche, imgSvg, qrBlock, signature } from './draw.js';
import { alterCheckDigit, td3Lines } from './mrz.js';
import type { Blind2Case, Layout } from './people.js';

export interface Page {
  html: string;
  width: number;
  height: number;
}

/** Families this set renders with: none was installed before it (scripts/ensure-fonts.sh --blind2). */
export const sansFamilies = ['Cabin', 'PT Sans', 'Andika', 'TeX Gyre Heros', 'TeX Gyre Adventor', 'PT Sans Narrow'] as const;
export const serifFamilies = ['PT Serif', 'EB Garamond', 'TeX Gyre Termes', 'TeX Gyre Schola', 'TeX Gyre Pagella'] as const;
export const scriptFamilies = ['TeX Gyre Chorus'] as const;
export const blind2Families: readonly string[] = [...sansFamilies, ...serifFamilies, ...scriptFamilies, 'OCR B'];

const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MON_FR = ['JAN', 'FÉV', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'];
const MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type DateForm = 'd_mon_y' | 'd_monfr_y' | 'd_monfr_yy' | 'dmy_dash' | 'dmy_slash' | 'dmy_dot' | 'ymd' | 'd_mon_y_dash' | 'd_month_y';

function formatDate(iso: string, form: DateForm): string {
  const [y, m, d] = [iso.slice(0, 4), Number(iso.slice(5, 7)), iso.slice(8, 10)];
  const mm = String(m).padStart(2, '0');
  switch (form) {
    case 'd_mon_y': return `${d} ${MON[m - 1]} ${y}`;
    case 'd_monfr_y': return `${d} ${MON[m - 1]} /${MON_FR[m - 1]} ${y}`;
    case 'd_monfr_yy': return `${d} ${MON[m - 1]}/${MON_FR[m - 1]} ${y.slice(2)}`;
    case 'dmy_dash': return `${d}-${mm}-${y}`;
    case 'dmy_slash': return `${d}/${mm}/${y}`;
    case 'dmy_dot': return `${d}.${mm}.${y}`;
    case 'ymd': return `${y}-${mm}-${d}`;
    case 'd_mon_y_dash': return `${d}-${MON[m - 1]}-${y}`;
    case 'd_month_y': return `${d} ${MONTH[m - 1]} ${y}`;
  }
}

/** How an English/French label pair is set: one above the other, on one line with a slash, or side by side. */
type Bilingual = 'stacked' | 'slash' | 'side';
type Casing = 'upper' | 'title';

interface Style {
  rng: Rng;
  bilingual: Bilingual;
  casing: Casing;
  dateForm: DateForm;
  labelFont: string;
  valueFont: string;
  labelSize: number;
  valueSize: number;
  valueWeight: number;
  ink: string;
  labelInk: string;
}

function drawStyle(rng: Rng, forms: readonly DateForm[], sizes: { label: number; value: number }, inks: readonly [string, string][]): Style {
  const serifValues = rng.chance(0.35);
  const [ink, labelInk] = rng.pick(inks);
  return {
    rng,
    bilingual: rng.pick(['stacked', 'slash', 'side'] as const),
    casing: rng.pick(['upper', 'title'] as const),
    dateForm: rng.pick(forms),
    labelFont: rng.chance(0.7) ? rng.pick(sansFamilies) : rng.pick(serifFamilies),
    valueFont: serifValues ? rng.pick(serifFamilies) : rng.pick(sansFamilies),
    labelSize: sizes.label + rng.int(-1, 1),
    valueSize: sizes.value + rng.int(-2, 1),
    valueWeight: rng.pick([600, 700, 700]),
    ink,
    labelInk,
  };
}

const cased = (text: string, casing: Casing) => (casing === 'upper' ? text.toUpperCase() : text);

/** A label: English only when `fr` is null, else the pair in the drawn arrangement. */
function label(s: Style, en: string, fr: string | null): string {
  const e = cased(en, s.casing);
  if (!fr) return e;
  const f = cased(fr, s.casing);
  if (s.bilingual === 'stacked') return `${e}<br><i class="fr">${f}</i>`;
  if (s.bilingual === 'side') return `${e}<i class="fr" style="margin-left:14px">${f}</i>`;
  return `${e}${s.rng.pick([' / ', '/', ' /'])}${f}`;
}

/** A label above its value (or beside it, inline), in a clipping box of the given width. */
function field(l: string, v: string, width: number | 'auto', opts: { inline?: boolean; vStyle?: string } = {}): string {
  const w = width === 'auto' ? 'flex:1;min-width:0' : `width:${width}px;flex:none`;
  if (opts.inline) return `<div class="box f inl" style="${w}"><span class="l">${l}</span><span class="v" style="${opts.vStyle ?? ''}">${v}</span></div>`;
  return `<div class="box f" style="${w}"><div class="l">${l}</div><div class="v" style="${opts.vStyle ?? ''}">${v}</div></div>`;
}

const row = (cells: string[], gap = 18) => `<div class="row" style="display:flex;gap:${gap}px;align-items:flex-start">${cells.join('')}</div>`;

function baseCss(s: Style, width: number, height: number, background: string): string {
  return `<style>
    *{box-sizing:border-box}
    html,body{margin:0;background:#fff}
    #doc{position:relative;overflow:hidden;width:${width}px;height:${height}px;background:${background};font-family:'${s.valueFont}';color:${s.ink}}
    .box{overflow:hidden}
    .f,.row{flex-shrink:0}
    .f{padding:1px 0 5px}
    .col > .f{flex:0 0 auto !important}
    .l{font-family:'${s.labelFont}';font-size:calc(${s.labelSize}px * var(--k, 1));color:${s.labelInk};white-space:nowrap;line-height:1.22}
    .l .fr{font-style:italic;opacity:0.9}
    .v{font-weight:${s.valueWeight};font-size:calc(${s.valueSize}px * var(--k, 1));white-space:nowrap;line-height:1.28}
    .inl{display:flex;gap:9px;align-items:baseline}
    .abs{position:absolute}
    .small{font-family:'${s.labelFont}';font-size:12px;line-height:1.3;color:${s.labelInk}}
    .sig img{display:block}
  </style>`;
}

const photo = (portrait: string, x: number, y: number, w: number, h: number, extra = '') =>
  `<div class="abs" style="left:${x}px;top:${y}px;width:${w}px;height:${h}px;overflow:hidden;border:1px solid rgba(0,0,0,0.35);background:#ddd;${extra}"><img src="${portrait}" style="width:100%;height:100%;object-fit:cover;display:block"/></div>`;

const ghost = (portrait: string, x: number, y: number, w: number, h: number) =>
  `<div class="abs" style="left:${x}px;top:${y}px;width:${w}px;height:${h}px;overflow:hidden;opacity:0.22;filter:grayscale(1) contrast(1.3)"><img src="${portrait}" style="width:100%;height:100%;object-fit:cover"/></div>`;

const watermark = (word: string, x: number, y: number, size: number, colour: string, angle: number) =>
  `<div class="abs" style="left:${x}px;top:${y}px;font-family:'TeX Gyre Heros';font-weight:700;font-size:${size}px;color:${colour};opacity:0.07;transform:rotate(${angle}deg);white-space:nowrap;pointer-events:none">${word}</div>`;

const splitGiven = (given: string) => {
  const parts = given.split(' ');
  return { first: parts[0]!, middle: parts.slice(1).join(' ') };
};

function page(s: Style, width: number, height: number, background: string, body: string): Page {
  return { width, height, html: `<!doctype html><html><head><meta charset="utf-8">${baseCss(s, width, height, background)}</head><body><div id="doc">${body}</div></body></html>` };
}

function passport(c: Blind2Case, portrait: string, rng: Rng): Page {
  const W = 1250, H = 880;
  const s = drawStyle(rng, ['d_mon_y', 'd_monfr_y', 'd_monfr_yy', 'dmy_slash'], { label: 14, value: 25 }, [['#1b2a20', '#2f6b45'], ['#1c2233', '#4b3f74'], ['#222222', '#2e6478']]);
  const p = c.printed;
  const date = (iso: string) => formatDate(iso, s.dateForm);
  const mrzNames = c.mrzNames ?? p;
  let [l1, l2] = td3Lines({ issuingState: 'NGA', surname: mrzNames.surname, givenNames: mrzNames.givenNames, documentNumber: p.documentNumber, nationality: 'NGA', dateOfBirth: p.dateOfBirth, sex: p.sex, expiryDate: p.expiryDate! });
  if (c.alteredCheckDigit !== undefined) l2 = alterCheckDigit(l2, c.alteredCheckDigit);
  const photoRight = rng.chance(0.2);
  const [px, fx] = photoRight ? [W - 330, 40] : [40, 370];
  const fw = 840;
  const bg = `${guilloche(rng, W, H, ['#3d8a55', '#9bbf6a', '#c49a4a', '#5b8fb0'], 0.55)}, linear-gradient(${rng.int(100, 160)}deg, #eaf3e2, #f6f2df 55%, #e3efe9)`;
  const number = field(label(s, rng.pick(['Passport No.', 'Passport No', 'Passport Number']), rng.pick(['N° du passeport', 'No. du passeport', 'N° de passeport'])), p.documentNumber, 300);
  const typeCode = [field(label(s, 'Type', 'Type'), 'P', 100), field(label(s, rng.pick(['Code', 'Country Code', 'Code of State']), rng.pick(['Code', 'Code du pays', "Code de l'État"])), 'NGA', 250)];
  const sexValue = rng.pick([p.sex, p.sex === 'M' ? 'M/M' : 'F/F']);
  const sex = field(label(s, 'Sex', 'Sexe'), sexValue, 120);
  const dob = field(label(s, 'Date of Birth', 'Date de naissance'), date(p.dateOfBirth), 320);
  const pob = field(label(s, 'Place of Birth', 'Lieu de naissance'), c.person.placeOfBirth, 'auto');
  const issue = field(label(s, 'Date of Issue', 'Date de délivrance'), date(p.issueDate), 320);
  const authority = field(label(s, rng.pick(['Authority', 'Issuing Authority']), 'Autorité'), rng.pick(['NIS IKOYI', 'NIS ABUJA', 'NIS ALAUSA', 'NIS KANO', 'NIS ENUGU']), 'auto');
  const expiry = field(label(s, 'Date of Expiry', "Date d'expiration"), date(p.expiryDate!), 320);
  const nationality = field(label(s, 'Nationality', 'Nationalité'), rng.pick(['NIGERIAN', 'NIGERIAN/NIGÉRIANE']), 'auto');
  const rows = [
    row(rng.chance(0.5) ? [...typeCode, number] : [number, ...typeCode]),
    row([field(label(s, 'Surname', 'Nom'), p.surname, 'auto')]),
    row([field(label(s, rng.pick(['Given Names', 'Given names', 'Other Names']), 'Prénoms'), p.givenNames, 'auto')]),
    ...(rng.chance(0.5) ? [row([nationality, sex]), row([dob, pob])] : [row([nationality]), row([dob, sex, pob])]),
    ...(rng.chance(0.6) ? [row([issue, authority]), row([expiry])] : [row([issue, expiry]), row([authority])]),
  ];
  const header = `<div class="abs box" style="left:40px;top:22px;width:${W - 80}px;height:88px;display:flex;align-items:center;gap:22px;padding-right:10px">
    ${imgSvg(emblem(78, '#2f8a4a'))}
    <div><div style="font-family:'${s.labelFont}';font-weight:700;font-size:26px;letter-spacing:1px;color:#235c37">FEDERAL REPUBLIC OF NIGERIA</div>
    <div style="font-family:'${s.labelFont}';font-style:italic;font-size:17px;color:#235c37">${rng.pick(['RÉPUBLIQUE FÉDÉRALE DU NIGÉRIA', 'République Fédérale du Nigéria'])}</div></div>
    <div style="margin-left:auto;text-align:right;font-family:'${s.labelFont}';font-weight:700;font-size:22px;color:#235c37">PASSPORT<br><span style="font-weight:400;font-style:italic;font-size:17px">PASSEPORT</span></div></div>`;
  const body = `${header}
    ${photo(portrait, px, 130, 290, 370, `border-radius:${rng.int(0, 10)}px`)}
    ${ghost(portrait, photoRight ? 770 : W - 170, 520, 120, 150)}
    ${watermark('NIGERIA', 360, 300, 150, '#2f6b45', -14)}
    <div class="abs box" style="left:${photoRight ? 40 : 40}px;top:${520}px;width:290px;height:80px">${photoRight ? '' : signature(rng, `${p.givenNames.split(' ')[0]!.slice(0, 1)}. ${p.surname.slice(0, 1)}${p.surname.slice(1).toLowerCase()}`, 250)}</div>
    <div class="abs box col" style="left:${fx}px;top:126px;width:${photoRight ? 760 : fw}px;height:${H - 126 - 180}px;display:flex;flex-direction:column;gap:${s.bilingual === 'stacked' ? 6 : 10}px">${rows.join('')}</div>
    <div class="abs box" style="left:0;top:${H - 170}px;width:${W}px;height:170px;background:rgba(255,255,255,0.55)"></div>
    <div class="abs box mrz" style="left:30px;top:${H - 150}px;width:${W - 60}px;height:130px;font-family:'OCR B';font-size:${rng.int(34, 36)}px;letter-spacing:${rng.range(0.4, 1).toFixed(1)}px;line-height:1.5;color:#111;white-space:pre">${l1.replaceAll('<', '&lt;')}\n${l2.replaceAll('<', '&lt;')}</div>`;
  return page(s, W, H, bg, body);
}

function ninSlip(c: Blind2Case, portrait: string, rng: Rng): Page {
  const W = 1200, H = 760;
  const s = drawStyle(rng, ['dmy_dash', 'ymd', 'd_mon_y_dash', 'dmy_slash'], { label: 17, value: 21 }, [['#111111', '#333333'], ['#0e2a1a', '#245a36'], ['#1a1a2e', '#3a3a5a']]);
  const p = c.printed;
  const { first, middle } = splitGiven(p.givenNames);
  const L = (t: string) => cased(t, s.casing);
  const tracking = Array.from({ length: 15 }, () => rng.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'])).join('');
  const sexValue = rng.pick([p.sex, p.sex === 'M' ? 'MALE' : 'FEMALE', p.sex === 'M' ? 'Male' : 'Female']);
  const entries: [string, string][] = [
    [L(rng.pick(['Surname', 'Last Name', 'Surname'])), p.surname],
    [L(rng.pick(['First Name', 'Firstname', 'First Name'])), first],
    [L(rng.pick(['Middle Name', 'Middlename', 'Other Name(s)'])), middle],
    [L(rng.pick(['Gender', 'Sex'])), sexValue],
    [L(rng.pick(['Date of Birth', 'Date Of Birth', 'Birth Date', 'DOB'])), formatDate(p.dateOfBirth, s.dateForm)],
  ];
  const nin: [string, string] = [L(rng.pick(['NIN', 'NIN No.', 'NIN Number'])), p.documentNumber];
  const track: [string, string] = [L(rng.pick(['Tracking ID', 'Tracking Id', 'Tracking No.'])), tracking];
  const ordered = rng.chance(0.5) ? [track, nin, ...entries] : [...entries, nin, track];
  const rowH = 44;
  const table = ordered
    .map(([l, v], i) => `<div style="display:flex;height:${rowH}px;border-bottom:1px solid #9aa59c;${i % 2 ? '' : 'background:rgba(40,110,60,0.05)'}">
      <div class="box" style="width:250px;padding:10px 12px 0;border-right:1px solid #9aa59c"><span class="l" style="font-weight:700">${l}</span></div>
      <div class="box" style="flex:1;min-width:0;padding:8px 12px 0"><span class="v">${v}</span></div></div>`)
    .join('');
  const bg = `${guilloche(rng, W, H, ['#7cc08a', '#b8d9a0'], 0.35)}, #fbfcf9`;
  const body = `
    <div class="abs box" style="left:40px;top:24px;width:${W - 80}px;height:110px;display:flex;align-items:center;gap:20px;border-bottom:3px solid #1f7a3b">
      <div style="width:86px;height:86px;border-radius:50%;background:#1f7a3b;color:#fff;display:flex;align-items:center;justify-content:center;font-family:'TeX Gyre Heros';font-weight:700;font-size:24px">NIMC</div>
      <div><div style="font-family:'${s.labelFont}';font-size:16px;color:#333">Federal Republic of Nigeria</div>
      <div style="font-family:'${s.labelFont}';font-weight:700;font-size:24px;color:#1f7a3b">${rng.pick(['National Identity Management Commission', 'NATIONAL IDENTITY MANAGEMENT COMMISSION'])}</div>
      <div style="font-family:'${s.labelFont}';font-size:19px;color:#222">${rng.pick(['National Identification Number Slip (NINS)', 'NIN SLIP', 'National Identification Number Slip'])}</div></div>
      <div style="margin-left:auto">${imgSvg(emblem(80, '#1f7a3b'))}</div></div>
    ${watermark('NIMC', 250, 330, 200, '#1f7a3b', -18)}
    <div class="abs box" style="left:40px;top:160px;width:740px;height:${ordered.length * rowH + 2}px;border:1px solid #6d7b70;border-bottom:none">${table}</div>
    ${photo(portrait, 840, 160, 300, 360, 'border:2px solid #6d7b70')}
    <div class="abs box small" style="left:40px;top:${170 + ordered.length * rowH}px;width:740px;height:40px;font-size:15px"><b>${L('Address')}:</b> ${c.person.address}</div>
    <div class="abs box small" style="left:40px;top:${H - 110}px;width:${W - 80}px;height:80px;border-top:1px solid #aab">${rng.pick([
      'Note: The National Identification Number (NIN) is your identity. It is confidential and may only be released for legitimate transactions. This slip is not an identity card.',
      'Please keep this slip safe. Your NIN will be required for government and private-sector services. Report any error at the nearest NIMC enrolment centre.',
    ])}<br>${rng.pick(['www.nimc.gov.ng', 'NIMC Contact Centre: 0700 CALL NIMC', 'Enrolment centre: ' + c.person.stateOfOrigin + ' STATE'])}</div>`;
  return page(s, W, H, bg, body);
}

const ninGroups = (nin: string, style: number) =>
  style === 0 ? `${nin.slice(0, 4)} ${nin.slice(4, 7)} ${nin.slice(7)}` : style === 1 ? `${nin.slice(0, 3)} ${nin.slice(3, 7)} ${nin.slice(7)}` : nin;

function ninSlipImproved(c: Blind2Case, portrait: string, rng: Rng): Page {
  const W = 1100, H = 680;
  const s = drawStyle(rng, ['d_mon_y', 'd_month_y', 'dmy_slash', 'dmy_dash'], { label: 15, value: 25 }, [['#101c14', '#2a6a3c'], ['#14201c', '#3d5e52'], ['#1b1b1b', '#4e6b2f']]);
  const p = c.printed;
  const photoLeft = rng.chance(0.75);
  const bg = `${guilloche(rng, W, H, ['#49a160', '#a8cf8b', '#e0c77a'], 0.45)}, radial-gradient(circle at 50% 55%, #ffffff, #e8f3e6)`;
  const fx = photoLeft ? 300 : 40;
  const sexValue = rng.pick([p.sex, p.sex === 'M' ? 'MALE' : 'FEMALE']);
  const rows = [
    field(label(s, 'Surname', 'Nom'), p.surname, 'auto'),
    field(label(s, rng.pick(['Given Names', 'Given names', 'First Name(s)']), 'Prénoms'), p.givenNames, 'auto'),
    row([field(label(s, 'Date of Birth', rng.chance(0.5) ? 'Date de naissance' : null), formatDate(p.dateOfBirth, s.dateForm), 280), field(label(s, 'Sex', 'Sexe'), sexValue, 'auto')]),
    field(label(s, rng.pick(['Issue Date', 'Date of Issue']), rng.chance(0.5) ? 'Date de délivrance' : null), formatDate(p.issueDate, s.dateForm), 'auto'),
  ];
  const ninLabel = rng.pick(['National Identification Number', 'NATIONAL IDENTIFICATION NUMBER (NIN)', 'NIN']);
  const body = `
    <div class="abs box" style="left:0;top:0;width:${W}px;height:104px;background:linear-gradient(90deg,#0f7a3a,#1f9a4e 50%,#0f7a3a);display:flex;align-items:center;gap:18px;padding-left:30px;box-sizing:border-box;color:#fff">
      ${imgSvg(emblem(76, '#ffffff'))}<div><div style="font-family:'${s.labelFont}';font-weight:700;font-size:28px;letter-spacing:1px">FEDERAL REPUBLIC OF NIGERIA</div>
      <div style="font-family:'${s.labelFont}';font-size:19px">${rng.pick(['Digital NIN Slip', 'IMPROVED NIN SLIP', 'National Identity Number Slip'])}</div></div></div>
    ${photo(portrait, photoLeft ? 40 : W - 270, 130, 230, 290)}
    <div class="abs box col" style="left:${fx}px;top:126px;width:${photoLeft ? 500 : 520}px;height:330px;display:flex;flex-direction:column;gap:12px">${rows.join('')}</div>
    <div class="abs" style="left:${photoLeft ? 830 : 590}px;top:140px">${imgSvg(qrBlock(rng, 220))}</div>
    ${watermark('NIGERIA', 180, 250, 140, '#1f7a3b', -10)}
    <div class="abs box" style="left:40px;top:464px;width:${W - 80}px;height:118px;text-align:center">
      <div class="l" style="font-size:17px">${cased(ninLabel, s.casing)}</div>
      <div style="font-family:'${s.valueFont}';font-weight:700;font-size:50px;letter-spacing:3px;white-space:nowrap;line-height:1.3">${ninGroups(p.documentNumber, rng.int(0, 2))}</div></div>
    <div class="abs box small" style="left:40px;top:${H - 86}px;width:${W - 80}px;height:64px;text-align:center">${rng.pick([
      'Kindly ensure each time this slip is used, the QR code is verified with the NIMC MWS Verify application.',
      'This slip remains the property of the Federal Government of Nigeria. Verify the QR code before accepting it.',
    ])}<br>${rng.pick(['Ref: ' + Math.floor(rng.range(1e7, 1e8)), 'nimc.gov.ng'])}</div>`;
  return page(s, W, H, bg, body);
}

function ninCard(c: Blind2Case, portrait: string, rng: Rng): Page {
  const W = 1012, H = 638;
  const s = drawStyle(rng, ['dmy_slash', 'd_mon_y', 'dmy_dot'], { label: 13, value: 23 }, [['#0f1d16', '#2c6d45'], ['#18202a', '#3a6c7a'], ['#1d1d1d', '#5a7a35']]);
  const p = c.printed;
  const bg = `${guilloche(rng, W, H, ['#3f9a5e', '#9cc8a8', '#d2b873', '#7fa8c9'], 0.5)}, linear-gradient(${rng.int(0, 40)}deg, #e2f0e4, #fbfbf4 60%, #e9f2e0)`;
  const sexValue = rng.pick([p.sex, p.sex === 'M' ? 'M/M' : 'F/F']);
  const ninField = field(label(s, rng.pick(['NIN', 'National Identification Number', 'NIN No.']), rng.chance(0.4) ? 'NNI' : null), ninGroups(p.documentNumber, rng.chance(0.6) ? 2 : 0), 'auto');
  const rows = [
    field(label(s, 'Surname', 'Nom'), p.surname, 'auto'),
    field(label(s, rng.pick(['Given Names', 'Given names', 'First Names']), 'Prénoms'), p.givenNames, 'auto'),
    row([field(label(s, 'Date of Birth', 'Date de naissance'), formatDate(p.dateOfBirth, s.dateForm), 240), field(label(s, 'Sex', 'Sexe'), sexValue, 'auto')]),
    row([field(label(s, 'Nationality', 'Nationalité'), 'NGA', 150), field(label(s, rng.pick(['Issue Date', 'Date of Issue']), 'Date de délivrance'), formatDate(p.issueDate, s.dateForm), 'auto')]),
  ];
  if (rng.chance(0.5)) rows.unshift(ninField); else rows.push(ninField);
  const body = `
    <div class="abs box" style="left:24px;top:14px;width:${W - 48}px;height:92px;display:flex;align-items:center;gap:16px">
      ${imgSvg(emblem(70, '#2c8a4a'))}<div><div style="font-family:'${s.labelFont}';font-weight:700;font-size:25px;color:#1e6a3b">FEDERAL REPUBLIC OF NIGERIA</div>
      <div style="font-family:'${s.labelFont}';font-size:16px;color:#1e6a3b">${rng.pick(['NATIONAL IDENTITY CARD', 'National Identity Card / Carte nationale d’identité', 'NATIONAL e-ID CARD'])}</div></div>
      <div style="margin-left:auto;width:86px;height:64px;border-radius:10px;background:linear-gradient(135deg,#d9b95a,#f2dc8c,#b8953a);border:1px solid #8a6d24"></div></div>
    ${photo(portrait, 28, 124, 220, 280, 'border-radius:6px')}
    <div class="abs box" style="left:28px;top:${H - 200}px;width:230px;height:70px">${signature(rng, p.surname.slice(0, 1) + p.surname.slice(1, 7).toLowerCase(), 220)}</div>
    ${ghost(portrait, W - 150, H - 210, 110, 140)}
    <div class="abs box col" style="left:272px;top:118px;width:${W - 272 - 170}px;height:${H - 150}px;display:flex;flex-direction:column;gap:${s.bilingual === 'stacked' ? 5 : 9}px">${rows.join('')}</div>
    <div class="abs box small" style="left:28px;top:${H - 30}px;width:${W - 56}px;height:22px">${rng.pick(['National Identity Management Commission', 'NIMC · ' + c.person.stateOfOrigin, 'Issued under the NIMC Act 2007'])}</div>`;
  return page(s, W, H, bg, body);
}

function driversLicence(c: Blind2Case, portrait: string, rng: Rng): Page {
  const W = 1012, H = 638;
  const s = drawStyle(rng, ['dmy_dash', 'dmy_slash', 'd_mon_y_dash', 'd_mon_y'], { label: 13, value: 21 }, [['#161616', '#1f6a35'], ['#1a1a10', '#7a5a10'], ['#10202a', '#2f5d7c']]);
  const p = c.printed;
  const { first, middle } = splitGiven(p.givenNames);
  const inline = rng.chance(0.4);
  const L = (t: string) => cased(t, s.casing);
  const photoRight = rng.chance(0.3);
  const d = (iso: string) => formatDate(iso, s.dateForm);
  const splitNames = rng.chance(0.5);
  const nameFields = splitNames
    ? [field(L(rng.pick(['Surname', 'Last Name'])), p.surname, 'auto', { inline }), field(L(rng.pick(['First Name', 'Firstname'])), first, 'auto', { inline }), field(L(rng.pick(['Middle Name', 'Other Name'])), middle || '&nbsp;', 'auto', { inline })]
    : [field(L('Surname'), p.surname, 'auto', { inline }), field(L(rng.pick(['Other Names', 'First Names', 'Given Names'])), p.givenNames, 'auto', { inline })];
  const number = field(L(rng.pick(['Licence No.', 'L/No', 'D/L No.', 'Licence Number', 'Lic. No'])), p.documentNumber, 'auto', { inline });
  const dates = [
    row([field(L(rng.pick(['Date of Birth', 'D.O.B', 'Birth Date'])), d(p.dateOfBirth), 230, { inline: false }), field(L('Sex'), p.sex, 70), field(L('Class'), rng.pick(['B', 'C', 'E']), 'auto')]),
    row([field(L(rng.pick(['Issue Date', 'Date of Issue', 'Issued'])), d(p.issueDate), 230), field(L(rng.pick(['Expiry Date', 'Date of Expiry', 'Valid Until', 'Expires'])), d(p.expiryDate!), 'auto')]),
  ];
  const extra = row([field(L('Blood Gr.'), rng.pick(['O+', 'A+', 'B+', 'O-']), 100), field(L('Height'), `${rng.int(152, 188)}cm`, 100), field(L(rng.pick(['State', 'State of Issue'])), c.person.stateOfOrigin, 'auto')]);
  const rows = rng.chance(0.5) ? [number, ...nameFields, ...dates, extra] : [...nameFields, number, ...dates, extra];
  const bg = `${guilloche(rng, W, H, ['#c9a44a', '#6fae6a', '#e0c070'], 0.5)}, linear-gradient(${rng.int(90, 180)}deg, #f7f1d6, #e6f0d8 50%, #f5ecc9)`;
  const [px, fx] = photoRight ? [W - 248, 26] : [26, 262];
  const body = `
    <div class="abs box" style="left:0;top:0;width:${W}px;height:96px;background:linear-gradient(90deg,#11652f,#2a8c47);display:flex;align-items:center;gap:16px;padding:0 24px;box-sizing:border-box;color:#fff">
      ${imgSvg(emblem(66, '#f2d36b'))}<div><div style="font-family:'${s.labelFont}';font-size:16px">FEDERAL REPUBLIC OF NIGERIA</div>
      <div style="font-family:'${s.labelFont}';font-weight:700;font-size:27px;letter-spacing:1px">${rng.pick(["NATIONAL DRIVERS' LICENCE", 'NATIONAL DRIVER’S LICENCE', 'DRIVERS LICENCE'])}</div></div>
      <div style="margin-left:auto;width:64px;height:64px;border-radius:50%;border:3px solid #f2d36b;display:flex;align-items:center;justify-content:center;font-family:'TeX Gyre Heros';font-weight:700;font-size:17px">FRSC</div></div>
    ${watermark('FRSC', 300, 250, 170, '#7a5a10', -12)}
    ${photo(portrait, px, 112, 220, 270)}
    <div class="abs box" style="left:${px}px;top:392px;width:220px;height:66px">${signature(rng, p.givenNames.split(' ')[0]!.slice(0, 1) + '. ' + p.surname.slice(0, 6), 210)}</div>
    <div class="abs box col" style="left:${fx}px;top:108px;width:${W - 262 - 26}px;height:${H - 108 - 78}px;display:flex;flex-direction:column;gap:${inline ? 7 : 5}px">${rows.join('')}</div>
    <div class="abs box small" style="left:26px;top:${H - 70}px;width:560px;height:56px;font-size:13px">${L('Address')}: ${c.person.address}<br>${rng.pick(['Federal Road Safety Corps', 'Glasses: N  ·  Facial marks: N', 'Replacement: 0'])}</div>
    <div class="abs" style="left:${W - 400}px;top:${H - 66}px">${imgSvg(barcode(rng, 370, 50))}</div>`;
  return page(s, W, H, bg, body);
}

function votersCard(c: Blind2Case, portrait: string, rng: Rng): Page {
  const W = 1012, H = 638;
  const s = drawStyle(rng, ['dmy_dash', 'd_mon_y', 'dmy_slash', 'd_mon_y_dash'], { label: 13, value: 21 }, [['#121212', '#1d6b36'], ['#171717', '#6b1d1d'], ['#141e18', '#226650']]);
  const p = c.printed;
  const { first, middle } = splitGiven(p.givenNames);
  const L = (t: string) => cased(t, s.casing);
  const inline = rng.chance(0.5);
  const f = (l: string, v: string, w: number | 'auto' = 'auto') => field(L(l), v, w, { inline });
  const delim = `${rng.int(10, 36)}/${String(rng.int(1, 20)).padStart(2, '0')}/${String(rng.int(1, 12)).padStart(2, '0')}/${String(rng.int(1, 99)).padStart(3, '0')}`;
  const names = rng.chance(0.5)
    ? [f(rng.pick(['Last Name', 'Surname']), p.surname), f('First Name', first), f(rng.pick(['Middle Name', 'Other Names']), middle || '&nbsp;')]
    : [f('Surname', p.surname), f(rng.pick(['Other Names', 'First Names']), p.givenNames)];
  const vin = f(rng.pick(['VIN', 'V.I.N', 'VIN No.']), p.documentNumber);
  const rows = [
    vin,
    f(rng.pick(['Delim', 'DELIM']), delim),
    ...names,
    row([f(rng.pick(['Date of Birth', 'D.O.B', 'Birth Date']), formatDate(p.dateOfBirth, s.dateForm), 290), f(rng.pick(['Gender', 'Sex']), rng.pick([p.sex, p.sex === 'M' ? 'MALE' : 'FEMALE']))]),
    f('Occupation', rng.pick(['TRADER', 'TEACHER', 'CIVIL SERVANT', 'STUDENT', 'FARMER', 'ENGINEER'])),
  ];
  const bg = `${guilloche(rng, W, H, ['#44a05f', '#b9d99a', '#e8b25e'], 0.45)}, linear-gradient(${rng.int(160, 220)}deg, #f1f7ea, #ffffff 45%, #e4f0dc)`;
  const body = `
    <div class="abs box" style="left:22px;top:12px;width:${W - 44}px;height:100px;display:flex;align-items:center;gap:16px;border-bottom:4px solid #1d7a3d">
      <div style="width:72px;height:72px;border-radius:50%;background:#1d7a3d;color:#fff;display:flex;align-items:center;justify-content:center;font-family:'TeX Gyre Heros';font-weight:700;font-size:20px">INEC</div>
      <div><div style="font-family:'${s.labelFont}';font-weight:700;font-size:21px;color:#1d5a2d">${rng.pick(['INDEPENDENT NATIONAL ELECTORAL COMMISSION', 'Independent National Electoral Commission'])}</div>
      <div style="font-family:'${s.labelFont}';font-size:16px;color:#333">FEDERAL REPUBLIC OF NIGERIA</div>
      <div style="font-family:'${s.labelFont}';font-weight:700;font-size:22px;color:#b0262b">${rng.pick(["PERMANENT VOTER'S CARD", 'VOTER’S CARD', 'PERMANENT VOTERS CARD'])}</div></div>
      <div style="margin-left:auto">${imgSvg(emblem(70, '#1d7a3d'))}</div></div>
    ${watermark('INEC', 330, 260, 170, '#1d6b36', -8)}
    ${photo(portrait, 26, 130, 210, 260)}
    <div class="abs box col" style="left:250px;top:126px;width:${W - 250 - 26}px;height:${H - 126 - 106}px;display:flex;flex-direction:column;gap:${inline ? 6 : 3}px">${rows.join('')}</div>
    <div class="abs box small" style="left:26px;top:${H - 98}px;width:560px;height:40px;font-size:13px">${c.person.address}</div>
    <div class="abs" style="left:26px;top:${H - 54}px">${imgSvg(barcode(rng, 420, 42))}</div>
    <div class="abs box small" style="left:${W - 420}px;top:${H - 54}px;width:394px;height:40px;text-align:right">${rng.pick(['This card remains the property of INEC', 'Not transferable', 'Chairman, INEC'])}</div>`;
  return page(s, W, H, bg, body);
}

const renderers: Record<Layout, (c: Blind2Case, portrait: string, rng: Rng) => Page> = {
  passport,
  nin_slip: ninSlip,
  nin_slip_improved: ninSlipImproved,
  nin_card: ninCard,
  drivers_license: driversLicence,
  voters_card: votersCard,
};

/** The page of one case; its draws come from the case's seed alone. */
export function renderPage(c: Blind2Case, portrait: string): Page {
  return renderers[c.layout](c, portrait, new Rng(c.seed));
}

/** The passport's MRZ lines as printed (for the generator checks). */
export function passportMrzOf(c: Blind2Case): [string, string] {
  const names = c.mrzNames ?? c.printed;
  const [l1, l2] = td3Lines({ issuingState: 'NGA', surname: names.surname, givenNames: names.givenNames, documentNumber: c.printed.documentNumber, nationality: 'NGA', dateOfBirth: c.printed.dateOfBirth, sex: c.printed.sex, expiryDate: c.printed.expiryDate! });
  return [l1, c.alteredCheckDigit === undefined ? l2 : alterCheckDigit(l2, c.alteredCheckDigit)];
}
