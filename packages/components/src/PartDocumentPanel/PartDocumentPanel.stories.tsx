import type { Meta, StoryObj } from '@storybook/react-vite';
import { partsMachineId } from '../test/fixtures';
import { api, errorHandler, partDrawingsHandler } from '../test/handlers';
import { PartDocumentPanel } from './PartDocumentPanel';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Customer/Machine/PartDocumentPanel',
  component: PartDocumentPanel,
  parameters: { layout: 'padded' },
  args: {
    machineId: partsMachineId,
    documentHref: (modelId: number, documentId: number) =>
      `#/customer/machines/${partsMachineId}/partsdocuments/${modelId}/${documentId}`,
  },
} satisfies Meta<typeof PartDocumentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three drawings as tiles (one without an image map). */
export const Drawings: Story = {};

/** The drawings are on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [partDrawingsHandler(undefined, 'infinite')] } },
};

/** The model has no drawings. */
export const Empty: Story = { parameters: { msw: { handlers: [partDrawingsHandler([])] } } };

/** The list call failed: an error state with Retry. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        errorHandler('get', api('/customer/documents/partdrawings/:id'), 500, 'Documents are offline.'),
      ],
    },
  },
};

/** Phone (390 px): one column. */
export const Phone: Story = { globals: phone };

/** Norwegian. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Norwegian, no drawings. */
export const NorwegianEmpty: Story = { ...Empty, globals: { locale: 'no' } };
