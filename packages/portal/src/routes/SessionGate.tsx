import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadingBox, LoginCard } from '@eqp/components';
import { useSession } from '@eqp/sdk/react';
import { messages } from '../messages';
import { CenteredPage } from './CenteredPage';

/**
 * Spec §2 session gate: no token -> the login card; a token but no user info yet -> loading;
 * both -> the portal.
 */
export function SessionGate({ scope, children }: { scope: 'customer' | 'partner'; children: ReactNode }) {
  const session = useSession(scope);
  const intl = useIntl();
  if (session.status === 'anonymous') {
    return (
      <CenteredPage>
        <LoginCard scope={scope} />
      </CenteredPage>
    );
  }
  if (session.status === 'loading') {
    return (
      <CenteredPage>
        <LoadingBox label={intl.formatMessage(messages.loadingPortal)} />
      </CenteredPage>
    );
  }
  return <>{children}</>;
}
