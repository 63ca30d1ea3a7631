import { useId, useState } from '../../../lib/react-deps.js';
import { useQueryClient } from '../../../lib/data-deps.js';
import type { Vendor } from '../../../../shared/contract/virtualCards.js';
import { withQuery } from '../../../../shared/permissions/links.js';
import { pathOf } from '../../../../shared/routes/routeTable.js';
import { AppLink } from '../../../ui/AppLink.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { vcKeys } from '../api/base.js';
import { deleteVendor } from '../api/deleteVendor.js';
import { resendEnrollment } from '../api/resendEnrollment.js';
import { setVendorStatus, type SettableStatus } from '../api/setVendorStatus.js';
import { refusalText } from '../refusal.js';
import { STATUS_CHANGE_TEXT, VENDOR_STATUS_LABEL } from '../vendorStatus.js';

type Pending = { kind: 'resend' } | { kind: 'status'; to: SettableStatus } | { kind: 'delete' };
const SETTABLE: SettableStatus[] = ['ACTIVE', 'PENDING', 'INACTIVE'];

/**
 * What an admin who may change virtual cards can do with a vendor: edit it, pay it (ACTIVE only), resend
 * its enrollment email (which makes it ACTIVE, docs/requirements.md#spec-4-states), change its status, delete it. Each says what it will do and
 * is confirmed; the platform's refusal is shown in its words. A deleted vendor is final: nothing is offered.
 */
export function VendorActions({ vendor, companyId, onDone }: { vendor: Vendor; companyId: string; onDone: (message: string) => void }) {
  const queryClient = useQueryClient();
  const statusId = useId();
  const others = SETTABLE.filter((s) => s !== vendor.status);
  const [choice, setChoice] = useState<SettableStatus>(others[0]!);
  const [pending, setPending] = useState<Pending | null>(null);
  const chosen = others.includes(choice) ? choice : others[0]!;
  if (vendor.status === 'DELETED') return null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: vcKeys.company(companyId) });
  const run = async () => {
    if (!pending) return;
    if (pending.kind === 'resend') {
      const sent = await resendEnrollment(companyId, vendor.vendorId);
      onDone(`Enrollment email sent to ${sent.sentTo}. ${vendor.shortName} is now ${VENDOR_STATUS_LABEL[sent.status]}.`);
    } else if (pending.kind === 'status') {
      const v = await setVendorStatus(companyId, vendor.vendorId, pending.to);
      onDone(`${v.shortName} is now ${VENDOR_STATUS_LABEL[v.status]}.`);
    } else {
      await deleteVendor(companyId, vendor.vendorId);
      onDone(`${vendor.shortName} was deleted.`);
    }
    setPending(null);
    await refresh();
  };
  const dialog: Record<Pending['kind'], { title: string; confirm: string; what: string; body: string; danger?: boolean }> = {
    resend: {
      title: 'Resend the enrollment email?',
      confirm: 'Resend email',
      what: 'Resending the enrollment email',
      body: `We’ll email ${vendor.contactEmail} a new link to enroll and see its payments. Resending makes ${vendor.shortName} active, so it can be paid right away.`,
    },
    status: {
      title: `Make ${vendor.shortName} ${pending?.kind === 'status' ? VENDOR_STATUS_LABEL[pending.to].toLowerCase() : ''}?`,
      confirm: 'Change status',
      what: 'The status change',
      body: pending?.kind === 'status' ? STATUS_CHANGE_TEXT[pending.to] : '',
    },
    delete: {
      title: `Delete ${vendor.shortName}?`,
      confirm: 'Delete vendor',
      what: 'Deleting the vendor',
      body: 'Deleting is final: the vendor can’t be paid, changed or made active again, and its enrollment and payment links stop working. Cards already issued keep their own status.',
      danger: true,
    },
  };
  const d = pending ? dialog[pending.kind] : null;

  return (
    <>
      <div className="vc-actions">
        <AppLink className="btn btn-secondary" href={pathOf('pa', 'editVendor', { vendorId: String(vendor.vendorId) })}>
          Edit vendor
        </AppLink>
        {vendor.status === 'ACTIVE' ? (
          <AppLink className="btn btn-primary" href={withQuery(pathOf('pa', 'payVendor'), { vendorId: String(vendor.vendorId) })}>
            Pay this vendor
          </AppLink>
        ) : null}
        <Button variant="secondary" onClick={() => setPending({ kind: 'resend' })}>
          Resend enrollment email
        </Button>
        <Button variant="secondary" className="btn-danger" onClick={() => setPending({ kind: 'delete' })}>
          Delete vendor
        </Button>
      </div>
      <div className="vc-status-change">
        <div className="field">
          <label htmlFor={statusId}>New status</label>
          <select id={statusId} value={chosen} onChange={(e) => setChoice(e.target.value as SettableStatus)}>
            {others.map((s) => (
              <option key={s} value={s}>
                {VENDOR_STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={() => setPending({ kind: 'status', to: chosen })}>
          Change status
        </Button>
      </div>
      <ConfirmDialog
        open={d !== null}
        title={d?.title ?? ''}
        confirmLabel={d?.confirm ?? ''}
        danger={d?.danger}
        onCancel={() => setPending(null)}
        onConfirm={run}
        failureText={(err) => refusalText(err, d?.what ?? 'The change')}
      >
        <p>{d?.body}</p>
      </ConfirmDialog>
    </>
  );
}
