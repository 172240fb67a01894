import {
  APPEAL_STATUS_LABELS,
  CHANGE_REQUEST_STATUS_LABELS,
  CHANGE_REQUEST_TOPIC_LABELS,
  filingMethodLabels,
  propertyTypeLabels,
  type AppealStatus,
  type ChangeRequestStatus,
  type ChangeRequestTopic,
  type PropertyType,
} from 'mfe-shared/schemas';
import { catalogueMessage } from './catalogues';
import type { LocalText } from './local-text';

/**
 * mfe-shared's labels of the values the API names in its messages and e-mails (a status, a
 * topic, a property type), in any language: English as mfe-shared writes it, other
 * languages from the API's catalogue (`api.<kind>.<value>`, api/src/locales/<lang>/labels.json).
 * An unknown value is named as it is.
 */
function label(kind: string, labels: Readonly<Record<string, string>>, value: string): LocalText {
  const english = labels[value] ?? value;
  return { english, in: (language) => (language === 'en' ? english : (catalogueMessage(language, `api.${kind}.${value}`) ?? english)) };
}

export const appealStatusLabel = (status: AppealStatus | string) => label('appealStatus', APPEAL_STATUS_LABELS, status);
export const changeRequestStatusLabel = (status: ChangeRequestStatus | string) => label('changeRequestStatus', CHANGE_REQUEST_STATUS_LABELS, status);
export const changeRequestTopicLabel = (topic: ChangeRequestTopic | string) => label('changeRequestTopic', CHANGE_REQUEST_TOPIC_LABELS, topic);
export const propertyTypeLabel = (type: PropertyType | string) => label('propertyType', propertyTypeLabels, type);
/** The receipt's: the filer's relation to the owner, and how the office received a filing ('Hand delivery', never the stored 'hand-delivery'). */
export const relationLabel = (relation: string) => label('relation', { owner: 'Owner', agent: 'Agent', other: 'Other' }, relation);
export const filingMethodLabel = (method: string) => label('filingMethod', filingMethodLabels, method);

/** A label inside a sentence ('under review'), as the English messages write them. */
export const lowerCase = (text: LocalText): LocalText => ({ english: text.english.toLowerCase(), in: (language) => text.in(language).toLowerCase() });
