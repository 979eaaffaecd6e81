import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ApiError, cartGroupTotal, cartItemCount, formatCurrency, type Schema } from '@eqp/sdk';
import {
  newIdempotencyKey,
  useCart,
  useCartActions,
  useClient,
  useMachineOverview,
  useUserInfo,
} from '@eqp/sdk/react';
import { Button } from '../Button';
import { useMediaQuery } from '../internal/useMediaQuery';
import { EmptyState } from '../EmptyState';
import { LoadingBox } from '../LoadingBox';
import { resourceUrl } from '../internal/links';
import { useLink } from '../internal/LinkContext';
import { useSnackbar } from '../Snackbar';
import { breakpoints } from '../theme/tokens';
import { CartLine, type CartItem, type LineBusy } from './CartLine';
import { FinalizePanel, type MachineTotal } from './FinalizePanel';
import { ArrowLeftIcon, ArrowRightIcon, CartOutlineIcon, MachineIcon } from '../internal/icons';
import { messages, valueMessages } from './messages';
import {
  BackButton,
  EmptyCard,
  Group,
  GroupHeader,
  GroupTitle,
  GroupTotal,
  Groups,
  Header,
  HeaderCount,
  Heading,
  Layout,
  Lines,
  LinkButton,
  NextBar,
  Root,
  SkeletonGroup,
} from './ShoppingCart.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

type MachineRef = Schema<'MachineRef'>;

/**
 * `split`: the cart list and the finalize panel side by side (desktop). `steps`: the list, then
 * Next opens the finalize panel with a back arrow (phone and tablet, spec §2). `auto` (default):
 * `split` from 900 px (spec §9 mobile breakpoint), `steps` below.
 */
export type ShoppingCartLayout = 'auto' | 'split' | 'steps';

/** The two modes of the `steps` layout: the cart lines, or the order details. */
export type ShoppingCartStep = 'cart' | 'details';

export interface ShoppingCartProps {
  /** The order was sent; `jobId` is the new part order. The portal opens the job list (spec §7). */
  onCheckedOut?: (jobId: number) => void;
  /** Where a group's machine links to. Default `/customer/machines/{id}/general`. */
  machineHref?: (machineId: number) => string;
  /** Where a line's article links to. Default the machine's part dialog `/customer/machines/{id}/parts/{article}`. */
  partHref?: (machineId: number, articleNumber: string) => string;
  /** The empty cart's "Browse equipment" link. Default `/customer/machines/list`. */
  shopHref?: string;
  /**
   * The address of an article image from its relative path. Default `/api2/resource/?relativePath=`
   * on the sdk client's `baseUrl` (spec §7).
   */
  getImageUrl?: (relativePath: string) => string;
  /** Default `auto`. */
  layout?: ShoppingCartLayout;
  /** The first mode of the `steps` layout. Default `cart`. */
  defaultStep?: ShoppingCartStep;
  /** Heading; default the translated "Shopping cart". */
  title?: ReactNode;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

export const defaultCartMachineHref = (machineId: number) => `/customer/machines/${machineId}/general`;
export const defaultCartPartHref = (machineId: number, articleNumber: string) =>
  `/customer/machines/${machineId}/parts/${encodeURIComponent(articleNumber)}`;
const DEFAULT_SHOP_HREF = '/customer/machines/list';

const MOBILE_QUERY = `(max-width: ${breakpoints.tablet - 0.02}px)`;

function machineName(machine: MachineRef, intl: IntlShape): string {
  return (
    machine.DisplayName?.trim() ||
    machine.Name?.trim() ||
    intl.formatMessage(valueMessages.unnamedMachine, { id: machine.Id })
  );
}

/**
 * The group's machine type and serial number. The type comes from the machine's overview (one
 * cached call per machine in the cart, the one its machine page uses too), not from a list of
 * every machine of the organisation.
 */
function MachineDetails({ machine }: { machine: MachineRef }) {
  const intl = useIntl();
  const { data } = useMachineOverview(machine.Id);
  const type = data?.Machine.MachineType?.Name ?? data?.Machine.MachineModel?.MachineType?.Name ?? null;
  const details = [
    type,
    machine.SerialNumber
      ? intl.formatMessage(valueMessages.serialNumber, { serial: machine.SerialNumber })
      : null,
  ].filter(Boolean);
  return details.length > 0 ? <p>{details.join(' · ')}</p> : null;
}

/**
 * The customer's shopping cart (spec §2): the lines grouped by machine with quantity, price and
 * delete, and the finalize panel that sends the cart as a part order (spec §7 checkout). Side by
 * side on desktop; on phones and tablets the list, then Next to the order details.
 */
export function ShoppingCart({
  onCheckedOut,
  machineHref = defaultCartMachineHref,
  partHref = defaultCartPartHref,
  shopHref = DEFAULT_SHOP_HREF,
  getImageUrl,
  layout = 'auto',
  defaultStep = 'cart',
  title,
  className,
}: ShoppingCartProps) {
  const intl = useIntl();
  const Link = useLink();
  const snackbar = useSnackbar();
  const { baseUrl } = useClient();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);

