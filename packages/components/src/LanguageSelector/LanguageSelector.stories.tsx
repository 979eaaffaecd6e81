import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { SupportedLocale } from '../i18n';
import { LanguageSelector, type LanguageSelectorProps } from './LanguageSelector';

/** Keeps the choice, as a host that stores it would (the real portal reloads instead). */
function Stateful(props: LanguageSelectorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <LanguageSelector
      {...props}
      value={value}
      onChange={(locale: SupportedLocale) => {
        setValue(locale);
        props.onChange(locale);
      }}
    />
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Customer/LanguageSelector',
  component: LanguageSelector,
  parameters: { layout: 'padded' },
  args: { value: 'en', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** EN | NO, as in the selection page's corner. */
export const Codes: Story = {};

/** Language names written out, with the group's label shown. */
export const Names: Story = { args: { variant: 'names', showLabel: true } };

/** Norwegian selected and Norwegian interface. */
export const Norwegian: Story = { args: { value: 'no', showLabel: true }, globals: { locale: 'no' } };
