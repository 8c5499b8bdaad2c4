import { useLanguage } from '../../../i18n/language';
import { t } from '@lingui/core/macro';
import { accessNeedsRefusal, vehicleMeetsNeeds } from '@cabkit/domain/terms';
import { vehicleFits } from '@cabkit/domain/quote';
import { Checkbox } from '@cabkit/ui/Checkbox';
import { NumberStepper } from '@cabkit/ui/NumberStepper';
import { visuallyHidden } from '@cabkit/ui/theme';
import { PETS_AND_CHILDREN_MAX } from '@cabkit/domain/model';
import { useSnapshot } from 'valtio';
import { bookingState } from '../../../state/booking';
import { needsOf } from '../state/options';
import { configState } from '../../../state/config';
import { vehiclesState } from '../../../state/vehicles';
import * as css from '../../../lib/text.css';
import * as styles from './extras.css';
import { FLAGS, SEATS } from '../access-labels';

/**
 * After a change of needs, keeps a vehicle that meets them: the chosen one when it does, else the first that does
 * and fits the party (the fare follows: every vehicle's price is in the quote).
 */
function keepMeetingVehicle(): void {
  const needs = needsOf(bookingState.access, bookingState.options);
  const types = vehiclesState.types;
  const chosen = types.find((t) => t.Id === bookingState.vehicleId);
  if (chosen && vehicleMeetsNeeds(chosen.Equipment ?? [], needs)) return;
  const meeting = types.find(
    (t) => vehicleMeetsNeeds(t.Equipment ?? [], needs) && vehicleFits(t, bookingState.options),
  );
  if (meeting) bookingState.vehicleId = meeting.Id;
}

/**
 * The "Access needs" group (docs/behaviour/bookings.md#access-needs): the needs the tenant offers, each a choice,
 * child seats by type; the booking moves to a vehicle that meets them, and says so when none does (the server
 * refuses such a booking with the same words).
 */
export function AccessNeeds() {
  useLanguage();
  const config = useSnapshot(configState);
  const booking = useSnapshot(bookingState);
  const vehicles = useSnapshot(vehiclesState);
  const offered = config.accessNeedsOffered;
  if (offered.length === 0) return null;
  const needs = needsOf(booking.access, booking.options);
  const equipped = (t: (typeof vehicles.types)[number]) => ({
    name: t.Name,
    passengers: t.Passengers,
    equipment: t.Equipment ?? [],
  });
  const chosen = vehicles.types.find((t) => t.Id === booking.vehicleId);
  const refusal = chosen
    ? accessNeedsRefusal(needs, {
        offered,
        chosen: equipped(chosen),
        vehicles: vehicles.types.map(equipped),
        passengers: booking.options.passengers,
      })
    : null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={css.sectionHeading}>{t`Access needs`}</legend>
      {FLAGS.filter((f) => offered.includes(f.need)).map((flag) => (
        <Checkbox
          key={flag.key}
          isSelected={booking.access[flag.key]}
          onChange={(selected) => {
            bookingState.access[flag.key] = selected;
            keepMeetingVehicle();
          }}
        >
          {flag.label}
        </Checkbox>
      ))}
      <div className={styles.steppers}>
        {SEATS.filter((s) => offered.includes(s.need)).map((seat) => (
          <NumberStepper
            key={seat.key}
            label={seat.label}
            minValue={0}
            maxValue={PETS_AND_CHILDREN_MAX}
            value={seat.where === 'access' ? booking.access.infantSeats : booking.options[seat.key]}
            onChange={(value) => {
              if (seat.where === 'access') bookingState.access.infantSeats = value;
              else bookingState.options[seat.key] = value;
              keepMeetingVehicle();
            }}
          />
        ))}
      </div>
      {refusal ? (
        <p className={css.alert} role="alert">
          <span className={visuallyHidden}>{t`Error:`}</span> {refusal}
        </p>
      ) : (
        chosen &&
        Object.values(needs).some(Boolean) && (
          <p className={css.muted} role="status">
            {t`The ${chosen.Name} meets your access needs.`}
          </p>
        )
      )}
    </fieldset>
  );
}
