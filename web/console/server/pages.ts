import { canManage, passwordMinLength, type ConsoleUser, type LinkPurpose } from '../../../src/platform/console/index.js';
import type { getInstitution, listInstitutions } from '../../../src/platform/institutions/index.js';
import type { listAuditEntries, listInstitutionUsers } from '../../../src/platform/console/index.js';
import { institutionLinks } from './ops-nav.js';
import { actionButton, csrfField, errorBox, html, naira, path, shownOnce, table, when, type Html } from './html.js';

/* The body of each console page; layout() in html.ts wraps them. */

type Institution = Awaited<ReturnType<typeof getInstitution>>;
type InstitutionPage = Awaited<ReturnType<typeof listInstitutions>>;
type InstitutionUsers = Awaited<ReturnType<typeof listInstitutionUsers>>;
type AuditPage = Awaited<ReturnType<typeof listAuditEntries>>;
type ErrorShown = { message: string; details?: { path: string; message: string }[] } | null;

export function signInPage(options: { error: ErrorShown; email?: string }): Html {
  return html`<section class="card narrow" aria-labelledby="sign-in-title">
<h2 id="sign-in-title">Sign in with your email and password</h2>
${errorBox(options.error?.message ?? null, options.error?.details)}
<form method="post" action="${path('/sign-in')}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${options.email ?? ''}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<p class="hint">No password yet, or forgot it? Ask an operator (or your institution admin) for a one-time link.</p>
</section>`;
}

const linkIntro: Record<LinkPurpose, string> = {
  sign_in: 'Choose the password you will sign in with from now on.',
  invitation: 'You have been invited to the verity console. Choose a password to accept.',
  password_reset: 'An operator reset your password. Choose a new one; every other session of yours has ended.',
};

export function linkPage(options: { token: string; purpose: LinkPurpose; email: string; error: ErrorShown }): Html {
  return html`<section class="card narrow" aria-labelledby="link-title">
<h2 id="link-title">Choose a password for ${options.email}</h2>
<p>${linkIntro[options.purpose]}</p>
${errorBox(options.error?.message ?? null, options.error?.details)}
<form method="post" action="${path('/link')}">
<input type="hidden" name="token" value="${options.token}">
<input type="text" autocomplete="username" value="${options.email}" hidden>
<label for="new-password">New password</label>
<input id="new-password" name="password" type="password" autocomplete="new-password" required minlength="${passwordMinLength}" aria-describedby="password-hint">
<p class="hint" id="password-hint">At least ${passwordMinLength} characters. A long phrase is easiest to remember.</p>
<label for="confirm-password">Repeat the password</label>
<input id="confirm-password" name="confirm" type="password" autocomplete="new-password" required minlength="${passwordMinLength}">
<button type="submit">Set password and sign in</button>
</form>
</section>`;
}

export function unusableLinkPage(message: string): Html {
  return html`<section class="card narrow"><p class="error" role="alert">${message}</p><p><a href="${path('/sign-in')}">Go to sign-in</a></p></section>`;
}

function statusText(status: string): Html {
  return html`<span class="status-${status}">${status}</span>`;
}

export function institutionsPage(options: { list: InstitutionPage; csrfToken: string; created?: { institutionId: string; name: string; apiKey: string } }): Html {
  const { list, csrfToken, created } = options;
  return html`${
    created
      ? html`<p class="notice" role="status">Institution <a href="${path(`/institutions/${created.institutionId}`)}">${created.name}</a> created.</p>
${shownOnce({ id: 'new-api-key', label: 'First API key', value: created.apiKey, intro: 'Give it to the institution’s developers through a safe channel. Nobody, including us, can show it again.' })}`
      : ''
  }
<section class="card" aria-labelledby="create-title"><h2 id="create-title">Create an institution</h2>
<form method="post" action="${path('/institutions')}">${csrfField(csrfToken)}
<label for="institution-name">Institution name</label>
<input id="institution-name" name="name" required maxlength="200" autocomplete="organization">
<p class="hint">It starts active with no services and a zero balance; its first API key is shown once after creation. Set services and prices with the CLI or the admin API.</p>
<button type="submit">Create institution</button>
</form></section>
<section class="card" aria-labelledby="list-title"><h2 id="list-title">Institutions</h2>
${table({
  caption: 'Institutions, newest first',
  headers: ['Name', 'Status', 'Balance', 'Created'],
  rows: list.institutions.map((row) => [html`<a href="${path(`/institutions/${row.institutionId}`)}">${row.name}</a>`, statusText(row.status), html`${naira(row.balanceKobo)}`, html`${when(row.createdAt)}`]),
  empty: 'No institution yet.',
})}
${list.nextAfter ? html`<p><a href="${path(`/institutions?after=${list.nextAfter}`)}">Older institutions</a></p>` : ''}
</section>`;
}

