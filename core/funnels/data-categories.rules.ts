import type { TeaserRecordKind } from '../reports/teaser-counts.rules.js';

/**
 * One category of the data our reports hold (002 section 7 "data categories; user interests": categories
 * with `Id`). `recordKinds` names the report sections (core/reports/teaser-counts.rules.ts) the category
 * stands for, so a category is never something a report does not contain.
 */
export interface DataCategory {
  readonly Id: number;
  readonly Name: string;
  readonly Description: string;
  readonly recordKinds: readonly TeaserRecordKind[];
}

/**
 * The data categories, in the order the join funnel lists them. Ids 201-203 are the contact basics;
 * ids 204-211 are the records a Premium membership is for (002 section 4: "Interest
 * category ids 204 to 211 trigger a premium plan recommendation"; see `recommendedJoinPlan`).
 */
export const DATA_CATEGORIES: readonly DataCategory[] = Object.freeze([
  {
    Id: 201,
    Name: 'Names, ages and relatives',
    Description: 'Full names, aliases, ages, relatives and associates',
    recordKinds: ['relatives', 'associates'],
  },
  { Id: 202, Name: 'Phone numbers', Description: 'Current and past phone numbers', recordKinds: ['phones'] },
  { Id: 203, Name: 'Address history', Description: 'Current and past addresses', recordKinds: ['addresses'] },
  { Id: 204, Name: 'Email addresses', Description: 'Email addresses on record', recordKinds: ['emails'] },
  {
    Id: 205,
    Name: 'Criminal and traffic records',
    Description: 'Court records of criminal cases and traffic citations',
    recordKinds: ['criminal', 'traffic'],
  },
  {
    Id: 206,
    Name: 'Bankruptcies, liens and judgments',
    Description: 'Financial court filings',
    recordKinds: ['bankruptcies', 'liens', 'judgments'],
  },
  {
    Id: 207,
    Name: 'Evictions and foreclosures',
    Description: 'Eviction cases and foreclosure filings',
    recordKinds: ['evictions', 'foreclosures'],
  },
  {
    Id: 208,
    Name: 'Property records',
    Description: 'Properties owned, with sales and loans',
    recordKinds: ['properties'],
  },
  {
    Id: 209,
    Name: 'Social media profiles',
    Description: 'Public social media profiles',
    recordKinds: ['socialMedia'],
  },
  {
    Id: 210,
    Name: 'Work and education',
    Description: 'Employment and education records',
    recordKinds: ['employment', 'education'],
  },
  { Id: 211, Name: 'Marriage records', Description: 'Recorded marriages', recordKinds: ['marriages'] },
]);

/** Whether `id` is the Id of one of the {@link DATA_CATEGORIES}. */
export const isDataCategoryId = (id: number): boolean => DATA_CATEGORIES.some((c) => c.Id === id);

/** The categories of `ids`, in catalog order; unknown ids are left out. */
export const dataCategoriesOf = (ids: readonly number[]): DataCategory[] =>
  DATA_CATEGORIES.filter((c) => ids.includes(c.Id));
