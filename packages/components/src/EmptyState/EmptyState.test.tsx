import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('is a region named by its title, with the message and the action', () => {
    renderWithProviders(
      <EmptyState
        title="No jobs yet"
        message="Ordered jobs appear here."
        action={<Button>Order service</Button>}
      />,
    );
    const region = screen.getByRole('region', { name: 'No jobs yet' });
    expect(screen.getByRole('heading', { level: 2, name: 'No jobs yet' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Ordered jobs appear here.');
    expect(screen.getByRole('button', { name: 'Order service' })).toBeInTheDocument();
  });

  it('uses the heading level it is given', () => {
    renderWithProviders(<EmptyState title="Nothing here" headingLevel={3} variant="error" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing here' })).toBeInTheDocument();
  });
});
