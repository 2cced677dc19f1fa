import { z } from 'zod';
import { PersonSearchSchema, PhoneSearchSchema } from './search.schema.js';
import {
  isValidSearchName,
  type PersonCriteria,
  phoneDigits,
  SEARCH_INVALID_MESSAGE,
} from './search-criteria.rules.js';
import { isUsStateCode } from './us-states.rules.js';

/**
 * The dating-safety search (002 section 2.2: /dating with children search, loading, results, verify;
 * /checkout/dating/person, /checkout/dating/phone). docs/decisions/0078.
 */

const optText = z.string().nullish();
const text = (s: string | null | undefined): string => (s ?? '').trim();

/** A dating-safety search: by the match's phone number, or by name (with an optional city and state). */
export type DatingSearch =
  | { readonly by: 'phone'; readonly phone: string }
  | { readonly by: 'name'; readonly criteria: PersonCriteria };

/**
 * The dating search form (002 section 2.2 "/dating/search"): a phone number, or a name with an
 * optional city and state. A typed phone wins and is checked with the phone search's own schema
 * ("Sorry, that is not a valid phone number", 002 section 5); otherwise the name, city and state are
 * checked with the person search's schema ("Sorry, that is not a valid first name, last name and
 * city", 002 section 5). The messages keep the fields they were reported under.
 */
export const DatingSearchSchema = z
  .object({ firstName: optText, lastName: optText, city: optText, state: optText, phone: optText })
  .transform((v, ctx): DatingSearch => {
    const copyIssues = (issues: readonly z.core.$ZodIssue[]) => {
      for (const i of issues) ctx.addIssue({ code: 'custom', message: i.message, path: [...i.path] });
      return z.NEVER;
    };
    if (text(v.phone) !== '') {
      const p = PhoneSearchSchema.safeParse({ phone: v.phone });
      return p.success ? { by: 'phone', phone: p.data.phone } : copyIssues(p.error.issues);
    }
    const n = PersonSearchSchema.safeParse({
      firstName: v.firstName,
      lastName: v.lastName,
      city: v.city,
      state: v.state,
    });
    return n.success ? { by: 'name', criteria: n.data } : copyIssues(n.error.issues);
  });

/** The confirmation the verify page asks for before the checkout (our text; docs/decisions/0078). */
export const DATING_CONFIRM_MESSAGE = 'Please confirm before you continue';

/** The person picked on /dating/results and confirmed on /dating/verify. */
export type DatingChoice = {
  readonly id: string;
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly city: string;
  readonly state: string;
  /** The ten digits of the phone searched for, or '' for a search by name. */
  readonly phone: string;
};

/**
 * The verify step (/dating/verify): the picked person (a record id and a name the name pattern of
 * 002 section 5 accepts; city and state as a result card shows them; the searched phone, if any) and
 * the visitor's confirmation (`confirmed` true, else {@link DATING_CONFIRM_MESSAGE} under
 * `confirmed`). A person part that does not read is "Sorry, this search is invalid" (002 section 5).
 */
export const DatingVerifySchema = z
  .object({
    id: optText,
    firstName: optText,
    middleName: optText,
    lastName: optText,
    city: optText,
    state: optText,
    phone: optText,
    confirmed: z.boolean().nullish(),
  })
  .transform((v, ctx): DatingChoice => {
    let failed = false;
    const fail = (message: string, path: string[]) => {
      failed = true;
      ctx.addIssue({ code: 'custom', message, path });
    };
    const bad = (field: string) => fail(SEARCH_INVALID_MESSAGE, field === '*' ? [] : [field]);
    const id = text(v.id);
    const phone = text(v.phone);
    const person =
      !/^\d{1,18}$/.test(id) || !isValidSearchName(text(v.firstName)) || !isValidSearchName(text(v.lastName));
    if (person) bad('*');
    if (text(v.middleName) !== '' && !isValidSearchName(text(v.middleName))) bad('middleName');
    if (text(v.city) !== '' && !isValidSearchName(text(v.city))) bad('city');
    if (text(v.state) !== '' && !isUsStateCode(text(v.state))) bad('state');
    const digits = phone === '' ? '' : phoneDigits(phone);
    if (digits === null) bad('phone');
    if (v.confirmed !== true) fail(DATING_CONFIRM_MESSAGE, ['confirmed']);
    if (failed) return z.NEVER;
    return {
      id,
      firstName: text(v.firstName),
      middleName: text(v.middleName),
      lastName: text(v.lastName),
      city: text(v.city),
      state: text(v.state).toUpperCase(),
      phone: digits ?? '',
    };
  });
