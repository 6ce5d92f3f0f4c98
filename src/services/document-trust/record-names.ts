import { distance } from 'fastest-levenshtein';
import { narrowLetters } from './handlers/missing-letters.js';
import { digitsAsLetters, letters, nameTokens, wordEnds } from './name-match.js';

/**
 * A name read from a document against the authority's record of it, surname against surname and
 * given names against given names, token by token.
 *
 * compareNames (name-match.ts) scores a whole name order-free with Jaro-Winkler, which is lenient by
 * design (records and documents spell one person differently) but rewards a shared beginning: the
 * wide red-team split's records OLUWASEGUN for a printed OLUWASEGUNFUNMI (five letters added) and
 * IBEKWU for IBEKWE-NNAJI scored as matches and those documents PASSed. Here a token agrees with
 * another only when OCR can explain the difference: at most one edit in a token of up to 7 letters,
 * two in a longer one, and, when the engine gave per-character confidences, none of the differing
 * characters read clearly (a clearly read letter that differs is a different spelling: a record's typo
 * or another name, never a PASS).
 */

/** A value as printed and read, with its per-character OCR confidences when the engine gave them. */
export interface NameRead {
  value: string;
  charConfidences?: number[];
}

/** A differing character read at least this confidently is not a misread. */
export const clearLetterRead = 0.95;

type PairAgreement = 'same' | 'slip' | 'clearlyDiffers' | 'different';

interface ReadToken {
  token: string;
  confidences?: number[];
}

/** The read name's tokens as nameTokens makes them, each with its letters' confidences where known. */
function readTokens(read: NameRead): ReadToken[] {
  // A digit read for a letter is that letter, but not read clearly as it (confidence 0): it never makes a name differ.
  const value = digitsAsLetters(read.value);
  const confidences = read.charConfidences?.length === read.value.length ? read.charConfidences.map((confidence, i) => (value[i] === read.value[i] ? confidence : 0)) : undefined;
  const tokens: ReadToken[] = [];
  let letters = '';
  let known: number[] = [];
  const flush = () => {
    if (letters === '') return;
    // The same spelling-variant mapping as nameTokens; a token it rewrites loses its confidences (no alignment).
    const [canonical] = nameTokens(letters);
    tokens.push(canonical === letters && confidences ? { token: letters, confidences: known } : { token: canonical ?? letters });
    letters = '';
    known = [];
  };
  for (let i = 0; i < value.length; i++) {
    const folded = value[i]!.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    if (!/^[A-Z]+$/.test(folded)) {
      flush();
      continue;
    }
    letters += folded;
    for (let k = 0; k < folded.length; k++) known.push(confidences?.[i] ?? 0);
  }
  flush();
  return tokens;
}

/** Edits OCR may make in a token of this length and still read the same name. */
const slipsAllowed = (length: number) => (length <= 7 ? 1 : 2);

/** The read characters whose change or removal brings the read token closer to the held one. */
function differingReadCharacters(read: string, held: string): number[] {
  const apart = distance(read, held);
  const at: number[] = [];
  for (let i = 0; i < read.length; i++) {
    const without = read.slice(0, i) + read.slice(i + 1);
    let closer = distance(without, held) < apart;
    for (let c = 65; !closer && c <= 90; c++) {
      const letter = String.fromCharCode(c);
      if (letter !== read[i]) closer = distance(read.slice(0, i) + letter + read.slice(i + 1), held) < apart;
    }
    if (closer) at.push(i);
  }
  return at;
}

function agreement(read: ReadToken, held: string): PairAgreement {
  if (read.token === held) return 'same';
  if (distance(read.token, held) > slipsAllowed(Math.max(read.token.length, held.length))) return 'different';
  if (!read.confidences) return 'slip';
  const differing = differingReadCharacters(read.token, held);
  // Only letters the read lacks (OCR drops a faint one): nothing read clearly says otherwise.
  return differing.some((i) => (read.confidences![i] ?? 0) >= clearLetterRead) ? 'clearlyDiffers' : 'slip';
}

