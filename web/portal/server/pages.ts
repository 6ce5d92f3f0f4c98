import { portalPath } from './portal-auth.js';

/*
 * Server-rendered page shells. The data comes from the JSON routes through the browser modules in
 * web/portal/browser (portal.js loads the page's own module; no inline script: the CSP allows only
 * our own files). Every dynamic value is escaped.
 */

export const pageNames = ['sign-in', 'dashboard', 'liveness', 'identity-comparison', 'settings', 'sessions', 'session', 'webhooks', 'delivery'] as const;
export type PageName = (typeof pageNames)[number];

function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const titles: Record<PageName, string> = {
  'sign-in': 'Sign in',
  dashboard: 'Dashboard',
  liveness: 'Liveness test',
  'identity-comparison': 'Identity comparison test',
  settings: 'Settings',
  sessions: 'Sessions',
  session: 'Session',
  webhooks: 'Webhook deliveries',
  delivery: 'Webhook delivery',
};

const nav: [string, string, PageName[]][] = [
  ['dashboard', 'Dashboard', ['dashboard']],
  ['liveness', 'Liveness', ['liveness']],
  ['identity-comparison', 'Identity comparison', ['identity-comparison']],
  ['sessions', 'Sessions', ['sessions', 'session']],
  ['webhooks', 'Webhooks', ['webhooks', 'delivery']],
  ['settings', 'Settings', ['settings']],
];

const errorSlot = (id: string) => `<p class="error" id="${id}" role="alert" hidden></p>`;

function secretReveal(prefix: string, intro: string): string {
  return `<section class="card reveal" id="${prefix}-reveal" hidden aria-labelledby="${prefix}-reveal-title">
  <h2 id="${prefix}-reveal-title">Store these now</h2>
  <p class="warning" role="note"><strong>They are shown only this once.</strong> ${intro} Nobody, including us, can show them again.</p>
  <div id="${prefix}-secrets"></div>
</section>`;
}

