import appeal from './appeal.json';
import appealHearing from './appeal-hearing.json';
import availability from './availability.json';
import changeRequests from './change-requests.json';
import common from './common.json';
import countyConsole from './console.json';
import evidence from './evidence.json';
import hearings from './hearings.json';
import labels from './labels.json';
import letters from './letters.json';
import meetings from './meetings.json';
import nav from './nav.json';
import queue from './queue.json';

export default {
  ...nav,
  ...labels,
  ...common,
  ...queue,
  ...appeal,
  ...meetings,
  ...availability,
  ...changeRequests,
  ...countyConsole,
  ...letters,
  ...evidence,
  ...hearings,
  ...appealHearing,
};
