// Library: form fields, the error summary and the filer/attendee details form, with the one
// react-hook-form and zod resolver every form uses (loaded with the first form, not before).
export { useController, useForm } from 'react-hook-form';
export type { FieldErrors } from 'react-hook-form';
export { zodResolver } from '@hookform/resolvers/zod';
export { ErrorSummary } from './error-summary';
export type { FieldError } from './error-summary';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { FormGroup } from './form-group';
export type { FieldLabelling, ControlA11y } from './form-group';
export { SelectField } from './select-field';
export type { SelectFieldProps, SelectOption } from './select-field';
export { RadioGroup } from './radio-group';
export type { RadioGroupProps, RadioOption } from './radio-group';
export { CheckboxField } from './checkbox-field';
export { FilerDetailsForm } from './filer-details-form';
export type { FilerDetailsFormProps } from './filer-details-form';
// A fixed message of mfe-shared's schemas, arrived as English text, in the active language.
export { useMessageText } from '../i18n/message-text';
