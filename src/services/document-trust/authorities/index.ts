import type { DocumentTrustConfig } from '../../../core/config.js';
import type { Db } from '../../../core/db/index.js';
import type { DocumentAuthority } from './authority.js';
import { createHttpAuthority } from './http-authority.js';
import { createSandboxAuthority } from './sandbox-authority.js';

export type { AuthorityLookup, DocumentAuthority } from './authority.js';
export { authorityNames } from './authority.js';
export { sandboxSeedRecords, sandboxNotFoundNumbers } from './sandbox-records.js';

export function authorityFor(options: { config: DocumentTrustConfig['authority']; db: Db }): DocumentAuthority {
  return options.config.driver === 'http' ? createHttpAuthority(options.config) : createSandboxAuthority({ db: options.db });
}
