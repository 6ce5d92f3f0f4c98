export { assertCanAfford, chargeForCall, chargeForCalls, chargeForCallsCtes, recordChargeMetrics, creditWallet, listLedger, insufficientBalanceMessage } from './billing.js';
export { billingRegistry } from './billing-metrics.js';
