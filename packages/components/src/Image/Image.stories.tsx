import type { Meta, StoryObj } from '@storybook/react-vite';
import { providerLogoDataUrl } from '../test/fixtures';
import { Image } from './Image';

const meta = {
  tags: ['autodocs'],
  title: 'Display/Image',
  component: Image,
  parameters: { layout: 'padded' },
  args: { src: providerLogoDataUrl, alt: 'Provider logo', width: 90, height: 90 },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

/** The image failed to load: broken-image icon, tooltip "Failed to load image". */
export const Broken: Story = { args: { src: 'data:image/png;base64,bm90LWFuLWltYWdl' } };

export const BrokenNorwegian: Story = { ...Broken, globals: { locale: 'no' } };
