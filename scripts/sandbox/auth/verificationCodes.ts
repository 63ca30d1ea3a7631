import { TWO_FACTOR_RESEND_WAIT_MS, type VerificationContact } from '../../../shared/contract/user.js';
import type { SandboxApp } from '../app.js';
import { maskEmail } from '../dto/users.js';
import { TWO_FACTOR_CODE } from '../world/demoUsers.js';
import type { UserRecord } from '../world/types.js';
import { TWO_FACTOR_TTL_MS, type PendingTwoFactor } from './sessions.js';

/**
 * The codes of a login's second step. A code exists only once step two has sent it to one of the user's
 * contacts, lasts TWO_FACTOR_TTL_MS from that send, and a resend (not sooner than the resend wait) replaces it
 * and starts its lifetime again. Nothing leaves the sandbox: what a real platform would text or email goes to
 * the outbox (`GET /__sandbox/outbox/:brand`) and the sandbox's log, where a tester reads it. The code itself
 * is the demo code every time, so the demo users' README table stays true and a tester never needs to dig;
 * what the sandbox checks strictly is that this login was sent a code, that the code is still alive, and the
 * guessing throttle (auth/guessing.ts).
 */

export const STEP_EXPIRED = 'The verification step has expired. Please log in again.';
export const CODE_NOT_SENT = 'No code has been sent for this login yet. Choose where to send it first.';
export const CODE_EXPIRED = 'The verification code has expired. Ask for a new one.';

/** A contact of the user: its id and masked value as step one lists it, and where the message really goes. */
interface Contact extends VerificationContact {
  to: string;
}

export function contactsOf(user: UserRecord): Contact[] {
  const contacts: Contact[] = [];
  if (user.phone) contacts.push({ contactId: 'sms-1', type: 'SMS', value: `***-***-${user.phone.slice(-4)}`, to: user.phone });
  if (user.email) contacts.push({ contactId: 'email-1', type: 'EMAIL', value: maskEmail(user.email), to: user.email });
  return contacts;
}

/** Why no code of this verification can be checked now, or null when the latest one is alive. */
export function codeRefusal(pending: PendingTwoFactor, now: number): 'CODE_NOT_SENT' | 'CODE_EXPIRED' | null {
  if (pending.sentAt === null) return 'CODE_NOT_SENT';
  return now - pending.sentAt >= TWO_FACTOR_TTL_MS ? 'CODE_EXPIRED' : null;
}

/** How long until another code may be sent for this verification (0: now). */
export function resendWaitMs(pending: PendingTwoFactor, now: number): number {
  return pending.sentAt === null ? 0 : Math.max(0, pending.sentAt + TWO_FACTOR_RESEND_WAIT_MS - now);
}

/** Sends (into the outbox and the log) a new code for `pending` to `contact`, replacing any code sent before. */
export function sendCode(app: SandboxApp, pending: PendingTwoFactor, user: UserRecord, contact: Contact): void {
  pending.sentTo = contact.contactId;
  pending.sentAt = app.now();
  const bank = app.world.brands.get(user.brand)?.brandValueDisplay ?? user.brand;
  const minutes = TWO_FACTOR_TTL_MS / 60_000;
  app.outbox.send({
    brand: user.brand,
    to: contact.to,
    channel: contact.type === 'SMS' ? 'sms' : 'email',
    subject: 'Your verification code',
    text: `Your ${bank} verification code is ${TWO_FACTOR_CODE}. It expires in ${minutes} minutes. Never share it: ${bank} will not ask you for it.`,
  });
  // The sandbox's own log shows the code on purpose: it is how a tester reads what a real platform would text.
  app.options.logger?.info(
    { brand: user.brand, username: user.username, contact: contact.value, code: TWO_FACTOR_CODE },
    'sandbox sent a verification code',
  );
}
