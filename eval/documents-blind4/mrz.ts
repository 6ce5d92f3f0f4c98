/**
 * The passport's machine-readable zone (ICAO 9303 TD3: two lines of 44 characters), built from what
 * the data page prints, with the 7-3-1 check digits.
 */
import { mrzDate } from './dates.js';

const value = (c: string) => (c === '<' ? 0 : /[0-9]/.test(c) ? Number(c) : c.charCodeAt(0) - 55);

export function checkDigit(text: string): string {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += value(text[i] as string) * ([7, 3, 1][i % 3] as number);
  return String(sum % 10);
}

/** A name as the zone writes it: capitals, a hyphen or space becomes `<`, anything else dropped. */
export const mrzName = (name: string) => name.toUpperCase().replace(/[-\s]+/g, '<').replace(/[^A-Z<]/g, '');

export interface Td3Input {
  documentNumber: string;
  surname: string;
  givenNames: string[];
  dateOfBirth: string;
  sex: 'M' | 'F';
  expiryDate: string;
}

/** The name field (39 characters): surname, `<<`, given names; truncated at the end when too long. */
export function td3NameField(surname: string, givenNames: string[]): string {
  const full = `${mrzName(surname)}<<${givenNames.map(mrzName).join('<')}`;
  return full.slice(0, 39).padEnd(39, '<');
}

export function buildTd3(p: Td3Input): [string, string] {
  const line1 = `P<NGA${td3NameField(p.surname, p.givenNames)}`;
  const number = p.documentNumber.padEnd(9, '<');
  const dob = mrzDate(p.dateOfBirth);
  const expiry = mrzDate(p.expiryDate);
  const personal = '<'.repeat(14);
  const a = `${number}${checkDigit(number)}`;
  const b = `${dob}${checkDigit(dob)}`;
  const c = `${expiry}${checkDigit(expiry)}`;
  const d = `${personal}${checkDigit(personal)}`;
  const line2 = `${a}NGA${b}${p.sex}${c}${d}${checkDigit(`${a}${b}${c}${d}`)}`;
  if (line1.length !== 44 || line2.length !== 44) throw new Error(`TD3 line lengths ${line1.length}, ${line2.length}`);
  return [line1, line2];
}

/** The check digits a forgery may alter: their position on line 2 and the `mrz` package's field name. */
export const checkDigitPositions = {
  documentNumberCheckDigit: 9,
  birthDateCheckDigit: 19,
  expirationDateCheckDigit: 27,
  compositeCheckDigit: 43,
} as const;
export type AlteredCheckDigit = keyof typeof checkDigitPositions;

/**
 * Line 2 with one check digit changed by `by` (1-9). The composite digit is recomputed after a
 * field's digit changes, so the altered digit is the only one that fails.
 */
export function alterCheckDigit(line2: string, field: AlteredCheckDigit, by: number): string {
  const at = checkDigitPositions[field];
  const digit = (Number(line2[at]) + by) % 10;
  let out = `${line2.slice(0, at)}${digit}${line2.slice(at + 1)}`;
  if (field !== 'compositeCheckDigit') out = `${out.slice(0, 43)}${checkDigit(out.slice(0, 10) + out.slice(13, 20) + out.slice(21, 43))}`;
  return out;
}
