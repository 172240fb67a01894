import { APPEAL_DRAFT_MESSAGES, AVAILABILITY_MAX_SLOTS, AVAILABILITY_MESSAGES, CHANGE_REQUEST_MESSAGES, type ChangeRequestStatus } from 'mfe-shared/schemas';
import { changeRequestStatusLabel, lowerCase } from './labels';
import { localText, type LocalText } from './local-text';

/**
 * mfe-shared's messages written with values, as the API says them: the English of the
 * shared function, and the catalogue's `shared.<GROUP>.<name>` with the same values in named form
 * (mfe-shared/src/locales/<lang>/messages.json), for the screens to say the same way.
 */
export const sharedText = {
  tooManyDocuments: (max: number) => localText('shared.APPEAL_DRAFT_MESSAGES.tooManyDocuments', APPEAL_DRAFT_MESSAGES.tooManyDocuments(max), { max }),
  placeClosed: (name: string) => localText('shared.AVAILABILITY_MESSAGES.placeClosed', AVAILABILITY_MESSAGES.placeClosed(name), { name }),
  tooManySlots: (count: number) => localText('shared.AVAILABILITY_MESSAGES.tooMany', AVAILABILITY_MESSAGES.tooMany(count), { count, max: AVAILABILITY_MAX_SLOTS }),
  tooManyOpenRequests: (office: LocalText) => localText('shared.CHANGE_REQUEST_MESSAGES.tooManyOpen', CHANGE_REQUEST_MESSAGES.tooManyOpen(office.english), { office }),
  /** `from` and `to`: the statuses' labels in the reader's language, lower case; `same`: 'yes' when they are one. */
  changeRequestMove: (from: ChangeRequestStatus, to: ChangeRequestStatus) =>
    localText('shared.CHANGE_REQUEST_MESSAGES.moveNotAllowed', CHANGE_REQUEST_MESSAGES.moveNotAllowed(from, to), {
      from: lowerCase(changeRequestStatusLabel(from)),
      to: lowerCase(changeRequestStatusLabel(to)),
      same: from === to ? 'yes' : 'no',
    }),
};
