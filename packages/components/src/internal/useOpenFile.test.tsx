import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { signedFileUrl } from '../test/handlers';
import { stubOpenTab } from '../test/openTab';
import { useOpenFile, type OpenFileOptions } from './useOpenFile';

function FileLink({ link, direct, ...options }: { link: string; direct?: boolean } & OpenFileOptions) {
  const files = useOpenFile({ direct });
  return (
    <a rel="noopener" {...files.linkProps(link, options)}>
      {options.name ?? link}
    </a>
  );
}

let tabs: ReturnType<typeof stubOpenTab>;
beforeEach(() => {
  tabs = stubOpenTab();
});
afterEach(() => tabs.restore());

describe('useOpenFile', () => {
  it('given a stored file, its link is the resource address until focused, then the signed address in a new tab', async () => {
    const path = 'Documents/manual.pdf';
    renderWithProviders(<FileLink link={path} name="Manual.pdf" />);
    const link = screen.getByRole('link', { name: 'Manual.pdf' });
    expect(link.getAttribute('href')).toContain('/api2/resource/');
    expect(link.getAttribute('href')).not.toContain('/files/signed/');
    act(() => link.focus());
    await waitFor(() =>
      expect(link.getAttribute('href')).toMatch(
        new RegExp(`${signedFileUrl(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      ),
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('given a file a browser does not show, the signed link downloads it under its name', async () => {
    renderWithProviders(<FileLink link="Drawings/part.dwg" name="Part drawing.dwg" />);
    const link = screen.getByRole('link', { name: 'Part drawing.dwg' });
    expect(link).toHaveAttribute('download', 'Part drawing.dwg');
    expect(link).not.toHaveAttribute('target');
  });

  it('given a web link, keeps its address and opens it in a new tab without asking the server', async () => {
    const { user } = renderWithProviders(<FileLink link="https://example.com/guide" name="Guide" />);
    const link = screen.getByRole('link', { name: 'Guide' });
    expect(link).toHaveAttribute('href', 'https://example.com/guide');
    expect(link).toHaveAttribute('target', '_blank');
    await user.hover(link);
    expect(tabs.tabs).toHaveLength(0);
  });

  it('given direct addresses from the host, uses the given address as it is', () => {
    renderWithProviders(
      <FileLink
        link="Documents/manual.pdf"
        direct
        href="https://files.example.com/manual.pdf"
        name="Manual"
      />,
    );
    const link = screen.getByRole('link', { name: 'Manual' });
    expect(link).toHaveAttribute('href', 'https://files.example.com/manual.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
