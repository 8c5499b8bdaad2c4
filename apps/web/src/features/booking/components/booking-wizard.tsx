import { clampStep } from '@cabkit/domain/wizard';
import { msg, t } from '@lingui/core/macro';
import { useMoney } from '../../../i18n/formats';
import { Button } from '@cabkit/ui/Button';
import { PageLayout } from '@cabkit/ui/PageLayout';
import { StepIndicator } from '@cabkit/ui/StepIndicator';
import { visuallyHidden } from '@cabkit/ui/theme';
import type { SummaryError } from '@cabkit/ui/dialogs';
import type { MessageDescriptor } from '@lingui/core';
import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { i18n, useLanguage } from '../../../i18n/language';
import { FirstViewPart } from '../../../lib/lazy-part';
import { paths } from '../../../app/paths';
import { bookingResets, bookingState } from '../../../state/booking';
import { BookingExtras, WithPayableFare } from '../../extras/fare';
import type { Checkout } from '../../payment';
import { checkoutMethod } from '../state/checkout-method';
import type { WizardSection } from '../state/steps';
import * as css from './booking.css';
import { FareSummary } from './fare-summary';
import { FieldAnchor } from './field-anchor';
import { JourneySection } from './journey-section';
import { prefetchLaterSteps, useWizardStart } from './use-wizard-start';

// The step moves and "Book now" (the step checks, the booking request) load when pressed, not with the first view.
const wizardActions = () => import('../state/actions');

// The error summary (with the dialogs' styles) loads on the first failed Next or Book now.
const ErrorSummary = lazy(() => import('@cabkit/ui/dialogs').then((m) => ({ default: m.ErrorSummary })));

// The expired dialog (Radix) loads only when a quotation runs out.
// The waiting-time stepper (react-aria's number field) loads only for a wait-and-return journey.
const WaitingTimeField = lazy(() => import('./waiting-time-field').then((m) => ({ default: m.WaitingTimeField })));
const QuotationExpiredDialog = lazy(() =>
  import('./quotation-expired-dialog').then((m) => ({ default: m.QuotationExpiredDialog })),
);

// The last step's bar (the fare to pay, "Book now" and its busy texts) loads with the last step.
const BookNowBar = lazy(() => import('./book-now-bar').then((m) => ({ default: m.BookNowBar })));

// Card payment (dialogs, gateway SDKs) loads when "Book now" pays by card.
const WizardCardPayment = lazy(() => import('./wizard-card-payment').then((m) => ({ default: m.WizardCardPayment })));

// PayPal (dialog, SDK) loads when "Book now" pays with PayPal.
const WizardPayPalPayment = lazy(() =>
  import('./wizard-paypal-payment').then((m) => ({ default: m.WizardPayPalPayment })),
);

// The flight layout, checks and dialogs (docs/behaviour/flights.md) concern a journey with an address: they load
// with its first one.
const FlightsHost = lazy(() => import('../../flights').then((m) => ({ default: m.FlightsHost })));

// The journey map (its frame, then JourneyMap and MapLibre) loads once the journey has an address to show: on top
// of the step on a phone, in the side summary on a desktop.
const BookingMap = lazy(() => import('../map/booking-map').then((m) => ({ default: m.BookingMap })));

// Later steps load on demand: the contact step carries the phone-number rules, the vehicle step the tiers and
// steppers, the payment step its method tiles, the last step the promo code and note to driver.
const ContactSection = lazy(() => import('./contact-section').then((m) => ({ default: m.ContactSection })));
const VehicleSection = lazy(() => import('./vehicle-section').then((m) => ({ default: m.VehicleSection })));
const PaymentSection = lazy(() => import('./payment-section').then((m) => ({ default: m.PaymentSection })));

/** The visible name of each section, for the step list. */
const sectionTitles: Record<WizardSection, MessageDescriptor> = {
  journey: msg`Journey`,
  vehicle: msg`Vehicle`,
  contact: msg`Your details`,
  payment: msg`Payment`,
};

/**
 * One section of the current step. Memoised, as the summary beside it: each reads the booking for itself, so a
 * change the wizard itself reads (the payment method chosen once the configuration is in, a checkout loaded, an
 * error) does not draw every field again. Right after the take-over such changes came three or four at once, and
 * each drew the whole step, 55 components, in one long task a tap on /booking waited behind.
 */
