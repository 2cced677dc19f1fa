import { type FormEvent, Fragment, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { matchCountText } from '#core/search/person-preview.rules';
import {
  DEFAULT_AGE_RANGE,
  isDefaultAgeRange,
  type PersonCriteria,
  parseAgeRange,
} from '#core/search/search-criteria.rules';
import { buildPersonSearchUrl, parsePersonSearchUrl, showsLoadingAnimation } from '#core/search/search-url.rules';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { useRequest } from '../../../lib/http/use-request';
import { useSearchCriteria } from '../../../lib/search-criteria';
import { fetchPeople } from '../api/search-api';
import { SearchLoading } from '../components/loading-animation';
import { PersonCardGrid } from '../components/person-card';
import { StateSelect } from '../components/search-forms';
import '../search.css';
import { useNavigate } from '../../../lib/routing/use-navigate';

const withPage = (url: string, page: number): string =>
  page <= 1 ? url : `${url}${url.includes('?') ? '&' : '?'}page=${page}`;

const titleCase = (s: string) => s.replace(/(^|[\s-])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase());

/** The person search results: /people/{first-middle-last}/{state}/{city} (002 section 2.1). */
export const PeopleResultsPage = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const setCriteria = useSearchCriteria((s) => s.setCriteria);
  const url = location.pathname + location.search;
  const parsed = parsePersonSearchUrl(url);
  const c = parsed?.criteria;
  const page = Math.max(1, Number(new URLSearchParams(location.search).get('page') ?? '1') || 1);
  const range = c && !isDefaultAgeRange(c.ageRange) ? `${c.ageRange.minAge}-${c.ageRange.maxAge}` : '';
  const res = useRequest(
    url,
    (signal) =>
      fetchPeople(
        {
          firstName: c?.firstName,
          middleName: c?.middleName,
          lastName: c?.lastName,
          city: c?.city,
          state: c?.state,
          age: c?.age === null || c?.age === undefined ? undefined : String(c.age),
          ageRange: range || undefined,
          page: String(page),
        },
        signal,
      ),
    // A page of result cards renders in slices (input is not blocked while it does).
    { transition: true },
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL names the criteria; they change only with it.
  useEffect(() => {
    if (c)
      setCriteria({
        firstName: c.firstName,
        middleName: c.middleName,
        lastName: c.lastName,
        city: c.city,
        state: c.state,
        age: c.age,
        ageRange: c.ageRange,
      });
  }, [url]);

  const [ageText, setAgeText] = useState(range);
  const [ageError, setAgeError] = useState<string | null>(null);
  if (!c) return <PageContainer title="Search">Sorry, this search is invalid</PageContainer>;

  const go = (next: PersonCriteria) => navigate(buildPersonSearchUrl(next, { currentUrl: window.location.href }));
  const applyAge = (e: FormEvent) => {
    e.preventDefault();
    if (ageText.trim() === '') return go({ ...c, age: null, ageRange: { ...DEFAULT_AGE_RANGE } });
    const r = parseAgeRange(ageText);
    if (r.isErr()) return setAgeError(r.error);
    setAgeError(null);
    go({ ...c, age: null, ageRange: r.value });
  };
  const name = titleCase([c.firstName, c.middleName, c.lastName].filter(Boolean).join(' '));
  const where = [titleCase(c.city), c.state].filter(Boolean).join(', ');
  const data = res.data;
  const loading = res.loading;

  return (
    <PageContainer width="wide" title={`${name}${where ? ` in ${where}` : ''}`} className="srch-results">
      <form className="srch-filters" onSubmit={applyAge} aria-label="Filter results">
        <StateSelect
          label="Filter by state"
          value={c.state}
          onChange={(state) => go({ ...c, state, city: state === c.state ? c.city : '' })}
        />
        <div className="tw-field">
          <label className="tw-field__label" htmlFor="srch-age">
            Age range
          </label>
          <input
            id="srch-age"
            className="tw-field__input"
            placeholder="e.g. 30-45"
            value={ageText}
            onChange={(e) => setAgeText(e.target.value)}
          />
          {ageError && (
            <p className="tw-field__error" role="alert">
              {ageError}
            </p>
          )}
        </div>
        <button type="submit" className="tw-btn tw-btn--secondary">
          Apply
        </button>
      </form>
      {(loading || showsLoadingAnimation(url)) && loading ? (
        <SearchLoading />
      ) : res.error ? (
        <ErrorSummary error={res.error} />
      ) : data ? (
        <>
          <p className="srch-count" data-testid="result-count">
            {matchCountText(data)}
            {data.totalPages > 1 && ` · page ${data.page} of ${data.totalPages}`}
          </p>
          {data.total === 0 && (data.spellings ?? []).length > 0 && (
            <p className="srch-spellings" data-testid="spellings">
              Did you mean{' '}
              {data.spellings.map((sp, i) => (
                <Fragment key={sp.searchUrl}>
                  {i > 0 && (i === data.spellings.length - 1 ? ' or ' : ', ')}
                  <Link to={sp.searchUrl}>
                    {sp.firstName} {sp.lastName}
                  </Link>
                </Fragment>
              ))}
              ?
            </p>
          )}
          <PersonCardGrid people={data.people} />
          {data.totalPages > 1 && (
            <nav className="srch-pages" aria-label="Pages">
              {data.page > 1 && <Link to={withPage(buildPersonSearchUrl(c), data.page - 1)}>Previous</Link>}
              {Array.from({ length: data.totalPages }, (_, i) => i + 1)
                .filter((p) => Math.abs(p - data.page) <= 3 || p === 1 || p === data.totalPages)
                .map((p) =>
                  p === data.page ? (
                    <span key={p} aria-current="page" className="srch-pages__current">
                      {p}
                    </span>
                  ) : (
                    <Link key={p} to={withPage(buildPersonSearchUrl(c), p)} aria-label={`Page ${p}`}>
                      {p}
                    </Link>
                  ),
                )}
              {data.page < data.totalPages && <Link to={withPage(buildPersonSearchUrl(c), data.page + 1)}>Next</Link>}
            </nav>
          )}
        </>
      ) : null}
    </PageContainer>
  );
};
