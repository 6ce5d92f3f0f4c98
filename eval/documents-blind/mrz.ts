/**
 * ICAO 9303 TD3 machine-readable zone (passport data page), written here from the specification
 * rather than borrowed from the reader or the other generators, so a shared mistake cannot hide.
 */

/** Value of one MRZ character in the 7-3-1 check: digits as themselves, A=10 .. Z=35, filler 0. */
function charValue(ch: string): number {
  if (ch >= '0' && ch <= '9') return ch.charCodeAt(0) - 48;
  if (ch >= 'A' && ch <= 'Z') return ch.charCodeAt(0) - 55;
  if (ch === '<') return 0;
  throw new Error(`not an MRZ character: ${JSON.stringify(ch)}`);
}

/** ICAO 9303 part 3, 4.9: weights 7, 3, 1 repeating, sum modulo 10. */
export function checkDigit(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += charValue(text[i]!) * [7, 3, 1][i % 3]!;
  return sum % 10;
}

/**
 * A name as the MRZ writes it: letters kept, hyphens, spaces and apostrophes become one filler,
 * anything else dropped (our names are plain ASCII capitals).
 */
export function mrzName(name: string): string {
  return name
    .toUpperCase()
    .replace(/['’]/g, '')
    .replace(/[^A-Z]+/g, '<')
    .replace(/^<+|<+$/g, '');
}

const pad = (text: string, length: number) => (text + '<'.repeat(length)).slice(0, length);

/** YYMMDD of an ISO date. */
export const yymmdd = (iso: string) => `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`;

export interface Td3Input {
  surname: string;
  givenNames: string;
  documentNumber: string;
  /** ISO dates. */
  dateOfBirth: string;
  expiryDate: string;
  sex: 'M' | 'F';
  /** Optional data (personal number), at most 14 characters; filler when absent. */
  optional?: string;
  /** Which check digit a forger got wrong (the composite is then recomputed, so only that one fails). */
  breakCheck?: 'number' | 'birth' | 'expiry';
}

/** The two 44-character lines of a Nigerian passport's MRZ. */
export function td3(input: Td3Input): [string, string] {
  // Line 1: document code P, filler subtype, issuing state, then SURNAME<<GIVEN<NAMES truncated to 39.
  const line1 = pad(`P<NGA${pad(`${mrzName(input.surname)}<<${mrzName(input.givenNames)}`, 39)}`, 44);
  const number = pad(input.documentNumber, 9);
  const dob = yymmdd(input.dateOfBirth);
  const expiry = yymmdd(input.expiryDate);
  const optional = pad(input.optional ?? '', 14);
  const bump = (digit: number, which: Td3Input['breakCheck']) => (input.breakCheck === which ? (digit + 1) % 10 : digit);
  const numberCheck = bump(checkDigit(number), 'number');
  const dobCheck = bump(checkDigit(dob), 'birth');
  const expiryCheck = bump(checkDigit(expiry), 'expiry');
  // An all-filler optional field may carry filler or 0 as its check digit (9303-4, 4.2.2.2); issuers print 0 or '<'; we print '<'.
  const optionalCheck = input.optional ? String(checkDigit(optional)) : '<';
  const upper = `${number}${numberCheck}`;
  const middle = `${dob}${dobCheck}`;
  const lower = `${expiry}${expiryCheck}${optional}${optionalCheck}`;
  const composite = checkDigit(`${upper}${middle}${lower}`);
  const line2 = `${upper}NGA${middle}${input.sex}${lower}${composite}`;
  if (line1.length !== 44 || line2.length !== 44) throw new Error(`TD3 line length ${line1.length}/${line2.length}`);
  return [line1, line2];
}
