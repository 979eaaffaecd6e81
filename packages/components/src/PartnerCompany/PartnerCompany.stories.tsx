import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PartnerShell } from '../PartnerShell';
import { partnerCompany, providerLogoDataUrl, sparsePartnerCompany } from '../test/fixtures';
import {
  partnerCompanyErrorHandler,
  partnerCompanyHandler,
  partnerNoCompanyHandlers,
} from '../test/handlers';
import { PartnerCompany } from './PartnerCompany';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Partner/PartnerCompany',
  component: PartnerCompany,
  parameters: { layout: 'fullscreen' },
  args: { onLogout: fn() },
} satisfies Meta<typeof PartnerCompany>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company with its contact person; parts lookup from the warehouse is set up. */
export const Loaded: Story = {};

/** A company without a warehouse and with fields not filled in. */
export const NoWarehouse: Story = {
  parameters: { msw: { handlers: [partnerCompanyHandler(sparsePartnerCompany)] } },
};

/** The company is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [partnerCompanyHandler(partnerCompany, 'infinite')] } },
};

/** The company failed to load (500): an empty page with an error title and message (spec §8). */
export const Failed: Story = { parameters: { msw: { handlers: [partnerCompanyErrorHandler()] } } };

/** A partner account without a company: the no-company-on-user page. */
export const NoCompany: Story = { parameters: { msw: { handlers: partnerNoCompanyHandlers } } };

/** Phone (390 px): the cards stacked, labels above the values. */
export const Phone: Story = { globals: phone };

/** Norwegian. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** Norwegian on a phone. */
export const NorwegianPhone: Story = { globals: { locale: 'no', ...phone } };

/** In the partner shell, as the portal shows it. */
export const InShell: Story = {
  render: (args) => (
    <PartnerShell
      active="company"
      locale="en"
      onLocaleChange={fn()}
      onLogout={fn()}
      logoSrc={providerLogoDataUrl}
    >
      <PartnerCompany {...args} />
    </PartnerShell>
  ),
};
