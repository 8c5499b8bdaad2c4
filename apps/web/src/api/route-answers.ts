import { useLoaderData } from 'react-router-dom';
import type { RouteAnswers } from './client';

/**
 * The answers the current page's route loader made (app/routes.tsx): on the first view those the server made and
 * sent with the page, after a move in the browser the ones the same loader made there. Null for a page without.
 */
export function useRouteAnswers(): RouteAnswers | null {
  const data = useLoaderData() as RouteAnswers | null | undefined;
  return data && typeof data === 'object' ? data : null;
}
