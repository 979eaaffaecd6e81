import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Dialog } from '@eqp/components';
import { messages } from '../messages';
import { Lazy, page } from './lazyPage';

const LoginCard = page(() => import('@eqp/components/LoginCard'), 'LoginCard');

/** The card sits in the dialog's body: the dialog is its frame, so the card drops its own. */
const CardSlot = styled.div`
  display: grid;
  justify-items: center;

  & > section {
    border: 0;
    box-shadow: none;
    padding: 0;
  }
`;

export interface SessionEndedDialogProps {
  scope: 'customer' | 'partner';
  /** The e-mail of the user whose session ended: pre-filled. */
  email?: string;
  /** Signs out for good: the login page instead of the page. */
  onLogout: () => void;
}

/**
 * A session that ended by itself (revoked in another tab or device, expired, the refresh failed;
 * spec §8) while the page was open: instead of dropping the page for the login card, the sign-in
 * opens over it. The page stays as it was (an open dialog keeps what was typed into it), and the
 * calls that met the ended session wait in the sdk client (`holdOnSessionEnd`) and go out again
 * once the same user has signed in. Log out leaves for the login page.
 */
export function SessionEndedDialog({ scope, email, onLogout }: SessionEndedDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open
      // Only signing in or logging out ends it: Escape and the overlay would leave a page that cannot work.
      onOpenChange={() => {}}
      title={intl.formatMessage(messages.sessionEndedTitle)}
      description={intl.formatMessage(messages.sessionEndedBody)}
      size="small"
      hideCloseButton
      actions={
        <Button variant="secondary" onClick={onLogout}>
          {intl.formatMessage(messages.logout)}
        </Button>
      }
    >
      <CardSlot>
        <Lazy>
          {/* The recovery steps stay inside the card (own mode): the page's address is the page's. */}
          <LoginCard scope={scope} email={email} onModeChange={() => {}} headingLevel={3} />
        </Lazy>
      </CardSlot>
    </Dialog>
  );
}
