import type { Db } from '../../core/db/index.js';
import { AppError } from '../../core/errors.js';
import { findPartner, type Flow } from './embed.repo.js';
import type { Config } from '../../core/config.js';
import { findSessionForToken, framingOrigins, visibleStatus } from './sessions.js';

export type CaptureFlow = Flow;

/**
 * What the capture page's server side needs before sending HTML: the origins allowed to frame it
 * (its Content-Security-Policy frame-ancestors). Null when the token is unknown, used, of the other
 * flow or expired: the page is still served (it shows the expired screen), with the default policy.
 */
export async function getCapturePageContext(options: { db: Db; config: Config; token: string; flow: Flow }): Promise<{ allowedOrigins: string[] } | null> {
  try {
    const { session, expired } = await findSessionForToken(options);
    if (visibleStatus(session, expired) !== 'pending') return null;
    const partner = await findPartner({ db: options.db, partnerId: session.partnerId });
    return partner ? { allowedOrigins: framingOrigins(partner.allowedOrigins, options.config) } : null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}
