/** Mail domains that ignore dots in the local part and are one mailbox under either name (Gmail's rule). */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The person an e-mail address stands for, for once-per-person limits (promotions, guest bookings): trimmed, lower
 * case, without a `+tag` in the local part, and for Gmail without dots and under one domain name, so
 * `Ada+2@Example.com` and `ada@example.com` count as one person, as do `a.da@googlemail.com` and `ada@gmail.com`.
 * Only for counting; the address is stored and mailed as typed.
 */
export function emailIdentity(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const plus = address.indexOf('+');
  let local = plus > 0 && plus < at ? address.slice(0, plus) : address.slice(0, at);
  let domain = address.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replaceAll('.', '') || local;
    domain = dotless;
  }
  return `${local}@${domain}`;
}
