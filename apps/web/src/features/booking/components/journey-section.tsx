import type { ReturnKind } from '@cabkit/domain/model';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatWhen } from '@cabkit/domain/locale';
import { earliestPickupTime, earliestReturnDate } from '@cabkit/domain/time';
import { AsapLaterSwitch } from '@cabkit/ui/AsapLaterSwitch';
import { Button } from '@cabkit/ui/Button';
import type { DateTimeValue } from '@cabkit/ui/DateTimePicker';
import { SegmentedChoice } from '@cabkit/ui/SegmentedChoice';
import { visuallyHidden } from '@cabkit/ui/theme';
import { lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { activeLanguage, i18n, useLanguage } from '../../../i18n/language';
import { fromStoredTime, toStoredTime } from '../../../lib/local-time';
import { bookingState, heldTravelTime } from '../../../state/booking';
import { configState } from '../../../state/config';
import { chooseAsap, chooseLater, chooseReturn } from '../../../state/pickup-time';
import { AddressField } from './address-field';
import { FieldAnchor } from './field-anchor';
import * as css from './booking.css';

// The journey's actions (the address choice's checks, via stops) load when one is used, not with the first view.
const journeyActions = () => import('../state/actions');

// The flight details of an airport pickup or drop-off load with the journey's first address.
const JourneyFlights = lazy(() => import('../../flights').then((m) => ({ default: m.JourneyFlights })));

// The date-time picker (selects, steppers) loads when a time is first chosen, not with the first screen.
const DateTimePicker = lazy(() => import('@cabkit/ui/DateTimePicker').then((m) => ({ default: m.DateTimePicker })));

/** The journey types of docs/behaviour/journey.md#return-journey (none, 'rtn', 'w&r') as tiles. */
const journeyTypes: readonly { id: ReturnKind; label: MessageDescriptor }[] = [
  { id: '', label: msg`One way` },
  { id: 'rtn', label: msg`Return` },
  { id: 'w&r', label: msg`Wait and return` },
];
// RAC radio values must be non-empty: 'single' stands for the empty return kind.
const SINGLE = 'single';

/**
 * The text of a chosen time in the page's language ('dd/mm/yyyy hh:mm' in en-GB, docs/behaviour/quotation.md#money-display)
 * or that none is chosen yet; on the tenant's clock, as the picker that chose it.
 */
function timeText(text: string, timeZone: string): string {
  const date = fromStoredTime(text);
  return date ? formatWhen(date, { locale: activeLanguage(), timeZone }) : t`Not chosen yet`;
}

/**
 * A chosen time with a button that opens the design system's date-time picker below it (docs/behaviour/journey.md#date-time-picker widget:
 * quick 15/30/60, date, hour and minute selectors, Done/Close). Done applies; Close leaves the time as it was.
 */
function TimeChooser({
  title,
  value,
  earliest,
  error,
  errorId,
  field,
  open,
  onOpenChange,
  onDone,
}: {
  title: string;
  value: string;
  earliest: Date;
  error?: string;
  /** The id the error paragraph gets (so another control can point at it). */
  errorId?: string;
  /**
   * The error key this chooser answers for (the summary's link focuses it): the button when closed, the picker's
   * date selector, which then shows the error itself, when open. Left out, an anchor around the chooser does this.
   */
  field?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (time: Date) => void;
}) {
  const id = useId();
  const { timeZone } = useSnapshot(configState);
  const errorParagraphId = errorId ?? `${id}-error`;
  const what = title.toLowerCase();
  const current = fromStoredTime(value);
  const pickerValue: DateTimeValue | undefined = current
    ? { pickUpType: 'Later', time: current, quickMinutes: null }
    : undefined;
  // Done and Close take the picker (and the focus inside it) away: focus goes back to the button that opened it,
  // not to the page.
  const buttonBox = useRef<HTMLDivElement>(null);
  const pickerBox = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    // After the press that closed it has finished (its pointer events still land on the removed button).
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) buttonBox.current?.querySelector('button')?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);
  // With a field of its own, the open picker's date selector carries the error (one message, tied to it).
  const errorInPicker = open && field !== undefined;
  const closedPart = (
    <>
      <p className={css.timeValue} id={`${id}-value`}>
        <span className={css.timeLabel}>{title}:</span> {timeText(value, timeZone)}
      </p>
      {error && !errorInPicker && (
        <p id={errorParagraphId} className={css.fieldError}>
          <span className={visuallyHidden}>{t`Error:`}</span> {error}
        </p>
      )}
      {!open && (
        <div ref={buttonBox}>
          <Button
            size="small"
            variant="secondary"
            aria-describedby={error ? `${id}-value ${errorParagraphId}` : `${id}-value`}
            data-invalid={error ? true : undefined}
            onPress={() => onOpenChange(true)}
          >
            {current ? t`Change ${what}` : t`Choose ${what}`}
          </Button>
        </div>
      )}
    </>
  );
  return (
    <div className={css.timeChooser}>
      {field !== undefined && !open ? <FieldAnchor field={field}>{closedPart}</FieldAnchor> : closedPart}
      {open && (
        <Suspense fallback={<p role="status">{t`Loading the date and time picker…`}</p>}>
          <div ref={pickerBox}>
            <DateTimePicker
              title={title}
              hideAsap
              name={field}
              errorMessage={errorInPicker ? error : undefined}
              now={new Date()}
              timeZone={timeZone}
              earliestTime={earliest}
              value={pickerValue}
              onChange={(next) => {
                if (next.pickUpType === 'Later' && next.time) onDone(next.time);
              }}
              onClose={() => onOpenChange(false)}
            />
          </div>
          <ScrollIntoView target={pickerBox} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Brings an element just shown (with the lazy picker beside it) fully into view: on a phone the picker opens under
 * the button, often below the bottom of the screen, where nobody sees it open.
 */
function ScrollIntoView({ target }: { target: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    target.current?.scrollIntoView?.({ block: 'nearest' });
  }, [target]);
  return null;
}

/** Step 1: pickup, drop-off, via stops, pickup time and return. */
export function JourneySection({ maxVia = 5 }: { maxVia?: number }) {
  useLanguage();
  const booking = useSnapshot(bookingState);
  const config = useSnapshot(configState);
  const { errors } = booking;
  const timeErrorId = useId();
  const returnErrorId = useId();
  const [pickerOpen, setPickerOpen] = useState<'pickup' | 'return' | null>(null);
  const now = new Date();
  const earliestPickup = earliestPickupTime(now, heldTravelTime(booking), config.minLeadTime);
  const outbound = booking.pickUpType === 'Later' ? (fromStoredTime(booking.time) ?? now) : now;
  const earliestBack = earliestReturnDate(outbound, booking.quote?.JourneyTime ?? 0);
  const isReturn = booking.returnKind === 'rtn';
  return (
    <section className={css.section} aria-labelledby="journey-heading">
      <h2 id="journey-heading" className={css.sectionHeading}>
        {t`Journey`}
      </h2>
      <FieldAnchor field="pickup">
        <AddressField
          label={t`Pickup`}
          value={booking.pickup as typeof bookingState.pickup}
          error={errors.pickup ?? (booking.quoteError?.field === 'pickup' ? booking.quoteError.message : undefined)}
          onSelect={(place) => journeyActions().then((m) => m.chooseAddress('pickup', place))}
        />
      </FieldAnchor>
      {booking.via.map((stop, index) => (
        <div key={index} className={css.viaRow}>
          <FieldAnchor field={`via-${index}`}>
            <AddressField
              label={t`Via ${index + 1}`}
              value={stop as typeof bookingState.pickup}
              error={errors[`via-${index}`]}
              onSelect={(place) => journeyActions().then((m) => m.chooseAddress({ via: index }, place))}
            />
          </FieldAnchor>
          <div className={css.actions}>
            <Button
              size="small"
              variant="secondary"
              aria-label={t`Move via ${index + 1} up`}
              isDisabled={index === 0}
              onPress={() => void journeyActions().then((m) => m.moveViaStop(index, -1))}
            >
              {t`Up`}
            </Button>
            <Button
              size="small"
              variant="secondary"
              aria-label={t`Move via ${index + 1} down`}
              isDisabled={index === booking.via.length - 1}
              onPress={() => void journeyActions().then((m) => m.moveViaStop(index, 1))}
            >
              {t`Down`}
            </Button>
            <Button
              size="small"
              variant="secondary"
              aria-label={t`Remove via ${index + 1}`}
              onPress={() => void journeyActions().then((m) => m.removeViaStop(index))}
            >
              {t`Remove`}
            </Button>
          </div>
        </div>
      ))}
      {booking.via.length < maxVia && (
        <div>
          <Button size="small" variant="link" onPress={() => void journeyActions().then((m) => m.addViaStop())}>
            {t`Add via stop`}
          </Button>
        </div>
      )}
      <FieldAnchor field="dropoff">
        <AddressField
          label={t`Drop-off`}
          value={booking.dropoff as typeof bookingState.dropoff}
          error={errors.dropoff}
          onSelect={(place) => journeyActions().then((m) => m.chooseAddress('dropoff', place))}
        />
      </FieldAnchor>
      <FieldAnchor field="time">
        <AsapLaterSwitch
          label={t`Pickup time`}
          value={booking.pickUpType}
          isInvalid={Boolean(errors.time)}
          aria-describedby={errors.time ? timeErrorId : undefined}
          onChange={(kind) => {
            if (kind === 'Now') {
              chooseAsap();
              if (pickerOpen === 'pickup') setPickerOpen(null);
            } else {
              // Nothing is quoted for a time the passenger has not chosen: Later without one clears the fare
              // until the picker's Done gives it (a time chosen before is kept, and shown).
              chooseLater(booking.time);
              setPickerOpen('pickup');
            }
          }}
        />
        {errors.time && booking.pickUpType === 'Now' && (
          <p id={timeErrorId} className={css.fieldError}>
            <span className={visuallyHidden}>{t`Error:`}</span> {errors.time}
          </p>
        )}
        {booking.pickUpType === 'Later' && (
          <TimeChooser
            title={t`Pickup date and time`}
            value={booking.time}
            earliest={earliestPickup}
            error={errors.time}
            errorId={timeErrorId}
            open={pickerOpen === 'pickup'}
            onOpenChange={(open) => setPickerOpen(open ? 'pickup' : null)}
            onDone={(time) => chooseLater(toStoredTime(time))}
          />
        )}
      </FieldAnchor>
      {/* A return's date error belongs to the return date control (the chooser anchors it itself); any other
          return-kind error to the tiles. */}
      <FieldAnchor field={isReturn ? 'journeyType' : 'returnTime'}>
        <SegmentedChoice
          label={t`Journey type`}
          segments={journeyTypes.map((type) => ({ value: type.id || SINGLE, label: i18n._(type.label) }))}
          value={booking.returnKind || SINGLE}
          // The return-date message shows at the return date (docs/behaviour/journey.md#return-date); the tiles point at it.
          isInvalid={Boolean(errors.returnTime)}
          aria-describedby={errors.returnTime && isReturn && pickerOpen !== 'return' ? returnErrorId : undefined}
          errorMessage={isReturn ? undefined : errors.returnTime}
          onChange={(id) => {
            const kind = (id === SINGLE ? '' : id) as ReturnKind;
            chooseReturn(kind);
            setPickerOpen(kind === 'rtn' && !booking.returnTime ? 'return' : null);
          }}
        />
      </FieldAnchor>
      {isReturn && (
        <TimeChooser
          title={t`Return date and time`}
          value={booking.returnTime}
          earliest={earliestBack}
          error={errors.returnTime}
          errorId={returnErrorId}
          field="returnTime"
          open={pickerOpen === 'return'}
          onOpenChange={(open) => setPickerOpen(open ? 'return' : null)}
          onDone={(time) => chooseReturn('rtn', toStoredTime(time))}
        />
      )}
      {(booking.pickup || booking.dropoff) && (
        <Suspense fallback={null}>
          <JourneyFlights />
        </Suspense>
      )}
    </section>
  );
}
