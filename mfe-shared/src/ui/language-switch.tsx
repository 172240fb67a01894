import { announce, setLanguage, translate, useLanguage } from 'mfe-shared';
import { LANGUAGE_NAMES, type Language } from '../rules/languages';
import { useSharedT } from '../i18n/shared-catalogue';

/**
 * The language switch (USWDS language selector, two-language form): each other language
 * the county offers, in its own name and marked as that language, so a Spanish reader finds
 * "Español" and a screen reader says it in Spanish. Nothing when the county offers one language.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useSharedT();
  const { language, offered } = useLanguage();
  const others = offered.filter((code) => code !== language);
  if (others.length === 0) return null;
  return (
    <nav className={`portal-language ${className}`.trim()} aria-label={t('shared.language.label')}>
      <ul className="portal-language__list">
        {others.map((code) => (
          <li key={code}>
            <button type="button" className="usa-button usa-button--unstyled portal-language__button" lang={code} onClick={() => void switchTo(code)}>
              {LANGUAGE_NAMES[code]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Switches, then tells screen-reader users the page now speaks that language (in it), replacing what was said before. */
async function switchTo(language: Language): Promise<void> {
  await setLanguage(language);
  announce(translate('shared.language.changed'));
}
