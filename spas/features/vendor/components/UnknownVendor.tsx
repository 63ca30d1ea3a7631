import { Alert } from '../../../ui/Alert.js';
import { type Purpose, EMAIL_NAME } from '../vendorText.js';

export function UnknownVendor({ purpose }: { purpose: Purpose }) {
  return (
    <Alert tone="error" title="We couldn't find this vendor link">
      <p>
        The link doesn't match a vendor we pay by virtual card. It may be from an older email that has since been replaced, or the vendor
        account may have been closed.
      </p>
      <p>Open the most recent {EMAIL_NAME[purpose]} you received, or ask the company that pays you to send a new one.</p>
    </Alert>
  );
}
