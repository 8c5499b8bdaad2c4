import { describe, expect, it } from 'vitest';
import { emailIdentity } from './email-identity';

describe('emailIdentity', () => {
  it.each([
    ['ada@example.com', 'ada@example.com'],
    ['  Ada@Example.COM ', 'ada@example.com'],
    ['ada+promo@example.com', 'ada@example.com'],
    ['ADA+Two+Three@example.com', 'ada@example.com'],
    ['+tag@example.com', '+tag@example.com'],
    ['not-an-address', 'not-an-address'],
    ['a.d.a@gmail.com', 'ada@gmail.com'],
    [' A.da+Bookings@GoogleMail.com', 'ada@gmail.com'],
    ['ada.lovelace@example.com', 'ada.lovelace@example.com'],
    ['...@gmail.com', '...@gmail.com'],
    ['ada+x@y@example.com', 'ada@example.com'],
  ])('%s counts as %s', (email, identity) => {
    expect(emailIdentity(email)).toBe(identity);
  });
});
