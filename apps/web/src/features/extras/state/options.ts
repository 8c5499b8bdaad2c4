import { PETS_AND_CHILDREN_MAX } from '@cabkit/domain/model';
import { vehicleFits } from '@cabkit/domain/quote';
import type { AccessNeeds } from '@cabkit/domain/terms';
import type { AccessChoices, BookingOptions } from '../../../state/booking';
import type { ConfigState } from '../../../state/config';
import type { VehicleType } from '../../../api/get-vehicle-types';

/** One option stepper: which option, its label and its limits. */
export interface OptionLimit {
  key: keyof BookingOptions;
  label: string;
  min: number;
  max: number;
}

const largest = (values: number[], floor: number) => Math.max(floor, ...values);

/**
 * The option steppers and their limits (docs/behaviour/journey.md#options): passengers from the tenant's minimum (1) and luggage from
 * its minimum (0), each up to the largest vehicle's capacity; hand bags likewise; pets and child seats 0 to 2,
 * offered only when the configuration shows them.
 */
export function optionLimits(
  types: readonly Pick<VehicleType, 'Passengers' | 'MaxLuggage' | 'HandBags'>[],
  config: Pick<ConfigState, 'minPassengers' | 'minLuggages' | 'showPets' | 'showChildSeats'> & {
    accessNeedsOffered?: readonly string[];
  },
): OptionLimit[] {
  const minPassengers = Math.max(1, config.minPassengers);
  const minLuggages = Math.max(0, config.minLuggages);
  const limits: OptionLimit[] = [
    {
      key: 'passengers',
      label: 'Passengers',
      min: minPassengers,
      max: largest(
        types.map((t) => t.Passengers),
        minPassengers,
      ),
    },
    {
      key: 'luggages',
      label: 'Luggage',
      min: minLuggages,
      max: largest(
        types.map((t) => t.MaxLuggage),
        minLuggages,
      ),
    },
    {
      key: 'handBags',
      label: 'Hand bags',
      min: 0,
      max: largest(
        types.map((t) => t.HandBags),
        0,
      ),
    },
  ];
  if (config.showPets) {
    limits.push({ key: 'smallPets', label: 'Small pets', min: 0, max: PETS_AND_CHILDREN_MAX });
    limits.push({ key: 'otherPets', label: 'Other pets', min: 0, max: PETS_AND_CHILDREN_MAX });
  }
  // A tenant that offers access needs asks for child seats by type with them (access-needs.tsx).
  if (config.showChildSeats && !config.accessNeedsOffered?.length) {
    limits.push({ key: 'smallChilds', label: 'Child seats', min: 0, max: PETS_AND_CHILDREN_MAX });
    limits.push({ key: 'largeChilds', label: 'Booster seats', min: 0, max: PETS_AND_CHILDREN_MAX });
  }
  return limits;
}

/**
 * The vehicle to book for these options: the chosen one when it fits, else the first that fits (the tenant's
 * order), else undefined (no vehicle found with the selected capacity).
 */
export function fittingVehicleId(
  types: readonly Pick<VehicleType, 'Id' | 'Passengers' | 'MaxLuggage' | 'HandBags'>[],
  options: Pick<BookingOptions, 'passengers' | 'luggages' | 'handBags'>,
  chosenId: number,
): number | undefined {
  const chosen = types.find((type) => type.Id === chosenId);
  if (chosen && vehicleFits(chosen, options)) return chosen.Id;
  return types.find((type) => vehicleFits(type, options))?.Id;
}

/** The booking's access needs in the domain's shape: its choices, and its child and booster seats by type. */
export function needsOf(
  access: Readonly<AccessChoices>,
  options: Pick<BookingOptions, 'smallChilds' | 'largeChilds'>,
): AccessNeeds {
  return {
    Wheelchair: access.wheelchair,
    Assistance: access.assistance,
    AssistanceDog: access.assistanceDog,
    InfantSeats: access.infantSeats,
    ChildSeats: options.smallChilds,
    BoosterSeats: options.largeChilds,
  };
}
