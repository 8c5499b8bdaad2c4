import { describe, expect, it } from 'vitest';
import {
  internationalNumber,
  isMobileNumber,
  MESSAGE_CHOICES,
  type MessageChoice,
  messageChannels,
  messageChoices,
  messageOfTrackingStatus,
} from './messages';

const account = (choices: readonly MessageChoice[], email = 'a@b.example', mobile = '07700 900123') => ({
  choices,
  email,
  mobile,
});

describe('message choices', () => {
  it('offers texts only for changes and the driver', () => {
    expect(MESSAGE_CHOICES.filter((c) => c.endsWith(':sms'))).toEqual([
      'changed:sms',
      'driverAssigned:sms',
      'driverArrived:sms',
    ]);
  });

  it('defaults to every e-mail and every text', () => {
    expect(messageChoices(null)).toEqual([
      'confirmed:email',
      'changed:email',
      'changed:sms',
      'driverAssigned:email',
      'driverAssigned:sms',
      'driverArrived:email',
      'driverArrived:sms',
      'cancelled:email',
      'receipt:email',
    ]);
  });

  it.each([
    [[], []],
    [['receipt:email', 'nonsense', 'receipt:sms'], ['receipt:email']],
    [
      ['driverArrived:sms', 'confirmed:email'],
      ['confirmed:email', 'driverArrived:sms'],
    ],
  ] as const)('reads stored %j as %j', (stored, expected) => {
    expect(messageChoices(stored)).toEqual(expected);
  });
});

describe('messageChannels', () => {
  it.each([
    ['driverArrived', account(MESSAGE_CHOICES), ['email', 'sms']],
    ['driverArrived', account(['driverArrived:email']), ['email']],
    ['driverArrived', account([]), []],
    ['driverArrived', account(MESSAGE_CHOICES, '', '07700 900123'), ['sms']],
    ['driverArrived', account(MESSAGE_CHOICES, 'a@b.example', '020 7946 0000'), ['email']],
    ['confirmed', account(['confirmed:email']), ['email']],
    ['changed', account(['changed:sms']), ['sms']],
    ['receipt', account(['driverArrived:sms']), []],
  ] as const)('%s to %j goes by %j', (kind, recipient, expected) => {
    expect(messageChannels(kind, recipient)).toEqual(expected);
  });

  it('sends a guest what an account gets by default', () => {
    const guest = { choices: null, email: 'g@b.example', mobile: '+447700900123' };
    expect(messageChannels('confirmed', guest)).toEqual(['email']);
    expect(messageChannels('driverAssigned', guest)).toEqual(['email', 'sms']);
    expect(messageChannels('changed', guest)).toEqual(['email', 'sms']);
  });
});

describe('isMobileNumber', () => {
  it.each([
    ['07700 900123', true],
    ['+44 7700 900123', true],
    ['00447700900123', true],
    ['+33 6 12 34 56 78', true],
    ['020 7946 0000', false],
    ['+44 20 7946 0000', false],
    ['', false],
    ['0770', false],
  ])('%s: %s', (phone, expected) => {
    expect(isMobileNumber(phone)).toBe(expected);
  });
});

describe('messageOfTrackingStatus', () => {
  it.each([
    ['Driver assigned', 'driverAssigned'],
    ['Arrived', 'driverArrived'],
    ['Finished', 'receipt'],
    ['Started', undefined],
    ['POB', undefined],
    ['Cancelled', undefined],
  ])('%s: %s', (status, expected) => {
    expect(messageOfTrackingStatus(status)).toBe(expected);
  });
});

describe('internationalNumber', () => {
  it.each([
    ['07700 900123', '+44', '+447700900123'],
    ['7700900123', '+44', '+447700900123'],
    ['+33 6 12 34 56 78', '+44', '+33612345678'],
    ['0033612345678', '+44', '+33612345678'],
    ['612345678', '33', '+33612345678'],
    ['', '+44', ''],
  ])('%s with %s: %s', (phone, code, expected) => {
    expect(internationalNumber(phone, code)).toBe(expected);
  });
});
