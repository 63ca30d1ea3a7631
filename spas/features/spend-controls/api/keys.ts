/**
 * The cache keys of the company's alerts and controls, so a write refreshes every view of them at once (the
 * dashboard, the per-type summaries, the company's list, the account's list and the test transaction).
 */
export const spendKeys = {
  all: ['spendControls'] as const,
  company: (companyId: string) => ['spendControls', 'company', companyId] as const,
  account: (accountEntityId: string) => ['spendControls', 'account', accountEntityId] as const,
};
export const mccKeys = {
  all: ['mcc'] as const,
};
