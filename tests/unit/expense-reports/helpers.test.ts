import { describe, expect, it } from 'vitest';
import type { ExpenseHistoryEntry, ExpenseReport, GlAccount } from '../../../shared/contract/expenseReports.js';
import { expenseReportRefusals, expenseReports } from '../../../shared/permissions/policies/expenseReports.js';
import { pathRefusal } from '../../../shared/permissions/areas.js';
import { glLabel, lineRows, LINE_CSV_HEADERS } from '../../../spas/features/expense-reports/linesCsv.js';
import { linesMissingReceipts } from '../../../spas/features/expense-reports/receiptRule.js';
import { reportSortParam as sortParam } from '../../../shared/session/callUrls.js';
import { filterQuery, filtersActive, readReportFilters } from '../../../shared/session/reportFilters.js';
import { suggestedName } from '../../../spas/features/expense-reports/reportName.js';
import { statusesToReview } from '../../../shared/permissions/policies/expenseReports.js';
import { historyText, mayReview, returnedWith, stepAt } from '../../../spas/features/expense-reports/reportStatus.js';
import { adminWith, cardholderUser, cardholderView, dashboard, fullCompany, paView, SUBJECTS } from '../permissions/fixtures.js';

const gl: GlAccount[] = [
  { glAccountId: 1, code: '6100', description: 'Travel – Airfare', active: true },
  { glAccountId: 2, code: '6500', description: 'Training', active: false },
];
const entry = (
  action: ExpenseHistoryEntry['action'],
  status: ExpenseHistoryEntry['status'],
  by = 'Max Manager',
  note = '',
): ExpenseHistoryEntry => ({ action, status, by, at: '2026-03-02T15:00:00.000Z', note });

describe('expense report helpers', () => {
  it('suggests a name from the company pattern for the month in New York', () => {
    // 02:00 UTC on March 1st is still February in New York.
    expect(suggestedName('{lastName} {month} {year}', { firstName: 'Erin', lastName: 'Expense' }, new Date('2026-03-01T02:00:00Z'))).toBe(
      'Expense February 2026',
    );
    expect(
      suggestedName('{firstName}  {unknown} {year}', { firstName: 'Erin', lastName: 'Expense' }, new Date('2026-07-04T12:00:00Z')),
    ).toBe('Erin {unknown} 2026');
    expect(suggestedName('x'.repeat(90), { firstName: '', lastName: '' }, new Date())).toHaveLength(80);
  });

  it('lists the lines over the receipt limit that have no receipt', () => {
    const lines = [
      { amount: 80, receipt: null },
      { amount: 75, receipt: null },
      { amount: 120, receipt: { receiptId: 'r' } },
      { amount: 76, receiptId: null },
    ];
    expect(linesMissingReceipts(lines, 75)).toEqual([lines[0], lines[3]]);
    expect(linesMissingReceipts(lines, null)).toEqual([]);
  });

  it('makes one CSV row per line: report, cardholder, date, merchant, amount, GL account, memo, status', () => {
    const report = {
      reportId: 7,
      name: 'Trip',
      ownerName: 'Erin Expense',
      status: 'mgr-approved',
      lines: [
        {
          transactionId: 'a',
          transactionDate: '2026-03-02',
          merchantName: 'Corner Cafe',
          amount: 13.8,
          glAccountId: 1,
          memo: '=HYPERLINK("x")',
          receipt: null,
        },
        { transactionId: 'b', transactionDate: '2026-03-03', merchantName: 'Refund', amount: -5, glAccountId: 2, memo: '', receipt: null },
      ],
    } as unknown as ExpenseReport;
    expect(LINE_CSV_HEADERS).toEqual(['Report', 'Report name', 'Cardholder', 'Date', 'Merchant', 'Amount', 'GL account', 'Memo', 'Status']);
    expect(lineRows([report], gl)).toEqual([
      ['7', 'Trip', 'Erin Expense', '03/02/2026', 'Corner Cafe', '$13.80', '6100 Travel – Airfare', '=HYPERLINK("x")', 'Manager approved'],
      ['7', 'Trip', 'Erin Expense', '03/03/2026', 'Refund', '($5.00)', '6500 Training (retired)', '', 'Manager approved'],
    ]);
    expect(glLabel(null, gl)).toBe('');
    expect(glLabel(99, gl)).toBe('GL account 99');
  });

  it('reads the All reports filters from the URL leniently and turns them into the platform query', () => {
    const f = readReportFilters(new URLSearchParams('status=submitted&account=501&from=2026-01-01&to=2026-02-01&min=$1,000&max=2500.5'));
    expect(f).toEqual({ status: 'submitted', account: 501, from: '2026-01-01', to: '2026-02-01', min: 1000, max: 2500.5 });
    expect(filterQuery(f)).toEqual({
      status: 'submitted',
      accountEntityId: 501,
      fromDate: '2026-01-01',
      toDate: '2026-02-01',
      minTotal: 1000,
      maxTotal: 2500.5,
    });
    const hostile = readReportFilters(new URLSearchParams('status=approved&account=-1&from=03/01/2026&to=<script>&min=lots&max=-4'));
    expect(hostile).toEqual({ status: null, account: null, from: null, to: null, min: null, max: null });
    expect(filtersActive(hostile)).toBe(false);
    expect(sortParam({ id: 'owner', desc: false })).toBe('ownerName,ASC');
    expect(sortParam({ id: 'lines', desc: true })).toBeUndefined();
  });

  it('gives each review step to its roles (docs/requirements.md#spec-6-permissions)', () => {
    expect(statusesToReview(adminWith('manager'))).toEqual(['submitted']);
    expect(statusesToReview(adminWith('accounting_no_reporting'))).toEqual(['mgr-approved', 'acctg-approved']);
    expect(statusesToReview(adminWith('admin_manager'))).toEqual(['submitted', 'mgr-approved', 'acctg-approved']);
    expect(statusesToReview(adminWith('admin_tier1'))).toEqual([]);
    expect(statusesToReview(cardholderUser())).toEqual([]);
    expect(mayReview(adminWith('manager'), 'mgr-approved')).toBe(false);
  });

  it("judges the review steps by role alone, as the docs/requirements.md#spec-6-permissions step rules do whatever the facts (the gateway's first round names the queue before the company has answered)", () => {
    const contexts = [
      { view: 'programAdminView' as const },
      paView(),
      paView(fullCompany({ expenseReportingEnabled: false })),
      cardholderView(),
    ];
    for (const [name, user] of SUBJECTS) {
      for (const ctx of contexts) {
        const steps = statusesToReview(user);
        expect(steps.includes('submitted'), `${name}: manager step`).toBe(expenseReports.managerStep(user, ctx));
        expect(steps.includes('mgr-approved') && steps.includes('acctg-approved'), `${name}: accounting steps`).toBe(
          expenseReports.accountingStep(user, ctx),
        );
      }
    }
    expect([stepAt('submitted'), stepAt('acctg-approved'), stepAt('complete'), stepAt('draft')]).toEqual([
      { who: 'manager', verb: 'Approve' },
      { who: 'accounting', verb: 'Complete' },
      null,
      null,
    ]);
  });

  it('says each history step in words and finds the rejection a draft came back with', () => {
    expect(historyText(entry('submitted', 'submitted', 'SYSTEM'))).toBe('Submitted by SYSTEM');
    expect(historyText(entry('approved', 'mgr-approved'))).toBe('Manager approval by Max Manager');
    expect(historyText(entry('approved', 'acctg-approved', 'Ada Accounting'))).toBe('Accounting approval by Ada Accounting');
    expect(historyText(entry('rejected', 'draft'))).toBe('Rejected by Max Manager and returned to draft');
    const rejected = entry('rejected', 'draft', 'Max Manager', 'Split it');
    expect(returnedWith('draft', [entry('created', 'draft'), entry('submitted', 'submitted'), rejected])).toBe(rejected);
    expect(returnedWith('submitted', [entry('created', 'draft'), rejected, entry('submitted', 'submitted')])).toBeNull();
    expect(returnedWith('draft', [entry('created', 'draft')])).toBeNull();
  });
});

