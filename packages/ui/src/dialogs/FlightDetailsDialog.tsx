import {
  chooseArrivingFromAirport,
  createFlight,
  declineFlightDetails,
  type Flight,
  type FlightAirport,
  type FlightDialogVariant,
  type FlightTab,
  messageFor,
  setArrivingFromText,
  tabAfterOk,
  undeclineFlightDetails,
  validateFlight,
} from '@cabkit/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { Autocomplete, type AutocompleteOption } from '../Autocomplete/Autocomplete';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { DateTimePicker } from '../DateTimePicker/DateTimePicker';
import { Tabs } from '../Tabs/Tabs';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogActions, DialogForm } from './Dialog';
import * as styles from './Dialog.css';
import { ErrorSummary } from './ErrorSummary';
import type { OpenableProps } from './dialogProps';
import { useSay } from '../parts/words';

/** An airport result for the arriving-from autocomplete. */
export interface AirportOption extends AutocompleteOption {
  /** The airport as the flight stores it. */
  airport: FlightAirport;
}

/** The no-details checkbox text (docs/behaviour/flights.md#no-flight-details). */
export const NO_FLIGHT_DETAILS_LABEL = "I don't have flight details please follow the booking time";

/** Props of `FlightDetailsDialog`. */
export interface FlightDetailsDialogProps extends OpenableProps {
  /** Tabs to show (domain `flightDialogTabs`: outward when the pickup is an airport, return for an airport drop-off on a return). */
  tabs: readonly FlightTab[];
  /** The tab to start on (default the first). */
  defaultTab?: FlightTab;
  /** `autocomplete` (default): airport search; `360`: free-text arriving-from and a date-time picker. */
  variant?: FlightDialogVariant;
  /** The outward flight so far. */
  defaultFlight?: Flight;
  /** The return flight so far. */
  defaultReturnFlight?: Flight;
  /** Searches airports (2+ characters) for the autocomplete variant. */
  loadAirports?: (text: string) => Promise<readonly AirportOption[]>;
  /** The current time (the '360' arrival picker). */
  now?: Date;
  /** OK on a tab: saves that flight; busy while its promise runs. */
  onSubmit: (tab: FlightTab, flight: Flight) => Promise<void> | void;
  /** Called when every shown tab has been saved and the dialog should close (default: close). */
  onDone?: () => void;
  /** Busy from outside. */
  isBusy?: boolean;
  /** Picker start-up delay (default 1000 ms). */
  pickerReadyDelayMs?: number;
  /** When given, each tab offers "Find my flight" (the flight finder), called with that tab. */
  onFindFlight?: (tab: FlightTab) => void;
}

const TAB_LABELS: Record<FlightTab, string> = { outward: 'Outward flight', return: 'Return flight' };

/** Props of `FlightDetailsFields`: one flight's fields (the dialog's tab panel, or inline in a form). */
export interface FlightDetailsFieldsProps {
  /** Which flight (names the fields `{tab}.Number`, ...). */
  tab: FlightTab;
  /** The flight shown. */
  flight: Flight;
  /** `autocomplete` or `360`. */
  variant: FlightDialogVariant;
  /** Show the validation messages (after a submit). */
  submitted: boolean;
  /** Called with the changed flight. */
  onChange: (flight: Flight) => void;
  /** Searches airports (2+ characters) for the autocomplete variant. */
  loadAirports?: (text: string) => Promise<readonly AirportOption[]>;
  /** The current time (the '360' arrival picker). */
  now?: Date;
  /** Picker start-up delay (default 1000 ms). */
  pickerReadyDelayMs?: number;
  /** Bumped to start the autocomplete and picker afresh (after the no-details checkbox changes). */
  resetKey: number;
  /** Focus the flight number on mount (the dialog's first open, or after OK moved to this tab; not on arrow keys). */
  autoFocus: boolean;
  /** When given, "Find my flight" is offered (the flight finder), called with the tab. */
  onFindFlight?: (tab: FlightTab) => void;
}

/**
 * One flight's fields (docs/behaviour/flights.md#flight-dialog): flight number, arriving-from (airport autocomplete, or the '360' free text
 * and arrival picker), the no-details checkbox; errors show once `submitted`. Bump `resetKey` when the checkbox
 * changes so the fields start clean. Used by the dialog and by templates that show flights inline.
 */
