import { useQuery } from '../../lib/data-deps.js';
import type { ControlHistoryResponse } from '../../../shared/contract/spendControls.js';
import { formatDateTime } from '../../../shared/format/format.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { useCardInView } from '../../lib/useCardInView.js';
import { AppLink } from '../../ui/AppLink.js';
import { DataState } from '../../ui/DataSection.js';
import { DataTable } from '../../ui/table/DataTable.js';
import { dateColumn, type TableColumn } from '../../ui/table/columns.js';
import { useTableState } from '../../ui/table/useTableState.js';
import { controlHistoryQuery } from './api/alertsApi.js';

type History = ControlHistoryResponse['data'];
type Enrollment = History['enrollments'][number];
type Notification = History['notifications'][number];

const enrollmentColumns: TableColumn<Enrollment>[] = [
  { id: 'name', header: 'Alert or control', text: (e) => e.name },
  { id: 'status', header: 'Status', text: (e) => (e.status === 'enrolled' ? 'Enrolled' : 'Not enrolled') },
  { ...dateColumn<Enrollment>('date', 'Since', (e) => e.date.slice(0, 10)) },
];
const notificationColumns: TableColumn<Notification>[] = [
  { id: 'sent', header: 'Sent', text: (n) => formatDateTime(n.sentDate), sortValue: (n) => n.sentDate },
  { id: 'name', header: 'Alert', text: (n) => n.name },
  { id: 'channel', header: 'By', text: (n) => (n.channel === 'EMAIL' ? 'Email' : 'Text') },
  { id: 'to', header: 'Sent to', text: (n) => n.sentTo },
  { id: 'detail', header: 'What happened', text: (n) => n.detail },
];

/**
 * /dashboard-cardholder/services/alerts-and-controls/enrollment-and-notification-history: what the card is enrolled
 * in and the notifications the alerts sent, each a table from the kit (search, sort, URL state, Download CSV).
 */
export function AlertHistoryPage() {
  const card = useCardInView();
  const entityId = card.dashboard.data?.accountEntitySummary.accountEntityId ?? null;
  const history = useQuery({ ...controlHistoryQuery(entityId ?? 0), enabled: entityId !== null });
  const enrollments = useTableState({ prefix: 'enrolled', sortable: ['name', 'status', 'date'], defaultSort: { id: 'date', desc: true } });
  const notifications = useTableState({ prefix: 'sent', sortable: ['sent', 'name', 'channel'], defaultSort: { id: 'sent', desc: true } });
  return (
    <>
      <h1>Enrollment and Notification History</h1>
      <p>
        <AppLink href={pathOf('cardholder', 'alertsAndControls')}>Back to Alerts and Controls</AppLink>
      </p>
      <DataState state={card.dashboard} what="your card account">
        {() => (
          <>
            <h2>Enrollments</h2>
            <DataTable
              caption="Enrollments"
              columns={enrollmentColumns}
              rows={history.data?.enrollments ?? []}
              rowKey={(e) => String(e.controlId)}
              table={enrollments}
              what="enrollments"
              emptyText="This card is not enrolled in any alert or control."
              loaded={history}
              retry={() => void history.refetch()}
              exportCsv={{ filename: 'alert-enrollments.csv' }}
            />
            <h2>Notifications sent</h2>
            <DataTable
              caption="Notifications sent"
              columns={notificationColumns}
              rows={history.data?.notifications ?? []}
              rowKey={(n) => n.notificationId}
              table={notifications}
              what="notifications"
              search={{ label: 'Search notifications' }}
              emptyText="No alerts have been sent for this card yet."
              loaded={history}
              retry={() => void history.refetch()}
              exportCsv={{ filename: 'alert-notifications.csv' }}
            />
          </>
        )}
      </DataState>
    </>
  );
}
