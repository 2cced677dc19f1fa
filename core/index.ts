/**
 * The public API of the Tracewell core package (`tracewell/core`).
 * Every business rule of the spec, framework-free: other services import it from here.
 */
export * from './shared/clock.port.js';
export * from './shared/errors.js';
