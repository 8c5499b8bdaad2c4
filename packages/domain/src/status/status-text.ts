/** Returns true when the status text contains the given word in any case (status texts are tested that way). */
export function statusContains(status: string | null | undefined, word: string): boolean {
  return (status ?? '').toLowerCase().includes(word.toLowerCase());
}
