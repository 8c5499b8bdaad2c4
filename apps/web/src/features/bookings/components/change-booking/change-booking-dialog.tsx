import {
  accessNeedsRefusal,
  changeRefusal,
  DEFAULT_BOOKING_TERMS,
  DEFAULT_ERROR_MESSAGE,
  isAddressComplete,
  JOURNEY_TITLES,
  NO_VEHICLE_FOUND_MESSAGE,
  pickupTimeRefusal,
  requiredMessage,
  vehicleFits,
} from '@cabkit/domain';
import { createAddress } from '@cabkit/domain/model';
import { Button } from '@cabkit/ui/Button';
import { DateTimePicker } from '@cabkit/ui/DateTimePicker';
import { CardDetailsDialog, type CardDetailsValues, Dialog } from '@cabkit/ui/dialogs';
import { NumberStepper } from '@cabkit/ui/NumberStepper';
import { Price } from '@cabkit/ui/Price';
import { TextField } from '@cabkit/ui/TextField';
import { VehicleSelect } from '@cabkit/ui/VehicleSelect';
import { t } from '@lingui/core/macro';
import { Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { userMessage } from '../../../../api/errors';
import { getVehicleTypes, type VehicleType } from '../../../../api/get-vehicle-types';
import { configState } from '../../../../state/config';
import type { Place } from '../../../../state/booking';
import { AddressField } from '../../../booking';
// By path, not through the booking index: the index would pull the wizard into the pages that show this editor.
import { WaitingTimeStepper } from '../../../booking/waiting-time-stepper';
import { DifferencePayment, loadGatewaySettings } from '../../../payment';
import { type ChangeOffer, cardToken, confirmChange, priceChange } from '../../api/change-booking';
import type { BookingView } from '../../api/get-booking-info';
import { ChangedFields } from '../booking-changes-list';
import * as css from './change-booking.css';
import { ChangeExtras, type ChangeExtrasValue } from './change-extras';
import { ChangeViaStops } from './change-via-stops';

/** Props of `ChangeBookingDialog`. */
export interface ChangeBookingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  booking: BookingView;
  /** Told once the change is made, with the server's message (the page reads the booking again). */
  onChanged: (message: string) => Promise<void> | void;
}

const placeOf = (Fulladdress: string, Postcode: string, Latitude: number, Longitude: number): Place =>
  createAddress({ Name: Fulladdress, Fulladdress, Postcode, Latitude, Longitude, Valid: true });

/** A fresh key per change, so a repeated confirm is the same change to the server. */
const newChangeKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).slice(0, 64);

/**
 * The booking editor (docs/behaviour/bookings.md#change): the wizard's address fields, the date and time picker and
 * the steppers on one form, checked with the wizard's messages; "Check the new price" asks a quotation and the
 * server's offer (old and new fare side by side, what is charged or refunded), "Confirm change" makes it, a
 * dearer change on a card after the card dialog.
 */
