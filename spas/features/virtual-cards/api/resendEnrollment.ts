import { enrollmentEmailCall } from '../../../../shared/contract/vendorEnrollment.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** POST /vc/company/{id}/vendor/{vendorId}/enroll/email: emails the enrollment link again and sets the vendor ACTIVE (docs/requirements.md#spec-4-states). */
export const resendEnrollment = (companyId: string, vendorId: number) =>
  callPlatform(enrollmentEmailCall, { params: { id: companyId, vendorId }, body: {} }).then((a) => a.data);
