import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  detailMachineId,
  machineHistoryWithoutPrices,
  openMachineJobs,
  plainUserInfo,
} from '../test/fixtures';
import {
  machineHistoryHandler,
  openMachineJobsHandler,
  serviceListsErrorHandlers,
  userInfoHandler,
} from '../test/handlers';
import { ServicePanel } from './ServicePanel';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Customer/MachineDetail/ServicePanel',
  component: ServicePanel,
  parameters: { layout: 'padded' },
  args: {
    machineId: detailMachineId,
    orderServiceHref: '#order-service',
    jobHref: (id: number) => `#job-${id}`,
  },
} satisfies Meta<typeof ServicePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open jobs and history with parts; prices shown (ShowPrices true); a service report link. */
export const WithHistory: Story = {};

/** ShowPrices false: the parts without prices. */
export const PricesOff: Story = {
  parameters: {
    msw: { handlers: [userInfoHandler(plainUserInfo), machineHistoryHandler(machineHistoryWithoutPrices)] },
  },
};

/** Open jobs but no history yet. */
export const WithoutHistory: Story = { parameters: { msw: { handlers: [machineHistoryHandler([])] } } };

/** History but nothing open. */
export const NoOpenJobs: Story = { parameters: { msw: { handlers: [openMachineJobsHandler([])] } } };

/** Nothing at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: [openMachineJobsHandler([]), machineHistoryHandler([])] } },
};

/** Both lists failed: empty lists (spec §8); the snackbar says why. */
export const Failed: Story = { parameters: { msw: { handlers: serviceListsErrorHandlers() } } };

/** Loading. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        openMachineJobsHandler(openMachineJobs, 'infinite'),
        machineHistoryHandler(undefined, 'infinite'),
      ],
    },
  },
};

/** A host without the order-service route: no button. */
export const WithoutOrderButton: Story = { args: { orderServiceHref: null } };

/** Phone. */
export const Phone: Story = { globals: phone };

/** Phone without prices. */
export const PhonePricesOff: Story = { ...PricesOff, globals: phone };

/** Norwegian. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Norwegian on a phone. */
export const NorwegianPhone: Story = { globals: { locale: 'no', ...phone } };
