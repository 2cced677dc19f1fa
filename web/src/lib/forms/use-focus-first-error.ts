import { type RefObject, useEffect } from 'react';
import type { FieldErrors } from '#core/shared/errors';

/**
 * Moves the keyboard focus to the first invalid field of a form (the first `aria-invalid="true"`
 * control in document order) each time the form's errors change and name at least one field, so a
 * keyboard or screen-reader user lands on the message after a failed submit.
 */
export const useFocusFirstError = (form: RefObject<HTMLFormElement | null>, errors: FieldErrors): void => {
  useEffect(() => {
    if (!Object.keys(errors).some((k) => k !== '*')) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [errors, form]);
};
