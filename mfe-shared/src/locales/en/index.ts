import messages from './messages.json';
import ui from './ui.json';

export default { ...ui, ...messages };
