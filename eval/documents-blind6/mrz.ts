import { yymmdd, type IsoDate } from './dates.js';

/**
 * The passport's machine-readable zone (ICAO 9303 part 4, TD3: two lines of 44 characters), built
 * from what the visual zone prints: names transliterated (apostrophes and dots dropped, spaces and
 * hyphens become `<`), truncated to the 39 characters the name field holds, check digits computed.
 * A `mrz-check-digit` case spoils one of them and recomputes the composite, so only that one fails.
 */

const weights = [7, 3, 1] as const;

function charValue(ch: string): number {
  if (ch === '<') return 0;
  if (ch >= '0' && ch <= '9') return ch.charCodeAt(0) - 48;
  if (ch >= 'A' && ch <= 'Z') return ch.charCodeAt(0) - 55;
  throw new Error(`not an MRZ character: ${ch}`);
}

export function checkDigit(field: string): string {
  let sum = 0;
  for (let i = 0; i < field.length; i++) sum += charValue(field[i] as string) * (weights[i % 3] as number);
  return String(sum % 10);
}

/** A name part as the MRZ writes it: apostrophes and dots dropped, spaces and hyphens as `<`. */
export function mrzName(part: string): string {
  const cleaned = part
    .toUpperCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’.]/g, '')
    .replace(/[\s-]+/g, '<')
    .replace(/[^A-Z<]/g, '');
  return cleaned;
}

/** SURNAME<<GIVEN<NAMES in 39 characters: the given names are cut when it is longer (ICAO truncation). */
export function nameField(surname: string, givenNames: string): { field: string; truncated: boolean } {
  const primary = mrzName(surname);
  const secondary = mrzName(givenNames);
  const full = secondary ? `${primary}<<${secondary}` : primary;
  if (full.length <= 39) return { field: full.padEnd(39, '<'), truncated: false };
  // Cut the given names; a cut must not end on a filler (it would read as a missing letter).
  const cut = full.slice(0, 39).replace(/<+$/, '');
  return { field: cut.padEnd(39, '<'), truncated: true };
}

export type CheckDigitField = 'number' | 'birth' | 'expiry';

export interface Td3 {
  lines: [string, string];
  /** The name field was cut to fit. */
  truncated: boolean;
  /** Which check digit was spoilt, if any. */
  spoilt: CheckDigitField | null;
}

const wrong = (digit: string, shift: number) => String((Number(digit) + shift) % 10);

export function buildTd3(p: {
  documentNumber: string;
  surname: string;
  givenNames: string;
  dateOfBirth: IsoDate;
  sex: 'M' | 'F';
  expiryDate: IsoDate;
  /** Spoil this check digit by `shift` (1..9). */
  spoil?: { field: CheckDigitField; shift: number };
}): Td3 {
  if (!/^[A-Z0-9]{9}$/.test(p.documentNumber)) throw new Error(`passport number must be 9 characters: ${p.documentNumber}`);
  const { field, truncated } = nameField(p.surname, p.givenNames);
  const line1 = `P<NGA${field}`;
  const number = p.documentNumber;
  const birth = yymmdd(p.dateOfBirth);
  const expiry = yymmdd(p.expiryDate);
  let numberCd = checkDigit(number);
  let birthCd = checkDigit(birth);
  let expiryCd = checkDigit(expiry);
  if (p.spoil?.field === 'number') numberCd = wrong(numberCd, p.spoil.shift);
  if (p.spoil?.field === 'birth') birthCd = wrong(birthCd, p.spoil.shift);
  if (p.spoil?.field === 'expiry') expiryCd = wrong(expiryCd, p.spoil.shift);
  // No personal number: fillers, and its check digit a filler as ICAO allows for an empty field.
  const optional = '<'.repeat(14);
  const optionalCd = '<';
  // The composite covers the digits as printed, spoilt one included, so only the spoilt one disagrees.
  const composite = checkDigit(`${number}${numberCd}${birth}${birthCd}${expiry}${expiryCd}${optional}${optionalCd}`);
  const line2 = `${number}${numberCd}NGA${birth}${birthCd}${p.sex}${expiry}${expiryCd}${optional}${optionalCd}${composite}`;
  if (line1.length !== 44 || line2.length !== 44) throw new Error(`TD3 lines must be 44 characters: ${line1} / ${line2}`);
  return { lines: [line1, line2], truncated, spoilt: p.spoil?.field ?? null };
}
