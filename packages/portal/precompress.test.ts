// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

let folder = '';
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('precompressFolder (the build step behind the served .br and .gz files)', () => {
  it('given text assets, writes brotli and gzip siblings that decompress to them; leaves maps and images alone', () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'eqp-precompress-'));
    fs.mkdirSync(path.join(folder, 'assets'));
    const script = `console.log(${JSON.stringify('machine list '.repeat(200))});`;
    const write = (name: string, content: string | Buffer) =>
      fs.writeFileSync(path.join(folder, name), content);
    write('assets/index-AbC.js', script);
    write('assets/index-AbC.css', `body{color:red}${' '.repeat(2000)}`);
    write('assets/tiny-XyZ.js', 'export{}');
    write('assets/index-AbC.js.map', script);
    write('assets/photo.png', Buffer.alloc(4000));

    expect(precompressFolder(folder)).toBe(3);

    const read = (name: string) => fs.readFileSync(path.join(folder, name));
    expect(brotliDecompressSync(read('assets/index-AbC.js.br')).toString()).toBe(script);
    expect(gunzipSync(read('assets/index-AbC.js.gz')).toString()).toBe(script);
    expect(read('assets/index-AbC.js.br').length).toBeLessThan(script.length / 10);
    expect(fs.existsSync(path.join(folder, 'assets/index-AbC.css.br'))).toBe(true);
    expect(gunzipSync(read('assets/tiny-XyZ.js.gz')).toString()).toBe('export{}');
    for (const untouched of ['assets/index-AbC.js.map', 'assets/photo.png'])
      expect(fs.existsSync(path.join(folder, `${untouched}.br`))).toBe(false);
  });
});