  const { data: cart, error: cartError, mutate: reloadCart } = useCart();
  const { data: userInfo } = useUserInfo('customer');
  const { setCount, remove, checkout } = useCartActions();

  const isMobile = useMediaQuery(MOBILE_QUERY, false);
  const resolvedLayout: Exclude<ShoppingCartLayout, 'auto'> =
    layout === 'auto' ? (isMobile ? 'steps' : 'split') : layout;
  const [step, setStep] = useState<ShoppingCartStep>(defaultStep);
  // Focus follows a step the user chose (not the first render).
  const focusStep = useRef(false);

  const [busyLines, setBusyLines] = useState<ReadonlyMap<number, LineBusy>>(new Map());
  // The same line's changes never run at the same time (a ref: faster than a re-render).
  const runningLines = useRef(new Set<number>());
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  // One Idempotency-Key per checkout attempt; a retry of the same attempt sends it again.
  const attempt = useRef<{ key: string; signature: string } | null>(null);

  const showPrices = userInfo?.ShowPrices === true;
  const currency = userInfo?.Currency ?? cart?.Currency ?? null;
  const groups = useMemo(() => (cart?.Groups ?? []).filter((group) => group.Items.length > 0), [cart]);
  const articleCount = cartItemCount(cart);
  const loading = cart === undefined && cartError === undefined;
  // A failed load shows the empty cart (spec §8); the client's snackbar shows the message.
  const empty = !loading && (groups.length === 0 || cart?.CartId == null);

  const machineTotals = useMemo<MachineTotal[]>(
    () =>
      groups.map((group) => ({
        id: group.Machine.Id,
        name: machineName(group.Machine, intl),
        total: cartGroupTotal(group.Items),
      })),
    [groups, intl],
  );
  // The total is the server's (TotalAmount), never summed here: while a quantity change runs, the
  // cart and its total stay the last ones the server answered, until it answers the new cart.
  const grandTotal = cart?.TotalAmount ?? 0;
  const format = (amount: number) => formatCurrency(amount, currency, intl.locale);

  const imageSrc = useCallback(
    (relativePath: string | null) =>
      relativePath ? (getImageUrl ? getImageUrl(relativePath) : resourceUrl(relativePath, baseUrl)) : null,
    [getImageUrl, baseUrl],
  );

  // Back to the list when the cart empties in the details mode (sent elsewhere, last line gone).
  useEffect(() => {
    if (empty && step === 'details') setStep('cart');
  }, [empty, step]);

  useEffect(() => {
    if (!focusStep.current) return;
    focusStep.current = false;
    (step === 'details' ? panelHeadingRef : headingRef).current?.focus();
  }, [step]);

