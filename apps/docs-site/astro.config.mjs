// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

const games = [
  ['chicago-express', 'Chicago Express'],
  ['american-rails', 'American Rails'],
  ['last-spike', 'Last Spike'],
  ['wild-west-express', 'Wild West Express'],
];

export default defineConfig({
  site: 'https://railyard.dev',
  trailingSlash: 'always',
  integrations: [
    // Starlight adds MDX itself.
    starlight({
      title: 'Railyard',
      description: 'Railroad board games as executable, teachable statecharts.',
      defaultLocale: 'root',
      locales: { root: { label: 'English', lang: 'en' } },
      sidebar: [
        { label: 'Start here', items: [{ label: 'Home', link: '/' }, { label: 'Play in the playground', link: '/playground/', attrs: { rel: 'external' } }] },
        ...games.map(([id, label]) => ({ label, autogenerate: { directory: id } })),
        { label: 'Guides', autogenerate: { directory: 'guides' } },
      ],
    }),
  ],
});
