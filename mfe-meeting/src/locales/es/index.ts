import confirmation from './confirmation.json';
import datetime from './datetime.json';
import details from './details.json';
import documents from './documents.json';
import flow from './flow.json';
import intro from './intro.json';
import location from './location.json';
import reschedule from './reschedule.json';
import slots from './slots.json';
import summary from './summary.json';

export default { ...flow, ...intro, ...details, ...location, ...datetime, ...slots, ...documents, ...summary, ...confirmation, ...reschedule };
