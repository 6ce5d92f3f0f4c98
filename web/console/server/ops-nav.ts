import type { ConsoleUser } from '../../../src/platform/console/index.js';
import { html, path, type Html, type Section } from './html.js';

/* Navigation to the overview, credit registry, wallet, ledger and health pages. */

export function opsLinks(user: ConsoleUser): [string, string, Section][] {
  if (user.role === 'operator') {
    return [
      [path('/ledger'), 'Ledger', 'ledger'],
      [path('/health'), 'Health', 'health'],
      [path('/sandbox'), 'Sandbox', 'sandbox'],
    ];
  }
  if (!user.institutionId) return [];
  const base = path(`/institutions/${user.institutionId}`);
  return [
    [`${base}/overview`, 'Overview', 'overview'],
    [`${base}/credit`, 'Credit registry', 'credit'],
    [`${base}/wallet`, 'Wallet', 'wallet'],
  ];
}

/** The institution page's links to its own pages (how an operator reaches them). */
export function institutionLinks(institutionId: string): Html {
  const base = path(`/institutions/${institutionId}`);
  return html`<nav class="subnav" aria-label="This institution"><ul><li><a href="${base}/overview">Overview</a></li><li><a href="${base}/credit">Credit registry</a></li><li><a href="${base}/wallet">Wallet, services and ledger</a></li></ul></nav>`;
}
