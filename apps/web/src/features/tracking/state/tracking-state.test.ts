import { describe, expect, it } from 'vitest';
import {
  applyLiveUpdate,
  applyTrackedVehicle,
  etaText,
  etaWording,
  fromTrackedVehicle,
  liveStatusText,
  stepOf,
  stepTimes,
} from './tracking-state';
import { trackedVehicle } from '../../../test/fixtures';

const vehicle = trackedVehicle();

describe('tracking state', () => {
  it('moves the driver on locationUpdate and the timeline on statusUpdate', () => {
    const start = fromTrackedVehicle(vehicle);
    const moved = applyLiveUpdate(start, {
      kind: 'locationUpdate',
      data: { JobPartId: 7, CurrentLat: 51.51, CurrentLng: -0.02, Eta: 3 },
    });
    expect(moved.position).toEqual({ latitude: 51.51, longitude: -0.02 });
    expect(moved.status).toBe('Started');
    const arrived = applyLiveUpdate(moved, {
      kind: 'statusUpdate',
      data: { JobPartId: 7, Status: 'Arrived', CurrentLat: 51.54, CurrentLng: -0.01, Eta: 0 },
    });
    expect(stepOf(arrived.status)).toBe('Arrived');
    // The moment the update came is not when the driver arrived: that time is read from the server's record.
    expect(arrived.reachedAt.Arrived).toBeUndefined();
    expect(liveStatusText(arrived)).toBe('Driver at the pickup.');
  });

  it.each([
    [8, '8 min'],
    [0, '1 min'],
    [0.4, '1 min'],
    [59.4, '59 min'],
    [59.6, '1 h'],
    [60, '1 h'],
    [116, '1 h 56 min'],
    [476, '7 h 56 min'],
    [Number.NaN, '1 min'],
  ])('words an ETA of %s minutes as "%s"', (minutes, words) => {
    expect(etaWording(minutes)).toBe(words);
  });

  it('gives one ETA line to the next stop, and a live status without it (announced once per step)', () => {
    expect(etaText({ status: 'Started', eta: 4 })).toBe('Arriving at the pickup in 4 min');
    expect(etaText({ status: 'POB', eta: 116 })).toBe('Arriving at the drop-off in 1 h 56 min');
    expect(etaText({ status: 'Arrived', eta: 0 })).toBe('Your driver is at the pickup');
    expect(etaText({ status: 'Finished', eta: 0 })).toBe('');
    const driver = fromTrackedVehicle(vehicle).driver;
    expect(liveStatusText({ status: 'Started', driver })).toBe('Driver on the way.');
    expect(liveStatusText({ status: 'Started', driver })).toBe(liveStatusText({ status: 'Started', driver }));
    expect(liveStatusText({ status: 'Upcoming', driver: null })).toBe('Waiting for a driver to be assigned.');
    expect(liveStatusText({ status: 'Cancelled', driver: null })).toBe('This booking has been cancelled.');
  });

  it('takes a fresh read of the trip: a newly assigned driver, a new step and when it happened', () => {
    const booked = vehicle.StatusTimes.slice(0, 1);
    const waiting = fromTrackedVehicle(
      { ...vehicle, Status: 'Upcoming', Driver: null, Eta: 0, StatusTimes: booked },
      new Date('2026-01-01T14:00:00Z'),
    );
    expect(waiting.driver).toBeNull();
    expect(waiting.reachedAt).toEqual({ Booked: '09:00' });
    const assigned = applyTrackedVehicle(
      waiting,
      { ...vehicle, Status: 'Driver assigned', StatusTimes: vehicle.StatusTimes.slice(0, 2) },
      new Date('2026-01-01T14:30:00Z'),
    );
    expect(assigned.driver?.name).toBe('Amara Okafor');
    expect(assigned.position).toEqual({ latitude: 51.5, longitude: -0.01 });
    // When the driver was assigned (14:20), not when the page read it (14:30).
    expect(assigned.reachedAt).toEqual({ Booked: '09:00', 'Driver assigned': '14:20' });
    const again = applyTrackedVehicle(
      assigned,
      { ...vehicle, Status: 'Driver assigned', Eta: 3, StatusTimes: vehicle.StatusTimes.slice(0, 2) },
      new Date('2026-01-01T14:31:00Z'),
    );
    expect(again.reachedAt).toEqual({ Booked: '09:00', 'Driver assigned': '14:20' });
    expect(again.eta).toBe(3);
  });

  it('reads each step as recorded: hh:mm today, dd/mm/yyyy hh:mm before, the first time a step was reached', () => {
    const times = stepTimes(
      {
        BookedAt: '2025-12-30T18:45:00.000Z',
        StatusTimes: [
          { Status: 'Upcoming', Time: '2025-12-30T18:45:00.000Z' },
          { Status: 'Driver assigned', Time: '2026-01-01T14:20:00.000Z' },
          { Status: 'Started', Time: '2026-01-01T14:21:30.000Z' },
          { Status: 'Arrived', Time: '2026-01-01T14:35:00.000Z' },
          { Status: 'POB', Time: '2026-01-01T14:37:00.000Z' },
          { Status: 'Arrived', Time: '2026-01-01T14:50:00.000Z' },
          { Status: 'Finished', Time: '2026-01-01T15:02:00.000Z' },
        ],
      },
      new Date('2026-01-01T16:00:00Z'),
    );
    expect(times).toEqual({
      Booked: '30/12/2025 18:45',
      'Driver assigned': '14:20',
      Started: '14:21',
      Arrived: '14:35',
      POB: '14:37',
      Finished: '15:02',
    });
  });
});
