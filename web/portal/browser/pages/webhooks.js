// Webhook deliveries list (send a test event) and one delivery's detail (attempts, body, redeliver).

import { base, api, $, el, showError, showNote, when, statusBadge, table, deliveryColumns } from '../common.js';

export async function webhooksPage() {
  let nextBefore = null;
  let rows = [];
  const load = async (append) => {
    showError('webhooks-error', null);
    const params = new URLSearchParams();
    const status = $('#delivery-status').value;
    if (status) params.set('status', status);
    if (append && nextBefore) params.set('before', nextBefore);
    try {
      const data = await api(`/webhooks/deliveries?${params}`);
      nextBefore = data.nextBefore;
      rows = append ? [...rows, ...data.deliveries] : data.deliveries;
      $('#deliveries-table').replaceChildren(table(deliveryColumns, rows, 'No deliveries yet.'));
      $('#deliveries-more').hidden = !nextBefore;
    } catch (error) {
      showError('webhooks-error', error);
    }
  };
  $('#delivery-status').addEventListener('change', () => void load(false));
  $('#deliveries-more').addEventListener('click', () => void load(true));
  $('#send-test').addEventListener('click', async (event) => {
    event.currentTarget.disabled = true;
    showNote('test-sent', '');
    try {
      const data = await api('/webhooks/test', { method: 'POST' });
      showNote('test-sent', `Test event queued (${data.eventId}).`);
      await load(false);
    } catch (error) {
      showError('webhooks-error', error);
    } finally {
      event.currentTarget.disabled = false;
    }
  });
  await load(false);
}

export async function deliveryPage() {
  const deliveryId = decodeURIComponent(location.pathname.split('/').pop());
  const render = async () => {
    const d = await api(`/webhooks/deliveries/${encodeURIComponent(deliveryId)}`);
    let body = d.body;
    try {
      body = JSON.stringify(JSON.parse(d.body), null, 2);
    } catch {
      /* shown as sent */
    }
    const redeliver = el('button', { type: 'button', id: 'redeliver' }, 'Redeliver');
    redeliver.addEventListener('click', async () => {
      redeliver.disabled = true;
      showError('delivery-error', null);
      try {
        const queued = await api(`/webhooks/deliveries/${encodeURIComponent(deliveryId)}/redeliver`, { method: 'POST' });
        showNote('redelivered', 'Redelivery queued: ');
        $('#redelivered').append(el('a', { href: `${base}/webhooks/${encodeURIComponent(queued.deliveryId)}` }, 'follow the new delivery'));
      } catch (error) {
        showError('delivery-error', error);
      } finally {
        redeliver.disabled = false;
      }
    });
    $('#delivery-detail').replaceChildren(
      el(
        'section',
        { class: 'card' },
        el('div', { class: 'toolbar' }, el('h2', {}, d.event), redeliver),
        el(
          'dl',
          { class: 'facts' },
          [
            ['Delivery id', d.deliveryId],
            ['Event id (webhook-id)', d.eventId],
            ['Status', statusBadge(d.status)],
            ['URL', d.url],
            ['Session', d.sessionId ? el('a', { href: `${base}/sessions/${encodeURIComponent(d.sessionId)}` }, d.sessionId) : '—'],
            ['Created', when(d.createdAt)],
            ['Delivered', when(d.deliveredAt)],
          ].map(([k, v]) => [el('dt', {}, k), el('dd', {}, v)]),
        ),
      ),
      el(
        'section',
        { class: 'card' },
        el('h2', {}, 'Attempts'),
        table(
          [
            { label: '#', cell: (a) => String(a.attemptNumber) },
            { label: 'Started', cell: (a) => when(a.startedAt) },
            { label: 'Latency', cell: (a) => `${a.latencyMs} ms` },
            { label: 'Answer', cell: (a) => (a.statusCode ? `HTTP ${a.statusCode}` : '—') },
            { label: 'Error', cell: (a) => a.error ?? '—' },
            { label: 'Response (first KiB)', cell: (a) => el('code', {}, a.responseSnippet ?? '') },
          ],
          d.attempts,
          'No attempt yet: the first one runs within a second or so.',
        ),
      ),
      el('section', { class: 'card' }, el('h2', {}, 'Body (exact bytes sent)'), el('pre', {}, body)),
    );
    return d;
  };
  try {
    const d = await render();
    // A fresh delivery's first attempt lands within a second or two: refresh until it settles.
    for (let i = 0; i < 10 && d.attempts.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      if ((await render()).attempts.length > 0) break;
    }
  } catch (error) {
    showError('delivery-error', error);
  }
}
