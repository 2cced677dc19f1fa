/**
 * Which of some properties a member has saved (001 section 4 "Saving a property": the save toggle on
 * the address search results shows the saved state). Adapter: the property area's saved properties
 * (PgSavedProperties, InMemorySavedProperties), which answer it from the same rows the toggle changes.
 */
export interface SavedPropertyMarks {
  /** The ids among `propertyIds` that `userId` has saved. */
  savedAmong(userId: string, propertyIds: readonly string[]): Promise<ReadonlySet<string>>;
}
