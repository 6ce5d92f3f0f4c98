import { parseArgs } from 'node:util';
import type { Static, TSchema } from 'typebox';
import { LedgerQuery, type LedgerData } from '../../platform/admin/admin.schemas.js';
import { parseCommandLine, parseWholeNumber, readNumberKeyword, readPositionals } from '../args.js';
import { printResult, type Command } from '../command.js';
import { formatKobo, formatTable } from '../output.js';
import { parseInstitutionId, routeOfInstitution } from './institutions.js';

function formatLedger(institutionId: string, entries: Static<typeof LedgerData>['entries'], limit: number | undefined): string {
  if (entries.length === 0) return `No ledger entries for ${institutionId}`;
  const table = formatTable(
    ['TIME', 'TRANSACTION', 'KIND', 'SERVICE', 'AMOUNT', 'BALANCE AFTER', 'REFERENCE'],
    entries.map((entry) => [
      entry.createdAt,
      entry.transactionRef,
      entry.kind,
      entry.serviceCode ?? '-',
      formatKobo(entry.amountKobo, { signed: true }),
      formatKobo(entry.balanceAfterKobo),
      entry.reference ?? '-',
    ]),
    { right: [4, 5] },
  );
  const oldest = entries[entries.length - 1]!;
  const footer =
    limit === undefined || entries.length < limit
      ? `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}, newest first`
      : `${entries.length} entries, newest first; older ones: verity ledger ${institutionId} --before ${oldest.transactionRef}`;
  return `${table}\n\n${footer}`;
}

function describeRange(schema: TSchema): string {
  const [minimum, maximum, fallback] = (['minimum', 'maximum', 'default'] as const).map((keyword) => readNumberKeyword(schema, keyword));
  return `${minimum ?? 1} to ${maximum ?? 'any'}${fallback === undefined ? '' : `; default ${fallback}`}`;
}

const ledgerCommand: Command = {
  group: 'ledger',
  name: null,
  usage: 'ledger INSTITUTION_ID [--limit N] [--before TRANSACTION_REF]',
  summary: 'List wallet ledger entries (credits and billed calls), newest first',
  details: [
    `--limit N                   How many entries (${describeRange(LedgerQuery.properties.limit)})`,
    '--before TRANSACTION_REF    Only entries older than this one, to page back through a long ledger',
    '',
    'Example: verity ledger inst_01JD3Z8Q4W5X6Y7Z8A9B0C1D2E --limit 20',
  ],
  async run(args, context) {
    const { values, positionals } = parseCommandLine(() =>
      parseArgs({ args, options: { limit: { type: 'string' }, before: { type: 'string' } }, allowPositionals: true, strict: true }),
    );
    const institutionId = parseInstitutionId(readPositionals(positionals, { institutionId: 'INSTITUTION_ID' }).institutionId);
    const limitSchema = LedgerQuery.properties.limit;
    const limit = values.limit === undefined ? readNumberKeyword(limitSchema, 'default') : parseWholeNumber(values.limit, '--limit', limitSchema);
    const { data } = await context.client.request<Static<typeof LedgerData>>('GET', `${routeOfInstitution(institutionId)}/ledger`, {
      query: { limit, before: values.before },
    });
    printResult(context, data, (ledger) => formatLedger(institutionId, ledger.entries, limit));
  },
};

export const ledgerCommands: Command[] = [ledgerCommand];