const Section = memo(function Section({ section }: { section: WizardSection }) {
  const { returnKind } = useSnapshot(bookingState);
  switch (section) {
    case 'journey':
      return (
        <>
          <JourneySection />
          {returnKind === 'w&r' && (
            <Suspense fallback={<LoadingPart />}>
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
});

/** Booking modes of docs/behaviour/journey.md#lite-quick: the full page, lite (no frame) and quick (no frame, prefilled). */
export type BookingMode = 'full' | 'lite' | 'quick';

/**
 * The booking wizard: the steps of the tenant's layout template (or `?template=` for review), forward only
 * when the current step validates, the fare beside every step, and "Book now" on the last step.
 */
export function BookingWizard({ mode = 'full' }: { mode?: BookingMode }) {
  const language = useLanguage();
  const booking = useSnapshot(bookingState);
  // A fresh start (Cancel in the expired dialog, ...) remounts the fields, so none keeps the old text.
  const resets = useSnapshot(bookingResets);
  const navigate = useNavigate();
  const stepRef = useRef<HTMLDivElement>(null);
  const { template, steps, hints } = useWizardStart();
  const stacked = hints.stepper === 'stacked';
  // The template's map hint sets the map's size: large for the templates that showed it in the main column.
  const mapPlacement = hints.map;
  const hasPlace = Boolean(booking.pickup || booking.dropoff || booking.via.some(Boolean));
  const step = clampStep(booking.step, steps.length);
  const sections = steps[step - 1] ?? [];
  // Stacked templates (list, inlinex, overflow) keep the finished steps on screen above the current one.
  const shownSections = stacked ? steps.slice(0, step).flat() : sections;
  const isLast = step === steps.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names are worded in `language` (Lingui's i18n).
  const stepNames = useMemo(
    () => steps.map((stepSections) => stepSections.map((s) => i18n._(sectionTitles[s])).join(' & ')),
    [steps, language],
  );
  const previousStep = useRef(step);
  // "Book now" runs through the wizard's checkout (checking, paying, failed, paid): a second press is ignored. The
  // payment feature loads with the last step, so the first screen does not carry it.
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const checkoutLoad = useRef<Promise<Checkout> | undefined>(undefined);
  const getCheckout = () => {
    checkoutLoad.current ??= loadCheckout().then((loaded) => {
      setCheckout(loaded);
      return loaded;
    });
    return checkoutLoad.current;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: getCheckout loads once per wizard (its ref).
  useEffect(() => {
    if (isLast) void getCheckout();
  }, [isLast]);

  // After a failed Next or Book now the error summary lists what is wrong and takes focus (GOV.UK pattern); each
  // of its links focuses the field. A new step starts without it.
  const [summaryKey, setSummaryKey] = useState(0);
  const summaryErrors = wizardSummaryErrors(booking.errors);
  const showSummary = () => setSummaryKey((key) => key + 1);

  // Move focus to the step indicator when the step changes, so keyboard and screen-reader users follow along: its
  // name ("Step 2 of 4: Vehicle") is announced once, and the page's h1 stays the page's.
  useEffect(() => {
    if (previousStep.current !== step) {
      setSummaryKey(0);
      stepRef.current?.focus();
    }
    previousStep.current = step;
  }, [step]);

  // Next waits for the quotation on its way (step 1 never moves on without a valid fare); busy meanwhile.
  const [advancing, setAdvancing] = useState(false);
  const onNext = async () => {
    if (advancing) return;
    setAdvancing(true);
    try {
      if (!(await (await wizardActions()).goNext(steps))) showSummary();
    } finally {
      setAdvancing(false);
    }
  };

  const onBook = async () => {
    const [running, { bookNow }] = await Promise.all([getCheckout(), import('../state/book-now')]);
    const trackingCode = await bookNow(running, steps);
    if (trackingCode) navigate(paths.confirmed(trackingCode));
    else if (running.state.phase === 'failed') showSummary();
  };

  return (
    <PageLayout width="wide" title={mode === 'quick' ? t`Quick booking` : t`Book a journey`}>
      <div className={css.steps}>
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for controls; this group names the step in focus. */}
        <div
          ref={stepRef}
          tabIndex={-1}
          role="group"
          aria-label={stepName(step, steps.length, sections)}
          className={css.stepIndicator}
        >
          <StepIndicator steps={stepNames} currentStep={step} />
        </div>
        <div className={css.wizard}>
          {/* The map and the fare summary: a sticky column beside the form on a desktop; on a phone the map comes
            first (above the step) and the summary after the form, the fare being on the Continue button. */}
          <div className={css.sidebar}>
            {hasPlace && (
              <div className={css.mapSlot}>
                <Suspense fallback={null}>
                  <BookingMap placement={mapPlacement} />
                </Suspense>
              </div>
            )}
            <div className={css.summarySlot}>
              <FareSummary />
            </div>
          </div>
          <form
            noValidate
            aria-label={t`Booking`}
            onSubmit={(event) => {
              event.preventDefault();
              if (isLast) void onBook();
              else void onNext();
            }}
            className={css.form}
          >
            {step > 1 && (
              <Button
                variant="secondary"
                className={css.back}
                onPress={() => void wizardActions().then((m) => m.goBack(steps))}
              >
                {t`Back`}
              </Button>
            )}
            {/* Stays mounted once shown, so fixing every error and then meeting a new one does not take focus
              from the field being typed in: the summary takes focus once per failed Next (focusKey). */}
            {summaryKey > 0 && (
              <Suspense fallback={null}>
                <ErrorSummary errors={summaryErrors} focusKey={summaryKey} />
              </Suspense>
            )}
            {/* The step's sections as one part of the first view: a template that shows a lazy section (contact,
              vehicle, payment) on its first step is the app's only once that section has hydrated too. */}
            <FirstViewPart key={resets.count} fallback={<LoadingPart />}>
              {shownSections.map((section) => (
                <Section key={section} section={section} />
              ))}
            </FirstViewPart>
            {isLast && (
              <Suspense fallback={null}>
                <BookingExtras />
              </Suspense>
            )}
            {booking.submitError && (
              <p className={css.alert} role="alert">
                <span className={visuallyHidden}>{t`Error:`}</span> {booking.submitError}
              </p>
            )}
            {/* The step's one action, in a bar kept at the bottom of the screen on phones and tablets. */}
            <div className={css.actions}>
              {isLast ? (
                // The fare and "Book now" come with the last step's code; until then a Book now that waits.
                <Suspense
                  fallback={
                    <Button type="submit" fullWidth className={css.stepAction} isPending pendingLabel={t`Loading…`}>
                      {t`Book now`}
                    </Button>
                  }
                >
                  <BookNowBar checkout={checkout} paysCash={checkoutMethod(booking.paymentType) === 'cash'} />
                </Suspense>
              ) : (
                // Hovering or focusing Continue is the surest sign the next step is about to open: fetch its code.
                <ContinueButton advancing={advancing} />
              )}
            </div>
          </form>
        </div>
      </div>
      {checkout && <WizardCheckouts checkout={checkout} />}
      {booking.quoteExpired && (
        <Suspense fallback={null}>
          <QuotationExpiredDialog />
        </Suspense>
      )}
      {/* Flight details and the flight finder (docs/behaviour/flights.md#flight-finder): the step gate's dialog carries the wizard on when done. */}
      {hasPlace && (
        <Suspense fallback={null}>
          <FlightsHost template={template} onContinue={() => void (isLast ? onBook() : onNext())} />
        </Suspense>
      )}
    </PageLayout>
  );
}

/**
 * A part of the step on its way. Plain text, not the design system's Skeleton: this is in the first view (the
 * server draws the first step whole, so it shows only when a later step's code is still on its way).
 */
function LoadingPart() {
  useLanguage();
  return <p role="status">{t`Loading…`}</p>;
}

/** The step indicator's name, announced when a step opens: "Step 2 of 4: Vehicle". */
function stepName(step: number, count: number, sections: readonly WizardSection[]): string {
  const names = sections.map((s) => i18n._(sectionTitles[s])).join(t` and `);
  return t`Step ${step} of ${count}: ${names}`;
}

/**
 * "Continue · £54.69": the step's way on, with the live fare (plain "Continue" before there is one); busy while
 * the fare it waits for is updated.
 */
function ContinueButton({ advancing }: { advancing: boolean }) {
  const money = useMoney();
  const { quote } = useSnapshot(bookingState);
  const label = (payable?: number) => {
    if (!quote) return t`Continue`;
    const fare = money(payable ?? quote.TotalFare, quote.CurrencyCode);
    return t`Continue · ${fare}`;
  };
  return (
    <Button
      type="submit"
      fullWidth
      className={css.stepAction}
      isPending={advancing}
      pendingLabel={t`Updating the fare`}
      onHoverStart={prefetchLaterSteps}
      onFocus={prefetchLaterSteps}
    >
      {/* The payable fare's code loads with the first fare (the first view has none). */}
      {quote ? (
        <Suspense fallback={label()}>
          <WithPayableFare>{label}</WithPayableFare>
        </Suspense>
      ) : (
        label()
      )}
    </Button>
  );
}

/** The wizard's checkout, from the payment feature (loaded with the last step). */
async function loadCheckout(): Promise<Checkout> {
  const { createCheckout } = await import('../../payment');
  return createCheckout();
}

/** The card or PayPal checkout the wizard's checkout opened. */
function WizardCheckouts({ checkout }: { checkout: Checkout }) {
  const payment = useSnapshot(checkout.state);
  if (payment.openKey <= 0) return null;
  return (
    <Suspense fallback={null}>
      {payment.method === 'card' && <WizardCardPayment openKey={payment.openKey} checkout={checkout} />}
      {payment.method === 'paypal' && <WizardPayPalPayment openKey={payment.openKey} checkout={checkout} />}
    </Suspense>
  );
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
