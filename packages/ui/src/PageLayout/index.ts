export { PageLayout, type PageLayoutProps, type PageWidth } from './PageLayout';
export { PageSection, type PageSectionProps } from './PageSection';
