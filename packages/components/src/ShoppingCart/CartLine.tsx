import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  cartLineTotal,
  formatCurrency,
  parseQuantity,
  QUANTITY_MAX,
  QUANTITY_MIN,
  type Schema,
} from '@eqp/sdk';
import { Image } from '../Image';
import { Spinner } from '../LoadingBox';
import { useLink } from '../internal/LinkContext';
import { ErrorIcon, MinusIcon, PartIcon, PlusIcon, TrashIcon } from '../internal/icons';
import { messages, valueMessages } from './messages';
import {
  Count,
  Info,
  Line,
  Price,
  QuantityCell,
  QuantityError,
  QuantityInput,
  RemoveButton,
  StepButton,
  Stepper,
  Thumb,
} from './ShoppingCart.styles';

export type CartItem = Schema<'CartItem'>;

/** What is running on a line: a count change or its removal. */
export type LineBusy = 'count' | 'remove';

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
 * spec §4), a typed quantity (1 to 9,999, as in the part dialog) and plus, the line price when
 * prices are shown, and delete. While a change runs the buttons are `aria-disabled`, not
 * `disabled`, so a keyboard user's focus stays on the button pressed; when minus or plus reaches
 * its limit (and becomes disabled) the focus moves to the quantity.
 */
export function CartLine({ item, prices, busy, imageSrc, partHref, onSetCount, onRemove }: CartLineProps) {
  const intl = useIntl();
  const Link = useLink();
  const article = item.Article.ArticleNumber;
  const description = item.Article.ArticleDescription?.trim() || article;
  // The line's amount by the rules the server sums its total with (whole cents).
  const total = prices ? cartLineTotal(item) : null;
  const format = (amount: number) => formatCurrency(amount, prices?.currency, intl.locale);

  const quantityRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  // The typed quantity while it differs from the cart's count (null: show the count).
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const sent = useRef(false);
  const count = item.ArticleCount;

  // A typed quantity that was sent gives way to the cart's count once the change has run.
  useEffect(() => {
    if (busy === undefined && sent.current) {
      sent.current = false;
      setDraft(null);
    }
  }, [busy]);

  const step = (next: number) => {
    if (busy !== undefined) return;
    // The button pressed is about to be disabled at the limit: continue from the quantity.
    if (next <= QUANTITY_MIN || next >= QUANTITY_MAX) quantityRef.current?.focus();
    onSetCount(item, next);
  };

  const commit = () => {
    if (draft === null || busy !== undefined) return;
    const { value } = parseQuantity(draft);
    if (value === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (value === count) {
      setDraft(null);
      return;
    }
    sent.current = true;
    setDraft(String(value));
    onSetCount(item, value);
  };

  const onQuantityKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && draft !== null) {
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
      setInvalid(false);
    }
  };

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

      <QuantityCell>
        <Stepper
          role="group"
          aria-label={`${intl.formatMessage(messages.quantity)}: ${article}`}
          data-state={busy ? 'busy' : 'idle'}
        >
          <StepButton
            type="button"
            aria-label={intl.formatMessage(valueMessages.decrease, { article })}
            disabled={busy === undefined && count <= QUANTITY_MIN}
            aria-disabled={busy !== undefined ? true : undefined}
            onClick={() => step(count - 1)}
          >
            <MinusIcon size={18} />
          </StepButton>
          <Count>
            <QuantityInput
              ref={quantityRef}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              aria-label={intl.formatMessage(valueMessages.quantityOf, { article })}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={invalid ? errorId : undefined}
              readOnly={busy !== undefined}
              value={draft ?? String(count)}
              onChange={(event) => {
                setDraft(event.target.value);
                if (invalid) setInvalid(parseQuantity(event.target.value).value === null);
              }}
              onKeyDown={onQuantityKey}
              onBlur={commit}
            />
            {busy === 'count' && <Spinner size={18} />}
          </Count>
          <StepButton
            type="button"
            aria-label={intl.formatMessage(valueMessages.increase, { article })}
            disabled={busy === undefined && count >= QUANTITY_MAX}
            aria-disabled={busy !== undefined ? true : undefined}
            onClick={() => step(count + 1)}
          >
            <PlusIcon size={18} />
          </StepButton>
        </Stepper>
        {invalid && (
          <QuantityError id={errorId}>
            <ErrorIcon size={14} />
            {intl.formatMessage(valueMessages.quantityInvalid, { min: QUANTITY_MIN, max: QUANTITY_MAX })}
          </QuantityError>
        )}
      </QuantityCell>

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
        aria-disabled={busy !== undefined ? true : undefined}
        onClick={() => {
          if (busy === undefined) onRemove(item);
        }}
      >
        {busy === 'remove' ? <Spinner size={18} /> : <TrashIcon size={18} />}
      </RemoveButton>
    </Line>
  );
}
