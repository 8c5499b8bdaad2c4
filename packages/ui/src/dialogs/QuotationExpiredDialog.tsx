import {
  earliestPickupWarningFor,
  formatWhen,
  isPickupTimeValid,
  QUOTATION_EXPIRED_TITLE,
  quotationExpiredMessage,
  requiredMessage,
} from '@cabkit/domain';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { DateTimePicker, type DateTimeValue } from '../DateTimePicker/DateTimePicker';
import { Dialog, DialogActions } from './Dialog';
import * as styles from './Dialog.css';
import { ErrorSummary } from './ErrorSummary';
import type { OpenableProps } from './dialogProps';
import { useSay } from '../parts/words';

/** Props of `QuotationExpiredDialog`. */
export interface QuotationExpiredDialogProps extends OpenableProps {
  /** The configured phone number shown in the message. */
  phone: string;
  /** The current time (for the picker). */
  now: Date;
  /** The IANA zone of the tenant's clock: the picker's days and hours and the earliest time are on it (default the device's). */
  timeZone?: string;
  /** Show the date-time picker to choose a new pickup time. */
  showDateTimePicker?: boolean;
  /** The earliest pickup for this address: shown as the warning and the picker's lower bound. */
  earliestTime?: Date;
  /** The pickup time chosen so far. */
  defaultValue?: DateTimeValue;
  /** Called when a time is chosen in the picker (sets the booking time and its validity, docs/behaviour/journey.md#date-time-picker). */
  onTimeChange?: (value: DateTimeValue) => void;
  /** Re-Quote: called with the chosen time (or undefined without picker); busy while its promise runs. */
  onRequote: (value: DateTimeValue | undefined) => Promise<void> | void;
  /** Cancel: closes all modals and clears the booking (docs/behaviour/quotation.md#expired-dialog). */
  onCancel: () => void;
  /** Busy from outside (clears on error or completion). */
  isBusy?: boolean;
  /** Picker start-up delay (default 1000 ms, docs/behaviour/journey.md#date-time-picker). */
  pickerReadyDelayMs?: number;
}

/** `name` of the picker's date selector, which the summary's time message links to. */
const PICKUP_TIME_FIELD = 'PickupTime';

/** Checks the chosen time for Re-Quote: set, and not before the earliest pickup (docs/behaviour/quotation.md#expired-dialog). */
export function requoteTimeMessage(
  value: DateTimeValue | undefined,
  earliestTime?: Date,
  timeZone?: string,
): string | undefined {
  if (!value) return requiredMessage('Pickup time');
  if (value.pickUpType === 'Now') return undefined;
  if (!value.time) return requiredMessage('Pickup time');
  // The domain's rule (its allowance included) and words, as the journey and the server judge the same time.
  if (earliestTime && !isPickupTimeValid({ PickUpType: 'Later', Time: value.time }, earliestTime)) {
    return earliestPickupWarningFor(earliestTime, timeZone);
  }
  return undefined;
}

function ExpiredBody({
  onOpenChange,
  phone,
  now,
  timeZone,
  showDateTimePicker = false,
  earliestTime,
  defaultValue,
  onTimeChange,
  onRequote,
  onCancel,
  isBusy = false,
  pickerReadyDelayMs,
}: QuotationExpiredDialogProps) {
  const say = useSay();
  const [value, setValue] = useState<DateTimeValue | undefined>(defaultValue);
  // The time's own problem (on the picker, linked from the summary) and a failed Re-Quote (summary only).
  const [timeError, setTimeError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const busy = isBusy || pending;
  const requote = async () => {
    if (busy) return;
    const message = showDateTimePicker ? requoteTimeMessage(value, earliestTime, timeZone) : undefined;
    setTimeError(message);
    setFailure(undefined);
    if (message) {
      setAttempt((n) => n + 1);
      return;
    }
    setPending(true);
    try {
      await onRequote(showDateTimePicker ? value : undefined);
    } catch (reason) {
      setFailure(reason instanceof Error && reason.message ? reason.message : undefined);
      setAttempt((n) => n + 1);
    } finally {
      setPending(false);
    }
  };
  const summary = [
    ...(timeError ? [{ field: PICKUP_TIME_FIELD, message: timeError }] : []),
    ...(failure ? [{ message: failure }] : []),
  ];
  return (
    <>
      <p className={styles.text}>{quotationExpiredMessage(phone)}</p>
      <ErrorSummary errors={summary} focusKey={attempt} />
      {showDateTimePicker ? (
        <>
          {earliestTime ? (
            <p className={styles.smallPrint}>{earliestPickupWarningFor(earliestTime, timeZone)}</p>
          ) : null}
          <p className={styles.text} aria-live="polite">
            {say('Pickup time:')}{' '}
            {value
              ? value.pickUpType === 'Now'
                ? 'ASAP'
                : value.time
                  ? formatWhen(value.time, { timeZone })
                  : 'not chosen'
              : 'not chosen'}
          </p>
          {/* Part of the dialog: every choice counts at once (Re-Quote and Cancel are the dialog's own buttons). */}
          <DateTimePicker
            now={now}
            timeZone={timeZone}
            commitOnChange
            name={PICKUP_TIME_FIELD}
            errorMessage={timeError}
            earliestTime={earliestTime}
            value={value}
            readyDelayMs={pickerReadyDelayMs}
            onChange={(next) => {
              setValue(next);
              setTimeError(undefined);
              setFailure(undefined);
              onTimeChange?.(next);
            }}
          />
        </>
      ) : null}
      <DialogActions>
        <Button isPending={busy} onPress={requote}>
          {busy ? say('Processing') : say('Re-Quote')}
        </Button>
        <Button
          variant="secondary"
          onPress={() => {
            onCancel();
            onOpenChange(false);
          }}
        >
          {say('Cancel')}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * "Quotation Expired" (docs/behaviour/quotation.md#expired-dialog): 'Opps, your quotation has expired. Please try again or call our friendly team
 * on {phone}', an optional date-time picker with 'The earliest time we can pickup from this address is {time}',
 * Re-Quote (needs a valid time when the picker shows) and Cancel.
 */
export function QuotationExpiredDialog(props: QuotationExpiredDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => {
        if (!next) props.onCancel();
        props.onOpenChange(next);
      }}
      title={QUOTATION_EXPIRED_TITLE}
      role="alertdialog"
      size={props.showDateTimePicker ? 'large' : 'small'}
    >
      <ExpiredBody {...props} />
    </Dialog>
  );
}
