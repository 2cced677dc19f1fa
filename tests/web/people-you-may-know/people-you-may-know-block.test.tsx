// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MONITORING_OFF_MESSAGE } from '../../../core/reports/notification-failure.rules';
import {
  type PersonYouMayKnow,
  PYMK_ALL_CARDS_REMOVED_EVENT,
  PYMK_MONITOR_FAILED_TOAST,
  PYMK_MONITOR_REMOVE_DELAY_MS,
} from '../../../core/reports/people-you-may-know.schema';
import { PeopleYouMayKnowBlock } from '../../../web/src/features/people-you-may-know/components/people-you-may-know-block';
import { json, serve } from '../monitoring/monitoring-kit';

const BASE = '/dashboard/api/peopleyoumayknow';
const SUBSCRIBE = '/dashboard/api/notifications/subscribe';

const person = (n: number): PersonYouMayKnow => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  personId: n,
  reportId: `background-${n}`,
  firstName: `First${n}`,
  middleName: '',
  lastName: 'Smith',
  name: `First${n} Smith`,
  age: 40 + n,
  address: 'Tempe, AZ',
  location: 'Relative of John Smith; Tempe, AZ',
  reason: 'Relative of John Smith',
  reportUrl: `/report?id=${n}`,
  clicked: false,
  favorite: false,
  canMonitor: true,
});

const setWidth = (w: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: w });
};
const reducedMotion = (on: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((q: string) => ({
      matches: on && q.includes('reduce'),
      media: q,
      addEventListener() {},
      removeEventListener() {},
    })),
  );

