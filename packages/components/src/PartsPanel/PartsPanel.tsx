import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatCurrency, PARTS_SEARCH_MAX, PARTS_SEARCH_MIN, searchPartsScored } from '@eqp/sdk';
import { useMachineOverview, useModelParts, useUserInfo } from '@eqp/sdk/react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { ChevronRightIcon, CloseIcon } from '../internal/icons';
import { LoadingBox } from '../LoadingBox';
import { useLink } from '../internal/LinkContext';
import { TextField } from '../TextField';
import { messages, valueMessages } from './messages';
import {
  PartThumb,
  shownPrice,
  usePartImageSrc,
  type ImageUrlGetter,
  type Part,
} from '../internal/partDisplay';
import {
  ClearButton,
  Count,
  Header,
  Heading,
  List,
  Note,
  PartRow,
  Price,
  Root,
  SearchBox,
  Skeleton,
} from './PartsPanel.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

export interface PartsPanelProps {
  /** The machine whose model's parts are listed. */
  machineId: number;
  /** Where a part links to (the part dialog route), by article number. */
  partHref: (articleNumber: string) => string;
  /**
   * The address of an article image from its relative path. Default
   * `/api2/resource/?relativePath=...` on the sdk client's `baseUrl`.
   */
  getImageUrl?: ImageUrlGetter;
  /** The first search text (uncontrolled). */
  defaultQuery?: string;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

const SKELETON_ROWS = 6;

/**
 * The spare parts of a machine's model (spec §2 Parts tab): the full list first, and from 2
 * typed characters the scored search (spec §5: at most 10 results with a positive score). Each
 * part links to the part dialog, where it can be added to the cart.
 */
export function PartsPanel({
  machineId,
  partHref,
  getImageUrl,
  defaultQuery = '',
  className,
}: PartsPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const hintId = useId();
  const [query, setQuery] = useState(defaultQuery);
  const deferredQuery = useDeferredValue(query);
  const overview = useMachineOverview(machineId);
  const model = overview.data?.Machine.MachineModel ?? null;
  const parts = useModelParts(model?.Id);
  const { data: userInfo } = useUserInfo('customer');
  const showPrices = userInfo?.ShowPrices === true;
  const currency = userInfo?.Currency ?? null;

  const searching = deferredQuery.trim().length >= PARTS_SEARCH_MIN;
  const results = useMemo(
    () => (searching ? searchPartsScored(parts.data ?? [], deferredQuery).map((entry) => entry.part) : []),
    [searching, parts.data, deferredQuery],
  );

  const noModel = overview.data !== undefined && model === null;
  const loading = !noModel && (overview.isLoading || parts.isLoading || (!overview.data && !overview.error));
  const failed = !loading && !noModel && (overview.error !== undefined || parts.error !== undefined);
  const allParts = parts.data ?? [];
  const shown: readonly Part[] = searching ? results : allParts;
  const state = noModel
    ? 'no-model'
    : loading
      ? 'loading'
      : failed
        ? 'error'
        : allParts.length === 0
          ? 'empty'
          : searching
            ? results.length === 0
              ? 'no-results'
              : 'results'
            : 'list';

  const retry = () => {
    if (overview.error) void overview.mutate();
    void parts.mutate();
  };

  const canSearch = !noModel && !failed && !(state === 'empty');
  const short = query.trim().length < PARTS_SEARCH_MIN;

  return (
    <Root className={className} data-state={state} aria-labelledby={headingId}>
      <Header>
        <div>
          <Heading id={headingId}>{intl.formatMessage(messages.title)}</Heading>
          {!loading && !noModel && !failed && allParts.length > 0 && (
            <Count>
              {model?.Name
                ? intl.formatMessage(valueMessages.partCountForModel, {
                    count: allParts.length,
                    model: model.Name,
                  })
                : intl.formatMessage(valueMessages.partCount, { count: allParts.length })}
            </Count>
          )}
        </div>
        {canSearch && (
          <SearchBox role="search">
            <TextField
              label={intl.formatMessage(messages.searchLabel)}
              type="search"
              value={query}
              placeholder={intl.formatMessage(messages.searchPlaceholder)}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setQuery(event.target.value)}
              hint={short ? intl.formatMessage(messages.searchHint) : undefined}
              aria-describedby={hintId}
              disabled={loading}
              endAdornment={
                query !== '' ? (
                  <ClearButton
                    type="button"
                    aria-label={intl.formatMessage(messages.clearSearch)}
                    onClick={() => setQuery('')}
                  >
                    <CloseIcon size={16} />
                  </ClearButton>
                ) : undefined
              }
            />
          </SearchBox>
        )}
      </Header>

      {/* What the search found, for screen readers (the visible list says it too). */}
      <VisuallyHidden id={hintId} role="status" aria-live="polite">
        {searching && !loading
          ? results.length === 0
            ? intl.formatMessage(messages.noResults)
            : intl.formatMessage(valueMessages.resultCount, { count: results.length })
          : ''}
      </VisuallyHidden>

      {noModel ? (
        <EmptyState
          size="compact"
          headingLevel={3}
          title={intl.formatMessage(messages.noModelTitle)}
          message={intl.formatMessage(messages.noModelText)}
        />
      ) : loading ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">{intl.formatMessage(messages.loading)}</VisuallyHidden>
          <Skeleton aria-hidden="true">
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <div key={index}>
                <LoadingBox width={56} height={56} />
                <div>
                  <LoadingBox variant="text" width="30%" height={12} />
                  <LoadingBox variant="text" width="60%" height={16} />
                </div>
              </div>
            ))}
          </Skeleton>
        </div>
      ) : failed ? (
        <EmptyState
          size="compact"
          headingLevel={3}
          variant="error"
          title={intl.formatMessage(messages.errorTitle)}
          message={intl.formatMessage(messages.errorText)}
          action={
            <Button variant="secondary" onClick={retry}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        />
      ) : allParts.length === 0 ? (
        <EmptyState
          size="compact"
          headingLevel={3}
          title={intl.formatMessage(messages.emptyTitle)}
          message={intl.formatMessage(messages.emptyText)}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          size="compact"
          headingLevel={3}
          title={intl.formatMessage(messages.noResults)}
          message={intl.formatMessage(messages.noResultsText)}
        />
      ) : (
        <>
          <List aria-label={intl.formatMessage(searching ? messages.results : messages.allParts)}>
            {shown.map((part) => (
              <li key={part.ArticleNumber}>
                <PartItem
                  part={part}
                  href={partHref(part.ArticleNumber)}
                  prices={showPrices ? { currency, locale: intl.locale } : null}
                  getImageUrl={getImageUrl}
                />
              </li>
            ))}
          </List>
          {searching && results.length >= PARTS_SEARCH_MAX && (
            <Note>{intl.formatMessage(valueMessages.bestMatches, { count: PARTS_SEARCH_MAX })}</Note>
          )}
        </>
      )}
    </Root>
  );
}

