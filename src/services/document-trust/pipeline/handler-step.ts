import { AppError } from '../../../core/errors.js';
import type { CheckResult, Extraction, HandlerInput } from '../handlers/index.js';
import { handlers } from '../handlers/index.js';
import type { DocType, RequestedDocType } from '../document-trust.schemas.js';
import { documentTypes } from '../document-trust.schemas.js';

export interface HandlerStepResult {
  extraction: Extraction | null;
  /** Every handler tried, in order, and what it was missing. */
  attempts: { docType: DocType; missing: string[] }[];
  classification: CheckResult;
}

/** The result for a complete extraction: its classification check carries the extraction's confidence. */
function classified(extraction: Extraction, attempts: HandlerStepResult['attempts'], status: 'pass' | 'review', message: string): HandlerStepResult {
  return {
    extraction,
    attempts,
    classification: {
      code: 'DOC_CLASSIFICATION',
      category: 'classification',
      status,
      message,
      confidence: Math.max(0.5, Math.min(1, extraction.confidence)),
      critical: false,
    },
  };
}

/**
 * Step 4: the requested handler, or in auto mode the handlers whose keywords appear on the page (every
 * handler when none does), until one extracts all its required fields. With nothing complete, the most complete
 * attempt is kept so the reviewer still sees what was read. A stated type the page does not match is
 * read as the type it looks like, with a review classification naming it.
 */
export async function runHandlers(options: { requested: RequestedDocType; input: HandlerInput }): Promise<HandlerStepResult> {
  const { requested, input } = options;
  const worded = new Set(documentTypes.filter((docType) => handlers[docType].keywords.test(input.page.text)));
  const order: DocType[] = requested === 'auto' ? [...documentTypes].sort((a, b) => Number(worded.has(b)) - Number(worded.has(a))) : [requested];
  const attempts: HandlerStepResult['attempts'] = [];
  let best: Extraction | null = null;
  for (const docType of order) {
    const handler = handlers[docType];
    // With no type's wording read at all (a dim photo garbled a NIN card's every title and label), every
    // handler reads the page: cheap text parsing each, and the most complete one is kept.
    if (requested === 'auto' && worded.size > 0 && !worded.has(docType) && attempts.length > 0) break;
    const extraction = await handler.extract(input);
    attempts.push({ docType, missing: extraction.missing });
    if (!best || extraction.missing.length < best.missing.length) best = extraction;
    if (extraction.missing.length === 0) {
      return classified(extraction, attempts, 'pass', requested === 'auto' ? `Detected a ${docType}: its required fields were found` : `Read as the requested ${docType}`);
    }
  }
  if (!best) throw new AppError('internal', 'No document handler ran');
  // A stated type the page is not: read it as what it looks like, so the reviewer sees which type it
  // is and its checks still run, but never PASS (the caller's claim and the page disagree).
  if (requested !== 'auto') {
    for (const docType of documentTypes.filter((type) => type !== requested && worded.has(type))) {
      const extraction = await handlers[docType].extract(input);
      attempts.push({ docType, missing: extraction.missing });
      if (extraction.missing.length === 0) {
        return classified(
          extraction,
          attempts,
          'review',
          `The page looks like a ${docType}, not the requested ${requested}: resend with docType=${docType} (or auto), or check that the right document was photographed`,
        );
      }
    }
  }
  return {
    extraction: best,
    attempts,
    classification: {
      code: 'DOC_CLASSIFICATION',
      category: 'classification',
      status: 'review',
      message:
        requested === 'auto'
          ? `No document type could be read completely (closest: ${best.docType}, missing ${best.missing.join(', ')}); ask for a clearer image`
          : `Not readable as a ${requested}: missing ${best.missing.join(', ')}; ask for a clearer image or check the document type`,
      confidence: 0.4,
      critical: false,
    },
  };
}
