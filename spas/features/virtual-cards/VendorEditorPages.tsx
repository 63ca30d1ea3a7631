import { useLocation } from '../../lib/react-deps.js';
import { useQuery, useQueryClient } from '../../lib/data-deps.js';
import type { PageProps } from '../../app/AreaApp.js';
import type { Vendor } from '../../../shared/contract/virtualCards.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { Alert } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { DataState } from '../../ui/DataSection.js';
import { LoadingState } from '../../ui/Spinner.js';
import { vcKeys } from './api/base.js';
import { companyVirtualCardQuery } from './api/companyVirtualCard.js';
import { saveVendor } from './api/saveVendor.js';
import { vendorQuery } from './api/vendor.js';
import { VendorForm } from './components/VendorForm.js';
import { WithCompany } from './components/WithCompany.js';
import { setFlash } from './flash.js';
import { inView } from './navigate.js';
import { newVendorForm, vendorToForm } from './vendorForm.js';
import './virtualCards.css';

const vendorPath = (v: Vendor) => pathOf('pa', 'vendor', { vendorId: String(v.vendorId) });

/** After a save: the cache refreshed, and the vendor's page showing what the platform saved. */
function useAfterSave(companyId: string) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return (v: Vendor, message: string) => {
    queryClient.setQueryData(vcKeys.vendor(companyId, String(v.vendorId)), v);
    void queryClient.invalidateQueries({ queryKey: vcKeys.company(companyId) });
    setFlash(message);
    navigate(inView(vendorPath(v)));
  };
}

/** /pa/virtual-cards/vendors/new: a new vendor starts PENDING until it enrolls (or its enrollment email is resent). */
export function AddVendorPage() {
  return (
    <>
      <h1>Add a Vendor</h1>
      <AppLink className="vc-back" href={pathOf('pa', 'virtualCards')}>
        ← Virtual Cards
      </AppLink>
      <p>
        A new vendor starts as pending: it can be paid once it enrolls from the email we send, or once you resend the enrollment email from
        its page, which makes it active.
      </p>
      <WithCompany>{(companyId) => <AddVendor companyId={companyId} />}</WithCompany>
    </>
  );
}

/** The form starts from the company program's card defaults; without them (not answered) it starts empty and says so. */
function AddVendor({ companyId }: { companyId: string }) {
  const saved = useAfterSave(companyId);
  const program = useQuery(companyVirtualCardQuery(companyId));
  if (program.isPending) return <LoadingState label="Loading your company’s card defaults…" />;
  return (
    <>
      {program.isError ? (
        <Alert tone="info">
          <p>
            Your company’s virtual card defaults couldn’t be loaded just now, so the card defaults start empty. You can still add the
            vendor.
          </p>
        </Alert>
      ) : null}
      <VendorForm
        initial={newVendorForm(program.data ?? null)}
        submitLabel="Add vendor"
        cancelHref={pathOf('pa', 'virtualCards')}
        save={(body) => saveVendor(companyId, null, body)}
        onSaved={(v) => saved(v, `${v.shortName} was added as a pending vendor.`)}
      />
    </>
  );
}

/** /pa/virtual-cards/vendors/{vendorId}/edit: every field, prefilled with what is saved; a deleted vendor is final. */
export function EditVendorPage({ params }: PageProps) {
  const vendorId = params.vendorId ?? '';
  return (
    <>
      <h1>Edit Vendor</h1>
      <WithCompany>
        {(companyId) =>
          /^\d{1,12}$/.test(vendorId) ? (
            <EditVendor companyId={companyId} vendorId={vendorId} />
          ) : (
            <Alert tone="error">
              <p>We couldn’t find this vendor: the link is not a vendor’s.</p>
            </Alert>
          )
        }
      </WithCompany>
    </>
  );
}

function EditVendor({ companyId, vendorId }: { companyId: string; vendorId: string }) {
  const vendor = useQuery(vendorQuery(companyId, vendorId));
  const saved = useAfterSave(companyId);
  return (
    <>
      <AppLink className="vc-back" href={pathOf('pa', 'vendor', { vendorId })}>
        ← Back to the vendor
      </AppLink>
      <DataState state={vendor} what="this vendor" retry={() => void vendor.refetch()}>
        {(v) =>
          v.status === 'DELETED' ? (
            <Alert tone="info">
              <p>{v.shortName} was deleted, and a deleted vendor can’t be changed.</p>
            </Alert>
          ) : (
            <VendorForm
              key={v.vendorId}
              initial={vendorToForm(v)}
              submitLabel="Save changes"
              cancelHref={vendorPath(v)}
              save={(body) => saveVendor(companyId, v.vendorId, body)}
              onSaved={(nv) => saved(nv, `Your changes to ${nv.shortName} were saved.`)}
            />
          )
        }
      </DataState>
    </>
  );
}
