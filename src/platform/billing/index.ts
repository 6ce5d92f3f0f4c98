export { assertCanAfford, chargeForCall, chargeForCalls, chargeForCallCtes, recordChargeMetrics, creditWallet, listLedger, insufficientBalanceMessage } from './billing.js';
export { billingRegistry } from './billing-metrics.js';
