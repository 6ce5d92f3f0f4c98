import type { Db } from '../../../core/db/index.js';
import { findAuthorityRecord } from '../authority-records.repo.js';
import { authorityNames, type DocumentAuthority } from './authority.js';

/** The built-in authority: answers from the sandbox registry table, through the same port as the real ones. */
export function createSandboxAuthority(options: { db: Db }): DocumentAuthority {
  return {
    sourceFor: (docType) => `sandbox:${authorityNames[docType]}`,
    async lookup({ docType, documentNumber }) {
      const record = await findAuthorityRecord({ db: options.db, docType, documentNumber });
      if (!record) return { outcome: 'not_found' };
      if (record.simulateUnavailable) return { outcome: 'unavailable', reason: `sandbox: ${authorityNames[docType]} simulated as unavailable for this number` };
      return { outcome: 'found', fields: record.fields };
    },
  };
}
