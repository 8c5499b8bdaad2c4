import { Skeleton, SkeletonCard, SkeletonTableRows, SkeletonText } from '@cabkit/ui/Skeleton';

/**
 * The shapes of a page's content while a move loads it: table rows for a list page, cards and lines for the
 * others. Silent: the frame's status says which page is loading. Its own chunk, loaded by the first move.
 */
export default function MoveSkeleton({ list }: { list: boolean }) {
  return (
    <Skeleton announce={false}>
      {list ? (
        <SkeletonTableRows />
      ) : (
        <>
          <SkeletonCard />
          <SkeletonText />
        </>
      )}
    </Skeleton>
  );
}