export type Revealed = { kind: 'api-key'; value: string } | { kind: 'link'; value: string; email: string; purpose: 'invitation' | 'password_reset' } | null;

export function institutionPage(options: { user: ConsoleUser; csrfToken: string; institution: Institution; users: InstitutionUsers; revealed: Revealed; notice: string | null }): Html {
  const { user, csrfToken, institution, users, revealed } = options;
  const id = institution.institutionId;
  const manage = canManage(user, id);
  const operator = user.role === 'operator';
  const reveal =
    revealed === null
      ? html``
      : revealed.kind === 'api-key'
        ? shownOnce({ id: 'new-api-key', label: 'New API key', value: revealed.value, intro: 'Store it in the institution’s secret store now. Nobody, including us, can show it again.' })
        : shownOnce({
            id: 'new-link',
            label: revealed.purpose === 'invitation' ? `Invitation link for ${revealed.email}` : `Password reset link for ${revealed.email}`,
            value: revealed.value,
            intro: 'Send it to that person yourself. It works once, until it expires, and a newer link replaces it.',
          });
  return html`${options.notice ? html`<p class="notice" role="status">${options.notice}</p>` : ''}${reveal}
${institutionLinks(id)}
<section class="card" aria-labelledby="facts-title"><h2 id="facts-title">Institution</h2>
<dl class="facts">
<dt>Id</dt><dd><code>${id}</code></dd>
<dt>Status</dt><dd>${statusText(institution.status)}</dd>
<dt>Balance</dt><dd>${naira(institution.balanceKobo)}</dd>
<dt>Subscription until</dt><dd>${when(institution.subscriptionActiveUntil)}</dd>
<dt>Services</dt><dd>${institution.services.length === 0 ? 'none' : institution.services.map((service) => `${service.code}${service.enabled ? '' : ' (off)'}`).join(', ')}</dd>
</dl>
${
  operator
    ? institution.status === 'active'
      ? html`<p>${actionButton({ action: path(`/institutions/${id}/suspend`), label: 'Suspend institution', csrfToken, className: 'danger' })}</p><p class="hint">Suspending stops every API key of the institution at once; its people can still sign in and read.</p>`
      : html`<p>${actionButton({ action: path(`/institutions/${id}/reactivate`), label: 'Reactivate institution', csrfToken })}</p>`
    : ''
}
</section>
<section class="card" aria-labelledby="people-title"><h2 id="people-title">People</h2>
${table({
  caption: 'People of this institution',
  headers: ['Email', 'Role', 'State', 'Last sign-in', ...(operator ? ['Action'] : [])],
  rows: users.map((person) => [
    html`${person.email}`,
    html`${person.role}`,
    html`${person.status !== 'active' ? person.status : person.hasPassword ? 'active' : 'invited (no password yet)'}`,
    html`${when(person.lastSignInAt)}`,
    ...(operator
      ? [actionButton({ action: path(`/institutions/${id}/users/${person.userId}/reset`), label: 'Issue password reset link', csrfToken, accessibleName: `Issue password reset link for ${person.email}` })]
      : []),
  ]),
  empty: 'Nobody yet.',
})}
${
  manage
    ? html`<h3>Invite someone</h3>
<form method="post" action="${path(`/institutions/${id}/invitations`)}">${csrfField(csrfToken)}
<label for="invite-email">Email</label>
<input id="invite-email" name="email" type="email" required maxlength="254" autocomplete="off">
<label for="invite-role">Role</label>
<select id="invite-role" name="role">
<option value="viewer">Viewer: reads everything of the institution</option>
<option value="reviewer">Reviewer: reads, and decides reviews</option>
<option value="admin">Admin: also manages people and API keys</option>
</select>
<button type="submit">Create invitation link</button>
</form>`
    : html`<p class="hint">Only an admin of this institution or an operator can invite people.</p>`
}
</section>
<section class="card" aria-labelledby="keys-title"><h2 id="keys-title">API keys</h2>
${table({
  caption: 'API keys (the keys themselves are never shown again)',
  headers: ['Key', 'Created', 'Last used', 'Revoked', ...(manage ? ['Action'] : [])],
  rows: institution.apiKeys.map((key) => [
    html`<code>${key.preview}</code> <span class="muted">${key.keyId}</span>`,
    html`${when(key.createdAt)}`,
    html`${when(key.lastUsedAt)}`,
    html`${when(key.revokedAt)}`,
    ...(manage
      ? [key.revokedAt === null ? actionButton({ action: path(`/institutions/${id}/api-keys/${key.keyId}/revoke`), label: 'Revoke', csrfToken, className: 'danger', accessibleName: `Revoke API key ${key.preview}` }) : html`—`]
      : []),
  ]),
  empty: 'No API key.',
})}
${manage ? html`<p>${actionButton({ action: path(`/institutions/${id}/api-keys`), label: 'Issue a new API key', csrfToken })}</p>` : ''}
</section>
<p><a href="${path(`/audit?institutionId=${id}`)}">Audit log of this institution</a></p>
<p><a href="${path(`/institutions/${id}/reviews`)}">Review queue</a> · <a href="${path(`/institutions/${id}/documents`)}">Document sessions</a>${manage ? html` · <a href="${path(`/institutions/${id}/webhook`)}">Webhook settings</a>` : ''}</p>`;
}

