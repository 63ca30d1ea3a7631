import * as z from 'zod/mini';
import { AccountPageQuery, AccountPageResponse } from './accountPage.js';
import {
  CardholderAlertsResponse, CardholderHomeResponse, CardholderPaymentsResponse, CardholderRewardsResponse, CardholderServicesResponse,
} from './cards.js';
import { lazySchema } from './lazySchema.js';
import { defineCall } from './platformCall.js';
import { ControlOverviewResponse } from './spendControls.js';

/**
 * The combined calls: a page's first calls answered in one round by the platform itself. No card platform offers
 * them, and each page's data is in the platform's real calls; they are defined here, apart from every other call,
 * only until the pages make those calls instead.
 */
const COMBINED = "A page's first calls in one answer, so the page loads in one round; its data is in the platform's real calls.";

/** The card in view (cardholders may leave it out: their own card). */
const CardInViewQuery = lazySchema(() => z.object({ cardNumber: z.optional(z.string()) }));
/** The home's: how many of the newest transactions. */
const HomeQuery = lazySchema(() => z.extend(CardInViewQuery, { size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50))) }));

export const cardholderHomeCall = defineCall({
  id: 'combined.cardholderHome', method: 'GET', path: '/v1/cards/cardholder/home', source: 'portal', access: 'session', reason: COMBINED,
  summary: "The card in view's dashboard with the home's reward description, newest transactions and expense panel.",
  query: HomeQuery, answer: CardholderHomeResponse,
});
export const cardholderPaymentsCall = defineCall({
  id: 'combined.cardholderPayments', method: 'GET', path: '/v1/cards/cardholder/payments', source: 'portal', access: 'session', reason: COMBINED,
  summary: "The card in view's dashboard with its payment information.",
  query: CardInViewQuery, answer: CardholderPaymentsResponse,
});
export const cardholderRewardsCall = defineCall({
  id: 'combined.cardholderRewards', method: 'GET', path: '/v1/cards/cardholder/rewards', source: 'portal', access: 'session', reason: COMBINED,
  summary: "The card in view's dashboard with its reward description, bonus points and redemption history.",
  query: CardInViewQuery, answer: CardholderRewardsResponse,
});
export const cardholderAlertsCall = defineCall({
  id: 'combined.cardholderAlerts', method: 'GET', path: '/v1/cards/cardholder/alerts', source: 'portal', access: 'session', reason: COMBINED,
  summary: "The card in view's dashboard with its alert types, controls and the standard merchant category groups they name.",
  query: CardInViewQuery, answer: CardholderAlertsResponse,
});
export const cardholderServicesCall = defineCall({
  id: 'combined.cardholderServices', method: 'GET', path: '/v1/cards/cardholder/services', source: 'portal', access: 'session', reason: COMBINED,
  summary: "The card in view's dashboard with its card's replacement availability and its controls.",
  query: CardInViewQuery, answer: CardholderServicesResponse,
});
export const accountPageCall = defineCall({
  id: 'combined.accountPage', method: 'GET', path: '/v1/accounts/search/native/detail', source: 'portal', access: 'session', reason: COMBINED,
  summary: "A company account with its profile, addresses, extras, card summary and replacement availability.",
  query: AccountPageQuery, answer: AccountPageResponse,
});
export const controlOverviewCall = defineCall({
  id: 'combined.controlOverview', method: 'GET', path: '/v1/spendcontrols/control/company/{id}/overview', source: 'portal', access: 'session', reason: COMBINED,
  summary: "The company's alert and control dashboard with each type's summary.",
  answer: ControlOverviewResponse,
});
