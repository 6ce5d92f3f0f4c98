import type { DocumentAuthority } from '../authorities/index.js';
import type { Decision, DocType, RequestedDocType } from '../document-trust.schemas.js';
import { differingDigitRead, handlers, type CheckResult, type Extraction } from '../handlers/index.js';
import { nameMatchThresholds } from '../name-match.js';
import { clearLetterRead, recordHoldsLetterPrintLacks, recordHoldsNames } from '../record-names.js';
import type { OcrPage, OcrPool } from '../ocr/ocr-pool.js';
import { reconcileWithAuthority, surnameClearRead, type AuthorityStepResult } from './authority-step.js';
import { captureFramingCheck, criticalFieldsCheck, imageProblems, framingThresholds, datesCheck, expiringSoonDays, expiryCheck, fieldConfidenceThreshold, imageQualityCheck } from './checks-step.js';
import { decide, decisionThresholds, summarise, trustScore } from './decision-step.js';
import { runHandlers, type HandlerStepResult } from './handler-step.js';
import { documentOutline } from './document-outline.js';
import { documentLocation, minimumImageSize, qualityThresholds, type PreparedImage } from './image-step.js';
import { deskewRange, mrzReader, readTurnedPage, wordReader, type PageRead } from './ocr-step.js';
import { orientationThresholds, readUprightPage, type OrientedRead } from './orientation-step.js';
import { lookUpNumber } from './number-lookup-step.js';
import { guideByRecord } from './record-guided-step.js';

export interface PipelineResult {
  decision: Decision;
  trustScore: number;
  docTypeDetected: DocType | 'unknown';
  checks: CheckResult[];
  extraction: Extraction | null;
  authority: AuthorityStepResult;
  summary: ReturnType<typeof summarise>;
  /** The image the page was read from: the prepared upload, turned upright when it was not. */
  image: PreparedImage;
  /** Every step's output, for the evidence record. */
  steps: { page: OcrPage; turnedBy: OrientedRead['turnedBy']; orientationTried: OrientedRead['tried']; deskewedBy: number; handlers: HandlerStepResult['attempts']; mrzText: string | null };
}

/** The versions, models and thresholds a decision was made with (with the OCR pool's own versions): stored with the evidence. */
/**
 * Whether the expiry read is in a year before this one and that year's digits, as printed, were each
 * read clearly: the document expired whatever its day and month say (`10 APR 2023` with its `10` read
 * at 0.76 is still past). A misread that turns a valid expiry into a past one must misread the year.
 */
function expiryYearReadClearly(extraction: Extraction | null, today: string): boolean {
  const iso = extraction?.fields.expiryDate;
  const read = extraction?.printedReads?.expiryDate;
  if (!iso || !read?.charConfidences || iso.slice(0, 4) >= today.slice(0, 4)) return false;
  // The year as printed: four digits, or its last two standing alone at the end (`10 APR 23`).
  const whole = [...read.value.matchAll(new RegExp(`(?<!\\d)${iso.slice(0, 4)}(?!\\d)`, 'g'))].at(-1);
  const short = whole ? undefined : new RegExp(`(?<!\\d)${iso.slice(2, 4)}\\W*$`).exec(read.value);
  const at = whole?.index ?? short?.index;
  if (at === undefined) return false;
  return read.charConfidences.slice(at, at + (whole ? 4 : 2)).every((confidence) => confidence >= differingDigitRead);
}

