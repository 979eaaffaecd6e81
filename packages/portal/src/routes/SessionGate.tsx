import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { LoadingBox, LoginCard } from '@eqp/components';
import { useSession } from '@eqp/sdk/react';
import { messages } from '../messages';
import { CenteredPage } from './CenteredPage';
import { NotBuiltYet } from './NotBuiltYet';

const RECOVERY_MODES = new Set(['send', 'otp', 'set']);

/**
 * Spec §2 session gate: no token -> the login card; a token but no user info yet -> loading;
 * both -> the portal. The card's mode lives in the `mode` query parameter (spec §2 "Login card").
 */
export function SessionGate({ scope, children }: { scope: 'customer' | 'partner'; children: ReactNode }) {
  const session = useSession(scope);
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  if (session.status === 'anonymous') {
    const mode = params.get('mode');
    if (mode && RECOVERY_MODES.has(mode)) {
      // Password recovery (send, otp, set) is made with its own work; until then it says so.
      return (
        <CenteredPage>
          <NotBuiltYet />
        </CenteredPage>
      );
    }
    return (
      <CenteredPage>
        <LoginCard
          scope={scope}
          email={params.get('email') ?? undefined}
          onForgotPassword={(email) => {
            const next = new URLSearchParams(params);
            next.set('mode', 'send');
            if (email) next.set('email', email);
            setParams(next);
          }}
        />
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
