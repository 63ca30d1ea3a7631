import { describe, expect, it } from 'vitest';
import { readBootstrap } from '../../../spas/app/readBootstrap.js';
import { serialiseBootstrap, type Bootstrap } from '../../../shared/bootstrap.js';

const doc = (text: string | null) =>
  ({ getElementById: (id: string) => (id === 'bootstrap' && text !== null ? { textContent: text } : null) }) as unknown as Document;

const valid: Bootstrap = {
  hostKind: 'client',
  brand: { brand: 'demo', brandValueDisplay: 'Demo </script> Bank' },
  page: { page: 'login', area: 'public', layout: 'full', title: 'Log In', status: 200 },
  session: { loggedIn: false, user: null, xsrfToken: null, timeouts: {} },
  backToBanno: null,
  reportingUrl: null,
};

describe('readBootstrap', () => {
  it('reads what the gateway serialises, escapes included', () => {
    const result = readBootstrap(doc(serialiseBootstrap(valid)));
    expect(result).toEqual({ ok: true, bootstrap: valid });
  });

  it.each([
    ['missing element', null],
    ['empty element', ''],
    ['not JSON', '{oops'],
    ['wrong shape', JSON.stringify({ ...valid, hostKind: 'moon' })],
  ])('answers a reason instead of throwing: %s', (_name, text) => {
    const result = readBootstrap(doc(text));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/start-up data/);
  });
});
