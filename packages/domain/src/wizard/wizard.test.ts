import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCustomer } from '../model/entities';
import {
  copyCustomerDetails,
  copyMyDetails,
  copyMyDetailsToCustomer,
  defaultContactTab,
  clampStep,
  isLayoutTemplate,
  layoutTemplate,
  nextActionAfterSignIn,
  nextStep,
  stepBack,
} from './index';
import { type ChainNeeds, chainTargetAfter, nextChainTarget, type PostSignInState, POST_LOGIN_CHAIN } from './sign-in';
import { LAYOUT_TEMPLATE_NAMES, LAYOUT_TEMPLATES, type LayoutTemplate, STICKY_SECTIONS, stepCount } from './templates';

describe('layout templates as data (docs/behaviour/journey.md#layout-templates)', () => {
  it('has the 8 templates', () => {
    expect(LAYOUT_TEMPLATE_NAMES).toEqual([
      'list',
      'wizard',
      'inline',
      'wizardx',
      'wizardt',
      'gateway',
      'inlinex',
      'overflow',
    ]);
    expect(Object.keys(LAYOUT_TEMPLATES).sort()).toEqual([...LAYOUT_TEMPLATE_NAMES].sort());
  });

  it.each([
    ['list', 4],
    ['wizard', 4],
    ['inline', 3],
    ['wizardx', 3],
    ['wizardt', 3],
    ['gateway', 2],
    ['inlinex', 2],
    ['overflow', 2],
  ] as const)('%s has %i steps', (name, count) => {
    expect(stepCount(name)).toBe(count);
    expect(LAYOUT_TEMPLATES[name].steps.map((step) => step.number)).toEqual(
      Array.from({ length: count }, (_, i) => i + 1),
    );
  });

  it('every template shows every part exactly once, in the 4-step order', () => {
    for (const name of LAYOUT_TEMPLATE_NAMES) {
      const parts = LAYOUT_TEMPLATES[name].steps.flatMap((step) => step.parts);
      expect(parts).toEqual(['journey', 'vehicle', 'contact', 'payment']);
    }
  });

  it('4-step order: journey, vehicle, customer and contact, payment', () => {
    const sections = (name: LayoutTemplate, step: number) => LAYOUT_TEMPLATES[name].steps[step - 1]?.sections ?? [];
    expect(sections('wizard', 1)).toEqual(['pickup', 'dropoff', 'via', 'dateTime', 'returnDate']);
    expect(sections('wizard', 2)).toEqual(['vehicle', 'options']);
    expect(sections('wizard', 3)).toEqual(['customer', 'contact', 'noteToDriver']);
    expect(sections('wizard', 4)).toEqual(['promo', 'paymentMethod', 'payment']);
    expect(sections('wizard', 5)).toEqual([]);
    expect(LAYOUT_TEMPLATES.wizard.steps.map((step) => step.area)).toEqual(['step1', 'step2', 'step4', 'step3']);
  });

  it('shorter variants put the vehicle in the journey step; inline templates show flights inline', () => {
    expect(LAYOUT_TEMPLATES.gateway.steps[0]?.sections).toContain('vehicle');
    expect(LAYOUT_TEMPLATES.inline.steps[0]?.sections).toContain('flight');
    expect(LAYOUT_TEMPLATES.wizard.steps.some((step) => step.sections.includes('flight'))).toBe(false);
    expect(LAYOUT_TEMPLATES.wizardt.steps[2]?.parts).toContain('payment');
    expect(LAYOUT_TEMPLATES.inlinex.hints.flightInline).toBe(true);
    expect(LAYOUT_TEMPLATES.wizard.hints.map).toBe('main');
    expect(LAYOUT_TEMPLATES.inline.hints.map).toBe('float');
    expect(LAYOUT_TEMPLATES.list.hints.stickySections).toBe(STICKY_SECTIONS);
    expect(STICKY_SECTIONS).toHaveLength(18);
  });

  it('lookup by name in any case, unknown falls back to wizard', () => {
    expect(layoutTemplate('GateWay').name).toBe('gateway');
    expect(layoutTemplate('nope').name).toBe('wizard');
    expect(layoutTemplate(null).name).toBe('wizard');
    expect(isLayoutTemplate('overflow')).toBe(true);
    expect(isLayoutTemplate('Overflow')).toBe(false);
    expect(isLayoutTemplate(undefined)).toBe(false);
  });
});

