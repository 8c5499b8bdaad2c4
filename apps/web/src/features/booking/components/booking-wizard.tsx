import { PAYMENT_BUSY_TEXTS } from '@cabkit/domain/payment';
import { Button } from '@cabkit/ui/Button';
import { visuallyHidden } from '@cabkit/ui/theme';
import { Fragment, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../../app/paths';
import { bookingResets, bookingState } from '../../../state/booking';
import { configState, initialPaymentMethod } from '../../../state/config';
import { BookingExtras, prefetchBookingExtras } from '../../extras';
import { FlightsHost } from '../../flights';
import { paysByCard, paysByPayPal, prepareCardPayment } from '../state/prepare';
import { goBack, goNext, submitBooking } from '../state/actions';
import { requestQuote } from '../../../state/quote';
import { watchSession } from '../state/people';
import { clampStep, isTemplateName, templateHints, templateSteps, type WizardSection } from '../state/steps';
import { loadVehicleTypes } from '../../../state/vehicles';
import * as css from './booking.css';
import { FareSummary } from './fare-summary';
import { JourneySection } from './journey-section';
import { PaymentSection } from './payment-section';

// The expired dialog (Radix) loads only when a quotation runs out.
// The waiting-time stepper (react-aria's number field) loads only for a wait-and-return journey.
const WaitingTimeField = lazy(() => import('./waiting-time-field').then((m) => ({ default: m.WaitingTimeField })));
const QuotationExpiredDialog = lazy(() =>
  import('./quotation-expired-dialog').then((m) => ({ default: m.QuotationExpiredDialog })),
);

// Card payment (dialogs, gateway SDKs) loads when "Book now" pays by card.
const WizardCardPayment = lazy(() => import('./wizard-card-payment').then((m) => ({ default: m.WizardCardPayment })));

// PayPal (dialog, SDK) loads when "Book now" pays with PayPal.
const WizardPayPalPayment = lazy(() =>
  import('./wizard-paypal-payment').then((m) => ({ default: m.WizardPayPalPayment })),
);

// The journey map (its frame, then JourneyMap and MapLibre) loads once the journey has an address to show.
const BookingMap = lazy(() => import('../map/booking-map').then((m) => ({ default: m.BookingMap })));

// Later steps load on demand: the contact step carries the phone-number rules, the vehicle step the tiers and
// steppers, the last step the promo code and note to driver.
const ContactSection = lazy(() => import('./contact-section').then((m) => ({ default: m.ContactSection })));
const VehicleSection = lazy(() => import('./vehicle-section').then((m) => ({ default: m.VehicleSection })));

/** The visible name of each section, for the step list. */
const sectionTitles: Record<WizardSection, string> = {
  journey: 'Journey',
  vehicle: 'Vehicle',
  contact: 'Your details',
  payment: 'Payment',
};

function Section({ section }: { section: WizardSection }) {
  const { returnKind } = useSnapshot(bookingState);
  switch (section) {
    case 'journey':
      return (
        <>
          <JourneySection />
          {returnKind === 'w&r' && (
            <Suspense fallback={<p role="status">Loading the waiting time…</p>}>
              <WaitingTimeField />
            </Suspense>
          )}
        </>
      );
    case 'vehicle':
      return <VehicleSection />;
    case 'contact':
      return <ContactSection />;
    case 'payment':
      return <PaymentSection />;
  }
}

/** Booking modes of docs/behaviour/journey.md#lite-quick: the full page, lite (no frame) and quick (no frame, prefilled). */
export type BookingMode = 'full' | 'lite' | 'quick';

/**
 * The booking wizard: the steps of the tenant's layout template (or `?template=` for review), forward only
 * when the current step validates, the fare beside every step, and "Book now" on the last step.
 */
export function BookingWizard({ mode = 'full' }: { mode?: BookingMode }) {
  const booking = useSnapshot(bookingState);
  // A fresh start (Cancel in the expired dialog, ...) remounts the fields, so none keeps the old text.
  const resets = useSnapshot(bookingResets);
  const config = useSnapshot(configState);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const requested = search.get('template') ?? '';
  const template = isTemplateName(requested) ? requested.trim().toLowerCase() : config.layoutTemplate;
  const steps = useMemo(() => templateSteps(template), [template]);
  const stacked = templateHints(template).stepper === 'stacked';
  // The journey map goes where the template says: the main column (after the journey) or the side panel.
  const mapPlacement = templateHints(template).map;
  const hasPlace = Boolean(booking.pickup || booking.dropoff || booking.via.some(Boolean));
  const step = clampStep(booking.step, steps.length);
  const sections = steps[step - 1] ?? [];
  // Stacked templates (list, inlinex, overflow) keep the finished steps on screen above the current one.
  const shownSections = stacked ? steps.slice(0, step).flat() : sections;
  const isLast = step === steps.length;
  const previousStep = useRef(step);
  const [cardKey, setCardKey] = useState(0);
  const [payPalKey, setPayPalKey] = useState(0);

  // Sign-in and sign-out change who books: contact from the profile, the post-sign-in chain (docs/behaviour/people.md#post-sign-in).
  useEffect(() => watchSession(template, steps), [template, steps]);

  useEffect(() => {
    void loadVehicleTypes().then(() => requestQuote({ immediate: true }));
    // Fetch the later steps' code while the user fills in the journey, so no step waits on the network.
    const prefetch = setTimeout(() => {
      void import('./vehicle-section');
      void import('./contact-section');
      void prefetchBookingExtras();
      void import('../state/validate');
    }, 1500);
    return () => clearTimeout(prefetch);
  }, []);

  useEffect(() => {
    // The tenant's default method when it is allowed, else the first allowed one (docs/behaviour/payment.md#payment-methods).
    if (booking.paymentType === '' && config.loaded) {
      const chosen = initialPaymentMethod(config);
      if (chosen) bookingState.paymentType = chosen;
    }
  }, [booking.paymentType, config]);

  // Move focus to the step heading when the step changes, so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (previousStep.current !== step) headingRef.current?.focus();
    previousStep.current = step;
  }, [step]);

  // Next waits for the quotation on its way (step 1 never moves on without a valid fare); busy meanwhile.
  const [advancing, setAdvancing] = useState(false);
  const onNext = async () => {
    if (advancing) return;
    setAdvancing(true);
    try {
      if (!(await goNext(steps))) focusFirstError();
    } finally {
      setAdvancing(false);
    }
  };

  // "Book now" runs once at a time: a second press (or Enter) while it checks and sends is ignored.
  const [bookingNow, setBookingNow] = useState(false);
  const bookingRun = useRef(false);
  const onBook = async () => {
    if (bookingRun.current) return;
    bookingRun.current = true;
    setBookingNow(true);
    try {
      if (paysByPayPal(bookingState.paymentType)) {
        if (await prepareCardPayment(steps)) setPayPalKey((key) => key + 1);
        else focusFirstError();
        return;
      }
      if (paysByCard(bookingState.paymentType)) {
        if (await prepareCardPayment(steps)) setCardKey((key) => key + 1);
        else focusFirstError();
        return;
      }
      const trackingCode = await submitBooking(steps);
      if (trackingCode) navigate(paths.confirmed(trackingCode));
      else focusFirstError();
    } finally {
      bookingRun.current = false;
      setBookingNow(false);
    }
  };
  const bookBusyText = bookNowBusyText(bookingNow, booking.submitting, booking.paymentType);

  return (
    <div>
      <h1 ref={headingRef} tabIndex={-1}>
        {mode === 'quick' ? 'Quick booking' : 'Book a journey'}
        <span className={visuallyHidden}>
          {`, step ${step} of ${steps.length}: ${sections.map((s) => sectionTitles[s]).join(' and ')}`}
        </span>
      </h1>
      <ol className={css.steps} aria-label="Booking steps">
        {steps.map((stepSections, index) => (
          <li key={stepSections.join('-')} className={css.step} aria-current={index + 1 === step ? 'step' : undefined}>
            {index + 1}. {stepSections.map((s) => sectionTitles[s]).join(' & ')}
          </li>
        ))}
      </ol>
      <div className={css.wizard}>
        <form
          noValidate
          aria-label="Booking"
          onSubmit={(event) => {
            event.preventDefault();
            if (isLast) void onBook();
            else void onNext();
          }}
          className={css.form}
        >
          <Suspense key={resets.count} fallback={<p role="status">Loading…</p>}>
            {shownSections.map((section) => (
              <Fragment key={section}>
                <Section section={section} />
                {section === 'journey' && mapPlacement === 'main' && hasPlace && (
                  <Suspense fallback={null}>
                    <BookingMap placement="main" />
                  </Suspense>
                )}
              </Fragment>
            ))}
          </Suspense>
          {isLast && (
            <Suspense fallback={null}>
              <BookingExtras />
            </Suspense>
          )}
          {booking.submitError && (
            <p className={css.alert} role="alert">
              <span className={visuallyHidden}>Error:</span> {booking.submitError}
            </p>
          )}
          <div className={css.actions}>
            {step > 1 ? (
              <Button variant="secondary" onPress={() => goBack(steps)}>
                Back
              </Button>
            ) : (
              <span />
            )}
            {isLast ? (
              // Our Button's own pending (not react-aria's, whose announcement outlived the button after the
              // move to the confirmation page: axe role-img-alt): presses ignored, focus kept, a status region.
              <Button type="submit" isPending={bookBusyText !== undefined} pendingLabel={bookBusyText}>
                {bookBusyText ?? 'Book now'}
              </Button>
            ) : (
              <Button type="submit" isPending={advancing} pendingLabel="Updating the fare">
                Next
              </Button>
            )}
          </div>
        </form>
        <div className={css.sidebar}>
          {mapPlacement === 'float' && hasPlace && (
            <Suspense fallback={null}>
              <BookingMap placement="float" />
            </Suspense>
          )}
          <FareSummary />
        </div>
      </div>
      {cardKey > 0 && (
        <Suspense fallback={null}>
          <WizardCardPayment openKey={cardKey} />
        </Suspense>
      )}
      {payPalKey > 0 && (
        <Suspense fallback={null}>
          <WizardPayPalPayment openKey={payPalKey} />
        </Suspense>
      )}
      {booking.quoteExpired && (
        <Suspense fallback={null}>
          <QuotationExpiredDialog />
        </Suspense>
      )}
      {/* Flight details and the flight finder (docs/behaviour/flights.md#flight-finder): the step gate's dialog carries the wizard on when done. */}
      <FlightsHost template={template} onContinue={() => void (isLast ? onBook() : onNext())} />
    </div>
  );
}

/**
 * What "Book now" says while busy (docs/behaviour/payment.md#checkout "Processing/Payment..."), undefined when idle: Payment... while a card
 * or PayPal payment runs, Processing while the booking is checked or sent.
 */
function bookNowBusyText(checking: boolean, submitting: boolean, paymentType: string): string | undefined {
  const [processing, payment] = PAYMENT_BUSY_TEXTS;
  if (submitting && (paysByCard(paymentType) || paysByPayPal(paymentType))) return payment;
  return checking || submitting ? processing : undefined;
}

/** Focuses the first field in error, so the user lands where the problem is. */
function focusFirstError(): void {
  requestAnimationFrame(() => {
    const invalid = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid?.getAttribute('role') === 'radiogroup') invalid.querySelector<HTMLInputElement>('input')?.focus();
    else invalid?.focus();
  });
}
