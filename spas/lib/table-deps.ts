/** The adapter for TanStack Table (headless table state: sorting and paging), used only by the table kit. */
export { useReactTable, getCoreRowModel, getSortedRowModel, getPaginationRowModel } from '@tanstack/react-table';
export type { ColumnDef, SortingState } from '@tanstack/react-table';