export function FlightDetailsFields({
  tab,
  flight,
  variant,
  submitted,
  onChange,
  loadAirports,
  now,
  pickerReadyDelayMs,
  resetKey,
  autoFocus,
  onFindFlight,
}: FlightDetailsFieldsProps) {
  const say = useSay();
  // Several changes can come from one event (the autocomplete reports the text, then clears the choice): each
  // builds on the one before, not on the flight of the last render, or the second would undo the first.
  const latest = useRef(flight);
  useLayoutEffect(() => {
    latest.current = flight;
  });
  const update = (next: (current: Flight) => Flight) => {
    latest.current = next(latest.current);
    onChange(latest.current);
  };
  const result = validateFlight(flight, variant);
  const errorFor = (field: string) => (submitted ? messageFor(result, field) : undefined);
  const declined = flight.IsFlightDetail;
  const airportValue: AirportOption | null = flight.Airport
    ? { id: flight.Airport.Code || flight.Airport.Name, label: flight.Airport.Name, airport: flight.Airport }
    : null;
  return (
    <div className={styles.body}>
      <TextField
        label={say('Flight number')}
        name={`${tab}.Number`}
        autoFocus={autoFocus}
        autoComplete="off"
        isDisabled={declined}
        isRequired={!declined}
        value={flight.Number}
        onChange={(value) => update((current) => ({ ...current, Number: value.toUpperCase() }))}
        validate={(value) => messageFor(validateFlight({ ...flight, Number: value }, variant), 'Number')}
        errorMessage={errorFor('Number')}
      />
      {variant === '360' ? (
        <>
          <TextField
            label={say('Arriving from')}
            name={`${tab}.AirportText`}
            isDisabled={declined}
            isRequired={!declined}
            value={flight.AirportText}
            onChange={(value) => update((current) => setArrivingFromText(current, value))}
            validate={(value) => messageFor(validateFlight(setArrivingFromText(flight, value), variant), 'AirportText')}
            errorMessage={errorFor('AirportText')}
          />
          {!declined && now ? (
            // Part of the form: every choice counts at once (OK is the form's button); landing times to the minute.
            <DateTimePicker
              key={`picker-${resetKey}`}
              now={now}
              hideAsap
              commitOnChange
              showQuickButtons={false}
              minuteStep={0}
              title={say('Arrival date and time')}
              readyDelayMs={pickerReadyDelayMs}
              value={
                flight.ArrivingFrom.Time
                  ? { pickUpType: 'Later', time: flight.ArrivingFrom.Time, quickMinutes: null }
                  : undefined
              }
              onChange={(value) =>
                update((current) => ({
                  ...current,
                  ArrivingFrom: { Time: value.time, PickUpType: 'Later' },
                  LandingTime: value.time,
                }))
              }
            />
          ) : null}
        </>
      ) : (
        <div data-field={`${tab}.Airport`}>
          <Autocomplete<AirportOption>
            key={`airport-${resetKey}`}
            label={say('Arriving from')}
            name={`${tab}.Airport`}
            minChars={2}
            isDisabled={declined}
            isRequired={!declined}
            loadOptions={loadAirports ?? (async () => [])}
            value={airportValue}
            onChange={(option) =>
              update((current) =>
                option ? chooseArrivingFromAirport(current, option.airport) : { ...current, Airport: null },
              )
            }
            onInputChange={(text) => update((current) => setArrivingFromText(current, text))}
            errorMessage={errorFor('Airport')}
          />
        </div>
      )}
      <Checkbox
        name={`${tab}.IsFlightDetail`}
        isSelected={declined}
        onChange={(checked) =>
          update((current) => (checked ? declineFlightDetails(current) : undeclineFlightDetails(current)))
        }
        errorMessage={errorFor('IsFlightDetail')}
      >
        {say(NO_FLIGHT_DETAILS_LABEL)}
      </Checkbox>
      {onFindFlight && !declined ? (
        <div className={styles.linkLine}>
          <Button variant="link" onPress={() => onFindFlight(tab)}>
            {say('Find my flight')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function FlightForms({
  onOpenChange,
  tabs,
  defaultTab,
  variant = 'autocomplete',
  defaultFlight,
  defaultReturnFlight,
  loadAirports,
  now,
  onSubmit,
  onDone,
  isBusy = false,
  pickerReadyDelayMs,
  onFindFlight,
}: FlightDetailsDialogProps) {
  const say = useSay();
  const [tab, setTab] = useState<FlightTab>(defaultTab ?? tabs[0] ?? 'outward');
  // Whose flight number takes focus when its panel mounts: the first tab on opening, the next one after OK.
  // Not a tab chosen with the arrow keys: Radix mounts only the selected panel, and focus must stay on the tabs.
  const [focusTab, setFocusTab] = useState<FlightTab | null>(tab);
  const [flights, setFlights] = useState<Record<FlightTab, Flight>>({
    outward: defaultFlight ?? createFlight(),
    return: defaultReturnFlight ?? createFlight(),
  });
  const [submitted, setSubmitted] = useState<Record<FlightTab, boolean>>({ outward: false, return: false });
  const [resetKeys, setResetKeys] = useState<Record<FlightTab, number>>({ outward: 0, return: 0 });
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const busy = isBusy || pending;

  const change = (which: FlightTab, next: Flight) => {
    const declinedChanged = next.IsFlightDetail !== flights[which].IsFlightDetail;
    setFlights((current) => ({ ...current, [which]: next }));
    if (declinedChanged) {
      // Ticking clears the fields and their errors; unticking starts clean (docs/behaviour/flights.md#no-flight-details).
      setSubmitted((current) => ({ ...current, [which]: false }));
      setResetKeys((current) => ({ ...current, [which]: current[which] + 1 }));
    }
  };

  const submit = async () => {
    if (busy) return;
    setFailure(undefined);
    setSubmitted((current) => ({ ...current, [tab]: true }));
    const flight = flights[tab];
    if (!validateFlight(flight, variant).ok) {
      setAttempt((n) => n + 1);
      return;
    }
    setPending(true);
    try {
      await onSubmit(tab, { ...flight, Number: flight.Number.trim(), AirportText: flight.AirportText.trim() });
      const next = tabAfterOk(tab, tabs, flights, variant);
      if (next === 'close') {
        if (onDone) onDone();
        else onOpenChange(false);
      } else {
        setFocusTab(next);
        setTab(next);
      }
    } catch (reason) {
      setFailure(reason instanceof Error && reason.message ? reason.message : undefined);
      setAttempt((n) => n + 1);
    } finally {
      setPending(false);
    }
  };

  const result = validateFlight(flights[tab], variant);
  const summary = [
    ...(failure ? [{ message: failure }] : []),
    ...(submitted[tab] && !result.ok
      ? result.errors.map((e) => ({ field: `${tab}.${e.field}`, message: e.message }))
      : []),
  ];

  const panel = (which: FlightTab) => (
    <FlightDetailsFields
      tab={which}
      flight={flights[which]}
      variant={variant}
      submitted={submitted[which]}
      onChange={(next) => change(which, next)}
      loadAirports={loadAirports}
      now={now}
      pickerReadyDelayMs={pickerReadyDelayMs}
      resetKey={resetKeys[which]}
      autoFocus={which === focusTab}
      onFindFlight={onFindFlight}
    />
  );
  const actions = (
    <DialogActions>
      <Button type="submit" isPending={busy}>
        {busy ? say('Processing') : say('OK')}
      </Button>
    </DialogActions>
  );

  return (
    <DialogForm onSubmit={submit} aria-label={say(TAB_LABELS[tab])}>
      <ErrorSummary errors={summary} focusKey={attempt} />
      {tabs.length > 1 ? (
        <Tabs.Root
          value={tab}
          onValueChange={(value) => {
            setFocusTab(null);
            setTab(value as FlightTab);
          }}
        >
          <Tabs.List aria-label={say('Flights')}>
            {tabs.map((which) => (
              <Tabs.Trigger key={which} value={which}>
                {say(TAB_LABELS[which])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((which) => (
            <Tabs.Content key={which} value={which} className={styles.body}>
              {panel(which)}
              {actions}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        <>
          {panel(tab)}
          {actions}
        </>
      )}
    </DialogForm>
  );
}

/**
 * Flight details (docs/behaviour/flights.md#flight-dialog): outward and/or return tabs, flight number, arriving-from (airport autocomplete or
 * the '360' free text with an arrival picker), the no-details checkbox that clears and disables the fields; OK per
 * tab (Enter submits the active tab) moves to the other tab while it still needs details.
 */
export function FlightDetailsDialog(props: FlightDetailsDialogProps) {
  const say = useSay();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={say('Flight details')}
      size={props.variant === '360' ? 'large' : 'medium'}
    >
      <FlightForms {...props} />
    </Dialog>
  );
}
