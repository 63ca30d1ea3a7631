/**
 * Every query of this feature sits under `['virtualCards', companyId]`: after a change, invalidating that prefix
 * refreshes every list, vendor, payment and card of the company (they are few and cheap to ask again).
 */
export const vcKeys = {
  company: (companyId: string) => ['virtualCards', companyId] as const,
  vendors: (companyId: string, params: object) => ['virtualCards', companyId, 'vendors', params] as const,
  vendor: (companyId: string, vendorId: string) => ['virtualCards', companyId, 'vendor', vendorId] as const,
  payments: (companyId: string, params: object) => ['virtualCards', companyId, 'payments', params] as const,
  payment: (companyId: string, paymentId: string) => ['virtualCards', companyId, 'payment', paymentId] as const,
  settings: (companyId: string) => ['virtualCards', companyId, 'settings'] as const,
  cards: (companyId: string, params: object) => ['virtualCards', companyId, 'cards', params] as const,
  card: (companyId: string, cardRef: string) => ['virtualCards', companyId, 'card', cardRef] as const,
  authorizations: (companyId: string, cardRef: string) => ['virtualCards', companyId, 'card', cardRef, 'authorizations'] as const,
  accounts: (companyId: string, kind: string) => ['virtualCards', companyId, 'accounts', kind] as const,
};
