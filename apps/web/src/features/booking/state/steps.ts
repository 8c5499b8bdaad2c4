import {
  isLayoutTemplate,
  type LayoutHints,
  type LayoutTemplate,
  layoutTemplate,
  type StepPart,
} from '@cabkit/domain/wizard';

/** A section of the booking wizard (one part of the spec's 4-step order). */
export type WizardSection = StepPart;

/** A template name. */
export type TemplateName = LayoutTemplate;

/** True for a known template name (any case). */
export function isTemplateName(value: string): value is TemplateName {
  return isLayoutTemplate(value.trim().toLowerCase());
}

/** The steps of a template from the domain's template table, each a list of parts (4, 3 or 2 steps). */
export function templateSteps(template: string): WizardSection[][] {
  return layoutTemplate(template).steps.map((step) => [...step.parts]);
}

/** The layout hints of a template (map placement, stepper or stacked steps, inline flights). */
export function templateHints(template: string): LayoutHints {
  return layoutTemplate(template).hints;
}
