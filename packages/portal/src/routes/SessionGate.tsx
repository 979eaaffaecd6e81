import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Button, EmptyState, LoadingBox, LoginCard } from '@eqp/components';
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
  if (session.status === 'loading' && session.error) {
    // A 401 is the session's (refresh, then logout); 403: a token of the other portal (a customer
    // opening /partner, say) would otherwise wait forever; anything else can be tried again.
    const wrongPortal = session.error.status === 403;
    return (
      <CenteredPage>
        <EmptyState
          variant="error"
          headingLevel={1}
          title={intl.formatMessage(
            wrongPortal
              ? scope === 'partner'
                ? messages.wrongPortalPartner
                : messages.wrongPortalCustomer
              : messages.failedTitle,
          )}
          message={intl.formatMessage(wrongPortal ? messages.wrongPortalBody : messages.failedBody)}
          action={
            <>
              {!wrongPortal && (
                <Button variant="primary" onClick={() => window.location.reload()}>
                  {intl.formatMessage(messages.retry)}
                </Button>
              )}
              <Button variant={wrongPortal ? 'primary' : 'secondary'} onClick={session.logout}>
                {intl.formatMessage(messages.logout)}
              </Button>
            </>
          }
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
