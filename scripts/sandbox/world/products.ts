/** Product code groups (spec §9). */
export const REWARDS_PRODUCTS = new Set([101, 102, 104, 105, 107, 109, 111, 112]);
export const NON_CONSUMER_PRODUCTS = new Set([103, 104, 105, 106, 107, 108, 112, 113, 114, 115, 116]);
export const PURCHASING_PRODUCTS = new Set([108, 116]);
export const FLEET_PRODUCTS = new Set([114]);
export const WORLD_ELITE_PRODUCTS = new Set([109]);
export const INTRO_RATE_PRODUCTS = new Set([100, 101, 103, 104, 115, 117]);
export const SECURED_PRODUCTS = new Set([115, 116, 117]);

export const PRODUCT_NAMES: Record<number, string> = {
  101: 'Rewards Visa', 104: 'Business Rewards Intro', 108: 'Purchasing Card', 109: 'World Elite Business',
  112: 'Business Rewards', 114: 'Fleet Card', 115: 'Secured Visa', 116: 'Secured Purchasing Card',
};