/** The least letters a name left over from a split may have: shorter is more likely a misread than a name. */
const shortestRest = 3;

/**
 * A read token holding two or more held tokens run together (`OLUWADAMILAREADE` for
 * OLUWADAMILARE-ADE: OCR lost the hyphen) is split like them, its confidences with it. So is one that
 * begins or ends with a held token, the rest another name, where names are several (`names`: given
 * names, the record holding two or more): `OBARILOMATEOSARO` against a record's EJIRE OSARO, the
 * fourteenth set's sibling's record, was "partly matched" through the OSARO it shares. A surname is
 * never cut so (OLUWASEGUNFUNMI is not OLUWASEGUN and another surname).
 */
function splitLikeHeld(tokens: ReadToken[], held: string[], names: 'surname' | 'givenNames'): ReadToken[] {
  const cut = (read: ReadToken, parts: string[]) => {
    let at = 0;
    return parts.map((part) => {
      const piece = { token: part, ...(read.confidences ? { confidences: read.confidences.slice(at, at + part.length) } : {}) };
      at += part.length;
      return piece;
    });
  };
  return tokens.flatMap((read) => {
    for (let i = 0; i < held.length; i++) {
      let joined = held[i]!;
      for (let j = i + 1; j < held.length && joined.length < read.token.length; j++) {
        joined += held[j]!;
        if (joined === read.token) return cut(read, held.slice(i, j + 1));
      }
    }
    if (names === 'surname' || held.length < 2 || held.includes(read.token)) return [read];
    for (const part of held) {
      if (part.length < shortestRest || read.token.length - part.length < shortestRest) continue;
      if (read.token.startsWith(part)) return cut(read, [part, read.token.slice(part.length)]);
      if (read.token.endsWith(part)) return cut(read, [read.token.slice(0, -part.length), part]);
    }
    return [read];
  });
}

/**
 * Read tokens that together spell one held token are that token: OCR breaks a long word at a wide
 * letter gap (the ninth blind set's 19-letter HYELADZIRAMAWANDIYE read `HYELADZIRAMA WANDIYE`,
 * `CHUKWU-EMEKA` read `CHUK WU-EMEKA`), and the names 'partly matched' on genuine pages. So do pieces
 * that spell it but for an OCR slip: a letter smudged past reading leaves a gap the recogniser reads
 * as a space (`YAK BU` for YAKUBU), and the pieces, each another name to the comparison, FAILed a
 * genuine page as another person.
 */
function joinLikeHeld(tokens: ReadToken[], held: string[]): ReadToken[] {
  const out: ReadToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let joined: ReadToken | null = null;
    let upTo = i;
    for (let j = i + 1; j < tokens.length && !joined; j++) {
      const run = tokens.slice(i, j + 1);
      const token = run.map((t) => t.token).join('');
      if (held.includes(tokens[i]!.token)) continue;
      const confidences = run.every((t) => t.confidences) ? run.flatMap((t) => t.confidences!) : undefined;
      const candidate = { token, ...(confidences ? { confidences } : {}) };
      if (!held.some((h) => ['same', 'slip'].includes(agreement(candidate, h)))) continue;
      joined = candidate;
      upTo = j;
    }
    out.push(joined ?? tokens[i]!);
    i = upTo;
  }
  return out;
}

/** A surname part whose every letter was read at least this confidently is no garble of another part. */
const partReadClearly = 0.9;

/** Without per-character figures a token is as clear as its field's read, which the caller judges. */
const readClearly = (token: ReadToken) => token.confidences === undefined || token.confidences.every((c) => c >= partReadClearly);

const rank: Record<PairAgreement, number> = { same: 0, slip: 1, clearlyDiffers: 2, different: 3 };