  const goTo = (next: ShoppingCartStep) => {
    focusStep.current = true;
    setStep(next);
  };

  const runOnLine = async (item: CartItem, kind: LineBusy, run: () => Promise<void>) => {
    if (runningLines.current.has(item.Id)) return false;
    runningLines.current.add(item.Id);
    setBusyLines((current) => new Map(current).set(item.Id, kind));
    try {
      await run();
      return true;
    } catch (error) {
      // Every failure but a 400 is already in the global snackbar (spec §8).
      if (error instanceof ApiError && error.status === 400) {
        snackbar.show({ message: error.message, variant: 'error' });
      }
      return false;
    } finally {
      runningLines.current.delete(item.Id);
      setBusyLines((current) => {
        const next = new Map(current);
        next.delete(item.Id);
        return next;
      });
    }
  };

  const onSetCount = (item: CartItem, count: number) => {
    if (count < 1) return;
    void runOnLine(item, 'count', () => setCount(item.Id, count));
  };

  const onRemove = async (item: CartItem) => {
    const article = item.Article.ArticleNumber;
    const removed = await runOnLine(item, 'remove', () => remove(item.Id));
    if (!removed) return;
    snackbar.show({ message: intl.formatMessage(valueMessages.removed, { article }), variant: 'success' });
    // The focused delete button is gone with its line: continue from the heading.
    if (
      typeof document !== 'undefined' &&
      (!document.activeElement || document.activeElement === document.body)
    ) {
      headingRef.current?.focus({ preventScroll: true });
    }
  };

