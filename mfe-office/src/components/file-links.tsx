import type { ReactNode } from 'react';
import type { OfficeFile } from 'mfe-shared/schemas';
import { formatFileSize } from 'mfe-shared/format';
import { useT } from '../i18n/catalogue';

/** Types a browser shows itself: those get an Open link beside the download. */
const OPENS_IN_BROWSER = /^(application\/pdf|image\/(png|jpeg)|text\/plain)\b/;

/**
 * Files of an office record (an appeal's documents, a meeting's attachments), each opened in a new tab
 * or downloaded through the API with the staff session (`urlOf` gives the record's own file address);
 * `detail`, what else to say of each beside its size (when evidence was added).
 */
export function FileLinks<F extends OfficeFile>({
  files,
  urlOf,
  detail,
}: {
  files: F[];
  urlOf: (fileId: string, disposition: 'inline' | 'attachment') => string;
  detail?: (file: F) => ReactNode;
}) {
  const t = useT();
  return (
    <ul className="office-files">
      {files.map((file) => (
        <li key={file.id}>
          <strong>{file.name}</strong> ({formatFileSize(file.size)}){detail ? <>, {detail(file)}</> : null}
          <div className="office-files__links">
            {OPENS_IN_BROWSER.test(file.type) ? (
              <a href={urlOf(file.id, 'inline')} target="_blank" rel="noopener noreferrer">
                {t('office.files.open', { name: file.name })}
                <span className="usa-sr-only"> {t('office.files.newTab')}</span>
              </a>
            ) : null}
            <a href={urlOf(file.id, 'attachment')} download={file.name}>
              {t('office.files.download', { name: file.name })}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
