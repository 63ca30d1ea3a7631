import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../shared/contract/authentication.js';
import type { HoldingCompanyAssociationsResponse, HoldingCompanyResponse } from '../../shared/contract/brand.js';
import type { SearchCompanyExResponse } from '../../shared/contract/company.js';
import type { UserSearchResponse } from '../../shared/contract/user.js';
import { seedWorld } from '../../scripts/sandbox/world/seedWorld.js';
import type { Client } from './client.js';
import { Fixture } from './fixture.js';

/** The holding company calls as the holding-company area uses them. */
const f = new Fixture();
beforeAll(async () => {
  await f.start();
});
afterAll(async () => {
  await f.stop();
});

const userOf = async (c: Client): Promise<User> => (await c.get('/api/authentication/check')).body.userData as User;

describe('holding company', () => {
  it('answers its contact and addresses, the same for every start of the same seed', async () => {
    const hc = await f.as('hc_admin', 'pnfp');
    const id = (await userOf(hc)).userHoldingCompanyId!;
    const h = (await hc.get<HoldingCompanyResponse>(`/api/v1/brands/holdingcompany/${id}`)).body.data;
    expect(h).toMatchObject({ holdingCompanyId: id, brand: 'pnfp', status: 'ACTIVE' });
    expect(h.contactEmail).toMatch(/@holdings\d+\.example$/);
    expect(h.addresses.map((a) => a.addressType)).toEqual(['HEADQUARTERS', 'MAILING', 'BILLING']);
    for (const a of h.addresses) expect(a.zip5).toMatch(/^\d{5}$/);
    const seeded = seedWorld().holdingCompanies.get(id)!;
    expect(h.addresses).toEqual(seeded.addresses);
    expect(h.contactName).toBe(seeded.contactName);
  });

  it('associations carry each company’s product name and billing cycle, the processor’s figures unless asked otherwise', async () => {
    const hc = await f.as('hc_admin');
    const id = (await userOf(hc)).userHoldingCompanyId!;
    const list = (await hc.get<HoldingCompanyAssociationsResponse>(`/api/v1/brands/holdingcompany/${id}/associations`)).body.data;
    expect(list.map((c) => c.productTypeCode)).toEqual([109, 116, 112]);
    expect(list.map((c) => c.productName)).toEqual(['World Elite Business', 'Secured Purchasing Card', 'Business Rewards']);
    for (const c of list) {
      const company = (await hc.get<SearchCompanyExResponse>(`/api/searchcompanyex?companyId=${c.companyId}&useProcessorData=true`)).body
        .data;
      expect(c).toMatchObject({
        billingCycle: company.billingCycle,
        outstandingBalance: company.outstandingBalance,
        creditLimit: company.creditLimit,
      });
    }
    const db = (await hc.get<HoldingCompanyAssociationsResponse>(`/api/v1/brands/holdingcompany/${id}/associations?useProcessorData=false`))
      .body.data;
    expect(db[0]!.outstandingBalance).toBeLessThan(list[0]!.outstandingBalance);
  });

  it('refuses every company outside the holding company with the reason, and another holding company', async () => {
    const hc = await f.as('hc_admin');
    const me = await userOf(hc);
    const mine = (await hc.get<HoldingCompanyResponse>(`/api/v1/brands/holdingcompany/${me.userHoldingCompanyId}`)).body.data.companyIds;
    const outside = (await userOf(await f.as('pa_admin'))).userCompanyId!;
    expect(mine).not.toContain(outside);
    for (const path of [
      `/api/searchcompany?companyId=${outside}`,
      `/api/searchcompanyex?companyId=${outside}`,
      `/api/v1/users/search?companyId=${outside}&userType=PROGRAM%20ADMIN`,
      `/api/v1/accounts/company/${outside}`,
    ]) {
      const res = await hc.get<{ message: string }>(path);
      expect(res.status, path).toBe(403);
      expect(res.body.message, path).toBe('That company is not yours.');
    }
    // Another brand's holding company is unknown here; the own one's admins are listed by holdingCompanyId.
    const otherBrand = (await userOf(await f.as('hc_admin', 'pnfp'))).userHoldingCompanyId!;
    expect((await hc.get(`/api/v1/brands/holdingcompany/${otherBrand}`)).status).toBe(404);
    const across = (
      await hc.get<UserSearchResponse>(`/api/v1/users/search?holdingCompanyId=${me.userHoldingCompanyId}&userType=PROGRAM%20ADMIN&size=500`)
    ).body;
    expect(new Set(across.content.map((u) => u.companyId))).toEqual(new Set(mine));
  });
});
