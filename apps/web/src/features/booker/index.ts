/**
 * The booker feature (docs/behaviour/booker.md#booker-pages): a corporate booker's commission statement with period
 * presets, totals, sorting and a CSV download, and the weekly booking chart (its drawing loaded lazily).
 */
export { Statement } from './components/statement';
export { WeeklyChart } from './components/weekly-chart';
export { statementCsv } from './state/statement';
