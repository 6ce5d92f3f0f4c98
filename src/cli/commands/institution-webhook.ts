import { parseArgs } from 'node:util';
import type { Static } from 'typebox';
import {
  DeliveryDetailSchema,
  DeliveryListQuerySchema,
  DeliveryListSchema,
  DeliveryQueuedSchema,
  RotatedSecretSchema,
  RotateSecretBody,
  SetWebhookBody,
  WebhookSetSchema,
  WebhookSettingsSchema,
} from '../../platform/institution-webhooks/index.js';
import { parseCommandLine, parseText, parseWholeNumber, readPositionals } from '../args.js';
import { commandWithActions, printResult, type Action, type Command } from '../command.js';
import { UsageError } from '../errors.js';
import { formatFields, formatTable } from '../output.js';
import { parseInstitutionId, routeOfInstitution } from './institutions.js';

/*
 * An institution's webhook (credit_report.completed, document_trust.reviewed):
 * `verity institutions webhook set | show | rotate-secret | remove | test | deliveries | delivery | redeliver`,
 * a client of /admin/v1/institutions/{id}/webhook.
 */

const routeOf = (institutionId: string) => `${routeOfInstitution(institutionId)}/webhook`;

function institutionArgument<K extends string = never>(args: string[], extra: Record<K, string> = {} as Record<K, string>) {
  const { values, positionals } = parseCommandLine(() =>
    parseArgs({ args, options: { overlap: { type: 'string' }, status: { type: 'string' }, limit: { type: 'string' } }, allowPositionals: true, strict: true }),
  );
  const named = readPositionals<K | 'institutionId'>(positionals, { institutionId: 'INSTITUTION_ID', ...extra } as Record<K | 'institutionId', string>);
  return { values, named, institutionId: parseInstitutionId(named.institutionId) };
}

function secretBlock(secret: string): string {
  return ['Webhook signing secret:', '', `  ${secret}`, '', 'This secret is shown once, store it now: verity cannot show it again.'].join('\n');
}

const setAction: Action = {
  usage: 'institutions webhook set INSTITUTION_ID WEBHOOK_URL',
  summary: 'Set or change the webhook URL; the signing secret is printed once, when first set',
  details: ['Example: verity institutions webhook set inst_01JD3Z8Q4W5X6Y7Z8A9B0C1D2E https://hooks.example.com/verity'],
  async run(args, context) {
    const { named, institutionId } = institutionArgument(args, { webhookUrl: 'WEBHOOK_URL' });
    const url = parseText(named.webhookUrl, 'WEBHOOK_URL', SetWebhookBody.properties.url);
    const { data } = await context.client.request<Static<typeof WebhookSetSchema>>('PUT', routeOf(institutionId), { body: { url } });
    printResult(context, data, (set) => [`Webhook of ${set.institutionId}: ${set.url}`, set.webhookSecret ? secretBlock(set.webhookSecret) : 'The signing secret is unchanged.'].join('\n\n'));
  },
};

const showAction: Action = {
  usage: 'institutions webhook show INSTITUTION_ID',
  summary: 'Show the webhook URL and the delivery health of the last 24 hours',
  details: [],
  async run(args, context) {
    const { institutionId } = institutionArgument(args);
    const { data } = await context.client.request<Static<typeof WebhookSettingsSchema>>('GET', routeOf(institutionId));
    printResult(context, data, (settings) =>
      formatFields([
        ['Institution', settings.institutionId],
        ['URL', settings.url],
        ['Previous secret', settings.previousSecretValidUntil ? `also signs until ${settings.previousSecretValidUntil}` : '-'],
        ['Last 24 h', `${settings.deliveries.last24Hours.delivered} delivered, ${settings.deliveries.last24Hours.pending} pending, ${settings.deliveries.last24Hours.failed} failed`],
        ['Latest', settings.deliveries.latest ? `${settings.deliveries.latest.deliveryId} ${settings.deliveries.latest.event} ${settings.deliveries.latest.status}` : '-'],
        ['Updated', settings.updatedAt],
      ]),
    );
  },
};

const rotateAction: Action = {
  usage: 'institutions webhook rotate-secret INSTITUTION_ID [--overlap SECONDS]',
  summary: 'Make a new signing secret (printed once); the old one also signs during the overlap',
  details: ['--overlap SECONDS   0 to 604800, default 86400 (24 h); 0 stops the old secret at once (a leaked secret)'],
  async run(args, context) {
    const { values, institutionId } = institutionArgument(args);
    const overlapSchema = RotateSecretBody.properties.overlapSeconds;
    const body = values.overlap !== undefined ? { overlapSeconds: parseWholeNumber(values.overlap, '--overlap', overlapSchema, ' seconds') } : {};
    const { data } = await context.client.request<Static<typeof RotatedSecretSchema>>('POST', `${routeOf(institutionId)}/secret`, { body });
    printResult(context, data, (rotated) =>
      [secretBlock(rotated.webhookSecret), rotated.previousSecretValidUntil ? `The previous secret also signs until ${rotated.previousSecretValidUntil}.` : 'The previous secret no longer signs.'].join('\n\n'),
    );
  },
};

