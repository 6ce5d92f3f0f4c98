// What every portal page shares: the JSON route caller, element builders, form and error helpers,
// and the session and delivery tables. The partner API key is never stored in the browser (no web
// storage, no URL), and every state-changing call carries the page's CSRF token.

export const base = document.querySelector('meta[name="portal-base"]').content;
const csrf = document.querySelector('meta[name="csrf-token"]')?.content ?? '';
export const page = document.body.dataset.page;

/** Calls a portal JSON route; resolves to `data`, throws an Error carrying the envelope's message and field details. */
export async function api(path, options = {}) {
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

export const $ = (selector, root = document) => root.querySelector(selector);

/** Builds an element; string children become text, never HTML. */
export function el(tag, attrs = {}, ...children) {
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

export function showError(id, error) {
  const slot = document.getElementById(id);
  if (!slot) return;
  slot.textContent = error ? (error.message ?? String(error)) : '';
  slot.hidden = !error;
}
export function showNote(id, text) {
  const slot = document.getElementById(id);
  slot.textContent = text;
  slot.hidden = !text;
}

/** Disables the form's button while a request runs, so a double click cannot submit twice. */
export function onSubmit(form, errorId, handler) {
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

export const when = (iso) => (iso ? new Date(iso).toLocaleString() : '—');
export const statusBadge = (status) => el('span', { class: `badge ${status}` }, status);

export function copyButton(input, label) {
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

export function secretField(id, label, value) {
  const input = el('input', { id, readonly: true, value, spellcheck: 'false', class: 'secret' });
  return el('div', { class: 'secret-row' }, el('label', { for: id }, label), el('div', { class: 'with-button' }, input, copyButton(input, label)));
}

export function table(columns, rows, empty) {
  if (rows.length === 0) return el('p', { class: 'muted' }, empty);
  return el(
    'div',
    { class: 'table-wrap' },
    el('table', {}, el('thead', {}, el('tr', {}, columns.map((c) => el('th', { scope: 'col' }, c.label)))), el('tbody', {}, rows.map((row) => el('tr', {}, columns.map((c) => el('td', {}, c.cell(row))))))),
  );
}

export const sessionColumns = [
  { label: 'Created', cell: (s) => el('a', { href: `${base}/sessions/${encodeURIComponent(s.sessionId)}` }, when(s.createdAt)) },
  { label: 'Flow', cell: (s) => (s.flow === 'liveness' ? 'Liveness' : 'Identity comparison') },
  { label: 'Reference', cell: (s) => s.referenceId ?? '—' },
  { label: 'Status', cell: (s) => statusBadge(s.status) },
  { label: 'Confidence', cell: (s) => (s.confidence ?? '—').toString() },
];

export const deliveryColumns = [
  { label: 'Created', cell: (d) => el('a', { href: `${base}/webhooks/${encodeURIComponent(d.deliveryId)}` }, when(d.createdAt)) },
  { label: 'Event', cell: (d) => d.event },
  { label: 'Status', cell: (d) => statusBadge(d.status) },
  { label: 'Attempts', cell: (d) => String(d.attemptCount) },
  { label: 'Last answer', cell: (d) => (d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : (d.lastError ?? '—')) },
];
