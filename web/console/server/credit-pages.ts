import type { findSubmission, listSubmissions } from '../../../src/services/credit-registry/index.js';
import { submissionStatuses } from '../../../src/services/credit-registry/index.js';
import { csrfField, errorBox, html, path, table, when, type Html } from './html.js';

/* Bodies of the credit registry pages: upload, submissions, one submission's progress. */

type SubmissionPage = Awaited<ReturnType<typeof listSubmissions>>;
type Submission = Awaited<ReturnType<typeof findSubmission>>;

export interface UploadOutcome {
  mode: 'check' | 'submit';
  fileName: string;
  totalRows: number;
  validRows: number;
  acceptedRows: number;
  repeatedRows: number;
  uploadId: string | null;
}

export interface CreditQueryShown {
  status?: string | undefined;
  accountNumber?: string | undefined;
  uploadId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function statusBadge(status: string): Html {
  return html`<span class="status-${status.toLowerCase()}">${status}</span>`;
}

export function creditPage(options: {
  institutionId: string;
  canAct: boolean;
  csrfToken: string;
  error: { message: string; details: { path: string; message: string }[] } | null;
  outcome: UploadOutcome | null;
  page: SubmissionPage;
  query: CreditQueryShown;
  nextHref: string | null;
}): Html {
  const { institutionId: id, outcome, query } = options;
  const base = path(`/institutions/${id}/credit`);
  return html`${
    options.error
      ? html`<section class="card" aria-labelledby="problems-title"><h2 id="problems-title">Problems in the file: nothing was stored or billed</h2>
${errorBox(options.error.message, options.error.details)}
<p class="hint">Rows count from 0 (<code>rows[0]</code> is the first row under the header); each problem names its row and field. Correct the file and upload it again.</p></section>`
      : ''
  }${
    outcome
      ? outcome.mode === 'check'
        ? html`<p class="notice" role="status">${outcome.fileName}: all ${outcome.validRows} of ${outcome.totalRows} rows are valid. Nothing was stored or billed: choose “Submit” to send them.</p>`
        : html`<p class="notice" role="status">${outcome.fileName}: ${outcome.acceptedRows} reports submitted${outcome.repeatedRows > 0 ? `, ${outcome.repeatedRows} repeated (not billed again)` : ''}. Follow them below (upload <code>${outcome.uploadId ?? ''}</code>).</p>`
      : ''
  }
${
  options.canAct
    ? html`<section class="card" aria-labelledby="upload-title"><h2 id="upload-title">Upload reports</h2>
<form method="post" action="${path(`/institutions/${id}/credit/uploads`)}" enctype="multipart/form-data">${csrfField(options.csrfToken)}
<label for="upload-file">CSV or JSON file</label>
<input id="upload-file" name="file" type="file" required accept=".csv,.json,text/csv,application/json" aria-describedby="upload-hint">
<p class="hint" id="upload-hint">The bulk API's layout: a CSV with a header row, or a JSON array of reports. Every row is checked first; a file is stored and billed only when every row is valid.</p>
<label for="upload-kind">Report type of rows without a <code>kind</code></label>
<select id="upload-kind" name="kind"><option value="">None: every row names its kind</option><option value="individual">individual</option><option value="business">business</option></select>
<button type="submit" name="mode" value="check" class="secondary">Check file</button>
<button type="submit" name="mode" value="submit">Submit</button>
</form></section>`
    : html`<p class="hint">Your role may follow submissions but not upload reports.</p>`
}
<section class="card" aria-labelledby="submissions-title"><h2 id="submissions-title">Submissions</h2>
<form method="get" action="${base}" class="filters">
<div><label for="s-status">Status</label><select id="s-status" name="status"><option value="">Any</option>${submissionStatuses.map((status) => html`<option${status === query.status ? html` selected` : ''}>${status}</option>`)}</select></div>
<div><label for="s-account">Account number</label><input id="s-account" name="accountNumber" value="${query.accountNumber ?? ''}" maxlength="64" autocomplete="off"></div>
<div><label for="s-from">From (UTC day)</label><input id="s-from" name="from" type="date" value="${query.from ?? ''}"></div>
<div><label for="s-to">To (UTC day)</label><input id="s-to" name="to" type="date" value="${query.to ?? ''}"></div>
${query.uploadId ? html`<input type="hidden" name="uploadId" value="${query.uploadId}">` : ''}
<div><button type="submit">Filter</button></div>
</form>
${query.uploadId ? html`<p>Showing upload <code>${query.uploadId}</code> only. <a href="${base}">Show every upload</a></p>` : ''}
${table({
  caption: 'Submissions, newest first',
  wide: true,
  headers: ['Submitted', 'Account', 'Kind', 'Status', 'Completed', 'Upload'],
  rows: options.page.submissions.map((row) => [
    html`${when(row.createdAt)}`,
    html`<a href="${path(`/institutions/${id}/credit/submissions/${row.submissionId}`)}">${row.accountNumber}</a>`,
    html`${row.kind}`,
    statusBadge(row.processingStatus),
    html`${when(row.completedAt)}`,
    html`<code>${row.uploadId}</code>`,
  ]),
  empty: 'No submission matches.',
})}
${options.nextHref ? html`<p><a href="${options.nextHref}">Older submissions</a></p>` : ''}
</section>`;
}

export function submissionPage(options: { institutionId: string; submission: Submission; canAct: boolean; notice: string | null }): Html {
  const { submission, institutionId: id } = options;
  const subPath = (submissionId: string) => path(`/institutions/${id}/credit/submissions/${submissionId}`);
  return html`${options.notice ? html`<p class="notice" role="status">${options.notice}</p>` : ''}<section class="card" aria-labelledby="state-title"><h2 id="state-title">State</h2>
<dl class="facts"><dt>Status</dt><dd>${statusBadge(submission.processingStatus)}</dd><dt>Account</dt><dd>${submission.accountNumber}</dd><dt>Kind</dt><dd>${submission.kind}</dd>
<dt>Submitted</dt><dd>${when(submission.createdAt)}</dd><dt>Completed</dt><dd>${when(submission.completedAt)}</dd>
<dt>Bureau reference</dt><dd>${submission.providerTransactionId || '—'}</dd><dt>Charge</dt><dd><code>${submission.transactionRef}</code></dd><dt>Submission</dt><dd><code>${submission.submissionId}</code></dd>
${submission.correctsSubmissionId ? html`<dt>Corrects</dt><dd><a href="${subPath(submission.correctsSubmissionId)}">${submission.correctsSubmissionId}</a> (failed)</dd>` : ''}
${submission.correctedBySubmissionId ? html`<dt>Corrected by</dt><dd><a href="${subPath(submission.correctedBySubmissionId)}">${submission.correctedBySubmissionId}</a></dd>` : ''}</dl>
${submission.processingStatus === 'Queued' ? html`<p class="hint">Still with the bureau: reload this page to see new progress lines.</p>` : ''}
${
  submission.processingStatus === 'Failed' && submission.correctedBySubmissionId === null && options.canAct
    ? html`<p><a class="button" href="${subPath(submission.submissionId)}/correct">Resend a corrected report</a></p>`
    : ''
}
</section>
<section class="card" aria-labelledby="progress-title"><h2 id="progress-title">Progress</h2>
<ol class="progress">${submission.uploadStatusList.map((line) => html`<li>${line}</li>`)}</ol>
</section>
<p><a href="${path(`/institutions/${id}/credit?uploadId=${submission.uploadId}`)}">Other rows of this upload</a> · <a href="${path(`/institutions/${id}/credit`)}">All submissions</a></p>`;
}

/** A problem's path relative to the one row of a correction (`rows[0].bvn` is the field `bvn`). */
function fieldOf(problemPath: string): string {
  return problemPath.replace(/^rows\[0\]\.?/, '');
}

/**
 * The correction form of a Failed submission: every field of the report in the bulk CSV layout,
 * prefilled with what was sent (or with what the person entered, when redisplayed), each problem
 * next to its field and listed on top.
 */
export function correctionPage(options: {
  institutionId: string;
  submission: Submission;
  csrfToken: string;
  columns: [string, string][];
  error: { message: string; details: { path: string; message: string }[] } | null;
  checked: boolean;
}): Html {
  const { submission, institutionId: id } = options;
  const problems = new Map<string, string[]>();
  for (const detail of options.error?.details ?? []) {
    const field = fieldOf(detail.path);
    problems.set(field, [...(problems.get(field) ?? []), detail.message]);
  }
  const listed = (options.error?.details ?? []).map((detail) => ({ path: fieldOf(detail.path) || 'report', message: detail.message }));
  const reason = submission.uploadStatusList.filter((line) => /reject|fail/i.test(line)).at(-1);
  return html`${options.error ? errorBox(options.error.message, listed) : ''}${
    options.checked ? html`<p class="notice" role="status">Every field is valid. Nothing was stored or billed: choose “Submit corrected report” to send it.</p>` : ''
  }
<section class="card" aria-labelledby="failed-title"><h2 id="failed-title">The failed submission</h2>
<dl class="facts"><dt>Submission</dt><dd><a href="${path(`/institutions/${id}/credit/submissions/${submission.submissionId}`)}">${submission.submissionId}</a></dd><dt>Account</dt><dd>${submission.accountNumber}</dd><dt>Kind</dt><dd>${submission.kind}</dd>
<dt>Why it failed</dt><dd>${reason ?? 'See its progress lines.'}</dd></dl>
</section>
<section class="card" aria-labelledby="correct-title"><h2 id="correct-title">Corrected report</h2>
<p class="hint">Correct the fields, then <strong>Check</strong> (nothing is stored or billed) or <strong>Submit corrected report</strong>: it is checked again, then sent and billed as a new submission that names the failed one. An empty field is left out of the report. Nested fields are numbered (<code>guarantors[0].bvn</code>).</p>
<form method="post" action="${path(`/institutions/${id}/credit/submissions/${submission.submissionId}/correct`)}">${csrfField(options.csrfToken)}
${options.columns.map(([name, value], index) => {
  const fieldProblems = problems.get(name) ?? [];
  return html`<label for="c-${index}">${name}</label>
<input id="c-${index}" name="col:${name}" value="${value}" maxlength="1000" autocomplete="off"${
    fieldProblems.length > 0 ? html` aria-invalid="true" aria-describedby="c-${index}-error"` : ''
  }>${fieldProblems.length > 0 ? html`<p class="error" id="c-${index}-error">${fieldProblems.join('; ')}</p>` : ''}`;
})}
<button type="submit" name="mode" value="check" class="secondary">Check</button>
<button type="submit" name="mode" value="submit">Submit corrected report</button>
</form></section>`;
}
