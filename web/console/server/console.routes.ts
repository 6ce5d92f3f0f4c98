import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AppError } from '../../../src/core/errors.js';
import { toAppError } from '../../../src/core/http/index.js';
import {
  assertCanManage,
  assertCanView,
  assertOperator,
  changeInstitutionStatus,
  consoleLinkUrl,
  consolePath,
  createAuditedInstitution,
  createConsoleUser,
  findConsoleUser,
  findUsableLink,
  issueAuditedApiKey,
  issuePasswordReset,
  listAuditActions,
  listAuditEntries,
  listInstitutionUsers,
  redeemLink,
  revokeAuditedApiKey,
  signOutEverywhere,
  unusableLinkMessage,
  type Actor,
} from '../../../src/platform/console/index.js';
import { getInstitution, listInstitutions } from '../../../src/platform/institutions/index.js';
import { consoleCss } from './assets.js';
import {
  assertConsoleOrigin,
  assertFormCsrf,
  clearConsoleCookie,
  resolveConsoleUser,
  signInWithPassword,
  signOut,
  startConsoleSession,
  type ConsoleDeps,
  type SignedIn,
} from './console-session.js';
import { AuditQuery, CreateInstitutionForm, CsrfOnlyForm, InstitutionParams, InstitutionsQuery, InviteForm, KeyParams, LinkForm, LinkQuery, SignInForm, UserParams } from './console.schemas.js';
import { layout, path, type Html, type Section } from './html.js';
import { registerOpsRoutes } from './ops.routes.js';
import { registerReviewPages } from './review.routes.js';
import { accountPage, auditPage, errorPage, institutionPage, institutionsPage, linkPage, signInPage, unusableLinkPage, type Revealed } from './pages.js';

const contentSecurityPolicy = ["default-src 'none'", "style-src 'self'", "img-src 'self'", "form-action 'self'", "base-uri 'none'", "frame-ancestors 'none'"].join('; ');

/**
 * Pages never leave a copy in a cache, run no script and never load in a frame. The Referer goes
 * only to our own origin (a link page's URL carries its token): `no-referrer` would also make
 * Chromium send `Origin: null` on our own form posts, which the Origin check must then refuse.
 */
