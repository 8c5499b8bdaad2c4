/** The 8 booking-layout templates as data (docs/behaviour/journey.md#layout-templates "Booking wizard"). */

/** A booking-layout template name (docs/behaviour/journey.md#layout-templates). */
export type LayoutTemplate = 'list' | 'wizard' | 'inline' | 'wizardx' | 'wizardt' | 'gateway' | 'inlinex' | 'overflow';

/** Every layout template, in spec order. */
export const LAYOUT_TEMPLATE_NAMES: readonly LayoutTemplate[] = [
  'list',
  'wizard',
  'inline',
  'wizardx',
  'wizardt',
  'gateway',
  'inlinex',
  'overflow',
];

/** A section of the booking form a template places in a step. */
type BookingSection =
  | 'pickup'
  | 'dropoff'
  | 'via'
  | 'dateTime'
  | 'returnDate'
  | 'flight'
  | 'vehicle'
  | 'options'
  | 'customer'
  | 'contact'
  | 'noteToDriver'
  | 'promo'
  | 'paymentMethod'
  | 'payment';

/** The four parts of the 4-step order: journey, vehicle, customer and contact, payment (docs/behaviour/journey.md#layout-templates). */
export type StepPart = 'journey' | 'vehicle' | 'contact' | 'payment';

/** Sections of each part of the 4-step order (docs/behaviour/journey.md#layout-templates). */
const PART_SECTIONS: Readonly<Record<StepPart, readonly BookingSection[]>> = {
  journey: ['pickup', 'dropoff', 'via', 'dateTime', 'returnDate'],
  vehicle: ['vehicle', 'options'],
  contact: ['customer', 'contact', 'noteToDriver'],
  payment: ['promo', 'paymentMethod', 'payment'],
};

/** Sections that stay in view (sticky) while the user scrolls (docs/behaviour/journey.md#sticky-sections). */
export const STICKY_SECTIONS = [
  'flight',
  'pickup',
  'contact',
  'vehicle',
  'customer',
  'dropoff',
  'add return',
  'date time',
  'payment city',
  'name',
  'expiry',
  'country',
  'card number',
  'address lines',
  'note to driver',
  'return flight',
  'via location',
  'return date time',
] as const;

/** One step of a template. */
interface TemplateStep {
  /** Step number, from 1. */
  number: number;
  /** The parts of the 4-step order merged into this step. */
  parts: readonly StepPart[];
  /** The sections shown, in order. */
  sections: readonly BookingSection[];
  /** Named step area (step1: pick-up and drop-off; step4: customer and contact; docs/behaviour/journey.md#layout-templates). */
  area: 'step1' | 'step2' | 'step3' | 'step4';
}

/** What the booking continues with after sign-in, per template (docs/behaviour/people.md#post-sign-in). */
type AfterSignIn = { kind: 'continue'; maxStep: number; openPayment: boolean } | { kind: 'confirmBooking' };

/** Layout hints a renderer follows. */
export interface LayoutHints {
  /** Where the journey map goes: the main column, a floating panel, or nowhere. */
  map: 'main' | 'float';
  /** How steps are shown: a step indicator with one step at a time, or all steps stacked. */
  stepper: 'steps' | 'stacked';
  /** Flight fields are inline in the journey step instead of a dialog. */
  flightInline: boolean;
  /** Sticky sections (docs/behaviour/journey.md#sticky-sections). */
  stickySections: readonly (typeof STICKY_SECTIONS)[number][];
}

/** A layout template: ordered steps, each a list of sections, plus hints. */
export interface LayoutTemplateDefinition {
  /** Template name. */
  name: LayoutTemplate;
  /** Ordered steps (4, 3 or 2). */
  steps: readonly TemplateStep[];
  /** Layout hints. */
  hints: LayoutHints;
  /** Continuation after sign-in (docs/behaviour/people.md#post-sign-in). */
  afterSignIn: AfterSignIn;
}

