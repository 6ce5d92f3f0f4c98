export { assertCanAfford, chargeForCall, chargeForCalls, chargeForCallsCtes, recordChargeMetrics, insufficientBalance, creditWallet, listLedger, insufficientBalanceMessage } from './billing.js';
export { billingRegistry } from './billing-metrics.js';
export { listLedgerEntries, summariseUsage, type LedgerFilter, type LedgerEntryRow } from './ledger-queries.js';
