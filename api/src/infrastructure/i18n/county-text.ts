import type { Language } from 'mfe-shared/domain';
import type { Settings } from 'mfe-shared/schemas';
import { formatPhone } from './format';
import { localText, type LocalText } from './local-text';

/** A text setting of the county (its name, a hint): the keys whose value is a string. */
type TextKey = { [K in keyof Settings]: Settings[K] extends string ? K : never }[keyof Settings];
type CountyTexts = Pick<Settings, 'general.translations'> & Partial<Record<TextKey, string>>;

/**
 * A text the county wrote: in another language its own translation
 * (`general.translations[lang][key]`) when it gives one, else as written.
 */
export function countyText(settings: CountyTexts, key: TextKey): LocalText {
  const written = settings[key] ?? '';
  return {
    english: written,
    in: (language: Language) => (language === 'en' ? written : (settings['general.translations']?.[language]?.[key] ?? written)),
  };
}

type Office = CountyTexts & Pick<Settings, 'general.display_name' | 'general.phone_number'>;

/** 'Harbor County Assessor's Office on (555) 555 0100': whom a refused link sends the visitor to. */
export function officeContact(settings: Office): LocalText {
  const phone = settings['general.phone_number'];
  const office = countyText(settings, 'general.display_name');
  if (!phone) return office;
  return localText('api.office.contactWithPhone', `${office.english} on ${formatPhone(phone)}`, { office, phone: formatPhone(phone) });
}

/** 'Please call Harbor County Assessor's Office on (555) 555 0100.', or 'Please contact ...' without a phone. */
export function callOffice(settings: Office): LocalText {
  const phone = settings['general.phone_number'];
  const office = countyText(settings, 'general.display_name');
  return phone
    ? localText('api.office.call', `Please call ${office.english} on ${formatPhone(phone)}.`, { office, phone: formatPhone(phone) })
    : localText('api.office.contact', `Please contact ${office.english}.`, { office });
}