/**
 * A passport whose one doubt is which zone's name was misread, settled by the authority's record held
 * letter for letter (not a lenient name match, which a one-letter forgery passes: the ninth blind
 * set's OSHILIN printed for the MRZ's and record's OSHILIM PASSed on one):
 * - the record holds the printed names: the MRZ's name was misread (the eighth blind set's genuine
 *   passports, `GOSHNE` in an MRZ read at 72% beside the printed and recorded GOSHWE, were REVIEW);
 * - the record holds the MRZ's name as read, and the printed name differs where it was read clearly
 *   (from both, AUTHORITY_NAME_MATCH not passing): the printed name was altered. Two sources agreeing
 *   letter for letter is what "the MRZ read clearly" stands for (the ninth set's one-letter surname
 *   forgeries were REVIEW on every capture whose MRZ was read below the clear threshold).
 *   A print lacking a letter where its letters leave no room for one (`printedShort`) is altered even
 *   when the lenient name match passed it as an OCR slip (the thirteenth set's NGADA for NGADDA), and
 *   also when the MRZ misread that letter, if the record holds one there (`recordHoldsLetterPrintLacks`).
 * Any other doubt on the page keeps its REVIEW.
 */
function settleNameByRecord(checks: CheckResult[], names: { printed: { surname?: string; givenNames?: string }; held: Record<string, string> | null }): void {
  const at = checks.findIndex((check) => check.settledByRecordName !== undefined && check.status === 'review');
  const check = checks[at];
  const zones = check?.settledByRecordName;
  const nameCheck = checks.find((c) => c.code === 'AUTHORITY_NAME_MATCH');
  if (!check || !zones || !nameCheck) return;
  const differs = check.message.replace(/; retake: .*$/, '');
  const mrzNames = { surname: zones.mrzSurname, givenNames: zones.mrzGivenNames };
  if (recordHoldsNames(names.printed, names.held) && nameCheck.status === 'pass' && !zones.printedShort) {
    checks[at] = { ...check, status: 'pass', message: `${differs}: the MRZ's name, read unclearly where it differs, is the printed name misread (the authority's record holds the printed name)`, confidence: 0.8, critical: true };
  } else if (zones.printedClear && (nameCheck.status !== 'pass' || zones.printedShort) && recordHoldsNames(mrzNames, names.held)) {
    checks[at] = { ...check, status: 'fail', message: `${differs}: the MRZ's name as read is the authority's letter for letter, and the printed name differs from both where it was read clearly: the page was altered`, confidence: 0.9, critical: true };
  } else if (zones.printedShort && recordHoldsLetterPrintLacks(names.printed, mrzNames, names.held)) {
    checks[at] = { ...check, status: 'fail', message: `${differs}: the printed name lacks a letter the authority's record holds, where its letters leave no room for one, and the MRZ has a letter in that place too: the page was altered`, confidence: 0.9, critical: true };
  }
}

export const pipelineVersions = {
  handlers: Object.fromEntries(Object.entries(handlers).map(([docType, handler]) => [docType, handler.version])),
  thresholds: { orientation: orientationThresholds, deskew: deskewRange, documentLocation, documentOutline, framing: framingThresholds, minimumImageSize, quality: qualityThresholds, expiringSoonDays, fieldConfidence: fieldConfidenceThreshold, nameMatch: nameMatchThresholds, recordNameLetter: clearLetterRead, surnameClearRead, differingDigitRead, decision: decisionThresholds },
};

/** How many of its document type's required fields a handler read (-1: no document type read). */
const requiredRead = (extraction: Extraction | null) => (extraction ? handlers[extraction.docType].required.length - extraction.missing.length : -1);

