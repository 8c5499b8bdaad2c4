export { gutter as pageGutter } from './PageLayout.css';
export { PageLayout, type PageLayoutProps, PageSection, type PageSectionProps, type PageWidth } from './PageLayout';