describe('step navigation (docs/behaviour/journey.md#steps)', () => {
  it('forward only when the step validates, never past the last step', () => {
    expect(nextStep(stepCount('wizard'), 1, true)).toBe(2);
    expect(nextStep(stepCount('wizard'), 1, false)).toBe(1);
    expect(nextStep(stepCount('wizard'), 4, true)).toBe(4);
    expect(nextStep(stepCount('gateway'), 7, true)).toBe(2);
    expect(nextStep(stepCount('wizard'), 0, true)).toBe(2);
    expect(clampStep(Number.NaN, 3)).toBe(1);
    expect(clampStep(2.7, 3)).toBe(2);
  });

  it('back never moves forward, even to a later step asked for (the web copy of goBack jumped ahead)', () => {
    expect(stepBack(4, 3)).toBe(2);
    expect(stepBack(4, 3, 1)).toBe(1);
    expect(stepBack(4, 3, 4)).toBe(3);
    expect(stepBack(4, 1)).toBe(1);
    expect(stepBack(2, 4)).toBe(1);
  });
});

describe('post-sign-in chain (docs/behaviour/people.md#post-sign-in)', () => {
  const none: ChainNeeds = { flight: false, returnFlight: false, editContact: false, noteToDriver: false };
  const state: PostSignInState = {
    target: 'confirmBooking',
    deployment: 'standard',
    template: 'wizard',
    step: 3,
    isBooker: false,
    customerValid: true,
    contactValid: true,
    needs: none,
  };

  it('chain order and skipping', () => {
    expect(POST_LOGIN_CHAIN).toEqual(['flight', 'returnFlight', 'editContact', 'noteToDriver', 'confirmBooking']);
    expect(nextChainTarget('flight', none)).toBe('confirmBooking');
    expect(nextChainTarget('flight', { ...none, editContact: true })).toBe('editContact');
    expect(nextChainTarget('returnFlight', { ...none, flight: true, noteToDriver: true })).toBe('noteToDriver');
    expect(nextChainTarget('home', { ...none, flight: true })).toBe('flight');
    expect(chainTargetAfter('flight', { ...none, returnFlight: true })).toBe('returnFlight');
    expect(chainTargetAfter('noteToDriver', { ...none, flight: true })).toBe('confirmBooking');
    expect(chainTargetAfter('confirmBooking', none)).toBe('confirmBooking');
    expect(chainTargetAfter('home', none)).toBe('confirmBooking');
  });

  it('no target: nothing; home and promo targets', () => {
    expect(nextActionAfterSignIn({ ...state, target: null })).toEqual({ kind: 'none' });
    expect(nextActionAfterSignIn({ ...state, target: 'home' })).toEqual({ kind: 'goHome' });
    expect(nextActionAfterSignIn({ ...state, target: 'addPromo' })).toEqual({
      kind: 'openDialog',
      dialog: 'addPromo',
      nextTarget: 'confirmBooking',
    });
  });

  it("'360' goes straight to the next step", () => {
    expect(nextActionAfterSignIn({ ...state, deployment: '360', contactValid: false })).toEqual({
      kind: 'continue',
      step: 4,
      openPayment: false,
      clearContactPassword: false,
    });
  });

  it('chain targets open the first needed dialog', () => {
    expect(
      nextActionAfterSignIn({ ...state, target: 'flight', needs: { ...none, editContact: true, noteToDriver: true } }),
    ).toEqual({
      kind: 'openDialog',
      dialog: 'editContact',
      nextTarget: 'noteToDriver',
    });
    expect(nextActionAfterSignIn({ ...state, target: 'noteToDriver' }).kind).toBe('continue');
  });

  it('booker without valid customer, then invalid contact, get highlights', () => {
    expect(nextActionAfterSignIn({ ...state, isBooker: true, customerValid: false, contactValid: false })).toEqual({
      kind: 'highlight',
      part: 'customer',
      clearContactPassword: true,
    });
    expect(nextActionAfterSignIn({ ...state, contactValid: false })).toEqual({
      kind: 'highlight',
      part: 'contact',
      clearContactPassword: true,
    });
  });

  it('flight details needed and not inline: flight dialog, target confirm booking', () => {
    expect(nextActionAfterSignIn({ ...state, needs: { ...none, flight: true, returnFlight: true } })).toEqual({
      kind: 'openDialog',
      dialog: 'flight',
      nextTarget: 'confirmBooking',
    });
    expect(nextActionAfterSignIn({ ...state, needs: { ...none, returnFlight: true } })).toMatchObject({
      dialog: 'returnFlight',
    });
    expect(
      nextActionAfterSignIn({ ...state, template: 'inline', step: 2, needs: { ...none, flight: true } }).kind,
    ).toBe('continue');
  });

  it.each([
    ['wizard', 3, { kind: 'continue', step: 4, openPayment: false, clearContactPassword: true }],
    ['wizard', 4, { kind: 'continue', step: 4, openPayment: false, clearContactPassword: true }],
    ['gateway', 1, { kind: 'continue', step: 2, openPayment: false, clearContactPassword: true }],
    ['gateway', 2, { kind: 'continue', step: 2, openPayment: false, clearContactPassword: true }],
    ['wizardt', 2, { kind: 'continue', step: 3, openPayment: false, clearContactPassword: true }],
    ['wizardx', 2, { kind: 'continue', step: 3, openPayment: true, clearContactPassword: true }],
    ['overflow', 1, { kind: 'confirmBooking', clearContactPassword: true }],
  ] as const)('%s at step %i continues with %o', (template, step, expected) => {
    expect(nextActionAfterSignIn({ ...state, template, step })).toEqual(expected);
  });
});

