/**
 * Screenshots of the embed pages (the docs' embed guide, the package's demo pages) at 1280×800
 * and 390×844 under artifacts/embed-pages/, and the JavaScript each loads (bytes, gzip).
 * Run with the docs served (`PORT=4391 node ../scripts/serve.mjs`):
 *   npx tsx scripts/embed-shots.ts [docs-base-url]
 */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath } from '../chromium';
// @ts-expect-error: a plain .mjs script without types
import { serve } from '../../packages/board-components/scripts/serve-demo.mjs';

const docs = process.argv[2] ?? 'http://127.0.0.1:4391';
const demo = (await serve(0)) as { address(): { port: number }; close(): void };
const demoBase = `http://127.0.0.1:${demo.address().port}/demo/`;
const only = process.argv[3];
const pages = [
  ['guide', `${docs}/guides/embed/`],
  ['demo-ce', `${demoBase}index.html`],
  ['demo-ar', `${demoBase}american-rails.html`],
  ['demo-replay', `${demoBase}replay.html`],
  ['demo-two-bundles', `${demoBase}two-bundles.html`],
] as const;
const out = new URL('../artifacts/embed-pages/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const rows: string[] = [];
for (const [name, url] of pages.filter(([n]) => !only || n === only))
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport: size, isMobile: size.width < 500 });
    const page = await context.newPage();
    const sizes: Promise<[number, number]>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script')
        sizes.push(
          r.body().then(
            (b) => [b.length, gzipSync(b).length] as [number, number],
            () => [0, 0],
          ),
        );
    });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(url);
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `${out}${name}-${size.width}.png` });
    await page.screenshot({ path: `${out}${name}-${size.width}-full.png`, fullPage: true });
    const all = await Promise.all(sizes);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    rows.push(
      `| ${name} | ${size.width} | ${all.length} | ${kb(all.reduce((s, [b]) => s + b, 0))} | ${kb(all.reduce((s, [, g]) => s + g, 0))} | ${wide} | ${errors.join('; ').slice(0, 120)} |`,
    );
    await context.close();
  }
await browser.close();
demo.close();
console.log('| page | width | JS files | bytes | gzip | scrollWidth | console errors |');
console.log('|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
