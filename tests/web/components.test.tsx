// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert } from '../../web/src/components/alert';
import { Button } from '../../web/src/components/button';
import { ErrorSummary } from '../../web/src/components/error-summary';
import { TextField } from '../../web/src/components/text-field';
import { HttpError } from '../../web/src/lib/http/http-error';

afterEach(cleanup);

describe('shared components', () => {
  it('TextField shows its error text and marks the input invalid', () => {
    render(<TextField label="Email" name="email" error={['Enter a valid email']} hint="We never share it" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby')!.split(' ');
    expect(described).toHaveLength(2);
    expect(document.getElementById(described[1]!)!.textContent).toBe('Enter a valid email');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email');
  });

  it('TextField without an error is valid', () => {
    render(<TextField label="City" optional />);
    expect(screen.getByLabelText(/City/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('(optional)')).toBeTruthy();
  });

  it('Button is disabled and busy while loading', () => {
    render(<Button loading>Save</Button>);
    const b = screen.getByRole('button', { name: 'Save' });
    expect(b.hasAttribute('disabled')).toBe(true);
    expect(b.getAttribute('aria-busy')).toBe('true');
    expect(b.getAttribute('type')).toBe('button');
  });

  it('Alert uses role alert for errors and status for info', () => {
    render(
      <>
        <Alert tone="error">bad</Alert>
        <Alert>fyi</Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('bad');
    expect(screen.getByRole('status').textContent).toContain('fyi');
  });
});

describe('ErrorSummary (002 section 8)', () => {
  it('shows each distinct message once', () => {
    render(<ErrorSummary error={{ '*': ['Try again'], first: ['Required'], last: ['Required'] }} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Try again', 'Required']);
  });

  it('shows the generic alert for a 500 without a message', () => {
    const e = new HttpError({
      status: 500,
      errors: { '*': ['Sorry, an error occurred'] },
      kind: 'http',
      method: 'GET',
      url: '/x',
      alert: { title: 'Sorry, an error occurred', text: 'Please try your request again' },
    });
    render(<ErrorSummary error={e} />);
    expect(screen.getByRole('alert').textContent).toBe('Sorry, an error occurredPlease try your request again');
  });

  it('turns a thrown Error into a general error, and renders nothing for no error', () => {
    render(<ErrorSummary error={new Error('Boom')} />);
    expect(screen.getByRole('alert').textContent).toBe('Boom');
    cleanup();
    const { container } = render(<ErrorSummary error={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('can limit itself to some fields', () => {
    render(<ErrorSummary error={{ '*': ['General'], email: ['Bad email'] }} fields={['*']} />);
    expect(screen.getByRole('alert').textContent).toBe('General');
  });
});
