import { en, type Strings } from './en.js';
import { pcm } from './pcm.js';

/** One file per language; add yo/ha/ig here with their own file. */
export const languages: Record<string, Strings> = { en, pcm };

/** `?lang=` first, then the browser's preferences, then English. */
export function pickLanguage(search: string, preferred: readonly string[]): string {
  const asked = new URLSearchParams(search).get('lang');
  if (asked && asked in languages) return asked;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (base in languages) return base;
  }
  return 'en';
}

export function translate(strings: Strings, key: keyof Strings, values: Record<string, string> = {}): string {
  return strings[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

export type { Strings };
