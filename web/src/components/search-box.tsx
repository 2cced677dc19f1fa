import { type FormEvent, useId, useState } from 'react';
import { searchPlaceholder } from '#core/search/placeholder.rules';
import { normalizePersonCriteria } from '#core/search/search-criteria.rules';
import { detectSearchKind } from '#core/search/search-kind.rules';
import {
  buildAddressSearchUrl,
  buildEmailSearchUrl,
  buildPersonSearchUrl,
  buildPhoneSearchUrl,
} from '#core/search/search-url.rules';
import { NAV_DEFAULTS } from '../lib/routing/navigation.rules';
import { useSearchCriteria } from '../lib/search-criteria';
import './search-box.css';
import { useNavigate } from '../lib/routing/use-navigate';

/**
 * Props of {@link SearchBox}:
 * - `variant`: `nav` (compact, in the top bar) or `hero` (large, on landing pages);
 * - `placeholder`: defaults to the placeholder built from the current search criteria, else the
 *   spec's "Search by name, phone, email, address" (002 section 2.3);
 * - `defaultValue`: initial text;
 * - `onSearch(query)`: replaces what a submit does (by default: tell the kind and navigate).
 */
export type SearchBoxProps = {
  variant?: 'nav' | 'hero';
  placeholder?: string;
  defaultValue?: string;
  onSearch?: (query: string) => void;
  className?: string;
};

/**
 * Where a free-text search goes (002 sections 2.1 and 2.3): the core detector tells a name, phone,
 * e-mail or address apart and the core builders make the search URL; tracking parameters of the
 * current page are carried over. `{ error }` with the spec's message when the text is none of them.
 */
export const searchUrlFor = (text: string, currentUrl?: string): { url: string } | { error: string } => {
  const d = detectSearchKind(text);
  const o = currentUrl ? { currentUrl } : {};
  switch (d.kind) {
    case 'name':
      return { url: buildPersonSearchUrl(normalizePersonCriteria(d.criteria), o) };
    case 'phone':
      return { url: buildPhoneSearchUrl(d.criteria.phone, o) };
    case 'email':
      return { url: buildEmailSearchUrl(d.criteria.email, o) };
    case 'address':
      return { url: buildAddressSearchUrl(d.criteria, o) };
    default:
      return { error: d.message };
  }
};

/** The unified search box: one input for a name, phone, e-mail or address. */
export const SearchBox = ({ variant = 'nav', placeholder, defaultValue = '', onSearch, className }: SearchBoxProps) => {
  const navigate = useNavigate();
  const criteria = useSearchCriteria((s) => s.criteria);
  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const built = searchPlaceholder(criteria);
  const shown =
    placeholder === undefined || (placeholder === NAV_DEFAULTS.searchPlaceholder && criteria) ? built : placeholder;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = value.trim();
    if (q === '') return;
    if (onSearch) {
      onSearch(q);
      return;
    }
    const target = searchUrlFor(q, window.location.href);
    if ('error' in target) {
      setError(target.error);
      return;
    }
    setError(null);
    navigate(target.url);
  };

  return (
    <div className={['tw-search-wrap', `tw-search-wrap--${variant}`, className].filter(Boolean).join(' ')}>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role=search is the landmark; <search> is not in every browser we support. */}
      <form role="search" className={['tw-search', `tw-search--${variant}`].join(' ')} onSubmit={submit} noValidate>
        <svg
          className="tw-search__icon"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          aria-hidden="true"
        >
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5L20 20" strokeLinecap="round" />
        </svg>
        <label htmlFor={inputId} className="tw-visually-hidden">
          Search by name, phone, email or address
        </label>
        <input
          id={inputId}
          className="tw-search__input"
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={shown}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            if (error) setError(null);
          }}
        />
        <button type="submit" className="tw-btn tw-btn--accent tw-search__submit">
          <span className="tw-search__submit-text">Search</span>
          <svg
            className="tw-search__submit-icon"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            aria-hidden="true"
          >
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="M15.5 15.5L20 20" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      {error && (
        <p id={`${inputId}-error`} className="tw-search__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
};
