import { useState } from '../../lib/react-deps.js';
import { useQuery } from '../../lib/data-deps.js';
import type { PageProps } from '../../app/AreaApp.js';
import type { Vendor } from '../../../shared/contract/virtualCards.js';
import { formatDate } from '../../../shared/format/format.js';
import { usStateName } from '../../../shared/contract/lookups.js';
import { virtualCards } from '../../../shared/permissions/policies/virtualCards.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { usePermission } from '../../lib/usePermission.js';
import { Alert, SuccessNote } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { DataState, SummaryList } from '../../ui/DataSection.js';
import { vendorQuery } from './api/vendor.js';
import { PaymentsTable } from './components/PaymentsTable.js';
import { StatusBadge } from './components/StatusBadge.js';
import { VendorActions } from './components/VendorActions.js';
import { VendorSecrets } from './components/VendorSecrets.js';
import { WithCompany } from './components/WithCompany.js';
import { takeFlash } from './flash.js';
import { vendorEmails } from './vendorForm.js';
import { VENDOR_STATUS_TEXT } from './vendorStatus.js';
import './virtualCards.css';

const ID = /^\d{1,12}$/;
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
const orNone = (s: string) => s || 'None';

/**
 * /pa/virtual-cards/vendors/{vendorId}: one vendor — status and what it means, contact, address, the
 * company's contact, the virtual card defaults, notes, the secrets behind a step-up, and its payments — with the
 * actions an admin who may change virtual cards has.
 */
export function VendorPage({ params }: PageProps) {
  const vendorId = params.vendorId ?? '';
  return (
    <WithCompany>
      {(companyId) =>
        ID.test(vendorId) ? (
          <VendorView companyId={companyId} vendorId={vendorId} />
        ) : (
          <>
            <h1>Vendor</h1>
            <BackLink />
            <Alert tone="error">
              <p>We couldn’t find this vendor: the link is not a vendor’s. Choose the vendor from the directory.</p>
            </Alert>
          </>
        )
      }
    </WithCompany>
  );
}

function BackLink() {
  return (
    <AppLink className="vc-back" href={pathOf('pa', 'virtualCards')}>
      ← Virtual Cards
    </AppLink>
  );
}

function VendorView({ companyId, vendorId }: { companyId: string; vendorId: string }) {
  const vendor = useQuery(vendorQuery(companyId, vendorId));
  const { can: canChange } = usePermission(virtualCards.update);
  const [notice, setNotice] = useState<string | null>(takeFlash);
  return (
    <>
      <h1>{vendor.data?.shortName ?? 'Vendor'}</h1>
      <BackLink />
      <SuccessNote text={notice} />
      <DataState state={vendor} what="this vendor" retry={() => void vendor.refetch()}>
        {(v) => <VendorDetails vendor={v} companyId={companyId} canChange={canChange} onDone={setNotice} />}
      </DataState>
    </>
  );
}

function VendorDetails({
  vendor: v,
  companyId,
  canChange,
  onDone,
}: {
  vendor: Vendor;
  companyId: string;
  canChange: boolean;
  onDone: (m: string) => void;
}) {
  const emails = vendorEmails(v);
  return (
    <>
      <section className="panel" aria-labelledby="vendor-status-heading">
        <h2 id="vendor-status-heading">Status</h2>
        <p>
          <StatusBadge status={v.status} /> {VENDOR_STATUS_TEXT[v.status]}
        </p>
        {canChange ? <VendorActions vendor={v} companyId={companyId} onDone={onDone} /> : null}
      </section>
      <section className="panel" aria-labelledby="vendor-details-heading">
        <h2 id="vendor-details-heading">Vendor details</h2>
        <SummaryList
          rows={[
            ['Legal name', v.legalName],
            ['Short name', v.shortName],
            ['Vendor ID', String(v.vendorId)],
            ['Added', formatDate(v.createdDate)],
          ]}
        />
      </section>
      <section className="panel" aria-labelledby="vendor-contact-heading">
        <h2 id="vendor-contact-heading">Contact and address</h2>
        <SummaryList
          rows={[
            ['Contact', `${v.contactFirstname} ${v.contactLastname}`],
            ['Email', emails[0] ?? 'None'],
            ['Other emails', emails.length > 1 ? emails.slice(1).join(', ') : 'None'],
            ['Phone', orNone(v.contactPhone)],
            [
              'Address',
              [v.addressLine1, v.addressLine2, `${v.city}, ${usStateName(v.stateOrProvince)} ${v.postalCode}`].filter(Boolean).join(', '),
            ],
          ]}
        />
      </section>
      <section className="panel" aria-labelledby="vendor-company-heading">
        <h2 id="vendor-company-heading">Your company’s contact</h2>
        <SummaryList
          rows={[
            ['Name', orNone(v.companyContactName)],
            ['Email', orNone(v.companyContactEmail)],
            ['Phone', orNone(v.companyContactPhone)],
          ]}
        />
      </section>
      <section className="panel" aria-labelledby="vendor-defaults-heading">
        <h2 id="vendor-defaults-heading">Virtual card defaults</h2>
        <SummaryList
          rows={[
            ['Uses allowed', String(v.defaultVcUsesAllowed)],
            ['Valid days', v.defaultVcValidDays === null ? 'No limit' : String(v.defaultVcValidDays)],
            ['Tolerance percent', `${v.tolerancePercent}%`],
            ['Invoice amount only', yesNo(v.invoiceAmountOnly)],
            ['Bypass security code', yesNo(v.bypassVCSecureCode)],
          ]}
        />
      </section>
      <section className="panel" aria-labelledby="vendor-notes-heading">
        <h2 id="vendor-notes-heading">Notes</h2>
        <p className="vc-notes">{v.notes || 'No notes.'}</p>
      </section>
      <section className="panel" aria-labelledby="vendor-secrets-heading">
        <h2 id="vendor-secrets-heading">Security details</h2>
        <VendorSecrets key={v.vendorId} vendor={v} canReveal={canChange} />
      </section>
      <section className="panel" aria-labelledby="vendor-payments-heading">
        <h2 id="vendor-payments-heading">Payments</h2>
        <PaymentsTable companyId={companyId} vendorId={String(v.vendorId)} caption={`Payments to ${v.shortName}`} />
      </section>
    </>
  );
}
