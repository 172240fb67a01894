// Library: the USWDS-based UI kit without form code (forms are in mfe-shared/forms).
export { Button } from './button';
export type { ButtonProps, ButtonVariant } from './button';
export { Alert } from './alert';
export type { AlertProps, AlertType } from './alert';
export { Loading } from './loading';
export { usePageTitle } from './use-page-title';
export type { CatalogueTitle } from './use-page-title';
export { SiteLayout } from './site-layout';
export { NotFoundPage } from './not-found-page';
export { PageHeading } from './page-heading';
export { UploadList } from './upload-list';
export { adoptStyleSheet, useStyleSheet } from './use-style-sheet';
export { resolveAssetUrl, useAssetUrl } from './use-asset-url';
export { LanguageSwitch } from './language-switch';
export { richText } from './rich-text';
