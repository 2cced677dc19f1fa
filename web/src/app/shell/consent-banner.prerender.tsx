import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { CONSENT_PRERENDER_END, CONSENT_PRERENDER_START } from '#core/shell/consent.rules';
import { ConsentBannerView } from './consent-banner';

/**
 * The consent banner as HTML, between its markers, for the web build to write into the page
 * (vite.config.ts). A visitor's first paint then needs only the HTML and the CSS: the banner's text is
 * on screen before the app's script has downloaded, and the app's first render puts the working banner
 * in the same place. The server leaves it out once the consent cookie exists (server/http/static.ts).
 */
export const prerenderedConsentBanner = (): string =>
  CONSENT_PRERENDER_START +
  renderToStaticMarkup(
    <MemoryRouter>
      <ConsentBannerView />
    </MemoryRouter>,
  ) +
  CONSENT_PRERENDER_END;
