/* The only file other folders import. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../core/config.js';
import type { Db } from '../../core/db/index.js';
import type { HeavyWorkGate } from '../../platform/heavy-work/index.js';
import type { BlobStore } from '../../platform/storage/index.js';
import { registerDocumentTrustRoutes, serviceApiKeyHeader } from './document-trust.routes.js';
import { registerReviewRoutes } from './reviews.routes.js';
import { seedSandboxAuthorityRecords } from './manage-authority-records.js';
import { createOcrPool, type OcrPool } from './ocr/ocr-pool.js';

export { documentTrustJobs } from './document-trust.jobs.js';
export { purgeExpiredEvidence, purgeSessionEvidence } from './purge-evidence.js';
export { createOcrPool, ocrEngines, type OcrEngine, type OcrPool } from './ocr/ocr-pool.js';
export { sandboxSeedRecords, sandboxNotFoundNumbers } from './authorities/index.js';
export { serviceApiKeyHeader } from './document-trust.routes.js';
export { getSession } from './get-session.js';
export { frontImageTurn, listSessions, readSessionImage, sessionImageSides } from './browse-sessions.js';
export { imageSides, SessionListQuerySchema, type ImageSide, type SessionList, type SessionListQuery, type SessionSummary } from './session-list.schemas.js';
export { listReviewQueue, claimReview, releaseReview, decideReview, reviewQueueFigures, findSessionReview, reviewedEvent } from './review-queue.js';
export {
  approveReasonCodes,
  rejectReasonCodes,
  reviewReasonCodes,
  noteMaxLength,
  type Reviewer,
  type Review,
  type ReviewItem,
  type ReviewList,
  type ReviewListQuery,
  type ReviewFigures,
  type DecideBody,
  type Decided,
  type SessionWithReview,
} from './review.schemas.js';

/**
 * Registers the routes and ties the OCR pool to the app: a pool passed in (tests, benchmarks) stays
 * the caller's; otherwise the app makes one, warms it at start when configured, and closes it.
 * The sandbox registry's documented records are put in place at start.
 */
export function installDocumentTrust(app: FastifyInstance, deps: { db: Db; config: Config; blobStore: BlobStore; adminToken: string; masterKey: Buffer; ocr?: OcrPool; heavyWork: HeavyWorkGate }): void {
  const owned = deps.ocr === undefined;
  const ocr = deps.ocr ?? createOcrPool({ pageWorkers: deps.config.documentTrust.ocrWorkers, engine: deps.config.documentTrust.ocrEngine, splitPages: deps.config.documentTrust.ocrSplitPages, niceIncrement: deps.config.heavyWork.documentOcrNice, onError: (error) => app.log.error({ err: error }, 'OCR worker error') });
  registerDocumentTrustRoutes(app, { ...deps, ocr });
  registerReviewRoutes(app, { db: deps.db, masterKey: deps.masterKey, headerName: serviceApiKeyHeader });
  app.addHook('onReady', async () => {
    if (deps.config.documentTrust.authority.driver === 'sandbox') await seedSandboxAuthorityRecords({ db: deps.db });
    if (owned && deps.config.documentTrust.ocrWarmAtStart) await ocr.warm();
  });
  if (owned) app.addHook('onClose', async () => ocr.close());
}
export { countDecisions } from './decision-counts.js';
export { listSandboxAuthorityRecords } from './manage-authority-records.js';
export { deleteAuditedAuthorityRecord, putAuditedAuthorityRecord } from './console-authority-records.js';
export { documentTypes, type AuthorityRecord } from './document-trust.schemas.js';
