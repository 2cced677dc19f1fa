import { describe, expect, it } from 'vitest';
import {
  MONITORING_OFF_MESSAGE,
  NOTIFICATION_CALL_FALLBACK_MESSAGE,
  notificationFailureMessage,
} from '../../../core/reports/notification-failure.rules';

describe("a failed notification call's message (002 section 8)", () => {
  it("is the first general message at errors['*']", () => {
    expect(notificationFailureMessage({ '*': [MONITORING_OFF_MESSAGE, 'second'] })).toBe(MONITORING_OFF_MESSAGE);
  });

  it("is 'XHR failed' without a general message, even when a field has one", () => {
    expect(NOTIFICATION_CALL_FALLBACK_MESSAGE).toBe('XHR failed');
    expect(notificationFailureMessage(undefined)).toBe('XHR failed');
    expect(notificationFailureMessage(null)).toBe('XHR failed');
    expect(notificationFailureMessage({})).toBe('XHR failed');
    expect(notificationFailureMessage({ '*': [] })).toBe('XHR failed');
    expect(notificationFailureMessage({ '*': [' '] })).toBe('XHR failed');
    // A body that breaks the shape (a bare string instead of a list) is no message either.
    expect(notificationFailureMessage({ '*': 'Oops' as unknown as string[] })).toBe('XHR failed');
    expect(notificationFailureMessage({ isEnabled: ['Please choose on or off'] })).toBe('XHR failed');
  });
});
