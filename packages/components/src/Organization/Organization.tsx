import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useClient, useOrganization, useUserInfo } from '@eqp/sdk/react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Image } from '../Image';
import { LoadingBox } from '../LoadingBox';
import { resourceUrl } from '../internal/links';
import { ContactsSection } from './ContactsSection';
import { messages } from './messages';
import { OrganisationBanner } from './OrganisationBanner';
import { UsersSection } from './UsersSection';
import {
  Address,
  Card,
  CardHeader,
  CardTitle,
  Columns,
  Details,
  Group,
  Header,
  Heading,
  Muted,
  Root,
  Subtitle,
} from './Organization.styles';

export interface OrganizationProps {
  /**
   * The user switched to another organisation from the banner's dialog: the new token is stored.
   * The host decides what happens next (spec §4: the organisation page reloads).
   */
  onOrganisationSwitched?: (customerId: number) => void;
  /** The address of a customer-group image from its relative path; default the resource call. */
  getImageUrl?: (relativePath: string) => string;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/**
 * The organisation page (spec §2): the company (read-only), its delivery address, the users and
 * the contacts with their active switches, and, for accounts with several organisations, a
 * banner to change organisation.
 */
export function Organization({ onOrganisationSwitched, getImageUrl, className }: OrganizationProps) {
  const intl = useIntl();
  const headingId = useId();
  const companyId = useId();
  const { baseUrl } = useClient();
  const { data: userInfo } = useUserInfo('customer');
  const { data: organization, error, mutate } = useOrganization();
  const customer = userInfo?.Customer ?? null;
  const failed = error !== undefined && organization === undefined;
  const group = customer?.CustomerGroup ?? null;

  const addressLines = organization
    ? [
        organization.DeliveryAdressStreet,
        [organization.DeliveryAdressZip, organization.DeliveryAdressCity].filter(Boolean).join(' '),
        organization.DeliveryAdressCountry,
      ].filter((line): line is string => Boolean(line && line.trim()))
    : [];

  return (
    <Root
      className={className}
      aria-labelledby={headingId}
      data-state={failed ? 'error' : organization ? 'ready' : 'loading'}
    >
      <Header>
        <Heading id={headingId}>{intl.formatMessage(messages.title)}</Heading>
        {(organization ?? customer) && <Subtitle>{organization?.Name ?? customer?.Name}</Subtitle>}
      </Header>

      {userInfo && userInfo.ImpersonationOptions.length > 1 && (
        <OrganisationBanner userInfo={userInfo} onSwitched={onOrganisationSwitched} />
      )}

      {failed ? (
        <EmptyState
          variant="error"
          title={intl.formatMessage(messages.loadFailedTitle)}
          message={intl.formatMessage(messages.loadFailedMessage)}
          action={
            <Button variant="primary" onClick={() => void mutate()}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        />
      ) : (
        <Columns>
          <Card aria-labelledby={companyId} data-kind="company">
            <CardHeader>
              <CardTitle id={companyId}>{intl.formatMessage(messages.company)}</CardTitle>
            </CardHeader>
            {!organization ? (
              <LoadingBox variant="text" count={4} height={20} />
            ) : (
              <Details>
                <div>
                  <dt>{intl.formatMessage(messages.name)}</dt>
                  <dd>{organization.Name}</dd>
                </div>
                <div>
                  <dt>{intl.formatMessage(messages.organisationNumber)}</dt>
                  <dd>
                    {organization.OrganisationNumber || (
                      <Muted>{intl.formatMessage(messages.notSpecified)}</Muted>
                    )}
                  </dd>
                </div>
                {group && (
                  <div>
                    <dt>{intl.formatMessage(messages.customerGroup)}</dt>
                    <dd>
                      <Group>
                        {group.Image && (
                          <Image
                            src={getImageUrl ? getImageUrl(group.Image) : resourceUrl(group.Image, baseUrl)}
                            alt=""
                          />
                        )}
                        {group.Name}
                      </Group>
                    </dd>
                  </div>
                )}
                <div>
                  <dt>{intl.formatMessage(messages.deliveryAddress)}</dt>
                  <dd>
                    {addressLines.length > 0 ? (
                      <Address>
                        {addressLines.map((line, index) => (
                          <span key={index}>{line}</span>
                        ))}
                      </Address>
                    ) : (
                      <Muted>{intl.formatMessage(messages.notSpecified)}</Muted>
                    )}
                  </dd>
                </div>
              </Details>
            )}
          </Card>
          <UsersSection customerId={customer?.Id ?? organization?.Id} />
          <ContactsSection organization={organization} />
        </Columns>
      )}
    </Root>
  );
}
