import { useId } from '../../../lib/react-deps.js';
import { keepPreviousData, useQuery } from '../../../lib/data-deps.js';
import type { Vendor, VendorSortField } from '../../../../shared/contract/virtualCards.js';
import { pathOf } from '../../../../shared/routes/routeTable.js';
import { useQueryParams } from '../../../lib/useQueryParams.js';
import { AppLink } from '../../../ui/AppLink.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import { dateColumn, type TableColumn } from '../../../ui/table/columns.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { vendorsQuery } from '../api/vendors.js';
import { VENDORS_TABLE_PREFIX } from '../../../../shared/session/callUrls.js';
import { VENDOR_STATUS_LABEL, readStatusFilter, statusesOf } from '../vendorStatus.js';
import { StatusBadge } from './StatusBadge.js';

/** Column id → the platform's sort field (the directory is paged, searched and sorted on the platform). */
const SORT_FIELD: Record<string, VendorSortField> = { name: 'shortName', legalName: 'legalName', status: 'status', added: 'createdDate' };
const PREFIX = VENDORS_TABLE_PREFIX;
const STATUS_PARAM = `${PREFIX}.status`;

const columns: TableColumn<Vendor>[] = [
  {
    id: 'name',
    header: 'Vendor',
    text: (v) => v.shortName,
    cell: (v) => <AppLink href={pathOf('pa', 'vendor', { vendorId: String(v.vendorId) })}>{v.shortName}</AppLink>,
  },
  { id: 'legalName', header: 'Legal name', text: (v) => v.legalName },
  { id: 'contact', header: 'Contact', sortable: false, text: (v) => `${v.contactFirstname} ${v.contactLastname}, ${v.contactEmail}` },
  { id: 'status', header: 'Status', text: (v) => VENDOR_STATUS_LABEL[v.status], cell: (v) => <StatusBadge status={v.status} /> },
  dateColumn('added', 'Added', (v) => v.createdDate),
];

/**
 * The vendor directory: search by name, the status filter (every status but DELETED unless chosen), sort
 * and paging, all on the platform and all in the URL; each vendor opens its page.
 */
export function VendorsTable({ companyId }: { companyId: string }) {
  const [params, update] = useQueryParams();
  const filterId = useId();
  const status = readStatusFilter(params.get(STATUS_PARAM));
  const table = useTableState({ prefix: PREFIX, sortable: Object.keys(SORT_FIELD), defaultSort: { id: 'name', desc: false } });
  const sort = table.sort ?? { id: 'name', desc: false };
  const vendors = useQuery({
    ...vendorsQuery(companyId, {
      statuses: statusesOf(status),
      q: table.q,
      sort: { field: SORT_FIELD[sort.id] ?? 'shortName', desc: sort.desc },
      page: table.page,
      size: table.size,
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      caption="Vendors"
      captionHidden
      columns={columns}
      rows={vendors.data?.content ?? []}
      server={{ total: vendors.data?.totalElements ?? 0 }}
      rowKey={(v) => String(v.vendorId)}
      table={table}
      what="vendors"
      search={{ label: 'Search vendors', hint: 'Search by vendor name, legal name or contact email.' }}
      loaded={vendors}
      retry={() => void vendors.refetch()}
      emptyText="No vendors yet. Add a vendor to pay it with virtual cards."
      filtersActive={status !== null}
      onClearFilters={() => update({ [STATUS_PARAM]: null, [`${PREFIX}.page`]: null })}
      toolbar={
        <div className="field">
          <label htmlFor={filterId}>Status</label>
          <select
            id={filterId}
            value={status ?? ''}
            onChange={(e) => update({ [STATUS_PARAM]: e.target.value || null, [`${PREFIX}.page`]: null })}
          >
            <option value="">All but deleted</option>
            <option value="ACTIVE">Active</option>
            <option value="PENDING">Pending</option>
            <option value="INACTIVE">Inactive</option>
            <option value="DELETED">Deleted</option>
            <option value="ALL">All, deleted too</option>
          </select>
        </div>
      }
    />
  );
}
