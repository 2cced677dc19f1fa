// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECENT_REPORTS_EMPTY_MESSAGE, RECENT_REPORTS_PAGING_ERROR } from '../../../core/reports/recent-reports.rules';
import type { ReportSectionView } from '../../../core/reports/report-view-format.rules';
import { RecentReports } from '../../../web/src/features/reports/components/recent-reports';
import { ReportSectionBlock } from '../../../web/src/features/reports/components/report-section-view';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (i: number) => ({
  id: i,
  reportId: `background-${i}`,
  icon: 'person',
  title: `Person ${i}`,
  subtitle: 'Age 40, Phoenix, AZ',
  lastRun: '2026-11-21T10:00:00.000Z',
  url: `/dashboard/reports/${i}`,
  isPDF: i === 1,
});

describe('RecentReports (000 sections 2, 8, 9)', () => {
  it('shows the spec empty text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: true, reports: [], page: 1, totalPages: 1, totalReports: 0 })),
    );
    render(
      <MemoryRouter>
        <RecentReports />
      </MemoryRouter>,
    );
    expect(await screen.findByText(RECENT_REPORTS_EMPTY_MESSAGE)).toBeTruthy();
  });

  it('shows the spec failure text when paging fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: false, errors: { '*': ['x'] } }, 500)),
    );
    render(
      <MemoryRouter>
        <RecentReports />
      </MemoryRouter>,
    );
    expect(await screen.findByText(RECENT_REPORTS_PAGING_ERROR)).toBeTruthy();
  });

  it('5 per page, See More goes to page 2, then a 5-page window when there are more than 10 pages', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        const page = Number(new URL(url, 'http://x').searchParams.get('page'));
        return json({
          success: true,
          reports: [1, 2, 3, 4, 5].map((i) => item(i + (page - 1) * 5)),
          page,
          totalPages: 12,
          totalReports: 60,
        });
      }),
    );
    render(
      <MemoryRouter>
        <RecentReports />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Person 1' })).toBeTruthy();
    expect(calls[0]).toContain('limit=5');
    fireEvent.click(screen.getByRole('button', { name: 'See More' }));
    expect(await screen.findByRole('link', { name: 'Person 6' })).toBeTruthy();
    expect(calls[1]).toContain('page=2');
    const pages = screen
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => /^\d+$/.test(t ?? ''));
    expect(pages).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('link', { name: 'Person 6' }).getAttribute('href')).toBe('/dashboard/reports/6');
  });
});

describe('ReportSectionBlock', () => {
  const locked: ReportSectionView = {
    id: 'phones',
    title: 'Phone Numbers',
    locked: true,
    summary: ['2 phone numbers'],
    items: [],
    emptyText: null,
  };

  it('a locked section shows the honest count over labelled sample rows, never real values', () => {
    render(
      <ReportSectionBlock
        section={locked}
        reportType="background"
        count={2}
        unlockButton={<button type="button">Unlock Full Report</button>}
      />,
    );
    expect(screen.getByText('2 phone numbers')).toBeTruthy();
    expect(screen.getByText(/Blurred sample data, not from this report/)).toBeTruthy();
    expect(document.body.textContent).toContain('(555) 010-0100');
    expect(screen.getByRole('button', { name: 'Unlock Full Report' })).toBeTruthy();
  });

  it('an unlocked section lists items with their source line and files a correction', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      json({ success: true, id: 'x', message: 'Thank you. We have received your correction request.' }, 201),
    );
    vi.stubGlobal('fetch', fetch);
    const section: ReportSectionView = {
      id: 'criminal',
      title: 'Criminal Records',
      locked: false,
      summary: ['1 criminal record'],
      items: [
        {
          heading: 'Petty Theft',
          details: ['Misdemeanor, case CR-1'],
          source: 'State court records, Arizona, recorded 2020-01-23',
          recordedAt: '2020-01-23',
          recordRef: 'court:1:0',
        },
      ],
      emptyText: null,
    };
    render(<ReportSectionBlock section={section} reportType="background" count={1} unlockButton={null} />);
    expect(screen.getByText('Source: State court records, Arizona, recorded 2020-01-23')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Report an error in this record' }));
    fireEvent.change(screen.getByLabelText(/What is wrong with/), { target: { value: 'This case was dismissed.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send correction request' }));
    await waitFor(() => expect(screen.getByText(/We have received your correction request/)).toBeTruthy());
    const posted = fetch.mock.calls.find((c) => String(c[0]).includes('/api/reports/corrections'));
    expect(JSON.parse(String((posted![1] as RequestInit).body))).toMatchObject({
      reportType: 'background',
      recordId: 'court:1:0',
      section: 'criminal',
    });
  });

  it('an empty section says so', () => {
    render(
      <ReportSectionBlock
        section={{
          id: 'criminal',
          title: 'Criminal Records',
          locked: true,
          summary: ['No criminal records found'],
          items: [],
          emptyText: 'No criminal or traffic records found in the sources we searched',
        }}
        reportType="background"
        count={0}
        unlockButton={null}
      />,
    );
    expect(screen.getByText('No criminal or traffic records found in the sources we searched')).toBeTruthy();
    expect(screen.queryByText(/sample data/)).toBeNull();
  });
});
