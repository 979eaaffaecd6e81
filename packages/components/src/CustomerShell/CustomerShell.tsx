import { useId, useState, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useOpenJobsCount, useUserInfo } from '@eqp/sdk/react';
import { AccountMenu } from '../AccountMenu';
import { DirectorySwitcher } from '../DirectorySwitcher';
import type { SupportedLocale } from '../i18n';
import { Image } from '../Image';
import { useLink } from '../internal/LinkContext';
import { TopSearch } from '../TopSearch';
import { breakpoints } from '../theme/tokens';
import { ContactCards } from './ContactCards';
import { BuildingIcon, CartIcon, EquipmentIcon, MoreIcon, OrdersIcon } from '../internal/icons';
import { messages, valueMessages } from './messages';
import {
  DEFAULT_SUPPORT_CONTACT,
  PRODUCT_NAME,
  PROVIDER_LOGO_URL,
  type SupportContact,
} from '../internal/support';
import { useMediaQuery } from '../internal/useMediaQuery';
import {
  AccountArea,
  Badge,
  Brand,
  Chrome,
  Content,
  Main,
  NavIcon,
  NavLabel,
  NavList,
  Navigation,
  PoweredBy,
  Root,
  SkipLink,
} from '../internal/shell.styles';
import { Footer, FooterCredit, TopBar, TopBarSearch, TopBarSwitcher } from './CustomerShell.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

export type CustomerShellSection = 'machines' | 'cart' | 'history' | 'organization';

/** Where the menu items lead. */
export const DEFAULT_CUSTOMER_HREFS: Readonly<Record<CustomerShellSection, string>> = {
  machines: '/customer/machines/list',
  cart: '/customer/shop/cart',
  history: '/customer/jobs',
  organization: '/customer/organization',
};

export interface CustomerShellProps {
  /** The menu item of the current page (`aria-current="page"`). */
  active?: CustomerShellSection;
  /** The current locale (any BCP 47 tag; `nb` selects Norwegian). */
  locale: string;
  /** The user chose another language in the account menu; the host stores it and reloads. */
  onLocaleChange: (locale: SupportedLocale) => void;
  /** The user chose Logout in the account menu. */
  onLogout: () => void;
  /** Number of lines in the shopping cart; no badge when undefined or 0. */
  cartCount?: number;
  /** Hides the contact footer (the portal does on the machine list and the job list, spec §2). */
  hideFooter?: boolean;
  /** Replaces some or all of the menu items' addresses. */
  hrefs?: Partial<Record<CustomerShellSection, string>>;
  /**
   * Where My account in the account menu leads; default `/customer/account`. `null` leaves the item out.
   */
  accountHref?: string | null;
  /** The logo's address; default `/api2/Report/logo`. */
  logoSrc?: string;
  /** The footer's product support card; default the product's own support contact. */
  supportContact?: SupportContact;
  /**
   * The user switched organisation with the top bar's directory switcher: the new token is
   * stored. The host decides what to show next (spec §4: reload or go to the dashboard).
   */
  onOrganisationSwitched?: (customerId: number) => void;
  /** Where a machine found by the top search links to; default `/customer/machines/{id}`. */
  machineHref?: (id: number) => string;
  /** The page. */
  children?: ReactNode;
}

interface NavEntry {
  section: CustomerShellSection;
  label: MessageDescriptor;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  count?: number;
  countLabel?: MessageDescriptor;
}

/** Phones (spec §9): below 600 px, where Organization is labelled "More". */
const PHONE_QUERY = `(max-width: ${breakpoints.phone - 0.02}px)`;

function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The customer portal's frame (spec §2): a 130 px side bar from 900 px (logo, menu, account
 * menu, credit), a top bar and a bottom bar below it, and the contact footer under the page.
 */
