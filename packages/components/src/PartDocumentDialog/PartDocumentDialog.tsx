import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { usePartDrawing, usePartDrawingImage } from '@eqp/sdk/react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { Image } from '../Image';
import { FitIcon, MinusIcon, PlusIcon } from '../internal/icons';
import { LoadingBox } from '../LoadingBox';
import { PartInfoDialog } from '../PartInfoDialog';
import type { ImageUrlGetter } from '../internal/partDisplay';
import {
  hotspotsOf,
  positionsOf,
  type DrawingPosition,
  type Hotspot,
  type PartDrawingArea,
} from '../internal/drawingAreas';
import { messages, valueMessages } from './messages';
import {
  Canvas,
  DrawingNote,
  HotspotButton,
  HotspotLayer,
  Layout,
  PositionButton,
  PositionList,
  Positions,
  Skeleton,
  Toolbar,
  Viewer,
  Viewport,
  ZoomLevel,
} from './PartDocumentDialog.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

export interface PartDocumentDialogProps {
  /** The part drawing (spec §2: route `{modelid}/{documentid}` under the Exploded view tab). */
  documentId: number;
  /** The machine the drawing is shown for (the part dialog's customer price and cart line). */
  machineId: number;
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** The dialog wants to close (the close button, Escape, the overlay). */
  onClose: () => void;
  /** Offer "View cart" on the "Added to cart" snackbar. */
  onViewCart?: () => void;
  /** The address of an article image from its relative path (the part dialog). */
  getImageUrl?: ImageUrlGetter;
}

/** Zoom steps of the drawing's buttons, in times the dialog's width; a pinch goes anywhere between. */
const ZOOM_STEPS = [1, 1.5, 2, 3] as const;
const MIN_ZOOM = ZOOM_STEPS[0];
const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1]!;
const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
/** The next button step above (1) or below (-1) a zoom that may lie between steps. */
function stepFrom(zoom: number, direction: 1 | -1): number {
  const steps = direction === 1 ? ZOOM_STEPS : [...ZOOM_STEPS].reverse();
  return steps.find((step) => (direction === 1 ? step > zoom + 0.001 : step < zoom - 0.001)) ?? zoom;
}

/** "Position 3: Bearing 6204, 10-204-01" (spec-like accessible name of a hotspot or a position). */
export function positionName(
  intl: IntlShape,
  spot: Pick<DrawingPosition, 'position' | 'description' | 'articleNumber'>,
) {
  const { position, description, articleNumber } = spot;
  if (!position)
    return intl.formatMessage(valueMessages.hotspotNoPosition, {
      description: description || articleNumber,
      articleNumber,
    });
  return description
    ? intl.formatMessage(valueMessages.hotspot, { position, description, articleNumber })
    : intl.formatMessage(valueMessages.hotspotNoDescription, { position, articleNumber });
}

/**
 * A part drawing (exploded view, spec §2 PartDocumentDialog): the drawing with its image map as
 * hotspots placed in percent over the image (they scale and zoom with it), each a real button
 * in position order, and the same positions as a list beside the drawing (below it on phones).
 * Activating one opens the part dialog on top of the drawing, where the part can be added to the
 * cart; closing it returns to the drawing and to the hotspot.
 */
