export {
  Skeleton,
  SkeletonCard,
  type SkeletonCardProps,
  SkeletonMap,
  type SkeletonProps,
  SkeletonTableRows,
  type SkeletonTableRowsProps,
  SkeletonText,
  type SkeletonTextProps,
} from './Skeleton';
