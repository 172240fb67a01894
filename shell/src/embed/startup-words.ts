// The start-up status line of <assessor-portal>, said before any catalogue can load: the
// loader stays small, so its few words are here rather than in the shell's catalogue. Both the loader
// and the host say them.

const WORDS = {
  en: {
    loading: 'Loading the property portal…',
    unreachable: (origin: string) => `The property portal could not be loaded from ${origin}. Please try again later.`,
  },
  es: {
    loading: 'Cargando el portal de propiedades…',
    unreachable: (origin: string) => `No se pudo cargar el portal de propiedades desde ${origin}. Inténtelo de nuevo más tarde.`,
  },
};

export type StartupLanguage = keyof typeof WORDS;

/** The language of the element's `lang` ('es', 'es-US'), else English: the county's page says which it is. */
export function startupLanguage(lang: string | null): StartupLanguage {
  return lang?.toLowerCase().split('-')[0] === 'es' ? 'es' : 'en';
}

export const startupWords = (lang: string | null) => WORDS[startupLanguage(lang)];