function PartItem({
  part,
  href,
  prices,
  getImageUrl,
}: {
  part: Part;
  href: string;
  prices: { currency: string | null; locale: string } | null;
  getImageUrl?: ImageUrlGetter;
}) {
  const intl = useIntl();
  const Link = useLink();
  const src = usePartImageSrc(part.ArticleImage, getImageUrl);
  const price = shownPrice(part);
  const amount = prices ? formatCurrency(price.amount, prices.currency, prices.locale) : '';
  return (
    <PartRow>
      <Link href={href} data-variant="part">
        <PartThumb src={src} />
        <span data-part="text">
          <span data-part="number">{part.ArticleNumber}</span>
          <span data-part="description">{part.ArticleDescription || part.ArticleNumber}</span>
          {part.Quantity != null && part.Quantity > 1 && (
            <span data-part="quantity">
              {intl.formatMessage(valueMessages.inMachine, { count: part.Quantity })}
            </span>
          )}
        </span>
        {amount && (
          <Price data-customer={price.customer || undefined}>
            <span data-part="label">
              {intl.formatMessage(price.customer ? messages.yourPrice : messages.listPrice)}
            </span>
            <span data-part="amount">{amount}</span>
          </Price>
        )}
        <ChevronRightIcon data-part="chevron" size={18} />
      </Link>
    </PartRow>
  );
}
