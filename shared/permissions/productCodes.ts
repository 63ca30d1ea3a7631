/** Product code groups of docs/requirements.md#spec-9-constants. */
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const PRODUCT_CODE_GROUPS = {
  rewards: [101, 102, 104, 105, 107, 109, 111, 112],
  nonConsumer: [...range(103, 108), ...range(112, 116)],
  purchasingCard: [108, 116],
  fleet: [114],
  bulkShipping: [108, 116, 114],
  worldElite: [109],
  introRate: [100, 101, 103, 104, 115, 117],
  secured: range(115, 117),
  termsForbidden: [106, 107, 108, 114, 116],
} as const satisfies Record<string, readonly number[]>;

export type ProductCodeGroup = keyof typeof PRODUCT_CODE_GROUPS;

type Code = number | string | null | undefined;
/** Codes arrive as numbers from the platform; numeric strings are accepted too. */
const toCode = (code: Code): number | undefined => {
  if (code == null || code === '') return undefined;
  const n = typeof code === 'number' ? code : Number(code);
  return Number.isInteger(n) ? n : undefined;
};

export const inProductGroup = (group: ProductCodeGroup, code: Code): boolean => {
  const n = toCode(code);
  return n !== undefined && (PRODUCT_CODE_GROUPS[group] as readonly number[]).includes(n);
};

export const isRewardsProduct = (code: Code) => inProductGroup('rewards', code);
export const isNonConsumer = (code: Code) => inProductGroup('nonConsumer', code);
export const isPurchasingCard = (code: Code) => inProductGroup('purchasingCard', code);
export const isFleet = (code: Code) => inProductGroup('fleet', code);
export const isBulkShipping = (code: Code) => inProductGroup('bulkShipping', code);
export const isWorldElite = (code: Code) => inProductGroup('worldElite', code);
export const isIntroRate = (code: Code) => inProductGroup('introRate', code);
export const isSecured = (code: Code) => inProductGroup('secured', code);
export const isTermsForbidden = (code: Code) => inProductGroup('termsForbidden', code);
