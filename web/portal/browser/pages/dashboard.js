// Dashboard: today's and the week's sessions, the per-day chart, webhook health, recent sessions.

import { base, api, $, el, when, statusBadge, table, sessionColumns } from '../common.js';

export async function dashboardPage() {
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
}

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
