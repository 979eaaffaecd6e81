import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  DEFAULT_QUANTITY,
  formatCurrency,
  parseQuantity,
  QUANTITY_MAX,
  QUANTITY_MIN,
  type ApiError,
} from '@eqp/sdk';
import { useAddToCart, useCustomerPrice, usePart, useUserInfo } from '@eqp/sdk/react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { LoadingBox } from '../LoadingBox';
import { PartThumb, shownPrice, usePartImageSrc, type ImageUrlGetter } from '../internal/partDisplay';
import { useSnackbar } from '../Snackbar';
import { TextField } from '../TextField';
import { messages, valueMessages } from './messages';
import {
  Body,
  Details,
  Fitted,
  LongText,
  Media,
  PriceBlock,
  QuantityRow,
  Skeleton,
} from './PartInfoDialog.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

export interface PartInfoDialogProps {
  /** The machine the part is for (the customer price and the cart line are per machine). */
  machineId: number;
  /** The part (spec §2: the `part` route parameter is the article number). */
  articleNumber: string;
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called when the dialog closes: the user closed it, or the part was added to the cart. */
  onClose: () => void;
  /** Called after a successful add (before `onClose`). */
  onAdded?: (input: { articleNumber: string; quantity: number }) => void;
  /** Offer "View cart" on the success snackbar. */
  onViewCart?: () => void;
  /** The address of an article image from its relative path. Default `/api2/resource/?relativePath=...`. */
  getImageUrl?: ImageUrlGetter;
  /** The first quantity. Default 1 (spec §5). */
  defaultQuantity?: number;
}

/**
 * One spare part (spec §2 PartInfoDialog): image, article number, description and long
 * description, the price when the user may see prices (the organisation's price for this machine
 * when it has one, else the list price; a failed price lookup means no customer price, spec §8),
 * a quantity (default 1) and Add to cart. After the add the cart is reloaded (spec §4), a success
 * snackbar says so, and the dialog closes. An unknown article shows a failed state inside the dialog.
 */
export function PartInfoDialog({
  machineId,
  articleNumber,
  open,
  onClose,
  onAdded,
  onViewCart,
  getImageUrl,
  defaultQuantity = DEFAULT_QUANTITY,
}: PartInfoDialogProps) {
  const intl = useIntl();
  const part = usePart(open ? articleNumber : null);
  const failed = part.error !== undefined && part.data === undefined;
  const notFound = failed && part.error?.status === 404;
  const title = part.data
    ? part.data.ArticleDescription || part.data.ArticleNumber
    : notFound
      ? intl.formatMessage(messages.notFoundTitle)
      : failed
        ? intl.formatMessage(messages.failedTitle)
        : intl.formatMessage(messages.loadingTitle);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description={
        part.data ? `${intl.formatMessage(messages.articleNumber)} ${part.data.ArticleNumber}` : undefined
      }
      size="medium"
      actions={
        failed ? (
          <>
            {!notFound && (
              <Button variant="secondary" onClick={() => void part.mutate()}>
                {intl.formatMessage(messages.retry)}
              </Button>
            )}
            <Button variant="primary" onClick={onClose}>
              {intl.formatMessage(messages.close)}
            </Button>
          </>
        ) : undefined
      }
    >
      {failed ? (
        <EmptyState
          size="compact"
          headingLevel={3}
          variant="error"
          title={
            notFound ? intl.formatMessage(messages.notFoundTitle) : intl.formatMessage(messages.failedTitle)
          }
          message={
            notFound
              ? intl.formatMessage(valueMessages.notFoundText, { articleNumber })
              : intl.formatMessage(messages.failedText)
          }
        />
      ) : part.data ? (
        <PartForm
          key={`${articleNumber}:${machineId}`}
          machineId={machineId}
          part={part.data}
          onClose={onClose}
          onAdded={onAdded}
          onViewCart={onViewCart}
          getImageUrl={getImageUrl}
          defaultQuantity={defaultQuantity}
        />
      ) : (
        <div aria-busy="true">
          <VisuallyHidden role="status">{intl.formatMessage(messages.loading)}</VisuallyHidden>
          <Skeleton aria-hidden="true">
            <LoadingBox width={160} height={160} />
            <div>
              <LoadingBox variant="text" width="40%" height={14} />
              <LoadingBox variant="text" width="90%" height={14} />
              <LoadingBox variant="text" width="70%" height={14} />
              <LoadingBox variant="text" width="30%" height={28} />
            </div>
          </Skeleton>
        </div>
      )}
    </Dialog>
  );
}

