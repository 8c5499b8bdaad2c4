/** Payments: electronic payment booking, tokenisation, payment intents, update booking. */
export const paymentsEndpoints = {} as const;
