import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import styled from 'styled-components';
import { providerLogoDataUrl } from '../test/fixtures';
import { partnerCodeLoginHandler, partnerCodeLoginThrottledHandler } from '../test/handlers';
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

/** Too many wrong codes (429 with Retry-After: 600): the wait, in the page's language. */
export const TooManyTries: Story = {
  args: { code: 'X1' },
  parameters: { msw: { handlers: [partnerCodeLoginThrottledHandler(600)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      /try again in 10 minutes|prøv igjen om 10 minutter/i,
    );
  },
};

/** Norwegian, too many wrong codes: "For mange forsøk. Prøv igjen om 10 minutter." */
export const NorwegianTooManyTries: Story = { ...TooManyTries, globals: { locale: 'no' } };

/** Phone (390 px), too many wrong codes. */
export const TooManyTriesPhone: Story = { ...TooManyTries, globals: phone };

/** Phone (390 px), failed. */
export const FailedPhone: Story = { ...Failed, globals: phone };

/** Norwegian: our texts in Norwegian around the server's message. */
export const NorwegianFailed: Story = { ...Failed, globals: { locale: 'no' } };

/** Norwegian, running. */
export const NorwegianRunning: Story = { ...Running, globals: { locale: 'no' } };
