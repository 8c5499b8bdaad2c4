import { Button } from '@cabkit/ui/Button';
import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import {
  addViaStop,
  chooseAddress,
  chooseAsap,
  chooseLater,
  chooseReturn,
  moveViaStop,
  removeViaStop,
} from '../state/actions';
import { AddressField } from './address-field';
import * as css from './booking.css';
import { RadioTiles } from './interim/radio-tiles';
import { TextInput } from './interim/text-input';

/** Local `yyyy-MM-ddTHH:mm` text for a date (the datetime-local input's format). */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Step 1: pickup, drop-off, via stops, pickup time and return. */
export function JourneySection({ maxVia = 5 }: { maxVia?: number }) {
  const booking = useSnapshot(bookingState);
  const { errors } = booking;
  return (
    <section className={css.section} aria-labelledby="journey-heading">
      <h2 id="journey-heading" className={css.sectionHeading}>
        Journey
      </h2>
      <AddressField
        label="Pickup"
        value={booking.pickup as typeof bookingState.pickup}
        error={errors.pickup ?? (booking.quoteError?.field === 'pickup' ? booking.quoteError.message : undefined)}
        onSelect={(place) => chooseAddress('pickup', place)}
      />
      {booking.via.map((stop, index) => (
        <div key={index} className={css.viaRow}>
          <AddressField
            label={`Via ${index + 1}`}
            value={stop as typeof bookingState.pickup}
            error={errors[`via-${index}`]}
            onSelect={(place) => chooseAddress({ via: index }, place)}
          />
          <div className={css.actions}>
            <Button
              size="small"
              variant="secondary"
              aria-label={`Move via ${index + 1} up`}
              isDisabled={index === 0}
              onPress={() => moveViaStop(index, -1)}
            >
              Up
            </Button>
            <Button
              size="small"
              variant="secondary"
              aria-label={`Move via ${index + 1} down`}
              isDisabled={index === booking.via.length - 1}
              onPress={() => moveViaStop(index, 1)}
            >
              Down
            </Button>
            <Button
              size="small"
              variant="secondary"
              aria-label={`Remove via ${index + 1}`}
              onPress={() => removeViaStop(index)}
            >
              Remove
            </Button>
          </div>
        </div>
      ))}
      {booking.via.length < maxVia && (
        <div>
          <Button size="small" variant="link" onPress={addViaStop}>
            Add via stop
          </Button>
        </div>
      )}
      <AddressField
        label="Drop-off"
        value={booking.dropoff as typeof bookingState.dropoff}
        error={errors.dropoff}
        onSelect={(place) => chooseAddress('dropoff', place)}
      />
      <RadioTiles
        label="Pickup time"
        choices={[
          { value: 'Now', label: 'ASAP' },
          { value: 'Later', label: 'Later' },
        ]}
        value={booking.pickUpType}
        onChange={(value) => {
          if (value === 'Now') chooseAsap();
          else chooseLater(booking.time || toLocalInput(new Date(Date.now() + 60 * 60_000)));
        }}
      />
      {booking.pickUpType === 'Later' && (
        <TextInput
          label="Pickup date and time"
          type="datetime-local"
          value={booking.time}
          min={toLocalInput(new Date())}
          error={errors.time}
          onValueChange={(value) => chooseLater(value)}
        />
      )}
      <RadioTiles
        label="Journey type"
        choices={[
          { value: '', label: 'One way' },
          { value: 'rtn', label: 'Return' },
          { value: 'w&r', label: 'Wait and return' },
        ]}
        value={booking.returnKind}
        onChange={(value) => chooseReturn(value)}
      />
      {booking.returnKind === 'rtn' && (
        <TextInput
          label="Return date and time"
          type="datetime-local"
          value={booking.returnTime}
          error={errors.returnTime}
          onValueChange={(value) => chooseReturn('rtn', value)}
        />
      )}
    </section>
  );
}
