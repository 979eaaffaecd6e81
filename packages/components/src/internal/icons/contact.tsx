import { Svg, type IconProps } from './Svg';

/**
 * People, addresses and ways to reach them. `MailIcon`, `PhoneIcon`, `PinIcon` and `GlobeIcon` are
 * 24 px with a 1.8 px stroke (the lines of the contact cards); the other drawings are separate
 * icons, not resized copies.
 */

export const MailIcon = (props: IconProps) => (
  <Svg size={24} strokeWidth={1.8} {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5 12 13l8.5-6.5" />
  </Svg>
);

/** An envelope with a wider flap (the job report's contact). */
export const EnvelopeIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Svg>
);

/** A telephone handset. */
export const PhoneIcon = (props: IconProps) => (
  <Svg size={24} strokeWidth={1.8} {...props}>
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a1.5 1.5 0 0 1-1.6 1.5A16 16 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4Z" />
  </Svg>
);

/** A telephone handset with rounder ends (the job report's contact). */
export const PhoneCallIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </Svg>
);

/** A mobile phone: the app. */
export const MobilePhoneIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="6" y="2" width="12" height="20" rx="2.5" />
    <path d="M11 18h2" />
  </Svg>
);

/** A map pin (a narrow one): an address. */
export const PinIcon = (props: IconProps) => (
  <Svg size={24} strokeWidth={1.8} {...props}>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </Svg>
);

/** A wider map pin: the delivery address of an order. */
export const DeliveryPinIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Svg>
);

/** A wider map pin (a hair different from `DeliveryPinIcon`): the job's address. */
export const MapPinIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Svg>
);

/** A globe with two meridians: a web site. */
export const GlobeIcon = (props: IconProps) => (
  <Svg size={24} strokeWidth={1.8} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Svg>
);

/** Head and shoulders, 18 px: the signed-in account. */
export const AccountIcon = (props: IconProps) => (
  <Svg size={18} {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
  </Svg>
);

/** Head and wider shoulders: a person (the job report's contact). */
export const UserIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Svg>
);