type Part = NonNullable<ReturnType<typeof usePart>['data']>;

function PartForm({
  machineId,
  part,
  onClose,
  onAdded,
  onViewCart,
  getImageUrl,
  defaultQuantity,
}: {
  machineId: number;
  part: Part;
  onClose: () => void;
  onAdded?: PartInfoDialogProps['onAdded'];
  onViewCart?: () => void;
  getImageUrl?: ImageUrlGetter;
  defaultQuantity: number;
}) {
  const intl = useIntl();
  const formId = useId();
  const snackbar = useSnackbar();
  const addToCart = useAddToCart();
  const { data: userInfo } = useUserInfo('customer');
  const showPrices = userInfo?.ShowPrices === true;
  // The price lookup is made only for users who see prices.
  const price = useCustomerPrice(showPrices ? part.ArticleNumber : null, machineId);
  const src = usePartImageSrc(part.ArticleImage, getImageUrl);
  const [quantityText, setQuantityText] = useState(String(defaultQuantity));
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // A whole number from 1 to 9999 (the contract's limit), checked before anything is sent.
  const quantity = parseQuantity(quantityText).value;

  // A new quantity clears the server's objection to the previous one.
  useEffect(() => setServerError(null), [quantityText]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (quantity === null || busy) return;
    setBusy(true);
    setServerError(null);
    try {
      await addToCart({ part, machineId, quantity });
      snackbar.show({
        message: intl.formatMessage(messages.added),
        variant: 'success',
        ...(onViewCart
          ? { action: { label: intl.formatMessage(messages.viewCart), onClick: onViewCart } }
          : {}),
      });
      onAdded?.({ articleNumber: part.ArticleNumber, quantity });
      onClose();
    } catch (error) {
      // Other failures are shown by the global snackbar (spec §8); a 400 is the dialog's to say.
      if ((error as ApiError).status === 400) setServerError((error as ApiError).message);
      setBusy(false);
    }
  };

  const shown = shownPrice(part, price.data);
  const currency = userInfo?.Currency ?? null;
  const amount = formatCurrency(shown.amount, currency, intl.locale);
  const listAmount = formatCurrency(part.ArticlePrice, currency, intl.locale);
  const long = part.ArticleDescriptionLong?.trim();

  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
      <Body>
        <Media>
          <PartThumb src={src} size={176} />
        </Media>
        <Details>
          {part.Quantity != null && part.Quantity > 1 && (
            <Fitted>{intl.formatMessage(valueMessages.inMachine, { count: part.Quantity })}</Fitted>
          )}
          {long && long !== part.ArticleDescription && (
            <LongText>
              <h3>{intl.formatMessage(messages.description)}</h3>
              <p>{long}</p>
            </LongText>
          )}
          {showPrices && (
            <PriceBlock data-customer={shown.customer || undefined} aria-live="polite">
              {price.isLoading ? (
                <LoadingBox variant="text" width={120} height={28} />
              ) : (
                <>
                  <span data-part="label">
                    {intl.formatMessage(shown.customer ? messages.yourPrice : messages.price)}
                  </span>
                  <span data-part="amount">{amount || intl.formatMessage(messages.noPrice)}</span>
                  {shown.customer && listAmount && listAmount !== amount && (
                    <span data-part="list">
                      {intl.formatMessage(valueMessages.listPriceWas, { amount: listAmount })}
                    </span>
                  )}
                </>
              )}
            </PriceBlock>
          )}
          <QuantityRow>
            <TextField
              label={intl.formatMessage(messages.quantity)}
              type="number"
              inputMode="numeric"
              min={QUANTITY_MIN}
              max={QUANTITY_MAX}
              step={1}
              value={quantityText}
              onChange={(event) => setQuantityText(event.target.value)}
              error={
                quantity === null
                  ? intl.formatMessage(valueMessages.quantityInvalid, {
                      min: QUANTITY_MIN,
                      max: QUANTITY_MAX,
                    })
                  : (serverError ?? undefined)
              }
              disabled={busy}
            />
            <Button type="submit" variant="primary" busy={busy} disabled={quantity === null}>
              {intl.formatMessage(messages.addToCart)}
            </Button>
          </QuantityRow>
        </Details>
      </Body>
    </form>
  );
}
