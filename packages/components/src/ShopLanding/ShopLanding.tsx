import type { CSSProperties, ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useTheme } from 'styled-components';
import type { StatusColorName } from '../theme';
import { Svg } from '../internal/icons';
import { useLink } from '../PortalProvider';
import { messages } from './messages';
import {
  Card,
  CardArt,
  CardBody,
  Eyebrow,
  Grid,
  Hero,
  HeroActions,
  HeroArt,
  HeroLink,
  HeroText,
  HeroTitle,
  Note,
  Price,
  PriceRow,
  Products,
  ProductsHeader,
  Root,
} from './ShopLanding.styles';

export interface ShopLandingProps {
  /** The hero's main link: where parts are found. Default the machine list. */
  partsHref?: string;
  /** The hero's second link; `null` hides it. Default the shopping cart. */
  cartHref?: string | null;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

interface SampleProduct {
  key: string;
  name: MessageDescriptor;
  text: MessageDescriptor;
  /** Status colour pair of the theme used for the card's art. */
  tone: StatusColorName;
  icon: ReactNode;
}

const PRODUCTS: readonly SampleProduct[] = [
  {
    key: 'filter',
    name: messages.filterName,
    text: messages.filterText,
    tone: 'planned',
    icon: (
      <Svg size={44} strokeWidth={1.5}>
        <path d="M4 5h16l-6 7v6l-4 2v-8z" />
      </Svg>
    ),
  },
  {
    key: 'belt',
    name: messages.beltName,
    text: messages.beltText,
    tone: 'forecast',
    icon: (
      <Svg size={44} strokeWidth={1.5}>
        <circle cx="7" cy="12" r="3.5" />
        <circle cx="17" cy="12" r="3.5" />
        <path d="M7 8.5h10M7 15.5h10" />
      </Svg>
    ),
  },
  {
    key: 'service',
    name: messages.serviceName,
    text: messages.serviceText,
    tone: 'completed',
    icon: (
      <Svg size={44} strokeWidth={1.5}>
        <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L4 17l3 3 5.3-5.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
      </Svg>
    ),
  },
  {
    key: 'gasket',
    name: messages.gasketName,
    text: messages.gasketText,
    tone: 'drive',
    icon: (
      <Svg size={44} strokeWidth={1.5}>
        <rect x="4" y="4" width="16" height="16" rx="4" />
        <rect x="8" y="8" width="8" height="8" rx="2" />
      </Svg>
    ),
  },
  {
    key: 'panel',
    name: messages.panelName,
    text: messages.panelText,
    tone: 'new',
    icon: (
      <Svg size={44} strokeWidth={1.5}>
        <rect x="3" y="4" width="18" height="13" rx="2" />
        <path d="M8 21h8M12 17v4M7 9h4M7 12h7" />
      </Svg>
    ),
  },
  {
    key: 'sensor',
    name: messages.sensorName,
    text: messages.sensorText,
    tone: 'warranty',
    icon: (
      <Svg size={44} strokeWidth={1.5}>
        <path d="M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6z" />
        <path d="m9 12 2 2 4-4" />
      </Svg>
    ),
  },
];

/** The hero's drawing: a stylised machine with a gear. */
function HeroDrawing() {
  return (
    <svg
      viewBox="0 0 320 220"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="30" y="50" width="170" height="140" rx="16" fill="rgba(255,255,255,0.08)" />
      <rect x="50" y="72" width="90" height="56" rx="8" />
      <circle cx="170" cy="92" r="10" />
      <path d="M160 122h20M60 150h120M60 168h80" strokeLinecap="round" />
      <path d="M45 190v14M185 190v14" strokeLinecap="round" />
      <g transform="translate(240 80)">
        <circle r="26" fill="rgba(255,255,255,0.12)" />
        <circle r="10" />
        {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
          <path key={angle} d="M0 -26v-12" strokeLinecap="round" transform={`rotate(${angle})`} />
        ))}
      </g>
      <circle cx="262" cy="170" r="14" fill="rgba(255,255,255,0.12)" />
      <path d="m255 170 5 5 10-10" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The shop landing page of spec §1: a hero banner and product cards with fixed sample text and a
 * price placeholder. The shop itself is the per-machine parts search and the cart; this page is
 * the storefront around them, with links to both.
 */
export function ShopLanding({
  partsHref = '/customer/machines/list',
  cartHref = '/customer/shop/cart',
  className,
}: ShopLandingProps) {
  const intl = useIntl();
  const Link = useLink();
  const theme = useTheme();
  return (
    <Root className={className}>
      <Hero aria-labelledby="eqp-shop-hero-title">
        <div>
          <Eyebrow>{intl.formatMessage(messages.eyebrow)}</Eyebrow>
          <HeroTitle id="eqp-shop-hero-title">{intl.formatMessage(messages.heroTitle)}</HeroTitle>
          <HeroText>{intl.formatMessage(messages.heroText)}</HeroText>
          <HeroActions>
            <HeroLink as={Link} href={partsHref} data-variant="primary" data-size="large">
              {intl.formatMessage(messages.heroAction)}
            </HeroLink>
            {cartHref && (
              <HeroLink as={Link} href={cartHref} data-variant="ghost" data-size="large">
                {intl.formatMessage(messages.heroSecondary)}
              </HeroLink>
            )}
          </HeroActions>
        </div>
        <HeroArt>
          <HeroDrawing />
        </HeroArt>
      </Hero>

      <Products aria-labelledby="eqp-shop-products-title">
        <ProductsHeader>
          <h2 id="eqp-shop-products-title">{intl.formatMessage(messages.productsTitle)}</h2>
          <p>{intl.formatMessage(messages.productsIntro)}</p>
        </ProductsHeader>
        <Grid>
          {PRODUCTS.map((product) => {
            const name = intl.formatMessage(product.name);
            const style = {
              '--eqp-shop-art-fg': theme.status[product.tone].fg,
              '--eqp-shop-art-bg': theme.status[product.tone].bg,
            } as CSSProperties;
            return (
              <Card key={product.key} aria-label={name} data-product={product.key}>
                <CardArt style={style} aria-hidden="true">
                  {product.icon}
                </CardArt>
                <CardBody>
                  <h3>{name}</h3>
                  <p>{intl.formatMessage(product.text)}</p>
                  <PriceRow>
                    <Price>{intl.formatMessage(messages.pricePlaceholder)}</Price>
                  </PriceRow>
                </CardBody>
              </Card>
            );
          })}
        </Grid>
        <Note>{intl.formatMessage(messages.sampleNote)}</Note>
      </Products>
    </Root>
  );
}