export function ChangeBookingDialog({ open, onOpenChange, booking, onChanged }: ChangeBookingDialogProps) {
  const config = useSnapshot(configState);
  const [pickup, setPickup] = useState<Place | null>(() =>
    placeOf(booking.PickUp, booking.PickUpPostcode, booking.PickUpLatitude, booking.PickUpLongitude),
  );
  const [dropoff, setDropoff] = useState<Place | null>(() =>
    placeOf(booking.PickDown, booking.PickDownPostcode, booking.PickDownLatitude, booking.PickDownLongitude),
  );
  const [via, setVia] = useState<(Place | null)[]>(() =>
    booking.ViaAddress.map((v) => placeOf(v.Address, v.Postcode, v.Latitude, v.Longitude)),
  );
  const [time, setTime] = useState<Date | null>(() => new Date(booking.Time));
  // A return journey's return leg: its own time, changed with or without the outward one.
  const hasReturn = booking.ReturnJobPartId > 0 && booking.ReturnDate !== '';
  const [returnTime, setReturnTime] = useState<Date | null>(() => (hasReturn ? new Date(booking.ReturnDate) : null));
  // A wait-and-return's wait at the destination (its return leg leaves when it is over).
  const waitAndReturn = hasReturn && booking.RtnType === 'w&r';
  const [waitingTime, setWaitingTime] = useState(booking.WaitingTime);
  const [vehicleId, setVehicleId] = useState(booking.VehicleId);
  const [party, setParty] = useState({
    passengers: booking.Passengers,
    luggages: booking.Luggages,
    handbags: booking.HandBags,
  });
  const [extras, setExtras] = useState<ChangeExtrasValue>(() => ({
    smallpets: booking.SmallPets,
    otherpets: booking.OtherPets,
    smallchilds: booking.SmallChilds,
    largechilds: booking.LargeChilds,
    infantseats: booking.AccessNeeds?.InfantSeats ?? 0,
    wheelchair: booking.AccessNeeds?.Wheelchair ?? false,
    assistance: booking.AccessNeeds?.Assistance ?? false,
    assistancedog: booking.AccessNeeds?.AssistanceDog ?? false,
  }));
  const [flight, setFlight] = useState(booking.FlightNo);
  const [vehicles, setVehicles] = useState<VehicleType[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [priced, setPriced] = useState<Awaited<ReturnType<typeof priceChange>> | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [paying, setPaying] = useState(false);
  // A dearer change on a Stripe card or PayPal is paid on that gateway's own form (the sandbox's, the card dialog).
  const [gatewayPay, setGatewayPay] = useState<{
    gateway: 'stripe' | 'paypal';
    settings: Awaited<ReturnType<typeof loadGatewaySettings>>;
  } | null>(null);
  const [changeKey] = useState(newChangeKey);

  useEffect(() => {
    getVehicleTypes().then(setVehicles, () => setVehicles([]));
  }, []);

  // The rule the server applies, run here too: a page left open past the cut-off says so before any form.
  const closed = changeRefusal(
    { ...DEFAULT_BOOKING_TERMS, ChangeCutoffHours: config.changeCutoffHours },
    {
      status: booking.Status,
      pickupTime: new Date(booking.Time),
      returnPickupTime: hasReturn ? new Date(booking.ReturnDate) : null,
      now: new Date(),
    },
    config.phone,
  );

  const edited = () => setPriced(null);
  const vehicle = vehicles.find((v) => v.Id === vehicleId);
  const equipped = (v: VehicleType) => ({ name: v.Name, passengers: v.Passengers, equipment: v.Equipment ?? [] });
  // The access rule a new booking gets (the server refuses with the same words): the vehicle must carry the needs.
  const accessRefusal =
    vehicle && config.accessNeedsOffered.length > 0
      ? accessNeedsRefusal(
          {
            Wheelchair: extras.wheelchair,
            Assistance: extras.assistance,
            AssistanceDog: extras.assistancedog,
            InfantSeats: extras.infantseats,
            ChildSeats: extras.smallchilds,
            BoosterSeats: extras.largechilds,
          },
          {
            offered: config.accessNeedsOffered,
            chosen: equipped(vehicle),
            vehicles: vehicles.map(equipped),
            passengers: party.passengers,
          },
        )
      : null;

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!isAddressComplete(pickup)) found.pickup = requiredMessage(JOURNEY_TITLES.PickUp);
    if (!isAddressComplete(dropoff)) found.dropoff = requiredMessage(JOURNEY_TITLES.PickDown);
    via.forEach((stop, index) => {
      if (!isAddressComplete(stop)) found[`via-${index}`] = requiredMessage(`Via ${index + 1}`);
    });
    const timeRefusal = time
      ? pickupTimeRefusal(time, new Date(), {
          travelTimeMinutes: 0,
          minLeadTimeMinutes: config.minLeadTime,
          timeZone: config.timeZone,
        })
      : requiredMessage(JOURNEY_TITLES.Time);
    if (timeRefusal) found.time = timeRefusal;
    if (hasReturn && booking.RtnType === 'rtn' && !returnTime) found.returnTime = requiredMessage('Return date');
    const capacity = vehicle ?? { Passengers: 99, MaxLuggage: 99, HandBags: 99 };
    const needed = { passengers: party.passengers, luggages: party.luggages, handBags: party.handbags };
    if (!vehicleFits(capacity, needed)) found.vehicle = NO_VEHICLE_FOUND_MESSAGE;
    if (accessRefusal) found.access = accessRefusal;
    return found;
  };

  const price = async () => {
    const found = check();
    setErrors(found);
    setProblem('');
    if (Object.keys(found).length > 0 || !pickup || !dropoff || !time) return;
    setBusy(true);
    try {
      setPriced(
        await priceChange({
          bookingref: booking.Bref,
          vehtypeid: vehicleId ?? 0,
          viaaddresses: via.flatMap((v) =>
            v ? [{ address: v.Fulladdress || v.Name, lat: v.Latitude, lng: v.Longitude, postcode: v.Postcode }] : [],
          ),
          pick: pickup.Fulladdress || pickup.Name,
          picklat: pickup.Latitude,
          picklng: pickup.Longitude,
          pickpostcode: pickup.Postcode,
          picknote: booking.PickUpNote,
          doff: dropoff.Fulladdress || dropoff.Name,
          dofflat: dropoff.Latitude,
          dofflng: dropoff.Longitude,
          droppostcode: dropoff.Postcode,
          dropnote: booking.PickDownNote,
          flightno: flight.trim(),
          flightfrom: flight.trim() === booking.FlightNo ? booking.FlightFrom : '',
          flightlandingtime: flight.trim() === booking.FlightNo ? booking.FlightLandingTime : '',
          passengers: party.passengers,
          luggages: party.luggages,
          handbags: party.handbags,
          ...extras,
          bookingdate: time.toISOString(),
          rtntype: hasReturn ? booking.RtnType : '',
          returndate: hasReturn && booking.RtnType === 'rtn' && returnTime ? returnTime.toISOString() : '',
          returnflightno: booking.ReturnFlightNo,
          returnflightfrom: booking.ReturnFlightFrom,
          ...(waitAndReturn ? { waitingtime: waitingTime } : {}),
        }),
      );
    } catch (error) {
      setProblem(userMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (nonce = '') => {
    if (!priced) return;
    setBusy(true);
    setProblem('');
    try {
      const answer = await confirmChange(priced.request, changeKey, nonce);
      if (answer.Code === 1) {
        onOpenChange(false);
        await onChanged(answer.Message);
        return;
      }
      setProblem(answer.Message);
      if (nonce) throw new Error(answer.Message);
    } catch (error) {
      if (nonce) throw error instanceof Error ? error : new Error(userMessage(error));
      setProblem(userMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const pay = async (card: CardDetailsValues) => {
    const nonce = await cardToken({
      number: card.CardNumber.replace(/\D/g, ''),
      cvv: card.CVC.trim(),
      cardholdername: card.Name.trim(),
      expirymonth: Number(card.ExpiryMonth),
      expiryyear: Number(card.ExpiryYear),
      postalcode: card.PostalCode.trim(),
    }).catch((error: unknown) => {
      throw new Error(userMessage(error));
    });
    await confirm(nonce);
    setPaying(false);
  };

  /** Opens the payment of the difference: PayPal's buttons, Stripe's card elements, or the sandbox card dialog. */
  const payDifference = async () => {
    setProblem('');
    setBusy(true);
    try {
      const settings = await loadGatewaySettings();
      if (booking.PaymentType === 'paypal') setGatewayPay({ gateway: 'paypal', settings });
      else if (settings.gateway === 'stripe') setGatewayPay({ gateway: 'stripe', settings });
      else setPaying(true);
    } catch (error) {
      setProblem(userMessage(error));
    } finally {
      setBusy(false);
    }
  };

  /** The change's confirm without a card token: the gateway's payment to complete, or the change made. */
  const settle = () => {
    if (!priced) return Promise.reject(new Error(DEFAULT_ERROR_MESSAGE));
    return confirmChange(priced.request, changeKey);
  };

  const offer: ChangeOffer | null = priced?.offer ?? null;
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange} title={t`Change booking`} size="large" sheet>
        {closed ? (
          <p role="alert">{closed}</p>
        ) : (
          <form
            className={css.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void price();
            }}
          >
            <AddressField
              label={JOURNEY_TITLES.PickUp}
              value={pickup}
              error={errors.pickup}
              onSelect={(place) => {
                setPickup(place);
                edited();
                return true;
              }}
            />
            <ChangeViaStops
              stops={via}
              errors={Object.fromEntries(via.map((_, i) => [i, errors[`via-${i}`] ?? '']))}
              onChange={(stops) => {
                setVia(stops);
                edited();
              }}
            />
            <AddressField
              label={JOURNEY_TITLES.PickDown}
              value={dropoff}
              error={errors.dropoff}
              onSelect={(place) => {
                setDropoff(place);
                edited();
                return true;
              }}
            />
            {/* The picker names itself ("Pickup date and time") and its selectors. */}
            <DateTimePicker
              now={new Date()}
              timeZone={config.timeZone}
              value={{ pickUpType: 'Later', time, quickMinutes: null }}
              commitOnChange
              showQuickButtons={false}
              errorMessage={errors.time}
              onChange={(value) => {
                setTime(value.time);
                edited();
              }}
            />
            {hasReturn && booking.RtnType === 'rtn' && (
              <DateTimePicker
                title={t`Return date and time`}
                now={new Date()}
                timeZone={config.timeZone}
                value={{ pickUpType: 'Later', time: returnTime, quickMinutes: null }}
                commitOnChange
                showQuickButtons={false}
                errorMessage={errors.returnTime}
                onChange={(value) => {
                  setReturnTime(value.time);
                  edited();
                }}
              />
            )}
            {waitAndReturn && (
              <WaitingTimeStepper
                value={waitingTime}
                onChange={(minutes) => {
                  setWaitingTime(minutes);
                  edited();
                }}
              />
            )}
            <VehicleSelect
              label={JOURNEY_TITLES.Vehicle}
              vehicles={vehicles.map((v) => ({
                id: String(v.Id),
                label: v.Name,
                image: v.Image,
                passengers: v.Passengers,
                luggage: v.MaxLuggage,
                handBags: v.HandBags,
              }))}
              value={vehicleId ? String(vehicleId) : null}
              errorMessage={errors.vehicle}
              onChange={(id) => {
                setVehicleId(Number(id));
                edited();
              }}
            />
            <div className={css.steppers}>
              <NumberStepper
                label={t`Passengers`}
                minValue={1}
                value={party.passengers}
                onChange={(n) => {
                  setParty({ ...party, passengers: n });
                  edited();
                }}
              />
              <NumberStepper
                label={t`Luggage`}
                value={party.luggages}
                onChange={(n) => {
                  setParty({ ...party, luggages: n });
                  edited();
                }}
              />
              <NumberStepper
                label={t`Hand luggage`}
                value={party.handbags}
                onChange={(n) => {
                  setParty({ ...party, handbags: n });
                  edited();
                }}
              />
            </div>
            <ChangeExtras
              value={extras}
              offered={config.accessNeedsOffered}
              showPets={config.showPets}
              showChildSeats={config.showChildSeats}
              refusal={accessRefusal}
              onChange={(value) => {
                setExtras(value);
                edited();
              }}
            />
            <TextField
              label={t`Flight number`}
              value={flight}
              maxLength={20}
              onChange={(text) => {
                setFlight(text.toUpperCase());
                edited();
              }}
            />
            {offer && (
              <section className={css.offer} aria-label={t`The new price`}>
                <dl className={css.fares}>
                  <div>
                    <dt>{t`Old price`}</dt>
                    <dd>
                      <Price amount={offer.OldFare} currencyCode={offer.CurrencyCode} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t`New price`}</dt>
                    <dd>
                      <Price amount={offer.NewFare} currencyCode={offer.CurrencyCode} />
                    </dd>
                  </div>
                </dl>
                <p>{offer.Text}</p>
                <ChangedFields fields={offer.Fields} />
              </section>
            )}
            <p role="alert" className={css.problem}>
              {problem}
            </p>
            <div className={css.actions}>
              {offer ? (
                <Button
                  variant="primary"
                  isPending={busy}
                  onPress={() => void (offer.Settlement === 'charge' ? payDifference() : confirm())}
                >
                  {t`Confirm change`}
                </Button>
              ) : (
                <Button type="submit" variant="primary" isPending={busy}>
                  {t`Check the new price`}
                </Button>
              )}
              <Button variant="secondary" onPress={() => onOpenChange(false)}>
                {t`Keep my booking`}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
      {offer && (
        <CardDetailsDialog
          open={paying}
          onOpenChange={setPaying}
          onSubmit={pay}
          now={new Date()}
          amount={offer.Difference}
          currencyCode={offer.CurrencyCode}
          bookingReference={booking.Bref}
          isBusy={busy}
        />
      )}
      {offer && gatewayPay && (
        <Suspense fallback={null}>
          <DifferencePayment
            gateway={gatewayPay.gateway}
            settings={gatewayPay.settings}
            open
            onOpenChange={(next) => {
              if (!next) setGatewayPay(null);
            }}
            amount={offer.Difference}
            currencyCode={offer.CurrencyCode}
            bookingReference={booking.Bref}
            settle={settle}
            onPaid={async (message) => {
              setGatewayPay(null);
              onOpenChange(false);
              await onChanged(message);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