beforeEach(() => {
  setWidth(1280);
  reducedMotion(false);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const names = () =>
  screen.queryAllByRole('listitem').map((li) => li.querySelector('.pymk-card__name')?.textContent ?? '');

describe('People You May Know cards (000 section 4)', () => {
  it('shows 3 to 5 cards by window width, and follows a resize', async () => {
    serve((m, u) =>
      m === 'POST' && u === BASE
        ? json({ success: true, data: [1, 2, 3, 4, 5, 6].map(person), showInDashboard: true })
        : undefined,
    );
    render(<PeopleYouMayKnowBlock />);
    await waitFor(() => expect(names()).toHaveLength(3));
    act(() => {
      setWidth(1600);
      window.dispatchEvent(new Event('resize'));
    });
    expect(names()).toHaveLength(5);
    act(() => {
      setWidth(1050);
      window.dispatchEvent(new Event('resize'));
    });
    expect(names()).toHaveLength(4);
    const card = screen.getAllByRole('listitem')[0]!;
    expect(card.textContent).toContain('Tempe, AZ');
    expect(within(card).getByRole('button', { name: 'Monitor First1 Smith' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Remove First1 Smith' })).toBeTruthy();
  });

  it("a card whose report the member does not hold in full offers the report's unlock, not Monitor", async () => {
    const calls = serve((m, u) =>
      m === 'POST' && u === BASE
        ? json({ success: true, data: [{ ...person(1), canMonitor: false }, person(2)], showInDashboard: true })
        : undefined,
    );
    render(<PeopleYouMayKnowBlock />);
    await waitFor(() => expect(names()).toHaveLength(2));
    const [locked, held] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(locked).queryByRole('button', { name: 'Monitor First1 Smith' })).toBeNull();
    const unlock = within(locked).getByRole('link', { name: 'Unlock to monitor First1 Smith' });
    expect(unlock.getAttribute('href')).toBe('/report?id=1');
    expect(within(held).getByRole('button', { name: 'Monitor First2 Smith' })).toBeTruthy();
    expect(calls.some((c) => c.url === SUBSCRIBE)).toBe(false);
  });

  it('renders nothing for a non-member (403) or a hidden block', async () => {
    serve((m, u) =>
      m === 'POST' && u === BASE ? json({ success: false, errors: { '*': ['members only'] } }, 403) : undefined,
    );
    const { container } = render(<PeopleYouMayKnowBlock />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.innerHTML).toBe('');
    cleanup();
    serve((m, u) =>
      m === 'POST' && u === BASE ? json({ success: true, data: [person(1)], showInDashboard: false }) : undefined,
    );
    const hidden = render(<PeopleYouMayKnowBlock />);
    await new Promise((r) => setTimeout(r, 50));
    expect(hidden.container.innerHTML).toBe('');
  });

  it('Monitor fails (monitoring off, 409): the toast with the spec text, Report Monitoring Failed logged, the card stays', async () => {
    const calls = serve((m, u) => {
      if (m === 'POST' && u === BASE)
        return json({ success: true, data: [person(1), person(2)], showInDashboard: true });
      if (m === 'POST' && u === SUBSCRIBE)
        return json({ success: false, errors: { '*': [MONITORING_OFF_MESSAGE] } }, 409);
      if (m === 'POST' && u === '/api/logger') return json({ success: true, stored: 1 });
      return undefined;
    });
    render(<PeopleYouMayKnowBlock />);
    fireEvent.click(await screen.findByRole('button', { name: 'Monitor First1 Smith' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PYMK_MONITOR_FAILED_TOAST);
    expect(PYMK_MONITOR_FAILED_TOAST).toBe('There was an issue moniotring this person.');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/logger')).toBe(true));
    const log = calls.find((c) => c.url === '/api/logger')?.body as { logs: { message: string }[] };
    expect(log.logs.map((l) => l.message)).toContain('Report Monitoring Failed');
    expect(calls.find((c) => c.url === SUBSCRIBE)?.body).toMatchObject({ subscribe: true, id: 'background-1' });
    expect(names()).toEqual(['First1 Smith', 'First2 Smith']);
  });

  it('Monitor succeeds: "Success!", then the card goes after 500 ms (and is set not shown)', async () => {
    const calls = serve((m, u) => {
      if (m === 'POST' && u === BASE)
        return json({ success: true, data: [person(1), person(2)], showInDashboard: true });
      if (m === 'POST' && u === SUBSCRIBE) return json({ success: true, reportId: 'background-1', isMonitored: true });
      if (m === 'DELETE' && u.startsWith(`${BASE}/`)) return json({ success: true, removed: true });
      return undefined;
    });
    // The delay is asserted as what the block schedules, not as elapsed wall time (a loaded machine
    // stretches the time between "Success!" and this line, and no clock check can tell the two apart).
    const timeout = vi.spyOn(window, 'setTimeout');
    render(<PeopleYouMayKnowBlock />);
    fireEvent.click(await screen.findByRole('button', { name: 'Monitor First1 Smith' }));
    const done = await screen.findByRole('button', { name: 'First1 Smith: monitoring' });
    expect(done.textContent).toBe('Success!');
    expect(names()).toEqual(['First1 Smith', 'First2 Smith']);
    expect(PYMK_MONITOR_REMOVE_DELAY_MS).toBe(500);
    expect(timeout.mock.calls.map((c) => c[1])).toContain(PYMK_MONITOR_REMOVE_DELAY_MS);
    await waitFor(() => expect(names()).toEqual(['First2 Smith']), { timeout: 2000 });
    timeout.mockRestore();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`${BASE}/${person(1).id}`]);
  });

  it('Remove: the card leaves, DELETE is sent; with none left the all-cards-removed event fires and the block hides', async () => {
    reducedMotion(true);
    const calls = serve((m, u) => {
      if (m === 'POST' && u === BASE)
        return json({ success: true, data: [person(1), person(2)], showInDashboard: true });
      if (m === 'DELETE' && u.startsWith(`${BASE}/`)) return json({ success: true, removed: true });
      return undefined;
    });
    const fired = vi.fn();
    window.addEventListener(PYMK_ALL_CARDS_REMOVED_EVENT, fired);
    const { container } = render(<PeopleYouMayKnowBlock />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove First1 Smith' }));
    await waitFor(() => expect(names()).toEqual(['First2 Smith']));
    expect(fired).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove First2 Smith' }));
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(fired).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
    window.removeEventListener(PYMK_ALL_CARDS_REMOVED_EVENT, fired);
  });

  it('Remove animates out over 200 ms without reduced motion', async () => {
    serve((m, u) => {
      if (m === 'POST' && u === BASE)
        return json({ success: true, data: [person(1), person(2)], showInDashboard: true });
      if (m === 'DELETE') return json({ success: true, removed: true });
      return undefined;
    });
    render(<PeopleYouMayKnowBlock />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove First1 Smith' }));
    expect(screen.getAllByRole('listitem')[0]!.className).toContain('pymk-card--leaving');
    await waitFor(() => expect(names()).toEqual(['First2 Smith']), { timeout: 1000 });
  });
});