const removeAction: Action = {
  usage: 'institutions webhook remove INSTITUTION_ID',
  summary: 'Stop sending events to the institution (deliveries already queued still go)',
  details: [],
  async run(args, context) {
    const { institutionId } = institutionArgument(args);
    await context.client.request('DELETE', routeOf(institutionId));
    printResult(context, {}, () => `Removed the webhook of ${institutionId}`);
  },
};

const testAction: Action = {
  usage: 'institutions webhook test INSTITUTION_ID',
  summary: 'Send a signed webhook.test event',
  details: [],
  async run(args, context) {
    const { institutionId } = institutionArgument(args);
    const { data } = await context.client.request<Static<typeof DeliveryQueuedSchema>>('POST', `${routeOf(institutionId)}/test`);
    printResult(context, data, (queued) => `Queued ${queued.deliveryId} (webhook-id ${queued.eventId})`);
  },
};

const deliveriesAction: Action = {
  usage: 'institutions webhook deliveries INSTITUTION_ID [--status pending|delivered|failed] [--limit N]',
  summary: 'List webhook deliveries, newest first',
  details: [],
  async run(args, context) {
    const { values, institutionId } = institutionArgument(args);
    const status = values.status;
    if (status !== undefined && !['pending', 'delivered', 'failed'].includes(status)) throw new UsageError(`--status must be pending, delivered or failed, got "${status}"`);
    const query = new URLSearchParams();
    if (status !== undefined) query.set('status', status);
    if (values.limit !== undefined) query.set('limit', String(parseWholeNumber(values.limit, '--limit', DeliveryListQuerySchema.properties.limit)));
    const suffix = query.size > 0 ? `?${query.toString()}` : '';
    const { data } = await context.client.request<Static<typeof DeliveryListSchema>>('GET', `${routeOf(institutionId)}/deliveries${suffix}`);
    printResult(context, data, ({ deliveries }) =>
      deliveries.length === 0
        ? '(no deliveries)'
        : formatTable(
            ['DELIVERY', 'EVENT', 'SUBJECT', 'STATUS', 'ATTEMPTS', 'LAST', 'CREATED'],
            deliveries.map((d) => [d.deliveryId, d.event, d.subjectId ?? '-', d.status, String(d.attemptCount), d.lastStatusCode === null ? (d.lastError ?? '-') : String(d.lastStatusCode), d.createdAt]),
          ),
    );
  },
};

const deliveryAction: Action = {
  usage: 'institutions webhook delivery INSTITUTION_ID DELIVERY_ID',
  summary: 'One delivery with its body and every attempt',
  details: [],
  async run(args, context) {
    const { institutionId, named } = institutionArgument(args, { deliveryId: 'DELIVERY_ID' });
    const { data } = await context.client.request<Static<typeof DeliveryDetailSchema>>('GET', `${routeOf(institutionId)}/deliveries/${encodeURIComponent(named.deliveryId)}`);
    printResult(context, data, (d) =>
      [
        formatFields([
          ['Delivery', d.deliveryId],
          ['Event', `${d.event} (webhook-id ${d.eventId})`],
          ['Status', `${d.status} after ${d.attemptCount} attempt${d.attemptCount === 1 ? '' : 's'}`],
          ['URL', d.url],
        ]),
        '',
        d.body,
        '',
        d.attempts.length === 0
          ? '(no attempts yet)'
          : formatTable(['#', 'STARTED', 'MS', 'STATUS', 'ERROR'], d.attempts.map((a) => [String(a.attemptNumber), a.startedAt, String(a.latencyMs), a.statusCode === null ? '-' : String(a.statusCode), a.error ?? '-'])),
      ].join('\n'),
    );
  },
};

const redeliverAction: Action = {
  usage: 'institutions webhook redeliver INSTITUTION_ID DELIVERY_ID',
  summary: 'Send the same event again (same webhook-id and body) to the current URL and secret',
  details: [],
  async run(args, context) {
    const { institutionId, named } = institutionArgument(args, { deliveryId: 'DELIVERY_ID' });
    const { data } = await context.client.request<Static<typeof DeliveryQueuedSchema>>('POST', `${routeOf(institutionId)}/deliveries/${encodeURIComponent(named.deliveryId)}/redeliver`);
    printResult(context, data, (queued) => `Redelivery queued: ${queued.deliveryId} (webhook-id ${queued.eventId})`);
  },
};

export const institutionWebhookCommands: Command[] = [
  commandWithActions({
    group: 'institutions',
    name: 'webhook',
    summary: "Manage an institution's webhook (credit_report.completed, document_trust.reviewed)",
    actions: {
      set: setAction,
      show: showAction,
      'rotate-secret': rotateAction,
      remove: removeAction,
      test: testAction,
      deliveries: deliveriesAction,
      delivery: deliveryAction,
      redeliver: redeliverAction,
    },
  }),
];
