/** The module takes the platform contract's objects as they are (structural input types). */
import { describe, expect, it } from 'vitest';
import type { AccountDetail, ReplacementAvailability } from '../../../shared/contract/accounts.js';
import type { User } from '../../../shared/contract/authentication.js';
import type { CardholderDashboard } from '../../../shared/contract/cards.js';
import type { Company } from '../../../shared/contract/company.js';
import {
  accountButtonStatus,
  ENTITY_TYPES,
  type AccountButtonInput,
  type PermissionCompany,
  type PermissionContext,
  type PermissionDashboard,
  type PermissionUser,
  type ReplacementFacts,
} from '../../../shared/permissions/index.js';
import { AccountEntityType } from '../../../shared/contract/accounts.js';

// Compile-time: each assignment fails `tsc` if the contract drifts from what the rules read.
type Assignable<From, To> = From extends To ? true : false;
const checks: [
  Assignable<User, PermissionUser>,
  Assignable<Company, PermissionCompany>,
  Assignable<CardholderDashboard, PermissionDashboard>,
  Assignable<ReplacementAvailability, ReplacementFacts>,
  Assignable<ReplacementAvailability[], NonNullable<PermissionContext['replacement']>>,
  Assignable<AccountDetail, AccountButtonInput>,
] = [true, true, true, true, true, true];

describe('contract compatibility', () => {
  it('contract types are assignable to the permission inputs', () => {
    expect(checks.every(Boolean)).toBe(true);
  });
  it('knows the same entity types as the contract', () => {
    expect([...ENTITY_TYPES].sort()).toEqual([...AccountEntityType.options].sort());
  });
  it('reads an AccountDetail-shaped object (status ACTIVE on a virtual sub, no card yet)', () => {
    const base = {
      accountEntityType: 'Virtual Sub' as const,
      status: 'ACTIVE',
      externalCardStatusCommonName: null,
      externalCardStatus: null,
    };
    expect(accountButtonStatus({ ...base, cardNumber: 'enc-ref' })).toBe('complete');
    expect(accountButtonStatus({ ...base, cardNumber: null })).toBe('pending');
  });
});
