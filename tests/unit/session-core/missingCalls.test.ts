import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardTransactionsCall, lockCardCall, statementsCall } from '../../../shared/contract/cards.js';
import { removePaymentAccountCall } from '../../../shared/contract/payments.js';
import { registerVerifyCall } from '../../../shared/contract/publicAccount.js';
import { PLATFORM_CALLS } from '../../../shared/contract/platformCalls.js';
import { pageRoutes } from '../../../shared/routes/routeTable.js';
import { callPlatform } from '../../../shared/session/http.js';
import { HttpError } from '../../../shared/session/httpError.js';
import { callNotOffered, everyCallMissing, forgetMissingCalls, missingCalls } from '../../../shared/session/missingCalls.js';
import { initSession, setLoggedOut } from '../../../shared/session/store.js';
import { actionFailureText, describeFailure, failureText, moneyMoveFailure, notOffered } from '../../../spas/lib/failure.js';
import { bootstrap, cardholder, json, scriptFetch } from './fixtures.js';

beforeEach(() => initSession(bootstrap({ loggedIn: true, user: cardholder, xsrfToken: 'tok-1' }), ''));
afterEach(() => {
  vi.unstubAllGlobals();
  forgetMissingCalls();
  setLoggedOut();
});

const fail = (call: Parameters<typeof callPlatform>[0], params: Record<string, string>) =>
  callPlatform(call, { params } as never).catch((e: unknown) => e);

describe('a platform without the portal-defined calls', () => {
  it('a portal-defined call answered 404, 405 or 501 is not offered; a listed call, a fault or a network failure keeps its meaning', () => {
    const portal = { source: 'portal' } as const;
    for (const status of [404, 405, 501]) expect(callNotOffered(portal, new HttpError(status, 'status', null, 'x'))).toBe(true);
    expect(callNotOffered({ source: 'spec-7' }, new HttpError(404, 'status', null, 'x'))).toBe(false);
    expect(callNotOffered(portal, new HttpError(500, 'status', null, 'x'))).toBe(false);
    expect(callNotOffered(portal, new HttpError(403, 'status', null, 'x'))).toBe(false);
    expect(callNotOffered(portal, new HttpError(0, 'network', null, 'x'))).toBe(false);
    expect(callNotOffered(undefined, new HttpError(404, 'status', null, 'x'))).toBe(false);
  });

  it('a call made from its definition notes itself missing when the platform lacks it, and only then', async () => {
    scriptFetch((url) =>
      url.includes('/statements')
        ? json(404, { message: 'No such call on the card platform.' })
        : url.includes('/transactions')
          ? json(404, { message: 'No such card.' })
          : json(500, {}),
    );
    const err = await fail(statementsCall, { card: 'ref-1' });
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).call?.id).toBe('cards.statements');
    await fail(cardTransactionsCall, { card: 'ref-1' });
    await fail(lockCardCall, { card: 'ref-1' });
    expect([...missingCalls.value]).toEqual(['cards.statements']);
  });

  it('the words: the service is not offered by the bank, for a piece, a change and a money move; a listed call failing keeps its own', async () => {
    scriptFetch(() => json(404, { message: 'No such call on the card platform.' }));
    const missing = await fail(statementsCall, { card: 'ref-1' });
    expect(notOffered(undefined, missing)).toBe(true);
    expect(failureText(missing, 'your statements')).toBe(
      "Demo Bank doesn't offer this service online yet, so your statements can't be shown here.",
    );
    expect(actionFailureText(missing, 'lock the card')).toBe(
      "Demo Bank doesn't offer this service online yet, so we couldn't lock the card and nothing has changed.",
    );
    expect(moneyMoveFailure(missing, { what: 'payment', button: 'Submit', edit: 'Edit' })).toEqual({
      retry: false,
      text: "Demo Bank doesn't offer this service online yet, so we couldn't make the payment and nothing has changed.",
    });
    // The public account flows (register, activate, forgotten details) read failures through describeFailure.
    const flow = await callPlatform(registerVerifyCall, { body: {} }).catch((e: unknown) => e);
    expect(describeFailure(flow)).toMatchObject({
      reason: 'NOT_OFFERED',
      unavailable: false,
      platformMessage: "Demo Bank doesn't offer this service online yet, so this can't be done here and nothing has changed.",
    });
    const listed = await fail(cardTransactionsCall, { card: 'ref-1' });
    expect(notOffered(undefined, listed)).toBe(false);
    expect(failureText(listed, 'your transactions')).toBe("We couldn't find your transactions. No such call on the card platform.");
  });

  it('a record gone from a call whose path names it (a removed payment account) is "not found", never a missing service', async () => {
    scriptFetch(() => json(404, { message: 'That payment account is not on file.' }));
    const gone = await fail(removePaymentAccountCall, { id: 'pa-9' });
    expect(notOffered(undefined, gone)).toBe(false);
    expect(actionFailureText(gone, 'remove the account')).toBe('That payment account is not on file.');
    expect(missingCalls.value.size).toBe(0);
    // The same call answered 405 or 501 is one the platform lacks.
    scriptFetch(() => json(501, {}));
    expect(notOffered(undefined, await fail(removePaymentAccountCall, { id: 'pa-9' }))).toBe(true);
    expect([...missingCalls.value]).toEqual(['payments.removeAccount']);
  });

  it('logging out forgets what was learned', async () => {
    scriptFetch(() => json(404, {}));
    await fail(statementsCall, { card: 'ref-1' });
    expect(missingCalls.value.size).toBe(1);
    setLoggedOut();
    expect(missingCalls.value.size).toBe(0);
  });
});

describe('menu entries of screens the platform cannot fill', () => {
  it('an entry goes only when every call its screen declares is known missing', () => {
    expect(everyCallMissing(['a.one', 'a.two'], new Set(['a.one', 'a.two', 'b.three']))).toBe(true);
    expect(everyCallMissing(['a.one', 'a.two'], new Set(['a.one']))).toBe(false);
    expect(everyCallMissing([], new Set(['a.one']))).toBe(false);
    expect(everyCallMissing(undefined, new Set(['a.one']))).toBe(false);
  });

  it("the route table's declared calls are defined calls, and a screen declaring them could lose them all (each is portal-defined)", () => {
    const declared = pageRoutes().flatMap((r) =>
      (r.calls ?? []).map((id) => ({ page: `${r.area}:${r.page}`, call: PLATFORM_CALLS.find((c) => c.id === id), id })),
    );
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((d) => !d.call).map((d) => `${d.page} ${d.id}`)).toEqual([]);
    expect(declared.filter((d) => d.call?.source !== 'portal').map((d) => `${d.page} ${d.id}`)).toEqual([]);
  });
});
