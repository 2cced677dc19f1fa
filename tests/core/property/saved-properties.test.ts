import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySaveToggleResult,
  canExportSavedProperties,
  canRemoveSavedProperties,
  exportSavedPropertiesQuestion,
  gridPageCount,
  gridPageTarget,
  gridPaginationVisible,
  gridRangeLabel,
  NEARBY_PAGE_SIZE,
  removeSavedPropertiesQuestion,
  SAVED_PROPERTIES_PAGE_SIZE,
  SAVED_PROPERTY_CAPACITY,
  SAVED_PROPERTY_LIMIT_MESSAGE,
  type SavableCard,
  savedCountAfter,
  savedPropertiesCapacityLabel,
  savedPropertiesExportCount,
  savedPropertiesRemovedMessage,
  savedPropertiesRoom,
  savedPropertiesUsedPercent,
  savedPropertyMetrics,
  savedPropertySpaceAvailable,
  savePropertyToggle,
} from '../../../core/property/saved-properties.rules.js';

describe('savedPropertiesRoom: the capacity check of a save (001 sections 6, 8 and 9)', () => {
  it('new ones fit while the 1000 places hold them; a batch that does not fit answers the places left', () => {
    expect(savedPropertiesRoom(990, 10)).toEqual({ fits: true });
    expect(savedPropertiesRoom(990, 11)).toEqual({ fits: false, spaceAvailable: 10 });
    expect(savedPropertiesRoom(1000, 1)).toEqual({ fits: false, spaceAvailable: 0 });
    // Re-saving saved ones takes no place, even at the limit.
    expect(savedPropertiesRoom(1000, 0)).toEqual({ fits: true });
  });

  it('capacity never exceeded: whatever fits leaves at most 1000 used', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 2000 }), (used, adding) => {
        const room = savedPropertiesRoom(used, adding);
        if (room.fits) expect(used + adding).toBeLessThanOrEqual(SAVED_PROPERTY_CAPACITY);
        else expect(room.spaceAvailable).toBe(savedPropertySpaceAvailable(used));
      }),
    );
  });

  it('the list metrics', () => {
    expect(savedPropertyMetrics(3, 1)).toEqual({ spaceAvailable: 997, used: 3, capacity: 1000, updates: 1 });
  });
});

