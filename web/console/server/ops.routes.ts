import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AppError } from '../../../src/core/errors.js';
import { listLedgerEntries, summariseUsage, type LedgerFilter } from '../../../src/platform/billing/index.js';
import { addAuditedSandboxIdentity, removeAuditedSandboxIdentity, assertCanManage, assertCanView, assertOperator, creditAuditedWallet, setAuditedService, setAuditedSubscription, type Actor } from '../../../src/platform/console/index.js';
import { idTypes, listSandboxIdentities } from '../../../src/platform/sandbox-identities/index.js';
import { summariseSystemHealth } from '../../../src/platform/health/index.js';
import { getInstitution } from '../../../src/platform/institutions/index.js';
import { findSubmission, formatCsvRecord, listSubmissions, resendCorrectedReport, submitConsoleUpload } from '../../../src/services/credit-registry/index.js';
import { countDecisions, deleteAuditedAuthorityRecord, documentTypes, listSandboxAuthorityRecords, putAuditedAuthorityRecord } from '../../../src/services/document-trust/index.js';
import { assertConsoleOrigin, resolveConsoleUser, type ConsoleDeps, type SignedIn } from './console-session.js';
import { CsrfOnlyForm, InstitutionParams } from './console.schemas.js';
import { correctionPage, creditPage, submissionPage, type UploadOutcome } from './credit-pages.js';
import { path, type Html, type Section } from './html.js';
import { CorrectionForm, CreditQuery, CreditWalletForm, SubmissionQuery, SubscriptionForm, LedgerQuery, OverviewQuery, ServiceForm, ServiceParams, SubmissionParams, WalletQuery, AuthorityRecordForm, DeleteAuthorityRecordForm, DeleteIdentityForm, SandboxQuery } from './ops.schemas.js';
import { confirmDeletePage, healthPage, ledgerSection, overviewPage, queryOf, sandboxPage, walletPage } from './ops-pages.js';

/** What registerConsoleRoutes lends these routes: its session check, renderer and helpers. */
export interface ConsoleRouteKit {
  deps: ConsoleDeps;
  requireSession: preHandlerAsyncHookHandler;
  sessionOf: (request: FastifyRequest) => SignedIn;
  actorOf: (request: FastifyRequest) => Actor;
  render: (reply: FastifyReply, request: FastifyRequest, options: { title: string; body: Html; section?: Section; statusCode?: number }) => FastifyReply;
  seeOther: (reply: FastifyReply, location: string) => FastifyReply;
}

/** Largest file the console's upload form takes; larger files go through the bulk API or the CLI, which split them. */
export const consoleUploadMaxBytes = 10 * 1024 * 1024;
const ledgerPageSize = 50;
const csvPageSize = 1000;
const submissionsPageSize = 50;

const walletNotices = { credited: 'Wallet credited.', replayed: 'This reference was already credited; nothing was added.', service: 'Service saved.', 'subscription-set': 'Subscription saved.', 'subscription-ended': 'Subscription ended: calls are debited from the wallet again.' } as const;

interface UploadedFile {
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).bytes);
}

/** JSON when the file says so by name or type, or its first character opens an array; otherwise CSV. */
function formatOf(file: UploadedFile): 'csv' | 'json' {
  if (/\.json$/i.test(file.filename) || file.mimetype === 'application/json') return 'json';
  if (/\.csv$/i.test(file.filename) || file.mimetype === 'text/csv') return 'csv';
  const first = file.bytes.subarray(0, 64).toString('utf8').replace(/^\uFEFF/, '').trimStart()[0];
  return first === '[' ? 'json' : 'csv';
}

const ledgerCsvHeader = ['transactionRef', 'institutionId', 'createdAt', 'kind', 'serviceCode', 'amountKobo', 'balanceAfterKobo', 'reference'];

/** A spreadsheet must not run a cell as a formula: one starting with = + - @ (and not a plain number) gets a leading quote. */
function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^-?\d+$/.test(value) ? `'${value}` : value;
}

