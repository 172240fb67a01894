// Public entry of the React-free schemas: the API validates with these too.
export * from './settings';
export * from './me';
export * from './property';
export * from './remotes';
export * from './search';
export * from './unlisted-property';
export * from './filer';
export * from './appeal';
export * from './meeting';
