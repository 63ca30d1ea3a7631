/**
 * The page `npm run bench:table` measures: the data table kit (spas/ui/table/DataTable) over 1,000 transaction-like
 * rows in the browser, with the same columns, search, sort, paging and URL state as the Transactions screen.
 */
import { Router, StrictMode, createRoot } from '../../../spas/lib/react-deps.js';
import { DataTable } from '../../../spas/ui/table/DataTable.js';
import { dateColumn, moneyColumn, type TableColumn } from '../../../spas/ui/table/columns.js';
import { useTableState } from '../../../spas/ui/table/useTableState.js';
import '../../../spas/ui/ui.css';

interface Row {
  id: string;
  date: string;
  description: string;
  category: string;
  amount: number;
  status: string;
}

const MERCHANTS = [
  'FRESH MARKET',
  'AMERICAN AIRLINES',
  'HARDWARE HAVEN',
  'BOOK NOOK',
  'CONTINENTAL PETROLEUM',
  'TRATTORIA ROMA',
  'CITY TAXI',
  'PARTS PLUS AUTO',
];
const CATEGORIES = ['Grocery Stores', 'Airlines', 'Hardware Stores', 'Book Stores', 'Petroleum', 'Restaurants', 'Taxicabs', 'Auto Parts'];
let seed = 42;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const ROWS: Row[] = Array.from({ length: Number(new URLSearchParams(location.search).get('rows') ?? 1000) }, (_, i) => {
  const m = Math.floor(rnd() * MERCHANTS.length);
  const day = 1 + Math.floor(rnd() * 28);
  return {
    id: String(i),
    date: `2026-${String(1 + Math.floor(rnd() * 11)).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    description: `${MERCHANTS[m]} #${100 + Math.floor(rnd() * 900)} CHICAGO IL`,
    category: CATEGORIES[m]!,
    amount: Math.round((rnd() * 1800 - 200) * 100) / 100,
    status: rnd() < 0.1 ? 'Pending' : 'Posted',
  };
});
const COLUMNS: TableColumn<Row>[] = [
  dateColumn('date', 'Date', (r) => r.date),
  { id: 'description', header: 'Description', text: (r) => r.description },
  { id: 'category', header: 'Category', text: (r) => r.category },
  moneyColumn('amount', 'Amount', (r) => r.amount),
  { id: 'status', header: 'Status', text: (r) => r.status },
];

function Bench() {
  const table = useTableState({ sortable: COLUMNS.map((c) => c.id), defaultSort: { id: 'date', desc: true } });
  return (
    <main className="main">
      <DataTable
        caption="Benchmark rows"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        table={table}
        what="rows"
        search={{ label: 'Search rows' }}
        emptyText="No rows."
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Router>
      <Bench />
    </Router>
  </StrictMode>,
);
