// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressSuggestion } from '../../../core/search/person-search.port.js';
import { AddressAutocomplete } from '../../../web/src/features/search/components/address-autocomplete';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const address = (line1: string, extra: Partial<AddressSuggestion> = {}): AddressSuggestion => ({
  type: 'address',
  fullAddress: `${line1}, Austin, TX 78701`,
  addressLabel: line1,
  addressLine1: line1,
  addressLine2: '',
  unit: '',
  totalUnits: 1,
  zipCode: '78701',
  city: 'Austin',
  cityCode: '',
  state: 'TX',
  stateName: 'Texas',
  streetCode: '',
  ...extra,
});
const SUGGESTIONS = [address('12 Oak St'), address('14 Oak St'), address('16 Oak St')];

const serve = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, suggestions: SUGGESTIONS }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );

/** The box inside a form, as the search pages use it: records what was chosen and whether the form submitted. */
const Harness = ({ onChoose, onSubmit }: { onChoose: (s: AddressSuggestion) => void; onSubmit: () => void }) => {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <AddressAutocomplete value={value} onChange={setValue} onChoose={onChoose} />
    </form>
  );
};

const typeAndWait = async (text: string) => {
  const box = screen.getByRole('combobox', { name: 'Address' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  await screen.findAllByRole('option');
  return box;
};

describe('the address box as an ARIA combobox', () => {
  it('arrows move the active suggestion (wrapping), Enter takes it without submitting the form', async () => {
    serve();
    const chosen: AddressSuggestion[] = [];
    const submit = vi.fn();
    render(<Harness onChoose={(s) => chosen.push(s)} onSubmit={submit} />);
    const box = await typeAndWait('Oak St');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('3 suggestions; use the up and down arrows to choose');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]?.id); // wrapped from the first to the last

    fireEvent.keyDown(box, { key: 'Enter' });
    expect(chosen.map((s) => s.addressLine1)).toEqual(['16 Oak St']);
    expect((box as HTMLInputElement).value).toBe('16 Oak St, Austin, TX 78701');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(submit).not.toHaveBeenCalled();
  });

  it('Escape closes the list, and a second Escape clears the box', async () => {
    serve();
    render(<Harness onChoose={() => undefined} onSubmit={() => undefined} />);
    const box = await typeAndWait('Oak St');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('Oak St');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('Enter with no active suggestion is left to the form (not prevented); with one it is taken', async () => {
    serve();
    render(<Harness onChoose={() => undefined} onSubmit={() => undefined} />);
    const box = await typeAndWait('Oak St');
    // fireEvent answers false when a handler called preventDefault (the form would not submit).
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(true);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
  });
});
