import type { ConsoleUser } from '../../../src/platform/console/index.js';
import type { DeliveryList, WebhookSet, WebhookSettings } from '../../../src/platform/institution-webhooks/index.js';
import {
  approveReasonCodes,
  noteMaxLength,
  type frontImageTurn,
  rejectReasonCodes,
  type ImageSide,
  type ReviewFigures,
  type ReviewList,
  type SessionList,
  type SessionWithReview,
} from '../../../src/services/document-trust/index.js';
import { actionButton, csrfField, errorBox, html, path, shownOnce, table, when, type Html } from './html.js';
import type { DocumentsQuery, ReviewQueueQuery } from './review.schemas.js';

/* The bodies of the review queue, document session and institution webhook pages. */

const docTypeLabels: Record<string, string> = { passport: 'Passport', drivers_license: 'Driver’s licence', voters_card: 'Voter’s card', nin_slip: 'NIN slip', unknown: 'Unknown' };
const docTypeLabel = (code: string) => docTypeLabels[code] ?? code;

/** "2 h 05 min", "3 d 4 h": the age of the oldest review, for a person. */
export function age(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

function notice(text: string | null): Html {
  return text ? html`<p class="notice" role="status">${text}</p>` : html``;
}

function choices(values: readonly (readonly [string, string])[], selected: string | undefined): Html[] {
  return values.map(([value, label]) => html`<option value="${value}"${value === (selected ?? '') ? html` selected` : ''}>${label}</option>`);
}

const docTypeOptions = [['', 'Any'], ...Object.entries(docTypeLabels)] as const;

function dateFilters(query: { from?: string | undefined; to?: string | undefined }, label: string): Html {
  return html`<div><label for="f-from">${label} from (UTC day)</label><input id="f-from" name="from" type="date" value="${query.from ?? ''}"></div>
<div><label for="f-to">to (UTC day, inclusive)</label><input id="f-to" name="to" type="date" value="${query.to ?? ''}"></div>`;
}

function reviewerText(review: { reviewerId: string | null; reviewerKind: string | null }, user: ConsoleUser): string {
  if (review.reviewerId === null) return '—';
  if (review.reviewerKind === 'user' && review.reviewerId === user.userId) return 'you';
  return review.reviewerKind === 'api_key' ? `API key ${review.reviewerId}` : review.reviewerId;
}

export function reviewQueuePage(options: {
  user: ConsoleUser;
  csrfToken: string;
  institutionId: string;
  figures: ReviewFigures;
  list: ReviewList;
  query: ReviewQueueQuery;
  status: string;
  mayReview: boolean;
  nextHref: string | null;
  notice: string | null;
}): Html {
  const { user, csrfToken, institutionId, figures, list, query, mayReview } = options;
  const base = `/institutions/${institutionId}`;
  return html`${notice(options.notice)}
<section class="card" aria-labelledby="figures-title"><h2 id="figures-title">The queue now</h2>
<dl class="figures">
<div><dt>Waiting</dt><dd>${figures.waiting}</dd></div>
<div><dt>Claimed</dt><dd>${figures.claimed}</dd></div>
<div><dt>Oldest undecided</dt><dd>${age(figures.oldestWaitingSeconds)}</dd></div>
<div><dt>Decided today (UTC)</dt><dd>${figures.decidedToday}</dd></div>
</dl>
${mayReview ? '' : html`<p class="hint">Your role (${user.role}) can see the queue but not claim or decide reviews.</p>`}
</section>
<section class="card" aria-labelledby="filter-title"><h2 id="filter-title">Filter</h2>
<form method="get" action="${path(`${base}/reviews`)}" class="filters">
<div><label for="f-status">Status</label><select id="f-status" name="status">${choices(
    [
      ['waiting', 'Waiting'],
      ['claimed', 'Claimed'],
      ['decided', 'Decided'],
      ['any', 'Any'],
    ],
    options.status,
  )}</select></div>
<div><label for="f-doctype">Document type</label><select id="f-doctype" name="docType">${choices(docTypeOptions, query.docType)}</select></div>
${dateFilters(query, 'Entered')}
<div><button type="submit">Filter</button></div>
</form></section>
<section class="card" aria-labelledby="queue-title"><h2 id="queue-title">Reviews</h2>
${table({
  caption: 'Reviews, oldest first',
  headers: ['Session', 'Action', 'Document', 'Entered', 'Status', 'Reviewer'],
  rows: list.reviews.map((item) => {
    const open = html`<a href="${path(`${base}/documents/${item.sessionId}`)}"><code>${item.sessionId}</code></a>`;
    const mine = item.review.reviewerKind === 'user' && item.review.reviewerId === user.userId;
    let action: Html = html`<a href="${path(`${base}/documents/${item.sessionId}`)}" aria-label="Open ${item.sessionId}">Open</a>`;
    if (mayReview && item.review.status === 'waiting') action = actionButton({ action: path(`${base}/reviews/${item.sessionId}/claim`), label: 'Claim', csrfToken, accessibleName: `Claim ${item.sessionId}` });
    if (mayReview && item.review.status === 'claimed' && mine) action = actionButton({ action: path(`${base}/reviews/${item.sessionId}/release`), label: 'Release', csrfToken, accessibleName: `Release ${item.sessionId}` });
    const status = item.review.status === 'decided' ? `decided: ${item.review.decision ?? ''} (${item.review.reasonCode ?? ''})` : item.review.status;
    return [open, action, html`${docTypeLabel(item.docType)}`, html`${when(item.enteredAt)}`, html`${status}`, html`${reviewerText(item.review, user)}`];
  }),
  empty: 'No review matches.',
})}
${options.nextHref ? html`<p><a href="${options.nextHref}">Next page</a></p>` : ''}
</section>`;
}

export function documentsPage(options: { institutionId: string; list: SessionList; query: DocumentsQuery; nextHref: string | null }): Html {
  const { institutionId, list, query } = options;
  const base = `/institutions/${institutionId}`;
  return html`<section class="card" aria-labelledby="filter-title"><h2 id="filter-title">Filter</h2>
<form method="get" action="${path(`${base}/documents`)}" class="filters">
<div><label for="f-decision">Decision</label><select id="f-decision" name="decision">${choices(
    [
      ['', 'Any'],
      ['PASS', 'PASS'],
      ['REVIEW', 'REVIEW'],
      ['FAIL', 'FAIL'],
    ],
    query.decision,
  )}</select></div>
<div><label for="f-doctype">Document type</label><select id="f-doctype" name="docType">${choices(docTypeOptions, query.docType)}</select></div>
${dateFilters(query, 'Processed')}
<div><button type="submit">Filter</button></div>
</form></section>
<section class="card" aria-labelledby="sessions-title"><h2 id="sessions-title">Sessions</h2>
${table({
  caption: 'Document trust sessions, newest first',
  headers: ['Session', 'Processed', 'Decision', 'Document', 'Customer reference', 'Review'],
  rows: list.sessions.map((row) => [
    html`<a href="${path(`${base}/documents/${row.sessionId}`)}"><code>${row.sessionId}</code></a>`,
    html`${when(row.processedAt)}`,
    html`<span class="decision-${row.decision}">${row.decision}</span>`,
    html`${docTypeLabel(row.docTypeDetected)}`,
    html`${row.customerReference || '—'}`,
    html`${row.reviewStatus ?? '—'}`,
  ]),
  empty: 'No session matches.',
})}
${options.nextHref ? html`<p><a href="${options.nextHref}">Older sessions</a></p>` : ''}
</section>`;
}

const normalised = (value: string) => value.normalize('NFKC').toUpperCase().replace(/\s+/g, ' ').trim();

const fieldLabels: Record<string, string> = {
  surname: 'Surname',
  givenNames: 'Given names',
  dateOfBirth: 'Date of birth',
  sex: 'Sex',
  documentNumber: 'Document number',
  expiryDate: 'Expiry date',
  issueDate: 'Issue date',
  nationality: 'Nationality',
};

/** `placeOfBirth` -> `Place of birth`, for a field without a label of its own. */
const words = (name: string) => {
  const spaced = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** Extracted and authority fields side by side; a difference is said in words and a sign, not by colour alone. */
function fieldComparison(session: SessionWithReview): Html {
  const extracted = session.extractedData.fields;
  const held = session.authorityData.fields;
  const names = [...new Set([...Object.keys(extracted), ...Object.keys(held)])];
  const differs = (name: string) => extracted[name] !== undefined && held[name] !== undefined && normalised(extracted[name]) !== normalised(held[name]);
  // Differences first: they are what the reviewer is here for.
  names.sort((a, b) => Number(differs(b)) - Number(differs(a)));
  const rows = names.map((name) => {
    const read = extracted[name];
    const authority = held[name];
    let verdict: Html;
    if (read === undefined) verdict = html`<span class="cmp-missing">Only at the authority</span>`;
    else if (authority === undefined) verdict = html`<span class="cmp-missing">Not held by the authority</span>`;
    else if (normalised(read) === normalised(authority)) verdict = html`<span class="cmp-same">Same</span>`;
    else verdict = html`<strong class="cmp-differs"><span aria-hidden="true">≠ </span>Differs</strong>`;
    return [html`${fieldLabels[name] ?? words(name)}`, verdict, html`${read ?? '—'}`, html`${authority ?? '—'}`];
  });
  const source = session.authorityData.recordFound ? `Authority (${session.authorityData.source})` : `Authority (${session.authorityData.source}: no record)`;
  return table({ caption: 'Fields read from the document and held by the authority', headers: ['Field', 'Comparison', 'On the document', source], rows, empty: 'No field was read and the authority returned none.' });
}

/** A refused decision, shown again in its own form with what the person chose and wrote. */
export interface DecisionAttempt {
  decision: 'Approve' | 'Reject';
  reasonCode: string;
  note: string;
  message: string;
  details: { path: string; message: string }[];
}

function reviewPanel(options: { user: ConsoleUser; csrfToken: string; institutionId: string; session: SessionWithReview; mayReview: boolean; mayManage: boolean; attempt?: DecisionAttempt | null }): Html {
  const { user, csrfToken, institutionId, session, mayReview } = options;
  const review = session.review;
  if (!review) return html``;
  const base = `/institutions/${institutionId}/reviews/${session.sessionId}`;
  const mine = review.reviewerKind === 'user' && review.reviewerId === user.userId;
  const facts = html`<dl class="facts">
<dt>Status</dt><dd>${review.status}</dd>
<dt>Reviewer</dt><dd>${reviewerText(review, user)}</dd>
${review.status === 'decided' ? html`<dt>Decision</dt><dd><strong>${review.decision}</strong> (${review.reasonCode})</dd><dt>Note</dt><dd class="note">${review.note ?? '—'}</dd><dt>Decided</dt><dd>${when(review.decidedAt)}</dd>` : ''}
</dl>`;
  let actions: Html = html``;
  if (!mayReview) actions = html`<p class="hint">Your role (${user.role}) can see this review but not decide it.</p>`;
  else if (review.status === 'claimed' && !mine) {
    actions = html`<p class="hint">Another reviewer holds this review. It can be decided once they decide or release it.</p>${
      options.mayManage
        ? html`<form method="post" action="${path(`${base}/force-release`)}">${csrfField(csrfToken)}<button type="submit" class="danger">Release their claim</button></form>
<p class="hint">Only for an abandoned claim: the review goes back to the queue and the audit log records whose claim you released.</p>`
        : ''
    }`;
  }
  else if (review.status === 'waiting') actions = html`<p>${actionButton({ action: path(`${base}/claim`), label: 'Claim this review', csrfToken })}</p><p class="hint">Claim it so no other reviewer takes it while you look.</p>`;
  else if (review.status === 'claimed' && mine) {
    const form = (decision: 'Approve' | 'Reject', codes: readonly string[], id: string) => {
      const attempt = options.attempt?.decision === decision ? options.attempt : null;
      const problem = (field: string) => attempt?.details.find((detail) => detail.path === field)?.message ?? null;
      const invalid = (field: string) => (problem(field) ? html` aria-invalid="true" aria-describedby="${id}-${field}-error"` : '');
      const below = (field: string) => (problem(field) ? html`<p class="error" id="${id}-${field}-error">${problem(field)}</p>` : '');
      return html`<form method="post" action="${path(`${base}/decision`)}" class="decide">${csrfField(csrfToken)}
<input type="hidden" name="decision" value="${decision}">
<h3 id="${id}-title">${decision}</h3>
${attempt ? errorBox(`Not recorded: ${attempt.message}`, attempt.details) : ''}
<label for="${id}-reason">Reason</label>
<select id="${id}-reason" name="reasonCode" required${invalid('reasonCode')}>${codes.map((code) => html`<option value="${code}"${attempt?.reasonCode === code ? html` selected` : ''}>${code}</option>`)}</select>${below('reasonCode')}
<label for="${id}-note">Note (required with OTHER)</label>
<textarea id="${id}-note" name="note" rows="3" maxlength="${noteMaxLength}"${invalid('note')}>${attempt?.note ?? ''}</textarea>${below('note')}
<button type="submit"${decision === 'Reject' ? html` class="danger"` : ''}>${decision}</button>
</form>`;
    };
    actions = html`<div class="decide-pair">${form('Approve', approveReasonCodes, 'approve')}${form('Reject', rejectReasonCodes, 'reject')}</div>
<p>${actionButton({ action: path(`${base}/release`), label: 'Release back to the queue', csrfToken })}</p>
<p class="hint">A decision is final. The machine decision stays as it was; the review is added next to it, in the API's answer and the <code>document_trust.reviewed</code> webhook.</p>`;
  }
  return html`<section class="card" aria-labelledby="review-title"><h2 id="review-title">Manual review</h2>${facts}${actions}</section>`;
}

/**
 * One stored image. A front page the reader turned upright (the orientation step's `turnedBy`) is
 * shown turned the same way, so the reviewer sees what was read; the file behind it, and the "open
 * full size" link, stay the upload as sent. A quarter turn needs the image's shown size: an empty
 * SVG with the turned proportions holds the space (the page's CSP allows no inline style), and the
 * image is turned in its middle (console.css, .doc-turned).
 */
function documentImage(href: string, side: ImageSide, turn: FrontTurn): Html {
  const label = side === 'front' ? 'Front' : 'Back';
  const link = html`<a href="${href}">open full size</a>`;
  const turnedBy = turn?.turnedBy ?? 0;
  const shownSize = turn?.shownSize ?? null;
  if (turnedBy === 0 || (turnedBy !== 180 && !shownSize)) {
    return html`<figure class="doc-image"><a href="${href}"><img src="${href}" alt="${label} of the document as uploaded"></a>
<figcaption>${label}: ${link} (zoom with your browser)</figcaption></figure>`;
  }
  const alt = `${label} of the document, turned ${turnedBy} degrees clockwise as it was read`;
  const caption = html`<figcaption>${label}, shown turned ${turnedBy} degrees clockwise: the reader found the page turned and read it upright. The stored image is as uploaded: ${link}</figcaption>`;
  if (turnedBy === 180 || !shownSize) return html`<figure class="doc-image"><a href="${href}"><img class="doc-turned-180" src="${href}" alt="${alt}"></a>
${caption}</figure>`;
  return html`<figure class="doc-image"><a class="doc-turned doc-turned-${turnedBy}" href="${href}"><svg class="doc-turned-frame" viewBox="0 0 ${shownSize.height} ${shownSize.width}" aria-hidden="true" focusable="false"></svg><img src="${href}" alt="${alt}"></a>
${caption}</figure>`;
}

type FrontTurn = Awaited<ReturnType<typeof frontImageTurn>>;

export function documentPage(options: {
  user: ConsoleUser;
  csrfToken: string;
  institutionId: string;
  session: SessionWithReview;
  images: { sides: ImageSide[]; purgedAt: string | null };
  /** The turn the reader gave the front page (frontImageTurn); null shows it as uploaded. */
  frontTurn: FrontTurn;
  mayReview: boolean;
  mayManage: boolean;
  notice: string | null;
  attempt?: DecisionAttempt | null;
}): Html {
  const { institutionId, session, images } = options;
  const imageHref = (side: ImageSide) => path(`/institutions/${institutionId}/documents/${session.sessionId}/image/${side}`);
  const summary = session.summary;
  return html`${notice(options.notice)}
${reviewPanel(options)}
<section class="card" aria-labelledby="result-title"><h2 id="result-title">Machine result</h2>
<dl class="facts">
<dt>Decision</dt><dd><strong class="decision-${session.decision}">${session.decision}</strong> — ${summary.headline}</dd>
<dt>Trust score</dt><dd>${session.trustScore.toFixed(2)}</dd>
<dt>Document</dt><dd>${docTypeLabel(session.docTypeDetected)} (asked: ${session.docTypeRequested})</dd>
<dt>Customer reference</dt><dd>${session.customerReference || '—'}</dd>
<dt>Processed</dt><dd>${when(session.processedAtUtc)}</dd>
<dt>Checks</dt><dd>${summary.checksPassed} passed, ${summary.checksFailed} failed, ${summary.checksReview} to review, ${summary.checksSkipped} skipped</dd>
<dt>Evidence kept until</dt><dd>${when(session.audit.evidenceRetentionUntilUtc)}</dd>
</dl></section>
<section class="card" aria-labelledby="image-title"><h2 id="image-title">Image</h2>
${
  images.sides.length === 0
    ? html`<p class="muted">${images.purgedAt ? `The images were deleted at the end of their retention period (${when(images.purgedAt)}).` : 'No image is stored for this session.'}</p>`
    : images.sides.map((side) => documentImage(imageHref(side), side, side === 'front' ? options.frontTurn : null))
}
</section>
<section class="card" aria-labelledby="fields-title"><h2 id="fields-title">Fields</h2>
${fieldComparison(session)}
</section>
<section class="card" aria-labelledby="checks-title"><h2 id="checks-title">Checks</h2>
${table({
  caption: 'Every check, with its reason',
  wide: true,
  headers: ['Check', 'Result', 'Reason', 'Category', 'Confidence'],
  rows: session.checks.map((check) => [html`<code>${check.code}</code>`, html`<span class="check-${check.status}">${check.status}</span>`, html`${check.message}`, html`${check.category}`, html`${check.confidence.toFixed(2)}`]),
  empty: 'No check ran.',
})}
</section>`;
}

export function webhookPage(options: { csrfToken: string; institutionId: string; settings: WebhookSettings | null; set: WebhookSet | null; deliveries: DeliveryList; nextHref: string | null; notice: string | null }): Html {
  const { csrfToken, institutionId, settings, deliveries } = options;
  const base = `/institutions/${institutionId}/webhook`;
  const secret = options.set?.webhookSecret
    ? shownOnce({ id: 'webhook-secret', label: 'Webhook signing secret', value: options.set.webhookSecret, intro: 'Put it in your receiver’s configuration now to verify the signatures. Nobody, including us, can show it again.' })
    : html``;
  const health = settings?.deliveries.last24Hours;
  return html`${notice(options.notice)}${secret}
<section class="card" aria-labelledby="url-title"><h2 id="url-title">Webhook URL</h2>
<p>verity sends <code>document_trust.reviewed</code> and <code>credit_report.completed</code> here, signed like the embed webhooks (docs/webhooks.md).</p>
${
  settings
    ? html`<dl class="facts"><dt>URL</dt><dd><code>${settings.url}</code></dd><dt>Set</dt><dd>${when(settings.updatedAt)}</dd>${
        health ? html`<dt>Last 24 hours</dt><dd>${health.delivered} delivered, ${health.pending} pending, ${health.failed} failed</dd>` : ''
      }</dl>`
    : html`<p class="muted">No webhook is set: no event is sent.</p>`
}
<form method="post" action="${path(base)}">${csrfField(csrfToken)}
<label for="webhook-url">${settings ? 'New URL' : 'URL'}</label>
<input id="webhook-url" name="url" type="url" required maxlength="2000" placeholder="https://" autocomplete="off" aria-describedby="webhook-url-hint">
<p class="hint" id="webhook-url-hint">An https address of your receiver. The signing secret is made the first time and shown once; changing the URL keeps it.</p>
<button type="submit">${settings ? 'Change URL' : 'Set URL'}</button>
</form>
${settings ? html`<p>${actionButton({ action: path(`${base}/clear`), label: 'Clear the webhook', csrfToken, className: 'danger' })}</p><p class="hint">Clearing stops new events; deliveries already queued still go.</p>` : ''}
</section>
<section class="card" aria-labelledby="log-title"><h2 id="log-title">Delivery log</h2>
${table({
  caption: 'Deliveries, newest first',
  wide: true,
  headers: ['Created', 'Event', 'Subject', 'Status', 'Attempts', 'Last answer', 'Action'],
  rows: deliveries.deliveries.map((delivery) => [
    html`${when(delivery.createdAt)}`,
    html`<code>${delivery.event}</code>`,
    delivery.subjectId ? html`<code>${delivery.subjectId}</code>` : html`—`,
    html`<span class="delivery-${delivery.status}">${delivery.status}</span>`,
    html`${delivery.attemptCount}`,
    html`${delivery.lastStatusCode === null ? (delivery.lastError ?? '—') : `HTTP ${delivery.lastStatusCode}`}`,
    settings ? actionButton({ action: path(`${base}/deliveries/${delivery.deliveryId}/redeliver`), label: 'Redeliver', csrfToken, accessibleName: `Redeliver ${delivery.deliveryId}` }) : html`—`,
  ]),
  empty: 'Nothing sent yet.',
})}
${options.nextHref ? html`<p><a href="${options.nextHref}">Older deliveries</a></p>` : ''}
</section>`;
}
