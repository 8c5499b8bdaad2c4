export { WeeklyChart, type WeeklyChartDay, type WeeklyChartProps } from './WeeklyChart';
