import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { basicAuthorization, SIGN_IN_SCOPE, USER_TYPE, type ApiClient, type PortalScope } from '@eqp/sdk';
import { useClient, useUserInfo } from '@eqp/sdk/react';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { LoadingBox } from '../LoadingBox';
import { SuccessIcon } from '../internal/icons';
import {
  CodeStep,
  NewPasswordStep,
  SendCodeStep,
  passwordStepMessages,
  useAccountRecovery,
} from '../internal/PasswordSteps';
import { useSnackbar } from '../Snackbar';
import { messages, valueMessages } from './messages';
import {
  Card,
  CardTitle,
  Details,
  Done,
  Grid,
  Header,
  Heading,
  Identity,
  IdentityEmail,
  IdentityName,
  Intro,
  Muted,
  Root,
  Subtitle,
} from './MyAccount.styles';

export interface MyAccountProps {
  /** Whose account: the customer's or the partner's user info, and the scope to sign in again with. */
  scope: PortalScope;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

type Step = 'idle' | 'send' | 'otp' | 'set';

const filled = (value: string | null | undefined): value is string => Boolean(value && value.trim());

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * After a new password the server ends every session of the user (the refresh tokens are revoked):
 * sign in again with the new password, quietly, so the user stays signed in. The identity is the
 * same, so the token is replaced without reloading anything; a customer who had switched
 * organisation is switched back to it.
 */
async function renewSession(
  client: ApiClient,
  scope: PortalScope,
  email: string,
  password: string,
  customerId: number | undefined,
): Promise<void> {
  try {
    const token = await client.request(
      client.api.POST('/api2/token', {
        body: { grant_type: 'client_credentials', scope: SIGN_IN_SCOPE[scope] },
        bodySerializer: (body) => new URLSearchParams(body).toString(),
        headers: {
          Authorization: basicAuthorization(email, password),
          'Content-Type': 'application/x-www-form-urlencoded',
        },
      }),
    );
    client.tokenStore.set(token);
    if (scope === 'customer' && customerId !== undefined) {
      const info = await client.request(client.api.GET('/api2/customer/userinfo'));
      if (info.Customer?.Id !== customerId) await client.impersonate(customerId);
    }
  } catch {
    // The current access token still works until it expires; the next sign-in uses the new password.
  }
}

/**
 * My account (both portals): name, e-mail, organisation (customer) or company (partner), and
 * Change password with the one-time-code steps of the login card: a code to the user's own
 * e-mail, the code (checked on the sixth digit), the new password (spec §5), then "Password
 * changed successfully".
 */
export function MyAccount({ scope, className }: MyAccountProps) {
  const intl = useIntl();
  const client = useClient();
  const { show } = useSnackbar();
  const { changePassword } = useAccountRecovery();
  const headingId = useId();
  const passwordId = useId();
  const { data: info, error, mutate } = useUserInfo(scope);
  const [step, setStep] = useState<Step>('idle');
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);

  if (!info) {
    return (
      <Root className={className} aria-labelledby={headingId} data-state={error ? 'error' : 'loading'}>
        <Header>
          <Heading id={headingId}>{intl.formatMessage(messages.title)}</Heading>
        </Header>
        {error ? (
          <EmptyState
            variant="error"
            title={intl.formatMessage(messages.failedTitle)}
            message={error.message}
            action={
              <Button variant="primary" onClick={() => void mutate()}>
                {intl.formatMessage(messages.retry)}
              </Button>
            }
          />
        ) : (
          <Grid>
            <LoadingBox height={300} label={intl.formatMessage(messages.loading)} />
            <LoadingBox height={180} label={intl.formatMessage(messages.loading)} />
          </Grid>
        )}
      </Root>
    );
  }

  const email = info.Email ?? '';
  const customer = info.Customer;
  const company = info.PartnerCompany;

  const start = () => {
    setChanged(false);
    setCode('');
    setStep('send');
  };
  const cancel = () => {
    setCode('');
    setStep('idle');
  };

  async function submit(password: string) {
    setBusy(true);
    if (!(await changePassword(email, code, password))) {
      setBusy(false);
      return;
    }
    await renewSession(client, scope, email, password, customer?.Id);
    setBusy(false);
    setCode('');
    setSent(false);
    setChanged(true);
    setStep('idle');
    show({ message: intl.formatMessage(passwordStepMessages.passwordChanged), variant: 'success' });
  }

  const organisation = scope === 'customer' ? customer : company;
  const organisationName = scope === 'customer' ? customer?.Name : company?.CompanyName;

  return (
    <Root className={className} aria-labelledby={headingId} data-scope={scope}>
      <Header>
        <Heading id={headingId}>{intl.formatMessage(messages.title)}</Heading>
        <Subtitle>{intl.formatMessage(messages.subtitle)}</Subtitle>
      </Header>
      <Grid>
        <Card aria-label={intl.formatMessage(messages.profile)} data-kind="profile">
          <Identity>
            <Avatar name={info.Name} size="large" />
            <div>
              <IdentityName>{info.Name}</IdentityName>
              {filled(email) ? <IdentityEmail>{email}</IdentityEmail> : null}
            </div>
          </Identity>
          <Details>
            <Field label={intl.formatMessage(messages.name)}>{info.Name}</Field>
            <Field label={intl.formatMessage(messages.email)}>{email}</Field>
            <Field
              label={intl.formatMessage(scope === 'customer' ? messages.organisation : messages.company)}
            >
              {organisation && filled(organisationName) ? (
                <>
                  <span>{organisationName}</span>
                  {filled(organisation.OrganisationNumber) ? (
                    <Muted>
                      {intl.formatMessage(valueMessages.organisationNumber, {
                        number: organisation.OrganisationNumber,
                      })}
                    </Muted>
                  ) : null}
                </>
              ) : (
                <Muted>{intl.formatMessage(messages.noCompany)}</Muted>
              )}
            </Field>
            <Field label={intl.formatMessage(messages.role)}>
              {scope === 'partner'
                ? intl.formatMessage(messages.partnerRole)
                : intl.formatMessage(
                    info.UserTypeId === USER_TYPE.Moderator ? messages.moderator : messages.user,
                  )}
            </Field>
          </Details>
        </Card>
        <Card aria-labelledby={passwordId} data-kind="password" data-step={step}>
          <CardTitle id={passwordId}>{intl.formatMessage(messages.password)}</CardTitle>
          {step === 'send' ? (
            <SendCodeStep
              email={email}
              sent={sent}
              onSent={() => {
                setSent(true);
                setCode('');
                setStep('otp');
              }}
              onEnterCode={() => setStep('otp')}
              onBack={cancel}
              backLabel="cancel"
            />
          ) : step === 'otp' ? (
            <CodeStep
              email={email}
              code={code}
              onCodeChange={setCode}
              onConfirm={() => setStep('set')}
              onCancel={cancel}
              onNewCode={() => setStep('send')}
            />
          ) : step === 'set' ? (
            <NewPasswordStep
              email={email}
              busy={busy}
              onSubmit={(password) => void submit(password)}
              onCancel={cancel}
            />
          ) : (
            <>
              <Intro>{intl.formatMessage(valueMessages.passwordIntro, { email })}</Intro>
              {changed ? (
                <Done role="status">
                  <SuccessIcon size={16} />
                  {intl.formatMessage(passwordStepMessages.passwordChanged)}
                </Done>
              ) : null}
              <div>
                <Button variant="primary" onClick={start} disabled={!filled(email)}>
                  {intl.formatMessage(messages.changePassword)}
                </Button>
              </div>
            </>
          )}
        </Card>
      </Grid>
    </Root>
  );
}
