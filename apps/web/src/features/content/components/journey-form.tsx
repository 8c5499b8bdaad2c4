import { requiredMessage } from '@cabkit/domain/errors';
import { createAddress } from '@cabkit/domain/model';
import { checkAddressChoice, JOURNEY_TITLES } from '@cabkit/domain/validation';
import { Button } from '@cabkit/ui/Button';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Place } from '../../../state/booking';
import { paths } from '../../../app/paths';
import { AddressField, loadPlaceOptions, startJourney } from '../../booking';
import * as css from './content.css';

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
 * The compact journey form of the home and airport pages: pickup, drop-off and when, with the wizard's own
 * address search; "Get a quote" hands what was typed to the wizard through the booking store.
 */
export function JourneyForm({ airport }: { airport?: AirportPrefill }) {
  const navigate = useNavigate();
  const whenId = useId();
  const [pickup, setPickup] = useState<Place | null>(null);
  const [dropoff, setDropoff] = useState<Place | null>(null);
  const [pickUpType, setPickUpType] = useState<'Now' | 'Later'>('Now');
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
    if (pickUpType === 'Later' && !time) next.time = requiredMessage('When');
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
    <form className={css.journeyForm} onSubmit={submit} aria-label="Get a quote" noValidate>
      <AddressField label="Pickup" value={pickup} error={errors.pickup} onSelect={choose('pickup')} />
      <AddressField
        key={prefillKey}
        label="Drop-off"
        value={dropoff}
        error={errors.dropoff}
        onSelect={choose('dropoff')}
      />
      <div className={css.wide}>
        <fieldset className={css.fieldset}>
          <legend>When</legend>
          <label>
            <input
              type="radio"
              name={`${whenId}-when`}
              checked={pickUpType === 'Now'}
              onChange={() => setPickUpType('Now')}
            />{' '}
            As soon as possible
          </label>
          <label>
            <input
              type="radio"
              name={`${whenId}-when`}
              checked={pickUpType === 'Later'}
              onChange={() => setPickUpType('Later')}
            />{' '}
            Later
          </label>
        </fieldset>
        {pickUpType === 'Later' && (
          <label className={css.nativeLabel}>
            Pickup date and time
            <input
              className={css.nativeInput}
              type="datetime-local"
              step={300}
              value={time}
              aria-invalid={errors.time ? true : undefined}
              aria-describedby={errors.time ? `${whenId}-time-error` : undefined}
              onChange={(event) => setTime(event.target.value)}
            />
            {errors.time && <span id={`${whenId}-time-error`}>{errors.time}</span>}
          </label>
        )}
        <Button type="submit">Get a quote</Button>
      </div>
    </form>
  );
}