function buildSteps(grouping: readonly (readonly StepPart[])[], flightInline: boolean): TemplateStep[] {
  return grouping.map((parts, index) => {
    const sections: BookingSection[] = [];
    for (const part of parts) {
      sections.push(...PART_SECTIONS[part]);
      if (part === 'journey' && flightInline) sections.push('flight');
    }
    const area: TemplateStep['area'] = parts.includes('journey')
      ? 'step1'
      : parts.includes('contact')
        ? 'step4'
        : parts.includes('vehicle')
          ? 'step2'
          : 'step3';
    return { number: index + 1, parts, sections, area };
  });
}

function template(
  name: LayoutTemplate,
  grouping: readonly (readonly StepPart[])[],
  hints: Omit<LayoutHints, 'stickySections'>,
  afterSignIn: AfterSignIn,
): LayoutTemplateDefinition {
  return {
    name,
    steps: buildSteps(grouping, hints.flightInline),
    hints: { ...hints, stickySections: STICKY_SECTIONS },
    afterSignIn,
  };
}

const FOUR_STEPS = [['journey'], ['vehicle'], ['contact'], ['payment']] as const;

/** The 8 templates: steps -> sections, hints and post-sign-in continuation (docs/behaviour/people.md#post-sign-in). */
export const LAYOUT_TEMPLATES: Readonly<Record<LayoutTemplate, LayoutTemplateDefinition>> = {
  list: template(
    'list',
    FOUR_STEPS,
    { map: 'main', stepper: 'stacked', flightInline: false },
    { kind: 'continue', maxStep: 4, openPayment: false },
  ),
  wizard: template(
    'wizard',
    FOUR_STEPS,
    { map: 'main', stepper: 'steps', flightInline: false },
    { kind: 'continue', maxStep: 4, openPayment: false },
  ),
  inline: template(
    'inline',
    [['journey', 'vehicle'], ['contact'], ['payment']],
    { map: 'float', stepper: 'steps', flightInline: true },
    { kind: 'continue', maxStep: 3, openPayment: false },
  ),
  wizardx: template(
    'wizardx',
    [['journey', 'vehicle'], ['contact'], ['payment']],
    { map: 'main', stepper: 'steps', flightInline: false },
    { kind: 'continue', maxStep: 3, openPayment: true },
  ),
  wizardt: template(
    'wizardt',
    [['journey'], ['vehicle'], ['contact', 'payment']],
    { map: 'main', stepper: 'steps', flightInline: false },
    { kind: 'continue', maxStep: 3, openPayment: false },
  ),
  gateway: template(
    'gateway',
    [
      ['journey', 'vehicle'],
      ['contact', 'payment'],
    ],
    { map: 'main', stepper: 'steps', flightInline: false },
    { kind: 'continue', maxStep: 2, openPayment: false },
  ),
  inlinex: template(
    'inlinex',
    [
      ['journey', 'vehicle'],
      ['contact', 'payment'],
    ],
    { map: 'float', stepper: 'stacked', flightInline: true },
    { kind: 'continue', maxStep: 2, openPayment: false },
  ),
  overflow: template(
    'overflow',
    [
      ['journey', 'vehicle'],
      ['contact', 'payment'],
    ],
    { map: 'float', stepper: 'stacked', flightInline: false },
    { kind: 'confirmBooking' },
  ),
};

/** Returns true when the text names a layout template (any case). */
export function isLayoutTemplate(name: string | null | undefined): name is LayoutTemplate {
  return (LAYOUT_TEMPLATE_NAMES as readonly string[]).includes(name ?? '');
}

/** Returns a template by name in any case, falling back to 'wizard' for unknown names. */
export function layoutTemplate(name: string | null | undefined): LayoutTemplateDefinition {
  const key = (name ?? '').trim().toLowerCase();
  return isLayoutTemplate(key) ? LAYOUT_TEMPLATES[key] : LAYOUT_TEMPLATES.wizard;
}

/** Returns the number of steps of a template (4, 3 or 2). */
export function stepCount(name: LayoutTemplate): number {
  return LAYOUT_TEMPLATES[name].steps.length;
}
