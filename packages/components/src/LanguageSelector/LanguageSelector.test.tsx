import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { LanguageSelector } from './LanguageSelector';

describe('LanguageSelector', () => {
  it('given English, checks English; choosing Norsk calls onChange("no")', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<LanguageSelector value="en" onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Norsk' })).not.toBeChecked();
    expect(screen.getByText('EN')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Norsk' }));
    expect(onChange).toHaveBeenCalledWith('no');
  });

  it('given nb-NO, checks Norsk; the arrow key moves to English', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<LanguageSelector value="nb-NO" onChange={onChange} />, {
      locale: 'no',
    });
    expect(screen.getByRole('radiogroup', { name: 'Språk' })).toBeInTheDocument();
    const norsk = screen.getByRole('radio', { name: 'Norsk' });
    expect(norsk).toBeChecked();
    await user.click(norsk);
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenCalledWith('en');
  });

  it('given the names variant, writes the language names out', () => {
    renderWithProviders(<LanguageSelector value="en" onChange={() => {}} variant="names" showLabel />);
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByText('Norsk')).toHaveAttribute('lang', 'nb');
    expect(screen.getByText('Language')).toBeVisible();
  });
});
