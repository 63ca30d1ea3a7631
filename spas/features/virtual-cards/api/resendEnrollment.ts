import { EnrollmentEmailResponse } from '../../../../shared/contract/vendorEnrollment.js';
import { http } from '../../../../shared/session/http.js';
import { enc } from './base.js';

/** POST /vc/company/{id}/vendor/{vendorId}/enroll/email: emails the enrollment link again and sets the vendor ACTIVE (spec §4). */
export const resendEnrollment = (companyId: string, vendorId: number) =>
  http.post(`/api/vc/company/${enc(companyId)}/vendor/${enc(String(vendorId))}/enroll/email`, {}, { schema: EnrollmentEmailResponse }).then((a) => a.data);
