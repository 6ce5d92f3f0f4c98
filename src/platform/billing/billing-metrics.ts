import { Counter, Registry } from 'prom-client';

/** Billing counters live in their own registry; the metrics route merges it with the others. */
export const billingRegistry = new Registry();

export const billingMetrics = {
  charges: new Counter({ name: 'verity_billing_charges_total', help: 'Billed calls recorded in the ledger', labelNames: ['service_code'], registers: [billingRegistry] }),
  chargedKobo: new Counter({ name: 'verity_billing_charged_kobo_total', help: 'Kobo debited for billed calls', labelNames: ['service_code'], registers: [billingRegistry] }),
  refusals: new Counter({
    name: 'verity_billing_insufficient_balance_total',
    help: 'Calls refused for insufficient balance',
    labelNames: ['service_code'],
    registers: [billingRegistry],
  }),
};
