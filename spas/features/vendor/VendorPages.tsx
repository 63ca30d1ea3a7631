import { useMemo, useSearch } from '../../lib/react-deps.js';
import { parseVendorLink } from './vendorLink.js';
import { type Purpose } from './vendorText.js';
import { IncompleteLink } from './components/IncompleteLink.js';
import { VendorFlow } from './components/VendorFlow.js';

/** /vendorPayment: a vendor verifies with its security code, then sees its payments and each one's card. */
export function VendorPaymentPage() {
  return <VendorPortal purpose="payments" />;
}

/** /enrollVendor: a vendor checks its enrollment, verifies with its security code and enrolls. */
export function EnrollVendorPage() {
  return <VendorPortal purpose="enroll" />;
}

function VendorPortal({ purpose }: { purpose: Purpose }) {
  const search = useSearch();
  const link = useMemo(() => parseVendorLink(search), [search]);
  return (
    <>
      <h1>{purpose === 'enroll' ? 'Vendor Enrollment' : 'Vendor Payment'}</h1>
      {link ? <VendorFlow key={`${link.companyId}/${link.key}`} link={link} purpose={purpose} /> : <IncompleteLink purpose={purpose} />}
    </>
  );
}
