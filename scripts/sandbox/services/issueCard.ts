import { generatePan } from '../world/cardNumbers.js';
import { createRng, deriveSeed } from '../world/prng.js';
import type { CardRecord, EntityRecord } from '../world/types.js';
import type { World } from '../world/world.js';

/** Issues a new virtual (or ghost) card on an entity. Deterministic per card id and seed. */
export function issueVirtualCard(
  world: World,
  entity: EntityRecord,
  productTypeCode: number,
  now: Date,
  kind: 'VIRTUAL' | 'GHOST' = 'VIRTUAL',
): CardRecord {
  const cardId = world.cards.nextId(1);
  const rng = createRng(deriveSeed(world.seed, `issued:${cardId}`));
  const bin = `4${productTypeCode}${kind === 'GHOST' ? '66' : '77'}`;
  let pan = generatePan(bin, rng);
  while (world.cardByRef(world.vault.encrypt(pan))) pan = generatePan(bin, rng);
  return world.cards.put({
    cardId,
    accountEntityId: entity.accountEntityId,
    companyId: entity.companyId,
    brand: entity.brand,
    pan,
    encrypted: world.vault.encrypt(pan),
    last4: pan.slice(-4),
    expiry: `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${(now.getUTCFullYear() + 2) % 100}`,
    cardKind: kind,
    externalCardStatus: 'OPEN',
    externalCardStatusCommonName: 'Open',
    plasticCount: 0,
    activated: true,
    locked: false,
  });
}