/** Pairs each token with its closest unpaired counterpart, best agreements first. */
function pairTokens(read: ReadToken[], held: string[]): { pairs: PairAgreement[]; pairedRead: ReadToken[]; pairedHeld: string[]; unpairedRead: number; unpairedHeld: number; heldLeft: string[] } {
  const candidates = read.flatMap((r, i) => held.map((h, j) => ({ i, j, agreement: agreement(r, h), apart: distance(r.token, h) })));
  candidates.sort((a, b) => rank[a.agreement] - rank[b.agreement] || a.apart - b.apart);
  const usedRead = new Set<number>();
  const usedHeld = new Set<number>();
  const pairs: PairAgreement[] = [];
  const pairedRead: ReadToken[] = [];
  const pairedHeld: string[] = [];
  for (const c of candidates) {
    if (usedRead.has(c.i) || usedHeld.has(c.j)) continue;
    usedRead.add(c.i);
    usedHeld.add(c.j);
    pairs.push(c.agreement);
    pairedRead.push(read[c.i]!);
    pairedHeld.push(held[c.j]!);
  }
  return { pairs, pairedRead, pairedHeld, unpairedRead: read.length - usedRead.size, unpairedHeld: held.length - usedHeld.size, heldLeft: held.filter((_, j) => !usedHeld.has(j)) };
}

export type SurnameAgreement =
  /** Every token on both sides agrees (the same, or an OCR slip). */
  | 'match'
  /** Something in common (one side's part of the other's double surname, a letter or two that differ clearly), or the record holds it as a given name. */
  | 'partial'
  /** Nothing OCR could explain, or one part of two double surnames replaced: another family's name. */
  | 'different';

/** The read surname against the record's (its given names only to notice names held in the other field). */
export function compareSurnames(options: { read: NameRead; heldSurname: string; heldGivenNames?: string }): SurnameAgreement {
  const held = nameTokens(options.heldSurname);
  const read = joinLikeHeld(splitLikeHeld(readTokens(options.read), held, 'surname'), held);
  if (read.length === 0 || held.length === 0) return 'partial';
  const { pairs, pairedRead, unpairedRead, unpairedHeld } = pairTokens(read, held);
  if (unpairedRead === 0 && unpairedHeld === 0 && pairs.every((p) => p === 'same' || p === 'slip')) return 'match';
  // Two double surnames, part for part, one part another family's name read clearly (AKPAN-ESSIEN held
  // for a printed UDOFIA-ESSIEN): a part replaced is another surname, as a whole one replaced is. A part
  // one side lacks (a maiden name added on marriage, IBEKWE-NNAJI for IBEKWE) stays partial.
  const partReplaced = pairs.some((p, k) => p === 'different' && readClearly(pairedRead[k]!));
  if (read.length >= 2 && unpairedRead === 0 && unpairedHeld === 0 && partReplaced) return 'different';
  if (pairs.some((p) => p !== 'different')) return 'partial';
  // A record that holds the surname among the given names (its fields filled the other way round) is not another person.
  const given = nameTokens(options.heldGivenNames ?? '');
  const swapped = read.every((r) => given.some((g) => ['same', 'slip'].includes(agreement(r, g))));
  return swapped ? 'partial' : 'different';
}

/** Whether one token's letters appear in the other's, in order (OCR drops letters, a print or MRZ cuts a name short). */
const lettersWithin = (short: string, long: string) => {
  let at = 0;
  for (const letter of long) if (letter === short[at]) at++;
  return at === short.length;
};

export type GivenNamesAgreement =
  /** Every token of the shorter side pairs with one that agrees (a middle name one side lacks is compareNames' business). */
  | 'match'
  /** Something in common, or nothing read clearly enough to say the names differ. */
  | 'partial'
  /**
   * No read token is any of the record's given names nor a misread of one, each read clearly: another
   * person of the same family (a sibling's record shares the surname and often the birth date).
   */
  | 'different';