export function auditPage(options: { user: ConsoleUser; page: AuditPage; actions: string[]; query: Record<string, string | undefined>; nextHref: string | null }): Html {
  const { user, page, actions, query } = options;
  return html`<section class="card" aria-labelledby="filter-title"><h2 id="filter-title">Filter</h2>
<form method="get" action="${path('/audit')}" class="filters">
<div><label for="f-action">Action</label><select id="f-action" name="action"><option value="">Any</option>${actions.map((action) => html`<option${action === query.action ? html` selected` : ''}>${action}</option>`)}</select></div>
${user.role === 'operator' ? html`<div><label for="f-institution">Institution id</label><input id="f-institution" name="institutionId" value="${query.institutionId ?? ''}" maxlength="31"></div>` : ''}
<div><label for="f-actor">Actor (user id)</label><input id="f-actor" name="actorUserId" value="${query.actorUserId ?? ''}" maxlength="30"></div>
<div><label for="f-from">From (UTC day)</label><input id="f-from" name="from" type="date" value="${query.from ?? ''}"></div>
<div><label for="f-to">To (UTC day)</label><input id="f-to" name="to" type="date" value="${query.to ?? ''}"></div>
<div><button type="submit">Filter</button></div>
</form></section>
<section class="card" aria-labelledby="entries-title"><h2 id="entries-title">Entries</h2>
${table({
  caption: 'Audit entries, newest first',
  wide: true,
  headers: ['When', 'Who', 'Action', 'Institution', 'Target', 'Before', 'After'],
  rows: page.entries.map((entry) => [
    html`${when(entry.createdAt)}`,
    entry.actorUserId ? html`${entry.actorEmail ?? entry.actorUserId} <span class="muted">${entry.actorUserId}</span>` : html`operator token (CLI or admin API)`,
    html`<code>${entry.action}</code>`,
    entry.institutionId ? html`<code>${entry.institutionId}</code>` : html`—`,
    html`${entry.targetType} <code>${entry.targetId}</code>`,
    entry.before === null ? html`—` : html`<code>${JSON.stringify(entry.before)}</code>`,
    entry.after === null ? html`—` : html`<code>${JSON.stringify(entry.after)}</code>`,
  ]),
  empty: 'No entry matches.',
})}
${options.nextHref ? html`<p><a href="${options.nextHref}">Older entries</a></p>` : ''}
</section>`;
}

export function accountPage(options: { user: ConsoleUser; csrfToken: string; notice: string | null }): Html {
  return html`${options.notice ? html`<p class="notice" role="status">${options.notice}</p>` : ''}<section class="card" aria-labelledby="me-title"><h2 id="me-title">You</h2>
<dl class="facts"><dt>Email</dt><dd>${options.user.email}</dd><dt>Role</dt><dd>${options.user.role}</dd><dt>Institution</dt><dd>${options.user.institutionId ?? 'all (operator)'}</dd></dl>
</section>
<section class="card" aria-labelledby="everywhere-title"><h2 id="everywhere-title">Sign out everywhere</h2>
<p>Ends every session of yours, in every browser, including this one. Use it if you signed in on a shared computer or lost a device.</p>
${actionButton({ action: path('/sign-out-everywhere'), label: 'Sign out everywhere', csrfToken: options.csrfToken, className: 'danger' })}
</section>`;
}

export function errorPage(options: { message: string; details: { path: string; message: string }[] }): Html {
  return html`${errorBox(options.message, options.details)}<p><a href="${path()}">Back to the console</a></p>`;
}
