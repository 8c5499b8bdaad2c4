/** Accounts: sign-in, sign-up, passwords, profile, address book, history, promo, comment, booker, licence. */
export const accountsEndpoints = {} as const;
