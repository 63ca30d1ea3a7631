import { seedRewardsProgram } from './rewardsPrograms.js';
import type { BrandAddress, BrandRecord } from './types.js';

/** The six seeded client brands (docs/requirements.md#design-3-hosts). The brand code is the subdomain. */
const BRANDS: ReadonlyArray<{ brand: string; display: string; city: string; state: string; zip: string; phone: string }> = [
  { brand: 'demo', display: 'Demo Bank', city: 'Columbus', state: 'OH', zip: '43215', phone: '800-555-0100' },
  { brand: 'pnfp', display: 'Pinnacle Bank', city: 'Nashville', state: 'TN', zip: '37219', phone: '800-555-0110' },
  { brand: 'grizzlies', display: 'Grizzlies Card Services', city: 'Memphis', state: 'TN', zip: '38103', phone: '800-555-0120' },
  { brand: 'communitycard', display: 'Community Card Bank', city: 'Des Moines', state: 'IA', zip: '50309', phone: '800-555-0130' },
  { brand: 'bhg', display: 'BHG Financial', city: 'Syracuse', state: 'NY', zip: '13202', phone: '800-555-0140' },
  { brand: 'bhgmore', display: 'BHG More Rewards', city: 'Davie', state: 'FL', zip: '33328', phone: '800-555-0150' },
];

export const DEMO_USERNAMES = [
  'cardholder',
  'cardholder2fa',
  'virtualsub',
  'pa_admin',
  'pa_tier1',
  'pa_tier2',
  'pa_manager',
  'pa_accounting',
  'pa_delegate',
  'pa_payments',
  'pa_reporting',
  'pa_viewonly',
  'pa_vconly',
  'pa_fleet',
  'hc_admin',
] as const;

export function seedBrands(): BrandRecord[] {
  return BRANDS.map((b, i) => {
    const address = (addressType: BrandAddress['addressType'], line1: string, line2 = ''): BrandAddress => ({
      addressType,
      addressLine1: line1,
      addressLine2: line2,
      city: b.city,
      state: b.state,
      zip5: b.zip,
      phone: b.phone,
    });
    return {
      brandId: i + 1,
      brand: b.brand,
      brandValueDisplay: b.display,
      reportingUrl: `https://reporting.sandbox.example/${b.brand}/login`,
      phone: b.phone,
      email: `cardservices@${b.brand}.example`,
      addresses: [
        address('MAILING', `${100 + i * 11} Main Street`, 'Card Services'),
        address('PAYMENT', `PO Box ${4000 + i * 17}`),
        address('OVERNIGHT', `${200 + i * 7} Commerce Drive`, 'Attn: Payment Processing'),
        address('CUSTOMER_SERVICE', `${300 + i * 5} Service Plaza`, 'Suite 100'),
      ],
      rewardsProgram: seedRewardsProgram(b.brand, b.display),
    };
  });
}
