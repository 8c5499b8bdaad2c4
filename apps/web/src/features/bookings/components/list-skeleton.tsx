import { Skeleton, SkeletonCard } from '@cabkit/ui/Skeleton';
import { t } from '@lingui/core/macro';

/** The shape of a list of booking cards while it loads (two cards of four lines). */
export function ListSkeleton() {
  return (
    <Skeleton label={t`Loading your bookings`}>
      <SkeletonCard lines={4} />
      <SkeletonCard lines={4} />
    </Skeleton>
  );
}
