import * as O from '../../../shared/contract/offers.js';
import type { SandboxApp } from '../app.js';
import { RULES, cardFor, demand, isAdmin, ownCard } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { displayName } from '../dto/users.js';
import { HttpError, badRequest, notFound } from '../server/httpError.js';
import { serve, type RouteDef } from '../server/router.js';
import { queryObject, validate } from '../server/validate.js';
import { formatDate } from '../../../shared/format/format.js';
import type { EntityRecord, OfferRecord, UserRecord } from '../world/types.js';

/**
 * Offers (sandbox-designed; shared/contract/offers.ts): the card's offers and the one answer each takes. Who: docs/requirements.md#spec-6-permissions
 * 'Offers: cardholder or AM' — a cardholder for their own card, an admin manager for a card of their company.
 */
export function offerRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const entityOf = (user: UserRecord, ref: string | null): EntityRecord => {
    demand(user, RULES.offers, 'offers');
    if (ref) return cardFor(w(), user, ref).entity;
    if (isAdmin(user)) throw badRequest('cardNumber (the encrypted card reference) is required.');
    return ownCard(w(), user).entity;
  };
  const toOffer = (o: OfferRecord): O.Offer => {
    const e = w().entities.get(o.accountEntityId);
    const card = e ? w().cardOf(e) : undefined;
    return {
      offerId: o.offerId,
      accountEntityId: o.accountEntityId,
      cardNumberLast4: card?.last4 ?? null,
      kind: o.kind,
      title: o.title,
      summary: o.summary,
      details: [...o.details],
      terms: o.terms,
      creditLimitIncrease: o.creditLimitIncrease,
      status: o.status,
      offeredDate: o.offeredDate,
      expiresDate: o.expiresDate,
      answeredDate: o.answeredDate,
      answeredBy: o.answeredBy === null ? null : displayName(w(), o.answeredBy),
    };
  };

  return [
    serve(O.offersCall, {
      handle: ({ session, query }): O.OffersResponse => {
        const q = validate(O.OffersQuery, queryObject(query), 'offers query');
        const e = entityOf(app.userOf(session), q.cardNumber ?? null);
        const today = app.today();
        const offers = w()
          .offers.by('entity', e.accountEntityId)
          // An expired offer that was never answered is gone; an answered one stays, with its answer.
          .filter((o) => o.status !== 'PENDING' || o.expiresDate >= today)
          .filter((o) => !q.status || o.status === q.status)
          .sort((a, b) => (a.offeredDate < b.offeredDate ? 1 : a.offeredDate > b.offeredDate ? -1 : a.offerId.localeCompare(b.offerId)));
        return { data: offers.map(toOffer) };
      },
    }),
    serve(O.offerResponseCall, {
      handle: ({ session, params, body }): O.OfferResponse => {
        const user = app.userOf(session);
        demand(user, RULES.offers, 'offers');
        const { decision } = validate(O.OfferResponseRequest, body ?? {}, 'offer response');
        const offer = w().offers.get(params.offerId ?? '');
        const entity = offer ? w().entities.get(offer.accountEntityId) : undefined;
        const card = entity ? w().cardOf(entity) : undefined;
        if (!offer || !entity || offer.brand !== user.brand) throw notFound('No such offer.');
        if (card)
          cardFor(w(), user, card.encrypted); // 403 when the card is not the caller's
        else if (!isAdmin(user) && user.accountEntityId !== entity.accountEntityId) throw notFound('No such offer.');
        if (offer.status !== 'PENDING') {
          throw new HttpError(
            409,
            `This offer was already ${offer.status.toLowerCase()} on ${formatDate((offer.answeredDate ?? '').slice(0, 10))}.`,
            'Conflict',
            { reason: 'ALREADY_ANSWERED', status: offer.status },
          );
        }
        if (offer.expiresDate < app.today())
          throw new HttpError(409, `This offer expired on ${formatDate(offer.expiresDate)}.`, 'Conflict', { reason: 'EXPIRED' });
        if (!O.decisionsFor(offer.kind).includes(decision)) {
          throw badRequest(
            offer.kind === 'INFORMATIONAL' ? 'A notice is acknowledged, not accepted or declined.' : 'An offer is accepted or declined.',
          );
        }
        if (decision === 'ACCEPTED' && offer.creditLimitIncrease) {
          if (entity.status !== 'OPEN')
            throw new HttpError(409, 'The account is not open, so its credit line cannot change.', 'Conflict', {
              reason: 'ACCOUNT_NOT_OPEN',
            });
          w().entities.update(entity.accountEntityId, { creditLimit: entity.creditLimit + offer.creditLimitIncrease });
        }
        const answered = w().offers.update(offer.offerId, {
          status: decision,
          answeredDate: new Date(app.now()).toISOString(),
          answeredBy: user.userid,
        })!;
        return { data: toOffer(answered) };
      },
    }),
  ];
}
