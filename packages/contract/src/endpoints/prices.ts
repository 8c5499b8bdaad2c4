// Price tiers, apart from the core schemas that pages load up front.
import * as v from 'valibot';

/** One price tier of a category (`GET /api/prices`): the client shows the first three, the second is the default. */
export const PriceItem = v.object({
  Id: v.number(),
  Name: v.string(),
  Description: v.string(),
  /** Multiplier applied to the quoted fare when this tier is booked. */
  Factor: v.number(),
  IsDefault: v.boolean(),
});

/** A price category (one per vehicle type) with its four tiers. */
export const PriceCategory = v.object({
  Id: v.number(),
  Name: v.string(),
  Items: v.array(PriceItem),
});
