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
  ])('%s counts as %s', (email, identity) => {
    expect(emailIdentity(email)).toBe(identity);
  });
});
