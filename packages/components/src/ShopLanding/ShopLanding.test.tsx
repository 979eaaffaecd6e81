import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { ShopLanding } from './ShopLanding';

describe('ShopLanding', () => {
  it('shows the hero banner with its headline and links to the parts and the cart', () => {
    renderWithProviders(<ShopLanding />);
    const hero = screen.getByRole('region', { name: 'Keep your equipment running' });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Keep your equipment running');
    expect(within(hero).getByRole('link', { name: 'Find parts for your equipment' })).toHaveAttribute(
      'href',
      '/customer/machines/list',
    );
    expect(within(hero).getByRole('link', { name: 'Open the cart' })).toHaveAttribute(
      'href',
      '/customer/shop/cart',
    );
  });

  it('shows six sample product cards, each with a name, a text and the price placeholder', () => {
    renderWithProviders(<ShopLanding />);
    const products = screen.getByRole('region', { name: 'Popular products' });
    const cards = within(products).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(within(card).getByRole('heading', { level: 3 })).toBeInTheDocument();
      expect(card).toHaveTextContent('Price on request');
    }
    expect(within(products).getByRole('listitem', { name: 'Filter kit' })).toHaveTextContent(
      'Air and oil filters for a full year of operation.',
    );
  });

  it('takes other link targets, and no cart link', () => {
    renderWithProviders(<ShopLanding partsHref="/shop/parts" cartHref={null} />);
    expect(screen.getByRole('link', { name: 'Find parts for your equipment' })).toHaveAttribute(
      'href',
      '/shop/parts',
    );
    expect(screen.queryByRole('link', { name: 'Open the cart' })).not.toBeInTheDocument();
  });

  it('given Norwegian, shows the Norwegian sample texts', () => {
    renderWithProviders(<ShopLanding />, { locale: 'no' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hold utstyret i gang' })).toBeInTheDocument();
    expect(screen.getAllByText('Pris på forespørsel')).toHaveLength(6);
  });
});
