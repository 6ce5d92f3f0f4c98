import { parseArgs } from 'node:util';
import type { Static } from 'typebox';
import { KeyParams, type ApiKeyData, type EmptyData } from '../../platform/admin/admin.schemas.js';
import { parseCommandLine, parseId, readPositionals } from '../args.js';
import { printResult, type Command } from '../command.js';
import { formatNewKey, parseInstitutionId, routeOfInstitution } from './institutions.js';

const createCommand: Command = {
  group: 'keys',
  name: 'create',
  usage: 'keys create INSTITUTION_ID',
  summary: 'Issue another API key for an institution (for rotation); shown once',
  details: ['Rotate by issuing a new key, moving the institution onto it, then revoking the old one.', '', 'Example: verity keys create inst_01JD3Z8Q4W5X6Y7Z8A9B0C1D2E'],
  async run(args, context) {
    const { positionals } = parseCommandLine(() => parseArgs({ args, options: {}, allowPositionals: true, strict: true }));
    const institutionId = parseInstitutionId(readPositionals(positionals, { institutionId: 'INSTITUTION_ID' }).institutionId);
    const { data } = await context.client.request<Static<typeof ApiKeyData>>('POST', `${routeOfInstitution(institutionId)}/api-keys`);
    printResult(context, data, (issued) => [`Issued a new API key for ${institutionId}`, formatNewKey(issued)].join('\n'));
  },
};

const revokeCommand: Command = {
  group: 'keys',
  name: 'revoke',
  usage: 'keys revoke INSTITUTION_ID KEY_ID',
  summary: 'Revoke an API key; it stops authenticating at once',
  details: ['KEY_ID is the key_... id shown by `verity institutions show`, not the secret key itself.', '', 'Example: verity keys revoke inst_01JD3Z8Q4W5X6Y7Z8A9B0C1D2E key_01JD3Z9A1B2C3D4E5F6G7H8J9K'],
  async run(args, context) {
    const { positionals } = parseCommandLine(() => parseArgs({ args, options: {}, allowPositionals: true, strict: true }));
    const named = readPositionals(positionals, { institutionId: 'INSTITUTION_ID', keyId: 'KEY_ID' });
    const institutionId = parseInstitutionId(named.institutionId);
    const keyId = parseId(named.keyId, 'KEY_ID', KeyParams.properties.keyId, 'key_01JD3Z9A1B2C3D4E5F6G7H8J9K');
    const { data } = await context.client.request<Static<typeof EmptyData>>('DELETE', `${routeOfInstitution(institutionId)}/api-keys/${encodeURIComponent(keyId)}`);
    printResult(context, data, () => `Revoked API key ${keyId} of ${institutionId}`);
  },
};

export const keyCommands: Command[] = [createCommand, revokeCommand];
