import appeal from './appeal.json';
import availability from './availability.json';
import changeRequests from './change-requests.json';
import common from './common.json';
import countyConsole from './console.json';
import labels from './labels.json';
import meetings from './meetings.json';
import nav from './nav.json';
import queue from './queue.json';

export default { ...nav, ...labels, ...common, ...queue, ...appeal, ...meetings, ...availability, ...changeRequests, ...countyConsole };
