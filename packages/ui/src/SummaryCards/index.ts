export { type SummaryCard, SummaryCards, type SummaryCardsProps } from './SummaryCards';
