import type { Config } from '../../core/config.js';

export const consolePath = '/console';

/**
 * The one-time link a person opens. The token rides in the query string: the server log keeps only
 * the path (core/logger.ts), the page sends no Referer, and opening the link does not use it up.
 */
export function consoleLinkUrl(config: Config, token: string): string {
  return `${config.console.url}${consolePath}/link?token=${token}`;
}
