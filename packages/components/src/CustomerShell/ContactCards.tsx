import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { UserInfo } from '@eqp/sdk';
import { GlobeIcon, MailIcon, PhoneIcon, PinIcon } from '../internal/icons';
import { messages, valueMessages } from './messages';
import type { SupportContact } from '../internal/support';
import { AddressLine, Card, CardHeading, CardTitle, Cards, ContactLine, Muted } from './CustomerShell.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

/** `tel:` wants no spaces, dashes or brackets. */
function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <ContactLine>
      {icon}
      <span>{children}</span>
    </ContactLine>
  );
}

export interface ContactCardsProps {
  userInfo: UserInfo | undefined;
  support: SupportContact;
}

/** The footer's three contact cards: the customer company, the service provider, the product support. */
export function ContactCards({ userInfo, support }: ContactCardsProps) {
  const intl = useIntl();
  const customer = userInfo?.Customer ?? null;
  const provider = userInfo?.Provider ?? null;
  const addressLines = customer
    ? [
        customer.DeliveryAdressStreet,
        [customer.DeliveryAdressZip, customer.DeliveryAdressCity].filter(Boolean).join(' '),
        customer.DeliveryAdressCountry,
      ].filter((line): line is string => Boolean(line && line.trim()))
    : [];

  return (
    <Cards>
      <Card>
        <CardHeading>{intl.formatMessage(messages.companyHeading)}</CardHeading>
        <CardTitle>{customer?.Name ?? '—'}</CardTitle>
        {customer?.OrganisationNumber && (
          <Muted>
            {intl.formatMessage(valueMessages.organisationNumber, { number: customer.OrganisationNumber })}
          </Muted>
        )}
        {addressLines.length > 0 ? (
          <Line icon={<PinIcon />}>
            <VisuallyHidden>{intl.formatMessage(messages.deliveryAddress)}: </VisuallyHidden>
            {addressLines.map((line, index) => (
              <AddressLine key={index}>{line}</AddressLine>
            ))}
          </Line>
        ) : (
          customer && (
            <Line icon={<PinIcon />}>
              <Muted as="span">{intl.formatMessage(messages.noDeliveryAddress)}</Muted>
            </Line>
          )
        )}
      </Card>

      <Card>
        <CardHeading>{intl.formatMessage(messages.providerHeading)}</CardHeading>
        <CardTitle>{provider?.CompanyName ?? '—'}</CardTitle>
        <Muted>{intl.formatMessage(messages.providerIntro)}</Muted>
        {provider?.Email && (
          <Line icon={<MailIcon />}>
            <a href={`mailto:${provider.Email}`}>{provider.Email}</a>
          </Line>
        )}
        {provider?.Telephone && (
          <Line icon={<PhoneIcon />}>
            <a href={telHref(provider.Telephone)}>{provider.Telephone}</a>
          </Line>
        )}
      </Card>

      <Card>
        <CardHeading>{intl.formatMessage(messages.supportHeading)}</CardHeading>
        <CardTitle>{support.name}</CardTitle>
        <Muted>{intl.formatMessage(messages.supportIntro)}</Muted>
        {support.email && (
          <Line icon={<MailIcon />}>
            <a href={`mailto:${support.email}`}>{support.email}</a>
          </Line>
        )}
        {support.telephone && (
          <Line icon={<PhoneIcon />}>
            <a href={telHref(support.telephone)}>{support.telephone}</a>
          </Line>
        )}
        {support.url && (
          <Line icon={<GlobeIcon />}>
            <a href={support.url} target="_blank" rel="noreferrer">
              {support.url.replace(/^https?:\/\//, '')}
            </a>
          </Line>
        )}
      </Card>
    </Cards>
  );
}
