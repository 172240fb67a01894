import { useIntlLocale, usePortalState, useSettings } from 'mfe-shared';
import { formatDateTime, formatPhone } from 'mfe-shared/format';
import { Link, Navigate } from 'mfe-shared/router';
import { PageHeading, richText, usePageTitle } from 'mfe-shared/ui';
import { useT, type AppealMessageId } from '../../i18n/catalogue';
import { appealFlow } from '../../wizard/appeal-flow';
import { SAVE_PATH } from '../../wizard/save-for-later';

/** The page's title: its catalogue id. */
export const SAVED_TITLE = 'appeal.saved.title' satisfies AppealMessageId;

/**
 * `#/appeal/saved`: the confirmation after "E-mail me a link to finish later"
 * (docs/product.md#saving-an-appeal-to-finish-later): where the link went, how long it works, and
 * what to do next. Reached without a save of this parcel's draft, it goes to the wizard's start.
 */
export function SavedPage() {
  const t = useT();
  const locale = useIntlLocale();
  usePageTitle({ id: SAVED_TITLE });
  const settings = useSettings();
  const [property] = usePortalState('selectedParcel');
  const [draft] = usePortalState('appeal');
  const saved = property && draft?.parcelId === property.id ? draft.savedOnServer : undefined;
  if (!property || !saved) return <Navigate to="/appeal" replace />;
  const step = appealFlow.stepNamed(saved.step) ?? 'details';
  const office = settings['general.display_name'];
  const phone = settings['general.phone_number'];
  const email = settings['general.email'];
  const questions = phone && email ? 'appeal.saved.questionsPhoneEmail' : phone ? 'appeal.saved.questionsPhone' : email ? 'appeal.saved.questionsEmail' : 'appeal.saved.questions';

  return (
    <div className="portal-save-later">
      <PageHeading>{t(SAVED_TITLE)}</PageHeading>
      <p className="usa-intro">{richText(t('appeal.saved.sentTo', { email: saved.email, days: saved.days }), { strong: (text) => <strong>{text}</strong> })}</p>
      <h2>{t('appeal.saved.nextHeading')}</h2>
      <ul className="usa-list">
        <li>
          {t('appeal.saved.openLink', {
            address: property.address,
            date: formatDateTime(saved.expiresAt, settings['general.timezone'], { year: 'numeric', month: 'long', day: 'numeric' }, locale),
          })}
        </li>
        <li>{t('appeal.saved.notFiled')}</li>
        <li>{t('appeal.saved.spam')}</li>
      </ul>
      <p>{richText(t('appeal.saved.notYours'), { link: (text) => <Link to={`${SAVE_PATH}?from=${step}&change=1`}>{text}</Link> })}</p>
      <p>
        <Link className="usa-button" to={appealFlow.url(step)}>
          {t('appeal.saved.continue')}
        </Link>
      </p>
      <p>
        {richText(t(questions, { office, phone: formatPhone(phone), email }), {
          phone: (text) => <a href={`tel:${phone}`}>{text}</a>,
          email: (text) => <a href={`mailto:${email}`}>{text}</a>,
        })}
      </p>
    </div>
  );
}
