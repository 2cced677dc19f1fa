// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { SavedPropertiesCard } from '../../../web/src/features/saved-properties/components/saved-properties-card';

afterEach(cleanup);

it('leads from the dashboard to /saved-properties', () => {
  render(
    <MemoryRouter>
      <SavedPropertiesCard />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'View Saved Properties' }).getAttribute('href')).toBe('/saved-properties');
});

it('leads from the dashboard to /nearby', () => {
  render(
    <MemoryRouter>
      <SavedPropertiesCard />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Find nearby properties' }).getAttribute('href')).toBe('/nearby');
});
