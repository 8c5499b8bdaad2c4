import { normalizePhone } from '@cabkit/domain/validation';
import { clampStep, layoutTemplate, nextActionAfterSignIn, type PostSignInAction } from '@cabkit/domain/wizard';
import { proxy } from 'valtio';
import { bookingState, emptyCustomer, setFieldError } from '../../../state/booking';
import { configState, tenantDialingCode } from '../../../state/config';
import {
  isBooker,
  isSignedIn,
  onSignedOut,
  onSignInComplete,
  profileName,
  type SessionProfile,
  type SignInComplete,
  sessionState,
} from '../../../state/session';
import { flightUi, loadFlightChecks, openFlightDetails } from '../../flights';
import type { AccountPassword, PeopleContext } from './contact-rules';
import { clearQuoteCache, requestQuote } from '../../../state/quote';
import type { WizardSection } from './steps';
import { registerStore } from '../../../state/stores';

/**
 * The password a guest types to create an account with the booking, kept in memory only: a password never goes
 * to session storage (a reload asks for it again).
 */
export const accountPasswordState = proxy<AccountPassword>({ createAccount: false, password: '', confirm: '' });

/** The booker's contact dialog (Customer and Main Passenger tabs) is open. */
export const contactDialogState = proxy<{ open: boolean }>({ open: false });

/** Clears the typed account password (after sign-in or sign-out, docs/behaviour/people.md#post-sign-in). */
export function clearAccountPassword(): void {
  Object.assign(accountPasswordState, { createAccount: false, password: '', confirm: '' });
}

/** The contact rules' view of who is booking now. */
function peopleContext(): PeopleContext {
  return { isGuest: !isSignedIn(), isBooker: isBooker(), allowGuests: configState.allowGuests };
}

/** Guests may not book here and nobody is signed in: step 3 asks for sign-in first (docs/behaviour/people.md#step-gates). */
export function signInRequired(): boolean {
  return !isSignedIn() && !configState.allowGuests;
}

/** Errors of the contact step for the current booking and account (the rules load with the phone metadata). */
async function currentContactErrors(): Promise<Record<string, string>> {
  const { contactErrors } = await import('./contact-rules');
  return contactErrors(bookingState.contact, bookingState.customer, accountPasswordState, peopleContext());
}

/** Fills the passenger contact from the profile (a signed-in customer's contact is locked to it; docs/behaviour/people.md#contact-dialog). */
function fillContactFromProfile(profile: SessionProfile): void {
  bookingState.contact = {
    name: profileName(profile),
    phone: normalizePhone(profile.Phone),
    email: profile.Email,
    dialingCode: tenantDialingCode(profile.DialingCode),
  };
  bookingState.contactProfileId = profile.Id;
  for (const field of ['name', 'phone', 'email']) setFieldError(field, undefined);
}

/** The contact the wizard keeps for a booker's passenger or a guest, from its parts. */
export function contactFromParts(
  firstName: string,
  lastName: string,
  phone: string,
  dialingCode: string,
  email: string,
) {
  return { name: `${firstName} ${lastName}`.trim(), phone, dialingCode: tenantDialingCode(dialingCode), email };
}

/** Splits a full name into first name and the rest ("Ada King Lovelace" -> "Ada", "King Lovelace"). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

function stepOf(steps: readonly (readonly WizardSection[])[], part: WizardSection): number {
  const index = steps.findIndex((sections) => sections.includes(part));
  return index < 0 ? steps.length : index + 1;
}

/**
 * Applies one post-sign-in action of the domain's chain to the wizard (docs/behaviour/people.md#post-sign-in): continue to the template's step,
 * highlight the contact or customer, open the contact dialog, or go to the booking's confirmation step.
 */
function applyPostSignInAction(action: PostSignInAction, steps: readonly (readonly WizardSection[])[]): void {
  switch (action.kind) {
    case 'continue': {
      const current = clampStep(bookingState.step, steps.length);
      const leaving = steps[current - 1] ?? [];
      // Leaving the contact step still passes the flight gate: the flight dialog opens first and carries the
      // wizard on when done (docs/behaviour/flights.md#flight-dialog chain: flight, return flight, then continue).
      if (action.step > current && leaving.includes('contact')) {
        void loadFlightChecks().then(({ checkFlightStep }) => {
          if (checkFlightStep(leaving, bookingState, {}) !== 'dialog') {
            bookingState.step = clampStep(action.step, steps.length);
          }
        });
        break;
      }
      bookingState.step = clampStep(action.step, steps.length);
      break;
    }
    case 'confirmBooking':
      // Confirming is the last step's "Book now"; the user presses it with everything in view.
      bookingState.step = stepOf(steps, 'payment');
      break;
    case 'highlight':
      bookingState.step = stepOf(steps, 'contact');
      void currentContactErrors().then((errors) => Object.assign(bookingState.errors, errors));
      if (action.part === 'customer') contactDialogState.open = true;
      break;
    case 'openDialog':
      // The chain's contact dialog is the booker's (Customer and Main Passenger); the flight dialog is opened by
      // afterSignIn (the flight store loads with it), the note where its section lives.
      if (action.dialog === 'editContact') contactDialogState.open = true;
      break;
    case 'none':
    case 'goHome':
      break;
  }
}

