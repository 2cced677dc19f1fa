import { REQUEST_COMPLETE_DELAY_MS, REQUEST_COMPLETE_EVENT } from './request.rules';

/**
 * Counts in-flight requests and fires the `requests-complete` window event 999 ms after the last
 * one ends (002 section 7). A request starting within those 999 ms postpones the event.
 */
let inFlight = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

export const requestStarted = (): void => {
  inFlight += 1;
  if (timer !== undefined) {
    clearTimeout(timer);
    timer = undefined;
  }
};

export const requestEnded = (): void => {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight > 0) return;
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    if (typeof window !== 'undefined') window.dispatchEvent(new Event(REQUEST_COMPLETE_EVENT));
  }, REQUEST_COMPLETE_DELAY_MS);
};

/** How many requests are running now (for tests and busy indicators). */
export const requestsInFlight = (): number => inFlight;
