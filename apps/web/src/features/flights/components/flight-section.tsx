import { landingAtLabel } from '@cabkit/domain/flight';
import type { Flight } from '@cabkit/domain/model';
import { validateFlight } from '@cabkit/domain/validation';
import { flightDialogTabs, WAITING_TIME_MAX, WAITING_TIME_STEP } from '@cabkit/domain/model';
import { Button } from '@cabkit/ui/Button';
import { NumberStepper } from '@cabkit/ui/NumberStepper';
import { FlightDetailsFields } from '@cabkit/ui/dialogs';
import { Timeline } from '@cabkit/ui/Timeline';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { type ReactNode, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useWhen } from '../../../i18n/formats';
import { i18n, useLanguage } from '../../../i18n/language';
import { flightText } from '../../../lib/flight-text';
import { bookingState } from '../../../state/booking';
import { fromStoredTime } from '../../../lib/local-time';
import {
  flightOf,
  landingAirport,
  loadArrivingFromAirports,
  saveInlineFlight,
  setFlightWaitingTime,
} from '../state/flight-actions';
import {
  arrivingFromText,
  type FlightTab,
  flightUi,
  flightWaitingMinutes,
  landingTimeOf,
  openFlightDetails,
  openFlightFinder,
} from '../state/flight-model';
import * as css from './flights.css';

const TAB_TITLES: Record<FlightTab, MessageDescriptor> = { outward: msg`Outward flight`, return: msg`Return flight` };

/** The pickup that follows a flight: the booking's later pickup time (outward) or return time. */
function pickupOf(tab: FlightTab): Date | null {
  const text =
    tab === 'outward' ? (bookingState.pickUpType === 'Later' ? bookingState.time : '') : bookingState.returnTime;
  return fromStoredTime(text);
}

/** One line saying what the booking knows of a flight (its landing time written by `when`). */
function flightSummaryText(flight: Flight, variant: 'autocomplete' | '360', when: (iso: string) => string): string {
  if (flight.IsFlightDetail) return t`No flight details: the driver follows the booking time.`;
  if (!validateFlight(flight, variant).ok) return t`No flight details yet.`;
  const landing = landingTimeOf(flight);
  return flightText(flight.Number, arrivingFromText(flight), landing ? landing.toISOString() : '', when);
}

/**
 * True when the passenger chooses how long the driver waits after this flight lands: the outward flight of an
 * airport pickup, given (not declined), on a journey that is not a wait-and-return (whose own wait the booking carries).
 */
function hasWaitingChoice(tab: FlightTab): boolean {
  return tab === 'outward' && bookingState.returnKind !== 'w&r' && !bookingState.flight.IsFlightDetail;
}

function FlightTimeline({ tab, flight }: { tab: FlightTab; flight: Flight }) {
  const landing = flight.IsFlightDetail ? null : landingTimeOf(flight);
  if (!landing) return null;
  const flightName = i18n._(TAB_TITLES[tab]);
  return (
    <Timeline
      landing={landing}
      pickup={pickupOf(tab)}
      waitingMinutes={hasWaitingChoice(tab) ? flightWaitingMinutes(bookingState) : undefined}
      label={t`${flightName}: landing and waiting time`}
    />
  );
}

/** The waiting time after landing (0-180 minutes in 15s, default 60) for an airport pickup with a flight. */
function FlightWaitingTime({ tab }: { tab: FlightTab }) {
  if (!hasWaitingChoice(tab)) return null;
  return (
    <NumberStepper
      label={t`Waiting time after landing (minutes)`}
      description={t`How long the driver waits for you after the pickup time.`}
      minValue={0}
      maxValue={WAITING_TIME_MAX}
      step={WAITING_TIME_STEP}
      value={flightWaitingMinutes(bookingState)}
      onChange={setFlightWaitingTime}
    />
  );
}

/** One leg's flight: its heading and, when the airport is known, where it lands, above `children`. */
function FlightLeg({ tab, children }: { tab: FlightTab; children: ReactNode }) {
  const airport = landingAirport(tab);
  const headingId = `flight-${tab}-heading`;
  return (
    <section className={css.flight} aria-labelledby={headingId}>
      <h4 id={headingId} className={css.heading}>
        {i18n._(TAB_TITLES[tab])}
      </h4>
      {airport ? <p className={css.muted}>{landingAtLabel(airport)}</p> : null}
      {children}
    </section>
  );
}

function FlightSummary({ tab }: { tab: FlightTab }) {
  useLanguage();
  const ui = useSnapshot(flightUi);
  useSnapshot(bookingState);
  const when = useWhen();
  const flight = flightOf(tab);
  return (
    <FlightLeg tab={tab}>
      <p className={css.summary}>{flightSummaryText(flight, ui.variant, when)}</p>
      <FlightWaitingTime tab={tab} />
      <FlightTimeline tab={tab} flight={flight} />
      <div className={css.actions}>
        <Button size="small" variant="secondary" onPress={() => openFlightDetails(tab)}>
          {t`Flight details`}
        </Button>
        <Button size="small" variant="secondary" onPress={() => openFlightFinder(tab)}>
          {t`Find my flight`}
        </Button>
      </div>
    </FlightLeg>
  );
}

function InlineFlight({ tab }: { tab: FlightTab }) {
  useLanguage();
  const ui = useSnapshot(flightUi);
  useSnapshot(bookingState);
  const [resetKey, setResetKey] = useState(0);
  const flight = flightOf(tab);
  return (
    <FlightLeg tab={tab}>
      <FlightDetailsFields
        key={ui.recordKey}
        tab={tab}
        flight={flight}
        variant={ui.variant}
        submitted={ui.inlineChecked}
        onChange={(next) => {
          if (next.IsFlightDetail !== flight.IsFlightDetail) setResetKey((n) => n + 1);
          saveInlineFlight(tab, next);
        }}
        loadAirports={loadArrivingFromAirports}
        now={new Date()}
        resetKey={resetKey}
        autoFocus={false}
        onFindFlight={(which) => openFlightFinder(which)}
      />
      <FlightWaitingTime tab={tab} />
      <FlightTimeline tab={tab} flight={flight} />
    </FlightLeg>
  );
}

/**
 * The flights of the journey (docs/behaviour/flights.md#flight-dialog): for each airport leg (pickup; drop-off on a return) either a summary
 * with "Flight details" and "Find my flight", or, in templates with inline flights, the flight fields themselves;
 * the landing and free-wait timeline once the landing time is known.
 */
export function FlightSection() {
  useLanguage();
  const booking = useSnapshot(bookingState);
  const ui = useSnapshot(flightUi);
  const tabs = flightDialogTabs(booking);
  if (tabs.length === 0) return null;
  return (
    <section className={css.flights} aria-labelledby="flights-heading">
      <h3 id="flights-heading" className={css.heading}>
        {t`Flights`}
      </h3>
      {tabs.map((tab) => (ui.inline ? <InlineFlight key={tab} tab={tab} /> : <FlightSummary key={tab} tab={tab} />))}
    </section>
  );
}