/** What the booking does after a sign-in (docs/behaviour/people.md#post-sign-in): contact from the profile, password cleared, requote, chain. */
export async function afterSignIn(
  event: SignInComplete,
  template: string,
  steps: readonly (readonly WizardSection[])[],
): Promise<PostSignInAction> {
  const booker = event.profile.BookerId > 0;
  if (!booker) fillContactFromProfile(event.profile);
  // A booker's customer and passenger belong to this session too: a sign-out elsewhere clears them.
  bookingState.contactProfileId = event.profile.Id;
  clearAccountPassword();
  for (const field of ['password', 'confirmPassword']) setFieldError(field, undefined);
  // The quote is redone for the signed-in account (docs/behaviour/quotation.md#requote-cache), not answered from the requote cache.
  clearQuoteCache();
  void requestQuote();
  const [{ customerErrors }, { flightStepCheck }] = await Promise.all([import('./contact-rules'), loadFlightChecks()]);
  const errors = await currentContactErrors();
  // The flight details still needed before the booking can be confirmed (outward first, then return), unless
  // flights are entered inline in the journey step or the user declined them.
  const flightTab = flightStepCheck(['contact'], bookingState, {
    inline: flightUi.inline,
    variant: flightUi.variant,
  }).dialogTab;
  const action = nextActionAfterSignIn({
    target: event.target,
    deployment: configState.deployment === '360' ? '360' : 'standard',
    template: layoutTemplate(template).name,
    step: bookingState.step,
    isBooker: booker,
    customerValid: !booker || Object.keys(customerErrors(bookingState.customer)).length === 0,
    contactValid: Object.keys(errors).length === 0,
    needs: {
      flight: flightTab === 'outward',
      returnFlight: flightTab === 'return',
      editContact: booker,
      noteToDriver: false,
    },
  });
  applyPostSignInAction(action, steps);
  // docs/behaviour/flights.md#flight-dialog: the flight dialog opens (outward, then return); once it is done the wizard carries on to confirm.
  if (action.kind === 'openDialog' && (action.dialog === 'flight' || action.dialog === 'returnFlight')) {
    openFlightDetails(action.dialog === 'flight' ? 'outward' : 'return', true);
  }
  return action;
}

/**
 * What the booking does after sign-out (docs/behaviour/people.md#sign-out): promo and the pending payment cleared (a new booking key, so a
 * retry never pays the signed-out account's booking), profile-derived contact and customer cleared, requote.
 */
export function afterSignOut(): void {
  bookingState.promoCode = '';
  bookingState.promoId = 0;
  bookingState.promoValue = 0;
  bookingState.requestId = '';
  bookingState.contact = { name: '', phone: '', email: '', dialingCode: '' };
  bookingState.contactProfileId = 0;
  bookingState.customer = emptyCustomer();
  contactDialogState.open = false;
  clearAccountPassword();
  clearQuoteCache();
  void requestQuote();
}

/** Runs the booking's sign-in and sign-out reactions while the wizard is shown; returns the unsubscribe. */
export function watchSession(template: string, steps: readonly (readonly WizardSection[])[]): () => void {
  const offIn = onSignInComplete((event) => {
    void afterSignIn(event, template, steps);
  });
  const offOut = onSignedOut(() => afterSignOut());
  // The session may have changed while the wizard was not shown (sign-in or sign-out on another page): a
  // customer's contact is locked to the profile; a contact filled from a profile that is no longer signed in
  // is cleared like a sign-out here would.
  const profile = sessionState.profile;
  if (profile && profile.BookerId <= 0) fillContactFromProfile(profile);
  else if (bookingState.contactProfileId && (!profile || profile.Id !== bookingState.contactProfileId)) afterSignOut();
  return () => {
    offIn();
    offOut();
  };
}

registerStore('people', () => {
  clearAccountPassword();
  contactDialogState.open = false;
});
