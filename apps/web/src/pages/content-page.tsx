import type { ContentPageName } from '@cabkit/themes';
import { ContentPage as Content } from '../features/content';

/** A content page of the tenant. */
export default function ContentPage({ page }: { page: ContentPageName }) {
  return <Content page={page} />;
}
