/**
 * The person an e-mail address stands for, for once-per-person limits (promotions): trimmed, lower case, and
 * without a `+tag` in the local part, so `Ada+2@Example.com` and `ada@example.com` count as one person.
 * Only for counting; the address is stored and mailed as typed.
 */
export function emailIdentity(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}