describe('capacity (001 sections 2, 8, 9)', () => {
  it('constants and labels', () => {
    expect([SAVED_PROPERTY_CAPACITY, SAVED_PROPERTIES_PAGE_SIZE, NEARBY_PAGE_SIZE]).toEqual([1000, 50, 50]);
    expect(savedPropertiesCapacityLabel(12)).toBe('12 of 1000 used');
    expect(savedPropertiesCapacityLabel(-3)).toBe('0 of 1000 used');
    expect(savedPropertySpaceAvailable(998)).toBe(2);
    expect(savedPropertySpaceAvailable(1200)).toBe(0);
    expect(savedPropertySpaceAvailable(Number.NaN)).toBe(1000);
    expect(savedPropertiesUsedPercent(250)).toBe(25);
    expect(savedPropertiesUsedPercent(5000)).toBe(100);
    expect(SAVED_PROPERTY_LIMIT_MESSAGE).toBe(
      'Limit Reached: Sorry, there is a limit of 1000 saved properties. To add another property, remove properties from your list that you no longer need.',
    );
  });
  it('saving a property: steps 1-3', () => {
    const saved: SavableCard = { id: 'p1', isSaved: true, savedId: 's9' };
    const unsaved: SavableCard = { id: 'p1', isSaved: false, savedId: null };
    expect(savePropertyToggle(saved, 0)).toEqual({ type: 'remove', savedId: 's9' });
    expect(savePropertyToggle(unsaved, 0)).toEqual({ type: 'limitReached', message: SAVED_PROPERTY_LIMIT_MESSAGE });
    expect(savePropertyToggle(unsaved, 1)).toEqual({ type: 'save', propertyId: 'p1' });
    expect(savePropertyToggle({ id: 'p1', isSaved: true, savedId: null }, 3)).toEqual({
      type: 'save',
      propertyId: 'p1',
    });
    const remove = savePropertyToggle(saved, 0);
    expect(applySaveToggleResult(saved, remove, { ok: true })).toEqual({ id: 'p1', isSaved: false, savedId: null });
    const save = savePropertyToggle(unsaved, 5);
    expect(applySaveToggleResult(unsaved, save, { ok: true, savedId: 's1' })).toEqual({
      id: 'p1',
      isSaved: true,
      savedId: 's1',
    });
    expect(applySaveToggleResult(unsaved, save, { ok: true })).toEqual({ id: 'p1', isSaved: true, savedId: null });
    expect(applySaveToggleResult(unsaved, save, { ok: false })).toBe(unsaved);
    expect(applySaveToggleResult(unsaved, savePropertyToggle(unsaved, 0), { ok: true })).toBe(unsaved);
    expect(savedCountAfter(10, { type: 'limitReached', message: '' })).toBe(10);
  });
  it('capacity is never exceeded, whatever the clicks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 990, max: 1000 }),
        fc.array(fc.tuple(fc.nat(15), fc.boolean()), { maxLength: 60 }),
        (start, clicks) => {
          let used = start;
          const cards = new Map<number, SavableCard>();
          for (const [i, ok] of clicks) {
            const card = cards.get(i) ?? { id: `p${i}`, isSaved: false, savedId: null };
            const action = savePropertyToggle(card, savedPropertySpaceAvailable(used));
            if (used >= SAVED_PROPERTY_CAPACITY) expect(action.type).not.toBe('save');
            const result = ok ? { ok: true as const, savedId: `s${i}` } : { ok: false as const };
            cards.set(i, applySaveToggleResult(card, action, result));
            if (ok) used = savedCountAfter(used, action);
            expect(used).toBeLessThanOrEqual(SAVED_PROPERTY_CAPACITY);
            expect(used).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe('grid actions (001 section 5)', () => {
  it('remove, export and texts', () => {
    expect(canRemoveSavedProperties(0)).toBe(false);
    expect(canRemoveSavedProperties(2)).toBe(true);
    expect(canExportSavedProperties(0)).toBe(false);
    expect(canExportSavedProperties(1)).toBe(true);
    expect(savedPropertiesExportCount(3, 120)).toBe(3);
    expect(savedPropertiesExportCount(0, 120)).toBe(120);
    expect(removeSavedPropertiesQuestion(3)).toBe('Remove the 3 selected properties from your Saved Properties?');
    expect(savedPropertiesRemovedMessage(3)).toBe('3 Properties Removed');
    expect(exportSavedPropertiesQuestion(120)).toBe(
      'Download the data for all 120 selected properties as an Excel (*.xlsx) file?',
    );
  });
  it('pagination', () => {
    expect(gridPaginationVisible({ limit: 50, total: 50 })).toBe(false);
    expect(gridPaginationVisible({ limit: 50, total: 51 })).toBe(true);
    expect(gridPageCount({ limit: 50, total: 0 })).toBe(1);
    expect(gridRangeLabel({ page: 2, limit: 50, total: 230 })).toBe('51-100 of 230');
    expect(gridRangeLabel({ page: 5, limit: 50, total: 230 })).toBe('201-230 of 230');
    expect(gridRangeLabel({ page: 1, limit: 50, total: 0 })).toBe('0-0 of 0');
    const p = { page: 1, limit: 50, total: 230 };
    expect(gridPageTarget(p, 'previous', false)).toBeNull();
    expect(gridPageTarget(p, 'first', false)).toBeNull();
    expect(gridPageTarget(p, 'next', false)).toBe(2);
    expect(gridPageTarget(p, 'last', false)).toBe(5);
    expect(gridPageTarget(p, 'next', true)).toBeNull();
    expect(gridPageTarget({ ...p, page: 5 }, 'next', false)).toBeNull();
    expect(gridPageTarget({ ...p, page: 5 }, 'previous', false)).toBe(4);
  });
});
