/**
 * The owner's passkeys: the WebAuthn registration and authentication ceremonies, through
 * @simplewebauthn/server. A ceremony's challenge lives server-side, under a one-time secret that
 * the browser holds in a cookie, so that a response is verified against the challenge issued to
 * that browser, once. The relying party is the Node server's origin (its host name is the RP ID).
 */
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { newSecret, type OwnerStore, type PasskeyRecord } from './store.ts';

/** How long the browser has to answer a ceremony (seconds). */
export const CEREMONY_TTL = 300;

export interface RelyingParty {
  /** The origin the pages are served at (SITE_URL's, or API_ORIGIN's). */
  origin: string;
  /** Shown by the authenticator. */
  name: string;
}

const rpId = (rp: RelyingParty) => new URL(rp.origin).hostname;

/** A credential response as the browser serialises it (PublicKeyCredential.toJSON()); the library checks the rest. */
const CredentialJson = z.looseObject({
  id: z.string().max(1024),
  rawId: z.string().max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(8192) }),
  clientExtensionResults: z.looseObject({}).default({}),
});

const refused = (detail: string) => new AppError('OWNER_PASSKEY_REFUSED', detail);

function parseCredential(body: unknown) {
  const parsed = CredentialJson.safeParse(body);
  if (!parsed.success) throw new AppError('INVALID_BODY', 'The body must be a WebAuthn credential (PublicKeyCredential.toJSON()).');
  return parsed.data;
}

/** Stores the challenge under a new ceremony secret (the cookie value). */
async function startCeremony(store: OwnerStore, purpose: 'register' | 'login', challenge: string, now: number): Promise<string> {
  const secret = newSecret();
  await store.insertSecret(secret, { kind: 'ceremony', subject: JSON.stringify({ purpose, challenge }), expires_at: now + CEREMONY_TTL });
  return secret;
}

/** The challenge of a ceremony, consumed: a response can be verified once. */
async function endCeremony(store: OwnerStore, secret: string | undefined, purpose: 'register' | 'login', now: number): Promise<string> {
  if (!secret) throw refused('No passkey ceremony was started in this browser (or its cookie is gone): start again.');
  const use = await store.useSecret(secret, 'ceremony', now);
  if (use.status !== 'ok') throw refused('This passkey ceremony is unknown, expired or already used: start again.');
  const ceremony = JSON.parse(use.secret.subject) as { purpose: string; challenge: string };
  if (ceremony.purpose !== purpose) throw refused('This passkey ceremony was started for something else: start again.');
  return ceremony.challenge;
}

export async function registrationOptions(store: OwnerStore, rp: RelyingParty, now: number) {
  const passkeys = await store.listPasskeys();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rpId(rp),
    userName: 'owner',
    userDisplayName: `${rp.name} (owner)`,
    attestationType: 'none',
    excludeCredentials: passkeys.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return { options, ceremony: await startCeremony(store, 'register', options.challenge, now) };
}

/** The verified new passkey, not stored yet (the caller stores it once what authorised the ceremony is consumed). */
export async function verifyRegistration(store: OwnerStore, rp: RelyingParty, ceremony: string | undefined, body: unknown, name: string, now: number) {
  const response = parseCredential(body);
  const challenge = await endCeremony(store, ceremony, 'register', now);
  const result = await verifyRegistrationResponse({
    response: response as never,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rpId(rp),
    requireUserVerification: true,
  }).catch((err: Error) => {
    throw refused(`The passkey could not be verified: ${err.message.slice(0, 200)}`);
  });
  if (!result.verified) throw refused('The passkey could not be verified.');
  const { credential } = result.registrationInfo;
  const passkey: PasskeyRecord = {
    id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name,
    created_at: now,
  };
  return passkey;
}

export async function authenticationOptions(store: OwnerStore, rp: RelyingParty, now: number) {
  const passkeys = await store.listPasskeys();
  const options = await generateAuthenticationOptions({
    rpID: rpId(rp),
    allowCredentials: passkeys.map((p) => ({ id: p.id, transports: p.transports })),
    userVerification: 'required',
  });
  return { options, ceremony: await startCeremony(store, 'login', options.challenge, now) };
}

/** The passkey that signed in; throws OWNER_PASSKEY_REFUSED for anything else. */
export async function verifyAuthentication(store: OwnerStore, rp: RelyingParty, ceremony: string | undefined, body: unknown, now: number) {
  const response = parseCredential(body);
  const challenge = await endCeremony(store, ceremony, 'login', now);
  const passkey = await store.getPasskey(response.id);
  if (!passkey) throw refused('This passkey is not one of the owner’s.');
  const result = await verifyAuthenticationResponse({
    response: response as never,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rpId(rp),
    requireUserVerification: true,
    credential: { id: passkey.id, publicKey: Buffer.from(passkey.public_key, 'base64url'), counter: passkey.counter, transports: passkey.transports as never },
  }).catch((err: Error) => {
    throw refused(`The passkey could not be verified: ${err.message.slice(0, 200)}`);
  });
  if (!result.verified) throw refused('The passkey could not be verified.');
  await store.usePasskey(passkey.id, result.authenticationInfo.newCounter, now);
  return passkey;
}
