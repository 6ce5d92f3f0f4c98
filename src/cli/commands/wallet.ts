import { parseArgs } from 'node:util';
import type { Static } from 'typebox';
import { CreditWalletBody, type BalanceData } from '../../platform/admin/admin.schemas.js';
import { parseCommandLine, parseKobo, parseText, readPositionals } from '../args.js';
import { printResult, type Command } from '../command.js';
import { formatFields, formatKobo } from '../output.js';
import { parseInstitutionId, routeOfInstitution } from './institutions.js';

const creditCommand: Command = {
  group: 'wallet',
  name: 'credit',
  usage: 'wallet credit INSTITUTION_ID AMOUNT_KOBO [--reference REF]',
  summary: 'Add money to the wallet; prints the new balance',
  details: [
    '--reference REF    Your reference for the payment (e.g. the bank transfer id). A credit sent again',
    '                   with the same reference is applied once, so a retry never pays twice.',
    '',
    'Example: verity wallet credit inst_01JD3Z8Q4W5X6Y7Z8A9B0C1D2E 500000 --reference bank-transfer-0042',
  ],
  async run(args, context) {
    const { values, positionals } = parseCommandLine(() =>
      parseArgs({ args, options: { reference: { type: 'string' } }, allowPositionals: true, strict: true }),
    );
    const named = readPositionals(positionals, { institutionId: 'INSTITUTION_ID', amountKobo: 'AMOUNT_KOBO' });
    const institutionId = parseInstitutionId(named.institutionId);
    const body: Static<typeof CreditWalletBody> = {
      amountKobo: parseKobo(named.amountKobo, 'AMOUNT_KOBO', CreditWalletBody.properties.amountKobo),
      ...(values.reference !== undefined ? { reference: parseText(values.reference, '--reference', CreditWalletBody.properties.reference) } : {}),
    };
    const { data } = await context.client.request<Static<typeof BalanceData>>('POST', `${routeOfInstitution(institutionId)}/wallet/credits`, { body });
    printResult(context, data, (credited) =>
      formatFields([
        // The server answers a repeated reference like a new credit, so this cannot say which it was.
        [
          'Credit',
          credited.replayed
            ? `none: reference ${body.reference ?? ''} was already credited, nothing was added`
            : `${formatKobo(body.amountKobo)} to ${institutionId}${body.reference ? `, reference ${body.reference}` : ''}`,
        ],
        ['Balance', formatKobo(credited.balanceKobo)],
        ['Transaction', credited.transactionRef],
      ]),
    );
  },
};

export const walletCommands: Command[] = [creditCommand];
