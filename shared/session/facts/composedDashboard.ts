import { replacementAvailabilityCall } from '../../contract/accounts.js';
import { cardTransactionsCall, type CardholderDashboardResponse } from '../../contract/cards.js';
import { expenseReportEnabledCall } from '../../contract/company.js';
import { expenseTransactionsCall } from '../../contract/expenseReports.js';
import { mccGroupsCall } from '../../contract/mcc.js';
import { paymentInfoCall } from '../../contract/payments.js';
import { bonusPointsCall, redemptionHistoryCall, rewardDescriptionCall } from '../../contract/rewards.js';
import { alertTypesCall, consumerControlsCall } from '../../contract/spendControls.js';
import type { DashboardWith } from '../cardholderHome.js';
import { CARD_RECIPES } from '../compose/cardRecipes.js';
import { fetchComposed, seedPiece, type Composed } from '../compose/fetchComposed.js';
import { queryClient } from '../queryClient.js';
import { factKeys, type DashboardComposer } from './factQueries.js';

const data = <T>(answer: { data: T }): T => answer.data;
const whole = <T>(answer: T): T => answer;

/**
 * What each composed cardholder page (compose/cardRecipes.ts) puts into the cache beside the dashboard: each piece the
 * platform answered, under its own call's key, where the page's query finds it.
 */
const SEED: Record<NonNullable<DashboardWith>, (c: Composed<CardholderDashboardResponse>) => void> = {
  'cardholder-home': (c) => {
    const d = c.first.data;
    const ref = d.accountEntitySummary.cardNumber;
    if (ref) {
      seedPiece(queryClient, c, 'rewardDescription', rewardDescriptionCall, factKeys.rewardDescription(ref), data);
      seedPiece(queryClient, c, 'recentTransactions', cardTransactionsCall, factKeys.recentTransactions(ref), whole);
    }
    seedPiece(queryClient, c, 'expenseReportEnabled', expenseReportEnabledCall, factKeys.expenseReportEnabled(d.companyId), data);
    seedPiece(queryClient, c, 'expensePurchases', expenseTransactionsCall, factKeys.expensePurchases(null, null), data);
  },
  'cardholder-payments': (c) => {
    const ref = c.first.data.accountEntitySummary.cardNumber;
    if (ref) seedPiece(queryClient, c, 'paymentInfo', paymentInfoCall, factKeys.paymentInfo(ref), data);
  },
  'cardholder-rewards': (c) => {
    const ref = c.first.data.accountEntitySummary.cardNumber;
    if (!ref) return;
    seedPiece(queryClient, c, 'rewardDescription', rewardDescriptionCall, factKeys.rewardDescription(ref), data);
    seedPiece(queryClient, c, 'bonusPoints', bonusPointsCall, factKeys.bonusPoints(ref), whole);
    seedPiece(queryClient, c, 'redemptionHistory', redemptionHistoryCall, factKeys.redemptionHistory(ref), data);
  },
  'cardholder-alerts': (c) => {
    const { accountType, accountEntityId } = c.first.data.accountEntitySummary;
    seedPiece(queryClient, c, 'alertTypes', alertTypesCall, factKeys.alertTypes(accountType), data);
    seedPiece(queryClient, c, 'controls', consumerControlsCall, factKeys.consumerControls(accountEntityId), data);
    seedPiece(queryClient, c, 'standardMccGroups', mccGroupsCall, factKeys.standardMccGroups, data);
  },
  'cardholder-services': (c) => {
    const { cardNumber, accountEntityId } = c.first.data.accountEntitySummary;
    if (cardNumber) seedPiece(queryClient, c, 'replacement', replacementAvailabilityCall, factKeys.replacement([cardNumber]), data);
    seedPiece(queryClient, c, 'controls', consumerControlsCall, factKeys.consumerControls(accountEntityId), data);
  },
};

/**
 * The dashboard of the card in view as a composed page asks for it (`GET /bff/<recipe>`, which the shell's first
 * round may have started), its other pieces put into their own calls' keys; null: the dashboard alone.
 */
export function composedDashboard(recipe: DashboardWith): DashboardComposer | null {
  if (!recipe) return null;
  return async (cardRef, signal) => {
    const composed = await fetchComposed(CARD_RECIPES[recipe], { cardNumber: cardRef }, signal);
    SEED[recipe](composed);
    return composed.first.data;
  };
}
