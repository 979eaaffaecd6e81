import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { Avatar, avatarColorIndex } from './Avatar';

describe('Avatar', () => {
  it('shows at most two initials and is decorative by default', () => {
    const { container } = renderWithProviders(<Avatar name="Kari Anne Nordmann" />);
    const avatar = container.querySelector('[data-size]');
    expect(avatar).toHaveTextContent('KN');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
  });

  it('given a label, is an image with that accessible name', () => {
    renderWithProviders(<Avatar name="Ola Hansen" size="large" label="Ola Hansen" />);
    expect(screen.getByRole('img', { name: 'Ola Hansen' })).toHaveTextContent('OH');
  });

  it('given no name, shows ??', () => {
    renderWithProviders(<Avatar name="" label="Unknown" />);
    expect(screen.getByRole('img', { name: 'Unknown' })).toHaveTextContent('??');
  });

  it('picks the same colour for the same name', () => {
    expect(avatarColorIndex('Kari Nordmann')).toBe(avatarColorIndex(' kari nordmann '));
  });
});
