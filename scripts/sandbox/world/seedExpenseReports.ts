import { buildLedger } from './ledger.js';
import type { Rng } from './prng.js';
import { ROLE } from './roles.js';
import type { CompanyRecord, ExpenseStatus } from './types.js';
import type { World } from './world.js';

const FLOW: ExpenseStatus[] = ['draft', 'submitted', 'mgr-approved', 'acctg-approved', 'complete'];

/** Expense reports in every status for a company with expense reporting, owned by cardholders the reviewers manage. */
export function seedExpenseReports(world: World, company: CompanyRecord, rng: Rng, nextId: () => number): void {
  if (!company.expenseReportingEnabled) return;
  const users = world.users.by('company', company.companyId);
  const manager = users.find((u) => u.roles.includes(ROLE.manager) && !u.internal) ?? null;
  const accounting = users.find((u) => u.roles.includes(ROLE.accounting) && !u.internal) ?? null;
  const managed = new Set([...(manager?.managedAccountEntityIds ?? []), ...(accounting?.managedAccountEntityIds ?? [])]);
  const owners = world.entities.by('company', company.companyId)
    .filter((e) => e.accountEntityType === 'Sub' && e.userid !== null && e.cardId !== null && e.status === 'OPEN')
    .sort((a, b) => Number(managed.has(b.accountEntityId)) - Number(managed.has(a.accountEntityId)))
    .slice(0, 8);
  for (const [i, e] of owners.entries()) {
    const card = world.cards.get(e.cardId!)!;
    const ledger = buildLedger(world.seed, world.asOf, card, e, company);
    const cycle = ledger.cycles[i % 3];
    if (!cycle) continue;
    const purchases = cycle.transactions.filter((t) => t.type === 'PURCHASE' && t.status === 'POSTED').slice(0, rng.int(2, 6));
    if (purchases.length === 0) continue;
    const status = FLOW[i % FLOW.length]!;
    const created = `${cycle.periodEnd}T15:00:00.000Z`;
    const history: Array<{ status: ExpenseStatus; by: number | null; at: string; note: string }> = [{ status: 'draft', by: e.userid, at: created, note: '' }];
    const steps = FLOW.indexOf(status);
    const actors = [e.userid, manager?.userid ?? null, accounting?.userid ?? null, accounting?.userid ?? null];
    for (let s = 1; s <= steps; s++) history.push({ status: FLOW[s]!, by: actors[s - 1] ?? null, at: new Date(Date.parse(created) + s * 86_400_000).toISOString(), note: '' });
    world.expenseReports.seed({
      reportId: nextId(), companyId: company.companyId, brand: company.brand, accountEntityId: e.accountEntityId,
      name: `${e.lastName} ${cycle.periodEnd.slice(0, 7)}`, status,
      lines: purchases.map((t) => ({
        transactionId: t.transactionId, transactionDate: t.transactionDate, merchantName: t.merchantName, merchantCategoryCode: t.merchantCategoryCode,
        amount: t.amount, glAccountId: company.companyId * 100 + rng.int(1, 12), memo: rng.chance(0.4) ? 'Client meeting' : '', receipt: rng.chance(0.7),
      })),
      createdDate: created, submittedDate: steps >= 1 ? history[1]!.at : null, history,
    });
  }
}