function sendPage(reply: FastifyReply, statusCode: number, page: string): FastifyReply {
  return reply
    .code(statusCode)
    .header('content-security-policy', contentSecurityPolicy)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .header('x-frame-options', 'DENY')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

function seeOther(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(location, 303);
}

/** Fixed notices a redirect may ask for, so no free text rides in a URL. */
const notices = { suspended: 'Institution suspended: its API keys stop at once.', reactivated: 'Institution reactivated.', 'key-revoked': 'API key revoked: it stops authenticating at once.' } as const;
type NoticeKey = keyof typeof notices;

/**
 * The web console under /console: server-rendered pages and plain HTML forms, signed in by a
 * server-side session cookie. Each route checks the person's role and calls one use case.
 */
export function registerConsoleRoutes(parent: FastifyInstance, deps: ConsoleDeps): void {
  const { db, config } = deps;
  const signedIn = new WeakMap<FastifyRequest, SignedIn>();
  const sessionOf = (request: FastifyRequest): SignedIn => {
    const found = signedIn.get(request);
    if (!found) throw new AppError('internal', 'Route is missing its console authentication');
    return found;
  };
  const actorOf = (request: FastifyRequest): Actor => ({ userId: sessionOf(request).user.userId, requestId: request.id });
  const render = (reply: FastifyReply, request: FastifyRequest, options: { title: string; body: Html; section?: Section; statusCode?: number }) => {
    const session = signedIn.get(request);
    return sendPage(reply, options.statusCode ?? 200, layout({ title: options.title, user: session?.user ?? null, csrfToken: session?.csrfToken ?? null, section: options.section ?? null, body: options.body }));
  };

  /** Pages redirect to sign-in; forms also need the page's Origin and the session's CSRF token. */
  const requireSession: preHandlerAsyncHookHandler = async (request, reply) => {
    const found = await resolveConsoleUser(deps, request);
    if (request.method === 'GET' || request.method === 'HEAD') {
      // Returning the reply tells Fastify the hook answered: the route handler does not run.
      if (!found) return seeOther(reply, path('/sign-in'));
    } else {
      assertConsoleOrigin(request, config);
      if (!found) throw new AppError('unauthenticated', 'Your console session has ended: sign in again');
      assertFormCsrf(request, found.csrfToken);
    }
    signedIn.set(request, found);
    return undefined;
  };
  const sameOrigin: preHandlerAsyncHookHandler = async (request) => assertConsoleOrigin(request, config);

  void parent.register(
    async (scope) => {
      await scope.register(formbody, { bodyLimit: 16 * 1024 });
      const app = scope.withTypeProvider<TypeBoxTypeProvider>();
      // Errors answer as a page, not the API envelope: a person reads them.
      app.setErrorHandler((error: FastifyError, request, reply) => {
        const appError = toAppError(error);
        if (appError.code === 'internal') request.log.error({ err: error }, 'unhandled console error');
        for (const [name, value] of Object.entries(appError.headers)) void reply.header(name, value);
        const title = appError.code === 'forbidden' ? 'Not allowed' : appError.code === 'not_found' ? 'Not found' : appError.httpStatus >= 500 ? 'Something went wrong' : 'That did not work';
        const message = appError.httpStatus >= 500 ? `Something went wrong on our side. Quote request ${request.id} to support.` : appError.message;
        return render(reply, request, { title, body: errorPage({ message, details: appError.details }), statusCode: appError.httpStatus });
      });

      app.get('/assets/console.css', { schema: { hide: true } }, async (_request, reply) => {
        const css = consoleCss();
        return reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').header('etag', css.etag).header('x-content-type-options', 'nosniff').send(css.body);
      });

      app.get('/', { schema: { hide: true } }, async (request, reply) => {
        const found = await resolveConsoleUser(deps, request);
        if (!found) return seeOther(reply, path('/sign-in'));
        const { user } = found;
        return seeOther(reply, user.role === 'operator' || user.institutionId === null ? path('/institutions') : path(`/institutions/${user.institutionId}`));
      });

      // Signing in, one-time links, signing out.
      app.get('/sign-in', { schema: { hide: true } }, async (request, reply) => {
        if (await resolveConsoleUser(deps, request)) return seeOther(reply, path());
        return render(reply, request, { title: 'Sign in', body: signInPage({ error: null }) });
      });
      app.post('/sign-in', { schema: { hide: true, body: SignInForm }, preHandler: sameOrigin }, async (request, reply) => {
        try {
          await signInWithPassword(deps, request, reply, request.body);
        } catch (error) {
          if (!(error instanceof AppError) || (error.code !== 'unauthenticated' && error.code !== 'rate_limited')) throw error;
          for (const [name, value] of Object.entries(error.headers)) void reply.header(name, value);
          return render(reply, request, { title: 'Sign in', body: signInPage({ error: { message: error.message }, email: request.body.email }), statusCode: error.httpStatus });
        }
        return seeOther(reply, path());
      });
      app.get('/link', { schema: { hide: true, querystring: LinkQuery } }, async (request, reply) => {
        const token = request.query.token ?? '';
        const link = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await findUsableLink({ db, token }) : null;
        if (!link) return render(reply, request, { title: 'Link not valid', body: unusableLinkPage(unusableLinkMessage), statusCode: 404 });
        return render(reply, request, { title: 'Choose a password', body: linkPage({ token, purpose: link.purpose, email: link.email, error: null }) });
      });
      app.post('/link', { schema: { hide: true, body: LinkForm }, preHandler: sameOrigin }, async (request, reply) => {
        const { token, password, confirm } = request.body;
        const link = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await findUsableLink({ db, token }) : null;
        if (!link) return render(reply, request, { title: 'Link not valid', body: unusableLinkPage(unusableLinkMessage), statusCode: 404 });
        const again = (message: string, details: { path: string; message: string }[], statusCode: number) =>
          render(reply, request, { title: 'Choose a password', body: linkPage({ token, purpose: link.purpose, email: link.email, error: { message, details } }), statusCode });
        if (password !== confirm) return again('The two passwords differ', [{ path: 'confirm', message: 'must repeat the new password exactly' }], 400);
        let userId: string;
        try {
          ({ userId } = await redeemLink({ db, token, password, requestId: request.id }));
        } catch (error) {
          if (error instanceof AppError && error.code === 'validation_error') return again(error.message, error.details, 400);
          throw error;
        }
        await startConsoleSession(deps, request, reply, userId);
        return seeOther(reply, path());
      });
      app.post('/sign-out', { schema: { hide: true, body: CsrfOnlyForm }, preHandler: requireSession }, async (request, reply) => {
        await signOut(deps, request, reply);
        return seeOther(reply, path('/sign-in'));
      });
      app.post('/sign-out-everywhere', { schema: { hide: true, body: CsrfOnlyForm }, preHandler: requireSession }, async (request, reply) => {
        await signOutEverywhere({ db, actor: actorOf(request), user: sessionOf(request).user });
        clearConsoleCookie(deps, request, reply);
        return seeOther(reply, path('/sign-in'));
      });
      app.get('/account', { schema: { hide: true }, preHandler: requireSession }, async (request, reply) => {
        const { user, csrfToken } = sessionOf(request);
        return render(reply, request, { title: 'Account', section: 'account', body: accountPage({ user, csrfToken, notice: null }) });
      });

      // Institutions.
      app.get('/institutions', { schema: { hide: true, querystring: InstitutionsQuery }, preHandler: requireSession }, async (request, reply) => {
        const { user, csrfToken } = sessionOf(request);
        if (user.role !== 'operator' && user.institutionId) return seeOther(reply, path(`/institutions/${user.institutionId}`));
        assertOperator(user);
        const list = await listInstitutions({ db, limit: 50, after: request.query.after });
        return render(reply, request, { title: 'Institutions', section: 'institutions', body: institutionsPage({ list, csrfToken }) });
      });
      app.post('/institutions', { schema: { hide: true, body: CreateInstitutionForm }, preHandler: requireSession }, async (request, reply) => {
        const { user, csrfToken } = sessionOf(request);
        assertOperator(user);
        const name = request.body.name.trim();
        if (name === '') throw new AppError('validation_error', 'The institution needs a name', { details: [{ path: 'name', message: 'must not be blank' }] });
        const created = await createAuditedInstitution({ db, actor: actorOf(request), name });
        const list = await listInstitutions({ db, limit: 50 });
        return render(reply, request, { title: 'Institutions', section: 'institutions', body: institutionsPage({ list, csrfToken, created: { ...created, name } }), statusCode: 201 });
      });

      const showInstitution = async (request: FastifyRequest, reply: FastifyReply, institutionId: string, revealed: Revealed, notice: string | null, statusCode = 200) => {
        const { user, csrfToken } = sessionOf(request);
        assertCanView(user, institutionId);
        const institution = await getInstitution({ db, institutionId });
        const users = await listInstitutionUsers({ db, institutionId });
        return render(reply, request, { title: institution.name, section: 'institutions', body: institutionPage({ user, csrfToken, institution, users, revealed, notice }), statusCode });
      };
      app.get('/institutions/:institutionId', { schema: { hide: true, params: InstitutionParams }, preHandler: requireSession }, async (request, reply) => {
        const noticeKey = (request.query as Record<string, unknown>).notice;
        const notice = typeof noticeKey === 'string' && Object.hasOwn(notices, noticeKey) ? notices[noticeKey as NoticeKey] : null;
        return showInstitution(request, reply, request.params.institutionId, null, notice);
      });
      for (const [action, status, notice] of [
        ['suspend', 'suspended', 'suspended'],
        ['reactivate', 'active', 'reactivated'],
      ] as const) {
        app.post(`/institutions/:institutionId/${action}`, { schema: { hide: true, params: InstitutionParams, body: CsrfOnlyForm }, preHandler: requireSession }, async (request, reply) => {
          const { institutionId } = request.params;
          assertCanView(sessionOf(request).user, institutionId);
          assertOperator(sessionOf(request).user);
          await changeInstitutionStatus({ db, actor: actorOf(request), institutionId, status });
          return seeOther(reply, path(`/institutions/${institutionId}?notice=${notice}`));
        });
      }
      app.post('/institutions/:institutionId/invitations', { schema: { hide: true, params: InstitutionParams, body: InviteForm }, preHandler: requireSession }, async (request, reply) => {
        const { institutionId } = request.params;
        assertCanManage(sessionOf(request).user, institutionId);
        const created = await createConsoleUser({ db, actor: actorOf(request), email: request.body.email, role: request.body.role, institutionId, linkTtlSeconds: config.console.linkTtlSeconds });
        const revealed: Revealed = { kind: 'link', value: consoleLinkUrl(config, created.token), email: request.body.email.trim().toLowerCase(), purpose: 'invitation' };
        return showInstitution(request, reply, institutionId, revealed, 'Invitation created.', 201);
      });
      app.post('/institutions/:institutionId/users/:userId/reset', { schema: { hide: true, params: UserParams, body: CsrfOnlyForm }, preHandler: requireSession }, async (request, reply) => {
        const { institutionId, userId } = request.params;
        assertCanView(sessionOf(request).user, institutionId);
        assertOperator(sessionOf(request).user);
        const person = await findConsoleUser({ db, userId });
        if (!person || person.institutionId !== institutionId) throw new AppError('not_found', 'Console user not found in this institution');
        const reset = await issuePasswordReset({ db, actor: actorOf(request), userId, linkTtlSeconds: config.console.linkTtlSeconds });
        const revealed: Revealed = { kind: 'link', value: consoleLinkUrl(config, reset.token), email: reset.email, purpose: 'password_reset' };
        return showInstitution(request, reply, institutionId, revealed, 'Password reset link issued; the person’s sessions have ended.', 201);
      });
      app.post('/institutions/:institutionId/api-keys', { schema: { hide: true, params: InstitutionParams, body: CsrfOnlyForm }, preHandler: requireSession }, async (request, reply) => {
        const { institutionId } = request.params;
        assertCanManage(sessionOf(request).user, institutionId);
        const issued = await issueAuditedApiKey({ db, actor: actorOf(request), institutionId });
        return showInstitution(request, reply, institutionId, { kind: 'api-key', value: issued.apiKey }, 'API key issued.', 201);
      });
      app.post('/institutions/:institutionId/api-keys/:keyId/revoke', { schema: { hide: true, params: KeyParams, body: CsrfOnlyForm }, preHandler: requireSession }, async (request, reply) => {
        const { institutionId, keyId } = request.params;
        assertCanManage(sessionOf(request).user, institutionId);
        await revokeAuditedApiKey({ db, actor: actorOf(request), institutionId, keyId });
        return seeOther(reply, path(`/institutions/${institutionId}?notice=key-revoked`));
      });

      registerOpsRoutes(scope, { deps, requireSession, sessionOf, actorOf, render, seeOther });

      // Audit log: operators see everything; an institution's people see their institution's rows only.
      app.get('/audit', { schema: { hide: true, querystring: AuditQuery }, preHandler: requireSession }, async (request, reply) => {
        const { user } = sessionOf(request);
        const query = request.query;
        const institutionId = user.role === 'operator' ? query.institutionId || undefined : (user.institutionId ?? undefined);
        const filter = { institutionId, action: query.action || undefined, actorUserId: query.actorUserId || undefined, from: query.from || undefined, to: query.to || undefined };
        const page = await listAuditEntries({ db, filter, before: query.before, limit: 50 });
        const actions = await listAuditActions({ db, institutionId });
        let nextHref: string | null = null;
        if (page.nextBefore) {
          const params = new URLSearchParams(Object.entries({ ...filter, before: page.nextBefore }).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
          nextHref = `${path('/audit')}?${params.toString()}`;
        }
        return render(reply, request, { title: 'Audit log', section: 'audit', body: auditPage({ user, page, actions, query: { ...filter, institutionId: query.institutionId }, nextHref }) });
      });
      registerReviewPages(scope, { deps, requireSession, sessionOf, actorOf, render, seeOther });
    },
    { prefix: consolePath },
  );
}
