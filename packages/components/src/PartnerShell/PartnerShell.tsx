import { useId, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Schema } from '@eqp/sdk';
import { usePartnerJobCounts, useUserInfo } from '@eqp/sdk/react';
import { AccountMenu } from '../AccountMenu';
import { PRODUCT_NAME, PROVIDER_LOGO_URL } from '../internal/support';
import type { SupportedLocale } from '../i18n';
import { Image } from '../Image';
import { useLink } from '../internal/LinkContext';
import { BuildingIcon, JobsIcon } from '../internal/icons';
import { messages, valueMessages } from './messages';
import {
  AccountArea,
  Badge,
  Brand,
  Chrome,
  Content,
  DialogTouchTargets,
  Main,
  NavIcon,
  NavLabel,
  NavList,
  Navigation,
  PoweredBy,
  Root,
  SkipLink,
} from './PartnerShell.styles';

export type PartnerShellSection = 'jobs' | 'company';

/** Where the menu items lead (spec §2 partner area). */
export const DEFAULT_PARTNER_HREFS: Readonly<Record<PartnerShellSection, string>> = {
  jobs: '/partner/job/list',
  company: '/partner/company',
};

/**
 * The Jobs badge (spec §2): upcoming plus open jobs, from the counts (`GET /api2/partner/jobs/counts`)
 * or from a jobs view whose lists are complete; 0 while neither is there.
 */
export function partnerJobsBadgeCount(
  from: Schema<'PartnerJobCounts'> | Pick<Schema<'PartnerJobsView'>, 'Upcoming' | 'Open'> | undefined,
): number {
  if (!from) return 0;
  return typeof from.Upcoming === 'number'
    ? from.Upcoming + (from.Open as number)
    : from.Upcoming.length + (from.Open as unknown[]).length;
}

export interface PartnerShellProps {
  /** The menu item of the current page (`aria-current="page"`). */
  active?: PartnerShellSection;
  /** The current locale (any BCP 47 tag; `nb` selects Norwegian). */
  locale: string;
  /** The user chose another language in the account menu; the host stores it and reloads. */
  onLocaleChange: (locale: SupportedLocale) => void;
  /** The user chose Log out in the account menu. */
  onLogout: () => void;
  /** Replaces some or all of the menu items' addresses. */
  hrefs?: Partial<Record<PartnerShellSection, string>>;
  /**
   * Where My account in the account menu leads; default `/partner/account`. `null` leaves the item out.
   */
  accountHref?: string | null;
  /** The logo's address; default `/api2/Report/logo`. */
  logoSrc?: string;
  /** The page. */
  children?: ReactNode;
}

interface NavEntry {
  section: PartnerShellSection;
  label: MessageDescriptor;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  count?: number;
}

function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The partner portal's frame (spec §2): a 130 px side bar from 900 px with the provider logo,
 * Jobs (badge: upcoming plus open jobs) and Company, the account menu (name, e-mail, language,
 * Log out) and the credit; under 900 px a top bar with the logo and the account button, and a
 * bottom bar with the menu.
 */
export function PartnerShell({
  active,
  locale,
  onLocaleChange,
  onLogout,
  hrefs,
  accountHref = '/partner/account',
  logoSrc = PROVIDER_LOGO_URL,
  children,
}: PartnerShellProps) {
  const intl = useIntl();
  const Link = useLink();
  const mainId = useId();
  const { data: userInfo } = useUserInfo('partner');
  // The badge reads two counts, not the job lists (at a partner with thousands of jobs, 25 a list).
  const { data: counts } = usePartnerJobCounts();
  const links = { ...DEFAULT_PARTNER_HREFS, ...hrefs };
  const providerName = userInfo?.Provider?.CompanyName;

  const entries: NavEntry[] = [
    { section: 'jobs', label: messages.jobs, icon: JobsIcon, count: partnerJobsBadgeCount(counts) },
    { section: 'company', label: messages.company, icon: BuildingIcon },
  ];

  return (
    <Root data-portal="partner">
      <DialogTouchTargets />
      <Chrome>
        {/* First in the tab order, and inside the banner like everything around the page (axe `region`). */}
        <SkipLink href={`#${mainId}`}>{intl.formatMessage(messages.skipToContent)}</SkipLink>
        <Brand>
          <Link
            href={links.jobs}
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
            {entries.map(({ section, label, icon: Icon, count }) => {
              const current = section === active;
              const hasBadge = count !== undefined && count > 0;
              return (
                <li key={section}>
                  <Link
                    href={links[section]}
                    aria-current={current ? 'page' : undefined}
                    aria-label={
                      hasBadge
                        ? `${intl.formatMessage(label)}, ${intl.formatMessage(valueMessages.jobsBadge, { count })}`
                        : undefined
                    }
                    data-state={current ? 'active' : 'inactive'}
                  >
                    <NavIcon>
                      <Icon />
                      {/* The count is drawn by CSS (`data-count`): a decoration beside the label, not
                          part of the visible label, which stays "Jobs" inside the name above (label
                          in name, also when the badge is capped at 99+). */}
                      {hasBadge && <Badge aria-hidden="true" data-count={badgeText(count)} />}
                    </NavIcon>
                    <NavLabel>{intl.formatMessage(label)}</NavLabel>
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
        <Main id={mainId} tabIndex={-1}>
          {children}
        </Main>
      </Content>
    </Root>
  );
}
