// The partner portal's entry script: wires sign-out, then loads the code of the page the server
// rendered (body data-page) and runs it. Each page's code is its own module under pages/; what they
// share is common.js. They talk to verity's own portal routes (/embed/partner/api/*) with the
// session cookie.

import { api, $, base, el, page } from './common.js';

/** Page name -> its code, loaded only on that page. */
const pages = {
  'sign-in': () => import('./pages/sign-in.js').then((m) => m.signInPage),
  dashboard: () => import('./pages/dashboard.js').then((m) => m.dashboardPage),
  liveness: () => import('./pages/test-session.js').then((m) => m.testSessionPage),
  'identity-comparison': () => import('./pages/test-session.js').then((m) => m.testSessionPage),
  settings: () => import('./pages/settings.js').then((m) => m.settingsPage),
  sessions: () => import('./pages/sessions.js').then((m) => m.sessionsPage),
  session: () => import('./pages/sessions.js').then((m) => m.sessionPage),
  webhooks: () => import('./pages/webhooks.js').then((m) => m.webhooksPage),
  delivery: () => import('./pages/webhooks.js').then((m) => m.deliveryPage),
};

async function start() {
  $('#sign-out')?.addEventListener('click', async () => {
    try {
      await api('/sign-out', { method: 'POST' });
    } finally {
      location.assign(`${base}/sign-in`);
    }
  });
  try {
    const run = await pages[page]?.();
    await run?.();
  } catch (error) {
    const main = $('#main');
    main.append(el('p', { class: 'error', role: 'alert' }, error.message));
  }
}

void start();
