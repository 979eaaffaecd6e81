import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PartnerShell } from '../PartnerShell';
import { providerLogoDataUrl } from '../test/fixtures';
import { partnerNoCompanyHandlers } from '../test/handlers';
import { PartnerNoCompany } from './PartnerNoCompany';

const phone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  tags: ['autodocs'],
  title: 'Partner/PartnerNoCompany',
  component: PartnerNoCompany,
  parameters: { layout: 'fullscreen', msw: { handlers: partnerNoCompanyHandlers } },
  args: { onLogout: fn() },
} satisfies Meta<typeof PartnerNoCompany>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "No company on your user", the explanation and Log out. */
export const Default: Story = {};

/** Phone (390 px). */
export const Phone: Story = { globals: phone };

/** Norwegian. */
export const Norwegian: Story = { globals: { locale: 'no' } };

/** In the partner shell (the list and company pages show it for such an account). */
export const InShell: Story = {
  render: (args) => (
    <PartnerShell
      active="jobs"
      locale="en"
      onLocaleChange={fn()}
      onLogout={fn()}
      logoSrc={providerLogoDataUrl}
    >
      <PartnerNoCompany {...args} />
    </PartnerShell>
  ),
};
