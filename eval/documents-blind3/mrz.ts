/**
 * The passport's TD3 machine-readable zone (ICAO 9303 part 4), written for this set alone so that it
 * shares no code with the reader or the other sets; eval/documents-blind3/check.ts proves it against
 * the npm `mrz` package.
 */

/** ICAO 9303 check digit: weights 7, 3, 1 repeating; 0-9 as themselves, A-Z as 10-35, `<` as 0. */
export function icaoCheckDigit(text: string): string {
  const weights = [7, 3, 1] as const;
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    let value: number;
    if (c === '<') value = 0;
    else if (c >= '0' && c <= '9') value = c.charCodeAt(0) - 48;
    else if (c >= 'A' && c <= 'Z') value = c.charCodeAt(0) - 55;
    else throw new Error(`not an MRZ character: ${JSON.stringify(c)} in ${text}`);
    sum += value * weights[i % 3]!;
  }
  return String(sum % 10);
}

/** A name part as the MRZ writes it: capitals only, accents dropped, hyphens and spaces as `<`. */
function mrzNamePart(text: string): string {
  return text
    .toUpperCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[^A-Z]+/g, ' ')
    .trim()
    .split(' ')
    .join('<');
}

const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);

export type CheckDigitField = 'number' | 'birth' | 'expiry' | 'composite';

/** Where each check digit sits in line 2 (0-based). */
export const checkDigitPosition: Record<CheckDigitField, number> = { number: 9, birth: 19, expiry: 27, composite: 43 };

export interface Td3Input {
  surname: string;
  givenNames: string;
  documentNumber: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** YYYY-MM-DD */
  expiryDate: string;
  sex: 'M' | 'F';
}

/** The two 44-character lines; names longer than the 39 places are cut from the given names' end, as ICAO allows. */
export function td3Lines(p: Td3Input): [string, string] {
  const names = `${mrzNamePart(p.surname)}<<${mrzNamePart(p.givenNames)}`;
  const line1 = `P<NGA${names}`.padEnd(44, '<').slice(0, 44);
  const number = p.documentNumber.toUpperCase().padEnd(9, '<');
  const birth = yymmdd(p.dateOfBirth);
  const expiry = yymmdd(p.expiryDate);
  // An empty personal number: fillers, and its check digit a filler too (ICAO 9303-4 4.2.2.1).
  const personal = '<'.repeat(14);
  const personalCheck = '<';
  const numberPart = number + icaoCheckDigit(number);
  const birthPart = birth + icaoCheckDigit(birth);
  const expiryPart = expiry + icaoCheckDigit(expiry);
  const composite = icaoCheckDigit(numberPart + birthPart + expiryPart + personal + personalCheck);
  const line2 = `${numberPart}NGA${birthPart}${p.sex}${expiryPart}${personal}${personalCheck}${composite}`;
  if (line2.length !== 44) throw new Error(`TD3 line 2 is ${line2.length} characters`);
  return [line1, line2];
}

/** Line 2 with one check digit replaced by another digit (never by itself), as an altered page would carry. */
export function alterCheckDigit(line2: string, field: CheckDigitField, shift: number): string {
  const at = checkDigitPosition[field];
  const old = Number(line2.charAt(at));
  const altered = String((old + 1 + (Math.abs(shift) % 9)) % 10);
  return line2.slice(0, at) + altered + line2.slice(at + 1);
}
