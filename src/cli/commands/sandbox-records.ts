import { parseArgs } from 'node:util';
import type { Static } from 'typebox';
import {
  AuthorityRecordBodySchema,
  AuthorityRecordListSchema,
  AuthorityRecordSchema,
  documentTypes,
  type AuthorityRecordBody,
  type DocType,
} from '../../services/document-trust/document-trust.schemas.js';
import { parseCommandLine, parseText, readPositionals } from '../args.js';
import { commandWithActions, printResult, type Action, type Command } from '../command.js';
import { UsageError } from '../errors.js';
import { formatFields, formatTable } from '../output.js';

/*
 * The document-trust sandbox authority registry (what the built-in passport, FRSC, INEC and NIMC
 * sandboxes hold): `verity sandbox authority-records list | put | delete`, beside `verity sandbox
 * identities` (the verification provider's registry). The records' shapes are the
 * operator API's (/admin/v1/sandbox/authority-records).
 */

const route = '/admin/v1/sandbox/authority-records';
const fieldSchemas = AuthorityRecordBodySchema.properties.fields.properties;

function parseDocType(raw: string | undefined, argument: string): DocType {
  const value = raw?.trim().toLowerCase() ?? '';
  if (!(documentTypes as readonly string[]).includes(value)) throw new UsageError(`${argument} must be one of ${documentTypes.join(', ')}, got "${raw ?? ''}"`);
  return value as DocType;
}

function parseIsoDate(raw: string | undefined, argument: string): string {
  const value = raw?.trim() ?? '';
  const time = Date.parse(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
    throw new UsageError(`${argument} must be a date YYYY-MM-DD, got "${raw ?? ''}"`);
  }
  return value;
}

function formatRecord(record: Static<typeof AuthorityRecordSchema>): string {
  return formatFields([
    ['Document', `${record.docType} ${record.documentNumber}`],
    ...Object.entries(record.fields).map(([key, value]) => [key, value] as [string, string]),
    ['Answers', record.simulateUnavailable ? 'authority unavailable (simulated)' : 'with this record'],
    ['Updated', record.updatedAt],
  ]);
}

const listCommand: Action = {
  usage: 'sandbox authority-records list',
  summary: 'List the document-trust sandbox authority records',
  details: ['Any document number not listed is answered "not found" by the sandbox.'],
  async run(args, context) {
    parseCommandLine(() => parseArgs({ args, options: {}, allowPositionals: false, strict: true }));
    const { data } = await context.client.request<Static<typeof AuthorityRecordListSchema>>('GET', route);
    printResult(context, data, ({ records }) =>
      formatTable(
        ['DOC TYPE', 'NUMBER', 'SURNAME', 'GIVEN NAMES', 'BORN', 'ANSWERS'],
        records.map((r) => [r.docType, r.documentNumber, r.fields.surname ?? '', r.fields.givenNames ?? '', r.fields.dateOfBirth ?? '', r.simulateUnavailable ? 'unavailable' : 'record']),
      ),
    );
  },
};

const putCommand: Action = {
  usage: 'sandbox authority-records put DOC_TYPE DOCUMENT_NUMBER --surname S --given-names G --dob YYYY-MM-DD [--sex M|F] [--expiry YYYY-MM-DD] [--unavailable]',
  summary: 'Add or replace a sandbox authority record (same type and number replaces)',
  details: [
    `DOC_TYPE is one of ${documentTypes.join(', ')}.`,
    '--unavailable      The sandbox answers lookups of this number as "authority unavailable" (REVIEW).',
    '',
    'Example: verity sandbox authority-records put nin_slip 12345678905 --surname Eze --given-names "Ngozi Ada" --dob 1991-02-03 --sex F',
  ],
  async run(args, context) {
    const { values, positionals } = parseCommandLine(() =>
      parseArgs({
        args,
        options: { surname: { type: 'string' }, 'given-names': { type: 'string' }, dob: { type: 'string' }, sex: { type: 'string' }, expiry: { type: 'string' }, unavailable: { type: 'boolean' } },
        allowPositionals: true,
        strict: true,
      }),
    );
    const named = readPositionals(positionals, { docType: 'DOC_TYPE', documentNumber: 'DOCUMENT_NUMBER' });
    const sex = values.sex?.trim().toUpperCase();
    if (sex !== undefined && sex !== 'M' && sex !== 'F') throw new UsageError(`--sex must be M or F, got "${values.sex ?? ''}"`);
    const body: AuthorityRecordBody = {
      docType: parseDocType(named.docType, 'DOC_TYPE'),
      documentNumber: parseText(named.documentNumber, 'DOCUMENT_NUMBER', AuthorityRecordBodySchema.properties.documentNumber),
      fields: {
        surname: parseText(values.surname, '--surname', fieldSchemas.surname),
        givenNames: parseText(values['given-names'], '--given-names', fieldSchemas.givenNames),
        dateOfBirth: parseIsoDate(values.dob, '--dob'),
        ...(sex !== undefined ? { sex } : {}),
        ...(values.expiry !== undefined ? { expiryDate: parseIsoDate(values.expiry, '--expiry') } : {}),
      },
      ...(values.unavailable ? { simulateUnavailable: true } : {}),
    };
    const { data } = await context.client.request<Static<typeof AuthorityRecordSchema>>('POST', route, { body });
    printResult(context, data, formatRecord);
  },
};

const deleteCommand: Action = {
  usage: 'sandbox authority-records delete DOC_TYPE DOCUMENT_NUMBER',
  summary: 'Delete a sandbox authority record (lookups of the number then answer "not found")',
  details: ['Example: verity sandbox authority-records delete passport A07492135'],
  async run(args, context) {
    const { positionals } = parseCommandLine(() => parseArgs({ args, options: {}, allowPositionals: true, strict: true }));
    const named = readPositionals(positionals, { docType: 'DOC_TYPE', documentNumber: 'DOCUMENT_NUMBER' });
    const docType = parseDocType(named.docType, 'DOC_TYPE');
    await context.client.request('DELETE', `${route}/${docType}/${encodeURIComponent(named.documentNumber)}`);
    printResult(context, {}, () => `Deleted the sandbox ${docType} record ${named.documentNumber}`);
  },
};

export const sandboxRecordCommands: Command[] = [
  commandWithActions({
    group: 'sandbox',
    name: 'authority-records',
    summary: 'Manage the document-trust sandbox authority records (passport, FRSC, INEC, NIMC)',
    actions: { list: listCommand, put: putCommand, delete: deleteCommand },
  }),
];
