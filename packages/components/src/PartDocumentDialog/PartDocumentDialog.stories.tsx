import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  articleImageDataUrl,
  cabinetDrawing,
  doorDrawing,
  partsMachineId,
  unmappedDrawing,
} from '../test/fixtures';
import { cartServerHandlers, partDrawingHandler } from '../test/handlers';
import { PartDocumentDialog } from './PartDocumentDialog';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Customer/Machine/PartDocumentDialog',
  component: PartDocumentDialog,
  parameters: { layout: 'fullscreen', msw: { handlers: cartServerHandlers() } },
  args: {
    documentId: cabinetDrawing.Id,
    machineId: partsMachineId,
    open: true,
    onClose: fn(),
    onViewCart: fn(),
    getImageUrl: articleImageDataUrl,
  },
} satisfies Meta<typeof PartDocumentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const hotspotGroup = async () =>
  within(
    await within(document.body).findByRole('group', { name: /parts in the drawing|deler i tegningen/i }),
  );

/** The cooking cabinet: eight positions as hotspots over the drawing and as a list beside it. */
export const WithHotspots: Story = {};

/** The door drawing: four positions. */
export const Door: Story = { args: { documentId: doorDrawing.Id } };

/** A hotspot reached with Tab: the focus ring and the part's name above it. */
export const FocusedHotspot: Story = {
  play: async () => {
    const group = await hotspotGroup();
    const target = group.getAllByRole('button')[2]!;
    // Tab from the zoom buttons until the third position has focus.
    for (let i = 0; i < 12 && document.activeElement !== target; i += 1) await userEvent.tab();
    await expect(target).toHaveFocus();
  },
};

/** A hotspot activated: the part dialog opens over the drawing, ready to add to the cart. */
export const PartOpen: Story = {
  play: async () => {
    const group = await hotspotGroup();
    await userEvent.click(group.getAllByRole('button')[0]!);
    await expect(await within(document.body).findByRole('spinbutton')).toHaveValue(1);
  },
};

/** Zoomed to 200 %: the drawing scrolls, the hotspots stay on their parts. */
export const Zoomed: Story = {
  play: async () => {
    const body = within(document.body);
    const zoomIn = await body.findByRole('button', { name: /zoom in|zoom inn/i });
    await userEvent.click(zoomIn);
    await userEvent.click(zoomIn);
  },
};

/** A drawing without an image map: the image only, with a note. */
export const WithoutImageMap: Story = { args: { documentId: unmappedDrawing.Id } };

/** The drawing is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [partDrawingHandler(undefined, 'infinite'), ...cartServerHandlers()] } },
};

/** The drawing does not exist: a failed state inside the dialog. */
export const NotFound: Story = { args: { documentId: 9999 } };

/** Phone (390 px): full screen, the positions list under the drawing. */
export const Phone: Story = { globals: phone };

/** Norwegian. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Norwegian on a phone. */
export const NorwegianPhone: Story = { globals: { locale: 'no', ...phone } };
