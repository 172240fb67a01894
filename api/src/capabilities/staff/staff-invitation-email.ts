import { and, eq } from 'drizzle-orm';
import { isLanguage } from 'mfe-shared/domain';
import { staffInvitations } from '../../infrastructure/db/schema';
import { formatDay } from '../../infrastructure/i18n/format';
import { say, type TextValues } from '../../infrastructure/i18n/local-text';
import { payloadText, portalUrl, type KindComposer } from '../../infrastructure/mail/county-email';
import type { CountySettings } from '../tenants/server-settings';
import { invitationToken } from './staff-invitations';

/**
 * 'staff-invitation' (staff-invitations.ts): the link to choose a password and start using the office
 * desk, in the language the administrator's desk was in. Null once the invitation is accepted,
 * withdrawn or expired: a late retry sends nothing.
 */
export const composeStaffInvitationEmail: KindComposer<CountySettings> = async (email, _kind, payload) => {
  const { db, tokens, tenantId, officeIn, publicUrl, timeZone, now, message } = email;
  const language = isLanguage(payload.language) ? payload.language : 'en';
  const t = (id: string, values?: TextValues) => say(language, id, values);
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tenantId, tenantId), eq(staffInvitations.id, payloadText(payload.invitationId))));
  if (!row || row.acceptedAt || row.withdrawnAt || row.expiresAt <= now) return null;
  const office = officeIn(language);
  const role = t(`api.email.staffInvitation.role.${row.role}`);
  return message(language, { name: row.name, address: row.email }, t('api.email.staffInvitation.subject', { office: office.name }), {
    greeting: t('api.email.greeting', { name: row.name }),
    lead: [t('api.email.staffInvitation.lead', { office: office.name, role })],
    facts: [],
    after: [t('api.email.staffInvitation.notYou', { office: office.name })],
    link: {
      label: t('api.email.staffInvitation.link'),
      url: portalUrl(publicUrl, tenantId, `/staff/invitation/${invitationToken(tokens, row)}`, language),
      note: t('api.email.staffInvitation.linkNote', { until: formatDay(row.expiresAt, timeZone, language) }),
    },
  });
};
