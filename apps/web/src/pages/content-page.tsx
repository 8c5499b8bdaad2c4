import type { PageName } from '@cabkit/contract';
import { ContentPage as Content } from '../features/content';

/** A content page of the tenant. */
export default function ContentPage({ page }: { page: PageName }) {
  return <Content page={page} />;
}
