import { type LoaderFunctionArgs, useLocation, useParams } from 'react-router-dom';
import { cleanParam } from '../app/paths';
import { type TrackingKey, TrackingPage as Tracking, trackingAnswers } from '../features/tracking';

/** Reads what a tracking address names: `/tracking/share/{token}`, `/tracking/{booking id}` or `/tracking/{code}`. */
export function trackingKeyOf(pathname: string, param: string): TrackingKey | null {
  if (!param) return null;
  if (/^\/tracking\/share\//.test(pathname)) return { kind: 'share', token: param };
  if (/^\d{1,10}$/.test(param)) return { kind: 'id', id: Number(param) };
  return { kind: 'code', code: param };
}

/** The tracking page's data: the leg as it is now (none for an address that names no leg). */
export function loader({ params, request }: LoaderFunctionArgs) {
  const key = trackingKeyOf(new URL(request.url).pathname, cleanParam(params.id));
  return key ? trackingAnswers(key) : null;
}

/** Live tracking `/tracking/{id}` (owner), `/tracking/{tracking code}` (guest) and `/tracking/share/{token}`. */
export default function TrackingPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  return <Tracking trackingKey={trackingKeyOf(pathname, cleanParam(id))} />;
}
