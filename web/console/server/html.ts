import { consolePath, type ConsoleUser } from '../../../src/platform/console/index.js';
import { opsLinks } from './ops-nav.js';

/*
 * Server-rendered HTML for the console: plain forms, no script (the CSP allows none). Every dynamic
 * value goes through `esc`; `Html` marks text that is already markup.
 */

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Template tag: interpolated values are escaped unless they are Html (or arrays of it). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    const rendered = Array.isArray(value) ? value.map((item) => (item instanceof Html ? item.value : esc(item))).join('') : value instanceof Html ? value.value : esc(value);
    out += rendered + (strings[index + 1] ?? '');
  });
  return new Html(out);
}

export const path = (suffix = ''): string => `${consolePath}${suffix}`;

export function csrfField(csrfToken: string): Html {
  return html`<input type="hidden" name="csrfToken" value="${csrfToken}">`;
}

/** A one-button POST form (sign out, suspend, revoke): works with the keyboard and without script. */
export function actionButton(options: { action: string; label: string; csrfToken: string; className?: string; accessibleName?: string }): Html {
  return html`<form class="inline-form" method="post" action="${options.action}">${csrfField(options.csrfToken)}<button type="submit" class="${options.className ?? 'secondary'}"${
    options.accessibleName ? html` aria-label="${options.accessibleName}"` : ''
  }>${options.label}</button></form>`;
}

export function when(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const date = typeof value === 'string' ? new Date(value) : value;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function naira(kobo: number): string {
  return `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function errorBox(message: string | null, details: { path: string; message: string }[] = []): Html {
  if (message === null) return html``;
  return html`<div class="error" role="alert"><p>${message}</p>${details.length > 0 ? html`<ul>${details.map((detail) => html`<li><strong>${detail.path}</strong>: ${detail.message}</li>`)}</ul>` : ''}</div>`;
}

/** Data tables scroll sideways inside a focusable region on narrow screens. */
export function table(options: { caption: string; headers: string[]; rows: Html[][]; empty: string; wide?: boolean }): Html {
  if (options.rows.length === 0) return html`<p class="muted">${options.empty}</p>`;
  return html`<div class="table-wrap${options.wide ? ' wide' : ''}" role="region" aria-label="${options.caption}" tabindex="0"><table><caption>${options.caption}</caption>
<thead><tr>${options.headers.map((header) => html`<th scope="col">${header}</th>`)}</tr></thead>
<tbody>${options.rows.map((row) => html`<tr>${row.map((cell) => html`<td>${cell}</td>`)}</tr>`)}</tbody></table></div>`;
}

/** A secret shown this once (an API key, a one-time link), with the warning that goes with it. */
export function shownOnce(options: { id: string; label: string; value: string; intro: string }): Html {
  return html`<section class="card" aria-labelledby="${options.id}-title">
<h2 id="${options.id}-title">${options.label}</h2>
<p class="warning" role="note"><strong>Shown only this once.</strong> ${options.intro}</p>
<label for="${options.id}">${options.label}</label>
<input id="${options.id}" class="secret" readonly value="${options.value}">
</section>`;
}

export type Section = 'institutions' | 'audit' | 'account' | 'overview' | 'credit' | 'wallet' | 'ledger' | 'health' | 'sandbox' | 'reviews' | 'documents' | null;

export function layout(options: { title: string; user: ConsoleUser | null; csrfToken: string | null; section?: Section; body: Html }): string {
  const { user, csrfToken } = options;
  const home = user && user.role !== 'operator' && user.institutionId ? path(`/institutions/${user.institutionId}`) : path('/institutions');
  const links: [string, string, Section][] = user
    ? [
        [home, user.role === 'operator' ? 'Institutions' : 'My institution', 'institutions'],
        ...opsLinks(user),
        ...(user.institutionId ? [[path(`/institutions/${user.institutionId}/reviews`), 'Review queue', 'reviews'] as [string, string, Section]] : []),
        ...(user.institutionId ? [[path(`/institutions/${user.institutionId}/documents`), 'Documents', 'documents'] as [string, string, Section]] : []),
        [path('/audit'), 'Audit log', 'audit'],
        [path('/account'), 'Account', 'account'],
      ]
    : [];
  const header =
    user && csrfToken
      ? html`<nav aria-label="Console"><ul>${links.map(([href, label, section]) => html`<li><a href="${href}"${section === options.section ? html` aria-current="page"` : ''}>${label}</a></li>`)}</ul></nav>
<div class="account"><span>${user.email} (${user.role})</span>${actionButton({ action: path('/sign-out'), label: 'Sign out', csrfToken })}</div>`
      : html``;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(options.title)} · verity console</title>
<link rel="stylesheet" href="${path('/assets/console.css')}">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top"><a class="brand" href="${path()}">verity <span>console</span></a>${header.value}</header>
<main id="main" tabindex="-1">
<h1>${esc(options.title)}</h1>
${options.body.value}
</main>
</body>
</html>`;
}
