import { flightDetailsNeeded, isOutwardFlightRequired, isReturnFlightRequired } from '@cabkit/domain/flight';
import { validateFlight } from '@cabkit/domain/validation';
import type { BookingState } from '../../../state/booking';
import type { StepPart as WizardSection } from '@cabkit/domain/wizard';
import { type FlightTab, type FlightVariant, flightBookingOf, flightUi, openFlightDetails } from './flight-model';

/** What the flight rules say about one wizard step (docs/behaviour/flights.md#flight-required). */
export interface FlightStepCheck {
  /** Inline flight field errors, keyed `flight-{tab}-{field}` (messages as docs/behaviour/flights.md#flight-messages words them). */
  errors: Record<string, string>;
  /** The flight-details dialog must open on this tab before the step may be left; undefined when not. */
  dialogTab: FlightTab | undefined;
}

/** The layout facts the flight rules need: inline flights (template hint) and the dialog variant. */
export interface FlightLayout {
  /** Flights are entered inline in the journey step. */
  inline: boolean;
  /** The dialog variant ('autocomplete' or '360'). */
  variant: FlightVariant;
}

/** The error key of one inline flight field. */
export function flightErrorKey(tab: FlightTab, field: string): string {
  return `flight-${tab}-${field}`;
}

/**
 * The flight rules of a step (docs/behaviour/flights.md#flight-required). Inline templates check the required flights with the journey (step 1
 * needs flights valid when inline); the others leave the step holding the contact (step 3) only after the
 * flight-details dialog has the needed flights, outward first, unless the user declined.
 */
export function flightStepCheck(
  sections: readonly WizardSection[],
  state: Pick<BookingState, 'pickup' | 'dropoff' | 'returnKind' | 'flight' | 'returnFlight'>,
  layout: FlightLayout,
): FlightStepCheck {
  const booking = flightBookingOf(state);
  const errors: Record<string, string> = {};
  if (layout.inline) {
    if (sections.includes('journey')) {
      const check = (tab: FlightTab, required: boolean, flight: typeof booking.Flight) => {
        if (!required) return;
        for (const error of validateFlight(flight, layout.variant).errors) {
          errors[flightErrorKey(tab, error.field)] = error.message;
        }
      };
      check('outward', isOutwardFlightRequired(booking), booking.Flight);
      check('return', isReturnFlightRequired(booking), booking.ReturnFlight);
    }
    return { errors, dialogTab: undefined };
  }
  const dialogTab = sections.includes('contact') ? flightDetailsNeeded(booking, layout.variant) : undefined;
  return { errors, dialogTab };
}

/**
 * The wizard's flight gate for a step (used by `checkSections`): adds inline flight errors to `errors`; when the
 * step is otherwise valid and the flight-details dialog is needed, opens it (the wizard carries on when it is
 * done). Returns 'dialog' when the dialog opened, 'invalid' when inline flights failed, else 'ok'.
 */
export function checkFlightStep(
  sections: readonly WizardSection[],
  state: Pick<BookingState, 'pickup' | 'dropoff' | 'returnKind' | 'flight' | 'returnFlight'>,
  errors: Record<string, string>,
): 'ok' | 'invalid' | 'dialog' {
  const result = flightStepCheck(sections, state, { inline: flightUi.inline, variant: flightUi.variant });
  Object.assign(errors, result.errors);
  if (Object.keys(result.errors).length > 0) {
    flightUi.inlineChecked = true;
    return 'invalid';
  }
  if (result.dialogTab && Object.keys(errors).length === 0) {
    openFlightDetails(result.dialogTab, true);
    return 'dialog';
  }
  return 'ok';
}
