import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../shared/session/httpError.js';
import { contactLabel, contactPhrase, stepFailure } from '../../../spas/features/login/twoFactorText.js';

const refused = (status: number, body: object) => new HttpError(status, 'status', body, `answered ${status}`);

describe("the login's verification steps: what a failed step one or step two means", () => {
  it('a verification the platform no longer knows (401) is over: log in again', () => {
    expect(
      stepFailure(refused(401, { message: 'The verification step has expired. Please log in again.', reason: 'STEP_EXPIRED' })),
    ).toEqual({ kind: 'expired' });
  });

  it("a resend too soon follows the platform's own wait, in its words", () => {
    const soon = refused(429, {
      message: 'A code was sent moments ago. Please wait 12 seconds before asking for another.',
      reason: 'RESEND_TOO_SOON',
      retryAfterSeconds: 12,
    });
    expect(stepFailure(soon)).toEqual({
      kind: 'wait',
      text: 'A code was sent moments ago. Please wait 12 seconds before asking for another.',
      retryAfterSeconds: 12,
    });
  });

  it('a refusal keeps its exact reason; a platform that did not answer (5xx, network, busy 429) is "try again later"', () => {
    expect(
      stepFailure(refused(400, { message: 'That is not one of the places this login can send a code to.', reason: 'UNKNOWN_CONTACT' })),
    ).toEqual({
      kind: 'refused',
      text: 'That is not one of the places this login can send a code to.',
    });
    expect(stepFailure(refused(503, { message: 'Fault injected' }))).toEqual({ kind: 'unavailable' });
    expect(stepFailure(refused(429, { message: 'Busy' }))).toEqual({ kind: 'unavailable' });
    expect(stepFailure(new HttpError(0, 'network', null, 'no answer'))).toEqual({ kind: 'unavailable' });
  });

  it('says a contact as the choice and inside a sentence', () => {
    const sms = { contactId: 'sms-1', type: 'SMS', value: '***-***-1234' } as const;
    const email = { contactId: 'email-1', type: 'EMAIL', value: 'c***@demo.example' } as const;
    expect([contactLabel(sms), contactLabel(email)]).toEqual(['Text message to ***-***-1234', 'Email to c***@demo.example']);
    expect([contactPhrase(sms), contactPhrase(email)]).toEqual(['your phone ***-***-1234', 'c***@demo.example']);
  });
});
