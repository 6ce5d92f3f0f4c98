import { parts, type IsoDate } from './dates.js';

/**
 * The passport's machine-readable zone (ICAO 9303 TD3: two lines of 44), written from the ICAO
 * rules: weights 7-3-1, `<` counts 0, letters A=10 ... Z=35.
 */

export function checkDigit(text: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    let value: number;
    if (ch >= '0' && ch <= '9') value = ch.charCodeAt(0) - 48;
    else if (ch >= 'A' && ch <= 'Z') value = ch.charCodeAt(0) - 55;
    else if (ch === '<') value = 0;
    else throw new Error(`not an MRZ character: ${ch}`);
    sum += value * (weights[i % 3] as number);
  }
  return String(sum % 10);
}

/** A name as the MRZ writes it: letters only, a hyphen or space becomes `<`. */
export const mrzName = (name: string) => name.toUpperCase().replace(/[- ]/g, '<').replace(/[^A-Z<]/g, '');

const yymmdd = (d: IsoDate) => {
  const [y, m, day] = parts(d);
  return `${String(y % 100).padStart(2, '0')}${String(m).padStart(2, '0')}${String(day).padStart(2, '0')}`;
};

/** The check digits a forger may leave wrong; the composite is always recomputed after. */
export type MrzDigit = 'documentNumber' | 'birthDate' | 'expirationDate';
/** Where each one sits in line 2. */
export const mrzDigitIndex: Record<MrzDigit, number> = { documentNumber: 9, birthDate: 19, expirationDate: 27 };

export function td3Lines(p: {
  surname: string;
  givenNames: string[];
  documentNumber: string;
  dateOfBirth: IsoDate;
  sex: 'M' | 'F';
  expiryDate: IsoDate;
  /** Leave this check digit wrong (by +1..9 mod 10, drawn by the caller), composite recomputed. */
  wrongDigit?: { field: MrzDigit; shift: number };
}): [string, string] {
  const name = `${mrzName(p.surname)}<<${p.givenNames.map(mrzName).join('<')}`;
  if (name.length > 39) throw new Error(`name too long for the MRZ: ${name}`);
  const line1 = `P<NGA${name}`.padEnd(44, '<');
  const number = p.documentNumber.padEnd(9, '<');
  const personal = '<'.repeat(14);
  // ICAO: a personal number of fillers may carry `<` or 0 as its check digit; Nigeria's pages show `<`.
  const chars = [
    number,
    checkDigit(number),
    'NGA',
    yymmdd(p.dateOfBirth),
    checkDigit(yymmdd(p.dateOfBirth)),
    p.sex,
    yymmdd(p.expiryDate),
    checkDigit(yymmdd(p.expiryDate)),
    personal,
    '<',
  ].join('');
  let line2 = chars;
  if (p.wrongDigit) {
    const at = mrzDigitIndex[p.wrongDigit.field];
    const wrong = String((Number(line2[at]) + p.wrongDigit.shift) % 10);
    line2 = `${line2.slice(0, at)}${wrong}${line2.slice(at + 1)}`;
  }
  const composite = checkDigit(line2.slice(0, 10) + line2.slice(13, 20) + line2.slice(21, 43));
  return [line1, line2 + composite];
}
