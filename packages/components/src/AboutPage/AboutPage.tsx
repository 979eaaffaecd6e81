import { useIntl } from 'react-intl';
import type { UserInfo } from '@eqp/sdk';
import { usePortalOptions } from '@eqp/sdk/react';
import { PRODUCT_NAME } from '../internal/support';
import { Image } from '../Image';
import { BriefcaseIcon, QrCodeIcon, SpannerIcon } from '../internal/icons';
import { LoadingBox } from '../LoadingBox';
import { useLink } from '../PortalProvider';
import { messages, valueMessages } from './messages';
import {
  Card,
  Cards,
  Columns,
  ContactList,
  Eyebrow,
  Header,
  IconBubble,
  Lead,
  LinkList,
  LogoFrame,
  Muted,
  ProviderRow,
  Root,
  Section,
  SectionTitle,
  Stack,
  Title,
  Version,
  Welcome,
} from './AboutPage.styles';

export type AboutProvider = NonNullable<UserInfo['Provider']>;

export interface AboutPageProps {
  /** The portal's version, e.g. from its package.json at build time. */
  version?: string;
  /**
   * The service provider's name and contact. Not public (it comes with a customer's user info):
   * without it the page names the portal and says where signed-in customers find the contact.
   */
  provider?: AboutProvider | null;
  /** The portal selection page. Default `/`. */
  selectionHref?: string;
  /** The interactive API reference. Default `/api2/docs`. */
  apiDocsHref?: string;
  /** The provider logo. Default `/api2/Report/logo`. */
  logoUrl?: string;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

/** `tel:` wants no spaces, dashes or brackets. */
function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/**
 * The About page (spec §2 "Other general routes"): what the product is and offers, the service
 * provider (logo and portal name from the public calls, contact when the host knows it), the
 * version, and links to the portal selection, the API reference and the privacy statement.
 */
export function AboutPage({
  version,
  provider,
  selectionHref = '/',
  apiDocsHref = '/api2/docs',
  logoUrl = '/api2/Report/logo',
  className,
}: AboutPageProps) {
  const intl = useIntl();
  const Link = useLink();
  const { data: options, isLoading } = usePortalOptions();
  const portalName = options?.PortalName?.trim() || null;
  const providerName = provider?.CompanyName?.trim() || portalName;
  const privacyUrl = options?.PrivacyUrl?.trim() || null;

  return (
    <Root className={className}>
      <Header>
        <LogoFrame>
          <Image src={logoUrl} alt={intl.formatMessage(messages.providerLogo)} width={80} height={80} />
        </LogoFrame>
        <div>
          <Eyebrow>{intl.formatMessage(messages.eyebrow)}</Eyebrow>
          <Title>{portalName ?? intl.formatMessage(messages.title)}</Title>
          <Lead>{intl.formatMessage(messages.intro)}</Lead>
          {options?.WelcomeText && <Welcome>{options.WelcomeText}</Welcome>}
        </div>
      </Header>

      <Section aria-labelledby="eqp-about-offers">
        <SectionTitle id="eqp-about-offers">{intl.formatMessage(messages.offersTitle)}</SectionTitle>
        <Cards>
          <Card aria-labelledby="eqp-about-customers">
            <h3 id="eqp-about-customers">
              <IconBubble aria-hidden="true">
                <BriefcaseIcon size={18} />
              </IconBubble>
              {intl.formatMessage(messages.customersTitle)}
            </h3>
            <ul>
              <li>{intl.formatMessage(messages.customersMachines)}</li>
              <li>{intl.formatMessage(messages.customersService)}</li>
              <li>{intl.formatMessage(messages.customersParts)}</li>
              <li>{intl.formatMessage(messages.customersOrganisation)}</li>
            </ul>
          </Card>
          <Card aria-labelledby="eqp-about-partners">
            <h3 id="eqp-about-partners">
              <IconBubble aria-hidden="true">
                <SpannerIcon size={18} />
              </IconBubble>
              {intl.formatMessage(messages.partnersTitle)}
            </h3>
            <ul>
              <li>{intl.formatMessage(messages.partnersJobs)}</li>
              <li>{intl.formatMessage(messages.partnersReport)}</li>
              <li>{intl.formatMessage(messages.partnersCompany)}</li>
            </ul>
          </Card>
          <Card aria-labelledby="eqp-about-public">
            <h3 id="eqp-about-public">
              <IconBubble aria-hidden="true">
                <QrCodeIcon size={18} />
              </IconBubble>
              {intl.formatMessage(messages.publicTitle)}
            </h3>
            <ul>
              <li>{intl.formatMessage(messages.publicQr)}</li>
              <li>{intl.formatMessage(messages.publicLogin)}</li>
            </ul>
          </Card>
        </Cards>
      </Section>

      <Columns>
        <Card aria-labelledby="eqp-about-provider">
          <SectionTitle id="eqp-about-provider">{intl.formatMessage(messages.providerTitle)}</SectionTitle>
          {isLoading && !provider ? (
            <LoadingBox height={64} />
          ) : (
            <ProviderRow>
              <LogoFrame data-size="small">
                <Image src={logoUrl} alt="" width={48} height={48} />
              </LogoFrame>
              <div>
                <strong>{providerName ?? intl.formatMessage(messages.title)}</strong>
                <Muted>{intl.formatMessage(valueMessages.poweredBy, { product: PRODUCT_NAME })}</Muted>
              </div>
            </ProviderRow>
          )}
          {provider && (provider.Email || provider.Telephone) ? (
            <ContactList>
              {provider.Email && (
                <>
                  <dt>{intl.formatMessage(messages.email)}</dt>
                  <dd>
                    <a href={`mailto:${provider.Email}`}>{provider.Email}</a>
                  </dd>
                </>
              )}
              {provider.Telephone && (
                <>
                  <dt>{intl.formatMessage(messages.telephone)}</dt>
                  <dd>
                    <a href={telHref(provider.Telephone)}>{provider.Telephone}</a>
                  </dd>
                </>
              )}
            </ContactList>
          ) : (
            <Muted>{intl.formatMessage(messages.providerSignedOut)}</Muted>
          )}
          {options?.PrivacyText && <Muted>{options.PrivacyText}</Muted>}
        </Card>

        <Stack>
          <Card aria-labelledby="eqp-about-links">
            <SectionTitle id="eqp-about-links">{intl.formatMessage(messages.linksTitle)}</SectionTitle>
            <LinkList>
              <li>
                <Link href={selectionHref}>{intl.formatMessage(messages.selection)}</Link>
                <span>{intl.formatMessage(messages.selectionHint)}</span>
              </li>
              <li>
                {/* Served by the server, outside the single-page app: a plain link. */}
                <a href={apiDocsHref}>{intl.formatMessage(messages.apiDocs)}</a>
                <span>{intl.formatMessage(messages.apiDocsHint)}</span>
              </li>
              {privacyUrl && (
                <li>
                  <a href={privacyUrl} target="_blank" rel="noreferrer">
                    {intl.formatMessage(messages.privacy)}
                  </a>
                  <span>{intl.formatMessage(messages.privacyHint)}</span>
                </li>
              )}
            </LinkList>
          </Card>
          <Card aria-labelledby="eqp-about-version">
            <SectionTitle id="eqp-about-version">{intl.formatMessage(messages.versionTitle)}</SectionTitle>
            <Version>
              {intl.formatMessage(valueMessages.version, {
                product: PRODUCT_NAME,
                version: version ?? intl.formatMessage(messages.versionUnknown),
              })}
            </Version>
          </Card>
        </Stack>
      </Columns>
    </Root>
  );
}