describe('contact tab and copies (docs/behaviour/people.md#contact-copies)', () => {
  it('default tab', () => {
    expect(defaultContactTab(true)).toBe('customer');
    expect(defaultContactTab(false)).toBe('passenger');
  });

  const blankContact = { FirstName: '', LastName: '', Phone: '', DialingCode: '+44', Email: '' };
  const details = {
    FirstName: 'Bob',
    LastName: 'Booker',
    Phone: '7700900456',
    DialingCode: '+353',
    Email: 'bob@corp.test',
  };

  it('use my details copies the profile into the contact', () => {
    expect(copyMyDetails(blankContact, details)).toEqual(details);
  });

  it('use customer details copies name, phone and email', () => {
    const customer = createCustomer({
      OurRef: 'PO-7',
      FirstName: 'Bo',
      LastName: 'Ng',
      Phone: '7911000000',
      Email: 'b@x.com',
    });
    const contact = copyCustomerDetails({ ...blankContact, FirstName: 'Old' }, customer);
    expect(contact).toEqual({
      FirstName: 'Bo',
      LastName: 'Ng',
      Phone: '7911000000',
      DialingCode: '+44',
      Email: 'b@x.com',
    });
    expect(contact).not.toHaveProperty('OurRef');
  });

  it('use my details for customer copies the profile and keeps our reference', () => {
    const customer = { OurRef: 'PO-7', FirstName: '', LastName: '', Phone: '', DialingCode: '+44', Email: '' };
    expect(copyMyDetailsToCustomer(customer, details)).toEqual({ OurRef: 'PO-7', ...details });
  });

  // Drift between copies of one rule: the dialog's copy kept the contact's dialing code when the source had none, the domain's
  // overwrote it with ''. A number without its dialing code cannot be called, so the dialog's rule stands.
  it('keeps the dialing code when the source has none', () => {
    expect(copyMyDetails({ ...blankContact, DialingCode: '+1' }, { ...details, DialingCode: '' }).DialingCode).toBe(
      '+1',
    );
    expect(
      copyCustomerDetails({ ...blankContact, DialingCode: '+1' }, { ...details, OurRef: '', DialingCode: '' })
        .DialingCode,
    ).toBe('+1');
  });
});

describe('navigation properties', () => {
  it('steps always stay within 1..stepCount for every template', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LAYOUT_TEMPLATE_NAMES),
        fc.integer({ min: -5, max: 10 }),
        fc.boolean(),
        fc.option(fc.integer({ min: -5, max: 10 }), { nil: undefined }),
        (template, step, valid, target) => {
          const next = nextStep(stepCount(template), step, valid);
          expect(next).toBeGreaterThanOrEqual(1);
          expect(next).toBeLessThanOrEqual(stepCount(template));
          const back = stepBack(stepCount(template), step, target);
          expect(back).toBeGreaterThanOrEqual(1);
          expect(back).toBeLessThanOrEqual(Math.max(1, Math.min(step, stepCount(template))));
        },
      ),
    );
  });
});
