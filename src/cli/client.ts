import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Envelope, SuccessEnvelope } from '../core/envelope.js';
import { CliError, UsageError } from './errors.js';

export type CliEnv = Record<string, string | undefined>;

export interface Connection {
  url: string;
  token: string;
}

export const defaultServerUrl = 'http://localhost:8080';
const requestTimeoutMs = 30_000;

function readEnv(env: CliEnv, name: string): string | undefined {
  // `VERITY_URL=` in a shell means "not set", not "the empty URL".
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function parseServerUrl(raw: string, source: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`${source} must be an http:// or https:// URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${source} must be an http:// or https:// URL, got "${raw}"`);
  // A trailing slash makes the admin paths resolve under a base path (a server behind /verity/).
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/**
 * Flag, then env, then the token file a local server writes on its first start, so `npx verity ...`
 * works next to a local server with no setup.
 */
export async function resolveConnection(options: { url: string | undefined; token: string | undefined; env: CliEnv }): Promise<Connection> {
  const { env } = options;
  const url = resolveServerUrl({ url: options.url, env });
  const token = options.token?.trim() || readEnv(env, 'VERITY_ADMIN_TOKEN') || (await readTokenFile(env));
  return { url, token };
}

/** The server URL alone (flag, then env, then the default), for commands that do not use the admin token. */
export function resolveServerUrl(options: { url: string | undefined; env: CliEnv }): string {
  return options.url !== undefined ? parseServerUrl(options.url, '--url') : parseServerUrl(readEnv(options.env, 'VERITY_URL') ?? defaultServerUrl, 'VERITY_URL');
}

async function readTokenFile(env: CliEnv): Promise<string> {
  const file = path.resolve(readEnv(env, 'DATA_DIR') ?? './data', 'admin-token');
  let token: string;
  try {
    token = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      // Exit 2 like a usage error, but without a usage block: the command line itself was fine.
      throw new CliError(`No admin token: pass --token, set VERITY_ADMIN_TOKEN, or run next to the server's data directory (no ${file})`, 2);
    }
    throw new CliError(`Cannot read the admin token from ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (token === '') throw new CliError(`No admin token: ${file} is empty; pass --token or set VERITY_ADMIN_TOKEN`, 2);
  return token;
}

/** The server refused the call: its envelope, kept whole so the message can quote all of it. */
export class ApiError extends CliError {
  readonly httpStatus: number;
  readonly envelope: Envelope<unknown>;

  constructor(httpStatus: number, envelope: Envelope<unknown>) {
    super(formatApiError(httpStatus, envelope), 1);
    this.name = 'ApiError';
    this.httpStatus = httpStatus;
    this.envelope = envelope;
  }
}

function formatApiError(httpStatus: number, envelope: Envelope<unknown>): string {
  const error = envelope.error;
  const lines = [`${envelope.message} (HTTP ${httpStatus}${error ? `, ${error.type}` : ''})`];
  for (const detail of error?.details ?? []) lines.push(`  ${detail.path}: ${detail.message}`);
  lines.push(`Request id: ${error?.requestId ?? envelope.transactionRef}`);
  return lines.join('\n');
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'status' in value && typeof value.status === 'boolean' && 'message' in value && typeof value.message === 'string';
}

function describeFetchFailure(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${requestTimeoutMs / 1000} s`;
  // undici reports "fetch failed" and hides the useful part (ECONNREFUSED, ENOTFOUND) in `cause`.
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) return 'code' in cause && typeof cause.code === 'string' ? cause.code : cause.message;
  return error instanceof Error ? error.message : String(error);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  /** A body sent as is (e.g. a CSV file) instead of JSON. */
  rawBody?: { contentType: string; text: string };
  query?: Record<string, string | number | undefined>;
  /** Authenticate with an institution API key in this header instead of the admin token. */
  apiKey?: { header: string; value: string };
  timeoutMs?: number;
}

export interface AdminClient {
  /** Calls one route; resolves to the success envelope or throws ApiError / CliError. */
  request<T>(method: HttpMethod, route: string, options?: RequestOptions): Promise<SuccessEnvelope<T>>;
}

/**
 * `connect` runs on the first admin request, so --help and usage errors never need a token;
 * `serverUrl` serves requests made with an institution API key, which need no admin token at all.
 */
export function createAdminClient(options: { connect: () => Promise<Connection>; serverUrl?: () => string; fetch: typeof fetch }): AdminClient {
  let connection: Promise<Connection> | null = null;
  return {
    async request<T>(method: HttpMethod, route: string, requestOptions: RequestOptions = {}) {
      let baseUrl: string;
      let authorization: Record<string, string>;
      if (requestOptions.apiKey && options.serverUrl) {
        baseUrl = options.serverUrl();
        authorization = { [requestOptions.apiKey.header]: requestOptions.apiKey.value };
      } else {
        connection ??= options.connect();
        const resolved = await connection;
        baseUrl = resolved.url;
        authorization = { authorization: `Bearer ${resolved.token}` };
      }
      const url = new URL(route.replace(/^\//, ''), baseUrl);
      for (const [name, value] of Object.entries(requestOptions.query ?? {})) {
        if (value !== undefined) url.searchParams.set(name, String(value));
      }
      const body = requestOptions.rawBody
        ? { contentType: requestOptions.rawBody.contentType, text: requestOptions.rawBody.text }
        : requestOptions.body !== undefined
          ? { contentType: 'application/json', text: JSON.stringify(requestOptions.body) }
          : null;
      const timeoutMs = requestOptions.timeoutMs ?? requestTimeoutMs;
      let response: Response;
      try {
        response = await options.fetch(url, {
          method,
          headers: { ...authorization, accept: 'application/json', ...(body ? { 'content-type': body.contentType } : {}) },
          ...(body ? { body: body.text } : {}),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : describeFetchFailure(error);
        throw new CliError(`Cannot reach the verity server at ${baseUrl} (${reason}). Is it running? Set --url or VERITY_URL.`);
      }
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      if (!isEnvelope(parsed)) {
        const excerpt = text.trim().slice(0, 200);
        throw new CliError(`Unexpected response from ${url.origin} (HTTP ${response.status}): not a verity envelope${excerpt ? `: ${excerpt}` : ''}. Is --url pointing at a verity server?`);
      }
      if (!response.ok || !parsed.status) throw new ApiError(response.status, parsed);
      // The route's response schema is the contract for `data`; the server serialises through it.
      return parsed as SuccessEnvelope<T>;
    },
  };
}
