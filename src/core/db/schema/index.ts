export { institutions } from './institutions.js';
export { apiKeys } from './api-keys.js';
export { institutionServices } from './institution-services.js';
export { ledgerEntries } from './ledger-entries.js';
export { jobs } from './jobs.js';
export { creditLoans } from './credit-loans.js';
export { creditSubmissions } from './credit-submissions.js';
export { sandboxIdentities } from './sandbox-identities.js';
