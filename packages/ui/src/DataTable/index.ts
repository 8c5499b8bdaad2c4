export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
export { nextSort, type SortDirection, type SortValue, sortRows, type TableSort } from './sort';
