// Partner API keys, a section of the settings page: list, revoke, and issue (optionally replacing one).

import { api, $, el, showError, onSubmit, when, secretField, table } from '../common.js';

export async function keysSection() {
  const showKeys = async () => {
    const { keys } = await api('/keys');
    const keyColumns = [
      { label: 'Key', cell: (k) => el('code', {}, `${k.prefix}…`) },
      { label: 'Created', cell: (k) => when(k.createdAt) },
      { label: 'Last used', cell: (k) => (k.lastUsedAt ? when(k.lastUsedAt) : 'Never') },
      { label: 'State', cell: (k) => (k.active ? (k.revokedAt ? `Stops ${when(k.revokedAt)}` : 'Active') : `Revoked ${when(k.revokedAt)}`) },
      {
        label: '',
        cell: (k) =>
          k.active
            ? el('button', {
                type: 'button',
                class: 'secondary',
                'data-key-id': k.keyId,
                onclick: async () => {
                  if (!confirm(`Revoke ${k.prefix}…? Calls with it fail at once.`)) return;
                  try {
                    showError('keys-error', null);
                    await api(`/keys/${encodeURIComponent(k.keyId)}`, { method: 'DELETE' });
                    await showKeys();
                  } catch (error) {
                    showError('keys-error', error);
                  }
                },
              }, 'Revoke')
            : '',
      },
    ];
    $('#keys-list').replaceChildren(table(keyColumns, keys, 'No keys.'));
    $('#replace-key').replaceChildren(
      el('option', { value: '' }, 'No key (keep every key working)'),
      ...keys.filter((k) => k.active).map((k) => el('option', { value: k.keyId }, `${k.prefix}… (created ${when(k.createdAt)})`)),
    );
  };
  await showKeys();
  onSubmit($('#issue-key-form'), 'issue-key-error', async (form) => {
    const replaceKeyId = String(form.get('replaceKeyId'));
    const body = replaceKeyId ? { replaceKeyId, overlapSeconds: Number(form.get('overlapSeconds')) } : {};
    const data = await api('/keys', { method: 'POST', body });
    $('#key-secrets').replaceChildren(
      secretField('issued-key', 'New partner API key', data.apiKey),
      el('p', {}, data.replacedKey ? `The replaced key stops working ${when(data.replacedKey.revokedAt)}.` : 'Your other keys keep working.'),
    );
    $('#key-reveal').hidden = false;
    $('#issued-key').focus();
    await showKeys();
  });
}
