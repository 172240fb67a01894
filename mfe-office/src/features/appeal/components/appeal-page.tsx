import type { ReactNode } from 'react';
import { useIntlLocale, useLanguage, useSettings } from 'mfe-shared';
import { Link, useLocation, useParams } from 'mfe-shared/router';
import { formatDateTime, formatMoney, formatPhone, type Currency } from 'mfe-shared/format';
import { Alert, LoadFailed, Loading, PageHeading, richText, usePageTitle } from 'mfe-shared/ui';
import { filerTypes, type FilerType, type OfficeAppeal } from 'mfe-shared/schemas';
import { LANGUAGE_NAMES, SOURCE_LANGUAGE } from 'mfe-shared/domain';
import { Facts, Section } from '../../../components/facts';
import { StatusTag } from '../../../components/status-tag';
import { useT } from '../../../i18n/catalogue';
import { propertyTypeLabel } from '../../../i18n/labels';
import { useAppeal } from '../hooks/use-appeal';
import { AppealActions } from './appeal-actions';
import { AppealCompeting } from './appeal-competing';
import { AppealEvidence } from './appeal-evidence';
import { AppealFiles } from './appeal-files';
import { AppealHearing } from './appeal-hearing';
import { AppealLetter } from './appeal-letter';
import { AppealPlace } from './appeal-place';
import { AppealTimeline } from './appeal-timeline';
import { lastDayToAnswer } from './offer-day';
import '../../../components/office.css';

const WHEN: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
const money = (value: { amount: number; currency: string }) => formatMoney(value.amount, value.currency as Currency);

function relation(t: ReturnType<typeof useT>, filer: OfficeAppeal['filer']): string {
  const label = (filerTypes as readonly string[]).includes(filer.type) ? t(`office.filerType.${filer.type as FilerType}`) : filer.type;
  if (filer.type === 'agent' && filer.organization) return `${label}, ${filer.organization}`;
  if (filer.type === 'other' && filer.userType) return `${label}: ${filer.userType}`;
  return label;
}

