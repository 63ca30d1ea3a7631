import type { CardShipping, Company, CompanyEx } from '../../../shared/contract/company.js';
import { isBulkShipping } from '../../../shared/permissions/productCodes.js';
import type { CompanyRecord } from '../world/types.js';
import type { World } from '../world/world.js';

/** Company (docs/requirements.md#spec-3-entities). Processor values override database values when `useProcessorData`. */
export function toCompany(c: CompanyRecord, useProcessorData: boolean): Company {
  const f = useProcessorData ? c.processorFigures : c.dbFigures;
  return {
    companyId: c.companyId,
    companyName: c.companyName,
    brand: c.brand,
    productTypeCode: c.productTypeCode,
    holdingCompanyId: c.holdingCompanyId,
    expenseReportingEnabled: c.expenseReportingEnabled,
    activationAcknowledgement: c.activationAcknowledgement,
    companyVirtualCard: { virtualCardEnabled: c.virtualCardEnabled },
    payOptionType: c.payOptionType,
    consolidateRewards: c.consolidateRewards,
    availableCardBalance: f.availableCardBalance,
    availableCredit: f.availableCredit,
    creditLimit: f.creditLimit,
    billingCycle: c.billingCycle,
    outstandingBalance: f.outstandingBalance,
    accountId: c.accountId,
    status: c.status,
    dataSource: useProcessorData ? 'PROCESSOR' : 'DATABASE',
  };
}

export function toCompanyEx(world: World, c: CompanyRecord, useProcessorData: boolean): CompanyEx {
  const entities = world.entities.by('company', c.companyId);
  return {
    ...toCompany(c, useProcessorData),
    address: { ...c.address },
    contactName: c.contactName,
    contactEmail: c.contactEmail,
    contactPhone: c.contactPhone,
    bankManagerName: c.bankManagerName,
    bankManagerEmail: c.bankManagerEmail,
    accountCount: entities.length,
    cardCount: world.cards.by('company', c.companyId).length,
  };
}

/** Card shipping of a company: only bulk-shipping products (docs/requirements.md#spec-9-constants) ship to the company; others always to the cardholder. */
export function toCardShipping(c: CompanyRecord): CardShipping {
  const bulkShipping = isBulkShipping(c.productTypeCode);
  return {
    companyId: c.companyId,
    productTypeCode: c.productTypeCode,
    bulkShipping,
    shipTo: bulkShipping ? (c.shipTo ?? 'COMPANY') : 'CARDHOLDER',
    companyAddress: { ...c.address },
  };
}
