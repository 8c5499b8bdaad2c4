/** The phone number as a `tel:` address (spaces dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