export function CustomerShell({
  active,
  locale,
  onLocaleChange,
  onLogout,
  cartCount,
  hideFooter = false,
  hrefs,
  accountHref = '/customer/account',
  logoSrc = PROVIDER_LOGO_URL,
  supportContact = DEFAULT_SUPPORT_CONTACT,
  onOrganisationSwitched,
  machineHref,
  children,
}: CustomerShellProps) {
  const intl = useIntl();
  const Link = useLink();
  const mainId = useId();
  const { data: userInfo } = useUserInfo('customer');
  const { data: openJobs } = useOpenJobsCount();
  const isPhone = useMediaQuery(PHONE_QUERY, false);
  const [searchExpanded, setSearchExpanded] = useState(false);
  const links = { ...DEFAULT_CUSTOMER_HREFS, ...hrefs };
  const openJobsCount = openJobs ? openJobs.ActivePartJobsCount + openJobs.ActiveOtherJobsCount : 0;
  const providerName = userInfo?.Provider?.CompanyName;

  const entries: NavEntry[] = [
    { section: 'machines', label: messages.equipment, icon: EquipmentIcon },
    {
      section: 'cart',
      label: messages.cart,
      icon: CartIcon,
      count: cartCount,
      countLabel: valueMessages.cartBadge,
    },
    {
      section: 'history',
      label: messages.orders,
      icon: OrdersIcon,
      count: openJobsCount,
      countLabel: valueMessages.jobsBadge,
    },
    {
      section: 'organization',
      label: isPhone ? messages.more : messages.organization,
      icon: isPhone ? MoreIcon : BuildingIcon,
    },
  ];

  return (
    <Root data-footer={hideFooter ? 'hidden' : 'shown'}>
      <Chrome>
        {/* First in the tab order, and inside the banner like everything around the page (axe `region`). */}
        <SkipLink href={`#${mainId}`}>{intl.formatMessage(messages.skipToContent)}</SkipLink>
        <Brand>
          <Link
            href={links.machines}
            aria-label={
              providerName
                ? intl.formatMessage(valueMessages.logo, { provider: providerName })
                : intl.formatMessage(messages.logoFallback)
            }
          >
            <Image src={logoSrc} alt={providerName ?? ''} />
          </Link>
        </Brand>
        <Navigation aria-label={intl.formatMessage(messages.navigation)}>
          <NavList>
            {entries.map(({ section, label, icon: Icon, count, countLabel }) => {
              const current = section === active;
              const hasBadge = count !== undefined && count > 0 && countLabel !== undefined;
              return (
                <li key={section}>
                  <Link
                    href={links[section]}
                    aria-current={current ? 'page' : undefined}
                    data-state={current ? 'active' : 'inactive'}
                  >
                    <NavIcon>
                      <Icon />
                      {hasBadge && <Badge aria-hidden="true">{badgeText(count)}</Badge>}
                    </NavIcon>
                    <NavLabel>{intl.formatMessage(label)}</NavLabel>
                    {hasBadge && (
                      <VisuallyHidden>, {intl.formatMessage(countLabel, { count })}</VisuallyHidden>
                    )}
                  </Link>
                </li>
              );
            })}
          </NavList>
        </Navigation>
        <AccountArea>
          <AccountMenu
            name={userInfo?.Name}
            email={userInfo?.Email}
            locale={locale}
            onLocaleChange={onLocaleChange}
            onLogout={onLogout}
            accountHref={accountHref ?? undefined}
            placement="auto"
            triggerVariant="auto"
          />
          <PoweredBy>
            <span>{intl.formatMessage(messages.poweredBy)}</span>
            <strong>{PRODUCT_NAME}</strong>
          </PoweredBy>
        </AccountArea>
      </Chrome>
      <Content>
        {/* A landmark of its own: the organisation's name (one organisation: plain text) is page content too (axe `region`). */}
        <TopBar
          role="region"
          aria-label={intl.formatMessage(messages.topBar)}
          data-search={isPhone && searchExpanded ? 'expanded' : 'collapsed'}
        >
          <TopBarSwitcher>
            <DirectorySwitcher onSwitched={onOrganisationSwitched} />
          </TopBarSwitcher>
          <TopBarSearch>
            <TopSearch collapsible={isPhone} onExpandedChange={setSearchExpanded} machineHref={machineHref} />
          </TopBarSearch>
        </TopBar>
        <Main id={mainId} tabIndex={-1}>
          {children}
        </Main>
        {!hideFooter && (
          <Footer aria-label={intl.formatMessage(messages.footer)}>
            <ContactCards userInfo={userInfo} support={supportContact} />
            <FooterCredit>
              {intl.formatMessage(messages.poweredBy)} <strong>{PRODUCT_NAME}</strong>
            </FooterCredit>
          </Footer>
        )}
      </Content>
    </Root>
  );
}
