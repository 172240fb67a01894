import changeRequest from './change-request.json';
import property from './property.json';
import search from './search.json';
import status from './status.json';
import unlisted from './unlisted.json';

export default { ...search, ...property, ...status, ...changeRequest, ...unlisted };
