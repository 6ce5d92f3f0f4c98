/**
 * Real and specimen identity-document images in public GitHub repositories, read by
 * eval/documents-real.ts. The images are NOT in this repository: eval/documents-real-extract.ts
 * copies them out of a git checkout of each repository, at the commit named here, into a directory
 * the evaluation is given (VERITY_REAL_DOCS). Nothing under test/ depends on them.
 *
 * Licences are the repositories' own: PassportEye and image-js/mrz-detection are MIT, fastmrz is
 * AGPL-3.0 (its images are read in place, never redistributed), shephy4/Passport-_verification
 * states none (two photos of a real Nigerian passport page and NIN slip with every personal value
 * blurred out by its author). The specimen pages are government specimens (ICAO's UTOPIA, national
 * specimen passports and ID cards) or sample scans their repositories publish as test data.
 */

export interface RealSource {
  repo: string;
  commit: string;
  licence: string;
}

export const sources = {
  passporteye: { repo: 'konstantint/PassportEye', commit: 'd866f1b0c4cb182b4332739d7098d81225c31179', licence: 'MIT' },
  mrzDetection: { repo: 'image-js/mrz-detection', commit: 'f86da8f7ea14960d4fab9de22da5cc02098b678e', licence: 'MIT' },
  fastmrz: { repo: 'sivakumar-mahalingam/fastmrz', commit: 'bb1d4ee38eb1eaa88cd80e1eba88bacc1842cd76', licence: 'AGPL-3.0' },
  shephy4: { repo: 'shephy4/Passport-_verification', commit: '4927fa9e30b2677d7e12167ac9da1f58f996db71', licence: 'none stated' },
} satisfies Record<string, RealSource>;

/**
 * td3: a passport data page (two MRZ lines of 44); td2 / td1: ID cards and visas (two lines of 36,
 * three of 30), which no handler here reads: the right answer for them is REVIEW, never PASS or FAIL;
 * ng_redacted: a real Nigerian document whose values were blurred out: REVIEW is the only right answer.
 */
export type RealKind = 'td3' | 'td2' | 'td1' | 'visa' | 'ng_redacted';

export interface RealImage {
  /** File name in the extracted directory. */
  name: string;
  source: keyof typeof sources;
  path: string;
  kind: RealKind;
  /**
   * The printed MRZ, typed by hand from the image (a person reading it, not OCR), when typed; its
   * check digits were then verified with the `mrz` package (eval/documents-real.ts prints any that
   * do not add up, which would be a typing error or a specimen printed with wrong digits).
   */
  mrz?: string[];
  /** Free text: what the picture is (scan, phone photo, crop of the MRZ only, ...). */
  note: string;
}

/** An MRZ typed from the image: line 1 as far as its names go (the filler to 44 is the standard's), line 2 whole. */
const typed = (line1: string, line2: string) => [line1.padEnd(44, '<'), line2];

const pe = (file: string, kind: RealKind, note: string, mrz?: string[]): RealImage => ({ name: `passporteye-${file}`, source: 'passporteye', path: `passporteye/mrz/testdata/${file}`, kind, note, ...(mrz ? { mrz } : {}) });

/**
 * PassportEye's test images are named `<score>_<type>-<country>`: the score is what PassportEye's
 * own reader (tesseract 3) scored on them, 100 meaning every check digit held. A 100 therefore shows
 * the printed MRZ's check digits are valid (a misread that still satisfies all five check digits is
 * vanishingly unlikely); a lower score says nothing about the print.
 */
