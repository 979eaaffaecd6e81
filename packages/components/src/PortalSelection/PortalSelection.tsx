import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ApiError, AppStoreLinks, PortalOptions } from '@eqp/sdk';
import { usePortalOptions } from '@eqp/sdk/react';
import { Button } from '../Button';
import { PRODUCT_NAME } from '../internal/support';
import { EmptyState } from '../EmptyState';
import type { SupportedLocale } from '../i18n';
import { LanguageSelector } from '../LanguageSelector';
import { useLink } from '../PortalProvider';
import {
  AppleIcon,
  ArrowRightIcon,
  CustomerIcon,
  ExternalIcon,
  GooglePlayIcon,
  MobilePhoneIcon,
  ServiceProviderIcon,
  ShieldIcon,
  TechnicianIcon,
} from '../internal/icons';
import { messages } from './messages';
import {
  AppLink,
  Brand,
  Credit,
  Eyebrow,
  Footer,
  Hero,
  Lead,
  LogoImage,
  Main,
  NoWrap,
  Notice,
  Privacy,
  Root,
  SectionTitle,
  Skeleton,
  SkeletonLine,
  SkeletonTile,
  StoreBadge,
  StoreLabel,
  StoreRow,
  Tile,
  TileExtras,
  TileGrid,
  TileIcon,
  TileText,
  TileTitle,
  Title,
  TopBar,
  primaryLink,
} from './PortalSelection.styles';
import { DEFAULT_PORTAL_HREFS, portalTiles, type PortalSelectionHrefs, type PortalTile } from './tiles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

export interface PortalSelectionProps {
  /** The portal options; when left out they are fetched (`GET /api2/app/portal`, sdk `usePortalOptions`). */
  options?: PortalOptions;
  /** The current locale, for the language switch; default the provider's locale. */
  locale?: string;
  /** `'en'` or `'no'` chosen; the host stores it and reloads (spec §1). No language switch without it. */
  onLocaleChange?: (locale: SupportedLocale) => void;
  /** Overrides of `DEFAULT_PORTAL_HREFS` (`/customer`, `/serviceprovider/`, `/partner`). */
  hrefs?: Partial<PortalSelectionHrefs>;
  /** The provider logo; default `/api2/Report/logo`. Left out when it does not load. */
  logoSrc?: string;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

type PageState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError; retry: () => void; retrying: boolean }
  | { status: 'ready'; options: PortalOptions };

/**
 * The portal selection page (spec §2, route `/`): the provider's logo and portal name, the welcome
 * text, one tile per portal the options enable (customer, service provider, technician) with their
 * app-store links, the privacy text with its link, and the language switch.
 */
export function PortalSelection(props: PortalSelectionProps) {
  return props.options ? (
    <SelectionPage {...props} state={{ status: 'ready', options: props.options }} />
  ) : (
    <FetchedSelection {...props} />
  );
}

function FetchedSelection(props: PortalSelectionProps) {
  const { data, error, mutate, isValidating } = usePortalOptions();
  const state: PageState = data
    ? { status: 'ready', options: data }
    : error
      ? { status: 'error', error, retry: () => void mutate(), retrying: isValidating }
      : { status: 'loading' };
  return <SelectionPage {...props} state={state} />;
}

