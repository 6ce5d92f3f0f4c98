import type { AuthorityLookup, DocumentAuthority } from '../authorities/index.js';
import type { Extraction } from '../handlers/index.js';
import { confusableLetterRead } from '../handlers/index.js';
import { compareNames } from '../name-match.js';

/**
 * Letters OCR reads one for another in a printed number (the tenth and eleventh blind sets' licences:
 * `ETG51007PH50` read `ETC...` at 57-91%, `ORN19953WC75` read `DRN...`). Letter for letter only, so a
 * variant keeps the number's format (the FRSC licence's letters and digits by position).
 */
const lookAlikes: Record<string, string[]> = { C: ['G'], G: ['C'], O: ['D', 'Q'], D: ['O'], Q: ['O'], E: ['F'], F: ['E'], U: ['V'], V: ['U'], M: ['N'], N: ['M'] };

/** At most this many more lookups for one document: each is a call the authority may bill. */
export const maxLookAlikeLookups = 3;

/** How the number as read became the one the authority holds: shown in AUTHORITY_RECORD_FOUND. */
export interface NumberReadAs {
  read: string;
  character: string;
  held: string;
  confidence: number;
}

/** The numbers one unclearly read letter away, its least clearly read letters first. */
function lookAlikeNumbers(extraction: Extraction): { number: string; at: number; confidence: number }[] {
  const number = extraction.fields.documentNumber!;
  const read = extraction.printedReads?.documentNumber;
  if (!read?.charConfidences) return [];
  // The confidences of the number's characters as printed, in order: the handler's repairs keep their count.
  const confidences = [...read.value].flatMap((character, i) => (/[\p{L}\p{N}]/u.test(character) ? [read.charConfidences![i] ?? 0] : []));
  if (confidences.length !== number.length) return [];
  const unclear = confidences
    .map((confidence, at) => ({ at, confidence }))
    .filter(({ at, confidence }) => confidence < confusableLetterRead && lookAlikes[number[at]!] !== undefined)
    .sort((a, b) => a.confidence - b.confidence);
  return unclear.flatMap(({ at, confidence }) => lookAlikes[number[at]!]!.map((letter) => ({ number: number.slice(0, at) + letter + number.slice(at + 1), at, confidence }))).slice(0, maxLookAlikeLookups);
}

/**
 * Step 4a: the authority's record for a card's number (a passport's is proven by its MRZ). When it
 * holds none for the number as read, and a letter of it OCR confuses with another was read unclearly
 * (below the confusable-letter line), the numbers that letter away are asked for. One record found
 * that way, holding the name read (a whole-name match) and the birth date read (when both have one),
 * is the document's: its number was misread, and it is reported as the record's, with how it was read.
 * A record that does not agree is another person's, never taken: the number stays unfound (REVIEW).
 */
export async function lookUpNumber(options: { extraction: Extraction | null; authority: DocumentAuthority; signal?: AbortSignal }): Promise<{ extraction: Extraction | null; lookup?: AuthorityLookup; numberReadAs?: NumberReadAs }> {
  const { extraction, authority } = options;
  const number = extraction?.fields.documentNumber;
  if (!extraction || !number || extraction.numberConfirmed || extraction.docType === 'passport') return { extraction };
  const lookup = await authority.lookup({ docType: extraction.docType, documentNumber: number, signal: options.signal });
  if (lookup.outcome !== 'not_found') return { extraction, lookup };
  const readName = `${extraction.fields.surname ?? ''} ${extraction.fields.givenNames ?? ''}`.trim();
  if (readName === '') return { extraction, lookup };
  const agreeing: { number: string; at: number; confidence: number; lookup: AuthorityLookup & { outcome: 'found' } }[] = [];
  for (const variant of lookAlikeNumbers(extraction)) {
    const found = await authority.lookup({ docType: extraction.docType, documentNumber: variant.number, signal: options.signal });
    if (found.outcome !== 'found') continue;
    const held = found.fields;
    const heldName = `${held.surname ?? ''} ${held.givenNames ?? ''}`.trim();
    const birthAgrees = extraction.fields.dateOfBirth === undefined || held.dateOfBirth === undefined || extraction.fields.dateOfBirth === held.dateOfBirth;
    if (heldName !== '' && compareNames(readName, heldName).verdict === 'match' && birthAgrees) agreeing.push({ ...variant, lookup: found });
  }
  if (agreeing.length !== 1) return { extraction, lookup };
  const [taken] = agreeing as [(typeof agreeing)[number]];
  return {
    extraction: { ...extraction, fields: { ...extraction.fields, documentNumber: taken.number } },
    lookup: taken.lookup,
    numberReadAs: { read: number, character: number[taken.at]!, held: taken.number[taken.at]!, confidence: taken.confidence },
  };
}
