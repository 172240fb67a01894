import { CONSOLE_FORM_MESSAGES } from 'mfe-shared/schemas';
import { useT } from '../i18n/catalogue';

type FormMessage = keyof typeof CONSOLE_FORM_MESSAGES;
const NAMES = Object.keys(CONSOLE_FORM_MESSAGES) as FormMessage[];

/** A console form's message (mfe-shared's English, as the schema gives it) in the desk's language; any other text as it came. */
export function useConsoleMessage(): (message: string) => string {
  const t = useT();
  return (message) => {
    const name = NAMES.find((key) => CONSOLE_FORM_MESSAGES[key] === message);
    return name ? t(`office.console.form.${name}`) : message;
  };
}