describe('refused expense reporting pages say why (shared/permissions AREA_REFUSALS)', () => {
  const ch = cardholderUser();
  it('names the reason for the cardholder view, and nothing while the facts are missing or the page is allowed', () => {
    const why = (ctx: Parameters<typeof expenseReportRefusals.cardholder>[1]) => expenseReportRefusals.cardholder(ch, ctx);
    expect(why(cardholderView(dashboard({ accountEntityType: 'Virtual Sub' })))).toBe(
      'Expense reporting isn’t available on a virtual card account.',
    );
    expect(why(cardholderView(dashboard(), fullCompany({ expenseReportingEnabled: false })))).toBe(
      'Expense reporting isn’t enabled for your company.',
    );
    expect(why(cardholderView(dashboard(), fullCompany({ activationAcknowledgement: false })))).toBe(
      'Your company hasn’t acknowledged expense reporting yet, so it isn’t available.',
    );
    expect(why(cardholderView(dashboard({ userid: null })))).toMatch(/registered cardholders only/);
    expect(why(cardholderView())).toBeNull();
    expect(why({ view: 'cardholderView', company: fullCompany() })).toBeNull();
  });

  it('names the reason for the program admin view', () => {
    expect(expenseReportRefusals.pa(adminWith('admin_manager'), paView(fullCompany({ expenseReportingEnabled: false })))).toBe(
      'Expense reporting isn’t enabled for this company.',
    );
    expect(expenseReportRefusals.pa(adminWith('payments_only'), paView())).toBe(
      'Your administrator role doesn’t include expense reporting.',
    );
    expect(expenseReportRefusals.pa(adminWith('manager'), paView())).toBeNull();
  });

  it('reaches every page of the area through the route table', () => {
    const ctx = cardholderView(dashboard({ accountEntityType: 'Virtual Sub' }));
    for (const path of [
      '/dashboard-cardholder/expense-reporting',
      '/dashboard-cardholder/expense-reporting/new',
      '/dashboard-cardholder/expense-reporting/reports/12',
    ]) {
      expect(pathRefusal(ch, path, ctx), path).toBe('Expense reporting isn’t available on a virtual card account.');
    }
    expect(pathRefusal(ch, '/dashboard-cardholder/transactions', ctx)).toBeNull();
  });
});
