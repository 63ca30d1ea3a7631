/**
 * The vendor's public calls (docs/requirements.md#spec-7-calls `/vc/vendor/{a}/{b}/…`, shared/contract/vendorEnrollment.ts): no portal
 * session; `verify` answers a vendor token that `enroll`, `payments` and `card` need in X-Vendor-Token.
 */
import {
  VENDOR_TOKEN_HEADER,
  vendorCheckCall,
  vendorEnrollCall,
  vendorProviderCall,
  vendorSideCardCall,
  vendorSidePaymentsCall,
  vendorVerifyCall,
  type VendorCheckResponse,
  type VendorEnrollResponse,
  type VendorProviderResponse,
  type VendorSideCardResponse,
  type VendorSidePaymentsResponse,
} from '../../../../shared/contract/vendorEnrollment.js';
import { callPlatform } from '../../../../shared/session/http.js';
import type { VendorLink } from '../vendorLink.js';

export type VendorCheck = VendorCheckResponse['data'];
export type VendorProvider = VendorProviderResponse['data'];
export type VendorPayment = VendorSidePaymentsResponse['data'][number];
export type VendorCard = VendorSideCardResponse['data'];
export type VendorEnrollment = VendorEnrollResponse['data'];
export interface EnrollInput {
  contactFirstname: string;
  contactLastname: string;
  contactEmail: string;
  contactPhone?: string;
}

/** The link's place in the vendor calls' paths. */
const params = (l: VendorLink) => ({ companyId: l.companyId, key: l.key });
const tokenHeader = (token: string) => ({ [VENDOR_TOKEN_HEADER]: token });

/**
 * A vendor whose company lets it skip the security code (`securityCodeRequired: false`) still gets its
 * token from `verify`; the call needs a non-empty code, so the page sends this marker.
 */
export const NO_CODE_MARKER = 'not-required';

export const checkVendor = async (l: VendorLink, signal?: AbortSignal) =>
  (await callPlatform(vendorCheckCall, { params: params(l), signal })).data;
export const getProvider = async (l: VendorLink, signal?: AbortSignal) =>
  (await callPlatform(vendorProviderCall, { params: params(l), signal })).data;
export const verifyVendor = async (l: VendorLink, securityCode: string) =>
  (await callPlatform(vendorVerifyCall, { params: params(l), body: { securityCode } })).data;
export const enrollVendor = async (l: VendorLink, token: string, input: EnrollInput) =>
  (await callPlatform(vendorEnrollCall, { params: params(l), body: { ...input, acceptTerms: true }, headers: tokenHeader(token) })).data;
export const getVendorPayments = async (l: VendorLink, token: string, signal?: AbortSignal) =>
  (await callPlatform(vendorSidePaymentsCall, { params: params(l), headers: tokenHeader(token), signal })).data;
export const getVendorCard = async (l: VendorLink, token: string, paymentId: number, signal?: AbortSignal) =>
  (await callPlatform(vendorSideCardCall, { params: params(l), query: { paymentId }, headers: tokenHeader(token), signal })).data;

/**
 * Vendor tokens live in memory only, per link, for this page's lifetime: moving between the enrollment and
 * payment pages inside the app does not ask for the code twice; a reload does.
 */
const tokens = new Map<string, string>();
const linkId = (l: VendorLink) => `${l.companyId}/${l.key}`;
export const rememberToken = (l: VendorLink, token: string) => void tokens.set(linkId(l), token);
export const recallToken = (l: VendorLink) => tokens.get(linkId(l)) ?? null;
export const forgetToken = (l: VendorLink) => void tokens.delete(linkId(l));