/** image (already prepared) -> OCR (turned upright) -> handler -> checks -> authority -> decision. */
export async function runPipeline(options: { image: PreparedImage; requested: RequestedDocType; ocr: OcrPool; authority: DocumentAuthority; today: string }): Promise<PipelineResult> {
  const { requested, ocr, today } = options;
  const handle = (read: PageRead) =>
    runHandlers({ requested, input: { page: read.page, readMrz: mrzReader({ ocr, png: read.png, width: read.width, height: read.height, page: read.page }), readWordAgain: wordReader({ ocr, png: read.png, width: read.width, height: read.height }), today } });
  const oriented = await readUprightPage({ ocr, image: options.image });
  const image = oriented.image;
  let read = oriented.read;
  let handled = await handle(read);
  // A tilted page straightened from its one read is kept when its handler got everything it needs
  // (every field, every handler check passed); otherwise the turned image is read, as it always was.
  const complete = (e: Extraction | null) => e !== null && e.missing.length === 0 && e.checks.every((c) => c.status === 'pass') && criticalFieldsCheck(e, handlers[e.docType].required).status === 'pass';
  if (read.fromTiltedRead && !complete(handled.extraction)) {
    const turned = await readTurnedPage({ ocr, read });
    const again = await handle(turned);
    // ... unless it reads fewer of the fields the document needs: a steeply photographed passport's MRZ,
    // read whole from the tilted photo, was lost on its turned copy (the fifteenth blind set's steep-angle page).
    if (requiredRead(again.extraction) >= requiredRead(handled.extraction)) (read = turned), (handled = again);
  }
  const page = read.page;
  // A card's critical fields whose labels were not read, found printed as the authority holds them.
  // The card's record, asked for once here; a number one misread letter from a record's found by it.
  const numbered = await lookUpNumber({ extraction: handled.extraction, authority: options.authority });
  const guided = await guideByRecord({ extraction: numbered.extraction, classification: handled.classification, requested, page, authority: options.authority, today, ...(numbered.lookup ? { lookup: numbered.lookup } : {}) });
  const { extraction, classification, lookup, searched } = guided;
  const recognised = extraction !== null && extraction.missing.length === 0;
  const docType: DocType = extraction?.docType ?? (requested === 'auto' ? 'passport' : requested);

  const checks: CheckResult[] = [classification, ...(guided.check ? [guided.check] : [])];
  const critical = extraction ? criticalFieldsCheck(extraction, handlers[extraction.docType].required) : null;
  if (extraction && critical) {
    checks.push(...extraction.checks, critical, expiryCheck(extraction, today, page), datesCheck(extraction, today));
  }
  const readClearly = recognised && critical?.status === 'pass';
  checks.push(
    imageQualityCheck(image.quality, { readClearly, retakeAskedElsewhere: extraction?.checks.some((check) => check.status === 'review' && /retake/i.test(check.message)) ?? false }),
    captureFramingCheck(page, read.width, read.height, image.document, { engine: options.ocr.engine, scale: image.width / image.quality.width, readClearly, photoWidth: image.document?.frame.width ?? image.quality.width, documentLongSide: Math.max(image.quality.width, image.quality.height) }),
  );
  const poorImage = imageProblems(image.quality).length > 0;
  const authority = await reconcileWithAuthority({ authority: options.authority, docType, extraction: recognised || extraction?.fields.documentNumber ? extraction : null, today, poorImage, pageText: page.text, ...(lookup ? { lookup } : {}), searched, ...(numbered.numberReadAs ? { numberReadAs: numbered.numberReadAs } : {}) });
  checks.push(...authority.checks);
  settleNameByRecord(checks, { printed: extraction?.fields ?? {}, held: authority.lookup.outcome === 'found' ? authority.lookup.fields : null });

  // Fields read at the confidence a failure needs: a failure standing only on them is evidence even when another field was not read.
  const clearlyRead = new Set(Object.entries(extraction?.fieldConfidence ?? {}).filter(([key, confidence]) => extraction?.fields[key as keyof Extraction['fields']] !== undefined && (confidence ?? 0) >= decisionThresholds.failConfidence).map(([key]) => key));
  const decision = decide(checks, { poorImage, clearlyRead, expiryYearClear: expiryYearReadClearly(extraction, today) });
  const docTypeDetected = recognised ? docType : 'unknown';
  return {
    decision,
    trustScore: trustScore(checks, decision),
    docTypeDetected,
    checks,
    extraction,
    authority,
    summary: summarise(checks, decision, docTypeDetected),
    image,
    steps: { page, turnedBy: oriented.turnedBy, orientationTried: oriented.tried, deskewedBy: read.deskewedBy, handlers: handled.attempts, mrzText: extraction?.mrzText ?? null },
  };
}
