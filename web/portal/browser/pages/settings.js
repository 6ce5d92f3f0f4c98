// Settings page: institution name, webhook URL and origins, provider key and webhook secret rotation;
// the partner API keys section is keys.js.

import { api, $, el, showNote, onSubmit, when, secretField } from '../common.js';
import { keysSection } from './keys.js';

export async function settingsPage() {
  const fill = (settings) => {
    $('#set-name').value = settings.name;
    $('#set-webhook').value = settings.webhookUrl;
    $('#set-origins').value = settings.allowedOrigins.join('\n');
    $('#provider-last4').textContent = `…${settings.providerSecretKeyLast4}`;
    $('#overlap-status').textContent = settings.webhookSecretOverlapEnd
      ? `Rotation in progress: the previous secret also signs deliveries until ${when(settings.webhookSecretOverlapEnd)}.`
      : 'No rotation in progress: deliveries are signed with one secret.';
  };
  fill(await api('/settings'));
  onSubmit($('#settings-form'), 'settings-error', async (form) => {
    showNote('settings-saved', '');
    const allowedOrigins = String(form.get('allowedOrigins')).split(/\s+/).filter(Boolean);
    fill(await api('/settings', { method: 'PUT', body: { name: String(form.get('name')).trim(), webhookUrl: String(form.get('webhookUrl')).trim(), allowedOrigins } }));
    showNote('settings-saved', 'Saved.');
  });
  onSubmit($('#provider-form'), 'provider-error', async (form) => {
    showNote('provider-saved', '');
    const providerSecretKey = String(form.get('providerSecretKey'));
    if (!providerSecretKey) throw new Error('Enter the new provider secret key.');
    const settings = await api('/settings', { method: 'PUT', body: { providerSecretKey } });
    $('#provider-form').reset();
    fill(settings);
    showNote('provider-saved', `Provider key rotated; the stored key now ends in ${settings.providerSecretKeyLast4}.`);
  });
  onSubmit($('#rotate-form'), 'rotate-error', async (form) => {
    const overlapSeconds = Number(form.get('overlapSeconds'));
    const question = overlapSeconds === 0 ? 'Rotate now? Deliveries signed with the old secret stop at once.' : 'Rotate the webhook signing secret? The old one keeps signing during the overlap.';
    if (!confirm(question)) return;
    const data = await api('/webhook-secret/rotate', { method: 'POST', body: { overlapSeconds } });
    $('#rotate-secrets').replaceChildren(
      secretField('rotated-secret', 'New webhook signing secret', data.webhookSecret),
      el('p', {}, data.previousSecretValidUntil ? `The previous secret also signs deliveries until ${when(data.previousSecretValidUntil)}.` : 'The previous secret no longer signs anything.'),
    );
    $('#rotate-reveal').hidden = false;
    $('#rotated-secret').focus();
    fill(await api('/settings'));
  });
  await keysSection();
}
