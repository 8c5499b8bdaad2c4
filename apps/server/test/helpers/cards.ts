import type { FastifyInstance } from 'fastify';

/** The sandbox's success card, as POST /api/tokenizecard takes it; `number` picks another test card. */
export function testCardPayload(number = '4242424242424242') {
  return { number, cvv: '123', cardholdername: 'Pat Payer', expirymonth: 12, expiryyear: 2035, postalcode: 'E15 1AZ' };
}

/** Tokenizes a test card through the app (a server in sandbox mode); the answer as it came. */
export function tokenizeTestCard(app: FastifyInstance, number?: string) {
  return app.inject({ method: 'POST', url: '/api/tokenizecard', payload: testCardPayload(number) });
}

/** A single-use sandbox token for a test card (the success card unless `number` says otherwise). */
export async function testCardNonce(app: FastifyInstance, number?: string): Promise<string> {
  return (await tokenizeTestCard(app, number)).json().Nonce as string;
}
