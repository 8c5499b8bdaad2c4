import {
  FLIGHT_FINDER_AIRLINE_REQUIRED,
  FLIGHT_FINDER_MINUTE_STEP,
  FLIGHT_NUMBER_REQUIRED,
  formatDateTime,
  formatTime,
  messageFor,
  splitFlightResults,
  validateFlightFinder,
} from '@cabkit/domain';
import { useState } from 'react';
import { Autocomplete, type AutocompleteOption } from '../Autocomplete/Autocomplete';
import { Button } from '../Button/Button';
import { DateTimePicker } from '../DateTimePicker/DateTimePicker';
import { Spinner } from '../Spinner/Spinner';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogActions, DialogForm } from './Dialog';
import * as styles from './Dialog.css';
import { ErrorSummary } from './ErrorSummary';
import * as finder from './FlightFinderDialog.css';
import type { OpenableProps } from './dialogProps';
import { fillIn } from '../parts/fill';
import { useSay } from '../parts/words';

/** An airline or airport result for the finder's autocompletes. */
export type FinderOption = AutocompleteOption;

/** What the finder searches with (docs/behaviour/flights.md#flight-finder "Flight search item"). */
export interface FlightSearch {
  /** Departure date and time. */
  DateTime: Date | null;
  /** Airline (required). */
  Airline: FinderOption | null;
  /** Departing airport (optional). */
  Airport: FinderOption | null;
}

/** One flight found. */
export interface FlightFinderResult {
  /** Unique id. */
  id: string;
  /** Flight number, e.g. "BA 2491". */
  flightNumber: string;
  /** Where it departs from. */
  origin: string;
  /** When it lands. */
  landingTime: Date;
}

/** Props of `FlightFinderDialog`. */
export interface FlightFinderDialogProps extends OpenableProps {
  /** The pickup address (the landing airport): "Landing at {pickup address}". */
  pickupAddress: string;
  /** The current time (the departure picker). */
  now: Date;
  /** Searches airlines (2+ characters). */
  loadAirlines: (text: string) => Promise<readonly FinderOption[]>;
  /** Searches departing airports (2+ characters). */
  loadAirports: (text: string) => Promise<readonly FinderOption[]>;
  /** Finds flights; the first result is the best match, the rest possible options (docs/behaviour/flights.md#flight-finder). */
  onSearch: (search: FlightSearch) => Promise<readonly FlightFinderResult[]>;
  /** Picking a result records the flight; the dialog closes. */
  onPick: (result: FlightFinderResult) => void;
  /** Manual entry ("Enter Flight Number", Ok): creates a flight with that number; the dialog closes. */
  onManualEntry: (flightNumber: string) => void;
  /** Picker start-up delay (default 1000 ms). */
  pickerReadyDelayMs?: number;
}

