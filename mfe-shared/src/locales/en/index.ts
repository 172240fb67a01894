import forms from './forms.json';
import messages from './messages.json';

/** The forms and wizard catalogue: their texts and the schemas' messages. */
export default { ...forms, ...messages };
