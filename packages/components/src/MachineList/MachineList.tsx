import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useIntl } from 'react-intl';
import { PAGE_SIZE_MACHINES, type MachineListItem } from '@eqp/sdk';
import { useClient, useMachineFilterOptions, useMachinesPaged, useUserInfo } from '@eqp/sdk/react';
import { Button } from '../Button';
import { PagedListFooter } from '../internal/PagedListFooter';
import { LoadingBox } from '../LoadingBox';
import { EmptyIllustration, ErrorIcon, GridIcon, ListIcon } from '../internal/icons';
import { defaultMachineHref, resourceUrl, type MachinePanel } from '../internal/links';
import { imagePriority, MachineCard, MachineRow, type MachineItemContext } from './MachineItem';
import { messages, valueMessages } from './messages';
import {
  activeFilterCount,
  MachineListToolbar,
  withoutFilters,
  type MachineListFilters,
} from './MachineListToolbar';
import { useScrollPaging, type ScrollContainer } from '../internal/useScrollPaging';
import {
  CardGrid,
  CardItem,
  EmptyState,
  ErrorNote,
  Header,
  Heading,
  Root,
  SkeletonCard,
  Table,
  ToggleButton,
  ViewToggle,
} from './MachineList.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

export type MachineListView = 'cards' | 'list';
export type { MachineListFilters, MachineListSort } from './MachineListToolbar';

