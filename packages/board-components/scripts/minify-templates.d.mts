import type { Plugin } from 'vite';

export function minifyCss(text: string): string;
export function minifyMarkup(text: string): string;
export function minifyTemplates(): Plugin;
