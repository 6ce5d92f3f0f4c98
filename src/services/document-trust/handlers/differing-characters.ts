import { monthNames, parseDate, repairByShape, type DateKind } from './text-fields.js';

/** A value as printed and read: its text and, when the engine gives them, a confidence per character. */
export interface PrintedRead {
  value: string;
  /** 0-1 per character of `value` (same length). */
  charConfidences?: number[];
}

/** Positions at which two values differ (different lengths: their length difference plus the differing positions). */
export function charactersApart(a: string, b: string): number {
  let apart = Math.abs(a.length - b.length);
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) apart++;
  return apart;
}

const candidates = Array.from('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');

/**
 * How clearly OCR read the characters that make a printed value differ from another value (the MRZ's,
 * the authority's): the highest per-character confidence among the printed characters whose change
 * alone brings the value, as `interpret` reads it, closer to `other`. A one-digit difference is then
 * judged by that digit, not by the mean of a field whose other characters were read clearly: PP-OCR
 * reads a smudged 5 as 6 at a low probability inside a date read at 0.97 overall. Found by trying
 * each character in each position, so it needs no knowledge of the date's printed form (`12 MAR 85`,
 * `12/03/1985`, `12-MAR-1985` alike). Undefined when it cannot say: no per-character confidences, the
 * read not interpretable or equal to `other`, or no single character explains any of the difference
 * and no month's name in place of a word explains it: the caller then judges by the whole field, as before.
 */
export function clearestDifferingCharacter(read: PrintedRead | undefined, other: string, interpret: (text: string) => string | null | undefined): number | undefined {
  const confidences = read?.charConfidences;
  if (read === undefined || confidences === undefined || confidences.length !== read.value.length) return undefined;
  const asRead = interpret(read.value);
  if (asRead === null || asRead === undefined || asRead === other) return undefined;
  const apart = charactersApart(asRead, other);
  const differing: number[] = [];
  const text = Array.from(read.value);
  if (text.length !== read.value.length) return undefined;
  text.forEach((character, i) => {
    if (/\s/.test(character)) return;
    const closer = candidates.some((candidate) => {
      if (candidate === character.toUpperCase()) return false;
      const changed = interpret(`${read.value.slice(0, i)}${candidate}${read.value.slice(i + 1)}`);
      return changed !== null && changed !== undefined && charactersApart(changed, other) < apart;
    });
    if (closer) differing.push(confidences[i] ?? 0);
  });
  // A month's name replaced (`06 JAN 1979` printed, November in the MRZ): no one letter explains it, the
  // word does, and each of its letters differs, so its clearest letter is the evidence, as a digit's is
  // (a month one letter apart, JUN for JUL, is found letter by letter above).
  if (differing.length === 0) {
    for (const run of read.value.matchAll(/\p{L}{3,}/gu)) {
      const at = run.index ?? 0;
      const closer = monthNames.some((month) => {
        const changed = interpret(`${read.value.slice(0, at)}${month}${read.value.slice(at + run[0].length)}`);
        return changed !== null && changed !== undefined && charactersApart(changed, other) < apart;
      });
      if (closer) differing.push(Math.max(...confidences.slice(at, at + run[0].length)));
    }
  }
  return differing.length === 0 ? undefined : Math.max(...differing);
}

/** `clearestDifferingCharacter` for a printed date against an ISO date. */
export function clearestDifferingDateCharacter(read: PrintedRead | undefined, otherIso: string, kind: DateKind, today: string): number | undefined {
  return clearestDifferingCharacter(read, otherIso, (text) => parseDate(text, kind, today));
}

/** `clearestDifferingCharacter` for a printed document number of a known shape (A99999999) against another number. */
export function clearestDifferingNumberCharacter(read: PrintedRead | undefined, other: string, shape: string): number | undefined {
  return clearestDifferingCharacter(read, other, (text) => repairByShape(text, shape) ?? text.toUpperCase().replace(/\s/g, ''));
}

/**
 * The clearest differing printed character must be read at least this confidently for a one-character
 * date or number difference to contradict (FAIL); below it the difference may be a misread (REVIEW,
 * retake). docs/decisions.md "Per-character confidence: dates and numbers" (red-team tune split).
 */
export const differingDigitRead = 0.95;
