import { describe, expect, it } from 'vitest';
import {
  accountButtonStatus,
  cardReplacement,
  type AccountButtonInput,
  type AccountButtonStatus,
  refusalReason,
  REPLACEMENT_BLOCK_MESSAGES,
  REPLACEMENT_REFUSAL_MESSAGES,
  replacementBlock,
  type ReplacementFacts,
} from '../../../shared/permissions/index.js';
import { adminWith, cardholderUser, cardholderView, dashboard } from './fixtures.js';

describe('account button (docs/requirements.md#spec-4-states)', () => {
  it.each<[AccountButtonInput, AccountButtonStatus, string]>([
    [{ cardNumber: '4111', externalCardStatusCommonName: 'Open' }, 'open', 'open card'],
    [{ cardNumber: '4111', externalCardStatusCommonName: 'OPEN ' }, 'open', 'case and spaces'],
    [{ cardNumber: '4111', externalCardStatusCommonName: 'Closed' }, 'closed', 'closed card'],
    [{ cardNumber: '4111', externalCardStatusCommonName: 'Lost/Stolen' }, 'closed', 'any other status'],
    [{ cardNumber: '4111', externalCardStatusCommonName: null, externalCardStatus: 'open' }, 'open', 'code when no common name'],
    [{ cardNumber: '4111' }, 'closed', 'no status at all is not open'],
    [
      { cardNumber: '4111', accountEntityType: 'Virtual Sub', status: 'active', externalCardStatusCommonName: 'Open' },
      'complete',
      'active virtual sub',
    ],
    [
      { cardNumber: '4111', accountEntityType: 'Virtual Sub', status: 'ACTIVE', externalCardStatusCommonName: 'Closed' },
      'complete',
      'active virtual sub, whatever the card',
    ],
    [
      { cardNumber: '4111', accountEntityType: 'Virtual Sub', status: 'inactive', externalCardStatusCommonName: 'Open' },
      'open',
      'inactive virtual sub falls through',
    ],
    [
      { cardNumber: '4111', accountEntityType: 'Sub', status: 'active', externalCardStatusCommonName: 'Open' },
      'open',
      'active non-virtual sub',
    ],
    [{ cardNumber: null, externalCardStatusCommonName: 'Open' }, 'pending', 'no card number'],
    [{ cardNumber: '  ', externalCardStatusCommonName: 'Closed' }, 'pending', 'blank card number'],
    [{ accountEntityType: 'Virtual Sub', status: 'active' }, 'pending', 'no card number wins over active virtual sub'],
  ])('%o → %s (%s)', (account, expected) => {
    expect(accountButtonStatus(account)).toBe(expected);
  });
});

const ok: ReplacementFacts = {
  accountEntityExternalStatus: 'Open',
  cardExternalStatusCommonName: 'Open',
  recentAddressChange: false,
  recentCardReplacementRequest: false,
};

describe('card replacement refusal (docs/requirements.md#spec-5-validation)', () => {
  it.each([
    [ok, null],
    [{ ...ok, recentAddressChange: true }, 'recentAddressChange'],
    [{ ...ok, recentCardReplacementRequest: true }, 'recentReplacementRequest'],
    [{ ...ok, accountEntityExternalStatus: 'Closed' }, 'entityNotOpen'],
    [{ ...ok, accountEntityExternalStatus: null }, 'entityNotOpen'],
    [{ ...ok, recentAddressChange: true, accountEntityExternalStatus: 'Closed' }, 'recentAddressChange'],
  ] as const)('%o → %s', (facts, expected) => {
    expect(refusalReason(facts)).toBe(expected);
  });

  it('over one answer per card: any card decides', () => {
    expect(refusalReason([ok, { ...ok, recentAddressChange: true }])).toBe('recentAddressChange');
    expect(refusalReason([ok, { ...ok, recentCardReplacementRequest: true }])).toBe('recentReplacementRequest');
    expect(refusalReason([{ ...ok, accountEntityExternalStatus: 'Closed' }, ok])).toBe('entityNotOpen');
    expect(refusalReason([ok, ok])).toBe(null);
  });

  it('has a message per reason', () => {
    expect(Object.keys(REPLACEMENT_REFUSAL_MESSAGES).sort()).toEqual(['entityNotOpen', 'recentAddressChange', 'recentReplacementRequest']);
  });
});

