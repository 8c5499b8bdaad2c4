// Made on first use: a module-level `new Intl.PluralRules` would be a side effect that every page importing the
// domain's index keeps in its bundle.
let englishPlurals: Intl.PluralRules | undefined;

/** A count with its noun in the right number: "1 booking", "0 bookings", "2 bookings" (en-GB plural rules). */
export function countText(count: number, one: string, other = `${one}s`): string {
  englishPlurals ??= new Intl.PluralRules('en-GB');
  return `${count} ${englishPlurals.select(count) === 'one' ? one : other}`;
}
