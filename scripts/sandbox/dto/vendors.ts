import type { Vendor, VendorPayment, VirtualCard } from '../../../shared/contract/virtualCards.js';
import type { CardRecord, EntityRecord, VendorPaymentRecord, VendorRecord } from '../world/types.js';
import type { World } from '../world/world.js';
import { createCipheriv, createHash } from 'node:crypto';

/** The vendor's security code as the platform answers it: encrypted (the vault reveals it). */
export function encryptedSecurityCode(world: World, v: VendorRecord): string {
  const key = createHash('sha256').update(`vendor-codes:${world.seed}`).digest();
  const iv = createHash('sha256').update(`iv:${v.vendorId}`).digest().subarray(0, 12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  return Buffer.concat([iv, c.update(v.securityCode, 'utf8'), c.final(), c.getAuthTag()]).toString('base64url');
}

export function toVendor(world: World, v: VendorRecord): Vendor {
  const { brand: _b, bankAccountNumber: _a, routingNumber: _r, securityCode: _s, enrolledDate: _e, ...rest } = v;
  return { ...rest, securityCode: encryptedSecurityCode(world, v) };
}

export function toVendorPayment(world: World, p: VendorPaymentRecord): VendorPayment {
  const card = world.cards.get(p.cardId);
  return {
    paymentId: p.paymentId,
    companyId: p.companyId,
    vendorId: p.vendorId,
    vendorName: world.vendors.get(p.vendorId)?.shortName ?? '',
    amount: p.amount,
    invoiceNumber: p.invoiceNumber,
    memo: p.memo,
    cardNumber: card?.encrypted ?? '',
    cardNumberLast4: card?.last4 ?? '',
    usesAllowed: p.usesAllowed,
    validTo: p.validTo,
    status: p.status,
    createdDate: p.createdDate,
    emailSentDate: p.emailSentDate,
  };
}

export function toVirtualCard(world: World, card: CardRecord, entity: EntityRecord): VirtualCard {
  const p = world.vendorPayments.first('card', card.cardId);
  const vendor = p ? world.vendors.get(p.vendorId) : undefined;
  return {
    cardNumber: card.encrypted,
    cardNumberLast4: card.last4,
    accountEntityId: entity.accountEntityId,
    cardKind: card.cardKind === 'GHOST' ? 'GHOST' : 'VIRTUAL',
    firstName: entity.firstName,
    lastName: entity.lastName,
    vendorId: p?.vendorId ?? null,
    vendorName: vendor?.shortName ?? null,
    paymentId: p?.paymentId ?? null,
    amount: p?.amount ?? null,
    usesAllowed: p?.usesAllowed ?? null,
    usesRemaining: p?.usesRemaining ?? null,
    validFrom: p?.createdDate ?? null,
    validTo: p?.validTo ?? null,
    expiry: card.expiry,
    status: p ? p.status : card.externalCardStatus === 'OPEN' ? 'active' : 'closed',
  };
}
