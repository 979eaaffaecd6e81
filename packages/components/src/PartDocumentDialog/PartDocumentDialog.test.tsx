import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { cabinetDrawing, partsMachineId, unmappedDrawing } from '../test/fixtures';
import { cartServerHandlers } from '../test/handlers';
import { PartDocumentDialog } from './PartDocumentDialog';

function renderDrawing(
  documentId = cabinetDrawing.Id,
  options: Parameters<typeof renderWithProviders>[1] = {},
) {
  const onClose = vi.fn();
  const bodies: Record<string, unknown>[] = [];
  const rendered = renderWithProviders(
    <PartDocumentDialog documentId={documentId} machineId={partsMachineId} open onClose={onClose} />,
    { handlers: cartServerHandlers({ onAdd: (body) => bodies.push(body) }), ...options },
  );
  return { ...rendered, onClose, bodies };
}

const drawingName = 'iCombi Pro 10-1/1 exploded view – cooking cabinet';

describe('PartDocumentDialog', () => {
  it('given a drawing with an image map, shows the drawing with one hotspot button per position and the positions list', async () => {
    renderDrawing();
    const dialog = await screen.findByRole('dialog', { name: drawingName });
    expect(
      await within(dialog).findByRole('img', { name: `Exploded view: ${drawingName}` }),
    ).toBeInTheDocument();
    const hotspots = within(dialog).getByRole('group', { name: 'Parts in the drawing' });
    // Eight positions with two areas each: one button per position for keyboards and screen readers.
    const buttons = within(hotspots).getAllByRole('button');
    expect(buttons).toHaveLength(8);
    expect(buttons[2]).toHaveAccessibleName('Position 3: Heating element 9 kW, 87.01.212');
    const positions = within(dialog).getByRole('region', { name: 'Parts in this drawing' });
    expect(
      within(positions)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(buttons.map((b) => b.getAttribute('aria-label')));
  });

  it('places each hotspot in percent of the drawing, so it scales with the image', async () => {
    renderDrawing();
    const dialog = await screen.findByRole('dialog', { name: drawingName });
    const hotspots = await within(dialog).findByRole('group', { name: 'Parts in the drawing' });
    const first = within(hotspots).getByRole('button', { name: /^Position 1:/ });
    // Balloon of position 1 at (320, 125) r 15 in a 640 x 420 drawing: centred there, 4.688 % of
    // the drawing wide (and at least 24 px, which the browser works out from the same numbers).
    expect(first.style.left).toBe('50%');
    expect(first.style.top).toBe('29.762%');
    expect(first.style.getPropertyValue('--area-width')).toBe('4.688');
  });

  it('Tab reaches the hotspots, and Enter on one opens its part over the drawing, where it can be added to the cart', async () => {
    const { user, bodies } = renderDrawing();
    const dialog = await screen.findByRole('dialog', { name: drawingName });
    const hotspots = await within(dialog).findByRole('group', { name: 'Parts in the drawing' });
    const target = within(hotspots).getByRole('button', {
      name: 'Position 1: Convection fan motor 0.55 kW, 87.00.584',
    });

    let tabs = 0;
    while (document.activeElement !== target && tabs < 15) {
      await user.tab();
      tabs += 1;
      // Never a pointer-only alias of a position.
      expect(document.activeElement?.getAttribute('aria-hidden')).not.toBe('true');
    }
    expect(target).toHaveFocus();

    await user.keyboard('{Enter}');
    const part = await screen.findByRole('dialog', { name: 'Convection fan motor 0.55 kW' });
    expect(within(part).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    await user.click(within(part).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Convection fan motor 0.55 kW' })).not.toBeInTheDocument(),
    );
    expect(bodies).toEqual([
      expect.objectContaining({ ArticleNumber: '87.00.584', MachineId: partsMachineId, Quantity: 1 }),
    ]);
    // Back on the drawing, with focus on the hotspot that opened the part.
    expect(screen.getByRole('dialog', { name: drawingName })).toBeInTheDocument();
    await waitFor(() => expect(target).toHaveFocus());
  });

  it('Space on a hotspot opens the part too; Escape closes only the part', async () => {
    const { user, onClose } = renderDrawing();
    const dialog = await screen.findByRole('dialog', { name: drawingName });
    const hotspots = await within(dialog).findByRole('group', { name: 'Parts in the drawing' });
    const spot = within(hotspots).getByRole('button', { name: /^Position 8: Grease filter/ });
    spot.focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Grease filter' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Grease filter' })).not.toBeInTheDocument(),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: drawingName })).toBeInTheDocument();
  });

  it('a position in the list opens its part as well', async () => {
    const { user } = renderDrawing();
    const dialog = await screen.findByRole('dialog', { name: drawingName });
    const positions = await within(dialog).findByRole('region', { name: 'Parts in this drawing' });
    await user.click(within(positions).getByRole('button', { name: /^Position 4: Core temperature probe/ }));
    expect(await screen.findByRole('dialog', { name: 'Core temperature probe' })).toBeInTheDocument();
  });

  it('zooms in and back to the width', async () => {
    const { user } = renderDrawing();
    const dialog = await screen.findByRole('dialog', { name: drawingName });
    const zoomIn = await within(dialog).findByRole('button', { name: 'Zoom in' });
    expect(within(dialog).getByText('100 %')).toBeInTheDocument();
    await user.click(zoomIn);
    await user.click(zoomIn);
    expect(within(dialog).getByText('200 %')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fit to width' }));
    expect(within(dialog).getByText('100 %')).toBeInTheDocument();
  });

  it('given two fingers on the drawing, pinching apart zooms in and together zooms out, and the buttons go on from there', async () => {
    const { user } = renderDrawing();
    const dialog = await screen.findByRole('dialog', { name: drawingName });
    const image = await within(dialog).findByRole('img', { name: `Exploded view: ${drawingName}` });
    const frame = image.parentElement!.parentElement!;
    const fingers = (spread: number) =>
      [1, 2].map(
        (identifier) =>
          new Touch({
            identifier,
            target: image,
            clientX: identifier === 1 ? 200 - spread : 200 + spread,
            clientY: 150,
          }),
      );
    const touch = (type: string, spread: number | null) => {
      const touches = spread === null ? [] : fingers(spread);
      fireEvent(
        frame,
        new TouchEvent(type, {
          bubbles: true,
          cancelable: true,
          touches,
          changedTouches: fingers(spread ?? 0),
        }),
      );
    };
    const pinch = (from: number, to: number) => {
      touch('touchstart', from);
      touch('touchmove', (from + to) / 2);
      touch('touchmove', to);
      touch('touchend', null);
    };
    expect(within(dialog).getByText('100 %')).toBeInTheDocument();
    pinch(40, 100);
    expect(await within(dialog).findByText('250 %')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByText('300 %')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Zoom out' }));
    expect(within(dialog).getByText('200 %')).toBeInTheDocument();
    pinch(100, 10);
    expect(await within(dialog).findByText('100 %')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  });

  it('given a position in focus in the list, highlights its hotspot; a hotspot in focus highlights its row', async () => {
    renderDrawing();
    const dialog = await screen.findByRole('dialog', { name: drawingName });
    const hotspots = await within(dialog).findByRole('group', { name: 'Parts in the drawing' });
    const positions = within(dialog).getByRole('region', { name: 'Parts in this drawing' });
    const name = /^Position 4: Core temperature probe/;
    const row = within(positions).getByRole('button', { name });
    const spot = within(hotspots).getByRole('button', { name });
    row.focus();
    await waitFor(() => expect(spot).toHaveAttribute('data-active', 'true'));
    row.blur();
    await waitFor(() => expect(spot).not.toHaveAttribute('data-active'));
    spot.focus();
    await waitFor(() => expect(row).toHaveAttribute('data-active', 'true'));
  });

  it('given a drawing without an image map, shows the drawing and says it has no marked parts', async () => {
    renderDrawing(unmappedDrawing.Id);
    const dialog = await screen.findByRole('dialog', { name: unmappedDrawing.Name });
    expect(await within(dialog).findByText(/This drawing has no marked parts/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Parts in the drawing' })).not.toBeInTheDocument();
  });

  it('given an unknown drawing, shows a failed state inside the dialog', async () => {
    renderDrawing(9999);
    const dialog = await screen.findByRole('dialog', { name: 'Drawing not found' });
    expect(within(dialog).getByText(/The drawing may have been removed/)).toBeInTheDocument();
  });
});