const bodies: Record<PageName, string> = {
  'sign-in': `
<div class="split">
  <section class="card" aria-labelledby="signin-title">
    <h2 id="signin-title">Sign in</h2>
    <p>Use the partner API key (<code>vep_…</code>) you received at registration. It is exchanged for a session and is not kept in this browser.</p>
    <form id="sign-in-form" novalidate>
      <label for="api-key">Partner API key</label>
      <input id="api-key" name="apiKey" type="password" autocomplete="off" spellcheck="false" required>
      ${errorSlot('sign-in-error')}
      <button type="submit">Sign in</button>
    </form>
  </section>
  <section class="card" aria-labelledby="register-title" id="register-card">
    <h2 id="register-title">Register a new partner</h2>
    <form id="register-form" novalidate>
      <label for="reg-name">Institution name</label>
      <input id="reg-name" name="name" required maxlength="200" autocomplete="organization">
      <label for="reg-provider-key">Provider secret key</label>
      <input id="reg-provider-key" name="providerSecretKey" type="password" autocomplete="off" required maxlength="512">
      <p class="hint">Kept encrypted on the server; only its last 4 characters are ever shown.</p>
      <label for="reg-webhook">Webhook URL (https)</label>
      <input id="reg-webhook" name="webhookUrl" type="url" required placeholder="https://api.example.com/verity/webhooks">
      ${errorSlot('register-error')}
      <button type="submit">Register</button>
    </form>
  </section>
</div>
${secretReveal('register', 'Copy the partner API key and the webhook signing secret into your server’s secret store.')}
<p class="continue" id="register-continue" hidden><label><input type="checkbox" id="stored-check"> I have stored both</label> <a class="button" id="continue-link" href="${portalPath}/dashboard" aria-disabled="true">Continue to the dashboard</a></p>`,
  dashboard: `
<section class="stats" id="stats" aria-live="polite"><p class="muted">Loading…</p></section>
<section class="card" aria-labelledby="chart-title"><h2 id="chart-title">Sessions per day, last 7 days</h2><div id="chart"></div></section>
<div class="split">
  <section class="card" aria-labelledby="flows-title"><h2 id="flows-title">Try a flow</h2>
    <ul class="flows"><li><a href="${portalPath}/liveness"><strong>Liveness</strong><span>Live selfie only</span></a></li>
    <li><a href="${portalPath}/identity-comparison"><strong>Identity comparison</strong><span>Selfie against a NIN, BVN or phone record</span></a></li></ul>
  </section>
  <section class="card" aria-labelledby="health-title"><h2 id="health-title">Webhook health (7 days)</h2><div id="health"></div></section>
</div>
<section class="card" aria-labelledby="recent-title"><h2 id="recent-title">Recent sessions</h2><div id="recent"></div></section>`,
  liveness: testPage('liveness'),
  'identity-comparison': testPage('identity-comparison'),
  settings: `
<section class="card" aria-labelledby="general-title"><h2 id="general-title">General</h2>
  <form id="settings-form" novalidate>
    <label for="set-name">Institution name</label><input id="set-name" name="name" required maxlength="200">
    <label for="set-webhook">Webhook URL (https)</label><input id="set-webhook" name="webhookUrl" type="url" required>
    <label for="set-origins">Allowed origins (one https origin per line; empty = any)</label>
    <textarea id="set-origins" name="allowedOrigins" rows="3" placeholder="https://app.example.com"></textarea>
    ${errorSlot('settings-error')}<p class="success" id="settings-saved" role="status" hidden></p>
    <button type="submit">Save</button>
  </form>
</section>
<section class="card" aria-labelledby="provider-title"><h2 id="provider-title">Provider secret key</h2>
  <p>Stored key ends in <code id="provider-last4">…</code>.</p>
  <form id="provider-form" novalidate>
    <label for="new-provider-key">New provider secret key</label>
    <input id="new-provider-key" name="providerSecretKey" type="password" autocomplete="off" required maxlength="512">
    ${errorSlot('provider-error')}<p class="success" id="provider-saved" role="status" hidden></p>
    <button type="submit">Rotate provider key</button>
  </form>
</section>
<section class="card" aria-labelledby="secret-title"><h2 id="secret-title">Webhook signing secret</h2>
  <p id="overlap-status"></p>
  <p class="hint">After a rotation the old secret keeps signing for the overlap you choose: <code>webhook-signature</code> carries a signature under each secret, and <code>X-Service-Signature</code> stays on the old secret until the overlap ends. Deploy the new secret within the overlap.</p>
  <form id="rotate-form" novalidate>
    <label for="overlap">Overlap</label>
    <select id="overlap" name="overlapSeconds">
      <option value="3600">1 hour</option><option value="86400" selected>24 hours</option><option value="259200">3 days</option><option value="604800">7 days</option><option value="0">None (the old secret stops at once)</option>
    </select>
    ${errorSlot('rotate-error')}
    <button type="submit">Rotate webhook secret</button>
  </form>
</section>
${secretReveal('rotate', 'Copy the new webhook signing secret into your receiver.')}
<section class="card" aria-labelledby="keys-title"><h2 id="keys-title">Partner API keys</h2>
  <p class="hint">Your server sends one of these in <code>X-Embed-Partner-Key</code>. Issue a new key, deploy it, then revoke the old one (or let it stop after the overlap). A revoked key stops at once.</p>
  <div id="keys-list"><p class="muted">Loading…</p></div>
  ${errorSlot('keys-error')}
  <form id="issue-key-form" novalidate>
    <label for="replace-key">Replace</label>
    <select id="replace-key" name="replaceKeyId"><option value="">No key (keep every key working)</option></select>
    <label for="key-overlap">The replaced key keeps working for</label>
    <select id="key-overlap" name="overlapSeconds">
      <option value="0">No time (it stops at once)</option><option value="3600">1 hour</option><option value="86400" selected>24 hours</option><option value="604800">7 days</option>
    </select>
    ${errorSlot('issue-key-error')}
    <button type="submit">Issue a new API key</button>
  </form>
</section>
${secretReveal('key', 'Copy the new partner API key into your server’s secret store.')}`,
  sessions: `
<section class="card"><form id="session-filters" class="filters">
  <label>Status <select name="status"><option value="">Any</option><option>pending</option><option>completed</option><option>failed</option><option>expired</option></select></label>
  <label>Flow <select name="flow"><option value="">Any</option><option value="liveness">Liveness</option><option value="identity_comparison">Identity comparison</option></select></label>
  <label>Reference <input name="referenceId" maxlength="128"></label>
  <label>From <input name="from" type="date"></label>
  <label>To <input name="to" type="date"></label>
  <button type="submit">Filter</button>
</form>${errorSlot('sessions-error')}</section>
<section class="card"><div id="sessions-table"></div><button type="button" id="sessions-more" class="secondary" hidden>Load more</button></section>`,
  session: `<div id="session-detail"><p class="muted">Loading…</p></div>${errorSlot('session-error')}`,
  webhooks: `
<section class="card"><div class="toolbar">
  <label>Status <select id="delivery-status"><option value="">Any</option><option>pending</option><option>delivered</option><option>failed</option></select></label>
  <button type="button" id="send-test">Send test event</button></div>
  <p class="success" id="test-sent" role="status" hidden></p>${errorSlot('webhooks-error')}
</section>
<section class="card"><div id="deliveries-table"></div><button type="button" id="deliveries-more" class="secondary" hidden>Load more</button></section>`,
  delivery: `<div id="delivery-detail"><p class="muted">Loading…</p></div>${errorSlot('delivery-error')}<p class="success" id="redelivered" role="status" hidden></p>`,
};

