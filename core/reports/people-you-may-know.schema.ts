import { z } from 'zod';

/**
 * People You May Know on the wire (000 sections 2, 3, 4 and 7 "peopleyoumayknow"; docs/decisions/0072).
 * The browser and the server read every body and path parameter with these schemas. Paths are under
 * /dashboard/api.
 */

/** Text of a suggestion id that is not one of ours (a PATCH or DELETE of peopleyoumayknow/{id}). */
export const PYMK_NOT_FOUND_MESSAGE = 'Sorry, this suggestion could not be found';

/** The id of a suggestion in a path (PATCH peopleyoumayknow/{id}, .../add-favorite, DELETE): a UUID. */
const PeopleYouMayKnowIdParam = z
  .string({ error: PYMK_NOT_FOUND_MESSAGE })
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, PYMK_NOT_FOUND_MESSAGE);

/** Text when the body of PUT peopleyoumayknow does not say whether the block shows. */
export const SHOW_IN_DASHBOARD_MESSAGE = 'Please say whether the block is shown';

/**
 * PUT peopleyoumayknow (000 section 7: "record with ShowInDashboard false"): `{ ShowInDashboard }`; false
 * hides the block on the dashboard, true shows it again.
 */
export const PeopleYouMayKnowVisibilityInput = z.object({
  ShowInDashboard: z.boolean({ error: SHOW_IN_DASHBOARD_MESSAGE }),
});

/** What the member did with a suggestion (PATCH peopleyoumayknow/{id} "on click or clicked", .../add-favorite). */
const PEOPLE_YOU_MAY_KNOW_MARKS = ['clicked', 'favorite'] as const;
export type PeopleYouMayKnowMark = (typeof PEOPLE_YOU_MAY_KNOW_MARKS)[number];

/** A PATCH on one suggestion: its id and what happened. */
export const MarkPersonYouMayKnowInput = z.object({
  id: PeopleYouMayKnowIdParam,
  mark: z.enum(PEOPLE_YOU_MAY_KNOW_MARKS),
});

/** DELETE peopleyoumayknow/{id}: the suggestion is not shown again (000 section 4 "set to not shown"). */
export const RemovePersonYouMayKnowInput = z.object({ id: PeopleYouMayKnowIdParam });

/**
 * One suggestion as a card shows it (000 section 3 "People-you-may-know record": Id, TahoeId, FirstName,
 * MiddleName, LastName, Location, ShowInDashboard). Preview facts only (002 section 6): name, age, city
 * and state, never a street, phone or e-mail. `location` keeps the record's form, "{reason}; {City, ST}",
 * whose second part is the address a card shows (peopleYouMayKnowAddress).
 */
export interface PersonYouMayKnow {
  /** The suggestion's id (the record's Id): the {id} of the PATCH and DELETE calls. */
  readonly id: string;
  /** The person's record id (the record's TahoeId). */
  readonly personId: number;
  /** The background report Monitor subscribes: `background-{personId}`. */
  readonly reportId: string;
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly name: string;
  readonly age: number | null;
  /** "City, ST" (empty when the records know no current city). */
  readonly address: string;
  readonly location: string;
  /** Why the person is suggested: "Relative of John Smith", "Your neighbor". */
  readonly reason: string;
  /** The person's report page (what clicking the name opens; a preview unless the member holds it). */
  readonly reportUrl: string;
  /** Whether Monitor is offered: the member holds the person's report in full (docs/decisions/0093). */
  readonly canMonitor: boolean;
  readonly clicked: boolean;
  readonly favorite: boolean;
}

/** GET and POST peopleyoumayknow: `{ success, data: [...], showInDashboard }`. */
export interface PeopleYouMayKnowReply {
  readonly data: readonly PersonYouMayKnow[];
  /** False once the member hid the block (PUT ShowInDashboard false) or when the site flag is off. */
  readonly showInDashboard: boolean;
}

/** The all-cards-removed window event (000 section 4): fired when the member removed the last card. */
export const PYMK_ALL_CARDS_REMOVED_EVENT = 'pymk:all-cards-removed';

/** The toast when Monitor fails (000 section 4 "on error a toast appears"; the spec's spelling kept). */
export const PYMK_MONITOR_FAILED_TOAST = 'There was an issue moniotring this person.';

/** The client log message when Monitor fails. */
export const PYMK_MONITOR_FAILED_LOG = 'Report Monitoring Failed';

/** Monitor: the button reads "Success!" and the card goes after 500 ms; Remove animates out over 200 ms (000 section 4). */
export const PYMK_MONITOR_SUCCESS_TEXT = 'Success!';
export const PYMK_MONITOR_REMOVE_DELAY_MS = 500;
export const PYMK_REMOVE_ANIMATION_MS = 200;
