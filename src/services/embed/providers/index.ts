import type { Config } from '../../../core/config.js';
import { createHttpProvider } from './http-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';
import type { VerificationProvider } from './port.js';

export * from './port.js';
export { decodeOnlyInspector } from './decode-only-inspector.js';

export function providerFor(config: Config['embed']): VerificationProvider {
  return config.provider.driver === 'http'
    ? createHttpProvider({ url: config.provider.url, timeoutMs: config.providerTimeoutMs })
    : createSandboxProvider();
}
