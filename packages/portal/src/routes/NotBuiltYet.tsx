import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useLink } from '@eqp/components';
import { messages, valueMessages } from '../messages';

const Panel = styled.section`
  max-width: 560px;
  margin: 48px auto;
  padding: 32px;
  background: var(--eqp-color-surface, #fff);
  border-radius: var(--eqp-radius-lg, 12px);
  box-shadow: var(--eqp-shadow-sm, 0 1px 3px rgba(15, 23, 42, 0.12));
  h1 {
    margin: 0 0 8px;
    font-size: 1.375rem;
  }
  p {
    margin: 0 0 16px;
    color: var(--eqp-color-text-muted, #5b6475);
  }
`;

/** A route whose screen is not made yet says so, with the address asked for. */
export function NotBuiltYet() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const Link = useLink();
  return (
    <Panel aria-labelledby="not-built-title">
      <h1 id="not-built-title">{intl.formatMessage(messages.notBuiltTitle)}</h1>
      <p>{intl.formatMessage(valueMessages.notBuiltBody, { path: pathname + search })}</p>
      <Link href="/customer/machines/list">{intl.formatMessage(messages.notBuiltBack)}</Link>
    </Panel>
  );
}
