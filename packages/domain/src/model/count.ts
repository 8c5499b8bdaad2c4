const englishPlurals = new Intl.PluralRules('en-GB');

/** A count with its noun in the right number: "1 booking", "0 bookings", "2 bookings" (en-GB plural rules). */
export function countText(count: number, one: string, other = `${one}s`): string {
  return `${count} ${englishPlurals.select(count) === 'one' ? one : other}`;
}
