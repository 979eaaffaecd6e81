import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  articleImageDataUrl,
  modellessMachineId,
  modelPartsWithoutPrices,
  partsMachineId,
  plainUserInfo,
} from '../test/fixtures';
import { api, errorHandler, modelPartsHandler, userInfoHandler } from '../test/handlers';
import { PartsPanel } from './PartsPanel';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Customer/Machine/PartsPanel',
  component: PartsPanel,
  parameters: { layout: 'padded' },
  args: {
    machineId: partsMachineId,
    partHref: (articleNumber: string) =>
      `#/customer/machines/${partsMachineId}/parts/${encodeURIComponent(articleNumber)}`,
    // An <img> does not go through the client's fetch, so stories draw the article images inline.
    getImageUrl: articleImageDataUrl,
  },
} satisfies Meta<typeof PartsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The model's 16 parts before searching; prices shown (customer prices marked "Your price"). */
export const PartsList: Story = {};

/** The parts list is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [modelPartsHandler(undefined, 'infinite')] } },
};

/** One character typed: the hint, and still the full list. */
export const SearchHint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'd');
    await expect(canvas.getByText(/type at least 2 characters|skriv minst 2 tegn/i)).toBeInTheDocument();
  },
};

/** "door": the best matches first (at most 10). */
export const Results: Story = { args: { defaultQuery: 'door' } };

/** "fan": several parts; "Fan wheel" first (prefix as typed is worth more than ignoring case). */
export const ResultsByScore: Story = { args: { defaultQuery: 'Fan' } };

/** Nothing matches. */
export const NoResults: Story = { args: { defaultQuery: 'xylophone' } };

/** ShowPrices false: no amounts. */
export const PricesOff: Story = {
  parameters: {
    msw: { handlers: [userInfoHandler(plainUserInfo), modelPartsHandler(modelPartsWithoutPrices)] },
  },
};

/** The machine has no model, so no parts list. */
export const NoModel: Story = { args: { machineId: modellessMachineId } };

/** The model lists no parts. */
export const Empty: Story = { parameters: { msw: { handlers: [modelPartsHandler([])] } } };

/** The parts call failed: an empty list with Retry (the client's snackbar shows the message). */
export const Failed: Story = {
  parameters: {
    msw: { handlers: [errorHandler('get', api('/customer/parts/:id'), 500, 'The parts service is down.')] },
  },
};

/** Article images that fail to load: the broken-image icon with its tooltip. */
export const BrokenImages: Story = { args: { getImageUrl: () => 'data:image/png;base64,bm90LWFuLWltYWdl' } };

/** Phone (390 px): price under the description. */
export const Phone: Story = { globals: phone };

/** Phone, searching. */
export const PhoneResults: Story = { args: { defaultQuery: 'valve' }, globals: phone };

/** Norwegian. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Norwegian search hint on a phone. */
export const NorwegianPhone: Story = { args: { defaultQuery: 'd' }, globals: { locale: 'no', ...phone } };
