// Provider, links
export { PortalProvider, PortalProviderCore } from './PortalProvider';
export type { PortalProviderCoreProps, PortalProviderProps } from './PortalProvider';
export { DefaultLink, useLink } from './PortalProvider';
export type { LinkComponent, LinkProps } from './PortalProvider';

// Theme
export {
  GlobalStyle,
  createTheme,
  defaultTheme,
  defaultTokens,
  avatarSizes,
  breakpoints,
  media,
  themeVariables,
  tokenVarName,
} from './theme';
export type { EqpTheme, StatusColorName, ThemeOverrides, ThemeTokens } from './theme';
export { STATUS_COLOR_NAMES } from './theme';

// i18n
export { loadMessages, messagesFor, normalizeLocale, SUPPORTED_LOCALES } from './i18n';
export type { Messages, SupportedLocale } from './i18n';

// Snackbar
export { SnackbarHost, useSnackbar } from './Snackbar';
export type {
  SnackbarAction,
  SnackbarApi,
  SnackbarHostProps,
  SnackbarOptions,
  SnackbarVariant,
} from './Snackbar';

// Building blocks
export { Avatar } from './Avatar';
export type { AvatarProps, AvatarSize } from './Avatar';
export { Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Image } from './Image';
export type { ImageProps } from './Image';
export { LoadingBox, Spinner } from './LoadingBox';
export type { LoadingBoxProps, LoadingBoxVariant, SpinnerProps } from './LoadingBox';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { Dialog, ConfirmDialog } from './Dialog';
export type { DialogProps, DialogSize, ConfirmDialogProps } from './Dialog';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps, EmptyStateVariant } from './EmptyState';
export { StatusChip } from './StatusChip';
export type { StatusChipProps } from './StatusChip';

// General pages
export { NotFoundPage } from './NotFoundPage';
export type { NotFoundPageProps } from './NotFoundPage';
export { AboutPage } from './AboutPage';
export type { AboutPageProps, AboutProvider } from './AboutPage';
export { ShopLanding } from './ShopLanding';
export type { ShopLandingProps } from './ShopLanding';

// Sign-in
export { LoginCard } from './LoginCard';
export type { LoginCardChange, LoginCardMode, LoginCardProps, LoginScope } from './LoginCard';
export { MyAccount } from './MyAccount';
export type { MyAccountProps } from './MyAccount';
export { PortalSelection, DEFAULT_PORTAL_HREFS, portalTiles } from './PortalSelection';
export type {
  PortalSelectionProps,
  PortalSelectionHrefs,
  PortalTile,
  PortalTileKind,
} from './PortalSelection';

// Customer portal
export { MachineList, defaultMachineHref, resourceUrl } from './MachineList';
export type {
  MachineListFilters,
  MachineListProps,
  MachineListSort,
  MachineListView,
  MachinePanel,
  ScrollContainer,
} from './MachineList';
export { CustomerShell, DEFAULT_CUSTOMER_HREFS, DEFAULT_SUPPORT_CONTACT } from './CustomerShell';
export type { CustomerShellProps, CustomerShellSection, SupportContact } from './CustomerShell';
export { Organization } from './Organization';
export type { OrganizationProps } from './Organization';
export { DirectorySwitcher } from './DirectorySwitcher';
export type { DirectorySwitcherProps } from './DirectorySwitcher';
export { TopSearch, defaultTopSearchHref, topSearchRuns, TOP_SEARCH_MAX } from './TopSearch';
export type { TopSearchProps } from './TopSearch';
export {
  MachineDetail,
  DEFAULT_MACHINE_LIST_HREF,
  MACHINE_TABS,
  defaultMachineTabHref,
  isMachineTab,
  machineTabAvailability,
} from './MachineDetail';
export type { MachineDetailProps, MachineTab } from './MachineDetail';
export { MachineGeneralPanel } from './MachineGeneralPanel';
export type { MachineGeneralPanelProps } from './MachineGeneralPanel';
export { ServicePanel } from './ServicePanel';
export type { ServicePanelProps } from './ServicePanel';
export { DocumentListPanel } from './DocumentListPanel';
export type { DocumentListKind, DocumentListPanelProps } from './DocumentListPanel';
export { PartsPanel } from './PartsPanel';
export type { PartsPanelProps, ImageUrlGetter } from './PartsPanel';
export { PartInfoDialog } from './PartInfoDialog';
export type { PartInfoDialogProps } from './PartInfoDialog';
export { PartDocumentPanel } from './PartDocumentPanel';
export type { PartDocumentPanelProps } from './PartDocumentPanel';
export { PartDocumentDialog } from './PartDocumentDialog';
export type { PartDocumentDialogProps } from './PartDocumentDialog';
export { ShoppingCart, defaultCartMachineHref, defaultCartPartHref } from './ShoppingCart';
export type { ShoppingCartLayout, ShoppingCartProps, ShoppingCartStep } from './ShoppingCart';
export { JobList, defaultJobHref } from './JobList';
export type { JobListProps, JobStatusFilter } from './JobList';
export { MachineCostChart, COST_CHART_COLORS, buildCostSeries } from './MachineCostChart';
export type {
  CostMonth,
  CostSeries,
  CostSeriesEntry,
  MachineAmount,
  MachineCostChartProps,
} from './MachineCostChart';
export { NewJobDialog } from './NewJobDialog';
export type { NewJobDialogProps } from './NewJobDialog';
export { JobDialog } from './JobDialog';
export type { JobDialogProps } from './JobDialog';
export { AccountMenu } from './AccountMenu';
export type { AccountMenuProps } from './AccountMenu';
export { LanguageSelector } from './LanguageSelector';
export type { LanguageSelectorProps } from './LanguageSelector';
export { ResourceBrowser } from './ResourceBrowser';
export type { ResourceBrowserProps, ResourceFileKind } from './ResourceBrowser';
export { PublicMachine, PUBLIC_MACHINE_SECTIONS, defaultPublicSectionHref } from './PublicMachine';
export type { PublicMachineProps, PublicMachineSection } from './PublicMachine';

// Partner portal
export { PartnerShell, DEFAULT_PARTNER_HREFS, partnerJobsBadgeCount } from './PartnerShell';
export type { PartnerShellProps, PartnerShellSection } from './PartnerShell';
export { PartnerJobList, PARTNER_JOB_LIST_TABS, AppointmentDate } from './PartnerJobList';
export type { PartnerJobListProps, PartnerJobListTab, AppointmentDateProps } from './PartnerJobList';
export { PartnerCompany } from './PartnerCompany';
export type { PartnerCompanyProps } from './PartnerCompany';
export { PartnerNoCompany } from './PartnerNoCompany';
export type { PartnerNoCompanyProps } from './PartnerNoCompany';
export { PartnerCodeLogin } from './PartnerCodeLogin';
export type { PartnerCodeLoginProps } from './PartnerCodeLogin';
export { PartnerJobPreview, defaultPartnerJobHref } from './PartnerJobPreview';
export type { PartnerJobPreviewProps } from './PartnerJobPreview';
export { JobReport } from './JobReport';
export type { JobReportProps } from './JobReport';
export { JobOrderLines } from './JobOrderLines';
export type { JobOrderLinesProps } from './JobOrderLines';
export { JobAttachments, ACCEPTED_FILES } from './JobAttachments';
export type { JobAttachmentsProps } from './JobAttachments';
export { JobOfflineReport } from './JobOfflineReport';
export type { JobOfflineReportProps } from './JobOfflineReport';
