import { PageLayout } from '@cabkit/ui/PageLayout';
import { Skeleton, SkeletonCard, SkeletonMap, SkeletonText } from '@cabkit/ui/Skeleton';
import { t } from '@lingui/core/macro';
import { useLanguage } from '../../../i18n/language';

/**
 * The confirmation ticket while its booking loads (straight after paying, or a ticket link opened): the page's
 * heading, then the shapes of the ticket to come (status line, route map, journey and passenger cards), so the
 * page does not jump from a line of text to the ticket.
 */
export function ConfirmationSkeleton() {
  useLanguage();
  return (
    <PageLayout title={t`Your booking`} width="reading">
      <Skeleton label={t`Loading your booking`}>
        <SkeletonText lines={2} />
        <SkeletonMap />
        <SkeletonCard lines={4} />
        <SkeletonCard lines={3} />
      </Skeleton>
    </PageLayout>
  );
}
