import { PhoneLink } from '../../../ui/ContentParts.js';
import type { Loaded } from '../../../../shared/session/queryClient.js';
import { type VendorProvider } from '../api/vendorApi.js';

export function ProviderHelp({ provider, companyName }: { provider: Loaded<VendorProvider>; companyName: string }) {
  if (provider.status !== 'success') {
    return (
      <section className="panel" aria-labelledby="vendor-help">
        <h2 id="vendor-help">Questions?</h2>
        <p>For questions about an invoice or a payment amount, contact {companyName}'s accounts payable team.</p>
      </section>
    );
  }
  const p = provider.data;
  return (
    <section className="panel" aria-labelledby="vendor-help">
      <h2 id="vendor-help">Questions?</h2>
      <p>
        {companyName} pays you with virtual cards issued by {p.brandValueDisplay}. For help with this page or with processing a card, call{' '}
        <PhoneLink phone={p.phone} /> or email <a href={`mailto:${p.email}`}>{p.email}</a>.
      </p>
      <p>For questions about an invoice or a payment amount, contact {companyName}'s accounts payable team.</p>
    </section>
  );
}
