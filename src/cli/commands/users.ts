import { parseArgs } from 'node:util';
import type { Static } from 'typebox';
import { CreateConsoleUserBody, type ConsoleUserCreatedData } from '../../platform/console/index.js';
import { parseCommandLine, parseText, readPositionals } from '../args.js';
import { printResult, type Command } from '../command.js';
import { UsageError } from '../errors.js';
import { parseInstitutionId } from './institutions.js';

const roles = ['admin', 'reviewer', 'viewer'] as const;

const createCommand: Command = {
  group: 'users',
  name: 'create',
  usage: 'users create --operator EMAIL | --email EMAIL --role admin|reviewer|viewer --institution INSTITUTION_ID',
  summary: 'Create a console user and print the one-time link to choose a password and sign in (shown once)',
  details: [
    '--operator EMAIL           An operator: runs the whole platform (how the first console user is made)',
    '--email EMAIL              Someone of one institution, with --role and --institution',
    '--role ROLE                admin (manages people and API keys), reviewer or viewer',
    '--institution ID           The institution (inst_...)',
    '',
    'The link works once and expires after CONSOLE_LINK_TTL (72 h by default); send it to the person yourself.',
    '',
    'Example: verity users create --operator ops@example.com',
  ],
  async run(args, context) {
    const { values, positionals } = parseCommandLine(() =>
      parseArgs({ args, options: { operator: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' }, institution: { type: 'string' } }, allowPositionals: true, strict: true }),
    );
    readPositionals(positionals, {});
    let body: Static<typeof CreateConsoleUserBody>;
    if (values.operator !== undefined) {
      if (values.email !== undefined || values.role !== undefined || values.institution !== undefined) throw new UsageError('--operator stands alone: an operator has no role or institution');
      body = { email: parseText(values.operator, '--operator', CreateConsoleUserBody.properties.email), role: 'operator' };
    } else {
      if (values.email === undefined) throw new UsageError('give --operator EMAIL, or --email EMAIL with --role and --institution');
      const role = values.role;
      if (role === undefined || !(roles as readonly string[]).includes(role)) throw new UsageError(`--role must be one of ${roles.join(', ')}`);
      if (values.institution === undefined) throw new UsageError('--institution INSTITUTION_ID is required with --email');
      body = { email: parseText(values.email, '--email', CreateConsoleUserBody.properties.email), role: role as (typeof roles)[number], institutionId: parseInstitutionId(values.institution) };
    }
    const { data } = await context.client.request<Static<typeof ConsoleUserCreatedData>>('POST', '/admin/v1/console/users', { body });
    printResult(context, data, (created) =>
      [
        `Created console user ${created.userId} (${created.email}, ${created.role}${created.institutionId ? ` of ${created.institutionId}` : ''})`,
        '',
        'One-time sign-in link (choose a password there):',
        '',
        `  ${created.signInUrl}`,
        '',
        `It works once, until ${created.expiresAt}. It is shown only now: verity keeps only its hash.`,
      ].join('\n'),
    );
  },
};

export const userCommands: Command[] = [createCommand];
