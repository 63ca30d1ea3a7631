import { buildLedger } from './ledger.js';
import { createRng, deriveSeed, type Rng } from './prng.js';
import { ROLE } from './roles.js';
import type { CompanyRecord, ExpenseStatus, ReceiptRecord } from './types.js';
import type { World } from './world.js';

const FLOW: ExpenseStatus[] = ['draft', 'submitted', 'mgr-approved', 'acctg-approved', 'complete'];

const GL = [
  ['6100', 'Travel – Airfare'],
  ['6110', 'Travel – Lodging'],
  ['6120', 'Travel – Ground Transportation'],
  ['6200', 'Meals and Entertainment'],
  ['6300', 'Office Supplies'],
  ['6310', 'Software Subscriptions'],
  ['6400', 'Fuel'],
  ['6410', 'Vehicle Maintenance'],
  ['6500', 'Training and Education'],
  ['6600', 'Marketing'],
  ['6700', 'Professional Services'],
  ['6900', 'Miscellaneous'],
] as const;

/**
 * A company's expense reporting settings and GL accounts (ids companyId·100 + 1…12; 6500 is retired). The
 * settings come from their own random stream; the purchasing company of the demo admins (`fixed`) always has both
 * approval steps and receipts required over $75, so the demo and the tests see the whole flow on every brand.
 */
export function seedExpenseProgram(world: World, company: CompanyRecord, fixed: boolean): void {
  if (!company.expenseReportingEnabled) return;
  GL.forEach(([code, description], i) =>
    world.glAccounts.seed({
      glAccountId: company.companyId * 100 + i + 1,
      companyId: company.companyId,
      code,
      description,
      active: code !== '6500',
    }),
  );
  const rng = createRng(deriveSeed(world.seed, `er:${company.companyId}`));
  const twoLevels = rng.int(1, 2) === 2;
  const over = rng.pick([25, 50, 75]);
  world.expenseSettings.seed({
    companyId: company.companyId,
    managerApproval: fixed || twoLevels,
    accountingApproval: true,
    receiptRequiredOver: fixed ? 75 : over,
    autoSubmitDayOfMonth: rng.chance(0.5) ? Math.min(28, company.billingCycle) : null,
    defaultGlAccountId: company.companyId * 100 + 12,
    reportNamePattern: '{lastName} {month} {year}',
    reviewDays: rng.pick([5, 7, 10]),
  });
}

/**
 * Expense reports in every status for a company with expense reporting, owned by cardholders the reviewers manage.
 * Every other report was submitted by the platform on the company's auto-submit day (its history shows SYSTEM).
 * A line's receipt is a seeded PDF drawn from the purchase (no stored bytes).
 */
export function seedExpenseReports(world: World, company: CompanyRecord, rng: Rng, nextId: () => number): void {
  if (!company.expenseReportingEnabled) return;
  const users = world.users.by('company', company.companyId);
  const manager = users.find((u) => u.roles.includes(ROLE.manager) && !u.internal) ?? null;
  const accounting = users.find((u) => u.roles.includes(ROLE.accounting) && !u.internal) ?? null;
  const system = users.find((u) => u.internal) ?? null;
  const managed = new Set([...(manager?.managedAccountEntityIds ?? []), ...(accounting?.managedAccountEntityIds ?? [])]);
  const owners = world.entities
    .by('company', company.companyId)
    .filter((e) => e.accountEntityType === 'Sub' && e.userid !== null && e.cardId !== null && e.status === 'OPEN')
    .sort((a, b) => Number(managed.has(b.accountEntityId)) - Number(managed.has(a.accountEntityId)))
    .slice(0, 8);
  for (const [i, e] of owners.entries()) {
    // Each owner answers to the seeded manager and accounting admin, so both demo reviewers have reports to review.
    for (const reviewer of [manager, accounting]) {
      if (reviewer && !reviewer.managedAccountEntityIds.includes(e.accountEntityId))
        reviewer.managedAccountEntityIds = [...reviewer.managedAccountEntityIds, e.accountEntityId];
    }
    const card = world.cards.get(e.cardId!)!;
    const ledger = buildLedger(world.seed, world.asOf, card, e, company);
    const cycle = ledger.cycles[i % 3];
    if (!cycle) continue;
    const purchases = cycle.transactions.filter((t) => t.type === 'PURCHASE' && t.status === 'POSTED').slice(0, rng.int(2, 6));
    if (purchases.length === 0) continue;
    const status = FLOW[i % FLOW.length]!;
    const created = `${cycle.periodEnd}T15:00:00.000Z`;
    const history: Array<{ status: ExpenseStatus; by: number | null; at: string; note: string }> = [
      { status: 'draft', by: e.userid, at: created, note: '' },
    ];
    const steps = FLOW.indexOf(status);
    const autoSubmitted = i % 2 === 1 && system !== null;
    const actors = [
      autoSubmitted ? system.userid : e.userid,
      manager?.userid ?? null,
      accounting?.userid ?? null,
      accounting?.userid ?? null,
    ];
    for (let s = 1; s <= steps; s++) {
      const note = s === 1 && autoSubmitted ? 'Submitted on the company’s auto-submit day.' : '';
      history.push({ status: FLOW[s]!, by: actors[s - 1] ?? null, at: new Date(Date.parse(created) + s * 86_400_000).toISOString(), note });
    }
    const reportId = nextId();
    world.expenseReports.seed({
      reportId,
      companyId: company.companyId,
      brand: company.brand,
      accountEntityId: e.accountEntityId,
      name: `${e.lastName} ${cycle.periodEnd.slice(0, 7)}`,
      status,
      lines: purchases.map((t, n) => {
        const glAccountId = company.companyId * 100 + rng.int(1, 12);
        const memo = rng.chance(0.4) ? 'Client meeting' : '';
        let receiptId: string | null = null;
        if (rng.chance(0.7)) {
          const receipt: ReceiptRecord = {
            receiptId: `seed-${reportId}-${n + 1}`,
            brand: company.brand,
            companyId: company.companyId,
            accountEntityId: e.accountEntityId,
            uploadedBy: e.userid,
            fileName: `receipt-${t.transactionDate}-${n + 1}.pdf`,
            contentType: 'application/pdf',
            size: 0,
            uploadedDate: created,
            generated: { merchantName: t.merchantName, transactionDate: t.transactionDate, amount: t.amount },
          };
          world.receipts.seed(receipt);
          receiptId = receipt.receiptId;
        }
        return {
          transactionId: t.transactionId,
          transactionDate: t.transactionDate,
          merchantName: t.merchantName,
          merchantCategoryCode: t.merchantCategoryCode,
          amount: t.amount,
          glAccountId,
          memo,
          receiptId,
        };
      }),
      createdDate: created,
      submittedDate: steps >= 1 ? history[1]!.at : null,
      history,
    });
  }
}
