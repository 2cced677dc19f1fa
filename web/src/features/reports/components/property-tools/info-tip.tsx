import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/**
 * A tooltip of the property tools (001 section 2 "Market tooltips", "Neighbourhood tooltips"; section 5
 * "Tooltip position must be top or bottom") as a toggletip: a button that shows or hides its text, so it
 * works by touch, keyboard and screen reader alike. Escape or a click elsewhere closes it.
 */
export const InfoTip = ({
  label,
  position = 'bottom',
  children,
}: {
  /** What the tip explains, e.g. "What are comps?"; the button's visible text. */
  label: string;
  position?: 'top' | 'bottom';
  children: ReactNode;
}) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    const onClick = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);
  return (
    <span className="pt-tip" ref={box}>
      <button
        type="button"
        className="pt-tip__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true" className="pt-tip__icon">
          i
        </span>
        {label}
      </button>
      <span id={id} className={`pt-tip__text pt-tip__text--${position}`} hidden={!open}>
        {children}
      </span>
    </span>
  );
};
