/**
 * The contact form and its answers: server-rendered HTML in the site's layout (its stylesheets,
 * header, main and footer classes), working without JavaScript. Everything a sender wrote is
 * escaped: it is shown as text, never as HTML.
 */
import { escapeHtml as e, serverPage } from '../auth/consent-page.ts';
import { HONEYPOT_FIELD } from '../messages/form-token.ts';
import { MESSAGE_LIMITS } from '../messages/schema.ts';

export interface ContactFrame {
  owner: string;
  stylesheets: readonly string[];
  home: string;
  icon: string;
  /** Where the form posts (the contact page itself). */
  action: string;
  /** The profile's public e-mail, offered when the form is off. */
  email?: string;
  /** The privacy note (/privacy): what is kept of a message, and for how long. */
  privacy?: string;
}

function page(frame: ContactFrame, title: string, body: string): string {
  const privacy = frame.privacy ? ` What is kept, and for how long: <a href="${e(frame.privacy)}">Privacy</a>.` : '';
  return serverPage(
    frame,
    title,
    body,
    `Your message is stored on this site's server and sent to ${e(frame.owner)}; nothing of it is shared with anyone else.${privacy}`,
  );
}

export interface FormValues {
  name?: string;
  contact?: string;
  message?: string;
}

/** The form, with `error` above it and the sender's values kept after a refusal. */
export function contactFormPage(frame: ContactFrame, token: string, values: FormValues = {}, error?: string): string {
  const body = `      <h1>Write to ${e(frame.owner)}</h1>
      <p class="lead">A message goes straight to ${e(frame.owner)}. Leave an e-mail address if you want an answer.</p>
      ${error ? `<p class="panel" role="alert"><strong>Not sent:</strong> ${e(error)}</p>` : ''}
      <form class="consent-form" method="post" action="${e(frame.action)}">
        <input type="hidden" name="token" value="${e(token)}" />
        <fieldset>
          <legend>Your message</legend>
          <label for="name">Your name (optional)</label>
          <input id="name" name="name" type="text" maxlength="${MESSAGE_LIMITS.name}" autocomplete="name" value="${e(values.name ?? '')}" />
          <label for="contact">Your e-mail address (optional)</label>
          <input id="contact" name="contact" type="email" maxlength="${MESSAGE_LIMITS.contact}" autocomplete="email" value="${e(values.contact ?? '')}" />
          <label for="message">Message</label>
          <textarea id="message" name="message" rows="8" required maxlength="${MESSAGE_LIMITS.text}" aria-describedby="message-hint">${e(values.message ?? '')}</textarea>
          <p id="message-hint" class="hint">Plain text, up to ${MESSAGE_LIMITS.text} characters.</p>
          <div class="visually-hidden" aria-hidden="true">
            <label for="${HONEYPOT_FIELD}">Leave this empty</label>
            <input id="${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off" />
          </div>
        </fieldset>
        <div class="consent-actions">
          <button class="button" type="submit">Send</button>
        </div>
      </form>`;
  return page(frame, 'Contact', body);
}

export function contactSentPage(frame: ContactFrame, id: string): string {
  const body = `      <h1>Message sent</h1>
      <p class="lead">Thank you: ${e(frame.owner)} has your message (reference <code>${e(id)}</code>).</p>
      <p><a href="${e(frame.home)}">Back to the portfolio</a></p>`;
  return page(frame, 'Message sent', body);
}

/** When the owner takes no messages here: the mail link, if the profile has one. */
export function contactOffPage(frame: ContactFrame): string {
  const mail = frame.email ? `<p>Write to <a href="mailto:${e(frame.email)}">${e(frame.email)}</a>.</p>` : '<p>The owner takes no messages on this site.</p>';
  const body = `      <h1>Contact ${e(frame.owner)}</h1>
      ${mail}`;
  return page(frame, 'Contact', body);
}
