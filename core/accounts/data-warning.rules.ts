/**
 * The dashboard's data-warning banner (000 sections 2 and 8): "shown when the searches or user call
 * returns success false". Its text is the spec's, split around the "click here" that refreshes the data.
 */
export const DATA_WARNING_TEXT = Object.freeze({
  before: 'Oops! It looks like there was an issue. Please ',
  link: 'click here',
  after: ' to refresh your data or contact customer care if the problem persists.',
});

/** The whole banner text (000 section 8). */
export const dataWarningText = (): string =>
  `${DATA_WARNING_TEXT.before}${DATA_WARNING_TEXT.link}${DATA_WARNING_TEXT.after}`;

/** Whether the banner shows: the searches call or the user call failed (000 section 8). */
export const dataWarningShown = (calls: { searchesFailed: boolean; userFailed: boolean }): boolean =>
  calls.searchesFailed || calls.userFailed;
