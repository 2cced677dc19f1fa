import { describe, expect, it } from 'vitest';
import { nearbyQueryFrom } from '../../../web/src/features/nearby/hooks/nearby-query';

const q = (s: string) => nearbyQueryFrom(new URLSearchParams(s));

describe('/nearby query inputs', () => {
  it('takes the subject property first', () => {
    expect(q('propertyId=7&city=Tampa&state=FL').target).toEqual({ SubjectPropertyId: 7 });
  });
  it('takes city, state, zip and street otherwise', () => {
    expect(q('city=Tampa&state=FL&zip=33611&street=1%20Main%20St').target).toEqual({
      City: 'Tampa',
      State: 'FL',
      Zip: '33611',
      Street: '1 Main St',
    });
    expect(q('zip=33611').target).toEqual({ Zip: '33611' });
  });
  it('has no target without a location (the page then asks the browser)', () => {
    expect(q('').target).toBeNull();
    expect(q('street=1%20Main%20St').target).toBeNull();
  });
  it('reads a target or a drawn shape as JSON', () => {
    const shape = JSON.stringify({
      Type: 'polygon',
      Points: [
        [-82.5, 27.9],
        [-82.49, 27.9],
        [-82.49, 27.91],
      ],
    });
    expect(q(`shape=${encodeURIComponent(shape)}`).target).toMatchObject({ Geometry: { Type: 'polygon' } });
    expect(q(`target=${encodeURIComponent('{"SubjectPropertyId":9}')}`).target).toEqual({ SubjectPropertyId: 9 });
    expect(q('target=%7Bnot-json').target).toBeNull();
  });
  it('ignores a filtersJson that is not JSON and presets the chip from quickFilter or filtersJson', () => {
    expect(q('zip=33611&filtersJson=%7Bbroken').filters).toEqual({});
    const json = encodeURIComponent('{"QuickFilter":"vacant","BedroomsMin":2}');
    expect(q(`zip=33611&filtersJson=${json}`)).toMatchObject({ quickFilter: 'vacant', filters: { bedroomsMin: 2 } });
    expect(q(`zip=33611&filtersJson=${json}&quickFilter=highEquity`).quickFilter).toBe('highEquity');
    expect(q('zip=33611').quickFilter).toBe('allProperties');
  });
});
