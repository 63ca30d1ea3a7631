/** Display names of the seeded products. The docs/requirements.md#spec-9-constants groups are the shared predicates of shared/permissions/productCodes.ts. */
export const PRODUCT_NAMES: Record<number, string> = {
  101: 'Rewards Visa',
  104: 'Business Rewards Intro',
  108: 'Purchasing Card',
  109: 'World Elite Business',
  112: 'Business Rewards',
  114: 'Fleet Card',
  115: 'Secured Visa',
  116: 'Secured Purchasing Card',
};
