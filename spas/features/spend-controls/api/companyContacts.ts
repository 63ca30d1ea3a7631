import { ContactsResponse, type Contact } from '../../../../shared/contract/spendControls.js';
import { http } from '../../../../shared/session/http.js';
import { callUrls } from '../../../../shared/session/callUrls.js';

/** GET /v1/spendcontrols/contacts/company/{id}: the company's alert contacts, chosen per control. */
export const companyContactsQuery = (companyId: string) => ({
  queryKey: ['spendContacts', companyId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<Contact[]> =>
    http.get(callUrls.companyContacts(companyId), { schema: ContactsResponse, signal }).then((a) => a.data),
});