function testPage(flow: 'liveness' | 'identity-comparison'): string {
  const idTypes =
    flow === 'identity-comparison'
      ? `<fieldset class="inline-fieldset"><legend>Allowed ID types</legend>${['NIN', 'BVN', 'PHONENUMBER'].map((t) => `<label class="inline"><input type="checkbox" name="allowedIdTypes" value="${t}" checked> ${t}</label>`).join(' ')}</fieldset>`
      : '';
  return `
<section class="card" aria-labelledby="create-title"><h2 id="create-title">Create a test session</h2>
  <form id="test-session-form" class="filters" data-flow="${flow}" novalidate>
    <label for="reference-id">Reference id (optional) <input id="reference-id" name="referenceId" maxlength="128" placeholder="user-123"></label>
    ${idTypes}
    <button type="submit">Create test session</button>
  </form>
  ${errorSlot('test-session-error')}
  <dl id="test-session-info" class="facts" hidden></dl>
  <p class="hint">Production sessions are created by your backend with <code>X-Embed-Partner-Key</code>; this page does the same through your portal sign-in.</p>
</section>
<div class="preview-grid">
  <section class="card preview" aria-labelledby="preview-title" id="preview-card" hidden><h2 id="preview-title">Live preview</h2>
    <iframe id="preview" title="Capture page preview" allow="camera"></iframe>
  </section>
  <section class="card events" aria-labelledby="events-title"><h2 id="events-title">What your page and server receive</h2>
    <h3>Browser message</h3><pre id="browser-message" aria-live="polite" class="muted">Waiting for the capture page…</pre>
    <h3>Webhook</h3><pre id="webhook-event" aria-live="polite" class="muted">Waiting for the session to finish…</pre>
  </section>
</div>`;
}

export function renderPage(options: { page: PageName; partnerName: string | null; csrfToken: string | null }): string {
  const { page, partnerName, csrfToken } = options;
  const header =
    partnerName === null
      ? ''
      : `<nav aria-label="Portal"><ul>${nav
          .map(([path, label, pages]) => `<li><a href="${portalPath}/${path}"${pages.includes(page) ? ' aria-current="page"' : ''}>${label}</a></li>`)
          .join('')}</ul></nav>
  <div class="account"><span>${esc(partnerName)}</span><button type="button" id="sign-out" class="secondary">Sign out</button></div>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${csrfToken === null ? '' : `<meta name="csrf-token" content="${esc(csrfToken)}">`}
<meta name="portal-base" content="${portalPath}">
<title>${titles[page]} · verity partner portal</title>
<link rel="stylesheet" href="${portalPath}/assets/portal.css">
<script type="module" src="${portalPath}/assets/portal.js"></script>
</head>
<body data-page="${page}">
<a class="skip" href="#main">Skip to content</a>
<header class="top"><a class="brand" href="${portalPath}">verity <span>partner portal</span></a>${header}</header>
<main id="main" tabindex="-1">
<h1>${titles[page]}</h1>
${bodies[page]}
</main>
</body>
</html>`;
}
