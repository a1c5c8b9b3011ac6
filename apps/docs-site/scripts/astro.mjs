#!/usr/bin/env node
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
  default:
    console.error(`Unknown command "${command}" (build | sync | dev | preview)`);
    process.exit(2);
}
