import { USER_FLOW_OPTIONAL_PAGE_FLAG, type UserFlowPage } from './user-flow.machine.js';

/** The first regular page of a flow by page order (where a new session starts), or null. */
export const userFlowFirstPage = <P extends UserFlowPage>(pages: readonly P[]): P | null =>
  [...pages]
    .sort((a, b) => a.pageOrder - b.pageOrder)
    .find((p) => (p.pageFlags & USER_FLOW_OPTIONAL_PAGE_FLAG) === 0) ?? null;

/**
 * The page of a flow a tracked URL shows (/uf/{flow}/{page}, any origin, query ignored), or null when the
 * URL is not a page of this flow.
 */
export const userFlowPageOfUrl = <P extends UserFlowPage>(flow: string, pages: readonly P[], url: string): P | null => {
  // The path of an absolute or relative URL (no URL global in core: it is a plain library).
  const path = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/?#]*)?(\/[^?#]*)/i.exec(url.trim())?.[1];
  if (path === undefined) return null;
  const m = /^\/uf\/([^/]+)\/([^/]+)\/?$/.exec(path);
  if (!m || m[1] !== flow) return null;
  let page: string;
  try {
    page = decodeURIComponent(m[2] ?? '');
  } catch {
    return null;
  }
  return pages.find((p) => p.uriPath === page) ?? null;
};

/**
 * The most an event's data may hold, as JSON in UTF-8 bytes (002 section 7 "eventDetails (url plus
 * data)"): a page's facts, not a document; anything larger is refused (docs/decisions/0094).
 */
export const USER_FLOW_EVENT_DATA_BYTES = 2000;
