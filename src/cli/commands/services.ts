import { parseArgs } from 'node:util';
import type { Static } from 'typebox';
import { SetServiceBody } from '../../platform/admin/admin.schemas.js';
import { serviceCodes } from '../../platform/institutions/index.js';
import { parseCommandLine, parseKobo, parseServiceCode, readPositionals } from '../args.js';
import { printResult, type Command } from '../command.js';
import { UsageError } from '../errors.js';
import { formatKobo } from '../output.js';
import { formatServices, parseInstitutionId, routeOfInstitution, type Institution } from './institutions.js';

const setCommand: Command = {
  group: 'services',
  name: 'set',
  usage: 'services set INSTITUTION_ID CODE --price KOBO [--disable]',
  summary: 'Enable a service for an institution at a price per call (or disable it with --disable)',
  details: [
    `CODE               One of ${serviceCodes.join(', ')}`,
    '--price KOBO       Price per billed call (required, also when disabling, so the price is never lost)',
    '--disable          Turn the service off; calls to it are refused with 403 and not billed',
    '',
    'Example: verity services set inst_01JD3Z8Q4W5X6Y7Z8A9B0C1D2E CRDEFAULTSTATUS --price 7500',
  ],
  async run(args, context) {
    const { values, positionals } = parseCommandLine(() =>
      parseArgs({ args, options: { price: { type: 'string' }, disable: { type: 'boolean' } }, allowPositionals: true, strict: true }),
    );
    const named = readPositionals(positionals, { institutionId: 'INSTITUTION_ID', code: 'CODE' });
    const institutionId = parseInstitutionId(named.institutionId);
    const code = parseServiceCode(named.code, 'CODE');
    if (values.price === undefined) throw new UsageError('--price is required');
    const body: Static<typeof SetServiceBody> = { enabled: values.disable !== true, priceKobo: parseKobo(values.price, '--price', SetServiceBody.properties.priceKobo) };
    const { data } = await context.client.request<Institution>('PUT', `${routeOfInstitution(institutionId)}/services/${code}`, { body });
    printResult(context, data, (institution) =>
      [
        `${code} ${body.enabled ? 'enabled' : 'disabled'} for ${institutionId} at ${formatKobo(body.priceKobo)} per call`,
        '',
        'Services',
        formatServices(institution.services),
      ].join('\n'),
    );
  },
};

export const serviceCommands: Command[] = [setCommand];
