/**
 * Report view state (001 section 2: "A section becomes 'viewed' once scrolled to, and is saved once
 * per section per session"; 001 section 7 view-state calls).
 */

/** The per-session view state of one report. */
export type ReportViewState = {
  /** Sections the server already knows as viewed (GET view-state, viewedSections). */
  readonly viewedSections: readonly string[];
  /** Sections saved during this session. */
  readonly savedThisSession: readonly string[];
};

/** A fresh session's view state from the server's viewedSections. */
export const reportViewStateFrom = (viewedSections: readonly string[] | null | undefined): ReportViewState => ({
  viewedSections: [...new Set(viewedSections ?? [])],
  savedThisSession: [],
});

/** The view-state update body (001 section 7: section and hasViewed true). */
export type ReportViewUpdate = { readonly section: string; readonly hasViewed: true };

/**
 * A section scrolled into view (001 section 2): it becomes viewed, and a save is due only the first
 * time in the session (not when it was already saved this session). Our reading: a section the
 * server already lists as viewed is not saved again either, since saving it would change nothing.
 */
export const markReportSectionViewed = (
  state: ReportViewState,
  section: string,
): { state: ReportViewState; save: ReportViewUpdate | null } => {
  if (state.savedThisSession.includes(section) || state.viewedSections.includes(section)) return { state, save: null };
  return {
    state: {
      viewedSections: [...state.viewedSections, section],
      savedThisSession: [...state.savedThisSession, section],
    },
    save: { section, hasViewed: true },
  };
};
