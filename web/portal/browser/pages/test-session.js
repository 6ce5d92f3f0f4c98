// Liveness and identity comparison test pages: create a test session, frame its capture page, and
// show the browser message and the webhook as they arrive.

import { base, api, $, el, onSubmit, when } from '../common.js';

/** Create a test session, frame it, and show the browser message and the webhook as they arrive. */
export function testSessionPage() {
  const form = $('#test-session-form');
  let stopPolling = () => {};
  onSubmit(form, 'test-session-error', async (data) => {
    const body = {};
    const referenceId = String(data.get('referenceId') ?? '').trim();
    if (referenceId) body.referenceId = referenceId;
    if (form.dataset.flow === 'identity-comparison') {
      body.allowedIdTypes = data.getAll('allowedIdTypes').map(String);
      if (body.allowedIdTypes.length === 0) throw new Error('Pick at least one ID type.');
    }
    const session = await api(`/test-sessions/${form.dataset.flow}`, { method: 'POST', body });
    stopPolling();
    const info = $('#test-session-info');
    info.replaceChildren(
      ...[
        ['Session id', el('a', { href: `${base}/sessions/${encodeURIComponent(session.sessionId)}` }, session.sessionId)],
        ['Reference', session.referenceId ?? '—'],
        ['Expires', when(session.expiresAt)],
        ['Embed URL', el('code', { class: 'wrap' }, session.embedUrl)],
      ].flatMap(([k, v]) => [el('dt', {}, k), el('dd', {}, v)]),
    );
    info.hidden = false;
    $('#browser-message').textContent = 'Waiting for the capture page…';
    $('#webhook-event').textContent = 'Waiting for the session to finish…';
    $('#browser-message').classList.add('muted');
    $('#webhook-event').classList.add('muted');
    const frame = $('#preview');
    const embedOrigin = new URL(session.embedUrl).origin;
    frame.dataset.origin = embedOrigin;
    frame.src = session.embedUrl;
    $('#preview-card').hidden = false;
    stopPolling = pollWebhook(session.sessionId);
  });

  window.addEventListener('message', (event) => {
    const frame = $('#preview');
    // Only the capture page we framed may speak here.
    if (event.source !== frame.contentWindow || event.origin !== frame.dataset.origin) return;
    const target = $('#browser-message');
    target.classList.remove('muted');
    target.textContent = `origin: ${event.origin}\n${JSON.stringify(event.data, null, 2)}`;
  });
}

/** Polls the deliveries of one session until one settles; returns a stop function. */
function pollWebhook(sessionId) {
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    try {
      const list = await api(`/webhooks/deliveries?sessionId=${encodeURIComponent(sessionId)}&limit=1`);
      const delivery = list.deliveries[0];
      if (delivery) {
        const detail = await api(`/webhooks/deliveries/${encodeURIComponent(delivery.deliveryId)}`);
        const target = $('#webhook-event');
        target.classList.remove('muted');
        const lastAttempt = detail.attempts.at(-1);
        let body = detail.body;
        try {
          // The selfie's base64 would fill the pane; the delivery page shows the exact bytes.
          body = JSON.stringify(JSON.parse(detail.body), (key, value) => (key === 'captureImageBase64' && typeof value === 'string' ? `(${value.length} base64 characters)` : value), 2);
        } catch {
          /* shown as sent */
        }
        target.textContent = `${detail.event} → ${detail.url}\nstatus: ${detail.status}${lastAttempt ? ` (attempt ${lastAttempt.attemptNumber}: ${lastAttempt.statusCode ? `HTTP ${lastAttempt.statusCode}` : lastAttempt.error})` : ''}\n\n${body}`;
        if (detail.status !== 'pending') return;
      }
    } catch {
      /* keep polling: a transient error should not stop the preview */
    }
    setTimeout(tick, 1500);
  };
  void tick();
  return () => {
    stopped = true;
  };
}
