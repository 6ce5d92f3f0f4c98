import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AppError } from '../../../src/core/errors.js';
import { assertCanManage, assertCanView, canManage, canReview, assertCanReview, type Actor } from '../../../src/platform/console/index.js';
import { getInstitutionWebhook, listInstitutionDeliveries, type WebhookSet, type WebhookSettings } from '../../../src/platform/institution-webhooks/index.js';
import { getInstitution } from '../../../src/platform/institutions/index.js';
import { frontImageTurn, getSession, listReviewQueue, listSessions, readSessionImage, reviewQueueFigures, sessionImageSides } from '../../../src/services/document-trust/index.js';
import type { ConsoleDeps, SignedIn } from './console-session.js';
import { path, type Html, type Section } from './html.js';
import { claimAuditedReview, clearAuditedWebhook, decideAuditedReview, forceReleaseAuditedReview, redeliverAuditedWebhook, releaseAuditedReview, setAuditedWebhook } from './review-actions.js';
import { documentPage, documentsPage, reviewQueuePage, webhookPage, type DecisionAttempt } from './review-pages.js';
import { DecisionForm, InstitutionPageParams, DeliveriesQuery, DeliveryPageParams, DocumentsQuery, ImageParams, NoticeQuery, ReviewCsrfForm, ReviewQueueQuery, SessionPageParams, WebhookUrlForm } from './review.schemas.js';

/** What registerConsoleRoutes lends these pages: its session guard and page renderer. */
export interface ConsolePageKit {
  deps: ConsoleDeps;
  requireSession: preHandlerAsyncHookHandler;
  sessionOf(request: FastifyRequest): SignedIn;
  actorOf(request: FastifyRequest): Actor;
  render(reply: FastifyReply, request: FastifyRequest, options: { title: string; body: Html; section?: Section; statusCode?: number }): FastifyReply;
  seeOther(reply: FastifyReply, location: string): FastifyReply;
}

/** Fixed notices a redirect may ask for, so no free text rides in a URL. */
const notices = {
  claimed: 'Review claimed: no other reviewer can take it until you decide or release it.',
  released: 'Review released back to the queue.',
  'force-released': 'The other reviewer’s claim was released: the review is back in the queue. The audit log names whose claim it was.',
  approved: 'Review decided: Approve. The API answer shows it and the webhook is on its way.',
  rejected: 'Review decided: Reject. The API answer shows it and the webhook is on its way.',
  recorded: 'This decision was already recorded; nothing changed.',
  cleared: 'Webhook cleared: no new event is sent.',
  redelivered: 'Redelivery queued: the same event, to the current URL and secret.',
} as const;
const noticeOf = (key: string | undefined): string | null => (key !== undefined && Object.hasOwn(notices, key) ? notices[key as keyof typeof notices] : null);

/** A UTC day (YYYY-MM-DD) as the start of that day, or of the next one for an inclusive end. */
const dayStart = (day: string | undefined, field: 'from' | 'to'): string | undefined => {
  if (!day) return undefined;
  const at = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(at.getTime())) throw new AppError('validation_error', 'Not a calendar day', { details: [{ path: field, message: 'must be a real calendar day (YYYY-MM-DD)' }] });
  if (field === 'to') at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString();
};

function hrefWith(base: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  return `${path(base)}?${search.toString()}`;
}

/**
 * The review queue, document sessions and the institution webhook in the console (docs/console.md).
 * Each route checks the role and calls the use case the API calls; actions add an audit row.
 */
