import { describe, expect, it } from 'vitest';
import type { TrackedVehicle } from '../api/tracking-api';
import {
  applyLiveUpdate,
  applyTrackedVehicle,
  etaText,
  fromTrackedVehicle,
  liveStatusText,
  stepOf,
} from './tracking-state';

const vehicle: TrackedVehicle = {
  Code: 1,
  Message: '',
  JobPartId: 7,
  Bref: 'CK1234',
  Status: 'Started',
  Driver: {
    Id: 1,
    FirstName: 'Amara',
    LastName: 'Okafor',
    Name: 'Amara Okafor',
    Photo: '/api/driverphoto?jobpartid=7',
    VehicleMake: 'Mercedes-Benz',
    VehicleModel: 'E-Class',
    RegNo: 'LK21 ABX',
    Colour: 'Black',
    Licence: '',
    Mobile: '',
  },
  CurrentLat: 51.5,
  CurrentLng: -0.01,
  Eta: 4,
  PickUp: 'Stratford',
  PickUpLatitude: 51.54,
  PickUpLongitude: -0.01,
  DropOff: 'Bank',
  DropOffLatitude: 51.51,
  DropOffLongitude: -0.09,
  RoutePath: [],
};

describe('tracking state', () => {
  it('moves the driver on locationUpdate and the timeline on statusUpdate', () => {
    const start = fromTrackedVehicle(vehicle);
    const moved = applyLiveUpdate(
      start,
      { kind: 'locationUpdate', data: { JobPartId: 7, CurrentLat: 51.51, CurrentLng: -0.02, Eta: 3 } },
      new Date(),
    );
    expect(moved.position).toEqual({ latitude: 51.51, longitude: -0.02 });
    expect(moved.status).toBe('Started');
    const arrived = applyLiveUpdate(
      moved,
      { kind: 'statusUpdate', data: { JobPartId: 7, Status: 'Arrived', CurrentLat: 51.54, CurrentLng: -0.01, Eta: 0 } },
      new Date('2026-01-01T14:32:00Z'),
    );
    expect(stepOf(arrived.status)).toBe('Arrived');
    expect(arrived.reachedAt.Arrived).toBe('14:32');
    expect(liveStatusText(arrived)).toBe('Driver at the pickup. Your driver is at the pickup.');
  });

  it('says the ETA to the next stop in words', () => {
    expect(etaText({ status: 'Started', eta: 4 })).toBe('Arriving at the pickup in about 4 minutes');
    expect(etaText({ status: 'POB', eta: 0.4 })).toBe('Arriving at the drop-off in about 1 minute');
    expect(etaText({ status: 'Finished', eta: 0 })).toBe('');
    expect(liveStatusText({ status: 'Upcoming', eta: 0, driver: null })).toBe('Waiting for a driver to be assigned.');
    expect(liveStatusText({ status: 'Cancelled', eta: 0, driver: null })).toBe('This booking has been cancelled.');
  });

  it('takes a fresh read of the trip: a newly assigned driver, a new step and when it was seen', () => {
    const waiting = fromTrackedVehicle({ ...vehicle, Status: 'Upcoming', Driver: null, Eta: 0 });
    expect(waiting.driver).toBeNull();
    const assigned = applyTrackedVehicle(
      waiting,
      { ...vehicle, Status: 'Driver assigned' },
      new Date('2026-01-01T14:30:00Z'),
    );
    expect(assigned.driver?.name).toBe('Amara Okafor');
    expect(assigned.position).toEqual({ latitude: 51.5, longitude: -0.01 });
    expect(assigned.reachedAt).toEqual({ 'Driver assigned': '14:30' });
    const again = applyTrackedVehicle(
      assigned,
      { ...vehicle, Status: 'Driver assigned', Eta: 3 },
      new Date('2026-01-01T14:31:00Z'),
    );
    expect(again.reachedAt).toEqual({ 'Driver assigned': '14:30' });
    expect(again.eta).toBe(3);
  });
});
