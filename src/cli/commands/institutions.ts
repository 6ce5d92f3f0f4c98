import { parseArgs } from 'node:util';
import type { Static } from 'typebox';
import { CreateInstitutionBody, InstitutionIdParams, type InstitutionCreatedData, type InstitutionData } from '../../platform/admin/admin.schemas.js';
import type { ServiceSetting } from '../../platform/institutions/index.js';
import { parseCommandLine, parseId, parseKobo, parseServiceCode, parseText, readPositionals } from '../args.js';
import { printResult, type Command } from '../command.js';
import { UsageError } from '../errors.js';
import { formatFields, formatKobo, formatTable } from '../output.js';

export type Institution = Static<typeof InstitutionData>;

export const institutionIdExample = 'inst_01JD3Z8Q4W5X6Y7Z8A9B0C1D2E';

export function parseInstitutionId(raw: string): string {
  return parseId(raw, 'INSTITUTION_ID', InstitutionIdParams.properties.institutionId, institutionIdExample);
}

export function routeOfInstitution(institutionId: string): string {
  return `/admin/v1/institutions/${encodeURIComponent(institutionId)}`;
}

type CreateInstitutionRequest = CreateInstitutionBody;
const priceSchema = CreateInstitutionBody.properties.services.items.properties.priceKobo;

/** `--service CODE=PRICE_KOBO`, repeatable; each code at most once, as the server requires. */
function parseServiceSettings(raw: string[]): ServiceSetting[] {
  const services: ServiceSetting[] = [];
  for (const entry of raw) {
    const separator = entry.indexOf('=');
    if (separator === -1) throw new UsageError(`--service must be CODE=PRICE_KOBO, e.g. CRDEFAULTINDIVIDUAL=5000, got "${entry}"`);
    const code = parseServiceCode(entry.slice(0, separator), '--service code');
    const priceKobo = parseKobo(entry.slice(separator + 1), `--service ${code} price`, priceSchema);
    if (services.some((service) => service.code === code)) throw new UsageError(`--service ${code} is given twice`);
    services.push({ code, priceKobo });
  }
  return services;
}

function formatSubscription(activeUntil: string | null, now = Date.now()): string {
  if (activeUntil === null) return 'none (calls are paid from the balance)';
  return Date.parse(activeUntil) > now ? `active until ${activeUntil} (calls are recorded at 0 kobo)` : `expired ${activeUntil}`;
}

export function formatServices(services: Institution['services']): string {
  if (services.length === 0) return '  (none)';
  return formatTable(
    ['CODE', 'ENABLED', 'PRICE PER CALL'],
    services.map((service) => [service.code, service.enabled ? 'yes' : 'no', formatKobo(service.priceKobo)]),
    { indent: '  ' },
  );
}

export function formatInstitution(institution: Institution): string {
  const keys =
    institution.apiKeys.length === 0
      ? '  (none)'
      : formatTable(
          ['KEY ID', 'PREVIEW', 'CREATED', 'LAST USED', 'REVOKED'],
          institution.apiKeys.map((key) => [key.keyId, key.preview, key.createdAt, key.lastUsedAt ?? '-', key.revokedAt ?? '-']),
          { indent: '  ' },
        );
  return [
    formatFields([
      ['Institution', institution.institutionId],
      ['Name', institution.name],
      ['Status', institution.status],
      ['Balance', formatKobo(institution.balanceKobo)],
      ['Subscription', formatSubscription(institution.subscriptionActiveUntil)],
      ['Created', institution.createdAt],
    ]),
    '',
    'Services',
    formatServices(institution.services),
    '',
    'API keys',
    keys,
  ].join('\n');
}

export function formatNewKey(options: { keyId: string; apiKey: string }): string {
  return [`API key ${options.keyId}:`, '', `  ${options.apiKey}`, '', 'This key is shown once, store it now: verity keeps only its hash and cannot show it again.'].join('\n');
}

const createCommand: Command = {
  group: 'institutions',
  name: 'create',
  usage: 'institutions create --name NAME [--service CODE=PRICE_KOBO ...] [--balance KOBO]',
  summary: 'Create an institution with its services and opening balance; prints its first API key (shown once)',
  details: [
    '--name NAME                  The institution\'s name (required)',
    '--service CODE=PRICE_KOBO    Enable a service at a price per call; repeat for each service',
    '--balance KOBO               Opening wallet balance (default 0)',
    '',
    'Example: verity institutions create --name "Adaeze Microfinance Bank" --service CRDEFAULTINDIVIDUAL=5000 --balance 1000000',
  ],
  async run(args, context) {
    const { values, positionals } = parseCommandLine(() =>
      parseArgs({
        args,
        options: { name: { type: 'string' }, service: { type: 'string', multiple: true }, balance: { type: 'string' } },
        allowPositionals: true,
        strict: true,
      }),
    );
    readPositionals(positionals, {});
    const body: CreateInstitutionRequest = {
      name: parseText(values.name, '--name', CreateInstitutionBody.properties.name),
      services: parseServiceSettings(values.service ?? []),
      ...(values.balance !== undefined ? { balanceKobo: parseKobo(values.balance, '--balance', CreateInstitutionBody.properties.balanceKobo) } : {}),
    };
    const { data } = await context.client.request<Static<typeof InstitutionCreatedData>>('POST', '/admin/v1/institutions', { body });
    printResult(context, data, (created) => [`Created institution ${created.institutionId} (${body.name})`, formatNewKey(created)].join('\n'));
  },
};

const showCommand: Command = {
  group: 'institutions',
  name: 'show',
  usage: 'institutions show INSTITUTION_ID',
  summary: 'Show an institution: balance, subscription, services and API keys',
  details: ['Example: verity institutions show inst_01JD3Z8Q4W5X6Y7Z8A9B0C1D2E'],
  async run(args, context) {
    const { positionals } = parseCommandLine(() => parseArgs({ args, options: {}, allowPositionals: true, strict: true }));
    const institutionId = parseInstitutionId(readPositionals(positionals, { institutionId: 'INSTITUTION_ID' }).institutionId);
    const { data } = await context.client.request<Institution>('GET', routeOfInstitution(institutionId));
    printResult(context, data, formatInstitution);
  },
};

export const institutionCommands: Command[] = [createCommand, showCommand];
