import { useIntl } from 'react-intl';
import { formatCurrency, roundCurrency, type Schema } from '@eqp/sdk';
import { Image } from '../Image';
import { Spinner } from '../LoadingBox';
import { useLink } from '../PortalProvider/LinkContext';
import { MinusIcon, PartIcon, PlusIcon, TrashIcon } from './icons';
import { messages, valueMessages } from './messages';
import {
  Count,
  Info,
  Line,
  Price,
  RemoveButton,
  StepButton,
  Stepper,
  Thumb,
  VisuallyHidden,
} from './ShoppingCart.styles';

export type CartItem = Schema<'CartItem'>;

/** What is running on a line: a count change or its removal. */
export type LineBusy = 'count' | 'remove';

/** The price of a line (unit price × count), rounded to 2 decimals; null without a unit price. */
export function lineTotal(item: CartItem): number | null {
  return item.ArticlePrice === null ? null : roundCurrency(item.ArticlePrice * item.ArticleCount);
}

export interface CartLineProps {
  item: CartItem;
  /** `{ currency }` when the user sees prices (ShowPrices), else null: no amounts. */
  prices: { currency: string | null } | null;
  busy: LineBusy | undefined;
  imageSrc: string | null;
  partHref: string;
  onSetCount: (item: CartItem, count: number) => void;
  onRemove: (item: CartItem) => void;
}

/**
 * One cart line: image, article number, description, the quantity with minus (disabled at 1,
 * spec §4) and plus, the line price when prices are shown, and delete.
 */
export function CartLine({ item, prices, busy, imageSrc, partHref, onSetCount, onRemove }: CartLineProps) {
  const intl = useIntl();
  const Link = useLink();
  const article = item.Article.ArticleNumber;
  const description = item.Article.ArticleDescription?.trim() || article;
  const total = prices ? lineTotal(item) : null;
  const format = (amount: number) => formatCurrency(amount, prices?.currency, intl.locale);

  return (
    <Line
      aria-busy={busy ? true : undefined}
      data-state={busy === 'remove' ? 'removing' : busy ? 'busy' : 'idle'}
      data-prices={prices ? 'shown' : 'hidden'}
    >
      <Thumb aria-hidden={imageSrc ? undefined : true}>
        {imageSrc ? (
          <Image src={imageSrc} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <PartIcon size={28} />
        )}
      </Thumb>

      <Info>
        <span data-part="number">{article}</span>
        <span data-part="description">
          <Link href={partHref}>{description}</Link>
        </span>
      </Info>

      <Stepper
        role="group"
        aria-label={`${intl.formatMessage(messages.quantity)}: ${article}`}
        data-state={busy ? 'busy' : 'idle'}
      >
        <StepButton
          type="button"
          aria-label={intl.formatMessage(valueMessages.decrease, { article })}
          disabled={busy !== undefined || item.ArticleCount <= 1}
          onClick={() => onSetCount(item, item.ArticleCount - 1)}
        >
          <MinusIcon size={18} />
        </StepButton>
        <Count>
          <VisuallyHidden>{intl.formatMessage(messages.quantity)} </VisuallyHidden>
          <span>{item.ArticleCount}</span>
          {busy === 'count' && <Spinner size={18} />}
        </Count>
        <StepButton
          type="button"
          aria-label={intl.formatMessage(valueMessages.increase, { article })}
          disabled={busy !== undefined}
          onClick={() => onSetCount(item, item.ArticleCount + 1)}
        >
          <PlusIcon size={18} />
        </StepButton>
      </Stepper>

      {prices && (
        <Price>
          {total === null ? (
            <span data-part="none">{intl.formatMessage(messages.noPrice)}</span>
          ) : (
            <>
              <strong>{format(total)}</strong>
              {item.ArticleCount > 1 && (
                <span>
                  {intl.formatMessage(valueMessages.unitPrice, {
                    count: item.ArticleCount,
                    price: format(item.ArticlePrice!),
                  })}
                </span>
              )}
            </>
          )}
        </Price>
      )}

      <RemoveButton
        type="button"
        aria-label={intl.formatMessage(valueMessages.remove, { article })}
        title={intl.formatMessage(valueMessages.remove, { article })}
        disabled={busy !== undefined}
        onClick={() => onRemove(item)}
      >
        {busy === 'remove' ? <Spinner size={18} /> : <TrashIcon size={18} />}
      </RemoveButton>
    </Line>
  );
}
