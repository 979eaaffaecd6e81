import { Svg, type IconProps } from './Svg';

/**
 * Things and places of the domain: machines, carts, orders, jobs, buildings, parts. The navigation
 * icons of the two shells (equipment, cart, orders, building, jobs) are 24 px with a 1.8 px stroke.
 */

/** Equipment: a machine with a display and a dial, on feet (navigation, 24 px). */
export const EquipmentIcon = (props: IconProps) => (
  <Svg size={24} strokeWidth={1.8} {...props}>
    <rect x="3.5" y="5" width="17" height="13" rx="2" />
    <rect x="6.5" y="8" width="6" height="4.5" rx="1" />
    <circle cx="16.5" cy="10.2" r="1.7" />
    <path d="M6.5 15.5h6" />
    <path d="M6 18v2.5M18 18v2.5" />
  </Svg>
);

/** A shopping cart (navigation, 24 px). */
export const CartIcon = (props: IconProps) => (
  <Svg size={24} strokeWidth={1.8} {...props}>
    <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.1" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </Svg>
);

/** A shopping cart with bigger wheels (the empty cart). */
export const CartOutlineIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6.2" />
  </Svg>
);

/** Orders / history: a clipboard with lines (navigation, 24 px). */
export const OrdersIcon = (props: IconProps) => (
  <Svg size={24} strokeWidth={1.8} {...props}>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1" />
    <path d="M9 10h6M9 14h6M9 18h3" />
  </Svg>
);

/** Jobs: a wrench over a clipboard (navigation, 24 px). */
export const JobsIcon = (props: IconProps) => (
  <Svg size={24} strokeWidth={1.8} {...props}>
    <rect x="4" y="4" width="13" height="17" rx="2" />
    <path d="M8 4V3h5v1" />
    <path d="M7.5 10h6M7.5 14h4" />
    <path d="M20.5 13.5a2.6 2.6 0 0 1-3.4 2.5l-2.6 2.6a1.1 1.1 0 0 1-1.6-1.6l2.6-2.6a2.6 2.6 0 0 1 3.3-3.3l-1.5 1.5 1.4 1.4 1.5-1.5c.2.3.3.6.3 1z" />
  </Svg>
);

/** An office building: an organisation or a company (navigation, 24 px). */
export const BuildingIcon = (props: IconProps) => (
  <Svg size={24} strokeWidth={1.8} {...props}>
    <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16" />
    <path d="M15 9h4a1 1 0 0 1 1 1v11" />
    <path d="M3 21h18" />
    <path d="M8 8h3M8 12h3M8 16h3" />
  </Svg>
);

/** Two buildings, 22 px with a 1.8 px stroke: the organisation banner. */
export const BuildingsIcon = (props: IconProps) => (
  <Svg size={22} strokeWidth={1.8} {...props}>
    <path d="M3 21V8l6-3v16" />
    <path d="M9 21V3l12 4v14" />
    <path d="M2 21h20M13 9h4M13 13h4M13 17h4" />
  </Svg>
);

/** A building with rounder corners: the customer portal (the customer's organisation and its equipment). */
export const CustomerIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16" />
    <path d="M16 9h2a2 2 0 0 1 2 2v10" />
    <path d="M2 21h20" />
    <path d="M8 7h4M8 11h4M8 15h4" />
  </Svg>
);

/** A briefcase: the service provider's own workspace. */
export const ServiceProviderIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
    <path d="M3 13h18" />
    <path d="M11 13v2h2v-2" />
  </Svg>
);

/** A wrench: the technician (partner). */
export const TechnicianIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14.7 6.3a4 4 0 0 0 5 5l-9.4 9.4a2.1 2.1 0 0 1-3-3l9.4-9.4z" />
    <path d="M14.7 6.3a4 4 0 0 1 5-3.2l-2.6 2.6.5 2.1 2.1.5 2.6-2.6a4 4 0 0 1-3.2 5" />
  </Svg>
);

