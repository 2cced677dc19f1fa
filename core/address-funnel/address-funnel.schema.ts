import { z } from 'zod';
import { AddressSearchSchema } from '../search/search.schema.js';
import type { AddressCriteria } from '../search/search-criteria.rules.js';
import type { AddressFunnelStep } from '../shell/funnel.rules.js';
import { ADDRESS_FUNNEL_ORDERS } from '../shell/funnel.rules.js';
import { ADDRESS_FUNNEL_USE_CASES } from './address-funnel-use-cases.rules.js';

/**
 * The stored search criteria of the address funnel (002 section 3 "Address funnel state: PropertyId and
 * SearchCriteria (City, State, StreetName, StreetNumber, Suffix, Zip, Include)"). Ours: StreetName is the
 * street as searched ("Oak St"), Suffix an extra street suffix when the search gave one apart, and
 * Include the unit ("4B"); each absent part is an empty string.
 */
export type AddressFunnelCriteria = {
  readonly City: string;
  readonly State: string;
  readonly StreetName: string;
  readonly StreetNumber: string;
  readonly Suffix: string;
  readonly Zip: string;
  readonly Include: string;
};

const part = z
  .string()
  .max(100)
  .optional()
  .transform((s) => (s ?? '').trim());

/** The address of funnel criteria, as the address search reads it. */
export const addressOfFunnelCriteria = (c: AddressFunnelCriteria): AddressCriteria => ({
  houseNumber: c.StreetNumber,
  street: [c.StreetName, c.Suffix].filter((s) => s !== '').join(' '),
  unit: c.Include,
  city: c.City,
  state: c.State,
  zip: c.Zip,
  propertyReachId: '',
});

/** Funnel criteria of an address search (the inverse of {@link addressOfFunnelCriteria}, Suffix left in the street). */
export const funnelCriteriaOfAddress = (a: AddressCriteria): AddressFunnelCriteria => ({
  City: a.city,
  State: a.state,
  StreetName: a.street,
  StreetNumber: a.houseNumber,
  Suffix: '',
  Zip: a.zip,
  Include: a.unit,
});

/**
 * SearchCriteria on the wire: the address search's own rules (002 section 5, `AddressSearchSchema`:
 * "Sorry, that is not a valid address"; "Please enter a valid zip code"), with the errors under the
 * funnel's field names (`SearchCriteria.StreetNumber`, ...), so one rule checks both.
 */
export const AddressFunnelCriteriaSchema = z
  .object({
    City: part,
    State: part,
    StreetName: part,
    StreetNumber: part,
    Suffix: part,
    Zip: part,
    Include: part,
  })
  .superRefine((c, ctx) => {
    const checked = AddressSearchSchema.safeParse(addressOfFunnelCriteria(c));
    if (checked.success) return;
    const field: Record<string, keyof AddressFunnelCriteria> = {
      houseNumber: 'StreetNumber',
      street: 'StreetName',
      unit: 'Include',
      city: 'City',
      state: 'State',
      zip: 'Zip',
    };
    for (const issue of checked.error.issues) {
      const key = issue.path[0];
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: typeof key === 'string' && field[key] ? [field[key]] : [],
      });
    }
  })
  .transform((c) => funnelCriteriaOfAddress(AddressSearchSchema.parse(addressOfFunnelCriteria(c))));

/** "If the address preview fails, property id defaults to 0" (002 section 4): a property id, or 0. */
const PropertyIdSchema = z.coerce
  .number({ error: 'Please give a property id (0 when the address preview failed)' })
  .int('Please give a property id (0 when the address preview failed)')
  .min(0, 'Please give a property id (0 when the address preview failed)')
  .max(Number.MAX_SAFE_INTEGER, 'Please give a property id (0 when the address preview failed)');

/** POST address funnel create (002 section 7): PropertyId and SearchCriteria. */
export const CreateAddressFunnelSchema = z.object({
  PropertyId: PropertyIdSchema,
  SearchCriteria: AddressFunnelCriteriaSchema,
});

const STEPS = ADDRESS_FUNNEL_ORDERS[1] as readonly [AddressFunnelStep, ...AddressFunnelStep[]];
const USE_CASE_IDS = ADDRESS_FUNNEL_USE_CASES.map((u) => u.id);

/**
 * PUT address funnel update (002 section 7 gives no payload). Ours: the step the visitor reached, the use
 * case chosen on /address/categories, and `completed: true` once the funnel hands over to checkout. The
 * saved address URL is never taken from the browser: the server derives it (no open redirect).
 */
export const UpdateAddressFunnelSchema = z
  .object({
    step: z.enum(STEPS, { error: 'Unknown address funnel step' }).optional(),
    useCaseId: z
      .number({ error: 'Please choose one of the listed use cases' })
      .int()
      .refine((n) => USE_CASE_IDS.includes(n), { error: 'Please choose one of the listed use cases' })
      .optional(),
    completed: z.literal(true, { error: 'completed can only be set to true' }).optional(),
  })
  .refine((u) => u.step !== undefined || u.useCaseId !== undefined || u.completed !== undefined, {
    error: 'Nothing to update: give step, useCaseId or completed',
  });
