/** Query keys of the expense reporting screens: a write invalidates `expenseKeys.all` (every list, report and purchase pick). */
export const expenseKeys = {
  all: ['expenseReports'] as const,
  reports: (scope: string, query: string) => ['expenseReports', 'list', scope, query] as const,
  report: (reportId: number) => ['expenseReports', 'report', reportId] as const,
  settings: (companyId: number) => ['expenseReports', 'settings', companyId] as const,
  glAccounts: (companyId: number) => ['expenseReports', 'glAccounts', companyId] as const,
  accounts: (userid: number) => ['expenseReports', 'accounts', userid] as const,
  managedUsers: (userid: number) => ['expenseReports', 'managedUsers', userid] as const,
  reviewers: (companyId: number) => ['expenseReports', 'reviewers', companyId] as const,
};
