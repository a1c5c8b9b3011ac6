import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

export const collections = {
  docs: defineCollection({
    loader: docsLoader(),
    schema: docsSchema({
      // A game's overview page (`<game>/index.mdx`) carries its home-page card picture; the
      // card's title, summary and player count come from the game's catalog entry.
      extend: ({ image }) =>
        z.object({
          card: z
            .object({
              /** Picture of the board, beside the page (`./board.png`). */
              image: image(),
              alt: z.string(),
              /** What the picture is ("The real board, …", "Schematic, not the printed board"). */
              caption: z.string(),
            })
            .optional(),
        }),
    }),
  }),
};
