import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { expiredCookieString, FUNNEL_STORAGE_PREFIX, funnelCookieNames } from '#core/privacy/privacy-request.rules';
import { LinkButton } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageContainer } from '../../../components/page-container';

/** Deletes this browser's funnel cookies and stored funnel state (002 section 2.2). */
const clearFunnelState = (): void => {
  for (const name of funnelCookieNames(document.cookie)) {
    // The Cookie Store API is not in every browser we serve; an expired cookie string works everywhere.
    // biome-ignore lint/suspicious/noDocumentCookie: deleting cookies by name, as the consent banner sets its own
    document.cookie = expiredCookieString(name);
  }
  for (const store of [window.localStorage, window.sessionStorage]) {
    for (let i = store.length - 1; i >= 0; i -= 1) {
      const key = store.key(i);
      if (key?.startsWith(FUNNEL_STORAGE_PREFIX)) store.removeItem(key);
    }
  }
};

/**
 * /opt-out (002 section 2.2: the page clears the funnel cookies): what opting out does, and the way in:
 * the request flow with "Opt me out" chosen, which verifies the person before anything is hidden.
 */
export const OptOutPage = () => {
  useEffect(clearFunnelState, []);
  return (
    <PageContainer>
      <h1>Opt out of Tracewell</h1>
      <p className="pv-optout__lead">
        Remove your profile from Tracewell search results and reports, free of charge and without an account.
      </p>
      <Card title="What happens when you opt out" titleAs="h2">
        <ul>
          <li>
            Your profile no longer appears in name, phone, e-mail or address searches, in reports, in suggestions or in
            lists of neighbours, and its report can no longer be opened or bought.
          </li>
          <li>
            It stays hidden when our records are updated: a new copy of you under a nickname, at a new address or from
            another source is matched to your opt-out and hidden too.
          </li>
          <li>
            We first check that you are the person in the record, with a code sent to an e-mail address or phone number
            the record holds, or with questions about your own address history. Nobody can remove someone else.
          </li>
          <li>We confirm your request straight away and complete it at once; the law gives us up to 45 days.</li>
        </ul>
        <p>
          <LinkButton to="/request-my-info?kind=delete">Start my opt-out</LinkButton>
        </p>
      </Card>
      <p>
        Want to see what we hold first? <Link to="/request-my-info?kind=know">Request a copy of your information</Link>.
        Questions? <Link to="/contact?sel=privacy">Write to Customer Care</Link>.
      </p>
    </PageContainer>
  );
};
