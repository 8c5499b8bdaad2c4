import * as v from 'valibot';

/** A booking's access needs: a wheelchair space, meet-and-help assistance, an assistance dog, child seats by type. */
export const AccessNeeds = v.object({
  Wheelchair: v.boolean(),
  Assistance: v.boolean(),
  AssistanceDog: v.boolean(),
  InfantSeats: v.number(),
  ChildSeats: v.number(),
  BoosterSeats: v.number(),
});
/** A booking's access needs. */
export type AccessNeeds = v.InferOutput<typeof AccessNeeds>;

/** No access needs. */
export const NO_ACCESS_NEEDS: AccessNeeds = {
  Wheelchair: false,
  Assistance: false,
  AssistanceDog: false,
  InfantSeats: 0,
  ChildSeats: 0,
  BoosterSeats: 0,
};