describe('card replacement offered (docs/requirements.md#spec-4-states)', () => {
  const ch = cardholderUser();
  const offered = (entityType: string, facts: ReplacementFacts | null) =>
    cardReplacement.offered(ch, { ...cardholderView(dashboard({ accountEntityType: entityType })), replacement: facts });

  it.each(['Primary', 'Individual', 'Sub', 'Joint', 'Secondary', 'Authorized'])('offered for an open %s', (type) => {
    expect(offered(type, ok)).toBe(true);
  });
  it.each(['Virtual Sub', 'Ghost Sub', 'Control'])('never for a %s', (type) => {
    expect(offered(type, ok)).toBe(false);
  });
  it.each([
    ['entity not open', { ...ok, accountEntityExternalStatus: 'Closed' }],
    ['recent address change', { ...ok, recentAddressChange: true }],
    ['card not open', { ...ok, cardExternalStatusCommonName: 'Lost' }],
    ['card status unknown', { ...ok, cardExternalStatusCommonName: null }],
    ['recent replacement request (would be refused)', { ...ok, recentCardReplacementRequest: true }],
  ] as const)('not when %s', (_why, facts) => {
    expect(offered('Primary', facts)).toBe(false);
  });
  it('over a list of answers: every card asked must be open, none refused', () => {
    const ctx = (replacement: ReplacementFacts[]) => ({ ...cardholderView(), replacement });
    expect(cardReplacement.offered(ch, ctx([ok, ok]))).toBe(true);
    expect(cardReplacement.offered(ch, ctx([ok, { ...ok, cardExternalStatusCommonName: 'Closed' }]))).toBe(false);
    expect(cardReplacement.offered(ch, ctx([ok, { ...ok, recentAddressChange: true }]))).toBe(false);
    expect(cardReplacement.offered(ch, ctx([]))).toBe(false);
  });
  it('not before availability is loaded, nor for an unknown entity', () => {
    expect(offered('Primary', null)).toBe(false);
    expect(offered('Mystery', ok)).toBe(false);
  });
  it('only to a cardholder or AM, T1, T2', () => {
    const ctx = { ...cardholderView(), replacement: ok };
    expect(cardReplacement.offered(adminWith('admin_tier1'), ctx)).toBe(true);
    expect(cardReplacement.offered(adminWith('view_only'), ctx)).toBe(false);
  });
});

describe('why a card is not replaced (docs/requirements.md#spec-4-states and #spec-5-validation, one reason)', () => {
  const ctx = (entityType: string, replacement: ReplacementFacts | null) => ({
    ...cardholderView(dashboard({ accountEntityType: entityType })),
    replacement,
  });
  it.each([
    ['Virtual Sub', ok, 'cardType'],
    ['Ghost Sub', null, 'cardType'],
    ['Control', { ...ok, recentAddressChange: true }, 'cardType'],
    ['Primary', { ...ok, recentAddressChange: true, recentCardReplacementRequest: true }, 'recentAddressChange'],
    ['Primary', { ...ok, recentCardReplacementRequest: true }, 'recentReplacementRequest'],
    ['Sub', { ...ok, accountEntityExternalStatus: 'CLOSED' }, 'entityNotOpen'],
    ['Primary', { ...ok, cardExternalStatusCommonName: 'Stolen' }, 'cardNotOpen'],
    ['Primary', ok, null],
    ['Primary', null, null],
  ] as const)('%s with %o → %s', (type, facts, expected) => {
    expect(replacementBlock(ctx(type, facts))).toBe(expected);
  });
  it('has words for every reason, the docs/requirements.md#spec-5-validation ones as REPLACEMENT_REFUSAL_MESSAGES says them', () => {
    expect(Object.keys(REPLACEMENT_BLOCK_MESSAGES).sort()).toEqual([
      'cardNotOpen',
      'cardType',
      'entityNotOpen',
      'recentAddressChange',
      'recentReplacementRequest',
    ]);
    for (const [k, v] of Object.entries(REPLACEMENT_REFUSAL_MESSAGES))
      expect(REPLACEMENT_BLOCK_MESSAGES[k as keyof typeof REPLACEMENT_BLOCK_MESSAGES]).toBe(v);
  });
});
