import type { World } from './world.js';

/**
 * The alerts of each client's demo `cardholder`, so Enrollment and Notification History shows what alerts do:
 * two alerts on for the last few weeks (a transaction over an amount, a payment posting; the platform finds the
 * notifications they sent in the card's own transactions) and one control. Seeded last with the next free control
 * ids, so nothing seeded before moves. Alert types: world/alertTypes.ts.
 */
const DEMO_ALERTS = [
  { typeId: 1, attributes: { amount: 300 }, daysAgo: 60, contact: 'EMAIL' },
  { typeId: 5, attributes: {}, daysAgo: 130, contact: 'SMS' },
  { typeId: 10, attributes: {}, daysAgo: 120, contact: null },
] as const;

const isoDaysAgo = (asOf: Date, days: number): string => new Date(asOf.getTime() - days * 86_400_000).toISOString().slice(0, 10);

export function seedDemoAlerts(world: World): void {
  let next = Math.max(0, ...world.controls.all().map((c) => c.controlId)) + 1;
  for (const brand of world.brands.all()) {
    const user = world.userByLogin(brand.brand, 'cardholder');
    const entity = user ? world.entities.first('user', user.userid) : undefined;
    const card = entity ? world.cardOf(entity) : undefined;
    if (!entity || !card) continue;
    const taken = new Set(world.controls.by('entity', entity.accountEntityId).map((c) => c.spendControlAlertTypeId));
    for (const a of DEMO_ALERTS) {
      if (taken.has(a.typeId)) continue;
      // The platform's own contacts of the entity: its email (…1) and its phone (…2).
      const contactIds = a.contact === null ? [] : [entity.accountEntityId * 10 + (a.contact === 'EMAIL' ? 1 : 2)];
      world.controls.seed({
        controlId: next++,
        spendControlAlertTypeId: a.typeId,
        brand: brand.brand,
        companyId: entity.companyId,
        accountEntityId: entity.accountEntityId,
        encryptedCardNumber: card.encrypted,
        contactIds,
        controlAttributes: { ...a.attributes },
        status: 'On',
        createdDate: isoDaysAgo(world.asOf, a.daysAgo),
      });
    }
  }
}
