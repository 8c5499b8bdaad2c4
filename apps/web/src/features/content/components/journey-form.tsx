import { useWhen } from '../../../i18n/formats';
import { useLanguage } from '../../../i18n/language';
import { t } from '@lingui/core/macro';
import { requiredMessage } from '@cabkit/domain/errors';
import { createAddress } from '@cabkit/domain/model';
import { earliestPickupTime } from '@cabkit/domain/time';
import { checkAddressChoice, JOURNEY_TITLES } from '@cabkit/domain/validation';
import { AsapLaterSwitch } from '@cabkit/ui/AsapLaterSwitch';
import { Button } from '@cabkit/ui/Button';
import { Skeleton, SkeletonText } from '@cabkit/ui/Skeleton';
import { visuallyHidden } from '@cabkit/ui/theme';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { fromStoredTime, toStoredTime } from '../../../lib/local-time';
import { createBookingState, type Place } from '../../../state/booking';
import { configState } from '../../../state/config';
import { paths } from '../../../app/paths';
import { AddressField, loadPlaceOptions, startJourney } from '../../booking';
import * as css from './content.css';

// The date-time picker (selects, steppers) loads when a time is first chosen, as in the wizard.
const DateTimePicker = lazy(() => import('@cabkit/ui/DateTimePicker').then((m) => ({ default: m.DateTimePicker })));

/** An airport to pre-fill as the drop-off: searched by name, matched by its IATA code. */
export interface AirportPrefill {
  name: string;
  code: string;
}

/** The airport place of the address search for a name and IATA code, or null when the search has none. */
async function findAirport({ name, code }: AirportPrefill): Promise<Place | null> {
  const options = await loadPlaceOptions(name);
  return options.find((option) => option.place.Code === code)?.place ?? null;
}

/**
 * The later pickup time: what is chosen, and a button opening the design system's date-time picker (quick
 * 15/30/60, date, hour and minute, Done/Close), as the wizard's step 1 has it.
 */
function LaterTime({ value, error, onChange }: { value: string; error?: string; onChange: (time: string) => void }) {
  const id = useId();
  const config = useSnapshot(configState);
  const [open, setOpen] = useState(false);
  const buttonBox = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  // Done and Close take the picker away: focus goes back to the button that opened it.
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (closed) buttonBox.current?.querySelector('button')?.focus();
  }, [open]);
  const current = fromStoredTime(value);
  const when = useWhen();
  const title = t`Pickup date and time`;
  return (
    <div className={css.timeChooser}>
      <p className={css.timeValue} id={`${id}-value`}>
        <strong>{title}:</strong> {current ? when(current) : t`Not chosen yet`}
      </p>
      {error && (
        <p id={`${id}-error`} className={css.fieldError}>
          <span className={visuallyHidden}>{t`Error:`}</span> {error}
        </p>
      )}
      {open ? (
        <Suspense
          fallback={
            <Skeleton label={t`Loading the date and time picker`}>
              <SkeletonText lines={3} />
            </Skeleton>
          }
        >
          <DateTimePicker
            title={title}
            hideAsap
            now={new Date()}
            timeZone={config.timeZone}
            earliestTime={earliestPickupTime(new Date(), 0, config.minLeadTime)}
            value={current ? { pickUpType: 'Later', time: current, quickMinutes: null } : undefined}
            onChange={(next) => {
              if (next.pickUpType === 'Later' && next.time) onChange(toStoredTime(next.time));
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : (
        <div ref={buttonBox}>
          <Button
            size="small"
            variant="secondary"
            aria-describedby={error ? `${id}-value ${id}-error` : `${id}-value`}
            onPress={() => setOpen(true)}
          >
            {current ? t`Change pickup date and time` : t`Choose pickup date and time`}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The quote form of the home and airport pages: pickup, drop-off and the wizard's own pickup-time control with
 * its default (Later), with the wizard's address search; "Get a quote" hands what was typed to the wizard through
 * the booking store.
 */
export function JourneyForm({ airport }: { airport?: AirportPrefill }) {
  useLanguage();
  const navigate = useNavigate();
  const [pickup, setPickup] = useState<Place | null>(null);
  const [dropoff, setDropoff] = useState<Place | null>(null);
  // A new booking's own default, so this form and the wizard start alike (docs/behaviour/journey.md#pickup-time).
  const [pickUpType, setPickUpType] = useState<'Now' | 'Later'>(() => createBookingState().pickUpType);
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [prefillKey, setPrefillKey] = useState(0);

  useEffect(() => {
    if (!airport) return;
    let live = true;
    findAirport(airport).then(
      (place) => {
        if (!live || !place) return;
        setDropoff(place);
        setPrefillKey((key) => key + 1);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [airport]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!pickup) next.pickup = requiredMessage(JOURNEY_TITLES.PickUp);
    if (!dropoff) next.dropoff = requiredMessage(JOURNEY_TITLES.PickDown);
    if (pickUpType === 'Later' && !time) next.time = requiredMessage(JOURNEY_TITLES.Time);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    startJourney({ pickup, dropoff, pickUpType, time });
    navigate(paths.booking());
  };

  // The wizard's address rule (docs/behaviour/journey.md#address-choice): a postcode, and not the other end.
  const choose = (field: 'pickup' | 'dropoff') => (place: Place | null) => {
    const other = field === 'pickup' ? dropoff : pickup;
    const choice = place
      ? checkAddressChoice(createAddress({ ...place }), field === 'pickup' ? 'Pickup' : 'Dropoff', {
          PickUp: field === 'dropoff' && other ? createAddress({ ...other }) : null,
          PickDown: field === 'pickup' && other ? createAddress({ ...other }) : null,
          ViaAddress: [],
        })
      : { accepted: true };
    if (!choice.accepted) {
      setErrors((e) => ({ ...e, [field]: choice.message ?? '' }));
      return false;
    }
    setErrors(({ [field]: _, ...rest }) => rest);
    (field === 'pickup' ? setPickup : setDropoff)(place);
    return true;
  };

  return (
    <form className={css.journeyForm} onSubmit={submit} aria-label={t`Get a quote`} noValidate>
      <AddressField label={t`Pickup`} value={pickup} error={errors.pickup} onSelect={choose('pickup')} />
      <AddressField
        key={prefillKey}
        label={t`Drop-off`}
        value={dropoff}
        error={errors.dropoff}
        onSelect={choose('dropoff')}
      />
      <AsapLaterSwitch
        label={JOURNEY_TITLES.Time}
        value={pickUpType}
        isInvalid={Boolean(errors.time) && pickUpType === 'Now'}
        onChange={(kind) => {
          setPickUpType(kind);
          setErrors(({ time: _, ...rest }) => rest);
        }}
      />
      {pickUpType === 'Later' && (
        <LaterTime
          value={time}
          error={errors.time}
          onChange={(next) => {
            setTime(next);
            setErrors(({ time: _, ...rest }) => rest);
          }}
        />
      )}
      <Button type="submit" fullWidth>
        {t`Get a quote`}
      </Button>
    </form>
  );
}
