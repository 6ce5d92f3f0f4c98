import type { CasePerson, OtherIdentity } from './cases.js';

export type { OtherIdentity };

/**
 * What every blind set (the seventh on) records of its invented people, and how a national registry
 * writes their names. Each set keeps its own people (their names, dates, hard cases, looks) in its
 * people.ts, with what only it records of them.
 */

/** One of a set's six people: who they are, what a document prints of them and what each forgery and record uses instead. */
export interface BlindPerson<P extends string> extends CasePerson<P> {
  /** The people (ethnic group) and where they live. */
  people: string;
  state: string;
  lga: string;
  placeOfBirth: string;
  address: string;
  occupation: string;
  height: string;
  bloodGroup: string;
  /** What this person tests in a reader. */
  hardCase: string;
}

/** What the sets from the thirteenth on record of their people besides the kit's: a voter's card's delimitation, the sibling, the forgeries' given names and birth date, the drawn portrait. */
export interface PlannedPerson<P extends string> extends BlindPerson<P> {
  /** INEC's delimitation (state, LGA, ward, polling unit codes) a voter's card prints. */
  delimitation: string;
  /** Whether the sibling's given names share a middle name with the holder's or are wholly different. */
  siblingShares: 'middle name' | 'nothing';
  /** viz-given: the given names a forger printed over the visual zone (MRZ and record keep the true ones). */
  forgedGivenNames: string;
  /** viz-dob: the birth date a forger printed over the visual zone (MRZ and record keep the true one). */
  forgedDateOfBirth: string;
  /** The drawn portrait (the ninth set's art; no face of a real person is used). */
  look: { skin: string; headwear: 'none' | 'kufi' | 'gele' | 'hijab' | 'beret'; clothes: string; hair: string; beard: boolean; glasses: boolean };
}

/** The person of a set with this key. */
export function personIn<P extends string, T extends { key: P }>(people: readonly T[], key: P): T {
  const p = people.find((x) => x.key === key);
  if (!p) throw new Error(`no person ${key}`);
  return p;
}

/** How the national identity registry writes a name (NIMC's records are in mixed case, after a space or a hyphen too; Ma'aji keeps its a small). */
export function titleCase(name: string): string {
  return name.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => `${sep}${ch.toUpperCase()}`);
}
