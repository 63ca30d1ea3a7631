import { describe, expect, it } from 'vitest';
import type { ManagedUser } from '../../../shared/contract/user.js';
import { assignedSteps, reviewersByCardholder, type Reviewer } from '../../../spas/features/expense-reports/reviewers.js';

const person = (accountEntityId: number, firstname: string, lastname: string): ManagedUser => ({
  userid: accountEntityId + 1000,
  username: firstname.toLowerCase(),
  firstname,
  lastname,
  accountEntityId,
  cardNumberLast4: String(accountEntityId).padStart(4, '0'),
});
const erin = person(1, 'Erin', 'Expense');
const noel = person(2, 'Noel', 'Nobody');

describe('who reviews whom', () => {
  it('managers and accounting admins (no-reporting variants too) review assigned accounts; an Admin-Manager is nobody’s assigned reviewer', () => {
    expect(assignedSteps(['ROLE_PA_MANAGER'])).toEqual(['manager']);
    expect(assignedSteps(['ROLE_PA_ACCOUNTING_NO_REPORTING', 'ROLE_CLIENT_EMPLOYEE'])).toEqual(['accounting']);
    expect(assignedSteps(['ROLE_PA_ACCOUNTING', 'ROLE_PA_MANAGER_NO_REPORTING'])).toEqual(['manager', 'accounting']);
    expect(assignedSteps(['ROLE_ADMIN_MANAGER'])).toEqual([]);
    expect(assignedSteps(['ROLE_PA_VIEW_ONLY', 'ROLE_SOMETHING_ELSE'])).toEqual([]);
  });

  it('each cardholder gets the reviewers whose lists hold their account, per step; a list that failed counts for nobody', () => {
    const reviewers: Reviewer[] = [
      { userid: 10, name: 'Max Manager', steps: ['manager'], cardholders: [erin] },
      { userid: 11, name: 'Ada Accounting', steps: ['accounting'], cardholders: [erin, noel] },
      { userid: 12, name: 'Mo Both', steps: ['manager', 'accounting'], cardholders: [noel] },
      { userid: 13, name: 'Lost List', steps: ['manager'], cardholders: null },
    ];
    const rows = reviewersByCardholder([erin, noel], reviewers);
    expect(rows.map((r) => [r.cardholder.firstname, r.manager.map((x) => x.name), r.accounting.map((x) => x.name)])).toEqual([
      ['Erin', ['Max Manager'], ['Ada Accounting']],
      ['Noel', ['Mo Both'], ['Ada Accounting', 'Mo Both']],
    ]);
    expect(reviewersByCardholder([noel], [])[0]).toMatchObject({ manager: [], accounting: [] });
  });
});