export interface MachineListProps {
  /** The view (controlled). */
  view?: MachineListView;
  /** The first view when `view` is not given. Default `cards`. */
  defaultView?: MachineListView;
  /** The user switched between cards and list. */
  onViewChange?: (view: MachineListView) => void;
  /**
   * The filters and the sort (controlled): a host that keeps them (e.g. in the address) passes
   * them here and takes each change from `onFiltersChange`.
   */
  filters?: MachineListFilters;
  /** The first filters and sort when `filters` is not given. Default none, by name. */
  defaultFilters?: MachineListFilters;
  /** The user changed a filter or the sort (or cleared the filters). */
  onFiltersChange?: (filters: MachineListFilters) => void;
  /**
   * Where a machine links to: `general` (its name), `service` and `parts` (the lifetime totals).
   * Default `/customer/machines/{Id}/{panel}`.
   */
  getMachineHref?: (machine: MachineListItem, panel?: MachinePanel) => string;
  /**
   * The address of a model image from its relative path. Default
   * `/api2/resource/?relativePath=...` on the sdk client's `baseUrl` (spec §7), so a list
   * embedded on another origin loads its images from the API's origin.
   */
  getImageUrl?: (relativePath: string) => string;
  /** What scrolls for paging: the page (`'window'`, default) or a ref to a scrolling element. */
  scrollContainer?: ScrollContainer;
  /** Heading; default the translated "Equipment list". */
  title?: ReactNode;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

const SKELETON_CARDS = 6;
const NO_FILTERS: MachineListFilters = {};
const footerMessages = {
  loadingMore: messages.loadingMore,
  loadMore: messages.loadMore,
  allShown: valueMessages.allShown,
};

/**
 * The customer's machines (spec §2), as cards or a list, loaded 30 at a time as the user
 * scrolls (spec §4). Shows open service and part orders and, when the user may see prices,
 * the lifetime Service and Parts totals.
 */
export function MachineList({
  view: controlledView,
  defaultView = 'cards',
  onViewChange,
  filters: controlledFilters,
  defaultFilters = NO_FILTERS,
  onFiltersChange,
  getMachineHref = defaultMachineHref,
  getImageUrl,
  scrollContainer = 'window',
  title,
  className,
}: MachineListProps) {
  const intl = useIntl();
  const headingId = useId();
  const [view, setView] = useControllableState<MachineListView>({
    prop: controlledView,
    defaultProp: defaultView,
    onChange: onViewChange,
    caller: 'MachineList',
  });
  const { baseUrl } = useClient();
  const { data: userInfo } = useUserInfo('customer');
  const [filters, setFilters] = useControllableState<MachineListFilters>({
    prop: controlledFilters,
    defaultProp: defaultFilters,
    onChange: onFiltersChange,
    caller: 'MachineList',
  });
  const { data: filterOptions } = useMachineFilterOptions();
  const { items, isLoading, error, isLoadingMore, hasMore, loadMore, mutate, totalCount, totalCountCapped } =
    useMachinesPaged({
      pageSize: PAGE_SIZE_MACHINES,
      TypeId: filters.typeId,
      SupplierId: filters.supplierId,
      Location: filters.location,
      HasOpenOrders: filters.hasOpenOrders,
      Sort: filters.sort,
    });

  useScrollPaging(scrollContainer, {
    loadedCount: items.length,
    pageSize: PAGE_SIZE_MACHINES,
    hasMore,
    isLoadingMore,
    loadMore,
  });

  const filtered = activeFilterCount(filters) > 0;

  const showPrices = userInfo?.ShowPrices === true;
  const currency = userInfo?.Currency ?? null;
  const context = useMemo<MachineItemContext>(
    () => ({
      prices: showPrices ? { currency } : null,
      getHref: getMachineHref,
      getImageSrc: ({ ModelImage }) =>
        ModelImage ? (getImageUrl ? getImageUrl(ModelImage) : resourceUrl(ModelImage, baseUrl)) : null,
    }),
    [showPrices, currency, getMachineHref, getImageUrl, baseUrl],
  );

  const retry = useCallback(() => {
    void mutate();
  }, [mutate]);

  const failed = error !== undefined && items.length === 0;
  const empty = !isLoading && !failed && items.length === 0;

  return (
    <Root
      className={className}
      data-view={view}
      data-state={isLoading ? 'loading' : failed ? 'error' : empty ? 'empty' : 'ready'}
    >
      <Header>
        <Heading id={headingId}>{title ?? intl.formatMessage(messages.title)}</Heading>
        <ViewToggle role="group" aria-label={intl.formatMessage(messages.viewLabel)}>
          <ToggleButton type="button" aria-pressed={view === 'cards'} onClick={() => setView('cards')}>
            <GridIcon />
            <span>{intl.formatMessage(messages.viewCards)}</span>
          </ToggleButton>
          <ToggleButton type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            <ListIcon />
            <span>{intl.formatMessage(messages.viewList)}</span>
          </ToggleButton>
        </ViewToggle>
      </Header>

      <MachineListToolbar
        filters={filters}
        onChange={setFilters}
        options={filterOptions}
        count={
          !isLoading && !failed && totalCount !== undefined
            ? { value: totalCount, capped: totalCountCapped }
            : undefined
        }
      />

      {failed && (
        <ErrorNote role="status">
          <ErrorIcon size={16} />
          <div>
            <strong>{intl.formatMessage(messages.errorTitle)}</strong>
            <span>{intl.formatMessage(messages.errorText)}</span>
          </div>
          <Button variant="secondary" size="small" onClick={retry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </ErrorNote>
      )}

      {isLoading ? (
        <LoadingSkeleton view={view} label={intl.formatMessage(messages.loading)} />
      ) : view === 'cards' ? (
        <CardGrid role="list" aria-labelledby={headingId}>
          {items.map((machine, index) => (
            <CardItem key={machine.Id}>
              <MachineCard machine={machine} context={context} priority={imagePriority(index)} />
            </CardItem>
          ))}
        </CardGrid>
      ) : (
        items.length > 0 && (
          <Table role="table" aria-labelledby={headingId} data-prices={showPrices ? 'shown' : 'hidden'}>
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col" data-column="image">
                  <VisuallyHidden>{intl.formatMessage(messages.image)}</VisuallyHidden>
                </th>
                <th role="columnheader" scope="col" data-column="name">
                  {intl.formatMessage(messages.equipment)}
                </th>
                <th role="columnheader" scope="col" data-column="supplier">
                  {intl.formatMessage(messages.supplier)}
                </th>
                <th role="columnheader" scope="col" data-column="model">
                  {intl.formatMessage(messages.model)}
                </th>
                <th role="columnheader" scope="col" data-column="orders">
                  {intl.formatMessage(messages.openOrders)}
                </th>
                {showPrices && (
                  <>
                    <th role="columnheader" scope="col" data-column="service">
                      {intl.formatMessage(messages.serviceTotal)}
                    </th>
                    <th role="columnheader" scope="col" data-column="parts">
                      {intl.formatMessage(messages.partsTotal)}
                    </th>
                  </>
                )}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {items.map((machine, index) => (
                <MachineRow
                  key={machine.Id}
                  machine={machine}
                  context={context}
                  priority={imagePriority(index)}
                />
              ))}
            </tbody>
          </Table>
        )
      )}

      {empty &&
        (filtered ? (
          <EmptyState data-variant="no-match">
            <EmptyIllustration />
            <h2>{intl.formatMessage(messages.noMatchTitle)}</h2>
            <p>{intl.formatMessage(messages.noMatchText)}</p>
            <Button variant="secondary" onClick={() => setFilters(withoutFilters(filters))}>
              {intl.formatMessage(messages.clearFilters)}
            </Button>
          </EmptyState>
        ) : (
          <EmptyState>
            <EmptyIllustration />
            <h2>{intl.formatMessage(messages.emptyTitle)}</h2>
            <p>{intl.formatMessage(messages.emptyText)}</p>
          </EmptyState>
        ))}

      {!isLoading && items.length > 0 && (
        <PagedListFooter
          spacing="roomy"
          loadedCount={items.length}
          pageSize={PAGE_SIZE_MACHINES}
          hasMore={hasMore}
          isLoadingMore={isLoadingMore}
          loadMore={loadMore}
          messages={footerMessages}
          failedNote={
            error ? (
              <ErrorNote role="status" data-variant="inline">
                <ErrorIcon size={16} />
                <div>
                  <strong>{intl.formatMessage(messages.moreFailed)}</strong>
                </div>
                <Button variant="secondary" size="small" onClick={retry}>
                  {intl.formatMessage(messages.retry)}
                </Button>
              </ErrorNote>
            ) : undefined
          }
        />
      )}
    </Root>
  );
}

function LoadingSkeleton({ view, label }: { view: MachineListView; label: string }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {view === 'cards' ? (
        <CardGrid as="div" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <SkeletonCard key={index}>
              <LoadingBox height={150} />
              <div>
                <LoadingBox variant="text" width="40%" height={12} />
                <LoadingBox variant="text" width="75%" height={18} />
                <LoadingBox variant="text" width="60%" height={12} />
                <LoadingBox variant="text" width="50%" height={24} />
              </div>
            </SkeletonCard>
          ))}
        </CardGrid>
      ) : (
        <div aria-hidden="true">
          <LoadingBox height={56} count={8} />
        </div>
      )}
    </div>
  );
}
