/**
 * The platform calls the public content pages make (spec §7), each parsed with its shared/contract schema.
 * Paths are under /api (the gateway proxies them to the platform).
 */
import { BrandAddressResponse, BrandDetailResponse, type BrandAddress, type BrandDetail } from '../../../../shared/contract/brand.js';
import { SearchCompanyResponse } from '../../../../shared/contract/company.js';
import { http } from '../../../../shared/session/http.js';

const seg = encodeURIComponent;

/** GET /brand/{brand}: display name, phone, email and rewards variant. */
export async function getBrandDetail(brand: string, signal?: AbortSignal): Promise<BrandDetail> {
  const res = await http.get(`/api/brand/${seg(brand)}`, { schema: BrandDetailResponse, signal });
  return res.data;
}

/** GET /brand/{brand}/addressByType (every type; `addressType` narrows to one). */
export async function getBrandAddresses(brand: string, signal?: AbortSignal): Promise<BrandAddress[]> {
  const res = await http.get(`/api/brand/${seg(brand)}/addressByType`, { schema: BrandAddressResponse, signal });
  return res.data;
}

/** GET /searchcompany?companyId: the logged-in user's company, for its product code. */
export async function getCompanyProductCode(companyId: number, signal?: AbortSignal): Promise<number> {
  const res = await http.get(`/api/searchcompany?companyId=${seg(String(companyId))}`, { schema: SearchCompanyResponse, signal });
  return res.data.productTypeCode;
}
