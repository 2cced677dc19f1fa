import { z } from 'zod';
import { DATA_CATEGORIES, isDataCategoryId } from './data-categories.rules.js';

/** The message for an interest that is not one of the listed categories. */
export const UNKNOWN_INTEREST_MESSAGE = 'Please choose from the listed categories';

/**
 * The member's chosen interests (002 section 7 "/api/user-interests"; the reply's `data.Categories`): the Ids of
 * data categories, each known, none twice (duplicates are dropped), at most one per category. An empty
 * list is allowed: the member chose none.
 */
export const UserInterestIds = z
  .array(z.unknown(), { message: UNKNOWN_INTEREST_MESSAGE })
  .max(DATA_CATEGORIES.length * 2, UNKNOWN_INTEREST_MESSAGE)
  .refine(
    (ids): ids is number[] => ids.every((id) => typeof id === 'number' && isDataCategoryId(id)),
    UNKNOWN_INTEREST_MESSAGE,
  )
  .transform((ids) => [...new Set(ids as number[])].sort((a, b) => a - b));

/** POST /api/user-interests: `{ Categories: [204, 205] }`. */
export const SaveUserInterestsInput = z.object({ Categories: UserInterestIds });
export type SaveUserInterestsInput = z.output<typeof SaveUserInterestsInput>;