export const images: RealImage[] = [
  pe('100_pass-uto.jpg', 'td3', 'ICAO 9303 UTOPIA specimen data page, scan', typed('P<UTOERIKSSON<<ANNA<MARIA', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10')),
  pe('100_pass2-uto.jpg', 'td2', 'ICAO 9303 UTOPIA TD2 official travel document (figure of the standard)'),
  pe('25_pass-uto.jpg', 'td3', 'UTOPIA specimen, small (275 px wide)'),
  pe('100_pass-bdr.jpg', 'td3', 'specimen data page, large scan'),
  pe('100_pass-chn.jpg', 'td3', 'Chinese specimen passport data page'),
  pe('100_pass-cze.jpg', 'td3', 'Czech specimen passport data page', typed('P<CZESPECIMEN<<VZOR', '99003853<1CZE1101018M1207046110101111<<<<<94')),
  pe('100_pass-cze2.jpg', 'td3', 'Czech specimen passport data page, second rendition'),
  pe('100_pass-fin.png', 'td3', 'Finnish specimen passport data page', typed('P<FINVIRTANEN<<MARIA<OLIVIA', 'XP82716024FIN7112214F1108213211271<426U<<<04')),
  pe('100_pass-hrv.jpg', 'td3', 'Croatian specimen passport data page'),
  pe('100_pass-isl.png', 'td3', 'Icelandic specimen passport data page'),
  pe('100_pass-ltu.jpg', 'td3', 'Lithuanian specimen passport data page'),
  pe('100_pass-lux.jpg', 'td3', 'Luxembourg specimen passport data page, 1600 px', typed('P<LUXMAUS<<KETTY', 'S998527<<4LUX7806201F110808403060021041<<<96')),
  pe('100_pass-polx.jpg', 'td3', 'Polish specimen passport data page', typed('P<POLKOWALSKA<KWIATKOWSKA<<JOANNA', 'AA00000000POL6002084F1412314<<<<<<<<<<<<<<<4')),
  pe('24_pass-egy.jpg', 'td3', 'Egyptian passport, small (268 px wide)'),
  pe('27_pass-gbr.jpg', 'td3', 'British passport, small (272 px wide)'),
  pe('43_pass-fra.jpg', 'td3', 'French passport, small (376 px wide)'),
  pe('43_pass-twn.jpg', 'td3', 'Taiwanese passport'),
  pe('62_pass-aus.png', 'td3', 'Australian passport, 1600 px'),
  pe('62_pass-pol.png', 'td3', 'Polish passport'),
  pe('79_pass-can.jpg', 'td3', 'Canadian passport, crop'),
  pe('79_pass-hun.png', 'td3', 'Hungarian passport'),
  pe('98_pass-nld.jpg', 'td3', 'Dutch passport'),
  pe('0_pass-lva.jpg', 'td3', 'Latvian passport, photo of the booklet'),
  pe('100_visa-polx.jpg', 'visa', 'Polish visa (MRV-A)'),
  pe('100_visa-usa.jpg', 'visa', 'US visa (MRV-A)'),
  pe('100_id-che.jpg', 'td1', 'Swiss ID card back, small'),
  pe('100_id-mac.jpg', 'td1', 'Macao ID card, small'),
  pe('100_id-rou.jpg', 'td1', 'Romanian ID card'),
  pe('100_id-si.jpg', 'td1', 'Slovenian ID card back'),
  pe('100_id-usa.jpg', 'td1', 'US passport card back'),
  pe('33_id-usa.jpg', 'td1', 'US card back'),
  pe('53_id-d.jpg', 'td1', 'German ID card back, small'),
  pe('0_id-esp.png', 'td1', 'Spanish ID card back'),
  pe('77_card-cmw.png', 'td1', 'card with an MRZ'),
  { name: 'passporteye-passport-td3.jpg', source: 'passporteye', path: 'tests/data/passport-td3.jpg', kind: 'td3', note: 'UTOPIA specimen (ICAO 9303 part 4), photographed', mrz: typed('P<UTOERIKSSON<<ANNA<MARIA', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10') },
  { name: 'passporteye-passport-td3.png', source: 'passporteye', path: 'tests/data/passport-td3.png', kind: 'td3', note: 'UTOPIA specimen (ICAO 9303 part 4), clean rendition', mrz: typed('P<UTOERIKSSON<<ANNA<MARIA', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10') },
  { name: 'passporteye-passport-td2.jpg', source: 'passporteye', path: 'tests/data/passport-td2.jpg', kind: 'td2', note: 'UTOPIA TD2 specimen' },
  { name: 'mrzdetection-id1.jpg', source: 'mrzDetection', path: 'src/__tests__/fixtures/id1.jpg', kind: 'td1', note: 'ID card, test fixture' },
  { name: 'mrzdetection-id2.jpg', source: 'mrzDetection', path: 'src/__tests__/fixtures/id2.jpg', kind: 'td3', note: 'Estonian specimen passport data page', mrz: typed('P<ESTMAENNIK<<MARI<LIIS', 'KB00000003EST7501229F120522647501220010<<<02') },
  { name: 'mrzdetection-id_fail.png', source: 'mrzDetection', path: 'src/__tests__/fixtures/id_fail.png', kind: 'td1', note: 'ID card the library fails on' },
  { name: 'fastmrz-td3.jpg', source: 'fastmrz', path: 'data/td3.jpg', kind: 'td3', note: 'UTOPIA specimen, the MRZ close to the card edge', mrz: typed('P<UTOERIKSSON<<ANNA<MARIA', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10') },
  { name: 'fastmrz-passport_uk.jpg', source: 'fastmrz', path: 'data/passport_uk.jpg', kind: 'td3', note: 'UK passport sample, scan', mrz: typed('P<GBRPUDARSAN<<HENERT', '7077979792GBR9505209M1704224<<<<<<<<<<<<<<00') },
  { name: 'fastmrz-td2.jpg', source: 'fastmrz', path: 'data/td2.jpg', kind: 'td2', note: 'TD2 sample' },
  { name: 'fastmrz-td1.jpg', source: 'fastmrz', path: 'data/td1.jpg', kind: 'td1', note: 'TD1 sample' },
  { name: 'fastmrz-mrva.jpg', source: 'fastmrz', path: 'data/mrva.jpg', kind: 'visa', note: 'MRV-A visa sample' },
  { name: 'fastmrz-mrvb.jpg', source: 'fastmrz', path: 'data/mrvb.jpg', kind: 'visa', note: 'MRV-B visa sample' },
  { name: 'shephy4-ng-passport.jpg', source: 'shephy4', path: 'identity_verification/uploads/international_passport_sample.jpg', kind: 'ng_redacted', note: 'real Nigerian passport data page, photographed, turned 90 degrees, personal values blurred' },
  { name: 'shephy4-ng-nin-slip.jpg', source: 'shephy4', path: 'identity_verification/uploads/nin_slip_sample.jpg', kind: 'ng_redacted', note: 'real NIMC NIN slip, photographed, personal values blurred' },
];
