import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { machineResources, publicQr, resourcesMachineId, type ResourceFolderFixture } from '../test/fixtures';
import {
  machineResourcesEmptyHandler,
  machineResourcesErrorHandler,
  machineResourcesHandler,
  machineResourcesSlowHandler,
  publicMachineHandlers,
  resourceFilesHandler,
} from '../test/handlers';
import { ResourceBrowser } from './ResourceBrowser';

const phone = { viewport: { value: 'phone', isRotated: false } };

/** The tab panel the machine page puts the browser in. */
const Panel = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.background};
  min-height: 100vh;
  box-sizing: border-box;

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/** A tree whose root holds files of its own besides the folders. */
const withRootFiles: ResourceFolderFixture = {
  ...machineResources,
  Files: [
    {
      Name: 'Service agreement 2025.pdf',
      Link: 'resources/machines/1005/service-agreement-2025.pdf',
      TypeId: 1,
      IsMedia: false,
    },
    {
      Name: 'Safety data sheet – rinse aid.pdf',
      Link: 'resources/machines/1005/sds-rinse-aid.pdf',
      TypeId: 1,
      IsMedia: false,
    },
  ],
};

const meta = {
  tags: ['autodocs'],
  title: 'Customer/ResourceBrowser',
  component: ResourceBrowser,
  parameters: { layout: 'fullscreen' },
  args: {
    machineId: resourcesMachineId,
    onSearchChange: fn(),
    onPathChange: fn(),
    onFileTypesChange: fn(),
  },
  decorators: [
    (Story) => (
      <Panel>
        <Story />
      </Panel>
    ),
  ],
} satisfies Meta<typeof ResourceBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top of the tree: the supplier's, the model's, the machine's and a job's folders, each saying where it comes from. */
export const Root: Story = {};

/** A root with files of its own below the folder tiles. */
export const RootWithFiles: Story = {
  parameters: {
    msw: { handlers: [machineResourcesHandler(withRootFiles), resourceFilesHandler(withRootFiles)] },
  },
};

/** Inside the model's Documentation folder: a Manuals sub-folder and files of every type. */
export const InsideFolder: Story = { args: { defaultPath: ['Documentation'] } };

/** Two levels down, inherited from the supplier: the breadcrumbs lead back. */
export const NestedInheritedFolder: Story = {
  args: { defaultPath: ['Product information', 'Certificates'] },
};

/** A folder with nothing in it. */
export const EmptyFolder: Story = { args: { defaultPath: ['Installation', 'Archive'] } };

/** The tree is on its way: loading boxes ("Loading..." / "Laster..."). */
export const Loading: Story = { parameters: { msw: { handlers: [machineResourcesSlowHandler()] } } };

/** A search through every folder: each result says where it lives; the folder part opens that folder. */
export const SearchResults: Story = { args: { defaultSearch: 'manual' } };

/** A search that finds nothing. */
export const SearchNoResults: Story = { args: { defaultSearch: 'gearbox' } };

/** The Media chip on inside Documentation: the other files are hidden, and the notice says how many. */
export const FilteredWithHiddenFiles: Story = {
  args: { defaultPath: ['Documentation'], defaultFileTypes: ['media'] },
};

/** Forms only at the root: tile counts say how many of their files pass the filter. */
export const FilteredTiles: Story = { args: { defaultFileTypes: ['form'] } };

/** A search narrowed by a chip: the notice counts the matches the chip hides. */
export const SearchFiltered: Story = { args: { defaultSearch: 'pdf', defaultFileTypes: ['form'] } };

/** The machine has no resources at all. */
export const EmptyTree: Story = { parameters: { msw: { handlers: [machineResourcesEmptyHandler()] } } };

/**
 * The tree call failed (500): an empty browser with Retry (spec §8); the client's snackbar shows
 * the server's message.
 */
export const Failed: Story = { parameters: { msw: { handlers: [machineResourcesErrorHandler()] } } };

/** Typing searches after 700 ms; the results list the matches of every folder. */
export const TypeToSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /^Documentation/ });
    await userEvent.type(canvas.getByRole('searchbox'), 'installation');
    await expect(
      await canvas.findByRole('list', { name: /search results|søkeresultater/i }, { timeout: 3000 }),
    ).toBeInTheDocument();
  },
};

/** Phone (390 px): two tiles per row, rows that wrap. */
export const Phone: Story = { globals: phone };

/** Phone, inside a folder. */
export const PhoneInsideFolder: Story = { args: { defaultPath: ['Documentation'] }, globals: phone };

/** Phone, search results with their folders. */
export const PhoneSearch: Story = { args: { defaultSearch: 'pdf' }, globals: phone };

/** Phone, a chip on and the hidden-files notice. */
export const PhoneFiltered: Story = {
  args: { defaultPath: ['Documentation'], defaultFileTypes: ['form'] },
  globals: phone,
};

/** Norwegian texts. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Norwegian, inside a folder with a chip on. */
export const NorwegianFiltered: Story = {
  args: { defaultPath: ['Documentation'], defaultFileTypes: ['partDrawing'] },
  globals: { locale: 'no' },
};

/** Norwegian search. */
export const NorwegianSearch: Story = { args: { defaultSearch: 'skjema' }, globals: { locale: 'no' } };

/** Norwegian loading boxes: "Laster...". */
export const NorwegianLoading: Story = { ...Loading, globals: { locale: 'no' } };

/** The public resources of a QR code (`qr` instead of `machineId`): only the supplier's and the model's folders, signed out. */
export const PublicQrCode: Story = {
  args: { machineId: undefined, qr: publicQr },
  parameters: { token: null, msw: { handlers: publicMachineHandlers() } },
};

/** Norwegian on a phone. */
export const NorwegianPhone: Story = { globals: { locale: 'no', ...phone } };