function SelectionPage({
  state,
  locale,
  onLocaleChange,
  hrefs,
  logoSrc = '/api2/Report/logo',
  className,
}: PortalSelectionProps & { state: PageState }) {
  const intl = useIntl();
  const options = state.status === 'ready' ? state.options : undefined;
  const portalName = options?.PortalName?.trim() || undefined;

  return (
    <Root className={className} data-state={state.status}>
      <TopBar>
        <Brand>
          <Logo src={logoSrc} alt={intl.formatMessage(messages.logoAlt)} />
        </Brand>
        {onLocaleChange && <LanguageSelector value={locale ?? intl.locale} onChange={onLocaleChange} />}
      </TopBar>
      <Main>
        {state.status === 'loading' && <LoadingContent />}
        {state.status === 'error' && (
          <Notice data-variant="error">
            <EmptyState
              variant="error"
              headingLevel={1}
              title={intl.formatMessage(messages.failedTitle)}
              message={state.error.message}
              action={
                <Button variant="primary" busy={state.retrying} onClick={state.retry}>
                  {intl.formatMessage(messages.retry)}
                </Button>
              }
            />
          </Notice>
        )}
        {options && (
          <ReadyContent
            options={options}
            portalName={portalName}
            hrefs={{ ...DEFAULT_PORTAL_HREFS, ...hrefs }}
          />
        )}
      </Main>
      <Footer>
        {options && <PrivacyNote text={options.PrivacyText} url={options.PrivacyUrl} />}
        <Credit>
          {intl.formatMessage(messages.poweredBy)} <strong>{PRODUCT_NAME}</strong>
        </Credit>
      </Footer>
    </Root>
  );
}

/** The provider logo; a logo that fails (none configured answers 404) is left out, not shown broken. */
function Logo({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return <LogoImage src={src} alt={alt} height={44} onError={() => setFailed(src)} />;
}

function ReadyContent({
  options,
  portalName,
  hrefs,
}: {
  options: PortalOptions;
  portalName: string | undefined;
  hrefs: PortalSelectionHrefs;
}) {
  const intl = useIntl();
  const tilesTitleId = useId();
  const tiles = portalTiles(options, hrefs);
  const welcome = options.WelcomeText?.trim() || undefined;

  return (
    <>
      <Hero>
        <Eyebrow>{intl.formatMessage(messages.eyebrow)}</Eyebrow>
        <Title>{portalName ?? intl.formatMessage(messages.defaultTitle)}</Title>
        {welcome && <Lead>{welcome}</Lead>}
      </Hero>
      {tiles.length === 0 ? (
        <Notice>
          <EmptyState
            title={intl.formatMessage(messages.noTilesTitle)}
            message={intl.formatMessage(messages.noTilesMessage)}
          />
        </Notice>
      ) : (
        <section aria-labelledby={tilesTitleId}>
          <SectionTitle id={tilesTitleId}>{intl.formatMessage(messages.chooseTitle)}</SectionTitle>
          <TileGrid>
            {tiles.map((tile) => (
              <li key={tile.kind}>
                <PortalTileCard tile={tile} />
              </li>
            ))}
          </TileGrid>
        </section>
      )}
    </>
  );
}

const TILE_ICONS = {
  customer: CustomerIcon,
  serviceProvider: ServiceProviderIcon,
  technician: TechnicianIcon,
} as const;

function tileTexts(tile: PortalTile) {
  switch (tile.kind) {
    case 'customer':
      return {
        title: tile.href ? messages.customerTitle : messages.customerAppTitle,
        description: messages.customerDescription,
        open: messages.customerOpen,
      };
    case 'serviceProvider':
      return {
        title: messages.serviceProviderTitle,
        description: messages.serviceProviderDescription,
        open: messages.serviceProviderOpen,
      };
    case 'technician':
      return {
        title: messages.technicianTitle,
        description: messages.technicianDescription,
        open: messages.technicianOpenBrowser,
      };
  }
}

function PortalTileCard({ tile }: { tile: PortalTile }) {
  const intl = useIntl();
  const Link = useLink();
  const titleId = useId();
  const texts = tileTexts(tile);
  const Icon = TILE_ICONS[tile.kind];
  const hasStores = tile.stores.apple !== undefined || tile.stores.google !== undefined;

  // The arrow stays with the last word when the link text wraps.
  const openText = intl.formatMessage(texts.open);
  const cut = openText.lastIndexOf(' ') + 1;
  const linkBody = (
    <>
      {openText.slice(0, cut)}
      <NoWrap>
        {openText.slice(cut)}
        {tile.external ? <ExternalIcon size={18} /> : <ArrowRightIcon size={18} data-arrow="" />}
      </NoWrap>
      {tile.external && ' '}
      {tile.external && <VisuallyHidden>{intl.formatMessage(messages.externalSite)}</VisuallyHidden>}
    </>
  );

  return (
    <Tile aria-labelledby={titleId} data-variant={tile.kind} data-state={tile.href ? 'link' : 'static'}>
      <TileIcon aria-hidden="true">
        <Icon size={26} />
      </TileIcon>
      <TileTitle id={titleId}>{intl.formatMessage(texts.title)}</TileTitle>
      <TileText>{intl.formatMessage(texts.description)}</TileText>
      {tile.href &&
        (tile.external ? (
          <PrimaryLink href={tile.href}>{linkBody}</PrimaryLink>
        ) : (
          <PrimaryLink as={Link} href={tile.href}>
            {linkBody}
          </PrimaryLink>
        ))}
      {(tile.appLink || hasStores) && (
        <TileExtras data-variant={tile.href ? undefined : 'only'}>
          {tile.appLink && (
            <AppLink href={tile.appLink}>
              <MobilePhoneIcon size={18} />
              {intl.formatMessage(messages.technicianOpenApp)}
            </AppLink>
          )}
          {hasStores && <StoreBadges stores={tile.stores} />}
        </TileExtras>
      )}
    </Tile>
  );
}

const PrimaryLink = styled.a`
  ${primaryLink}
`;

function StoreBadges({ stores }: { stores: AppStoreLinks }) {
  const intl = useIntl();
  const newTab = intl.formatMessage(messages.newTab);
  return (
    <>
      <StoreLabel>{intl.formatMessage(messages.getTheApp)}</StoreLabel>
      <StoreRow>
        {stores.apple && (
          <StoreBadge
            href={stores.apple}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${intl.formatMessage(messages.appStore)} ${newTab}`}
            data-variant="apple"
          >
            <AppleIcon size={22} />
            {/* The space between the two lines (not rendered in the grid) keeps the visible text
                "Download on the App Store" a part of the link's name. */}
            <span aria-hidden="true">
              <small>{intl.formatMessage(messages.appStoreSmall)}</small> <strong>App Store</strong>
            </span>
          </StoreBadge>
        )}
        {stores.google && (
          <StoreBadge
            href={stores.google}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${intl.formatMessage(messages.googlePlay)} ${newTab}`}
            data-variant="google"
          >
            <GooglePlayIcon size={20} />
            <span aria-hidden="true">
              <small>{intl.formatMessage(messages.googlePlaySmall)}</small> <strong>Google Play</strong>
            </span>
          </StoreBadge>
        )}
      </StoreRow>
    </>
  );
}

