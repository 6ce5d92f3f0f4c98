import { parseArgs } from 'node:util';
import type { Static } from 'typebox';
import type { SetSubscriptionBody } from '../../platform/admin/admin.schemas.js';
import { parseCommandLine, parseDateTime, readPositionals } from '../args.js';
import { printResult, type Command, type CommandContext } from '../command.js';
import { UsageError } from '../errors.js';
import { parseInstitutionId, routeOfInstitution, type Institution } from './institutions.js';

async function putSubscription(context: CommandContext, institutionId: string, body: Static<typeof SetSubscriptionBody>): Promise<Institution> {
  const { data } = await context.client.request<Institution>('PUT', `${routeOfInstitution(institutionId)}/subscription`, { body });
  return data;
}

const setCommand: Command = {
  group: 'subscription',
  name: 'set',
  usage: 'subscription set INSTITUTION_ID --until ISO_DATETIME',
  summary: 'Start or extend a subscription: until then, calls are recorded at 0 kobo instead of debited',
  details: ['--until ISO_DATETIME   End of the subscription with a time zone, e.g. 2027-01-01T00:00:00Z (required)', '', 'Example: verity subscription set inst_01JD3Z8Q4W5X6Y7Z8A9B0C1D2E --until 2027-01-01T00:00:00Z'],
  async run(args, context) {
    const { values, positionals } = parseCommandLine(() => parseArgs({ args, options: { until: { type: 'string' } }, allowPositionals: true, strict: true }));
    const institutionId = parseInstitutionId(readPositionals(positionals, { institutionId: 'INSTITUTION_ID' }).institutionId);
    if (values.until === undefined) throw new UsageError('--until is required (to end a subscription, use `verity subscription end`)');
    const activeUntil = parseDateTime(values.until, '--until');
    const institution = await putSubscription(context, institutionId, { activeUntil });
    printResult(context, institution, (updated) => {
      const until = updated.subscriptionActiveUntil ?? activeUntil;
      // The server accepts a past date (it ends the subscription); likely a typo, so say so plainly.
      if (Date.parse(until) <= Date.now()) return `Subscription of ${institutionId} set to end ${until}, which is already past: calls are paid from the balance`;
      return `Subscription of ${institutionId} active until ${until}`;
    });
  },
};

const endCommand: Command = {
  group: 'subscription',
  name: 'end',
  usage: 'subscription end INSTITUTION_ID',
  summary: 'End the subscription now; calls are paid from the wallet balance again',
  details: ['Example: verity subscription end inst_01JD3Z8Q4W5X6Y7Z8A9B0C1D2E'],
  async run(args, context) {
    const { positionals } = parseCommandLine(() => parseArgs({ args, options: {}, allowPositionals: true, strict: true }));
    const institutionId = parseInstitutionId(readPositionals(positionals, { institutionId: 'INSTITUTION_ID' }).institutionId);
    const institution = await putSubscription(context, institutionId, { activeUntil: null });
    printResult(context, institution, () => `Subscription of ${institutionId} ended; calls are paid from the balance`);
  },
};

export const subscriptionCommands: Command[] = [setCommand, endCommand];
