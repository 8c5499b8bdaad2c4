// The calls of the booking editor: a quotation for the new choice, what the change costs, the change itself and
// the card token for a dearer change. Loaded with the editor, when "Change booking" is pressed.
import { type BodyOf, changesEndpoints, paymentsEndpoints, type ResponseOf } from '@cabkit/contract';
import { call } from '../../../api/client';
import { getQuotation } from '../../../api/get-quotation';

/**
 * A change as the editor sends it, before its quotation is asked; `rtntype`, the booking's return kind, is the
 * quotation's only (a return journey is priced with both legs); `waitingtime`, a wait-and-return's, goes to both.
 */
export type ChangeChoice = Omit<BodyOf<typeof changesEndpoints.changeBookingQuote>, 'quotationid'> & {
  rtntype: string;
};
/** What a change would do: the two fares, the money, the fields. */
export type ChangeOffer = NonNullable<ResponseOf<typeof changesEndpoints.changeBookingQuote>['Change']>;
/** The answer of a confirmed change. */
export type ChangeAnswer = ResponseOf<typeof changesEndpoints.changeBooking>;

/**
 * Prices a change: the asker's own quotation for the new journey, then the server's offer for it (throws the
 * server's refusal). Answers the request with its quotation, to confirm as it was priced, the offer and the
 * quote's travel time (the pickup-time rule's).
 */
export async function priceChange(choice: ChangeChoice) {
  const quote = await getQuotation({
    pick: choice.pick,
    picklat: choice.picklat,
    picklng: choice.picklng,
    pickpostcode: choice.pickpostcode,
    doff: choice.doff,
    dofflat: choice.dofflat,
    dofflng: choice.dofflng,
    droppostcode: choice.droppostcode,
    viaaddresses: choice.viaaddresses,
    vehtypeid: choice.vehtypeid,
    bookingdate: choice.bookingdate,
    rtntype: choice.rtntype === 'rtn' || choice.rtntype === 'w&r' ? choice.rtntype : '',
    returndate: choice.returndate,
    // A wait-and-return is quoted with the wait the change asks, the one the server judges the change with.
    ...(choice.rtntype === 'w&r' && choice.waitingtime !== undefined ? { waitingtime: choice.waitingtime } : {}),
  });
  const { rtntype: _priced, ...change } = choice;
  const request = { ...change, quotationid: quote.QuotationId };
  const answer = await call(changesEndpoints.changeBookingQuote, { body: request });
  return { request, offer: answer.Change, travelTime: quote.TravelTime };
}

/** Makes the change once per `changekey`; `nonce` pays a dearer change's difference. */
export function confirmChange(
  request: BodyOf<typeof changesEndpoints.changeBookingQuote>,
  changekey: string,
  nonce = '',
): Promise<ChangeAnswer> {
  return call(changesEndpoints.changeBooking, { body: { ...request, changekey, nonce } });
}

/** A single-use card token for the sandbox gateway (POST /api/tokenizecard). */
export async function cardToken(body: BodyOf<typeof paymentsEndpoints.tokenizeCard>): Promise<string> {
  return (await call(paymentsEndpoints.tokenizeCard, { body })).Nonce;
}
