import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CONSENT_PRIVACY_HREF, consentBannerVisible, consentCookieString } from '#core/shell/consent.rules';
import { Button } from '../../components/button';

/**
 * The banner itself: a short text, a Privacy Policy link and Accept. Without `onAccept` (the copy the
 * web build writes into the page, consent-banner.prerender.tsx) Accept is disabled: it cannot work until
 * the app's script has run and put this banner, with its handler, in its place.
 */
export const ConsentBannerView = ({ onAccept }: { onAccept?: () => void }) => (
  <section className="tw-consent" aria-label="Cookie consent" data-testid="consent-banner">
    <p className="tw-consent__text">
      We use cookies to keep you signed in, remember your choices and understand how Tracewell is used. We do not sell
      the information these cookies collect. Read more in our <Link to={CONSENT_PRIVACY_HREF}>Privacy Policy</Link>.
    </p>
    <div className="tw-consent__actions">
      <Button onClick={onAccept} disabled={!onAccept}>
        Accept
      </Button>
    </div>
  </section>
);

/**
 * The cookie consent banner (000 section 2): a short text, a Privacy Policy link and Accept.
 * Accept stores `pf.consent.banner` for 31554000 s and hides the banner; it is not shown while
 * the cookie exists.
 */
export const ConsentBanner = () => {
  const [visible, setVisible] = useState(() => consentBannerVisible(document.cookie));
  if (!visible) return null;
  const accept = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie; the Cookie Store API is not in every browser we support.
    document.cookie = consentCookieString({ secure: window.location.protocol === 'https:' });
    setVisible(false);
  };
  return (
    <>
      {/* Keeps the end of the page reachable above the fixed banner. */}
      <div className="tw-consent-spacer" aria-hidden="true" />
      <ConsentBannerView onAccept={accept} />
    </>
  );
};
