import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OUTPUT, generate } from '../scripts/generate.mjs';

describe('generated/api2.ts', () => {
  it('is what the generator makes from api2.yaml today (run pnpm contract:gen when this fails)', async () => {
    const [fresh, checkedIn] = await Promise.all([generate(), readFile(OUTPUT, 'utf8')]);
    expect(checkedIn === fresh, 'openapi/generated/api2.ts is stale: run pnpm contract:gen').toBe(true);
  });

  it('is deterministic: two generations are byte-identical and carry no timestamp', async () => {
    const [first, second] = await Promise.all([generate(), generate()]);
    expect(first).toBe(second);
    expect(first).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });
});