export function PartDocumentDialog({
  documentId,
  machineId,
  open,
  onClose,
  onViewCart,
  getImageUrl,
}: PartDocumentDialogProps) {
  const intl = useIntl();
  const drawing = usePartDrawing(open ? documentId : null);
  const failed = drawing.error !== undefined && drawing.data === undefined;
  const notFound = failed && (drawing.error?.status === 404 || drawing.error?.status === 403);
  const [selected, setSelected] = useState<string | null>(null);
  const areas = drawing.data?.PartDrawingAreas;

  const title = drawing.data
    ? drawing.data.Name
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
      description={drawing.data && areas && areas.length > 0 ? intl.formatMessage(messages.help) : undefined}
      size="large"
      actions={
        failed ? (
          <>
            {!notFound && (
              <Button variant="secondary" onClick={() => void drawing.mutate()}>
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
          title={intl.formatMessage(notFound ? messages.notFoundTitle : messages.failedTitle)}
          message={intl.formatMessage(notFound ? messages.notFoundText : messages.failedText)}
        />
      ) : drawing.data ? (
        <DrawingView
          covered={selected !== null}
          name={drawing.data.Name}
          imagePath={drawing.data.PartDrawingImage}
          areas={areas}
          onSelect={setSelected}
        />
      ) : (
        <div aria-busy="true">
          <VisuallyHidden role="status">{intl.formatMessage(messages.loading)}</VisuallyHidden>
          <Skeleton aria-hidden="true">
            <LoadingBox height={320} />
            <div>
              <LoadingBox variant="text" height={16} count={5} />
            </div>
          </Skeleton>
        </div>
      )}
      {selected !== null && (
        <PartInfoDialog
          machineId={machineId}
          articleNumber={selected}
          open
          onClose={() => setSelected(null)}
          onViewCart={onViewCart}
          getImageUrl={getImageUrl}
        />
      )}
    </Dialog>
  );
}

function DrawingView({
  covered,
  name,
  imagePath,
  areas,
  onSelect,
}: {
  /** A part dialog is open over the drawing. */
  covered: boolean;
  name: string;
  imagePath: string | null;
  /** The drawing's clickable areas, in position order (none: the image only). */
  areas: readonly PartDrawingArea[] | undefined;
  onSelect: (articleNumber: string) => void;
}) {
  const intl = useIntl();
  const positionsId = useId();
  const image = usePartDrawingImage(imagePath);
  const [zoom, setZoom] = useState<number>(MIN_ZOOM);
  const [active, setActive] = useState<string | null>(null);
  const hotspots = useMemo(() => hotspotsOf(areas ?? []), [areas]);
  const positions = useMemo(() => positionsOf(areas ?? []), [areas]);
  const hasHotspots = hotspots.length > 0;
  const viewportRef = useRef<HTMLDivElement>(null);
  const pinching = usePinchZoom(viewportRef, zoom, setZoom);

  const highlight = (group: string | null) => setActive(group);
  /** A list row in focus shows its hotspot, scrolling a zoomed drawing to it. */
  const showHotspot = (group: string) => {
    highlight(group);
    const viewport = viewportRef.current;
    const spot = [...(viewport?.querySelectorAll<HTMLElement>('[data-group]') ?? [])].find(
      (element) => element.dataset.group === group,
    );
    if (viewport && spot && viewport.scrollWidth > viewport.clientWidth) {
      spot.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
  };
  // The areas are placed in percent of the image's own size, so the image keeps its proportions.
  const canvasStyle = { '--drawing-zoom': zoom } as CSSProperties;

  const imageState = !imagePath ? 'none' : image.error ? 'error' : image.data ? 'ready' : 'loading';

  return (
    <Layout data-positions={hasHotspots ? 'shown' : 'none'} data-covered={covered || undefined}>
      <Viewer>
        {imageState === 'ready' && (
          <Toolbar role="group" aria-label={intl.formatMessage(messages.zoom)}>
            <Button
              size="small"
              variant="ghost"
              icon={<MinusIcon size={16} />}
              aria-label={intl.formatMessage(messages.zoomOut)}
              disabled={zoom <= MIN_ZOOM}
              onClick={() => setZoom((current) => stepFrom(current, -1))}
            />
            <ZoomLevel aria-live={pinching ? 'off' : 'polite'}>
              {intl.formatMessage(valueMessages.zoomLevel, { percent: Math.round(zoom * 100) })}
            </ZoomLevel>
            <Button
              size="small"
              variant="ghost"
              icon={<PlusIcon size={16} />}
              aria-label={intl.formatMessage(messages.zoomIn)}
              disabled={zoom >= MAX_ZOOM}
              onClick={() => setZoom((current) => stepFrom(current, 1))}
            />
            <Button
              size="small"
              variant="ghost"
              icon={<FitIcon size={16} />}
              disabled={zoom <= MIN_ZOOM}
              onClick={() => setZoom(MIN_ZOOM)}
            >
              {intl.formatMessage(messages.zoomFit)}
            </Button>
          </Toolbar>
        )}
        <Viewport ref={viewportRef} data-zoomed={zoom > 1 || undefined}>
          {imageState === 'ready' ? (
            <Canvas style={canvasStyle} data-pinching={pinching || undefined}>
              <Image src={image.data!} alt={intl.formatMessage(valueMessages.drawing, { name })} fit="fill" />
              {hasHotspots && (
                <HotspotLayer role="group" aria-label={intl.formatMessage(messages.hotspots)}>
                  {hotspots.map((spot) => (
                    <HotspotView
                      key={spot.key}
                      spot={spot}
                      active={active === spot.group}
                      onActivate={() => onSelect(spot.articleNumber)}
                      onHighlight={highlight}
                    />
                  ))}
                </HotspotLayer>
              )}
            </Canvas>
          ) : imageState === 'loading' ? (
            <LoadingBox height={320} label={intl.formatMessage(messages.loading)} />
          ) : (
            <DrawingNote data-variant={imageState === 'error' ? 'error' : 'info'}>
              {intl.formatMessage(imageState === 'error' ? messages.imageFailed : messages.noImage)}
            </DrawingNote>
          )}
        </Viewport>
        {!hasHotspots && <DrawingNote data-variant="info">{intl.formatMessage(messages.noMap)}</DrawingNote>}
      </Viewer>
      {hasHotspots && (
        <Positions aria-labelledby={positionsId}>
          <h3 id={positionsId}>{intl.formatMessage(messages.positions)}</h3>
          <PositionList>
            {positions.map((position) => (
              <li key={position.key}>
                <PositionButton
                  type="button"
                  data-active={active === position.key || undefined}
                  aria-label={positionName(intl, position)}
                  onClick={() => onSelect(position.articleNumber)}
                  onMouseEnter={() => highlight(position.key)}
                  onMouseLeave={() => highlight(null)}
                  onFocus={() => showHotspot(position.key)}
                  onBlur={() => highlight(null)}
                >
                  {/* Spaces between the parts (not rendered in the flex rows) keep the visible text
                      "1 Fan motor 87.00.584" a part of the name "Position 1: Fan motor, 87.00.584". */}
                  <span data-part="badge" aria-hidden="true">
                    {position.position || '•'}
                  </span>{' '}
                  <span data-part="text" aria-hidden="true">
                    <span data-part="description">{position.description || position.articleNumber}</span>{' '}
                    <span data-part="number">{position.articleNumber}</span>
                  </span>
                </PositionButton>
              </li>
            ))}
          </PositionList>
        </Positions>
      )}
    </Layout>
  );
}

function HotspotView({
  spot,
  active,
  onActivate,
  onHighlight,
}: {
  spot: Hotspot;
  active: boolean;
  onActivate: () => void;
  onHighlight: (group: string | null) => void;
}) {
  const intl = useIntl();
  const name = positionName(intl, spot);
  // The button is the area's box, but at least 24 x 24 px (WCAG 2.5.8) at any zoom, centred on
  // the area; the area itself is drawn inside it (`data-part="area"`, sized in percent of the
  // drawing through the layer's container units), so its outline stays true to the drawing.
  const style = {
    left: `${round(spot.left + spot.width / 2)}%`,
    top: `${round(spot.top + spot.height / 2)}%`,
    '--area-width': spot.width,
    '--area-height': spot.height,
  } as CSSProperties;
  return (
    <HotspotButton
      type="button"
      style={style}
      data-shape={spot.shape}
      data-group={spot.primary ? spot.group : undefined}
      data-primary={spot.primary || undefined}
      data-active={active || undefined}
      data-tip={spot.top < 14 ? 'below' : 'above'}
      // One stop per position for the keyboard and screen readers; the position's other areas
      // (its drawn part beside the balloon) are extra pointer targets.
      {...(spot.primary ? { 'aria-label': name } : { tabIndex: -1, 'aria-hidden': true })}
      onClick={onActivate}
      onMouseEnter={() => onHighlight(spot.group)}
      onMouseLeave={() => onHighlight(null)}
      onFocus={() => onHighlight(spot.group)}
      onBlur={() => onHighlight(null)}
    >
      <span
        data-part="area"
        aria-hidden="true"
        style={spot.clipPath ? { clipPath: spot.clipPath } : undefined}
      />
      {spot.primary && (
        <span data-part="tip" aria-hidden="true">
          {spot.position ? `${spot.position} · ` : ''}
          {spot.description || spot.articleNumber}
        </span>
      )}
    </HotspotButton>
  );
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Two fingers on the drawing zoom it (between 100 and 300 %), keeping the point between them in
 * place; one finger scrolls as usual. Touch events, not pointer events: the browser may take a
 * finger for scrolling (pointercancel), while touch events keep coming. `touch-action` on the
 * frame keeps the browser from zooming the whole page instead. Answers whether a pinch is on.
 */
function usePinchZoom(
  viewportRef: RefObject<HTMLDivElement | null>,
  zoom: number,
  setZoom: (zoom: number) => void,
): boolean {
  const [pinching, setPinching] = useState(false);
  const zoomRef = useRef(zoom);
  useLayoutEffect(() => {
    zoomRef.current = zoom;
  }, [zoom]);
  // Where to scroll once the drawing has its new width, so the point between the fingers stays.
  const anchor = useRef<{ x: number; y: number; contentX: number; contentY: number; from: number } | null>(
    null,
  );

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let start: { distance: number; zoom: number } | null = null;
    const distance = (touches: TouchList) =>
      Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);
    const onStart = (event: TouchEvent) => {
      if (event.touches.length !== 2) return;
      start = { distance: distance(event.touches) || 1, zoom: zoomRef.current };
      setPinching(true);
    };
    const onMove = (event: TouchEvent) => {
      if (!start || event.touches.length !== 2) return;
      if (event.cancelable) event.preventDefault();
      const next = clampZoom((start.zoom * distance(event.touches)) / start.distance);
      if (Math.abs(next - zoomRef.current) < 0.005) return;
      const rect = viewport.getBoundingClientRect();
      const x = (event.touches[0]!.clientX + event.touches[1]!.clientX) / 2 - rect.left;
      const y = (event.touches[0]!.clientY + event.touches[1]!.clientY) / 2 - rect.top;
      anchor.current = {
        x,
        y,
        contentX: viewport.scrollLeft + x,
        contentY: viewport.scrollTop + y,
        from: zoomRef.current,
      };
      zoomRef.current = next;
      setZoom(next);
    };
    const onEnd = (event: TouchEvent) => {
      if (event.touches.length >= 2 || !start) return;
      start = null;
      setPinching(false);
    };
    viewport.addEventListener('touchstart', onStart, { passive: true });
    viewport.addEventListener('touchmove', onMove, { passive: false });
    viewport.addEventListener('touchend', onEnd);
    viewport.addEventListener('touchcancel', onEnd);
    return () => {
      viewport.removeEventListener('touchstart', onStart);
      viewport.removeEventListener('touchmove', onMove);
      viewport.removeEventListener('touchend', onEnd);
      viewport.removeEventListener('touchcancel', onEnd);
    };
  }, [viewportRef, setZoom]);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const point = anchor.current;
    anchor.current = null;
    if (!viewport || !point) return;
    const factor = zoom / point.from;
    viewport.scrollLeft = point.contentX * factor - point.x;
    viewport.scrollTop = point.contentY * factor - point.y;
  }, [zoom, viewportRef]);

  return pinching;
}
