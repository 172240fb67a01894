// Library: rules both the property page and the wizards read from settings and records.
export { appealWindows } from './appeal-windows';
export { comperUrl } from './comper-url';
