import audit from './audit.json';
import policies from './policies.json';
import site from './site.json';
import staff from './staff.json';

export default { ...site, ...staff, ...audit, ...policies };
