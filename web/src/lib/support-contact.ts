import { NAV_SUPPORT_HOURS } from './routing/navigation.rules';

/**
 * Customer-care contact details shown in the footer and on /help (000 section 1: phone,
 * help center, e-mail contact with a next-business-day reply). The phone number is in the
 * 555-01xx range reserved for fiction and the e-mail uses the reserved `.example` domain:
 * replace both with the real ones before launch.
 */
export const SUPPORT_CONTACT = {
  phoneDisplay: '1-888-555-0142',
  phoneHref: 'tel:+18885550142',
  email: 'care@tracewell.example',
  emailReply: 'We reply to every e-mail by the next business day.',
  hours: NAV_SUPPORT_HOURS,
} as const;
