import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import styled from 'styled-components';
import { providerLogoDataUrl } from '../test/fixtures';
import { partnerCodeLoginHandler } from '../test/handlers';
import { PartnerCodeLogin } from './PartnerCodeLogin';

const phone = { viewport: { value: 'phone', isRotated: false } };

/** The portal centres the card on the page, as it does the login card. */
const Page = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: 24px 16px;
  background: ${({ theme }) => theme.color.background};
`;

const meta = {
  tags: ['autodocs'],
  title: 'Partner/PartnerCodeLogin',
  component: PartnerCodeLogin,
  parameters: { layout: 'fullscreen', token: null },
  args: { code: 'DEMO42', onSuccess: fn(), logoSrc: providerLogoDataUrl },
  render: (args) => (
    <Page>
      <PartnerCodeLogin {...args} />
    </Page>
  ),
} satisfies Meta<typeof PartnerCodeLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code login runs: "Opening job…". */
export const Running: Story = {
  parameters: { msw: { handlers: [partnerCodeLoginHandler({ ms: 'infinite' })] } },
};

/** An unknown code: the server's message and a link to the partner portal (spec §8). */
export const Failed: Story = { args: { code: 'NOSUCHCODE' } };

/** Too many wrong codes from this address (429): the server's message. */
export const TooManyTries: Story = {
  args: { code: 'X1' },
  parameters: {
    msw: {
      handlers: [
        partnerCodeLoginHandler({
          codes: [],
          status: 429,
          message: 'Too many invalid job codes from this address. Try again in 10 minutes.',
        }),
      ],
    },
  },
};

/** Phone (390 px), failed. */
export const FailedPhone: Story = { ...Failed, globals: phone };

/** Norwegian: our texts in Norwegian around the server's message. */
export const NorwegianFailed: Story = { ...Failed, globals: { locale: 'no' } };

/** Norwegian, running. */
export const NorwegianRunning: Story = { ...Running, globals: { locale: 'no' } };
