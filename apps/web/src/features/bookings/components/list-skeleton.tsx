import { Skeleton, SkeletonCard } from '@cabkit/ui/Skeleton';

/** The shape of a list of booking cards while it loads (two cards of four lines). */
export function ListSkeleton() {
  return (
    <Skeleton label="Loading your bookings">
      <SkeletonCard lines={4} />
      <SkeletonCard lines={4} />
    </Skeleton>
  );
}