/** A wrench with a jaw, 16 px: service orders. */
export const WrenchIcon = (props: IconProps) => (
  <Svg size={16} {...props}>
    <path d="M14.7 6.3a4 4 0 0 0 5 5L21 13l-2 2-1.3-1.3-7.4 7.4a2.1 2.1 0 0 1-3-3l7.4-7.4L13.4 9.4l1.3-3.1Z" />
    <path d="M14.7 6.3 17 4l3 3-2.3 2.3" />
  </Svg>
);

/** A wrench without the jaw, 14 px: a service job's folder. */
export const JobIcon = (props: IconProps) => (
  <Svg size={14} {...props}>
    <path d="M14.7 6.3a4 4 0 0 0 5 5L21 13l-2 2-1.3-1.3-7.4 7.4a2.1 2.1 0 0 1-3-3l7.4-7.4L13.4 9.4l1.3-3.1Z" />
  </Svg>
);

/** A shield with a tick: privacy. */
export const ShieldIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />
    <path d="M9 12l2 2 4-4" />
  </Svg>
);

/** A machine on a stand. */
export const MachineIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="4" width="18" height="13" rx="2" />
    <path d="M7 21h10M12 17v4M7 9h4M7 12h7" />
    <circle cx="17" cy="9.5" r="1.5" />
  </Svg>
);

/** A machine with a round window, 1.5 px stroke: a machine without a model image. */
export const MachinePlaceholderIcon = (props: IconProps) => (
  <Svg strokeWidth={1.5} {...props}>
    <rect x="3" y="5" width="18" height="13" rx="2" />
    <circle cx="9" cy="11.5" r="3" />
    <path d="M15 9h3M15 12h3M15 15h2M6 18v2M18 18v2" />
  </Svg>
);

/** A box, 16 px: part orders. */
export const BoxIcon = (props: IconProps) => (
  <Svg size={16} {...props}>
    <path d="M21 8 12 3 3 8v8l9 5 9-5V8Z" />
    <path d="m3 8 9 5 9-5M12 13v8" />
  </Svg>
);

/** A cube, 14 px: a machine model's folder. */
export const ModelIcon = (props: IconProps) => (
  <Svg size={14} {...props}>
    <path d="M21 8 12 3 3 8v8l9 5 9-5Z" />
    <path d="m3 8 9 5 9-5M12 13v8" />
  </Svg>
);

/** A cog: an article without an image. */
export const PartIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" />
  </Svg>
);

/** A factory, 14 px: a supplier's folder. */
export const SupplierIcon = (props: IconProps) => (
  <Svg size={14} {...props}>
    <path d="M3 21V10l6 4v-4l6 4V4h6v17Z" />
  </Svg>
);

/** A clock with a back arrow, 14 px: machine history. */
export const HistoryIcon = (props: IconProps) => (
  <Svg size={14} {...props}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </Svg>
);

/** A wrench: a service job of the machine. */
export const ServiceIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.1L3 17.7 6.3 21l6.3-6.3a4 4 0 0 0 5.1-5.4l-2.6 2.6-2.3-.7-.7-2.3z" />
  </Svg>
);

/** A spanner: the technician, a service. */
export const SpannerIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L4 17l3 3 5.3-5.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
  </Svg>
);

/** A briefcase in one path: a customer (the about page). */
export const BriefcaseIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
  </Svg>
);

/** A QR code: the machine's public page. */
export const QrCodeIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" />
  </Svg>
);

/** A funnel: a filter (the sample products of the shop). */
export const FunnelIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 5h16l-6 7v6l-4 2v-8z" />
  </Svg>
);

/** Two pulleys and a belt. */
export const BeltIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="7" cy="12" r="3.5" />
    <circle cx="17" cy="12" r="3.5" />
    <path d="M7 8.5h10M7 15.5h10" />
  </Svg>
);

/** A gasket. */
export const GasketIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="4" y="4" width="16" height="16" rx="4" />
    <rect x="8" y="8" width="8" height="8" rx="2" />
  </Svg>
);

/** A control panel on a stand. */
export const ControlPanelIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="4" width="18" height="13" rx="2" />
    <path d="M8 21h8M12 17v4M7 9h4M7 12h7" />
  </Svg>
);

/** A shield with a tick: a sensor. */
export const SensorIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6z" />
    <path d="m9 12 2 2 4-4" />
  </Svg>
);
