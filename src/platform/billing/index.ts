export { assertCanAfford, chargeForCall, chargeForCalls, creditWallet, listLedger, insufficientBalanceMessage } from './billing.js';
export { billingRegistry } from './billing-metrics.js';
