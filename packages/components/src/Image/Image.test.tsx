import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { Image } from './Image';

describe('Image', () => {
  it('shows the image with its alternative text', () => {
    renderWithProviders(<Image src="/logo.png" alt="Provider logo" width={90} height={90} />);
    expect(screen.getByRole('img', { name: 'Provider logo' })).toHaveAttribute('src', '/logo.png');
  });

  it('when the image fails to load, shows a broken-image icon with the tooltip Failed to load image', () => {
    renderWithProviders(<Image src="/missing.png" alt="Provider logo" width={90} height={90} />);
    fireEvent.error(screen.getByRole('img', { name: 'Provider logo' }));
    const broken = screen.getByRole('img', { name: 'Provider logo: Failed to load image' });
    expect(broken).toHaveAttribute('title', 'Failed to load image');
    expect(broken).toHaveAttribute('data-state', 'error');
  });

  it('given a new source after a failure, tries again', () => {
    const { rerender } = renderWithProviders(<Image src="/missing.png" alt="Logo" />);
    fireEvent.error(screen.getByRole('img', { name: 'Logo' }));
    rerender(<Image src="/logo.png" alt="Logo" />);
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/logo.png');
  });

  it('translates the tooltip', () => {
    renderWithProviders(<Image src="/missing.png" alt="" />, { locale: 'no' });
    fireEvent.error(document.querySelector('img')!);
    expect(screen.getByRole('img', { name: 'Kunne ikke laste inn bildet' })).toHaveAttribute(
      'title',
      'Kunne ikke laste inn bildet',
    );
  });
});
