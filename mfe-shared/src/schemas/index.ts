// Public entry of the React-free schemas: the API validates with these too.
import './zod-config';
export * from './settings';
export * from './me';
export * from './property';
export * from '../rules/remotes';
export * from './search';
export * from './unlisted-property';
export * from './filer';
export * from './appeal';
export * from './meeting';
export * from '../rules/sign-in-messages';
export * from './staff';
export * from '../rules/upload-rules';
export * from '../rules/search-rules';
export * from './uuid';
export * from './parcel-snapshot';
export * from './estimation-form';
export * from './status';
