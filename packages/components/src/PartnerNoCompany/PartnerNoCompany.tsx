import { useIntl } from 'react-intl';
import { useClient } from '@eqp/sdk/react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { messages } from './messages';
import { Root } from './PartnerNoCompany.styles';

export interface PartnerNoCompanyProps {
  /** Log out was pressed; default: the sdk client's `logout()` (the session gate then shows the login). */
  onLogout?: () => void;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/**
 * The no-company-on-user page (spec §6, §8): a partner account without a partner company has no
 * jobs and no company to show; it says so and offers to log out.
 */
export function PartnerNoCompany({ onLogout, className }: PartnerNoCompanyProps) {
  const intl = useIntl();
  const client = useClient();
  return (
    <Root className={className} data-state="no-company">
      <EmptyState
        variant="error"
        // The page's one h1: the no-company page stands instead of the jobs or the company.
        headingLevel={1}
        title={intl.formatMessage(messages.title)}
        message={intl.formatMessage(messages.message)}
        action={
          <Button variant="primary" onClick={() => (onLogout ? onLogout() : client.logout())}>
            {intl.formatMessage(messages.logout)}
          </Button>
        }
      />
    </Root>
  );
}
