import { setLanguage, useLanguage } from 'mfe-shared';
import { LANGUAGE_NAMES } from '../i18n/languages';
import { useSharedT } from '../i18n/shared-catalogue';

/**
 * The language switch (issue 23; USWDS language selector, two-language form): each other language
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
            <button type="button" className="usa-button usa-button--unstyled portal-language__button" lang={code} onClick={() => void setLanguage(code)}>
              {LANGUAGE_NAMES[code]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
