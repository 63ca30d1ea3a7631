import { describe, expect, it } from 'vitest';
import { auditParams, readStatusFilter, userSearchParams, type AdminScope } from '../../../shared/session/adminScope.js';

const company: AdminScope = { kind: 'company', companyId: 1102 };
const holding: AdminScope = {
  kind: 'holdingCompany',
  holdingCompanyId: 9001,
  companies: [
    { companyId: 1104, companyName: 'A' },
    { companyId: 1105, companyName: 'B' },
  ],
};
const asObject = (p: URLSearchParams) => Object.fromEntries(p);

describe('user search parameters (docs/requirements.md#spec-3-entities and #spec-9-constants)', () => {
  it('a company: brand, companyId, userType, page, size, sort username,ASC and statuses ACTIVE,PENDING by default', () => {
    expect(asObject(userSearchParams(company, { brand: 'demo', statuses: [], offset: 0, size: 10 }))).toEqual({
      brand: 'demo',
      companyId: '1102',
      userType: 'PROGRAM ADMIN',
      page: '0',
      size: '10',
      sort: 'username,ASC',
      status: 'ACTIVE,PENDING',
    });
  });

  it('page = offset / size; a column sort maps to the platform field; the search only when typed', () => {
    const p = asObject(
      userSearchParams(company, {
        brand: 'demo',
        statuses: ['DELETED'],
        offset: 50,
        size: 25,
        sort: { column: 'name', desc: true },
        search: '  nia ',
      }),
    );
    expect(p).toMatchObject({ page: '2', size: '25', sort: 'lastname,DESC', status: 'DELETED', search: 'nia' });
    expect(
      asObject(userSearchParams(company, { brand: 'demo', statuses: ['ACTIVE'], offset: 0, size: 10, search: '  ' })),
    ).not.toHaveProperty('search');
  });

  it('a holding company asks by holdingCompanyId, or by one of its companies when filtered; never a company outside it', () => {
    expect(asObject(userSearchParams(holding, { brand: 'pnfp', statuses: [], offset: 0, size: 10 }))).toMatchObject({
      holdingCompanyId: '9001',
    });
    expect(asObject(userSearchParams(holding, { brand: 'pnfp', statuses: [], offset: 0, size: 10 }))).not.toHaveProperty('companyId');
    expect(asObject(userSearchParams(holding, { brand: 'pnfp', statuses: [], offset: 0, size: 10, companyFilter: 1105 }))).toMatchObject({
      companyId: '1105',
    });
    const outside = asObject(userSearchParams(holding, { brand: 'pnfp', statuses: [], offset: 0, size: 10, companyFilter: 1102 }));
    expect(outside).toMatchObject({ holdingCompanyId: '9001' });
    expect(outside).not.toHaveProperty('companyId');
  });

  it('the status filter in the URL is read leniently: unknown values are the default', () => {
    expect(readStatusFilter(null).statuses).toEqual(['ACTIVE', 'PENDING']);
    expect(readStatusFilter('<script>').statuses).toEqual(['ACTIVE', 'PENDING']);
    expect(readStatusFilter('ALL').statuses).toEqual(['ACTIVE', 'PENDING', 'INACTIVE', 'DELETED']);
    expect(readStatusFilter('INACTIVE').statuses).toEqual(['INACTIVE']);
  });
});

describe('maintenance activity parameters', () => {
  it('companyId or holdingCompanyId, the user and dates when chosen, page = offset / size', () => {
    expect(asObject(auditParams(company, { offset: 20, size: 10 }))).toEqual({ companyId: '1102', page: '2', size: '10' });
    expect(asObject(auditParams(holding, { userId: 7, fromDate: '2026-01-01', toDate: '2026-01-31', offset: 0, size: 10 }))).toEqual({
      holdingCompanyId: '9001',
      userId: '7',
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
      page: '0',
      size: '10',
    });
  });
});
