import { endpoints } from '@cabkit/contract';
import { notFound } from '../http/errors';
import { registerEndpoint } from '../http/register';
import { messagePreferencesOf, saveMessagePreferences } from '../services/messages/preferences';
import { assertOwnCustomer } from './accounts-access';
import type { RoutePlugin } from './types';

/** The messages a passenger chooses to receive about their bookings (their profile's notifications). */
export const messagesRoutes: RoutePlugin = async (app, { db, tenant }) => {
  registerEndpoint(app, endpoints.getMessagePreferences, async ({ query, session }) => {
    assertOwnCustomer(session, query.custid);
    const choices = await messagePreferencesOf(db, tenant.id, query.custid);
    if (!choices) throw notFound('No such account.');
    return { Code: 1, Message: '', Choices: choices };
  });

  registerEndpoint(app, endpoints.updateMessagePreferences, async ({ body, session }) => {
    assertOwnCustomer(session, body.custid);
    if (!(await messagePreferencesOf(db, tenant.id, body.custid))) throw notFound('No such account.');
    const choices = await saveMessagePreferences(db, tenant.id, body.custid, body.choices);
    return { Code: 1, Message: 'Your message choices have been saved.', Choices: choices };
  });
};
