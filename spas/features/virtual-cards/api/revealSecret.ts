import { SECURITY_TOKEN_HEADER, vaultDecryptCall } from '../../../../shared/contract/brand.js';
import { callPlatform } from '../../../../shared/session/http.js';

export type SecretType = 'SECURITY_CODE' | 'BANK_ACCOUNT' | 'ROUTING_NUMBER';

/**
 * POST /vault/decrypt {companyId, vendorId, type} with the step-up security token: one of a vendor's secrets in
 * clear. Never cached (not a query): it lives only in the component that shows it.
 */
export const revealSecret = (companyId: number, vendorId: number, type: SecretType, token: string): Promise<string> =>
  callPlatform(vaultDecryptCall, { body: { companyId, vendorId, type }, headers: { [SECURITY_TOKEN_HEADER]: token } }).then(
    (a) => a.data.value,
  );
