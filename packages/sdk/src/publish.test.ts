import { describe, expect, it } from 'vitest';
import pkg from '../package.json';

describe('published package', () => {
  it('names the same subpaths inside the workspace (sources) and when packed (dist)', () => {
    expect(pkg.exports).toEqual({ '.': './src/index.ts', './react': './src/react/index.ts' });
    expect(pkg.publishConfig.exports).toEqual({
      '.': { types: './dist/index.d.ts', import: './dist/index.js' },
      './react': { types: './dist/react/index.d.ts', import: './dist/react/index.js' },
      './package.json': './package.json',
    });
  });

  it('keeps the private contract package out of what it installs (its types are bundled)', () => {
    const installed = { ...pkg.dependencies, ...pkg.peerDependencies };
    expect(Object.keys(installed)).not.toContain('@eqp/contract');
    expect(pkg.devDependencies).toHaveProperty('@eqp/contract');
  });

  it('bundles the private rules package rather than installing it', () => {
    const installed = { ...pkg.dependencies, ...pkg.peerDependencies };
    expect(Object.keys(installed)).not.toContain('@eqp/rules');
    expect(pkg.devDependencies).toHaveProperty('@eqp/rules');
  });

  it('leaves React and SWR to the host as peers', () => {
    expect(Object.keys(pkg.peerDependencies).sort()).toEqual(['react', 'swr']);
  });
});
