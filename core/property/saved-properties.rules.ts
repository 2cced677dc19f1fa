/**
 * Saved properties: capacity, saving from the nearby page, the grid's actions and paging
 * (001 sections 2, 4, 5, 8 and 9).
 */

/** Saved-property capacity is 1000 (001 section 9). */
export const SAVED_PROPERTY_CAPACITY = 1000;
/** Saved-property page size is 50 (001 section 9). */
export const SAVED_PROPERTIES_PAGE_SIZE = 50;
/** Nearby page size is 50 (001 section 9). */
export const NEARBY_PAGE_SIZE = 50;

/** The Limit Reached modal text (001 section 8); it offers Modify List and Close. */
export const SAVED_PROPERTY_LIMIT_MESSAGE =
  'Limit Reached: Sorry, there is a limit of 1000 saved properties. To add another property, remove properties from your list that you no longer need.';
/** The higher-limit hint (001 section 8). */
export const SAVED_PROPERTY_HIGHER_LIMIT_MESSAGE =
  'Need a higher limit? Please contact Customer Care who can help you with your needs.';

const clampCount = (n: number): number => Math.max(0, Math.floor(Number.isFinite(n) ? n : 0));

/** The capacity indicator (001 section 2): "{n} of 1000 used". */
export const savedPropertiesCapacityLabel = (used: number): string =>
  `${clampCount(used)} of ${SAVED_PROPERTY_CAPACITY} used`;

/** The list metric spaceAvailable (001 section 3): 1000 minus the used count, never negative. */
export const savedPropertySpaceAvailable = (used: number): number =>
  Math.max(0, SAVED_PROPERTY_CAPACITY - clampCount(used));

/** Whether a save fits: yes, or no with the places left (001 sections 3 and 8: spaceAvailable). */
export type SavedPropertiesRoom = { readonly fits: true } | { readonly fits: false; readonly spaceAvailable: number };

/**
 * The capacity check of a save (001 section 6: "Paid members can save properties up to the limit of 1000";
 * section 8 Limit Reached): `adding` new properties fit beside the `used` ones when together they take at most
 * the 1000 places; a batch that does not fit is refused whole, answering the places left. Adding nothing
 * (re-saving saved ones) always fits. The saved-properties store asks this inside its atomic save, so
 * parallel saves never pass the capacity; no adapter compares against it itself.
 */
export const savedPropertiesRoom = (used: number, adding: number): SavedPropertiesRoom =>
  clampCount(adding) === 0 || clampCount(used) + clampCount(adding) <= SAVED_PROPERTY_CAPACITY
    ? { fits: true }
    : { fits: false, spaceAvailable: savedPropertySpaceAvailable(used) };

/**
 * The list metrics (001 sections 2 and 3): the places used and left of the capacity, and the saved properties
 * with news (the updates dot).
 */
export const savedPropertyMetrics = (used: number, updates: number) => ({
  spaceAvailable: savedPropertySpaceAvailable(used),
  used: clampCount(used),
  capacity: SAVED_PROPERTY_CAPACITY,
  updates: clampCount(updates),
});

/** The capacity bar's fill in percent (0-100) of the 1000 places. */
export const savedPropertiesUsedPercent = (used: number): number =>
  Math.min(100, (clampCount(used) / SAVED_PROPERTY_CAPACITY) * 100);

/** The saved state of a nearby property card (001 section 3: isSaved, savedId). */
export type SavableCard = { readonly id: string; readonly isSaved: boolean; readonly savedId: string | null };

/** What clicking a card's save control does (001 section 4 "Saving a property"). */
export type SaveToggleAction =
  | { readonly type: 'remove'; readonly savedId: string }
  | { readonly type: 'limitReached'; readonly message: string }
  | { readonly type: 'save'; readonly propertyId: string };

/**
 * Saving a property (001 section 4, Nearby, "Saving a property" 1-3): "1. If it is already saved, it
 * is removed by savedId ... 2. Otherwise, if spaceAvailable is 0, the Limit Reached modal opens. 3.
 * Otherwise it is saved by id". A card marked saved without a savedId cannot be removed by id, so it
 * is treated as not saved (our reading: the server's list is the truth and a save is idempotent).
 */
