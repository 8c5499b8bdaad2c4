import {
  earliestPickupWarningFor,
  formatWhen,
  HOURS_MAX,
  instantOfWallClock,
  isPickupTimeValid,
  offeredQuickMinutes,
  quickPickupTime,
  WAITING_TIME_DEFAULT,
  WAITING_TIME_MAX,
  WAITING_TIME_STEP,
  zonedWallClock,
} from '@cabkit/domain';
import { useEffect, useId, useState } from 'react';
import { ToggleButton, useLocale } from 'react-aria-components';
import { AsapLaterSwitch } from '../AsapLaterSwitch/AsapLaterSwitch';
import { Button } from '../Button/Button';
import { NumberStepper } from '../NumberStepper/NumberStepper';
import * as fieldStyles from '../parts/field.css';
import { useSay, useUiWords } from '../parts/words';
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
  /**
   * The IANA zone of the tenant's clock (its tenant.json `timeZone`): today, tomorrow and the hours are that clock's,
   * whatever the device's zone, so a visitor abroad books a London taxi on London's time. Without it, the device's.
   */
  timeZone?: string;
  /** The committed value (what Done last confirmed; with `commitOnChange`, the starting value). */
  value?: DateTimeValue;
  /** Called when ASAP is chosen (applies at once) and when Done confirms a Later time; every change with `commitOnChange`. */
  onChange?: (value: DateTimeValue) => void;
  /** Called by Close (and after Done) so the container can hide the picker. */
  onClose?: () => void;
  /**
   * Embedded in a form whose own buttons submit it (dialogs): every change calls `onChange` at once, the selectors
   * show placeholders until something is chosen (a Later value without a time is reported as `time: null`), and
   * there is no Done/Close. The container checks the time (e.g. against the earliest pickup) when it submits.
   */
  commitOnChange?: boolean;
  /** Show the quick 15/30/60 minute buttons (default true; false for flight times, where "In 15 min" makes no sense). */
  showQuickButtons?: boolean;
  /** An error from the container (e.g. 'Datetime is required!'): shown under the date selector, which it describes and marks invalid. */
  errorMessage?: string;
  /** `name` of the date selector (the native input on iOS), so an error summary link can focus it. */
  name?: string;
  /** The earliest pickup allowed (default `now`); earlier hours and minutes are disabled. */
  earliestTime?: Date;
  /** Minute step of the minute selector: 0 (every minute), 5, 15 (default), 30 or 60 (docs/behaviour/common.md#steppers). */
  minuteStep?: PickerMinuteStep;
  /** Show the waiting-time stepper (0-180 in 15s, default 60) for flight pickups. */
  showWaitingTime?: boolean;
  /** Use the native date-time input (iOS, docs/behaviour/journey.md#date-time-picker). */
  isIOS?: boolean;
  /** Hide the ASAP/Later switch (e.g. return date or flight times, which are always Later). */
  hideAsap?: boolean;
  /** How many days ahead can be chosen (default 90). */
  daysAhead?: number;
  /** Delay before the selectors are ready (default 1000 ms: pickers initialise after 1 second, docs/behaviour/journey.md#date-time-picker). */
  readyDelayMs?: number;
  /** The panel title (default "Pickup date and time", or the app's words for it). */
  title?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The date-time picker of docs/behaviour/journey.md#pickup-time: ASAP/Later, quick 15/30/60 buttons (pressed when used), date, hour and minute
 * selectors with a configurable minute step, optional waiting time, Done/Close; a native input on iOS.
 * ASAP applies at once; Later applies on Done after checking the earliest time. With `commitOnChange` (inside a
 * dialog's form) every change applies at once and Done/Close are left out.
 */
export function DateTimePicker({
  now: nowInstant,
  timeZone,
  value,
  onChange,
  onClose,
  commitOnChange = false,
  showQuickButtons = true,
  errorMessage,
  name,
  earliestTime,
  minuteStep = 15,
  showWaitingTime = false,
  isIOS = false,
  hideAsap = false,
  daysAhead = 90,
  readyDelayMs = 1000,
  title,
}: DateTimePickerProps) {
  const say = useSay();
  // The page's language, as react-aria has it (the I18nProvider on the server, its default locale in the browser).
  const { locale } = useLocale();
  const words = useUiWords();
  // Every date and hour below is counted on the tenant's wall clock, held in a Date's local fields; what leaves the
  // picker is turned back into the instant it names.
  const wall = (instant: Date) => (timeZone ? zonedWallClock(instant, timeZone) : instant);
  const instantOf = (time: Date) => (timeZone ? instantOfWallClock(time, timeZone) : time);
  const now = wall(nowInstant);
  const earliestInstant = earliestTime ?? nowInstant;
  const earliest = wall(earliestInstant);
  const titleId = useId();
  const [isReady, setReady] = useState(readyDelayMs <= 0);
  const [pickUpType, setPickUpType] = useState<'Now' | 'Later'>(hideAsap ? 'Later' : (value?.pickUpType ?? 'Later'));
  const [draft, setDraft] = useState<Date>(() =>
    value?.time ? wall(value.time) : firstSlotAfter(earliest, minuteStep),
  );
  const [quick, setQuick] = useState<DateTimeValue['quickMinutes']>(value?.quickMinutes ?? null);
  const [waitingTime, setWaitingTime] = useState(value?.waitingTime ?? WAITING_TIME_DEFAULT);
  const [warning, setWarning] = useState<string | undefined>();
  // Embedded, nothing counts as chosen until the user picks: the selectors must not show a time the container never got.
  const [isChosen, setChosen] = useState(!commitOnChange || Boolean(value?.time));

  useEffect(() => {
    if (readyDelayMs <= 0) return;
    const timer = setTimeout(() => setReady(true), readyDelayMs);
    return () => clearTimeout(timer);
  }, [readyDelayMs]);

  /** The value reported for a kind and time, with the waiting time when it is shown. */
  const reported = (
    kind: 'Now' | 'Later',
    time: Date | null,
    quickMinutes: DateTimeValue['quickMinutes'],
    minutesWaiting = waitingTime,
  ): DateTimeValue => ({
    pickUpType: kind,
    time: kind === 'Now' || !time ? null : instantOf(time),
    quickMinutes: kind === 'Now' ? null : quickMinutes,
    ...(showWaitingTime ? { waitingTime: minutesWaiting } : {}),
  });

  const change = (next: Date, quickMinutes: DateTimeValue['quickMinutes'] = null) => {
    setDraft(next);
    setQuick(quickMinutes);
    setWarning(undefined);
    if (commitOnChange) {
      setChosen(true);
      onChange?.(reported('Later', next, quickMinutes));
    }
  };

  const chooseKind = (kind: 'Now' | 'Later') => {
    setPickUpType(kind);
    setWarning(undefined);
    if (kind === 'Now') {
      // ASAP fills the value and applies immediately (docs/behaviour/journey.md#pickup-time).
      onChange?.(reported('Now', null, null));
    } else if (commitOnChange) {
      onChange?.(reported('Later', isChosen ? draft : null, isChosen ? quick : null));
    }
  };

  const changeWaitingTime = (next: number) => {
    const minutesWaiting = Number.isFinite(next) ? next : WAITING_TIME_DEFAULT;
    setWaitingTime(minutesWaiting);
    if (commitOnChange)
      onChange?.(reported(pickUpType, isChosen ? draft : null, isChosen ? quick : null, minutesWaiting));
  };

  const done = () => {
    if (pickUpType === 'Now') {
      onChange?.(reported('Now', null, null));
      onClose?.();
      return;
    }
    const floor = new Date(earliestInstant);
    floor.setSeconds(0, 0);
    if (!isPickupTimeValid({ PickUpType: 'Later', Time: instantOf(draft) }, floor)) {
      setWarning(earliestPickupWarningFor(floor, timeZone));
      return;
    }
    onChange?.(reported('Later', draft, quick));
    onClose?.();
  };

  const day = startOfDay(draft);
  const hours = Array.from({ length: HOURS_MAX + 1 }, (_, hour) => ({
    id: String(hour),
    label: pad(hour),
    isDisabled: isHourBefore(day, hour, earliest),
  }));
  const minutes = minuteChoices(minuteStep, draft.getMinutes()).map((minute) => ({
    id: String(minute),
    label: pad(minute),
    isDisabled: isMinuteBefore(day, draft.getHours(), minute, earliest),
  }));
  const dates = dateOptions(now, daysAhead, locale, { today: say('Today'), tomorrow: say('Tomorrow') });
  const isLater = pickUpType === 'Later';

  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={!isReady}>
      <h2 id={titleId} className={styles.title}>
        {title ?? say('Pickup date and time')}
      </h2>
      {!hideAsap && <AsapLaterSwitch value={pickUpType} onChange={chooseKind} />}
      {isLater && !isReady && <Spinner label={say('Loading the date and time selectors')} showLabel size="small" />}
      {isLater && isIOS && (
        <TextField
          label={say('Pickup date and time')}
          name={name}
          type="datetime-local"
          isRequired
          isDisabled={!isReady}
          value={isChosen ? toLocalInputValue(draft) : ''}
          onChange={(text) => {
            const parsed = fromLocalInputValue(text);
            if (parsed) change(parsed);
            else if (commitOnChange && text === '') {
              setChosen(false);
              onChange?.(reported('Later', null, null));
            }
          }}
          validate={() => undefined}
          errorMessage={errorMessage}
          description={(words.earliest ?? ((when) => `Earliest ${when}`))(formatWhen(earliest, { locale }))}
        />
      )}
      {isLater && !isIOS && (
        <>
          {showQuickButtons && (
            <fieldset className={styles.quickRow}>
              <legend className={visuallyHidden}>{say('Quick pickup times')}</legend>
              {/* Only the buttons the earliest pickup allows: one the server would refuse is never offered. */}
              {offeredQuickMinutes(nowInstant, earliestInstant).map((minutesFromNow) => (
                <ToggleButton
                  key={minutesFromNow}
                  className={styles.quickButton}
                  isSelected={quick === minutesFromNow}
                  isDisabled={!isReady}
                  onChange={() => change(wall(quickPickupTime(nowInstant, minutesFromNow)), minutesFromNow)}
                >
                  {words.inMinutes?.(minutesFromNow) ?? `In ${minutesFromNow} min`}
                </ToggleButton>
              ))}
            </fieldset>
          )}
          <div className={styles.selectors}>
            <Select
              className={`${fieldStyles.field} ${styles.dateCell}`}
              label={say('Date')}
              name={name}
              placeholder={say('Choose a date')}
              items={dates}
              value={isChosen ? dayKey(draft) : null}
              isDisabled={!isReady}
              errorMessage={errorMessage}
              onChange={(id) => id && change(withDay(id, draft))}
            />
            <Select
              label={say('Hour')}
              placeholder={say('HH')}
              items={hours}
              value={isChosen ? String(draft.getHours()) : null}
              isDisabled={!isReady}
              onChange={(id) => id && change(withTime(day, Number(id), draft.getMinutes()))}
            />
            <Select
              label={say('Minute')}
              placeholder={say('MM')}
              items={minutes}
              value={isChosen ? String(draft.getMinutes()) : null}
              isDisabled={!isReady}
              onChange={(id) => id && change(withTime(day, draft.getHours(), Number(id)))}
            />
          </div>
        </>
      )}
      {showWaitingTime && (
        <NumberStepper
          label={say('Waiting time after landing (minutes)')}
          minValue={0}
          maxValue={WAITING_TIME_MAX}
          step={WAITING_TIME_STEP}
          value={waitingTime}
          onChange={changeWaitingTime}
          isDisabled={!isReady}
        />
      )}
      {warning && (
        <p className={styles.warning} role="alert">
          {warning}
        </p>
      )}
      {!commitOnChange && (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose}>
            {say('Close')}
          </Button>
          <Button onPress={done}>{say('Done')}</Button>
        </div>
      )}
    </section>
  );
}
