import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Button, EmptyState, LoadingBox } from '@eqp/components';
import { useSession } from '@eqp/sdk/react';
import { messages } from '../messages';
import { CenteredPage } from './CenteredPage';
import { Lazy, page } from './lazyPage';
import { loginCardParams, loginModeOf, withoutLoginParams } from './loginAddress';

/** A signed-in visitor never needs the login card (and its recovery steps): a chunk of its own. */
const LoginCard = page(() => import('@eqp/components/LoginCard'), 'LoginCard');
/** Only when a session ends while the portal shows: a chunk of its own (the dialog and the card). */
const SessionEndedDialog = page(() => import('./SessionEndedDialog'), 'SessionEndedDialog');

/**
 * Spec §2 session gate: no token -> the login card; a token but no user info yet -> loading;
 * both -> the portal. The card's screen lives in the address (spec §2 "Login card"): `mode` (send,
 * otp, set; none is the login), `email` and `otp`; after a login, also the automatic one after a
 * new password, they are dropped and the portal shows. A session that ends by itself while the
 * portal shows (spec §8: revoked, expired, the refresh failed) keeps the page and asks for a sign-in
 * over it (SessionEndedDialog); one that ends before anything showed gets the plain login card.
 */
export function SessionGate({ scope, children }: { scope: 'customer' | 'partner'; children: ReactNode }) {
  const session = useSession(scope);
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  // A session that ends before the portal has shown anything (both tokens refused on arrival) has
  // no page to keep: the plain login card. Its held calls carry on after the same user's sign-in.
  const endedBeforeShown = session.ended && session.status === 'loading';
  if (session.status === 'anonymous' || endedBeforeShown) {
    const mode = loginModeOf(params);
    return (
      <CenteredPage>
        <Lazy>
          <LoginCard
            scope={scope}
            mode={mode}
            email={params.get('email') ?? undefined}
            otp={params.get('otp') ?? undefined}
            onModeChange={(change) =>
              // A new screen is a step Back can return to; the typed code only replaces the address.
              setParams((current) => loginCardParams(current, change), { replace: change.mode === mode })
            }
            onLoggedIn={() => setParams((current) => withoutLoginParams(current), { replace: true })}
          />
        </Lazy>
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
  return (
    <>
      {children}
      {session.ended && (
        // Nothing while its chunk loads: the page stays as it is meanwhile.
        <Suspense fallback={null}>
          <SessionEndedDialog scope={scope} email={session.userInfo?.Email} onLogout={session.logout} />
        </Suspense>
      )}
    </>
  );
}
