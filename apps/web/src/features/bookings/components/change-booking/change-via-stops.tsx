import { Button } from '@cabkit/ui/Button';
import { t } from '@lingui/core/macro';
import type { Place } from '../../../../state/booking';
import { AddressField } from '../../../booking';
import * as css from './change-booking.css';

/** The most via stops a journey takes (the wizard's own limit). */
const MAX_VIA = 5;

/** Props of `ChangeViaStops`. */
export interface ChangeViaStopsProps {
  /** The stops in journey order; a stop just added and not yet chosen is null. */
  stops: readonly (Place | null)[];
  onChange: (stops: (Place | null)[]) => void;
  /** The required-field message of each stop by its index. */
  errors: Readonly<Record<number, string>>;
}

/**
 * The via stops of the booking editor, as the wizard lays them out: each an address field with its move up, move
 * down and remove buttons, and "Add via stop" up to the wizard's limit.
 */
export function ChangeViaStops({ stops, onChange, errors }: ChangeViaStopsProps) {
  const moved = (index: number, by: -1 | 1) => {
    const next = [...stops];
    const [stop] = next.splice(index, 1);
    next.splice(index + by, 0, stop ?? null);
    onChange(next);
  };
  return (
    <>
      {stops.length > 0 && (
        <ol className={css.vias} aria-label={t`Via stops`}>
          {stops.map((stop, index) => (
            // The index is the stop's place in the journey: a moved stop is a new field at its new place.
            <li key={index} className={css.via}>
              <AddressField
                label={t`Via ${index + 1}`}
                value={stop}
                error={errors[index]}
                onSelect={(place) => {
                  onChange(stops.map((s, i) => (i === index ? place : s)));
                  return true;
                }}
              />
              <div className={css.viaActions}>
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={t`Move via ${index + 1} up`}
                  isDisabled={index === 0}
                  onPress={() => moved(index, -1)}
                >
                  {t`Up`}
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={t`Move via ${index + 1} down`}
                  isDisabled={index === stops.length - 1}
                  onPress={() => moved(index, 1)}
                >
                  {t`Down`}
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={t`Remove via ${index + 1}`}
                  onPress={() => onChange(stops.filter((_, i) => i !== index))}
                >
                  {t`Remove`}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {stops.length < MAX_VIA && (
        <div>
          <Button size="small" variant="link" onPress={() => onChange([...stops, null])}>
            {t`Add via stop`}
          </Button>
        </div>
      )}
    </>
  );
}
