import { keepPreviousData, useQuery } from '../../../lib/data-deps.js';
import type { ReactNode } from '../../../lib/react-deps.js';
import type { ExpenseReport } from '../../../../shared/contract/expenseReports.js';
import { formatDate } from '../../../../shared/format/format.js';
import { pathOf } from '../../../../shared/routes/routeTable.js';
import { DataTable, type CsvContent, type RowSelection } from '../../../ui/table/DataTable.js';
import { dateColumn, moneyColumn, type TableColumn } from '../../../ui/table/columns.js';
import type { TableController } from '../../../ui/table/useTableState.js';
import { allReports, reportsQuery, type ReportQuery, type ReportScope } from '../api/reports.js';
import { reportSortParam } from '../../../../shared/session/callUrls.js';
import { STATUS_LABEL } from '../reportStatus.js';
import { useGo } from '../useExpenseScope.js';
import { StatusBadge } from './StatusBadge.js';

export const REPORT_SORTABLE = ['name', 'owner', 'created', 'submitted', 'total', 'status'];

/** A list of reports, paged, searched and sorted on the platform; a row opens the report. */
export function ReportsTable(props: {
  scope: ReportScope;
  area: 'cardholder' | 'pa';
  caption: string;
  captionHidden?: boolean;
  table: TableController;
  query: ReportQuery;
  showOwner: boolean;
  emptyText: string;
  filtersActive?: boolean;
  onClearFilters?: () => void;
  toolbar?: ReactNode;
  selection?: (reports: readonly ExpenseReport[]) => RowSelection;
  exportCsv?: { filename: string; content: (reports: readonly ExpenseReport[]) => Promise<CsvContent> };
}) {
  const { scope, table, query } = props;
  const go = useGo();
  const q: ReportQuery = { ...query, query: table.q || undefined, sort: reportSortParam(table.sort), page: table.page, size: table.size };
  const list = useQuery({ ...reportsQuery(scope, q), placeholderData: keepPreviousData });
  const columns: TableColumn<ExpenseReport>[] = [
    { id: 'name', header: 'Report', text: (r) => r.name, csv: (r) => `${r.reportId} ${r.name}` },
    ...(props.showOwner ? [{ id: 'owner', header: 'Cardholder', text: (r: ExpenseReport) => r.ownerName }] : []),
    dateColumn('created', 'Created', (r) => r.createdDate),
    { id: 'submitted', header: 'Submitted', text: (r) => formatDate(r.submittedDate), sortValue: (r) => r.submittedDate ?? undefined },
    { id: 'lines', header: 'Purchases', text: (r) => String(r.lines.length), align: 'end', sortable: false },
    moneyColumn('total', 'Total', (r) => r.total),
    { id: 'status', header: 'Status', text: (r) => STATUS_LABEL[r.status], cell: (r) => <StatusBadge status={r.status} /> },
  ];
  const rows = list.data?.content ?? [];
  return (
    <DataTable
      caption={props.caption}
      captionHidden={props.captionHidden}
      columns={columns}
      rows={rows}
      rowKey={(r) => String(r.reportId)}
      table={table}
      what="reports"
      server={{ total: list.data?.totalElements ?? 0 }}
      search={{ label: 'Search reports', hint: 'By report name or number, or cardholder name.' }}
      loaded={list}
      retry={() => void list.refetch()}
      emptyText={props.emptyText}
      filtersActive={props.filtersActive}
      onClearFilters={props.onClearFilters}
      toolbar={props.toolbar}
      selection={props.selection?.(rows)}
      openRow={{
        label: (r) => `Open report ${r.reportId}, ${r.name}`,
        onOpen: (r) => go(pathOf(props.area, 'expenseReport', { reportId: String(r.reportId) })),
      }}
      exportCsv={
        props.exportCsv
          ? {
              filename: props.exportCsv.filename,
              rows: () => allReports(scope, { ...query, query: table.q || undefined, sort: reportSortParam(table.sort) }),
              content: props.exportCsv.content,
            }
          : undefined
      }
    />
  );
}
