// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchBox, searchUrlFor } from '../../../web/src/components/search-box';
import { useSearchCriteria } from '../../../web/src/lib/search-criteria';

describe('searchUrlFor (the unified box, 002 sections 2.1 and 2.3)', () => {
  it('tells names, phones, e-mails and addresses apart and builds the spec URLs', () => {
    expect(searchUrlFor('john smith')).toEqual({ url: '/people/john-smith' });
    expect(searchUrlFor('John A Smith Austin TX')).toEqual({ url: '/people/john-a-smith/tx/austin' });
    expect(searchUrlFor('(512) 555-0142')).toEqual({ url: '/phone/search?phone=(512)%20555-0142' });
    expect(searchUrlFor('Jane.Doe@Example.com')).toEqual({
      url: '/people/search/loading?email=jane.doe%40example.com',
    });
    expect(searchUrlFor('123 Main St Austin TX 78701')).toEqual({
      url: '/address/search?state=TX&city=Austin&houseNumber=123&street=Main%20St&zip=78701&landing=address',
    });
    expect(searchUrlFor('???')).toEqual({ error: 'Sorry, this search is invalid. Please Try Again' });
    expect(searchUrlFor('john smith', 'https://x.test/?utm_source=ad&q=1')).toEqual({
      url: '/people/john-smith?utm_source=ad',
    });
  });
});

const Where = () => <p data-testid="where">{useLocation().pathname + useLocation().search}</p>;

describe('SearchBox', () => {
  afterEach(() => useSearchCriteria.setState({ criteria: null }));
  it('navigates to the search URL, shows the spec message for text it cannot read, and builds its placeholder from the criteria', () => {
    useSearchCriteria.setState({ criteria: { firstName: 'John', lastName: 'Smith', state: 'TX' } });
    render(
      <MemoryRouter initialEntries={['/']}>
        <SearchBox />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    const box = screen.getByRole('searchbox');
    expect(box.getAttribute('placeholder')).toBe('John Smith, TX');
    fireEvent.change(box, { target: { value: '!!' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByRole('alert').textContent).toBe('Sorry, this search is invalid. Please Try Again');
    fireEvent.change(box, { target: { value: 'mary jones' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('where').textContent).toBe('/people/mary-jones');
  });
});
