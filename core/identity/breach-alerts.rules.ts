import { maskEmail, maskPhone } from '../shared/contact-mask.rules.js';
import type { BreachExposure, NewIdentityAlert } from './identity-monitoring.port.js';
import type { Breach, BreachStatus } from './identity-monitoring.schema.js';

/** The identity-monitoring page: alerts and breaches link to it (000 section 2 "Under monitoring"). */
export const IDENTITY_MONITORING_PAGE = '/dashboard/monitoring/identity-monitoring';

/** A breach's id as the member sees it: one per breach and identifier (an e-mail and a phone may both leak). */
export const exposureId = (e: BreachExposure): string => `${e.breach.id}-${e.identifier}`;

/** The alert's once-only key for a breach exposure. */
const breachAlertKey = (e: BreachExposure): string => `breach:${exposureId(e)}`;

/** "Your e-mail address was found in the ShopRight Rewards breach, disclosed 2026-10-03". */
export const breachAlertText = (e: BreachExposure): string =>
  `Your ${e.identifier === 'email' ? 'e-mail address' : 'phone number'} was found in the ${e.breach.source} breach, disclosed ${e.breach.disclosedDate}`;

/** What to do about a breach, one sentence, by the most sensitive data that leaked. */
export const breachAdvice = (dataClasses: readonly string[]): string => {
  const has = (c: string) => dataClasses.some((d) => d.toLowerCase() === c.toLowerCase());
  if (has('Social Security number')) {
    return 'Place a fraud alert or a credit freeze with the credit bureaus and watch your credit reports.';
  }
  if (has('Credit card number') || has('Bank account number')) {
    return 'Tell your bank or card issuer, ask for a new card and check your statements for charges you did not make.';
  }
  if (has('Password')) {
    return 'Change your password on that site and on any other site where you used the same password.';
  }
  return 'Be wary of e-mails, texts and calls that mention this company or ask for your details.';
};

/** A breach as the member sees it (contract `Breach`). */
export const breachViewOf = (
  e: BreachExposure,
  identifiers: { readonly email: string; readonly phone: string | null },
  status: BreachStatus,
): Breach => ({
  id: exposureId(e),
  source: e.breach.source,
  breachDate: e.breach.breachDate,
  disclosedDate: e.breach.disclosedDate,
  dataExposed: e.breach.dataClasses,
  exposedIdentifier:
    e.identifier === 'email' ? maskEmail(identifiers.email) : identifiers.phone ? maskPhone(identifiers.phone) : '',
  status,
  advice: breachAdvice(e.breach.dataClasses),
});

/** The alerts of breach exposures (one per exposure; the store keeps each key once). */
export const breachAlertsOf = (exposures: readonly BreachExposure[], newId: () => string): NewIdentityAlert[] =>
  exposures.map((e) => ({
    id: newId(),
    key: breachAlertKey(e),
    kind: 'breach',
    text: breachAlertText(e),
    url: `${IDENTITY_MONITORING_PAGE}#breach-${exposureId(e)}`,
  }));

/** Newest disclosure first, then by source name: the order of get-user-breaches. */
export const byDisclosureNewestFirst = (a: Breach, b: Breach): number =>
  b.disclosedDate.localeCompare(a.disclosedDate) || a.source.localeCompare(b.source) || a.id.localeCompare(b.id);

/** A breach the member resolved stays resolved when they read it again; otherwise the new status. */
export const nextBreachStatus = (current: BreachStatus, wanted: 'seen' | 'resolved'): BreachStatus =>
  current === 'resolved' ? 'resolved' : wanted;
