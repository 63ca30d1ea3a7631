import type { ManagedUser } from '../../../shared/contract/user.js';
import { ROLES, isRoleName } from '../../../shared/permissions/roles.js';

export type ReviewStep = 'manager' | 'accounting';

/** An admin who takes review steps only for the cardholders assigned to them, and those cardholders (null: not loaded). */
export interface Reviewer {
  userid: number;
  name: string;
  steps: ReviewStep[];
  cardholders: readonly ManagedUser[] | null;
}

/** A cardholder and the assigned reviewers of each step. */
export interface CardholderReviewers {
  cardholder: ManagedUser;
  manager: Reviewer[];
  accounting: Reviewer[];
}

const STEP_OF: Partial<Record<string, ReviewStep>> = {
  manager: 'manager',
  manager_no_reporting: 'manager',
  accounting: 'accounting',
  accounting_no_reporting: 'accounting',
};

/**
 * The review steps an admin's roles give them for assigned accounts only (managers take the manager's step,
 * accounting admins accounting's, each for the accounts assigned to them). An admin manager takes every step for every
 * account, so is nobody's assigned reviewer.
 */
export function assignedSteps(roles: readonly string[]): ReviewStep[] {
  const steps = new Set(roles.flatMap((r) => (isRoleName(r) && STEP_OF[ROLES[r].short] ? [STEP_OF[ROLES[r].short]!] : [])));
  return (['manager', 'accounting'] as const).filter((s) => steps.has(s));
}

/** Each cardholder with the reviewers assigned to them, per step (in the reviewers' order). */
export function reviewersByCardholder(cardholders: readonly ManagedUser[], reviewers: readonly Reviewer[]): CardholderReviewers[] {
  return cardholders.map((cardholder) => {
    const theirs = reviewers.filter((r) => r.cardholders?.some((c) => c.accountEntityId === cardholder.accountEntityId));
    return {
      cardholder,
      manager: theirs.filter((r) => r.steps.includes('manager')),
      accounting: theirs.filter((r) => r.steps.includes('accounting')),
    };
  });
}
