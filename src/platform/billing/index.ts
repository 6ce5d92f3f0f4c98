export { assertCanAfford, chargeForCall, creditWallet, listLedger, insufficientBalanceMessage } from './billing.js';
export { billingRegistry } from './billing-metrics.js';