/**
 * The overview, wallet and ledger, credit registry and health pages. Institutions' pages check the
 * person may see that institution (another institution's id is 404) and, to act, may manage it.
 */
export function registerOpsRoutes(scope: FastifyInstance, kit: ConsoleRouteKit): void {
  const { deps, requireSession, sessionOf, actorOf, render, seeOther } = kit;
  const { db } = deps;
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();

  const filterOf = (query: LedgerQuery, institutionId: string | undefined): LedgerFilter => ({
    institutionId,
    serviceCode: query.serviceCode || undefined,
    kind: query.kind || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
  });

  const ledgerHtml = async (options: { action: string; query: LedgerQuery; filter: LedgerFilter; showInstitution: boolean }) => {
    const page = await listLedgerEntries({ db, filter: options.filter, beforeSequence: options.query.before ? Number(options.query.before) : undefined, limit: ledgerPageSize });
    const shown = { ...options.filter, institutionId: options.showInstitution ? options.filter.institutionId : undefined };
    const csvHref = `${path('/ledger.csv')}${queryOf({ ...options.filter })}`;
    const nextHref = page.nextBeforeSequence === null ? null : `${options.action}${queryOf({ ...shown, before: page.nextBeforeSequence })}`;
    return ledgerSection({ action: options.action, csvHref, entries: page.entries, query: shown, nextHref, showInstitution: options.showInstitution });
  };

  // Overview: calls and spend per service per day, balance, document decisions.
  app.get('/institutions/:institutionId/overview', { schema: { hide: true, params: InstitutionParams, querystring: OverviewQuery }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId } = request.params;
    assertCanView(sessionOf(request).user, institutionId);
    const days = request.query.days === '30' ? 30 : 14;
    const institution = await getInstitution({ db, institutionId });
    const usage = await summariseUsage({ db, institutionId, days });
    const decisions = await countDecisions({ db, institutionId, days });
    return render(reply, request, { title: `${institution.name}: overview`, section: 'overview', body: overviewPage({ institution, usage, days, decisions }) });
  });

  // Wallet, services and the institution's ledger.
  app.get('/institutions/:institutionId/wallet', { schema: { hide: true, params: InstitutionParams, querystring: WalletQuery }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId } = request.params;
    const { user, csrfToken } = sessionOf(request);
    assertCanView(user, institutionId);
    const institution = await getInstitution({ db, institutionId });
    const { notice: noticeKey, ...query } = request.query;
    const notice = noticeKey ? walletNotices[noticeKey] : null;
    const ledger = await ledgerHtml({ action: path(`/institutions/${institutionId}/wallet`), query, filter: filterOf(query, institutionId), showInstitution: false });
    return render(reply, request, { title: `${institution.name}: wallet`, section: 'wallet', body: walletPage({ institution, operator: user.role === 'operator', csrfToken, notice, ledger }) });
  });

  app.post('/institutions/:institutionId/wallet/credits', { schema: { hide: true, params: InstitutionParams, body: CreditWalletForm }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId } = request.params;
    const { user } = sessionOf(request);
    assertCanView(user, institutionId);
    assertOperator(user);
    const amount = request.body.amountNaira.trim().replaceAll(',', '');
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(amount) || Math.round(Number(amount) * 100) <= 0) {
      throw new AppError('validation_error', 'The amount is not a positive naira amount', { details: [{ path: 'amountNaira', message: 'must be a positive amount in naira with at most 2 decimals, e.g. 5000 or 5000.50' }] });
    }
    const reference = request.body.reference?.trim() || null;
    const credited = await creditAuditedWallet({ db, actor: actorOf(request), institutionId, amountKobo: Math.round(Number(amount) * 100), reference });
    return seeOther(reply, path(`/institutions/${institutionId}/wallet?notice=${credited.replayed ? 'replayed' : 'credited'}`));
  });

  app.post('/institutions/:institutionId/subscription', { schema: { hide: true, params: InstitutionParams, body: SubscriptionForm }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId } = request.params;
    const { user } = sessionOf(request);
    assertCanView(user, institutionId);
    assertOperator(user);
    const day = request.body.activeThrough.trim();
    const activeUntil = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
    if (activeUntil && !Number.isNaN(activeUntil.getTime())) activeUntil.setUTCDate(activeUntil.getUTCDate() + 1);
    if (!activeUntil || Number.isNaN(activeUntil.getTime()) || activeUntil.getTime() <= Date.now()) {
      throw new AppError('validation_error', 'The subscription needs a last day, today or later', { details: [{ path: 'activeThrough', message: 'must be a UTC day YYYY-MM-DD, today or later' }] });
    }
    await setAuditedSubscription({ db, actor: actorOf(request), institutionId, activeUntil });
    return seeOther(reply, path(`/institutions/${institutionId}/wallet?notice=subscription-set`));
  });
  app.post('/institutions/:institutionId/subscription/end', { schema: { hide: true, params: InstitutionParams, body: CsrfOnlyForm }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId } = request.params;
    const { user } = sessionOf(request);
    assertCanView(user, institutionId);
    assertOperator(user);
    await setAuditedSubscription({ db, actor: actorOf(request), institutionId, activeUntil: null });
    return seeOther(reply, path(`/institutions/${institutionId}/wallet?notice=subscription-ended`));
  });

  app.post('/institutions/:institutionId/services/:code', { schema: { hide: true, params: ServiceParams, body: ServiceForm }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId, code } = request.params;
    const { user } = sessionOf(request);
    assertCanView(user, institutionId);
    assertOperator(user);
    await setAuditedService({ db, actor: actorOf(request), institutionId, code, enabled: request.body.enabled === 'true', priceKobo: Number(request.body.priceKobo) });
    return seeOther(reply, path(`/institutions/${institutionId}/wallet?notice=service`));
  });

  // The operator's ledger across institutions.
  app.get('/ledger', { schema: { hide: true, querystring: LedgerQuery }, preHandler: requireSession }, async (request, reply) => {
    const { user } = sessionOf(request);
    if (user.role !== 'operator' && user.institutionId) return seeOther(reply, path(`/institutions/${user.institutionId}/wallet`));
    assertOperator(user);
    const query = request.query;
    const ledger = await ledgerHtml({ action: path('/ledger'), query, filter: filterOf(query, query.institutionId || undefined), showInstitution: true });
    return render(reply, request, { title: 'Ledger', section: 'ledger', body: ledger });
  });

  /**
   * Every matching entry as CSV, streamed a page at a time (never the whole ledger in memory). An
   * institution's people get their own institution's entries only; another institution's id is 404.
   */
  app.get('/ledger.csv', { schema: { hide: true, querystring: LedgerQuery }, preHandler: requireSession }, async (request, reply) => {
    const { user } = sessionOf(request);
    const asked = request.query.institutionId || undefined;
    let institutionId: string | undefined;
    if (user.role === 'operator') institutionId = asked;
    else {
      if (!user.institutionId) throw new AppError('not_found', 'Institution not found');
      if (asked) assertCanView(user, asked);
      institutionId = user.institutionId;
    }
    const filter = filterOf(request.query, institutionId);
    async function* lines() {
      yield `${formatCsvRecord(ledgerCsvHeader)}\r\n`;
      let before: number | undefined;
      for (;;) {
        const page = await listLedgerEntries({ db, filter, beforeSequence: before, limit: csvPageSize });
        yield page.entries
          .map((entry) =>
            formatCsvRecord([entry.transactionRef, entry.institutionId, entry.createdAt.toISOString(), entry.kind, entry.serviceCode ?? '', String(entry.amountKobo), String(entry.balanceAfterKobo), safeCell(entry.reference ?? '')]) + '\r\n',
          )
          .join('');
        if (page.nextBeforeSequence === null) return;
        before = page.nextBeforeSequence;
      }
    }
    const name = `ledger-${institutionId ?? 'all'}-${new Date().toISOString().slice(0, 10)}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Readable.from(lines()));
  });

  // Credit registry: submissions, uploads, one submission's progress.
  const showCredit = async (request: FastifyRequest, reply: FastifyReply, institutionId: string, query: CreditQuery, extra: { error?: { message: string; details: { path: string; message: string }[] }; outcome?: UploadOutcome; statusCode?: number }) => {
    const { user, csrfToken } = sessionOf(request);
    const institution = await getInstitution({ db, institutionId });
    const filter = { institutionId, status: query.status || undefined, accountNumber: query.accountNumber || undefined, uploadId: query.uploadId || undefined, from: query.from || undefined, to: query.to || undefined };
    const page = await listSubmissions({ db, filter, before: query.before, limit: submissionsPageSize });
    const base = path(`/institutions/${institutionId}/credit`);
    const nextHref = page.nextBefore === null ? null : `${base}${queryOf({ ...filter, institutionId: undefined, before: page.nextBefore })}`;
    const canAct = user.role === 'operator' || (user.role === 'admin' && user.institutionId === institutionId);
    const body = creditPage({ institutionId, canAct, csrfToken, error: extra.error ?? null, outcome: extra.outcome ?? null, page, query: filter, nextHref });
    return render(reply, request, { title: `${institution.name}: credit registry`, section: 'credit', body, statusCode: extra.statusCode ?? 200 });
  };

  app.get('/institutions/:institutionId/credit', { schema: { hide: true, params: InstitutionParams, querystring: CreditQuery }, preHandler: requireSession }, async (request, reply) => {
    assertCanView(sessionOf(request).user, request.params.institutionId);
    return showCredit(request, reply, request.params.institutionId, request.query, {});
  });

  const canUpload = (request: FastifyRequest, institutionId: string) => {
    const { user } = sessionOf(request);
    return user.role === 'operator' || (user.role === 'admin' && user.institutionId === institutionId);
  };
  app.get('/institutions/:institutionId/credit/submissions/:submissionId', { schema: { hide: true, params: SubmissionParams, querystring: SubmissionQuery }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId, submissionId } = request.params;
    assertCanView(sessionOf(request).user, institutionId);
    const submission = await findSubmission({ db, institutionId, submissionId });
    const notice = request.query.notice === 'resent' ? 'Corrected report submitted: it is a new submission, billed once, and names the failed one.' : null;
    return render(reply, request, { title: `Submission for account ${submission.accountNumber}`, section: 'credit', body: submissionPage({ institutionId, submission, canAct: canUpload(request, institutionId), notice }) });
  });

  // Resend a corrected report: a Failed submission's fields, edited, checked again, then sent as a new submission naming the old.
  app.get('/institutions/:institutionId/credit/submissions/:submissionId/correct', { schema: { hide: true, params: SubmissionParams }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId, submissionId } = request.params;
    assertCanManage(sessionOf(request).user, institutionId);
    const submission = await findSubmission({ db, institutionId, submissionId });
    if (submission.processingStatus !== 'Failed' || submission.correctedBySubmissionId) return seeOther(reply, path(`/institutions/${institutionId}/credit/submissions/${submissionId}`));
    const body = correctionPage({ institutionId, submission, csrfToken: sessionOf(request).csrfToken, columns: submission.columns, error: null, checked: false });
    return render(reply, request, { title: `Correct the report for account ${submission.accountNumber}`, section: 'credit', body });
  });
  app.post('/institutions/:institutionId/credit/submissions/:submissionId/correct', { schema: { hide: true, params: SubmissionParams, body: CorrectionForm }, preHandler: requireSession }, async (request, reply) => {
    const { institutionId, submissionId } = request.params;
    assertCanManage(sessionOf(request).user, institutionId);
    const { mode } = request.body;
    const columns = Object.entries(request.body as Record<string, string>)
      .filter(([name]) => name.startsWith('col:'))
      .map(([name, value]): [string, string] => [name.slice('col:'.length), value]);
    const again = async (error: { message: string; details: { path: string; message: string }[] } | null, statusCode: number) => {
      const submission = await findSubmission({ db, institutionId, submissionId });
      const body = correctionPage({ institutionId, submission, csrfToken: sessionOf(request).csrfToken, columns, error, checked: error === null });
      return render(reply, request, { title: `Correct the report for account ${submission.accountNumber}`, section: 'credit', body, statusCode });
    };
    try {
      const result = await resendCorrectedReport({ db, actor: actorOf(request), institutionId, submissionId, columns, mode, today: new Date().toISOString().slice(0, 10) });
      if (mode === 'check') {
        if (result.data.rejectedRows.length > 0) return await again({ message: 'The corrected report has problems: nothing was stored or billed', details: result.data.errors }, 400);
        return await again(null, 200);
      }
      return seeOther(reply, path(`/institutions/${institutionId}/credit/submissions/${result.newSubmissionId ?? submissionId}?notice=resent`));
    } catch (error) {
      // The report's own problems (and an unchanged report) are shown next to the fields, as entered; nothing was stored or billed.
      if (error instanceof AppError && (['validation_error', 'insufficient_balance'].includes(error.code) || (error.code === 'forbidden' && error.details.length > 0))) {
        return again({ message: error.message, details: error.details }, error.httpStatus);
      }
      throw error;
    }
  });

  // The upload takes multipart: in its own scope, so no other console route parses files.
  void scope.register(async (uploadScope) => {
    await uploadScope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { files: 1, fields: 8, fieldSize: 1024, parts: 10, fileSize: consoleUploadMaxBytes },
      async onFile(part) {
        const bytes = await part.toBuffer();
        (part as unknown as { value: UploadedFile }).value = { filename: part.filename, mimetype: part.mimetype, bytes };
      },
    });
    // Before any file is read: the Origin must be ours and the browser signed in (the CSRF token is checked once the form is read).
    const beforeReading = async (request: FastifyRequest) => {
      assertConsoleOrigin(request, deps.config);
      if (!(await resolveConsoleUser(deps, request))) throw new AppError('unauthenticated', 'Your console session has ended: sign in again');
    };
    uploadScope.post('/sandbox/identities', { schema: { hide: true }, onRequest: beforeReading, preHandler: requireSession }, async (request, reply) => {
      assertOperator(sessionOf(request).user);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
      const problems: { path: string; message: string }[] = [];
      const idType = idTypes.find((type) => type === text('idType'));
      if (!idType) problems.push({ path: 'idType', message: `must be one of ${idTypes.join(', ')}` });
      for (const name of ['idNumber', 'firstName', 'lastName']) if (text(name) === '' || text(name).length > 100) problems.push({ path: name, message: 'is required (at most 100 characters)' });
      if (text('dateOfBirth') !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(text('dateOfBirth'))) problems.push({ path: 'dateOfBirth', message: 'must be a date YYYY-MM-DD' });
      if (text('phoneNumber') !== '' && !/^\+?\d{7,15}$/.test(text('phoneNumber'))) problems.push({ path: 'phoneNumber', message: 'must be 7 to 15 digits, optionally with a leading +' });
      const photo = body.photo;
      if (!isUploadedFile(photo) || photo.bytes.length === 0) problems.push({ path: 'photo', message: 'choose a JPEG or PNG photo of the face' });
      if (problems.length > 0 || !idType || !isUploadedFile(photo)) throw new AppError('validation_error', 'The identity form has problems', { details: problems });
      await addAuditedSandboxIdentity({
        db,
        actor: actorOf(request),
        body: {
          idType,
          idNumber: text('idNumber'),
          firstName: text('firstName'),
          lastName: text('lastName'),
          ...(text('dateOfBirth') ? { dateOfBirth: text('dateOfBirth') } : {}),
          ...(text('phoneNumber') ? { phoneNumber: text('phoneNumber') } : {}),
          photo: photo.bytes.toString('base64'),
        },
      });
      return seeOther(reply, path('/sandbox?notice=identity'));
    });
    uploadScope.withTypeProvider<TypeBoxTypeProvider>().post(
      '/institutions/:institutionId/credit/uploads',
      { schema: { hide: true, params: InstitutionParams }, onRequest: beforeReading, preHandler: requireSession },
      async (request, reply) => {
        const { institutionId } = request.params;
        assertCanManage(sessionOf(request).user, institutionId);
        const body = (request.body ?? {}) as Record<string, unknown>;
        const file = body.file;
        const mode = body.mode === 'submit' ? 'submit' : body.mode === 'check' ? 'check' : null;
        const kind = body.kind === 'individual' || body.kind === 'business' ? body.kind : body.kind === '' || body.kind === undefined ? null : undefined;
        const problems: { path: string; message: string }[] = [];
        if (!isUploadedFile(file) || file.bytes.length === 0) problems.push({ path: 'file', message: 'choose a CSV or JSON file that is not empty' });
        if (mode === null) problems.push({ path: 'mode', message: 'must be `check` or `submit`' });
        if (kind === undefined) problems.push({ path: 'kind', message: 'must be empty, `individual` or `business`' });
        if (problems.length > 0 || !isUploadedFile(file) || mode === null || kind === undefined) throw new AppError('validation_error', 'The upload form is incomplete', { details: problems });
        const fileName = file.filename.slice(0, 120) || 'upload';
        try {
          const result = await submitConsoleUpload({ db, actor: actorOf(request), institutionId, upload: { format: formatOf(file), bytes: file.bytes }, defaultKind: kind, mode, today: new Date().toISOString().slice(0, 10) });
          const { data } = result;
          const outcome: UploadOutcome = {
            mode,
            fileName,
            totalRows: data.totalRows,
            validRows: data.totalRows - data.rejectedRows.length,
            acceptedRows: data.acceptedRows,
            repeatedRows: data.repeatedRows,
            uploadId: mode === 'submit' ? data.uploadId : null,
          };
          if (mode === 'check' && data.rejectedRows.length > 0) {
            const message = `${data.rejectedRows.length} of ${data.totalRows} rows of ${fileName} have problems`;
            return showCredit(request, reply, institutionId, {}, { error: { message, details: data.errors }, statusCode: 400 });
          }
          return showCredit(request, reply, institutionId, mode === 'submit' ? { uploadId: data.uploadId } : {}, { outcome, statusCode: mode === 'submit' ? 201 : 200 });
        } catch (error) {
          // The file's own problems are shown on the page, with the form to try again; nothing was stored or billed.
          // A suspended institution (forbidden with no details) is an error page, not a file problem.
          const fileProblem = error instanceof AppError && (['validation_error', 'malformed_json', 'payload_too_large', 'insufficient_balance'].includes(error.code) || (error.code === 'forbidden' && error.details.length > 0));
          if (fileProblem) {
            return showCredit(request, reply, institutionId, {}, { error: { message: `${fileName}: ${error.message}`, details: error.details }, statusCode: error.httpStatus });
          }
          throw error;
        }
      },
    );
  });

  // Sandbox identities and authority records, for operators (the CLI's `verity sandbox identities` and `authority-records`).
  const sandboxNotices = { identity: 'Sandbox identity saved.', record: 'Sandbox authority record saved.', 'identity-deleted': 'Sandbox identity deleted.', 'record-deleted': 'Sandbox authority record deleted: its number is answered “not found”.' } as const;
  app.get('/sandbox', { schema: { hide: true, querystring: SandboxQuery }, preHandler: requireSession }, async (request, reply) => {
    const { user, csrfToken } = sessionOf(request);
    assertOperator(user);
    const identities = await listSandboxIdentities({ db });
    const records = await listSandboxAuthorityRecords({ db });
    const notice = request.query.notice ? sandboxNotices[request.query.notice] : null;
    return render(reply, request, { title: 'Sandbox registries', section: 'sandbox', body: sandboxPage({ csrfToken, notice, identities, records, idTypes, docTypes: documentTypes }) });
  });
  app.post('/sandbox/authority-records', { schema: { hide: true, body: AuthorityRecordForm }, preHandler: requireSession }, async (request, reply) => {
    assertOperator(sessionOf(request).user);
    const { docType, documentNumber, surname, givenNames, dateOfBirth, sex, expiryDate, simulateUnavailable } = request.body;
    const fields = { surname, givenNames, dateOfBirth, ...(sex ? { sex } : {}), ...(expiryDate ? { expiryDate } : {}) };
    await putAuditedAuthorityRecord({ db, actor: actorOf(request), body: { docType, documentNumber, fields, simulateUnavailable: simulateUnavailable === 'true' } });
    return seeOther(reply, path('/sandbox?notice=record'));
  });

  // Both sandbox deletes ask first: without `confirm=yes` the form answers a confirmation page carrying the same fields.
  async function confirmThenDelete(request: FastifyRequest, reply: FastifyReply, options: { route: string; confirm: string | undefined; fields: Record<string, string>; title: string; what: string; consequence: string; remove: () => Promise<unknown>; notice: keyof typeof sandboxNotices }) {
    const { user, csrfToken } = sessionOf(request);
    assertOperator(user);
    if (options.confirm !== 'yes') {
      const body = confirmDeletePage({ action: path(options.route), csrfToken, fields: options.fields, what: options.what, consequence: options.consequence });
      return render(reply, request, { title: options.title, section: 'sandbox', body });
    }
    await options.remove();
    return seeOther(reply, path(`/sandbox?notice=${options.notice}`));
  }
  app.post('/sandbox/identities/delete', { schema: { hide: true, body: DeleteIdentityForm }, preHandler: requireSession }, async (request, reply) => {
    const { idType, idNumber, confirm } = request.body;
    return confirmThenDelete(request, reply, {
      route: '/sandbox/identities/delete',
      confirm,
      fields: { idType, idNumber },
      title: 'Delete a sandbox identity',
      what: `sandbox identity ${idType} ${idNumber}`,
      consequence: 'The sandbox identity provider will answer this number “not found”.',
      remove: () => removeAuditedSandboxIdentity({ db, actor: actorOf(request), idType, idNumber }),
      notice: 'identity-deleted',
    });
  });
  app.post('/sandbox/authority-records/delete', { schema: { hide: true, body: DeleteAuthorityRecordForm }, preHandler: requireSession }, async (request, reply) => {
    const { docType, documentNumber, confirm } = request.body;
    return confirmThenDelete(request, reply, {
      route: '/sandbox/authority-records/delete',
      confirm,
      fields: { docType, documentNumber },
      title: 'Delete a sandbox authority record',
      what: `sandbox ${docType} record ${documentNumber}`,
      consequence: 'The sandbox authority will answer this document number “not found”.',
      remove: () => deleteAuditedAuthorityRecord({ db, actor: actorOf(request), docType, documentNumber }),
      notice: 'record-deleted',
    });
  });

  // System health, for operators.
  app.get('/health', { schema: { hide: true }, preHandler: requireSession }, async (request, reply) => {
    assertOperator(sessionOf(request).user);
    if (!deps.database) throw new AppError('unavailable', 'Health is not available in this process');
    const health = await summariseSystemHealth({ database: deps.database });
    return render(reply, request, { title: 'System health', section: 'health', body: healthPage({ health }) });
  });
}
