import { PETS_AND_CHILDREN_MAX } from '@cabkit/domain/model';
import { Checkbox } from '@cabkit/ui/Checkbox';
import { t } from '@lingui/core/macro';
import { NumberStepper } from '@cabkit/ui/NumberStepper';
import { FLAGS, SEATS } from '../../../extras/access-labels';
import * as css from './change-booking.css';

/** The extras and access needs a change sends, named as the change request names them. */
export interface ChangeExtrasValue {
  smallpets: number;
  otherpets: number;
  smallchilds: number;
  largechilds: number;
  infantseats: number;
  wheelchair: boolean;
  assistance: boolean;
  assistancedog: boolean;
}

/** The request's name of each access need the wizard's groups name. */
const FLAG_FIELD = { wheelchair: 'wheelchair', assistance: 'assistance', assistanceDog: 'assistancedog' } as const;
const SEAT_FIELD = { infantSeats: 'infantseats', smallChilds: 'smallchilds', largeChilds: 'largechilds' } as const;

/** Props of `ChangeExtras`. */
export interface ChangeExtrasProps {
  value: ChangeExtrasValue;
  onChange: (value: ChangeExtrasValue) => void;
  /** The access needs the tenant offers (its configuration's AccessNeeds.Offered). */
  offered: readonly string[];
  showPets: boolean;
  showChildSeats: boolean;
  /** The access rule's refusal for the vehicle chosen, shown under the group. */
  refusal: string | null;
}

/**
 * The pets, child seats by type and access needs of the booking editor, with the wizard's labels: each shown when
 * the tenant offers it, or when the booking already has it (so it can be taken off).
 */
export function ChangeExtras({ value, onChange, offered, showPets, showChildSeats, refusal }: ChangeExtrasProps) {
  const seats = SEATS.filter((s) => {
    const field = SEAT_FIELD[s.key];
    // Child and booster seats without an offer list are the tenant's long-standing "child seats" option.
    const shown = offered.includes(s.need) || (s.key !== 'infantSeats' && showChildSeats && offered.length === 0);
    return shown || value[field] > 0;
  });
  const flags = FLAGS.filter((f) => offered.includes(f.need) || value[FLAG_FIELD[f.key]]);
  const pets = showPets || value.smallpets > 0 || value.otherpets > 0;
  if (!pets && seats.length === 0 && flags.length === 0) return null;
  const set = (patch: Partial<ChangeExtrasValue>) => onChange({ ...value, ...patch });
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{t`Extras and access needs`}</legend>
      {flags.map((flag) => (
        <Checkbox
          key={flag.key}
          isSelected={value[FLAG_FIELD[flag.key]]}
          onChange={(selected) => set({ [FLAG_FIELD[flag.key]]: selected })}
        >
          {flag.label}
        </Checkbox>
      ))}
      <div className={css.steppers}>
        {pets && (
          <>
            <NumberStepper
              label={t`Small pets`}
              minValue={0}
              maxValue={PETS_AND_CHILDREN_MAX}
              value={value.smallpets}
              onChange={(n) => set({ smallpets: n })}
            />
            <NumberStepper
              label={t`Other pets`}
              minValue={0}
              maxValue={PETS_AND_CHILDREN_MAX}
              value={value.otherpets}
              onChange={(n) => set({ otherpets: n })}
            />
          </>
        )}
        {seats.map((seat) => (
          <NumberStepper
            key={seat.key}
            label={seat.label}
            minValue={0}
            maxValue={PETS_AND_CHILDREN_MAX}
            value={value[SEAT_FIELD[seat.key]]}
            onChange={(n) => set({ [SEAT_FIELD[seat.key]]: n })}
          />
        ))}
      </div>
      {refusal && (
        <p role="alert" className={css.problem}>
          {refusal}
        </p>
      )}
    </fieldset>
  );
}
