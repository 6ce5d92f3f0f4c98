// Sessions list (filters, paging) and one session's detail with its webhook deliveries.

import { api, $, el, showError, when, statusBadge, table, sessionColumns, deliveryColumns } from '../common.js';

export async function sessionsPage() {
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
}

export async function sessionPage() {
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
}
