import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Static } from 'typebox';
import { checkIdNumber, idTypes, type EmptyData, type SandboxIdentityKeyData, type SandboxIdentityListData, type SandboxIdType } from '../../platform/sandbox-identities/index.js';
import { parseCommandLine, readPositionals } from '../args.js';
import { commandWithActions, printResult, type Action, type Command } from '../command.js';
import { CliError, UsageError } from '../errors.js';
import { formatTable } from '../output.js';

const route = '/admin/v1/sandbox/identities';

function parseIdType(raw: string): SandboxIdType {
  const idType = idTypes.find((candidate) => candidate === raw.toUpperCase());
  if (!idType) throw new UsageError(`ID_TYPE must be one of ${idTypes.join(', ')}, got "${raw}"`);
  return idType;
}

function parseIdNumber(idType: SandboxIdType, raw: string): string {
  const problem = checkIdNumber(idType, raw.trim(), 'ID_NUMBER');
  if (problem) throw new UsageError(`ID_NUMBER ${problem.message}, got "${raw}"`);
  return raw.trim();
}

const addCommand: Action = {
  usage: 'sandbox identities add ID_TYPE ID_NUMBER --first-name NAME --last-name NAME --photo FILE [--dob YYYY-MM-DD] [--phone NUMBER]',
  summary: 'Add a sandbox identity (NIN, BVN or PHONENUMBER) with its photo; the same type and number replaces',
  details: [
    'The photo (JPEG or PNG) is what the built-in provider compares the selfie with, using the real face matcher.',
    'Options:',
    '  --first-name NAME   --last-name NAME   --photo FILE   (required)',
    '  --dob YYYY-MM-DD    --phone NUMBER                    (optional)',
    '',
    'Example: verity sandbox identities add NIN 12345678901 --first-name Ada --last-name Okafor --photo ada.jpg',
  ],
  async run(args, context) {
    const { positionals, values } = parseCommandLine(() =>
      parseArgs({
        args,
        allowPositionals: true,
        strict: true,
        options: { 'first-name': { type: 'string' }, 'last-name': { type: 'string' }, photo: { type: 'string' }, dob: { type: 'string' }, phone: { type: 'string' } },
      }),
    );
    const named = readPositionals(positionals, { idType: 'ID_TYPE', idNumber: 'ID_NUMBER' });
    const idType = parseIdType(named.idType);
    const idNumber = parseIdNumber(idType, named.idNumber);
    for (const option of ['first-name', 'last-name', 'photo'] as const) if (!values[option]?.trim()) throw new UsageError(`--${option} is required`);
    let photo: Buffer;
    try {
      photo = await readFile(values.photo!);
    } catch (error) {
      throw new CliError(`Cannot read the photo ${values.photo}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const body = {
      idType,
      idNumber,
      firstName: values['first-name']!.trim(),
      lastName: values['last-name']!.trim(),
      ...(values.dob !== undefined ? { dateOfBirth: values.dob } : {}),
      ...(values.phone !== undefined ? { phoneNumber: values.phone } : {}),
      photo: photo.toString('base64'),
    };
    const { data } = await context.client.request<Static<typeof SandboxIdentityKeyData>>('POST', route, { body });
    printResult(context, data, (saved) => `Saved sandbox identity ${saved.idType} ${saved.idNumber}`);
  },
};

const listCommand: Action = {
  usage: 'sandbox identities list',
  summary: 'List the sandbox identities: seeded test identities and those added by an operator',
  details: ['OUTCOME is the seeded, predictable answer (match, no_match, registry_unavailable) or "matcher" (the face matcher decides).'],
  async run(args, context) {
    parseCommandLine(() => parseArgs({ args, options: {}, allowPositionals: false, strict: true }));
    const { data } = await context.client.request<Static<typeof SandboxIdentityListData>>('GET', route);
    printResult(context, data, ({ identities }) =>
      identities.length === 0
        ? 'No sandbox identities'
        : formatTable(
            ['TYPE', 'NUMBER', 'NAME', 'PHOTO', 'OUTCOME', 'SOURCE'],
            identities.map((identity) => [identity.idType, identity.idNumber, `${identity.firstName} ${identity.lastName}`, identity.hasPhoto ? 'yes' : 'no', identity.outcome, identity.source]),
          ),
    );
  },
};

const removeCommand: Action = {
  usage: 'sandbox identities remove ID_TYPE ID_NUMBER',
  summary: 'Remove a sandbox identity (a removed seeded identity returns at the next start)',
  details: ['Example: verity sandbox identities remove NIN 12345678901'],
  async run(args, context) {
    const { positionals } = parseCommandLine(() => parseArgs({ args, options: {}, allowPositionals: true, strict: true }));
    const named = readPositionals(positionals, { idType: 'ID_TYPE', idNumber: 'ID_NUMBER' });
    const idType = parseIdType(named.idType);
    const idNumber = parseIdNumber(idType, named.idNumber);
    const { data } = await context.client.request<Static<typeof EmptyData>>('DELETE', `${route}/${idType}/${encodeURIComponent(idNumber)}`);
    printResult(context, data, () => `Removed sandbox identity ${idType} ${idNumber}`);
  },
};

export const sandboxIdentityCommands: Command[] = [
  commandWithActions({
    group: 'sandbox',
    name: 'identities',
    summary: 'Manage the sandbox identity registry the built-in verification provider looks IDs up in',
    actions: { add: addCommand, list: listCommand, remove: removeCommand },
  }),
];
