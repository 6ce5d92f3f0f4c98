import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createHmac, timingSafeEqual } from 'node:crypto';
import sharp from 'sharp';
import { Webhook } from 'standardwebhooks';
import type { SessionCreatedData, SubmitResultData } from '../../src/services/embed/embed.schemas.js';
import { adminHeaders, call, type InjectResult, type TestApp } from './app.js';

export const flowPaths = { liveness: 'liveness', identity: 'identity-comparison' } as const;
export type FlowName = keyof typeof flowPaths;

export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 60_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A self-signed certificate for 127.0.0.1 and localhost, made with the openssl CLI for this run. */
export function makeCertificate(): { key: string; cert: string; certFile: string; cleanup(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'verity-cert-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-keyout', keyFile, '-out', certFile, '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ], { stdio: 'ignore' });
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ReceivedWebhook {
  headers: Record<string, string | string[] | undefined>;
  raw: string;
  body: Record<string, unknown>;
  receivedAt: number;
  /** The status the receiver answered with. */
  answered: number;
  /** The `/hooks/<name>` it arrived on. */
  name: string;
}

type Responder = (hook: { headers: ReceivedWebhook['headers']; raw: string }) => { status: number; body?: string; headers?: Record<string, string>; hangMs?: number };

/**
 * A real https receiver that verifies every request the way a partner would: the spec's hex
 * HMAC-SHA512 over the raw body (401 on mismatch) and the Standard Webhooks signature with the
 * off-the-shelf library. Requests are matched to a secret by the path `/hooks/<name>`.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  readonly rejected: { path: string; reason: string }[] = [];
  private readonly secrets = new Map<string, string>();
  private readonly responders = new Map<string, Responder>();
  private server!: Server;
  port = 0;

  private constructor(private readonly tls: ReturnType<typeof makeCertificate>) {}

  /** Listens on 127.0.0.1 with a fresh self-signed certificate; `env` makes an app trust it. */
  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver(makeCertificate());
    await receiver.listen();
    return receiver;
  }

  get env(): Record<string, string> {
    return { WEBHOOK_CA_FILE: this.tls.certFile };
  }

  private async listen(): Promise<void> {
    this.server = createServer({ key: this.tls.key, cert: this.tls.cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const name = (req.url ?? '').split('/')[2] ?? '';
        const secret = this.secrets.get(name);
        const reject = (reason: string) => {
          this.rejected.push({ path: req.url ?? '', reason });
          res.writeHead(401).end(reason);
        };
        if (!secret) return reject('unknown receiver');
        const expected = createHmac('sha512', secret).update(raw).digest('hex');
        const given = String(req.headers['x-service-signature'] ?? '');
        if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return reject('bad X-Service-Signature');
        try {
          new Webhook(secret).verify(raw, {
            'webhook-id': String(req.headers['webhook-id']),
            'webhook-timestamp': String(req.headers['webhook-timestamp']),
            'webhook-signature': String(req.headers['webhook-signature']),
          });
        } catch (error) {
          return reject(`standard webhooks: ${(error as Error).message}`);
        }
        const answer = this.responders.get(name)?.({ headers: req.headers, raw }) ?? { status: 200, body: 'ok' };
        const send = () => {
          this.received.push({ headers: req.headers, raw, body: JSON.parse(raw) as Record<string, unknown>, receivedAt: Date.now(), answered: answer.status, name });
          res.writeHead(answer.status, answer.headers ?? {}).end(answer.body ?? '');
        };
        if (answer.hangMs) setTimeout(send, answer.hangMs).unref();
        else send();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  url(name: string, host = '127.0.0.1'): string {
    return `https://${host}:${this.port}/hooks/${name}`;
  }

  trust(name: string, secret: string): void {
    this.secrets.set(name, secret);
  }

  respond(name: string, responder: Responder): void {
    this.responders.set(name, responder);
  }

  for(name: string): ReceivedWebhook[] {
    return this.received.filter((hook) => hook.name === name);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.tls.cleanup();
  }
}

export interface Partner {
  partnerId: string;
  apiKey: string;
  webhookSecret: string;
  name: string;
}

export async function registerPartner(t: TestApp, body: Record<string, unknown> = {}): Promise<Partner> {
  const name = String(body.name ?? `Partner ${Math.random().toString(36).slice(2, 8)}`);
  const response = await call<{ partnerId: string; apiKey: string; webhookSecret: string }>(t.app, {
    method: 'POST',
    url: '/api/v1/embed/partner/register',
    body: { name, providerSecretKey: 'sandbox_test_key_1234', webhookUrl: 'https://example.com/hooks', ...body },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.raw}`);
  return { ...response.body.data, name };
}

/** Registers a partner whose webhooks go to the receiver (path /hooks/<partnerId>), trusted there. */
export async function registerReceivingPartner(t: TestApp, receiver: WebhookReceiver, body: Record<string, unknown> = {}): Promise<Partner & { tag: string }> {
  const tag = Math.random().toString(36).slice(2, 10);
  const partner = await registerPartner(t, { webhookUrl: receiver.url(tag), ...body });
  receiver.trust(tag, partner.webhookSecret);
  return { ...partner, tag };
}

export function partnerHeaders(partner: Pick<Partner, 'apiKey'>): Record<string, string> {
  return { 'x-embed-partner-key': partner.apiKey };
}

/** The API's own response types, so the tests cannot drift from the route schemas. */
export type CreatedSession = SessionCreatedData;

export async function createSession(t: TestApp, partner: Pick<Partner, 'apiKey'>, flow: FlowName, body: Record<string, unknown> = {}): Promise<CreatedSession> {
  const response = await call<CreatedSession>(t.app, { method: 'POST', url: `/api/v1/embed/${flowPaths[flow]}/sessions`, headers: partnerHeaders(partner), body });
  if (response.statusCode !== 201) throw new Error(`create session failed: ${response.statusCode} ${response.raw}`);
  return response.body.data;
}

export type SubmitData = SubmitResultData;

export function submit(t: TestApp, flow: FlowName, token: string, body: Record<string, unknown>): Promise<InjectResult<SubmitData>> {
  return call<SubmitData>(t.app, { method: 'POST', url: `/api/v1/embed/${flowPaths[flow]}/sessions/${token}/submit`, body });
}

export function poll(t: TestApp, flow: FlowName, token: string, partner?: Pick<Partner, 'apiKey'>): Promise<InjectResult<Record<string, unknown>>> {
  return call(t.app, { method: 'GET', url: `/api/v1/embed/${flowPaths[flow]}/sessions/${token}`, headers: partner ? partnerHeaders(partner) : {} });
}

/** A comparison as the identity flow's partner poll shows it (providerResponse.data.comparison). */
export interface IdentityComparison {
  isMatch: boolean;
  detail: { confidence: number; thresholds: { _1e3: number } };
}

/**
 * A partner and a sandbox identity record (BVN `idNumber`) holding `photo`; returns a function that
 * sends a selfie through the identity comparison API against that record and gives the submit's
 * answer, the partner's poll and the comparison in it. A submit that is not 200 throws.
 */
export async function identityAgainstRecord(t: TestApp, options: { photo: Buffer; idNumber: string }) {
  const partner = await registerPartner(t);
  const added = await call(t.app, {
    method: 'POST',
    url: '/admin/v1/sandbox/identities',
    headers: adminHeaders(t),
    body: { idType: 'BVN', idNumber: options.idNumber, firstName: 'Chidi', lastName: 'Eze', photo: options.photo.toString('base64') },
  });
  if (added.statusCode !== 200) throw new Error(`sandbox identity failed: ${added.statusCode} ${added.raw}`);
  return async (selfie: Buffer) => {
    const session = await createSession(t, partner, 'identity');
    const result = await submit(t, 'identity', session.sessionToken, { image: selfie.toString('base64'), idType: 'BVN', idNumber: options.idNumber });
    if (result.statusCode !== 200) throw new Error(`identity submit failed: ${result.statusCode} ${result.raw}`);
    const polled = (await poll(t, 'identity', session.sessionToken, partner)).body.data;
    const comparison = (polled.providerResponse as { data: { comparison: IdentityComparison } }).data.comparison;
    return { result: result.body.data, polled, comparison };
  };
}

const imageCache = new Map<string, string>();
/** A real JPEG of the given size and grey level: no face, so only for checks that run before the face inspector. */
export async function jpegBase64(options: { width?: number; height?: number; grey?: number } = {}): Promise<string> {
  const { width = 320, height = 240, grey = 170 } = options;
  const key = `${width}x${height}@${grey}`;
  let cached = imageCache.get(key);
  if (!cached) {
    cached = (await sharp({ create: { width, height, channels: 3, background: { r: grey, g: grey, b: grey } } }).jpeg().toBuffer()).toString('base64');
    imageCache.set(key, cached);
  }
  return cached;
}
