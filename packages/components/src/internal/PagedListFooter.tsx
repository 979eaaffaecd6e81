import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '../Button';
import { Spinner } from '../LoadingBox';
import { EndNote, Footer, LoadingMore } from './PagedListFooter.styles';

export interface PagedListFooterProps {
  /** Items loaded so far. */
  loadedCount: number;
  /** The list's page size: the "all shown" note appears only once more than one page is loaded. */
  pageSize: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  /**
   * The list's own note for a failed later page (with its Retry button); shown instead of the
   * rest while given.
   */
  failedNote?: ReactNode;
  /** The list's texts: `allShown` takes `{ count }`. */
  messages: { loadingMore: MessageDescriptor; loadMore: MessageDescriptor; allShown: MessageDescriptor };
  /** `compact` (default) under a table, `roomy` under a card grid. */
  spacing?: 'compact' | 'roomy';
}

/**
 * The end of a paged list (spec §4): the failed-page note, a "loading more" pill while the next
 * page loads, a Load more button for keyboards and short pages, or once every page is loaded a
 * note that all are shown.
 */
export function PagedListFooter({
  loadedCount,
  pageSize,
  hasMore,
  isLoadingMore,
  loadMore,
  failedNote,
  messages,
  spacing = 'compact',
}: PagedListFooterProps) {
  const intl = useIntl();
  return (
    <Footer data-spacing={spacing}>
      {failedNote ? (
        failedNote
      ) : isLoadingMore ? (
        <LoadingMore role="status">
          <Spinner size={18} />
          <span>{intl.formatMessage(messages.loadingMore)}</span>
        </LoadingMore>
      ) : hasMore ? (
        <Button variant="secondary" onClick={loadMore}>
          {intl.formatMessage(messages.loadMore)}
        </Button>
      ) : (
        loadedCount > pageSize && (
          <EndNote>{intl.formatMessage(messages.allShown, { count: loadedCount })}</EndNote>
        )
      )}
    </Footer>
  );
}
