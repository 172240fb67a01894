import { APPEAL_MESSAGES, type AppealSubmission, type Settings } from 'mfe-shared/schemas';
import { HttpError } from '../http/http-error';

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
}

/** The county's settings the browser applies while filing, applied again here (docs/product.md#appeal-rules-on-the-server). */
export function checkAgainstSettings(submission: AppealSubmission, settings: Settings): void {
  // The shell loads no appeal area for such a county (enabledModules); staff file through it too.
  if (!settings['appeal.enabled']) throw new HttpError(403, APPEAL_MESSAGES.disabled);
  if (submission.appellant.type === 'other' && !settings['appeal.allow_file_other']) {
    throw new HttpError(400, 'This county accepts appeals from owners and their agents only.');
  }
  const maxFiles = settings['file_upload.max_files'];
  if (submission.documents.length > maxFiles) {
    throw new HttpError(400, `You can attach at most ${maxFiles} ${maxFiles === 1 ? 'document' : 'documents'}.`);
  }
  const seen = new Set<string>();
  for (const reason of submission.reasons) {
    if (seen.has(reason.id)) throw new HttpError(400, 'Each reason can be chosen only once.');
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
      throw new HttpError(400, `The reason "${reason.title}" is not one this county offers. Reload the page and choose your reasons again.`);
    }
    const description = reason.description.trim();
    if (code.description === 'Other' && settings.require_other_desc && !description) throw new HttpError(400, APPEAL_MESSAGES.otherExplanation);
    if (maxComment > 0 && description.length > maxComment) {
      throw new HttpError(400, `The comment for "${code.description}" is too long: use at most ${maxComment} characters.`);
    }
    return { codeId: code.id, title: code.description, description };
  });
}