/**
 * The read given names against the record's. `different` also needs the read tokens not to be the
 * record's surname (a record whose fields were filled the other way round) and none to be a record
 * token with letters dropped or cut (`EHIZ` for EHIZOGIE, `TONBOFA` for AYIBATONYEBOFA): those are reads
 * of the same name, not another.
 */
export function compareGivenNames(options: { read: NameRead; heldGivenNames: string; heldSurname?: string; surnameReadAsHeld?: boolean }): GivenNamesAgreement {
  const held = nameTokens(options.heldGivenNames);
  const read = joinLikeHeld(splitLikeHeld(readTokens(options.read), held, 'givenNames'), held);
  if (read.length === 0 || held.length === 0) return 'partial';
  const { pairs } = pairTokens(read, held);
  if (pairs.every((p) => p === 'same' || p === 'slip')) return 'match';
  if (pairs.some((p) => p === 'same' || p === 'slip')) return 'partial';
  // The record's surname among the read given names is a record filled the other way round, unless the
  // page's surname was read as the record's too: then it is a given name the record does not hold (the
  // twenty-second blind set's forged KALU UKPAI under the surname KALU, the record's UDUMA AGWU: REVIEW).
  const otherName = anotherName(held, options.surnameReadAsHeld ? undefined : options.heldSurname);
  return read.every(otherName) ? 'different' : 'partial';
}

/**
 * The record's given names that no read one pairs with (EBUKA KINGSLEY read, EBUKA KINGSLEY OBINNA
 * held: OBINNA). compareGivenNames calls such a read a match, as a misread cannot tell a name the page
 * lacks from one the photo lost; but a sibling's record sharing the holder's middle name is the same
 * shape when the photo lost the holder's first name, so the caller does not PASS a record's first name unseen.
 */
export function unpairedGivenNames(options: { read: NameRead; heldGivenNames: string }): string[] {
  const held = nameTokens(options.heldGivenNames);
  const read = joinLikeHeld(splitLikeHeld(readTokens(options.read), held, 'givenNames'), held);
  return pairTokens(read, held).heldLeft;
}

/**
 * Whether a read token, read clearly, is another name than any of the record's given names: not its
 * surname (a record filled the other way round) nor one of them with letters dropped or cut.
 */
function anotherName(held: string[], heldSurname: string | undefined): (read: ReadToken) => boolean {
  const surname = nameTokens(heldSurname ?? '');
  const sameName = (r: ReadToken) =>
    surname.some((s) => ['same', 'slip'].includes(agreement(r, s))) ||
    held.some((h) => (r.token.length >= 3 && lettersWithin(r.token, h)) || (h.length >= 3 && lettersWithin(h, r.token)));
  return (r) => readClearly(r) && !sameName(r);
}

/**
 * The record's given names that the read ones replace, name for name: every one of the record's paired
 * with a read one, the rest the same (or OCR slips), each replacing one another name read clearly
 * (`anotherName`), as is any read name left over (the second half of a hyphenated name). A
 * sibling sharing the holder's middle names (MAY OSHIOKHAIMHE printed, JUNE OSHIOKHAIMHE held: the
 * eighth blind set's twins), which compareGivenNames calls partial. Null when the names are not so:
 * a name one side lacks, a letter or two apart (AMINA, AMINU), or a garbled read.
 */
export function replacedGivenNames(options: { read: NameRead; heldGivenNames: string; heldSurname?: string }): string[] | null {
  const held = nameTokens(options.heldGivenNames);
  const read = joinLikeHeld(splitLikeHeld(readTokens(options.read), held, 'givenNames'), held);
  const { pairs, pairedRead, pairedHeld, unpairedHeld } = pairTokens(read, held);
  if (read.length === 0 || unpairedHeld > 0) return null;
  const otherName = anotherName(held, options.heldSurname);
  // A read name the record has no counterpart for (the other half of a hyphenated CHUKWU-EMEKA) is
  // another name too, read as clearly: else nothing is said.
  if (!read.filter((token) => !pairedRead.includes(token)).every(otherName)) return null;
  const replaced = pairs.flatMap((p, k) => (p === 'same' || p === 'slip' ? [] : [k]));
  if (replaced.length === 0 || replaced.length === pairs.length) return null;
  if (!replaced.every((k) => pairs[k] === 'different' && otherName(pairedRead[k]!))) return null;
  return replaced.map((k) => pairedHeld[k]!);
}


