import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { rootCertificates } from 'node:tls';
import { bareHost, isBlockedAddress } from './address-guard.js';

export interface SendOutcome {
  /** HTTP status, null when no response arrived. */
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  /** First bytes of the response body. */
  snippet: string | null;
}

const snippetBytes = 1024;
const caCache = new Map<string, string[]>();

/** Node's roots plus the configured PEM file: `ca` replaces the defaults, so both are given. */
function trustedCas(caFile: string | null): string[] | undefined {
  if (caFile === null) return undefined;
  let cas = caCache.get(caFile);
  if (!cas) {
    cas = [...rootCertificates, readFileSync(caFile, 'utf8')];
    caCache.set(caFile, cas);
  }
  return cas;
}

class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
}

/** Resolves like dns.lookup, then refuses blocked answers, so the socket connects to an address we checked. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
      if (error) return (callback as (e: Error) => void)(error);
      const usable = allowPrivate ? addresses : addresses.filter((entry) => !isBlockedAddress(entry.address));
      if (usable.length === 0) {
        return (callback as (e: Error) => void)(new BlockedAddressError(`${hostname} resolves only to addresses webhooks may not reach`));
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, usable);
      return (callback as (e: null, a: string, f: number) => void)(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

function describe(error: unknown): string {
  if (error instanceof BlockedAddressError) return `blocked address: ${error.message}`;
  const err = error as NodeJS.ErrnoException;
  const code = err.code ?? err.name;
  return `${code}: ${err.message}`.slice(0, 300);
}

/**
 * One POST, never following redirects (a 3xx is a failed attempt). The whole exchange is bounded
 * by `timeoutMs`; only the first KiB of the answer is kept.
 */
export function sendWebhook(options: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivateTargets: boolean;
  caFile: string | null;
  signal?: AbortSignal;
}): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (outcome: Omit<SendOutcome, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, latencyMs: elapsed() });
    };
    let url: URL;
    try {
      url = new URL(options.url);
    } catch {
      return finish({ statusCode: null, error: 'invalid URL', snippet: null });
    }
    const host = bareHost(url.hostname);
    if (url.protocol !== 'https:') return finish({ statusCode: null, error: 'URL must use https', snippet: null });
    // An IP literal skips DNS, so the lookup hook never sees it: check it here.
    if (!options.allowPrivateTargets && isIP(host) !== 0 && isBlockedAddress(host)) {
      return finish({ statusCode: null, error: `blocked address: ${host} may not be reached by webhooks`, snippet: null });
    }
    const body = Buffer.from(options.body, 'utf8');
    const req = request(url, {
      method: 'POST',
      headers: { ...options.headers, 'content-length': String(body.length) },
      agent: false,
      lookup: guardedLookup(options.allowPrivateTargets),
      ca: trustedCas(options.caFile),
      signal: options.signal,
    });
    timer = setTimeout(() => {
      req.destroy(new Error(`no complete answer within ${options.timeoutMs} ms`));
      finish({ statusCode: null, error: `timeout: no complete answer within ${options.timeoutMs} ms`, snippet: null });
    }, options.timeoutMs);
    req.on('error', (error) => finish({ statusCode: null, error: describe(error), snippet: null }));
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      response.on('data', (chunk: Buffer) => {
        if (kept < snippetBytes) {
          chunks.push(chunk.subarray(0, snippetBytes - kept));
          kept += Math.min(chunk.length, snippetBytes - kept);
        }
      });
      const done = () => {
        const status = response.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        finish({
          statusCode: status,
          error: ok ? null : status >= 300 && status < 400 ? `HTTP ${status}: redirects are not followed` : `HTTP ${status}`,
          snippet: Buffer.concat(chunks).toString('utf8'),
        });
      };
      response.on('end', done);
      response.on('error', done);
    });
    req.end(body);
  });
}
