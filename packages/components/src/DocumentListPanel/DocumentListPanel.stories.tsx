import type { Meta, StoryObj } from '@storybook/react-vite';
import { detailMachineId, machineManuals } from '../test/fixtures';
import { machineDocumentsErrorHandler, machineDocumentsHandler } from '../test/handlers';
import { DocumentListPanel } from './DocumentListPanel';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Customer/MachineDetail/DocumentListPanel',
  component: DocumentListPanel,
  parameters: { layout: 'padded' },
  args: { machineId: detailMachineId, kind: 'manuals' },
} satisfies Meta<typeof DocumentListPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Manuals tab: two PDFs (fetched with the token, opened in a new tab) and a web page. */
export const Manuals: Story = {};

/** The Forms tab. */
export const Forms: Story = { args: { kind: 'forms' } };

/** No manuals. */
export const NoManuals: Story = {
  parameters: { msw: { handlers: [machineDocumentsHandler('manuals', [])] } },
};

/** No forms. */
export const NoForms: Story = {
  args: { kind: 'forms' },
  parameters: { msw: { handlers: [machineDocumentsHandler('forms', [])] } },
};

/** The list failed: an empty list (spec §8); the snackbar says why. */
export const Failed: Story = { parameters: { msw: { handlers: [machineDocumentsErrorHandler('manuals')] } } };

/** Loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [machineDocumentsHandler('manuals', machineManuals, 'infinite')] } },
};

/** Phone. */
export const Phone: Story = { globals: phone };

/** Norwegian. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Norwegian, no forms. */
export const NorwegianNoForms: Story = { ...NoForms, globals: { locale: 'no' } };