/**
 * Whether the record holds the read surname and given names letter for letter (marks, case, spaces
 * and punctuation aside): not a lenient match, which a one-letter forgery (OSHILIN for OSHILIM) passes.
 */
export function recordHoldsNames(fields: { surname?: string; givenNames?: string }, held: Record<string, string> | null): boolean {
  if (!held || fields.surname === undefined || fields.givenNames === undefined || held.surname === undefined || held.givenNames === undefined) return false;
  return letters(fields.surname) === letters(held.surname) && letters(fields.givenNames) === letters(held.givenNames) && letters(fields.surname) !== '';
}

/**
 * Whether the record holds the printed names with one letter more in one part, at a place where the MRZ
 * as read has a letter too, however misread: the twentieth blind set's forged OGOCHUKU printed beside
 * the record's OGOCHUKWU and an MRZ read `OGOCHUKNU` at 77% there. With the print shown to lack a letter
 * where its letters leave no room (`printedShort`), the letter the record and the MRZ hold is one the
 * page's print lost to a forger. Not a narrow letter the MRZ read as another: the print's room was judged
 * against the MRZ's letter.
 */
export function recordHoldsLetterPrintLacks(printed: { surname?: string; givenNames?: string }, mrz: { surname?: string; givenNames?: string }, held: Record<string, string> | null): boolean {
  if (!held) return false;
  let lacking = 0;
  for (const key of ['surname', 'givenNames'] as const) {
    const [print, recorded, read] = [printed[key], held[key], mrz[key]].map((part) => (part === undefined ? undefined : letters(part)));
    if (print === undefined || recorded === undefined || read === undefined || print === '') return false;
    if (print === recorded && read === recorded) continue;
    if (recorded.length !== print.length + 1 || read.length !== recorded.length) return false;
    const place = [...recorded].findIndex((_, i) => recorded.slice(0, i) + recorded.slice(i + 1) === print && read.slice(0, i) + read.slice(i + 1) === print);
    if (place < 0 || (narrowLetters.has(recorded[place]!) && read[place] !== recorded[place])) return false;
    lacking++;
  }
  return lacking === 1;
}

/**
 * The read names in the record's spelling where they are its letters exactly and differ only by what
 * the reader cannot see or the MRZ drops: accents and dots (GBÈNOUKPO read GBENOUKPO, the OCR model has
 * no È), apostrophes and hyphens (JA'AFARU, which a passport's MRZ writes JAAFARU), and spaces OCR
 * lost (PP-OCR reads a condensed face's narrow space as none: the thirteenth and fourteenth blind
 * sets' UKANYAOHEPHOEBE, ABDUL-KARIMUBA, on genuine cards and passports). Any other difference keeps
 * the read. Upper case when the document printed it so, as cards do.
 */
export function spelledAsRecorded<F extends { surname?: string; givenNames?: string }>(fields: F, held: Record<string, string> | null): F {
  if (!held) return fields;
  const out = { ...fields };
  for (const key of ['surname', 'givenNames'] as const) {
    const read = fields[key];
    const recorded = held[key];
    if (read === undefined || recorded === undefined || read === recorded || letters(read) !== letters(recorded) || letters(read) === '') continue;
    // Every break the document showed is the record's too: a space read is never moved or taken away, one lost is restored.
    const recordedEnds = wordEnds(recorded);
    if (!wordEnds(read).every((end) => recordedEnds.includes(end))) continue;
    out[key] = (read === read.toUpperCase() ? recorded.toUpperCase() : recorded).normalize('NFC');
  }
  return out;
}
