import type { AccessNeeds } from './access';

// Apart from the access needs' shape (access.ts), which every booking answer's schema holds: only the ticket, the
// options and the quotation read these.

/** The access needs a booking can ask for (docs/behaviour/bookings.md#access-needs), as a tenant lists the ones it offers. */
const ACCESS_NEED_KINDS = [
  'wheelchair',
  'assistance',
  'assistanceDog',
  'infantSeat',
  'childSeat',
  'boosterSeat',
] as const;
/** One kind of access need. */
type AccessNeedKind = (typeof ACCESS_NEED_KINDS)[number];

/** The needs only a vehicle carrying the equipment meets; assistance and assistance dogs every driver takes. */
const EQUIPPED: readonly AccessNeedKind[] = ['wheelchair', 'infantSeat', 'childSeat', 'boosterSeat'];

/** Each need in words, for the ticket, the driver's job and the refusals. */
const NEED_WORDS: Record<AccessNeedKind, [one: string, many: string]> = {
  wheelchair: ['wheelchair-accessible vehicle', 'wheelchair-accessible vehicle'],
  assistance: ['assistance (meet and help)', 'assistance (meet and help)'],
  assistanceDog: ['assistance dog', 'assistance dog'],
  infantSeat: ['infant seat', 'infant seats'],
  childSeat: ['child seat', 'child seats'],
  boosterSeat: ['booster seat', 'booster seats'],
};

/** How many of each need a booking asks for (a flag counts as one). */
function needCounts(needs: AccessNeeds): [AccessNeedKind, number][] {
  const counts: [AccessNeedKind, number][] = [
    ['wheelchair', needs.Wheelchair ? 1 : 0],
    ['assistance', needs.Assistance ? 1 : 0],
    ['assistanceDog', needs.AssistanceDog ? 1 : 0],
    ['infantSeat', needs.InfantSeats],
    ['childSeat', needs.ChildSeats],
    ['boosterSeat', needs.BoosterSeats],
  ];
  return counts.filter(([, n]) => n > 0);
}

/** The needs in words, one each, e.g. "Wheelchair-accessible vehicle", "2 booster seats" (the ticket and the driver). */
export function accessNeedsText(needs: AccessNeeds): string[] {
  return needCounts(needs).map(([kind, n]) => {
    const [one, many] = NEED_WORDS[kind];
    if (kind === 'infantSeat' || kind === 'childSeat' || kind === 'boosterSeat') return `${n} ${n === 1 ? one : many}`;
    return one.charAt(0).toUpperCase() + one.slice(1);
  });
}

/** True when a vehicle carrying `equipment` meets every need that takes equipment. */
export function vehicleMeetsNeeds(equipment: readonly string[], needs: AccessNeeds): boolean {
  return needCounts(needs).every(([kind]) => !EQUIPPED.includes(kind) || equipment.includes(kind));
}

/** A vehicle type as the access rule sees it: its name, its seats and the equipment it carries. */
export interface EquippedVehicle {
  name: string;
  passengers: number;
  equipment: readonly string[];
}

/**
 * Why a booking's access needs cannot be met, or null: a need the tenant does not offer, more child seats than
 * passengers, a need no vehicle meets, or a chosen vehicle that does not meet them.
 */
export function accessNeedsRefusal(
  needs: AccessNeeds,
  context: {
    offered: readonly string[];
    chosen: EquippedVehicle;
    vehicles: readonly EquippedVehicle[];
    passengers: number;
  },
): string | null {
  const asked = needCounts(needs);
  if ([needs.InfantSeats, needs.ChildSeats, needs.BoosterSeats].some((n) => !Number.isInteger(n) || n < 0)) {
    return 'Child seats must be a whole number, 0 or more.';
  }
  const notOffered = asked.filter(([kind]) => !context.offered.includes(kind));
  if (notOffered.length > 0) {
    return `We do not offer: ${notOffered.map(([kind]) => NEED_WORDS[kind][1]).join(', ')}. Please call us to arrange it.`;
  }
  if (needs.InfantSeats + needs.ChildSeats + needs.BoosterSeats > context.passengers) {
    return 'Child seats cannot be more than the passengers.';
  }
  if (vehicleMeetsNeeds(context.chosen.equipment, needs)) return null;
  const missing = asked
    .filter(([kind]) => EQUIPPED.includes(kind) && !context.chosen.equipment.includes(kind))
    .map(([kind]) => NEED_WORDS[kind][1])
    .join(', ');
  if (!context.vehicles.some((vehicle) => vehicleMeetsNeeds(vehicle.equipment, needs))) {
    const equipped = asked.filter(([kind]) => EQUIPPED.includes(kind)).map(([kind]) => NEED_WORDS[kind][1]);
    return `None of our vehicles has all of: ${equipped.join(', ')}. Please call us to arrange your journey.`;
  }
  return `The ${context.chosen.name} does not have: ${missing}. Choose a vehicle marked as meeting your access needs.`;
}
