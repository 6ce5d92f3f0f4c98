import { createHash } from 'node:crypto';
import type { DocumentTrustConfig } from '../../core/config.js';
import type { Db } from '../../core/db/index.js';
import { clampText } from '../../core/field-limits.js';
import { newId } from '../../core/ids.js';
import { assertCanAfford, chargeForCall } from '../../platform/billing/index.js';
import type { InstitutionCaller } from '../../platform/institutions/index.js';
import { enqueueJob } from '../../platform/jobs/index.js';
import type { BlobStore } from '../../platform/storage/index.js';
import type { DocumentAuthority } from './authorities/index.js';
import { purgeEvidenceJob } from './document-trust.jobs.js';
import type { RequestedDocType, SessionData } from './document-trust.schemas.js';
import { deleteEvidence, retentionUntil, storeEvidence } from './evidence.js';
import { displayDate, type DocumentFields } from './handlers/index.js';
import type { OcrPool } from './ocr/ocr-pool.js';
import { inspectUpload } from './pipeline/image-step.js';
import { pipelineVersions, runPipeline } from './pipeline/run-pipeline.js';
import { spelledAsRecorded } from './record-names.js';
import { insertReview } from './reviews.repo.js';
import { insertSession } from './sessions.repo.js';

export interface TrustForm {
  documentImage: Buffer;
  documentImageBack: Buffer | null;
  docType: RequestedDocType;
  customerReference: string;
}

const dateFields = new Set(['dateOfBirth', 'issueDate', 'expiryDate']);

/** Response form: dates as DD-MM-YYYY, everything else as read. */
function displayFields(fields: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    // A misread line can run on: the answer states documentField as every value's bound.
    out[key] = dateFields.has(key) && /^\d{4}-\d{2}-\d{2}$/.test(value) ? displayDate(value) : clampText(value, 'documentField');
  }
  return out;
}

/**
 * POST /document/trust: checks the upload, runs the pipeline, stores the evidence, then in one
 * transaction charges the call, records the session (a REVIEW one enters the review queue) and
 * schedules its evidence purge. Every completed session is billed once whatever the decision; a
 * refused request is not.
 */
export async function verifyDocument(options: {
  db: Db;
  blobStore: BlobStore;
  ocr: OcrPool;
  authority: DocumentAuthority;
  config: DocumentTrustConfig;
  caller: InstitutionCaller;
  form: TrustForm;
  now?: () => Date;
}): Promise<{ data: SessionData; transactionRef: string }> {
  const { db, caller, form, config } = options;
  const now = options.now ?? (() => new Date());
  const started = performance.now();

  const front = await inspectUpload({ bytes: form.documentImage, field: 'documentImage', maxPixels: config.maxPixels });
  const back = form.documentImageBack ? await inspectUpload({ bytes: form.documentImageBack, field: 'documentImageBack', maxPixels: config.maxPixels }) : null;
  await assertCanAfford({ db, caller });

  // Decoding and the pixel loops run in an OCR worker thread (ocr-pool.ts), off the event loop.
  const image = await options.ocr.prepareImage({ step: 'decode', bytes: form.documentImage, field: 'documentImage', maxPixels: config.maxPixels });
  const processedAt = now();
  const today = processedAt.toISOString().slice(0, 10);
  const result = await runPipeline({ image, requested: form.docType, ocr: options.ocr, authority: options.authority, today });

  const sessionId = newId('document');
  const auditRef = newId('audit');
  const until = retentionUntil(processedAt, config.evidenceRetentionYears);
  const documentImageHash = `sha256:${createHash('sha256').update(form.documentImage).digest('hex')}`;
  const evidenceKeys = await storeEvidence({
    blobStore: options.blobStore,
    sessionId,
    at: processedAt,
    front: { bytes: form.documentImage, format: front.format },
    back: back && form.documentImageBack ? { bytes: form.documentImageBack, format: back.format } : null,
    record: {
      sessionId,
      auditRef,
      processedAtUtc: processedAt.toISOString(),
      documentImageHash,
      image: result.image.quality,
      documentInPhoto: result.image.document,
      ocrText: result.steps.page.text,
      turnedBy: result.steps.turnedBy,
      orientationTried: result.steps.orientationTried,
      deskewedBy: result.steps.deskewedBy,
      mrzText: result.steps.mrzText,
      handlersTried: result.steps.handlers,
      extracted: result.extraction?.fields ?? {},
      authority: { source: result.authority.source, lookup: result.authority.lookup },
      checks: result.checks,
      decision: result.decision,
      versions: { ocr: options.ocr.versions, ...pipelineVersions },
    },
  });

  const fields: DocumentFields = result.extraction?.fields ?? {};
  const found = result.authority.lookup.outcome === 'found' ? result.authority.lookup.fields : null;
  const data: SessionData = {
    sessionId,
    customerReference: form.customerReference,
    decision: result.decision,
    trustScore: result.trustScore,
    mode: 'trust',
    docTypeRequested: form.docType,
    docTypeDetected: result.docTypeDetected,
    processedAtUtc: processedAt.toISOString(),
    processingDurationMs: Math.round(performance.now() - started),
    summary: result.summary,
    checks: result.checks.map(({ code, category, status, message, confidence }) => ({ code, category, status, message: clampText(message, 'message'), confidence: Math.round(confidence * 1000) / 1000 })),
    extractedData: { documentType: result.docTypeDetected, fields: displayFields(spelledAsRecorded({ ...fields }, found)) },
    authorityData: { source: result.authority.source, recordFound: found !== null, fields: found ? displayFields(found) : {} },
    audit: { auditRef, evidenceRetentionUntilUtc: until.toISOString(), documentImageHash, documentImagePath: evidenceKeys[0]! },
  };

  try {
    const transactionRef = await db.transaction(async (tx) => {
      const charge = await chargeForCall({ tx, caller });
      await insertSession({
        tx,
        session: {
          id: sessionId,
          institutionId: caller.institutionId,
          decision: data.decision,
          docTypeDetected: data.docTypeDetected,
          result: data,
          transactionRef: charge.transactionRef,
          evidenceKeys,
          evidenceRetentionUntil: until,
        },
      });
      // Every REVIEW session enters its institution's manual review queue with it.
      if (data.decision === 'REVIEW') await insertReview({ tx, sessionId, institutionId: caller.institutionId, docType: data.docTypeDetected, enteredAt: processedAt });
      await enqueueJob({ tx, job: purgeEvidenceJob, payload: { sessionId }, runAt: until, dedupeKey: sessionId });
      return charge.transactionRef;
    });
    return { data, transactionRef };
  } catch (error) {
    // Not billed, not recorded: the evidence of a session that does not exist must not stay behind.
    await deleteEvidence({ blobStore: options.blobStore, keys: evidenceKeys }).catch(() => {});
    throw error;
  }
}
