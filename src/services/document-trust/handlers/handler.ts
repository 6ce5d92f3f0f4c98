import type { Check, DocType } from '../document-trust.schemas.js';
import type { OcrLine, OcrPage, OcrWord } from '../ocr/ocr-pool.js';
import type { PrintedRead } from './differing-characters.js';

/** A check with the one thing the decision needs that callers do not see: whether it is critical. */
export interface CheckResult extends Check {
  critical: boolean;
  /**
   * The read fields a failure stands on: it is evidence when they were read clearly, whatever else on
   * the page was not (an expiry past, read clearly, on a licence whose birth date was unread).
   */
  basis?: (keyof DocumentFields)[];
  /**
   * A REVIEW whose one doubt is which zone's name was misread (the MRZ's read unclearly or confusably
   * where it differs from the printed one): the authority's record settles it (run-pipeline.ts). The
   * MRZ's name as read, and whether the printed name's differing characters were read clearly.
   * `printedShort`: the print lacks letters the MRZ read clearly, and has no room for them: only a
   * record holding the MRZ's name settles it (FAIL), never one holding the printed name.
   */
  settledByRecordName?: { mrzSurname: string; mrzGivenNames: string; printedClear: boolean; printedShort: boolean };
}

/** What a handler read. Dates are ISO (YYYY-MM-DD) here and DD-MM-YYYY in the response. */
export interface DocumentFields {
  documentNumber?: string;
  surname?: string;
  givenNames?: string;
  dateOfBirth?: string;
  sex?: string;
  issueDate?: string;
  expiryDate?: string;
  nationality?: string;
  issuingState?: string;
  placeOfBirth?: string;
  stateOfIssue?: string;
  trackingId?: string;
  pollingUnit?: string;
}

export interface Extraction {
  docType: DocType;
  fields: DocumentFields;
  /** Required fields not found (empty when the handler recognised its document). */
  missing: (keyof DocumentFields)[];
  /** 0-1: how far the extracted values can be trusted (OCR line confidence, MRZ check digits). */
  confidence: number;
  /** 0-1 per required field: how confidently it was read (1 when proven by check digits). */
  fieldConfidence: Partial<Record<keyof DocumentFields, number>>;
  /**
   * The printed text a field's value was read from, with its per-character confidences, when the
   * value is that text's: a contradiction with another source is judged by its differing characters.
   */
  printedReads?: Partial<Record<keyof DocumentFields, PrintedRead>>;
  /**
   * A card's one NAME value printed without the comma that says where the surname ends: unsplit, its
   * surname and given names stay unread unless the authority's record tells the parts apart (record-guided-step.ts).
   */
  unsplitName?: PrintedRead & { confidence: number };
  /**
   * Fields read under a label too garbled to match within a label's tolerance (layout-fields.ts
   * findWeakLabels), with the label as read. Such a value is the page's, but which field it is rests on
   * a guess: it may contradict the authority only where the authority's own value is printed nowhere on
   * the page (record-guided-step.ts looks; authority-step.ts judges).
   */
  labelsReadUnclearly?: Partial<Record<keyof DocumentFields, string>>;
  /** True when the document number is confirmed independently of the OCR (an MRZ check digit). */
  numberConfirmed: boolean;
  /** Handler-specific checks: formats, MRZ, cross-field consistency. */
  checks: CheckResult[];
  /** The raw MRZ text read, if any, for the evidence record. */
  mrzText?: string;
}

export interface HandlerInput {
  page: OcrPage;
  /** Reads the MRZ band with the legacy engine; tries image variants until `problems` counts none. */
  /** `confidence` is the lower OCR confidence of the two lines read; `lineConfidences` one per character of each of `lines` (padding 0). */
  readMrz: (problems: (lines: string[]) => number) => Promise<{ lines: string[]; lineConfidences: number[][]; accepted: boolean; text: string; confidence: number }>;
  /**
   * Reads one word of the page again, cut out alone: at its own size and stretched to half again its
   * width. The words of each reading, in that order (missing-letters.ts judges a doubled letter, and a
   * letter missing at the word's start or end, by them). `roomAt` cuts it out with a letter's room
   * more at that end, where a letter the page read lost would stand.
   */
  readWordAgain?: (word: OcrWord, options?: { roomAt?: 'start' | 'end' }) => Promise<OcrWord[][]>;
  today: string;
}

export interface DocumentHandler {
  docType: DocType;
  /** Recorded in the evidence so a decision can be replayed against the exact rules. */
  version: string;
  /** Words on the page that suggest this document (auto mode tries those handlers first). */
  keywords: RegExp;
  required: (keyof DocumentFields)[];
  extract(input: HandlerInput): Promise<Extraction>;
}

export type { OcrLine };
