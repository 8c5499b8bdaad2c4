import { PAYMENT_BUSY_TEXTS } from '@cabkit/domain/payment';
import { Button } from '@cabkit/ui/Button';
import { StepIndicator } from '@cabkit/ui/StepIndicator';
import { visuallyHidden } from '@cabkit/ui/theme';
import type { SummaryError } from '@cabkit/ui/dialogs';
import { Fragment, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../../app/paths';
import { bookingResets, bookingState } from '../../../state/booking';
import { BookingExtras } from '../../extras';
import { FlightsHost } from '../../flights';
import { type CheckoutPhase, createCheckout } from '../../payment';
import { goBack, goNext } from '../state/actions';
import { bookNow, checkoutMethod } from '../state/book-now';
import { clampStep, type WizardSection } from '../state/steps';
import * as css from './booking.css';
import { FareSummary } from './fare-summary';
import { FieldAnchor } from './field-anchor';
import { JourneySection } from './journey-section';
import { PaymentSection } from './payment-section';
import { useWizardStart } from './use-wizard-start';

// The error summary (with the dialogs' styles) loads on the first failed Next or Book now.
const ErrorSummary = lazy(() => import('@cabkit/ui/dialogs').then((m) => ({ default: m.ErrorSummary })));

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
      return (
        <FieldAnchor field="vehicle">
          <VehicleSection />
        </FieldAnchor>
      );
    case 'contact':
      return <ContactSection />;
    case 'payment':
      return (
        <FieldAnchor field="payment">
          <PaymentSection />
        </FieldAnchor>
      );
  }
}

/** Booking modes of SPEC 2: the full page, lite (no frame) and quick (no frame, prefilled). */
export type BookingMode = 'full' | 'lite' | 'quick';

/**
 * The booking wizard: the steps of the tenant's layout template (or `?template=` for review), forward only
 * when the current step validates, the fare beside every step, and "Book now" on the last step.
 */
export function BookingWizard({ mode = 'full' }: { mode?: BookingMode }) {
  const booking = useSnapshot(bookingState);
  // A fresh start (Cancel in the expired dialog, ...) remounts the fields, so none keeps the old text.
  const resets = useSnapshot(bookingResets);
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { template, steps, hints } = useWizardStart();
  const stacked = hints.stepper === 'stacked';
  // The journey map goes where the template says: the main column (after the journey) or the side panel.
  const mapPlacement = hints.map;
  const hasPlace = Boolean(booking.pickup || booking.dropoff || booking.via.some(Boolean));
  const step = clampStep(booking.step, steps.length);
  const sections = steps[step - 1] ?? [];
  // Stacked templates (list, inlinex, overflow) keep the finished steps on screen above the current one.
  const shownSections = stacked ? steps.slice(0, step).flat() : sections;
  const isLast = step === steps.length;
  const previousStep = useRef(step);
  // "Book now" runs through the wizard's checkout (checking, paying, failed, paid): a second press is ignored.
  const [checkout] = useState(createCheckout);
  const payment = useSnapshot(checkout.state);

  // After a failed Next or Book now the error summary lists what is wrong and takes focus (GOV.UK pattern); each
  // of its links focuses the field. A new step starts without it.
  const [summaryKey, setSummaryKey] = useState(0);
  const summaryErrors = wizardSummaryErrors(booking.errors);
  const showSummary = () => setSummaryKey((key) => key + 1);

  // Move focus to the step heading when the step changes, so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (previousStep.current !== step) {
      setSummaryKey(0);
      headingRef.current?.focus();
    }
    previousStep.current = step;
  }, [step]);

  // Next waits for the quotation on its way (step 1 never moves on without a valid fare); busy meanwhile.
  const [advancing, setAdvancing] = useState(false);
  const onNext = async () => {
    if (advancing) return;
    setAdvancing(true);
    try {
      if (!(await goNext(steps))) showSummary();
    } finally {
      setAdvancing(false);
    }
  };

  const onBook = async () => {
    const trackingCode = await bookNow(checkout, steps);
    if (trackingCode) navigate(paths.confirmed(trackingCode));
    else if (checkout.state.phase === 'failed') showSummary();
  };
  const bookBusyText = bookNowBusyText(payment.phase, payment.method, booking.submitting, booking.paymentType);

  return (
    <div>
      <h1 ref={headingRef} tabIndex={-1}>
        {mode === 'quick' ? 'Quick booking' : 'Book a journey'}
        <span className={visuallyHidden}>
          {`, step ${step} of ${steps.length}: ${sections.map((s) => sectionTitles[s]).join(' and ')}`}
        </span>
      </h1>
      <div className={css.stepIndicator}>
        <StepIndicator
          steps={steps.map((stepSections) => stepSections.map((s) => sectionTitles[s]).join(' & '))}
          currentStep={step}
        />
      </div>
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
          {summaryKey > 0 && summaryErrors.length > 0 && (
            <Suspense fallback={null}>
              <ErrorSummary errors={summaryErrors} focusKey={summaryKey} />
            </Suspense>
          )}
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
      {payment.method === 'card' && payment.openKey > 0 && (
        <Suspense fallback={null}>
          <WizardCardPayment openKey={payment.openKey} checkout={checkout} />
        </Suspense>
      )}
      {payment.method === 'paypal' && payment.openKey > 0 && (
        <Suspense fallback={null}>
          <WizardPayPalPayment openKey={payment.openKey} checkout={checkout} />
        </Suspense>
      )}
      {booking.quoteExpired && (
        <Suspense fallback={null}>
          <QuotationExpiredDialog />
        </Suspense>
      )}
      {/* Flight details and the flight finder (SPEC 4): the step gate's dialog carries the wizard on when done. */}
      <FlightsHost template={template} onContinue={() => void (isLast ? onBook() : onNext())} />
    </div>
  );
}

/**
 * What "Book now" says while busy (SPEC 4 "Processing/Payment..."), undefined when idle: Payment... while a card
 * or PayPal payment runs, Processing while the booking is checked or a cash booking is sent.
 */
function bookNowBusyText(
  phase: CheckoutPhase,
  method: string | null,
  submitting: boolean,
  paymentType: string,
): string | undefined {
  const [processing, payment] = PAYMENT_BUSY_TEXTS;
  if (submitting && checkoutMethod(paymentType) !== 'cash') return payment;
  return phase === 'checking' || (phase === 'paying' && method === 'cash') || submitting ? processing : undefined;
}

/** Errors shown in the contact dialog (a booker's customer) stay there: the dialog takes focus, not the summary. */
const inDialog = (key: string) => key.startsWith('customer.');

/**
 * The error summary's entries: every field error of the booking, in the order the checks found them, each linked to
 * its field (by `name` or a `FieldAnchor`); the fare's error has no field in the form.
 */
function wizardSummaryErrors(errors: Readonly<Record<string, string>>): SummaryError[] {
  return Object.entries(errors)
    .filter(([key, message]) => message && !inDialog(key))
    .map(([key, message]) => (key === 'fare' ? { message } : { field: key, message }));
}
