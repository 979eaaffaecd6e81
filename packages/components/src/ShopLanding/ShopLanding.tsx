import type { CSSProperties, ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useTheme } from 'styled-components';
import type { StatusColorName } from '../theme';
import {
  BeltIcon,
  ControlPanelIcon,
  FunnelIcon,
  GasketIcon,
  SensorIcon,
  ShopHeroIllustration,
  SpannerIcon,
} from '../internal/icons';
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
    icon: <FunnelIcon size={44} strokeWidth={1.5} />,
  },
  {
    key: 'belt',
    name: messages.beltName,
    text: messages.beltText,
    tone: 'forecast',
    icon: <BeltIcon size={44} strokeWidth={1.5} />,
  },
  {
    key: 'service',
    name: messages.serviceName,
    text: messages.serviceText,
    tone: 'completed',
    icon: <SpannerIcon size={44} strokeWidth={1.5} />,
  },
  {
    key: 'gasket',
    name: messages.gasketName,
    text: messages.gasketText,
    tone: 'drive',
    icon: <GasketIcon size={44} strokeWidth={1.5} />,
  },
  {
    key: 'panel',
    name: messages.panelName,
    text: messages.panelText,
    tone: 'new',
    icon: <ControlPanelIcon size={44} strokeWidth={1.5} />,
  },
  {
    key: 'sensor',
    name: messages.sensorName,
    text: messages.sensorText,
    tone: 'warranty',
    icon: <SensorIcon size={44} strokeWidth={1.5} />,
  },
];

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
          <ShopHeroIllustration />
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