/** `#/office/appeals/{reference}`: everything filed, the documents, the timeline and the moves allowed now. */
export function AppealPage() {
  const t = useT();
  const locale = useIntlLocale();
  const { offered } = useLanguage();
  const { reference = '' } = useParams();
  const { state: from } = useLocation() as { state: { queue?: string } | null };
  const zone = useSettings()['general.timezone'];
  const { state, refresh, retry } = useAppeal(reference);
  usePageTitle(state.status === 'ready' ? { id: 'office.appeal.title', values: { reference: state.appeal.reference } } : { id: 'office.appeal.titleLoading' });
  const when = (value: string) => formatDateTime(value, zone, WHEN, locale);
  const back = (
    <p>
      <Link to={{ pathname: '../..', search: from?.queue ?? '' }} relative="path">
        {t('office.appeal.back')}
      </Link>
    </p>
  );

  if (state.status === 'loading') return <Loading label={t('office.appeal.loading')} />;
  if (state.status === 'not-found' || state.status === 'failed') {
    return (
      <>
        <PageHeading>{state.status === 'not-found' ? t('office.appeal.notFound') : t('office.appeal.loadFailed')}</PageHeading>
        {/* A reference the county does not have is not mended by reading it again. */}
        <LoadFailed onRetry={state.status === 'failed' ? retry : undefined}>
          <p>{state.message}</p>
        </LoadFailed>
        {back}
      </>
    );
  }

  const { appeal } = state;
  const filer = appeal.filer;
  // The county's offer the filer has still to answer: the latest one, while the appeal waits on it.
  const latestOffer = appeal.status === 'offer-made' ? [...appeal.timeline].reverse().find((entry) => entry.offer)?.offer : undefined;
  const waiting = latestOffer && latestOffer.answer === null ? { value: money(latestOffer), lastDay: lastDayToAnswer(latestOffer.answerBy, zone, locale) } : null;
  return (
    <>
      {back}
      <PageHeading>{t('office.appeal.title', { reference: appeal.reference })}</PageHeading>
      <p>
        <StatusTag status={appeal.status} /> {appeal.window.name}
      </p>
      {waiting ? (
        <Alert type="info" slim>
          <p>
            {richText(t('office.appeal.offerWaiting', { value: waiting.value, date: waiting.lastDay.text }), {
              time: (text) => <time dateTime={waiting.lastDay.day}>{text}</time>,
            })}
          </p>
        </Alert>
      ) : null}
      {appeal.status === 'awaiting-confirmation' && appeal.confirmBy ? (
        <Alert type="info" headingLevel="h2" heading={t('office.appeal.notFiled')}>
          <p>
            {Date.parse(appeal.confirmBy) > Date.now()
              ? richText(t('office.appeal.confirmUntil', { until: when(appeal.confirmBy) }), { time: (text) => <time dateTime={appeal.confirmBy ?? undefined}>{text}</time> })
              : t('office.appeal.confirmLapsed')}
          </p>
        </Alert>
      ) : null}
      {appeal.takesPlace !== undefined && appeal.status !== 'awaiting-confirmation' && appeal.status !== 'withdrawn' && appeal.status !== 'closed' ? (
        <AppealPlace reference={appeal.reference} takesPlace={appeal.takesPlace} onKept={refresh} />
      ) : null}
      <AppealCompeting parcelId={appeal.property.id} competing={appeal.competing ?? []} />

      {appeal.hearing ? <AppealHearing reference={appeal.reference} hearing={appeal.hearing} onChanged={refresh} /> : null}
      <Section id="office-status-heading" title={t('office.appeal.status')}>
        <Facts
          rows={[
            [
              t('office.appeal.filed'),
              <time key="filed" dateTime={appeal.filedAt}>
                {when(appeal.filedAt)}
              </time>,
            ],
            [t('office.appeal.method'), t(`office.method.${appeal.method}`)],
            [
              t('office.appeal.filedBy'),
              appeal.filedBy === 'staff'
                ? appeal.staffName
                  ? t('office.appeal.byStaffNamed', { name: appeal.staffName })
                  : t('office.appeal.byStaff')
                : t('office.appeal.byPublic'),
            ],
          ]}
        />
        {appeal.status !== 'awaiting-confirmation' ? (
          <AppealActions reference={appeal.reference} status={appeal.status} nextStatuses={appeal.nextStatuses} competing={appeal.competing} onChanged={refresh} />
        ) : null}
      </Section>

      {appeal.status === 'decided' ? <AppealLetter reference={appeal.reference} /> : null}

      <Section id="office-timeline-heading" title={t('office.appeal.timeline')}>
        {appeal.timeline.length ? <AppealTimeline timeline={appeal.timeline} /> : <p>{t('office.appeal.timelineEmpty')}</p>}
      </Section>

      <Section id="office-property-heading" title={t('office.appeal.property')}>
        <Facts
          rows={[
            [t('office.appeal.parcel'), appeal.property.id],
            [t('office.appeal.address'), appeal.property.address],
            [t('office.appeal.type'), propertyTypeLabel(t, appeal.property.type)],
            [t('office.appeal.owner'), appeal.property.owner],
            [t('office.appeal.assessedValue'), appeal.property.value ? money(appeal.property.value) : t('office.appeal.noValue')],
          ]}
        />
      </Section>

      <Section id="office-filer-heading" title={t('office.appeal.filer')}>
        <Facts
          rows={[
            [t('office.appeal.name'), filer.name],
            [t('office.appeal.relation'), relation(t, filer)],
            [
              t('office.appeal.address'),
              filer.address ? [...filer.address.lines, `${filer.address.city}, ${filer.address.state} ${filer.address.zip}`].join(', ') : t('office.appeal.propertyAddress'),
            ],
            [
              t('office.appeal.phone'),
              filer.phone.extension
                ? t('office.appeal.phoneExtension', { phone: formatPhone(filer.phone.number), extension: filer.phone.extension })
                : formatPhone(filer.phone.number),
            ],
            [
              t('office.appeal.email'),
              <a key="email" href={`mailto:${filer.email}`}>
                {filer.email}
              </a>,
            ],
            // Where the county writes in several languages, which one this filer reads.
            ...(appeal.language && (offered.length > 1 || appeal.language !== SOURCE_LANGUAGE)
              ? ([
                  [
                    t('office.appeal.language'),
                    <span key="language" lang={appeal.language}>
                      {LANGUAGE_NAMES[appeal.language]}
                    </span>,
                  ],
                ] as Array<[string, ReactNode]>)
              : []),
          ]}
        />
      </Section>

      <Section id="office-claim-heading" title={t('office.appeal.claim')}>
        <Facts rows={[[t('office.appeal.opinion'), money(appeal.claimedValue)]]} />
        <h3>{t('office.appeal.reasons')}</h3>
        <ul className="usa-list">
          {appeal.reasons.map((reason) => (
            <li key={reason.id}>
              <strong>{reason.title}</strong>
              {reason.description ? `: ${reason.description}` : ''}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="office-comparables-heading" title={t('office.appeal.comparables')}>
        {appeal.comparables.length ? (
          <ul className="usa-list">
            {appeal.comparables.map((comparable) => (
              <li key={comparable.parcelId}>
                {comparable.parcelId}
                {comparable.address ? `, ${comparable.address}` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('office.appeal.noComparables')}</p>
        )}
        {appeal.compsPdf ? <AppealFiles reference={appeal.reference} files={[appeal.compsPdf]} /> : null}
      </Section>

      <Section id="office-documents-heading" title={t('office.appeal.documents')}>
        {appeal.documents.length ? <AppealFiles reference={appeal.reference} files={appeal.documents} /> : <p>{t('office.appeal.noDocuments')}</p>}
      </Section>

      {appeal.status !== 'awaiting-confirmation' ? <AppealEvidence appeal={appeal} onAdded={refresh} /> : null}
    </>
  );
}
