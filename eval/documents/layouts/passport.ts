import type { LayoutModule, PrintedDocument } from '../model.js';
import { td3 } from '../mrz.js';
import type { Random } from '../random.js';
import { emblem, escapeXml, guilloche, palettes, portrait, printDate, stackedPair, text, type Style } from '../style.js';

/**
 * The Nigerian e-passport data page (ICAO TD3, 125 x 88 mm): bilingual English / French labels in
 * small type stacked above each value, two or three fields side by side on some lines, the photo on
 * the left, a ghost portrait on the right, the two-line MRZ in OCR-B at the bottom.
 */
async function render(doc: PrintedDocument, style: Style, rng: Random) {
  const w = 1400;
  const h = 986;
  const p = style.palette;
  const labelSize = rng.int(16, 19);
  const valueSize = rng.int(27, 31);
  const dateStyle = rng.pick(['bilingual_yy', 'bilingual_yy', 'bilingual_yyyy'] as const);
  const x0 = 420;
  const col2 = x0 + rng.int(400, 440);
  const rowGap = rng.int(70, 76);
  const top = 178;
  const stacked = stackedPair(style, { labelSize, valueSize, valueOffset: labelSize + 14 });
  const pair = (x: number, row: number, l: string, v: string) => stacked(x, top + row * rowGap, l, v);
  const [l1, l2] = td3(doc);
  const mrzSize = 41;
  const mrzTop = h - 190;
  return {
    width: w,
    height: h,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<rect width="${w}" height="${h}" fill="${p.paper}"/>
${guilloche(w, h - 220, p.pattern, rng, { rosette: { cx: w * 0.62, cy: h * 0.42, r: 260 } })}
${emblem(1260, 80, 46, p.accent)}
${text(w / 2, 58, 'FEDERAL REPUBLIC OF NIGERIA', { font: style.headingFont, size: 32, fill: p.accent, weight: 'bold', anchor: 'middle' })}
${text(w / 2, 92, 'RÉPUBLIQUE FÉDÉRALE DU NIGERIA', { font: style.headingFont, size: 22, fill: p.accent, anchor: 'middle' })}
${text(60, 130, 'PASSPORT / PASSEPORT', { font: style.headingFont, size: 22, fill: p.accent, weight: 'bold' })}
${await portrait(60, 160, 320, 410, style, { id: 'photo' })}
${await portrait(1150, 560, 170, 215, style, { ghost: true, id: 'ghost' })}
${pair(x0, 0, 'Type / Type', 'P')}${pair(x0 + 150, 0, 'Code / Code', 'NGA')}${pair(col2, 0, 'Passport No. / No. du Passeport', doc.documentNumber)}
${pair(x0, 1, 'Surname / Nom', doc.holder.surname)}
${pair(x0, 2, 'Given Names / Prénoms', doc.holder.givenNames)}
${pair(x0, 3, 'Nationality / Nationalité', 'NIGERIAN')}
${pair(x0, 4, 'Date of Birth / Date de naissance', printDate(doc.holder.dateOfBirth, dateStyle))}${pair(col2, 4, 'Sex / Sexe', doc.holder.sex)}
${pair(x0, 5, 'Place of Birth / Lieu de naissance', doc.placeOfBirth)}
${pair(x0, 6, 'Date of Issue / Date de délivrance', printDate(doc.issueDate!, dateStyle))}${pair(col2, 6, 'Authority / Autorité', 'NIS ABUJA')}
${pair(x0, 7, "Date of Expiry / Date d'expiration", printDate(doc.expiryDate!, dateStyle))}
${text(80, 640, "Holder's signature / Signature du titulaire", { font: style.font, size: labelSize - 2, fill: p.label })}
<path d="M90 690 q 40 -40 80 0 t 80 -10 t 60 5" stroke="#223" stroke-width="2.5" fill="none"/>
<rect x="0" y="${mrzTop - 30}" width="${w}" height="${h - mrzTop + 30}" fill="${p.paper}" opacity="0.85"/>
<text x="44" y="${mrzTop + 60}" font-family="OCR B" font-size="${mrzSize}" fill="#111" xml:space="preserve">${escapeXml(l1)}</text>
<text x="44" y="${mrzTop + 140}" font-family="OCR B" font-size="${mrzSize}" fill="#111" xml:space="preserve">${escapeXml(l2)}</text>
</svg>`,
  };
}

export const passport: LayoutModule = {
  render,
  palettes: palettes({
    tune: ['#eef3e6 #7fa37a #1f5a2e #3d5a48 #141414', '#f4efe3 #b59a7a #2d4f2a #5a4a3a #1a1a1a'],
    report: ['#f1ecf3 #a48fb5 #234d36 #4f4660 #111111', '#e9f0f2 #7da0ab #1d4a40 #3f5560 #161616'],
  }),
};
