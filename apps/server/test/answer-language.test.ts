import { describe, expect, it } from 'vitest';
import { translateAnswer } from '../src/services/i18n/server-messages';
import { TEST_GUEST_COOKIE, useTestApp } from './app';

// The answers a person reads come in their language; the spec's en-GB words are the source, and the Code is the same.
const t = useTestApp();

const signInNeeded = (headers: Record<string, string>) =>
  t.app().inject({ method: 'GET', url: '/api/bookingdetails?custid=1&bookingid=1', headers });

describe('the message of an answer', () => {
  it('is in the language the browser asks for', async () => {
    const answer = await signInNeeded({ 'accept-language': 'fr-CA, en;q=0.8' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ Code: 0, Message: 'Veuillez vous connecter.' });
    expect(answer.headers.vary).toContain('Accept-Language');
  });

  it("is in the language menu's choice over the browser's", async () => {
    const answer = await signInNeeded({ cookie: `${TEST_GUEST_COOKIE}; cabkit-lang=ar`, 'accept-language': 'fr' });
    expect(answer.json()).toEqual({ Code: 0, Message: 'يرجى تسجيل الدخول.' });
  });

  it("keeps the spec's en-GB words for en-GB and for a language the site does not have", async () => {
    for (const language of ['en-GB', 'de-DE']) {
      const answer = await signInNeeded({ 'accept-language': language });
      expect(answer.json()).toEqual({ Code: 0, Message: 'Please sign in.' });
    }
  });

  it('keeps what varies in a message, and a message it has no words for', () => {
    expect(translateAnswer('Bookings cannot be cancelled online. Please call us on 020 7946 0000.', 'fr')).toBe(
      'Les réservations ne peuvent pas être annulées en ligne. Veuillez nous appeler au 020 7946 0000.',
    );
    expect(translateAnswer('Booking CK123456 has been cancelled.', 'ar')).toBe('تم إلغاء الحجز CK123456.');
    expect(translateAnswer('email: is required for a guest booking', 'fr')).toBe(
      'email: is required for a guest booking',
    );
    expect(translateAnswer('Please sign in.', 'xx')).toBe('Please sign in.');
  });
});
