import { describe, expect, it } from 'vitest';
import { pageName, sendsHomeWhenSignedOut } from './account';

describe('sign-out redirects (docs/behaviour/people.md#sign-out)', () => {
  it.each([
    ['/profile', true],
    ['/profile.html', true],
    ['/Tracking/52.html', true],
    ['bookinghistory?x=1', true],
    ['/addressbook', true],
    ['/booking.html', false],
    ['/', false],
    ['/payment', false],
  ])('%s sends home: %s', (path, expected) => {
    expect(sendsHomeWhenSignedOut(path)).toBe(expected);
  });

  it('page name', () => {
    expect(pageName('/confirmed/9.html')).toBe('confirmed');
    expect(pageName('')).toBe('');
  });
});
