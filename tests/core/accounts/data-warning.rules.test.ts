import { describe, expect, it } from 'vitest';
import { dataWarningShown, dataWarningText } from '../../../core/accounts/data-warning.rules.js';

describe('data-warning banner (000 section 8)', () => {
  it('has the spec text', () => {
    expect(dataWarningText()).toBe(
      'Oops! It looks like there was an issue. Please click here to refresh your data or contact customer care if the problem persists.',
    );
  });
  it('shows when the searches or the user call failed', () => {
    expect(dataWarningShown({ searchesFailed: false, userFailed: false })).toBe(false);
    expect(dataWarningShown({ searchesFailed: true, userFailed: false })).toBe(true);
    expect(dataWarningShown({ searchesFailed: false, userFailed: true })).toBe(true);
  });
});
