export { PageLayout, type PageLayoutProps, PageSection, type PageSectionProps } from './PageLayout';
