import { clampChroma, formatHex, modeLrgb, modeOklch, modeRgb, type Oklch, useMode, wcagContrast } from 'culori/fn';

// culori's tree-shakeable entry: only the colour spaces used here are registered.
useMode(modeRgb);
useMode(modeLrgb);
const oklch = useMode(modeOklch);

/** Light or dark: which of a colour's two scales a tenant uses, and what `color-scheme` its pages declare. */
export type Appearance = 'light' | 'dark';

/** Twelve steps from one colour, in the roles Radix Colors gives them (1-2 backgrounds ... 11-12 text). */
export type Scale = readonly string[];

// Lightness of steps 1-8 and 10-12 in OKLCH; step 9 is the seed itself (the brand colour as given).
const LIGHT_LIGHTNESS = [0.993, 0.982, 0.956, 0.928, 0.895, 0.856, 0.8, 0.72, 0, 0, 0.5, 0.3];
const DARK_LIGHTNESS = [0.17, 0.205, 0.255, 0.295, 0.335, 0.385, 0.45, 0.53, 0, 0, 0.8, 0.94];
// Share of the seed's chroma per step: backgrounds are tinted, borders and solids carry the colour.
const CHROMA_SHARE = [0.06, 0.12, 0.22, 0.32, 0.42, 0.52, 0.64, 0.8, 1, 1, 0.9, 0.5];

function hex(colour: Oklch): string {
  return formatHex(clampChroma(colour, 'oklch'));
}

/**
 * Moves `colour` away from `background` in lightness until their contrast reaches `ratio`, so step 11 stays
 * readable on steps 1-2 and step 12 on steps 1-3 whatever seed a tenant picks.
 */
function untilContrast(colour: Oklch, background: string, ratio: number, appearance: Appearance): Oklch {
  let current = colour;
  for (let i = 0; i < 100 && wcagContrast(hex(current), background) < ratio; i += 1) {
    const l = current.l + (appearance === 'light' ? -0.01 : 0.01);
    current = { ...current, l: Math.min(1, Math.max(0, l)) };
  }
  return current;
}

/** The twelve-step scale of `seed` for an appearance; undefined when the seed is not a colour culori reads. */
export function generateScale(seed: string, appearance: Appearance): Scale | undefined {
  const base = oklch(seed);
  if (!base) return undefined;
  const hue = base.h ?? 0;
  const lightness = appearance === 'light' ? LIGHT_LIGHTNESS : DARK_LIGHTNESS;
  const steps: string[] = [];
  for (let index = 0; index < 12; index += 1) {
    const step = index + 1;
    if (step === 9) {
      steps.push(formatHex(base));
      continue;
    }
    let l = lightness[index] as number;
    // Step 10 is the hovered solid: a little darker on light pages, lighter on dark ones.
    if (step === 10) l = appearance === 'light' ? base.l - 0.05 : base.l + 0.05;
    let colour: Oklch = { mode: 'oklch', l, c: base.c * (CHROMA_SHARE[index] as number), h: hue };
    if (step === 11) colour = untilContrast(colour, steps[1] as string, 4.5, appearance);
    if (step === 12) colour = untilContrast(colour, steps[2] as string, 7, appearance);
    steps.push(hex(colour));
  }
  return steps;
}

/** The hue of a colour in degrees (OKLCH), or undefined for a grey. */
export function hueOf(colour: string): number | undefined {
  const parsed = oklch(colour);
  return parsed && parsed.c > 0.02 ? parsed.h : undefined;
}

/** The smallest angle between two hues, in degrees (0-180). */
export function hueDistance(first: number, second: number): number {
  const difference = Math.abs(first - second) % 360;
  return difference > 180 ? 360 - difference : difference;
}

/**
 * The focus ring colour, from the accent scale: the first of steps 9, 10, 11, 8, 12 with 3:1 against the page
 * surface (WCAG 2.2 non-text contrast), so a tenant sets one accent and the ring stays visible on its surface.
 */
export function focusFromAccent(accentScale: Scale, surface: string): string {
  for (const step of [9, 10, 11, 8, 12]) {
    const colour = accentScale[step - 1] as string;
    if (wcagContrast(colour, surface) >= 3) return colour;
  }
  return accentScale[11] as string;
}
