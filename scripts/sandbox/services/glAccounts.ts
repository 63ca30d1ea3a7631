import type { GlAccount } from '../../../shared/contract/expenseReports.js';
import type * as z from 'zod/mini';

const GL = [
  ['6100', 'Travel – Airfare'], ['6110', 'Travel – Lodging'], ['6120', 'Travel – Ground Transportation'], ['6200', 'Meals and Entertainment'],
  ['6300', 'Office Supplies'], ['6310', 'Software Subscriptions'], ['6400', 'Fuel'], ['6410', 'Vehicle Maintenance'], ['6500', 'Training and Education'],
  ['6600', 'Marketing'], ['6700', 'Professional Services'], ['6900', 'Miscellaneous'],
] as const;

/** A company's GL accounts (ids companyId·100 + 1…12; 6500 is inactive). */
export const glAccountsOf = (companyId: number): Array<z.infer<typeof GlAccount>> =>
  GL.map(([code, description], i) => ({ glAccountId: companyId * 100 + i + 1, code, description, active: code !== '6500' }));
