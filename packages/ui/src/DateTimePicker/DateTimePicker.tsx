import { earliestPickupWarningFor, formatDateTime } from '@cabkit/domain';
import { useEffect, useId, useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { AsapLaterSwitch } from '../AsapLaterSwitch/AsapLaterSwitch';
import { Button } from '../Button/Button';
import { NumberStepper } from '../NumberStepper/NumberStepper';
import * as fieldStyles from '../parts/field.css';
import { Select } from '../Select/Select';
import { Spinner } from '../Spinner/Spinner';
import { TextField } from '../TextField/TextField';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './DateTimePicker.css';
import {
  type DateTimeValue,
  dateOptions,
  dayKey,
  firstSlotAfter,
  fromLocalInputValue,
  isHourBefore,
  isMinuteBefore,
  minuteChoices,
  type PickerMinuteStep,
  quickTime,
  startOfDay,
  toLocalInputValue,
  withDay,
  withTime,
} from './logic';

export type { DateTimeValue, PickerMinuteStep } from './logic';

/** Props of `DateTimePicker`. */
export interface DateTimePickerProps {
  /** The current time (passed in: the component never reads the clock). */
  now: Date;
  /** The committed value (what Done last confirmed). */
  value?: DateTimeValue;
  /** Called when ASAP is chosen (applies at once) and when Done confirms a Later time. */
  onChange?: (value: DateTimeValue) => void;
  /** Called by Close (and after Done) so the container can hide the picker. */
  onClose?: () => void;
  /** The earliest pickup allowed (default `now`); earlier hours and minutes are disabled. */
  earliestTime?: Date;
  /** Minute step of the minute selector: 0 (every minute), 5, 15 (default), 30 or 60 (SPEC 5). */
  minuteStep?: PickerMinuteStep;
  /** Show the waiting-time stepper (0-180 in 15s, default 60) for flight pickups. */
  showWaitingTime?: boolean;
  /** Use the native date-time input (iOS, SPEC 2). */
  isIOS?: boolean;
  /** Hide the ASAP/Later switch (e.g. return date or flight times, which are always Later). */
  hideAsap?: boolean;
  /** How many days ahead can be chosen (default 90). */
  daysAhead?: number;
  /** Delay before the selectors are ready (default 1000 ms: pickers initialise after 1 second, SPEC 2). */
  readyDelayMs?: number;
  /** The panel title (default "Pickup date and time"). */
  title?: string;
}

const QUICK = [15, 30, 60] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The date-time picker of SPEC 2: ASAP/Later, quick 15/30/60 buttons (pressed when used), date, hour and minute
 * selectors with a configurable minute step, optional waiting time, Done/Close; a native input on iOS.
 * ASAP applies at once; Later applies on Done after checking the earliest time.
 */
export function DateTimePicker({
  now,
  value,
  onChange,
  onClose,
  earliestTime,
  minuteStep = 15,
  showWaitingTime = false,
  isIOS = false,
  hideAsap = false,
  daysAhead = 90,
  readyDelayMs = 1000,
  title = 'Pickup date and time',
}: DateTimePickerProps) {
  const earliest = earliestTime ?? now;
  const titleId = useId();
  const [isReady, setReady] = useState(readyDelayMs <= 0);
  const [pickUpType, setPickUpType] = useState<'Now' | 'Later'>(hideAsap ? 'Later' : (value?.pickUpType ?? 'Later'));
  const [draft, setDraft] = useState<Date>(() => value?.time ?? firstSlotAfter(earliest, minuteStep));
  const [quick, setQuick] = useState<DateTimeValue['quickMinutes']>(value?.quickMinutes ?? null);
  const [waitingTime, setWaitingTime] = useState(value?.waitingTime ?? 60);
  const [warning, setWarning] = useState<string | undefined>();

  useEffect(() => {
    if (readyDelayMs <= 0) return;
    const timer = setTimeout(() => setReady(true), readyDelayMs);
    return () => clearTimeout(timer);
  }, [readyDelayMs]);

  const change = (next: Date, quickMinutes: DateTimeValue['quickMinutes'] = null) => {
    setDraft(next);
    setQuick(quickMinutes);
    setWarning(undefined);
  };

  const chooseKind = (kind: 'Now' | 'Later') => {
    setPickUpType(kind);
    setWarning(undefined);
    if (kind === 'Now') {
      // ASAP fills the value and applies immediately (SPEC 4).
      onChange?.({ pickUpType: 'Now', time: null, quickMinutes: null, ...(showWaitingTime ? { waitingTime } : {}) });
    }
  };

  const done = () => {
    if (pickUpType === 'Now') {
      onChange?.({ pickUpType: 'Now', time: null, quickMinutes: null, ...(showWaitingTime ? { waitingTime } : {}) });
      onClose?.();
      return;
    }
    const floor = new Date(earliest);
    floor.setSeconds(0, 0);
    if (draft.getTime() < floor.getTime()) {
      setWarning(earliestPickupWarningFor(floor));
      return;
    }
    onChange?.({ pickUpType: 'Later', time: draft, quickMinutes: quick, ...(showWaitingTime ? { waitingTime } : {}) });
    onClose?.();
  };

  const day = startOfDay(draft);
  const hours = Array.from({ length: 24 }, (_, hour) => ({
    id: String(hour),
    label: pad(hour),
    isDisabled: isHourBefore(day, hour, earliest),
  }));
  const minutes = minuteChoices(minuteStep, draft.getMinutes()).map((minute) => ({
    id: String(minute),
    label: pad(minute),
    isDisabled: isMinuteBefore(day, draft.getHours(), minute, earliest),
  }));
  const dates = dateOptions(now, daysAhead);
  const isLater = pickUpType === 'Later';

  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={!isReady}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {!hideAsap && <AsapLaterSwitch value={pickUpType} onChange={chooseKind} />}
      {isLater && !isReady && <Spinner label="Loading the date and time selectors" showLabel size="small" />}
      {isLater && isIOS && (
        <TextField
          label="Pickup date and time"
          type="datetime-local"
          isRequired
          isDisabled={!isReady}
          value={toLocalInputValue(draft)}
          onChange={(text) => {
            const parsed = fromLocalInputValue(text);
            if (parsed) change(parsed);
          }}
          validate={() => undefined}
          description={`Earliest ${formatDateTime(earliest)}`}
        />
      )}
      {isLater && !isIOS && (
        <>
          <fieldset className={styles.quickRow}>
            <legend className={visuallyHidden}>Quick pickup times</legend>
            {QUICK.map((minutesFromNow) => (
              <ToggleButton
                key={minutesFromNow}
                className={styles.quickButton}
                isSelected={quick === minutesFromNow}
                isDisabled={!isReady}
                onChange={() => change(quickTime(now, minutesFromNow), minutesFromNow)}
              >
                In {minutesFromNow} min
              </ToggleButton>
            ))}
          </fieldset>
          <div className={styles.selectors}>
            <Select
              className={`${fieldStyles.field} ${styles.dateCell}`}
              label="Date"
              items={dates}
              value={dayKey(draft)}
              isDisabled={!isReady}
              onChange={(id) => id && change(withDay(id, draft))}
            />
            <Select
              label="Hour"
              items={hours}
              value={String(draft.getHours())}
              isDisabled={!isReady}
              onChange={(id) => id && change(withTime(day, Number(id), draft.getMinutes()))}
            />
            <Select
              label="Minute"
              items={minutes}
              value={String(draft.getMinutes())}
              isDisabled={!isReady}
              onChange={(id) => id && change(withTime(day, draft.getHours(), Number(id)))}
            />
          </div>
        </>
      )}
      {showWaitingTime && (
        <NumberStepper
          label="Waiting time after landing (minutes)"
          minValue={0}
          maxValue={180}
          step={15}
          value={waitingTime}
          onChange={(next) => setWaitingTime(Number.isFinite(next) ? next : 60)}
          isDisabled={!isReady}
        />
      )}
      {warning && (
        <p className={styles.warning} role="alert">
          {warning}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose}>
          Close
        </Button>
        <Button onPress={done}>Done</Button>
      </div>
    </section>
  );
}
