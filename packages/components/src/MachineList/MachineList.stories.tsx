import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomerShell } from '../CustomerShell';
import {
  makeMachines,
  modelImageDataUrl,
  moderatorUserInfo,
  plainUserInfo,
  providerLogoDataUrl,
} from '../test/fixtures';
import {
  api,
  machinesEmptyHandler,
  machinesErrorHandler,
  machinesHandler,
  machinesSlowHandler,
  userInfoHandler,
} from '../test/handlers';
import { MachineList } from './MachineList';

const phone = { viewport: { value: 'phone', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Customer/MachineList',
  component: MachineList,
  parameters: { layout: 'fullscreen' },
  args: {
    // An <img> does not go through the client's fetch, so stories draw the model images inline.
    getImageUrl: modelImageDataUrl,
    onViewChange: fn(),
    onFiltersChange: fn(),
  },
} satisfies Meta<typeof MachineList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 48 machines as cards (30 loaded; the next 18 load on scroll or with Load more). Prices shown. */
export const Cards: Story = {};

/** The table-like list view. */
export const List: Story = { args: { defaultView: 'list' } };

/** The first page is on its way: skeleton cards. */
export const Loading: Story = { parameters: { msw: { handlers: [machinesSlowHandler('infinite')] } } };

/** Loading in the list view: skeleton rows. */
export const LoadingList: Story = { ...Loading, args: { defaultView: 'list' } };

/** The organisation has no machines. */
export const Empty: Story = { parameters: { msw: { handlers: [machinesEmptyHandler()] } } };

/**
 * The list call failed (500): an empty list (spec §8) with a note and Retry; the client's
 * snackbar shows the server's message.
 */
export const Failed: Story = { parameters: { msw: { handlers: [machinesErrorHandler()] } } };

/** ShowPrices true: lifetime Service and Parts totals, linking to the service and parts panels. */
export const PricesOn: Story = { parameters: { msw: { handlers: [userInfoHandler(moderatorUserInfo)] } } };

/** ShowPrices false: no amounts anywhere. */
export const PricesOff: Story = { parameters: { msw: { handlers: [userInfoHandler(plainUserInfo)] } } };

/** Prices off in the list view: no Service and Parts columns. */
export const PricesOffList: Story = { ...PricesOff, args: { defaultView: 'list' } };

/** Phone (390 px): one column of compact cards. */
export const Phone: Story = { globals: phone };

/** Phone, list view: the rows stack. */
export const PhoneList: Story = { args: { defaultView: 'list' }, globals: phone };

/** Tablet (768 px). */
export const Tablet: Story = { globals: tablet };

/** Norwegian texts and amounts. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Norwegian, list view. */
export const NorwegianList: Story = { args: { defaultView: 'list' }, globals: { locale: 'no' } };

/** Norwegian on a phone. */
export const NorwegianPhone: Story = { globals: { locale: 'no', ...phone } };

/** 100 machines: four pages (30 + 30 + 30 + 10); every further page takes a second to arrive. */
export const ManyPages: Story = {
  parameters: { msw: { handlers: [machinesHandler(makeMachines(100), { nextPageDelay: 1000 })] } },
};

/** The next page is loading: the "Loading more…" row. */
export const LoadingMore: Story = {
  parameters: { msw: { handlers: [machinesHandler(makeMachines(48), { nextPageDelay: 'infinite' })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /load more|last inn flere/i }));
    await expect(await canvas.findByText(/loading more|laster flere/i)).toBeInTheDocument();
  },
};

/** The second page (asked by the first page's cursor) failed: the first 30 stay, the end of the list offers Retry. */
export const LaterPageFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(api('/customer/machines/filtered'), ({ request }) =>
          new URL(request.url).searchParams.has('Cursor')
            ? HttpResponse.json({ Message: 'The request timed out.' }, { status: 500 })
            : undefined,
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /load more|last inn flere/i }));
    await expect(await canvas.findByRole('button', { name: /retry|prøv igjen/i })).toBeInTheDocument();
  },
};

/** Every page loaded: the end of the list says so. */
export const AllLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /load more|last inn flere/i }));
    await expect(
      await canvas.findByText(/all 48 machines shown|alle 48 maskiner vises/i),
    ).toBeInTheDocument();
  },
};

/** Model images that fail to load: the broken-image icon with its tooltip. */
export const BrokenImages: Story = { args: { getImageUrl: () => 'data:image/png;base64,bm90LWFuLWltYWdl' } };

/** As the portal mounts it: inside the customer shell, which hides its footer on this page. */
export const InCustomerShell: Story = {
  render: (args) => (
    <CustomerShell
      active="machines"
      locale="en"
      onLocaleChange={fn()}
      onLogout={fn()}
      cartCount={3}
      hideFooter
      logoSrc={providerLogoDataUrl}
    >
      <MachineList {...args} />
    </CustomerShell>
  ),
};

/** Inside the shell, Norwegian. */
export const InCustomerShellNorwegian: Story = {
  render: (args) => (
    <CustomerShell
      active="machines"
      locale="no"
      onLocaleChange={fn()}
      onLogout={fn()}
      cartCount={3}
      hideFooter
      logoSrc={providerLogoDataUrl}
    >
      <MachineList {...args} />
    </CustomerShell>
  ),
  globals: { locale: 'no' },
};

/** Inside the shell on a phone: top bar, single column, bottom bar. */
export const InCustomerShellPhone: Story = { ...InCustomerShell, globals: phone };

/** Filtered by type (Forklift) and open orders only: the count and Clear filters show. */
export const Filtered: Story = { args: { defaultFilters: { typeId: 3, hasOpenOrders: true } } };

/** Sorted by last service (newest first; machines never serviced last), in the list view. */
export const SortedByLastService: Story = {
  args: { defaultView: 'list', defaultFilters: { sort: 'lastService' } },
};

/** Sorted by serial number (machines without one last), as cards. */
export const SortedBySerial: Story = { args: { defaultFilters: { sort: 'serial' } } };

/** Filters that match no machine: its own empty state with Clear filters. */
export const NoResultsForFilter: Story = {
  args: { defaultFilters: { typeId: 3, location: 'Roof' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: /no equipment matches these filters|ikke noe utstyr passer til disse filtrene/i,
      }),
    ).toBeInTheDocument();
  },
};

/** Phone with a filter on: the fields fold behind "Filter (1)"; opened here. */
export const PhoneFiltered: Story = {
  args: { defaultFilters: { typeId: 3, sort: 'serial' } },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^filter/i }));
    await expect(await canvas.findByRole('combobox', { name: /^type/i })).toBeVisible();
  },
};

/** Norwegian, filtered and sorted. */
export const NorwegianFiltered: Story = {
  args: { defaultFilters: { supplierId: 13, sort: 'lastService' } },
  globals: { locale: 'no' },
};
