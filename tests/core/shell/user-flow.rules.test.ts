import { describe, expect, it } from 'vitest';
import { PEOPLE_SEARCH_FLOW } from '../../../adapters/memory/in-memory-user-flows.js';
import { userFlowFirstPage, userFlowPageOfUrl } from '../../../core/shell/user-flow.rules.js';
import { UserFlowTrackInput } from '../../../core/shell/user-flow.schema.js';

const pages = PEOPLE_SEARCH_FLOW.pages;

describe('user-flow pages (002 section 4.2)', () => {
  it('a new session starts at the first regular page by order', () => {
    expect(userFlowFirstPage([...pages].reverse())?.uriPath).toBe('search');
    expect(userFlowFirstPage(pages.filter((p) => p.pageFlags & 1))).toBeNull();
  });
  it('finds the page a tracked URL shows, absolute or relative, query ignored; others are null', () => {
    expect(userFlowPageOfUrl('people-search', pages, 'http://a.test/uf/people-search/results?x=1')?.pageId).toBe(3);
    expect(userFlowPageOfUrl('people-search', pages, '/uf/people-search/search-tips')?.pageId).toBe(2);
    expect(userFlowPageOfUrl('other', pages, '/uf/people-search/search')).toBeNull();
    expect(userFlowPageOfUrl('people-search', pages, '/uf/people-search/nope')).toBeNull();
    expect(userFlowPageOfUrl('people-search', pages, '/name')).toBeNull();
    expect(userFlowPageOfUrl('people-search', pages, '/uf/people-search/%E0%A4%A')).toBeNull();
    expect(userFlowPageOfUrl('people-search', pages, 'not a url')).toBeNull();
  });
  it('the track event needs an action name and a page address', () => {
    const r = UserFlowTrackInput.safeParse({
      flow: 'people-search',
      visitorId: 'abcdefghijklmnop',
      actionName: '',
      eventDetails: {},
    });
    expect(r.success).toBe(false);
  });
});
