import { ymd } from './dates.js';

/**
 * The passport's machine-readable zone (ICAO 9303 part 4, TD3: two lines of 44), built from the
 * page's data, and read back by check.ts to prove its check digits independently of the builder.
 */

const WEIGHTS = [7, 3, 1] as const;

function charValue(ch: string): number {
  if (ch === '<') return 0;
  if (ch >= '0' && ch <= '9') return ch.charCodeAt(0) - 48;
  if (ch >= 'A' && ch <= 'Z') return ch.charCodeAt(0) - 55;
  throw new Error(`not an MRZ character: ${JSON.stringify(ch)}`);
}

export function checkDigit(field: string): string {
  let sum = 0;
  for (let i = 0; i < field.length; i++) sum += charValue(field.charAt(i)) * (WEIGHTS[i % 3] ?? 0);
  return String(sum % 10);
}

/**
 * A name as the MRZ writes it: diacritics dropped (È -> E, as ICAO 9303's transliteration for Latin
 * letters with accents), apostrophes left out, hyphens and spaces as fillers.
 */
export function mrzNamePart(name: string): string {
  const plain = name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  const out = plain.replace(/['’]/g, '').replace(/[-\s]+/g, '<');
  if (!/^[A-Z<]+$/.test(out)) throw new Error(`cannot write ${name} in an MRZ`);
  return out;
}

/** Primary and secondary identifiers in the 39 places of line 1, cut at 39 (the given names lose their end). */
export function mrzNameField(surname: string, givenNames: string): { field: string; truncated: boolean } {
  const full = `${mrzNamePart(surname)}<<${mrzNamePart(givenNames)}`;
  return { field: full.slice(0, 39).padEnd(39, '<'), truncated: full.length > 39 };
}

export const mrzDate = (iso: string) => {
  const { y, m, d } = ymd(iso);
  return `${String(y % 100).padStart(2, '0')}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}`;
};

export interface Td3Data {
  documentNumber: string;
  surname: string;
  givenNames: string;
  nationality: string;
  dateOfBirth: string;
  sex: 'M' | 'F';
  expiryDate: string;
  /** Optional data (a Nigerian page may hold the NIN here); empty writes fillers. */
  personalNumber: string;
}

/** The check digits of line 2, by name, with their positions (0-based) in the line. */
export const TD3_CHECK_POSITIONS = { document: 9, birth: 19, expiry: 27, personal: 42, composite: 43 } as const;
export type Td3CheckDigit = keyof typeof TD3_CHECK_POSITIONS;

export function td3(data: Td3Data): [string, string] {
  const line1 = `P<${data.nationality}${mrzNameField(data.surname, data.givenNames).field}`;
  const number = data.documentNumber.padEnd(9, '<');
  if (number.length !== 9) throw new Error(`document number too long: ${data.documentNumber}`);
  const personal = data.personalNumber.padEnd(14, '<');
  const personalCd = data.personalNumber === '' ? '<' : checkDigit(personal);
  const birth = mrzDate(data.dateOfBirth);
  const expiry = mrzDate(data.expiryDate);
  const upper = `${number}${checkDigit(number)}${data.nationality}${birth}${checkDigit(birth)}${data.sex}${expiry}${checkDigit(expiry)}${personal}${personalCd}`;
  const composite = checkDigit(`${upper.slice(0, 10)}${upper.slice(13, 20)}${upper.slice(21, 43)}`);
  const line2 = `${upper}${composite}`;
  if (line1.length !== 44 || line2.length !== 44) throw new Error('TD3 lines must be 44 characters');
  return [line1, line2];
}

/** Line 2 with one check digit replaced by another digit (the one `shift` places on, mod 10). */
export function withWrongDigit(line2: string, which: Td3CheckDigit, shift: number): string {
  const at = TD3_CHECK_POSITIONS[which];
  const old = line2.charAt(at);
  const base = old === '<' ? 0 : Number(old);
  const digit = String((base + (shift % 9) + 1) % 10);
  return `${line2.slice(0, at)}${digit}${line2.slice(at + 1)}`;
}

/** Which check digits of a TD3 line 2 do not hold (an empty list for a sound zone). */
export function failingCheckDigits(line2: string): Td3CheckDigit[] {
  const bad: Td3CheckDigit[] = [];
  const at = (i: number) => line2.charAt(i);
  if (checkDigit(line2.slice(0, 9)) !== at(9)) bad.push('document');
  if (checkDigit(line2.slice(13, 19)) !== at(19)) bad.push('birth');
  if (checkDigit(line2.slice(21, 27)) !== at(27)) bad.push('expiry');
  const personal = line2.slice(28, 42);
  const personalOk = /^<+$/.test(personal) ? at(42) === '<' || at(42) === '0' : checkDigit(personal) === at(42);
  if (!personalOk) bad.push('personal');
  if (checkDigit(`${line2.slice(0, 10)}${line2.slice(13, 20)}${line2.slice(21, 43)}`) !== at(43)) bad.push('composite');
  return bad;
}
