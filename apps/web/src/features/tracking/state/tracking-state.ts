import { statusKind } from '@cabkit/domain/status';
import { formatMomentSince } from '@cabkit/domain/time';
import { msg, t } from '@lingui/core/macro';
import { i18n } from '../../../i18n/language';
import type { TrackedVehicle } from '../api/tracking-api';
import type { LiveUpdate } from '../api/live-connection';

/** The steps of a trip as the live feed names them, with what passengers read (`i18n._` words it). */
export const TRIP_STEPS = [
  { id: 'Booked', label: msg`Booked` },
  { id: 'Driver assigned', label: msg`Driver assigned` },
  { id: 'Started', label: msg`Driver on the way` },
  { id: 'Arrived', label: msg`Driver at the pickup` },
  { id: 'POB', label: msg`On board` },
  { id: 'Finished', label: msg`Trip finished` },
] as const;

/** The id of a trip step. */
type TripStepId = (typeof TRIP_STEPS)[number]['id'];

/** The driver as the page shows them. */
interface DriverView {
  name: string;
  photoUrl: string;
  vehicleMake: string;
  vehicleModel: string;
  colour: string;
  regNo: string;
}

/** What the tracking page knows about the leg. */
export interface TrackingView {
  jobPartId: number;
  reference: string;
  status: string;
  driver: DriverView | null;
  position: { latitude: number; longitude: number } | null;
  /** Minutes to the next stop (the pickup, then the drop-off). */
  eta: number;
  /** When each step happened (as the server recorded it, shown as `stepTimes` formats it), by step id. */
  reachedAt: Record<string, string>;
}

/** The trip step each status kind stands for (docs/behaviour/bookings.md#status-rules, the domain's `statusKind`). */
const STEP_OF_KIND: Partial<Record<ReturnType<typeof statusKind>, TripStepId>> = {
  assigned: 'Driver assigned',
  started: 'Started',
  arrived: 'Arrived',
  pob: 'POB',
  finished: 'Finished',
};

/** The step id a status text stands for, or null (upcoming, cancelled or unknown). */
export function stepOf(status: string): TripStepId | null {
  return STEP_OF_KIND[statusKind(status)] ?? null;
}

/**
 * When each step of the trip happened, by step id, from the times the server recorded (booked, then each status
 * the first time it was reached): hh:mm for today, else dd/mm/yyyy hh:mm. A step without a record has none.
 */
export function stepTimes(
  vehicle: Pick<TrackedVehicle, 'BookedAt' | 'StatusTimes'>,
  now: Date,
): Record<string, string> {
  const times: Record<string, string> = {};
  const record = (step: TripStepId | null, iso: string) => {
    const at = new Date(iso);
    if (step && !times[step] && !Number.isNaN(at.getTime())) times[step] = formatMomentSince(at, now);
  };
  record('Booked', vehicle.BookedAt);
  for (const entry of vehicle.StatusTimes) record(stepOf(entry.Status), entry.Time);
  return times;
}

/** The page's state from trackvehicle (`now`: today, for how the step times read). */
export function fromTrackedVehicle(vehicle: TrackedVehicle, now: Date = new Date()): TrackingView {
  const d = vehicle.Driver;
  return {
    jobPartId: vehicle.JobPartId,
    reference: vehicle.Bref,
    status: vehicle.Status,
    driver: d
      ? {
          name: d.Name,
          photoUrl: d.Photo,
          vehicleMake: d.VehicleMake,
          vehicleModel: d.VehicleModel,
          colour: d.Colour,
          regNo: d.RegNo,
        }
      : null,
    position: d ? { latitude: vehicle.CurrentLat, longitude: vehicle.CurrentLng } : null,
    eta: vehicle.Eta,
    reachedAt: stepTimes(vehicle, now),
  };
}

/**
 * The page's state after reading trackvehicle again (the status refresh while the live feed is not connected, or
 * after a live status change): the fresh status, driver, position and ETA, and the steps' recorded times.
 */
export function applyTrackedVehicle(view: TrackingView, vehicle: TrackedVehicle, now: Date): TrackingView {
  const fresh = fromTrackedVehicle(vehicle, now);
  return {
    ...fresh,
    driver: fresh.driver ?? view.driver,
    position: fresh.position ?? view.position,
    reachedAt: { ...view.reachedAt, ...fresh.reachedAt },
  };
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Applies one live update (statusUpdate moves the timeline; locationUpdate moves the driver). A new step's time
 * is not the moment the update came: the page reads the recorded one (`stepTimes`).
 */
export function applyLiveUpdate(view: TrackingView, update: LiveUpdate): TrackingView {
  const lat = num(update.data.CurrentLat);
  const lng = num(update.data.CurrentLng);
  const eta = num(update.data.Eta);
  const next: TrackingView = {
    ...view,
    position: lat !== null && lng !== null ? { latitude: lat, longitude: lng } : view.position,
    eta: eta ?? view.eta,
  };
  if (update.kind === 'statusUpdate' && typeof update.data.Status === 'string') {
    next.status = update.data.Status;
    if (typeof update.data.DriverName === 'string' && !view.driver) {
      const vehicle = typeof update.data.Vehicle === 'string' ? update.data.Vehicle : '';
      next.driver = {
        name: update.data.DriverName,
        photoUrl: '',
        vehicleMake: vehicle,
        vehicleModel: '',
        colour: '',
        regNo: typeof update.data.RegNo === 'string' ? update.data.RegNo : '',
      };
    }
  }
  return next;
}

/**
 * Minutes to come in hours and minutes, as passengers read an ETA: "8 min", "1 h", "1 h 56 min" (rounded to
 * the minute, at least 1 min: an ETA of 0 from the feed still means the car is on its way).
 */
export function etaWording(minutes: number): string {
  const total = Math.max(1, Math.round(Number.isFinite(minutes) ? minutes : 0));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return t`${rest} min`;
  return rest === 0 ? t`${hours} h` : t`${hours} h ${rest} min`;
}

/** The one ETA line of the trip (the driver card's), or '' when there is none to give. */
export function etaText(view: Pick<TrackingView, 'status' | 'eta'>): string {
  const step = stepOf(view.status);
  const wait = etaWording(view.eta);
  if (step === 'Driver assigned' || step === 'Started') return t`Arriving at the pickup in ${wait}`;
  if (step === 'Arrived') return t`Your driver is at the pickup`;
  if (step === 'POB') return t`Arriving at the drop-off in ${wait}`;
  return '';
}

/**
 * The text-only live status for screen readers: the trip's step in one sentence. It leaves the ETA out (the
 * driver card shows it), so it changes, and is announced, once per change of step, not on every ETA tick.
 */
export function liveStatusText(view: Pick<TrackingView, 'status' | 'driver'>): string {
  if (statusKind(view.status) === 'cancelled') return t`This booking has been cancelled.`;
  const step = stepOf(view.status);
  if (!step) return t`Waiting for a driver to be assigned.`;
  const found = TRIP_STEPS.find((s) => s.id === step);
  const label = found ? i18n._(found.label) : view.status;
  const driver = view.driver?.name ?? '';
  return driver && step === 'Driver assigned' ? t`${label}. ${driver} is your driver.` : t`${label}.`;
}
