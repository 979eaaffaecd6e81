import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Schema } from '@eqp/sdk';
import { useMachineOverview, usePartDrawingImage, usePartDrawings } from '@eqp/sdk/react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Image } from '../Image';
import { BrokenImageIcon } from '../internal/icons';
import { LoadingBox } from '../LoadingBox';
import { positionsOf } from '../internal/drawingAreas';
import { useLink } from '../internal/LinkContext';
import { messages, valueMessages } from './messages';
import {
  Broken,
  Count,
  Grid,
  Header,
  Heading,
  Root,
  SkeletonTile,
  Thumb,
  Tile,
} from './PartDocumentPanel.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

type PartDocument = Schema<'Document'>;

export interface PartDocumentPanelProps {
  /** The machine whose model's part drawings are listed. */
  machineId: number;
  /** Where a drawing links to (the drawing dialog route `{modelid}/{documentid}`). */
  documentHref: (modelId: number, documentId: number) => string;
  /** Extra class name on the root element, for the host's own styles. */
  className?: string;
}

const SKELETON_TILES = 3;

/** The model id of a drawing's route: the machine's own model when the drawing lists it. */
function modelIdOf(document: PartDocument, machineModelId: number | undefined): number {
  const own = document.ModelDocuments.find((link) => link.MachineModelId === machineModelId);
  return own?.MachineModelId ?? machineModelId ?? document.ModelDocuments[0]?.MachineModelId ?? 0;
}

/**
 * The part drawings (exploded views) of a machine (spec §2 Exploded view tab) as tiles with a
 * thumbnail and a name, each opening the drawing dialog.
 */
export function PartDocumentPanel({ machineId, documentHref, className }: PartDocumentPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const drawings = usePartDrawings(machineId);
  const overview = useMachineOverview(machineId);
  const machineModelId = overview.data?.Machine.MachineModel?.Id;
  const items = drawings.data ?? [];
  const failed = drawings.error !== undefined && drawings.data === undefined;
  const loading = drawings.isLoading || (!drawings.data && !drawings.error);
  const state = loading ? 'loading' : failed ? 'error' : items.length === 0 ? 'empty' : 'ready';

  return (
    <Root className={className} data-state={state} aria-labelledby={headingId}>
      <Header>
        <Heading id={headingId}>{intl.formatMessage(messages.title)}</Heading>
        {state === 'ready' && (
          <Count>
            {intl.formatMessage(valueMessages.drawingCount, { count: items.length })}
            {' · '}
            {intl.formatMessage(messages.intro)}
          </Count>
        )}
      </Header>
      {state === 'loading' ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">{intl.formatMessage(messages.loading)}</VisuallyHidden>
          <Grid as="div" aria-hidden="true">
            {Array.from({ length: SKELETON_TILES }, (_, index) => (
              <SkeletonTile key={index}>
                <LoadingBox height={150} />
                <div>
                  <LoadingBox variant="text" width="80%" height={16} />
                  <LoadingBox variant="text" width="40%" height={12} />
                </div>
              </SkeletonTile>
            ))}
          </Grid>
        </div>
      ) : state === 'error' ? (
        <EmptyState
          size="compact"
          headingLevel={3}
          variant="error"
          title={intl.formatMessage(messages.errorTitle)}
          message={intl.formatMessage(messages.errorText)}
          action={
            <Button variant="secondary" onClick={() => void drawings.mutate()}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        />
      ) : state === 'empty' ? (
        <EmptyState
          size="compact"
          headingLevel={3}
          title={intl.formatMessage(messages.emptyTitle)}
          message={intl.formatMessage(messages.emptyText)}
        />
      ) : (
        <Grid aria-labelledby={headingId}>
          {items.map((document) => (
            <li key={document.Id}>
              <DrawingTile
                document={document}
                href={documentHref(modelIdOf(document, machineModelId), document.Id)}
              />
            </li>
          ))}
        </Grid>
      )}
    </Root>
  );
}

function DrawingTile({ document, href }: { document: PartDocument; href: string }) {
  const intl = useIntl();
  const Link = useLink();
  const image = usePartDrawingImage(document.PartDrawingImage);
  const count = useMemo(() => positionsOf(document.PartDrawingAreas).length, [document.PartDrawingAreas]);
  const failed = intl.formatMessage(messages.imageFailed);
  return (
    <Tile>
      <Link href={href} data-variant="drawing">
        <Thumb>
          {image.data ? (
            // Decorative: the drawing's name is the link's text.
            <Image src={image.data} alt="" fit="contain" loading="lazy" />
          ) : image.error || !document.PartDrawingImage ? (
            <Broken title={failed} data-state="error" aria-hidden="true">
              <BrokenImageIcon size={32} />
            </Broken>
          ) : (
            <LoadingBox height="100%" label={intl.formatMessage(messages.loading)} />
          )}
        </Thumb>
        <span data-part="name">{document.Name}</span>
        <span data-part="count">{intl.formatMessage(valueMessages.partCount, { count })}</span>
      </Link>
    </Tile>
  );
}
