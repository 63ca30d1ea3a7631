import {
  nativeSearchCall,
  replacementAvailabilityCall,
  subaccountAddressesCall,
  subaccountCall,
  subaccountExtrasCall,
  subaccountProfileCall,
  type NativeSearchResponse,
} from '../../contract/accounts.js';
import { cardAccountSummaryCall, processorAccountCall } from '../../contract/cards.js';
import { callUrl } from '../../contract/platformCall.js';
import { controlDashboardCall, controlSummaryCall, type ControlDashboardResponse } from '../../contract/spendControls.js';
import { isAccountEntityId } from '../callUrls.js';
import { cardCallUrls } from '../cardCallUrls.js';
import type { PageRecipe } from './pageRecipe.js';

/** A company's id as the admin screens put it in a path. */
const isCompanyId = (id: string): boolean => /^\d{1,12}$/.test(id);

/** A recipe whose input is one id in the query (`?<name>=<id>`), refused unless `valid`. */
function byId<K extends string>(name: K, valid: (id: string) => boolean): Pick<PageRecipe<Record<K, string>, unknown>, 'read' | 'write'> {
  return {
    read: (q) => {
      const id = q.get(name);
      return id !== null && valid(id) ? ({ [name]: id } as Record<K, string>) : null;
    },
    write: (input) => ({ [name]: input[name] }),
  };
}

/**
 * A company account's page (`/pa/accounts/{accountEntityId}`): the account found by its id alone, then what needs its
 * accountId, company and card — the account as it stands, its profile, addresses and extras, the processor's figures
 * of its company's account, and its card's summary and replacement availability (none while it has no card).
 */
export const accountRecipe: PageRecipe<{ accountEntityId: string }, NativeSearchResponse> = {
  name: 'company-account',
  ...byId('accountEntityId', isAccountEntityId),
  first: ({ accountEntityId }) => ({
    call: nativeSearchCall,
    url: callUrl(nativeSearchCall, {}, { accountEntityId, useProcessorData: 'true' }),
  }),
  pieces: ({ data }) => {
    const a = data[0];
    if (!a) return {};
    const sub = { accountId: a.accountId, id: a.accountEntityId };
    const ref = a.cardNumber;
    return {
      subaccount: { call: subaccountCall, url: callUrl(subaccountCall, sub) },
      profile: { call: subaccountProfileCall, url: callUrl(subaccountProfileCall, sub) },
      addresses: { call: subaccountAddressesCall, url: callUrl(subaccountAddressesCall, sub) },
      extras: { call: subaccountExtrasCall, url: callUrl(subaccountExtrasCall, sub) },
      processor: { call: processorAccountCall, url: callUrl(processorAccountCall, { companyId: a.companyId, accountId: a.accountId }) },
      ...(ref
        ? {
            cardSummary: { call: cardAccountSummaryCall, url: callUrl(cardAccountSummaryCall, { card: ref }) },
            replacement: { call: replacementAvailabilityCall, url: cardCallUrls.replacementAvailability([ref]) },
          }
        : {}),
    };
  },
};

/** The piece name of one alert or control type's summary in the company controls' composed answer. */
export const summaryPiece = (typeId: number): string => `summary.${typeId}`;

/**
 * The admin's alerts and controls overview: the company's control dashboard (totals and the count of each type), then
 * the summary of each type it lists.
 */
export const companyControlsRecipe: PageRecipe<{ companyId: string }, ControlDashboardResponse> = {
  name: 'company-controls',
  ...byId('companyId', isCompanyId),
  first: ({ companyId }) => ({ call: controlDashboardCall, url: callUrl(controlDashboardCall, { companyId }) }),
  pieces: ({ data }, { companyId }) =>
    Object.fromEntries(
      data.byType.map((t) => [
        summaryPiece(t.spendControlAlertTypeId),
        { call: controlSummaryCall, url: callUrl(controlSummaryCall, { typeId: t.spendControlAlertTypeId, companyId }) },
      ]),
    ),
};
