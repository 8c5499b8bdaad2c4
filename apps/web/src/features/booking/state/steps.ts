/** A section of the booking wizard. */
export type WizardSection = 'journey' | 'vehicle' | 'contact' | 'payment';

/** The booking-layout templates of SPEC 2. */
export const templateNames = [
  'list',
  'wizard',
  'inline',
  'wizardx',
  'wizardt',
  'gateway',
  'inlinex',
  'overflow',
] as const;

/** One of the eight layout templates. */
export type TemplateName = (typeof templateNames)[number];

/** True for a known template name. */
export function isTemplateName(value: string): value is TemplateName {
  return (templateNames as readonly string[]).includes(value);
}

const fourSteps: WizardSection[][] = [['journey'], ['vehicle'], ['contact'], ['payment']];
const threeSteps: WizardSection[][] = [['journey', 'vehicle'], ['contact'], ['payment']];
const twoSteps: WizardSection[][] = [
  ['journey', 'vehicle'],
  ['contact', 'payment'],
];

/**
 * The steps of a template, each a list of sections (SPEC 2: variants have 4, 3 or 2 steps; the 4-step order
 * is journey, vehicle, customer and contact, payment; shorter variants merge them).
 */
export function templateSteps(template: string): WizardSection[][] {
  switch (template) {
    case 'wizard':
    case 'wizardx':
      return fourSteps;
    case 'wizardt':
    case 'gateway':
    case 'overflow':
      return threeSteps;
    case 'list':
    case 'inline':
    case 'inlinex':
      return twoSteps;
    default:
      return fourSteps;
  }
}

/** Clamps a step number into 1..count (the step never goes below 1). */
export function clampStep(step: number, count: number): number {
  return Math.min(Math.max(1, Math.trunc(step) || 1), Math.max(1, count));
}
