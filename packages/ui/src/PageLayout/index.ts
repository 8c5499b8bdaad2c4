export { PageLayout, type PageLayoutProps, PageSection, type PageSectionProps, type PageWidth } from './PageLayout';
