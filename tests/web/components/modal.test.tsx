// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from '../../../web/src/components/modal';

afterEach(cleanup);

/** A page with a button that opens the dialog, and a field the parent re-renders on every key. */
const Page = () => {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        // An inline onClose: a new function on every render must not pull the focus back to the dialog.
        <Modal title="Confirm" onClose={() => setOpen(false)}>
          <input aria-label="Reason" value={text} onChange={(e) => setText(e.target.value)} />
          <button type="button">Yes</button>
        </Modal>
      )}
    </>
  );
};

const tab = (shift = false) => fireEvent.keyDown(document, { key: 'Tab', shiftKey: shift });

describe('Modal keyboard contract', () => {
  it('focus moves in, Tab and Shift+Tab wrap inside, Escape closes and the focus returns to the opener', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(document.activeElement).toBe(dialog);

    const close = screen.getByRole('button', { name: 'Close dialog' });
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    const yes = screen.getByRole('button', { name: 'Yes' });
    tab(); // from the dialog itself to its first control
    expect(document.activeElement).toBe(close);
    yes.focus();
    tab(); // from the last control back to the first
    expect(document.activeElement).toBe(close);
    tab(true); // Shift+Tab from the first to the last
    expect(document.activeElement).toBe(yes);

    reason.focus();
    fireEvent.change(reason, { target: { value: 'typing' } });
    expect(document.activeElement).toBe(reason); // the re-render kept the focus in the field

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
