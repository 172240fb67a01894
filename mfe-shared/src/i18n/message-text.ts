import { translate } from 'mfe-shared';
import { sharedMessageId } from './message-ids';
import { useFormsT } from './forms-catalogue';

/**
 * Says a message that arrives as English text (an issue of mfe-shared's schemas) in the active
 * language: by its id when it is one of mfe-shared's fixed messages, else as it came (an API answer
 * is already in the visitor's language: the client sends Accept-Language).
 */
export function useMessageText(): (message: string) => string {
  useFormsT(); // the active language's catalogue is loaded before a message is said
  return (message) => {
    const id = sharedMessageId(message);
    return id ? translate(id, undefined, message) : message;
  };
}
