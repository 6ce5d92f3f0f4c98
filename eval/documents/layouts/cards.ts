import type { LayoutModule, PrintedDocument } from '../model.js';
import type { Random } from '../random.js';
import { cardBlank, emblem, palettes, portrait, printDate, stackedPair, text, type Style } from '../style.js';

/**
 * The FRSC driver's licence card (ID-1): small capital labels stacked above values, two or three
 * pairs per line (D.O.B / SEX / HT, ISSUED / EXPIRY), the licence number in red at the top, the
 * photo on the left, the flag stripe and a band across the top.
 */
async function renderLicence(doc: PrintedDocument, style: Style, rng: Random) {
  const w = 1400;
  const h = 883;
  const p = style.palette;
  const labelSize = rng.int(16, 19);
  const valueSize = rng.int(27, 31);
  const dateStyle = rng.pick(['dd-mm-yyyy', 'dd/mm/yyyy', 'dd-mm-yyyy'] as const);
  const x0 = 430;
  const pair = stackedPair(style, { labelSize, valueSize, valueOffset: valueSize + 6, labelWeight: 'bold' });
  return {
    width: w,
    height: h,
    svg: `${cardBlank(w, h, style, rng, { cx: 1050, cy: 520, r: 250 })}
<rect x="0" y="0" width="${w}" height="150" fill="${p.accent}"/>
<rect x="0" y="150" width="${w / 3}" height="14" fill="#008751"/><rect x="${w / 3}" y="150" width="${w / 3}" height="14" fill="#ffffff"/><rect x="${(2 * w) / 3}" y="150" width="${w / 3}" height="14" fill="#008751"/>
${emblem(95, 75, 50, '#ffffff')}
${text(w / 2 + 30, 62, 'FEDERAL REPUBLIC OF NIGERIA', { font: style.headingFont, size: 40, fill: '#fff', weight: 'bold', anchor: 'middle' })}
${text(w / 2 + 30, 112, "NATIONAL DRIVERS' LICENCE", { font: style.headingFont, size: 32, fill: '#fff', anchor: 'middle' })}
${await portrait(60, 200, 320, 400, style, { id: 'photo' })}
${pair(x0, 210, 'LICENCE NO', doc.documentNumber, '#b3121b')}${pair(x0 + 470, 210, 'CLASS', rng.pick(['B', 'C', 'E']))}
${pair(x0, 300, 'SURNAME', doc.holder.surname)}
${pair(x0, 390, 'OTHER NAMES', doc.holder.givenNames)}
${pair(x0, 480, 'D.O.B', printDate(doc.holder.dateOfBirth, dateStyle))}${pair(x0 + 300, 480, 'SEX', doc.holder.sex)}${pair(x0 + 430, 480, 'HT', `${rng.int(150, 195)}`)}${pair(x0 + 560, 480, 'BG', rng.pick(['O+', 'A+', 'B+', 'AB+', 'O-']))}
${pair(x0, 570, 'ISSUED', printDate(doc.issueDate!, dateStyle))}${pair(x0 + 300, 570, 'EXPIRY', printDate(doc.expiryDate!, dateStyle))}
${pair(x0, 660, 'STATE', doc.stateOfIssue)}
${text(60, 800, 'FEDERAL ROAD SAFETY CORPS', { font: style.headingFont, size: 24, fill: p.accent, weight: 'bold' })}
${text(60, 835, 'This licence is the property of the Federal Government of Nigeria', { font: style.font, size: 18, fill: p.label })}
<path d="M1040 790 q 30 -40 60 0 t 60 -10 t 50 8" stroke="#223" stroke-width="2.5" fill="none"/>
</svg>`,
  };
}

/**
 * The INEC permanent voter's card (PVC, ID-1): labels in small capitals to the left of the values on
 * the same line (no colon), the VIN printed in groups of four, the delimitation code, the photo on
 * the left and the chip.
 */
async function renderVotersCard(doc: PrintedDocument, style: Style, rng: Random) {
  const w = 1400;
  const h = 883;
  const p = style.palette;
  const labelSize = rng.int(17, 20);
  const valueSize = rng.int(26, 30);
  const dateStyle = rng.pick(['dd-mm-yyyy', 'dd_mmm_yyyy', 'dd/mm/yyyy'] as const);
  const vin = doc.documentNumber.match(/.{1,4}/g)!.join(' ');
  const x0 = 430;
  const xv = x0 + 215;
  const row = (y: number, l: string, v: string) => text(x0, y, l, { font: style.font, size: labelSize, fill: p.label }) + text(xv, y, v, { font: style.font, size: valueSize, fill: p.ink, weight: 'bold' });
  const delim = `${rng.int(10, 37)}-${rng.int(10, 30)}-${String(rng.int(1, 15)).padStart(2, '0')}-${String(rng.int(1, 60)).padStart(3, '0')}`;
  return {
    width: w,
    height: h,
    svg: `${cardBlank(w, h, style, rng, { cx: 1000, cy: 480, r: 240 })}
${emblem(100, 85, 55, p.accent)}
${text(w / 2 + 40, 70, 'INDEPENDENT NATIONAL ELECTORAL COMMISSION', { font: style.headingFont, size: 34, fill: p.accent, weight: 'bold', anchor: 'middle' })}
${text(w / 2 + 40, 115, 'FEDERAL REPUBLIC OF NIGERIA', { font: style.headingFont, size: 26, fill: p.accent, anchor: 'middle' })}
${text(w / 2 + 40, 155, "VOTER'S CARD", { font: style.headingFont, size: 30, fill: '#b3121b', weight: 'bold', anchor: 'middle' })}
${await portrait(60, 200, 320, 400, style, { id: 'photo' })}
<rect x="1130" y="610" width="150" height="115" rx="14" fill="#d9b84a" stroke="#8a6d1a" stroke-width="3"/>
<path d="M1130 668 H1280 M1205 610 V725 M1160 610 V668 M1250 668 V725" stroke="#8a6d1a" stroke-width="3"/>
${row(240, 'VIN', vin)}
${row(310, 'DELIM', delim)}
${row(380, 'SURNAME', doc.holder.surname)}
${row(450, 'OTHER NAMES', doc.holder.givenNames)}
${row(520, 'DATE OF BIRTH', printDate(doc.holder.dateOfBirth, dateStyle))}
${row(590, 'GENDER', doc.holder.sex === 'M' ? 'MALE' : 'FEMALE')}
${row(660, 'OCCUPATION', doc.occupation)}
${row(730, 'ADDRESS', doc.address)}
${text(60, 830, doc.pollingUnit, { font: style.font, size: 20, fill: p.label })}
</svg>`,
  };
}

export const driversLicence: LayoutModule = {
  render: renderLicence,
  palettes: palettes({
    tune: ['#e7eff8 #8aa3c4 #0b4f8a #34506e #101010', '#f7ede3 #c9a487 #0b5d3b #5a4433 #111111'],
    report: ['#eef6f1 #8fb8a1 #15507a #2f4f44 #121212', '#f4eef6 #b49bc1 #245c3a #4d3f57 #0f0f0f'],
  }),
};

export const votersCard: LayoutModule = {
  render: renderVotersCard,
  palettes: palettes({
    tune: ['#f2f6ec #9cb57e #1f6b2f #3e4d33 #111111', '#eef1f7 #97a3c0 #16593a #3a4256 #101010'],
    report: ['#f7f3e6 #c6b27c #1a6a40 #544b30 #121212', '#eaf5f3 #86bab1 #12563a #345450 #0f0f0f'],
  }),
};
