// The owner console's passkey ceremony (src/console): the one script of the console, served from
// the site's own origin (its CSP allows no inline script). A button with data-passkey="register"
// or "login" asks the server for options, runs navigator.credentials, sends the result back and
// follows the `next` address the server answers.

const toBytes = (b64url) => Uint8Array.from(atob(b64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const toB64url = (buffer) =>
  btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const withIds = (list) => (list ?? []).map((c) => ({ ...c, id: toBytes(c.id) }));

function creationOptions(json) {
  if (PublicKeyCredential.parseCreationOptionsFromJSON) return PublicKeyCredential.parseCreationOptionsFromJSON(json);
  return { ...json, challenge: toBytes(json.challenge), user: { ...json.user, id: toBytes(json.user.id) }, excludeCredentials: withIds(json.excludeCredentials) };
}

function requestOptions(json) {
  if (PublicKeyCredential.parseRequestOptionsFromJSON) return PublicKeyCredential.parseRequestOptionsFromJSON(json);
  return { ...json, challenge: toBytes(json.challenge), allowCredentials: withIds(json.allowCredentials) };
}

function credentialJson(credential) {
  if (typeof credential.toJSON === 'function') return credential.toJSON();
  const r = credential.response;
  const response = { clientDataJSON: toB64url(r.clientDataJSON) };
  if (r.attestationObject) {
    response.attestationObject = toB64url(r.attestationObject);
    response.transports = r.getTransports?.() ?? [];
  } else {
    response.authenticatorData = toB64url(r.authenticatorData);
    response.signature = toB64url(r.signature);
    if (r.userHandle) response.userHandle = toB64url(r.userHandle);
  }
  return { id: credential.id, rawId: toB64url(credential.rawId), type: credential.type, response, clientExtensionResults: credential.getClientExtensionResults() };
}

async function post(url, body) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(json.detail ?? `The server answered ${res.status}.`);
  return json;
}

async function ceremony(button) {
  const { passkey: kind, options: optionsUrl, verify: verifyUrl, enrol, form, next } = button.dataset;
  const start = kind === 'register' ? { ...(enrol ? { enrol } : { form }) } : {};
  const options = await post(optionsUrl, start);
  const credential =
    kind === 'register'
      ? await navigator.credentials.create({ publicKey: creationOptions(options) })
      : await navigator.credentials.get({ publicKey: requestOptions(options) });
  const body = kind === 'register' ? { credential: credentialJson(credential), ...(enrol ? { enrol } : {}) } : { credential: credentialJson(credential), next };
  const done = await post(verifyUrl, body);
  location.assign(done.next ?? next);
}

for (const button of document.querySelectorAll('[data-passkey]')) {
  const status = button.closest('main')?.querySelector('[data-passkey-status]');
  if (!window.PublicKeyCredential) {
    button.disabled = true;
    if (status) status.textContent = 'This browser does not support passkeys.';
    continue;
  }
  button.addEventListener('click', () => {
    button.disabled = true;
    if (status) status.textContent = 'Waiting for your passkey…';
    ceremony(button).catch((err) => {
      button.disabled = false;
      if (status) status.textContent = err?.message ?? String(err);
    });
  });
}
