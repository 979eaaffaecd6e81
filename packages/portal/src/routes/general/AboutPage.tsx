import styled from 'styled-components';
import { AboutPage as About } from '@eqp/components';
import { PORTAL_VERSION } from '../../version';

const Page = styled.main`
  min-height: 100vh;
  background: var(--eqp-color-background, #f2f5fa);
`;

/**
 * /about (lazy): the product, what it offers, the service provider, the version and the links.
 * Public: the provider is what the public calls give (portal name, logo); its e-mail and telephone
 * come with a customer's user info, which this page does not ask for (see the README).
 */
export function AboutPage() {
  return (
    <Page>
      <About version={PORTAL_VERSION} />
    </Page>
  );
}
