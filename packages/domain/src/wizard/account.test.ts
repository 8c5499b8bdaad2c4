import { describe, expect, it } from 'vitest';
import {
  accountStorageKind,
  firstAuthTab,
  pageName,
  queryParam,
  runModesFromQuery,
  sendsHomeWhenSignedOut,
  signUpDestination,
} from './account';

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

describe('account rules (docs/behaviour/journey.md#steps)', () => {
  it('sign-up goes to the pending target or dashboard.html', () => {
    expect(signUpDestination(null)).toBe('dashboard.html');
    expect(signUpDestination('  ')).toBe('dashboard.html');
    expect(signUpDestination('booking.html')).toBe('booking.html');
  });

  it('account kept in local storage when remembered, always after sign-up', () => {
    expect(accountStorageKind(true)).toBe('local');
    expect(accountStorageKind(false)).toBe('session');
    expect(accountStorageKind(false, true)).toBe('local');
  });

  it('sign-up tab first when configured', () => {
    expect(firstAuthTab(true)).toBe('SIGN UP');
    expect(firstAuthTab(false)).toBe('SIGN IN');
  });
});

describe('run modes from the query (docs/behaviour/people.md#roles)', () => {
  it.each([
    ['?sandbox=true', { sandbox: true, testRun: false }],
    ['sandbox=TRUE&runmode=test', { sandbox: true, testRun: true }],
    ['?sandbox=false&runmode=live', { sandbox: false, testRun: false }],
    ['', { sandbox: false, testRun: false }],
  ])('%s gives %o', (query, expected) => {
    expect(runModesFromQuery(query)).toEqual(expected);
  });

  it('decodes parameters and tolerates bad escapes', () => {
    expect(queryParam('?a=x+y%21&b', 'a')).toBe('x y!');
    expect(queryParam('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
    expect(queryParam('b', 'b')).toBe('');
    expect(queryParam('a=1&a=2', 'a')).toBe('2');
  });
});
