// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NearbySearchArea } from '../../../core/property/nearby-search.schema.js';
import NearbyMap from '../../../web/src/features/nearby/components/nearby-map';
import { card } from './nearby-kit';

afterEach(cleanup);

const area: NearbySearchArea = {
  center: { latitude: 27.9, longitude: -82.5 },
  radiusMiles: 0.5,
  subject: { id: 7, streetAddress: '1 Main St', latitude: 27.9, longitude: -82.5 },
  address: null,
};
const cards = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    card(i + 1, { marker: { latitude: 27.9 + i / 1e4, longitude: -82.5, href: '/r' } }),
  );

const show = (props: Partial<Parameters<typeof NearbyMap>[0]> = {}) =>
  render(
    <NearbyMap
      properties={cards(3)}
      area={area}
      selectedId={null}
      onSelect={() => undefined}
      onArea={() => undefined}
      tileUrl="https://tiles.invalid/{z}/{x}/{y}.png"
      attribution="© OpenStreetMap contributors"
      {...props}
    />,
  );

// OpenLayers runs in happy-dom without drawing (no canvas): the markers, thinning and tools are checked
// through the DOM the map component exposes for end-to-end tests.
describe('Nearby map (OpenLayers)', () => {
  it('labels the map region and puts one marker per property in data-markers', () => {
    show();
    const map = screen.getByRole('region', { name: 'Map of nearby properties' });
    expect(map.getAttribute('data-testid')).toBe('nearby-map');
    expect(map.getAttribute('data-markers')).toBe('3');
    expect(map.getAttribute('data-zoom')).toBe('18');
  });

  it('thins the markers above 30 (every 2nd of 40) but always draws the selected one', () => {
    const { rerender } = show({ properties: cards(40) });
    expect(screen.getByTestId('nearby-map').getAttribute('data-markers')).toBe('20');
    rerender(
      <NearbyMap
        properties={cards(40)}
        area={area}
        selectedId={102}
        onSelect={() => undefined}
        onArea={() => undefined}
        tileUrl="https://tiles.invalid/{z}/{x}/{y}.png"
        attribution="© OpenStreetMap contributors"
      />,
    );
    expect(screen.getByTestId('nearby-map').getAttribute('data-markers')).toBe('21');
    expect(screen.getByTestId('nearby-map').getAttribute('data-zoom')).toBe('20');
  });

  it('has named draw buttons that toggle, and Clear area clears the drawn Target', () => {
    const onArea = vi.fn();
    show({ onArea });
    for (const name of ['Draw circle', 'Draw rectangle', 'Draw polygon']) {
      const b = screen.getByRole('button', { name });
      expect(b.getAttribute('aria-pressed')).toBe('false');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Draw polygon' }));
    expect(screen.getByRole('button', { name: 'Draw polygon' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('nearby-map').getAttribute('data-draw-mode')).toBe('polygon');
    fireEvent.click(screen.getByRole('button', { name: 'Clear area' }));
    expect(onArea).toHaveBeenCalledWith(null);
    expect(screen.getByTestId('nearby-map').getAttribute('data-draw-mode')).toBe('');
  });
});
