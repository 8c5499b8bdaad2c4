import { normalizeStep } from '../model/entities';

/** Returns a step number within 1..`stepTotal` (the step never goes below 1; docs/behaviour/journey.md#steps). */
export function clampStep(step: number, stepTotal: number): number {
  return Math.min(normalizeStep(step), Math.max(1, stepTotal));
}

/** Returns the step after a forward press: next step only when the current one validates, never past the last. */
export function nextStep(stepTotal: number, step: number, currentStepValid: boolean): number {
  const current = clampStep(step, stepTotal);
  return currentStepValid ? clampStep(current + 1, stepTotal) : current;
}

/** Returns the step Back goes to: one back, or a given earlier step; never below 1, never forward (docs/behaviour/journey.md#steps). */
export function stepBack(stepTotal: number, step: number, target?: number): number {
  const current = clampStep(step, stepTotal);
  return Math.min(normalizeStep(target ?? current - 1), current);
}
