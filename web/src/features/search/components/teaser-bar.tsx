import { useEffect, useState } from 'react';

/** Scroll depth after which the teaser shows (002 section 2.2: "after scrolling past 600 px"). */
export const TEASER_SCROLL_PX = 600;
/** Below this width a visitor is mobile (002 section 9: mobile under 728). */
const MOBILE_MAX_WIDTH = 728;

/** The "Search Now" teaser bar on /reverse-phone for non-mobile users past 600 px of scrolling (002 section 2.2). */
export const SearchNowTeaser = ({ onSearch }: { onSearch: () => void }) => {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.innerWidth >= MOBILE_MAX_WIDTH && window.scrollY > TEASER_SCROLL_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  if (!shown) return null;
  return (
    <div className="srch-teaser" data-testid="search-now-teaser">
      <span>Who called you? Find the owner of a phone number.</span>
      <button type="button" className="tw-btn tw-btn--accent" onClick={onSearch}>
        Search Now
      </button>
    </div>
  );
};
