// Sign-in page: sign in with the partner API key, or register a new partner and show its secrets once.

import { base, api, $, el, onSubmit, secretField } from '../common.js';

export function signInPage() {
  onSubmit($('#sign-in-form'), 'sign-in-error', async (form) => {
    const apiKey = String(form.get('apiKey') ?? '').trim();
    if (!apiKey) throw new Error('Enter your partner API key.');
    await api('/sign-in', { method: 'POST', body: { apiKey } });
    $('#api-key').value = '';
    location.assign(`${base}/dashboard`);
  });
  onSubmit($('#register-form'), 'register-error', async (form) => {
    const body = { name: String(form.get('name')).trim(), providerSecretKey: String(form.get('providerSecretKey')), webhookUrl: String(form.get('webhookUrl')).trim() };
    const data = await api('/register', { method: 'POST', body });
    $('#register-form').reset();
    $('.split').hidden = true;
    $('#register-secrets').replaceChildren(
      el('p', {}, 'Partner id: ', el('code', {}, data.partnerId)),
      secretField('new-api-key', 'Partner API key (X-Embed-Partner-Key)', data.apiKey),
      secretField('new-webhook-secret', 'Webhook signing secret', data.webhookSecret),
    );
    $('#register-reveal').hidden = false;
    $('#register-continue').hidden = false;
    $('#new-api-key').focus();
    const link = $('#continue-link');
    link.addEventListener('click', (event) => {
      if (!$('#stored-check').checked) {
        event.preventDefault();
        $('#stored-check').focus();
      }
    });
    $('#stored-check').addEventListener('change', (event) => link.setAttribute('aria-disabled', String(!event.target.checked)));
  });
}
