import { authorityNames, type DocumentAuthority } from './authority.js';

/**
 * A real authority (or an aggregator in front of NIS, FRSC, INEC and NIMC) over HTTP:
 * `GET {url}/records/{docType}/{documentNumber}` with `Authorization: Bearer {apiKey}`.
 * 200 `{"fields": {...}}` is a record, 404 is "not found"; anything else, a timeout or a network
 * failure is "unavailable", which the decision turns into REVIEW, never PASS or FAIL.
 */
export function createHttpAuthority(options: { url: string; apiKey: string | null; timeoutMs: number; fetch?: typeof fetch }): DocumentAuthority {
  const doFetch = options.fetch ?? globalThis.fetch;
  return {
    sourceFor: (docType) => `${authorityNames[docType]} (${new URL(options.url).host})`,
    async lookup({ docType, documentNumber, signal }) {
      const url = `${options.url}/records/${encodeURIComponent(docType)}/${encodeURIComponent(documentNumber)}`;
      const timeout = AbortSignal.timeout(options.timeoutMs);
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { accept: 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        return { outcome: 'unavailable', reason: timeout.aborted ? `no answer within ${options.timeoutMs} ms` : `unreachable (${(error as Error).name})` };
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return { outcome: 'not_found' };
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        return { outcome: 'unavailable', reason: `answered HTTP ${response.status}` };
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        return { outcome: 'unavailable', reason: 'answered with a body that is not JSON' };
      }
      const fields = (body as { fields?: unknown } | null)?.fields;
      if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return { outcome: 'unavailable', reason: 'answered without a fields object' };
      const text: Record<string, string> = {};
      for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') text[key] = value;
      return { outcome: 'found', fields: text };
    },
  };
}
