/**
 * ICAO Doc 9303 arithmetic for the blind2 passports, written for this set alone (no code shared
 * with the other generators, so an error there cannot hide here): the 7-3-1 check digit, the
 * transliteration of a printed name into MRZ letters, and the two 44-character TD3 lines.
 */

/** A character's value in the check-digit sum: digits as themselves, A-Z as 10-35, the filler as 0. */
function charValue(c: string): number {
  if (c >= '0' && c <= '9') return c.charCodeAt(0) - 48;
  if (c >= 'A' && c <= 'Z') return c.charCodeAt(0) - 55;
  if (c === '<') return 0;
  throw new Error(`not an MRZ character: ${c}`);
}

/** Doc 9303 part 3, 4.9: weights 7, 3, 1 repeating, sum modulo 10. */
export function checkDigit(text: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += charValue(text[i]!) * weights[i % 3]!;
  return String(sum % 10);
}

/**
 * A printed name as MRZ letters: marks dropped (Ọ -> O, Ṣ -> S), apostrophes omitted, hyphens and
 * spaces become one filler each (Doc 9303 part 3, 6.A: "D'ARTAGNAN" -> DARTAGNAN).
 */
export function mrzName(printed: string): string {
  return printed
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/['’]/g, '')
    .replace(/[-\s]+/g, '<')
    .replace(/[^A-Z<]/g, '');
}

const pad = (text: string, length: number) => (text.length >= length ? text.slice(0, length) : text + '<'.repeat(length - text.length));

/** ISO date (YYYY-MM-DD) as the MRZ's YYMMDD. */
export const mrzDate = (iso: string) => `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`;

export interface Td3Input {
  issuingState: string;
  surname: string;
  givenNames: string;
  documentNumber: string;
  nationality: string;
  dateOfBirth: string;
  sex: 'M' | 'F';
  expiryDate: string;
  /** Optional data (a personal number); all fillers when absent. */
  personalNumber?: string;
}

/** The two TD3 lines of a passport data page. */
export function td3Lines(input: Td3Input): [string, string] {
  const names = `${mrzName(input.surname)}<<${mrzName(input.givenNames)}`;
  const line1 = pad(`P<${input.issuingState}${names}`, 44);
  const number = pad(input.documentNumber, 9);
  const optional = pad(input.personalNumber ?? '', 14);
  // An all-filler optional field takes a filler check digit (Doc 9303 part 4, 4.2.2.2).
  const optionalCheck = /^<+$/.test(optional) ? '<' : checkDigit(optional);
  const dob = mrzDate(input.dateOfBirth);
  const expiry = mrzDate(input.expiryDate);
  const composite = `${number}${checkDigit(number)}${dob}${checkDigit(dob)}${expiry}${checkDigit(expiry)}${optional}${optionalCheck}`;
  const line2 = `${number}${checkDigit(number)}${input.nationality}${dob}${checkDigit(dob)}${input.sex}${expiry}${checkDigit(expiry)}${optional}${optionalCheck}${checkDigit(composite)}`;
  if (line2.length !== 44) throw new Error(`TD3 line 2 is ${line2.length} characters`);
  return [line1, line2];
}

/** Positions of line 2's single check digits (number, birth date, expiry), one of which a forgery alters. */
export const td3CheckDigitPositions = [9, 19, 27] as const;

/** Line 2 with the check digit at `position` moved by one, as a careless forger leaves it. */
export function alterCheckDigit(line2: string, position: number): string {
  const digit = Number(line2[position]);
  return `${line2.slice(0, position)}${(digit + 1) % 10}${line2.slice(position + 1)}`;
}
