/**
 * The booker feature (issue 14): a corporate booker's commission statement (SPEC 2 commission, SPEC 3 booker
 * statement row) with period presets, totals, sorting and a CSV download.
 */
export { Statement } from './components/statement';
export { WeeklyChart } from './components/weekly-chart';
export { statementCsv } from './state/statement';