  const send = async () => {
    if (!cart || cart.CartId == null || sending) return;
    const cartId = cart.CartId;
    const signature = JSON.stringify([
      cartId,
      comment,
      groups.flatMap((group) => group.Items.map((item) => [item.Id, item.ArticleCount])),
    ]);
    if (attempt.current?.signature !== signature) {
      attempt.current = { key: newIdempotencyKey(), signature };
    }
    setSending(true);
    setSendError(null);
    try {
      const { Id } = await checkout({ cartId, comment, idempotencyKey: attempt.current.key });
      attempt.current = null;
      setComment('');
      snackbar.show({ message: intl.formatMessage(messages.sent), variant: 'success' });
      onCheckedOut?.(Id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setSendError(error.message);
      // A cart sent meanwhile (409) or changed: show what the server has now.
      if (error instanceof ApiError && error.status === 409) void reloadCart();
    } finally {
      setSending(false);
    }
  };

  const heading = (
    <Header>
      <Heading id={headingId} ref={headingRef} tabIndex={-1}>
        {title ?? intl.formatMessage(messages.title)}
      </Heading>
      {!loading && !empty && (
        <HeaderCount>{intl.formatMessage(valueMessages.articles, { count: articleCount })}</HeaderCount>
      )}
    </Header>
  );

  const state = loading ? 'loading' : empty ? 'empty' : sending ? 'sending' : 'ready';

  if (loading) {
    return (
      <Root className={className} data-state={state} aria-labelledby={headingId}>
        {heading}
        <Layout data-layout={resolvedLayout} aria-busy="true">
          <VisuallyHidden role="status">{intl.formatMessage(messages.loading)}</VisuallyHidden>
          <Groups aria-hidden="true">
            {[3, 2].map((rows, index) => (
              <SkeletonGroup key={index}>
                <LoadingBox variant="text" width="45%" height={20} />
                <LoadingBox height={64} count={rows} />
              </SkeletonGroup>
            ))}
          </Groups>
          {resolvedLayout === 'split' && (
            <SkeletonGroup aria-hidden="true">
              <LoadingBox variant="text" width="60%" height={22} />
              <LoadingBox height={120} />
              <LoadingBox height={44} />
            </SkeletonGroup>
          )}
        </Layout>
      </Root>
    );
  }

  if (empty) {
    return (
      <Root className={className} data-state={state} aria-labelledby={headingId}>
        {heading}
        <EmptyCard>
          <EmptyState
            icon={<CartOutlineIcon size={28} />}
            title={intl.formatMessage(messages.emptyTitle)}
            message={intl.formatMessage(messages.emptyText)}
            action={
              <LinkButton as={Link} href={shopHref} data-variant="primary" data-size="medium">
                {intl.formatMessage(messages.browseEquipment)}
              </LinkButton>
            }
          />
        </EmptyCard>
      </Root>
    );
  }

  const lineBusy = busyLines.size > 0;
  const panel = (
    <FinalizePanel
      articleCount={articleCount}
      prices={showPrices ? { currency, machines: machineTotals, total: grandTotal } : null}
      customer={userInfo?.Customer}
      comment={comment}
      onCommentChange={(value) => {
        setComment(value);
        setSendError(null);
      }}
      sending={sending}
      disabled={sending || lineBusy || articleCount === 0}
      error={sendError}
      onSend={() => void send()}
      headingRef={panelHeadingRef}
    />
  );

  const list = (
    <Groups>
      {groups.map((group, index) => {
        const machine = group.Machine;
        const name = machineName(machine, intl);
        const total = machineTotals[index]?.total ?? null;
        const groupHeadingId = `${headingId}-machine-${machine.Id}`;
        return (
          <Group key={machine.Id} aria-labelledby={groupHeadingId}>
            <GroupHeader>
              <MachineIcon size={22} />
              <GroupTitle>
                <h2 id={groupHeadingId}>
                  <Link href={machineHref(machine.Id)}>{name}</Link>
                </h2>
                <MachineDetails machine={machine} />
              </GroupTitle>
              {showPrices && total !== null && (
                <GroupTotal>
                  <span>{intl.formatMessage(messages.machineTotal)}</span>
                  <strong>{format(total)}</strong>
                </GroupTotal>
              )}
            </GroupHeader>
            <Lines aria-label={intl.formatMessage(valueMessages.lines, { machine: name })}>
              {group.Items.map((item) => (
                <CartLine
                  key={item.Id}
                  item={item}
                  prices={showPrices ? { currency } : null}
                  busy={busyLines.get(item.Id)}
                  imageSrc={imageSrc(item.Article.ArticleImage)}
                  partHref={partHref(machine.Id, item.Article.ArticleNumber)}
                  onSetCount={onSetCount}
                  onRemove={(line) => void onRemove(line)}
                />
              ))}
            </Lines>
          </Group>
        );
      })}
    </Groups>
  );

  if (resolvedLayout === 'split') {
    return (
      <Root className={className} data-state={state} data-layout="split" aria-labelledby={headingId}>
        {heading}
        <Layout data-layout="split">
          {list}
          {panel}
        </Layout>
      </Root>
    );
  }

  return (
    <Root
      className={className}
      data-state={state}
      data-layout="steps"
      data-step={step}
      aria-labelledby={headingId}
    >
      {step === 'cart' ? (
        <>
          {heading}
          <Layout data-layout="steps">
            {list}
            <NextBar>
              <div>
                <span>{intl.formatMessage(valueMessages.articles, { count: articleCount })}</span>
                {showPrices && <strong>{format(grandTotal)}</strong>}
              </div>
              <Button variant="primary" size="large" disabled={lineBusy} onClick={() => goTo('details')}>
                {intl.formatMessage(messages.next)}
                <ArrowRightIcon size={18} />
              </Button>
            </NextBar>
          </Layout>
        </>
      ) : (
        <Layout data-layout="steps">
          <div>
            <VisuallyHidden as="h1" id={headingId}>
              {title ?? intl.formatMessage(messages.title)}
            </VisuallyHidden>
            <BackButton type="button" onClick={() => goTo('cart')}>
              <ArrowLeftIcon size={20} />
              {intl.formatMessage(messages.back)}
            </BackButton>
            {panel}
          </div>
        </Layout>
      )}
    </Root>
  );
}