export function registerReviewPages(scope: FastifyInstance, kit: ConsolePageKit): void {
  const { db, config, masterKey, blobStore } = kit.deps;
  const { requireSession, sessionOf, actorOf, render, seeOther } = kit;
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const base = (institutionId: string) => `/institutions/${institutionId}`;
  const titleOf = async (institutionId: string) => (await getInstitution({ db, institutionId })).name;

  const showDocument = async (request: FastifyRequest, reply: FastifyReply, institutionId: string, sessionId: string, options: { notice: string | null; attempt: DecisionAttempt | null; statusCode: number }) => {
    const { user, csrfToken } = sessionOf(request);
    assertCanView(user, institutionId);
    const session = await getSession({ db, institutionId, sessionId });
    const images = await sessionImageSides({ db, institutionId, sessionId });
    const frontTurn = images.sides.includes('front') ? await frontImageTurn({ db, blobStore, institutionId, sessionId }) : null;
    return render(reply, request, {
      title: `Document ${sessionId}`,
      section: session.review ? 'reviews' : 'documents',
      statusCode: options.statusCode,
      body: documentPage({ user, csrfToken, institutionId, session, images, frontTurn, mayReview: canReview(user, institutionId), mayManage: canManage(user, institutionId), notice: options.notice, attempt: options.attempt }),
    });
  };

  // The review queue.
  app.get('/institutions/:institutionId/reviews', { schema: { hide: true, params: InstitutionPageParams, querystring: ReviewQueueQuery }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId } = request.params;
    const { user, csrfToken } = sessionOf(request);
    assertCanView(user, institutionId);
    const query = request.query;
    const status = query.status ?? 'waiting';
    const filter = { status: status === 'any' ? undefined : status, docType: query.docType || undefined, from: dayStart(query.from, 'from'), to: dayStart(query.to, 'to') } as const;
    const [figures, list, name] = [await reviewQueueFigures({ db, institutionId }), await listReviewQueue({ db, institutionId, query: { ...filter, limit: query.limit ?? 25, cursor: query.cursor } }), await titleOf(institutionId)];
    const nextHref = list.nextCursor ? hrefWith(`${base(institutionId)}/reviews`, { status, docType: query.docType, from: query.from, to: query.to, limit: query.limit?.toString(), cursor: list.nextCursor }) : null;
    return render(reply, request, {
      title: `Review queue · ${name}`,
      section: 'reviews',
      body: reviewQueuePage({ user, csrfToken, institutionId, figures, list, query, status, mayReview: canReview(user, institutionId), nextHref, notice: noticeOf(query.notice) }),
    });
  });
  app.post('/institutions/:institutionId/reviews/:sessionId/claim', { schema: { hide: true, params: SessionPageParams, body: ReviewCsrfForm }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId, sessionId } = request.params;
    assertCanReview(sessionOf(request).user, institutionId);
    await claimAuditedReview({ db, actor: actorOf(request), institutionId, sessionId });
    return seeOther(reply, path(`${base(institutionId)}/documents/${sessionId}?notice=claimed`));
  });
  app.post('/institutions/:institutionId/reviews/:sessionId/release', { schema: { hide: true, params: SessionPageParams, body: ReviewCsrfForm }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId, sessionId } = request.params;
    assertCanReview(sessionOf(request).user, institutionId);
    await releaseAuditedReview({ db, actor: actorOf(request), institutionId, sessionId });
    return seeOther(reply, path(`${base(institutionId)}/reviews?notice=released`));
  });
  app.post('/institutions/:institutionId/reviews/:sessionId/force-release', { schema: { hide: true, params: SessionPageParams, body: ReviewCsrfForm }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId, sessionId } = request.params;
    assertCanManage(sessionOf(request).user, institutionId);
    await forceReleaseAuditedReview({ db, actor: actorOf(request), institutionId, sessionId });
    return seeOther(reply, path(`${base(institutionId)}/documents/${sessionId}?notice=force-released`));
  });
  app.post('/institutions/:institutionId/reviews/:sessionId/decision', { schema: { hide: true, params: SessionPageParams, body: DecisionForm }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId, sessionId } = request.params;
    assertCanReview(sessionOf(request).user, institutionId);
    const { decision, reasonCode, note } = request.body;
    let decided;
    try {
      decided = await decideAuditedReview({ db, masterKey, actor: actorOf(request), institutionId, sessionId, body: { decision, reasonCode, ...(note === undefined ? {} : { note }) } });
    } catch (error) {
      // The person's own mistake (a reason that does not fit, OTHER without a note): the page again, with what they chose and wrote.
      if (!(error instanceof AppError && error.code === 'validation_error')) throw error;
      const attempt = { decision, reasonCode, note: note ?? '', message: error.message, details: error.details };
      return showDocument(request, reply, institutionId, sessionId, { notice: null, attempt, statusCode: 400 });
    }
    const noticeKey = decided.replayed ? 'recorded' : decision === 'Approve' ? 'approved' : 'rejected';
    return seeOther(reply, path(`${base(institutionId)}/documents/${sessionId}?notice=${noticeKey}`));
  });

  // Document sessions.
  app.get('/institutions/:institutionId/documents', { schema: { hide: true, params: InstitutionPageParams, querystring: DocumentsQuery }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId } = request.params;
    assertCanView(sessionOf(request).user, institutionId);
    const query = request.query;
            const list = await listSessions({ db, institutionId, query: { decision: query.decision || undefined, docType: query.docType || undefined, from: dayStart(query.from, 'from'), to: dayStart(query.to, 'to'), limit: query.limit ?? 25, cursor: query.cursor } });
    const nextHref = list.nextCursor ? hrefWith(`${base(institutionId)}/documents`, { decision: query.decision, docType: query.docType, from: query.from, to: query.to, limit: query.limit?.toString(), cursor: list.nextCursor }) : null;
    return render(reply, request, { title: `Documents · ${await titleOf(institutionId)}`, section: 'documents', body: documentsPage({ institutionId, list, query, nextHref }) });
  });
  app.get('/institutions/:institutionId/documents/:sessionId', { schema: { hide: true, params: SessionPageParams, querystring: NoticeQuery }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId, sessionId } = request.params;
    return showDocument(request, reply, institutionId, sessionId, { notice: noticeOf(request.query.notice), attempt: null, statusCode: 200 });
  });
  // The image as uploaded, behind the session: never cached, never sniffed, never a page.
  app.get('/institutions/:institutionId/documents/:sessionId/image/:side', { schema: { hide: true, params: ImageParams }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId, sessionId, side } = request.params;
    assertCanView(sessionOf(request).user, institutionId);
    const image = await readSessionImage({ db, blobStore, institutionId, sessionId, side });
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', `inline; filename="${sessionId}-${side}"`)
      .send(image.bytes);
  });

  // The institution webhook: its admins and operators only.
  const showWebhook = async (request: FastifyRequest, reply: FastifyReply, institutionId: string, options: { set?: WebhookSet; before?: string; notice?: string | null; statusCode?: number }) => {
    const { csrfToken } = sessionOf(request);
    let settings: WebhookSettings | null = null;
    try {
      settings = await getInstitutionWebhook({ db, institutionId });
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'not_found')) throw error;
    }
    const deliveries = await listInstitutionDeliveries({ db, institutionId, query: { limit: 25, before: options.before } });
    const nextHref = deliveries.nextBefore ? hrefWith(`${base(institutionId)}/webhook`, { before: deliveries.nextBefore }) : null;
    return render(reply, request, {
      title: `Webhook · ${await titleOf(institutionId)}`,
      section: 'institutions',
      statusCode: options.statusCode ?? 200,
      body: webhookPage({ csrfToken, institutionId, settings, set: options.set ?? null, deliveries, nextHref, notice: options.notice ?? null }),
    });
  };
  app.get('/institutions/:institutionId/webhook', { schema: { hide: true, params: InstitutionPageParams, querystring: DeliveriesQuery }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId } = request.params;
    assertCanManage(sessionOf(request).user, institutionId);
    return showWebhook(request, reply, institutionId, { before: request.query.before, notice: noticeOf(request.query.notice) });
  });
  app.post('/institutions/:institutionId/webhook', { schema: { hide: true, params: InstitutionPageParams, body: WebhookUrlForm }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId } = request.params;
    assertCanManage(sessionOf(request).user, institutionId);
    const set = await setAuditedWebhook({ db, config, masterKey, actor: actorOf(request), institutionId, url: request.body.url });
    return showWebhook(request, reply, institutionId, { set, notice: set.message, statusCode: set.webhookSecret ? 201 : 200 });
  });
  app.post('/institutions/:institutionId/webhook/clear', { schema: { hide: true, params: InstitutionPageParams, body: ReviewCsrfForm }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId } = request.params;
    assertCanManage(sessionOf(request).user, institutionId);
    const current = await getInstitutionWebhook({ db, institutionId });
    await clearAuditedWebhook({ db, actor: actorOf(request), institutionId, url: current.url });
    return seeOther(reply, path(`${base(institutionId)}/webhook?notice=cleared`));
  });
  app.post('/institutions/:institutionId/webhook/deliveries/:deliveryId/redeliver', { schema: { hide: true, params: DeliveryPageParams, body: ReviewCsrfForm }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId, deliveryId } = request.params;
    assertCanManage(sessionOf(request).user, institutionId);
    await redeliverAuditedWebhook({ db, masterKey, actor: actorOf(request), institutionId, deliveryId });
    return seeOther(reply, path(`${base(institutionId)}/webhook?notice=redelivered`));
  });
}
