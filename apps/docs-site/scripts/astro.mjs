#!/usr/bin/env node
/* global process, console, URL */
// Astro 6's CLI refuses Node < 22.12; its programmatic API works on Node 20.19+, so every
// docs-site command goes through here.
import { fileURLToPath } from 'node:url';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.ASTRO_DISABLE_UPDATE_CHECK = 'true';

const root = fileURLToPath(new URL('..', import.meta.url));
const command = process.argv[2] ?? 'build';
const astro = await import('astro');

switch (command) {
  case 'build':
    await astro.build({ root });
    break;
  case 'sync':
    await astro.sync({ root });
    break;
  case 'dev': {
    const server = await astro.dev({ root });
    console.log(`docs dev server on http://localhost:${server.address.port}/`);
    break;
  }
  case 'preview': {
    const server = await astro.preview({ root });
    console.log(`docs preview on http://localhost:${server.port}/`);
    break;
  }
  case 'check': {
    // Type-checks .astro components too (tsc sees only .ts files).
    const { check } = await import('@astrojs/check');
    const failed = await check({ root });
    process.exit(failed ? 1 : 0);
    break;
  }
  default:
    console.error(`Unknown command "${command}" (build | sync | check | dev | preview)`);
    process.exit(2);
}
