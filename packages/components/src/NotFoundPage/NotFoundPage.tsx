import { useId } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_SUPPORT_CONTACT, type SupportContact } from '../internal/support';
import { CompassIcon } from '../internal/icons';
import { useLink } from '../PortalProvider';
import { messages, valueMessages } from './messages';
import { Actions, Badge, Body, Code, LinkButton, Root, Support, Title } from './NotFoundPage.styles';

export interface NotFoundPageProps {
  /** The address that was asked for (path and query), named in the text. */
  path: string;
  /** The start page (the portal selection). Default `/`. */
  homeHref?: string;
  /** The portal the visitor most likely wanted; `null` hides the link. Default `/customer`. */
  portalHref?: string | null;
  /**
   * Who to contact: the service provider of a signed-in customer, or the product's support.
   * Default `DEFAULT_SUPPORT_CONTACT`; `null` hides the contact lines.
   */
  contact?: SupportContact | null;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/** `tel:` wants no spaces, dashes or brackets. */
function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/**
 * The page for an address the portal does not know (spec §8, 404): names the address, gives the
 * likely reasons (a misspelt address, or a site behind or ahead of an update), links home and to
 * the portal, and says whom to contact.
 */
export function NotFoundPage({
  path,
  homeHref = '/',
  portalHref = '/customer',
  contact = DEFAULT_SUPPORT_CONTACT,
  className,
}: NotFoundPageProps) {
  const intl = useIntl();
  const Link = useLink();
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} className={className} data-state="not-found">
      <Badge aria-hidden="true">
        <CompassIcon size={30} />
      </Badge>
      <Code>{intl.formatMessage(messages.code)}</Code>
      <Title id={titleId}>{intl.formatMessage(messages.title)}</Title>
      <Body>{intl.formatMessage(valueMessages.body, { path })}</Body>
      <Actions>
        <LinkButton
          as={Link}
          href={homeHref}
          data-variant={portalHref ? 'secondary' : 'primary'}
          data-size="medium"
        >
          {intl.formatMessage(messages.home)}
        </LinkButton>
        {portalHref && (
          <LinkButton as={Link} href={portalHref} data-variant="primary" data-size="medium">
            {intl.formatMessage(messages.portal)}
          </LinkButton>
        )}
      </Actions>
      {contact && (contact.email || contact.telephone) && (
        <Support>
          <h2>{intl.formatMessage(messages.contact)}</h2>
          <ul>
            <li>{contact.name}</li>
            {contact.email && (
              <li>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
            )}
            {contact.telephone && (
              <li>
                <a href={telHref(contact.telephone)}>{contact.telephone}</a>
              </li>
            )}
          </ul>
        </Support>
      )}
    </Root>
  );
}
