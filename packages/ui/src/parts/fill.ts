/** Fills the `{name}` places of a said text ("Payer {total}") with their values; an unknown place stays. */
export function fillIn(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (place, name: string) => values[name] ?? place);
}
