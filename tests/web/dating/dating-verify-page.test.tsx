// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DatingVerifyPage } from '../../../web/src/features/dating/pages/dating-pick-pages';
import { DatingSearchPage } from '../../../web/src/features/dating/pages/dating-search-pages';

/** The dating pages' forms (docs/decisions/0078): the core schemas' messages, then the next page. */

const Where = () => {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
};

const at = (url: string, path: string, page: ReactElement) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('DatingSearchPage', () => {
  it('shows the phone message for a bad phone, then goes to the loading page with the ten digits', () => {
    at('/dating/search', '/dating/search', <DatingSearchPage />);
    const phone = screen.getByLabelText('Phone number');
    fireEvent.change(phone, { target: { value: '012' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getAllByText('Sorry, that is not a valid phone number').length).toBeGreaterThan(0);
    fireEvent.change(phone, { target: { value: '1 512 555 0142' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where').textContent).toBe('/dating/loading?phone=5125550142');
  });
});

describe('DatingVerifyPage', () => {
  const url = '/dating/verify?id=42&fn=Ann&ln=Lee&city=Austin&state=TX';

  it('asks for the confirmation, then opens the dating person checkout', () => {
    at(url, '/dating/verify', <DatingVerifyPage />);
    expect(screen.getByTestId('dating-choice').textContent).toContain('Ann Lee');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    expect(screen.getByRole('alert').textContent).toBe('Please confirm before you continue');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    expect(screen.getByTestId('where').textContent).toMatch(
      /^\/checkout\/dating\/person\?id=42&fn=Ann&ln=Lee&city=Austin&state=TX&redirect=/,
    );
  });

  it('a link that names no person shows the message and no form', () => {
    at('/dating/verify?id=abc&fn=Ann', '/dating/verify', <DatingVerifyPage />);
    expect(screen.getByText('Sorry, this search is invalid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to Checkout' })).toBeNull();
  });
});
