import { APPEAL_MESSAGES, type AppealSubmission, type Settings } from 'mfe-shared/schemas';
import { HttpError } from '../../infrastructure/http/http-error';
import { localText, type LocalText } from '../../infrastructure/i18n/local-text';
import { sharedText } from '../../infrastructure/i18n/shared-texts';

/** What a filer reads when the county's rules refuse the appeal's answers (docs/product.md#appeal-rules-on-the-server). */
export const APPEAL_RULE_MESSAGES = {
  ownersAndAgentsOnly: 'This county accepts appeals from owners and their agents only.',
  reasonTwice: 'Each reason can be chosen only once.',
  reasonNotOffered: (title: string) => `The reason "${title}" is not one this county offers. Reload the page and choose your reasons again.`,
  commentTooLong: (reason: string, max: number) => `The comment for "${reason}" is too long: use at most ${max} characters.`,
} as const;

/** A reason as stored: the county's own title for the code, and the filer's comment. */
interface StoredReason {
  codeId: string;
  title: string;
  description: string;
}

interface ReasonCode {
  id: string;
  description: string;
  used: boolean;
  /** The description in other languages, where the county gives them. */
  labels?: Record<string, string>;
}

/** A code by its name in the reader's language, English where the county gives none. */
const reasonName = (code: ReasonCode): LocalText => ({ english: code.description, in: (language) => code.labels?.[language] ?? code.description });

/** The county's settings the browser applies while filing, applied again here (docs/product.md#appeal-rules-on-the-server). */
export function checkAgainstSettings(submission: AppealSubmission, settings: Settings): void {
  // The shell loads no appeal area for such a county (enabledModules); staff file through it too.
  if (!settings['appeal.enabled']) throw new HttpError(403, APPEAL_MESSAGES.disabled);
  if (submission.appellant.type === 'other' && !settings['appeal.allow_file_other']) {
    throw new HttpError(400, APPEAL_RULE_MESSAGES.ownersAndAgentsOnly);
  }
  const maxFiles = settings['file_upload.max_files'];
  if (submission.documents.length > maxFiles) {
    throw new HttpError(400, sharedText.tooManyDocuments(maxFiles));
  }
  const seen = new Set<string>();
  for (const reason of submission.reasons) {
    if (seen.has(reason.id)) throw new HttpError(400, APPEAL_RULE_MESSAGES.reasonTwice);
    seen.add(reason.id);
  }
}

/**
 * The selected reasons against the county's codes: each must be a code it offers (used). The
 * title stored is the county's, whatever the request said it was.
 */
export function checkReasons(submission: AppealSubmission, codes: ReasonCode[], settings: Settings): StoredReason[] {
  const byId = new Map(codes.map((code) => [code.id, code]));
  const maxComment = settings['appeal.appeal_reason_comment_maxlength'];
  return submission.reasons.map((reason) => {
    const code = byId.get(reason.id);
    if (!code || !code.used) {
      throw new HttpError(400, localText('api.APPEAL_RULE_MESSAGES.reasonNotOffered', APPEAL_RULE_MESSAGES.reasonNotOffered(reason.title), { title: reason.title }));
    }
    const description = reason.description.trim();
    if (code.description === 'Other' && settings.require_other_desc && !description) throw new HttpError(400, APPEAL_MESSAGES.otherExplanation);
    if (maxComment > 0 && description.length > maxComment) {
      throw new HttpError(
        400,
        localText('api.APPEAL_RULE_MESSAGES.commentTooLong', APPEAL_RULE_MESSAGES.commentTooLong(code.description, maxComment), { reason: reasonName(code), max: maxComment }),
      );
    }
    return { codeId: code.id, title: code.description, description };
  });
}
