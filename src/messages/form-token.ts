/**
 * The contact form's anti-spam check, with no third party and no JavaScript: the form carries a
 * token the server signed when it rendered the form (HMAC-SHA256 of the time, keyed with the
 * messages secret), and a field hidden from people (a honeypot). A submission is refused when the
 * token is missing, forged or older than an hour, when it comes less than 3 seconds after the
 * form was rendered (faster than a person types), or when the hidden field is filled.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors/app-error.ts';

export const FORM_TOKEN_MAX_AGE = 3600;
export const FORM_MIN_SECONDS = 3;
/** The hidden field that people leave empty. */
export const HONEYPOT_FIELD = 'website';

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(`form:${body}`).digest('base64url');

export function formToken(secret: string, now = Math.floor(Date.now() / 1000)): string {
  const body = `${now}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${mac(secret, body)}`;
}

const refuse = (why: string) => new AppError('FORM_CHECK_FAILED', `The form could not be accepted: ${why}. Load the form again and send it.`);

/** Throws FORM_CHECK_FAILED unless the token is good and the honeypot empty. */
export function checkForm(secret: string, token: string | undefined, honeypot: string | undefined, now = Math.floor(Date.now() / 1000)): void {
  if (honeypot) throw refuse('a field meant to stay empty was filled');
  const m = /^(\d{1,12})\.([\w-]{12})\.([\w-]{43})$/.exec(token ?? '');
  if (!m) throw refuse('its token is missing or malformed');
  const expected = Buffer.from(mac(secret, `${m[1]}.${m[2]}`));
  if (!timingSafeEqual(expected, Buffer.from(m[3]!))) throw refuse('its token is not one this server issued');
  const age = now - Number(m[1]);
  if (age > FORM_TOKEN_MAX_AGE || age < 0) throw refuse('it was loaded more than an hour ago');
  if (age < FORM_MIN_SECONDS) throw refuse(`it was sent less than ${FORM_MIN_SECONDS} seconds after it was loaded`);
}