function PrivacyNote({ text, url }: { text: string | null; url: string | null }) {
  const intl = useIntl();
  const titleId = useId();
  const body = text?.trim();
  const href = url?.trim();
  if (!body && !href) return null;
  return (
    <Privacy aria-labelledby={titleId}>
      <ShieldIcon size={20} />
      <div>
        <h2 id={titleId}>{intl.formatMessage(messages.privacyTitle)}</h2>
        {body && <p>{body}</p>}
        {href && (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(messages.privacyLink)}
            <ExternalIcon size={14} /> <VisuallyHidden>{intl.formatMessage(messages.newTab)}</VisuallyHidden>
          </a>
        )}
      </div>
    </Privacy>
  );
}

/** Placeholders in the shape of the page: the heading, the welcome text and three tiles. */
function LoadingContent() {
  const intl = useIntl();
  return (
    <Skeleton role="progressbar" aria-busy="true" aria-label={intl.formatMessage(messages.loading)}>
      <Hero aria-hidden="true">
        <Skeleton>
          <SkeletonLine data-size="title" />
          <SkeletonLine data-size="lead" />
        </Skeleton>
      </Hero>
      <TileGrid aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <SkeletonTile key={index}>
            <SkeletonLine data-size="icon" />
            <SkeletonLine data-size="heading" />
            <SkeletonLine />
            <SkeletonLine data-size="short" />
          </SkeletonTile>
        ))}
      </TileGrid>
    </Skeleton>
  );
}