export const savePropertyToggle = (card: SavableCard, spaceAvailable: number): SaveToggleAction => {
  if (card.isSaved && card.savedId !== null && card.savedId !== '') return { type: 'remove', savedId: card.savedId };
  if (spaceAvailable <= 0) return { type: 'limitReached', message: SAVED_PROPERTY_LIMIT_MESSAGE };
  return { type: 'save', propertyId: card.id };
};

/**
 * The card after its save request succeeded (001 section 4): a removal clears the saved mark and
 * savedId; a save marks it saved with its saved id. A failed request leaves the card unchanged.
 */
export const applySaveToggleResult = (
  card: SavableCard,
  action: SaveToggleAction,
  result: { readonly ok: true; readonly savedId?: string } | { readonly ok: false },
): SavableCard => {
  if (!result.ok || action.type === 'limitReached') return card;
  if (action.type === 'remove') return { ...card, isSaved: false, savedId: null };
  return { ...card, isSaved: true, savedId: result.savedId ?? null };
};

/**
 * The used count after a toggle succeeded: a removal frees a place, a save takes one; never above
 * 1000 (a save with no space is a Limit Reached, not a save) and never below 0.
 */
export const savedCountAfter = (used: number, action: SaveToggleAction): number => {
  const n = clampCount(used);
  if (action.type === 'remove') return Math.max(0, n - 1);
  if (action.type === 'save') return Math.min(SAVED_PROPERTY_CAPACITY, n + 1);
  return n;
};

/** "Remove is possible only when at least one property is selected" (001 section 5). */
export const canRemoveSavedProperties = (selectedCount: number): boolean => selectedCount > 0;

/** "Export is possible only when the list is non-empty" (001 section 5). */
export const canExportSavedProperties = (total: number): boolean => total > 0;

/** "The export count is the number of selected rows, or the total when none are selected" (001 section 5). */
export const savedPropertiesExportCount = (selectedCount: number, total: number): number =>
  selectedCount > 0 ? selectedCount : Math.max(0, total);

/** The remove question (001 section 2): "Remove the {n} selected properties from your Saved Properties?" */
export const removeSavedPropertiesQuestion = (n: number): string =>
  `Remove the ${n} selected properties from your Saved Properties?`;
/** The remove result (001 section 2): "{n} Properties Removed". */
export const savedPropertiesRemovedMessage = (n: number): string => `${n} Properties Removed`;
/** The export question (001 section 2). */
export const exportSavedPropertiesQuestion = (n: number): string =>
  `Download the data for all ${n} selected properties as an Excel (*.xlsx) file?`;
/** The export result (001 section 2). */
export const SAVED_PROPERTIES_EXPORT_DONE = 'Check your downloads folder for the Excel file.';

/** A grid page (001 section 3 "Pagination: page, pages, limit, total"). */
export type GridPagination = { readonly page: number; readonly limit: number; readonly total: number };

/** Whether pagination shows (001 section 2): "only when the total exceeds the page limit". */
export const gridPaginationVisible = (p: Pick<GridPagination, 'limit' | 'total'>): boolean => p.total > p.limit;

/** The number of pages (at least 1). */
export const gridPageCount = (p: Pick<GridPagination, 'limit' | 'total'>): number =>
  Math.max(1, Math.ceil(Math.max(0, p.total) / Math.max(1, p.limit)));

/** The 'a-b of total' label (001 section 2), e.g. "51-100 of 230"; "0-0 of 0" when empty. */
export const gridRangeLabel = (p: GridPagination): string => {
  if (p.total <= 0) return '0-0 of 0';
  const page = Math.min(Math.max(1, p.page), gridPageCount(p));
  const from = (page - 1) * p.limit + 1;
  return `${from}-${Math.min(page * p.limit, p.total)} of ${p.total}`;
};

/** A pagination control (001 section 2: first, previous, next, last). */
export type GridPageMove = 'first' | 'previous' | 'next' | 'last';

/**
 * The page a control leads to, or null when it does nothing (001 sections 4 and 5): controls are
 * active only when another page exists, and navigation does nothing on the first or last page or
 * while loading (a request in flight blocks further clicks).
 */
export const gridPageTarget = (p: GridPagination, move: GridPageMove, loading: boolean): number | null => {
  if (loading) return null;
  const pages = gridPageCount(p);
  const page = Math.min(Math.max(1, p.page), pages);
  const target = move === 'first' ? 1 : move === 'previous' ? page - 1 : move === 'next' ? page + 1 : pages;
  return target < 1 || target > pages || target === page ? null : target;
};