function ResultList({
  title,
  results,
  onPick,
}: {
  title: string;
  results: FlightFinderResult[];
  onPick: (r: FlightFinderResult) => void;
}) {
  const say = useSay();
  if (results.length === 0) return null;
  return (
    <section aria-label={title} className={styles.body}>
      <h3 className={finder.heading}>{title}</h3>
      <ul className={finder.list}>
        {results.map((result) => (
          <li key={result.id}>
            <Button variant="secondary" fullWidth onPress={() => onPick(result)}>
              {fillIn(say('{flight} from {origin}, landing {time}'), {
                flight: result.flightNumber,
                origin: result.origin,
                time: formatTime(result.landingTime),
              })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FinderBody({
  onOpenChange,
  now,
  loadAirlines,
  loadAirports,
  onSearch,
  onPick,
  onManualEntry,
  pickerReadyDelayMs,
}: FlightFinderDialogProps) {
  const say = useSay();
  const [search, setSearch] = useState<FlightSearch>({ DateTime: null, Airline: null, Airport: null });
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [searching, setSearching] = useState(false);
  const [results, setResults] = useState<readonly FlightFinderResult[] | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const [manual, setManual] = useState(false);
  const [manualNumber, setManualNumber] = useState('');
  const [manualSubmitted, setManualSubmitted] = useState(false);

  // The finder only needs to know an airline was chosen; the option stands in for the domain's Airline record.
  const check = validateFlightFinder({
    DateTime: search.DateTime,
    Airline: search.Airline
      ? { Code: search.Airline.id, Iata: search.Airline.id, Name: search.Airline.label, Country: '' }
      : null,
  });
  const errorFor = (field: string) => (submitted ? messageFor(check, field) : undefined);
  const summary = [
    ...(failure ? [{ message: failure }] : []),
    ...(submitted && !check.ok ? check.errors.map((e) => ({ field: e.field, message: e.message })) : []),
  ];

  const find = async () => {
    if (searching) return;
    setSubmitted(true);
    setFailure(undefined);
    if (!check.ok) {
      setAttempt((n) => n + 1);
      return;
    }
    setSearching(true);
    try {
      setResults(await onSearch(search));
    } catch (reason) {
      setFailure(
        reason instanceof Error && reason.message ? reason.message : 'Something went wrong, please try again.',
      );
      setAttempt((n) => n + 1);
    } finally {
      setSearching(false);
    }
  };
  const pick = (result: FlightFinderResult) => {
    onPick(result);
    onOpenChange(false);
  };
  const manualError = manualSubmitted && manualNumber.trim() === '' ? FLIGHT_NUMBER_REQUIRED : undefined;
  const { bestMatch, options } = splitFlightResults(results ?? []);

  return (
    <>
      <DialogForm onSubmit={find} aria-label={say('Find My Flight')}>
        <ErrorSummary errors={summary} focusKey={attempt} />
        <div className={styles.body}>
          <p className={styles.text} aria-live="polite">
            {say('Departure:')} {search.DateTime ? formatDateTime(search.DateTime) : say('not chosen')}
          </p>
          {/* Part of the form: every choice counts at once (no Done); the summary link focuses its date selector. */}
          <DateTimePicker
            now={now}
            hideAsap
            commitOnChange
            showQuickButtons={false}
            name="DateTime"
            errorMessage={errorFor('DateTime')}
            title={say('Departure date and time')}
            minuteStep={FLIGHT_FINDER_MINUTE_STEP as 5}
            earliestTime={new Date(now.getTime() - 24 * 60 * 60 * 1000)}
            readyDelayMs={pickerReadyDelayMs}
            value={search.DateTime ? { pickUpType: 'Later', time: search.DateTime, quickMinutes: null } : undefined}
            onChange={(value) => setSearch((current) => ({ ...current, DateTime: value.time }))}
          />
        </div>
        <div data-field="Airline">
          <Autocomplete<FinderOption>
            label={say('Airline')}
            name="Airline"
            isRequired
            requiredMessage={FLIGHT_FINDER_AIRLINE_REQUIRED}
            minChars={2}
            loadOptions={loadAirlines}
            value={search.Airline}
            onChange={(option) => setSearch((current) => ({ ...current, Airline: option }))}
            errorMessage={errorFor('Airline')}
          />
        </div>
        <Autocomplete<FinderOption>
          label={say('Departing airport')}
          name="Airport"
          minChars={2}
          loadOptions={loadAirports}
          value={search.Airport}
          onChange={(option) => setSearch((current) => ({ ...current, Airport: option }))}
        />
        <DialogActions>
          <Button type="submit" isPending={searching}>
            {searching ? say('Processing') : say('Find My Flight')}
          </Button>
        </DialogActions>
      </DialogForm>
      {searching ? <Spinner label={say('Searching flights')} showLabel /> : null}
      {results ? (
        <div aria-live="polite" className={styles.body}>
          {results.length === 0 ? <p className={styles.text}>{say('No flights found.')}</p> : null}
          <ResultList title={say('Best match')} results={bestMatch ? [bestMatch] : []} onPick={pick} />
          <ResultList title={say('Possible options')} results={options} onPick={pick} />
        </div>
      ) : null}
      <section aria-label={say("Still can't find your flight?")} className={styles.body}>
        <h3 className={finder.heading}>{say("Still can't find your flight?")}</h3>
        {manual ? (
          <DialogForm
            aria-label={say('Enter Flight Number')}
            onSubmit={() => {
              setManualSubmitted(true);
              if (manualNumber.trim() === '') return;
              onManualEntry(manualNumber.trim().toUpperCase());
              onOpenChange(false);
            }}
          >
            <TextField
              label={say('Enter Flight Number')}
              name="ManualNumber"
              autoFocus
              autoComplete="off"
              value={manualNumber}
              onChange={setManualNumber}
              validate={(value) => (value.trim() === '' ? FLIGHT_NUMBER_REQUIRED : undefined)}
              errorMessage={manualError}
            />
            <DialogActions>
              <Button type="submit">{say('Ok')}</Button>
              <Button
                variant="secondary"
                onPress={() => {
                  setManual(false);
                  setManualSubmitted(false);
                }}
              >
                {say('Cancel')}
              </Button>
            </DialogActions>
          </DialogForm>
        ) : (
          <div className={styles.linkLine}>
            <Button variant="link" onPress={() => setManual(true)}>
              {say('Enter Flight Number')}
            </Button>
          </div>
        )}
      </section>
    </>
  );
}

/**
 * Flight finder (docs/behaviour/flights.md#flight-finder): "Landing at {pickup address}", departure date-time in 5-minute steps, airline
 * (required), departing airport (optional), Find My Flight; results as Best match and Possible options; fallback
 * "Still can't find your flight?" with "Enter Flight Number" (Ok / Cancel).
 */
export function FlightFinderDialog(props: FlightFinderDialogProps) {
  const say = useSay();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={say('Find your flight')}
      description={`Landing at ${props.pickupAddress}`}
      size="large"
    >
      <FinderBody {...props} />
    </Dialog>
  );
}
