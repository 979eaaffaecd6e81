import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loadingTitle: {
    id: 'PartDocumentDialog.loadingTitle',
    defaultMessage: 'Exploded view',
    description: 'Title of the drawing dialog while the drawing loads',
  },
  loading: {
    id: 'PartDocumentDialog.loading',
    defaultMessage: 'Loading drawing…',
    description: 'Announced while the drawing loads',
  },
  help: {
    id: 'PartDocumentDialog.help',
    defaultMessage: 'Select a numbered part to see it and add it to the cart.',
    description: 'Line under the drawing title: what the hotspots do',
  },
  hotspots: {
    id: 'PartDocumentDialog.hotspots',
    defaultMessage: 'Parts in the drawing',
    description: 'Accessible name of the group of hotspots over the drawing',
  },
  positions: {
    id: 'PartDocumentDialog.positions',
    defaultMessage: 'Parts in this drawing',
    description: 'Heading of the list of positions beside the drawing',
  },
  zoom: {
    id: 'PartDocumentDialog.zoom',
    defaultMessage: 'Zoom',
    description: 'Accessible name of the zoom buttons',
  },
  zoomIn: {
    id: 'PartDocumentDialog.zoomIn',
    defaultMessage: 'Zoom in',
    description: 'Button: enlarge the drawing',
  },
  zoomOut: {
    id: 'PartDocumentDialog.zoomOut',
    defaultMessage: 'Zoom out',
    description: 'Button: make the drawing smaller',
  },
  zoomFit: {
    id: 'PartDocumentDialog.zoomFit',
    defaultMessage: 'Fit to width',
    description: 'Button: show the whole drawing across the width again',
  },
  noMap: {
    id: 'PartDocumentDialog.noMap',
    defaultMessage: 'This drawing has no marked parts. Find the part you need in the Parts tab.',
    description: 'Note under a drawing without an image map',
  },
  noImage: {
    id: 'PartDocumentDialog.noImage',
    defaultMessage: 'This drawing has no image.',
    description: 'Shown instead of the drawing when the document has no image',
  },
  imageFailed: {
    id: 'PartDocumentDialog.imageFailed',
    defaultMessage: 'The drawing image could not be loaded.',
    description: 'Shown instead of the drawing when its image failed to load',
  },
  notFoundTitle: {
    id: 'PartDocumentDialog.notFoundTitle',
    defaultMessage: 'Drawing not found',
    description: 'Failed state of the drawing dialog when the document does not exist',
  },
  notFoundText: {
    id: 'PartDocumentDialog.notFoundText',
    defaultMessage: 'The drawing may have been removed. Open another drawing from the Exploded view tab.',
    description: 'Explanation of the not found state of the drawing dialog',
  },
  failedTitle: {
    id: 'PartDocumentDialog.failedTitle',
    defaultMessage: 'The drawing could not be loaded',
    description: 'Failed state of the drawing dialog (other errors than not found)',
  },
  failedText: {
    id: 'PartDocumentDialog.failedText',
    defaultMessage: 'Check your connection and try again.',
    description: 'Explanation of the failed state of the drawing dialog',
  },
  retry: {
    id: 'PartDocumentDialog.retry',
    defaultMessage: 'Retry',
    description: 'Button: load the drawing again',
  },
  close: {
    id: 'PartDocumentDialog.close',
    defaultMessage: 'Close',
    description: 'Button: close the drawing dialog (failed state)',
  },
});

/** Messages with values (typed, so a missing or misspelt value is a type error). */
export const valueMessages = defineMessages<{
  drawing: { name: string };
  hotspot: { position: string; description: string; articleNumber: string };
  hotspotNoDescription: { position: string; articleNumber: string };
  hotspotNoPosition: { description: string; articleNumber: string };
  zoomLevel: { percent: number };
}>({
  drawing: {
    id: 'PartDocumentDialog.drawing',
    defaultMessage: 'Exploded view: {name}',
    description: 'Alternative text of the drawing image',
  },
  hotspot: {
    id: 'PartDocumentDialog.hotspot',
    defaultMessage: 'Position {position}: {description}, {articleNumber}',
    description: 'Accessible name of a hotspot / position button, e.g. "Position 3: Bearing 6204, 10-204-01"',
  },
  hotspotNoDescription: {
    id: 'PartDocumentDialog.hotspotNoDescription',
    defaultMessage: 'Position {position}: {articleNumber}',
    description: 'Accessible name of a hotspot whose part has no description',
  },
  hotspotNoPosition: {
    id: 'PartDocumentDialog.hotspotNoPosition',
    defaultMessage: '{description}, {articleNumber}',
    description: 'Accessible name of a hotspot without a position number',
  },
  zoomLevel: {
    id: 'PartDocumentDialog.zoomLevel',
    defaultMessage: '{percent} %',
    description: 'The current zoom of the drawing, in percent of the width',
  },
});
