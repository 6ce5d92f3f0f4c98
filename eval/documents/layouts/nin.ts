import type { LayoutModule, PrintedDocument } from '../model.js';
import type { Random } from '../random.js';
import { cardBlank, emblem, guilloche, palettes, portrait, printDate, stackedPair, text, type Style } from '../style.js';

const splitNames = (given: string) => {
  const [first = '', ...rest] = given.split(' ');
  return { first, middle: rest.join(' ') };
};

/**
 * The NIMC NIN slip (the long paper slip from enrolment): a bordered table with two label / value
 * pairs per row (labels in their own cells to the left of the values), the photo on the right.
 */
async function renderSlip(doc: PrintedDocument, style: Style, rng: Random) {
  const w = 1400;
  const h = 760;
  const p = style.palette;
  const { first, middle } = splitNames(doc.holder.givenNames);
  const labelSize = rng.int(19, 22);
  const valueSize = rng.int(23, 26);
  const dateStyle = rng.pick(['dd-mm-yyyy', 'dd_mmm_yyyy', 'dd/mm/yyyy'] as const);
  const rowH = 62;
  const top = 200;
  const cols = [50, 250, 560, 760];
  const tableRight = 1080;
  const rows: [string, string, string, string][] = [
    ['Tracking ID', doc.trackingId, 'Surname', doc.holder.surname],
    ['NIN', doc.documentNumber, 'First Name', first],
    ['Gender', doc.holder.sex, 'Middle Name', middle || '-'],
    ['Date of Birth', printDate(doc.holder.dateOfBirth, dateStyle), 'Address', doc.address.split(' ').slice(0, 3).join(' ')],
  ];
  const cells = rows
    .map(([l1, v1, l2, v2], i) => {
      const y = top + i * rowH;
      const base = y + rowH / 2 + 8;
      return [
        `<rect x="${cols[0]}" y="${y}" width="${tableRight - cols[0]!}" height="${rowH}" fill="none" stroke="#555" stroke-width="1.2"/>`,
        ...cols.slice(1).map((x) => `<line x1="${x}" y1="${y}" x2="${x}" y2="${y + rowH}" stroke="#555" stroke-width="1.2"/>`),
        `<rect x="${cols[0]}" y="${y}" width="${cols[1]! - cols[0]!}" height="${rowH}" fill="${p.paper}"/>`,
        `<rect x="${cols[2]}" y="${y}" width="${cols[3]! - cols[2]!}" height="${rowH}" fill="${p.paper}"/>`,
        text(cols[0]! + 10, base, l1, { font: style.font, size: labelSize, fill: p.label }),
        text(cols[1]! + 12, base, v1, { font: style.font, size: valueSize, fill: p.ink, weight: 'bold' }),
        text(cols[2]! + 10, base, l2, { font: style.font, size: labelSize, fill: p.label }),
        text(cols[3]! + 12, base, v2, { font: style.font, size: valueSize, fill: p.ink, weight: 'bold' }),
      ].join('');
    })
    .join('\n');
  return {
    width: w,
    height: h,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<rect width="${w}" height="${h}" fill="#ffffff"/>
${guilloche(w, h, p.pattern, rng, { opacity: 0.18 })}
<rect x="0" y="0" width="${w}" height="150" fill="${p.accent}"/>
${emblem(90, 75, 50, '#ffffff')}
${text(w / 2, 52, 'National Identity Management System', { font: style.headingFont, size: 34, fill: '#fff', weight: 'bold', anchor: 'middle' })}
${text(w / 2, 92, 'Federal Republic of Nigeria', { font: style.headingFont, size: 24, fill: '#fff', anchor: 'middle' })}
${text(w / 2, 128, 'National Identification Number Slip (NINS)', { font: style.headingFont, size: 24, fill: '#fff', anchor: 'middle' })}
${cells}
${await portrait(1120, 190, 230, 290, style, { id: 'photo' })}
${text(50, 520, `${doc.address} ${doc.placeOfBirth}`, { font: style.font, size: labelSize, fill: p.ink })}
${text(50, 600, 'Note: The National Identification Number (NIN) is your identity. It is confidential and may only be', { font: style.font, size: 18, fill: '#444', italic: true })}
${text(50, 628, 'released for legitimate transactions. You will be notified when your National Identity Card is ready.', { font: style.font, size: 18, fill: '#444', italic: true })}
${text(50, 700, '1, Sokode Crescent, Off Dalaba Street, Zone 5 Wuse, Abuja   www.nimc.gov.ng', { font: style.font, size: 17, fill: '#444' })}
</svg>`,
  };
}

/** NIN grouped as it is printed large on the card: 1234 567 8901. */
const groupedNin = (nin: string) => `${nin.slice(0, 4)} ${nin.slice(4, 7)} ${nin.slice(7)}`;

/** A QR-code-like block (not decodable; real cards carry a signed QR code). */
function pseudoQr(x: number, y: number, size: number, rng: Random): string {
  const n = 25;
  const cell = size / n;
  const parts = [`<rect x="${x - 8}" y="${y - 8}" width="${size + 16}" height="${size + 16}" fill="#fff"/>`];
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const finder = (i < 7 && j < 7) || (i < 7 && j >= n - 7) || (i >= n - 7 && j < 7);
      const on = finder ? i % 6 === 0 || j % 6 === 0 || (i % 7 >= 2 && i % 7 <= 4 && j % 7 >= 2 && j % 7 <= 4) || i === n - 1 || j === n - 1 : rng.chance(0.5);
      if (on) parts.push(`<rect x="${(x + j * cell).toFixed(1)}" y="${(y + i * cell).toFixed(1)}" width="${cell.toFixed(1)}" height="${cell.toFixed(1)}" fill="#111"/>`);
    }
  return parts.join('');
}

/**
 * The newer NIN card / improved slip (ID-1 card): bilingual labels stacked above values
 * (`SURNAME/NOM`, `GIVEN NAMES/PRÉNOMS`), date of birth and sex side by side, the NIN printed large
 * in groups at the bottom, a QR code on the right.
 */
async function renderCard(doc: PrintedDocument, style: Style, rng: Random) {
  const w = 1400;
  const h = 883;
  const p = style.palette;
  const labelSize = rng.int(18, 21);
  const valueSize = rng.int(30, 34);
  const dateStyle = rng.pick(['dd_mmm_yyyy', 'dd_mmm_yyyy', 'dd/mm/yyyy'] as const);
  const x0 = 440;
  const pair = stackedPair(style, { labelSize, valueSize, valueOffset: valueSize + 8 });
  return {
    width: w,
    height: h,
    svg: `${cardBlank(w, h, style, rng, { cx: 980, cy: 420, r: 230 })}
<rect x="0" y="0" width="${w}" height="24" fill="${p.accent}"/>
${emblem(110, 100, 52, p.accent)}
${text(w / 2 + 40, 90, 'FEDERAL REPUBLIC OF NIGERIA', { font: style.headingFont, size: 40, fill: p.accent, weight: 'bold', anchor: 'middle' })}
${text(w / 2 + 40, 132, 'NATIONAL IDENTITY NUMBER SLIP', { font: style.headingFont, size: 26, fill: p.accent, anchor: 'middle' })}
${await portrait(70, 190, 320, 400, style, { id: 'photo' })}
${pair(x0, 215, 'SURNAME/NOM', doc.holder.surname)}
${pair(x0, 315, 'GIVEN NAMES/PRÉNOMS', doc.holder.givenNames)}
${pair(x0, 415, 'DATE OF BIRTH', printDate(doc.holder.dateOfBirth, dateStyle))}${pair(x0 + 360, 415, 'SEX/SEXE', doc.holder.sex)}
${pair(x0, 515, 'ISSUE DATE', printDate(doc.issueDate!, 'dd_mmm_yyyy'))}
${pseudoQr(1080, 200, 250, rng)}
${text(w / 2, 690, 'National Identification Number (NIN)', { font: style.font, size: 24, fill: p.label, anchor: 'middle' })}
${text(w / 2, 770, groupedNin(doc.documentNumber), { font: style.headingFont, size: 70, fill: p.ink, weight: 'bold', anchor: 'middle', spacing: 4 })}
${text(w / 2, 830, 'Kindly ensure you scan the barcode to verify the credentials', { font: style.font, size: 18, fill: p.label, anchor: 'middle', italic: true })}
</svg>`,
  };
}

export const ninSlip: LayoutModule = {
  render: renderSlip,
  palettes: palettes({
    tune: ['#e3efe3 #6c9a6c #1e7a3a #2f3f33 #111111', '#e8eef6 #7f95b0 #2a6b3f #333a44 #0f0f0f'],
    report: ['#eef2e0 #98a56a #0f6b4b #3a3f2c #141414', '#f3eaea #b08f8f #23613a #463636 #121212'],
  }),
};

export const ninCard: LayoutModule = {
  render: renderCard,
  palettes: palettes({
    tune: ['#eaf4ea #86b08a #0d6b34 #3b5443 #101010', '#f5f3e8 #c2b48a #1c6336 #55503a #121212'],
    report: ['#e6f0f5 #83a7ba #155e3b #3d5260 #0e0e0e', '#f0f5e6 #a6b884 #0a5a2f #46533a #131313'],
  }),
};
