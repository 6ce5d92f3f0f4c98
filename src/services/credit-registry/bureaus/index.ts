import type { Config } from '../../../core/config.js';
import type { CreditBureau } from './bureau.js';
import { createHttpBureau } from './http-bureau.js';
import { createSandboxBureau } from './sandbox-bureau.js';

export { BureauUnavailableError, statusLine, type BureauOutcome, type BureauSubmission, type CreditBureau, type ReportKind } from './bureau.js';
export { createHttpBureau, type BureauResponse } from './http-bureau.js';
export { createSandboxBureau, sandboxTestPrefixes } from './sandbox-bureau.js';

const built = new WeakMap<Config['creditBureau'], CreditBureau>();

/** The adapter the configuration names, built once per configuration. */
export function bureauFor(settings: Config['creditBureau']): CreditBureau {
  let bureau = built.get(settings);
  if (!bureau) {
    bureau = settings.driver === 'sandbox' ? createSandboxBureau(settings) : createHttpBureau(settings);
    built.set(settings, bureau);
  }
  return bureau;
}
