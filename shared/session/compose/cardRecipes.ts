import { replacementAvailabilityCall } from '../../contract/accounts.js';
import { CARD_REF_PARAM, looksLikeCardNumber } from '../../format/cardNumberParam.js';
import {
  CURRENT_CYCLE,
  HOME_RECENT_COUNT,
  cardTransactionsCall,
  cardholderDashboardCall,
  type CardholderDashboardResponse,
} from '../../contract/cards.js';
import { expenseReportEnabledCall } from '../../contract/company.js';
import { expenseTransactionsCall } from '../../contract/expenseReports.js';
import { mccGroupsCall } from '../../contract/mcc.js';
import { paymentInfoCall } from '../../contract/payments.js';
import { callUrl } from '../../contract/platformCall.js';
import { REWARDS_CARD_HEADER, bonusPointsCall, redemptionHistoryCall, rewardDescriptionCall } from '../../contract/rewards.js';
import { alertTypesCall, consumerControlsCall } from '../../contract/spendControls.js';
import type { DashboardWith } from '../cardholderHome.js';
import { cardCallUrls } from '../cardCallUrls.js';
import { factUrls } from '../facts/factUrls.js';
import { composedUrl, type PageRecipe, type RecipeCall } from './pageRecipe.js';

/**
 * The cardholder pages composed with the dashboard of the card in view (`cardNumber`; a cardholder's own card without
 * it): the dashboard first, then the page's calls that need its card reference, account or company.
 */
export interface CardInView {
  cardNumber: string | null;
}
type Dashboard = CardholderDashboardResponse['data'];
type CardRecipe = PageRecipe<CardInView, CardholderDashboardResponse>;

/** The rewards calls of a card take it in their `cardNumber` header. */
const rewardsOf = (call: RecipeCall['call'], ref: string): RecipeCall => ({
  call,
  url: callUrl(call, {}),
  headers: { [REWARDS_CARD_HEADER]: ref },
});
/** No pieces: what a card's calls come to while the account has no card yet. */
const NONE: Readonly<Record<string, RecipeCall>> = {};
const controlsOf = (d: Dashboard): RecipeCall => ({
  call: consumerControlsCall,
  url: callUrl(consumerControlsCall, { id: d.accountEntitySummary.accountEntityId }),
});

/** A card-in-view recipe: the dashboard, then `pieces` of its answer (`ref`: its card, null when none is issued yet). */
function cardRecipe(
  name: NonNullable<DashboardWith>,
  pieces: (d: Dashboard, ref: string | null) => Readonly<Record<string, RecipeCall>>,
): CardRecipe {
  return {
    name,
    read: (q) => {
      // A card number is no card reference: not an input of the recipe (the gateway refuses it before asking).
      const ref = q.get(CARD_REF_PARAM);
      return ref === null ? { cardNumber: null } : ref && !looksLikeCardNumber(ref) ? { cardNumber: ref } : null;
    },
    write: ({ cardNumber }) => ({ cardNumber }),
    first: ({ cardNumber }) => ({ call: cardholderDashboardCall, url: factUrls.dashboard(cardNumber) }),
    pieces: ({ data }) => pieces(data, data.accountEntitySummary.cardNumber),
  };
}

export const CARD_RECIPES: Readonly<Record<NonNullable<DashboardWith>, CardRecipe>> = {
  // The home: its card's reward description and newest transactions; where its company has expense reporting, the
  // expense panel's enablement and the cardholder's purchases on no report yet.
  'cardholder-home': cardRecipe('cardholder-home', (d, ref) => ({
    ...(ref
      ? {
          rewardDescription: rewardsOf(rewardDescriptionCall, ref),
          recentTransactions: {
            call: cardTransactionsCall,
            url: callUrl(cardTransactionsCall, { card: ref }, { cycle: CURRENT_CYCLE, page: 0, size: HOME_RECENT_COUNT }),
          },
        }
      : NONE),
    ...(d.expenseReportingEnabled
      ? {
          expenseReportEnabled: { call: expenseReportEnabledCall, url: callUrl(expenseReportEnabledCall, { companyId: d.companyId }) },
          expensePurchases: { call: expenseTransactionsCall, url: callUrl(expenseTransactionsCall, {}) },
        }
      : NONE),
  })),
  'cardholder-payments': cardRecipe('cardholder-payments', (_, ref) =>
    ref ? { paymentInfo: { call: paymentInfoCall, url: cardCallUrls.paymentInfo(ref) } } : NONE,
  ),
  'cardholder-rewards': cardRecipe('cardholder-rewards', (_, ref) =>
    ref
      ? {
          rewardDescription: rewardsOf(rewardDescriptionCall, ref),
          bonusPoints: rewardsOf(bonusPointsCall, ref),
          redemptionHistory: rewardsOf(redemptionHistoryCall, ref),
        }
      : NONE,
  ),
  // Alerts and Controls: its account type's alert types, its account's controls, and the standard merchant category
  // groups a control may name (asked beside them rather than after them: the page shows them only when one does).
  'cardholder-alerts': cardRecipe('cardholder-alerts', (d) => ({
    alertTypes: { call: alertTypesCall, url: callUrl(alertTypesCall, {}, { accountTypes: d.accountEntitySummary.accountType }) },
    controls: controlsOf(d),
    standardMccGroups: { call: mccGroupsCall, url: cardCallUrls.standardMccGroups() },
  })),
  'cardholder-services': cardRecipe('cardholder-services', (d, ref) => ({
    ...(ref ? { replacement: { call: replacementAvailabilityCall, url: cardCallUrls.replacementAvailability([ref]) } } : NONE),
    controls: controlsOf(d),
  })),
};

/** The URL that brings the card in view's dashboard on a page: composed with that page's other calls, or alone. */
export const dashboardUrl = (cardRef: string | null, pieces: DashboardWith): string =>
  pieces ? composedUrl(CARD_RECIPES[pieces], { cardNumber: cardRef }) : factUrls.dashboard(cardRef);
