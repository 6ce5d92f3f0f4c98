// The partner portal's only script. It talks to verity's own portal routes (/embed/partner/api/*)
// with the session cookie; the partner API key is never stored in the browser (no web storage,
// no URL), and every state-changing call carries the page's CSRF token.

const base = document.querySelector('meta[name="portal-base"]').content;
const csrf = document.querySelector('meta[name="csrf-token"]')?.content ?? '';
const page = document.body.dataset.page;

/** Calls a portal JSON route; resolves to `data`, throws an Error carrying the envelope's message and field details. */
async function api(path, options = {}) {
  const headers = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.method && options.method !== 'GET') headers['x-csrf-token'] = csrf;
  const response = await fetch(`${base}/api${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
  });
  let envelope = null;
  try {
    envelope = await response.json();
  } catch {
    /* not JSON */
  }
  if (response.status === 401 && page !== 'sign-in') {
    location.assign(`${base}/sign-in`);
    throw new Error('Your session ended. Sign in again.');
  }
  if (!response.ok || !envelope?.status) {
    const details = envelope?.error?.details ?? [];
    const error = new Error(
      details.length ? `${envelope.message}: ${details.map((d) => `${d.path || 'request'} ${d.message}`).join('; ')}` : (envelope?.message ?? `Request failed (HTTP ${response.status})`),
    );
    error.status = response.status;
    throw error;
  }
  return envelope.data;
}

const $ = (selector, root = document) => root.querySelector(selector);

/** Builds an element; string children become text, never HTML. */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat(Infinity)) if (child !== null && child !== undefined) node.append(child instanceof Node ? child : String(child));
  return node;
}

function showError(id, error) {
  const slot = document.getElementById(id);
  if (!slot) return;
  slot.textContent = error ? (error.message ?? String(error)) : '';
  slot.hidden = !error;
}
function showNote(id, text) {
  const slot = document.getElementById(id);
  slot.textContent = text;
  slot.hidden = !text;
}

/** Disables the form's button while a request runs, so a double click cannot submit twice. */
function onSubmit(form, errorId, handler) {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector('button[type="submit"]');
    button.disabled = true;
    showError(errorId, null);
    try {
      await handler(new FormData(form));
    } catch (error) {
      showError(errorId, error);
    } finally {
      button.disabled = false;
    }
  });
}

const when = (iso) => (iso ? new Date(iso).toLocaleString() : '—');
const statusBadge = (status) => el('span', { class: `badge ${status}` }, status);

function copyButton(input, label) {
  return el(
    'button',
    {
      type: 'button',
      class: 'secondary copy',
      'aria-label': `Copy ${label}`,
      onclick: async (event) => {
        const button = event.currentTarget;
        try {
          await navigator.clipboard.writeText(input.value);
        } catch {
          input.select();
          document.execCommand('copy');
        }
        button.textContent = 'Copied';
        setTimeout(() => (button.textContent = 'Copy'), 2000);
      },
    },
    'Copy',
  );
}

function secretField(id, label, value) {
  const input = el('input', { id, readonly: true, value, spellcheck: 'false', class: 'secret' });
  return el('div', { class: 'secret-row' }, el('label', { for: id }, label), el('div', { class: 'with-button' }, input, copyButton(input, label)));
}

function table(columns, rows, empty) {
  if (rows.length === 0) return el('p', { class: 'muted' }, empty);
  return el(
    'div',
    { class: 'table-wrap' },
    el('table', {}, el('thead', {}, el('tr', {}, columns.map((c) => el('th', { scope: 'col' }, c.label)))), el('tbody', {}, rows.map((row) => el('tr', {}, columns.map((c) => el('td', {}, c.cell(row))))))),
  );
}

const sessionColumns = [
  { label: 'Created', cell: (s) => el('a', { href: `${base}/sessions/${encodeURIComponent(s.sessionId)}` }, when(s.createdAt)) },
  { label: 'Flow', cell: (s) => (s.flow === 'liveness' ? 'Liveness' : 'Identity comparison') },
  { label: 'Reference', cell: (s) => s.referenceId ?? '—' },
  { label: 'Status', cell: (s) => statusBadge(s.status) },
  { label: 'Confidence', cell: (s) => (s.confidence ?? '—').toString() },
];

const deliveryColumns = [
  { label: 'Created', cell: (d) => el('a', { href: `${base}/webhooks/${encodeURIComponent(d.deliveryId)}` }, when(d.createdAt)) },
  { label: 'Event', cell: (d) => d.event },
  { label: 'Status', cell: (d) => statusBadge(d.status) },
  { label: 'Attempts', cell: (d) => String(d.attemptCount) },
  { label: 'Last answer', cell: (d) => (d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : (d.lastError ?? '—')) },
];

const pages = {
  'sign-in'() {
    onSubmit($('#sign-in-form'), 'sign-in-error', async (form) => {
      const apiKey = String(form.get('apiKey') ?? '').trim();
      if (!apiKey) throw new Error('Enter your partner API key.');
      await api('/sign-in', { method: 'POST', body: { apiKey } });
      $('#api-key').value = '';
      location.assign(`${base}/dashboard`);
    });
    onSubmit($('#register-form'), 'register-error', async (form) => {
      const body = { name: String(form.get('name')).trim(), providerSecretKey: String(form.get('providerSecretKey')), webhookUrl: String(form.get('webhookUrl')).trim() };
      const data = await api('/register', { method: 'POST', body });
      $('#register-form').reset();
      $('.split').hidden = true;
      $('#register-secrets').replaceChildren(
        el('p', {}, 'Partner id: ', el('code', {}, data.partnerId)),
        secretField('new-api-key', 'Partner API key (X-Embed-Partner-Key)', data.apiKey),
        secretField('new-webhook-secret', 'Webhook signing secret', data.webhookSecret),
      );
      $('#register-reveal').hidden = false;
      $('#register-continue').hidden = false;
      $('#new-api-key').focus();
      const link = $('#continue-link');
      link.addEventListener('click', (event) => {
        if (!$('#stored-check').checked) {
          event.preventDefault();
          $('#stored-check').focus();
        }
      });
      $('#stored-check').addEventListener('change', (event) => link.setAttribute('aria-disabled', String(!event.target.checked)));
    });
  },

  async dashboard() {
    const data = await api('/overview');
    const total = (counts) => counts.pending + counts.completed + counts.failed + counts.expired;
    const stat = (label, value, detail) => el('div', { class: 'stat card' }, el('span', { class: 'label' }, label), el('strong', {}, value), detail ? el('span', { class: 'detail' }, detail) : null);
    const breakdown = (c) => `${c.completed} passed · ${c.failed} failed · ${c.pending} pending · ${c.expired} expired`;
    $('#stats').replaceChildren(
      stat('Sessions today', String(total(data.today.counts)), breakdown(data.today.counts)),
      stat('Sessions, 7 days', String(total(data.period.counts)), breakdown(data.period.counts)),
      stat('Pass rate, 7 days', data.period.passRate === null ? '—' : `${data.period.passRate}%`, 'of finished sessions'),
      stat('Webhooks, 7 days', `${data.webhooks.byStatus.delivered} delivered`, `${data.webhooks.byStatus.failed} failed · ${data.webhooks.byStatus.pending} pending`),
    );
    $('#chart').replaceChildren(chart(data.perDay));
    const latest = data.webhooks.latest;
    $('#health').replaceChildren(
      latest
        ? el(
            'p',
            {},
            'Last delivery: ',
            statusBadge(latest.status),
            ` ${latest.event}, ${when(latest.createdAt)}`,
            latest.lastError ? ` — ${latest.lastError}` : '',
            ' ',
            el('a', { href: `${base}/webhooks/${encodeURIComponent(latest.deliveryId)}` }, 'details'),
          )
        : el('p', { class: 'muted' }, 'No webhooks sent yet. Send a test event from the Webhooks page.'),
    );
    $('#recent').replaceChildren(table(sessionColumns, data.recentSessions, 'No sessions yet. Create a test session to see one here.'));
  },

  liveness: testSessionPage,
  'identity-comparison': testSessionPage,

  async settings() {
    const fill = (settings) => {
      $('#set-name').value = settings.name;
      $('#set-webhook').value = settings.webhookUrl;
      $('#set-origins').value = settings.allowedOrigins.join('\n');
      $('#provider-last4').textContent = `…${settings.providerSecretKeyLast4}`;
      $('#overlap-status').textContent = settings.webhookSecretOverlapEnd
        ? `Rotation in progress: the previous secret also signs deliveries until ${when(settings.webhookSecretOverlapEnd)}.`
        : 'No rotation in progress: deliveries are signed with one secret.';
    };
    fill(await api('/settings'));
    onSubmit($('#settings-form'), 'settings-error', async (form) => {
      showNote('settings-saved', '');
      const allowedOrigins = String(form.get('allowedOrigins')).split(/\s+/).filter(Boolean);
      fill(await api('/settings', { method: 'PUT', body: { name: String(form.get('name')).trim(), webhookUrl: String(form.get('webhookUrl')).trim(), allowedOrigins } }));
      showNote('settings-saved', 'Saved.');
    });
    onSubmit($('#provider-form'), 'provider-error', async (form) => {
      showNote('provider-saved', '');
      const providerSecretKey = String(form.get('providerSecretKey'));
      if (!providerSecretKey) throw new Error('Enter the new provider secret key.');
      const settings = await api('/settings', { method: 'PUT', body: { providerSecretKey } });
      $('#provider-form').reset();
      fill(settings);
      showNote('provider-saved', `Provider key rotated; the stored key now ends in ${settings.providerSecretKeyLast4}.`);
    });
    onSubmit($('#rotate-form'), 'rotate-error', async (form) => {
      const overlapSeconds = Number(form.get('overlapSeconds'));
      const question = overlapSeconds === 0 ? 'Rotate now? Deliveries signed with the old secret stop at once.' : 'Rotate the webhook signing secret? The old one keeps signing during the overlap.';
      if (!confirm(question)) return;
      const data = await api('/webhook-secret/rotate', { method: 'POST', body: { overlapSeconds } });
      $('#rotate-secrets').replaceChildren(
        secretField('rotated-secret', 'New webhook signing secret', data.webhookSecret),
        el('p', {}, data.previousSecretValidUntil ? `The previous secret also signs deliveries until ${when(data.previousSecretValidUntil)}.` : 'The previous secret no longer signs anything.'),
      );
      $('#rotate-reveal').hidden = false;
      $('#rotated-secret').focus();
      fill(await api('/settings'));
    });

    const showKeys = async () => {
      const { keys } = await api('/keys');
      const keyColumns = [
        { label: 'Key', cell: (k) => el('code', {}, `${k.prefix}…`) },
        { label: 'Created', cell: (k) => when(k.createdAt) },
        { label: 'Last used', cell: (k) => (k.lastUsedAt ? when(k.lastUsedAt) : 'Never') },
        { label: 'State', cell: (k) => (k.active ? (k.revokedAt ? `Stops ${when(k.revokedAt)}` : 'Active') : `Revoked ${when(k.revokedAt)}`) },
        {
          label: '',
          cell: (k) =>
            k.active
              ? el('button', {
                  type: 'button',
                  class: 'secondary',
                  'data-key-id': k.keyId,
                  onclick: async () => {
                    if (!confirm(`Revoke ${k.prefix}…? Calls with it fail at once.`)) return;
                    try {
                      showError('keys-error', null);
                      await api(`/keys/${encodeURIComponent(k.keyId)}`, { method: 'DELETE' });
                      await showKeys();
                    } catch (error) {
                      showError('keys-error', error);
                    }
                  },
                }, 'Revoke')
              : '',
        },
      ];
      $('#keys-list').replaceChildren(table(keyColumns, keys, 'No keys.'));
      $('#replace-key').replaceChildren(
        el('option', { value: '' }, 'No key (keep every key working)'),
        ...keys.filter((k) => k.active).map((k) => el('option', { value: k.keyId }, `${k.prefix}… (created ${when(k.createdAt)})`)),
      );
    };
    await showKeys();
    onSubmit($('#issue-key-form'), 'issue-key-error', async (form) => {
      const replaceKeyId = String(form.get('replaceKeyId'));
      const body = replaceKeyId ? { replaceKeyId, overlapSeconds: Number(form.get('overlapSeconds')) } : {};
      const data = await api('/keys', { method: 'POST', body });
      $('#key-secrets').replaceChildren(
        secretField('issued-key', 'New partner API key', data.apiKey),
        el('p', {}, data.replacedKey ? `The replaced key stops working ${when(data.replacedKey.revokedAt)}.` : 'Your other keys keep working.'),
      );
      $('#key-reveal').hidden = false;
      $('#issued-key').focus();
      await showKeys();
    });
  },

  async sessions() {
    let query = new URLSearchParams();
    let nextBefore = null;
    const load = async (append) => {
      showError('sessions-error', null);
      const params = new URLSearchParams(query);
      if (append && nextBefore) params.set('before', nextBefore);
      try {
        const data = await api(`/sessions?${params}`);
        nextBefore = data.nextBefore;
        const holder = $('#sessions-table');
        const rows = append ? [...(holder.rows ?? []), ...data.sessions] : data.sessions;
        holder.rows = rows;
        holder.replaceChildren(table(sessionColumns, rows, 'No sessions match these filters.'));
        $('#sessions-more').hidden = !nextBefore;
      } catch (error) {
        showError('sessions-error', error);
      }
    };
    $('#session-filters').addEventListener('submit', (event) => {
      event.preventDefault();
      query = new URLSearchParams();
      for (const [key, value] of new FormData(event.target)) {
        if (!value) continue;
        if (key === 'from') query.set('from', new Date(`${value}T00:00:00Z`).toISOString());
        else if (key === 'to') query.set('to', new Date(new Date(`${value}T00:00:00Z`).getTime() + 86_400_000).toISOString());
        else query.set(key, String(value));
      }
      void load(false);
    });
    $('#sessions-more').addEventListener('click', () => void load(true));
    await load(false);
  },

  async session() {
    const sessionId = decodeURIComponent(location.pathname.split('/').pop());
    try {
      const [s, deliveries] = await Promise.all([api(`/sessions/${encodeURIComponent(sessionId)}`), api(`/webhooks/deliveries?sessionId=${encodeURIComponent(sessionId)}`)]);
      const facts = [
        ['Session id', s.sessionId],
        ['Flow', s.flow === 'liveness' ? 'Liveness' : 'Identity comparison'],
        ['Reference', s.referenceId ?? '—'],
        ['Status', statusBadge(s.status)],
        ['Success', s.success === null ? '—' : String(s.success)],
        ['Confidence', s.confidence === null ? '—' : String(s.confidence)],
        ['Provider transaction', s.providerTransactionRef ?? '—'],
        ['Error', s.errorMessage ?? '—'],
        ['Created', when(s.createdAt)],
        ['Completed', when(s.completedAt)],
        ['Expires', when(s.expiresAt)],
      ];
      if (s.flow === 'identity_comparison') facts.push(['Allowed ID types', (s.allowedIdTypes ?? []).join(', ')], ['ID', s.identityComparison ? `${s.identityComparison.idType} ${s.identityComparison.idNumber}` : '—']);
      $('#session-detail').replaceChildren(
        el(
          'div',
          { class: 'split' },
          el('section', { class: 'card' }, el('h2', {}, 'Result'), el('dl', { class: 'facts' }, facts.map(([k, v]) => [el('dt', {}, k), el('dd', {}, v)]))),
          el(
            'section',
            { class: 'card' },
            el('h2', {}, 'Capture'),
            s.captureImageUrl
              ? [el('img', { src: s.captureImageUrl, alt: 'The captured selfie', class: 'capture' }), el('p', { class: 'hint' }, 'The link expires in about an hour; reload the page for a fresh one.')]
              : el('p', { class: 'muted' }, 'No capture yet.'),
          ),
        ),
        el('section', { class: 'card' }, el('h2', {}, 'Provider response'), el('pre', {}, s.providerResponse ? JSON.stringify(s.providerResponse, null, 2) : 'None yet.')),
        el('section', { class: 'card' }, el('h2', {}, 'Webhook deliveries'), table(deliveryColumns, deliveries.deliveries, 'No webhook for this session yet.')),
      );
    } catch (error) {
      $('#session-detail').replaceChildren();
      showError('session-error', error);
    }
  },

  async webhooks() {
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
  },

  async delivery() {
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
  },
};

/** Stacked bars of sessions per day by status, plain SVG with a text alternative. */
function chart(perDay) {
  const ns = 'http://www.w3.org/2000/svg';
  const svgEl = (tag, attrs, ...children) => {
    const node = document.createElementNS(ns, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    for (const child of children) node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    return node;
  };
  const order = ['completed', 'failed', 'pending', 'expired'];
  const max = Math.max(1, ...perDay.map((d) => order.reduce((sum, s) => sum + d.counts[s], 0)));
  const width = 640;
  const height = 220;
  const pad = { left: 36, bottom: 28, top: 10 };
  const slot = (width - pad.left) / perDay.length;
  const scale = (height - pad.bottom - pad.top) / max;
  const summary = perDay.map((d) => `${d.day}: ${order.map((s) => `${d.counts[s]} ${s}`).join(', ')}`).join('; ');
  const svg = svgEl('svg', { viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': `Sessions per day by status. ${summary}`, class: 'chart' });
  for (const tick of [0, Math.ceil(max / 2), max]) {
    const y = height - pad.bottom - tick * scale;
    svg.append(svgEl('line', { x1: pad.left, x2: width, y1: y, y2: y, class: 'grid' }), svgEl('text', { x: pad.left - 6, y: y + 4, 'text-anchor': 'end', class: 'axis' }, tick));
  }
  perDay.forEach((d, i) => {
    let y = height - pad.bottom;
    const x = pad.left + i * slot + slot * 0.2;
    for (const status of order) {
      const h = d.counts[status] * scale;
      if (h > 0) {
        y -= h;
        svg.append(svgEl('rect', { x, y, width: slot * 0.6, height: h, class: `bar ${status}` }, svgEl('title', {}, `${d.day}: ${d.counts[status]} ${status}`)));
      }
    }
    svg.append(svgEl('text', { x: x + slot * 0.3, y: height - 8, 'text-anchor': 'middle', class: 'axis' }, d.day.slice(5)));
  });
  const legend = el('ul', { class: 'legend' }, order.map((s) => el('li', {}, el('span', { class: `swatch ${s}` }), s)));
  return el('div', {}, svg, legend);
}

/** Create a test session, frame it, and show the browser message and the webhook as they arrive. */
function testSessionPage() {
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

async function start() {
  $('#sign-out')?.addEventListener('click', async () => {
    try {
      await api('/sign-out', { method: 'POST' });
    } finally {
      location.assign(`${base}/sign-in`);
    }
  });
  try {
    await pages[page]?.();
  } catch (error) {
    const main = $('#main');
    main.append(el('p', { class: 'error', role: 'alert' }, error.message));
  }
}

void start();
